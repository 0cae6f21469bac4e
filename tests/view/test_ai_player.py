"""The computer in the main window: the thinking label, the hint on the board, move-now, computer vs
computer, errors in a dialog (real worker processes; the player logic itself is in tests/controller)."""

from app.model import Board, Move


def test_hint_is_shown_on_the_board(qtbot, studio):
    studio.seats.hint_time = 0.1
    studio.window.actions_by_name["hint"].trigger()
    qtbot.waitUntil(lambda: studio.controller.snapshot().hint is not None, timeout=30000)
    hint = studio.controller.snapshot().hint
    assert studio.controller.game.moves == []
    assert studio.window.scene.marks("hint") == sorted([hint.from_sq, hint.to_sq])
    assert "Hint:" in studio.window.statusBar().currentMessage()
    studio.controller.play(hint)
    assert studio.controller.snapshot().hint is None


def test_move_now_plays_at_once_and_the_label_says_thinking(qtbot, studio):
    studio.settings.set("ai_book", False)                    # a search, not a book move at once
    studio.seats.configure({"red"}, "master", 30.0)
    assert studio.window.thinking_label.text() == "Computer thinks…"
    with qtbot.waitSignal(studio.seats.info, timeout=30000):     # the worker is searching
        pass
    studio.window.actions_by_name["move_now"].trigger()
    qtbot.waitUntil(lambda: len(studio.controller.game.moves) == 1, timeout=3000)
    assert studio.window.thinking_label.text() == ""


def test_computer_vs_computer(qtbot, studio):
    studio.seats.configure({"red", "black"}, "beginner", 0.1)
    qtbot.waitUntil(lambda: len(studio.controller.game.moves) >= 3, timeout=30000)
    studio.seats.configure(set(), "beginner", 0.1)
    assert studio.controller.game.board.fen() != Board().fen()


def test_a_failing_computer_is_shown_in_a_dialog(qtbot, studio):
    studio.seats.configure({"red"}, "no-such-level", 1.0)
    qtbot.waitUntil(lambda: bool(studio.window.dialogs.errors), timeout=30000)
    title, text = studio.window.dialogs.errors[0]
    assert title == "The computer failed"
    assert text.startswith("Option Level of Xiangqi Studio master cannot be “no-such-level”: it takes one of: novice")
    assert studio.window.thinking_label.text() == ""


def test_the_time_setting_reaches_the_computer(qtbot, studio):
    studio.seats.configure({"black"}, "beginner", 2.0)
    studio.settings.set("ai_time", 0.2)
    assert studio.seats.time_limit == 0.2
    with qtbot.waitSignal(studio.controller.move_made, timeout=30000):
        studio.controller.play(Move.from_iccs("h2e2"))
    qtbot.waitUntil(lambda: len(studio.controller.game.moves) == 2, timeout=30000)
