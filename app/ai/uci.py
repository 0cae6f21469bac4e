"""`python -m app.ai.uci` (console script `xiangqi-studio-engine`): the built-in AI for other programs.

Speaks UCI with ranks 0-9 (as Pikafish does: ``h2e2``), or UCCI when the first command is ``ucci``
(each protocol's words are a class in app.ai.uci_protocol). Options: Level (novice..master), OwnBook
(play opening-book moves in bounded searches; off by default, so analysis and other programs' books
are not overridden), BookFile (the book file to play from; empty: the shipped master-games book),
TablebasePath (the folder of endgame tables it plays from at the root and probes inside its search
(app.ai.tables); empty: the program's chosen folder; its info lines then say ``tbhits``, and a mate
score for a won ending, and a table that cannot be used is an ``info string tablebase ... not used``
once), EvalFile (a learned network to evaluate with, app.ai.nnue; ``<default>``: the level's own
evaluation, the network that ships with the program at master, app.ai.engine.Engine; empty: the
hand-written evaluation; a file that cannot be used is an ``info string network ... not used``, and
the hand-written evaluation is used), MultiPV 1-5 (the lines come from one
search), Ruleset (cxq, asian, casual: the rulings that make a
move lose), Threads, Hash and Ponder (accepted and ignored: pondering needs no setting). Commands:
uci/ucci, isready, setoption, ucinewgame, position startpos|fen ... [moves ...], banmoves (UCCI), go
(movetime, depth, nodes, wtime, btime, winc, binc, movestogo, infinite, ponder, searchmoves; UCCI:
time, increment, movestogo, depth), ponderhit (the pondering search goes on with the time the go
command gave, counted from now), stop, quit. On a clock the engine thinks for a share of its time
(app.ai.timing: a soft and a hard limit). The search runs in a thread with a stop event; commands
are read in the calling thread, so ``stop`` is answered with a best move within milliseconds, and
nothing the engine waits for (its compiled core loading, a book file) holds up ``stop`` or ``quit``.

The search core: the engine says which one searches in ``info string core ...`` lines at the first
``go`` and when it changes (``core compiled``, ``core compiling: ...`` while the pure core searches,
``core pure <why>: ...``; see app.ai.core.CoreStatus.lines). A compiled core cached by an earlier run
loads in about a second: ``isready`` and the first ``go`` wait for it (at most READY_WAIT and
LOAD_WAIT seconds; ``stop`` and ``quit`` end the wait), the search's time counting from when it is
loaded (a clock's time is charged the wait). A book file (BookFile) is read in the background
when it is set: a regular file of at most MAX_BOOK_BYTES, else an ``info string`` says why it is
not used.
"""

from __future__ import annotations

import math
import sys
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from app.model import RULESETS, START_FEN, Game, Move, Ruleset

from . import core
from .book import Book, BookError, builtin_book
from .engine import HANDWRITTEN, LEVEL_NAMES, Deadlines, Engine, SearchResult, mate_in, resolve_level
from .timing import clock_budget
from .uci_protocol import SERVER_PROTOCOLS, ServerProtocol, UciServer

if TYPE_CHECKING:
    from .nnue import Network

MAX_MULTIPV = 5
BOOK_WAIT = 5.0         # seconds a search waits at most for its book file to be read
QUIT_WAIT = 2.0         # seconds quit waits for the search thread to end
AUTHOR = "the Xiangqi Studio authors"
DEFAULT_EVAL = "<default>"   # EvalFile's default: the level's own evaluation
_INT_KEYS = {"movetime", "depth", "nodes", "wtime", "btime", "winc", "binc", "movestogo", "time",
             "increment", "opptime", "oppincrement", "oppmovestogo"}


@dataclass
class GoRequest:
    """What a ``go`` command asked for."""

    numbers: dict[str, int] = field(default_factory=dict)
    infinite: bool = False
    ponder: bool = False          # search the position after the expected move until ponderhit or stop
    searchmoves: list[Move] = field(default_factory=list)


def parse_go(words: list[str]) -> GoRequest:
    """Read the arguments of ``go`` (words after it); unknown words are skipped."""
    go = GoRequest()
    i = 0
    while i < len(words):
        word = words[i]
        if word == "infinite":
            go.infinite = True
        elif word == "ponder":
            go.ponder = True
        elif word == "searchmoves":
            while i + 1 < len(words) and _move_or_none(words[i + 1]) is not None:
                move = _move_or_none(words[i + 1])
                assert move is not None
                go.searchmoves.append(move)
                i += 1
        elif word in _INT_KEYS and i + 1 < len(words):
            if word == "depth" and words[i + 1] == "infinite":
                go.infinite = True
            else:
                try:
                    go.numbers[word] = int(words[i + 1])
                except ValueError:
                    pass
            i += 1
        i += 1
    return go


def _move_or_none(text: str) -> Move | None:
    try:
        return Move.from_iccs(text) if len(text) == 4 else None
    except ValueError:
        return None


def level_name(text: str | int) -> str:
    """A level name from a name or a number 0-5 (ValueError otherwise)."""
    return str(resolve_level(text).name)


def search_times(go: GoRequest, protocol: ServerProtocol, red_to_move: bool,
                 spent: float = 0.0) -> tuple[float | None, float | None]:
    """(hard, soft) seconds for this move: a time per move is hard (the level keeps its own soft
    share); a clock gives both (app.ai.timing.clock_budget) for the time left after `spent` seconds
    already gone since the go; (None, None): no time bound."""
    n = go.numbers
    if "movetime" in n:
        return max(0.01, n["movetime"] / 1000), None
    clock = protocol.clock(n, red_to_move)
    if clock is None:
        return None, None
    own, inc, moves_to_go = clock
    soft, hard = clock_budget(max(0.0, own / 1000 - spent), inc / 1000, moves_to_go)
    return hard, soft


class BookLoad:
    """A book file read in a thread of its own (see Book.load: regular files of bounded size only):
    ``book`` once ``done`` is set, or ``error`` (a BookError or OSError) saying why there is none."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.done = threading.Event()
        self.book: Book | None = None
        self.error: Exception | None = None
        threading.Thread(target=self._read, name="uci-book", daemon=True).start()

    def _read(self) -> None:
        try:
            book = Book.load(self.path)
            book.min_games = 1          # one's own games: one game is enough to choose a move
            self.book = book
        except (OSError, BookError) as exc:
            self.error = exc
        finally:
            self.done.set()

    def wait(self, timeout: float, stop: threading.Event) -> bool:
        """Wait until it is read (True), `timeout` seconds pass or `stop` is set."""
        deadline = time.perf_counter() + timeout
        while not self.done.is_set():
            left = deadline - time.perf_counter()
            if left <= 0 or stop.is_set():
                return False
            self.done.wait(min(left, 0.01))
        return True


class Output(Protocol):
    """Where the server writes its lines (a text stream such as sys.stdout)."""

    def write(self, text: str, /) -> object:
        """Write text."""

    def flush(self) -> None:
        """Send what was written."""


class Server:
    """The protocol loop: ``Server(out).run(lines)``."""

    def __init__(self, out: Output, level: str | int = "master") -> None:
        self.out = out
        self._out_lock = threading.Lock()
        self.protocol: ServerProtocol = UciServer()
        self.level = level_name(level)
        self.multipv = 1
        self.ruleset = Ruleset.CXQ
        self.game = Game(None, self.ruleset, analysis=True)
        self._position: tuple[str, list[str]] = (START_FEN, [])
        self.banned: list[Move] = []
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.own_book = False
        self.book_file = ""                 # "" : the shipped master-games book
        self.tablebase_path = ""            # "" : app.tablebase's chosen folder (the program's default)
        self.network: Network | None = None  # EvalFile's network (None: the level's own or the hand-written)
        self.own_evaluation = True          # EvalFile <default>: the level's own evaluation
        self._book_load: BookLoad | None = None
        core.pure()                         # made now, not in the first search's time (some 0.1 s)
        self._engine = self._new_engine()   # starts getting the compiled core ready (app.ai.core)
        self._said: set[str] = set()        # the notes about the core said so far
        self._ready: threading.Thread | None = None
        self._ponder_deadlines: Deadlines | None = None
        self._ponder_times: tuple[float | None, float | None] = (None, None)
        self._ponderhit_seen = threading.Event()
        self._release = threading.Event()

    # ----- output ------------------------------------------------------------------------------
    def say(self, line: str) -> None:
        """Write one line and flush."""
        with self._out_lock:
            self.out.write(line + "\n")
            self.out.flush()

    # ----- input -------------------------------------------------------------------------------
    def run(self, lines: Iterable[str]) -> None:
        """Answer commands until ``quit`` or the end of input."""
        for line in lines:
            if not self.handle(line):
                break
        self._end_search(QUIT_WAIT)

    def handle(self, line: str) -> bool:
        """Answer one command; False after ``quit``."""
        words = line.split()
        if not words:
            return True
        cmd, args = words[0], words[1:]
        if cmd in SERVER_PROTOCOLS:
            self.protocol = SERVER_PROTOCOLS[cmd]()
            self._identify()
        elif cmd == "isready":
            self._isready()
        elif cmd == "setoption":
            self._setoption(args)
        elif cmd == "ucinewgame":
            self._end_search()
            self._set_position(START_FEN, [])
        elif cmd == "position":
            self._end_search()
            self._position_command(args)
        elif cmd == "banmoves":
            self.banned = [m for m in (_move_or_none(w) for w in args) if m is not None]
        elif cmd == "go":
            self._end_search()
            self._go(parse_go(args))
        elif cmd == "stop":
            self._release.set()
            self._stop.set()
        elif cmd == "ponderhit":
            self._ponderhit()
        elif cmd == "quit":
            return False
        else:
            self.say(f"info string unknown command {cmd}")
        return True

    def _identify(self) -> None:
        option = self.protocol.option
        self.say(f"id name Xiangqi Studio {self.level}")
        self.say(f"id author {AUTHOR}")
        levels = " ".join(f"var {n}" for n in LEVEL_NAMES)
        rulesets = " ".join(f"var {r}" for r in RULESETS)
        self.say(option(f"Level type combo default {self.level} {levels}"))
        self.say(option("OwnBook type check default false"))
        self.say(option("BookFile type string default <empty>"))
        self.say(option("TablebasePath type string default <empty>"))
        self.say(option(f"EvalFile type string default {DEFAULT_EVAL}"))
        self.say(option(f"MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"))
        self.say(option(f"Ruleset type combo default {self.ruleset} {rulesets}"))
        self.say(option("Threads type spin default 1 min 1 max 512"))
        self.say(option("Hash type spin default 16 min 1 max 65536"))
        self.say(option("Ponder type check default false"))
        self.say(self.protocol.ok_word)

    def _setoption(self, args: list[str]) -> None:
        name, value = self.protocol.setoption(args)
        key = name.lower()
        try:
            if key == "level":
                self.level = level_name(value)
                self._engine = self._new_engine()
            elif key == "ownbook":
                if value.lower() not in ("true", "false"):
                    raise ValueError(f"expected true or false, not {value!r}")
                self.own_book = value.lower() == "true"
                self._read_book()
            elif key == "bookfile":
                self.book_file = "" if value == "<empty>" else value
                self._read_book()
            elif key == "tablebasepath":
                self._end_search()
                self.tablebase_path = "" if value == "<empty>" else value
                self._engine = self._new_engine()
            elif key == "evalfile":
                self._end_search()
                self._set_network(None if value == DEFAULT_EVAL else "" if value == "<empty>" else value)
            elif key == "multipv":
                self.multipv = max(1, min(MAX_MULTIPV, int(value)))
            elif key == "ruleset":
                if value.lower() not in RULESETS:
                    raise ValueError(f"unknown ruleset {value!r}")
                self.ruleset = Ruleset(value.lower())
                self._set_position(*self._position)
            elif key not in ("threads", "hash", "ponder", "clear hash"):
                self.say(f"info string unknown option {name}")
        except ValueError as exc:
            self.say(f"info string bad value for {name}: {exc}")

    def _new_engine(self) -> Engine:
        """An engine at the options' level reading the tables of the TablebasePath option's folder,
        evaluating with the EvalFile option's network (the level's own evaluation by default)."""
        network = self.network if self.network is not None else None if self.own_evaluation else HANDWRITTEN
        return Engine(self.level, tablebase=self.tablebase_path or None, network=network)

    def _set_network(self, path: str | None) -> None:
        """Evaluate with the network file at `path` ("": the hand-written evaluation, None: the level's
        own). A file that cannot be read or is not a usable network is not used, and an info string
        says why: the engine then evaluates with the hand-written evaluation."""
        from .nnue import NetworkError, load_network      # (numpy: imported only when a network is set)
        self.network = None
        self.own_evaluation = path is None
        if path:
            try:
                self.network = load_network(path)
            except (OSError, NetworkError) as exc:
                why = str(exc).removeprefix(f"{path}: ") if isinstance(exc, NetworkError) else \
                    (exc.strerror or type(exc).__name__)
                self.say(" ".join(f"info string network {path} not used: {why}; "
                                  "evaluating with the hand-written evaluation".split()))
            else:
                net = self.network
                self.say(f"info string evaluating with the network {path} ({net.feature_set.name.lower()}, "
                         f"width {net.width}, {net.hidden[0]}x{net.hidden[1]})")
        self._engine = self._new_engine()

    def _say_table_problems(self) -> None:
        """An info string for each endgame table found unusable (once each): play goes on without it."""
        for err in self._engine.table_problems():
            self.say(f"info string tablebase {err.name or err.path} not used: {err.english()}")

    def _position_command(self, args: list[str]) -> None:
        cut = args.index("moves") if "moves" in args else len(args)
        head, moves = args[:cut], args[cut + 1:]
        if head[:1] == ["startpos"]:
            fen = START_FEN
        elif head[:1] == ["fen"] and len(head) > 1:
            fields = head[1:]
            if len(fields) > 1 and fields[1] == "r":        # some UCCI programs write r for red
                fields[1] = "w"
            fen = " ".join(fields)
        else:
            self.say("info string position needs startpos or fen")
            return
        self._set_position(fen, moves)

    def _set_position(self, fen: str, moves: list[str]) -> None:
        self.banned = []
        old_fen, old_moves = self._position
        try:
            if fen == old_fen and moves[:len(old_moves)] == old_moves and self.game.ruleset == self.ruleset:
                game, todo = self.game, moves[len(old_moves):]       # the same game, moves added
            else:
                game, todo = Game(fen, self.ruleset, analysis=True), moves
            for text in todo:
                game.push_iccs(text)
        except ValueError as exc:
            self.say(f"info string bad position: {exc}")
            self.game = Game(None, self.ruleset, analysis=True)
            self._position = (START_FEN, [])
            return
        self.game = game
        self._position = (fen, list(moves))

    def _isready(self) -> None:
        """``readyok``, once a cached compiled core that is loading has loaded (at most READY_WAIT
        seconds, about one) and the engine is warmed up for its first search (Engine.warm_up, when no
        search runs): from a thread of its own, so that later commands are still read (a search
        waits for it)."""
        before = self._ready
        searching = self._thread is not None and self._thread.is_alive()
        engine = self._engine
        if searching or (not core.loading() and engine.warm and (before is None or not before.is_alive())
                         and (not engine.wants_network or not core.network_loading())):
            self.say("readyok")
            return

        def answer() -> None:
            if before is not None:
                before.join()
            core.wait_loading(core.READY_WAIT)
            if engine.wants_network:             # (the core with the network's code, as the default's)
                core.wait_network_loading(core.READY_WAIT)
            engine.warm_up()
            self.say("readyok")

        self._ready = threading.Thread(target=answer, name="uci-ready", daemon=True)
        self._ready.start()

    def _read_book(self) -> None:
        """Start reading the book file the options name (OwnBook on, a BookFile set)."""
        path = self.book_file
        if not self.own_book or not path:
            self._book_load = None
        elif self._book_load is None or self._book_load.path != path:
            self._book_load = BookLoad(path)

    def _say_core(self, searching: bool) -> None:
        """Say which core searches (and the notes about its cache), each line once: at the first go,
        and as it changes (from compiling to compiled during a search, once the search has moved);
        and once a search evaluates with the shipped network (its core compiled and loaded)."""
        engine = self._engine
        st = core.status(network=engine.network is not None)    # (the shipped network: once its core is ready)
        if searching and st.state is core.CoreState.COMPILED and engine.core_name != "numba":
            return                          # the search moves to the compiled core at its next iteration
        lines = st.lines()
        if engine.network is None and engine.wants_network:     # the shipped network's core, if not ready
            own = core.status(network=True)
            if own.state is core.CoreState.PURE and own.reason is not core.PureReason.CHOSEN:
                lines += [f"the shipped network cannot be used: {line}; evaluating with the hand-written evaluation"
                          for line in own.lines()]
            elif own.state in (core.CoreState.COMPILING, core.CoreState.LOADING):
                lines += [f"the shipped network waits for its core: {line}; evaluating with the hand-written "
                          "evaluation until it is ready" for line in own.lines()[:1]]
        shipped = engine.network_in_use if engine.network is None else None
        if shipped is not None:
            lines.append(f"evaluating with the shipped network ({shipped.feature_set.name.lower()}, "
                         f"width {shipped.width}, {shipped.hidden[0]}x{shipped.hidden[1]})")
        for line in lines:
            if line not in self._said:
                self._said.add(line)
                self.say(f"info string {line}")

    # ----- searching ---------------------------------------------------------------------------
    def _ponderhit(self) -> None:
        """The expected move was played: the pondering search goes on as a timed one from now."""
        self._ponderhit_seen.set()
        self._release.set()
        deadlines = self._ponder_deadlines
        if deadlines is not None:
            hard, soft = self._ponder_times
            if hard is None:
                deadlines.update(math.inf, math.inf)
            else:
                timed = self._engine.deadlines(time.perf_counter(), hard, soft_limit=soft)
                deadlines.update(timed.hard, timed.soft)

    def _go(self, go: GoRequest) -> None:
        self._stop.clear()
        self._ponderhit_seen.clear()
        self._release.clear()
        self._ponder_deadlines = None
        game = self.game.copy()
        self._thread = threading.Thread(target=self._search, args=(game, go), daemon=True,
                                        name="uci-search")
        self._thread.start()

    def _end_search(self, timeout: float | None = None) -> None:
        thread = self._thread
        if thread is not None:
            self._stop.set()
            self._release.set()
            thread.join(timeout)
            self._thread = None

    def _search(self, game: Game, go: GoRequest) -> None:
        """The search thread: info lines while it searches, then bestmove."""
        started = time.perf_counter()
        if self._ready is not None:
            self._ready.join()              # readyok first (and its warm-up done)
        core.wait_loading(core.LOAD_WAIT, self._stop)
        if self._engine.wants_network:
            core.wait_network_loading(core.LOAD_WAIT, self._stop)
        if not self._stop.is_set():
            self._engine.warm_up()          # the first search's one-time costs, before its clock starts
        self._say_core(searching=False)
        board = game.board
        legal = board.legal_moves()
        infinite = go.infinite or not go.numbers
        nodes = None if infinite else go.numbers.get("nodes")
        best: Move | None = None
        pv: list[Move] = []
        if legal:
            plain = self.multipv == 1 and not infinite and not go.ponder and not go.searchmoves and not self.banned
            book = self._book() if plain else None
            spent = time.perf_counter() - started
            time_limit, soft_limit = (None, None) if infinite else search_times(go, self.protocol,
                                                                                board.turn == "red", spent)
            depth = go.numbers.get("depth")
            if depth is None and time_limit is None:
                depth = 60
            allowed = self._allowed(game, legal, go)
            deadlines = None
            if go.ponder:        # no time limit until ponderhit starts the clock (see _ponderhit)
                deadlines = self._ponder_deadlines = Deadlines()
                self._ponder_times = (time_limit, soft_limit)
            try:
                self._engine.book = book if allowed is None else None
                result = self._engine.best_move(game, time_limit=time_limit, depth=depth, stop=self._stop,
                                                info=self._report, soft_limit=soft_limit, multipv=self.multipv,
                                                nodes=nodes, only=allowed, deadlines=deadlines)
                best, pv = result.move, result.pv
            except Exception as exc:  # noqa: BLE001  (never leave a GUI without a move)
                self.say(f"info string search failed: {exc!r}")
                best, pv = (allowed or legal)[0], []
            self._say_table_problems()
            for words in self._engine.network_problems():
                if words not in self._said:     # (once a session: a new engine at each Level finds it again)
                    self._said.add(words)
                    self.say(f"info string {words}")
        if infinite or (go.ponder and not self._ponderhit_seen.is_set()):
            self._release.wait()        # UCI: no bestmove before stop (or ponderhit) in these modes
        if best is None:
            self.say(self.protocol.no_move)
        elif len(pv) > 1 and pv[0] == best:
            self.say(f"bestmove {best.iccs} ponder {pv[1].iccs}")
        else:
            self.say(f"bestmove {best.iccs}")

    def _book(self) -> Book | None:
        """The opening book to play from (None: OwnBook is off, or the book file cannot be read, or
        it is still being read after BOOK_WAIT seconds or a stop: this move is searched)."""
        if not self.own_book:
            return None
        if not self.book_file:
            return builtin_book()
        load = self._book_load
        if load is None or not load.wait(BOOK_WAIT, self._stop):
            return None
        if load.error is not None:
            line = f"book file {load.path} not used: {load.error}"
            if line not in self._said:
                self._said.add(line)
                self.say(f"info string {line}")
        return load.book

    def _allowed(self, game: Game, legal: list[Move], go: GoRequest) -> list[Move] | None:
        """The root moves to search, or None for all (those the arbiter lets the engine consider)."""
        allowed = [m for m in legal if m not in self.banned]
        if go.searchmoves:
            allowed = [m for m in allowed if m in go.searchmoves]
        if len(allowed) == len(legal) or not allowed:
            return None
        mover = game.board.turn
        for move in legal:                  # only moves that lose anyway left out: the usual search
            if move not in allowed:
                ruling = game.would_violate(move)
                if ruling is None or ruling.winner is None or ruling.winner == mover:
                    return allowed
        return None

    def _report(self, result: SearchResult) -> None:
        """An info line for one finished iteration."""
        self._say_core(searching=True)
        if result.book:
            self.say(f"info string book move {result.pv[0].iccs if result.pv else ''}")
            return
        ms = max(1, int(result.time * 1000))
        mate = mate_in(result.score)
        score = f"mate {mate}" if mate is not None else f"cp {result.score}"
        rank = f" multipv {result.multipv}" if self.multipv > 1 else ""
        pv = " ".join(m.iccs for m in result.pv)
        hits = f" tbhits {result.tbhits}" if result.tbhits else ""
        self.say(f"info depth {result.depth}{rank} score {score} nodes {result.nodes} "
                 f"nps {result.nodes * 1000 // ms}{hits} time {ms} pv {pv}")


def main(argv: list[str] | None = None) -> int:
    """Entry point: ``xiangqi-studio-engine [--level NAME|0-5]``."""
    args = sys.argv[1:] if argv is None else argv
    level = "master"
    if "--level" in args and args.index("--level") + 1 < len(args):
        level = args[args.index("--level") + 1]
    try:
        server = Server(sys.stdout, level)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    server.run(sys.stdin)
    return 0


if __name__ == "__main__":
    sys.exit(main())
