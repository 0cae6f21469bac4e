"""judge_move: solution moves, proved alternative mates, wrong and illegal moves, engine-judged goals."""

from __future__ import annotations

import pytest

from app.model import Board, Move
from app.puzzles import EngineEvaluator, Evaluation, Puzzle, Reason, judge_move, mate_distance

TWO_MATES_IN_1 = "3k5/9/9/9/9/9/9/9/R7R/4K4 w - - 0 1"      # Ra1-d1# and Ri1-d1#
MATES_IN_2 = "4k4/9/9/9/9/9/9/9/R8/3K4R w - - 0 1"          # Ra1-a8 and Ri0-i8 both mate in 2
FREE_ROOK = "5k3/9/9/9/R3r4/9/3N5/9/9/3K5 w - - 0 1"        # rook or horse takes the black rook


def after(fen: str, moves: list[str]) -> Board:
    board = Board.from_fen(fen)
    for mv in moves:
        board.push(Move.from_iccs(mv))
    return board


def test_positions_are_what_the_tests_claim():
    assert mate_distance(Board.from_fen(TWO_MATES_IN_1), 3) == 1
    assert mate_distance(Board.from_fen(MATES_IN_2), 3) == 2
    for first in ("a1a8", "i0i8"):
        assert mate_distance(after(MATES_IN_2, [first]), 1) is None      # the defence moves first
        board = after(MATES_IN_2, [first])
        assert all(mate_distance(after(board.fen(), [d.iccs]), 1) == 1 for d in board.legal_moves())


def test_solution_move_is_accepted_with_the_recorded_reply():
    puzzle = Puzzle(MATES_IN_2, "mate", ["a1a8", "e9f9", "i0i9"])
    verdict = judge_move(puzzle, [], "a1a8")
    assert (verdict.accepted, verdict.reply, verdict.solved, verdict.reason) == (True, "e9f9", False,
                                                                               Reason.IN_SOLUTION)
    last = judge_move(puzzle, ["a1a8", "e9f9"], "i0i9")
    assert (last.accepted, last.reply, last.solved) == (True, None, True)


def test_alternative_mate_in_1_is_accepted_and_solves():
    puzzle = Puzzle(TWO_MATES_IN_1, "mate", ["a1d1"])
    verdict = judge_move(puzzle, [], "i1d1")
    assert (verdict.accepted, verdict.solved, verdict.reply, verdict.reason) == (True, True, None,
                                                                               Reason.EQUALLY_GOOD)


def test_alternative_mate_in_2_is_accepted_and_continued_to_mate():
    puzzle = Puzzle(MATES_IN_2, "mate", ["a1a8", "e9f9", "i0i9"])
    verdict = judge_move(puzzle, [], "i0i8")
    assert verdict.accepted and verdict.reason is Reason.EQUALLY_GOOD and not verdict.solved
    assert verdict.reply is not None
    board = after(MATES_IN_2, ["i0i8", verdict.reply])
    mate = next(m.iccs for m in board.legal_moves() if after(board.fen(), [m.iccs]).is_checkmate())
    final = judge_move(puzzle, ["i0i8", verdict.reply], mate)
    assert final.accepted and final.solved


def test_slower_mate_is_wrong():
    """A king move keeps a winning position but no mate in two: not as good as the solution."""
    puzzle = Puzzle(MATES_IN_2, "mate", ["a1a8", "e9f9", "i0i9"])
    verdict = judge_move(puzzle, [], "d0d1")
    assert not verdict.accepted and verdict.reason is Reason.WRONG


def test_non_mating_move_is_rejected_with_a_legal_refutation():
    puzzle = Puzzle(TWO_MATES_IN_1, "mate", ["a1d1"])
    verdict = judge_move(puzzle, [], "a1a2")
    assert (verdict.accepted, verdict.solved, verdict.reason) == (False, False, Reason.WRONG)
    assert verdict.refutation is not None
    assert after(TWO_MATES_IN_1, ["a1a2"]).is_legal(Move.from_iccs(verdict.refutation))


@pytest.mark.parametrize("move", ["e0e2", "a1b2", "zz99", "", "d9d8"])
def test_illegal_or_malformed_move_is_a_verdict_not_an_exception(move):
    verdict = judge_move(Puzzle(TWO_MATES_IN_1, "mate", ["a1d1"]), [], move)
    assert (verdict.accepted, verdict.reason, verdict.reply) == (False, Reason.ILLEGAL, None)


def test_illegal_played_moves_are_the_callers_error():
    puzzle = Puzzle(MATES_IN_2, "mate", ["a1a8", "e9f9", "i0i9"])
    with pytest.raises(ValueError):
        judge_move(puzzle, ["a1a9", "e9f9"], "i0i9")
    with pytest.raises(ValueError):
        judge_move(puzzle, ["a1a8"], "e9f9")


def test_alternative_defence_in_the_tree_is_followed():
    puzzle = Puzzle("3k5/4a4/9/9/9/9/9/9/R8/4K3R w - - 0 1", "mate",
                    [{"m": "a1d1", "r": [{"m": "e8d7", "r": [{"m": "d1d7"}]},
                                         {"m": "d9e9", "r": [{"m": "i0i9"}]}]}])
    assert judge_move(puzzle, [], "a1d1").reply == "e8d7"
    verdict = judge_move(puzzle, ["a1d1", "d9e9"], "i0i9")
    assert verdict.solved and verdict.reason is Reason.IN_SOLUTION


class Scripted:
    """An evaluator with fixed scores per position (side to move's view)."""

    def __init__(self, scores: dict[str, int]) -> None:
        self.scores = scores

    def evaluate(self, fen: str) -> Evaluation:
        board = Board.from_fen(fen)
        return Evaluation(self.scores.get(board.fen(), 0), (board.legal_moves()[0].iccs,))


def test_material_tolerance_with_a_scripted_engine():
    puzzle = Puzzle(FREE_ROOK, "material", ["a5e5"])
    fen_of = {mv: after(FREE_ROOK, [mv]).fen() for mv in ("a5e5", "d3e5", "a5a6")}
    ev = Scripted({fen_of["a5e5"]: -900, fen_of["d3e5"]: -850, fen_of["a5a6"]: -400})
    assert judge_move(puzzle, [], "d3e5", evaluator=ev).reason is Reason.EQUALLY_GOOD   # 50 cp worse
    wrong = judge_move(puzzle, [], "a5a6", evaluator=ev)                               # 500 cp worse
    assert (wrong.accepted, wrong.reason) == (False, Reason.WRONG)
    assert wrong.refutation is not None


def test_material_alternative_judged_by_the_built_in_engine():
    puzzle = Puzzle(FREE_ROOK, "material", ["a5e5"])
    ev = EngineEvaluator(depth=3)
    good = judge_move(puzzle, [], "d3e5", evaluator=ev)      # the horse takes the rook instead
    assert good.accepted and good.solved and good.reason is Reason.EQUALLY_GOOD
    bad = judge_move(puzzle, [], "d0d1", evaluator=ev)       # the black rook takes the red one
    assert (bad.accepted, bad.refutation) == (False, "e5a5")


def test_endgame_goal_accepts_any_move_that_keeps_the_win():
    puzzle = Puzzle(FREE_ROOK, "endgame", ["a5e5", "f9f8", "e5e8"])
    fen_of = {mv: after(FREE_ROOK, [mv]).fen() for mv in ("a5e5", "a5a6", "d0d1")}
    ev = Scripted({fen_of["a5e5"]: -900, fen_of["a5a6"]: -400, fen_of["d0d1"]: 450})
    kept = judge_move(puzzle, [], "a5a6", evaluator=ev)      # 500 cp worse, but still winning
    assert kept.accepted and not kept.solved and kept.reply is not None
    lost = judge_move(puzzle, [], "d0d1", evaluator=ev)
    assert not lost.accepted and lost.reason is Reason.WRONG
    # the same drop is not good enough when the goal is to win material
    material = Puzzle(FREE_ROOK, "material", ["a5e5", "f9f8", "e5e8"])
    assert not judge_move(material, [], "a5a6", evaluator=ev).accepted
