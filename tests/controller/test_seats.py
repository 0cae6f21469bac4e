"""Seats: the side to move's player is started on a copy of the game, its move is played, results for
an older position are dropped, hints are shown and never played, computer plays computer."""

import pytest

pytest.importorskip("pytestqt")

from app.controller.game_controller import GameController
from app.controller.player import Player
from app.controller.player_engine import EnginePlayer
from app.controller.player_seats import Seats
from app.engines import SHIPPED_BOOK, EngineProblem, EngineTerminated, builtin_options
from app.engines.values import Info, Limit, PlayResult, Score
from app.model import Board, Move
from app.model.enums import Color


class FakePlayer(Player):
    """Answers only when the test says so."""

    def __init__(self, level=None, book=None):
        super().__init__("fake")
        self.games, self.limits, self.stops, self.cancels = [], [], 0, 0
        self.made_with = (level, book)
        self.options = {}

    def configure(self, **options):
        self.options.update(options)

    def start(self, game, limit):
        self.games.append(game)
        self.limits.append(limit)
        return self._next_job()

    def stop(self):
        self.stops += 1
        self.answer()

    def cancel(self):
        self.cancels += 1
        super().cancel()

    def answer(self, job=None, move=None):
        """Emit a move for `job` (default: the last): the first legal move of the last game asked."""
        board = self.games[-1].board
        move = move or min(board.legal_moves(), key=lambda m: m.iccs)
        self._active = False
        self.move_ready.emit(job or self.job, PlayResult(move))


@pytest.fixture
def ctl(qapp):
    c = GameController()
    yield c
    c.deleteLater()


@pytest.fixture
def fakes():
    return []


@pytest.fixture
def seats(ctl, fakes):
    s = Seats(ctl, computer_factory=lambda level, book: fakes.append(FakePlayer(level, book)) or fakes[-1])
    events = []
    s.thinking_changed.connect(lambda busy: events.append(("thinking", busy)))
    s.hint_ready.connect(lambda move: events.append(("hint", move)))
    s.error.connect(lambda text: events.append(("error", text)))
    s.info.connect(lambda info: events.append(("info", info)))
    s.events = events
    yield s
    s.close()


def test_the_computer_answers_on_a_copy_of_the_game(seats, ctl, fakes):
    seats.configure({"black"}, "master", 0.5)
    assert not seats.thinking and not fakes[0].games          # red (a human) is to move
    ctl.play(Move.from_iccs("h2e2"))
    computer = fakes[0]
    assert seats.thinking and seats.events == [("thinking", True)]
    assert computer.limits == [Limit(time=0.5)]
    asked = computer.games[0]
    assert asked is not ctl.game and [m.iccs for m in asked.moves] == ["h2e2"]
    computer.answer()
    assert len(ctl.game.moves) == 2 and not seats.thinking
    assert seats.events[-1] == ("thinking", False)
    assert seats.sides == {"black"} and seats.player(Color.RED).is_human


def test_a_result_for_an_older_position_is_dropped(seats, ctl, fakes):
    seats.configure({"black"}, "master", 0.5)
    ctl.play(Move.from_iccs("h2e2"))
    computer = fakes[0]
    old_job = computer.job
    ctl.undo()                                  # the human takes back before the computer answers
    assert not seats.thinking and computer.cancels >= 1
    computer.answer(old_job, Move.from_iccs("h9g7"))
    assert ctl.game.moves == []
    ctl.play(Move.from_iccs("b2e2"))            # a new turn for the computer: a new job
    computer.answer(old_job, Move.from_iccs("h9g7"))
    assert [m.iccs for m in ctl.game.moves] == ["b2e2"]
    computer.answer()
    assert len(ctl.game.moves) == 2


def test_infos_of_the_current_job_are_passed_on(seats, ctl, fakes):
    seats.configure({"red"}, "master", 1.0)
    computer = fakes[0]
    info = Info(depth=1, score=Score(cp=10), pv=(Move.from_iccs("h2e2"),))
    computer.info.emit(computer.job, info)
    computer.info.emit(computer.job - 1, Info(depth=9))
    assert [e for e in seats.events if e[0] == "info"] == [("info", info)]


def test_move_now_asks_the_player_to_stop(seats, ctl, fakes):
    seats.configure({"red"}, "master", 30.0)
    assert seats.thinking
    seats.move_now()
    assert fakes[0].stops == 1 and len(ctl.game.moves) == 1


def test_a_hint_is_reported_and_not_played(seats, ctl, fakes):
    seats.configure({"black"}, "master", 1.0)
    seats.hint()
    hinter = fakes[-1]
    assert hinter.limits == [Limit(time=seats.hint_time)]
    hinter.answer()
    assert ctl.game.moves == []
    assert seats.events == [("hint", Move.from_iccs(min(m.iccs for m in Board().legal_moves())))]


def test_hints_come_from_the_chosen_engine(seats, ctl, fakes):
    """set_hinter: the engine chosen as opponent answers hints; None goes back to the built-in AI."""
    engine = FakePlayer()
    seats.set_hinter(engine)
    seats.hint()
    assert engine.limits == [Limit(time=seats.hint_time)]
    engine.answer(move=Move.from_iccs("b2e2"))
    assert seats.events == [("hint", Move.from_iccs("b2e2"))] and ctl.game.moves == []
    seats.set_hinter(None)
    seats.hint()
    assert len(engine.limits) == 1            # the engine is no longer asked
    assert fakes and fakes[-1] is not engine and fakes[-1].limits == [Limit(time=seats.hint_time)]


def test_a_hint_for_an_older_position_is_dropped(seats, ctl, fakes):
    seats.hint()
    hinter = fakes[-1]
    ctl.play(Move.from_iccs("h2e2"))
    hinter.answer()
    assert seats.events == [] and len(ctl.game.moves) == 1


def test_a_failure_is_reported(seats, ctl, fakes):
    seats.configure({"red"}, "master", 1.0)
    gone = EngineTerminated(EngineProblem.ENDED, engine="fake", searching=True)
    fakes[0].failed.emit(fakes[0].job, gone)
    assert seats.events == [("thinking", True), ("thinking", False), ("error", gone)]
    assert not seats.thinking and ctl.game.moves == []


def test_the_computer_is_made_for_a_level_and_a_book_and_told_of_changes(seats, ctl, fakes):
    """No isinstance: the factory makes the computer for a level and a book; later levels and books
    reach the same player as engine options; hints come from a master that searches (no book)."""
    seats.set_book(SHIPPED_BOOK)
    seats.configure({"black"}, "casual", 1.0)
    computer = fakes[0]
    assert computer.made_with == ("casual", SHIPPED_BOOK) and len(fakes) == 1
    seats.configure({"black"}, "strong", 1.0)
    assert len(fakes) == 1 and computer.options == builtin_options("strong", SHIPPED_BOOK)
    seats.set_book("/books/mine.bin")
    assert computer.options["OwnBook"] is True and computer.options["BookFile"] == "/books/mine.bin"
    seats.set_book(None)
    assert computer.options["OwnBook"] is False
    seats.hint()
    assert fakes[-1] is not computer and fakes[-1].made_with == ("master", None)


def test_any_player_can_take_a_seat(seats, ctl):
    engine = FakePlayer()
    seats.seat(Color.RED, engine)                # red to move: it starts at once
    assert seats.thinking and len(engine.games) == 1 and seats.sides == {"red"}
    engine.answer()
    assert len(ctl.game.moves) == 1
    seats.seat(Color.RED, None)
    assert seats.sides == set()


def test_computer_against_computer_with_the_real_worker(qtbot, ctl):
    """The computer seated on both sides plays red's moves and black's: each move of the game is one
    it chose (its answers reach the Qt thread as events, so listening right after configure hears all)."""
    seats = Seats(ctl)
    chosen: list[object] = []
    try:
        seats.configure({"red", "black"}, "beginner", 0.1)
        player = seats.player(Color.RED)
        assert isinstance(player, EnginePlayer) and seats.player(Color.BLACK) is player
        player.move_ready.connect(lambda _job, result: chosen.append(result.move))
        qtbot.waitUntil(lambda: len(ctl.game.moves) >= 4, timeout=30000)
        seats.configure(set(), "beginner", 0.1)
    finally:
        seats.close()
    assert len(chosen) >= 4 and chosen[:4] == ctl.game.moves[:4]      # red, black, red, black


def test_a_real_hint_plays_nothing(qtbot, ctl):
    seats = Seats(ctl)
    seats.hint_time = 0.1
    try:
        with qtbot.waitSignal(seats.hint_ready, timeout=30000) as hint:
            seats.hint()
        assert Board().is_legal(hint.args[0]) and ctl.game.moves == []
    finally:
        seats.close()


def test_computer_against_computer_at_two_levels(seats, fakes):
    seats.configure({"red", "black"}, "master", 0.5, black_level="casual")
    red, black = seats.player("red"), seats.player("black")
    assert red is not black and red.made_with[0] == "master" and black.made_with[0] == "casual"
    seats.configure({"red", "black"}, "strong", 0.5, black_level="novice")        # made once, set again
    assert len(fakes) == 2 and fakes[1].options.get("Level") is not None
    seats.configure({"red", "black"}, "master", 0.5)                               # the same level: one computer
    assert seats.player("red") is seats.player("black")
