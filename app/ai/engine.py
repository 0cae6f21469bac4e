"""The engine: levels, time control, the rulings at the root and the public result type."""

from __future__ import annotations

import dataclasses
import math
import os
import random
import threading
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from collections.abc import Callable
from enum import StrEnum

from app.model import Board, Game, Move
from app.model.move import decode, encode

from . import core
from .book import Book
from .driver import UNSTABLE_FACTOR, Deadlines, Progress, Watch, deepen, soft_deadline
from .search import INF, MATE, MATE_BOUND, MAX_PLY, RootLine, Searcher, SearchStop, tt_bits_for
from .tables import Decided, EngineTables, LeafTables

if TYPE_CHECKING:
    from app.tablebase import TablebaseError

    from .nnue import Network

__all__ = ["Engine", "HANDWRITTEN", "SearchResult", "Level", "LevelSpec", "LEVELS", "LEVEL_NAMES", "MATE", "MATE_BOUND",
           "mate_in", "copy_game", "resolve_level", "root_rulings", "Deadlines", "soft_deadline", "UNSTABLE_FACTOR"]

HANDWRITTEN = ""      # Engine(network=HANDWRITTEN): the hand-written evaluation, whatever the level
LEAF_SHARE = 0.1      # the most of a search's time spent unpacking the endgame tables its nodes probe


class Level(StrEnum):
    """The built-in AI's levels, weakest first (values are the names settings store)."""

    NOVICE = "novice"
    BEGINNER = "beginner"
    CASUAL = "casual"
    INTERMEDIATE = "intermediate"
    STRONG = "strong"
    MASTER = "master"


@dataclass(frozen=True)
class LevelSpec:
    """How a level plays: depth cap, random noise on root scores, oversights, time, book depth, and the
    rating measured for it (see docs/strength.md, "Strength and the ladder")."""

    name: Level
    max_depth: int
    noise: int              # centipawns of uniform noise added to each root move's score
    default_time: float     # seconds when the caller gives neither time nor depth
    time_share: float       # fraction of the caller's time limit the level uses
    soft_share: float       # start no new iteration after this fraction of its time
    book_plies: int = 0     # plies from the game's start in which it plays from the opening book
    oversight: float = 0.0  # chance per move of an oversight: the move is chosen without looking at replies
    aimless: float = 0.0    # chance per move of a move made without thought: any move the rulings allow
    rating: int = 0         # approximate rating, on the scale of `python -m app.bench ladder`
    rating_error: int = 0   # half the width of the rating's 95% interval from the same fit
    tables: bool = False    # plays from the endgame tables (app.ai.tables) when a position is in one
    network: bool = False   # evaluates with the shipped network (app.ai.nnue.shipped_network) on the compiled core


LEVELS: dict[Level, LevelSpec] = {
    Level.NOVICE: LevelSpec(Level.NOVICE, 1, 150, 0.5, 0.25, 0.5, book_plies=2, oversight=0.15, aimless=0.75,
                            rating=370, rating_error=120),
    Level.BEGINNER: LevelSpec(Level.BEGINNER, 1, 150, 0.5, 0.25, 0.5, book_plies=4, oversight=0.15,
                              rating=1320, rating_error=160),
    Level.CASUAL: LevelSpec(Level.CASUAL, 2, 85, 1.0, 0.4, 0.5, book_plies=8, oversight=0.08, rating=1520,
                            rating_error=150),
    Level.INTERMEDIATE: LevelSpec(Level.INTERMEDIATE, 3, 30, 2.0, 0.6, 0.5, book_plies=14, oversight=0.02,
                                  rating=1920, rating_error=140),
    Level.STRONG: LevelSpec(Level.STRONG, 5, 5, 3.0, 0.6, 0.5, book_plies=20, rating=2430, rating_error=130,
                            tables=True),
    # Master uses the whole of a fixed time a move (a clock's soft limit still applies): an unfinished
    # iteration still counts, its first move searched first and a move that beats it kept.
    Level.MASTER: LevelSpec(Level.MASTER, 64, 0, 5.0, 1.0, 1.0, book_plies=30, rating=3130, rating_error=100,
                            tables=True, network=True),
}
LEVEL_NAMES: tuple[Level, ...] = tuple(LEVELS)


@dataclass(frozen=True)
class SearchResult:
    """The engine's answer.

    ``score`` is in centipawns from the mover's view. Mate scores: ``MATE - n`` (MATE = 30000) means
    the mover mates in n plies, ``-(MATE - n)`` that it is mated in n plies; :func:`mate_in` turns a
    score into moves to mate. ``move`` is None only when the side to move has no legal move.
    """

    move: Move | None
    score: int
    depth: int
    nodes: int
    pv: list[Move] = field(default_factory=list)
    time: float = 0.0
    book: bool = False      # the move came from the opening book (no search: score 0, depth 0)
    multipv: int = 1        # the line's rank in a search of several lines
    tbhits: int = 0         # positions looked up in the endgame tables for this search
    tablebase: bool = False  # the move and its score are the endgame table's (no search)

    def to_dict(self) -> dict[str, Any]:
        """Plain, picklable form (moves as ICCS)."""
        return {"move": self.move.iccs if self.move else None, "score": self.score, "depth": self.depth,
                "nodes": self.nodes, "pv": [m.iccs for m in self.pv], "time": self.time, "book": self.book}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> SearchResult:
        """Inverse of to_dict."""
        return cls(Move.from_iccs(d["move"]) if d["move"] else None, d["score"], d["depth"], d["nodes"],
                   [Move.from_iccs(x) for x in d["pv"]], d.get("time", 0.0), bool(d.get("book", False)))


def mate_in(score: int) -> int | None:
    """Moves (not plies) to mate for a mate score: positive if the mover mates, negative if mated."""
    if score > MATE_BOUND:
        return (MATE - score + 1) // 2
    if score < -MATE_BOUND:
        return -((MATE + score) // 2)
    return None


def resolve_level(level: Level | LevelSpec | str | int) -> LevelSpec:
    """A level's LevelSpec from a Level, its name or an int 0 (novice), 1 (beginner) to 5 (master)."""
    if isinstance(level, LevelSpec):
        return level
    if isinstance(level, Level):
        return LEVELS[level]
    if isinstance(level, int) and not isinstance(level, bool):
        if not 0 <= level < len(LEVEL_NAMES):
            raise ValueError(f"level must be 0-{len(LEVEL_NAMES) - 1}, not {level}")
        return LEVELS[LEVEL_NAMES[level]]
    if isinstance(level, str):
        name = level.strip().lower()
        if name.isdigit():
            return resolve_level(int(name))
        if name in LEVELS:
            return LEVELS[Level(name)]
    raise ValueError(f"unknown level {level!r} (choose from {', '.join(LEVEL_NAMES)} or 0-5)")


def copy_game(game: Game) -> Game:
    """An independent copy of a game (so that the engine never touches the caller's game)."""
    return game.copy()


@dataclass(frozen=True)
class _History:
    """The positions since the last capture (the current one last), as the searcher takes them: their
    keys, whether each was check, and the move (int) that led to each (0 for the first)."""

    keys: list[int]
    checks: list[bool]
    moves: list[int]
    perpetual: bool           # the ruleset makes perpetual check and chase lose
    asian: bool               # the Asian Rules' exceptions for a mutual chase apply

    @classmethod
    def of(cls, game: Game) -> _History:
        board = game.board
        n = board.ply
        floor = 0
        for i in range(n):
            if game.classification(i).capture:
                floor = i + 1
        keys = board.history_keys()[floor:]
        checks = [game.classification(i - 1).check if i >= 1 else False for i in range(floor, n + 1)]
        played = game.moves
        moves = [0] + [encode_move(played[i - 1]) for i in range(floor + 1, n + 1)]
        return cls(keys, checks, moves, game.rules.perpetual_loses, game.rules.chase_exceptions)

    def load(self, s: Searcher, board: Board) -> None:
        """Set the searcher to the board with this history."""
        s.set_rules(self.perpetual, self.asian)
        s.set_position(board.squares(), board.turn.index, self.keys, self.checks, history_moves=self.moves)
        if s.key != board.key:  # our key must match the model's for repetitions in the history
            s.set_position(board.squares(), board.turn.index)


class Engine:
    """The built-in AI. ``Engine(level)``, level a name in LEVELS (or 0-5); default the strongest.

    With a `book` (app.ai.book.Book) it plays book moves in the first ``level.book_plies`` plies of a
    game (without one, as for analysis, it always searches). It searches with the compiled core once
    that is ready (app.ai.core.backend), else with the pure one; `backend` fixes one. A search waits
    for a cached compiled core that is loading (about a second, app.ai.core.wait_loading) before it
    starts, and one that began on the pure core moves to the compiled one at its next iteration.

    At the levels that use them (LevelSpec.tables: strong and master) it plays endgames in the tables
    of `tablebase` (a folder; None: app.tablebase's chosen folder) from the table (app.ai.tables):
    the fastest win, the longest loss, and a draw searched among the drawing moves; outside the tables,
    its search gives the positions of the endings captures lead to their tables' exact values
    (app.ai.tables.LeafTables, counted in tbhits). A table that cannot be used is left out;
    :meth:`table_problems` tells each once.

    With a `network` (an app.ai.nnue.Network, or the path of a network file) it evaluates with that
    learned network instead of the hand-written evaluation; a file that cannot be read raises OSError,
    one that is not a usable network NetworkError (app.ai.nnue), here, before any search. Without
    one, a level that evaluates with a network (LevelSpec.network: master) takes the network that
    ships with the program, on the compiled core only (the pure core searches with the hand-written
    evaluation, many times faster there): while that core is compiled or loaded, or if the shipped
    file cannot be used (:meth:`network_problems` says why, once), the hand-written evaluation plays.
    ``network=HANDWRITTEN`` asks for the hand-written evaluation at any level."""

    def __init__(self, level: Level | LevelSpec | str | int = Level.MASTER, seed: int | None = None,
                 book: Book | None = None, backend: core.Backend | None = None,
                 params: dict[str, int] | None = None,
                 tablebase: str | os.PathLike[str] | None = None,
                 network: Network | str | os.PathLike[str] | None = None) -> None:
        self.level = resolve_level(level)
        self._shipped = network is None and self.level.network     # the shipped network, when it can be used
        self._shipped_net: Network | None = None
        self._problems: list[str] = []
        if isinstance(network, str) and network == HANDWRITTEN:
            network = None
        elif isinstance(network, (str, os.PathLike)):
            from .nnue import load_network         # (numpy: imported only when a network is asked for)
            network = load_network(network)
        self.network = network
        self.tables = EngineTables(tablebase)
        self.rng = random.Random(seed)
        self.book = book
        self.backend = backend
        self.params = dict(params or {})
        self._searcher: Searcher | None = None
        self._warm: core.Backend | None = None      # the core warm_up was run for
        self._warming = False
        if backend is None:            # in the background: the pure core answers until it is ready
            if self.network is None:
                core.start_compile()
            if self.wants_network:
                core.start_network_compile()

    def best_move(self, game: Game, time_limit: float | None = None, depth: int | None = None,
                  stop: threading.Event | None = None,
                  info: Callable[[SearchResult], None] | None = None,
                  soft_limit: float | None = None, multipv: int = 1, nodes: int | None = None,
                  deadlines: Deadlines | None = None, only: list[Move] | None = None) -> SearchResult:
        """Search the game's current position and return the best move found.

        time_limit is in seconds (the level may use only part of it); depth caps the iterations. With
        neither, the level's default time applies. Setting `stop` ends the search within a few
        milliseconds; a legal move is always returned when one exists. `info`, if given, is called
        with each completed iteration's SearchResult (with `multipv` > 1, one per line, ranked).
        `soft_limit` (seconds, scaled like time_limit) is when no new iteration starts (default: the
        level's share of the time); while the best move keeps changing or its score falls, that point
        moves later (see soft_deadline), never past time_limit. `nodes` stops the search after about
        that many nodes; `deadlines`, if given, replaces the time limits and may be changed while the
        search runs (pondering). `only` restricts the moves considered (UCI searchmoves).
        """
        if self.backend is None and not self._warming:
            if self.network is None:
                core.wait_loading(core.LOAD_WAIT, stop)     # a cached compiled core: about a second, once
            if self.wants_network:
                core.wait_network_loading(core.LOAD_WAIT, stop)
        start = time.perf_counter()
        if deadlines is None:
            deadlines = self.deadlines(start, time_limit, depth, soft_limit)
        max_depth = self._max_depth(depth)
        work = copy_game(game)
        board = work.board
        legal = [encode_move(m) for m in board.legal_moves()]
        if only:
            chosen = {encode_move(m) for m in only}
            legal = [m for m in legal if m in chosen] or legal
        if not legal:
            return SearchResult(None, -MATE, 0, 0, [], time.perf_counter() - start)
        in_book = self._book_move(work, len(game.moves))
        if in_book is not None:
            result = SearchResult(in_book, 0, 0, 0, [in_book], time.perf_counter() - start, book=True)
            if info is not None:
                info(result)
            return result
        moves, fixed = root_rulings(work, legal)
        tbhits = 0
        if self.level.tables and not self._warming:
            decided = self.tables.decide(board, moves, fixed, max(1, multipv))
            if decided is not None:
                if decided.lines:
                    return self._table_result(decided, info, start)
                moves, tbhits = decided.allowed, decided.probes
        leaf = None
        if self.level.tables and not self._warming:
            # on a clock, unpacking the tables below the root takes a share of the time at most (the
            # next search goes on with the rest)
            until = None if math.isinf(deadlines.hard) else start + LEAF_SHARE * (deadlines.hard - start)
            leaf = self.tables.leaf_tables(board, until)
        history = _History.of(work)
        s = self._searcher_at(board, history)
        _hand_tables(s, leaf)
        weak = self._weak_move(s, board, moves, fixed, start)
        if weak is not None:
            if info is not None:          # reported like any search: an analysis shows its line
                info(weak)
            return weak
        noise = None
        if self.level.noise:
            noise = {m: self.rng.randint(-self.level.noise, self.level.noise) for m in moves}
        s.prepare(nodes)
        s.set_root(moves, fixed, noise)
        progress = Progress()
        run = _Run(s)

        def report(d: int, lines: list[RootLine]) -> None:
            if info is not None:
                for rank, line in enumerate(lines[:multipv], 1):
                    info(dataclasses.replace(
                        self._result(line.move, line.score, d, run.nodes, line.pv, board, start, rank),
                        tbhits=tbhits + run.tbhits))

        with Watch(s, deadlines, stop) as watch:

            def upgrade(current: Searcher) -> Searcher | None:
                """The compiled core (or the one with the shipped network), if it has become ready since
                the search began: the same position and root moves on it, for the next iteration (its
                node count carried on)."""
                if self.backend is not None:
                    return None
                faster, network = self._choice()
                if faster is current.backend and network is current.network:
                    return None
                new = Searcher(board.squares(), board.turn.index, backend=faster, tt_bits=tt_bits_for(faster),
                               params=self.params, network=network)
                history.load(new, board)
                left = None if nodes is None else max(1, nodes - run.nodes)
                new.prepare(left)
                new.set_root(current.root_order(), fixed, noise)
                _hand_tables(new, leaf)
                run.move_to(new)
                self._searcher = new
                watch.retarget(new)
                return new

            try:
                # Order the root moves by a quiescence score (a sensible move even if stopped at once).
                order = sorted(s.quiesce_root(), key=lambda x: -x[0])
                s.reorder_root([m for _, m in order])
                progress.lines = [RootLine(order[0][1], 0, [order[0][1]])]
                deepen(s, max_depth, start, deadlines, noise is not None, max(1, multipv), progress, report, stop,
                       upgrade)
            except SearchStop:
                history.load(run.searcher, board)
        if not progress.lines:
            progress.lines = [RootLine(moves[0], 0, [moves[0]])]
        best = progress.lines[0]
        result = self._result(best.move, best.score if progress.depth else 0, progress.depth, run.nodes, best.pv,
                              board, start)
        return dataclasses.replace(result, tbhits=tbhits + run.tbhits)

    def table_problems(self) -> list[TablebaseError]:
        """The endgame tables found unusable (damaged, cut short, another version) since the last
        call, each told once; the engine plays on without them."""
        return self.tables.new_problems()

    @staticmethod
    def _table_result(decided: Decided, info: Callable[[SearchResult], None] | None,
                      start: float) -> SearchResult:
        """The table's move as a search's answer: its mate score and line, reported like an iteration."""
        results = [SearchResult(decode(m), score, len(line), 0, line, time.perf_counter() - start, multipv=rank,
                                tbhits=decided.probes, tablebase=True)
                   for rank, (m, score, line) in enumerate(decided.lines, 1)]
        if info is not None:
            for result in results:
                info(result)
        return results[0]

    def warm_up(self) -> None:
        """Pay the first search's one-time costs now (once per core): its searcher and tables made
        and touched, and a shallow search of the start position run through every code path a search
        takes (some 0.1 s the first time in a process). The engine's choices are not changed: its
        random generator and book are left as they were."""
        backend = self._core()
        if self._warm is backend:
            return
        rng, book = self.rng, self.book
        self.rng, self.book, self._warming = random.Random(0), None, True
        try:
            self.best_move(Game(), depth=2)
        finally:
            self.rng, self.book, self._warming = rng, book, False
        if self._searcher is not None and hasattr(self._searcher.tt, "fill"):
            self._searcher.tt.fill(0)            # its pages touched now, not one by one in a search
        if self.level.tables:
            self.tables.prepare()                # the tables' code imported now, not in a search's time
        self._warm = backend

    @property
    def warm(self) -> bool:
        """True when warm_up has been run for the core a search would use now."""
        return self._warm is not None and self._warm is self._core()

    @property
    def wants_network(self) -> bool:
        """True if the engine evaluates with a learned network when its core can: one it was given, or
        the shipped one at a level that takes it."""
        return self.network is not None or self._shipped

    def network_problems(self) -> list[str]:
        """Why the shipped network is not used (the file's problem, in English), told once; the engine
        evaluates with the hand-written evaluation meanwhile."""
        told, self._problems = self._problems, []
        return told

    def _core(self) -> core.Backend:
        """The core to search with now (without a fixed `backend`)."""
        return self._choice()[0]

    def _choice(self) -> tuple[core.Backend, Network | None]:
        """The core to search with now and the network it evaluates with (None: the hand-written
        evaluation): a network given, on a core that has its code; the shipped one on the compiled
        core with the network's code once that is ready; else the hand-written evaluation."""
        if self.network is not None:
            return self.backend or core.network_backend(), self.network
        if self._shipped:
            fast = self.backend or core.network_backend()
            if fast.name == "numba" and fast.has_network:
                net = self._shipped_network()
                if net is not None:
                    return fast, net
        return self.backend or core.backend(), None

    def _shipped_network(self) -> Network | None:
        """The shipped network, read once (None, and a problem told, if it cannot be used)."""
        if self._shipped_net is None and self._shipped:
            from .nnue import SHIPPED_PATH, NetworkError, shipped_network   # (numpy: only when a network is used)
            try:
                self._shipped_net = shipped_network()
            except (OSError, NetworkError) as err:
                self._shipped = False
                why = (err.strerror or type(err).__name__) if isinstance(err, OSError) else \
                    str(err).removeprefix(f"{SHIPPED_PATH}: ")
                self._problems.append(f"the shipped network {SHIPPED_PATH} cannot be used: {why}; "
                                      "evaluating with the hand-written evaluation")
        return self._shipped_net

    @property
    def network_in_use(self) -> Network | None:
        """The network the last search evaluated with at its end (None: the hand-written evaluation)."""
        return self._searcher.network if self._searcher is not None else None

    @property
    def core_name(self) -> str:
        """The core the last search ran on at its end: "numba" (compiled), "python", or "" before any."""
        return self._searcher.backend.name if self._searcher is not None else ""

    def deadlines(self, start: float, time_limit: float | None, depth: int | None = None,
                  soft_limit: float | None = None) -> Deadlines:
        """The hard deadline and the soft one (no new iteration after it) for a search from `start`."""
        lvl = self.level
        if time_limit is None and depth is None:
            time_limit = lvl.default_time
        budget = None if time_limit is None else max(0.01, time_limit * lvl.time_share)
        hard = math.inf if budget is None else start + budget
        soft = math.inf if budget is None else start + budget * lvl.soft_share
        if budget is not None and soft_limit is not None:
            soft = start + min(budget, max(0.0, soft_limit * lvl.time_share))
        return Deadlines(hard, soft)

    def _max_depth(self, depth: int | None) -> int:
        max_depth = min(depth, self.level.max_depth) if depth is not None else self.level.max_depth
        return max(1, min(max_depth, MAX_PLY - 4))

    def _searcher_at(self, board: Board, history: _History) -> Searcher:
        """The engine's searcher (kept between moves for its tables) set to the board; a new one when
        the compiled core, or the network, has become ready since the last search."""
        backend, network = self._choice()
        s = self._searcher
        if s is None or s.backend is not backend or s.network is not network:
            s = self._searcher = Searcher(board.squares(), board.turn.index, backend=backend,
                                          tt_bits=tt_bits_for(backend), params=self.params, network=network)
        history.load(s, board)
        return s

    def _weak_move(self, s: Searcher, board: Board, moves: list[int], fixed: dict[int, int],
                   start: float) -> SearchResult | None:
        """A weak level's move made without search now and then (None: search as usual)."""
        if self.level.aimless and self.rng.random() < self.level.aimless:
            return self._aimless(s, board, moves, fixed, start)
        if self.level.oversight and self.rng.random() < self.level.oversight:
            return self._oversight(s, board, moves, fixed, start)
        return None

    def _book_move(self, game: Game, plies_played: int) -> Move | None:
        """A book move for this position (None: no book, out of book, or past the level's book plies);
        never one the rulings forbid."""
        if self.book is None or plies_played >= self.level.book_plies:
            return None
        move = self.book.choose(game.board, self.rng)
        if move is None or game.would_violate(move) is not None:
            return None
        return move

    def _oversight(self, s: Searcher, board: Board, moves: list[int], fixed: dict[int, int],
                   start: float) -> SearchResult:
        """A weak level's oversight: the move that looks best right after it is played (material and
        position, with the level's noise), the opponent's replies not looked at, so a defended piece
        may be taken or a piece left hanging. Never a move a ruling makes lose."""
        noise = self.level.noise
        best, best_score = moves[0], -INF
        for m in moves:
            score = _glance(s, m, fixed)
            score += self.rng.randint(-noise, noise) if noise else 0
            if score > best_score:
                best, best_score = m, score
        return self._result(best, best_score, 1, len(moves), [best], board, start)

    def _aimless(self, s: Searcher, board: Board, moves: list[int], fixed: dict[int, int],
                 start: float) -> SearchResult:
        """The novice's move without thought: any of the moves the rulings allow, at random (its score
        is the position's value right after it, what the novice would see if it looked)."""
        m = self.rng.choice(moves)
        return self._result(m, _glance(s, m, fixed), 1, 1, [m], board, start)

    @staticmethod
    def _result(m: int, score: int, depth: int, nodes: int, pv: list[int], board: Board,
                start: float, rank: int = 1) -> SearchResult:
        # Keep the PV only as far as it is legal (a TT-cut line may end early).
        b = board.copy()
        moves = []
        for x in pv:
            move = decode(x)
            if not b.is_legal(move):
                break
            moves.append(move)
            b.push(move)
        if not moves or moves[0] != decode(m):
            moves = [decode(m)]
        return SearchResult(decode(m), score, depth, nodes, moves, time.perf_counter() - start, multipv=rank)


class _Run:
    """The searcher a search runs on now (it may move to a faster core between iterations) and the
    nodes counted on the ones it left."""

    def __init__(self, searcher: Searcher) -> None:
        self.searcher = searcher
        self.before = 0
        self.hits_before = 0

    @property
    def nodes(self) -> int:
        """Nodes searched so far, on every core."""
        return self.before + self.searcher.nodes

    @property
    def tbhits(self) -> int:
        """Positions the endgame tables gave inside the search so far, on every core."""
        return self.hits_before + self.searcher.tbhits

    def move_to(self, searcher: Searcher) -> None:
        """Go on with `searcher`."""
        self.before += self.searcher.nodes
        self.hits_before += self.searcher.tbhits
        self.searcher = searcher


def _hand_tables(s: Searcher, leaf: LeafTables | None) -> None:
    """Give the searcher the tables its search probes (none: None)."""
    if leaf is None:
        s.set_tables(None)
    else:
        s.set_tables(leaf.rows, leaf.values)


def _glance(s: Searcher, m: int, fixed: dict[int, int]) -> int:
    """A move's value for the mover seen right after it is played, no reply looked at (a ruling's
    fixed score if one decides it)."""
    if m in fixed:
        return fixed[m]
    s.make(m)
    score = -s.evaluate()
    s.unmake()
    return score


def root_rulings(game: Game, legal: list[int]) -> tuple[list[int], dict[int, int]]:
    """The root moves to search (those that lose by a ruling dropped, unless all do) and the fixed
    scores of the moves a ruling decides (a draw 0, a win or a loss a mate score)."""
    mover = game.board.turn
    fixed: dict[int, int] = {}
    losing: list[int] = []
    for m in legal:          # a few ms, done even when stopped at once
        ruling = game.would_violate(decode(m))
        if ruling is None:
            continue
        if ruling.winner is None:
            fixed[m] = 0
        elif ruling.winner == mover:
            fixed[m] = MATE - 1
        else:
            losing.append(m)
    moves = [m for m in legal if m not in losing]
    if not moves:
        moves = list(legal)
        for m in moves:
            fixed[m] = -MATE + 2
    return moves, fixed


def encode_move(move: Move) -> int:
    """The generator's int for a Move."""
    return encode(move.from_sq, move.to_sq)
