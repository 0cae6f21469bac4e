"""The board, move list and dialogs through Qt's accessibility tree (what a screen reader reads)."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from app.model import Move
from app.model.tables import parse_square as sq

NAME = QAccessible.Text.Name


def board_cells(view):
    access = QAccessible.queryAccessibleInterface(view)
    assert access.role() == QAccessible.Role.Table and access.childCount() == 90
    return access, {access.child(i).square(): access.child(i) for i in range(90)}


def test_every_point_is_a_named_cell(qtbot, studio):
    access, cells = board_cells(studio.window.board_view)
    assert access.text(NAME) == "Board"
    assert cells[sq("h2")].text(NAME) == "file 2, rank 3, red cannon"
    assert cells[sq("a0")].text(NAME) == "file 9, rank 1, red rook"
    assert cells[sq("e9")].text(NAME) == "file 5, rank 10, black king"
    assert cells[sq("e4")].text(NAME) == "file 5, rank 5, empty"
    assert access.child(0).text(NAME) == "file 9, rank 10, black rook"    # screen order: top-left first
    assert all(cells[s].role() == QAccessible.Role.Cell and cells[s].parent() is access for s in cells)
    centre = studio.window.board_view.viewport().mapToGlobal(studio.window.board_view.widget_point(sq("h2")))
    assert cells[sq("h2")].rect().contains(centre)
    assert access.childAt(centre.x(), centre.y()) is cells[sq("h2")]


def test_cells_tell_selection_targets_last_move_and_check(qtbot, studio):
    c = studio.controller
    for iccs in ["h2e2", "h9g7", "e2e6"]:
        c.play(Move.from_iccs(iccs))
    access, cells = board_cells(studio.window.board_view)
    assert cells[sq("e6")].text(NAME) == "file 5, rank 7, red cannon, last move"
    assert cells[sq("e2")].text(NAME) == "file 5, rank 3, empty, last move"
    c.click(sq("b9"))
    assert cells[sq("b9")].text(NAME) == "file 8, rank 10, black horse, selected"
    assert cells[sq("b9")].state().selected
    assert cells[sq("c7")].text(NAME) == "file 7, rank 8, empty, legal move"


def test_check_is_named_on_the_king(qtbot, studio):
    studio.controller.new_game("cxq", "4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1")
    _, cells = board_cells(studio.window.board_view)
    assert cells[sq("e9")].text(NAME) == "file 5, rank 10, black king, in check"


def test_flipped_board_counts_from_blacks_side(qtbot, studio):
    studio.window.scene.set_flipped(True)
    access, cells = board_cells(studio.window.board_view)
    assert cells[sq("b7")].text(NAME) == "file 2, rank 3, black cannon"
    assert access.child(0).text(NAME) == "file 9, rank 10, red rook"


def test_the_focused_cell_follows_the_key_cursor(qtbot, studio):
    view = studio.window.board_view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus)
    access, cells = board_cells(view)
    assert access.focusChild() is cells[sq("e0")] and cells[sq("e0")].state().focused
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert access.focusChild() is cells[sq("e1")] and not cells[sq("e0")].state().focused


def accessible_names(root: QWidget):
    """(widget, accessible name) of every widget that takes the focus under root."""
    out = []
    for widget in root.findChildren(QWidget):
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isVisibleTo(root) \
                or widget.focusProxy() is not None or widget.parent().inherits("QAbstractSpinBox"):
            continue
        if widget.inherits("QScrollBar") or widget.inherits("QMenuBar"):
            continue
        access = QAccessible.queryAccessibleInterface(widget)
        out.append((widget, access.text(NAME) if access else ""))
    return out


def test_main_window_widgets_have_accessible_names(qtbot, studio):
    names = accessible_names(studio.window)
    unnamed = [(type(w).__name__, type(w.parent()).__name__) for w, name in names if not name.strip()]
    assert unnamed == []
    assert studio.window.history.accessibleName() == "Move list"


def test_settings_and_new_game_dialogs_name_every_control(qtbot, studio, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from app.view.dialogs import Dialogs
    from app.view.new_game_dialog import NewGameDialog
    seen = {}

    def look(dialog):
        dialog.show()
        seen[dialog.windowTitle()] = [(type(w).__name__, name) for w, name in accessible_names(dialog)]
        dialog.hide()
        return 0

    monkeypatch.setattr(QDialog, "exec", look)
    Dialogs(studio.window).settings(studio.settings)
    look(NewGameDialog(studio.settings, studio.window, True, True, []))
    assert set(seen) == {"Settings", "New game"}
    for title, names in seen.items():
        assert len(names) > 5
        assert [kind for kind, name in names if not name.strip()] == [], title
