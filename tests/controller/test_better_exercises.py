"""A "find a better move" exercise (My mistakes) accepts only moves the engine judges
close to the best, within the tolerance its recorded alternatives were chosen by; says why a move is
not good enough (the engine's answer and how much is lost); never accepts the move played in the game;
and a solve after Hint or Show solution is not counted as solved and does not raise the rating (the
same day, not even after Retry). The judge is the real built-in engine (app.puzzles' evaluator)."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from app.controller.puzzle_controller import Phase, PuzzleController, StatusKind
from app.model import START_FEN
from app.puzzles import Collection, Puzzle, Reason, judge_move
from app.puzzles.judge import BETTER_EQUAL, chance
from app.puzzles.progress import START_RATING
from app.training.mistakes import EQUAL
from app.view.puzzle_window import status_text

DAY = 740_000
# From the start, the engine's best is 炮二平五 (h2e2); 相七进五 (c0e2) was "played in the game"; 兵九进一
# (a3a4) is the random move the issue saw accepted; 马二进三 (h0g2) is as good as the best.
EXERCISE = Puzzle(START_FEN, "better", ["h2e2"], id="mistake-start", played="c0e2", difficulty=1200,
                  themes=("mistake", "other"))


@pytest.fixture
def controller(qtbot, tmp_path):
    c = PuzzleController(tmp_path / "p.json", [Collection("CCPD tactics", ())])
    c.reply_delay_ms = c.takeback_delay_ms = c.step_delay_ms = 0
    c.today = lambda: DAY
    c.add_spaced_collection(Collection("My mistakes", (EXERCISE,)))
    c.choose_collection(1)
    assert c.puzzle is EXERCISE
    return c


def _judged(qtbot, c, move: str) -> None:
    c.play(move)
    qtbot.waitUntil(lambda: c.phase is not Phase.CHECKING, timeout=60_000)


def test_the_tolerance_is_the_one_the_alternatives_were_chosen_by():
    assert EQUAL == BETTER_EQUAL
    assert chance(60) >= chance(68) - BETTER_EQUAL > chance(14)       # 马二进三 in, 兵九进一 out


def test_a_move_short_of_the_best_is_refused_with_the_engines_answer(qtbot, controller):
    c = controller
    solved: list = []
    c.solved.connect(solved.append)
    _judged(qtbot, c, "a3a4")                                  # 兵九进一
    status = c.status
    assert status.kind is StatusKind.NOT_ENOUGH and status.move == "a3a4" and status.refutation
    assert status.engine_score is not None and status.best_score is not None
    assert chance(status.engine_score) < chance(status.best_score) - BETTER_EQUAL
    text = status_text(status, "chinese")
    assert text.startswith("Not good enough: 兵九进一.") and "The engine answers" in text and "pawns less" in text
    assert not solved and c.rating < START_RATING and not c.store.record(EXERCISE.id).solved
    c.advance()                                                # the refutation shown, then taken back
    c.advance()
    assert c.phase is Phase.SOLVING and c.played == []


def test_the_move_played_in_the_game_is_never_accepted(qtbot, controller):
    c = controller
    _judged(qtbot, c, "c0e2")                                  # 相七进五: the game's move
    assert c.status.kind is StatusKind.PLAYED and c.status.refutation
    assert status_text(c.status, "chinese").startswith("相七进五 is the move played in the game: find a better one.")
    verdict = judge_move(EXERCISE, [], "c0e2")
    assert not verdict.accepted and verdict.reason is Reason.PLAYED


def test_a_move_as_good_as_the_best_is_accepted_and_counts(qtbot, controller):
    c = controller
    with qtbot.waitSignal(c.solved, timeout=60_000) as done:
        c.play("h0g2")                                         # 马二进三: within the tolerance
    assert done.args[0].clean and c.status.kind is StatusKind.SOLVED and c.rating > START_RATING


def test_a_solve_after_a_hint_is_not_counted(qtbot, controller):
    c = controller
    c.hint()
    assert c.status.kind is StatusKind.HINT_PIECE
    with qtbot.waitSignal(c.solved, timeout=10_000) as done:
        c.play("h2e2")
    assert not done.args[0].clean and c.status.kind is StatusKind.SOLVED_HELPED
    assert "not counted" in status_text(c.status)
    record = c.store.record(EXERCISE.id)
    assert not record.solved and record.failed == 1 and c.rating < START_RATING
    assert c.store.cards[EXERCISE.id].due == DAY + 1                 # comes back tomorrow


def test_a_solve_after_the_solution_was_shown_is_not_counted_even_after_retry(qtbot, controller):
    c = controller
    c.show_solution()
    while c.phase is Phase.SHOWING:
        c.advance()
    after_show = c.rating
    assert after_show < START_RATING
    c.retry()
    with qtbot.waitSignal(c.solved, timeout=10_000) as done:
        c.play("h2e2")
    assert not done.args[0].clean and c.status.kind is StatusKind.SOLVED_HELPED
    assert c.rating == after_show and not c.store.record(EXERCISE.id).solved
    c.today = lambda: DAY + 1                                        # the next day it counts again
    c.retry()
    with qtbot.waitSignal(c.solved, timeout=10_000) as done:
        c.play("h2e2")
    assert done.args[0].clean and c.rating > after_show and c.store.record(EXERCISE.id).solved


def test_retries_on_one_day_do_not_compound_the_card_or_the_rating(qtbot, controller):
    """Same-day answers through the window's controller: Retry and solve again, the same day."""
    c = controller
    with qtbot.waitSignal(c.solved, timeout=10_000):
        c.play("h2e2")
    card, rating = c.store.cards[EXERCISE.id], c.rating
    for _ in range(3):
        c.retry()
        with qtbot.waitSignal(c.solved, timeout=10_000):
            c.play("h2e2")
    assert c.store.cards[EXERCISE.id] == card and c.rating == rating
