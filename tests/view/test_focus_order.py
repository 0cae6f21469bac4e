"""Tab walks the play window's main controls in a sensible order: the board, the move list, the
navigation buttons (named for screen readers), and back to the board."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def tab_walk(qtbot, window, start, count):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    start.setFocus(Qt.FocusReason.OtherFocusReason)
    seen = []
    for _ in range(count):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    return seen


def test_tab_walks_board_move_list_and_navigation_buttons(qtbot, studio):
    w = studio.window
    for dock in getattr(w, "docks", []):
        dock.hide()
    seen = tab_walk(qtbot, w, w.board_view, 7)
    assert seen == [w.history, *w.nav_buttons, w.board_view, w.history]
    assert [b.accessibleName() for b in w.nav_buttons] == ["First move", "Previous move", "Next move", "Last move"]


def test_a_click_on_a_navigation_button_leaves_the_focus_on_the_move_list(qtbot, studio):
    w = studio.window
    w.history.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.mouseClick(w.nav_buttons[0], Qt.MouseButton.LeftButton)
    assert w.nav_buttons[0].focusPolicy() == Qt.FocusPolicy.TabFocus and not w.nav_buttons[0].hasFocus()
