"""The built-in AI as a Player: its search runs in a worker process (app.ai.process.ProcessSearch).

No polling timer: a watcher thread sleeps on the worker's pipe (ProcessSearch.wait_readable, which
releases the GIL and reads nothing) and, when something arrives, posts a queued signal to the Qt
thread, which reads the pipe and emits info / move_ready / failed. The watcher then waits until
the Qt thread has read (so it does not wake again for the same bytes). All reading and every
signal the player emits happen in the Qt thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal

from app.ai.process import ProcessSearch, play_result
from app.engines.values import Limit
from app.model import Game

from .player import Player

WATCH_SECONDS = 0.5     # how often an idle watcher looks whether the player was closed


class _Wakeup(QObject):
    readable = Signal()


class BuiltinPlayer(Player):
    """The built-in engine at a level (a name in app.ai.LEVELS or 0-5); the worker starts on the
    first start(), and again on the next start() after it died (a failure is reported once, never
    for good). `search_factory` makes the ProcessSearch (tests may hand in another)."""

    def __init__(self, level: str | int = "master", search_factory: Callable[[], ProcessSearch] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__("built-in", parent)
        self.level = level
        self.book: str | None = None        # the opening book it plays from (app.ai.book.open_book's spec)
        self._factory = search_factory or ProcessSearch
        self._search: ProcessSearch | None = None
        self._wakeup = _Wakeup(self)
        self._wakeup.readable.connect(self._collect, Qt.ConnectionType.QueuedConnection)
        self._drained = threading.Event()
        self._closing = threading.Event()
        self._watcher: threading.Thread | None = None

    def start(self, game: Game, limit: Limit) -> int:
        """Search the game's current position (read now; the worker gets plain data) within `limit`."""
        search = self._ensure_search()
        job = self._next_job()
        search.start_game(game, self.level, limit, self.book)
        if search.dead:         # it died before it got the job: once more with a fresh worker
            search = self._ensure_search()
            search.start_game(game, self.level, limit, self.book)
        if search.dead:         # the worker is gone: say so now (nothing will arrive on the pipe)
            self._collect()
        return job

    def stop(self) -> None:
        """Move now: the best move so far arrives within about 100 ms (at once if the worker had not
        begun the job)."""
        if self._active and self._search is not None:
            self._search.stop()
            self._collect()

    def cancel(self) -> None:
        """Drop the running search (the worker abandons it)."""
        super().cancel()
        if self._search is not None:
            self._search.cancel()

    def close(self) -> None:
        """End the watcher thread and the worker process."""
        self.cancel()
        self._closing.set()
        self._drained.set()
        if self._search is not None:
            self._search.close()
        if self._watcher is not None:
            self._watcher.join(timeout=2 * WATCH_SECONDS)
        self._search = None
        self._watcher = None

    # ----- internals ---------------------------------------------------------------------------
    def _ensure_search(self) -> ProcessSearch:
        if self._search is not None and not self._search.alive:
            self._retire()              # a killed or crashed worker: the next search gets a fresh one
        if self._search is None:
            self._closing.clear()
            self._search = self._factory()
            self._watcher = threading.Thread(target=self._watch, args=(self._search,), daemon=True,
                                             name="xiangqi-search-watcher")
            self._watcher.start()
        return self._search

    def _retire(self) -> None:
        """Drop a dead worker and its watcher (which ends as soon as it sees the worker is gone)."""
        search, watcher = self._search, self._watcher
        self._search = self._watcher = None
        if search is not None:
            search.close()
        self._drained.set()
        if watcher is not None:
            watcher.join(timeout=2 * WATCH_SECONDS)

    def _watch(self, search: ProcessSearch) -> None:
        """Watcher thread: sleep on the pipe; on data, let the Qt thread read it, and wait for that."""
        while not self._closing.is_set() and not search.dead:
            if not search.wait_readable(WATCH_SECONDS) or self._closing.is_set():
                continue
            self._drained.clear()
            try:
                self._wakeup.readable.emit()
            except RuntimeError:            # the Qt object is gone (no close() before deletion)
                return
            while not self._drained.wait(WATCH_SECONDS):
                if self._closing.is_set():
                    return

    def _collect(self) -> None:
        """Qt thread: read what the worker sent and emit it for the current job."""
        search = self._search
        error = None
        result = None
        try:
            if search is None:
                return
            infos = search.poll_infos()
            try:
                result = search.poll()
            except RuntimeError:
                error = _summary(search.error or "")
        finally:
            self._drained.set()
        job = self._job
        for info in infos:
            if not self._active or job != self._job:
                return
            self.info.emit(job, info)
        if not self._active or job != self._job:
            return
        if error is not None:
            self._active = False
            self.failed.emit(job, error)
        elif result is not None:
            self._active = False
            self.move_ready.emit(job, play_result(result))


def _summary(trace: str) -> str:
    """'the built-in engine failed: <the exception line>' from a worker's traceback."""
    lines = [line for line in trace.strip().splitlines() if line.strip()]
    return f"the built-in engine failed: {lines[-1].strip() if lines else 'no reason given'}"
