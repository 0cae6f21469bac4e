"""Any engine (an external UCI/UCCI program or the built-in one) as a Player: the one computer player.

The engine runs in an :class:`EngineHost` thread (engine I/O releases the GIL, so the GUI stays
free; the built-in engine runs in its own process, ``python -m app.ai.uci``); what it reports is
posted to the Qt thread with a queued signal, where it is filtered by job (a cancelled or replaced
job emits nothing) and re-emitted as ``info`` / ``move_ready`` / ``failed`` (an EngineError). An
engine that died is reported once and started afresh for the next job (EngineHost). Options set with
:meth:`EnginePlayer.configure` (the built-in AI's level and opening book) reach the engine in its
thread before the next search, and again after a restart.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from app.engines import BUILTIN, EngineError, EngineSession, Info, Limit, PlayResult, builtin_options, open_engine
from app.model import Game

from .engine_host import EngineHost
from .player import Player


def engine_opener(command: str | list[str], protocol: str = "auto", options: Mapping[str, object] | None = None,
                  level: str | int | None = None, timeout: float = 10.0) -> Callable[[], EngineSession]:
    """A function that starts this engine and sets its options (run in the engine's thread)."""
    def opener() -> EngineSession:
        values: dict[str, Any] = dict(options or {})
        if command == BUILTIN:
            return open_engine(BUILTIN, protocol, timeout=timeout, level=level, **values)
        return open_engine(command, protocol, timeout=timeout, **values)
    return opener


def builtin_player(level: str | int = "master", book: str | None = None, parent: QObject | None = None) -> EnginePlayer:
    """The built-in AI as a player at `level`, playing from the opening `book` (see
    app.engines.builtin_options: None, SHIPPED_BOOK or a book file's path)."""
    player = EnginePlayer(BUILTIN, parent=parent)
    player.configure(**builtin_options(level, book))
    return player


class EnginePlayer(Player):
    """An engine that plays: ``start(game, limit)`` searches in the background (clocks included in the
    Limit are passed on); ``stop()`` delivers the best move so far; ``close()`` ends the engine."""

    _posted = Signal(int, str, object)       # job, "info"/"move"/"failed", payload (from the thread)

    def __init__(self, command: str | list[str] = BUILTIN, protocol: str = "auto",
                 options: Mapping[str, object] | None = None, level: str | int | None = None,
                 name: str = "", timeout: float = 10.0, opener: Callable[[], EngineSession] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(name or (command if isinstance(command, str) else command[0]), parent)
        self._named = bool(name)
        self._opener = opener or engine_opener(command, protocol, options, level, timeout)
        self._options: dict[str, object] = {}
        self._host: EngineHost | None = None
        self._posted.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    @property
    def session(self) -> EngineSession | None:
        """The engine session once started (its .name, .options); None before the first search."""
        return self._host.session if self._host is not None else None

    @property
    def options(self) -> dict[str, object]:
        """The options set with configure (sent before each search, when they changed)."""
        return dict(self._options)

    def configure(self, **options: object) -> None:
        """Engine options by name, applied in the engine's thread before the next search (an option
        the engine does not take fails that search)."""
        self._options.update(options)

    def start(self, game: Game, limit: Limit) -> int:
        """Search the game's current position (copied now) within `limit`; returns the job number."""
        host = self._ensure_host()
        host.stop_search()                   # the previous job, if any, ends (its results are dropped)
        job = self._next_job()
        work = game.copy()
        options = dict(self._options)
        host.submit(lambda session, gen: self._search(session, host, gen, job, work, limit, options),
                    lambda error: self._post(job, "failed", error))
        return job

    def stop(self) -> None:
        """Move now: the engine is told to stop and move_ready follows with its best move so far."""
        if self._active and self._host is not None:
            self._host.stop_search()

    def cancel(self) -> None:
        """Drop the running job (the engine stops; nothing more is emitted for it)."""
        super().cancel()
        if self._host is not None:
            self._host.stop_search()

    def close(self) -> None:
        """End the engine's thread and process."""
        self.cancel()
        if self._host is not None:
            self._host.close()
            self._host = None

    # ----- internals ---------------------------------------------------------------------------
    def _ensure_host(self) -> EngineHost:
        if self._host is None:
            self._host = EngineHost(self._opener, "player")
        return self._host

    def _search(self, session: EngineSession, host: EngineHost, gen: int, job: int, game: Game, limit: Limit,
                options: dict[str, object]) -> None:
        """Engine thread: set the options, run one search, posting each iteration's report and the move."""
        if job != self._job:
            return
        if not self._named:
            self.name = session.name
        if options:
            session.configure(**options)     # only what changed is sent
        stream = host.begin(session, gen, game, limit)
        for info in stream:
            if info.multipv == 1 and info.score is not None and info.pv:
                self._post(job, "info", info)
        self._post(job, "move", stream.result())

    def _post(self, job: int, kind: str, payload: object) -> None:
        try:
            self._posted.emit(job, kind, payload)
        except RuntimeError:                 # the player was deleted
            pass

    def _deliver(self, job: int, kind: str, payload: object) -> None:
        """Qt thread: emit what the engine sent, if its job is still wanted."""
        if job != self._job or not self._active:
            return
        if kind == "info":
            assert isinstance(payload, Info)
            self.info.emit(job, payload)
        elif kind == "move":
            assert isinstance(payload, PlayResult)
            self._active = False
            self.move_ready.emit(job, payload)
        else:
            assert isinstance(payload, EngineError)
            self._active = False
            self.failed.emit(job, payload)


__all__ = ["EnginePlayer", "engine_opener", "builtin_player"]
