"""The built-in engine in a thread of this process: its UCI server (app.ai.uci.Server) behind the
transport interface (app.engines.transport), without a subprocess.

It starts in milliseconds and needs no interpreter start-up, so tests and light uses (a script, a
puzzle check) take it; but a pure-Python search holds the GIL while it runs, so a program that must
stay responsive while the engine thinks (the GUI's players, analysis) keeps the subprocess transport.
"""

from __future__ import annotations

import logging
import queue
import threading

from app.ai.uci import Server

from .errors import EngineProblem, EngineTerminated
from .output import OutputQueue
from .transport import QueuedLines

log = logging.getLogger(__name__)


class _Lines:
    """The server's output stream: each written line goes to the transport's queue."""

    def __init__(self, out: OutputQueue) -> None:
        self._out = out
        self._pending = ""

    def write(self, text: str, /) -> int:
        """Queue the complete lines of `text` (a partial line waits for its end)."""
        parts = (self._pending + text).split("\n")
        self._pending = parts.pop()
        if parts:
            self._out.put_many(parts)
        return len(text)

    def flush(self) -> None:
        """Nothing to do: lines are queued as they end."""


class InProcessTransport(QueuedLines):
    """The built-in engine at `level` (a name or 0-5) served in a thread; see the module docstring."""

    def __init__(self, level: str | int = "master") -> None:
        super().__init__()
        self.describe = "built-in engine (in this process)"
        self.program = "xiangqi-studio-engine"
        self._input: queue.Queue[str | None] = queue.Queue()
        self._server = Server(_Lines(self._lines), level)
        self._thread = threading.Thread(target=self._serve, daemon=True, name="xiangqi-builtin-engine")
        self._thread.start()

    def _serve(self) -> None:
        try:
            self._server.run(iter(self._input.get, None))
        finally:
            self._lines.end()

    @property
    def pid(self) -> int | None:
        """None: the engine runs in this process."""
        return None

    @property
    def alive(self) -> bool:
        """True while the server's thread runs."""
        return self._thread.is_alive()

    def send(self, line: str) -> None:
        """Hand one command line to the server; EngineTerminated once it has ended."""
        if "\n" in line or "\r" in line:
            raise ValueError(f"a command to an engine is one line: {line!r}")
        if not self.alive:
            raise EngineTerminated(EngineProblem.ENDED, engine=self.describe)
        log.debug("in-process << %s", line)
        self._input.put(line)

    def close(self, grace: float = 1.0) -> None:
        """Tell the server to quit (its search stops within milliseconds) and wait for its thread."""
        if self.alive:
            self._input.put("quit")
            self._input.put(None)
            self._thread.join(timeout=max(grace, 2.0))
        self._lines.end()


__all__ = ["InProcessTransport"]
