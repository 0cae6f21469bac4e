"""`python -m app.bench gui`: time from process start to the window shown, and click latency.

`python -m app.bench gui --moves [PLY ...]`: milliseconds per move played through the whole program
(controller, move list, clocks, autosave) at the start of a game and deep into a long one.
"""

from __future__ import annotations

import os
import tempfile
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

MARKER = "WINDOW-SHOWN"


def _no_questions(window: Any) -> None:
    """No modal question blocks a benchmark: rulings are not shown, and a window closing on a played
    game discards it instead of asking whether to save it."""
    window.dialogs.ruling = lambda outcome: None
    window.dialogs.unsaved_game = lambda: "discard"


def _child() -> int:
    """Start the real application and print the moment its window is exposed and painted."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from app.controller.autosave import Autosave
    from app.shell.main import Application
    qapp = QApplication([sys.argv[0]])
    application = Application(qapp, autosave=Autosave(Path(tempfile.mkdtemp())))
    window = application.window
    window.show()

    def done() -> None:
        window.repaint()
        print(MARKER, time.time(), flush=True)
        qapp.quit()

    QTimer.singleShot(0, done)
    return qapp.exec()


def _startup(env: dict[str, str], wrapper: list[str]) -> float:
    start = time.time()
    out = subprocess.run(wrapper + [sys.executable, "-m", "app.bench", "gui", "--child"], env=env,
                         capture_output=True, text=True, timeout=60)
    for line in out.stdout.splitlines():
        if line.startswith(MARKER):
            return float(line.split()[1]) - start
    raise RuntimeError(f"the child did not report: {out.stdout} {out.stderr}")


def PaintCounter():
    from PySide6.QtCore import QEvent, QObject

    class Counter(QObject):
        count = 0

        def eventFilter(self, obj, event) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    return Counter()


def _click_latency(samples: int) -> list[float]:
    """Milliseconds from a click on the board until the board is repainted, over many clicks."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from app.controller.autosave import Autosave
    from app.controller.settings import Settings
    from app.shell.main import Application
    from app.model.tables import parse_square
    instance = QApplication.instance()
    qapp = instance if isinstance(instance, QApplication) else QApplication([sys.argv[0]])
    store = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "XiangqiStudioBench", "bench")
    application = Application(qapp, Settings(store), Autosave(Path(tempfile.mkdtemp())))
    window = application.window
    _no_questions(window)
    window.resize(1000, 800)
    window.show()
    qapp.processEvents()
    view = window.board_view
    paints = PaintCounter()
    view.viewport().installEventFilter(paints)
    times = []
    squares = ["h2", "e2", "h9", "g7", "e2", "h2", "g7", "h9"]
    for i in range(samples):
        sq = parse_square(squares[i % len(squares)])
        start = time.perf_counter()
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.widget_point(sq))
        qapp.processEvents()  # the scene's change notice schedules the viewport update ...
        qapp.processEvents()  # ... which is painted here
        times.append((time.perf_counter() - start) * 1000)
        if i % len(squares) == len(squares) - 1:
            application.controller.new_game()
    if paints.count < samples:
        raise RuntimeError(f"only {paints.count} paints for {samples} clicks: the measurement missed repaints")
    return times


def _latency_while_thinking(seconds: float) -> tuple[list[float], int]:
    """Event-loop lateness (ms) of a 10 ms timer while the computer searches; and moves it made."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from app.controller.autosave import Autosave
    from app.controller.settings import Settings
    from app.shell.main import Application
    instance = QApplication.instance()
    qapp = instance if isinstance(instance, QApplication) else QApplication([sys.argv[0]])
    store = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "XiangqiStudioBench", "bench")
    application = Application(qapp, Settings(store), Autosave(Path(tempfile.mkdtemp())))
    _no_questions(application.window)
    application.window.show()
    application.seats.configure({"red", "black"}, "master", 2.0)
    lateness: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    state = {"due": 10}

    def tick() -> None:
        lateness.append(max(0.0, clock.elapsed() - state["due"]))
        state["due"] = clock.elapsed() + 10
        if clock.elapsed() < seconds * 1000:
            QTimer.singleShot(10, tick)
        else:
            qapp.quit()

    QTimer.singleShot(10, tick)
    qapp.exec()
    moves = len(application.controller.game.moves)
    application.seats.close()
    return lateness, moves


SHUFFLE = ("h0g2", "h9g7", "g2h0", "g7h9")      # horses out and back: legal for ever, nothing taken


def _per_move(plies: list[int], samples: int = 60) -> list[tuple[int, float, float]]:
    """(ply, ms per move in all, ms of it refreshing the move list) for moves played after `ply` moves,
    in a casual game with repetition rulings off (so the game never ends)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from app.controller.autosave import Autosave
    from app.controller.settings import Settings
    from app.shell.main import Application
    from app.shell.play_view import PlayView
    from app.model import Game, Move
    instance = QApplication.instance()
    qapp = instance if isinstance(instance, QApplication) else QApplication([sys.argv[0]])
    store = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "XiangqiStudioBench", "bench")
    spent = [0.0]
    refresh_history = PlayView.refresh_history

    def timed_refresh(self: PlayView) -> None:
        start = time.process_time()
        refresh_history(self)
        spent[0] += time.process_time() - start

    PlayView.refresh_history = timed_refresh  # type: ignore[method-assign]  # before it is connected
    try:
        application = Application(qapp, Settings(store), Autosave(Path(tempfile.mkdtemp())))
    finally:
        PlayView.refresh_history = refresh_history  # type: ignore[method-assign]
    window = application.window
    _no_questions(window)
    window.dialogs.confirm = lambda kind, data: True  # type: ignore[method-assign]
    window.dialogs.unsaved_game = lambda: "discard"  # type: ignore[method-assign]
    window.show()
    out = []
    for ply in plies:
        game = Game(None, "casual", analysis=True, repetitions=10**9)
        for i in range(ply):
            game.push(Move.from_iccs(SHUFFLE[i % 4]))
        application.controller.load_game(game)
        qapp.processEvents()
        spent[0] = 0.0
        start = time.process_time()          # CPU time: other processes on the machine do not count
        for i in range(ply, ply + samples):
            if not application.controller.play(Move.from_iccs(SHUFFLE[i % 4])):
                raise RuntimeError(f"move {i} was refused")
            qapp.processEvents()
        total = (time.process_time() - start) * 1000 / samples
        out.append((ply, total, spent[0] * 1000 / samples))
    window.close()
    return out


def run(args: list[str]) -> int:
    """Print start-up times (offscreen, and under Xvfb when available) and click latency."""
    if args[:1] == ["--child"]:
        return _child()
    if args[:1] == ["--moves"]:
        for ply, total, listing in _per_move([int(a) for a in args[1:]] or [10, 500, 1500]):
            print(f"after {ply} plies: {total:.2f} ms CPU per move in all, {listing:.2f} ms of it refreshing "
                  f"the move list")
        return 0
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    runs = [_startup(env, []) for _ in range(3)]
    print(f"start-up to window shown (offscreen): median {statistics.median(runs):.2f} s "
          f"(runs: {', '.join(f'{r:.2f}' for r in runs)}); target < 1.5 s")
    if shutil.which("xvfb-run"):
        env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
        runs = [_startup(env, ["xvfb-run", "-a"]) for _ in range(3)]
        print(f"start-up to window shown (Xvfb, real X window, incl. xvfb-run): median "
              f"{statistics.median(runs):.2f} s (runs: {', '.join(f'{r:.2f}' for r in runs)})")
    times = _click_latency(int(args[0]) if args else 200)
    times.sort()
    p95 = times[int(len(times) * 0.95) - 1]
    print(f"click latency (click -> board repainted), {len(times)} clicks: median {statistics.median(times):.2f} ms, "
          f"p95 {p95:.2f} ms, max {times[-1]:.2f} ms; target < 16 ms")
    lateness, moves = _latency_while_thinking(8.0)
    lateness.sort()
    p95 = lateness[int(len(lateness) * 0.95) - 1]
    print(f"event-loop lateness while the computer thinks (computer vs computer, 2 s/move, {moves} moves in 8 s, "
          f"{len(lateness)} timer ticks): median {statistics.median(lateness):.1f} ms, p95 {p95:.1f} ms, "
          f"max {lateness[-1]:.1f} ms; target p95 < 50 ms")
    return 0
