"""Threat to checkmate (AR Chapter 4 Section 1 "TTC"), asked by the arbiter when it rules a cycle.

A move threatens mate when, were it the mover's turn again, the mover could mate by checks within
MATE_DEPTH of its own moves: a check after which the opponent has no legal move, or a check every answer
to which allows such a check, and so on. Only ruling time asks it (a repeated cycle), never every move.
"""

from __future__ import annotations

from .board import Board
from .errors import FenError
from .move import Move

MATE_DEPTH = 2   # the mover's moves: mate in one, or a check and then mate in one


def threatens_mate(board: Board, depth: int = MATE_DEPTH) -> bool:
    """True if the side that just moved on `board` (not giving check) could mate by checks in `depth` moves."""
    if board.is_check():
        return False  # a check is a check, not a threat to mate
    fields = board.fen().split(" ")
    fields[1] = "b" if fields[1] == "w" else "w"
    try:
        again = Board(" ".join(fields))
    except FenError:
        return False  # a position the rules cannot run with the mover to move again
    return mates_by_checks(again, depth)


def mates_by_checks(board: Board, depth: int) -> bool:
    """True if the side to move mates by checks within `depth` of its moves."""
    for move in board.legal_moves():
        if not board.gives_check(move):
            continue
        board.push(move)
        try:
            replies = board.legal_moves()
            if not replies:
                return True
            if depth > 1 and all(_after(board, reply, depth - 1) for reply in replies):
                return True
        finally:
            board.pop()
    return False


def _after(board: Board, reply: Move, depth: int) -> bool:
    board.push(reply)
    try:
        return mates_by_checks(board, depth)
    finally:
        board.pop()
