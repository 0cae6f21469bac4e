"""Undoable study edits: each edit of a game tree is a command that can undo and redo itself.

Pure Python over app.model's tree (no Qt). Commands keep the very Node objects they remove and put
back, so a view that maps nodes to rows can re-render after undo/redo. ``EditStack`` holds the
commands done (below ``index``) and undone (above it) and the index at which the games were saved
(``clean``; None when no state on the stack is the saved one).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from app.model.tree import Node


class EditKind(StrEnum):
    """What an edit did (the view words it, e.g. in the Edit menu's 'Undo …')."""

    ADD_MOVE = "add-move"
    DELETE = "delete"
    TRUNCATE = "truncate"
    REORDER = "reorder"          # promote, demote, make main line
    COMMENT = "comment"
    HEADERS = "headers"
    GLYPH = "glyph"              # a move or position glyph set or removed (a NAG)
    DIAGRAM = "diagram"          # the diagram flag set or removed (NAG $220/$221)
    MARKS = "marks"              # arrows and circles drawn or removed (the comment's [%cal]/[%csl])


@dataclass
class Edit:
    """One edit of game `game` (index in the document); undo()/redo() return the node to show."""

    game: int
    kind: EditKind

    def undo(self) -> Node | None:
        """Put the tree back as it was before the edit."""
        raise NotImplementedError

    def redo(self) -> Node | None:
        """Do the edit again."""
        raise NotImplementedError


@dataclass
class AddMove(Edit):
    """A played move that created `node` as child number `place` of `parent`."""

    parent: Node = field(default_factory=Node)
    node: Node = field(default_factory=Node)
    place: int = 0

    def undo(self) -> Node | None:
        _detach(self.node)
        return self.parent

    def redo(self) -> Node | None:
        _attach(self.parent, self.node, self.place)
        return self.node


@dataclass
class Delete(Edit):
    """`node` (and the moves after it) removed from place `place` among `parent`'s children."""

    parent: Node = field(default_factory=Node)
    node: Node = field(default_factory=Node)
    place: int = 0

    @property
    def moves(self) -> int:
        """How many moves the deletion removed."""
        return sum(1 for _ in self.node.walk())

    def undo(self) -> Node | None:
        _attach(self.parent, self.node, self.place)
        return self.node

    def redo(self) -> Node | None:
        _detach(self.node)
        return self.parent


@dataclass
class Truncate(Edit):
    """Every move after `node` removed (its children, kept in order)."""

    node: Node = field(default_factory=Node)
    children: list[Node] = field(default_factory=list)

    @property
    def moves(self) -> int:
        """How many moves the truncation removed."""
        return sum(sum(1 for _ in child.walk()) for child in self.children)

    def undo(self) -> Node | None:
        for child in self.children:
            child.parent = self.node
        self.node.children[:] = self.children
        return None

    def redo(self) -> Node | None:
        for child in self.node.children:
            child.parent = None
        self.node.children.clear()
        return self.node


@dataclass
class Reorder(Edit):
    """Children reordered (promote, demote, make main line): each parent's order before and after."""

    orders: list[tuple[Node, list[Node], list[Node]]] = field(default_factory=list)

    def undo(self) -> Node | None:
        for parent, before, _after in self.orders:
            parent.children[:] = before
        return None

    def redo(self) -> Node | None:
        for parent, _before, after in self.orders:
            parent.children[:] = after
        return None


@dataclass
class Comment(Edit):
    """A node's comment changed from `before` to `after`."""

    node: Node = field(default_factory=Node)
    before: str = ""
    after: str = ""

    def undo(self) -> Node | None:
        self.node.comment = self.before
        return self.node

    def redo(self) -> Node | None:
        self.node.comment = self.after
        return self.node


@dataclass
class Nags(Edit):
    """A node's NAGs (glyphs, the diagram flag) changed from `before` to `after` (the list itself is kept)."""

    node: Node = field(default_factory=Node)
    before: list[int] = field(default_factory=list)
    after: list[int] = field(default_factory=list)

    def undo(self) -> Node | None:
        self.node.nags[:] = self.before
        return self.node

    def redo(self) -> Node | None:
        self.node.nags[:] = self.after
        return self.node


@dataclass
class Drawing(Edit):
    """Marks drawn at a node: its comment from `before` to `after` (only the [%cal]/[%csl] commands
    differ). Not merged with the edits around it: each arrow or circle is undone by itself."""

    node: Node = field(default_factory=Node)
    before: str = ""
    after: str = ""

    def undo(self) -> Node | None:
        self.node.comment = self.before
        return self.node

    def redo(self) -> Node | None:
        self.node.comment = self.after
        return self.node


@dataclass
class Headers(Edit):
    """The game's headers before and after an edit (the dict itself is kept, only its items change)."""

    headers: dict[str, str] = field(default_factory=dict)
    before: dict[str, str] = field(default_factory=dict)
    after: dict[str, str] = field(default_factory=dict)

    def undo(self) -> Node | None:
        self.headers.clear()
        self.headers.update(self.before)
        return None

    def redo(self) -> Node | None:
        self.headers.clear()
        self.headers.update(self.after)
        return None


def orders_of(parents: list[Node]) -> list[list[Node]]:
    """Copies of these nodes' children lists (to record a reorder)."""
    return [list(p.children) for p in parents]


def reorder(game: int, parents: list[Node], before: list[list[Node]]) -> Reorder | None:
    """The Reorder edit from recorded orders to the current ones (None if nothing moved)."""
    orders = [(p, b, list(p.children)) for p, b in zip(parents, before, strict=True) if b != p.children]
    return Reorder(game, EditKind.REORDER, orders) if orders else None


def _detach(node: Node) -> None:
    if node.parent is not None:
        node.parent.children.remove(node)
        node.parent = None


def _attach(parent: Node, node: Node, place: int) -> None:
    node.parent = parent
    parent.children.insert(min(place, len(parent.children)), node)


class EditStack:
    """Edits done and undone, and the index of the saved state (``clean``)."""

    def __init__(self) -> None:
        self.edits: list[Edit] = []
        self.index = 0                 # edits[:index] are done
        self.clean: int | None = 0

    def clear(self, clean: bool = True) -> None:
        """Forget every edit (the current state is the saved one if `clean`)."""
        self.edits.clear()
        self.index = 0
        self.clean = 0 if clean else None

    def push(self, edit: Edit) -> None:
        """An edit just done (the undone ones above it are dropped); typing in one comment merges."""
        del self.edits[self.index:]
        if self.clean is not None and self.clean > self.index:
            self.clean = None
        top = self.edits[-1] if self.edits else None
        if (isinstance(edit, Comment) and isinstance(top, Comment) and top.node is edit.node
                and self.clean != self.index and top.game == edit.game):
            top.after = edit.after
            if top.after == top.before:
                self.edits.pop()
                self.index -= 1
            return
        self.edits.append(edit)
        self.index += 1

    def mark_clean(self) -> None:
        """The current state was saved."""
        self.clean = self.index

    @property
    def at_clean(self) -> bool:
        """True if the games are as last saved (or opened)."""
        return self.clean == self.index

    @property
    def can_undo(self) -> bool:
        """True if there is an edit to undo."""
        return self.index > 0

    @property
    def can_redo(self) -> bool:
        """True if there is an undone edit to redo."""
        return self.index < len(self.edits)

    def next_undo(self) -> Edit | None:
        """The edit Undo would undo."""
        return self.edits[self.index - 1] if self.can_undo else None

    def next_redo(self) -> Edit | None:
        """The edit Redo would redo."""
        return self.edits[self.index] if self.can_redo else None

    def take_undo(self) -> Edit:
        """Step below the top edit (the caller undoes it)."""
        self.index -= 1
        return self.edits[self.index]

    def take_redo(self) -> Edit:
        """Step above the next undone edit (the caller redoes it)."""
        self.index += 1
        return self.edits[self.index - 1]


__all__ = ["EditKind", "Edit", "AddMove", "Delete", "Truncate", "Reorder", "Comment", "Nags", "Drawing", "Headers",
           "EditStack", "orders_of", "reorder"]
