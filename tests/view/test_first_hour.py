"""What a player notices in the first hour (issue 27): Escape, resigning, the status line, names,
and the other rough edges, each shown through the real windows (pytest-qt, offscreen)."""

from PySide6.QtCore import Qt

from app.model.tables import parse_square as sq


def click_point(qtbot, view, square):
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.widget_point(square))


def test_escape_drops_the_selected_piece(qtbot, studio):
    window = studio.window
    click_point(qtbot, window.board_view, sq("h2"))
    assert window.scene.marks("selected") == [sq("h2")]
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window.scene.marks("selected") == [] and window.scene.marks("dot") == []
    click_point(qtbot, window.board_view, sq("e2"))   # an empty point: nothing to move there
    assert studio.controller.game.moves == []


def test_escape_keeps_a_touched_piece_under_touch_move(qtbot, studio):
    studio.controller.set_touch_move(True)
    window = studio.window
    click_point(qtbot, window.board_view, sq("h2"))
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window.scene.marks("selected") == [sq("h2")]


def test_escape_in_the_study_window_drops_the_selection(qtbot):
    from app.model.tree import GameTree
    from app.shell.study_windows import open_study_window
    study = open_study_window(None, GameTree(), show=False)
    qtbot.addWidget(study)
    study.show()
    qtbot.waitExposed(study)
    study.activateWindow()
    qtbot.waitUntil(study.isActiveWindow, timeout=2000)
    click_point(qtbot, study.board_view, sq("b0"))
    assert study.scene.marks("selected") == [sq("b0")]
    qtbot.keyClick(study, Qt.Key.Key_Escape)
    assert study.scene.marks("selected") == []

