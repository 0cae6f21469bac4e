"""An engine written as a script, for tests: the commands it expects, in order, and what it answers.

    engine = ScriptedTransport("Mock")
    engine.expect("uci", ["id name Mock", "option name Hash type spin default 16 min 1 max 64", "uciok"])
    engine.expect("isready", ["readyok"])
    session = EngineSession(engine, "uci")
    engine.expect("position fen ...")
    engine.expect("go depth 2", ["info depth 2 score cp 30 pv h2e2", "bestmove h2e2"])
    session.play(game, Limit(depth=2))
    engine.assert_done()

A command that is not the next one expected raises AssertionError (in the thread that sent it) and is
kept in ``mismatches``. ``say`` lets the engine speak unasked (a late answer), ``end`` makes it die.
Like python-chess's mock transport, it runs in memory: a conversation takes milliseconds.
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from collections.abc import Sequence

from .errors import EngineProblem, EngineTerminated
from .transport import QueuedLines

log = logging.getLogger(__name__)


class ScriptedTransport(QueuedLines):
    """A transport to a scripted engine (see the module docstring)."""

    def __init__(self, name: str = "scripted") -> None:
        super().__init__()
        self.describe = name
        self.program = name
        self.sent: list[str] = []                    # every command received, in order
        self.mismatches: list[tuple[str | None, str]] = []   # (expected, received) that did not match
        self._script: deque[tuple[str, tuple[str, ...]]] = deque()
        self._lock = threading.Lock()
        self._alive = True

    @property
    def pid(self) -> int | None:
        """None: the engine is no process."""
        return None

    @property
    def alive(self) -> bool:
        """True until end() or close()."""
        return self._alive

    # ----- the script --------------------------------------------------------------------------
    def expect(self, command: str, answers: Sequence[str] = ()) -> ScriptedTransport:
        """Expect `command` next (after those expected before) and answer it with `answers`."""
        with self._lock:
            self._script.append((command, tuple(answers)))
        return self

    def say(self, *lines: str) -> None:
        """The engine writes lines without being asked."""
        self._lines.put_many(list(lines))

    def end(self) -> None:
        """The engine dies: its output ends, and nothing more can be sent to it."""
        self._alive = False
        self._lines.end()

    @property
    def waiting(self) -> list[str]:
        """The commands still expected."""
        with self._lock:
            return [command for command, _ in self._script]

    def assert_done(self) -> None:
        """AssertionError unless every expected command came and no other did."""
        assert not self.mismatches, f"unexpected commands: {self.mismatches}"
        assert not self.waiting, f"commands never sent: {self.waiting}"

    # ----- the transport -----------------------------------------------------------------------
    def send(self, line: str) -> None:
        """Take a command: it must be the next one expected; its answers are queued."""
        if not self._alive:
            raise EngineTerminated(EngineProblem.ENDED, engine=self.describe)
        log.debug("%s << %s", self.describe, line)
        with self._lock:
            self.sent.append(line)
            expected = self._script.popleft() if self._script else None
            if expected is None or expected[0] != line:
                self.mismatches.append((expected[0] if expected else None, line))
                if expected is not None:
                    self._script.appendleft(expected)
                raise AssertionError(f"engine {self.describe} expected {expected[0] if expected else 'nothing'!r}, "
                                     f"got {line!r}")
        self._lines.put_many(list(expected[1]))

    def close(self, grace: float = 1.0) -> None:
        """The engine is told to quit (recorded in ``sent``) and is gone."""
        if self._alive:
            self.sent.append("quit")
        self.end()


__all__ = ["ScriptedTransport"]
