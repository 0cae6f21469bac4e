"""Players: the built-in AI (an EnginePlayer on `python -m app.ai.uci`) streams its iterations, stops on
request, drops replaced jobs, reports failures as error values; a human player only marks the turn.
Real engine processes, short depth limits."""

import os
import signal

import pytest

pytest.importorskip("pytestqt")

from app.controller.player import HumanPlayer  # noqa: E402
from app.controller.player_engine import EnginePlayer, builtin_player  # noqa: E402
from app.engines import EngineOptionError, EngineProblem, EngineTerminated  # noqa: E402
from app.engines.values import Info, Limit, PlayResult  # noqa: E402
from app.model import Game  # noqa: E402
from tests.engines.conftest import gone  # noqa: E402


@pytest.fixture(scope="module")
def player(qapp):
    p = builtin_player("master")
    yield p
    p.close()


class Record:
    """Everything a player emitted, as (job, value) pairs."""

    def __init__(self, player):
        self.infos, self.moves, self.failures = [], [], []
        player.info.connect(lambda job, info: self.infos.append((job, info)))
        player.move_ready.connect(lambda job, result: self.moves.append((job, result)))
        player.failed.connect(lambda job, error: self.failures.append((job, error)))


def after(*moves):
    game = Game()
    for text in moves:
        game.push_iccs(text)
    return game


def test_infos_stream_then_the_move(qtbot, player):
    record = Record(player)
    game = after("h2e2")
    with qtbot.waitSignal(player.move_ready, timeout=60000) as done:
        job = player.start(game, Limit(depth=3))
        assert player.busy and player.job == job
    got_job, result = done.args
    assert got_job == job and isinstance(result, PlayResult) and game.board.is_legal(result.move)
    assert [info.depth for _, info in record.infos] == [1, 2, 3]
    assert all(j == job and isinstance(info, Info) and game.board.is_legal(info.pv[0]) for j, info in record.infos)
    assert result.info.depth == 3 and result.info.pv[0] == result.move
    assert not player.busy


def test_stop_delivers_a_legal_move_promptly(qtbot, player):
    with qtbot.waitSignal(player.info, timeout=30000):
        job = player.start(Game(), Limit())            # infinite: ends only when stopped
    with qtbot.waitSignal(player.move_ready, timeout=3000) as done:
        player.stop()
    assert done.args[0] == job and Game().board.is_legal(done.args[1].move)


def test_stop_before_the_engine_is_up_moves_as_soon_as_it_is(qtbot):
    """Move now while the engine process is still starting: its go is stopped at once (the move comes
    with the engine, not after the minute it was given)."""
    fresh = builtin_player("master")
    try:
        with qtbot.waitSignal(fresh.move_ready, timeout=30000) as done:
            job = fresh.start(after("h2e2"), Limit(time=60))
            fresh.stop()
        assert done.args[0] == job and after("h2e2").board.is_legal(done.args[1].move)
    finally:
        fresh.close()


def test_a_newer_start_drops_the_older_jobs_messages(qtbot, player):
    with qtbot.waitSignal(player.info, timeout=30000):
        player.start(Game(), Limit())
    record = Record(player)
    game = after("h2e2", "h9g7")
    with qtbot.waitSignal(player.move_ready, timeout=30000):
        job = player.start(game, Limit(depth=1))
    assert [j for j, _ in record.moves] == [job] and {j for j, _ in record.infos} == {job}
    assert game.board.is_legal(record.moves[0][1].move)


def test_cancel_drops_the_job(qtbot, player):
    with qtbot.waitSignal(player.info, timeout=30000):
        player.start(Game(), Limit())
    record = Record(player)
    player.cancel()
    assert not player.busy
    with qtbot.waitSignal(player.move_ready, timeout=30000):
        job = player.start(Game(), Limit(depth=1))
    assert [j for j, _ in record.moves] == [job]


def test_options_reach_the_engine_before_the_next_search(qtbot, player):
    """configure() (a level, a book) is applied in the engine's thread before the next search."""
    player.configure(Level="beginner", OwnBook=False)
    with qtbot.waitSignal(player.move_ready, timeout=30000):
        player.start(Game(), Limit(depth=3))
    assert player.session.sent_options["Level"] == "beginner"
    player.configure(Level="master")
    with qtbot.waitSignal(player.move_ready, timeout=30000):
        player.start(Game(), Limit(depth=1))
    assert player.session.sent_options["Level"] == "master"


def test_a_level_the_engine_does_not_have_fails_with_its_value(qtbot):
    bad = builtin_player("no-such-level")
    try:
        with qtbot.waitSignal(bad.failed, timeout=30000) as failed:
            job = bad.start(Game(), Limit(depth=1))
        error = failed.args[1]
        assert failed.args[0] == job and isinstance(error, EngineOptionError)
        assert error.problem is EngineProblem.BAD_OPTION_VALUE and error.value == "no-such-level"
        assert error.option.name == "Level" and not bad.busy
    finally:
        bad.close()


def test_a_killed_engine_reports_failed_and_the_next_start_gets_a_fresh_one(qtbot):
    doomed = builtin_player("master")
    try:
        with qtbot.waitSignal(doomed.info, timeout=30000):
            doomed.start(Game(), Limit())
        first = doomed.session.pid
        with qtbot.waitSignal(doomed.failed, timeout=10000) as failed:
            os.kill(first, signal.SIGKILL)
        error = failed.args[1]
        assert isinstance(error, EngineTerminated) and error.problem is EngineProblem.ENDED and error.searching
        with qtbot.waitSignal(doomed.move_ready, timeout=60000):   # the next start gets a fresh engine
            doomed.start(Game(), Limit(depth=1))
        assert doomed.session.pid != first and gone(first)
    finally:
        doomed.close()


def test_an_engine_player_names_itself_after_its_engine(qtbot):
    named = EnginePlayer("builtin", level="casual")
    try:
        assert named.name == "builtin"
        with qtbot.waitSignal(named.move_ready, timeout=30000):
            named.start(Game(), Limit(depth=1))
        assert named.name == "Xiangqi Studio casual"
    finally:
        named.close()


def test_human_player_only_marks_the_turn(qtbot):
    human = HumanPlayer("someone")
    record = Record(human)
    job = human.start(Game(), Limit(time=1))
    assert human.is_human and human.busy and human.job == job
    human.stop()                                        # nothing to deliver
    human.cancel()
    human.configure(Level="master")                     # a person has no options
    assert not human.busy and record.moves == [] and record.failures == []
    assert human.start(Game(), Limit()) == job + 1
