"""Live analysis: an engine analyses the shown position without end, in its own thread.

``set_position(game)`` restarts the analysis on a new position after a short pause (browsing fast
does not restart the engine on every step); ``start()``/``stop()``; ``set_multipv(n)`` (1-5);
``set_engine(opener, name)``. What the engine reports is coalesced: the thread keeps the newest Info
per line and wakes the Qt thread at most once per :data:`PUBLISH_MS`, which emits
``lines_changed(list[Info])`` (best first, scores from the side to move's view) for the position
``board`` (the position analysed). ``failed(EngineError)`` when the engine cannot run; ``running_changed(bool)``.

Besides the lines it keeps what the engine said about itself: ``speed``, the engine's own nodes per
second from its newest report (its ``nps``, or its nodes over its time when it gives no nps), and
``core``, the built-in engine's search core (a CoreReport from its ``info string core ...`` lines:
compiled, still compiling or loading, or the pure one and why; None for other engines), announced
by ``core_changed``.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from app.engines import EngineError, EngineSession, Info
from app.engines.builtin import CoreReport, core_report
from app.engines.values import newer_line
from app.model import Board, Game

from .engine_host import EngineHost

PUBLISH_MS = 100        # at most one update of the lines per this many milliseconds
DEBOUNCE_MS = 150       # a new position is analysed once the user paused this long
MAX_LINES = 5


class AnalysisController(QObject):
    """See the module docstring."""

    lines_changed = Signal(object)       # list[Info], best first
    failed = Signal(object)              # EngineError
    running_changed = Signal(bool)
    core_changed = Signal(object)        # CoreReport | None: the built-in engine's search core
    _wake = Signal()                     # from the engine thread: new lines are waiting
    _wake_failed = Signal(object)        # from the engine thread: the engine failed (EngineError)

    def __init__(self, opener: Callable[[], EngineSession] | None = None, engine_name: str = "",
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.engine_name = engine_name
        self._opener = opener
        self._host: EngineHost | None = None
        self._game: Game | None = None
        self._multipv = 1
        self._running = False
        self._lock = threading.Lock()
        self._pending: dict[int, Info] = {}
        self._pending_gen = 0
        self._pending_speed: int | None = None
        self._pending_core: CoreReport | None = None
        self._waiting = False            # a wake-up is queued or the publish timer runs
        self._gen = 0
        self._last_publish = 0.0
        self.lines: list[Info] = []
        self.speed: int | None = None    # the engine's nodes per second, as it reported them last
        self.core: CoreReport | None = None
        self.board: Board | None = None
        self.updates = 0                 # lines_changed emitted so far (for benchmarks)
        self._wake.connect(self._woken, Qt.ConnectionType.QueuedConnection)
        self._wake_failed.connect(self._failed_in_qt, Qt.ConnectionType.QueuedConnection)
        self._debounce = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self._debounce.timeout.connect(self._restart)
        self._publisher = QTimer(self, singleShot=True)
        self._publisher.timeout.connect(self._publish)

    # ----- settings ----------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        """True while analysis is switched on."""
        return self._running

    @property
    def multipv(self) -> int:
        """The number of lines asked for."""
        return self._multipv

    def set_engine(self, opener: Callable[[], EngineSession], name: str = "") -> None:
        """Analyse with another engine (the old one is closed)."""
        self._close_host()
        self._opener, self.engine_name = opener, name
        with self._lock:
            self._pending_core, self._pending_speed = None, None
        self.speed = None
        if self.core is not None:
            self.core = None
            self.core_changed.emit(None)
        self._schedule(at_once=True)

    def set_multipv(self, count: int) -> None:
        """Show `count` lines (1-5)."""
        count = max(1, min(MAX_LINES, count))
        if count != self._multipv:
            self._multipv = count
            self._schedule(at_once=True)

    def set_position(self, game: Game) -> None:
        """Analyse this game's current position from now on (copied; restarted after a short pause)."""
        self._game = game.copy()
        self.board = self._game.board.copy()
        self.lines = []
        self.speed = None
        self._gen = 0                    # nothing found for the old position is shown any more
        self.lines_changed.emit([])
        self._schedule(at_once=False)

    def start(self) -> None:
        """Switch analysis on."""
        if not self._running:
            self._running = True
            self.running_changed.emit(True)
            self._schedule(at_once=True)

    def stop(self) -> None:
        """Switch analysis off (the engine stops searching; it stays open for the next start)."""
        if self._running:
            self._running = False
            self._debounce.stop()
            if self._host is not None:
                self._host.stop_search()
            self.running_changed.emit(False)

    def close(self) -> None:
        """Stop and end the engine process."""
        self.stop()
        self._close_host()

    # ----- internals ---------------------------------------------------------------------------
    def _close_host(self) -> None:
        if self._host is not None:
            self._host.close()
            self._host = None

    def _schedule(self, at_once: bool) -> None:
        if not self._running or self._game is None:
            return
        if self._host is not None:
            self._host.stop_search()
        if at_once:
            self._debounce.stop()
            self._restart()
        else:
            self._debounce.start()

    def _restart(self) -> None:
        """Begin analysing the current position (Qt thread)."""
        if not self._running or self._game is None or self._opener is None:
            return
        if self._host is None:
            self._host = EngineHost(self._opener, "analysis")
        host, game, multipv = self._host, self._game, self._multipv
        host.stop_search()
        self.lines = []
        self._gen = host.submit(lambda session, gen: self._analyse(session, host, gen, game, multipv),
                                self._report_failure)

    def _analyse(self, session: EngineSession, host: EngineHost, gen: int, game: Game, multipv: int) -> None:
        """Engine thread: read the stream, keep the newest line per rank, wake the Qt thread."""
        stream = host.begin(session, gen, game, None, multipv)
        with self._lock:
            self._pending, self._pending_gen, self._pending_speed = {}, gen, None
        for info in stream:
            speed = engine_speed(info)
            core = core_report(info.string) if info.string else None
            line = info.score is not None and bool(info.pv) and info.multipv <= multipv
            if not line and speed is None and core is None:
                continue
            with self._lock:
                if self._pending_gen != gen:
                    continue
                if line:
                    self._pending[info.multipv] = newer_line(self._pending.get(info.multipv), info)
                if speed is not None:
                    self._pending_speed = speed
                if core is not None:
                    self._pending_core = core
                wake = not self._waiting
                self._waiting = True
            if wake:
                try:
                    self._wake.emit()
                except RuntimeError:
                    return

    def _report_failure(self, error: EngineError) -> None:
        try:
            self._wake_failed.emit(error)
        except RuntimeError:
            pass

    def _woken(self) -> None:
        """Qt thread: publish now, or when PUBLISH_MS have passed since the last publication."""
        wait = PUBLISH_MS / 1000 - (time.monotonic() - self._last_publish)
        if wait <= 0:
            self._publish()
        else:
            self._publisher.start(int(wait * 1000) + 1)

    def _publish(self) -> None:
        with self._lock:
            pending, gen, speed, core = dict(self._pending), self._pending_gen, self._pending_speed, self._pending_core
            self._waiting = False
        if core != self.core:
            self.core = core
            self.core_changed.emit(core)
        if gen != self._gen or not self._running:
            return
        self._last_publish = time.monotonic()
        self.lines = [pending[k] for k in sorted(pending)]
        self.speed = speed
        self.updates += 1
        self.lines_changed.emit(self.lines)

    def _failed_in_qt(self, error: EngineError) -> None:
        self.failed.emit(error)
        self.stop()


def engine_speed(info: Info) -> int | None:
    """The engine's own nodes per second in a report: its nps, else its nodes over its time (None if
    it says neither)."""
    if info.nps:
        return info.nps
    if info.nodes and info.time:
        return round(info.nodes / info.time)
    return None


__all__ = ["AnalysisController", "PUBLISH_MS", "DEBOUNCE_MS", "MAX_LINES", "engine_speed"]
