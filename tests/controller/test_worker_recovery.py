"""The built-in computer recovers when its engine process dies: the failure is
reported once, and the next request starts a fresh engine. Real engine processes (the built-in
engine through app.engines, as every computer player), killed with SIGKILL."""

from __future__ import annotations

import os
import signal

import pytest

pytest.importorskip("pytestqt")

from app.controller.game_controller import GameController
from app.controller.player_engine import EnginePlayer, builtin_player
from app.controller.player_seats import Seats
from app.engines import EngineProblem
from app.engines.values import Limit
from app.model import Game, Move
from tests.engines.conftest import gone


class Made:
    """A computer factory that remembers every player it made (and the engine pids they ran)."""

    def __init__(self) -> None:
        self.players: list[EnginePlayer] = []

    def __call__(self, level: str, book: str | None) -> EnginePlayer:
        self.players.append(builtin_player(level, book))
        return self.players[-1]

    def close(self) -> None:
        for player in self.players:
            player.close()


@pytest.fixture
def made():
    players = Made()
    yield players
    players.close()


def test_an_engine_killed_while_searching_is_replaced_on_the_next_request(qtbot, made):
    player = made("master", None)
    with qtbot.waitSignal(player.info, timeout=30000):
        player.start(Game(), Limit())                       # thinks until stopped
    first = player.session.pid
    with qtbot.waitSignal(player.failed, timeout=10000) as failed:
        os.kill(first, signal.SIGKILL)
    assert failed.args[1].problem is EngineProblem.ENDED
    with qtbot.waitSignal(player.move_ready, timeout=60000) as done:
        job = player.start(Game(), Limit(depth=2))
    assert done.args[0] == job and Game().board.is_legal(done.args[1].move)
    assert player.session.pid != first


def outcomes(player: EnginePlayer) -> list[tuple[str, object]]:
    """What the player reports from now on: ("move", PlayResult) or ("failed", EngineError)."""
    seen: list[tuple[str, object]] = []
    player.move_ready.connect(lambda job, result: seen.append(("move", result)))
    player.failed.connect(lambda job, error: seen.append(("failed", error)))
    return seen


def test_an_engine_killed_while_idle_is_replaced_without_an_error(qtbot, made):
    """Every request ends with a move or a failure: the test waits for whichever comes (a wait on a
    condition a correct program always reaches), then asks that it was the move."""
    player = made("master", None)
    seen = outcomes(player)
    player.start(Game(), Limit(depth=1))
    qtbot.waitUntil(lambda: bool(seen), timeout=120000)
    assert seen[0][0] == "move", seen
    first = player.session.pid
    os.kill(first, signal.SIGKILL)
    assert gone(first)
    player.start(Game(), Limit(depth=1))                     # no broken pipe, no error dialog
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=120000)
    kind, result = seen[1]
    assert kind == "move", result
    assert Game().board.is_legal(result.move) and player.session.pid != first


def test_an_engine_that_ends_as_the_next_search_begins_is_replaced_and_the_search_done(qtbot, made):
    """An engine killed while idle may still look alive when the next request comes (the kernel is
    tearing it down): it then ends under that search. A fresh engine takes the request, once: the
    player gets its move, not an error (the fake engine plays its first search and ends at its second)."""
    import sys
    from pathlib import Path

    from app.engines import open_engine
    fake = Path(__file__).resolve().parent.parent / "engines" / "fakes" / "fake_engine.py"
    opened = []

    def opener():
        opened.append(open_engine([sys.executable, str(fake), "secondgo"], timeout=30))
        return opened[-1]

    player = EnginePlayer(opener=opener)
    made.players.append(player)
    seen = outcomes(player)
    player.start(Game(), Limit(depth=1))
    qtbot.waitUntil(lambda: bool(seen), timeout=60000)
    player.start(Game(), Limit(depth=1))
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=60000)
    assert [kind for kind, _ in seen] == ["move", "move"], seen
    assert seen[1][1].move == Move.from_iccs("h2e2") and len(opened) == 2
    # the fresh engine serves the next search, and is itself replaced when it ends under one
    player.start(Game(), Limit(depth=1))
    qtbot.waitUntil(lambda: len(seen) == 3, timeout=60000)
    assert seen[2][0] == "move" and len(opened) == 3


def test_a_task_that_fails_in_an_unforeseen_way_is_reported_and_the_next_one_runs(qtbot, made):
    """An engine that cannot be started for a reason nobody foresaw (here: no thread to be had, as on
    a machine at its limits) is reported as a failure, and the engine thread serves the next request:
    it used to die with the exception, and every later request waited for ever."""
    from app.engines import open_engine
    calls = []

    def opener():
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("can't start new thread")
        return open_engine("builtin", level="beginner")

    player = EnginePlayer(opener=opener)
    made.players.append(player)
    seen = outcomes(player)
    player.start(Game(), Limit(depth=1))
    qtbot.waitUntil(lambda: bool(seen), timeout=60000)
    kind, error = seen[0]
    assert kind == "failed" and error.problem is EngineProblem.FAILED and "can't start new thread" in error.detail
    player.start(Game(), Limit(depth=1))
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=120000)
    assert seen[1][0] == "move" and len(calls) == 2


def test_an_engine_found_dead_is_closed_before_a_fresh_one_starts():
    """The host closes an engine that died while idle (its process group ended at once) instead of
    dropping it for the garbage collector to end whenever it runs."""
    import threading

    from app.controller.engine_host import EngineHost

    class Session:
        def __init__(self) -> None:
            self.alive = True
            self.closed = False
            self.name = "fake"

        def close(self) -> None:
            self.closed = True

    made_sessions: list[Session] = []
    ran = threading.Event()

    def opener():
        made_sessions.append(Session())
        return made_sessions[-1]

    host = EngineHost(opener)
    try:
        host.submit(lambda session, gen: ran.set(), lambda error: None)
        assert ran.wait(30)
        made_sessions[0].alive = False                        # killed while idle
        ran.clear()
        host.submit(lambda session, gen: ran.set(), lambda error: None)
        assert ran.wait(30)
        assert len(made_sessions) == 2 and made_sessions[0].closed and not made_sessions[1].closed
    finally:
        host.close()


def test_the_computer_still_plays_after_its_engine_was_killed(qtbot, made):
    """Seats: the computer (Black) fails once when its engine is killed; after the user takes back
    and plays again, it answers with a move."""
    controller = GameController()
    seats = Seats(controller, computer_factory=made)
    errors = []
    seats.error.connect(errors.append)
    try:
        seats.configure({"black"}, "master", 30.0)
        with qtbot.waitSignal(seats.info, timeout=30000):
            controller.play(Move.from_iccs("h2e2"))
        with qtbot.waitSignal(seats.error, timeout=10000):
            os.kill(made.players[0].session.pid, signal.SIGKILL)
        assert len(errors) == 1 and errors[0].problem is EngineProblem.ENDED and not seats.thinking
        controller.undo()
        seats.time_limit = 0.3
        controller.play(Move.from_iccs("h2e2"))                 # the next request: a fresh engine
        qtbot.waitUntil(lambda: len(controller.game.moves) == 2, timeout=60000)
        assert len(errors) == 1 and controller.game.board.turn == "red"
    finally:
        seats.close()


def test_analysis_recovers_when_its_engine_process_is_killed(qtbot):
    """The analysis path (EngineHost) has the same duty: a killed engine is reported, and the next
    start opens a fresh one."""
    from app.controller.analysis import AnalysisController
    from app.engines import open_engine
    sessions = []

    def opener():
        sessions.append(open_engine("builtin", level="beginner"))
        return sessions[-1]

    analysis = AnalysisController(opener, "built-in")
    try:
        analysis.set_position(Game())
        with qtbot.waitSignal(analysis.lines_changed, check_params_cb=bool, timeout=30000):
            analysis.start()
        with qtbot.waitSignal(analysis.failed, timeout=10000) as failed:
            os.kill(sessions[0].pid, signal.SIGKILL)
        assert failed.args[0].problem is EngineProblem.ENDED
        assert not analysis.running
        with qtbot.waitSignal(analysis.lines_changed, check_params_cb=bool, timeout=30000):
            analysis.start()
        assert len(sessions) == 2 and sessions[1].alive
    finally:
        analysis.close()
