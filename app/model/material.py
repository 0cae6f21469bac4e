"""Material tests: can a side ever give mate with what it has on the board."""

from __future__ import annotations

from .board import Board
from .enums import Color, PieceKind

# Pieces that can cross the river (or reach the enemy palace) and so take part in a mate.
ATTACKERS = frozenset({PieceKind.ROOK, PieceKind.HORSE, PieceKind.CANNON, PieceKind.PAWN})


def can_ever_mate(board: Board, color: Color) -> bool:
    """True if `color` has a rook, horse, cannon or pawn: king, advisors and elephants never cross
    the river, so without one of these a side can never give mate."""
    return any(p.color == color and p.kind in ATTACKERS for p in board.pieces().values())


__all__ = ["ATTACKERS", "can_ever_mate"]
