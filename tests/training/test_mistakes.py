"""app.training.mistake_puzzles: a game against the built-in engine in which Red leaves a rook en prise
on purpose (does not take it) gives Red an exercise there whose solution takes the rook, accepted by
the judge, and Black (the engine, playing well) none."""

from __future__ import annotations

import pytest

from app.engines import Limit, Score, open_engine
from app.engines.annotate import PositionEval, judge
from app.model import Board, Move
from app.model.tree import GameTree
from app.puzzles import Goal, Reason, judge_move
from app.training import MistakeKind, mistake_puzzles, mistakes

# The start position with Black's right rook on i4, where Red's pawn i3 takes it (nothing defends it).
ROOK_EN_PRISE = "rnbakabn1/9/1c5c1/p1p1p1p1p/9/8r/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


@pytest.fixture(scope="module")
def builtin():
    with open_engine("builtin") as engine:
        yield engine


@pytest.fixture(scope="module")
def blundered_game(builtin) -> GameTree:
    """Red plays h2e2 instead of taking the rook; then the engine plays both sides for five plies."""
    tree = GameTree(ROOK_EN_PRISE, {"Red": "Careless", "Black": "Engine"})
    node = tree.add_move(tree.root, "h2e2")
    game = tree.to_game()
    for _ in range(5):
        move = builtin.play(game, Limit(time=0.2)).move
        assert move is not None
        node = tree.add_move(node, move)
        game.push(move)
    return tree


def test_the_rook_left_en_prise_becomes_an_exercise_that_takes_it(builtin, blundered_game):
    puzzles = mistake_puzzles(blundered_game, "red", builtin, time=0.2)
    at_start = [p for p in puzzles if p.fen == Board.from_fen(ROOK_EN_PRISE).fen()]
    assert len(at_start) == 1
    puzzle = at_start[0]
    assert puzzle.goal is Goal.BETTER and "blunder" in puzzle.themes
    first = puzzle.mainline()[0]
    assert first == "i3i4"                                           # the pawn takes the rook
    assert Board.from_fen(puzzle.fen).piece_at("i4") is not None
    verdict = judge_move(puzzle, [], first)
    assert verdict.accepted and verdict.reason is Reason.IN_SOLUTION
    assert not judge_move(puzzle, [], "h2e2").accepted                 # the move played is still wrong
    assert puzzle.id.startswith("mistake-") and puzzle.title == "Careless – Engine" and puzzle.source.endswith("#1")


def test_the_side_that_played_well_gets_no_exercise(builtin, blundered_game):
    assert mistake_puzzles(blundered_game, "black", builtin, time=0.2) == []


def _eval(cp: int, red: bool, *pv: str) -> PositionEval:
    return PositionEval(Score(cp=cp), red, tuple(Move.from_iccs(m) for m in pv))


def test_mistakes_are_the_chosen_sides_question_marks_with_their_kind():
    tree = GameTree.from_moves(["h2e2", "i4h4", "g3g4"], ROOK_EN_PRISE)
    review = judge([_eval(900, True, "i3i4"), _eval(0, False, "i4h4"), _eval(0, True, "h0g2"),
                    _eval(600, False, "h4g4")], tree.mainline_moves())
    red = mistakes(tree, review, "red")
    assert [(m.verdict.ply, m.played.iccs, m.kind) for m in red] == [
        (1, "h2e2", MistakeKind.MISSED_CAPTURE), (3, "g3g4", MistakeKind.HANGING)]
    assert mistakes(tree, review, "black") == []
