"""Players: the built-in AI streams its iterations, stops on request, drops replaced jobs, reports
failures; a human player only marks the turn. Real worker processes, short depth limits."""

import os
import signal

import pytest

pytest.importorskip("pytestqt")

from app.ai.process import ProcessSearch  # noqa: E402
from app.controller.player import HumanPlayer  # noqa: E402
from app.controller.player_builtin import BuiltinPlayer  # noqa: E402
from app.engines.values import Info, Limit, PlayResult  # noqa: E402
from app.model import Game  # noqa: E402


@pytest.fixture(scope="module")
def player(qapp):
    p = BuiltinPlayer("master")
    yield p
    p.close()


class Record:
    """Everything a player emitted, as (job, value) pairs."""

    def __init__(self, player):
        self.infos, self.moves, self.failures = [], [], []
        player.info.connect(lambda job, info: self.infos.append((job, info)))
        player.move_ready.connect(lambda job, result: self.moves.append((job, result)))
        player.failed.connect(lambda job, text: self.failures.append((job, text)))


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


def test_a_newer_start_drops_the_older_jobs_messages(qtbot, player):
    with qtbot.waitSignal(player.info, timeout=30000):
        player.start(Game(), Limit())
    record = Record(player)
    game = after("h2e2", "h9g7")
    with qtbot.waitSignal(player.move_ready, timeout=30000):
        job = player.start(game, Limit(depth=1))
    # the pipe keeps order: anything of the old job would have come before the new job's move
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


def test_a_failing_search_reports_failed(qtbot):
    bad = BuiltinPlayer("no-such-level")
    try:
        with qtbot.waitSignal(bad.failed, timeout=30000) as failed:
            job = bad.start(Game(), Limit(depth=1))
        assert failed.args[0] == job and "unknown level" in failed.args[1]
        assert not bad.busy
    finally:
        bad.close()


def test_a_dead_worker_reports_failed(qtbot):
    made = []
    doomed = BuiltinPlayer("master", search_factory=lambda: made.append(ProcessSearch()) or made[-1])
    try:
        with qtbot.waitSignal(doomed.info, timeout=30000):
            doomed.start(Game(), Limit())
        with qtbot.waitSignal(doomed.failed, timeout=10000) as failed:
            os.kill(made[0].pid, signal.SIGKILL)
        assert "worker process ended" in failed.args[1]
        with qtbot.waitSignal(doomed.move_ready, timeout=60000):   # the next start gets a fresh worker
            doomed.start(Game(), Limit(depth=1))
        assert len(made) == 2
    finally:
        doomed.close()


def test_human_player_only_marks_the_turn(qtbot):
    human = HumanPlayer("someone")
    record = Record(human)
    job = human.start(Game(), Limit(time=1))
    assert human.is_human and human.busy and human.job == job
    human.stop()                                        # nothing to deliver
    human.cancel()
    assert not human.busy and record.moves == [] and record.failures == []
    assert human.start(Game(), Limit()) == job + 1
