"""What an EngineSession talks through: a transport sends command lines and hands out the engine's lines.

Three transports keep this interface: :class:`app.engines.process.EngineProcess` (a program in a
subprocess: every external engine, and the built-in one where a GUI must stay free),
:class:`app.engines.inprocess.InProcessTransport` (the built-in UCI server in a thread of this
process: quick to start, for tests and light uses; a pure-Python search holds the GIL while it runs)
and :class:`app.engines.scripted.ScriptedTransport` (an engine written as a script of expected
commands and answers, for tests). The engine's lines wait in a bounded :class:`OutputQueue`.
"""

from __future__ import annotations

import logging
from typing import Protocol

from .errors import EngineProblem, EngineTerminated, EngineTimeout
from .output import OutputEnded, OutputQueue

log = logging.getLogger(__name__)


class Transport(Protocol):
    """The way to one engine (see the module docstring)."""

    describe: str       # names the engine in errors before it gave its name (its command line)
    program: str        # the program's name, for an engine that gives none

    @property
    def pid(self) -> int | None:
        """The engine's process id (None: it runs in this process)."""

    @property
    def alive(self) -> bool:
        """True while the engine runs."""

    @property
    def dropped(self) -> int:
        """Reports dropped because more came than were read."""

    def send(self, line: str) -> None:
        """Write one command line; EngineTerminated if the engine is gone."""

    def readline(self, timeout: float | None) -> str:
        """The engine's next line, waiting up to `timeout` s (None: for ever); EngineTimeout if none
        came, EngineTerminated once its output ended."""

    def close(self, grace: float = 1.0) -> None:
        """Ask the engine to quit (it gets `grace` seconds), then end it; nothing of it is left."""


class QueuedLines:
    """The reading half of a transport whose engine's lines arrive in an OutputQueue."""

    describe = ""

    def __init__(self) -> None:
        self._lines = OutputQueue()

    @property
    def dropped(self) -> int:
        """Reports dropped so far because more came than were read."""
        return self._lines.dropped

    def readline(self, timeout: float | None) -> str:
        """The next line (see Transport.readline)."""
        try:
            line = self._lines.get(timeout)
        except TimeoutError:
            raise EngineTimeout(EngineProblem.NO_ANSWER, engine=self.describe, seconds=timeout) from None
        except OutputEnded as end:
            raise self._ended(end) from None
        log.debug("%s >> %s", self.describe, line)
        return line

    def _ended(self, end: OutputEnded) -> EngineTerminated:
        """The error for an output that ended."""
        return EngineTerminated(EngineProblem.ENDED, engine=self.describe)


__all__ = ["Transport", "QueuedLines"]
