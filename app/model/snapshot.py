"""A frozen picture of what the board shows: position and highlights (handed from controller to view)."""

from __future__ import annotations

from dataclasses import dataclass

from .move import Move


@dataclass(frozen=True)
class BoardSnapshot:
    """What the board view shows: a position and its highlights (values only)."""

    fen: str
    selected: int | None
    targets: frozenset[int]          # empty destination squares of the selected piece
    captures: frozenset[int]         # capture destinations of the selected piece
    last_move: Move | None
    check_square: int | None         # the king in check, if any
    read_only: bool                  # browsing history: no moves allowed
    touched: tuple[int, ...] = ()
    hint: Move | None = None          # the computer's suggestion, shown until the position changes
