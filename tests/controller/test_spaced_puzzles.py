"""The My mistakes collection in the puzzle controller: due exercises first, each result schedules
the exercise by SM-2 (solved: back in a day, then six; failed: tomorrow again), the state in the
progress file."""

import pytest

pytest.importorskip("pytestqt")

from app.controller.puzzle_controller import PuzzleController
from app.puzzles import Card, Collection, ProgressStore, Puzzle

FEN = "rnbakabn1/9/1c5c1/p1p1p1p1p/9/8r/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
A = Puzzle(FEN, "better", ["i3i4"], id="mistake-a")
B = Puzzle(FEN, "better", ["i3i4"], id="mistake-b")
DAY = 740_000


@pytest.fixture
def controller(qtbot, tmp_path):
    c = PuzzleController(tmp_path / "p.json", [Collection("CCPD tactics", ())])
    c.reply_delay_ms = c.takeback_delay_ms = c.step_delay_ms = 0
    c.today = lambda: DAY
    c.add_spaced_collection(Collection("My mistakes", (A, B)))
    c.choose_collection(1)
    return c


def test_due_exercises_come_first_and_results_schedule_them(qtbot, controller, tmp_path):
    c = controller
    assert c.due_today() == [A, B] and c.puzzle is A
    with qtbot.waitSignal(c.solved):
        c.play("i3i4")
    assert c.store.cards["mistake-a"] == Card(1, 1, 2.6, DAY + 1)
    assert c.due_today() == [B]
    assert c.next() is B
    c.show_solution()                                   # failed: due again tomorrow
    assert c.store.cards["mistake-b"].due == DAY + 1
    assert c.due_today() == []
    c.today = lambda: DAY + 1
    assert c.due_today() == [A, B]
    assert ProgressStore(tmp_path / "p.json").cards == c.store.cards


def test_other_collections_are_not_scheduled(qtbot, tmp_path):
    c = PuzzleController(tmp_path / "p.json", [Collection("Mine", (A,))])
    c.reply_delay_ms = 0
    c.next()
    assert c.due_today() is None
    with qtbot.waitSignal(c.solved):
        c.play("i3i4")
    assert c.store.cards == {} and c.store.records["mistake-a"].solved
