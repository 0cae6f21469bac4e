"""Arrows and circles drawn on the board: a right-drag draws an arrow and a right-click a
circle, in the colour of the modifier held (none green, Shift red, Ctrl blue, Alt yellow), the same again
removes it; in the study window they are kept in the move's comment as [%cal]/[%csl] (undoable, saved,
shown when stepping back to the move), in the play and puzzle windows until the position changes; the
mark keys of keyboard play do the same without a mouse."""

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QGraphicsPathItem

from app.controller.study_controller import StudyController
from app.formats import read_games, read_text
from app.model.marks import Arrow, Circle, MarkColor, Marks, marks_of
from app.model.tables import parse_square as sq
from app.view import study_window
from app.view.board_view import mark_color
from app.view.study_window import StudyWindow

NONE, SHIFT, CTRL, ALT = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier,
                          Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.AltModifier)
RIGHT = Qt.MouseButton.RightButton
POINTS = [f"{f}{r}" for f in "abcdefghi" for r in range(10)]
GAME = "1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 { Both sides develop. } b9c7"


@pytest.fixture(autouse=True)
def never_ask(monkeypatch):
    monkeypatch.setattr(study_window, "ask_unsaved_changes", lambda parent, name: "discard")


def right_drag(qtbot, view, start: str, end: str, modifier=NONE) -> None:
    """A right-button press on one point, a move and a release on another (the same: a right-click)."""
    a, b = view.widget_point(sq(start)), view.widget_point(sq(end))
    qtbot.mousePress(view.viewport(), RIGHT, modifier, a)
    move = QMouseEvent(QMouseEvent.Type.MouseMove, QPointF(b), QPointF(view.viewport().mapToGlobal(b)),
                       Qt.MouseButton.NoButton, RIGHT, modifier)
    view.mouseMoveEvent(move)
    qtbot.mouseRelease(view.viewport(), RIGHT, modifier, b)


def study(qtbot, text=GAME):
    window = StudyWindow(StudyController(read_text(text)))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_modifiers_choose_lichess_colours():
    assert [mark_color(m) for m in (NONE, SHIFT, CTRL, ALT)] == [MarkColor.GREEN, MarkColor.RED, MarkColor.BLUE,
                                                                  MarkColor.YELLOW]


def test_a_newcomer_is_told_the_right_button_draws(qtbot):
    window = study(qtbot)
    said = window.statusBar().currentMessage()
    assert "Right-drag on the board draws an arrow" in said and "right-click circles a point" in said
    assert window.actions_by_name["clear_marks"].statusTip() == said, "the Edit menu's entry says it too"
    window.statusBar().clearMessage()
    window.hide()
    window.show()
    qtbot.waitExposed(window)
    assert window.statusBar().currentMessage() == "", "said once, when the window first opens"


def test_right_drags_and_clicks_are_kept_in_the_moves_comment_and_undone(qtbot):
    window = study(qtbot)
    c = window.controller
    c.last()
    c.back()                                  # 3. i0h0, with its comment
    view = window.board_view
    right_drag(qtbot, view, "h0", "h6")                  # green
    right_drag(qtbot, view, "b0", "c2", SHIFT)           # red
    right_drag(qtbot, view, "g2", "f4", CTRL)            # blue
    right_drag(qtbot, view, "e2", "e6", ALT)             # yellow
    right_drag(qtbot, view, "e6", "e6", SHIFT)           # a right-click: a red circle
    right_drag(qtbot, view, "g7", "g7")                  # green circle
    comment = c.node.comment
    assert comment.startswith("[%cal Gh0h6,Rb0c2,Bg2f4,Ye2e6] [%csl Re6,Gg7]")
    assert comment.endswith("Both sides develop.")
    assert window.comment_edit.toPlainText() == "Both sides develop."       # the marks are not in the text
    assert window.scene.drawn_marks() == marks_of(comment)
    right_drag(qtbot, view, "g7", "g7")                  # the same again removes it
    assert Circle(sq("g7")) not in c.marks().circles
    right_drag(qtbot, view, "h0", "h6", SHIFT)           # another colour replaces it
    assert c.marks().arrows[0] == Arrow(sq("h0"), sq("h6"), MarkColor.RED)
    c.undo()
    c.undo()
    assert c.marks().arrows[0] == Arrow(sq("h0"), sq("h6"), MarkColor.GREEN) and Circle(sq("g7")) in c.marks().circles
    assert window.scene.drawn_marks() == c.marks()
    assert window.actions_by_name["undo"].text().endswith("arrows and circles")
    while c.can_undo:
        c.undo()
    assert c.node.comment == "Both sides develop." and window.scene.drawn_marks() == Marks()
    window.controller.document.set_modified(False)


def test_marks_are_shown_at_their_move_and_saved_with_the_game(qtbot, tmp_path):
    window = study(qtbot)
    c = window.controller
    c.go_to(c.tree.mainline_nodes()[0])
    view = window.board_view
    right_drag(qtbot, view, "h7", "h3", CTRL)
    right_drag(qtbot, view, "e3", "e3", ALT)
    c.forward()
    assert window.scene.drawn_marks() == Marks(), "the next move has none"
    c.back()
    assert window.scene.drawn_marks() == Marks((Arrow(sq("h7"), sq("h3"), MarkColor.BLUE),),
                                               (Circle(sq("e3"), MarkColor.YELLOW),))
    path = tmp_path / "marked.pgn"
    c.document.save(str(path), "wxf")
    again = read_games(path)[0]
    assert marks_of(again.mainline_nodes()[0].comment) == c.marks()
    reopened = StudyWindow(StudyController(read_games(path)))
    qtbot.addWidget(reopened)
    reopened.controller.forward()
    assert reopened.scene.drawn_marks() == c.marks()


def test_a_right_drag_released_off_the_board_draws_nothing_and_the_left_button_still_moves(qtbot):
    window = study(qtbot)
    view = window.board_view
    c = window.controller
    qtbot.mousePress(view.viewport(), RIGHT, NONE, view.widget_point(sq("b0")))
    qtbot.mouseRelease(view.viewport(), RIGHT, NONE, view.mapFromScene(QPointF(2, 2)))     # the margin's corner
    assert c.node.comment == "" and not c.can_undo
    assert window.scene.drawn_marks() == Marks()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.widget_point(sq("h2")))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.widget_point(sq("e2")))
    assert c.node.move is not None and c.node.move.iccs == "h2e2"


def test_drawn_marks_are_apart_from_an_engines_arrows(qtbot):
    window = study(qtbot)
    right_drag(qtbot, window.board_view, "b0", "c2")
    window.scene.set_arrows([(sq("h2"), sq("e2"), "#2060c0")])      # the analysis's best move
    window.scene.set_arrows([])
    assert window.scene.drawn_marks().arrows == (Arrow(sq("b0"), sq("c2")),)


def start_keyboard_play(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    view = window.board_view
    qtbot.waitUntil(view.hasFocus, timeout=2000)          # the window gives its board the focus ...
    qtbot.keyClick(view, Qt.Key.Key_Tab)                  # ... and Tab there begins keyboard play
    qtbot.waitUntil(lambda: view.keyboard_play, timeout=2000)
    return view


def test_keyboard_play_marks_the_cursors_point_with_a_colours_letter(qtbot):
    window = study(qtbot)
    c = window.controller
    view = start_keyboard_play(qtbot, window)
    assert view.cursor_square == sq("e0")
    qtbot.keyClick(view, Qt.Key.Key_G)                       # a green circle on the king
    qtbot.keyClick(view, Qt.Key.Key_Up)
    qtbot.keyClick(view, Qt.Key.Key_R, SHIFT)                # an arrow begins at e1 ...
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Up)
    qtbot.keyClick(view, Qt.Key.Key_R, SHIFT)                # ... and ends at e4, red
    qtbot.keyClick(view, Qt.Key.Key_B)                       # a blue circle at e4
    assert c.marks() == Marks((Arrow(sq("e1"), sq("e4"), MarkColor.RED),),
                              (Circle(sq("e0"), MarkColor.GREEN), Circle(sq("e4"), MarkColor.BLUE)))
    assert c.node.comment == "[%cal Re1e4] [%csl Ge0,Be4]"          # at the start: the root's comment
    qtbot.keyClick(view, Qt.Key.Key_Y, SHIFT)                # begun, then forgotten with Escape
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Y, SHIFT)
    assert len(c.marks().arrows) == 1 and view.arrow_from == sq("e3")
    qtbot.keyClick(view, Qt.Key.Key_Y, SHIFT)                # at its own start: no arrow
    assert len(c.marks().arrows) == 1 and view.arrow_from is None
    qtbot.keyClick(view, Qt.Key.Key_X)                       # every mark goes
    assert c.marks() == Marks() and c.node.ply == 0, "the keys moved through no move"
    c.undo()
    assert len(c.marks().circles) == 2
    c.document.set_modified(False)


def test_the_mark_keys_leave_the_windows_keys_alone_outside_keyboard_play(qtbot):
    window = study(qtbot)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.board_view.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.keyClick(window.board_view, Qt.Key.Key_G)
    assert window.controller.marks() == Marks() and not window.controller.can_undo


# ----- the play and puzzle windows: marks until the position changes --------------------------------------
def test_the_play_windows_marks_go_when_a_move_is_made(qtbot, studio):
    window = studio.window
    view = window.board_view
    right_drag(qtbot, view, "h2", "h9", SHIFT)
    right_drag(qtbot, view, "e6", "e6")
    assert window.scene.drawn_marks() == Marks((Arrow(sq("h2"), sq("h9"), MarkColor.RED),), (Circle(sq("e6")),))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.widget_point(sq("h2")))
    assert window.scene.drawn_marks().arrows, "selecting a piece keeps them"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.widget_point(sq("e2")))
    assert [m.iccs for m in studio.controller.game.moves] == ["h2e2"]
    assert window.scene.drawn_marks() == Marks()
    right_drag(qtbot, view, "h9", "g7")
    assert window.drawn.marks.arrows
    window.actions_by_name["prev"].trigger()                  # stepping back is another position too
    assert window.scene.drawn_marks() == Marks()


def test_the_puzzle_window_draws(qtbot, tmp_path):
    from app.controller.puzzle_controller import PuzzleController
    from app.puzzles import Collection, Puzzle
    from app.view.puzzle_window import PuzzleWindow
    puzzle = Puzzle("3k5/4a4/9/9/9/9/9/9/R8/4K3R w - - 0 1", "mate", ["a1d1", "e8d7", "d1d7"], id="t")
    window = PuzzleWindow(PuzzleController(Path(tmp_path) / "progress.json", [Collection("Test", (puzzle,))]))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    view = window.board_view
    right_drag(qtbot, view, "a1", "d1", CTRL)
    right_drag(qtbot, view, "d9", "d9", ALT)
    assert window.scene.drawn_marks() == Marks((Arrow(sq("a1"), sq("d1"), MarkColor.BLUE),),
                                               (Circle(sq("d9"), MarkColor.YELLOW),))
    window.controller.play("a1d1")
    qtbot.waitUntil(lambda: window.scene.drawn_marks() == Marks(), timeout=3000)


def test_a_comment_with_thousands_of_arrows_draws_a_bounded_number_and_keeps_them_all(qtbot):
    """A comment may hold every arrow of the board (8010): each is a translucent path painted on every
    repaint, which froze the board for tens of seconds. The board draws the first hundred; the comment
    and the marks read from it keep every one, and drawing another keeps them too."""
    arrows = ",".join(f"G{a}{b}" for a in POINTS for b in POINTS if a != b)
    window = study(qtbot, f"1. h2e2 {{[%cal {arrows}] [%eval 0.3] kept}} h9g7")
    scene = window.scene
    window.controller.go_to(window.controller.tree.mainline_nodes()[0])
    assert len(scene.drawn_marks().arrows) == 8010
    shown = [i for i in scene.items() if isinstance(i, QGraphicsPathItem) and i.zValue() > 15]
    assert 0 < len(shown) <= 100
    right_drag(qtbot, window.board_view, "e6", "e6")
    comment = window.controller.node.comment
    assert len(marks_of(comment).arrows) == 8010 and marks_of(comment).circles == (Circle(sq("e6")),)
    assert "[%eval 0.3]" in comment and comment.endswith("kept")
