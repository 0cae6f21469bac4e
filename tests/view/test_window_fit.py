"""Every window and dialog opens within the screen's free area.

The check of the issue: `python -m app.bench fit` starts the whole program on a virtual screen, walks
every menu (and every "…" button) of every window it reaches, and measures each window and dialog that
opens; here on 1024x700 and 1366x768, and on 1024x660 (a 1024x700 screen less a 40-pixel panel) in
Chinese. The other tests hold the pieces of the rule on the test screen (offscreen, 800x800): a first
size within the free area with room for the frame, a window widened for a panel kept on the screen, a
second window stepped aside without reaching past the edge, the settings dialog scrolled where it
cannot be shown whole.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QDialog, QScrollArea, QWidget

from app.bench.window_fit import child_walk, fit_problems
from app.view.window_place import FRAME, fit_to_screen, free_area, room_for, step_from

# the windows and dialogs the walk must reach (a sanity check of the walk itself, not its list)
REACHED = {"MainWindow", "StudyWindow", "PuzzleWindow", "LibraryWindow", "TournamentWindow", "PositionEditor",
           "EnginesDialog", "RulesHelp", "NewGameDialog", "QFileDialog", "QMessageBox", "HeadersDialog",
           "ReviewGamesDialog"}


@pytest.mark.parametrize("screen, language", [("1024x700", "en"), ("1366x768", "en"), ("1024x660", "zh_CN")])
def test_every_window_and_dialog_the_menus_lead_to_fits_the_screen(screen, language):
    walk = child_walk(screen, language, "", timeout=600)
    seen = walk["seen"]
    assert REACHED <= {item["kind"] for item in seen}, "the walk did not get everywhere"
    assert any(item["kind"] == "QDialog" and item["trail"].count("▸") == 1 for item in seen), "the settings"
    width, height = (int(n) for n in screen.split("x"))
    assert all(tuple(item["free"]) == (0, 0, width, height) for item in seen)
    misfits = [(item["trail"], item["kind"], item["problems"]) for item in seen if item["problems"]]
    assert misfits == []


def test_the_fit_check_sees_a_frame_past_the_edge_and_a_minimum_too_large():
    free = (0, 0, 1024, 700)
    assert fit_problems((0, 0, 1024, 700), free, (500, 400)) == []
    assert fit_problems((0, 0, 1104, 764), free, (500, 400))               # the Puzzles window of old
    assert fit_problems((10, 10, 900, 600), free, (500, 720))              # its smallest size is too tall
    assert fit_problems((0, 0, 1000, 680), free, (500, 400), framed=(1016, 720))   # once framed


def fits(window: QWidget) -> bool:
    """The window with a window manager's frame takes no more than its screen's free area."""
    free = free_area(window)
    return window.width() + FRAME.width() <= free.width() and window.height() + FRAME.height() <= free.height()


def test_the_puzzles_window_opens_within_the_free_area(qtbot, tmp_path):
    from app.controller.puzzle_controller import PuzzleController
    from app.puzzles import Collection, Puzzle
    from app.view.puzzle_window import PuzzleWindow

    puzzle = Puzzle("3k5/4a4/9/9/9/9/9/9/R8/4K3R w - - 0 1", "mate", ["a1d1", "e8d7", "d1d7"], id="t")
    window = PuzzleWindow(PuzzleController(tmp_path / "progress.json", [Collection("Test", (puzzle,))]))
    qtbot.addWidget(window)
    assert fits(window), window.size()
    window.show()
    qtbot.waitExposed(window)
    for button in (window.open_button, window.solution_button, window.next_button):
        corner = button.mapTo(window, QPoint(button.width(), button.height()))
        assert window.rect().contains(corner - QPoint(1, 1)), "a button off the window"


@pytest.mark.parametrize("size", [(1000, 800), (500, 400)])
def test_a_first_size_is_what_is_asked_within_the_room_the_screen_has(qtbot, size):
    window = QWidget()
    qtbot.addWidget(window)
    got = fit_to_screen(window, *size)
    room = room_for(window)
    assert got == QSize(min(size[0], room.width()), min(size[1], room.height()))
    assert fits(window)


@pytest.mark.parametrize("screen", [(1024, 700), (1366, 768)])
def test_a_panel_shown_beside_the_board_keeps_the_main_window_on_the_screen(screen):
    child = Path(__file__).with_name("fit_child.py")
    done = subprocess.run([sys.executable, str(child), *map(str, screen)], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    got = json.loads(done.stdout.strip().splitlines()[-1])
    assert got["explorer"]
    x, y, width, height = got["after"]
    assert width > got["before"][2], "widened for the panel"
    fx, fy, fw, fh = got["free"]
    assert fx <= x and x + width <= fx + fw and fy <= y and y + height <= fy + fh, got


def test_a_second_window_stepped_aside_stays_within_the_free_area(qtbot):
    first, second = QWidget(), QWidget()
    for window in (first, second):
        qtbot.addWidget(window)
    free = free_area(first)
    for window in (first, second):
        window.setGeometry(QRect(free.left() + 10, free.top() + 40, 700, free.height() - 60))
    first.show()
    qtbot.waitExposed(first)
    second.setGeometry(first.geometry())
    step_from(second, [first, second])
    assert second.geometry().topLeft() == first.geometry().topLeft() + QPoint(28, 28)
    assert second.geometry().bottom() + FRAME.width() // 2 <= free.bottom()


def test_the_settings_dialog_scrolls_where_the_screen_is_too_low_for_it(qtbot, studio, monkeypatch):
    from app.view.dialogs import Dialogs
    seen = {}

    def look(dialog):
        dialog.show()
        area = dialog.findChild(QScrollArea)
        seen.update(fits=fits(dialog), smallest=dialog.minimumSizeHint().height(),
                    whole=area.widget().sizeHint().height() if area is not None else None)
        dialog.hide()
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(QDialog, "exec", look)
    Dialogs(studio.window).settings(studio.settings)
    assert seen["fits"]
    assert seen["whole"] is not None, "its rows are in a scroll area"
    assert seen["smallest"] < 400 < seen["whole"], "it can be much lower than its rows"
