"""The position editor with pytest-qt (offscreen): placing, removing and moving pieces, the FEN field,
validation messages from the model, and OK enabled only for legal positions."""

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from app.model import START_FEN
from app.model.tables import ADVISOR, BLACK_BIT, KING, PAWN, ROOK
from app.model.tables import parse_square as sq
from app.view import position_editor
from app.view.position_editor import ERASER, PositionEditor, edit_position, edit_position_choice
from tests.view.conftest import drag_on_board

EMPTY = "9/9/9/9/9/9/9/9/9/9 w - - 0 1"


@pytest.fixture
def editor(qtbot):
    dialog = PositionEditor(EMPTY)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def ok_enabled(dialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def click(qtbot, dialog, name, button=Qt.MouseButton.LeftButton):
    view = dialog.board_view
    qtbot.mouseClick(view.viewport(), button, pos=view.widget_point(sq(name)))


def drag(qtbot, dialog, a, b):
    drag_on_board(qtbot, dialog.board_view, sq(a), sq(b))


def test_placing_kings_by_clicking_makes_a_legal_position(qtbot, editor):
    assert editor.message.text() == "There is no Red king" and not ok_enabled(editor)
    editor.set_tool(KING)
    click(qtbot, editor, "e0")
    assert editor.squares[sq("e0")] == KING
    assert editor.message.text() == "There is no Black king"
    editor.set_tool(KING | BLACK_BIT)
    click(qtbot, editor, "d9")
    assert editor.problem() == "" and ok_enabled(editor)
    assert editor.fen() == "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"
    assert editor.fen_edit.text() == editor.fen()
    assert sorted(editor.scene.pieces) == sorted([sq("e0"), sq("d9")])
    assert "Red to move" in editor.message.text()


def test_validation_messages_come_from_the_model(qtbot, editor):
    editor.set_fen_text("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
    assert editor.message.text() == "The kings face each other on file e" and not ok_enabled(editor)
    editor.set_fen_text("9/9/9/3k5/9/9/9/9/9/4K4 w - - 0 1")
    text = editor.message.text()
    assert text.startswith("The Black king at") and "outside the palace" in text and not ok_enabled(editor)
    editor.set_fen_text("3k5/9/9/9/9/9/9/9/4A4/3AKA3 w - - 0 1")   # a diagram's third advisor: a warning
    assert editor.problem() == "" and ok_enabled(editor)
    assert editor.message.text() == ("A game cannot reach this position (Red has 3 advisors, more than a side "
                                      "can have). You can still play or study from it.")
    editor.set_tool(ADVISOR)
    click(qtbot, editor, "e1")               # the same piece again: removed
    assert editor.squares[sq("e1")] == 0 and ok_enabled(editor) and editor.warning() == ""
    assert "Red to move" in editor.message.text()


def test_unreachable_positions_are_warnings_the_user_can_accept(qtbot):
    """A pawn behind its start (as in the Asian Rules' diagrams) is shown, and OK plays from it."""
    fen = "3k5/9/9/9/9/9/9/9/P3A4/3AKA2R w - - 0 1"

    def press_ok():
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PositionEditor) and w.isVisible())
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    QTimer.singleShot(50, press_ok)
    assert edit_position(None, fen) == fen
    dialog = PositionEditor(fen)
    qtbot.addWidget(dialog)
    assert ok_enabled(dialog) and dialog.problem() == ""
    text = dialog.message.text()
    assert text.startswith("A game cannot reach this position (") and "stands where it can never be" in text
    assert "Red has 3 advisors" in text
    dialog.set_fen_text("3k5/9/9/9/9/9/9/9/P3A4/3AKA2R b - - 0 1")  # Black to move: still fine
    assert ok_enabled(dialog)
    dialog.set_fen_text("3k4R/9/9/9/9/9/9/9/P3A4/3AKA3 w - - 0 1")  # the rules cannot run: an error
    assert dialog.message.text() == "Black is in check, but it is Red's turn" and not ok_enabled(dialog)


def test_right_click_removes_and_drag_moves(qtbot, editor):
    editor.set_fen_text(START_FEN)
    click(qtbot, editor, "a0", Qt.MouseButton.RightButton)
    assert editor.squares[sq("a0")] == 0 and sq("a0") not in editor.scene.pieces
    drag(qtbot, editor, "i0", "i1")
    assert editor.squares[sq("i1")] == ROOK and editor.squares[sq("i0")] == 0
    assert editor.scene.pieces[sq("i1")].pos() == editor.scene.square_center(sq("i1"))
    editor.set_tool(ERASER)
    click(qtbot, editor, "a3")
    assert editor.squares[sq("a3")] == 0
    editor.set_tool(PAWN)
    click(qtbot, editor, "a3")
    assert editor.squares[sq("a3")] == PAWN
    assert ok_enabled(editor)


def test_side_to_move_and_the_check_rule(qtbot, editor):
    editor.set_fen_text("4k4/9/9/9/9/9/9/9/3R5/3K5 w - - 0 1")
    assert ok_enabled(editor)
    editor.black_button.click()
    assert editor.side == 1 and editor.fen().split()[1] == "b" and ok_enabled(editor)
    editor.set_fen_text("4k4/9/9/9/9/9/9/9/3R5/3K5 b - - 0 1")
    assert editor.black_button.isChecked()
    editor.red_button.click()
    assert editor.fen().split()[1] == "w"
    editor.set_fen_text("4k4/4R4/9/9/9/9/9/9/9/3K5 w - - 0 1")
    assert "check" in editor.message.text() and not ok_enabled(editor)


def test_fen_field_typing_and_buttons(qtbot, editor):
    editor.fen_edit.setFocus()
    editor.fen_edit.selectAll()
    qtbot.keyClicks(editor.fen_edit, "nonsense")
    assert editor.message.text().startswith("Not a FEN") and not ok_enabled(editor)
    editor.fen_edit.clear()
    qtbot.keyClicks(editor.fen_edit, "3k5/9/9/9/9/9/9/9/9/4K4 b")
    assert editor.side == 1 and editor.squares[sq("e0")] == KING and ok_enabled(editor)
    assert editor.fen_edit.text() == "3k5/9/9/9/9/9/9/9/9/4K4 b", "what the user types stays as typed"
    editor.start_button.click()
    assert editor.fen() == START_FEN and ok_enabled(editor)
    editor.clear_button.click()
    assert not any(editor.squares) and editor.message.text() == "There is no Red king"


def test_edit_position_returns_the_fen_or_none(qtbot):
    def answer(accept, study=False):
        def act():
            dialog = next(w for w in QApplication.topLevelWidgets()
                          if isinstance(w, PositionEditor) and w.isVisible())
            if not accept:
                dialog.reject()
            elif study:
                dialog.study_button.click()
            else:
                dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        QTimer.singleShot(50, act)

    answer(True)
    assert edit_position(None, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1") == "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"
    answer(False)
    assert edit_position(None) is None
    answer(True, study=True)
    assert edit_position_choice(None, START_FEN) == (START_FEN, "study")
    answer(True)
    assert edit_position_choice(None, START_FEN) == (START_FEN, "play")


def test_set_up_position_hands_the_fen_to_play_or_study(qtbot, monkeypatch):
    from app.shell import study_windows as study
    played, studied = [], []
    monkeypatch.setattr(study, "edit_position_choice", lambda *a: ("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "play"))
    assert study.set_up_position(None, None, play=played.append) == "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"
    assert played == ["3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"]
    monkeypatch.setattr(study, "edit_position_choice", lambda *a: (START_FEN, "study"))
    monkeypatch.setattr(study, "study_position", lambda parent, fen, *a: studied.append(fen))
    study.set_up_position(None, None, play=played.append)
    assert studied == [START_FEN] and len(played) == 1


def test_study_position_starts_an_empty_game_there(qtbot):
    from app.shell.study_windows import study_position
    window = study_position(None, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
    qtbot.addWidget(window)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    c = window.controller
    assert c.tree.start_fen.startswith("3k5/") and c.board().turn == "red"
    c.play("e0e1")
    assert c.tree.mainline() == ["e0e1"] and c.document.modified
    c.document.set_modified(False)


def test_screenshot_of_the_editor(qtbot, monkeypatch, tmp_path):
    from app.shell.main import load_font
    dialog = PositionEditor("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", load_font(), offer_study=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.set_tool(ADVISOR)
    for name in ("d0", "f0", "e1"):
        dialog.place(sq(name))
    dialog.set_tool(ROOK | BLACK_BIT)
    dialog.place(sq("a9"))
    assert "Red has 3 advisors, more than a side can have" in dialog.message.text()
    shot = tmp_path / "editor.png"
    assert dialog.grab().save(str(shot))
    assert shot.stat().st_size > 0


def test_placement_reader_accepts_illegal_positions_only_as_text():
    squares = position_editor.placement_squares("4k4/9/9/9/9/9/9/9/9/4K4")
    assert squares is not None and squares[sq("e9")] == KING | BLACK_BIT
    assert position_editor.placement_squares("4k4/9/9") is None
    assert position_editor.placement_squares("4x4/9/9/9/9/9/9/9/9/4K4") is None
    assert position_editor.position_problem(START_FEN) == ""
