"""The study window's comment box and its label say one thing: the move the comment goes with, even
on the screen after stepping through the moves (the box still said "Comment before
the first move" under a label "Comment on 3. 车一平二")."""

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from app.controller.study_controller import StudyController
from app.formats import read_games
from app.view import study_window
from app.view.study_window import StudyWindow

GAME = "games/cchess/game_varations.xqf"


@pytest.fixture(autouse=True)
def never_ask(monkeypatch):
    monkeypatch.setattr(study_window, "ask_unsaved_changes", lambda parent, name: "discard")


def on_screen(win: StudyWindow, widget) -> bytes:
    """What the window shows of `widget` now (its backing store: what was painted, stale parts
    included), as raw pixels."""
    top_left = widget.mapTo(win, widget.rect().topLeft())
    full = win.screen().grabWindow(win.winId())
    if full.isNull():                        # not painted yet
        return b""
    shot = full.copy(QRect(top_left, widget.size())).toImage()
    rgb = shot.convertToFormat(shot.Format.Format_RGB32)   # held: constBits() does not keep it alive
    return bytes(rgb.constBits())


def freshly_drawn(widget) -> bytes:
    """The widget drawn anew, whole."""
    image = widget.grab().toImage()
    rgb = image.convertToFormat(image.Format.Format_RGB32)   # held: constBits() does not keep it alive
    return bytes(rgb.constBits())


def test_the_empty_comment_box_shows_what_its_label_says_after_stepping(qtbot, data_dir):
    win = StudyWindow(StudyController(read_games(data_dir / GAME)))
    qtbot.addWidget(win)
    win.resize(1024, 660)
    win.show()
    qtbot.waitExposed(win)
    c = win.controller
    c.first()
    box = win.comment_edit.viewport()
    qtbot.waitUntil(lambda: on_screen(win, box) == freshly_drawn(box))
    for _ in range(3):                       # as a player steps with the arrow keys
        c.forward()
        QApplication.processEvents()
    assert win.comment_label.text() == f"Comment on 2. {c.label(c.node, 'chinese', False)}"
    assert not c.node.comment
    # nothing on the screen says another move: what the box shows is what it would draw now
    qtbot.waitUntil(lambda: on_screen(win, box) == freshly_drawn(box), timeout=2000)
    assert "first move" not in win.comment_edit.placeholderText()
    c.first()
    assert win.comment_label.text() == "Comment before the first move"
    qtbot.waitUntil(lambda: on_screen(win, box) == freshly_drawn(box), timeout=2000)
