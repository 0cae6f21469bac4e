"""A conversation with one UCI or UCCI engine: handshake, options, positions, searches, shutdown."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Sequence
from types import TracebackType

from app.model import Board, Game, Move

from .process import EngineProcess
from .protocol import (Protocol, go_command, move_text, option_value_text, parse_move_text, parse_option,
                       setoption_command)
from .stream import AnalysisStream
from .values import EngineError, EngineOption, EngineTerminated, EngineTimeout, Info, Limit, OptionType, PlayResult

log = logging.getLogger(__name__)

PROBE_SECONDS = 2.0     # with protocol "auto": silent this long after "uci" => also try "ucci"


class EngineSession:
    """An engine program we talk to. Made by :func:`app.engines.open_engine`.

    ``name``, ``author``, ``protocol`` ("uci"/"ucci"), ``options`` (name -> EngineOption) and
    ``rank_base`` (0: ranks 0-9 as Pikafish and UCCI; 1: ranks 1-10 as Fairy-Stockfish's UCI).
    """

    def __init__(self, process: EngineProcess, protocol: str = "auto", timeout: float = 10.0) -> None:
        if protocol not in ("auto", "uci", "ucci"):
            raise ValueError(f"protocol must be 'auto', 'uci' or 'ucci', not {protocol!r}")
        self._process = process
        self.timeout = timeout
        self.name = process.argv[0]
        self.author = ""
        self.protocol: Protocol = "uci"
        self.options: dict[str, EngineOption] = {}
        self.rank_base = 0
        self._values: dict[str, str] = {}
        self._lock = threading.RLock()
        self._stream: AnalysisStream | None = None
        self._closed = False
        self._handshake(protocol)

    # ----- start -------------------------------------------------------------------------------
    def _handshake(self, protocol: str) -> None:
        proc = self._process
        first: Protocol = "ucci" if protocol == "ucci" else "uci"
        proc.send(first)
        start = time.monotonic()
        deadline = start + self.timeout
        probing = protocol == "auto"
        heard = False
        while True:
            now = time.monotonic()
            if now >= deadline:
                wanted = "uciok or ucciok" if protocol == "auto" else f"{first}ok"
                raise EngineTimeout(f"{proc.describe} is not a UCI or UCCI engine: no {wanted} within "
                                    f"{self.timeout:g} s")
            until = min(deadline, start + PROBE_SECONDS) if probing and not heard else deadline
            try:
                line = proc.readline(max(0.0, until - now))
            except EngineTimeout:
                if probing and not heard:
                    probing = False
                    proc.send("ucci")
                continue
            except EngineTerminated as exc:
                raise EngineTerminated(f"{proc.describe} is not a UCI or UCCI engine: {exc} before "
                                       "answering") from None
            words = line.split()
            if not words:
                continue
            if words[0] in ("uciok", "ucciok"):
                self.protocol = "uci" if words[0] == "uciok" else "ucci"
                break
            if words[0] == "id" and len(words) > 2:
                heard = True
                if words[1] == "name":
                    self.name = " ".join(words[2:])
                elif words[1] == "author":
                    self.author = " ".join(words[2:])
            elif words[0] == "option":
                heard = True
                option = parse_option(line, first)
                if option is not None:
                    self.options[option.name] = option
            else:
                log.info("engine %s: ignored line %r", proc.describe, line)
        variant = self.find_option("UCI_Variant")
        if self.protocol == "uci" and variant is not None:
            if variant.choices and "xiangqi" not in variant.choices:
                raise EngineError(f"engine {self.name} does not play xiangqi (its variants: "
                                  f"{', '.join(variant.choices)})")
            self.set_option(variant.name, "xiangqi")
        fairy = variant is not None or "fairy-stockfish" in self.name.lower()
        self.rank_base = 1 if self.protocol == "uci" and fairy else 0
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

    def search_ended(self, stream: AnalysisStream) -> None:
        """The stream's search is over (best move received, or failed)."""
        with self._lock:
            if self._stream is stream:
                self._stream = None

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
            self._finish_search()
            for option, text in texts:
                self.set_option(option.name, text)
            self.ping()

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
            self._finish_search()
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
                    return

    def new_game(self) -> None:
        """Tell the engine the next position belongs to a new game."""
        if self.protocol == "uci":
            self.send("ucinewgame")
        self.ping()

    # ----- searching ---------------------------------------------------------------------------
    def analysis(self, game: Game, limit: Limit | None = None, multipv: int = 1) -> AnalysisStream:
        """Start searching the game's position; the Info reports come through the returned stream.

        The game's history is sent, and moves that would lose the game by its ruleset are excluded.
        """
        limit = limit or Limit()
        board = game.board.copy()
        with self._lock:
            if self._closed:
                raise EngineTerminated(f"engine {self.name} is closed")
            self._finish_search()
            legal = board.legal_moves()
            if not legal:
                return AnalysisStream(self, board, None, done=True)
            allowed = _allowed_moves(game, legal)
            self._set_multipv(multipv)
            self._set_ruleset(game.ruleset)
            moves = " ".join(move_text(m, self.rank_base) for m in game.moves)
            self.send(f"position fen {game.start_fen}" + (f" moves {moves}" if moves else ""))
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
        """The engine's move (and expected reply) for the game's position."""
        if limit.is_infinite:
            raise ValueError("play needs a limit (time, depth, nodes or clocks)")
        with self.analysis(game, limit) as stream:
            return stream.wait()

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

    def close(self) -> None:
        """Stop any search, ask the engine to quit and make sure its process is gone."""
        with self._lock:
            if self._stream is not None and not self._stream.done and self._process.alive:
                try:
                    self._stream.stop()
                    self._stream.wait()
                except EngineError:
                    pass
            self._stream = None
            self._closed = True
            self._process.close()

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
