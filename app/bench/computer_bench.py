"""`python -m app.bench computer [--runs N] [--moves N] [--hints N] [--level L] [--dump FILE]`: the computer in the
play window, measured through the Seats API the window uses (so the same code measures any road to
the engine).

- move latency at a fixed time: from asking the computer to move with Limit(time=0.5) until its move
  is delivered, minus the 0.5 s it was given (a level may stop early at its soft limit, so values
  below zero are possible; the search itself is the same on every road, the rest is overhead);
- move-now latency: the computer thinks without end (a long time per move); 0.5 s in, Move now is
  asked; the time until the move is delivered;
- hint latency: a hint at Limit(time=1.0) until hint_ready, minus 1.0 s;
- event-loop lateness of a 10 ms timer while the computer plays itself (2 s a move), as `gui` has.

The first move and the first hint of each run also start an engine and are reported on their own. Prints median and p95
of each over all runs, and the load average before and after; `--dump FILE` appends the samples
(seconds) as one JSON line, to pool runs made at different times.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

MOVE_TIME = 0.5
HINT_TIME = 1.0
MOVE_NOW_AFTER = 0.5
# Red to move after each of these openings: every sample searches a position the engine has not
# just searched (an engine that keeps its tables between searches gains nothing from a repeat)
OPENINGS = ("", "h2e2 h9g7", "b2e2 b9c7", "c3c4 g6g5", "h0g2 h9g7", "b0c2 b9c7", "h2e2 b9c7", "c3c4 c6c5",
            "g3g4 h9g7", "h2e2 h7e7", "b2d2 h9g7", "h2f2 b9c7", "h2e2 h9g7 h0g2 i9h9",
            "c3c4 g6g5 b0c2 h9g7", "h2e2 b9c7 h0g2 a9b9", "b0c2 b9c7 a0b0 a9b9")


def _new_game(app: Any, sample: int) -> None:
    """A new game from the start position after the sample's opening (Red to move)."""
    from app.model import Game, Ruleset
    game = Game()
    for text in OPENINGS[sample % len(OPENINGS)].split():
        game.push_iccs(text)
    app.controller.new_game(Ruleset.CXQ, game.board.fen())


def _application() -> Any:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from app.controller.autosave import Autosave
    from app.controller.settings import Settings
    from app.shell.main import Application
    instance = QApplication.instance()
    qapp = instance if isinstance(instance, QApplication) else QApplication([sys.argv[0]])
    folder = tempfile.mkdtemp()
    store = QSettings(str(Path(folder) / "bench.ini"), QSettings.Format.IniFormat)
    application = Application(qapp, Settings(store), Autosave(Path(folder) / "data"))
    application.window.dialogs.ruling = lambda outcome: None  # type: ignore[method-assign]
    application.window.dialogs.confirm = lambda kind, data: True  # type: ignore[method-assign]
    application.window.dialogs.unsaved_game = lambda: "discard"  # type: ignore[method-assign]
    application.window.dialogs.error = (  # type: ignore[method-assign]
        lambda title, text: print(f"  error: {title}: {text}", flush=True))
    application.settings.set("min_move_time", 0.0)
    application.settings.set("ai_resigns", False)
    application.settings.set("ai_book", False)        # searched moves, not book moves, are timed
    application.seats.min_move_time = 0.0
    return qapp, application


def _wait(qapp: Any, done: Any, timeout: float) -> bool:
    """Process events until done() or the timeout (seconds)."""
    from PySide6.QtCore import QEventLoop
    end = time.monotonic() + timeout
    while not done():
        if time.monotonic() > end:
            return False
        qapp.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 20)
    return True


class _Moment:
    """The time of the first emission of a signal that passes `wanted` (connected until close())."""

    def __init__(self, signal: Any, wanted: Any = lambda *args: True) -> None:
        self.at: float | None = None
        self._signal, self._wanted = signal, wanted
        signal.connect(self._seen)

    def _seen(self, *args: Any) -> None:
        if self.at is None and self._wanted(*args):
            self.at = time.perf_counter()

    def wait(self, qapp: Any, timeout: float) -> bool:
        """Process events until it was seen (True) or the timeout passed."""
        return _wait(qapp, lambda: self.at is not None, timeout)

    def close(self) -> None:
        """Stop listening."""
        self._signal.disconnect(self._seen)


def _moves(qapp: Any, app: Any, level: str, count: int) -> list[float]:
    """Seconds from configure (the computer to move) until its move was delivered, minus MOVE_TIME."""
    seats = app.ai
    out = []
    for sample in range(count):
        _new_game(app, sample)
        seats.configure(set(), level, MOVE_TIME)
        delivered = _Moment(seats.thinking_changed, lambda busy: not busy)
        start = time.perf_counter()
        seats.configure({"red"}, level, MOVE_TIME)
        ok = delivered.wait(qapp, 60)
        delivered.close()
        seats.configure(set(), level, MOVE_TIME)
        if ok and delivered.at is not None and app.controller.game.moves:
            out.append(delivered.at - start - MOVE_TIME)
    return out


def _move_now(qapp: Any, app: Any, level: str, count: int) -> list[float]:
    """Seconds from Move now (asked MOVE_NOW_AFTER s into an endless think) until the move was delivered."""
    seats = app.ai
    out = []
    for sample in range(count):
        _new_game(app, sample + 7)
        seats.configure(set(), level, 600.0)
        delivered = _Moment(seats.thinking_changed, lambda busy: not busy)
        seats.configure({"red"}, level, 600.0)
        _wait(qapp, lambda: False, MOVE_NOW_AFTER)
        asked = time.perf_counter()
        seats.move_now()
        ok = delivered.wait(qapp, 30)
        delivered.close()
        seats.configure(set(), level, MOVE_TIME)
        if ok and delivered.at is not None and app.controller.game.moves:
            out.append(delivered.at - asked)
    return out


def _hints(qapp: Any, app: Any, count: int) -> list[float]:
    """Seconds from asking a hint (Limit(time=HINT_TIME)) until hint_ready, minus HINT_TIME."""
    seats = app.ai
    seats.hint_time = HINT_TIME
    out = []
    for sample in range(count):
        _new_game(app, sample + 11)
        seats.configure(set(), "master", MOVE_TIME)
        got = _Moment(seats.hint_ready)
        start = time.perf_counter()
        seats.hint()
        ok = got.wait(qapp, 60)
        got.close()
        if ok and got.at is not None:
            out.append(got.at - start - HINT_TIME)
    return out


def _lateness(qapp: Any, app: Any, seconds: float) -> tuple[list[float], int]:
    """Event-loop lateness (ms) of a 10 ms timer while the computer plays itself at 2 s a move."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer

    from app.model import Ruleset
    app.controller.new_game(Ruleset.CXQ)
    app.ai.configure({"red", "black"}, "master", 2.0)
    lateness: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    state = {"due": 10}
    loop = QEventLoop()

    def tick() -> None:
        lateness.append(max(0.0, clock.elapsed() - state["due"]))
        state["due"] = clock.elapsed() + 10
        if clock.elapsed() < seconds * 1000:
            QTimer.singleShot(10, tick)
        else:
            loop.quit()

    QTimer.singleShot(10, tick)
    loop.exec()
    moves = len(app.controller.game.moves)
    app.ai.configure(set(), "master", 2.0)
    return lateness, moves


def _stats(values: list[float], scale: float = 1000.0) -> str:
    if not values:
        return "no samples"
    ordered = sorted(v * scale for v in values)
    p95 = ordered[max(0, int(len(ordered) * 0.95 + 0.5) - 1)]
    return (f"median {statistics.median(ordered):7.1f} ms, p95 {p95:7.1f} ms, min {ordered[0]:7.1f}, "
            f"max {ordered[-1]:7.1f} ({len(ordered)} samples)")


def _option(args: list[str], name: str, default: str) -> str:
    return args[args.index(name) + 1] if name in args and args.index(name) + 1 < len(args) else default


def run(args: list[str]) -> int:
    """Measure and print (see the module docstring)."""
    runs = int(_option(args, "--runs", "3"))
    moves = int(_option(args, "--moves", "8"))
    hints = int(_option(args, "--hints", "4"))
    level = _option(args, "--level", "master")
    print(f"load average before: {os.getloadavg()[0]:.2f}", flush=True)
    first: list[float] = []
    later: list[float] = []
    now: list[float] = []
    first_hint: list[float] = []
    hinted: list[float] = []
    late: list[float] = []
    made = 0
    for r in range(runs):
        qapp, app = _application()
        try:
            timed = _moves(qapp, app, level, moves + 1)
            first += timed[:1]
            later += timed[1:]
            now += _move_now(qapp, app, level, max(1, moves // 2))
            timed = _hints(qapp, app, hints + 1)
            first_hint += timed[:1]
            hinted += timed[1:]
            ticks, played = _lateness(qapp, app, 8.0)
            late += [t / 1000 for t in ticks]
            made += played
        finally:
            app.ai.close()
            if hasattr(app, "analysis"):
                app.analysis.close()
            app.window.close()
        print(f"run {r + 1}/{runs} done (load {os.getloadavg()[0]:.2f})", flush=True)
    print(f"move at Limit(time={MOVE_TIME}), first of a run (engine start incl.), minus {MOVE_TIME} s: {_stats(first)}")
    print(f"move at Limit(time={MOVE_TIME}), later moves, minus {MOVE_TIME} s:               {_stats(later)}")
    print(f"move now, {MOVE_NOW_AFTER} s into an endless think, until the move:           {_stats(now)}")
    print(f"hint at Limit(time={HINT_TIME}), first of a run (engine start incl.), minus {HINT_TIME} s: "
          f"{_stats(first_hint)}")
    print(f"hint at Limit(time={HINT_TIME}), later hints, minus {HINT_TIME} s:               {_stats(hinted)}")
    print(f"event-loop lateness while the computer plays itself ({made} moves):    {_stats(late)}")
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    dump = _option(args, "--dump", "")
    if dump:
        with open(dump, "a", encoding="utf-8") as out:
            out.write(json.dumps({"first": first, "later": later, "now": now, "first_hint": first_hint,
                                  "hints": hinted, "late": late, "load": os.getloadavg()[0]}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
