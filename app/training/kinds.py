"""What kind of mistake a move was, from the endgame tables' values where they cover the move (exact),
else from the engine's lines before and after it (values, no words)."""

from __future__ import annotations

from enum import StrEnum

from app.engines.annotate import PositionEval
from app.model import Board, Move

__all__ = ["MistakeKind", "classify"]


class MistakeKind(StrEnum):
    """The most telling description of a mistake (the first that applies, in this order)."""

    WON_ENDING_LOST = "won-ending-given-away"   # the tables: a won ending turned into a draw or a loss
    DRAWN_ENDING_LOST = "drawn-ending-lost"     # the tables: a drawn ending turned into a loss
    INTO_MATE = "into-mate"          # the king walked into a mating net: the opponent now mates
    MISSED_MATE = "missed-mate"      # the mover had a mate and let it go
    HANGING = "hanging"              # a piece left hanging: the opponent's best answer captures
    MISSED_CAPTURE = "missed-capture"  # the best move captured and the move played did not
    OTHER = "other"                  # a positional or deeper tactical error


def classify(board: Board, played: Move, before: PositionEval, after: PositionEval,
             table: tuple[int, int] | None = None) -> MistakeKind:
    """The kind of the move `played` on `board` (the position before it), given the engine's verdict
    before the move (the mover's view) and after it (the opponent's view), and the endgame tables'
    values of the mover before and after it when they cover both (MoveVerdict.table)."""
    if table is not None and table[1] < table[0]:
        return MistakeKind.WON_ENDING_LOST if table[0] > 0 else MistakeKind.DRAWN_ENDING_LOST
    if after.score.mate is not None and after.score.mate > 0 and not (
            before.score.mate is not None and before.score.mate < 0):
        return MistakeKind.INTO_MATE
    if before.score.mate is not None and before.score.mate > 0:
        return MistakeKind.MISSED_MATE
    board.push(played)
    try:
        answer_captures = bool(after.pv) and board.is_legal(after.pv[0]) and board.is_capture(after.pv[0])
    finally:
        board.pop()
    if answer_captures:
        return MistakeKind.HANGING
    best = before.pv[0] if before.pv else None
    if best is not None and board.is_legal(best) and board.is_capture(best) and not board.is_capture(played):
        return MistakeKind.MISSED_CAPTURE
    return MistakeKind.OTHER
