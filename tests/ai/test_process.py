"""ProcessSearch: the search in a separate process, polled without blocking."""

from __future__ import annotations

import time

import pytest

from app.ai.process import ProcessSearch
from app.model import Game


@pytest.fixture(scope="module")
def ps():
    search = ProcessSearch()
    yield search
    search.close()


def _poll_until_done(ps: ProcessSearch, timeout: float):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        result = ps.poll()
        if result is not None:
            return result
        time.sleep(0.01)
    return None


def test_start_and_poll_until_done(ps):
    moves = ["h2e2", "h9g7"]
    assert ps.poll() is None
    ps.start(None, moves, "cxq", "master", time_limit=None, depth=3)
    result = _poll_until_done(ps, 60)
    assert result is not None and result.depth == 3
    game = Game()
    for text in moves:
        game.push_iccs(text)
    assert game.board.is_legal(result.move)
    assert ps.poll() is result and not ps.busy      # the result stays until the next start


def test_stop_early_delivers_within_100_ms(ps):
    ps.start(None, [], "cxq", "master", time_limit=60)
    ps.wait(0.0)
    # let the worker begin the job (it is already running: the first test started it)
    end = time.monotonic() + 10
    while not ps._started and time.monotonic() < end:
        ps.poll()
        time.sleep(0.01)
    time.sleep(0.3)
    assert ps.poll() is None and ps.busy
    t0 = time.monotonic()
    ps.stop()
    result = _poll_until_done(ps, 5)
    elapsed = time.monotonic() - t0
    assert result is not None and Game().board.is_legal(result.move)
    assert elapsed < 0.25, f"result {elapsed * 1000:.0f} ms after stop (the promise is 100 ms; slack for a busy machine)"


def test_a_new_start_overrides_the_running_search(ps):
    ps.start(None, [], "cxq", "master", time_limit=60)
    time.sleep(0.1)
    ps.start(None, ["h2e2"], "cxq", "beginner", time_limit=None, depth=1)
    result = _poll_until_done(ps, 30)
    game = Game()
    game.push_iccs("h2e2")
    assert result is not None and game.board.is_legal(result.move)


def test_stop_before_the_worker_is_up_gives_a_move_at_once():
    fresh = ProcessSearch()                 # its worker is still starting
    try:
        fresh.start(None, ["h2e2"], "cxq", "master", time_limit=60)
        t0 = time.monotonic()
        fresh.stop()
        result = fresh.poll()
        assert time.monotonic() - t0 < 0.5
        game = Game()
        game.push_iccs("h2e2")
        assert result is not None and game.board.is_legal(result.move)
    finally:
        fresh.close()
