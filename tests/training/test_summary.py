"""The summary per player from stored reviews: the player's side found by name, losses by phase and
over the game, mistakes by kind with links to the game and the exercise."""

from __future__ import annotations

from app.engines import Score
from app.engines.annotate import PositionEval, judge
from app.model import Board, Move
from app.model.tree import GameTree
from app.training import MistakeKind, Phase, kind_counts, puzzle_id, summarize, to_stored
from app.training.summary import phase_of
from app.openings import classify

ROOK_EN_PRISE = "rnbakabn1/9/1c5c1/p1p1p1p1p/9/8r/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


def _eval(cp: int, red: bool, *pv: str) -> PositionEval:
    return PositionEval(Score(cp=cp), red, tuple(Move.from_iccs(m) for m in pv))


def _stored(red: str, black: str):
    tree = GameTree.from_moves(["h2e2", "i4h4", "g3g4"], ROOK_EN_PRISE,
                               {"Red": red, "Black": black, "FEN": ROOK_EN_PRISE, "ECCO": "C00"})
    review = judge([_eval(900, True, "i3i4"), _eval(0, False, "i4h4"), _eval(0, True, "h0g2"),
                    _eval(600, False, "h4g4")], tree.mainline_moves())
    return to_stored(tree, review, "test", 0.1)


def test_the_summary_finds_the_players_side_and_sorts_the_mistakes():
    summary = summarize("ME", [_stored("Me", "Other"), _stored("Someone", "Else")])
    assert (summary.games, summary.moves) == (1, 2)
    assert summary.by_phase == ((Phase.OPENING, summary.average_loss, 2),)
    assert summary.average_loss > 500
    assert summary.by_opening[0][0] == "C00" and summary.over_game == (summary.average_loss,)
    assert kind_counts(summary) == {MistakeKind.MISSED_CAPTURE: 1, MistakeKind.HANGING: 1}
    link = dict(summary.kinds)[MistakeKind.MISSED_CAPTURE][0]
    assert link.ply == 1 and link.blunder
    assert link.exercise == puzzle_id(Board.from_fen(ROOK_EN_PRISE).fen(), Move.from_iccs("h2e2"))
    as_black = summarize("other", [_stored("Me", "Other")])
    assert as_black.games == 1 and as_black.kinds == ()


def test_phases():
    assert phase_of(Board()) is Phase.OPENING
    assert phase_of(Board.from_fen("3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1")) is Phase.ENDGAME


def test_loss_by_opening_uses_our_classification_when_the_file_has_no_tag():
    moves = ["h2e2", "h9g7", "h0g2", "i9h9"]
    tree = GameTree.from_moves(moves, Board().fen(), {"Red": "Me", "Black": "Other"})
    review = judge([_eval(20, True, "h2e2"), _eval(20, False, "h9g7"), _eval(20, True, "h0g2"),
                    _eval(20, False, "i9h9"), _eval(20, True, "i0h0")], tree.mainline_moves())
    summary = summarize("me", [to_stored(tree, review, "test", 0.1)])
    expected = classify(moves)
    assert expected is not None and summary.by_opening[0][0] == expected.code != ""
