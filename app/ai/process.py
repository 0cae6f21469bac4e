"""Run the search in another process, so that a GUI thread never waits on it.

A pure-Python search holds the GIL, so a search in a thread would freeze the GUI. ProcessSearch keeps
one worker process (multiprocessing 'spawn' context, daemon) and talks to it through a pipe::

    ps = ProcessSearch()                 # starts the worker (it imports the engine once)
    job = ps.start_game(game, "master", Limit(time=2.0))   # or ps.start(fen, moves, ruleset, ...)
    ps.poll_infos()                      # the Info of each iteration finished since the last call
    result = ps.poll()                   # None while searching (never blocks), then a SearchResult
    ps.stop()                            # the result is there within 100 ms
    ps.close()

With the 'spawn' context the worker re-imports the main module, so a script that creates a
ProcessSearch must do it under ``if __name__ == "__main__":`` (the GUI's entry point does).

Only plain data crosses the pipe (FEN, ICCS strings, numbers); the parent rebuilds Move objects. Each
start() gets a job number; the worker stops a search as soon as the wanted job number changes, so a
new start() (or stop()) overrides a running search. The worker streams every finished iteration
('info' messages) before the result; messages of an older job are dropped. ``wait_readable`` lets a
watcher (e.g. a thread of a GUI player) sleep until something arrives instead of polling on a timer.

Limits and results use the engines' shared values (app.engines.values: Limit, Info, Score,
PlayResult), so that the built-in AI and external engines speak the same language.
"""

from __future__ import annotations

import multiprocessing as mp
import threading
import time
import traceback
from multiprocessing.connection import Connection, wait
from typing import Any, Self

from app.engines.values import Info, Limit, PlayResult, Score
from app.model import Board, Game
from app.model.enums import Color

from .engine import SearchResult, mate_in

MAX_DEPTH = 60          # the engine's own cap: a depth that means "until stopped"
CLOCK_MOVES = 30        # moves assumed left in the game when a clock has no moves_to_go
INC_SHARE = 0.8         # share of the increment a move may spend on top of its share of the clock
MAX_SHARE_MOVES = 8     # no move takes more than 1/8 of the clock (less with fewer moves to go)
HARD_FACTOR = 3.0       # a hard position may think up to this many times its target time
MIN_TIME = 0.05         # seconds: the least a clocked move gets

# (time_limit, depth, nodes, soft_limit) as the worker takes them: time_limit is the hard limit,
# soft_limit (None: the level's default share) the time after which no new iteration starts
SearchArgs = tuple[float | None, int | None, int | None, float | None]


def clock_budget(clock: float, inc: float, moves_to_go: int | None) -> tuple[float, float]:
    """(soft, hard) seconds for a move with `clock` seconds left and `inc` a move.

    The target is the clock shared over the moves to go (CLOCK_MOVES if unknown) plus most of the
    increment; the hard limit allows HARD_FACTOR times that for unstable searches, but never more
    than the clock divided by the moves to go (at most MAX_SHARE_MOVES of them).
    """
    clock = max(clock, 0.0)
    to_go = moves_to_go or CLOCK_MOVES
    target = clock / to_go + INC_SHARE * inc
    cap = clock / min(to_go, MAX_SHARE_MOVES) if to_go > 1 else clock * 0.8
    hard = max(MIN_TIME, min(target * HARD_FACTOR, cap))
    return min(target, hard), hard


def search_args(limit: Limit, turn: Color | str) -> SearchArgs:
    """The worker's (seconds, depth, nodes, soft seconds) for a Limit; a clock becomes a share of the
    time left (see clock_budget).

    An infinite Limit searches until stop() (the engine's maximum depth). Nodes are checked after
    each iteration (the search stops at the first iteration that reaches them).
    """
    seconds = limit.time
    soft = None
    clock = limit.red_clock if turn == Color.RED else limit.black_clock
    if seconds is None and clock is not None:
        inc = (limit.red_inc if turn == Color.RED else limit.black_inc) or 0.0
        soft, seconds = clock_budget(clock, inc, limit.moves_to_go)
    depth = limit.depth
    if seconds is None and depth is None:
        depth = MAX_DEPTH
    return seconds, depth, limit.nodes, soft


def info_from_result(result: SearchResult) -> Info:
    """The shared Info for one of the engine's results (score from the side to move's view)."""
    mate = mate_in(result.score)
    score = Score(mate=mate) if mate is not None else Score(cp=result.score)
    nps = int(result.nodes / result.time) if result.time > 0 else None
    return Info(depth=result.depth, score=score, pv=tuple(result.pv), nodes=result.nodes, nps=nps,
                time=result.time)


def play_result(result: SearchResult) -> PlayResult:
    """The shared PlayResult for the engine's final answer (the expected reply as ponder move)."""
    ponder = result.pv[1] if len(result.pv) > 1 else None
    return PlayResult(result.move, ponder, info_from_result(result))


class _JobFlag:
    """The stop flag the worker's search polls: set when the parent no longer wants this job, or
    when the job's node limit was reached."""

    def __init__(self, wanted: Any, job: int) -> None:
        self.wanted = wanted
        self.job = job
        self.enough = False

    def is_set(self) -> bool:
        return self.enough or self.wanted.value != self.job


def _search(fen: str | None, moves: list[str], ruleset: str, level: str | int, args: SearchArgs,
            stop: Any, report: Any = None, book: str | None = None) -> dict[str, Any]:
    from .book import open_book
    from .engine import Engine
    game = Game(fen, ruleset, analysis=True)
    for text in moves:
        game.push_iccs(text)
    time_limit, depth, nodes, soft = args

    def on_iteration(result: SearchResult) -> None:
        if report is not None:
            report(result.to_dict())
        if nodes is not None and result.nodes >= nodes:
            stop.enough = True

    return Engine(level, book=open_book(book)).best_move(game, time_limit=time_limit, depth=depth, stop=stop,
                                   info=on_iteration, soft_limit=soft).to_dict()


def _worker(conn: Connection, wanted: Any) -> None:
    """Worker loop: run the newest job; answer ('started', job), ('info', job, dict)... then
    ('result', job, dict) or ('error', job, traceback)."""
    from . import engine as _engine  # noqa: F401  (import once, before the first job)
    conn.send(("ready",))
    while True:
        try:
            msg = conn.recv()
            while conn.poll():          # only the newest job matters
                msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg[0] == "quit":
            return
        if msg[0] != "search":
            continue
        _, job, fen, moves, ruleset, level, args, book = msg
        conn.send(("started", job))
        try:
            result = _search(fen, moves, ruleset, level, args, _JobFlag(wanted, job),
                             lambda d, job=job: conn.send(("info", job, d)), book)
            conn.send(("result", job, result))
        except Exception:  # noqa: BLE001 (any failure goes to the parent, which reports it)
            conn.send(("error", job, traceback.format_exc()))


class ProcessSearch:
    """A search running in a separate process; see the module docstring."""

    def __init__(self) -> None:
        ctx = mp.get_context("spawn")
        self._wanted = ctx.RawValue("q", 0)
        self._conn, child = ctx.Pipe()
        self._proc = ctx.Process(target=_worker, args=(child, self._wanted), daemon=True,
                                 name="xiangqi-search")
        self._proc.start()
        child.close()
        self._job = 0
        self._ready = False
        self._started = False
        self._pending = False
        self._dead = False
        self._args: tuple[str | None, list[str], str, str | int, SearchArgs, str | None] | None = None
        self._result: SearchResult | None = None
        self._infos: list[Info] = []
        self.error: str | None = None

    # ----- control -----------------------------------------------------------------------------
    def start(self, fen: str | None, moves_iccs: list[str] | tuple[str, ...] = (), ruleset: str = "cxq",
              level: str | int = "master", time_limit: float | None = 2.0, depth: int | None = None,
              *, limit: Limit | None = None, book: str | None = None) -> int:
        """Start searching the position after `moves_iccs` from `fen` (None: the standard start);
        returns the job number. A `limit`, if given, replaces time_limit and depth. `book` names an
        opening book to play from first (see app.ai.book.open_book; None: always search)."""
        if limit is not None:
            board = Board(fen)
            for text in moves_iccs:
                board.push_iccs(text)
            args = search_args(limit, board.turn)
        else:
            args = (time_limit, depth, None, None)
        return self._send(fen, list(moves_iccs), ruleset, level, args, book)

    def start_game(self, game: Game, level: str | int, limit: Limit, book: str | None = None) -> int:
        """Start searching the game's current position (read at once: the game is not kept); `book`
        as in start()."""
        args = search_args(limit, game.board.turn)
        return self._send(game.start_fen, [m.iccs for m in game.moves], game.ruleset, level, args, book)

    @property
    def job(self) -> int:
        """The number of the last job started (0 before the first)."""
        return self._job

    @property
    def pid(self) -> int | None:
        """The worker's process id."""
        return self._proc.pid

    def poll(self) -> SearchResult | None:
        """The result of the last start() once it is there (the same one until the next start), else None.

        Never blocks. Raises RuntimeError if the search failed in the worker.
        """
        self._drain()
        if self.error is not None:
            raise RuntimeError(f"search failed in the worker process:\n{self.error}")
        return self._result

    def poll_infos(self) -> list[Info]:
        """The Info of each iteration the current job finished since the last call (never blocks)."""
        self._drain()
        infos, self._infos = self._infos, []
        return infos

    def stop(self) -> None:
        """Ask the running search to finish now; poll() then has its result within 100 ms.

        If the worker has not begun the job yet (it may still be starting up), a quick move is
        computed here instead, so the promise holds.
        """
        if not self._pending:
            return
        self._wanted.value = -self._job
        self._drain()
        if self._pending and not self._started:
            self._fallback()

    def cancel(self) -> None:
        """Abandon the running search: the worker stops it and its result is dropped."""
        if self._pending:
            self._wanted.value = -self._job
            self._pending = False
            self._infos = []

    def wait(self, timeout: float | None = None) -> SearchResult | None:
        """Block until the result is there (or the timeout passes); mainly for scripts and tests."""
        end = None if timeout is None else time.monotonic() + timeout
        while True:
            result = self.poll()
            if result is not None or not self._pending:
                return result
            left = None if end is None else end - time.monotonic()
            if left is not None and left <= 0:
                return None
            self.wait_readable(left)

    def wait_readable(self, timeout: float | None) -> bool:
        """Sleep until the worker has sent something (True) or the timeout passes (False).

        Reads nothing, so a watcher thread may call it while another thread drains; False at
        once after the worker has died or the search was closed.
        """
        if self._dead or self._conn.closed:
            return False
        try:
            return bool(wait([self._conn], timeout))
        except (OSError, ValueError):
            return False

    @property
    def dead(self) -> bool:
        """True once the worker process is known to have ended (or close() was called)."""
        return self._dead

    @property
    def alive(self) -> bool:
        """True if the worker process runs (asks the system: a killed worker is seen before its pipe is
        read; call from the thread that starts searches)."""
        return not self._dead and self._proc.is_alive()

    @property
    def busy(self) -> bool:
        """True while a started search has not delivered its result."""
        self._drain()
        return self._pending

    def close(self) -> None:
        """Stop the worker process."""
        self._wanted.value = -1
        self._dead = True
        try:
            self._conn.send(("quit",))
        except (OSError, ValueError):
            pass
        self._proc.join(timeout=1.0)
        if self._proc.is_alive():
            self._proc.terminate()
            self._proc.join(timeout=1.0)
        self._conn.close()
        self._pending = False

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ----- internals ---------------------------------------------------------------------------
    def _send(self, fen: str | None, moves: list[str], ruleset: str, level: str | int, args: SearchArgs,
              book: str | None = None) -> int:
        self._job += 1
        self._wanted.value = self._job
        self._args = (fen, moves, ruleset, level, args, book)
        self._result = None
        self._infos = []
        self.error = None
        self._pending = True
        self._started = False
        if not self._dead:
            try:
                self._conn.send(("search", self._job) + self._args)
                return self._job
            except (OSError, ValueError):       # the worker was killed: its end of the pipe is gone
                self._dead = True
        self.error = "the worker process ended"
        self._pending = False
        return self._job

    def _drain(self) -> None:
        if self._conn.closed:
            return
        try:
            while self._conn.poll():
                self._take(self._conn.recv())
        except (EOFError, OSError):
            self._dead = True
            if self._pending:
                self.error = "the worker process ended"
                self._pending = False

    def _take(self, msg: tuple[Any, ...]) -> None:
        kind = msg[0]
        if kind == "ready":
            self._ready = True
        elif msg[1] != self._job or not self._pending:
            return                          # a stale job's message
        elif kind == "started":
            self._started = True
        elif kind == "info":
            self._infos.append(info_from_result(SearchResult.from_dict(msg[2])))
        elif kind == "result":
            self._result = SearchResult.from_dict(msg[2])
            self._pending = False
        elif kind == "error":
            self.error = msg[2]
            self._pending = False

    def _fallback(self) -> None:
        assert self._args is not None
        fen, moves, ruleset, level, _, book = self._args
        flag = threading.Event()
        flag.set()
        try:
            self._result = SearchResult.from_dict(_search(fen, moves, ruleset, level, (None, 1, None, None), flag,
                                                          book=book))
        except Exception:  # noqa: BLE001 (reported like a failure in the worker)
            self.error = traceback.format_exc()
        self._pending = False
