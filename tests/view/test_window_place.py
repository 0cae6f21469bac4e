"""Windows open where they were: the main window at its size and place of the last exit, a study
window at the last closed study window's; a second study window steps aside from the first; a
damaged remembered place is ignored. (The offscreen screen is 800 x 800.)"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.controller.autosave import Autosave
from app.controller.recent_files import RecentFiles
from app.controller.settings import Settings
from app.shell.study_windows import open_study_window
from app.view import study_window
from app.view.window_place import STEP, place_text, restore_place

DATA = Path(__file__).parent.parent / "data"
GAME = DATA / "games" / "elephantchess" / "davide2022.pgn"


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def _open(qtbot, parent: QWidget | None, settings: Settings):
    window = open_study_window(parent, str(GAME), settings, show=False)
    assert window is not None
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    if parent is None:                  # else the parent's end takes it along
        qtbot.addWidget(window)
    return window


def _close(window) -> None:
    window.controller.document.set_modified(False)
    assert window.close()


def test_a_study_window_opens_where_the_last_one_was_closed(qtbot, settings):
    first = _open(qtbot, None, settings)
    first.show()
    qtbot.waitExposed(first)
    first.setGeometry(QRect(40, 50, 760, 640))
    _close(first)
    assert settings.study_place
    second = _open(qtbot, None, settings)
    assert second.geometry() == QRect(40, 50, 760, 640)
    _close(second)


def test_without_a_remembered_place_a_study_window_takes_its_first_size(qtbot, settings):
    window = _open(qtbot, None, settings)
    free = window.screen().availableGeometry()
    wanted = study_window.FIRST_SIZE_WITH_LIST
    assert (window.width(), window.height()) == (min(wanted[0], free.width() - 16),
                                                 min(wanted[1], free.height() - study_window.FRAME_HEIGHT))
    _close(window)


@pytest.mark.parametrize("damaged", ["not base64!", "aGVsbG8="])    # the second: base64 of "hello"
def test_a_damaged_place_leaves_the_first_size(qtbot, settings, damaged):
    settings.store.setValue("study_place", damaged)
    window = _open(qtbot, None, settings)
    free = window.screen().availableGeometry()
    assert window.width() == min(study_window.FIRST_SIZE_WITH_LIST[0], free.width() - 16)
    assert not restore_place(window, damaged)
    _close(window)


def test_a_second_study_window_steps_aside_from_the_first(qtbot, settings):
    parent = QWidget()
    qtbot.addWidget(parent)
    first = _open(qtbot, parent, settings)
    first.setGeometry(QRect(20, 30, 600, 560))
    first.show()
    qtbot.waitExposed(first)
    settings.set("study_place", place_text(first))
    second = _open(qtbot, parent, settings)
    assert second.geometry().topLeft() == first.geometry().topLeft() + QPoint(STEP, STEP)
    assert second.size() == first.size()
    for window in (second, first):
        _close(window)


def test_a_place_off_every_screen_is_brought_onto_one(qtbot, settings):
    window = _open(qtbot, None, settings)
    window.setGeometry(QRect(5000, 5000, 600, 500))
    text = place_text(window)
    other = _open(qtbot, None, settings)
    assert restore_place(other, text)
    screen = QApplication.primaryScreen().availableGeometry()
    assert screen.intersects(other.geometry())
    for w in (window, other):
        _close(w)


def test_the_main_window_opens_where_it_was_at_the_last_exit(qtbot, tmp_path, settings):
    from app.shell.main import Application

    from .conftest import close_application

    def start() -> Application:
        app = Application(QApplication.instance(), settings, Autosave(tmp_path / "data"),
                          RecentFiles(QSettings(str(tmp_path / "recent.ini"), QSettings.Format.IniFormat)))
        qtbot.addWidget(app.window)
        return app

    first = start()
    first.window.setGeometry(QRect(30, 40, 720, 700))
    first.on_quit()                       # what quitting the program runs (aboutToQuit)
    assert settings.window_place
    close_application(first)
    second = start()
    assert second.window.geometry() == QRect(30, 40, 720, 700)
    close_application(second)
