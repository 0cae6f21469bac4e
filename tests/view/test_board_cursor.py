"""The board's key cursor belongs to keyboard play: it shows, and takes the arrow
keys, only after Tab has brought the focus to the board, says what it is, and leaves no trail (every
mark paints inside its bounding rectangle, which is all the view repaints when the mark moves)."""

import math

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from app.controller.study_controller import StudyController
from app.formats import read_games
from app.model.tables import parse_square as sq
from app.view import study_window
from app.view.access_texts import keyboard_play_help
from app.view.board_scene import MARK_REACH, MarkItem, PieceImages, PieceItem
from app.view.study_window import StudyWindow

GAME = "games/cchess/game_varations.xqf"


@pytest.fixture(autouse=True)
def never_ask(monkeypatch):
    monkeypatch.setattr(study_window, "ask_unsaved_changes", lambda parent, name: "discard")


def painted_outside(item, scale: float, offset: QPointF) -> int:
    """How many pixels an item paints outside its bounding rectangle, drawn at `scale` with its point
    at `offset` (an image's pixel position, fractions allowed)."""
    size = 600
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(offset)
    painter.scale(scale, scale)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    rect = item.boundingRect()
    # a pixel touched by the rectangle counts as inside it
    x0, x1 = math.floor(offset.x() + rect.left() * scale), math.ceil(offset.x() + rect.right() * scale)
    y0, y1 = math.floor(offset.y() + rect.top() * scale), math.ceil(offset.y() + rect.bottom() * scale)
    alpha = bytes(image.constBits())[3::4]          # B, G, R, A in memory
    outside = 0
    for y in range(size):
        row = alpha[y * size:(y + 1) * size]
        if y < y0 or y >= y1:
            outside += sum(1 for a in row if a)
        else:
            outside += sum(1 for a in row[:x0] if a) + sum(1 for a in row[x1:] if a)
    return outside


@pytest.mark.parametrize("kind", sorted(MARK_REACH))
def test_each_mark_paints_inside_its_bounding_rectangle(qapp, kind):
    for scale in (1.0, 2.5):
        assert painted_outside(MarkItem(kind), scale, QPointF(300.4, 300.6)) == 0, (kind, scale)


def test_a_piece_paints_inside_its_bounding_rectangle_at_every_board_size(qapp):
    images = PieceImages()
    for scale in (0.17, 0.33, 0.61, 1.0, 1.37):
        for look in ("traditional", "contrast/simplified"):
            assert painted_outside(PieceItem(images, "red", "king", look), scale, QPointF(300.5, 299.3)) == 0, \
                (scale, look)


def opened_study(qtbot, data_dir):
    win = StudyWindow(StudyController(read_games(data_dir / GAME)))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=2000)
    return win


def press(qtbot, win, key):
    """A key pressed as a person presses it: to the widget with the focus (else the window)."""
    qtbot.keyClick(QApplication.focusWidget() or win, key)


def test_arrow_keys_step_through_the_moves_in_a_study_window(qtbot, data_dir):
    win = opened_study(qtbot, data_dir)
    c = win.controller
    c.first()
    assert win.board_view.hasFocus() or QApplication.focusWidget() is not None
    press(qtbot, win, Qt.Key.Key_Right)
    press(qtbot, win, Qt.Key.Key_Right)
    assert c.node.ply == 2
    assert not win.scene.cursor_item.isVisible()
    # right after clicking a move in the list
    item = win.tree.item_of(c.tree.mainline_nodes()[4])
    qtbot.mouseClick(win.tree.viewport(), Qt.MouseButton.LeftButton, pos=win.tree.visualItemRect(item).center())
    assert c.node.ply == 5
    press(qtbot, win, Qt.Key.Key_Left)
    assert c.node.ply == 4
    press(qtbot, win, Qt.Key.Key_Down)            # the next variation, not the cursor a rank down
    assert not win.scene.cursor_item.isVisible() and win.board_view.cursor_square == sq("e0")
    win.controller.document.set_modified(False)


def test_the_board_given_the_focus_by_the_window_or_a_click_leaves_the_arrows_to_the_moves(qtbot, data_dir):
    win = opened_study(qtbot, data_dir)
    c = win.controller
    c.first()
    for reason in (Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.MouseFocusReason,
                   Qt.FocusReason.OtherFocusReason):
        win.tree.setFocusPolicy(Qt.FocusPolicy.ClickFocus)      # somewhere for the focus to go first
        win.tree.setFocus(Qt.FocusReason.OtherFocusReason)
        win.board_view.setFocus(reason)
        qtbot.waitUntil(win.board_view.hasFocus)
        ply = c.node.ply
        qtbot.keyClick(win.board_view, Qt.Key.Key_Right)
        assert c.node.ply == ply + 1, reason
        assert not win.scene.cursor_item.isVisible(), reason


def test_tab_to_the_board_starts_keyboard_play_and_says_so(qtbot, data_dir):
    win = opened_study(qtbot, data_dir)
    c = win.controller
    c.first()
    view = win.board_view
    assert QApplication.focusWidget() is view and not win.scene.cursor_item.isVisible()   # the window gave it
    qtbot.keyClick(view, Qt.Key.Key_Tab)          # Tab on the board: keyboard play, still on the board
    assert view.hasFocus() and win.scene.cursor_item.isVisible()
    assert win.statusBar().currentMessage() == keyboard_play_help()
    qtbot.keyClick(view, Qt.Key.Key_Right)            # the cursor moves; the game stays where it was
    assert view.cursor_square == sq("f0") and c.node.ply == 0
    win.comment_edit.setFocus(Qt.FocusReason.TabFocusReason)      # Tab away: keyboard play ends
    qtbot.waitUntil(lambda: not win.scene.cursor_item.isVisible())
    view.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert c.node.ply == 1 and not win.scene.cursor_item.isVisible()


def test_leaving_the_board_takes_the_keyboard_play_help_off_the_status_bar(qtbot, data_dir):
    """Tab away from the board: its help ("arrows move the square") would now be wrong, the arrows
    step through the moves again; another message in the status bar is left alone."""
    win = opened_study(qtbot, data_dir)
    view = win.board_view
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert win.statusBar().currentMessage() == keyboard_play_help()
    win.comment_edit.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: not win.scene.cursor_item.isVisible())
    assert win.statusBar().currentMessage() == ""
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: win.scene.cursor_item.isVisible())
    win.statusBar().showMessage("Saved")
    win.comment_edit.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: not win.scene.cursor_item.isVisible())
    assert win.statusBar().currentMessage() == "Saved"


def test_keyboard_play_goes_on_after_another_window(qtbot, data_dir):
    from PySide6.QtWidgets import QWidget
    win = opened_study(qtbot, data_dir)
    view = win.board_view
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert win.scene.cursor_item.isVisible()
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    qtbot.waitExposed(other)
    other.activateWindow()
    qtbot.waitUntil(other.isActiveWindow)
    qtbot.waitUntil(lambda: not win.scene.cursor_item.isVisible())
    win.activateWindow()                  # back: the board, the cursor and its arrows as they were
    qtbot.waitUntil(lambda: win.scene.cursor_item.isVisible())
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert view.cursor_square == sq("e1") and win.controller.node.ply == 0


def test_a_move_typed_in_the_play_window_shows_no_cursor_and_left_steps_back(qtbot, studio):
    window = studio.window
    qtbot.keyClick(window, Qt.Key.Key_Slash)
    box = window.board_view.move_box
    qtbot.waitUntil(lambda: box.isVisible() and box.line.hasFocus())
    box.line.insert("炮二平五")
    qtbot.keyClick(box.line, Qt.Key.Key_Return)
    assert [m.iccs for m in studio.controller.game.moves] == ["h2e2"]
    assert window.board_view.hasFocus() and not window.scene.cursor_item.isVisible()
    qtbot.keyClick(window.board_view, Qt.Key.Key_Left)
    assert studio.controller.view_ply == 0


def test_a_move_typed_in_keyboard_play_keeps_the_cursor_on_the_point_moved_to(qtbot, studio):
    window = studio.window
    view = window.board_view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: window.scene.cursor_item.isVisible())
    qtbot.keyClick(view, Qt.Key.Key_Slash)
    box = view.move_box
    qtbot.waitUntil(lambda: box.isVisible() and box.line.hasFocus())
    box.line.insert("h2e2")
    qtbot.keyClick(box.line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.scene.cursor_item.isVisible())
    assert window.scene.cursor == sq("e2")
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.cursor_square == sq("d2") and studio.controller.view_ply == 1


def test_focus_passed_on_by_a_widget_being_hidden_starts_no_keyboard_play(qtbot, data_dir):
    win = opened_study(qtbot, data_dir)
    button = win.read_cancel              # the status bar's Cancel while a file is read
    button.show()
    button.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(button.hasFocus)
    button.hide()                         # Qt moves the focus on "by Tab": here to the board
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.board_view)
    assert not win.board_view.keyboard_play and not win.scene.cursor_item.isVisible()
