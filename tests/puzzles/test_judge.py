"""judge_move: solution moves, proved alternative mates, wrong and illegal moves, engine-judged goals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.model import Board, Move
from app.puzzles import (EngineEvaluator, Evaluation, ProofStatus, Puzzle, Reason, Verdict, judge_move,
                         mate_distance, prove_mate)

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
    with EngineEvaluator(depth=3) as ev:
        good = judge_move(puzzle, [], "d3e5", evaluator=ev)      # the horse takes the rook instead
        bad = judge_move(puzzle, [], "d0d1", evaluator=ev)       # the black rook takes the red one
    assert good.accepted and good.solved and good.reason is Reason.EQUALLY_GOOD
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


# ----- mates that need a quiet move (tests/data/puzzles/quiet-mates.json, Fairy-Stockfish-checked) -----
QUIET = json.loads((Path(__file__).parents[1] / "data" / "puzzles" / "quiet-mates.json").read_text(encoding="utf-8"))
HAND_BUILT = QUIET["positions"][0]       # check, the king's only reply, a quiet horse move, mate
SHORT = [p for p in QUIET["positions"] if p["n"] <= 3]
CALLED_WRONG = [(p, m) for p in QUIET["positions"] for m in p["old_judge_rejected"]]


def judged_off_the_line(position: dict, move: str) -> Verdict:
    """Judge `move` as an alternative: the recorded line is made to start with another move, so the
    judge cannot find `move` in the solution and has to prove it."""
    line = position["solution"]
    if line[0] == move:
        other = next((m for m in position["accept"] if m != move), None) or \
            next(m.iccs for m in Board.from_fen(position["fen"]).legal_moves() if m.iccs != move)
        line = [other] + line[1:]
    return judge_move(Puzzle(position["fen"], "mate", line), [], move)


def check_position(position: dict) -> None:
    n = position["n"]
    for move in position["accept"]:
        verdict = judged_off_the_line(position, move)
        assert (verdict.accepted, verdict.reason, verdict.provisional) == (True, Reason.EQUALLY_GOOD, False), move
        assert verdict.solved or after(position["fen"], [move]).is_legal(Move.from_iccs(verdict.reply))
    for move in position["refuse"]:
        verdict = judged_off_the_line(position, move)
        assert (verdict.accepted, verdict.reason) == (False, Reason.WRONG), move
        board = after(position["fen"], [move, verdict.refutation])        # the refutation escapes
        if n <= 3:                                                          # (proved again: cheap when short)
            assert prove_mate(board, n - 1).status is ProofStatus.NO_MATE, (move, verdict.refutation)


def _name(position: dict) -> str:
    return f"mate{position['n']}-{position['fen'].split()[0]}"


@pytest.mark.parametrize("position", SHORT, ids=_name)
def test_every_mate_needing_a_quiet_move_is_accepted_and_every_tempting_miss_refused(position):
    check_position(position)


@pytest.mark.parametrize(("position", "move"), CALLED_WRONG, ids=lambda x: x if isinstance(x, str) else _name(x))
def test_the_mates_the_old_judge_called_wrong_are_accepted(position, move):
    verdict = judged_off_the_line(position, move)
    assert (verdict.accepted, verdict.reason, verdict.provisional) == (True, Reason.EQUALLY_GOOD, False)


@pytest.mark.slow
@pytest.mark.parametrize("position", [p for p in QUIET["positions"] if p["n"] >= 4], ids=_name)
def test_the_longer_quiet_mates_too(position):
    check_position(position)


def test_a_check_the_kings_reply_and_a_quiet_horse_move_are_accepted_move_after_move():
    """The issue's case (CCPD 殘局, a mate in 4): a rook check, the king's reply, a quiet horse move
    that leaves mate unstoppable, then mate. Played off the recorded line, each move is judged (and
    proved) on its own; the judge before the exact prover called the check wrong."""
    position = next(p for p in QUIET["positions"] if p["fen"].startswith("1r3ab2/3k2N2/"))
    puzzle = Puzzle(position["fen"], "mate", ["d6d7"] + position["solution"][1:])   # recorded: another line
    played: list[str] = []
    quiet_horse = False
    for left in range(position["n"], 0, -1):
        board = after(position["fen"], played)
        move = "d6c6" if not played else prove_mate(board, left).move
        verdict = judge_move(puzzle, played, move)
        assert verdict.accepted and verdict.reason is Reason.EQUALLY_GOOD, (played, move)
        piece = board.piece_at(Move.from_iccs(move).from_sq)
        quiet_horse |= piece.kind == "horse" and not board.gives_check(Move.from_iccs(move))
        if left == 1:
            assert verdict.solved
        else:
            played += [move, verdict.reply]
    assert quiet_horse


def test_a_stalemate_is_a_win_for_the_judge_too():
    """Xiangqi's stalemated side loses: a move that stalemates solves a mate in 1 (Fairy-Stockfish:
    both moves are 'mate 1')."""
    puzzle = Puzzle("9/9/3k5/9/9/9/9/4K4/8r/1n7 b - - 0 1", "mate", ["b0d1"])
    verdict = judge_move(puzzle, [], "i1f1")
    assert (verdict.accepted, verdict.solved, verdict.reason) == (True, True, Reason.EQUALLY_GOOD)


def test_a_defence_by_perpetual_check_does_not_refute_a_mate():
    """After e4e2 Red holds out past five moves only by checking with its rook again and again, which
    the rules forbid (CCPD 殘局 00000005; Fairy-Stockfish depth 22: mate in 5). The recorded line is
    made to start with another move, so e4e2 has to be proved."""
    fen = "2ba1k3/4a4/1P2b4/p8/9/4r3P/P8/9/3K5/2nC1A1R1 b - - 18 10"
    line = ["e4e2", "h0h9", "f9f8", "h9h8", "f8f9", "h8f8", "f9f8", "a3a4", "c0b2"]
    verdict = judge_move(Puzzle(fen, "mate", ["e4e3"] + line[1:]), [], "e4e2")
    assert verdict.accepted and verdict.reason is Reason.EQUALLY_GOOD and verdict.reply == "h0h9"


def test_when_the_proof_cannot_finish_the_move_is_accepted_provisionally_with_the_engines_view():
    position = next(p for p in QUIET["positions"] if p["n"] == 4)
    move = position["refuse"][0]                       # not a mate, but the prover gets no time to show it
    with EngineEvaluator(depth=2) as ev:
        verdict = judge_move(Puzzle(position["fen"], "mate", position["solution"]), [], move,
                             evaluator=ev, budget=30)
    assert (verdict.accepted, verdict.provisional, verdict.reason) == (True, True, Reason.PROVISIONAL)
    assert verdict.engine_score is not None and verdict.reply is not None
    assert after(position["fen"], [move]).is_legal(Move.from_iccs(verdict.reply))


def test_a_provisional_verdict_says_which_mate_the_engine_sees():
    """The engine's view comes with a provisional acceptance: the mate it sees after the move (the
    solver's moves, the judged one counted), or none."""
    from app.puzzles.evaluator import MATE
    position = next(p for p in QUIET["positions"] if p["n"] == 4)
    move = position["accept"][0]
    seen = Scripted({after(position["fen"], [move]).fen(): -(MATE - 6)})   # the defence is mated in 3
    recorded = [position["refuse"][0]] + position["solution"][1:]       # the move is not in the solution
    verdict = judge_move(Puzzle(position["fen"], "mate", recorded), [], move, evaluator=seen, budget=30)
    assert (verdict.reason, verdict.engine_score, verdict.engine_mate) == (Reason.PROVISIONAL, MATE - 6, 4)
    assert Verdict(True, None, False, None, Reason.PROVISIONAL, True, engine_score=120).engine_mate is None
    assert Verdict(True, None, False, None, Reason.PROVISIONAL, True, engine_score=MATE - 1).engine_mate == 2


def test_a_forced_mate_is_accepted_in_a_material_puzzle_even_when_the_engine_disagrees():
    """The engine (scripted here) thinks the mating move loses material; the prover shows it mates."""
    fen = HAND_BUILT["fen"]
    puzzle = Puzzle(fen, "material", ["f9g7"])
    pessimist = Scripted({after(fen, ["f9g7"]).fen(): -300, after(fen, ["i7i8"]).fen(): 900})
    verdict = judge_move(puzzle, [], "i7i8", evaluator=pessimist)
    assert verdict.accepted and verdict.reason is Reason.EQUALLY_GOOD
    assert not judge_move(puzzle, [], "d0d1", evaluator=pessimist).accepted


def test_the_last_move_may_win_by_the_perpetual_check_ruling():
    """Off the recorded line, Red's rook has checked through a whole cycle; Black's king move back
    repeats the position and Red, who checked every move, loses: the puzzle is solved."""
    fen = "2ba1k3/4a4/1P2b4/p8/9/4r3P/P8/9/3K5/2nC1A1R1 b - - 18 10"
    puzzle = Puzzle(fen, "mate", ["e4e2", "h0h9", "f9f8", "h9h8", "f8f9", "h8f8", "f9f8", "a3a4", "c0b2"])
    played = ["e4e2", "h0h9", "f9f8", "h9h8", "f8f9", "h8h9", "f9f8", "h9h8"]
    verdict = judge_move(puzzle, played, "f8f9")
    assert (verdict.accepted, verdict.solved) == (True, True)
