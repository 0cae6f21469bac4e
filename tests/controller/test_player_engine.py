"""EnginePlayer: the built-in engine and Fairy-Stockfish play through the Player interface from a
background thread; infos stream, stop is prompt, a bad command fails cleanly, replaced jobs are dropped."""

import pytest

pytest.importorskip("pytestqt")

from app.controller.player_engine import EnginePlayer
from app.engines import EngineProblem, Limit, PlayResult
from app.model import Game
from tests.engines.conftest import FAIRY, fake, needs_fairy


class Record:
    def __init__(self, player):
        self.infos, self.moves, self.failures = [], [], []
        player.info.connect(lambda job, info: self.infos.append((job, info)))
        player.move_ready.connect(lambda job, result: self.moves.append((job, result)))
        player.failed.connect(lambda job, text: self.failures.append((job, text)))


@pytest.fixture
def builtin(qapp):
    player = EnginePlayer("builtin", level="casual")
    yield player
    player.close()


@pytest.fixture
def fairy(qapp):
    player = EnginePlayer(FAIRY, options={"Threads": 1})
    yield player
    player.close()


def test_builtin_delivers_a_legal_move_and_streams_infos(qtbot, builtin):
    record = Record(builtin)
    game = Game()
    with qtbot.waitSignal(builtin.move_ready, timeout=30000):
        job = builtin.start(game, Limit(depth=3))
    assert [j for j, _ in record.moves] == [job]
    result = record.moves[0][1]
    assert isinstance(result, PlayResult) and result.move in game.board.legal_moves()
    assert record.infos and all(j == job for j, _ in record.infos)
    assert not builtin.busy


@needs_fairy
def test_fairy_streams_and_stop_is_prompt(qtbot, fairy):
    record = Record(fairy)
    game = Game()
    job = fairy.start(game, Limit())                 # infinite: only stop ends it
    qtbot.waitUntil(lambda: len(record.infos) >= 3, timeout=20000)
    with qtbot.waitSignal(fairy.move_ready, timeout=3000):
        fairy.stop()
    assert record.moves[0][0] == job and record.moves[0][1].move in game.board.legal_moves()
    assert "Fairy" in fairy.name


@needs_fairy
def test_fairy_respects_the_clock(qtbot, fairy):
    game = Game()
    game.push_iccs("h2e2")
    record = Record(fairy)
    with qtbot.waitSignal(fairy.move_ready, timeout=20000):
        fairy.start(game, Limit(red_clock=60, black_clock=0.3, red_inc=0, black_inc=0))
    assert record.moves[0][1].move in game.board.legal_moves()


@needs_fairy
def test_a_replaced_job_emits_nothing(qtbot, fairy):
    record = Record(fairy)
    first = fairy.start(Game(), Limit())
    second = fairy.start(Game(), Limit(depth=4))
    qtbot.waitUntil(lambda: bool(record.moves), timeout=20000)
    assert {j for j, _ in record.moves + record.infos} == {second} and first != second


def test_a_bad_command_fails_with_a_message(qtbot, qapp, tmp_path):
    script = tmp_path / "not_an_engine.sh"
    script.write_text("#!/bin/sh\necho hello\n")
    script.chmod(0o755)
    player = EnginePlayer(str(script))
    record = Record(player)
    try:
        with qtbot.waitSignal(player.failed, timeout=20000):
            job = player.start(Game(), Limit(depth=1))
        job_failed, error = record.failures[0]
        assert job_failed == job and error.problem is EngineProblem.ENDED_BEFORE_GREETING
        assert "not_an_engine.sh" in error.program
        assert not record.moves
    finally:
        player.close()


def test_an_engine_crashing_mid_search_fails_and_restarts(qtbot, qapp):
    player = EnginePlayer(fake("crash"))
    record = Record(player)
    try:
        with qtbot.waitSignal(player.failed, timeout=20000):
            player.start(Game(), Limit(depth=5))
        assert record.failures and not record.moves
        with qtbot.waitSignal(player.failed, timeout=20000):   # a new process is started for the next job
            player.start(Game(), Limit(depth=5))
    finally:
        player.close()


def test_a_late_answer_after_a_timeout_is_never_played(qtbot, qapp):
    """The engine answers the start position 5 s late (after its timeout); the next
    job, in a position where that stale move is legal too, gets the engine's answer to it."""
    player = EnginePlayer(fake("late", "5"), timeout=1)
    record = Record(player)
    try:
        with qtbot.waitSignal(player.failed, timeout=20000):
            player.start(Game(), Limit(time=0.05))
        game = Game()
        for text in ("c3c4", "c6c5"):
            game.push_iccs(text)
        with qtbot.waitSignal(player.move_ready, timeout=20000):
            job = player.start(game, Limit(time=0.05))
        assert record.moves[0][0] == job and record.moves[0][1].move.iccs == "a3a4"
    finally:
        player.close()


@pytest.mark.parametrize("mode", ["nomove", "bare"])
def test_an_engine_that_gives_no_move_hands_its_side_to_the_user(qtbot, qapp, mode):
    """'bestmove (none)' or a bare 'bestmove' where there are legal moves."""
    from app.controller.game_controller import GameController
    from app.controller.player_seats import Seats
    controller = GameController()
    seats = Seats(controller)
    player = EnginePlayer(fake(mode), name="Fake <b>engine</b>")
    thinking = []
    seats.thinking_changed.connect(thinking.append)
    try:
        with qtbot.waitSignal(seats.gave_up, timeout=20000) as gave_up:
            seats.seat("red", player)
        assert gave_up.args == ["red", "Fake <b>engine</b>"]
        assert seats.player("red").is_human and not seats.thinking and thinking[-1] is False
        assert not seats.is_computer_turn() and controller.game.moves == []
        assert controller.play(controller.game.board.parse_move("h2e2"))       # the user moves for red
    finally:
        seats.close()
