"""The play session without a window: the rules of a played game (undo back to the person's turn, draw
offers, resigning, pausing with clocks, stopping the computers, settling and saving, restoring a game a
crash left, the players' names). Questions are answered from a table, computers are fake players that
answer when the test says so, time is a number the test moves."""

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QSettings

from app.controller.autosave import Autosave, claim_orphans
from app.controller.file_folders import FileFolders
from app.controller.play_session import ADDED_TIME, PlaySession
from app.controller.recent_files import RecentFiles
from app.controller.settings import Settings
from app.engines.values import Score
from app.formats import read_games
from app.model import Game, Move
from app.model.arbiter import Termination
from app.model.enums import Color
from app.model.errors import FileProblem
from app.model.handicap import Handicap
from app.model.seating import NewGameChoice, Opponent, PlayerSpec
from app.model.time_control import TimeControl
from tests.controller.test_seats_decisions import ScoringPlayer


class Questions:
    """Answers the session's questions from a table and records what was asked."""

    def __init__(self):
        self.asked = []
        self.answers = {}                     # confirm kind -> bool (default True)
        self.unsaved = "discard"              # 'save', 'discard', 'cancel'
        self.path = ""                        # the save dialog's answer ('' cancelled)
        self.choice = NewGameChoice()         # the new-game dialog's answer (None: cancelled)
        self.restore = ("restore", 0)         # the answer about several unsaved games

    def confirm(self, kind, data):
        self.asked.append((kind, data))
        return self.answers.get(kind, True)

    def unsaved_game(self):
        self.asked.append(("unsaved", None))
        return self.unsaved

    def save_path(self, suggested):
        self.asked.append(("save_path", suggested))
        return self.path

    def new_game(self, setup=True, times=True):
        self.asked.append(("new_game", (setup, times)))
        return self.choice

    def restore_games(self, orphans):
        self.asked.append(("restore_games", len(orphans)))
        return self.restore


class FakeTime:
    def __init__(self):
        self.t = 1000.0

    def __call__(self):
        return self.t


def make_session(tmp_path, folder=None, name="s"):
    settings = Settings(QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat))
    settings.min_move_time = 0.0              # a computer's move is played as soon as it is given
    recent = RecentFiles(QSettings(str(tmp_path / f"{name}-recent.ini"), QSettings.Format.IniFormat))
    computers = []
    now = FakeTime()
    session = PlaySession(settings, Autosave(folder or tmp_path / "data"), recent, Questions(), now,
                          FileFolders(settings, home=str(tmp_path)),
                          computer=lambda level, book: computers.append(ScoringPlayer(level, book)) or computers[-1])
    session.computers, session.now = computers, now       # for the tests
    return session


@pytest.fixture
def session(qapp, tmp_path):
    made = make_session(tmp_path)
    yield made
    made.seats.close()
    made.autosave.close()
    made.controller.deleteLater()


def play(session, *moves):
    """Play moves at the board (ICCS)."""
    for text in moves:
        assert session.controller.play(Move.from_iccs(text)), text


def answer(session, text=None):
    """The computer to move plays (its first legal move, or `text`)."""
    computer = session.computers[-1]
    assert computer.busy, "the computer was not asked for a move"
    computer.answer(move=Move.from_iccs(text) if text else None)


def against_the_computer(session, opponent=Opponent.COMPUTER_BLACK, **choice):
    session.start_game(NewGameChoice.seated(opponent, PlayerSpec.builtin("beginner"), **choice))


# ----- undo ----------------------------------------------------------------------------------------
def test_undo_against_the_computer_goes_back_to_the_persons_turn(session):
    against_the_computer(session)
    play(session, "h2e2")
    answer(session, "h9g7")
    play(session, "h0g2")
    answer(session, "i9h9")
    session.undo()
    game = session.controller.game
    assert [m.iccs for m in game.moves] == ["h2e2", "h9g7"] and game.board.turn == Color.RED
    play(session, "b2d2")                      # the computer thinks: undo drops its search and the move
    assert session.seats.thinking
    session.undo()
    assert [m.iccs for m in game.moves] == ["h2e2", "h9g7"] and game.board.turn == Color.RED
    assert not session.seats.thinking and not session.computers[-1].busy


def test_undo_between_two_people_takes_back_one_move(session):
    play(session, "h2e2", "h9g7")
    session.undo()
    assert [m.iccs for m in session.controller.game.moves] == ["h2e2"]


def test_undo_with_touch_move_takes_back_nothing(session):
    session.settings.touch_move = True
    session.controller.set_touch_move(True)
    play(session, "h2e2")
    session.undo()
    assert len(session.controller.game.moves) == 1


# ----- draws and resigning ---------------------------------------------------------------------------
def test_the_computer_declines_an_early_draw_and_the_game_goes_on(session):
    declined = []
    session.draw_declined.connect(lambda: declined.append(True))
    against_the_computer(session)
    play(session, "h2e2")
    answer(session)
    session.offer_draw()
    assert declined == [True] and not session.controller.game.is_over()
    assert ("draw", "red") not in session.questions.asked, "the computer answers, not the person"


def test_the_computer_accepts_a_draw_when_it_stands_no_better(session):
    against_the_computer(session)
    for _ in range(20):                        # 40 plies: the computer considers draws from then on
        board = session.controller.game.board
        session.controller.play(max(board.legal_moves(), key=lambda m: m.iccs))
        session.computers[-1].score = Score(cp=-40)
        answer(session)
    session.offer_draw()
    outcome = session.controller.game.outcome()
    assert outcome is not None and outcome.termination is Termination.AGREEMENT and outcome.winner is None


def test_a_person_answers_a_draw_offer_from_a_person(session):
    play(session, "h2e2")                      # Black to move: Black offers, Red is asked
    session.questions.answers["draw"] = False
    session.offer_draw()
    assert session.questions.asked[-1] == ("draw", "black") and not session.controller.game.is_over()
    session.questions.answers["draw"] = True
    session.offer_draw()
    assert session.controller.game.outcome().termination is Termination.AGREEMENT


def test_resigning_resigns_the_person_never_the_computer(session):
    against_the_computer(session, Opponent.COMPUTER_RED)    # the person plays Black; Red (computer) thinks
    assert session.seats.thinking
    session.questions.answers["resign"] = False
    session.resign()
    assert not session.controller.game.is_over() and session.seats.thinking
    session.questions.answers["resign"] = True
    session.resign()
    outcome = session.controller.game.outcome()
    assert session.questions.asked[-1] == ("resign", "black")
    assert outcome.termination is Termination.RESIGNATION and outcome.winner == Color.RED
    assert not session.seats.thinking


# ----- pause, clocks, stop ---------------------------------------------------------------------------
def test_pause_stops_the_clock_and_the_computer_and_resume_goes_on(session):
    against_the_computer(session, red_tc=TimeControl.parse("5+0"), black_tc=TimeControl.parse("5+0"))
    paused = []
    session.paused_changed.connect(paused.append)
    play(session, "h2e2")                      # Black's clock runs from Red's first move
    assert session.seats.thinking
    session.now.t += 10
    session.set_paused(True)
    assert session.controller.paused and session.clock.paused and not session.seats.thinking
    session.now.t += 100                       # a long pause costs Black nothing
    session.set_paused(False)
    assert paused == [True, False] and not session.controller.paused and session.seats.thinking
    session.now.t += 5
    assert session.clock.state(Color.BLACK).remaining == pytest.approx(300 - 15)
    assert session.clock.state(Color.RED).remaining == pytest.approx(300)


def test_a_finished_game_is_not_paused(session):
    play(session, "h2e2")
    session.questions.answers["resign"] = True
    session.resign()
    session.set_paused(True)
    assert not session.controller.paused


def test_a_fallen_flag_ends_the_game_and_says_so(session):
    finished = []
    session.finished.connect(lambda outcome, receiver: finished.append((outcome, receiver)))
    session.start_game(NewGameChoice(red_tc=TimeControl.parse("1"), black_tc=TimeControl.parse("1")))
    play(session, "h2e2")
    session.now.t += 61
    session.clock.tick()
    outcome = session.controller.game.outcome()
    assert outcome.termination is Termination.TIME_FORFEIT and outcome.winner == Color.RED
    assert finished == [(outcome, None)] and not session.clock.clock.running


def test_added_time_goes_to_the_side_named(session):
    session.start_game(NewGameChoice(red_tc=TimeControl.parse("1"), black_tc=TimeControl.parse("1")))
    session.add_time("black")
    assert session.clock.state(Color.BLACK).remaining == pytest.approx(60 + ADDED_TIME)
    assert session.clock.state(Color.RED).remaining == pytest.approx(60)


def test_stopping_the_computers_hands_both_sides_to_the_board(session):
    stopped = []
    session.computers_stopped.connect(lambda: stopped.append(True))
    against_the_computer(session, Opponent.COMPUTERS)
    session.set_paused(True)
    session.stop_computers()
    assert session.seats.sides == set() and session.players.opponent is Opponent.HUMANS
    assert stopped == [True] and not session.controller.paused and not session.seats.thinking
    assert session.controller.game.outcome() is None


# ----- starting games ----------------------------------------------------------------------------------
def test_a_new_game_asks_about_the_unsaved_one_first(session):
    play(session, "h2e2")
    session.questions.unsaved = "cancel"
    session.new_game()
    assert session.questions.asked == [("unsaved", None)] and len(session.controller.game.moves) == 1
    session.questions.unsaved = "discard"
    session.questions.choice = NewGameChoice.seated(Opponent.COMPUTER_RED, PlayerSpec.builtin("beginner"),
                                                    handicap=Handicap.LEFT_HORSE, giver=Color.RED)
    session.new_game()
    assert session.questions.asked[-1] == ("new_game", (True, True))
    game = session.controller.game
    assert game.moves == [] and game.start_fen != Game().start_fen
    assert session.played.headers["Handicap"] == "left-horse" and session.seats.sides == {"red"}
    assert session.settings.flipped, "the board is turned to the person's side (Black)"


def test_continuing_from_an_earlier_position_drops_the_later_moves_and_seats_anew(session):
    play(session, "h2e2", "h9g7", "h0g2", "i9h9")
    session.controller.show_ply(2)
    session.questions.choice = NewGameChoice.seated(Opponent.COMPUTER_BLACK, PlayerSpec.builtin("beginner"))
    session.continue_game()
    assert session.questions.asked[0] == ("new_game", (False, True))
    assert [m.iccs for m in session.controller.game.moves] == ["h2e2", "h9g7"]
    assert session.seats.sides == {"black"} and session.players.opponent is Opponent.COMPUTER_BLACK


def test_a_hint_is_shown_and_named_with_the_opening_it_leads_to(session):
    shown = []
    session.hint_shown.connect(lambda move, opening: shown.append((move, opening)))
    session.show_hint(Move.from_iccs("h2e2"))
    move, opening = shown[0]
    assert move == Move.from_iccs("h2e2") and (opening.code, opening.name) == ("B00", "中炮局")
    assert session.controller.snapshot().hint == move


# ----- names and saving -------------------------------------------------------------------------------
def test_players_are_saved_under_their_names(session):
    session.start_game(NewGameChoice.seated(Opponent.COMPUTER_BLACK, PlayerSpec.builtin("beginner"),
                                            names=("Li Lai", "")))
    assert session.player_label(Color.RED) == "Li Lai"
    assert session.player_label(Color.BLACK) == "Computer (beginner)"
    assert session.shown_name(Color.BLACK) == "Computer (beginner)"
    session.start_game(NewGameChoice())
    assert session.player_label(Color.RED) == "Red" and session.shown_name(Color.RED) == ""


def test_settling_a_game_without_moves_asks_nothing(session):
    assert session.settle() and session.questions.asked == []


def test_settling_by_saving_writes_the_game_where_asked(session, tmp_path):
    saved = []
    session.saved.connect(saved.append)
    play(session, "h2e2", "h9g7")
    session.questions.unsaved, session.questions.path = "save", str(tmp_path / "mine.pgn")
    assert session.settle()
    kind, suggested = session.questions.asked[-1]
    assert kind == "save_path" and suggested.startswith(str(tmp_path)) and suggested.endswith(".pgn")
    games = read_games(tmp_path / "mine.pgn")
    assert [m for m in games[0].mainline()] == ["h2e2", "h9g7"] and saved == [str(tmp_path / "mine.pgn")]
    assert session.recent.paths()[0] == str(tmp_path / "mine.pgn")
    assert not session.played.needs_saving(session.controller.game) and session.settle()


def test_settling_by_saving_is_cancelled_with_the_file_dialog(session):
    play(session, "h2e2")
    session.questions.unsaved, session.questions.path = "save", ""
    assert not session.settle()
    assert session.played.needs_saving(session.controller.game)


def test_settling_by_discarding_removes_the_autosave(session):
    play(session, "h2e2")
    assert session.autosave.exists()
    session.questions.unsaved = "discard"
    assert session.settle()
    assert not session.autosave.exists() and not session.played.needs_saving(session.controller.game)


def test_cancelling_keeps_the_game_and_its_autosave(session):
    play(session, "h2e2")
    session.questions.unsaved = "cancel"
    assert not session.settle()
    assert session.autosave.exists() and session.played.needs_saving(session.controller.game)


def test_a_game_that_cannot_be_written_says_why(session, tmp_path):
    failures = []
    session.save_failed.connect(failures.append)
    play(session, "h2e2")
    assert not session.save_to(str(tmp_path / "no such folder" / "x.pgn"))
    assert failures[0].problem is FileProblem.NOT_FOUND
    assert session.played.needs_saving(session.controller.game)


def test_a_saved_game_is_saved_again_without_asking(session, tmp_path):
    play(session, "h2e2")
    assert session.save_to(str(tmp_path / "g.pgn"))
    play(session, "h9g7")
    assert session.save()
    assert session.questions.asked == []
    assert [m for m in read_games(tmp_path / "g.pgn")[0].mainline()] == ["h2e2", "h9g7"]


# ----- restoring after a crash -------------------------------------------------------------------------
def left_by_a_crash(folder, moves=("h2e2", "h9g7"), instance="dead-1"):
    """An autosave an instance that no longer runs left: Black played by the computer at beginner."""
    game = Game()
    for text in moves:
        game.push_iccs(text)
    other = Autosave(folder, instance)
    other.save(game, ("black",), "beginner", None, {"Red": "Li Lai"})
    other.close()
    return other


def test_an_orphan_autosave_is_restored_with_its_players(qapp, tmp_path):
    folder = tmp_path / "data"
    left = left_by_a_crash(folder)
    session = make_session(tmp_path, folder)
    try:
        orphans, broken = claim_orphans(folder, session.autosave)
        assert len(orphans) == 1 and broken == []
        session.offer_restore(orphans)
        assert session.questions.asked == [("restore", 2)]
        assert [m.iccs for m in session.controller.game.moves] == ["h2e2", "h9g7"]
        assert session.seats.sides == {"black"} and session.players.opponent is Opponent.COMPUTER_BLACK
        assert session.player_label(Color.RED) == "Li Lai"
        assert not left.exists() and session.autosave.exists(), "kept anew under this instance, the old one gone"
    finally:
        session.seats.close()
        session.autosave.close()


def test_a_declined_orphan_is_removed_and_the_board_stays_new(qapp, tmp_path):
    folder = tmp_path / "data"
    left = left_by_a_crash(folder)
    session = make_session(tmp_path, folder)
    try:
        session.questions.answers["restore"] = False
        session.offer_restore(claim_orphans(folder, session.autosave)[0])
        assert session.controller.game.moves == [] and session.seats.sides == set() and not left.exists()
    finally:
        session.seats.close()
        session.autosave.close()


def test_several_orphans_can_be_kept_for_the_next_start(qapp, tmp_path):
    folder = tmp_path / "data"
    left = [left_by_a_crash(folder, instance="dead-1"), left_by_a_crash(folder, ("c3c4",), instance="dead-2")]
    session = make_session(tmp_path, folder)
    try:
        session.questions.restore = ("later", -1)
        session.offer_restore(claim_orphans(folder, session.autosave)[0])
        assert session.questions.asked == [("restore_games", 2)] and session.controller.game.moves == []
        assert all(autosave.exists() for autosave in left)
    finally:
        session.seats.close()
        session.autosave.close()


def test_closing_keeps_the_autosave_of_an_unsaved_game_only(qapp, tmp_path):
    session = make_session(tmp_path)
    play(session, "h2e2")
    session.close()
    assert session.autosave.exists()
    again = make_session(tmp_path, tmp_path / "other", name="t")
    play(again, "h2e2")
    assert again.save_to(str(tmp_path / "saved.pgn")) and again.autosave.exists()
    again.close()
    assert not again.autosave.exists(), "a saved game leaves nothing behind"
