"""Clocks and handicaps in the main window, on a fake time source: no test sleeps."""

import pytest
from PySide6.QtCore import QSettings

from app.model import Move, Termination
from app.model.enums import Color
from app.model.handicap import Handicap, start_fen
from app.model.seating import NewGameChoice
from app.model.time_control import TimeControl
from tests.view.conftest import make_app


def new_game(app, **choice):
    app.window.dialogs.new_game_choice = choice
    app.play.new_game()


def play(app, fake_time, seconds, iccs):
    fake_time.t += seconds
    assert app.controller.play(Move.from_iccs(iccs))


def test_the_dialog_chooses_time_controls_per_side_and_a_handicap(qtbot):
    from app.controller.settings import Settings
    from app.view.new_game_dialog import NewGameDialog
    settings = Settings(QSettings("/dev/null", QSettings.Format.IniFormat))
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.red_time.set_text("5+3")
    dialog.odds.setChecked(True)
    dialog.black_time.set_text("10|30s")
    dialog.handicap.setCurrentIndex(dialog.handicap.findData("two-horses"))
    dialog.giver.setCurrentIndex(1)
    choice = dialog.choice()
    assert choice.red_tc == TimeControl.parse("5+3") and choice.black_tc == TimeControl.parse("10|30s")
    assert choice.handicap is Handicap.TWO_HORSES and choice.giver is Color.BLACK
    dialog.red_time.set_text("12 minutes")           # not a preset: the custom field, and not readable
    assert dialog.red_time.custom.isVisibleTo(dialog)
    dialog.accept()
    assert dialog.result() == 0 and "12 minutes" in dialog.problem.text()


def test_a_handicap_game_starts_from_its_position_with_both_clocks(timed, fake_time):
    new_game(timed, red_tc=TimeControl.parse("5+3"), black_tc=TimeControl.parse("10|30s"),
             handicap=Handicap.LEFT_HORSE, giver=Color.RED)
    assert timed.controller.game.start_fen == start_fen(Handicap.LEFT_HORSE, Color.RED)
    assert timed.played.headers["Handicap"] == "left-horse"
    assert timed.played.headers["RedTimeControl"] == "300+3"
    clocks = timed.window.clocks
    assert clocks.bottom.isVisibleTo(timed.window) and clocks.bottom.digits.text() == "5:00"
    assert clocks.top.digits.text() == "10:00"
    assert clocks.bottom.mode == "active" and clocks.top.mode == "idle"    # Red to make the first move
    play(timed, fake_time, 20, "h2e2")
    timed.clock.tick()
    assert clocks.bottom.digits.text() == "5:03"     # 300 + 3: the first move starts the clocks, costs nothing
    assert clocks.top.mode == "active"


def test_running_out_of_time_loses_with_a_popup(timed, fake_time):
    new_game(timed, red_tc=TimeControl.parse("1"), black_tc=TimeControl.parse("1"))
    play(timed, fake_time, 5, "h2e2")
    fake_time.t += 52
    timed.clock.tick()
    assert timed.window.clocks.top.digits.text() == "8.0" and timed.window.clocks.top.mode == "low"
    assert timed.window.dialogs.rulings == []
    fake_time.t += 9
    timed.clock.tick()
    rulings = timed.window.dialogs.rulings
    assert len(rulings) == 1 and rulings[0].termination == Termination.TIME_FORFEIT
    assert timed.window.statusBar().currentMessage() == "Red wins: Black ran out of time"
    assert timed.window.clocks.top.mode == "out"


def test_out_of_time_against_a_bare_king_is_a_draw(timed, fake_time):
    timed.window.dialogs.new_game_choice = {"red_tc": TimeControl.parse("1")}
    timed.play.start_game(NewGameChoice(red_tc=TimeControl.parse("1"), black_tc=TimeControl.parse("1")),
                     "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")
    play(timed, fake_time, 0, "a0a1")                 # the first move starts the clocks
    play(timed, fake_time, 0, "e9e8")
    fake_time.t += 61
    timed.clock.tick()
    assert timed.window.statusBar().currentMessage() == "Draw: Red ran out of time, but Black cannot mate: draw"


def test_undo_gives_back_the_times_of_that_ply(timed, fake_time):
    new_game(timed, red_tc=TimeControl.parse("10+5"))
    play(timed, fake_time, 30, "h2e2")
    play(timed, fake_time, 40, "h9g7")
    fake_time.t += 100
    timed.play.undo()
    assert len(timed.controller.game.moves) == 1
    assert timed.clock.state(Color.BLACK).remaining == 600 and timed.clock.state(Color.RED).remaining == 605
    fake_time.t += 3
    assert timed.clock.state(Color.BLACK).remaining == 597


def test_pause_stops_the_clock_and_the_board(timed, fake_time):
    new_game(timed, red_tc=TimeControl.parse("10"))
    play(timed, fake_time, 0, "h2e2")               # Black's clock runs
    timed.window.actions_by_name["pause"].trigger()
    fake_time.t += 100
    assert timed.clock.state(Color.BLACK).remaining == 600
    assert timed.window.turn_label.text() == "Paused"
    timed.controller.click(0)        # nothing selects while paused
    assert timed.controller.input.selected is None
    timed.window.actions_by_name["pause"].trigger()
    fake_time.t += 10
    assert timed.clock.state(Color.BLACK).remaining == 590


def test_add_time_gives_a_side_a_minute(timed, fake_time):
    new_game(timed, red_tc=TimeControl.parse("5+3"))
    timed.window.actions_by_name["add_time_black"].trigger()
    assert timed.clock.state(Color.BLACK).remaining == 360


def test_the_autosave_keeps_the_clock(qtbot, tmp_path, timed, fake_time):
    new_game(timed, red_tc=TimeControl.parse("10+5"))
    play(timed, fake_time, 30, "h2e2")
    play(timed, fake_time, 40, "h9g7")
    fake_time.t += 7
    timed.play.save_progress()
    timed.autosave.lock.release()          # "crash": the system lets the dead instance's lock go
    again = make_app(qtbot, tmp_path, fake_time, timed.autosave.folder, "second")
    try:
        assert len(again.controller.game.moves) == 2
        assert again.clock.state(Color.RED).remaining == pytest.approx(598)   # 600 + 5 - 7 (the first move is free)
        assert again.clock.state(Color.BLACK).remaining == 565
        assert again.played.headers["TimeControl"] == "600+5"
    finally:
        again.seats.close()


def test_the_computer_gets_the_clock_in_its_limit(timed, fake_time):
    new_game(timed, red_tc=TimeControl.parse("5+3"))
    play(timed, fake_time, 10, "h2e2")
    limit = timed.clock.limit("black")
    assert limit.time is None and limit.black_clock == pytest.approx(299) and limit.red_clock == pytest.approx(302)
    assert limit.black_inc == 3
    from app.ai.uci import parse_go, search_times
    from app.ai.uci_protocol import UciServer
    from app.engines import UciProtocol
    go = parse_go(UciProtocol().go(limit, red_to_move=False).split()[1:])   # what the built-in engine is sent
    assert go.numbers["btime"] == pytest.approx(299000, abs=1) and go.numbers["binc"] == 3000
    seconds, soft = search_times(go, UciServer(), False)
    assert soft is not None and 0 < soft <= seconds <= 300 / 8


def test_the_last_ten_seconds_tick_once_a_second(timed, fake_time):
    from app.view.sound import SoundKind
    new_game(timed, red_tc=TimeControl.parse("1"))
    play(timed, fake_time, 0, "h2e2")               # Black's clock runs from here
    played = []
    timed.sound.play = played.append
    fake_time.t += 45
    timed.clock.tick()
    assert played == []
    for _ in range(10):               # 14, 13, ..., 5 s left: a tick at 9, 8, 7, 6 and 5
        fake_time.t += 1
        timed.clock.tick()
    timed.clock.tick()                # the same second again: no second tick
    assert played == [SoundKind.TICK] * 5


def test_the_history_can_show_each_moves_clock(timed, fake_time):
    new_game(timed, red_tc=TimeControl.parse("5+3"))
    play(timed, fake_time, 20, "h2e2")
    play(timed, fake_time, 7, "h9g7")
    history = timed.window.history
    assert history.item(0, 0).text() == "炮二平五"
    timed.settings.set("move_times", True)
    assert (history.item(0, 0).text(), history.item(0, 1).text()) == ("炮二平五   5:03", "马８进７   4:56")
    assert history.text_at(1) == "炮二平五"


def test_a_restored_handicap_game_keeps_its_handicap_and_time_controls(qtbot, timed, fake_time, tmp_path):
    from tests.view.conftest import close_application, make_app
    new_game(timed, red_tc=TimeControl.parse("5+3"), black_tc=TimeControl.parse("5+3"),
             handicap=Handicap.TWO_HORSES, giver=Color.RED)
    play(timed, fake_time, 5, "b2e2")
    # "crash": the autosave stays (the system lets the dead instance's lock go); a new session restores it
    timed.autosave.lock.release()
    second = make_app(qtbot, tmp_path, fake_time, folder=timed.autosave.folder, name="second")
    try:
        assert second.controller.game.start_fen == start_fen(Handicap.TWO_HORSES, Color.RED)
        assert second.played.headers["Handicap"] == "two-horses"
        assert second.played.headers["TimeControl"] == "300+3"
        record = second.played.record(second.controller.game, "Red", "Black")
        assert record.headers["Handicap"] == "two-horses"
    finally:
        close_application(second)


# ----- a crash refunds little thinking time ---------------------------------------
def restarted_after_a_crash(qtbot, tmp_path, app, fake_time):
    """A new session on `app`'s data folder, as after kill -9 (its lock freed, its files as they were)."""
    app.autosave.lock.release()
    return make_app(qtbot, tmp_path, fake_time, app.autosave.folder, "after-crash")


def test_pausing_saves_the_time_thought_so_far(qtbot, tmp_path, timed, fake_time):
    from tests.view.conftest import close_application
    new_game(timed, red_tc=TimeControl.parse("10"))
    play(timed, fake_time, 30, "h2e2")
    fake_time.t += 8                                  # Black thinks 8 s, then pauses
    timed.window.actions_by_name["pause"].trigger()
    again = restarted_after_a_crash(qtbot, tmp_path, timed, fake_time)
    try:
        assert again.clock.state(Color.BLACK).remaining == pytest.approx(592), "no time refunded"
        assert again.clock.state(Color.RED).remaining == pytest.approx(600)
    finally:
        close_application(again)


def test_the_clock_is_saved_every_few_seconds_while_a_side_thinks(qtbot, tmp_path, timed, fake_time):
    import json
    from app.controller.game_clock import CHECKPOINT_MS
    from tests.view.conftest import close_application
    assert 1000 <= CHECKPOINT_MS <= 5000, "the most a crash can refund"
    new_game(timed, red_tc=TimeControl.parse("10"))
    play(timed, fake_time, 30, "h2e2")
    timed.clock.checkpoint_timer.setInterval(20)      # the timer's period, shortened for the test
    fake_time.t += 41                                 # Black has been thinking 41 s when the program dies
    qtbot.waitUntil(lambda: json.loads(timed.autosave.path.read_bytes())["clock"]["elapsed"] == 41, timeout=5000)
    again = restarted_after_a_crash(qtbot, tmp_path, timed, fake_time)
    try:
        assert again.clock.state(Color.BLACK).remaining == pytest.approx(559)
    finally:
        close_application(again)


def test_no_checkpoint_while_no_clock_runs(qtbot, timed, fake_time):
    new_game(timed, red_tc=TimeControl.parse("10"))
    assert not timed.clock.checkpoint_timer.isActive()    # no clock runs before the first move
    play(timed, fake_time, 0, "h2e2")
    assert timed.clock.checkpoint_timer.isActive()
    timed.window.actions_by_name["pause"].trigger()
    assert not timed.clock.checkpoint_timer.isActive()
    new_game(timed)                                   # untimed
    assert not timed.clock.checkpoint_timer.isActive()


# ----- the dialog refuses absurd time controls with a reason ----------------------
@pytest.mark.parametrize("typed, says", [("1" * 5000, "at most a year"), ("1" + "0" * 21, "at most a year"),
                                         ("5+100000000000000000000", "at most a year"), ("2000/90", "1 to 1000"),
                                         ("<b>12</b> minutes", "<b>12</b> minutes")])
def test_the_dialog_refuses_an_absurd_time_control_and_says_why(qtbot, typed, says):
    from app.controller.settings import Settings
    from app.view.new_game_dialog import NewGameDialog
    from PySide6.QtCore import Qt
    dialog = NewGameDialog(Settings(QSettings("/dev/null", QSettings.Format.IniFormat)))
    qtbot.addWidget(dialog)
    dialog.red_time.set_text(typed)
    dialog.accept()                                   # no exception escapes
    assert dialog.result() == 0 and says in dialog.problem.text()
    assert len(dialog.problem.text()) < 200 and dialog.problem.textFormat() == Qt.TextFormat.PlainText


# ----- the clocks start with the first move, as on game servers -------------------
def test_no_time_is_spent_before_the_first_move(timed, fake_time):
    new_game(timed, red_tc=TimeControl.parse("5s/move"))       # a fixed time a move: Red lost here before
    fake_time.t += 100                                         # Red looks at the board for 100 s
    timed.clock.tick()
    assert timed.window.dialogs.rulings == [] and not timed.controller.game.is_over()
    assert timed.clock.state(Color.RED).remaining == 5 and not timed.clock.clock.running
    bottom = timed.window.clocks.bottom                        # Red's face says why its clock stands
    assert bottom.mode == "active" and bottom.extra.text() == "Starts with the first move"
    play(timed, fake_time, 0, "h2e2")
    assert timed.clock.move_times() == [5] and timed.clock.clock.moves[0].spent == 0
    assert timed.clock.clock.running and timed.clock.clock.turn is Color.BLACK
    fake_time.t += 3
    assert timed.clock.state(Color.BLACK).remaining == 2       # from now on, the side to move's clock runs
    assert bottom.extra.text() == "" and timed.window.clocks.top.mode == "low"   # running, under 10 s


def test_undoing_the_first_move_stops_the_clocks_again(timed, fake_time):
    new_game(timed, red_tc=TimeControl.parse("10"))
    play(timed, fake_time, 0, "h2e2")
    fake_time.t += 20
    timed.play.undo()
    fake_time.t += 50
    assert timed.clock.state(Color.RED).remaining == 600 and timed.clock.state(Color.BLACK).remaining == 600
    assert timed.clock.waiting and not timed.clock.clock.running


def test_a_computer_playing_red_starts_the_clocks_with_its_first_move(qtbot, timed, fake_time):
    from app.model.seating import Opponent, PlayerSpec
    new_game(timed, opponent=Opponent.COMPUTER_RED, computer=PlayerSpec.builtin("beginner"),
             red_tc=TimeControl.parse("5+3"))
    fake_time.t += 30                            # the computer's thinking on its first move costs nothing
    qtbot.waitUntil(lambda: len(timed.controller.game.moves) == 1, timeout=30000)
    assert timed.clock.state(Color.RED).remaining == 303
    assert timed.clock.clock.running and timed.clock.clock.turn is Color.BLACK
    fake_time.t += 4
    assert timed.clock.state(Color.BLACK).remaining == 296


def test_a_game_resumed_mid_way_runs_the_clock_of_the_side_to_move_at_once(qtbot, tmp_path, timed, fake_time):
    from tests.view.conftest import close_application
    new_game(timed, red_tc=TimeControl.parse("10"))
    play(timed, fake_time, 0, "h2e2")
    play(timed, fake_time, 15, "h9g7")
    again = restarted_after_a_crash(qtbot, tmp_path, timed, fake_time)
    try:
        assert not again.clock.waiting and again.clock.clock.running
        fake_time.t += 6
        assert again.clock.state(Color.RED).remaining == 594 and again.clock.state(Color.BLACK).remaining == 585
    finally:
        close_application(again)
