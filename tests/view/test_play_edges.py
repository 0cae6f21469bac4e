"""The main window's rough edges: status bar height, turn label after a language
switch, ICCS coordinates, the piece set checked, move sounds by kind."""

from app.model import Move
from app.view.sound import SoundKind


def test_the_status_bar_keeps_its_height_when_a_message_shows(qtbot, studio):
    view = studio.window.board_view
    before = view.height()
    studio.window.show_status("a message")
    qtbot.wait(10)
    assert view.height() == before


def test_the_turn_label_after_a_language_switch_on_a_finished_game(studio):
    studio.controller.resign()
    assert studio.window.turn_label.text() == "Black wins"
    studio.settings.set("language", "zh_CN")
    try:
        assert studio.window.turn_label.text() not in ("Red to move", "红方走棋")
        assert "黑" in studio.window.turn_label.text()
    finally:
        studio.settings.set("language", "en")
    assert studio.window.turn_label.text() == "Black wins"


def test_iccs_notation_labels_the_board_a_to_i(studio):
    assert studio.window.scene.coordinates == "numbers"
    studio.settings.set("notation", "iccs")
    assert studio.window.scene.coordinates == "iccs"
    studio.settings.set("notation", "wxf")
    assert studio.window.scene.coordinates == "numbers"


def test_view_pieces_shows_the_current_set_checked(studio):
    actions = studio.window.actions_by_name
    assert actions["pieces_traditional"].isChecked() and not actions["pieces_international"].isChecked()
    actions["pieces_international"].trigger()
    assert actions["pieces_international"].isChecked() and studio.window.scene.piece_style == "international"
    studio.window.retranslate()
    assert studio.window.actions_by_name["pieces_international"].isChecked()


def test_move_sounds_by_kind(studio):
    played = []
    studio.sound.play = played.append
    for text in ["h2e2", "h9g7", "e2e6"]:      # a move, a move, a capture
        assert studio.controller.play(Move.from_iccs(text))
    studio.controller.new_game("cxq", "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")
    assert studio.controller.play(Move.from_iccs("a0a9"))                      # a check
    assert played == [SoundKind.MOVE, SoundKind.MOVE, SoundKind.CAPTURE, SoundKind.CHECK]
