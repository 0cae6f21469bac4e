"""Engines: UCI/UCCI clients and the built-in AI behind one interface (pure Python, no Qt).

    with open_engine("/usr/games/fairy-stockfish") as engine:      # or open_engine("builtin", level=3)
        lines = engine.analyse(game, Limit(depth=12), multipv=3)   # list[Info], best first
        move = engine.play(game, Limit(time=0.5)).move
        with engine.analysis(game) as stream:                      # infinite: stop it yourself
            for info in stream:
                ...
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from .builtin import BUILTIN, builtin_command, builtin_env
from .process import EngineProcess
from .session import EngineSession
from .stream import AnalysisStream
from .values import (EngineError, EngineOption, EngineTerminated, EngineTimeout, Info, Limit, OptionType,
                     PlayResult, Score)

DEFAULT_TIMEOUT = 10.0


def open_engine(command: str | Sequence[str], protocol: str = "auto", *, timeout: float = DEFAULT_TIMEOUT,
                level: str | int | None = None, cwd: str | None = None, **options: object) -> EngineSession:
    """Start an engine (a path, an argv list, or "builtin") and shake hands with it.

    protocol: "auto" (UCI, or UCCI when the program ends or stays silent after ``uci``: a second copy
    is then asked with ``ucci``, see app.engines.handshake), "uci" or "ucci". timeout: seconds allowed
    for each answer (uciok, readyok, the best move after stop). level: the built-in engine's level (a name or 0-5).
    Other keywords are engine options (see EngineSession.configure). Raises EngineError (with
    EngineTimeout / EngineTerminated as the particular cases) when the program is not a usable engine.
    """
    env = None
    if isinstance(command, str) and command == BUILTIN:
        argv = builtin_command(level)
        env = builtin_env()
        if protocol == "auto":
            protocol = "uci"
    else:
        if level is not None:
            raise ValueError("level is for the built-in engine; set an external engine's options instead")
        argv = [command] if isinstance(command, str) else list(command)
        if not argv:
            raise ValueError("no engine command given")
        if Path(argv[0]).is_dir():
            raise EngineError(f"engine {argv[0]} is a folder, not a program")
    def start() -> EngineProcess:
        return EngineProcess(argv, cwd=cwd, env=env)

    process = start()
    try:
        session = EngineSession(process, protocol, timeout, start_again=start)
        if options:
            session.configure(**options)
    except BaseException:
        process.close(grace=0.0)
        raise
    return session


__all__ = ["open_engine", "EngineSession", "AnalysisStream", "Limit", "Score", "Info", "PlayResult",
           "OptionType", "EngineOption", "EngineError", "EngineTimeout", "EngineTerminated", "BUILTIN",
           "DEFAULT_TIMEOUT"]
