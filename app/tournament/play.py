"""Playing one game: ``play_game(job, pool, control)``, the same function on this machine and on a
cluster's workers, so that both give the same kind of result.

The game is a ``Game`` under the tournament's ruleset from the opening's position and moves: the
arbiter judges every move (mate, stalemate, perpetual check and chase, the automatic draws), the clock
judges time (see timing.py), the user's adjudication may end it early (adjudicate.py), and an engine
that crashes, stops answering or plays an illegal move loses it; the reason is recorded. Engines come
from an ``EnginePool``, which keeps their processes between games and starts a fresh one after a failure.

A game stopped on its way (``GameControl.stop``) raises GameAborted with what was played so far (a
PartialGame); a job that carries one (``GameJob.resume``) plays the game on from there: the moves are
played again through the rules, the clocks charged the same times and the adjudicator fed the same
scores, so the game goes on as if it had not been stopped (with fresh engine processes).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from app.engines import (AnalysisStream, EngineError, EngineProblem, EngineSession, EngineTerminated, EngineTimeout,
                         Limit, Score, open_engine)
from app.model import Game, Move
from app.model.enums import Color, Ruleset

from .adjudicate import Adjudicator
from .config import Adjudication, EngineSpec, TimeSetting
from .openings import StartLine
from .played import Ending, PartialGame, PlayedGame
from .schedule import GameSlot
from .timing import MoveTimer

WARM_UP = Limit(depth=1)    # the built-in engine's first search, made before its first game (see start_engine)


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
    resume: PartialGame | None = None      # the moves of the game stopped on its way, to play on from

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
    """The tournament was stopped while the game ran; it is not recorded. ``partial``: what was played
    (None if nothing was)."""

    def __init__(self, partial: PartialGame | None = None) -> None:
        super().__init__("the game was stopped")
        self.partial = partial


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
        self._busy: set[EngineSession] = set()
        self._lock = threading.Lock()
        self._ended = False
        self.started = 0

    def acquire(self, spec: EngineSpec) -> EngineSession:
        """A running engine of this spec for one game (EngineError or ValueError if it cannot start)."""
        with self._lock:
            if self._ended:
                raise EngineTerminated(EngineProblem.CLOSED, engine=spec.label)
            idle = self._idle.get(spec, [])
            while idle:
                session = idle.pop()
                if session.alive:
                    self._busy.add(session)
                    return session
                session.close()
            self.started += 1
        session = self._open(spec)
        with self._lock:
            ended = self._ended
            if not ended:
                self._busy.add(session)
        if ended:                      # terminate() came while it started
            session.close()
            raise EngineTerminated(EngineProblem.CLOSED, engine=spec.label)
        return session

    def release(self, spec: EngineSpec, session: EngineSession, healthy: bool) -> None:
        """Give an engine back after a game; one that failed is closed."""
        with self._lock:
            self._busy.discard(session)
            keep = healthy and session.alive and not self._ended
            if keep:
                self._idle.setdefault(spec, []).append(session)
        if not keep:
            session.close()

    def close(self) -> None:
        """End every idle engine."""
        with self._lock:
            sessions = [s for group in self._idle.values() for s in group]
            self._idle.clear()
        _close_all(sessions)

    def terminate(self) -> None:
        """End every engine now, the ones playing included (their games fail at once), and start no
        more: for a program that is being ended (a signal)."""
        with self._lock:
            self._ended = True
            sessions = [s for group in self._idle.values() for s in group] + list(self._busy)
            self._idle.clear()
            self._busy.clear()
        _close_all(sessions)


def _close_all(sessions: list[EngineSession]) -> None:
    """Close the engines side by side (one that ignores quit takes seconds to be ended)."""
    if len(sessions) <= 1:
        for session in sessions:
            session.close()
        return
    closers = [threading.Thread(target=s.close, name="engine-close", daemon=True) for s in sessions]
    for closer in closers:
        closer.start()
    for closer in closers:
        closer.join()


def start_engine(spec: EngineSpec) -> EngineSession:
    """Start the engine a spec names, with its options."""
    if spec.is_builtin:
        session = open_engine(spec.command, spec.protocol, timeout=spec.timeout, level=spec.level)
    else:
        session = open_engine([spec.command, *spec.args], spec.protocol, timeout=spec.timeout)
    try:
        if spec.options:            # (by name: an option may be called like a keyword of open_engine)
            session.configure(**dict(spec.options))
        if spec.is_builtin:         # its first search loads its compiled core (about a second): not in a game
            session.play(Game(), WARM_UP)
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
    late: list[float] = field(default_factory=list)


def play_game(job: GameJob, pool: EnginePool | None = None, control: GameControl | None = None) -> PlayedGame:
    """Play one game to its end and return it (GameAborted, with what was played, if the control
    stopped it). A job with ``resume`` goes on from the moves it holds (see the module doc)."""
    own = pool is None
    engines = pool or EnginePool()
    began = time.monotonic()
    state = _start(job)
    if job.resume is not None and control is not None and control.on_move is not None:
        _replay_events(job, state, control)
    seats: dict[Color, EngineSession] = {}
    healthy = {Color.RED: True, Color.BLACK: True}
    try:
        for color in (Color.RED, Color.BLACK):
            try:
                seats[color] = engines.acquire(job.spec(color))
                seats[color].new_game()
            except (EngineError, ValueError) as err:
                healthy[color] = False
                if control is not None and control.stopped:
                    raise GameAborted(state.partial(job)) from None
                return _record(job, state, began, _failed(color, err))
        try:
            end = _moves(job, state, seats, healthy, control)
        except GameAborted:
            raise GameAborted(state.partial(job)) from None
        return _record(job, state, began, end)
    finally:
        for color, session in seats.items():
            engines.release(job.spec(color), session, healthy[color])
        if own:
            engines.close()


@dataclass
class _State:
    """A game under way: the game, its clocks, its adjudicator and what it collected per engine move."""

    game: Game
    timer: MoveTimer
    judge: Adjudicator
    progress: _Progress
    earlier: float = 0.0        # thinking time of the moves played before a resume

    def partial(self, job: GameJob) -> PartialGame | None:
        """What was played (None if no engine move was)."""
        first = len(job.opening.moves)
        moves = tuple(m.iccs for m in self.game.moves[first:])
        if not moves:
            return None
        p = self.progress
        return PartialGame(job.slot.number, moves, tuple(p.evals), tuple(p.clocks), tuple(p.spent), tuple(p.late))


def _start(job: GameJob) -> _State:
    """The game as the engines take it over: after the opening, and after the moves of a stopped game
    when the job resumes one (a resume that does not fit the opening or the clocks is dropped)."""
    fresh = _new_state(job)
    partial = job.resume
    if partial is None or partial.number != job.slot.number:
        return fresh
    state = _new_state(job)
    try:
        for i, text in enumerate(partial.moves):
            if state.game.outcome() is not None:
                return fresh
            color = state.game.board.turn
            state.game.push(Move.from_iccs(text))
            if state.timer.finish(color, partial.spent[i]) is None:
                return fresh
            p = state.progress
            p.evals.append(partial.evals[i])
            p.clocks.append(partial.clocks[i])
            p.spent.append(partial.spent[i])
            p.late.append(partial.late[i])
            state.judge.verdict(partial.evals[i], len(state.game.moves))
    except (ValueError, IndexError):             # (IllegalMoveError is a ValueError)
        return fresh
    if state.game.outcome() is not None:
        return fresh
    state.earlier = sum(partial.spent)
    return state


def _new_state(job: GameJob) -> _State:
    game = opening_game(job)
    return _State(game, MoveTimer(job.time, game.board.turn, job.margin), Adjudicator(job.adjudication), _Progress())


def _replay_events(job: GameJob, state: _State, control: GameControl) -> None:
    """A resumed game's earlier moves as move events (for a live board)."""
    assert control.on_move is not None
    first = len(job.opening.moves)
    moves = state.game.moves[first:]
    if not moves:
        return
    replay = opening_game(job)
    timer = MoveTimer(job.time, replay.board.turn, job.margin)
    for i, move in enumerate(moves):
        color = replay.board.turn
        replay.push(move)
        timer.finish(color, state.progress.spent[i])
        control.on_move(MovePlayed(job.slot.number, len(replay.moves), move.iccs, replay.board.fen(),
                                   state.progress.evals[i], timer.remaining(Color.RED), timer.remaining(Color.BLACK),
                                   state.progress.spent[i]))


@dataclass(frozen=True)
class _End:
    ending: Ending
    winner: Color | None
    culprit: Color | None = None
    detail: str = ""


def _failed(color: Color, error: Exception) -> _End:
    return _End(failure_of(error), color.other, color, str(error))


def _too_late(job: GameJob, color: Color, seconds: float) -> _End:
    """A time forfeit by the arbiter, saying how late the move came."""
    allowed = "" if job.time.clocked or job.time.movetime is None else f" for a move of {job.time.movetime:.2f} s"
    return _End(Ending.RULES, None, color, f"{color.value} took {seconds:.2f} s{allowed} "
                                           f"(margin {job.margin:.2f} s)")


def _moves(job: GameJob, state: _State, seats: dict[Color, EngineSession], healthy: dict[Color, bool],
           control: GameControl | None) -> _End:
    """The engines move until the game ends."""
    game, timer, judge, progress = state.game, state.timer, state.judge, state.progress
    while game.outcome() is None:
        if control is not None:
            control.checkpoint()
        color = game.board.turn
        allowed, began = timer.until_flag(color), time.monotonic()
        try:
            move, score, spent = _think(seats[color], game, timer, color, control)
        except EngineError as err:
            healthy[color] = False
            if control is not None and control.stopped:
                raise GameAborted() from None      # stopped while failing: not the engine's loss
            took = time.monotonic() - began
            if isinstance(err, EngineTimeout) and timer.clock is not None and allowed is not None \
                    and took > allowed + timer.margin:
                game.time_forfeit(color)         # it stalled after its flag fell: a loss on time (without
                return _too_late(job, color, took)  # a clock, no answer even to stop: it stopped answering)
            return _failed(color, err)
        moved = timer.finish(color, spent)
        if moved is None:
            game.time_forfeit(color)
            return _too_late(job, color, spent)
        game.push(move)
        red_view = None if score is None else score.for_color(color, Color.RED)
        progress.evals.append(red_view)
        progress.clocks.append(None if timer.clock is None else moved.left)
        progress.spent.append(spent)
        progress.late.append(timer.late)
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
    if remaining is not None:      # stop it when its time and the margin run out (the session would wait longer)
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


def _record(job: GameJob, state: _State, began: float, end: _End) -> PlayedGame:
    """The finished game as a value."""
    game, progress = state.game, state.progress
    outcome = game.outcome()
    first = len(job.opening.moves)
    moves = tuple(m.iccs for m in game.moves[first:])
    if end.ending is Ending.RULES and outcome is not None:
        winner, termination, rule = outcome.winner, outcome.termination.value, str(outcome.rule)
        culprit, detail = outcome.culprit, end.detail
    else:
        winner, termination, rule = end.winner, end.ending.pgn_termination, ""
        culprit, detail = end.culprit, end.detail
    thinking = sum(progress.spent)
    return PlayedGame(job.slot.number, job.slot.pair, job.red.label, job.black.label, job.opening, moves, winner,
                      end.ending, termination, rule, culprit, detail, tuple(progress.evals), tuple(progress.clocks),
                      tuple(progress.spent), time.monotonic() - began + state.earlier, thinking, tuple(progress.late))


__all__ = ["GameJob", "MovePlayed", "GameAborted", "GameControl", "EnginePool", "play_game", "start_engine",
           "failure_of", "opening_game"]
