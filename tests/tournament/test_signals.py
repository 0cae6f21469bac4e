"""Every signal that ends the tournament command ends its engines, also engines that
ignore their input closing, `quit` and SIGTERM; a signal the command was started to ignore (nohup)
stays ignored."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.engines.conftest import running

from .conftest import kill_listed, legal_spec

ROOT = Path(__file__).resolve().parent.parent.parent
STUBBORN = ("--ignore-eof", "--ignore-quit", "--ignore-term")


def _env():
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env["PYTHONPATH"] = str(ROOT)
    return env


def until(condition, seconds=60.0):
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


@pytest.fixture
def stubborn(tmp_path):
    """Start the tournament command with two engines that ignore end of input, quit and SIGTERM;
    yields (process, the engines' pid file); kills whatever is left at the end."""
    pids = tmp_path / "pids"
    started = []

    def start(ignore_hup=False):
        engines = [legal_spec(*STUBBORN, "--delay", "0.05", "--pidfile", str(pids), name=n) for n in ("a", "b")]
        argv = [sys.executable, "-m", "app", "tournament", "--engine", engines[0], "--engine", engines[1],
                "--games", "4", "--tc", "movetime=50ms", "--adjudicate", "maxmoves=200", "--concurrency", "1",
                "--pgn", str(tmp_path / "t.pgn")]

        def before():             # the signals as a terminal leaves them (a run under nohup or in the
            for sig in (signal.SIGHUP, signal.SIGINT):   # background of a script inherits them ignored)
                signal.signal(sig, signal.SIG_DFL)
            if ignore_hup:
                signal.signal(signal.SIGHUP, signal.SIG_IGN)
        process = subprocess.Popen(argv, cwd=ROOT, env=_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   text=True, preexec_fn=before)
        started.append(process)
        assert until(lambda: pids.exists() and len(pids.read_text().split()) >= 2), "the engines did not start"
        return process, pids

    yield start
    for process in started:
        if process.poll() is None:
            process.kill()
        process.communicate()
    kill_listed(pids)


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT, signal.SIGUSR1,
                                 # (less common signals whose default also ends a program)
                                 signal.SIGIO, signal.SIGRTMIN, signal.SIGRTMIN + 5])
def test_a_signal_that_ends_the_tournament_ends_its_engines(stubborn, tmp_path, sig):
    process, pids = stubborn()
    process.send_signal(sig)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 128 + sig, err
    assert "stopping:" in err and "Traceback" not in err
    engines = [int(p) for p in pids.read_text().split()]
    assert until(lambda: not any(running(p) for p in engines), 10.0), \
        f"engines left running: {[p for p in engines if running(p)]}"
    state = json.loads((tmp_path / "t.pgn.tournament.json").read_text(encoding="utf-8"))
    assert len(state["games"]) < 4                        # stopped: resumable


def test_a_signal_ignored_when_started_stays_ignored(stubborn):
    process, pids = stubborn(ignore_hup=True)
    process.send_signal(signal.SIGHUP)
    with pytest.raises(subprocess.TimeoutExpired):
        process.wait(timeout=2.0)                           # (nohup: it goes on)
    process.send_signal(signal.SIGTERM)
    process.communicate(timeout=60)
    assert process.returncode == 128 + signal.SIGTERM
    engines = [int(p) for p in pids.read_text().split()]
    assert until(lambda: not any(running(p) for p in engines), 10.0)
