"""Moves made in the study and puzzle windows are spoken like the play window's (same setting, speaker,
language and notation), every board's move is announced to screen readers, and the study and puzzle
boards' accessible names follow a language switch."""

from PySide6.QtGui import QAccessible

from app.model import Move
from app.model.tree import GameTree
from app.shell.study_windows import open_study_window
from app.view.speech import MoveSpeaker
from tests.view.test_puzzle_window import MATE2


def fake_speaker(studio):
    calls = []
    studio.speaker = MoveSpeaker(program="/usr/bin/espeak-ng", run=lambda program, args: calls.append(args[-1]))
    studio.speaker.enabled = studio.settings.speak_moves
    return calls


def study_window(qtbot, studio, fen="rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"):
    window = studio.study(open_study_window(studio.window, GameTree(fen, {"Result": "*"}), studio.settings,
                                            studio.font_family, show=False))
    return window


def puzzle_window(studio):
    studio.open_puzzles()
    window = studio.puzzle_window
    c = window.controller
    c.reply_delay_ms = c.takeback_delay_ms = c.step_delay_ms = 0
    c.start(MATE2)
    return window


def test_moves_in_a_study_window_are_spoken_in_the_notation_it_shows(qtbot, studio):
    calls = fake_speaker(studio)
    studio.settings.set("speak_moves", True)
    studio.settings.set("notation", "wxf")
    window = study_window(qtbot, studio)
    c = window.controller
    c.play(Move.from_iccs("h2e2"))
    c.play(Move.from_iccs("h9g7"))
    c.back()
    c.back()                                     # going back says nothing; stepping on says the move
    c.forward()
    window.set_notation("iccs")                  # the window's own View > Notation
    c.forward()
    assert calls == ["Red: C2.5", "Black: H8+7", "Red: C2.5", "Black: h9g7"]


def test_a_study_checkmate_is_spoken_with_check_and_nothing_when_off(qtbot, studio):
    calls = fake_speaker(studio)
    c = study_window(qtbot, studio, "3k5/9/9/9/9/9/9/9/R8/4K3R w - - 0 1").controller
    c.play(Move.from_iccs("a1d1"))
    assert calls == []                             # spoken moves are off by default
    c.back()
    studio.settings.set("speak_moves", True)
    c.forward()
    assert calls == ["Red: 车九平六, check"]


def test_puzzle_moves_and_replies_are_spoken_in_chinese(qtbot, studio):
    calls = fake_speaker(studio)
    studio.settings.set("speak_moves", True)
    studio.settings.set("language", "zh_CN")
    try:
        c = puzzle_window(studio).controller
        c.play(Move.from_iccs("a1d1"))
        qtbot.waitUntil(lambda: c.played == ["a1d1", "e8d7"])
    finally:
        studio.settings.set("language", "en")
    assert calls == ["红方：车九平六，将军", "黑方：士５进４"]


def test_every_move_is_announced_to_screen_readers(qtbot, studio, monkeypatch):
    heard = []

    def update(event):
        if event.type() == QAccessible.Event.Announcement:
            heard.append((event.object(), event.message()))
    monkeypatch.setattr(QAccessible, "updateAccessibility", update)
    studio.controller.play(Move.from_iccs("h2e2"))          # the play window: heard also with speech off
    study = study_window(qtbot, studio)
    study.controller.play(Move.from_iccs("b0c2"))
    puzzles = puzzle_window(studio)
    puzzles.controller.play(Move.from_iccs("a1d1"))
    qtbot.waitUntil(lambda: puzzles.controller.played == ["a1d1", "e8d7"])
    assert heard == [(studio.window.board_view, "Red: 炮二平五"), (study.board_view, "Red: 马八进七"),
                     (puzzles.board_view, "Red: 车九平六, check"), (puzzles.board_view, "Black: 士５进４")]
    heard.clear()
    studio.controller.new_game("cxq", "3k5/9/9/9/9/9/9/9/R8/4K3R w - - 0 1")
    studio.controller.play(Move.from_iccs("a1d1"))                      # and the result
    assert [text for _view, text in heard] == ["Red: 车九平六, check", "Red wins: Black is checkmated"]


def test_study_and_puzzle_boards_are_named_in_the_new_language(qtbot, studio):
    study, puzzles = study_window(qtbot, studio), puzzle_window(studio)
    studio.settings.set("language", "zh_TW")
    try:
        qtbot.waitUntil(lambda: study.board_view.accessibleName() == "棋盤")
        assert puzzles.board_view.accessibleName() == "棋盤"
    finally:
        studio.settings.set("language", "en")
    qtbot.waitUntil(lambda: study.board_view.accessibleName() == "Board")
    assert puzzles.board_view.accessibleName() == "Board"
