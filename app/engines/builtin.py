"""The built-in AI as an engine: ``python -m app.ai.uci`` in a subprocess (so it never holds the GUI's
GIL), or the same server in a thread (app.engines.inprocess), and the options it takes.

Its UCI options carry what a player of the built-in AI chooses: ``Level`` (novice..master),
``OwnBook`` and ``BookFile`` (the opening book it plays from; see :func:`builtin_options`), and
``Ruleset`` (set by the session from each game).

Which search core it runs (compiled, being compiled or loaded, or the pure one and why) it says in
``info string core ...`` lines; :func:`core_report` reads one into a :class:`CoreReport` (values for
the view to word), and :func:`builtin_core_status` tells the same of the next start without starting
an engine (for where the user chooses engines).
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from .errors import EngineError, EngineOptionError, EngineProblem
from .values import EngineOption, OptionType

BUILTIN = "builtin"
LEVEL_OPTION = "Level"          # the built-in engine's option for its level (a name of app.ai.LEVEL_NAMES)
SHIPPED_BOOK = "builtin"        # the book spec naming the book that ships (the CCPD master games)
ROOT = Path(__file__).resolve().parent.parent.parent      # the directory that holds the app package
# app.ai is imported when the built-in engine is asked for, so that `import app.engines` stays light


def level_option() -> EngineOption:
    """The built-in engine's Level option as it declares it (its level names, weakest first)."""
    from app.ai.levels import LEVEL_NAMES
    return EngineOption(LEVEL_OPTION, OptionType.COMBO, "master", choices=tuple(str(n) for n in LEVEL_NAMES))


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


class CoreState(StrEnum):
    """Which search core the built-in engine runs (the words of its ``info string core`` lines)."""

    COMPILED = "compiled"       # the compiled core (fast)
    LOADING = "loading"         # loading the compiled core from its cache (about a second)
    COMPILING = "compiling"     # compiling it in the background; the pure core searches meanwhile
    UNCOMPILED = "uncompiled"   # not compiled yet: the next start compiles it (about a minute)
    PURE = "pure"               # the pure Python core, for good: `reason` says why


class CoreReason(StrEnum):
    """Why the built-in engine searches with its pure Python core."""

    CHOSEN = "chosen"           # the environment variable XIANGQI_STUDIO_ENGINE asks for it
    NO_NUMBA = "no-numba"       # numba is not installed
    FAILED = "failed"           # compiling failed (the error in `detail`)
    BAD_SETTING = "bad-setting"  # XIANGQI_STUDIO_ENGINE has a value it does not take (in `detail`)


class CoreNote(StrEnum):
    """Something about the compiled core's cache worth saying."""

    FALLBACK = "cache-fallback"     # the user's cache folder cannot be written: another one is used
    NO_CACHE = "no-cache"           # no cache folder can be written: compiled anew at each start
    REPAIRED = "cache-repaired"     # damaged cache entries were removed and are compiled again


@dataclass(frozen=True)
class CoreReport:
    """The built-in engine's search core: its state, why it is the pure one, a detail (an error, a
    value) and notes about the cache (each with its argument: a folder, a count)."""

    state: CoreState
    reason: CoreReason | None = None
    detail: str = ""
    notes: tuple[tuple[CoreNote, str], ...] = ()

    @property
    def slow(self) -> bool:
        """True while the engine searches with its slower pure core."""
        return self.state is not CoreState.COMPILED


_STATE_LINE = re.compile(r"core (\w+)(?: ([\w-]+))?: (.*)$")
_NOTE_LINE = re.compile(r"core ([\w-]+): (.*)$")


def core_report(text: str | None) -> CoreReport | None:
    """The state an ``info string`` of the built-in engine gives (``core compiled: ...``), or None if
    the text is no such state line (a note, another engine's words)."""
    match = _STATE_LINE.match((text or "").strip())
    if match is None or match.group(1) not in set(CoreState):
        return None
    state = CoreState(match.group(1))
    reason = None
    if match.group(2) is not None:
        if match.group(2) not in set(CoreReason):
            return None
        reason = CoreReason(match.group(2))
    detail = ""
    if reason is CoreReason.FAILED:
        detail = match.group(3).partition("compiling failed: ")[2]
    elif reason is not None:
        found = re.search(r"XIANGQI_STUDIO_ENGINE=('?)(.*?)\1(?: asks| is not)", match.group(3))
        detail = found.group(2) if found else ""
    return CoreReport(state, reason, detail)


def core_note(text: str | None) -> tuple[CoreNote, str] | None:
    """The note about the cache an ``info string`` gives (with its folder or count), or None."""
    match = _NOTE_LINE.match((text or "").strip())
    if match is None or match.group(1) not in set(CoreNote):
        return None
    note, words = CoreNote(match.group(1)), match.group(2)
    if note is CoreNote.REPAIRED:
        return note, words.split()[0]
    return note, words.rpartition("caching in " if note is CoreNote.FALLBACK else "tried ")[2]


def check_builtin_setting() -> None:
    """EngineError BAD_SETTING if XIANGQI_STUDIO_ENGINE has a value the built-in engine does not take
    (the engine would refuse to start; this says why before one is started)."""
    from app.ai import core
    try:
        core.mode()
    except ValueError:
        raise EngineError(EngineProblem.BAD_SETTING, program="xiangqi-studio-engine",
                          value=os.environ.get(core.ENV, ""), detail=", ".join(core.ALLOWED_MODES)) from None


def builtin_core_status() -> CoreReport:
    """What the built-in engine would search with if started now (nothing is compiled here): the
    compiled core (cached), compiling (another process compiles it now), not compiled yet, or the
    pure one and why. Imports the AI (its search core's cache rules)."""
    from app.ai import core
    status = core.probe()
    return CoreReport(CoreState(str(status.state)), CoreReason(str(status.reason)) if status.reason else None,
                      status.detail, tuple((CoreNote(str(note)), arg) for note, arg in status.notes))


__all__ = ["BUILTIN", "CoreState", "CoreReason", "CoreNote", "CoreReport", "core_report", "core_note",
           "builtin_core_status", "check_builtin_setting", "SHIPPED_BOOK", "level_option", "builtin_command",
           "builtin_env", "builtin_options", "level_name", "serve"]
