"""A conversation with one engine: handshake, options, positions, searches, shutdown.

What the session says is written by its protocol object (app.engines.protocol: UciProtocol,
UcciProtocol); what it says it through is a transport (app.engines.transport: a subprocess, the
built-in server in a thread, or a script for tests).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence
from types import TracebackType

from app.model import Board, Game, Move

from .errors import EngineError, EngineOptionError, EngineProblem, EngineTerminated, EngineTimeout
from .handshake import greet
from .protocol import EngineProtocol
from .stream import AnalysisStream
from .text import option_value_text, parse_move_text
from .transport import Transport
from .values import EngineOption, Info, Limit, OptionType, PlayResult

log = logging.getLogger(__name__)


class EngineSession:
    """An engine we talk to. Made by :func:`app.engines.open_engine` (or on a transport of one's own).

    ``name``, ``author``, ``protocol`` (the EngineProtocol object that writes and reads its lines;
    ``protocol.name`` is "uci" or "ucci"), ``options`` (name -> EngineOption) and ``rank_base`` (0:
    ranks 0-9 as Pikafish and UCCI; 1: ranks 1-10 as Fairy-Stockfish's UCI). `start_again` starts
    another copy of the engine (protocol "auto" asks the next protocol's copy when the first ends or
    stays silent; see app.engines.handshake).

    The conversation is kept in step: a search that timed out is read to its late best move before
    anything else is asked (or the engine is ended, see :meth:`_settle`), and after a ``stop`` that
    may have crossed the engine's answer (UCCI engines answer a ``stop`` while idle with
    ``nobestmove``) a ``readyok`` is awaited, so no answer is ever taken for a later question's.
    """

    def __init__(self, transport: Transport, protocol: str = "auto", timeout: float = 10.0,
                 start_again: Callable[[], Transport] | None = None) -> None:
        self.timeout = timeout
        self._process, greeting = greet(transport, protocol, timeout, start_again)
        self.name = greeting.name
        self.author = greeting.author
        self.protocol: EngineProtocol = greeting.protocol(greeting.name)
        self.options: dict[str, EngineOption] = {o.name: o for o in greeting.options}
        self.rank_base = 0
        self._values: dict[str, str] = {}
        self._lock = threading.RLock()
        self._stream: AnalysisStream | None = None
        self._closed = False
        self._late = False          # a search timed out: its best move may still come
        self._unsynced = False      # a stop may have crossed the answer: wait for readyok first
        try:
            for name, value in self.protocol.initial_options(self.find_option):
                self.set_option(name, value)
            self.rank_base = self.protocol.rank_base(self.find_option)
            self.ping()
        except BaseException:
            self._process.close(grace=0.0)
            raise

    # ----- plumbing used by the stream ---------------------------------------------------------
    def send(self, line: str) -> None:
        """Write one raw command line to the engine."""
        self._process.send(line)

    def read_line(self, timeout: float | None) -> str:
        """The engine's next output line (EngineTimeout / EngineTerminated)."""
        try:
            return self._process.readline(timeout)
        except EngineTerminated:
            self._closed = True
            raise

    def search_ended(self, stream: AnalysisStream, stop_sent: bool = False, late: bool = False) -> None:
        """The stream's search is over (best move received, or failed). `stop_sent`: a stop was sent,
        which may have crossed the answer; `late`: it timed out, its best move may still come."""
        with self._lock:
            if self._stream is stream:
                self._stream = None
            self._unsynced = self._unsynced or stop_sent
            self._late = self._late or late

    def read_move(self, board: Board, text: str, first: bool) -> Move | None:
        """The legal move `text` means on `board` in the engine's rank counting; for a line's first
        move the other counting is tried too (and adopted if it fits). None if it is not legal."""
        move = parse_move_text(text, self.rank_base)
        if move is not None and board.is_legal(move):
            return move
        if first:
            other = 1 - self.rank_base
            move = parse_move_text(text, other)
            if move is not None and board.is_legal(move):
                log.warning("engine %s counts ranks from %d, not %d: switching", self.name, other,
                            self.rank_base)
                self.rank_base = other
                return move
        return None

    def read_line_of_moves(self, board: Board, texts: Sequence[str]) -> tuple[Move, ...]:
        """A PV as legal moves, cut at the first move that is not legal."""
        work = board.copy()
        moves: list[Move] = []
        for i, text in enumerate(texts):
            move = self.read_move(work, text, first=i == 0)
            if move is None:
                log.info("engine %s: PV cut at illegal move %r", self.name, text)
                break
            moves.append(move)
            work.push(move)
        return tuple(moves)

    # ----- options -----------------------------------------------------------------------------
    def find_option(self, name: str) -> EngineOption | None:
        """The declared option called `name` (case, spaces and underscores do not matter)."""
        if name in self.options:
            return self.options[name]
        key = name.lower().replace("_", " ")
        for option in self.options.values():
            if option.name.lower().replace("_", " ") == key:
                return option
        return None

    def configure(self, **options: object) -> None:
        """Set options by name (``Skill_Level=5`` sets "Skill Level"); values the engine already has
        from this session are not sent again. EngineOptionError (a ValueError) for an unknown name or
        a value the option does not take, before anything is sent."""
        texts = []
        for name, value in options.items():
            option = self.find_option(name)
            if option is None:
                raise EngineOptionError(EngineProblem.UNKNOWN_OPTION, engine=self.name, value=name,
                                        detail=", ".join(sorted(self.options)) or "none")
            try:
                text = option_value_text(option, value)
            except EngineOptionError as exc:
                raise EngineOptionError(exc.problem, engine=self.name, option=option, value=exc.value) from None
            if option.type == OptionType.BUTTON or self._values.get(option.name) != text:
                texts.append((option, text))
        if not texts:
            return
        with self._lock:
            self._settle()
            for option, text in texts:
                self.set_option(option.name, text)
            self._sync()

    def set_option(self, name: str, value: str) -> None:
        """Send one option value as text (no check; see configure)."""
        option = self.find_option(name)
        button = option is not None and option.type == OptionType.BUTTON
        self.send(self.protocol.setoption(option.name if option else name, value, button))
        self._values[option.name if option else name] = value

    @property
    def sent_options(self) -> dict[str, str]:
        """The option values sent to the engine in this session, as text."""
        return dict(self._values)

    def ping(self) -> None:
        """``isready``, waiting for ``readyok`` (EngineTimeout if it does not come)."""
        with self._lock:
            self._settle()
            self._sync()

    def _sync(self) -> None:
        """Send ``isready`` and read up to ``readyok``; what came before it is dropped."""
        self.send("isready")
        deadline = time.monotonic() + self.timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise EngineTimeout(EngineProblem.NO_READYOK, engine=self.name, seconds=self.timeout)
            try:
                line = self.read_line(left)
            except EngineTimeout:
                continue
            if line.strip() == "readyok":
                self._unsynced = False
                return
            log.debug("engine %s: dropped %r before readyok", self.name, line)

    def _settle(self) -> None:
        """Before a new question: end the running search, read a timed-out search's late best move
        (within `timeout` s, else the engine is ended: EngineTerminated), and get back in step after
        a stop that may have crossed an answer."""
        self._finish_search()
        if self._late:
            self._await_late_answer()
        if self._unsynced:
            self._sync()

    def _await_late_answer(self) -> None:
        deadline = time.monotonic() + self.timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                self._closed = True
                self._process.close(grace=0.0)
                raise EngineTerminated(EngineProblem.STOP_IGNORED, engine=self.name)
            try:
                line = self.read_line(left)
            except EngineTimeout:
                continue
            if self.protocol.best_move(line.split()) is not None:
                log.info("engine %s: late answer %r dropped", self.name, line)
                self._late = False
                self._unsynced = True
                return

    def new_game(self) -> None:
        """Tell the engine the next position belongs to a new game."""
        with self._lock:
            self._settle()
            for line in self.protocol.new_game(self.find_option):
                self.send(line)
            self._sync()

    # ----- searching ---------------------------------------------------------------------------
    def analysis(self, game: Game, limit: Limit | None = None, multipv: int = 1) -> AnalysisStream:
        """Start searching the game's position; the Info reports come through the returned stream.

        The game's history is sent (as much as the protocol sends: UCCI its last plies), and moves
        that would lose the game by its ruleset are excluded.
        """
        limit = limit or Limit()
        board = game.board.copy()
        with self._lock:
            if self._closed:
                raise EngineTerminated(EngineProblem.CLOSED, engine=self.name)
            self._settle()
            legal = board.legal_moves()
            if not legal:
                return AnalysisStream(self, board, None, done=True)
            allowed = _allowed_moves(game, legal)
            self._set_multipv(multipv)
            self._set_ruleset(game.ruleset)
            self.send(self.protocol.position(game, self.rank_base))
            searchmoves: list[str] = []
            if allowed is not None:
                before, searchmoves = self.protocol.restrict(legal, allowed, self.rank_base)
                for line in before:
                    self.send(line)
            red = board.turn == "red"
            self.send(self.protocol.go(limit, red, searchmoves))
            stream = AnalysisStream(self, board, self.protocol.stop_at(limit, red, self.timeout, time.monotonic()))
            self._stream = stream
            return stream

    def _set_multipv(self, multipv: int) -> None:
        if multipv < 1:
            raise ValueError(f"multipv must be at least 1, not {multipv}")
        option = self.find_option("MultiPV")
        if option is None:
            return
        want = min(multipv, option.max) if option.max is not None else multipv
        current = self._values.get(option.name, str(option.default))
        if current != str(want):
            self.set_option(option.name, str(want))

    def _set_ruleset(self, ruleset: str) -> None:
        """Engines that declare a Ruleset option (the built-in one) judge by the game's ruleset."""
        option = self.find_option("Ruleset")
        if option is None or option.type != OptionType.COMBO or ruleset not in option.choices:
            return
        if self._values.get(option.name, str(option.default)) != ruleset:
            self.set_option(option.name, ruleset)

    def analyse(self, game: Game, limit: Limit, multipv: int = 1) -> list[Info]:
        """Search with a limit and return the best lines found, best first."""
        if limit.is_infinite:
            raise ValueError("analyse needs a limit (time, depth, nodes or clocks)")
        with self.analysis(game, limit, multipv) as stream:
            stream.wait()
        return stream.lines

    def play(self, game: Game, limit: Limit) -> PlayResult:
        """The engine's move (and expected reply) for the game's position; EngineError (NO_MOVE) if
        the engine gives no move (``bestmove (none)``, ``nobestmove``) where there are legal moves."""
        if limit.is_infinite:
            raise ValueError("play needs a limit (time, depth, nodes or clocks)")
        with self.analysis(game, limit) as stream:
            result = stream.wait()
        if result.move is None and game.board.legal_moves():
            raise EngineError(EngineProblem.NO_MOVE, engine=self.name, fen=game.board.fen())
        return result

    def stop(self) -> None:
        """Ask the running search (if any) to stop; its stream ends when the engine answers."""
        stream = self._stream
        if stream is not None:
            stream.stop()

    def _finish_search(self) -> None:
        stream = self._stream
        if stream is not None and not stream.done:
            stream.stop()
            try:
                stream.wait()
            except EngineTerminated:
                raise
            except EngineError as exc:
                log.warning("engine %s: %s", self.name, exc)
        self._stream = None

    # ----- end ---------------------------------------------------------------------------------
    @property
    def pid(self) -> int | None:
        """The engine's process id (None for an engine in this process)."""
        return self._process.pid

    @property
    def alive(self) -> bool:
        """True while the engine runs."""
        return self._process.alive

    @property
    def dropped_reports(self) -> int:
        """Info lines dropped because the engine sent them faster than they were read."""
        return self._process.dropped

    def close(self) -> None:
        """Stop any search, ask the engine to quit and make sure it (and any process it started) is
        gone. From another thread while a question waits for the engine's answer, the engine is
        ended at once (which ends that wait)."""
        if not self._lock.acquire(timeout=1.0):
            self._closed = True
            self._process.close(grace=0.0)
            return
        try:
            if self._stream is not None and not self._stream.done and self._process.alive:
                try:
                    self._stream.stop()
                    self._stream.wait()
                except EngineError:
                    pass
            self._stream = None
            self._closed = True
            self._process.close()
        finally:
            self._lock.release()

    def __enter__(self) -> EngineSession:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<EngineSession {self.name!r} {self.protocol.name} pid={self.pid}>"


def _allowed_moves(game: Game, legal: list[Move]) -> list[Move] | None:
    """The legal moves that do not lose by the ruleset, or None when every move may be searched."""
    if not game.may_lose_by_rule():
        return None                     # the common case: no move can lose by a ruling
    work = game.copy()
    mover = work.board.turn
    allowed = []
    for move in legal:
        ruling = work.would_violate(move)
        if ruling is None or ruling.winner is None or ruling.winner == mover:
            allowed.append(move)
    if not allowed or len(allowed) == len(legal):
        return None
    return allowed


__all__ = ["EngineSession"]
