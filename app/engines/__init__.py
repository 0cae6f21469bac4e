"""Engines: UCI/UCCI clients and the built-in AI behind one interface (pure Python, no Qt).

    with open_engine("/usr/games/fairy-stockfish") as engine:      # or open_engine("builtin", level=3)
        lines = engine.analyse(game, Limit(depth=12), multipv=3)   # list[Info], best first
        move = engine.play(game, Limit(time=0.5)).move
        with engine.analysis(game) as stream:                      # infinite: stop it yourself
            for info in stream:
                ...

Everything above this package (players, analysis, review, hints, puzzle checks, benchmarks) reaches
every engine, the built-in one included, through open_engine and EngineSession.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Literal

from .builtin import (BUILTIN, SHIPPED_BOOK, builtin_command, builtin_env, builtin_options, check_builtin_setting,
                      level_name)
from .errors import EngineError, EngineOptionError, EngineProblem, EngineTerminated, EngineTimeout
from .process import EngineProcess
from .protocol import PROTOCOLS, EngineProtocol, UciProtocol, UcciProtocol
from .scripted import ScriptedTransport
from .session import EngineSession
from .stream import AnalysisStream
from .transport import Transport
from .values import EngineOption, Info, Limit, OptionType, PlayResult, Score

DEFAULT_TIMEOUT = 10.0
TransportKind = Literal["process", "inprocess"]


def open_engine(command: str | Sequence[str], protocol: str = "auto", *, timeout: float = DEFAULT_TIMEOUT,
                level: str | int | None = None, cwd: str | None = None, transport: TransportKind = "process",
                **options: object) -> EngineSession:
    """Start an engine (a path, an argv list, or "builtin") and shake hands with it.

    protocol: "auto" (UCI, or UCCI when the program ends or stays silent after ``uci``: a second copy
    is then asked with ``ucci``, see app.engines.handshake) or a protocol's name ("uci", "ucci").
    timeout: seconds allowed for each answer (uciok, readyok, the best move after stop). level: the
    built-in engine's level (a name or 0-5). transport: "process" (a subprocess) or, for the built-in
    engine only, "inprocess" (its server in a thread of this process: quick to start, but its search
    holds the GIL). Other keywords are engine options (see EngineSession.configure). Raises
    EngineError (EngineTimeout / EngineTerminated / EngineOptionError as the particular cases) when
    the program is not a usable engine (BAD_SETTING: the built-in engine is asked for while the
    environment variable XIANGQI_STUDIO_ENGINE has a value it does not take).
    """
    start: Callable[[], Transport]
    if isinstance(command, str) and command == BUILTIN:
        check_builtin_setting()
        name = level_name(level) if level is not None else None
        if transport == "inprocess":
            from .inprocess import InProcessTransport      # imports the AI: only when it is wanted
            start = lambda: InProcessTransport(name or "master")  # noqa: E731
        else:
            argv, env = builtin_command(name), builtin_env()
            start = lambda: EngineProcess(argv, cwd=cwd, env=env)  # noqa: E731
        protocol = PROTOCOLS[0].name if protocol == "auto" else protocol
    else:
        if level is not None:
            raise ValueError("level is for the built-in engine; set an external engine's options instead")
        if transport != "process":
            raise ValueError("only the built-in engine runs in this process")
        argv = [command] if isinstance(command, str) else list(command)
        if not argv:
            raise ValueError("no engine command given")
        if Path(argv[0]).is_dir():
            raise EngineError(EngineProblem.IS_FOLDER, program=argv[0])
        start = lambda: EngineProcess(argv, cwd=cwd)  # noqa: E731
    first = start()
    try:
        session = EngineSession(first, protocol, timeout, start_again=start)
    except BaseException:
        first.close(grace=0.0)
        raise
    try:
        if options:
            session.configure(**options)
    except BaseException:
        session.close()
        raise
    return session


__all__ = ["open_engine", "EngineSession", "AnalysisStream", "Limit", "Score", "Info", "PlayResult",
           "OptionType", "EngineOption", "EngineError", "EngineProblem", "EngineTimeout", "EngineTerminated",
           "EngineOptionError", "BUILTIN", "SHIPPED_BOOK", "builtin_options", "DEFAULT_TIMEOUT", "Transport",
           "EngineProcess", "ScriptedTransport", "EngineProtocol", "UciProtocol",
           "UcciProtocol", "PROTOCOLS", "TransportKind"]
