"""In the puzzle window: a My mistakes "find a better move" exercise refuses a move
short of the best with the engine's answer, in words on the status line (English and Chinese), and a
solve after a hint says it is not counted (pytest-qt, the real built-in engine as the judge)."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from app.controller.puzzle_controller import Phase, PuzzleController, StatusKind
from app.model import START_FEN
from app.model.tables import parse_square
from app.puzzles import Collection, Puzzle
from app.view.puzzle_window import PuzzleWindow

DAY = 740_000
EXERCISE = Puzzle(START_FEN, "better", ["h2e2"], id="mistake-start", played="c0e2", difficulty=1200)


def _window(qtbot, tmp_path):
    c = PuzzleController(tmp_path / "p.json", [Collection("CCPD tactics", ())])
    c.reply_delay_ms = c.takeback_delay_ms = c.step_delay_ms = 0
    c.today = lambda: DAY
    c.add_spaced_collection(Collection("My mistakes", (EXERCISE,)))
    window = PuzzleWindow(c, notation="chinese")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    c.choose_collection(1)
    return c, window


def _play(qtbot, window, iccs: str) -> None:
    view = window.board_view
    for name in (iccs[:2], iccs[2:]):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.widget_point(parse_square(name)))


def test_a_random_move_is_refused_with_the_engines_answer_on_the_status_line(qtbot, tmp_path):
    c, w = _window(qtbot, tmp_path)
    assert "find a better move" in w.goal_label.text()
    _play(qtbot, w, "a3a4")                                          # 兵九进一, as in the issue
    qtbot.waitUntil(lambda: c.status.kind is StatusKind.NOT_ENOUGH, timeout=60_000)
    text = w.status_label.text()
    assert text.startswith("Not good enough: 兵九进一. The engine answers ") and "pawns less" in text
    assert "Solved" not in text and c.rating < 1200


def test_the_exercise_names_the_move_played_in_the_game(qtbot, tmp_path):
    """"Find a better move than the one played" did not say which move that was: the goal names it, in
    the user's notation (and follows a change of notation)."""
    c, w = _window(qtbot, tmp_path)
    assert w.goal_label.text() == "Red to move: find a better move than 相七进五, the move played in the game"
    w.set_notation("wxf")
    assert w.goal_label.text() == "Red to move: find a better move than E7+5, the move played in the game"


def test_a_missed_mate_names_the_move_played_in_the_game():
    from app.view.puzzle_window import goal_text
    missed = Puzzle("3k5/4a4/9/9/9/9/9/9/R8/4K3R w - - 0 1", "mate", ["a1d1", "e8d7", "d1d7"], id="m",
                    played="i0i9")
    assert goal_text(missed, "wxf") == "Red to move and mate in 2 (the game went R1+9)"


def test_the_refusal_is_worded_in_chinese(qtbot, tmp_path, chinese):
    c, w = _window(qtbot, tmp_path)
    _play(qtbot, w, "c0e2")                                          # the game's own move
    qtbot.waitUntil(lambda: c.status.kind is StatusKind.PLAYED, timeout=60_000)
    assert w.status_label.text().startswith("相七进五是对局中走的着法：请找一步更好的。")


def test_a_solve_after_a_hint_says_it_is_not_counted(qtbot, tmp_path):
    c, w = _window(qtbot, tmp_path)
    w.hint_button.click()
    assert c.status.kind is StatusKind.HINT_PIECE
    with qtbot.waitSignal(c.solved, timeout=10_000):
        _play(qtbot, w, "h2e2")
    assert c.phase is Phase.SOLVED and "with help: not counted as solved" in w.status_label.text()
