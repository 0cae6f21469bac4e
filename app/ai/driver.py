"""Iterative deepening on a Searcher: the time limits, the watch that stops the core, aspiration
windows, and what is kept of an iteration that was stopped."""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from .search import INF, MATE, MATE_BOUND, RootLine, Searcher, SearchStop

UNSTABLE_DEPTH = 5      # from this depth on, a changed best move or a falling score extends the search
SCORE_DROP = 30         # centipawns the score must fall between iterations to count as unstable
UNSTABLE_FACTOR = 2.0   # how much later an unstable search stops starting iterations
ASPIRATION = 40         # the first window's half width around the last score


@dataclass
class Deadlines:
    """When a search stops (time.perf_counter() seconds): `hard` ends it, after `soft` no new
    iteration starts. Changeable while the search runs (a ponder search learns its time at
    ponderhit): ``update`` wakes the watch."""

    hard: float = math.inf
    soft: float = math.inf
    changed: threading.Event = field(default_factory=threading.Event)

    def update(self, hard: float, soft: float) -> None:
        """New deadlines for the running search."""
        self.hard = hard
        self.soft = soft
        self.changed.set()


class Watch:
    """A thread that sets the core's stop flag when the hard deadline passes or `stop` is set (on the
    searcher it watches now: ``retarget`` hands it the one a search moved to)."""

    def __init__(self, searcher: Searcher, deadlines: Deadlines, stop: threading.Event | None) -> None:
        self.searcher = searcher
        self.deadlines = deadlines
        self.stop = stop
        self.done = threading.Event()
        self.fired = False
        self._lock = threading.Lock()
        self.thread = threading.Thread(target=self._run, name="search-watch", daemon=True)

    def retarget(self, searcher: Searcher) -> None:
        """Watch this searcher from now on (stopped at once if the watch has already fired)."""
        with self._lock:
            self.searcher = searcher
            if self.fired:
                searcher.request_stop()

    def __enter__(self) -> Watch:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.done.set()
        self.deadlines.changed.set()
        self.thread.join()

    def _run(self) -> None:
        while not self.done.is_set():
            if self.stop is not None and self.stop.is_set():
                break
            left = self.deadlines.hard - time.perf_counter()
            if left <= 0:
                break
            self.deadlines.changed.clear()
            wait = min(left, 0.005 if self.stop is not None else left, 3600.0)
            self.deadlines.changed.wait(wait)
        if not self.done.is_set():
            with self._lock:
                self.fired = True
                self.searcher.request_stop()


def soft_deadline(start: float, soft: float, deadline: float, unstable: bool) -> float:
    """When no new iteration starts: `soft`, or for an unstable search (the best move changed or its
    score fell in the last iteration) UNSTABLE_FACTOR times as long after `start`, never past `deadline`."""
    if not unstable:
        return soft
    return min(deadline, start + (soft - start) * UNSTABLE_FACTOR)


@dataclass
class Progress:
    """The last finished iteration (depth 0: none yet) and its lines, best first."""

    depth: int = 0
    lines: list[RootLine] = field(default_factory=list)


Report = Callable[[int, list[RootLine]], None]
Upgrade = Callable[[Searcher], Searcher | None]


def deepen(s: Searcher, max_depth: int, start: float, deadlines: Deadlines, full: bool, multipv: int,
           progress: Progress, report: Report, stop: threading.Event | None = None,
           upgrade: Upgrade | None = None) -> None:
    """Search depth 1, 2, ... up to max_depth (none after `stop` is set); `progress` holds the last
    finished iteration (or the move that beat the first in a stopped one). Raises SearchStop when
    stopped inside an iteration. Before each iteration `upgrade(s)` may hand over another searcher
    (the same position on a faster core) to go on with."""
    prev: int | None = None
    prev_move = None
    for d in range(1, max_depth + 1):
        if stop is not None and stop.is_set():
            return
        if upgrade is not None:
            s = upgrade(s) or s
        s.set_contempt(s.side, prev if prev is not None else 0)
        try:
            if prev is None or full or multipv > 1 or d < 4 or abs(prev) > MATE_BOUND:
                lines = s.root(d, -INF, INF, full, multipv)
            else:
                lines = _aspiration(s, d, prev)
        except SearchStop:
            better = s.stopped_best()
            if better is not None and progress.lines and better.move != progress.lines[0].move and d > 1:
                progress.lines = [better] + [x for x in progress.lines if x.move != better.move]
            raise
        best = lines[0]
        falling = prev is not None and best.score < prev - SCORE_DROP
        unstable = d >= UNSTABLE_DEPTH and (best.move != prev_move or falling)
        progress.depth, progress.lines = d, lines
        prev, prev_move = best.score, best.move
        order = s.root_order()
        if multipv > 1:
            ranked = [x.move for x in lines]
            order = ranked + [m for m in order if m not in ranked]
        else:
            order.remove(best.move)
            order.insert(0, best.move)
        s.reorder_root(order)
        report(d, lines)
        if len(order) == 1 and d >= 4 and deadlines.hard < math.inf:
            return      # a forced reply on the clock: a short search for its score (analysis goes on)
        if abs(best.score) > MATE_BOUND and d >= MATE - abs(best.score) + 2 and multipv == 1:
            return
        if time.perf_counter() >= soft_deadline(start, deadlines.soft, deadlines.hard, unstable):
            return


def _aspiration(s: Searcher, d: int, prev: int) -> list[RootLine]:
    """A root search at depth `d` in a window around the last score, widened until the score is inside."""
    window = ASPIRATION
    alpha, beta = prev - window, prev + window
    while True:
        lines = s.root(d, alpha, beta)
        score = lines[0].score
        if score <= alpha:
            alpha = max(-INF, alpha - window * 4)
        elif score >= beta:
            beta = min(INF, beta + window * 4)
        else:
            return lines
        window *= 4
        if window > 1000:
            alpha, beta = -INF, INF
