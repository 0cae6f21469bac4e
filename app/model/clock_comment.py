"""Clock times kept in move comments as ``[%clk h:mm:ss]`` (the PGN command lichess and chess.com write).

A game tree keeps the command inside the node's comment text, so every reader and writer of comments
carries it unchanged; these helpers read and write it. The value is the mover's time left after the move.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .comment_commands import with_command, without_command
from .tree import Node

_CLK = re.compile(r"\[%clk\s+(\d+):([0-5]?\d):([0-5]?\d(?:\.\d+)?)\s*\]")


def format_clock(seconds: float) -> str:
    """'h:mm:ss' (tenths added when not whole: '0:02:58.6'); negative times read as 0."""
    tenths = max(int(seconds * 10 + 1e-6), 0)
    whole, tenth = divmod(tenths, 10)
    hours, rest = divmod(whole, 3600)
    text = f"{hours}:{rest // 60:02d}:{rest % 60:02d}"
    return f"{text}.{tenth}" if tenth else text


def clock_of(comment: str) -> float | None:
    """Seconds in the comment's [%clk h:mm:ss] command, or None if it has none."""
    m = _CLK.search(comment)
    if m is None:
        return None
    return int(m.group(1)) * 3600 + int(m.group(2)) * 60 + float(m.group(3))


def without_clock(comment: str) -> str:
    """The comment with any [%clk] command taken out."""
    return without_command(comment, "clk")


def with_clock(comment: str, seconds: float | None) -> str:
    """The comment with its [%clk] command set to `seconds` (first, before any text), or removed (None)."""
    return with_command(comment, "clk", None if seconds is None else format_clock(seconds))


def set_line_clocks(nodes: Sequence[Node], seconds: Sequence[float | None]) -> None:
    """Write each time into the comment of the node at the same place (a line of moves, oldest first)."""
    for node, value in zip(nodes, seconds, strict=False):
        node.comment = with_clock(node.comment, value)


def line_clocks(nodes: Sequence[Node]) -> list[float | None]:
    """The [%clk] time of each node's comment (None where there is none)."""
    return [clock_of(node.comment) for node in nodes]


__all__ = ["clock_of", "format_clock", "line_clocks", "set_line_clocks", "with_clock", "without_clock"]
