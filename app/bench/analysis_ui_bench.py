"""`python -m app.bench analysis --ui`: the GUI's event loop while an engine streams MultiPV 5.

The analysis panel (beside a board that draws its arrow) runs offscreen with Fairy-Stockfish at full
speed, infinite analysis, 5 lines; a precise 10 ms timer measures how late the event loop serves it
(lateness = the gap between two ticks minus 10 ms). Prints p50/p95/max lateness and the panel's
updates per second. Target: p95 < 50 ms. Options: `--seconds S` (default 10), `--engine PATH`,
`--lines N` (default 5).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time

from .args import option

FAIRY = "/usr/games/fairy-stockfish"
TICK_MS = 10


def measure(seconds: float, engine: str, lines: int) -> dict[str, float]:
    """Run the panel for `seconds` and return lateness figures (milliseconds) and updates per second."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QSettings, Qt, QTimer
    from PySide6.QtWidgets import QApplication, QGraphicsView, QHBoxLayout, QWidget

    from app.controller.analysis import AnalysisController
    from app.controller.engine_registry import EngineRegistry, EngineSpec
    from app.model import Game
    from app.view.analysis_panel import AnalysisPanel
    from app.view.board_scene import BoardScene

    app = QApplication.instance() or QApplication(sys.argv[:1])
    folder = tempfile.mkdtemp()
    registry = EngineRegistry(QSettings(os.path.join(folder, "engines.ini"), QSettings.Format.IniFormat))
    registry.add(EngineSpec("engine", engine, "auto", (), {}))
    controller = AnalysisController()
    window = QWidget()
    scene = BoardScene()
    view = QGraphicsView(scene)
    panel = AnalysisPanel(controller, registry, notation="chinese")
    layout = QHBoxLayout(window)
    layout.addWidget(view, 3)
    layout.addWidget(panel, 2)
    panel.arrows_changed.connect(scene.set_arrows)
    window.resize(1100, 700)
    window.show()
    panel.engine.setCurrentText("engine")
    panel.count.setValue(lines)
    panel.set_position(Game())
    panel.start()
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]

    def tick() -> None:
        now = clock.nsecsElapsed()
        gaps.append((now - last[0]) / 1e6 - TICK_MS)
        last[0] = now
        view.viewport().repaint()            # the board repaints as a real window would
        if now / 1e9 >= seconds:
            timer.stop()
            app.quit()

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    QTimer.singleShot(0, timer.start)
    start = time.perf_counter()
    app.exec()
    wall = time.perf_counter() - start
    updates = controller.updates
    depth = max((info.depth or 0 for info in controller.lines), default=0)
    controller.close()
    window.close()
    gaps = gaps[1:] or [0.0]
    ordered = sorted(gaps)
    return {"p50": statistics.median(ordered), "p95": ordered[int(0.95 * (len(ordered) - 1))],
            "max": ordered[-1], "updates_per_s": updates / wall, "ticks": len(gaps), "depth": depth}


def run(args: list[str]) -> int:
    """Print the event loop's lateness while the panel shows an engine's 5 lines."""
    seconds = float(option(args, "--seconds", "10"))
    engine = option(args, "--engine", FAIRY)
    lines = int(option(args, "--lines", "5"))
    if not os.access(engine, os.X_OK):
        print(f"no engine at {engine}")
        return 1
    r = measure(seconds, engine, lines)
    print(f"analysis panel, {engine}, MultiPV {lines}, {seconds:g} s, {r['ticks']:.0f} ticks of {TICK_MS} ms:")
    print(f"  event-loop lateness p50 {r['p50']:.1f} ms, p95 {r['p95']:.1f} ms, max {r['max']:.1f} ms "
          f"(target p95 < 50 ms)")
    print(f"  panel updates {r['updates_per_s']:.1f}/s, depth reached {r['depth']:.0f}")
    return 0


__all__ = ["run", "measure"]
