"""Playing without a mouse: the move box (every notation, its preview, Escape) and the board's key
cursor, in the play, study and puzzle windows (pytest-qt, offscreen)."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.model import Move
from app.model.tables import parse_square as sq


def type_move(qtbot, window, text, key="/"):
    """Open the move box with a key sent to the window, type a text; returns the box."""
    view = window.board_view
    if key == "/":
        qtbot.keyClick(window, Qt.Key.Key_Slash)
    else:
        qtbot.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    box = view.move_box
    qtbot.waitUntil(lambda: box.isVisible() and box.line.hasFocus())
    box.line.insert(text)
    return box


@pytest.mark.parametrize("text", ["炮二平五", "砲二平五", "包二平五", "C2.5", "c2=5", "h2e2", "H2-E2", "Ｃ２．５"])
def test_move_box_plays_each_notation(qtbot, studio, text):
    box = type_move(qtbot, studio.window, text)
    assert box.preview.text() == "Enter plays 炮二平五 · C2.5 · h2e2"
    qtbot.keyClick(box.line, Qt.Key.Key_Return)
    assert studio.controller.game.moves == [Move.from_iccs("h2e2")]
    assert not box.isVisible() and studio.window.board_view.hasFocus()


def test_move_box_opens_with_ctrl_m_and_counts_what_a_partial_text_can_become(qtbot, studio):
    box = type_move(qtbot, studio.window, "炮", key="ctrl+m")
    assert box.preview.text() == "24 moves match"
    box.line.insert("二")
    assert box.preview.text() == "12 moves match"
    qtbot.keyClick(box.line, Qt.Key.Key_Return)          # not one move yet: nothing is played
    assert studio.controller.game.moves == [] and box.isVisible()
    box.line.insert("进")
    assert box.preview.text() == "5 moves match"   # 进一, 进二, 进三, 进四 and 进七 (the capture)
    box.line.insert("七")
    assert box.preview.text() == "Enter plays 炮二进七 · C2+7 · h2h9"
    assert box.line.accessibleDescription() == box.preview.text()
    qtbot.keyClick(box.line, Qt.Key.Key_Return)
    assert [m.iccs for m in studio.controller.game.moves] == ["h2h9"]


def test_move_box_says_when_nothing_matches_and_escape_closes_it(qtbot, studio):
    box = type_move(qtbot, studio.window, "车五进一")
    assert box.preview.text() == "No legal move matches"
    qtbot.keyClick(box.line, Qt.Key.Key_Escape)
    assert not box.isVisible() and studio.controller.game.moves == []


def test_black_moves_typed_in_traditional_characters(qtbot, studio):
    studio.controller.play(Move.from_iccs("h2e2"))
    box = type_move(qtbot, studio.window, "馬８進７")
    assert box.preview.text() == "Enter plays 马８进７ · H8+7 · h9g7"
    qtbot.keyClick(box.line, Qt.Key.Key_Return)
    assert [m.iccs for m in studio.controller.game.moves] == ["h2e2", "h9g7"]


def test_slash_typed_into_another_text_field_stays_there(qtbot, studio):
    from PySide6.QtWidgets import QLineEdit
    field = QLineEdit(studio.window)
    field.show()
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    qtbot.keyClick(field, Qt.Key.Key_Slash)
    assert field.text() == "/" and not studio.window.board_view.move_box.isVisible()


def test_arrow_keys_and_enter_play_a_move_on_the_board(qtbot, studio):
    view = studio.window.board_view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus)
    assert view.cursor_square == sq("e0") and studio.window.scene.marks("cursor") == [] \
        and studio.window.scene.cursor == sq("e0")
    for key in [Qt.Key.Key_Up, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right]:
        qtbot.keyClick(view, key)
    assert view.cursor_square == sq("h2")
    qtbot.keyClick(view, Qt.Key.Key_Return)              # pick up the cannon
    assert studio.window.scene.marks("selected") == [sq("h2")]
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Space)               # put it down on e2
    assert studio.controller.game.moves == [Move.from_iccs("h2e2")]
    assert studio.controller.view_ply == 1               # Left moved the cursor, not back through the moves


def test_cursor_stops_at_the_edge_and_follows_a_flipped_board(qtbot, studio):
    view = studio.window.board_view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus)
    for _ in range(6):
        qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.cursor_square == sq("a0")
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.cursor_square == sq("a0")
    studio.window.scene.set_flipped(True)
    qtbot.keyClick(view, Qt.Key.Key_Left)                 # on screen left is toward file b when flipped
    assert view.cursor_square == sq("b0")
    assert view.widget_point(sq("b0")).x() < view.widget_point(sq("a0")).x()


def test_the_cursor_shows_only_while_the_board_has_the_focus(qtbot, studio):
    view, scene = studio.window.board_view, studio.window.scene
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: scene.cursor_item.isVisible())
    studio.window.history.setFocus()
    qtbot.waitUntil(lambda: not scene.cursor_item.isVisible())


def test_study_window_takes_typed_moves(qtbot, data_dir, tmp_path):
    from PySide6.QtCore import QSettings

    from app.controller.recent_files import RecentFiles
    from app.controller.study_controller import StudyController
    from app.formats import read_games
    from app.view.study_window import StudyWindow
    win = StudyWindow(StudyController(read_games(data_dir / "games/cchess/test.pgn")),
                      recent=RecentFiles(QSettings(str(tmp_path / "r.ini"), QSettings.Format.IniFormat)))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=2000)
    win.controller.first()
    box = type_move(qtbot, win, "h0g2")
    qtbot.keyClick(box.line, Qt.Key.Key_Return)
    assert win.controller.node.iccs == "h0g2"
    win.controller.document.set_modified(False)


def test_puzzle_window_takes_typed_moves(qtbot, tmp_path):
    from app.controller.puzzle_controller import PuzzleController
    from app.puzzles import Collection, Puzzle
    from app.view.puzzle_window import PuzzleWindow
    puzzle = Puzzle("3k5/4a4/9/9/9/9/9/9/R8/4K3R w - - 0 1", "mate", ["a1d1", "e8d7", "d1d7"], id="t",
                    title="Double rook", difficulty=1200)
    c = PuzzleController(tmp_path / "progress.json", [Collection("Test", (puzzle,))])
    c.reply_delay_ms = c.takeback_delay_ms = c.step_delay_ms = 0
    win = PuzzleWindow(c, notation="chinese")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=2000)
    box = type_move(qtbot, win, "车九平六")
    assert box.preview.text() == "Enter plays 车九平六 · R9.6 · a1d1"
    qtbot.keyClick(box.line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.played[:1] == ["a1d1"])
    assert QApplication.focusWidget() is win.board_view


def test_a_click_leaves_the_focus_where_it_was_so_left_still_steps_back(qtbot, studio):
    view = studio.window.board_view
    for name in ("h2", "e2"):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.widget_point(sq(name)))
    assert studio.controller.game.moves == [Move.from_iccs("h2e2")] and not view.hasFocus()
    qtbot.keyClick(studio.window, Qt.Key.Key_Left)
    assert studio.controller.view_ply == 0


def test_puzzle_window_preview_in_traditional_characters(qtbot, tmp_path):
    from app.controller.puzzle_controller import PuzzleController
    from app.puzzles import Collection, Puzzle
    from app.view.puzzle_window import PuzzleWindow
    puzzle = Puzzle("3k5/4a4/9/9/9/9/9/9/R8/4K3R w - - 0 1", "mate", ["a1d1", "e8d7", "d1d7"], id="t",
                    title="Double rook", difficulty=1200)
    win = PuzzleWindow(PuzzleController(tmp_path / "p.json", [Collection("Test", (puzzle,))]), notation="chinese",
                       traditional=True)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=2000)
    box = type_move(qtbot, win, "a1d1")
    assert box.preview.text() == "Enter plays 俥九平六 · R9.6 · a1d1"
    win.set_notation("chinese", False)
    box.line.clear()
    box.line.insert("a1d1")
    assert box.preview.text() == "Enter plays 车九平六 · R9.6 · a1d1"
