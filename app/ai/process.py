"""Run the search in another process, so that a GUI thread never waits on it.

A pure-Python search holds the GIL, so a search in a thread would freeze the GUI. ProcessSearch keeps
one worker process (multiprocessing 'spawn' context, daemon) and talks to it through a pipe::

    ps = ProcessSearch()                 # starts the worker (it imports the engine once)
    ps.start(fen, ["h2e2", "h9g7"], "cxq", "master", 2.0)
    result = ps.poll()                   # None while searching (never blocks), then a SearchResult
    ps.stop()                            # the result is there within 100 ms
    ps.close()

With the 'spawn' context the worker re-imports the main module, so a script that creates a
ProcessSearch must do it under ``if __name__ == "__main__":`` (the GUI's entry point does).

Only plain data crosses the pipe (FEN, ICCS strings, numbers); poll() rebuilds Move objects. Each
start() gets a job number; the worker stops a search as soon as the wanted job number changes, so a
new start() (or stop()) overrides a running search.
"""

from __future__ import annotations

import multiprocessing as mp
import time
import traceback

from .engine import SearchResult


class _JobFlag:
    """The stop flag the worker's search polls: set when the parent no longer wants this job."""

    def __init__(self, wanted, job: int) -> None:
        self.wanted = wanted
        self.job = job

    def is_set(self) -> bool:
        return self.wanted.value != self.job


def _search(fen: str | None, moves: list[str], ruleset: str, level, time_limit, depth, stop) -> dict:
    from app.model import Game

    from .engine import Engine
    game = Game(fen, ruleset, analysis=True)
    for text in moves:
        game.push_iccs(text)
    return Engine(level).best_move(game, time_limit=time_limit, depth=depth, stop=stop).to_dict()


def _worker(conn, wanted) -> None:
    """Worker loop: run the newest job, answer ('started', job) then ('result', job, dict)."""
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
        _, job, fen, moves, ruleset, level, time_limit, depth = msg
        conn.send(("started", job))
        try:
            result = _search(fen, moves, ruleset, level, time_limit, depth, _JobFlag(wanted, job))
            conn.send(("result", job, result))
        except Exception:
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
        self._args: tuple | None = None
        self._result: SearchResult | None = None
        self.error: str | None = None

    # ----- control -----------------------------------------------------------------------------
    def start(self, fen: str | None, moves_iccs: list[str] | tuple[str, ...] = (), ruleset: str = "cxq",
              level: str | int = "master", time_limit: float | None = 2.0, depth: int | None = None) -> None:
        """Start searching the position after `moves_iccs` from `fen` (None: the standard start)."""
        self._job += 1
        self._wanted.value = self._job
        self._args = (fen, list(moves_iccs), ruleset, level, time_limit, depth)
        self._result = None
        self.error = None
        self._pending = True
        self._started = False
        self._conn.send(("search", self._job) + self._args)

    def poll(self) -> SearchResult | None:
        """The result of the last start() once it is there (the same one until the next start), else None.

        Never blocks. Raises RuntimeError if the search failed in the worker.
        """
        self._drain()
        if self.error is not None:
            raise RuntimeError(f"search failed in the worker process:\n{self.error}")
        return self._result

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
            self._conn.poll(0.02 if left is None else min(0.02, left))

    @property
    def busy(self) -> bool:
        """True while a started search has not delivered its result."""
        self._drain()
        return self._pending

    def close(self) -> None:
        """Stop the worker process."""
        self._wanted.value = -1
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

    def __enter__(self) -> "ProcessSearch":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ----- internals ---------------------------------------------------------------------------
    def _drain(self) -> None:
        try:
            while self._conn.poll():
                msg = self._conn.recv()
                kind = msg[0]
                if kind == "ready":
                    self._ready = True
                elif msg[1] != self._job or not self._pending:
                    continue              # a stale job's message
                elif kind == "started":
                    self._started = True
                elif kind == "result":
                    self._result = SearchResult.from_dict(msg[2])
                    self._pending = False
                elif kind == "error":
                    self.error = msg[2]
                    self._pending = False
        except (EOFError, OSError):
            if self._pending:
                self.error = "the worker process ended"
                self._pending = False

    def _fallback(self) -> None:
        import threading
        fen, moves, ruleset, level, _, _ = self._args
        flag = threading.Event()
        flag.set()
        self._result = SearchResult.from_dict(_search(fen, moves, ruleset, level, None, 1, flag))
        self._pending = False
