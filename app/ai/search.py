"""The searcher: one position and the search's tables, on a backend of the core (app.ai.core).

``Searcher`` holds the core's arrays (board, history of positions, transposition table, work
tables) for one backend, the pure one or the compiled one, and offers the search's operations in
Python terms: set a position with the game's history, play moves, evaluate, search the root moves
at a depth. The engine (engine.py) drives iterative deepening on top of it.

Scores are centipawns from the side to move's view. ``MATE - n`` means the side to move mates in n
plies, ``-(MATE - n)`` that it is mated in n plies (no legal move loses in xiangqi, stalemate too).
A repeated position is judged as the arbiter would judge the cycle: the side that checked with
every move of it, or else chased one same piece with every move (the model's
``app.model.cycle.cycle_chasers``), loses, as under the CXQ and Asian rules, and the search scores
that as a mate where the position repeats (the ruling ends the game as a mate would; the core's
``repetition()`` marks it ``REP_WIN``). Anything else is a draw, worth a little less than 0 to a
side that stands well (``set_contempt``), so it plays on for the win. Under the casual rules every
repetition is a draw.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import core
from .core import layout as net_layout
from .core.board import KEY, KING_BLACK, KING_RED, PL_SIZE, SCORE, SIDE
from .core.layout import (ABORTED, ASIAN, BUF, DRAW_BLACK, DRAW_RED, HMAX, HN, HP_STRIDE, INF, MATE,
                          MATE_BOUND, MAX_PLY, MULTIPV, NO_REP, NO_SCORE, NODE_LIMIT, NODES, PERPETUAL,
                          REP_WIN, ROOT, ROOT_BEST, ROOT_DONE, ROOT_FIXED, ROOT_MAX, ROOT_N, ROOT_NOISE,
                          ROOT_PV, ROOT_PV_LEN, ROOT_SCORE, SELDEPTH, ST_SIZE, STOP, TB_HITS, TB_N, TB_SIZE,
                          TT_MASK, TT_WAYS, WK_SIZE)
from .core.tables import signed64, unsigned64
from .core.weights import Term

if TYPE_CHECKING:
    from .nnue import Network

__all__ = ["Searcher", "SearchStop", "RootLine", "MATE", "MATE_BOUND", "INF", "REP_WIN", "CONTEMPT",
           "CONTEMPT_FROM", "MAX_PLY", "PURE_TT_BITS", "tt_bits_for"]

CONTEMPT_FROM = 100       # a side this far ahead scores a repetition draw as a small loss
CONTEMPT = 60
TT_BITS = 19                             # the engine's table: 2^19 buckets of 4 entries (32 MB of array)
PURE_TT_BITS = 16                        # ... on the pure core, 30 times slower: 2^16 (a list of 4 MB, made
                                         # in 2 ms where 2^19 took 25 ms at every new engine)
SMALL_TT_BITS = 10                       # a searcher made without tt_bits (for tests and tools)


def tt_bits_for(backend: core.Backend) -> int:
    """The engine's table size on `backend` (TT_BITS compiled, PURE_TT_BITS on the pure core)."""
    return PURE_TT_BITS if backend.name == "python" else TT_BITS


def _no_values(backend: core.Backend) -> Any:
    """The tables' values when there are none: one word of the type the backend's core takes."""
    if backend.name == "python":
        return [0]
    import numpy as np
    return np.zeros(1, dtype=np.uint16)


NET_REBASE = net_layout.NET_SLOTS - MAX_PLY - 8      # moves played outside a search: the stack starts again


def _network_arrays(backend: core.Backend, net: Network) -> tuple[Any, Any]:
    """The core's two arrays for a network (layout.N_* and W_*): nn, int64, the header, the biases, the
    PSQT and the PSQT sums' stack; nw, int16, the feature biases and weights, the
    dense weights (int8 values), the accumulators' stack and the compiled dense layers' scratch (the first
    layer's input, 2W, then its output, H1: int16 both, for the int16 products the compiled core sums)."""
    import numpy as np
    w = net.width
    h1, h2 = net.hidden
    lay = net_layout
    nn_parts: list[tuple[str, Any]] = [
        ("l1b", net.l1_bias), ("l2b", net.l2_bias),
        ("psq", net.psqt if net.psqt is not None else np.zeros(0, dtype=np.int64)),
        ("pstack", np.zeros(2 * lay.NET_SLOTS, dtype=np.int64))]
    nw_parts: list[tuple[str, Any]] = [
        ("ftb", net.ft_bias), ("ftw", net.ft_weight), ("l1", net.l1_weight), ("l2", net.l2_weight),
        ("out", net.out_weight), ("acc", np.zeros(2 * w * lay.NET_SLOTS, dtype=np.int16)),
        ("x", np.zeros(2 * w + h1, dtype=np.int16))]
    head = np.zeros(lay.NN_HEAD, dtype=np.int64)
    at: dict[str, int] = {}
    pos = lay.NN_HEAD
    for name, arr in nn_parts:
        at[name] = pos
        pos += arr.size
    nn = np.concatenate([head] + [np.asarray(a, dtype=np.int64).ravel() for _, a in nn_parts])
    pos = 0
    for name, arr in nw_parts:
        at[name] = pos
        pos += arr.size
    nw = np.concatenate([np.asarray(a).astype(np.int16).ravel() for _, a in nw_parts])
    for index, value in ((lay.N_ON, 1), (lay.N_SET, int(net.feature_set)), (lay.N_W, w), (lay.N_H1, h1),
                         (lay.N_H2, h2), (lay.N_HAS_PSQT, int(net.psqt is not None)), (lay.N_MUL, net.out_mul),
                         (lay.N_SHIFT, net.out_shift), (lay.N_OUT_BIAS, int(net.out_bias[0])),
                         (lay.N_L1B, at["l1b"]), (lay.N_L2B, at["l2b"]), (lay.N_PSQ, at["psq"]),
                         (lay.N_PSTACK, at["pstack"]),
                         (lay.W_FTW, at["ftw"]), (lay.W_L1, at["l1"]), (lay.W_L2, at["l2"]), (lay.W_OUT, at["out"]),
                         (lay.W_ACC, at["acc"]), (lay.W_X, at["x"])):
        nn[index] = value
    if backend.name == "python":
        return [int(v) for v in nn], [int(v) for v in nw]
    return nn, nw


class SearchStop(Exception):
    """Raised when a root search was stopped (time, the stop flag or the node limit)."""


@dataclass(frozen=True)
class RootLine:
    """One root move's result in an iteration: its score (exact for the best lines) and its line."""

    move: int
    score: int
    pv: list[int]


class Searcher:
    """One position searched repeatedly (iterative deepening); keeps its tables between searches."""

    def __init__(self, squares: Sequence[int], side: int, history_keys: list[int] | None = None,
                 history_checks: list[bool] | None = None, floor: int = 0,
                 history_moves: list[int] | None = None, backend: core.Backend | None = None,
                 tt_bits: int | None = None, params: dict[str, int] | None = None,
                 network: Network | None = None) -> None:
        self.backend = backend or core.backend()
        b = self.backend
        self.sq = b.array(90)
        self.pl = b.array(PL_SIZE)
        self.st = b.array(ST_SIZE)
        self.hp = b.array(HMAX * HP_STRIDE)
        self.wk = b.array(WK_SIZE)
        bits = tt_bits if tt_bits is not None else SMALL_TT_BITS
        self.tt = b.array(2 * TT_WAYS << bits)
        self.tb = b.array(TB_SIZE)          # the endgame tables probed in the search (none yet: set_tables)
        self.tv: Any = _no_values(b)
        self.network: Network | None = None
        self.nn: Any = b.array(net_layout.NN_HEAD)      # no network: the hand-written evaluation
        self.nw: Any = b.array16(1)
        self.st[TT_MASK] = (1 << bits) - 1
        self.set_params(**(params or {}))
        self.perpetual = True
        self.asian = False
        self._undo: list[tuple[int, int, int, int]] = []
        self._fixed: dict[int, int] = {}
        self._noise: dict[int, int] | None = None
        self.st[PERPETUAL] = 1
        self.set_position(squares, side, history_keys, history_checks, floor, history_moves)
        if network is not None:
            self.set_network(network)

    # ----- settings ----------------------------------------------------------------------------
    def set_params(self, **changes: int) -> None:
        """Switch parts of the search on or off (app.ai.core.layout.PARAM_NAMES; the defaults otherwise)."""
        for i, value in enumerate(core.params(**changes)):
            self.st[core.PARAM_BASE + i] = value

    def set_rules(self, perpetual: bool, asian: bool) -> None:
        """How repetitions are judged: `perpetual`, perpetual check and chase lose (CXQ and Asian Rules;
        off, the casual rules: every repetition is a draw); `asian`, a mutual chase still loses for a
        side whose chase the Asian Rules never excuse (AR-19, AR-20), where CXQ draws it."""
        if (perpetual, asian) != (self.perpetual, self.asian):
            self._clear_cycles()
        self.perpetual = perpetual
        self.asian = asian
        self.st[PERPETUAL] = int(perpetual)
        self.st[ASIAN] = int(asian)

    def set_contempt(self, side: int, score: int) -> None:
        """Score draws by repetition for `side` (the side searching) by how well it stands: from
        CONTEMPT_FROM centipawns up a draw is worth -CONTEMPT to it (and +CONTEMPT to the other side),
        so a winning side does not let the game slip into a repetition; otherwise a draw is 0."""
        c = CONTEMPT if score >= CONTEMPT_FROM else 0
        self.st[DRAW_RED], self.st[DRAW_BLACK] = (-c, c) if side == 0 else (c, -c)

    def set_tables(self, rows: Sequence[int] | None, values: Any = None) -> None:
        """The endgame tables the search probes at its nodes: `rows`, the core's ``tb`` array from its
        header on (layout.TB_N...; app.ai.tables.LeafTables makes it), and `values` their values (uint16);
        None: no tables."""
        tb = self.tb
        if rows is None:
            if tb[TB_N]:
                tb[TB_N] = 0
                self.tv = _no_values(self.backend)
            return
        if len(rows) > TB_SIZE - TB_N:
            raise ValueError(f"{len(rows)} words of table rows, at most {TB_SIZE - TB_N}")
        if self.backend.name != "python":        # the compiled core takes uint16 values only
            import numpy as np
            values = np.asarray(values, dtype=np.uint16)
        tb[TB_N:TB_N + len(rows)] = rows
        self.tv = values

    def set_network(self, network: Network | None) -> None:
        """Evaluate with a learned network (app.ai.nnue.Network: its arrays copied into the core's,
        the current position's accumulators computed), or with the hand-written evaluation (None).
        The cached evaluations are forgotten (clear): they were the other evaluation's."""
        if network is None:
            self.network = None
            self.nn, self.nw = self.backend.array(net_layout.NN_HEAD), self.backend.array16(1)
        else:
            if not self.backend.has_network:
                raise ValueError("this compiled core has no network code: search with core.network_backend()")
            self.network = network
            self.nn, self.nw = _network_arrays(self.backend, network)
            self.backend.network.net_reset(self.nn, self.nw, self.sq, self.st)
        self.clear()

    @property
    def tbhits(self) -> int:
        """Positions whose value the endgame tables gave since the count was last reset (prepare)."""
        return int(self.st[TB_HITS])

    def _clear_cycles(self) -> None:
        from .core.layout import CC, CC_SIZE
        for i in range(CC, CC + 3 * CC_SIZE):
            self.wk[i] = 0

    def clear(self) -> None:
        """Forget the tables (transposition table, history, killers, cached evaluations and cycles)."""
        self.tt[:] = self.backend.array(len(self.tt))
        self.wk[:] = self.backend.array(len(self.wk))

    # ----- position ----------------------------------------------------------------------------
    def set_position(self, squares: Sequence[int], side: int, history_keys: list[int] | None = None,
                     history_checks: list[bool] | None = None, floor: int = 0,
                     history_moves: list[int] | None = None) -> None:
        """Load a position; history_keys ends with this position's key (earlier positions for
        repetition), history_checks says which of them were check, history_moves the move (int) that
        led to each (the first is not used; without them a repeated cycle reaching back before this
        position is judged by its checks only)."""
        self.sq[:] = list(squares)
        self.backend.board.setup(self.sq, self.pl, self.st, side)
        self.backend.network.net_reset(self.nn, self.nw, self.sq, self.st)
        self._undo = []
        keys = [signed64(k) for k in history_keys] if history_keys else [int(self.st[KEY])]
        checks = list(history_checks) if history_checks and history_keys else [False] * len(keys)
        moves = list(history_moves or [])
        moves = ([0] * (len(keys) - len(moves)) + moves)[-len(keys):]
        floor = min(floor, len(keys) - 1) if history_keys else 0
        keep = HMAX - MAX_PLY - 8         # the oldest positions beyond this cannot be kept
        if len(keys) > keep:
            cut = len(keys) - keep
            keys, checks, moves = keys[cut:], checks[cut:], moves[cut:]
            floor = max(0, floor - cut)
        hp = self.hp
        for i, (key, check, move) in enumerate(zip(keys, checks, moves, strict=True)):
            hp[i * HP_STRIDE] = key
            hp[i * HP_STRIDE + 1] = int(bool(check))
            hp[i * HP_STRIDE + 2] = move
            hp[i * HP_STRIDE + 3] = floor
        self.st[HN] = len(keys)
        hp[(len(keys) - 1) * HP_STRIDE + 1] = int(self.in_check())

    @property
    def side(self) -> int:
        """The side to move (0 Red, 1 Black)."""
        return int(self.st[SIDE])

    @property
    def key(self) -> int:
        """The position's Zobrist key (the model's, unsigned)."""
        return unsigned64(int(self.st[KEY]))

    @property
    def score(self) -> int:
        """Material and square values, Red's view (kept up to date by make/unmake)."""
        return int(self.st[SCORE])

    @property
    def kings(self) -> list[int]:
        """The kings' squares, Red's first."""
        return [int(self.st[KING_RED]), int(self.st[KING_BLACK])]

    @property
    def plist(self) -> list[set[int]]:
        """The squares of each piece code (a copy)."""
        pl = self.pl
        return [{int(pl[p * 8 + i]) for i in range(int(pl[p * 8 + 7]))} for p in range(16)]

    @property
    def nodes(self) -> int:
        """Nodes searched since the count was last reset."""
        return int(self.st[NODES])

    @nodes.setter
    def nodes(self, value: int) -> None:
        self.st[NODES] = value

    def board(self) -> list[int]:
        """The 90 squares as a list."""
        return [int(x) for x in self.sq]

    # ----- moves -------------------------------------------------------------------------------
    def make(self, m: int) -> int:
        """Play m (no checks); returns the captured piece code (0 if none)."""
        key, score = int(self.st[KEY]), int(self.st[SCORE])
        cap = int(self.backend.board.make(self.sq, self.pl, self.st, m))
        self._undo.append((m, cap, key, score))
        if self.network is not None:
            net = self.backend.network
            net.net_make(self.nn, self.nw, self.sq, self.st, m, cap)
            if self.nn[net_layout.N_TOP] >= NET_REBASE:     # the slots a search needs kept free above
                net.net_reset(self.nn, self.nw, self.sq, self.st)
        return cap

    def unmake(self) -> None:
        """Take back the last make."""
        m, cap, key, score = self._undo.pop()
        self.backend.board.unmake(self.sq, self.pl, self.st, m, cap, key, score)
        if self.network is not None:
            if self.nn[net_layout.N_TOP] > 0:
                self.backend.network.net_unmake(self.nn)
            else:               # made before the stack was started again: computed anew
                self.backend.network.net_reset(self.nn, self.nw, self.sq, self.st)

    def push(self, m: int) -> None:
        """Play m and record the position for repetitions, as the search does (take it back with pop)."""
        cap = self.make(m)
        self.backend.support.push_position(self.st, self.hp, m, int(self.in_check()), cap)

    def pop(self) -> None:
        """Take back a push."""
        self.st[HN] -= 1
        self.unmake()

    def attacked(self, k: int, side: int) -> bool:
        """True if square k (side's king square) is attacked by the other side."""
        return bool(self.backend.board.attacked(self.sq, self.pl, k, side))

    def in_check(self) -> bool:
        """True if the side to move is in check."""
        side = self.side
        return self.attacked(self.kings[side], side)

    def gen(self) -> list[int]:
        """Pseudo-legal moves of the side to move."""
        b = self.backend.board
        n = b.gen_captures(self.sq, self.pl, self.side, self.wk, BUF)
        n = b.gen_quiets(self.sq, self.pl, self.side, self.wk, n)
        return [int(x) for x in self.wk[BUF:n]]

    def gen_captures(self) -> list[int]:
        """Pseudo-legal captures of the side to move."""
        n = self.backend.board.gen_captures(self.sq, self.pl, self.side, self.wk, BUF)
        return [int(x) for x in self.wk[BUF:n]]

    def legal_moves(self) -> list[int]:
        """Legal moves of the side to move."""
        out = []
        side = self.side
        for m in self.gen():
            self.make(m)
            if not self.attacked(self.kings[side], side):
                out.append(m)
            self.unmake()
        return out

    def perft(self, depth: int) -> int:
        """Leaf count of the legal move tree (the core's generator, for tests against the model)."""
        return int(self.backend.board.perft(self.sq, self.pl, self.st, depth, self.wk, BUF))

    # ----- evaluation and searches -------------------------------------------------------------
    def evaluate(self) -> int:
        """The evaluation from the side to move's view."""
        return int(self.backend.support.evaluate(self.sq, self.pl, self.st, self.wk, self.nn, self.nw))

    def network_value(self) -> int:
        """The network's value of the position from the side to move's view, from the accumulators as
        they stand (no cache; ValueError without a network)."""
        if self.network is None:
            raise ValueError("no network: the searcher evaluates with the hand-written evaluation")
        return int(self.backend.network.net_evaluate(self.nn, self.nw, self.side))

    def trace(self) -> dict[Term, int]:
        """The evaluation traced: how often each positional term occurs here, Red's minus Black's
        (the positional part of the evaluation is ``sum(WEIGHTS[t] * n)`` over these, times
        POSITIONAL_WEIGHT / 100 rounded toward zero: app.ai.core.weights; what tools/tune_eval.py fits)."""
        counts = self.backend.array(len(Term))
        self.backend.evaluation.positional(self.sq, self.pl, counts, 1)
        return {t: int(counts[t]) for t in Term}

    def qsearch(self, alpha: int, beta: int, ply: int, in_check: bool) -> int:
        """The quiescence score of the position (ply: its distance from the root)."""
        self.st[ABORTED] = 0
        return int(self.backend.search.qsearch(self.sq, self.pl, self.st, self.hp, self.tt, self.wk, self.nn,
                                               self.nw, self.tb, self.tv, alpha, beta, max(ply, 0), int(in_check), BUF))

    def repetition(self) -> int | None:
        """The score of the current position by the repetition rulings, or None if it does not repeat."""
        r = int(self.backend.support.repetition(self.sq, self.st, self.hp, self.wk))
        return None if r == NO_REP else r

    def request_stop(self) -> None:
        """Make a running search stop soon (safe from another thread)."""
        self.st[STOP] = 1

    def prepare(self, node_limit: int | None = None) -> None:
        """Before a new search: the stop flag cleared, nodes counted from 0, a new table generation."""
        self.st[STOP] = 0
        self.st[ABORTED] = 0
        self.st[NODES] = 0
        self.st[TB_HITS] = 0
        self.st[SELDEPTH] = 0
        self.st[NODE_LIMIT] = node_limit or 0
        self.backend.support.new_generation(self.st)

    def set_root(self, moves: list[int], fixed: dict[int, int], noise: dict[int, int] | None) -> None:
        """The root moves in search order, the scores rulings fix, the noise added to each score."""
        wk = self.wk
        self._fixed, self._noise = dict(fixed), dict(noise) if noise else None
        moves = moves[:ROOT_MAX]
        for i, m in enumerate(moves):
            wk[ROOT + i] = m
            wk[ROOT_FIXED + i] = fixed.get(m, NO_SCORE)
            wk[ROOT_NOISE + i] = noise.get(m, 0) if noise else 0
        self.st[ROOT_N] = len(moves)

    def reorder_root(self, moves: list[int]) -> None:
        """The same root moves in a new order."""
        self.set_root(moves, self._fixed, self._noise)

    def root_order(self) -> list[int]:
        """The root moves in their current order."""
        return [int(self.wk[ROOT + i]) for i in range(int(self.st[ROOT_N]))]

    def quiesce_root(self) -> list[tuple[int, int]]:
        """(quiescence score, move) of each root move (fixed ones their ruling's score); SearchStop if stopped."""
        self.backend.search.quiesce_root(self.sq, self.pl, self.st, self.hp, self.tt, self.wk, self.nn, self.nw,
                                         self.tb, self.tv, BUF)
        if self.st[ABORTED]:
            raise SearchStop
        return [(int(self.wk[ROOT_SCORE + i]), int(self.wk[ROOT + i])) for i in range(int(self.st[ROOT_N]))]

    def root(self, depth: int, alpha: int, beta: int, full: bool = False, multipv: int = 1) -> list[RootLine]:
        """Search the root moves (set_root) at depth in the window; returns the moves searched, best
        first (each with its score and line). Raises SearchStop if stopped; ``stopped_best`` then
        tells the move that beat the first one, if any."""
        self.st[MULTIPV] = multipv
        self.backend.search.root(self.sq, self.pl, self.st, self.hp, self.tt, self.wk, self.nn, self.nw, self.tb,
                                 self.tv, depth, alpha, beta, int(full), BUF)
        if self.st[ABORTED]:
            raise SearchStop
        lines = [self._line(i) for i in range(int(self.st[ROOT_N])) if self.wk[ROOT_DONE + i]]
        lines.sort(key=lambda line: -line.score)
        return lines

    def stopped_best(self) -> RootLine | None:
        """After a stopped iteration: the root move that beat the first one, if any."""
        i = int(self.st[ROOT_BEST])
        return self._line(i) if i >= 0 else None

    def _line(self, i: int) -> RootLine:
        wk = self.wk
        n = int(wk[ROOT_PV_LEN + i])
        return RootLine(int(wk[ROOT + i]), int(wk[ROOT_SCORE + i]),
                        [int(x) for x in wk[ROOT_PV + i * MAX_PLY:ROOT_PV + i * MAX_PLY + n]])

    @property
    def seldepth(self) -> int:
        """The deepest ply the last search reached."""
        return int(self.st[SELDEPTH])
