"""The start of a conversation with an engine: which protocol it speaks, its name and its options.

Each protocol opens with its own word (``uci`` / ``ucci``) and the engine answers with its ``id`` and
``option`` lines and then ``uciok`` / ``ucciok``. With protocol "auto" the program is sent ``uci``
first. Many UCCI-only engines (ElephantEye among them) end at once when their first command is not
``ucci``, and some wait in silence; so when the program ends before it answered, or says nothing for
:data:`PROBE_SECONDS`, a second copy is started and sent ``ucci``. The first copy keeps its chance to
answer until the deadline (a slow UCI engine is not lost); whichever answers first is kept and the
other is ended. Each copy hears one protocol's word only, so an engine that speaks both
(Fairy-Stockfish) is never left switched to the other one.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .process import EngineProcess
from .protocol import Protocol, parse_option
from .values import EngineError, EngineOption, EngineTerminated, EngineTimeout

log = logging.getLogger(__name__)

PROBE_SECONDS = 2.0     # with protocol "auto": silent this long after "uci" => also try "ucci"
_SLICE = 0.05           # seconds each copy is listened to in turn while two copies are asked
NAME_LIMIT = 256        # characters of an engine's name and author kept
OPTION_LIMIT = 1000     # options kept (real engines declare fewer than 100)
OPENING: dict[Protocol, str] = {"uci": "uci", "ucci": "ucci"}      # the first command of each protocol
ANSWER: dict[Protocol, str] = {"uci": "uciok", "ucci": "ucciok"}   # the line that ends the greeting


@dataclass(frozen=True)
class Greeting:
    """What an engine said before its uciok / ucciok: protocol, name, author, declared options."""

    protocol: Protocol
    name: str
    author: str
    options: tuple[EngineOption, ...]


class _Attempt:
    """One copy of the program, asked in one protocol, reading its greeting."""

    def __init__(self, process: EngineProcess, protocol: Protocol) -> None:
        self.process = process
        self.protocol = protocol
        self.name = ""
        self.author = ""
        self.options: dict[str, EngineOption] = {}
        self.heard = False                  # it said something of a greeting (id, option)
        self.ended: str | None = None       # why it is out
        try:
            process.send(OPENING[protocol])
        except EngineTerminated as exc:
            self.ended = str(exc)

    def listen(self, timeout: float) -> Greeting | None:
        """Read what it says within `timeout` s; its greeting once it answered."""
        deadline = time.monotonic() + timeout
        while self.ended is None:
            try:
                line = self.process.readline(max(0.0, deadline - time.monotonic()))
            except EngineTimeout:
                return None
            except EngineTerminated as exc:
                self.ended = str(exc)
                return None
            greeting = self._take(line)
            if greeting is not None:
                return greeting
        return None

    def _take(self, line: str) -> Greeting | None:
        words = line.split()
        if not words:
            return None
        if words[0] in ANSWER.values():
            protocol: Protocol = "uci" if words[0] == ANSWER["uci"] else "ucci"
            return Greeting(protocol, self.name or self.process.argv[0], self.author,
                            tuple(self.options.values()))
        if words[0] == "id" and len(words) > 2:
            self.heard = True
            if words[1] == "name":
                self.name = " ".join(words[2:])[:NAME_LIMIT]
            elif words[1] == "author":
                self.author = " ".join(words[2:])[:NAME_LIMIT]
        elif words[0] == "option":
            self.heard = True
            option = parse_option(line, self.protocol)
            if option is not None and (option.name in self.options or len(self.options) < OPTION_LIMIT):
                self.options[option.name] = option
        else:
            log.info("engine %s: ignored line %r", self.process.describe, line)
        return None


def greet(first: EngineProcess, protocol: str, timeout: float,
          start_again: Callable[[], EngineProcess] | None = None) -> tuple[EngineProcess, Greeting]:
    """Shake hands with the started program `first` in `protocol` ("auto", "uci", "ucci"); with
    "auto" and `start_again`, a second copy is asked in UCCI when the first ends or stays silent.
    Returns the process that answered and its greeting; every other copy is ended. EngineTimeout /
    EngineTerminated (naming the program) when it is not a UCI or UCCI engine."""
    describe = first.describe
    start = time.monotonic()
    deadline = start + timeout
    attempts = [_Attempt(first, "ucci" if protocol == "ucci" else "uci")]
    probing = protocol == "auto" and start_again is not None
    try:
        while True:
            live = [a for a in attempts if a.ended is None]
            now = time.monotonic()
            if probing and (not live or (now >= start + PROBE_SECONDS and not attempts[0].heard)):
                probing = False
                assert start_again is not None
                try:
                    attempts.append(_Attempt(start_again(), "ucci"))
                except EngineError as exc:           # e.g. the program was removed meanwhile
                    log.info("engine %s: not started again: %s", describe, exc)
                continue
            if not live:
                raise EngineTerminated(f"{describe} is not a UCI or UCCI engine: {_why_ended(attempts)}")
            if now >= deadline:
                wanted = "uciok or ucciok" if protocol == "auto" else f"{ANSWER[attempts[0].protocol]}"
                raise EngineTimeout(f"{describe} is not a UCI or UCCI engine: no {wanted} within {timeout:g} s")
            until = deadline
            if probing and not attempts[0].heard:
                until = min(until, start + PROBE_SECONDS)
            wait = until - now if len(live) == 1 else min(_SLICE, until - now)
            for attempt in live:
                greeting = attempt.listen(max(0.0, wait))
                if greeting is not None:
                    _end_all(a for a in attempts if a is not attempt)
                    return attempt.process, greeting
    except BaseException:
        _end_all(attempts)
        raise


def _why_ended(attempts: list[_Attempt]) -> str:
    if len(attempts) == 1:
        return f"{attempts[0].ended} before answering"
    return "; ".join(f"asked with {a.protocol!r}, {a.ended} before answering" for a in attempts)


def _end_all(attempts: Iterable[_Attempt]) -> None:
    for attempt in attempts:
        try:
            attempt.process.close(grace=0.0)
        except (EngineError, OSError):
            pass


__all__ = ["Greeting", "greet", "PROBE_SECONDS", "OPENING", "ANSWER"]
