"""The built-in computer recovers when its worker process dies (issue 16, point 14): the failure is
reported, and the next request starts a fresh worker. Real worker processes, killed with SIGKILL."""

from __future__ import annotations

import os
import signal
import time

import pytest

pytest.importorskip("pytestqt")

from app.ai.process import ProcessSearch  # noqa: E402
from app.controller.game_controller import GameController  # noqa: E402
from app.controller.player_builtin import BuiltinPlayer  # noqa: E402
from app.controller.player_seats import Seats  # noqa: E402
from app.engines.values import Limit  # noqa: E402
from app.model import Game, Move  # noqa: E402


class Made:
    """A search factory that remembers every ProcessSearch it made."""

    def __init__(self) -> None:
        self.searches: list[ProcessSearch] = []

    def __call__(self) -> ProcessSearch:
        self.searches.append(ProcessSearch())
        return self.searches[-1]

    def __getitem__(self, index: int) -> ProcessSearch:
        return self.searches[index]

    def __len__(self) -> int:
        return len(self.searches)

    def __bool__(self) -> bool:
        return True


def wait_dead(search: ProcessSearch, seconds: float = 10.0) -> None:
    """Until the killed worker's end of the pipe is closed (polled with a deadline; reads nothing)."""
    deadline = time.monotonic() + seconds
    while not search.wait_readable(0.1):
        assert time.monotonic() < deadline, "the killed worker's pipe never closed"


@pytest.fixture
def made():
    searches = Made()
    yield searches
    for search in searches.searches:
        search.close()


def test_a_worker_killed_while_searching_is_replaced_on_the_next_request(qtbot, made):
    player = BuiltinPlayer("master", search_factory=made)
    try:
        with qtbot.waitSignal(player.info, timeout=30000):
            player.start(Game(), Limit())                       # thinks until stopped
        with qtbot.waitSignal(player.failed, timeout=10000) as failed:
            os.kill(made[0].pid, signal.SIGKILL)
        assert "worker process ended" in failed.args[1]
        with qtbot.waitSignal(player.move_ready, timeout=60000) as done:
            job = player.start(Game(), Limit(depth=2))
        assert done.args[0] == job and Game().board.is_legal(done.args[1].move)
        assert len(made) == 2 and made[1].pid != made[0].pid
    finally:
        player.close()


def test_a_worker_killed_while_idle_is_replaced_without_an_error(qtbot, made):
    player = BuiltinPlayer("master", search_factory=made)
    try:
        with qtbot.waitSignal(player.move_ready, timeout=60000):
            player.start(Game(), Limit(depth=1))
        os.kill(made[0].pid, signal.SIGKILL)
        wait_dead(made[0])
        with qtbot.assertNotEmitted(player.failed, wait=0):
            with qtbot.waitSignal(player.move_ready, timeout=60000) as done:
                player.start(Game(), Limit(depth=1))            # no BrokenPipeError, no error dialog
        assert Game().board.is_legal(done.args[1].move) and len(made) == 2
    finally:
        player.close()


def test_the_computer_still_plays_after_its_worker_was_killed(qtbot, made):
    """Seats: the computer (Black) fails once when its worker is killed; after the user takes back
    and plays again, it answers with a move."""
    controller = GameController()
    seats = Seats(controller, computer_factory=lambda: BuiltinPlayer("master", search_factory=made))
    errors = []
    seats.error.connect(errors.append)
    try:
        seats.configure({"black"}, "master", 30.0)
        with qtbot.waitSignal(seats.info, timeout=30000):
            controller.play(Move.from_iccs("h2e2"))
        with qtbot.waitSignal(seats.error, timeout=10000):
            os.kill(made[0].pid, signal.SIGKILL)
        assert len(errors) == 1 and not seats.thinking
        controller.undo()
        seats.time_limit = 0.3
        controller.play(Move.from_iccs("h2e2"))                 # the next request: a fresh worker
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
        with qtbot.waitSignal(analysis.failed, timeout=10000):
            os.kill(sessions[0].pid, signal.SIGKILL)
        assert not analysis.running
        with qtbot.waitSignal(analysis.lines_changed, check_params_cb=bool, timeout=30000):
            analysis.start()
        assert len(sessions) == 2 and sessions[1].alive
    finally:
        analysis.close()
