"""Playing one game: ``play_game(job, pool, control)``, the same function on this machine and on a
cluster's workers, so that both give the same kind of result.

The game is a ``Game`` under the tournament's ruleset from the opening's position and moves: the
arbiter judges every move (mate, stalemate, perpetual check and chase, the automatic draws), the clock
judges time (see timing.py), the user's adjudication may end it early (adjudicate.py), and an engine
that crashes, stops answering or plays an illegal move loses it; the reason is recorded. Engines come
from an ``EnginePool``, which keeps their processes between games and starts a fresh one after a failure.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from app.engines import (AnalysisStream, EngineError, EngineProblem, EngineSession, EngineTerminated, EngineTimeout,
                         Score, open_engine)
from app.model import Game, Move
from app.model.enums import Color, Ruleset

from .adjudicate import Adjudicator
from .config import Adjudication, EngineSpec, TimeSetting
from .openings import StartLine
from .played import Ending, PlayedGame
from .schedule import GameSlot
from .timing import MoveTimer


@dataclass(frozen=True)
class GameJob:
    """Everything needed to play one game (plain values: it travels to a cluster's workers)."""

    slot: GameSlot
    red: EngineSpec
    black: EngineSpec
    opening: StartLine
    time: TimeSetting
    ruleset: Ruleset
    adjudication: Adjudication = field(default_factory=Adjudication)
    margin: float = 0.1

    def spec(self, color: Color) -> EngineSpec:
        """The engine on a side."""
        return self.red if color is Color.RED else self.black


@dataclass(frozen=True)
class MovePlayed:
    """A move an engine made in a running game (for a live board): the position after it, the
    engine's score (Red's view), the clocks after it (None without a clock) and its thinking time."""

    number: int
    ply: int
    move: str
    fen: str
    score: Score | None
    red_clock: float | None
    black_clock: float | None
    spent: float


class GameAborted(Exception):
    """The tournament was stopped while the game ran; it is not recorded."""


class GameControl:
    """Pause, stop and watch a running game from another thread (`on_move` is called from the game's)."""

    def __init__(self, on_move: Callable[[MovePlayed], None] | None = None) -> None:
        self.on_move = on_move
        self._running = threading.Event()
        self._running.set()
        self._stopped = False
        self._streams: set[AnalysisStream] = set()
        self._lock = threading.Lock()
        self._waiting = 0

    def pause(self) -> None:
        """Games wait before their next move (a search under way finishes)."""
        self._running.clear()

    def resume(self) -> None:
        """Games go on."""
        self._running.set()

    @property
    def paused(self) -> bool:
        """True while paused."""
        return not self._running.is_set()

    def stop(self) -> None:
        """Games end at once (their searches are stopped) and are not recorded."""
        with self._lock:
            self._stopped = True
            streams = list(self._streams)
        for stream in streams:
            stream.stop()
        self._running.set()

    @property
    def stopped(self) -> bool:
        """True once stop() was called."""
        return self._stopped

    def wait_running(self) -> None:
        """Wait while paused (returns at once when stopped)."""
        self._running.wait()

    def checkpoint(self) -> None:
        """Between moves: wait while paused; GameAborted once stopped."""
        with self._lock:
            self._waiting += 1
        try:
            self._running.wait()
        finally:
            with self._lock:
                self._waiting -= 1
        if self._stopped:
            raise GameAborted()

    @property
    def held(self) -> int:
        """Games waiting between two moves for the pause to end."""
        with self._lock:
            return self._waiting if self.paused else 0

    def searching(self, stream: AnalysisStream | None, done: AnalysisStream | None = None) -> None:
        """Note a search started (stopped with the games) or ended."""
        with self._lock:
            if done is not None:
                self._streams.discard(done)
            if stream is not None:
                self._streams.add(stream)
            stopped = self._stopped
        if stopped and stream is not None:
            stream.stop()


class EnginePool:
    """Engine processes kept between games: ``acquire`` an idle one of a spec (or start one), ``release``
    it after the game; one that failed is closed, so the next game gets a fresh process. Thread-safe."""

    def __init__(self, opener: Callable[[EngineSpec], EngineSession] | None = None) -> None:
        self._open = opener or start_engine
        self._idle: dict[EngineSpec, list[EngineSession]] = {}
        self._lock = threading.Lock()
        self.started = 0

    def acquire(self, spec: EngineSpec) -> EngineSession:
        """A running engine of this spec for one game (EngineError or ValueError if it cannot start)."""
        with self._lock:
            idle = self._idle.get(spec, [])
            while idle:
                session = idle.pop()
                if session.alive:
                    return session
                session.close()
            self.started += 1
        return self._open(spec)

    def release(self, spec: EngineSpec, session: EngineSession, healthy: bool) -> None:
        """Give an engine back after a game; one that failed is closed."""
        if not healthy or not session.alive:
            session.close()
            return
        with self._lock:
            self._idle.setdefault(spec, []).append(session)

    def close(self) -> None:
        """End every idle engine."""
        with self._lock:
            sessions = [s for group in self._idle.values() for s in group]
            self._idle.clear()
        for session in sessions:
            session.close()


def start_engine(spec: EngineSpec) -> EngineSession:
    """Start the engine a spec names, with its options."""
    if spec.is_builtin:
        session = open_engine(spec.command, spec.protocol, timeout=spec.timeout, level=spec.level)
    else:
        session = open_engine([spec.command, *spec.args], spec.protocol, timeout=spec.timeout)
    try:
        if spec.options:            # (by name: an option may be called like a keyword of open_engine)
            session.configure(**dict(spec.options))
    except BaseException:
        session.close()
        raise
    return session


def failure_of(error: Exception) -> Ending:
    """The ending an engine's error brings (by its kind: EngineError.problem)."""
    if isinstance(error, EngineTerminated):
        return Ending.CRASH
    if isinstance(error, EngineTimeout):
        return Ending.NO_ANSWER
    if isinstance(error, EngineError) and error.problem is EngineProblem.ILLEGAL_MOVE:
        return Ending.ILLEGAL_MOVE
    return Ending.ENGINE_ERROR


def opening_game(job: GameJob) -> Game:
    """The game at the point the engines take over: the opening's position and moves played."""
    game = Game(job.opening.fen, job.ruleset)
    for text in job.opening.moves:
        game.push(Move.from_iccs(text))
    return game


@dataclass
class _Progress:
    """What a game collects as it goes."""

    evals: list[Score | None] = field(default_factory=list)
    clocks: list[float | None] = field(default_factory=list)
    spent: list[float] = field(default_factory=list)


def play_game(job: GameJob, pool: EnginePool | None = None, control: GameControl | None = None) -> PlayedGame:
    """Play one game to its end and return it (GameAborted if the control stopped it)."""
    own = pool is None
    engines = pool or EnginePool()
    began = time.monotonic()
    game = opening_game(job)
    seats: dict[Color, EngineSession] = {}
    healthy = {Color.RED: True, Color.BLACK: True}
    progress = _Progress()
    try:
        for color in (Color.RED, Color.BLACK):
            try:
                seats[color] = engines.acquire(job.spec(color))
                seats[color].new_game()
            except (EngineError, ValueError) as err:
                healthy[color] = False
                return _record(job, game, progress, began, _failed(color, err))
        return _record(job, game, progress, began, _moves(job, game, seats, healthy, progress, control))
    finally:
        for color, session in seats.items():
            engines.release(job.spec(color), session, healthy[color])
        if own:
            engines.close()


@dataclass(frozen=True)
class _End:
    ending: Ending
    winner: Color | None
    culprit: Color | None = None
    detail: str = ""


def _failed(color: Color, error: Exception) -> _End:
    return _End(failure_of(error), color.other, color, str(error))


def _moves(job: GameJob, game: Game, seats: dict[Color, EngineSession], healthy: dict[Color, bool],
           progress: _Progress, control: GameControl | None) -> _End:
    """The engines move until the game ends."""
    timer = MoveTimer(job.time, game.board.turn, job.margin)
    judge = Adjudicator(job.adjudication)
    while game.outcome() is None:
        if control is not None:
            control.checkpoint()
        color = game.board.turn
        allowed, began = timer.until_flag(color), time.monotonic()
        try:
            move, score, spent = _think(seats[color], game, timer, color, control)
        except EngineError as err:
            healthy[color] = False
            if isinstance(err, EngineTimeout) and allowed is not None and \
                    time.monotonic() - began > allowed + timer.margin:
                game.time_forfeit(color)         # it stalled after its flag fell: a loss on time
                break
            return _failed(color, err)
        moved = timer.finish(color, spent)
        if moved is None:
            game.time_forfeit(color)
            break
        game.push(move)
        red_view = None if score is None else score.for_color(color, Color.RED)
        progress.evals.append(red_view)
        progress.clocks.append(None if timer.clock is None else moved.left)
        progress.spent.append(spent)
        if control is not None and control.on_move is not None:
            control.on_move(MovePlayed(job.slot.number, len(game.moves), move.iccs, game.board.fen(), red_view,
                                       timer.remaining(Color.RED), timer.remaining(Color.BLACK), spent))
        verdict = judge.verdict(red_view, len(game.moves)) if game.outcome() is None else None
        if verdict is not None:
            return _End(verdict.ending, verdict.winner, None, verdict.detail)
    return _End(Ending.RULES, None)


def _think(session: EngineSession, game: Game, timer: MoveTimer, color: Color,
           control: GameControl | None) -> tuple[Move, Score | None, float]:
    """The engine's move, its score (its own view) and the seconds from go to the move."""
    limit = timer.limit(color)
    timer.start()
    stream = session.analysis(game, limit)
    started = time.monotonic()
    alarm = None
    remaining = timer.until_flag(color)
    if remaining is not None:      # stop it when its flag falls (the session would wait longer)
        alarm = threading.Timer(remaining + timer.margin, stream.stop)
        alarm.daemon = True
        alarm.start()
    if control is not None:
        control.searching(stream)
    try:
        with stream:
            result = stream.wait()
    finally:
        spent = time.monotonic() - started
        if alarm is not None:
            alarm.cancel()
        if control is not None:
            control.searching(None, done=stream)
    if control is not None and control.stopped:
        raise GameAborted()
    if result.move is None:
        raise EngineError(EngineProblem.NO_MOVE, engine=session.name, fen=game.board.fen())
    score = result.info.score if result.info is not None else None
    return result.move, score, spent


def _record(job: GameJob, game: Game, progress: _Progress, began: float, end: _End) -> PlayedGame:
    """The finished game as a value."""
    outcome = game.outcome()
    first = len(job.opening.moves)
    moves = tuple(m.iccs for m in game.moves[first:])
    if end.ending is Ending.RULES and outcome is not None:
        winner, termination, rule = outcome.winner, outcome.termination.value, str(outcome.rule)
        culprit, detail = outcome.culprit, ""
    else:
        winner, termination, rule = end.winner, end.ending.pgn_termination, ""
        culprit, detail = end.culprit, end.detail
    return PlayedGame(job.slot.number, job.slot.pair, job.red.label, job.black.label, job.opening, moves, winner,
                      end.ending, termination, rule, culprit, detail, tuple(progress.evals), tuple(progress.clocks),
                      tuple(progress.spent), time.monotonic() - began, sum(progress.spent))


__all__ = ["GameJob", "MovePlayed", "GameAborted", "GameControl", "EnginePool", "play_game", "start_engine",
           "failure_of", "opening_game"]
