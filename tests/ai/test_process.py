"""ProcessSearch: the search in a separate process, streaming its iterations, never blocking the caller.

No wall-clock sleeps: waits are deadline loops that sleep on the pipe (wait_readable) until a
condition holds.
"""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Callable

import pytest

from app.ai import MATE, SearchResult
from app.ai.process import (
    CLOCK_MOVES,
    HARD_FACTOR,
    MAX_DEPTH,
    MAX_SHARE_MOVES,
    MIN_TIME,
    ProcessSearch,
    clock_budget,
    info_from_result,
    play_result,
    search_args,
)
from app.engines.values import Info, Limit, Score
from app.model import Game, Move
from app.model.enums import Color


@pytest.fixture(scope="module")
def ps():
    search = ProcessSearch()
    yield search
    search.close()


def until(ps: ProcessSearch, condition: Callable[[], bool], timeout: float) -> bool:
    """Sleep on the worker's pipe until `condition()` holds or the deadline passes."""
    end = time.monotonic() + timeout
    while not condition():
        left = end - time.monotonic()
        if left <= 0:
            return False
        ps.wait_readable(min(left, 0.1))
    return True


def game_after(*moves: str) -> Game:
    game = Game()
    for text in moves:
        game.push_iccs(text)
    return game


def test_start_streams_each_iteration_then_the_result(ps):
    moves = ["h2e2", "h9g7"]
    assert ps.poll() is None
    job = ps.start(None, moves, "cxq", "master", time_limit=None, depth=3)
    assert job == ps.job
    infos: list[Info] = []
    assert until(ps, lambda: infos.extend(ps.poll_infos()) or ps.poll() is not None, 60)
    infos.extend(ps.poll_infos())
    result = ps.poll()
    assert result is not None and result.depth == 3
    assert [i.depth for i in infos] == [1, 2, 3]
    game = game_after(*moves)
    for info in infos:
        assert info.pv and game.board.is_legal(info.pv[0]) and info.score is not None
        assert info.nodes is not None and info.nodes > 0 and info.time is not None
    assert infos[-1].pv[0] == result.move
    assert ps.poll() is result and not ps.busy      # the result stays until the next start
    assert ps.poll_infos() == []                    # each info is handed out once


def test_start_game_takes_a_limit(ps):
    game = game_after("h2e2")
    ps.start_game(game, "master", Limit(depth=2))
    result = ps.wait(60)
    assert result is not None and result.depth == 2 and game.board.is_legal(result.move)
    assert [i.depth for i in ps.poll_infos()] == [1, 2]


def test_a_node_limit_stops_after_the_iteration_that_reaches_it(ps):
    ps.start_game(Game(), "master", Limit(nodes=1))
    result = ps.wait(60)
    assert result is not None and result.depth == 1


def test_stop_delivers_the_best_move_so_far_promptly(ps):
    ps.start(None, [], "cxq", "master", limit=Limit())        # infinite: only stop() ends it
    assert until(ps, lambda: bool(ps.poll_infos()), 30)      # the worker is searching (depth 1 done)
    assert ps.poll() is None and ps.busy
    ps.stop()
    result = ps.wait(10)                                     # (without stop() it would never end)
    assert result is not None and Game().board.is_legal(result.move)


def test_a_new_start_overrides_the_running_search_and_drops_its_infos(ps):
    ps.start(None, [], "cxq", "master", limit=Limit())
    assert until(ps, lambda: bool(ps.poll_infos()), 30)
    ps.start(None, ["h2e2"], "cxq", "beginner", time_limit=None, depth=1)
    infos: list[Info] = []
    assert until(ps, lambda: infos.extend(ps.poll_infos()) or ps.poll() is not None, 30)
    game = game_after("h2e2")
    assert game.board.is_legal(ps.poll().move)
    assert all(game.board.is_legal(info.pv[0]) for info in infos)   # none of the old job's


def test_cancel_abandons_the_search_and_drops_its_result(ps):
    ps.start(None, [], "cxq", "master", limit=Limit())
    assert until(ps, lambda: bool(ps.poll_infos()), 30)
    ps.cancel()
    assert not ps.busy and ps.poll() is None and ps.poll_infos() == []
    job = ps.start(None, ["h2e2"], "cxq", "master", depth=1)
    assert until(ps, lambda: ps.poll() is not None, 30)
    assert ps.job == job and [i.depth for i in ps.poll_infos()] == [1]


def test_a_failing_search_raises_with_the_workers_traceback(ps):
    ps.start(None, [], "cxq", "no-such-level", depth=1)
    assert until(ps, lambda: not ps.busy, 30)
    with pytest.raises(RuntimeError, match="unknown level"):
        ps.poll()
    ps.start(None, [], "cxq", "beginner", depth=1)         # the worker lives on
    assert ps.wait(30) is not None


def test_stop_before_the_worker_is_up_gives_a_move_at_once():
    fresh = ProcessSearch()                 # its worker is still starting
    try:
        fresh.start(None, ["h2e2"], "cxq", "master", time_limit=60)
        fresh.stop()
        result = fresh.poll()               # computed here, at once
        assert result is not None and game_after("h2e2").board.is_legal(result.move)
    finally:
        fresh.close()


def test_a_dead_worker_is_reported():
    fresh = ProcessSearch()
    try:
        fresh.start(None, [], "cxq", "master", limit=Limit())
        assert until(fresh, lambda: bool(fresh.poll_infos()), 30)
        os.kill(fresh.pid, signal.SIGKILL)
        assert until(fresh, lambda: not fresh.busy, 10)
        with pytest.raises(RuntimeError, match="worker process ended"):
            fresh.poll()
        assert fresh.dead and not fresh.wait_readable(0.0)
        fresh.start(None, [], "cxq", "master", depth=1)    # no hang: the error is there at once
        assert not fresh.busy and fresh.error is not None
    finally:
        fresh.close()


# ----- the shared values ----------------------------------------------------------------------
def test_search_args_for_limits():
    assert search_args(Limit(time=1.5), Color.RED) == (1.5, None, None, None)
    assert search_args(Limit(depth=4, nodes=1000), Color.BLACK) == (None, 4, 1000, None)
    assert search_args(Limit(), Color.RED) == (None, MAX_DEPTH, None, None)
    hard, depth, _, soft = search_args(Limit(red_clock=60, black_clock=1, red_inc=2, moves_to_go=20), Color.RED)
    assert soft == pytest.approx(60 / 20 + 0.8 * 2) and depth is None
    assert hard == pytest.approx(60 / 8)               # the hard cap: an eighth of the clock
    hard, _, _, soft = search_args(Limit(red_clock=60, black_clock=1, black_inc=10), Color.BLACK)
    assert hard == soft == pytest.approx(1 / 8)        # Black's clock, not Red's; capped by the clock


def test_clock_budget_shares_the_clock_and_most_of_the_increment():
    soft, hard = clock_budget(59.0, 1.0, None)         # 1+1 at the start, after the GUI's safety second
    assert soft == pytest.approx(59 / CLOCK_MOVES + 0.8)
    assert hard == pytest.approx(59 / MAX_SHARE_MOVES)  # 3x the target would be more: the cap holds
    soft, hard = clock_budget(300.0, 0.0, None)
    assert soft == pytest.approx(10.0) and hard == pytest.approx(10.0 * HARD_FACTOR)


def test_clock_budget_never_risks_the_flag_when_short_of_time():
    for clock in (0.0, 0.3, 1.0, 2.5, 5.0, 8.0):
        soft, hard = clock_budget(clock, 1.0, None)
        assert soft <= hard <= max(MIN_TIME, clock / MAX_SHARE_MOVES)
    soft, hard = clock_budget(4.0, 1.0, None)          # 0.5 s to think, 1 s back: the clock recovers
    assert hard == pytest.approx(0.5) and soft == hard


def test_clock_budget_with_moves_to_go():
    soft, hard = clock_budget(10.0, 0.0, 1)            # the last move before the next period
    assert soft == hard == pytest.approx(8.0)
    soft, hard = clock_budget(40.0, 0.0, 4)            # four moves to go: a quarter each, at most
    assert soft == hard == pytest.approx(10.0)
    soft, hard = clock_budget(400.0, 0.0, 40)
    assert soft == pytest.approx(10.0) and hard == pytest.approx(30.0)


def test_info_and_play_result_from_a_search_result():
    pv = [Move.from_iccs("h2e2"), Move.from_iccs("h9g7")]
    info = info_from_result(SearchResult(pv[0], 35, 4, 2000, pv, 0.5))
    assert info == Info(depth=4, score=Score(cp=35), pv=tuple(pv), nodes=2000, nps=4000, time=0.5)
    assert info_from_result(SearchResult(pv[0], MATE - 3, 3, 10, pv[:1])).score == Score(mate=2)
    assert info_from_result(SearchResult(pv[0], -(MATE - 4), 4, 10, pv[:1])).score == Score(mate=-2)
    played = play_result(SearchResult(pv[0], 35, 4, 2000, pv, 0.5))
    assert played.move == pv[0] and played.ponder == pv[1] and played.info == info


def test_start_game_plays_from_the_book_it_is_given(ps):
    from app.ai.book import BUILTIN, builtin_book
    from app.model import Board
    ps.start_game(Game(), "master", Limit(depth=3), BUILTIN)
    result = ps.wait(60)
    assert result is not None and result.depth == 0 and result.nodes == 0
    assert result.move in {b.move for b, _ in builtin_book().candidates(Board())}
    ps.start_game(Game(), "master", Limit(depth=2))          # no book: it searches
    result = ps.wait(60)
    assert result is not None and result.depth == 2 and result.nodes > 0
