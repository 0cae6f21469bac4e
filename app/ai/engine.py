"""The engine: levels, time control, the rulings at the root and the public result type."""

from __future__ import annotations

import random
import threading
import time
from dataclasses import dataclass, field
from typing import Any
from collections.abc import Callable
from enum import StrEnum

from app.model import Board, Game, Move
from app.model.move import decode, encode

from .book import Book
from .search import INF, MATE, MATE_BOUND, Searcher, SearchStop

UNSTABLE_DEPTH = 5      # from this depth on, a changed best move or a falling score extends the search
SCORE_DROP = 30         # centipawns the score must fall between iterations to count as unstable
UNSTABLE_FACTOR = 2.0   # how much later an unstable search stops starting iterations

__all__ = ["Engine", "SearchResult", "Level", "LevelSpec", "LEVELS", "LEVEL_NAMES", "MATE", "MATE_BOUND",
           "mate_in", "copy_game", "resolve_level", "root_rulings"]


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
    rating measured for it (see the README's "How strong is the computer?")."""

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


LEVELS: dict[Level, LevelSpec] = {
    Level.NOVICE: LevelSpec(Level.NOVICE, 1, 150, 0.5, 0.25, 0.5, book_plies=2, oversight=0.15, aimless=0.75,
                            rating=510),
    Level.BEGINNER: LevelSpec(Level.BEGINNER, 1, 150, 0.5, 0.25, 0.5, book_plies=4, oversight=0.15,
                              rating=1060),
    Level.CASUAL: LevelSpec(Level.CASUAL, 2, 85, 1.0, 0.4, 0.5, book_plies=8, oversight=0.08, rating=1450),
    Level.INTERMEDIATE: LevelSpec(Level.INTERMEDIATE, 3, 30, 2.0, 0.6, 0.5, book_plies=14, oversight=0.02,
                                  rating=1880),
    Level.STRONG: LevelSpec(Level.STRONG, 7, 5, 3.0, 0.6, 0.5, book_plies=20, rating=2290),
    Level.MASTER: LevelSpec(Level.MASTER, 64, 0, 5.0, 1.0, 0.6, book_plies=30, rating=2670),
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
    game (without one, as for analysis, it always searches)."""

    def __init__(self, level: Level | LevelSpec | str | int = Level.MASTER, seed: int | None = None,
                 book: Book | None = None) -> None:
        self.level = resolve_level(level)
        self.rng = random.Random(seed)
        self.book = book
        self._searcher: Searcher | None = None

    def best_move(self, game: Game, time_limit: float | None = None, depth: int | None = None,
                  stop: threading.Event | None = None,
                  info: Callable[[SearchResult], None] | None = None,
                  soft_limit: float | None = None) -> SearchResult:
        """Search the game's current position and return the best move found.

        time_limit is in seconds (the level may use only part of it); depth caps the iterations. With
        neither, the level's default time applies. Setting `stop` ends the search within a few
        milliseconds; a legal move is always returned when one exists. `info`, if given, is called
        with each completed iteration's SearchResult. `soft_limit` (seconds, scaled like time_limit)
        is when no new iteration starts (default: the level's share of the time); while the best
        move keeps changing or its score falls, that point moves later (see soft_deadline), never
        past time_limit.
        """
        start = time.perf_counter()
        deadline, soft, max_depth = self._limits(start, time_limit, depth, soft_limit)
        work = copy_game(game)
        board = work.board
        legal = [encode_move(m) for m in board.legal_moves()]
        if not legal:
            return SearchResult(None, -MATE, 0, 0, [], time.perf_counter() - start)
        in_book = self._book_move(work, len(game.moves))
        if in_book is not None:
            result = SearchResult(in_book, 0, 0, 0, [in_book], time.perf_counter() - start, book=True)
            if info is not None:
                info(result)
            return result
        moves, fixed = root_rulings(work, legal)
        history = _History.of(work)
        s = self._searcher_at(board, history)
        weak = None
        if self.level.aimless and self.rng.random() < self.level.aimless:
            weak = self._aimless(s, board, moves, fixed, start)
        elif self.level.oversight and self.rng.random() < self.level.oversight:
            weak = self._oversight(s, board, moves, fixed, start)
        if weak is not None:
            if info is not None:          # reported like any search: an analysis shows its line
                info(weak)
            return weak
        s.nodes = 0
        s.stop_event = stop
        s.deadline = deadline
        noise = None
        if self.level.noise:
            noise = {m: self.rng.randint(-self.level.noise, self.level.noise) for m in moves}
        # Order the root moves by a quiescence score (a sensible move even if stopped at once).
        ordered = self._order_root(s, moves, fixed)
        if ordered is None:
            history.load(s, board)
        else:
            moves = ordered
        best: list[Any] = [moves[0], -INF, [moves[0]], 0]      # move, score, pv, depth done

        def report(m: int, score: int, d: int, pv: list[int]) -> None:
            if info is not None:
                info(self._result(m, score, d, s.nodes, pv, board, start))

        try:
            self._deepen(s, moves, fixed, noise, max_depth, best, start, soft, deadline, stop, report)
        except SearchStop:
            history.load(s, board)
        best_move, best_score, best_pv, done_depth = best
        return self._result(best_move, best_score if done_depth else 0, done_depth, s.nodes, best_pv,
                            board, start)

    def _limits(self, start: float, time_limit: float | None, depth: int | None,
                soft_limit: float | None) -> tuple[float, float, int]:
        """The hard deadline, the soft one (no new iteration after it) and the depth cap."""
        lvl = self.level
        if time_limit is None and depth is None:
            time_limit = lvl.default_time
        budget = None if time_limit is None else max(0.01, time_limit * lvl.time_share)
        deadline = float("inf") if budget is None else start + budget
        soft = float("inf") if budget is None else start + budget * lvl.soft_share
        if budget is not None and soft_limit is not None:
            soft = start + min(budget, max(0.0, soft_limit * lvl.time_share))
        max_depth = min(depth, lvl.max_depth) if depth is not None else lvl.max_depth
        return deadline, soft, max(1, min(max_depth, 60))

    def _searcher_at(self, board: Board, history: _History) -> Searcher:
        """The engine's searcher (kept between moves for its tables) set to the board."""
        if self._searcher is None:
            self._searcher = Searcher(board.squares(), board.turn.index)
        history.load(self._searcher, board)
        return self._searcher

    @staticmethod
    def _deepen(s: Searcher, moves: list[int], fixed: dict[int, int], noise: dict[int, int] | None,
                max_depth: int, best: list[Any], start: float, soft: float, deadline: float,
                stop: threading.Event | None, report: Callable[[int, int, int, list[int]], None]) -> None:
        """Iterative deepening: `best` holds [move, score, pv, depth] of the last finished iteration (or
        of a stopped one's better move); SearchStop is raised through when time or `stop` ends it."""
        partial: list[Any] = []

        def on_best(score: int, m: int, pv: list[int]) -> None:
            partial[:] = [score, m, list(pv)]

        prev: int | None = None
        prev_move = None
        for d in range(1, max_depth + 1):
            if stop is not None and stop.is_set():
                return
            partial.clear()
            s.set_contempt(s.side, prev if prev is not None else 0)
            try:
                if prev is None or noise is not None or d < 4 or abs(prev) > MATE_BOUND:
                    score, m, pv = s.root(moves, d, -INF, INF, fixed, noise, on_best)
                else:
                    score, m, pv = _aspiration(s, moves, d, prev, fixed, noise, on_best)
            except SearchStop:
                if partial and partial[1] != best[0] and d > 1:
                    best[0], best[1], best[2] = partial[1], partial[0], partial[2]
                raise
            unstable = d >= UNSTABLE_DEPTH and (m != prev_move or (prev is not None and score < prev - SCORE_DROP))
            best[:] = [m, score, pv, d]
            prev, prev_move = score, m
            moves.remove(m)
            moves.insert(0, m)
            report(m, score, d, pv)
            if len(moves) == 1 and d >= 4:     # a forced reply: a short search for its score
                return
            if abs(score) > MATE_BOUND and d >= MATE - abs(score) + 2:
                return
            if time.perf_counter() >= soft_deadline(start, soft, deadline, unstable):
                return

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
    def _order_root(s: Searcher, moves: list[int], fixed: dict[int, int]) -> list[int] | None:
        scored = []
        side = s.side
        try:
            for m in moves:
                if m in fixed:
                    scored.append((fixed[m], m))
                    continue
                s.make(m)
                opp = side ^ 1
                gives = s.attacked(s.kings[opp], opp)
                scored.append((-s.qsearch(-INF, INF, 1, gives), m))
                s.unmake()
        except SearchStop:
            return None
        scored.sort(key=lambda x: -x[0])
        return [m for _, m in scored]

    @staticmethod
    def _result(m: int, score: int, depth: int, nodes: int, pv: list[int], board: Board,
                start: float) -> SearchResult:
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
        return SearchResult(decode(m), score, depth, nodes, moves, time.perf_counter() - start)


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


def _aspiration(s: Searcher, moves: list[int], d: int, prev: int, fixed: dict[int, int],
                noise: dict[int, int] | None,
                on_best: Callable[[int, int, list[int]], None]) -> tuple[int, int, list[int]]:
    """A root search at depth `d` in a window around the last score, widened until the score is inside."""
    window = 40
    alpha, beta = prev - window, prev + window
    while True:
        score, m, pv = s.root(moves, d, alpha, beta, fixed, noise, on_best)
        if score <= alpha:
            alpha = max(-INF, alpha - window * 4)
        elif score >= beta:
            beta = min(INF, beta + window * 4)
        else:
            return score, m, pv
        window *= 4
        if window > 1000:
            alpha, beta = -INF, INF


def soft_deadline(start: float, soft: float, deadline: float, unstable: bool) -> float:
    """When no new iteration starts: `soft`, or for an unstable search (the best move changed or its
    score fell in the last iteration) UNSTABLE_FACTOR times as long after `start`, never past `deadline`."""
    if not unstable:
        return soft
    return min(deadline, start + (soft - start) * UNSTABLE_FACTOR)


def encode_move(move: Move) -> int:
    """The generator's int for a Move."""
    return encode(move.from_sq, move.to_sq)
