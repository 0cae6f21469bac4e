"""Arrows and circles drawn on the board, kept in a move's comment the way lichess keeps them.

A comment holds them as PGN commands with ICCS points and a colour letter before each: arrows as
``[%cal Gh2e2,Rb0c2]`` (from h2 to e2 in green, from b0 to c2 in red) and circles as ``[%csl Ge5]``.
The colours are lichess's four: G green, R red, B blue, Y yellow. Reading is lenient: items may be
parted by commas or spaces, a lower-case colour letter is read, an item that names no point (``Gz9``,
``Xe5``) or an arrow from a point to itself is left out and the rest are kept, and several commands of
a kind in one comment are read together (the last colour given for a point or arrow wins). Writing
gives one ``[%cal]`` and one ``[%csl]`` command, before the comment's text, in the order drawn.

Drawing follows lichess: the same arrow or circle again removes it, another colour replaces it
(``toggled_arrow`` / ``toggled_circle``). ``marks_of(comment)`` reads, ``with_marks(comment, marks)``
writes; ``node_marks``/``set_node_marks`` do the same on a game tree's node.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from .comment_commands import with_command
from .tables import SQUARES, parse_square, square_name

if TYPE_CHECKING:
    from .tree import Node


class MarkColor(StrEnum):
    """The colour of a drawn mark, as its letter in the comment (lichess's four)."""

    GREEN = "G"
    RED = "R"
    BLUE = "B"
    YELLOW = "Y"


@dataclass(frozen=True, slots=True)
class Arrow:
    """An arrow from one board point to another (squares are ``rank * 9 + file``)."""

    from_sq: int
    to_sq: int
    color: MarkColor = MarkColor.GREEN

    def __post_init__(self) -> None:
        if not (0 <= self.from_sq < SQUARES and 0 <= self.to_sq < SQUARES) or self.from_sq == self.to_sq:
            raise ValueError(f"an arrow joins two different points, not {self.from_sq} and {self.to_sq}")

    @property
    def text(self) -> str:
        """The arrow as written in [%cal]: 'Gh2e2'."""
        return f"{self.color.value}{square_name(self.from_sq)}{square_name(self.to_sq)}"


@dataclass(frozen=True, slots=True)
class Circle:
    """A circle around one board point."""

    sq: int
    color: MarkColor = MarkColor.GREEN

    def __post_init__(self) -> None:
        if not 0 <= self.sq < SQUARES:
            raise ValueError(f"no board point {self.sq}")

    @property
    def text(self) -> str:
        """The circle as written in [%csl]: 'Ge5'."""
        return f"{self.color.value}{square_name(self.sq)}"


@dataclass(frozen=True, slots=True)
class Marks:
    """The arrows and circles of one position, in the order drawn (at most one per arrow or point)."""

    arrows: tuple[Arrow, ...] = ()
    circles: tuple[Circle, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.arrows or self.circles)

    def toggled_arrow(self, arrow: Arrow) -> Marks:
        """These marks with `arrow` drawn: the same arrow in the same colour again removes it, in another
        colour replaces it (in its place)."""
        arrows = list(self.arrows)
        for i, old in enumerate(arrows):
            if (old.from_sq, old.to_sq) == (arrow.from_sq, arrow.to_sq):
                if old.color == arrow.color:
                    del arrows[i]
                else:
                    arrows[i] = arrow
                return Marks(tuple(arrows), self.circles)
        return Marks((*arrows, arrow), self.circles)

    def toggled_circle(self, circle: Circle) -> Marks:
        """These marks with `circle` drawn: the same circle again removes it, another colour replaces it."""
        circles = list(self.circles)
        for i, old in enumerate(circles):
            if old.sq == circle.sq:
                if old.color == circle.color:
                    del circles[i]
                else:
                    circles[i] = circle
                return Marks(self.arrows, tuple(circles))
        return Marks(self.arrows, (*circles, circle))


NO_MARKS = Marks()

_COMMAND = re.compile(r"\[%(cal|csl)\s([^\]]*)\]")
_ITEM = re.compile(r"([GRBYgrby])([a-iA-I][0-9])([a-iA-I][0-9])?")


def marks_of(comment: str) -> Marks:
    """The arrows and circles a comment's [%cal] and [%csl] commands hold (items naming no point, and
    arrows from a point to itself, are left out; the rest are kept)."""
    if "[%c" not in comment:
        return NO_MARKS
    arrows: dict[tuple[int, int], Arrow] = {}
    circles: dict[int, Circle] = {}
    for command in _COMMAND.finditer(comment):
        kind, body = command.group(1), command.group(2)
        for item in re.split(r"[,\s]+", body.strip()):
            m = _ITEM.fullmatch(item)
            if m is None:
                continue
            color = MarkColor(m.group(1).upper())
            first = parse_square(m.group(2).lower())
            if kind == "cal":
                if m.group(3) is None:
                    continue
                second = parse_square(m.group(3).lower())
                if second != first:
                    arrows.pop((first, second), None)      # a later colour wins, in the later place
                    arrows[(first, second)] = Arrow(first, second, color)
            elif m.group(3) is None:
                circles.pop(first, None)
                circles[first] = Circle(first, color)
    return Marks(tuple(arrows.values()), tuple(circles.values()))


def with_marks(comment: str, marks: Marks) -> str:
    """The comment with its [%cal]/[%csl] commands replaced by `marks` (none: both taken out); the
    text and the other commands are kept."""
    circles = ",".join(c.text for c in marks.circles) or None
    arrows = ",".join(a.text for a in marks.arrows) or None
    out = with_command(comment, "csl", None)
    out = with_command(out, "cal", None)
    # with_command puts a command first: circles, then arrows before them, reads "[%cal ...] [%csl ...] text"
    return with_command(with_command(out, "csl", circles), "cal", arrows)


def node_marks(node: Node) -> Marks:
    """The marks drawn at a node (the position after its move; the root: the start position)."""
    return marks_of(node.comment)


def set_node_marks(node: Node, marks: Marks) -> None:
    """Keep `marks` in a node's comment (replacing the ones it had)."""
    node.comment = with_marks(node.comment, marks)


__all__ = ["MarkColor", "Arrow", "Circle", "Marks", "NO_MARKS", "marks_of", "with_marks", "node_marks",
           "set_node_marks"]
