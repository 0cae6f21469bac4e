"""The built-in AI as an engine: ``python -m app.ai.uci`` in a subprocess (so it never holds the GUI's
GIL), or the same server in a thread (app.engines.inprocess), and the options it takes.

Its UCI options carry what a player of the built-in AI chooses: ``Level`` (novice..master),
``OwnBook`` and ``BookFile`` (the opening book it plays from; see :func:`builtin_options`), and
``Ruleset`` (set by the session from each game).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from .errors import EngineOptionError, EngineProblem
from .values import EngineOption, OptionType

BUILTIN = "builtin"
SHIPPED_BOOK = "builtin"        # the book spec naming the book that ships (the CCPD master games)
ROOT = Path(__file__).resolve().parent.parent.parent      # the directory that holds the app package
# app.ai is imported when the built-in engine is asked for, so that `import app.engines` stays light


def level_option() -> EngineOption:
    """The built-in engine's Level option as it declares it (its level names, weakest first)."""
    from app.ai.levels import LEVEL_NAMES
    return EngineOption("Level", OptionType.COMBO, "master", choices=tuple(str(n) for n in LEVEL_NAMES))


def level_name(level: str | int) -> str:
    """The built-in level a name or a number 0-5 stands for; EngineOptionError for anything else."""
    from app.ai.levels import resolve_level
    try:
        return str(resolve_level(level).name)
    except ValueError:
        raise EngineOptionError(EngineProblem.BAD_OPTION_VALUE, engine="Xiangqi Studio", option=level_option(),
                                value=str(level)) from None


def builtin_options(level: str | int | None = None, book: str | None = None) -> dict[str, object]:
    """The built-in engine's options for a level (a name or 0-5; None: leave it) and an opening book:
    None plays without one, SHIPPED_BOOK from the master games, else from the book file at that path.
    A level it does not have is passed on as it is (setting it fails with EngineOptionError)."""
    options: dict[str, object] = {}
    if level is not None:
        try:
            options["Level"] = level_name(level)
        except EngineOptionError:
            options["Level"] = str(level)
    options["OwnBook"] = book is not None
    options["BookFile"] = "" if book in (None, SHIPPED_BOOK) else book
    return options


def builtin_command(level: str | int | None = None) -> list[str]:
    """The argv that runs the built-in engine with this interpreter (level a name or 0-5)."""
    argv = [sys.executable, "-m", "app.ai.uci"]
    if level is not None:
        argv += ["--level", level_name(level)]
    return argv


def serve(argv: list[str]) -> int:
    """Serve the built-in engine on stdin/stdout (``python -m app engine [--level NAME]``)."""
    from app.ai.uci import main
    return main(argv)


def builtin_env() -> dict[str, str]:
    """The environment for the built-in engine: ours, with this copy of the app importable first."""
    env = dict(os.environ)
    paths = [str(ROOT)] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
    env["PYTHONPATH"] = os.pathsep.join(paths)
    return env


__all__ = ["BUILTIN", "SHIPPED_BOOK", "level_option", "builtin_command", "builtin_env", "builtin_options",
           "level_name", "serve"]
