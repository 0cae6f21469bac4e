"""`python -m app.bench persist`: what a crash costs, measured on the real program.

- **Refund after kill -9**: a program instance in its own process plays a timed game; Black thinks for
  a while; the process is killed with SIGKILL; the clock its autosave holds is compared with the time
  Black really thought. The difference is the thinking time a restored game would give back.
- **Cost of a clock checkpoint**: CPU milliseconds for one autosave write (what the clock's checkpoint
  timer does every few seconds while a side thinks) at the start of a game and deep into a long one.

Options: ``--waits S [S ...]`` seconds Black thinks before the kill (default 4 7.5 10).
"""

from __future__ import annotations

import argparse
import json
import os
import select
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MARKER = "THINKING"


def _child(folder: str) -> int:
    """A real Application: a 10-minute game, Red moves, then Black thinks until killed."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication
    QStandardPaths.setTestModeEnabled(True)

    from app.controller.autosave import Autosave
    from app.controller.recent_files import RecentFiles
    from app.controller.settings import Settings
    from app.shell.main import Application
    from app.model import Move
    from app.model.seating import NewGameChoice
    from app.model.time_control import TimeControl

    qapp = QApplication([sys.argv[0]])
    settings = Settings(QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat))
    recent = RecentFiles(QSettings(str(Path(folder) / "recent.ini"), QSettings.Format.IniFormat))
    application = Application(qapp, settings, Autosave(Path(folder) / "data"), recent)
    application.play.start_game(NewGameChoice(red_tc=TimeControl.parse("10"), black_tc=TimeControl.parse("10")))
    application.controller.play(Move.from_iccs("h2e2"))
    print(MARKER, time.time(), application.autosave.path, flush=True)
    return qapp.exec()


def refund(wait: float) -> tuple[float, float]:
    """(seconds Black thought before the kill, seconds of it the autosave does not hold)."""
    folder = tempfile.mkdtemp(prefix="persist-bench-")
    child = subprocess.Popen([sys.executable, "-m", "app.bench", "persist", "--child", folder],
                             stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    try:
        ready, _, _ = select.select([child.stdout], [], [], 120)
        line = child.stdout.readline() if ready else ""
        if not line.startswith(MARKER):
            raise RuntimeError(f"the child did not start: {line!r}")
        _, started, path = line.split(" ", 2)
        time.sleep(max(0.0, float(started) + wait - time.time()))
        killed = time.time()
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    clock = json.loads(Path(path.strip()).read_bytes())["clock"]
    thought = killed - float(started)
    return thought, thought - float(clock["elapsed"])


def checkpoint_cost(plies: int, repeats: int = 50) -> tuple[int, float]:
    """(plies played, CPU milliseconds for one autosave write of that timed game) for a game of up to
    `plies` plies."""
    from app.controller.autosave import Autosave
    from app.model import Clock, Game
    from app.model.time_control import TimeControl
    game, now = Game(), [0.0]
    clock = Clock(TimeControl.parse("90+30"), now=lambda: now[0])
    clock.start()
    while len(game.moves) < plies and not game.is_over():
        game.push(game.board.legal_moves()[len(game.moves) % len(game.board.legal_moves())])
        now[0] += 5.0
        clock.press()
    save = Autosave(Path(tempfile.mkdtemp(prefix="persist-bench-")))
    save.save(game, (), "master", clock.snapshot())
    began = time.process_time()
    for _ in range(repeats):
        save.save(game, (), "master", clock.snapshot())
    return len(game.moves), (time.process_time() - began) / repeats * 1000


def run(argv: list[str]) -> int:
    """Run the benchmark (see the module doc)."""
    if argv[:1] == ["--child"]:
        return _child(argv[1])
    parser = argparse.ArgumentParser(prog="python -m app.bench persist")
    parser.add_argument("--waits", type=float, nargs="+", default=[4.0, 7.5, 10.0])
    args = parser.parse_args(argv)
    print(f"load average: {os.getloadavg()[0]:.2f}" if hasattr(os, "getloadavg") else "")
    for wait in args.waits:
        thought, refunded = refund(wait)
        print(f"kill -9 after Black thought {thought:5.1f} s: {refunded:5.2f} s refunded by the restored clock")
    for plies in (0, 300):
        played, cost = checkpoint_cost(plies)
        print(f"one clock checkpoint (autosave write) at ply {played}: {cost:.2f} ms CPU")
    return 0
