"""The computer as an opponent in the main window (and its thinking message):
draw offers, 'Play from here' and 'Continue from here' offer opponents, clicks while it thinks."""

from app.model import Move, Termination
from app.model.seating import Opponent, PlayerSpec
from app.model.time_control import TimeControl


def test_play_from_the_editor_offers_the_opponents(studio):
    dialogs = studio.window.dialogs
    dialogs.new_game_choice = {"opponent": Opponent.COMPUTER_BLACK, "computer": PlayerSpec.builtin("casual")}
    fen = "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1"
    studio.play.play_from(fen)
    assert dialogs.new_game_calls == [False]
    assert studio.controller.game.start_fen == fen
    assert studio.seats.sides == {"black"} and studio.seats.level == "casual"


def test_play_from_the_editor_can_be_cancelled(studio):
    studio.window.dialogs.new_game = lambda settings, setup=True, times=True, engines=None: None
    studio.controller.play(Move.from_iccs("h2e2"))
    studio.window.dialogs.unsaved_answer = "discard"
    studio.play.play_from("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")
    assert [m.iccs for m in studio.controller.game.moves] == ["h2e2"]


def test_continue_from_here_offers_the_opponents_and_a_clock(studio):
    for text in ["h2e2", "h9g7", "h0g2", "i9h9"]:
        studio.controller.play(Move.from_iccs(text))
    studio.controller.show_ply(2)
    dialogs = studio.window.dialogs
    dialogs.new_game_choice = {"opponent": Opponent.COMPUTER_BLACK, "computer": PlayerSpec.builtin("beginner"),
                               "red_tc": TimeControl.parse("5+3"), "black_tc": TimeControl.parse("5+3")}
    studio.window.continue_button.click()
    assert dialogs.new_game_calls == [False]
    assert len(studio.controller.game.moves) == 2 and not studio.controller.browsing
    assert studio.seats.sides == {"black"} and studio.clock.timed
    assert studio.played.headers["TimeControl"] == "300+3"


def test_a_draw_offer_is_decided_by_the_computer(studio):
    studio.seats.configure({"black"}, "master", 30.0)       # Red (a person) to move: no search yet
    studio.window.actions_by_name["draw"].trigger()
    assert studio.controller.game.outcome() is None
    assert studio.window.statusBar().currentMessage() == "The computer declines the draw"
    assert ("draw", "red") not in studio.window.dialogs.questions, "no dialog asks the human for the computer"


def test_between_people_the_other_player_is_asked(studio):
    studio.window.actions_by_name["draw"].trigger()
    assert studio.window.dialogs.questions[-1] == ("draw", "red")
    assert studio.controller.game.outcome().termination == Termination.AGREEMENT


def test_clicks_while_the_computer_thinks_say_so(qtbot, studio):
    from tests.view.test_main_window import click
    studio.seats.configure({"red"}, "master", 30.0)         # the computer plays Red and thinks now
    assert studio.seats.thinking
    click(qtbot, studio, "h9")
    assert studio.window.statusBar().currentMessage() == "The computer is thinking…"
    assert studio.controller.input.selected is None
    studio.seats.cancel()


def test_the_ruleset_is_always_shown_with_its_summary(studio):
    label = studio.window.ruleset_label
    assert label.text() == "CXQ rules" and label.toolTip()
    studio.controller.new_game("asian")
    assert label.text() == "Asian Rules"
    studio.window.actions_by_name["rules_help"].trigger()
    assert studio.window.dialogs.help == ["asian"]


def test_computer_against_computer_can_be_paused_and_stopped(studio):
    assert studio.seats.min_move_time == 1.0, "watchable by default, even at weak levels"
    studio.seats.configure({"red", "black"}, "beginner", 30.0)
    studio.play_view.refresh_board()
    assert studio.window.actions_by_name["pause"].isEnabled() and studio.window.actions_by_name["stop"].isEnabled()
    studio.window.actions_by_name["pause"].trigger()
    assert studio.controller.paused and not studio.seats.thinking and studio.window.turn_label.text() == "Paused"
    studio.window.actions_by_name["pause"].trigger()
    assert not studio.controller.paused and studio.seats.thinking
    studio.window.actions_by_name["stop"].trigger()
    assert studio.seats.sides == set() and not studio.seats.thinking
    assert studio.controller.game.outcome() is None


def test_resigning_against_the_computer_resigns_the_person(studio):
    studio.seats.configure({"black"}, "master", 30.0)
    studio.controller.play(Move.from_iccs("h2e2"))        # the computer (Black) thinks now
    assert studio.seats.thinking
    studio.window.actions_by_name["resign"].trigger()
    outcome = studio.controller.game.outcome()
    assert outcome.termination == Termination.RESIGNATION and outcome.winner == "black"
    assert not studio.seats.thinking


def test_a_draw_with_draw_odds_is_the_receivers_match(studio):
    from app.model.enums import Color
    from app.model.handicap import Handicap
    studio.window.dialogs.new_game_choice = {"handicap": Handicap.DRAW_ODDS, "giver": Color.RED}
    studio.play.new_game()
    assert studio.played.headers["Handicap"] == "draw-odds"
    studio.controller.play(Move.from_iccs("h2e2"))
    studio.window.actions_by_name["draw"].trigger()
    assert studio.window.statusBar().currentMessage() == "Draw odds: the draw counts as a win for Black"
