"""One search of an engine as a stream of Info: iterate it, stop it, read its lines and its result.

The stream reads and writes through the session that started it, typed here as the small
:class:`SearchSession` protocol (what a search needs of a session: its name and timeout, its protocol
object, send, read_line, read_move, read_line_of_moves and search_ended), so that this module does
not import the session module that imports it.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Sequence
from types import TracebackType
from typing import Protocol

from app.model import Board, Move

from .errors import EngineError, EngineProblem, EngineTerminated, EngineTimeout
from .protocol import BestMove, EngineProtocol
from .text import parse_info
from .values import Info, PlayResult

log = logging.getLogger(__name__)

_SLICE = 0.25       # seconds: the longest a reader waits before looking at the stream's state again
MAX_MULTIPV = 500   # lines kept per search (Fairy-Stockfish's MultiPV maximum); higher ranks are ignored


class SearchSession(Protocol):
    """What a stream needs of the session driving its search (app.engines.session.EngineSession is one)."""

    name: str                    # the engine's name, for errors and logs
    timeout: float               # seconds an answer may take (here: the best move after "stop")
    protocol: EngineProtocol     # reads the engine's best-move lines and scores

    def send(self, line: str) -> None:
        """Write one command line to the engine (EngineTerminated if it has ended)."""

    def read_line(self, timeout: float | None) -> str:
        """The engine's next output line (EngineTimeout / EngineTerminated)."""

    def read_move(self, board: Board, text: str, first: bool) -> Move | None:
        """The legal move `text` means on `board` (None if it is none)."""

    def read_line_of_moves(self, board: Board, texts: Sequence[str]) -> tuple[Move, ...]:
        """A line of moves, cut at the first that is not legal."""

    def search_ended(self, stream: AnalysisStream, stop_sent: bool = False, late: bool = False) -> None:
        """The stream's search is over (best move received, or failed)."""


class AnalysisStream:
    """The engine's reports for one position, as it sends them (``for info in stream``).

    ``stop()`` (from any thread) asks the engine to finish; the iteration ends when it sends its best
    move. ``lines`` holds the newest Info per MultiPV rank (best first), ``result()`` the PlayResult.
    As a context manager the search is stopped and drained on exit.
    """

    def __init__(self, session: SearchSession, board: Board, stop_at: float | None,
                 done: bool = False) -> None:
        self._session = session
        self._board = board
        self._stop_at = stop_at                 # monotonic time to send "stop" by ourselves
        self._stop_sent_at: float | None = None
        self._stop_lock = threading.Lock()
        self._lines: dict[int, Info] = {}
        self._result: PlayResult | None = PlayResult(None) if done else None
        self._error: EngineError | None = None

    # ----- the stream --------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        """True once the engine sent its best move (or failed)."""
        return self._result is not None or self._error is not None

    def __iter__(self) -> AnalysisStream:
        return self

    def __next__(self) -> Info:
        while True:
            if self._error is not None:
                raise self._error
            if self._result is not None:
                raise StopIteration
            line = self._next_line()
            info = self._handle(line)
            if info is not None:
                return info

    def stop(self) -> None:
        """Ask the engine to stop searching (the stream ends when it answers); safe from any thread."""
        with self._stop_lock:
            if self.done or self._stop_sent_at is not None:
                return
            self._stop_sent_at = time.monotonic()
        try:
            self._session.send("stop")
        except EngineTerminated:
            pass                            # the reader sees the end and reports it

    def wait(self) -> PlayResult:
        """Read to the end of the search (it must be bounded or stopped) and return the result."""
        for _ in self:
            pass
        return self.result()

    def result(self) -> PlayResult:
        """The engine's move, ponder move and last best line (after the stream ended)."""
        if self._error is not None:
            raise self._error
        if self._result is None:
            raise RuntimeError("the search has not ended yet")
        return self._result

    @property
    def lines(self) -> list[Info]:
        """The newest Info of each MultiPV line, best first."""
        return [self._lines[k] for k in sorted(self._lines)]

    def __enter__(self) -> AnalysisStream:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        if self.done:
            return
        self.stop()
        try:
            self.wait()
        except EngineError:
            if kind is None:
                raise

    # ----- reading -----------------------------------------------------------------------------
    def _next_line(self) -> str:
        """The next line of the engine, sending "stop" when the time is up; "" if another thread
        finished the search meanwhile (waits are sliced so that it is noticed)."""
        session = self._session
        timeout = session.timeout
        while True:
            if self.done:
                return ""
            now = time.monotonic()
            if self._stop_at is not None and self._stop_sent_at is None and now >= self._stop_at:
                self.stop()
            wait = _SLICE
            if self._stop_sent_at is not None:
                left = self._stop_sent_at + timeout - now
                if left <= 0:
                    self._fail(EngineTimeout(EngineProblem.NO_BEST_MOVE, engine=session.name, seconds=timeout))
                wait = min(wait, left)
            elif self._stop_at is not None:
                wait = min(wait, self._stop_at - now)
            try:
                return session.read_line(max(0.0, wait))
            except EngineTimeout:
                continue
            except EngineTerminated as exc:
                self._fail(exc.during_search())

    def _fail(self, error: EngineError) -> None:
        with self._stop_lock:                   # stop() sees the end, or the end sees its stop
            self._error = error
            stop_sent = self._stop_sent_at is not None
        late = isinstance(error, EngineTimeout)  # its best move may still come
        self._session.search_ended(self, stop_sent=stop_sent, late=late)
        raise error

    def _handle(self, line: str) -> Info | None:
        words = line.split()
        if not words:
            return None
        if words[0] == "info":
            return self._info(line)
        answer = self._session.protocol.best_move(words)
        if answer is not None:
            self._finish(answer)
            return None
        log.info("engine %s: ignored line %r", self._session.name, line)
        return None

    def _info(self, line: str) -> Info | None:
        raw = parse_info(line)
        if raw is None or raw.currmove:
            return None
        if raw.score is None and not raw.pv and raw.string is None and "depth" not in raw.ints:
            return None
        ints = raw.ints
        score = self._session.protocol.score(raw)
        pv = self._session.read_line_of_moves(self._board, raw.pv) if raw.pv else ()
        ms = ints.get("time")
        info = Info(depth=ints.get("depth"), seldepth=ints.get("seldepth"), multipv=ints.get("multipv", 1),
                    score=score, pv=pv, nodes=ints.get("nodes"), nps=ints.get("nps"),
                    time=None if ms is None else ms / 1000, hashfull=ints.get("hashfull"), string=raw.string)
        if score is not None and raw.bound is None and pv and 1 <= info.multipv <= MAX_MULTIPV:
            self._lines[info.multipv] = info
        return info

    def _finish(self, answer: BestMove) -> None:
        session = self._session
        move: Move | None = None
        ponder: Move | None = None
        if answer.move is not None:
            move = session.read_move(self._board, answer.move, first=True)
            if move is None:
                self._fail(EngineError(EngineProblem.ILLEGAL_MOVE, engine=session.name, move=answer.move,
                                       fen=self._board.fen()))
            assert move is not None
            if answer.ponder is not None:
                after = self._board.copy()
                after.push(move)
                ponder = session.read_move(after, answer.ponder, first=False)
        best = self._lines.get(1)
        with self._stop_lock:                   # stop() sees the end, or the end sees its stop
            self._result = PlayResult(move, ponder, best)
            stop_sent = self._stop_sent_at is not None
        session.search_ended(self, stop_sent=stop_sent)


__all__ = ["AnalysisStream", "SearchSession"]
