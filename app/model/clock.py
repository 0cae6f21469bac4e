"""A chess clock for two sides, each with its own time control (time odds), on an injected time source.

``Clock(red_tc, black_tc, now=time_source)``: ``start()`` runs the clock of the side to move,
``pause()``/``resume()`` stop and restart it, ``press()`` ends the mover's move (charges the time,
applies increment, byo-yomi or period bookkeeping, records the move's time) and starts the other
side's clock. ``flag()`` says who is out of time. ``snapshot()`` is a frozen value for saving;
``restore_to_ply(n)`` gives back the times recorded after the n-th press (undo, continue from here).

A ply here counts presses since the clock's start: the controller keeps it in step with the game.
The time source is any callable giving seconds (``time.monotonic`` by default); tests pass a fake.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from .clock_comment import clock_of, format_clock, with_clock
from .enums import Color
from .time_control import MAX_SECONDS, TimeControl, TimeControlError, TimeControlProblem, TimeKind


@dataclass(frozen=True)
class SideClock:
    """One side's clock between its moves."""

    main: float          # seconds of main time left (per move: the time for its next move)
    periods: int = 0     # byo-yomi periods left
    moves: int = 0       # moves made on this clock


@dataclass(frozen=True)
class SideTime:
    """One side's clock as it reads now."""

    remaining: float     # the displayed time: main time, or what is left of the byo-yomi period/the move
    main: float          # main time left (0 in byo-yomi overtime)
    overtime: bool       # in byo-yomi
    periods: int         # byo-yomi periods left
    moves_to_go: int     # moves-per-period: moves left to make in this period (0 for other kinds)
    out: bool            # out of time


@dataclass(frozen=True)
class MoveTime:
    """One recorded move: who made it, the seconds it took, the seconds left after it."""

    color: Color
    spent: float
    left: float


def initial(tc: TimeControl) -> SideClock:
    """A side's clock at the start of a game."""
    return SideClock(float(tc.start_time), tc.periods, 0)


def spend(tc: TimeControl, side: SideClock, elapsed: float) -> tuple[SideClock, SideTime]:
    """The side's clock after `elapsed` seconds of thinking on its move (not yet finished)."""
    k = tc.kind
    if k is TimeKind.NONE:
        return side, SideTime(math.inf, math.inf, False, 0, 0, False)
    to_go = tc.moves - side.moves % tc.moves if k is TimeKind.MOVES_PER_PERIOD else 0
    if k is not TimeKind.BYOYOMI or side.main - elapsed > 0:
        left = side.main - elapsed
        after = replace(side, main=max(left, 0.0))
        return after, SideTime(max(left, 0.0), after.main, False, side.periods, to_go, left <= 0)
    over = elapsed - side.main
    lost = math.floor(over / tc.per_move)
    periods = max(side.periods - lost, 0)
    left = tc.per_move - (over - lost * tc.per_move) if periods else 0.0
    after = SideClock(0.0, periods, side.moves)
    return after, SideTime(left, 0.0, True, periods, 0, periods == 0)


def finish(tc: TimeControl, side: SideClock) -> SideClock:
    """The side's clock after its move ends in time (`side` as `spend` left it)."""
    moves = side.moves + 1
    k = tc.kind
    if k is TimeKind.FISCHER:
        return SideClock(side.main + tc.increment, side.periods, moves)
    if k is TimeKind.MOVES_PER_PERIOD:
        period = tc.main if moves % tc.moves == 0 else 0
        return SideClock(side.main + tc.increment + period, side.periods, moves)
    if k is TimeKind.PER_MOVE:
        return SideClock(float(tc.per_move), side.periods, moves)
    return replace(side, moves=moves)


Pair = tuple[SideClock, SideClock]


@dataclass(frozen=True)
class ClockSnapshot:
    """A clock as a value: time controls, each side's clock after every ply, the current move's time."""

    red: TimeControl
    black: TimeControl
    first: Color                       # the side to move at the clock's start
    history: tuple[Pair, ...]          # [0]: at the start; [n]: after the n-th ply
    spent: tuple[float, ...]           # seconds each ply took
    elapsed: float = 0.0               # seconds the side to move has thought so far
    flagged: Color | None = None

    @property
    def ply(self) -> int:
        """Plies recorded."""
        return len(self.spent)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (time controls as PGN values)."""
        return {"red": self.red.to_pgn(), "black": self.black.to_pgn(), "first": self.first.value,
                "history": [[[s.main, s.periods, s.moves] for s in pair] for pair in self.history],
                "spent": list(self.spent), "elapsed": self.elapsed,
                "flagged": self.flagged.value if self.flagged else None}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ClockSnapshot:
        """The snapshot `to_dict` wrote (ValueError, KeyError or TypeError if it is not one: times that
        are nan, infinite, negative or beyond any time control are no clock's)."""
        history = tuple(_pair(p) for p in data["history"])
        spent = tuple(_seconds(x) for x in data["spent"])
        if len(history) != len(spent) + 1:
            raise ValueError("clock history and move times differ in length")
        flagged = data.get("flagged")
        return cls(TimeControl.from_pgn(str(data["red"])), TimeControl.from_pgn(str(data["black"])),
                   Color(data["first"]), history, spent, _seconds(data.get("elapsed", 0.0)),
                   Color(flagged) if flagged else None)


SANE_SECONDS = 100.0 * MAX_SECONDS       # more than any game's clock reads (times added by hand included)


def _seconds(raw: Any) -> float:
    """A time read from a saved clock (ValueError unless finite, not negative and sane)."""
    if isinstance(raw, bool):
        raise TypeError(f"not a time: {raw!r}")
    seconds = float(raw)
    if not 0.0 <= seconds <= SANE_SECONDS:         # also false for nan
        raise ValueError(f"not a time: {raw!r}")
    return seconds


def _count(raw: Any) -> int:
    """A count read from a saved clock (ValueError unless a whole number from 0 to 10**9)."""
    if isinstance(raw, bool) or not isinstance(raw, int) or not 0 <= raw <= 10**9:
        raise ValueError(f"not a count: {raw!r}")
    return raw


def _pair(raw: Any) -> Pair:
    red, black = (SideClock(_seconds(s[0]), _count(s[1]), _count(s[2])) for s in raw)
    return red, black


class Clock:
    """Two sides' clocks; only the side to move's clock runs."""

    def __init__(self, red: TimeControl, black: TimeControl | None = None, *,
                 now: Callable[[], float] = time.monotonic, first: Color = Color.RED) -> None:
        black = red if black is None else black
        self._restore(ClockSnapshot(red, black, first, ((initial(red), initial(black)),), ()))
        self._now = now

    @classmethod
    def from_snapshot(cls, snapshot: ClockSnapshot, *, now: Callable[[], float] = time.monotonic) -> Clock:
        """A stopped clock reading as `snapshot` did; `start()` runs it on."""
        clock = cls(snapshot.red, snapshot.black, now=now, first=snapshot.first)
        clock._restore(snapshot)
        return clock

    def _restore(self, snap: ClockSnapshot) -> None:
        self._tcs = (snap.red, snap.black)
        self._first = snap.first
        self._history: list[Pair] = list(snap.history)
        self._spent: list[float] = list(snap.spent)
        self._elapsed = snap.elapsed
        self._since: float | None = None
        self._flagged = snap.flagged

    # ----- queries ---------------------------------------------------------------------------------
    def time_control(self, color: Color) -> TimeControl:
        """The time control of a side."""
        return self._tcs[color.index]

    @property
    def turn(self) -> Color:
        """The side whose clock runs (or would run)."""
        return self._first if len(self._spent) % 2 == 0 else self._first.other

    @property
    def running(self) -> bool:
        """True while a clock runs."""
        return self._since is not None

    @property
    def ply(self) -> int:
        """Presses so far."""
        return len(self._spent)

    def move_elapsed(self) -> float:
        """Seconds the side to move has thought on this move."""
        running = self._now() - self._since if self._since is not None else 0.0
        return self._elapsed + running

    def state(self, color: Color) -> SideTime:
        """A side's clock as it reads now."""
        elapsed = self.move_elapsed() if color is self.turn else 0.0
        return spend(self._tcs[color.index], self._history[-1][color.index], elapsed)[1]

    def remaining(self, color: Color) -> float:
        """Seconds shown on a side's clock (math.inf without a time control)."""
        return self.state(color).remaining

    def flag(self) -> Color | None:
        """The side out of time, or None; a fallen flag stops the clock."""
        if self._flagged is None and self.state(self.turn).out:
            self._elapsed = self.move_elapsed()
            self._since = None
            self._flagged = self.turn
        return self._flagged

    @property
    def moves(self) -> tuple[MoveTime, ...]:
        """Every recorded move's time, oldest first."""
        out = []
        for i, spent in enumerate(self._spent):
            color = self._first if i % 2 == 0 else self._first.other
            side = self._history[i + 1][color.index]
            out.append(MoveTime(color, spent, spend(self._tcs[color.index], side, 0.0)[1].remaining))
        return tuple(out)

    # ----- running ---------------------------------------------------------------------------------
    def start(self) -> None:
        """Run the clock of the side to move (nothing happens after a flag fell)."""
        if self._since is None and self._flagged is None:
            self._since = self._now()

    resume = start

    def pause(self) -> None:
        """Stop the clock; the time thought so far on this move is kept."""
        if self._since is not None:
            self._elapsed = self.move_elapsed()
            self._since = None

    def press(self) -> MoveTime | None:
        """End the mover's move; None if its time ran out first (the move does not count)."""
        if self.flag() is not None:
            return None
        color = self.turn
        elapsed = self.move_elapsed()
        tc = self._tcs[color.index]
        spent_side, _ = spend(tc, self._history[-1][color.index], elapsed)
        done = finish(tc, spent_side)
        pair = list(self._history[-1])
        pair[color.index] = done
        self._history.append((pair[0], pair[1]))
        self._spent.append(elapsed)
        self._elapsed = 0.0
        if self._since is not None:
            self._since = self._now()
        return MoveTime(color, elapsed, spend(tc, done, 0.0)[1].remaining)

    def add_time(self, color: Color, seconds: float) -> None:
        """Give a side more time (to its main time, or to the current move's time)."""
        pair = list(self._history[-1])
        pair[color.index] = replace(pair[color.index], main=pair[color.index].main + seconds)
        self._history[-1] = (pair[0], pair[1])

    # ----- save and restore ------------------------------------------------------------------------
    def snapshot(self) -> ClockSnapshot:
        """The clock as a frozen value (the running move's time included)."""
        return ClockSnapshot(self._tcs[0], self._tcs[1], self._first, tuple(self._history),
                             tuple(self._spent), self.move_elapsed(), self._flagged)

    def restore(self, snapshot: ClockSnapshot) -> None:
        """Read as `snapshot` did, stopped."""
        self._restore(snapshot)

    def restore_to_ply(self, ply: int) -> None:
        """Back to the times recorded after `ply` presses (stopped, no flag); IndexError if none."""
        if not 0 <= ply <= len(self._spent):
            raise IndexError(f"no ply {ply} on this clock (it has {len(self._spent)})")
        del self._history[ply + 1:]
        del self._spent[ply:]
        self._elapsed = 0.0
        self._since = None
        self._flagged = None


__all__ = [
    "Clock",
    "ClockSnapshot",
    "MoveTime",
    "SideClock",
    "SideTime",
    "TimeControl",
    "TimeControlError",
    "TimeControlProblem",
    "TimeKind",
    "clock_of",
    "finish",
    "format_clock",
    "initial",
    "spend",
    "with_clock",
]
