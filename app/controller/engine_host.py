"""A background thread that owns one EngineSession and runs tasks on it, one after another.

The GUI thread never talks to the engine: it submits tasks (``run(session, generation)``, plus
``fail(error)`` for when the engine cannot be started or breaks: an EngineError value, whatever went
wrong) and asks for the running search to stop. The engine
is started lazily by the thread, on its first task, with the given opener; a session that died is
dropped and opened again for the next task. Searches begun through :meth:`EngineHost.begin` can be
stopped from any thread, even before the engine received the ``go`` (each task has a generation
number; :meth:`stop_search` stops every task submitted so far). An engine that timed out is ended
and started afresh for the next task: its late answer can never be taken for a later question's.

Every task ends with its result or its ``fail``: whatever a task raises (an engine error, an OS
error, or anything unforeseen: a thread that cannot start, a bug) is reported and the thread goes on
to the next task; an unforeseen error also ends the engine, which may be out of step. An engine
found dead (killed while idle) is closed, its process group ended at once, before a fresh one starts;
one that served earlier tasks and ends under a task (it was killed while idle but not yet wholly gone)
is replaced and the task given to the fresh engine, once.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable

from app.engines import (AnalysisStream, EngineError, EngineProblem, EngineSession, EngineTerminated, EngineTimeout,
                         Limit)
from app.model import Game

log = logging.getLogger(__name__)

Opener = Callable[[], EngineSession]
Run = Callable[[EngineSession, int], None]
Fail = Callable[[EngineError], None]
Task = tuple[int, Run, Fail]


class EngineHost:
    """One engine in one thread; see the module docstring."""

    def __init__(self, opener: Opener, name: str = "engine") -> None:
        self._opener = opener
        self._queue: queue.Queue[Task | None] = queue.Queue()
        self._lock = threading.Lock()
        self._gen = 0              # generation of the last submitted task
        self._stop_gen = 0         # tasks of this generation or older must stop their search
        self._stream: AnalysisStream | None = None
        self._session: EngineSession | None = None
        self._closed = False
        self._thread = threading.Thread(target=self._main, daemon=True, name=f"xiangqi-{name}")
        self._thread.start()

    @property
    def session(self) -> EngineSession | None:
        """The running engine (None before the first task or after it died)."""
        return self._session

    def submit(self, run: Run, fail: Fail) -> int:
        """Queue a task (``run(session, generation)``); returns its generation number."""
        with self._lock:
            if self._closed:
                raise RuntimeError("the engine host is closed")
            self._gen += 1
            gen = self._gen
        self._queue.put((gen, run, fail))
        return gen

    def stop_search(self) -> None:
        """Stop the running search and any search of a task already submitted (they finish soon)."""
        with self._lock:
            self._stop_gen = self._gen
            stream = self._stream
        if stream is not None:
            stream.stop()

    def stale(self, gen: int) -> bool:
        """True if the task of this generation was told to stop."""
        return gen <= self._stop_gen

    def begin(self, session: EngineSession, gen: int, game: Game, limit: Limit | None = None,
              multipv: int = 1) -> AnalysisStream:
        """Worker thread: start a search for task `gen` (stopped at once if it is already stale)."""
        stream = session.analysis(game, limit, multipv)
        with self._lock:
            self._stream = stream
            stale = gen <= self._stop_gen
        if stale:
            stream.stop()
        return stream

    def close(self, timeout: float = 5.0) -> None:
        """Stop the search, end the thread and the engine process (no orphan processes)."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
        self.stop_search()
        self._queue.put(None)
        self._thread.join(timeout)
        session = self._session
        if session is not None:          # the thread is stuck on a hung engine: kill it from here
            session.close()

    # ----- the thread --------------------------------------------------------------------------
    def _main(self) -> None:
        while True:
            task = self._queue.get()
            if task is None:
                break
            gen, run, fail = task
            if self.stale(gen) and not self._queue.empty():
                continue                 # replaced by a newer task before it began
            self._run(gen, run, fail)
        session, self._session = self._session, None
        if session is not None:
            session.close()

    def _run(self, gen: int, run: Run, fail: Fail) -> None:
        try:
            reused = self._session_for_task()
            try:
                run(self._session_ready(), gen)
            except EngineTerminated:
                # an engine that served earlier tasks ended under this one: killed while idle (the kernel
                # may still be tearing it down when the task comes, so it looked alive) or crashed; a
                # fresh engine takes the task, once (a new engine that ends is reported)
                if not reused or self.stale(gen):
                    raise
                dead, self._session = self._session, None
                if dead is not None:
                    dead.close()
                self._session_for_task()
                run(self._session_ready(), gen)
        except Exception as exc:  # noqa: BLE001  (every failure ends its task with a message; the thread goes on)
            log.info("engine task failed: %s", exc)
            dead = None
            foreseen = isinstance(exc, (EngineError, OSError, ValueError))
            broken = not foreseen or isinstance(exc, (EngineTerminated, EngineTimeout))    # dead, or out of step
            if broken or (self._session is not None and not self._session.alive):
                dead, self._session = self._session, None
            try:
                fail(self._as_error(exc))
            except RuntimeError:         # the Qt receiver is gone
                pass
            if dead is not None:
                dead.close()
        finally:
            with self._lock:
                self._stream = None

    def _session_for_task(self) -> bool:
        """Make sure a running engine is there for the next task: True if the one there is kept, False if
        one was started (the one there had died while idle: what is left of it is ended now)."""
        session = self._session
        if session is not None and session.alive:
            return True
        self._session = None
        if session is not None:
            session.close()
        self._session = self._opener()
        return False

    def _session_ready(self) -> EngineSession:
        session = self._session
        assert session is not None
        return session

    def _as_error(self, exc: Exception) -> EngineError:
        """The failure as an engine error value (an OS error, a bad request or anything unforeseen
        becomes FAILED, with its text)."""
        if isinstance(exc, EngineError):
            return exc
        name = self._session.name if self._session is not None else ""
        if isinstance(exc, OSError):
            detail = str(exc.strerror or exc)
        elif isinstance(exc, ValueError):
            detail = str(exc)
        else:
            detail = f"{type(exc).__name__}: {exc}"
        return EngineError(EngineProblem.FAILED, engine=name, detail=detail or type(exc).__name__)


__all__ = ["EngineHost"]
