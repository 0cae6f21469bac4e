"""A signal that would end the program ends it as quitting does: the event loop exits with 128 + the
signal, every feature closes on aboutToQuit, and an engine that ignores the end of its input (and
quit, and SIGTERM) is ended with it instead of running on."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.engines.conftest import gone, running
from tests.tournament.conftest import kill_listed

ROOT = Path(__file__).resolve().parent.parent.parent
STUBBORN = ROOT / "tests" / "tournament" / "fakes" / "first_legal.py"

# The program's set-up as app.shell.main makes it, with one engine closed on aboutToQuit as its features
# close theirs; "ready" once the event loop runs and the engine answered.
PROGRAM = f"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from app.controller.engine_host import EngineHost
from app.engines import open_engine
from app.shell.quit_signals import quit_on_signals
qapp = QApplication([sys.argv[0]])
quit_on_signals(qapp)
quits = []
qapp.aboutToQuit.connect(lambda: quits.append(1))
session = open_engine([sys.executable, {str(STUBBORN)!r}, "--ignore-eof", "--ignore-quit", "--ignore-term",
                       "--pidfile", sys.argv[1]], "uci", timeout=5)
qapp.aboutToQuit.connect(session.close)
QTimer.singleShot(0, lambda: print("ready", flush=True))
code = qapp.exec()
print("quit" if quits else "no quit", flush=True)
sys.exit(code)
"""


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT, signal.SIGUSR1])
def test_an_ending_signal_quits_the_program_and_ends_its_engines(tmp_path, sig):
    pids = tmp_path / "pids"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}

    def terminal_signals():                   # as a terminal leaves them (not ignored)
        for s in (signal.SIGHUP, signal.SIGINT):
            signal.signal(s, signal.SIG_DFL)
    process = subprocess.Popen([sys.executable, "-c", PROGRAM, str(pids)], env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, preexec_fn=terminal_signals)
    try:
        assert process.stdout is not None
        assert process.stdout.readline().strip() == "ready", process.stderr.read() if process.stderr else ""
        engine = int(pids.read_text().split()[0])
        assert running(engine)
        process.send_signal(sig)
        out, err = process.communicate(timeout=60)
        assert process.returncode == 128 + sig, err
        assert out.strip() == "quit" and "Traceback" not in err
        assert gone(engine, 10.0), "the engine was left running"
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
        kill_listed(pids)


# The program itself, with an unsaved game left by an instance that ended; "asking" once its start-up
# question (restore the game?) is about to show.
STARTING = """
import sys
from app.view.dialogs import Dialogs
asked = Dialogs.confirm
def confirm(self, kind, data):
    print("asking", kind, flush=True)
    return asked(self, kind, data)
Dialogs.confirm = confirm
from app.shell.main import main
sys.exit(main([]))
"""


def test_a_signal_while_the_start_up_asks_to_restore_a_game_keeps_the_game_and_ends_the_program(tmp_path):
    """The answer to the restore question is not 'no' because a signal came: the question's event loop
    ended by the signal made it one, the unsaved game was discarded and the program ran on."""
    home = tmp_path / "home"
    folder = home / ".local" / "share" / "Xiangqi Studio"      # (Qt's AppDataLocation for this HOME)
    folder.mkdir(parents=True)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen", "HOME": str(home)}
    env.pop("XDG_DATA_HOME", None)
    left = folder / "autosave-999999-0badf00d.json"
    left.write_text(
        '{"format": 2, "start_fen": "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", '
        '"moves": ["h2e2"], "ruleset": "cxq", "computer_sides": [], "level": "master", "clock": null, '
        '"headers": {}}', encoding="utf-8")
    kept = left.read_bytes()
    process = subprocess.Popen([sys.executable, "-c", STARTING], env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, cwd=tmp_path)
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert line.startswith("asking restore"), line + (process.stderr.read() if process.stderr else "")
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
            pytest.fail("the program ran on after SIGTERM")
    assert left.read_bytes() == kept                                           # the game kept
