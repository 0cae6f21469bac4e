"""The computer answers for itself: draw offers by its evaluation, resigning hopeless positions,
pause, and a minimum time per move. Fake players; no sleeping."""

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QCoreApplication, QTimer

from app.controller.game_controller import GameController
from app.controller.player_seats import Seats
from app.engines.values import Info, PlayResult, Score
from tests.controller.test_seats import FakePlayer


class ScoringPlayer(FakePlayer):
    """Answers at once with its first legal move and the score the test set."""

    def __init__(self, level=None, book=None):
        super().__init__(level, book)
        self.score = Score(cp=0)
        self.auto = False

    def start(self, game, limit):
        job = super().start(game, limit)
        if self.auto:                 # at once, but after start() returned (as a real worker would)
            QTimer.singleShot(0, lambda j=job: self.answer(j) if self.job == j and self._active else None)
        return job

    def answer(self, job=None, move=None):
        board = self.games[-1].board
        move = move or min(board.legal_moves(), key=lambda m: m.iccs)
        self._active = False
        self.move_ready.emit(job or self.job, PlayResult(move, None, Info(depth=3, score=self.score)))


class FakeClock:
    def __init__(self):
        self.t = 0.0

    def __call__(self):
        return self.t


@pytest.fixture
def ctl(qapp):
    c = GameController()
    yield c
    c.deleteLater()


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def seats(ctl, clock):
    players = []
    s = Seats(ctl, computer_factory=lambda level, book: players.append(ScoringPlayer()) or players[-1], now=clock)
    s.players = players
    yield s
    s.close()


def play_human_and_computer(ctl, seats, plies, score):
    """Red (a person) and the computer (Black) play `plies` plies in all; the computer reports `score`."""
    computer = seats.players[0]
    computer.score = score
    for _ in range(plies // 2):
        board = ctl.game.board
        ctl.play(max(board.legal_moves(), key=lambda m: m.iccs))
        computer.answer()


def test_no_draw_in_the_first_twenty_moves(ctl, seats):
    seats.configure({"black"}, "master", 1.0)
    play_human_and_computer(ctl, seats, 20, Score(cp=-300))
    assert seats.answer_draw("red") is False


def test_draw_accepted_only_when_level_or_worse_for_the_computer(ctl, seats):
    seats.configure({"black"}, "master", 1.0)
    play_human_and_computer(ctl, seats, 40, Score(cp=120))
    assert seats.answer_draw("red") is False, "it thinks it stands better"
    seats.players[0].score = Score(cp=-30)
    ctl.play(max(ctl.game.board.legal_moves(), key=lambda m: m.iccs))
    seats.players[0].answer()
    assert seats.answer_draw("red") is True


def test_a_person_answers_for_a_person(ctl, seats):
    assert seats.answer_draw("red") is None


def test_the_computer_resigns_after_three_hopeless_moves(ctl, seats):
    seats.configure({"black"}, "master", 1.0)
    resigned = []
    seats.resigned.connect(resigned.append)
    play_human_and_computer(ctl, seats, 4, Score(cp=-1200))
    assert not ctl.game.is_over() and len(ctl.game.moves) == 4
    seats.players[0].score = Score(mate=-5)
    ctl.play(max(ctl.game.board.legal_moves(), key=lambda m: m.iccs))
    seats.players[0].answer()
    outcome = ctl.game.outcome()
    assert outcome is not None and outcome.winner == "red" and resigned == ["black"]
    assert len(ctl.game.moves) == 5, "it resigns instead of playing its third hopeless move"


def test_a_bad_spell_that_ends_does_not_resign(ctl, seats):
    seats.configure({"black"}, "master", 1.0)
    for score in (Score(cp=-1000), Score(cp=-1000), Score(cp=-100), Score(cp=-1000), Score(cp=-1000)):
        ctl.play(max(ctl.game.board.legal_moves(), key=lambda m: m.iccs))
        seats.players[0].score = score
        seats.players[0].answer()
    assert not ctl.game.is_over()


def test_resigning_can_be_turned_off(ctl, seats):
    seats.resign_moves = 0
    seats.configure({"black"}, "master", 1.0)
    play_human_and_computer(ctl, seats, 10, Score(mate=-3))
    assert not ctl.game.is_over() and len(ctl.game.moves) == 10


def test_a_minimum_time_per_move_paces_computer_against_computer(ctl, seats, clock, qtbot):
    seats.min_move_time = 0.3
    seats.configure(set(), "master", 1.0)
    seats.players.append(ScoringPlayer())
    seats.players[0].auto = True
    seats.seat_all({"red": seats.players[0], "black": seats.players[0]})
    assert ctl.game.moves == [] and seats.thinking, "answered at once, but held back"
    clock.t = 0.31
    qtbot.waitUntil(lambda: len(ctl.game.moves) >= 1, timeout=2000)
    assert len(ctl.game.moves) == 1          # the next move is held again: its own 0.3 s start now
    seats.min_move_time = 0.0
    clock.t = 1.0
    seats.set_paused(True)
    assert not seats.thinking
    seats.set_paused(False)                  # resumes: the side to move starts again and answers
    qtbot.waitUntil(lambda: len(ctl.game.moves) >= 6, timeout=2000)
    seats.set_paused(True)
    count, starts = len(ctl.game.moves), len(seats.players[0].games)
    QCoreApplication.processEvents()         # an answer already queued (singleShot(0)) arrives now
    assert len(ctl.game.moves) == count, "nothing moves while paused"
    assert len(seats.players[0].games) == starts and not seats.thinking, "and no search starts"
