"""Autoplay: a timer that plays a line's moves one by one (QtCore only).

The owner hands it three callables: `can_forward()` (is there a next move?), `forward()` (show it;
False if there was none) and `rewind()` (back to the start when asked to play at the end).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

AUTOPLAY_RANGE = (0.5, 5.0)     # seconds per move the autoplay accepts (the window's spin box)


class Autoplay(QObject):
    """Plays on at a steady pace; ``changed(bool)`` says it started (True) or stopped (False)."""

    RANGE = AUTOPLAY_RANGE
    changed = Signal(bool)

    def __init__(self, can_forward: Callable[[], bool], forward: Callable[[], bool], rewind: Callable[[], object],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._can_forward, self._forward, self._rewind = can_forward, forward, rewind
        self._timer = QTimer(self)
        self._timer.setInterval(1500)
        self._timer.timeout.connect(self._step)

    @property
    def playing(self) -> bool:
        """True while autoplaying."""
        return self._timer.isActive()

    @property
    def interval(self) -> float:
        """Seconds per move."""
        return self._timer.interval() / 1000.0

    def set_interval(self, seconds: float) -> None:
        """Seconds per move while autoplaying (kept within 0.5-5 s)."""
        low, high = AUTOPLAY_RANGE
        self.set_interval_ms(int(round(1000 * min(high, max(low, seconds)))))

    def set_interval_ms(self, ms: int) -> None:
        """The interval in milliseconds, unclamped (tests use short ones)."""
        self._timer.setInterval(max(1, int(ms)))

    def start(self) -> None:
        """Play the moves of the line one by one; from the start if at the end."""
        if self.playing:
            return
        if not self._can_forward():
            self._rewind()
        if not self._can_forward():
            return
        self._timer.start()
        self.changed.emit(True)

    def stop(self) -> None:
        """Pause."""
        if self._timer.isActive():
            self._timer.stop()
            self.changed.emit(False)

    def toggle(self) -> None:
        """Play if paused, pause if playing."""
        if self.playing:
            self.stop()
        else:
            self.start()

    def _step(self) -> None:
        if not self._forward() or not self._can_forward():
            self.stop()


__all__ = ["Autoplay", "AUTOPLAY_RANGE"]
