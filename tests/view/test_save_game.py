"""A played game can be saved: File ▸ Save, and the prompt on quit / new game."""

from PySide6.QtGui import QKeySequence

from app.formats import read_games
from app.model import Move
from app.model.clock_comment import line_clocks
from app.model.time_control import TimeControl
from tests.view.test_play_clock import play


def moves(app, fake, *iccs):
    for i, text in enumerate(iccs):
        play(app, fake, 10 + i, text)


def test_save_writes_players_result_ruleset_clock_times(timed, fake_time, tmp_path):
    timed.window.dialogs.new_game_choice = {"red_tc": TimeControl.parse("5+3")}
    timed.play.new_game()
    moves(timed, fake_time, "h2e2", "h9g7", "h0g2")
    timed.controller.resign()
    path = tmp_path / "played.pgn"
    timed.window.dialogs.save_to = str(path)
    timed.window.actions_by_name["save"].trigger()
    tree = read_games(path)[0]
    h = tree.headers
    assert (h["Red"], h["Black"], h["Result"], h["Ruleset"], h["Termination"]) == (
        "Red", "Black", "1-0", "cxq", "resignation")
    assert h["TimeControl"] == "300+3" and h["Date"].count(".") == 2
    assert tree.mainline() == ["h2e2", "h9g7", "h0g2"]
    assert line_clocks(tree.mainline_nodes()) == [303, 292, 294]
    assert str(path) in timed.recent.paths()
    assert not timed.played.needs_saving(timed.controller.game)


def test_the_computer_is_named_with_its_level(timed, fake_time, tmp_path):
    timed.seats.configure({"black"}, "casual", 1.0)
    timed.seats.cancel()
    timed.played.save(timed.controller.game, str(tmp_path / "x.pgn"), "Red", "Computer (casual)")
    from app.controller.played_game import player_name
    assert player_name("black", timed.seats.sides, timed.seats.level) == "Computer (casual)"
    assert player_name("red", timed.seats.sides, timed.seats.level) == "Red"


def test_keys_for_save_and_save_as(timed):
    actions = timed.window.actions_by_name
    assert actions["save"].shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    assert actions["save_as"].shortcut() == QKeySequence("Ctrl+Shift+S")


def test_quit_asks_and_save_writes_the_file(timed, fake_time, tmp_path):
    moves(timed, fake_time, "h2e2", "h9g7")
    dialogs = timed.window.dialogs
    dialogs.unsaved_answer, dialogs.save_to = "save", str(tmp_path / "quit.pgn")
    assert timed.window.close()
    assert dialogs.unsaved == 1
    assert read_games(tmp_path / "quit.pgn")[0].mainline() == ["h2e2", "h9g7"]
    timed.on_quit()
    assert not timed.autosave.exists(), "saved: nothing left to restore"


def test_quit_cancel_keeps_the_window_and_the_autosave(timed, fake_time):
    moves(timed, fake_time, "h2e2")
    timed.window.dialogs.unsaved_answer = "cancel"
    assert not timed.window.close()
    assert timed.window.isVisible()
    assert timed.autosave.exists()


def test_quit_discard_removes_the_autosave(timed, fake_time):
    moves(timed, fake_time, "h2e2")
    assert timed.autosave.exists()
    timed.window.dialogs.unsaved_answer = "discard"
    assert timed.window.close()
    assert not timed.autosave.exists()


def test_a_crash_keeps_the_autosave_of_an_unsaved_game(timed, fake_time):
    moves(timed, fake_time, "h2e2")
    timed.on_quit()                  # quitting without the prompt (the session was killed): kept
    assert timed.autosave.exists()


def test_new_game_asks_about_the_running_game(timed, fake_time):
    moves(timed, fake_time, "h2e2")
    dialogs = timed.window.dialogs
    dialogs.unsaved_answer = "cancel"
    timed.play.new_game()
    assert timed.controller.game.moves == [Move.from_iccs("h2e2")] and dialogs.new_game_calls == []
    dialogs.unsaved_answer = "discard"
    timed.play.new_game()
    assert timed.controller.game.moves == [] and dialogs.unsaved == 2


def test_an_empty_or_saved_game_is_not_asked_about(timed, fake_time, tmp_path):
    timed.play.new_game()
    assert timed.window.dialogs.unsaved == 0
    moves(timed, fake_time, "h2e2")
    timed.window.dialogs.save_to = str(tmp_path / "g.pgn")
    assert timed.play.save(ask=True)
    timed.play.new_game()
    assert timed.window.dialogs.unsaved == 0


def test_saving_over_a_read_only_file_is_refused_and_says_what_to_do(qtbot, studio, tmp_path):
    path = tmp_path / "kept.pgn"
    path.write_text("old games\n", encoding="utf-8")
    path.chmod(0o444)
    assert studio.controller.play(Move.from_iccs("h2e2"))
    studio.window.dialogs.save_to = str(path)
    studio.window.actions_by_name["save"].trigger()
    title, text = studio.window.dialogs.errors[-1]
    assert title == "Save failed" and str(path) in text and "save it under another name" in text
    assert path.read_text(encoding="utf-8") == "old games\n"         # untouched
    assert studio.played.needs_saving(studio.controller.game)
