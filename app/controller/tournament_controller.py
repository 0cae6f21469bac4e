"""Running an engine tournament for the tournament window: app.tournament in a background thread,
its events brought to the Qt thread as signals (facts), pause, stop and resume.

    controller.start(request)          # or controller.resume(pgn, concurrency)
    controller.standings_changed.connect(...)

The tournament's threads touch no Qt object, not even the controller: its listener puts each event in
a queue that a timer on the GUI thread collects, so every signal here is emitted in the Qt thread, and
the controller's last reference is never dropped on a tournament thread (a Qt object freed there, or
a signal of one emitted from a plain Python thread, crashed the program now and then under load).
While a tournament runs, the cyclic garbage collector runs on the GUI thread only (gc_pause). Stopping
keeps the games under way as far as they went: resuming the tournament from its PGN (or its state
file) plays them on from there.
"""

from __future__ import annotations

import datetime
import os
import queue
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, QTimer, Signal

from app.model.tree import GameTree
from app.tournament import (EngineSpec, GameFinished, GameStarted, MovePlayed, StandingsChanged, Standings, Tournament,
                            TournamentFinished, TournamentStarted, default_concurrency)
from app.tournament.store import TournamentStore, pgn_path, state_path

from .gc_pause import pause_collection_while, resume_if_done
from .news import drained
from .tournament_values import (LiveBoards, LiveGame, Problem, TournamentRequest, builtin_entrants,
                                external_entrant, problem_of, settings_of)

TournamentFactory = Callable[..., Tournament]
TOURNAMENTS_FOLDER = "tournaments"       # in the user's data folder: where new tournaments' PGN files go


def tournaments_folder() -> Path:
    """The folder for tournament PGN files in the user's data folder."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".xiangqi-studio") / TOURNAMENTS_FOLDER


class TournamentController(QObject):
    """One tournament at a time, run in a thread; its progress as signals in the Qt thread."""

    started = Signal(object)            # TournamentStarted
    game_started = Signal(object)       # LiveGame (the position after the opening)
    game_moved = Signal(object)         # LiveGame (after the move)
    game_finished = Signal(object)      # PlayedGame (written to the PGN)
    earlier_games = Signal(object)      # list[GameResult]: the games a resumed tournament finished before
    standings_changed = Signal(object)  # Standings
    finished = Signal(object)           # TournamentFinished (also after a stop)
    failed = Signal(object)             # Problem: the tournament did not start, or ended with an error
    state_changed = Signal()            # running or paused changed
    POLL_MS = 40                        # how often the GUI thread collects the tournament's events

    def __init__(self, parent: QObject | None = None, notation: str = "chinese") -> None:
        super().__init__(parent)
        # the tournament's threads put their events (and a failure, as a Problem) here; only the
        # queue is shared with them
        self._news: queue.SimpleQueue[object] = queue.SimpleQueue()
        self._poll = QTimer(self)
        self._poll.setInterval(self.POLL_MS)
        self._poll.timeout.connect(self._collect)
        self.tournament: Tournament | None = None
        self.live = LiveBoards(notation)
        self.standings: Standings | None = None
        self._thread: threading.Thread | None = None

    # ----- who can play ------------------------------------------------------------------------------
    @staticmethod
    def entrants(engines: list[tuple[str, str, str, dict[str, object]]]) -> list[EngineSpec]:
        """The built-in levels, then the listed engines (name, command, protocol, option values)."""
        return builtin_entrants() + [external_entrant(*e) for e in engines]

    @staticmethod
    def default_concurrency() -> int:
        """Games at once by default: one per core."""
        return default_concurrency()

    # ----- start, resume -----------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        """True while a tournament runs (paused included)."""
        return self._thread is not None and self._thread.is_alive()

    @property
    def paused(self) -> bool:
        """True while the running tournament is paused."""
        return self.running and self.tournament is not None and self.tournament.paused

    @staticmethod
    def saved(pgn: str) -> bool:
        """True if a tournament is saved with this PGN, or this is its state file (it can be resumed)."""
        return bool(pgn) and TournamentStore(pgn).exists()

    @staticmethod
    def pgn_of(path: str) -> str:
        """The PGN of a tournament, given it or its state file."""
        return pgn_path(path)

    @staticmethod
    def state_of(pgn: str) -> str:
        """The state file of a tournament's PGN."""
        return state_path(pgn_path(pgn))

    @staticmethod
    def default_pgn(folder: str | None = None) -> str:
        """A PGN file for a new tournament: 'tournament-YYYY-MM-DD.pgn' (then -2, -3, ...) in `folder`,
        or in the user's data folder (made if missing), that no file or saved tournament uses yet."""
        base = Path(folder) if folder else tournaments_folder()
        if not folder:
            try:
                base.mkdir(parents=True, exist_ok=True)
            except OSError:
                pass
        stem = f"tournament-{datetime.date.today():%Y-%m-%d}"
        for n in range(1, 10_000):
            path = base / (f"{stem}.pgn" if n == 1 else f"{stem}-{n}.pgn")
            if not os.path.lexists(path) and not os.path.lexists(state_path(str(path))):
                return str(path)
        return str(base / f"{stem}-{os.getpid()}.pgn")

    @property
    def games_under_way(self) -> int:
        """Games started and not finished (0 when nothing runs)."""
        return self.tournament.running if self.running and self.tournament is not None else 0

    def start(self, request: TournamentRequest) -> bool:
        """Start a new tournament; False (and ``failed``) if it cannot start."""
        if self.running:
            return False
        try:
            tournament = Tournament(settings_of(request), request.pgn, concurrency=request.concurrency,
                                    listener=self._news.put)
        except (ValueError, OSError) as err:          # SettingError, OpeningError, StoreError are ValueErrors
            self.failed.emit(problem_of(err))
            return False
        self._launch(tournament)
        return True

    def resume(self, pgn: str, concurrency: int | None = None) -> bool:
        """Go on with the tournament saved with this PGN; False (and ``failed``) if it cannot."""
        if self.running:
            return False
        try:
            tournament = Tournament.resume(pgn_path(pgn), concurrency=concurrency, listener=self._news.put)
        except (ValueError, OSError) as err:
            self.failed.emit(problem_of(err))
            return False
        self._launch(tournament)
        return True

    def _launch(self, tournament: Tournament) -> None:
        self.tournament = tournament
        self.live.clear()
        self.standings = tournament.standings()
        if tournament.results:
            self.earlier_games.emit(list(tournament.results))

        news = self._news

        def work() -> None:           # refers to the tournament and the queue only, not to the controller
            try:
                tournament.run()
            except BaseException as exc:  # noqa: BLE001 (the thread's last stop: any failure goes to the Qt thread as a Problem)
                news.put(problem_of(exc))

        self._thread = threading.Thread(target=work, name="tournament", daemon=True)
        pause_collection_while(self._thread)
        self._thread.start()
        self._poll.start()
        self.state_changed.emit()

    # ----- control ------------------------------------------------------------------------------------
    def pause(self) -> None:
        """Hold the games before their next move."""
        if self.running and self.tournament is not None:
            self.tournament.pause()
            self.state_changed.emit()

    def go_on(self) -> None:
        """Go on after a pause."""
        if self.running and self.tournament is not None:
            self.tournament.resume_play()
            self.state_changed.emit()

    def stop(self) -> None:
        """End the tournament now (the games under way are kept: resuming plays them on)."""
        if self.running and self.tournament is not None:
            self.tournament.stop()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the tournament's thread to end; True if it has."""
        if self._thread is not None:
            self._thread.join(timeout)
        return not self.running

    def close(self) -> None:
        """Stop a running tournament and wait a little for its engines to end (the program quits)."""
        self.stop()
        self.wait(5.0)

    def record(self, number: int) -> GameTree | None:
        """A finished game of the current tournament as a game record to study, or None."""
        return self.tournament.record(number) if self.tournament is not None else None

    # ----- events -------------------------------------------------------------------------------------
    def _collect(self) -> None:
        """GUI thread: deliver what the tournament reported since the last look."""
        for item in drained(self._news):
            self._deliver(item)

    def _ended(self) -> None:
        self.wait(5.0)                # the thread ends right after its last event
        self._poll.stop()
        resume_if_done()
        self.live.clear()

    def _deliver(self, item: object) -> None:
        if isinstance(item, Problem):
            self._ended()
            self.failed.emit(item)
            self.state_changed.emit()
        elif isinstance(item, TournamentStarted):
            self.started.emit(item)
        elif isinstance(item, GameStarted):
            self.game_started.emit(self.live.started(item))
        elif isinstance(item, MovePlayed):
            game = self.live.moved(item)
            if game is not None:
                self.game_moved.emit(game)
        elif isinstance(item, GameFinished):
            self.live.ended(item.game.number)
            self.game_finished.emit(item.game)
        elif isinstance(item, StandingsChanged):
            self.standings = item.standings
            self.standings_changed.emit(item.standings)
        elif isinstance(item, TournamentFinished):
            self._ended()
            self.standings = item.standings
            self.finished.emit(item)
            self.state_changed.emit()

    def live_games(self) -> list[LiveGame]:
        """The games under way, by number."""
        return [self.live.games[n] for n in sorted(self.live.games)]


__all__ = ["TournamentController", "TournamentRequest", "Problem"]
