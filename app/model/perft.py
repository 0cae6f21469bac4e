"""Perft: count the leaves of the legal move tree (the standard test of a move generator)."""

from __future__ import annotations

from .board import Board


def perft(board: Board, depth: int) -> int:
    """Number of leaf positions after `depth` plies of legal moves."""
    if depth <= 0:
        return 1
    if depth == 1:
        return len(board._legal_ints())
    total = 0
    make, unmake = board._make, board._unmake
    for m in board._legal_ints():
        make(m)
        total += perft(board, depth - 1)
        unmake()
    return total


def divide(board: Board, depth: int) -> dict[str, int]:
    """Perft per first move, keyed by ICCS (for finding where two generators differ)."""
    out = {}
    for move in board.legal_moves():
        board._make((move.from_sq << 7) | move.to_sq)
        out[move.iccs] = perft(board, depth - 1)
        board._unmake()
    return out
