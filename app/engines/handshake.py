"""The start of a conversation with an engine: which protocol it speaks, its name and its options.

Each protocol opens with its own word (its class's ``opening``: ``uci`` / ``ucci``) and the engine
answers with its ``id`` and ``option`` lines and then the protocol's ``ok_word`` (``uciok`` /
``ucciok``). With protocol "auto" the program is sent the first protocol's word (app.engines.protocol
.PROTOCOLS, UCI first). Many UCCI-only engines (ElephantEye among them) end at once when their first
command is not ``ucci``, and some wait in silence; so when every copy asked so far ended before it
answered, or the first said nothing for :data:`PROBE_SECONDS`, another copy is started and asked in
the next protocol. The copies asked earlier keep their chance to answer until the deadline (a slow
UCI engine is not lost); whichever answers first is kept and the others are ended. Each copy hears
one protocol's word only, so an engine that speaks several (Fairy-Stockfish) is never left switched
to another one.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .errors import EngineError, EngineProblem, EngineTerminated, EngineTimeout
from .protocol import PROTOCOLS, EngineProtocol, protocol_named
from .text import parse_option
from .transport import Transport
from .values import EngineOption

log = logging.getLogger(__name__)

PROBE_SECONDS = 2.0     # with protocol "auto": silent this long after the first word => try the next protocol
_SLICE = 0.05           # seconds each copy is listened to in turn while several copies are asked
NAME_LIMIT = 256        # characters of an engine's name and author kept
OPTION_LIMIT = 1000     # options kept (real engines declare fewer than 100)


@dataclass(frozen=True)
class Greeting:
    """What an engine said before its ok word: protocol (class), name, author, declared options."""

    protocol: type[EngineProtocol]
    name: str
    author: str
    options: tuple[EngineOption, ...]


class _Attempt:
    """One copy of the program, asked in one protocol, reading its greeting."""

    def __init__(self, process: Transport, protocol: type[EngineProtocol]) -> None:
        self.process = process
        self.protocol = protocol
        self.name = ""
        self.author = ""
        self.options: dict[str, EngineOption] = {}
        self.heard = False                  # it said something of a greeting (id, option)
        self.ended = False                  # it is out (its output ended)
        self.code: int | None = None        # its exit status, if known
        try:
            process.send(protocol.opening)
        except EngineTerminated as exc:
            self._end(exc)

    def _end(self, exc: EngineTerminated) -> None:
        self.ended = True
        self.code = exc.code

    def listen(self, timeout: float) -> Greeting | None:
        """Read what it says within `timeout` s; its greeting once it answered."""
        deadline = time.monotonic() + timeout
        while not self.ended:
            try:
                line = self.process.readline(max(0.0, deadline - time.monotonic()))
            except EngineTimeout:
                return None
            except EngineTerminated as exc:
                self._end(exc)
                return None
            greeting = self._take(line)
            if greeting is not None:
                return greeting
        return None

    def _take(self, line: str) -> Greeting | None:
        words = line.split()
        if not words:
            return None
        answered = next((cls for cls in PROTOCOLS if cls.ok_word == words[0]), None)
        if answered is not None:
            return Greeting(answered, self.name or self.process.program, self.author, tuple(self.options.values()))
        if words[0] == "id" and len(words) > 2:
            self.heard = True
            if words[1] == "name":
                self.name = " ".join(words[2:])[:NAME_LIMIT]
            elif words[1] == "author":
                self.author = " ".join(words[2:])[:NAME_LIMIT]
        elif words[0] == "option":
            self.heard = True
            option = parse_option(line)
            if option is not None and (option.name in self.options or len(self.options) < OPTION_LIMIT):
                self.options[option.name] = option
        else:
            log.info("engine %s: ignored line %r", self.process.describe, line)
        return None


def greet(first: Transport, protocol: str, timeout: float,
          start_again: Callable[[], Transport] | None = None) -> tuple[Transport, Greeting]:
    """Shake hands with the started engine `first` in `protocol` ("auto" or a protocol's name); with
    "auto" and `start_again`, further copies are asked in the next protocols when the first ends or
    stays silent. Returns the transport that answered and its greeting; every other copy is ended.
    EngineTimeout / EngineTerminated (naming the program) when it is not an engine we can talk to;
    ValueError for an unknown protocol name."""
    order = list(PROTOCOLS) if protocol == "auto" else [protocol_named(protocol)]
    start = time.monotonic()
    deadline = start + timeout
    attempts = [_Attempt(first, order[0])]
    later = order[1:] if start_again is not None else []
    probe_at = start + PROBE_SECONDS            # silent until then: the next protocol is asked too
    try:
        while True:
            live = [a for a in attempts if not a.ended]
            now = time.monotonic()
            heard = any(a.heard for a in attempts)
            if later and (not live or (now >= probe_at and not heard)):
                assert start_again is not None
                probe_at = now + PROBE_SECONDS
                try:
                    attempts.append(_Attempt(start_again(), later.pop(0)))
                except EngineError as exc:           # e.g. the program was removed meanwhile
                    log.info("engine %s: not started again: %s", first.describe, exc)
                    later = []
                continue
            if not live:
                raise EngineTerminated(EngineProblem.ENDED_BEFORE_GREETING, program=first.describe,
                                       code=attempts[0].code, detail=", ".join(repr(a.protocol.opening)
                                                                               for a in attempts))
            if now >= deadline:
                raise EngineTimeout(EngineProblem.NO_GREETING, program=first.describe, seconds=timeout,
                                    detail=" or ".join(cls.ok_word for cls in order))
            until = deadline
            if later and not heard:
                until = min(until, probe_at)
            wait = until - now if len(live) == 1 else min(_SLICE, until - now)
            for attempt in live:
                greeting = attempt.listen(max(0.0, wait))
                if greeting is not None:
                    _end_all(a for a in attempts if a is not attempt)
                    return attempt.process, greeting
    except BaseException:
        _end_all(attempts)
        raise


def _end_all(attempts: Iterable[_Attempt]) -> None:
    for attempt in attempts:
        try:
            attempt.process.close(grace=0.0)
        except (EngineError, OSError):
            pass


__all__ = ["Greeting", "greet", "PROBE_SECONDS"]
