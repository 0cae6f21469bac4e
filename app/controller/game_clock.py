"""The live game's chess clock: presses the model's Clock on each move, refreshes the display,
reports a fallen flag, asks for the clock to be saved while a side thinks (``checkpoint``: every
CHECKPOINT_MS while a clock runs, and when it is paused), and turns the clock into a search Limit for
computer players.

With ``wait_for_first_move`` (the play window's clock) no clock runs before the game's first move,
as on game servers: the side that moves first may think as long as it likes (a computer too), its
first move costs it nothing and starts the other side's clock. A game resumed with moves already
played (an autosave, continue from here) runs the side to move's clock at once. Without it (engine
matches, app.bench) the first mover's clock runs from `start()`, as in engine tournaments.

QtCore only. The time source is injected (`now`, seconds) so tests move time by hand and call
`tick()` instead of waiting for the display timer.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from app.engines.values import Limit
from app.model.clock import Clock, ClockSnapshot, MoveTime, SideTime
from app.model.enums import Color
from app.model.time_control import TimeControl, TimeKind

REFRESH_MS = 100          # display refresh while a clock runs
CHECKPOINT_MS = 3000      # while a clock runs, its time is saved this often (a crash refunds no more)
SAFETY = 1.0              # seconds a computer keeps back for the worker's and the GUI's latency


class GameClock(QObject):
    """Both sides' clocks of the game being played (or no clock for an untimed game)."""

    changed = Signal()               # the times shown changed (every tick while running, and on events)
    flagged = Signal(object)         # Color whose time ran out (once per fall)
    checkpoint = Signal()            # save the clock now: a side has been thinking a while, or it paused

    def __init__(self, now: Callable[[], float] = time.monotonic, parent: QObject | None = None,
                 wait_for_first_move: bool = False) -> None:
        super().__init__(parent)
        self._now = now
        self.wait_for_first_move = wait_for_first_move
        self.clock: Clock | None = None
        self.base = 0                     # game moves played before the clock started
        self.paused = False
        self._announced = False
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.tick)
        self.checkpoint_timer = QTimer(self)
        self.checkpoint_timer.setInterval(CHECKPOINT_MS)
        self.checkpoint_timer.timeout.connect(self.checkpoint)

    # ----- set-up ------------------------------------------------------------------------------
    def setup(self, red: TimeControl | None, black: TimeControl | None, first: Color | str,
              base: int = 0) -> None:
        """A new stopped clock (None for an untimed game) for a game `base` moves in."""
        red = red or TimeControl.none()
        black = black or red
        timed = red.is_timed or black.is_timed
        self.clock = Clock(red, black, now=self._now, first=Color(first)) if timed else None
        self._reset(base)

    def load(self, snapshot: ClockSnapshot | None, moves: int) -> None:
        """The clock as saved (autosave), stopped, for a game with `moves` moves played."""
        self.clock = Clock.from_snapshot(snapshot, now=self._now) if snapshot is not None else None
        self._reset(moves - snapshot.ply if snapshot is not None else moves)

    def _reset(self, base: int) -> None:
        self.base = base
        self.paused = False
        self._announced = False
        self.timer.stop()
        self.checkpoint_timer.stop()
        self.changed.emit()

    @property
    def timed(self) -> bool:
        """True if the game has a clock."""
        return self.clock is not None

    @property
    def waiting(self) -> bool:
        """True while the game waits for its first move (no clock runs before it, if so chosen)."""
        return self.wait_for_first_move and self.clock is not None and self.base == 0 and self.clock.ply == 0

    # ----- running -----------------------------------------------------------------------------
    def start(self) -> None:
        """Run the side to move's clock (unless paused or flagged, or the game has no move yet)."""
        if self.clock is None or self.paused:
            return
        if self.waiting:
            self.changed.emit()
            return
        self.clock.start()
        if self.clock.running:
            self.timer.start()
            if not self.checkpoint_timer.isActive():    # a move does not restart it: saved after every move
                self.checkpoint_timer.start()
        self.changed.emit()

    def stop(self) -> None:
        """Stop the clock (game over); the times stay shown."""
        if self.clock is not None:
            self.clock.pause()
        self.timer.stop()
        self.checkpoint_timer.stop()
        self.changed.emit()

    def detach(self) -> None:
        """Stop refreshing and announcing (the window showing the clock is gone)."""
        self.timer.stop()
        self.checkpoint_timer.stop()
        self.blockSignals(True)

    def set_paused(self, paused: bool) -> None:
        """Pause or resume (Game menu)."""
        self.paused = paused
        if paused:
            self.stop()
            if self.clock is not None:
                self.checkpoint.emit()      # the time thought before the pause is kept
        else:
            self.start()

    def press(self) -> MoveTime | None:
        """A move was made: charge it to the mover and run the other side's clock."""
        if self.clock is None:
            return None
        moved = self.clock.press()
        self.changed.emit()
        return moved

    def sync(self, moves: int, live: bool) -> None:
        """Keep the clock in step with a game of `moves` moves (undo / continue from here give back
        the times recorded at that ply); `live`: the game goes on, so the clock runs."""
        if self.clock is None:
            return
        ply = max(0, moves - self.base)
        if ply < self.clock.ply:
            self.clock.restore_to_ply(ply)
            self._announced = False
        if live:
            self.start()
        else:
            self.stop()

    def add_time(self, color: Color | str, seconds: float) -> None:
        """Give a side more time."""
        if self.clock is not None:
            self.clock.add_time(Color(color), seconds)
            self.changed.emit()

    def tick(self) -> None:
        """Refresh the display and report a fallen flag (the timer calls this; tests call it)."""
        if self.clock is None:
            return
        fallen = self.clock.flag()
        if fallen is not None:
            self.timer.stop()
            self.checkpoint_timer.stop()
        self.changed.emit()
        if fallen is not None and not self._announced:
            self._announced = True
            self.flagged.emit(fallen)

    # ----- queries -----------------------------------------------------------------------------
    def state(self, color: Color | str) -> SideTime | None:
        """A side's clock as it reads now (None: untimed)."""
        return self.clock.state(Color(color)) if self.clock is not None else None

    def snapshot(self) -> ClockSnapshot | None:
        """The clock as a value, for the autosave."""
        return self.clock.snapshot() if self.clock is not None else None

    def move_times(self) -> list[float]:
        """Each move's time left after it (for [%clk] comments), oldest first."""
        return [m.left for m in self.clock.moves] if self.clock is not None else []

    def limit(self, color: Color | str) -> Limit | None:
        """The search limit for a computer on `color`'s move (None: untimed, use the fixed time)."""
        if self.clock is None:
            return None
        color = Color(color)
        tc = self.clock.time_control(color)
        now = self.clock.state(color)
        if tc.kind is TimeKind.NONE:
            return None
        if tc.kind is TimeKind.PER_MOVE or now.overtime:
            return Limit(time=max(0.1, min(now.remaining * 0.6, now.remaining - SAFETY)))
        clocks = {}
        for side in (Color.RED, Color.BLACK):
            left = self.clock.state(side).remaining
            left = 0.0 if math.isinf(left) else left
            clocks[side] = max(0.05, left - SAFETY) if left > 2 * SAFETY else left * 0.3
        inc = {side: float(self.clock.time_control(side).increment) for side in (Color.RED, Color.BLACK)}
        if tc.kind is TimeKind.BYOYOMI:      # main time, then a guaranteed time a move: like an increment
            inc[color] = tc.per_move * 0.5
        return Limit(red_clock=clocks[Color.RED], black_clock=clocks[Color.BLACK], red_inc=inc[Color.RED],
                     black_inc=inc[Color.BLACK], moves_to_go=now.moves_to_go or None)
