"""Running a tournament: the schedule handed out to game slots, results collected, written, reported.

    tournament = Tournament(settings, "games.pgn", concurrency=2, listener=print)
    standings = tournament.run()           # blocks; pause(), resume(), stop() from another thread
    Tournament.resume("games.pgn").run()   # after an interruption: the games not yet finished

On this machine ``concurrency`` games run at once (default: one per core), each in a thread that drives
its two engine processes (engines think in their own processes, so threads are enough); with a
``scheduler`` address (``pip install '.[cluster]'``) the games go to a dask.distributed cluster's
workers instead (see cluster.py). Either way every game is played by play.play_game, and finished games
are written here, one at a time, to the PGN and state file (store.py).

An SPRT that reaches its decision ends a match early: no new game starts, the games under way finish
and count. ``stop()`` ends the games under way at once: they are not recorded as finished, but what
they played so far is kept in the state file, and a resumed tournament plays each on from where it
stopped (on a cluster, whose games cannot be stopped half way, they are played again from their
start). ``pause()`` holds every game before its next move (no clock runs) and starts no new one; on a
cluster it only starts no new game. ``terminate()`` (a signal ends the program) stops and ends every
engine at once.

A built-in entrant whose EvalFile network cannot be used is refused before anything is made or played
(SettingError NETWORK, config.check_networks), a resumed one with games left to play too. A tournament that cannot
start (its engines or its cluster fail before a game is played) leaves nothing behind: the state file
it made goes, and the PGN if it made it. A resumed one checks its state file and PGN before any game
(StoreError).
"""

from __future__ import annotations

import os
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import replace

from app.formats import GameTree

from .config import TournamentSettings, check_concurrency, check_networks, named_uniquely
from .errors import EngineFailure, StoreError, StoreProblem, TournamentError, TournamentProblem
from .events import (Finish, GameFinished, GameStarted, StandingsChanged, TournamentEvent, TournamentFinished,
                     TournamentStarted)
from .openings import StartLine, load_openings
from .play import EnginePool, GameAborted, GameControl, GameJob, MovePlayed, play_game
from .played import PartialGame, PlayedGame
from .results import GameResult, Standings, standings
from .schedule import GameSlot, make_schedule
from .stats import Decision
from .store import TournamentStore, game_tree

Listener = Callable[[TournamentEvent], None]


def default_concurrency() -> int:
    """Games at once by default: one per core."""
    return max(1, os.cpu_count() or 1)


class Tournament:
    """One tournament (see the module doc). Events go to `listener` from the tournament's threads."""

    def __init__(self, settings: TournamentSettings, pgn: str | None = None, *, concurrency: int | None = None,
                 scheduler: str | None = None, listener: Listener | None = None,
                 openings: list[StartLine] | None = None, scheduler_timeout: float = 30.0,
                 _saved: TournamentStore | None = None) -> None:
        check_concurrency(concurrency)
        self.settings = replace(settings, engines=named_uniquely(settings.engines))
        if _saved is None:
            check_networks(self.settings.engines)  # (a resumed one's in resume(): only if it has games to play)
        self.names = tuple(e.label for e in self.settings.engines)
        rounds = (settings.games + 1) // 2
        self.openings = openings if openings is not None else load_openings(
            settings.openings, rounds, settings.opening_plies, settings.seed)
        self.schedule = make_schedule(self.settings, self.openings)
        self.concurrency = concurrency or default_concurrency()
        self.concurrency_given = concurrency is not None
        self.scheduler = scheduler
        self.scheduler_timeout = scheduler_timeout        # seconds to reach the cluster (see cluster.py)
        self.listener = listener
        self.store = _saved or (TournamentStore(pgn) if pgn else None)
        self.fresh = _saved is None             # made here (not resumed): undone if it cannot start
        self.results: list[GameResult] = _saved.results if _saved is not None else []
        self.games: dict[int, PlayedGame] = {}          # the games finished in this run, by number
        self.partial: dict[int, PartialGame] = {p.number: p for p in _saved.unfinished} if _saved is not None else {}
        done = {r.number for r in self.results}
        self._pending: deque[GameSlot] = deque(s for s in self.schedule if s.number not in done)
        self._lock = threading.Lock()
        self._running = 0
        self._sprt_done = self._decided()
        self._pool: EnginePool | None = None
        self.control = GameControl(on_move=self._moved)
        if self.store is not None and _saved is None:
            if self.store.exists():
                raise StoreError(StoreProblem.SAVED, self.store.pgn)
            self.store.create(self.settings, self.openings)

    @classmethod
    def resume(cls, pgn: str, *, concurrency: int | None = None, scheduler: str | None = None,
               listener: Listener | None = None, scheduler_timeout: float = 30.0) -> Tournament:
        """The tournament saved with this PGN (or this state file), to play its remaining games. Its
        state file is checked whole and its PGN against it before anything is written (StoreError;
        OSError if the PGN cannot be written); a finished tournament's files are only read. One with games
        left to play is refused (SettingError NETWORK) if a built-in entrant's network file has been
        removed or damaged since: it would play them with the hand-written evaluation."""
        store = TournamentStore(pgn)
        saved = store.load()
        try:
            tournament = cls(saved.settings, store.pgn, concurrency=concurrency, scheduler=scheduler,
                             listener=listener, openings=list(saved.openings), scheduler_timeout=scheduler_timeout,
                             _saved=store)
            store.check(saved, tournament.schedule, tournament.names)
            if not tournament.finished_already:
                check_networks(tournament.settings.engines)
            store.reconcile(finished=tournament.finished_already)
        except BaseException:
            store.close()                   # another run may resume it
            raise
        return tournament

    @property
    def finished_already(self) -> bool:
        """True when no game is left to play (all played, or the SPRT decided)."""
        with self._lock:
            return not self._pending or self._sprt_done

    # ----- control (any thread) ----------------------------------------------------------------------
    def pause(self) -> None:
        """Hold the games before their next move; start no new one."""
        self.control.pause()

    def resume_play(self) -> None:
        """Go on after a pause."""
        self.control.resume()

    def stop(self) -> None:
        """End the tournament now; the games under way are kept as far as they went (played on when
        resumed; see the module doc)."""
        self.control.stop()

    def terminate(self) -> None:
        """Stop, and end every engine at once, the ones thinking included (the program is being ended)."""
        self.control.stop()
        pool = self._pool
        if pool is not None:
            pool.terminate()

    @property
    def paused(self) -> bool:
        """True while paused."""
        return self.control.paused

    @property
    def running(self) -> int:
        """Games under way (handed out and not finished)."""
        with self._lock:
            return self._running

    def record(self, number: int) -> GameTree | None:
        """A finished game as a game record to study (from this run, or read from the PGN), or None."""
        game = self.games.get(number)
        if game is not None:
            return game_tree(game, self.settings)
        if self.store is None or not any(r.number == number for r in self.results):
            return None
        return self.store.read_game(number)

    def standings(self) -> Standings:
        """The table so far."""
        with self._lock:
            results = list(self.results)
        return standings(self.names, results, len(self.schedule), self.settings.sprt)

    # ----- running -----------------------------------------------------------------------------------
    def run(self) -> Standings:
        """Play the games not yet finished; returns the final table (TournamentError if it cannot run)."""
        self._emit(TournamentStarted(len(self.schedule), len(self.results), self.names,
                                     self.concurrency, self.scheduler))
        if self._pending and not self._sprt_done:
            try:
                if self.scheduler:
                    try:
                        from .cluster import run_on_cluster
                    except ImportError:
                        raise TournamentError(TournamentProblem.NO_CLUSTER) from None
                    run_on_cluster(self, self.scheduler, self.scheduler_timeout)
                else:
                    self._run_here()
            except BaseException:
                if self.store is not None and self.fresh and not self.results and not self.partial:
                    self.store.discard()      # it never played: leave nothing behind
                raise
            finally:
                self._keep_unfinished()
                if self.store is not None:
                    self.store.mark_written()
                    self.store.close()      # the run is over: another may resume the tournament
        elif self.store is not None:
            self.store.mark_written()   # (a run killed after its last append: the resume finds it whole)
            self.store.close()
        reason = Finish.STOPPED if self.control.stopped else Finish.SPRT if self._sprt_done else Finish.COMPLETE
        if reason is Finish.COMPLETE and self._pending:
            reason = Finish.STOPPED
        final = self.standings()
        self._emit(TournamentFinished(reason, final))
        return final

    def _keep_unfinished(self) -> None:
        if self.store is None or not self.control.stopped:
            return
        with self._lock:
            partial = list(self.partial.values())
        try:
            self.store.keep_unfinished(partial)
        except OSError:
            pass              # (they are played again from their start)

    def _run_here(self) -> None:
        pool = self._pool = EnginePool()
        try:
            try:
                check_engines(self.settings, pool)
            except TournamentError:
                if self.control.stopped:        # stopped (or ended by a signal) while the engines started
                    return
                raise
            errors: list[BaseException] = []
            threads = [threading.Thread(target=self._slot_loop, args=(pool, errors), name=f"tournament-game-{i}",
                                        daemon=True) for i in range(min(self.concurrency, len(self._pending)))]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            if errors:
                raise errors[0]
        finally:
            pool.close()

    def _slot_loop(self, pool: EnginePool, errors: list[BaseException]) -> None:
        """One game slot: take the next game, play it, record it, until none is left."""
        try:
            while True:
                self.control.wait_running()
                job = self.take()
                if job is None:
                    return
                try:
                    game = play_game(job, pool, self.control)
                except GameAborted as aborted:
                    self.put_back(job, aborted.partial)
                    return
                self.finished(game)
        except BaseException as exc:  # noqa: BLE001 (a bug, not an engine's failure: end the tournament)
            errors.append(exc)
            self.control.stop()

    # ----- what both ways of running share ------------------------------------------------------------
    def take(self) -> GameJob | None:
        """The next game to play, or None if none is to start (all handed out, decided, stopped)."""
        with self._lock:
            if self.control.stopped or self._sprt_done or not self._pending:
                return None
            slot = self._pending.popleft()
            self._running += 1
        job = self.job(slot)
        self._emit(GameStarted(slot.number, job.red.label, job.black.label, job.opening))
        return job

    def put_back(self, job: GameJob, partial: PartialGame | None = None) -> None:
        """A game that was not finished goes back to the pending ones, with what it played (to play on
        from when resumed; without, from where it started)."""
        with self._lock:
            self._pending.appendleft(job.slot)
            self._running -= 1
            if partial is not None and partial.moves:
                self.partial[job.slot.number] = partial

    @property
    def has_pending(self) -> bool:
        """True while games may still be handed out."""
        with self._lock:
            return bool(self._pending) and not (self.control.stopped or self._sprt_done)

    def job(self, slot: GameSlot) -> GameJob:
        """The game job of a scheduled slot."""
        s = self.settings
        with self._lock:
            partial = self.partial.get(slot.number)
        return GameJob(slot, s.engines[slot.red], s.engines[slot.black], self.openings[slot.opening], s.time,
                       s.ruleset, s.adjudication, s.move_margin, partial)

    def finished(self, game: PlayedGame) -> None:
        """Record a finished game: PGN, state file, events, the SPRT."""
        with self._lock:
            result = self.store.add(game) if self.store is not None else GameResult.of(game)
            self.results.append(result)
            self.partial.pop(game.number, None)
            self.games[game.number] = game
            self._running -= 1
            self._sprt_done = self._decided()
            results = list(self.results)
        table = standings(self.names, results, len(self.schedule), self.settings.sprt)
        self._emit(GameFinished(game))
        self._emit(StandingsChanged(table))

    def _decided(self) -> bool:
        if self.settings.sprt is None:
            return False
        status = standings(self.names, self.results, len(self.schedule), self.settings.sprt).sprt
        return status is not None and status.decision is not Decision.CONTINUE

    def _moved(self, event: MovePlayed) -> None:
        self._emit(event)

    def _emit(self, event: TournamentEvent) -> None:
        if self.listener is not None:
            self.listener(event)


def check_engines(settings: TournamentSettings, pool: EnginePool) -> None:
    """Start each engine once (kept in the pool for the games); TournamentError ENGINES with each one
    that fails (its name and its EngineError)."""
    failures = []
    for spec in dict.fromkeys(settings.engines):
        try:
            session = pool.acquire(spec)
        except (ValueError, RuntimeError) as err:
            failures.append(EngineFailure.of(spec.label, err))
            continue
        pool.release(spec, session, True)
    if failures:
        raise TournamentError(TournamentProblem.ENGINES, failures=tuple(failures))


__all__ = ["Tournament", "TournamentError", "TournamentProblem", "check_engines", "default_concurrency", "Listener"]
