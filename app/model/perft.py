"""Perft: count the leaves of the legal move tree (the standard test of a move generator)."""

from __future__ import annotations

from .board import Board


def perft(board: Board, depth: int) -> int:
    """Number of leaf positions after `depth` plies of legal moves."""
    return board.perft(depth)


def divide(board: Board, depth: int) -> dict[str, int]:
    """Perft per first move, keyed by ICCS (for finding where two generators differ)."""
    out = {}
    for move in board.legal_moves():
        board.push(move)
        out[move.iccs] = board.perft(depth - 1)
        board.pop()
    return out
