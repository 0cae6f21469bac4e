"""A game's time: the limits engines are told, and the chess clock (app.model.Clock) that judges them.

The clock runs on a time of its own: each move is charged the seconds the engine took, from the
``go`` sent to its move read (what happens between moves, such as the arbiter's work, is not the
engine's time). A move that ends after the mover's flag fell loses on time, unless it came within
``margin`` seconds of it (pipes and the operating system's scheduling add a little to every move,
more on a busy machine): such a move is charged ``margin`` seconds less, and counts. Engines are told
the clocks as they read: UCI ``wtime/btime/winc/binc/movestogo`` (UCCI: ``time/increment/movestogo``);
a fixed time a move and byo-yomi's periods are told as a time for the move, byo-yomi's main time as a
clock with the period as the increment.

Without a clock, a fixed time a move (movetime) is judged the same way: a move may come up to
``margin`` seconds after its time and count; later, the engine loses on time (it is stopped when the
margin runs out, so it cannot think on for ever). A move that counts but came after its time is
``late``: with a clock, any move made after the flag fell (within the margin); with a time a move, a
move more than OVERRUN_SHARE of its time (and OVERRUN_FLOOR) over it, which the pipes' latency alone
does not reach. The tournament notes late moves in the PGN and counts them in the standings.
"""

from __future__ import annotations

import math

from app.engines import Limit
from app.model.clock import Clock, MoveTime
from app.model.enums import Color
from app.model.time_control import TimeKind

from .config import TimeSetting

OVERRUN_SHARE = 0.2       # a time-a-move move is late past its time plus this share of it ...
OVERRUN_FLOOR = 0.02      # ... and at least these seconds


class MoveTimer:
    """The limits and the clock of one game (`first`: the side to move when the engines take over)."""

    def __init__(self, setting: TimeSetting, first: Color, margin: float) -> None:
        self.setting = setting
        self.margin = margin
        self.late = 0.0          # seconds the move last finished came after its time (0.0: on time)
        self._now = 0.0
        self.clock = Clock(setting.control, now=self._time, first=first) if setting.clocked else None

    def _time(self) -> float:
        return self._now

    def limit(self, color: Color) -> Limit:
        """What the engine on move is told."""
        setting, clock = self.setting, self.clock
        if clock is None:
            return Limit(time=setting.movetime, depth=setting.depth, nodes=setting.nodes)
        tc = setting.control
        now = clock.state(color)
        if tc.kind is TimeKind.PER_MOVE or now.overtime:
            return Limit(time=max(now.remaining, 0.001))
        left = {side: clock.state(side).remaining for side in (Color.RED, Color.BLACK)}
        inc = {side: float(clock.time_control(side).increment) for side in (Color.RED, Color.BLACK)}
        if tc.kind is TimeKind.BYOYOMI:
            inc[color] = float(tc.per_move)
        return Limit(red_clock=_finite(left[Color.RED]), black_clock=_finite(left[Color.BLACK]),
                     red_inc=inc[Color.RED], black_inc=inc[Color.BLACK], moves_to_go=now.moves_to_go or None)

    def start(self) -> None:
        """The mover's clock starts (when the engine is told to go)."""
        if self.clock is not None:
            self.clock.start()

    def finish(self, color: Color, seconds: float) -> MoveTime | None:
        """Charge the mover's move of `seconds`; None if it came too late (its flag fell, or its time a
        move and the margin ran out: see the module doc). ``late`` tells whether it came after its time."""
        self.late = 0.0
        clock = self.clock
        if clock is None:
            movetime = self.setting.movetime
            if movetime is not None:
                over = seconds - movetime
                if over > self.margin:
                    return None
                if over > OVERRUN_SHARE * movetime + OVERRUN_FLOOR:
                    self.late = over
            return MoveTime(color, seconds, math.inf)
        allowed = self.until_flag(color)
        clock.start()                       # (runs already unless this is the first move)
        self._now += seconds
        if clock.state(color).out:
            self._now -= min(self.margin, seconds)
            if clock.state(color).out:
                clock.flag()
                return None
            if allowed is not None:
                self.late = max(0.0, seconds - allowed)
        return clock.press()

    def until_flag(self, color: Color) -> float | None:
        """Seconds the mover may still think before its flag falls, or without a clock its time a move
        (None for a depth or node limit: no time)."""
        clock = self.clock
        if clock is None:
            return self.setting.movetime
        tc, now = clock.time_control(color), clock.state(color)
        if tc.kind is TimeKind.BYOYOMI:
            periods_after = max(now.periods - 1, 0) if now.overtime else now.periods
            return now.remaining + periods_after * tc.per_move
        return now.remaining

    def remaining(self, color: Color) -> float | None:
        """Seconds on a side's clock (None without a clock)."""
        return None if self.clock is None else self.clock.remaining(color)


def _finite(seconds: float) -> float:
    return 0.0 if math.isinf(seconds) else max(seconds, 0.0)


__all__ = ["MoveTimer", "OVERRUN_SHARE", "OVERRUN_FLOOR"]
