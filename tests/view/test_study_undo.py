"""Undo/redo in the study window: Ctrl+Z / Ctrl+Shift+Z, the Edit menu, and the deletion message."""

import pytest
from PySide6.QtCore import Qt

from app.controller.study_controller import StudyController
from app.formats import dumps_pgn, read_games
from app.view.study_window import StudyWindow

VARIATIONS = "games/cchess/game_varations.xqf"


@pytest.fixture
def window(qtbot, data_dir):
    win = StudyWindow(StudyController(read_games(data_dir / VARIATIONS)))
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=2000)
    yield win
    win.controller.document.set_modified(False)
    win.close()
    win.deleteLater()


def rows(win):
    return sum(1 for _ in _items(win.tree.invisibleRootItem()))


def _items(item):
    for i in range(item.childCount()):
        yield item.child(i)
        yield from _items(item.child(i))


def test_delete_a_variation_then_ctrl_z_and_ctrl_shift_z(qtbot, window):
    c = window.controller
    undo, redo = window.actions_by_name["undo"], window.actions_by_name["redo"]
    assert not undo.isEnabled() and not redo.isEnabled()
    before, shown = dumps_pgn(c.tree, "iccs"), rows(window)
    doomed = c.tree.mainline_nodes()[5].children[2]
    count = sum(1 for _ in doomed.walk())
    c.go_to(doomed)
    window.actions_by_name["delete"].trigger()
    assert window.statusBar().currentMessage() == f"Deleted {count} moves - Ctrl+Z to undo"
    assert rows(window) == shown - count and undo.isEnabled() and "delete" in undo.text()
    assert window.windowTitle().startswith("game_varations.xqf*")
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert dumps_pgn(c.tree, "iccs") == before and rows(window) == shown
    assert c.node is doomed and window.tree.currentItem() is window.tree.item_of(doomed)
    assert not window.windowTitle().startswith("game_varations.xqf*") and redo.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert rows(window) == shown - count and doomed.parent is None


def test_undoing_a_comment_puts_the_old_text_back_in_the_box(qtbot, window):
    c = window.controller
    c.step(1)
    window.comment_edit.setPlainText("central cannon")
    assert c.node.comment == "central cannon"
    c.step(2)
    window.actions_by_name["undo"].trigger()
    assert c.node is c.tree.mainline_nodes()[0] and c.node.comment == ""
    assert window.comment_edit.toPlainText() == "" and not c.document.modified
    window.actions_by_name["redo"].trigger()
    assert window.comment_edit.toPlainText() == "central cannon"
    assert window.tree.item_of(c.node).text(1) == "central cannon"
