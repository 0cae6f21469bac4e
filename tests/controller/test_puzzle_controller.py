"""PuzzleController without widgets: engine-judged alternatives, hints off the recorded line, the
progress file's default place, filters and an empty selection."""

import pytest

pytest.importorskip("pytestqt")

from app.controller.puzzle_controller import (PROGRESS_FILE, Phase, PuzzleController, PuzzleFilter,
                                              StatusKind, default_progress_path)
from app.model import Board, Move
from app.puzzles import Collection, Evaluation, Puzzle

MATERIAL = Puzzle("5k3/9/9/9/R3r4/9/3N5/9/9/3K5 w - - 0 1", "material", ["a5e5", "f9f8", "d0d1"],
                  id="t-rook", difficulty=1100, themes=["capture"])
MATE1 = Puzzle("3k5/9/9/9/9/9/9/9/R7R/4K4 w - - 0 1", "mate", ["i1d1"], id="t-m1", difficulty=1500)


class Level:
    """Every position scores 0 and the first legal move is best (so any move keeps the result)."""

    def __init__(self):
        self.calls = 0

    def evaluate(self, fen):
        self.calls += 1
        moves = Board.from_fen(fen).legal_moves()
        return Evaluation(0, (moves[0].iccs,) if moves else ())


@pytest.fixture
def controller(qtbot, tmp_path):
    c = PuzzleController(tmp_path / "p.json", [Collection("Mine", (MATERIAL, MATE1))], evaluator=Level())
    c.reply_delay_ms = c.takeback_delay_ms = c.step_delay_ms = 0
    c.next()
    return c


def test_an_engine_judged_alternative_is_continued_with_the_engines_reply(qtbot, controller):
    c = controller
    assert c.puzzle is MATERIAL and c.snapshot().read_only is False
    with qtbot.waitSignal(c.checking_changed) as started:
        c.play("a5a6")
    assert started.args == [True] and c.phase is Phase.CHECKING and c.snapshot().read_only
    qtbot.waitUntil(lambda: c.phase is Phase.SOLVING and len(c.played) == 2, timeout=10_000)
    assert c.played[0] == "a5a6" and c.status.kind is StatusKind.ALSO_GOOD and c.status.reply == c.played[1]
    with qtbot.waitSignal(c.status_changed, check_params_cb=lambda s: s.kind is StatusKind.HINT_PIECE):
        c.hint()                                    # off the recorded line: the engine's move, in the worker
    first = Board.from_fen(c.board().fen()).legal_moves()[0]
    assert c.snapshot().hint == Move(first.from_sq, first.from_sq)


def test_defaults_filters_and_nothing_left(qtbot, controller, tmp_path):
    assert default_progress_path().name == PROGRESS_FILE
    c = controller
    assert c.themes() == ["capture"]
    c.set_filter(PuzzleFilter(min_difficulty=1400))
    assert c.next() is MATE1
    with qtbot.waitSignal(c.solved):
        c.play("i1d1")
    c.set_filter(PuzzleFilter(min_difficulty=1400, unsolved_only=True))
    assert c.next() is None and c.puzzle is None and c.status.kind is StatusKind.NONE
    c.play("a5e5")                                  # no puzzle: ignored
    c.set_filter(PuzzleFilter(min_difficulty=1400))
    assert c.next() is MATE1 and c.status.kind is StatusKind.ALL_SOLVED
    assert c.summary().solved == 1 and c.summary().total == 2


def test_a_provisional_verdict_is_shown_as_such(qtbot, controller, monkeypatch):
    """When the mate proof cannot finish, the judge accepts the move provisionally: the status says so
    (not "also good") and the defence it gives follows."""
    from app.controller import puzzle_controller
    from app.puzzles import Reason, Verdict

    from app.puzzles.evaluator import MATE
    engine_score = 120

    def unproved(puzzle, played, move, evaluator=None):
        return Verdict(True, "f9f8", False, None, Reason.PROVISIONAL, provisional=True, engine_score=engine_score)

    monkeypatch.setattr(puzzle_controller, "judge_move", unproved)
    c = controller
    c.play("a5a6")
    qtbot.waitUntil(lambda: len(c.played) == 2, timeout=10_000)
    assert c.status.kind is StatusKind.PROVISIONAL and c.played == ["a5a6", "f9f8"]
    assert c.status.engine_mate is None                       # the engine sees no mate
    c.retry()
    engine_score = MATE - 4                                   # after the move: the defence is mated in 2
    c.play("a5a6")
    qtbot.waitUntil(lambda: len(c.played) == 2, timeout=10_000)
    assert c.status.kind is StatusKind.PROVISIONAL and c.status.engine_mate == 3


# ----- damaged progress files, shapes checked, and the positions left out of a file -------------------------
MIXED = """[Event "good"]
[FEN "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"]

1. e1e8 *

[Event "bad fen"]
[FEN "3k5/9/9/9 w - - 0 1"]

1. e1e8 *

[Event "no moves"]
[FEN "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"]

*

[Event "illegal first move"]
[FEN "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"]

1. a0a9 *
"""


def test_a_puzzle_solved_where_progress_cannot_be_saved_still_counts(qtbot, tmp_path):
    from app.model.errors import FileProblem
    blocked = tmp_path / "data"
    blocked.write_text("a file where the data folder should be")
    c = PuzzleController(blocked / "p.json", [Collection("Mine", (MATE1,))])
    c.next()
    with qtbot.waitSignal(c.solved) as solved, qtbot.waitSignal(c.progress_changed):
        c.play("i1d1")                                # raised inside the slot before: never marked solved
    assert solved.args[0].clean and c.phase is Phase.SOLVED and c.summary().solved == 1
    assert c.save_error is not None and c.save_error.problem is FileProblem.NOT_A_FOLDER
    assert c.save_error.path.startswith(str(blocked))
    blocked.unlink()
    c.next()                                          # all solved: this one again
    c.show_solution()                                 # a failed attempt: saved, with the solved one
    assert c.save_error is None
    saved = PuzzleController(blocked / "p.json", [Collection("Mine", (MATE1,))])
    assert saved.store.record("t-m1").solved and saved.store.record("t-m1").attempts == 2


def test_a_damaged_progress_file_is_reported_once(qtbot, tmp_path):
    path = tmp_path / "p.json"
    path.write_text('{"format": 1, "rating": "abc", "puzzles": {"t-m1": null, "t-rook": {"solved": true}}}')
    c = PuzzleController(path, [Collection("Mine", (MATERIAL, MATE1))])
    (damage,) = c.take_progress_damage()
    assert str(damage.kind) == "partly" and damage.records == 1 and damage.kept.exists()
    assert c.take_progress_damage() == [] and c.store.record("t-rook").solved


def test_opening_a_file_says_how_many_positions_were_left_out(qtbot, tmp_path):
    from app.formats.problems import ProblemKind
    path = tmp_path / "mixed.pgn"
    path.write_text(MIXED, encoding="utf-8")
    c = PuzzleController(tmp_path / "p.json", [])
    with qtbot.waitSignal(c.collection_read) as read:
        collection = c.open_collection(path)
    report = read.args[0]
    assert [p.title for p in collection.puzzles] == ["good"] and report.positions == 4
    assert [(p.kind, p.game) for p in report.left_out] == [
        (ProblemKind.GAME_LEFT_OUT, 2), (ProblemKind.NO_MOVES, 3), (ProblemKind.GAME_LEFT_OUT, 4)]


def test_a_file_with_no_puzzle_is_reported_as_a_value(qtbot, tmp_path):
    """No English message raised to the window; the problem as a value."""
    from app.formats.problems import ProblemKind
    c = PuzzleController(tmp_path / "p.json", [])
    (tmp_path / "none.pgn").write_text('[Event "x"]\n[FEN "3k5/9/9/9/9/9/9/9/R7R/4K4 w - - 0 1"]\n\n*\n')
    for name, kind in (("missing.pgn", ProblemKind.CANNOT_OPEN), ("none.pgn", ProblemKind.NO_MOVES)):
        with qtbot.waitSignal(c.open_failed) as failed:
            assert c.open_collection(tmp_path / name) is None
        assert failed.args[0].kind is kind
    assert c.collections == []
