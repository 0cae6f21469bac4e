"""Helpers for the engine tests: the fake engines, Fairy-Stockfish, and checking a process is gone."""

import os
import sys
import time
from pathlib import Path

import pytest

FAKE = Path(__file__).parent / "fakes" / "fake_engine.py"
FAIRY = "/usr/games/fairy-stockfish"
needs_fairy = pytest.mark.skipif(not os.access(FAIRY, os.X_OK),
                                 reason=f"Fairy-Stockfish is not installed at {FAIRY} "
                                        "(apt-get install fairy-stockfish)")


def fake(mode: str, *args: str) -> list[str]:
    """The argv of a misbehaving fake engine (with the mode's arguments)."""
    return [sys.executable, str(FAKE), mode, *args]


def running(pid: int) -> bool:
    """True if a process with this pid exists and is not a zombie."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False
    except OSError:
        pass
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def gone(pid: int, timeout: float = 10.0) -> bool:
    """Poll (with a deadline) until the process has ended."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not running(pid):
            return True
        time.sleep(0.02)
    return not running(pid)
