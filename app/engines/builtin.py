"""The built-in AI as an engine: ``python -m app.ai.uci`` in a subprocess (so it never holds the GUI's GIL)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

BUILTIN = "builtin"
ROOT = Path(__file__).resolve().parent.parent.parent      # the directory that holds the app package


def builtin_command(level: str | int | None = None) -> list[str]:
    """The argv that runs the built-in engine with this interpreter (level a name or 1-5)."""
    argv = [sys.executable, "-m", "app.ai.uci"]
    if level is not None:
        argv += ["--level", str(level)]
    return argv


def builtin_env() -> dict[str, str]:
    """The environment for the built-in engine: ours, with this copy of the app importable first."""
    env = dict(os.environ)
    paths = [str(ROOT)] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
    env["PYTHONPATH"] = os.pathsep.join(paths)
    return env


__all__ = ["BUILTIN", "builtin_command", "builtin_env"]
