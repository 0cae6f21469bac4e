"""A conversation with one UCI or UCCI engine: handshake, options, positions, searches, shutdown."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence
from types import TracebackType

from app.model import Board, Game, Move

from .handshake import greet
from .process import EngineProcess
from .protocol import (MateScale, Protocol, go_command, move_text, option_value_text, parse_move_text,
                       setoption_command, ucci_mate_scale, ucci_reports_book)
from .stream import AnalysisStream
from .values import EngineError, EngineOption, EngineTerminated, EngineTimeout, Info, Limit, OptionType, PlayResult

log = logging.getLogger(__name__)

UCCI_HISTORY = 60   # plies of a game's history sent to a UCCI engine (fewer than ElephantEye's 100-ply draw)


class EngineSession:
    """An engine program we talk to. Made by :func:`app.engines.open_engine`.

    ``name``, ``author``, ``protocol`` ("uci"/"ucci"), ``options`` (name -> EngineOption) and
    ``rank_base`` (0: ranks 0-9 as Pikafish and UCCI; 1: ranks 1-10 as Fairy-Stockfish's UCI),
    ``mate_scale`` (a UCCI engine whose bare mate scores are known, e.g. ElephantEye's 10000 minus
    plies, has them read as mates; see app.engines.protocol.UCCI_MATE_SCALES) and ``book_reports``
    (its ``info depth 0 score W pv M`` lines are opening-book moves and weights, so they carry no score).
    `start_again` starts another copy of the program (protocol "auto" asks a second copy in UCCI
    when the first ends or stays silent after ``uci``; see app.engines.handshake).

    The conversation is kept in step: a search that timed out is read to its late best move before
    anything else is asked (or the engine is ended, see :meth:`_settle`), and after a ``stop`` that
    may have crossed the engine's answer (UCCI engines answer a ``stop`` while idle with
    ``nobestmove``) a ``readyok`` is awaited, so no answer is ever taken for a later question's.
    """

    def __init__(self, process: EngineProcess, protocol: str = "auto", timeout: float = 10.0,
                 start_again: Callable[[], EngineProcess] | None = None) -> None:
        if protocol not in ("auto", "uci", "ucci"):
            raise ValueError(f"protocol must be 'auto', 'uci' or 'ucci', not {protocol!r}")
        self.timeout = timeout
        self._process, greeting = greet(process, protocol, timeout, start_again)
        self.name = greeting.name
        self.author = greeting.author
        self.protocol: Protocol = greeting.protocol
        self.options: dict[str, EngineOption] = {o.name: o for o in greeting.options}
        self.rank_base = 0
        self.mate_scale: MateScale | None = None     # how its bare UCCI scores write mates, if known
        self.book_reports = False                    # its "info depth 0 ... pv" lines are book moves
        self._values: dict[str, str] = {}
        self._lock = threading.RLock()
        self._stream: AnalysisStream | None = None
        self._closed = False
        self._late = False          # a search timed out: its best move may still come
        self._unsynced = False      # a stop may have crossed the answer: wait for readyok first
        try:
            self._set_up()
        except BaseException:
            self._process.close(grace=0.0)
            raise

    # ----- start -------------------------------------------------------------------------------
    def _set_up(self) -> None:
        """After the greeting: the variant (Fairy-Stockfish), the rank counting, UCCI milliseconds."""
        variant = self.find_option("UCI_Variant")
        if self.protocol == "uci" and variant is not None:
            if variant.choices and "xiangqi" not in variant.choices:
                raise EngineError(f"engine {self.name} does not play xiangqi (its variants: "
                                  f"{', '.join(variant.choices)})")
            self.set_option(variant.name, "xiangqi")
        millis = self.find_option("usemillisec")
        if self.protocol == "ucci" and millis is not None and millis.default is not True:
            self.set_option(millis.name, "true")           # our times are in milliseconds
        fairy = variant is not None or "fairy-stockfish" in self.name.lower()
        self.rank_base = 1 if self.protocol == "uci" and fairy else 0
        self.mate_scale = ucci_mate_scale(self.name) if self.protocol == "ucci" else None
        self.book_reports = self.protocol == "ucci" and ucci_reports_book(self.name)
        self.ping()

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
        """Set options by name (``Skill_Level=5`` sets "Skill Level"); ValueError for an unknown
        name or a value out of range, before anything is sent."""
        texts = []
        for name, value in options.items():
            option = self.find_option(name)
            if option is None:
                known = ", ".join(sorted(self.options)) or "none"
                raise ValueError(f"engine {self.name} has no option {name!r} (its options: {known})")
            texts.append((option, option_value_text(option, value)))
        with self._lock:
            self._settle()
            for option, text in texts:
                self.set_option(option.name, text)
            self._sync()

    def set_option(self, name: str, value: str) -> None:
        """Send one option value as text (no check; see configure)."""
        option = self.find_option(name)
        button = option is not None and option.type == OptionType.BUTTON
        self.send(setoption_command(option.name if option else name, value, self.protocol, button))
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
                raise EngineTimeout(f"engine {self.name} sent no readyok within {self.timeout:g} s")
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
                raise EngineTerminated(f"engine {self.name} never sent the best move of a search it was "
                                       f"told to stop; it was ended")
            try:
                line = self.read_line(left)
            except EngineTimeout:
                continue
            words = line.split()
            if words and words[0] in ("bestmove", "nobestmove"):
                log.info("engine %s: late answer %r dropped", self.name, line)
                self._late = False
                self._unsynced = True
                return

    def new_game(self) -> None:
        """Tell the engine the next position belongs to a new game."""
        with self._lock:
            self._settle()
            button = self.find_option("newgame")
            if self.protocol == "uci":
                self.send("ucinewgame")
            elif button is not None and button.type == OptionType.BUTTON:
                self.set_option(button.name, "")           # UCCI: setoption newgame
            self._sync()

    # ----- searching ---------------------------------------------------------------------------
    def analysis(self, game: Game, limit: Limit | None = None, multipv: int = 1) -> AnalysisStream:
        """Start searching the game's position; the Info reports come through the returned stream.

        The game's history is sent (its last UCCI_HISTORY plies to a UCCI engine), and moves that
        would lose the game by its ruleset are excluded.
        """
        limit = limit or Limit()
        board = game.board.copy()
        with self._lock:
            if self._closed:
                raise EngineTerminated(f"engine {self.name} is closed")
            self._settle()
            legal = board.legal_moves()
            if not legal:
                return AnalysisStream(self, board, None, done=True)
            allowed = _allowed_moves(game, legal)
            self._set_multipv(multipv)
            self._set_ruleset(game.ruleset)
            self.send(self._position_command(game))
            texts = None
            if allowed is not None:
                if self.protocol == "ucci":
                    banned = [move_text(m, self.rank_base) for m in legal if m not in allowed]
                    self.send("banmoves " + " ".join(banned))
                else:
                    texts = [move_text(m, self.rank_base) for m in allowed]
            infinite = limit.is_infinite or (self.protocol == "ucci" and limit.time is not None
                                              and limit.depth is None and limit.nodes is None
                                              and limit.red_clock is None and limit.black_clock is None)
            self.send(go_command(limit, self.protocol, board.turn == "red", infinite, texts))
            stream = AnalysisStream(self, board, self._stop_time(limit, board.turn == "red"))
            self._stream = stream
            return stream

    def _position_command(self, game: Game) -> str:
        """``position fen ... moves ...`` for the game. A UCCI engine is sent at most the last
        :data:`UCCI_HISTORY` plies (from the position before them): UCCI engines keep their own
        move-count draw (ElephantEye answers ``nobestmove`` after 100 plies without a capture or
        check), while whether the game goes on is the game's ruleset's to say."""
        fen, moves = game.start_fen, list(game.moves)
        if self.protocol == "ucci" and len(moves) > UCCI_HISTORY:
            board = Board(fen)
            cut = len(moves) - UCCI_HISTORY
            for move in moves[:cut]:
                board.push(move)
            fen, moves = board.fen(), moves[cut:]
        texts = " ".join(move_text(m, self.rank_base) for m in moves)
        return f"position fen {fen}" + (f" moves {texts}" if texts else "")

    def _stop_time(self, limit: Limit, red: bool) -> float | None:
        """When we send ``stop`` ourselves: at the end of a UCCI time per move, or (any protocol) a
        grace period after the time the engine was given, in case it overruns."""
        now = time.monotonic()
        if limit.time is not None:
            return now + limit.time + (0 if self.protocol == "ucci" else self.timeout)
        clock = limit.red_clock if red else limit.black_clock
        if clock is not None:
            return now + clock + self.timeout
        return None

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
        """The engine's move (and expected reply) for the game's position; EngineError if the engine
        gives no move (``bestmove (none)``, ``nobestmove``) where there are legal moves."""
        if limit.is_infinite:
            raise ValueError("play needs a limit (time, depth, nodes or clocks)")
        with self.analysis(game, limit) as stream:
            result = stream.wait()
        if result.move is None and game.board.legal_moves():
            raise EngineError(f"engine {self.name} gave no move in the position {game.board.fen()}, "
                              "which has legal moves")
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
    def pid(self) -> int:
        """The engine process id."""
        return self._process.pid

    @property
    def alive(self) -> bool:
        """True while the engine process runs."""
        return self._process.alive

    @property
    def dropped_reports(self) -> int:
        """Info lines dropped because the engine sent them faster than they were read."""
        return self._process.dropped

    def close(self) -> None:
        """Stop any search, ask the engine to quit and make sure its process (and any process it
        started) is gone. From another thread while a question waits for the engine's answer, the
        engine is ended at once (which ends that wait)."""
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
        return f"<EngineSession {self.name!r} {self.protocol} pid={self.pid}>"


def _allowed_moves(game: Game, legal: list[Move]) -> list[Move] | None:
    """The legal moves that do not lose by the ruleset, or None when every move may be searched."""
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
