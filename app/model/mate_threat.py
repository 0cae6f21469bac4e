"""Threat to checkmate (AR Chapter 4 Section 1 "TTC"), asked by the arbiter when it rules a cycle.

A move threatens mate when, were it the mover's turn again, the mover could mate by checks within
MATE_DEPTH of its own moves: a check after which the opponent has no legal move, or a check every answer
to which allows such a check, and so on. The move *makes* a threat to mate (AR-9: "a piece moves into a
position where it can launch a sequence of attack that leads to checkmate") only if the threat did not
stand before it, and a mate that begins by taking the piece the move chases is that chase, not a threat
to mate (AR-24: a piece that cannot take back may not be chased, even where taking it would mate). Only
ruling time asks it (a repeated cycle), never every move.
"""

from __future__ import annotations

from collections.abc import Collection

from .board import Board
from .errors import FenError
from .move import Move

MATE_DEPTH = 2   # the mover's moves: mate in one, or a check and then mate in one


def threatens_mate(board: Board, depth: int = MATE_DEPTH, chased: Collection[int] = ()) -> bool:
    """True if the side that just moved on `board` (not giving check) could mate by checks in `depth` moves,
    the first check taking none of the pieces on the squares `chased`."""
    if board.is_check():
        return False  # a check is a check, not a threat to mate
    fields = board.fen().split(" ")
    fields[1] = "b" if fields[1] == "w" else "w"
    try:
        again = Board(" ".join(fields))
    except FenError:
        return False  # a position the rules cannot run with the mover to move again
    return mates_by_checks(again, depth, chased)


def makes_mate_threat(board: Board, chased: Collection[int] = ()) -> bool:
    """True if the move last played on `board` threatens mate (threatens_mate, sparing the `chased`
    squares) and the mover could not already mate by checks before it: the move made the threat."""
    if not threatens_mate(board, MATE_DEPTH, chased):
        return False
    move = board.pop()
    try:
        return not mates_by_checks(board, MATE_DEPTH)
    finally:
        board.push(move)


def mates_by_checks(board: Board, depth: int, spared: Collection[int] = ()) -> bool:
    """True if the side to move mates by checks within `depth` of its moves (the first move not onto
    a square in `spared`)."""
    for move in board.legal_moves():
        if move.to_sq in spared or not board.gives_check(move):
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
