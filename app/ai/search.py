"""Alpha-beta search (PVS) on the search's own copy of the board.

The searcher keeps its own 90-square array, piece lists (one set per piece code), Zobrist key (the
model's keys, so positions match the game's history) and the incremental material + piece-square sum;
``make``/``unmake`` update them without legality checks. Moves are ints ``(from << 7) | to`` as in the
model's generator. Moves are generated pseudo-legally and tested for king safety only when they can
expose the king (the king moves, the mover is in check, or the move touches one of the king's lines
or a horse leg next to it).

Scores are centipawns from the side to move's view. ``MATE - n`` means the side to move mates in n
plies, ``-(MATE - n)`` that it is mated in n plies (no legal move loses in xiangqi, stalemate too).
Inside the search a repeated position is judged as the arbiter would judge the cycle (see
``repetition``): the side that checked with every move of it, or else chased one same piece with
every move, loses (``REP_WIN``), as under the CXQ and Asian rules; anything else is a draw, worth a
little less than 0 to a side that stands well (``set_contempt``), so it plays on for the win.
Under the casual rules every repetition is a draw.

The tree is pruned as usual for alpha-beta: transposition table cut-offs, reverse futility and null
move at non-PV nodes, late-move reductions, and near the leaves (depth 1-2) futility and move-count
pruning of quiet moves that cannot give check. Quiet moves are ordered by history, raised for a
move that cuts off and lowered for the quiet moves tried before it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence

from app.model.board import ZOBRIST, ZOBRIST_SIDE
from app.model.cycle import cycle_chasers
from app.model.tables import (ADVISOR_MOVES, CANNON, DIAG_NEIGHBOURS, ELEPHANT, ELEPHANT_MOVES,
                              HORSE, HORSE_ATTACKERS, HORSE_MOVES, KING, KING_MOVES, PAWN,
                              PAWN_ATTACKERS, PAWN_MOVES, RAYS, ROOK, SAME_LINE, ADVISOR)

from .evaluate import CODE_VALUE, PSTV, positional

MATE = 30000
MATE_BOUND = MATE - 1000      # scores beyond this are mate scores
INF = 32000
REP_WIN = 1500                # a repetition forced by one side's perpetual check: that side loses
MAX_PLY = 64
EXACT, LOWER, UPPER = 0, 1, 2
TT_CAP = 700_000              # entries before the table is cleared
EVAL_CACHE_CAP = 300_000
CHASE_CACHE_CAP = 50_000      # judged repetition cycles kept
CONTEMPT_FROM = 100           # a side this far ahead scores a repetition draw as a small loss
CONTEMPT = 60
POLL_MASK = 1023              # poll the clock and the stop flag every 1024 nodes
LAZY_MARGIN = 350             # skip the positional terms when material alone decides
DELTA_MARGIN = 120            # quiescence delta pruning
NO_SCORE = -INF - 1           # no static evaluation at this node (in check, or a PV node)
FUTILITY = (0, 150, 300)     # by depth: a quiet move this far below alpha is not searched
LATE_MOVES = (0, 14, 24)      # by depth: quiet moves searched before the rest are skipped

# Late-move reductions by move number: none for the first 3 moves, then 1; from the 10th move on, 2
# at depth 5 or more.
LMR_SHALLOW = tuple(0 if n <= 3 else 1 for n in range(64))
LMR_DEEP = tuple(0 if n <= 3 else 1 if n < 10 else 2 for n in range(64))


def _tt_cutoff(entry: tuple[int, int, int, int], alpha: int, beta: int, ply: int) -> int | None:
    """The stored score if the entry's bound decides this window (mate scores made relative to the
    root again), else None."""
    _, flag, score, _ = entry
    if score > MATE_BOUND:
        score -= ply
    elif score < -MATE_BOUND:
        score += ply
    if flag == EXACT or (flag == LOWER and score >= beta) or (flag == UPPER and score <= alpha):
        return score
    return None


# Squares whose change can expose a king on k (its lines and its horse legs) or check it.
_LINE = SAME_LINE
_LEGAL_FROM = tuple(SAME_LINE[k] | DIAG_NEIGHBOURS[k] for k in range(90))
_CHECK_TO = tuple(SAME_LINE[k] | frozenset(h for h, _ in HORSE_ATTACKERS[k]) for k in range(90))
# HORSE_ATTACKERS as dicts: horse square -> leg.
_HORSE_ATT = tuple({h: leg for h, leg in HORSE_ATTACKERS[k]} for k in range(90))
_VICTIM = [v // 10 for v in CODE_VALUE]
_VICTIM[KING] = _VICTIM[KING | 8] = 0


class SearchStop(Exception):
    """Raised inside the search when time is up or the stop flag is set."""


class Searcher:
    """One position searched repeatedly (iterative deepening); keeps its TT and history tables."""

    def __init__(self, squares: Sequence[int], side: int, history_keys: list[int] | None = None,
                 history_checks: list[bool] | None = None, floor: int = 0,
                 history_moves: list[int] | None = None) -> None:
        self.tt: dict[int, tuple[int, int, int, int]] = {}
        self.evcache: dict[int, int] = {}
        self.history = [0] * (90 << 7)
        self.nodes = 0
        self.deadline = float("inf")
        self.stop_event: threading.Event | None = None
        self.perpetual = True      # perpetual check and chase lose (CXQ, Asian); off: repetitions draw
        self.asian = False         # a mutual chase is judged by the Asian Rules' exceptions (set_rules)
        self.chase_cache: dict[tuple[int, ...], int] = {}
        self.draw = [0, 0]         # a repeated position's score for Red and for Black to move
        self.set_position(squares, side, history_keys, history_checks, floor, history_moves)

    # ----- position ----------------------------------------------------------------------------
    def set_position(self, squares: Sequence[int], side: int, history_keys: list[int] | None = None,
                     history_checks: list[bool] | None = None, floor: int = 0,
                     history_moves: list[int] | None = None) -> None:
        """Load a position; history_keys ends with this position's key (earlier positions for
        repetition), history_checks says which of them were check, history_moves the move (int) that
        led to each (the first is not used; without them a repeated cycle reaching back before this
        position is judged by its checks only)."""
        self.sq = list(squares)
        self.side = side
        self.plist: list[set[int]] = [set() for _ in range(16)]
        score = 0
        key = ZOBRIST_SIDE if side else 0
        for s, p in enumerate(self.sq):
            if p:
                self.plist[p].add(s)
                score += PSTV[p][s]
                key ^= ZOBRIST[p][s]
        self.kings = [next(iter(self.plist[KING])), next(iter(self.plist[KING | 8]))]
        self.score = score
        self.key = key
        self.stack: list[tuple[int, int, int, int]] = []
        if history_keys:
            self.keys = list(history_keys)
            self.checks = list(history_checks) if history_checks else [False] * len(self.keys)
            self.floors = [min(floor, len(self.keys) - 1)]
            moves = list(history_moves or [])
            self.game_moves = ([0] * (len(self.keys) - len(moves)) + moves)[-len(self.keys):]
        else:
            self.keys = [key]
            self.checks = [self.in_check()]
            self.floors = [0]
            self.game_moves = [0]
        self.checks[-1] = self.in_check()
        self.killers = [[0, 0] for _ in range(MAX_PLY + 2)]
        self.pvt: list[list[int]] = [[] for _ in range(MAX_PLY + 2)]

    def set_rules(self, perpetual: bool, asian: bool) -> None:
        """How repetitions are judged: `perpetual`, perpetual check and chase lose (CXQ and Asian Rules;
        off, the casual rules: every repetition is a draw); `asian`, a mutual chase still loses for a
        side whose chase the Asian Rules never excuse (AR-19, AR-20), where CXQ draws it."""
        if (perpetual, asian) != (self.perpetual, self.asian):
            self.chase_cache.clear()
        self.perpetual = perpetual
        self.asian = asian

    def set_contempt(self, side: int, score: int) -> None:
        """Score draws by repetition for `side` (the side searching) by how well it stands: from
        CONTEMPT_FROM centipawns up a draw is worth -CONTEMPT to it (and +CONTEMPT to the other side),
        so a winning side does not let the game slip into a repetition; otherwise a draw is 0."""
        c = CONTEMPT if score >= CONTEMPT_FROM else 0
        self.draw = [-c, c] if side == 0 else [c, -c]

    def make(self, m: int) -> int:
        """Play m (no checks); returns the captured piece code (0 if none)."""
        f = m >> 7
        t = m & 127
        sq = self.sq
        p = sq[f]
        cap = sq[t]
        sq[t] = p
        sq[f] = 0
        s = self.plist[p]
        s.remove(f)
        s.add(t)
        zp = ZOBRIST[p]
        key = self.key ^ zp[f] ^ zp[t] ^ ZOBRIST_SIDE
        v = PSTV[p]
        score = self.score + v[t] - v[f]
        if cap:
            self.plist[cap].remove(t)
            key ^= ZOBRIST[cap][t]
            score -= PSTV[cap][t]
        if p & 7 == KING:
            self.kings[p >> 3] = t
        self.stack.append((m, cap, self.key, self.score))
        self.key = key
        self.score = score
        self.side ^= 1
        return cap

    def push(self, m: int) -> None:
        """Play m and record the position for repetitions, as the search does (for stepping through a
        line outside the search; take it back with pop)."""
        cap = self.make(m)
        side = self.side
        self.checks.append(self.attacked(self.kings[side], side))
        self.keys.append(self.key)
        self.floors.append(len(self.keys) - 1 if cap else self.floors[-1])

    def pop(self) -> None:
        """Take back a push."""
        self.checks.pop()
        self.keys.pop()
        self.floors.pop()
        self.unmake()

    def unmake(self) -> None:
        """Take back the last make."""
        m, cap, key, score = self.stack.pop()
        f = m >> 7
        t = m & 127
        sq = self.sq
        p = sq[t]
        sq[f] = p
        sq[t] = cap
        s = self.plist[p]
        s.remove(t)
        s.add(f)
        if cap:
            self.plist[cap].add(t)
        if p & 7 == KING:
            self.kings[p >> 3] = f
        self.key = key
        self.score = score
        self.side ^= 1

    def attacked(self, k: int, side: int) -> bool:
        """True if square k (side's king square) is attacked by the other side."""
        sq = self.sq
        eb = 0 if side else 8
        erook = ROOK | eb
        ecan = CANNON | eb
        eking = KING | eb
        for ray in RAYS[k]:
            screened = False
            for s in ray:
                q = sq[s]
                if q:
                    if screened:
                        if q == ecan:
                            return True
                        break
                    if q == erook or q == eking:
                        return True
                    screened = True
        horses = self.plist[HORSE | eb]
        if horses:
            att = _HORSE_ATT[k]
            for h in horses:
                leg = att.get(h)
                if leg is not None and not sq[leg]:
                    return True
        epawn = PAWN | eb
        for s in PAWN_ATTACKERS[side ^ 1][k]:
            if sq[s] == epawn:
                return True
        return False

    def in_check(self) -> bool:
        """True if the side to move is in check."""
        return self.attacked(self.kings[self.side], self.side)

    # ----- move generation ---------------------------------------------------------------------
    def gen(self) -> list[int]:
        """Pseudo-legal moves of the side to move."""
        sq = self.sq
        side = self.side
        bit = side << 3
        pl = self.plist
        out: list[int] = []
        app = out.append
        for f in pl[ROOK | bit]:
            base = f << 7
            for ray in RAYS[f]:
                for t in ray:
                    q = sq[t]
                    if not q:
                        app(base | t)
                    else:
                        if q & 8 != bit:
                            app(base | t)
                        break
        for f in pl[CANNON | bit]:
            base = f << 7
            for ray in RAYS[f]:
                screen = False
                for t in ray:
                    q = sq[t]
                    if not screen:
                        if not q:
                            app(base | t)
                        else:
                            screen = True
                    elif q:
                        if q & 8 != bit:
                            app(base | t)
                        break
        for f in pl[HORSE | bit]:
            base = f << 7
            for t, leg in HORSE_MOVES[f]:
                if not sq[leg]:
                    q = sq[t]
                    if not q or q & 8 != bit:
                        app(base | t)
        for f in pl[PAWN | bit]:
            base = f << 7
            for t in PAWN_MOVES[side][f]:
                q = sq[t]
                if not q or q & 8 != bit:
                    app(base | t)
        for f in pl[ELEPHANT | bit]:
            base = f << 7
            for t, eye in ELEPHANT_MOVES[side][f]:
                if not sq[eye]:
                    q = sq[t]
                    if not q or q & 8 != bit:
                        app(base | t)
        for f in pl[ADVISOR | bit]:
            base = f << 7
            for t in ADVISOR_MOVES[side][f]:
                q = sq[t]
                if not q or q & 8 != bit:
                    app(base | t)
        f = self.kings[side]
        base = f << 7
        for t in KING_MOVES[side][f]:
            q = sq[t]
            if not q or q & 8 != bit:
                app(base | t)
        return out

    def gen_captures(self) -> list[int]:
        """Pseudo-legal captures, each packed as (MVV-LVA << 14) | move, best first."""
        sq = self.sq
        side = self.side
        bit = side << 3
        pl = self.plist
        out: list[int] = []
        app = out.append
        vic = _VICTIM
        for f in pl[ROOK | bit]:
            base = (f << 7) | (1 << 14)
            for ray in RAYS[f]:
                for t in ray:
                    q = sq[t]
                    if q:
                        if q & 8 != bit:
                            app((vic[q] << 17) | base | t)
                        break
        for f in pl[CANNON | bit]:
            base = (f << 7) | (3 << 14)
            for ray in RAYS[f]:
                screen = False
                for t in ray:
                    q = sq[t]
                    if q:
                        if screen:
                            if q & 8 != bit:
                                app((vic[q] << 17) | base | t)
                            break
                        screen = True
        for f in pl[HORSE | bit]:
            base = (f << 7) | (3 << 14)
            for t, leg in HORSE_MOVES[f]:
                q = sq[t]
                if q and q & 8 != bit and not sq[leg]:
                    app((vic[q] << 17) | base | t)
        for f in pl[PAWN | bit]:
            base = (f << 7) | (6 << 14)
            for t in PAWN_MOVES[side][f]:
                q = sq[t]
                if q and q & 8 != bit:
                    app((vic[q] << 17) | base | t)
        for f in pl[ELEPHANT | bit]:
            base = (f << 7) | (5 << 14)
            for t, eye in ELEPHANT_MOVES[side][f]:
                q = sq[t]
                if q and q & 8 != bit and not sq[eye]:
                    app((vic[q] << 17) | base | t)
        for f in pl[ADVISOR | bit]:
            base = (f << 7) | (5 << 14)
            for t in ADVISOR_MOVES[side][f]:
                q = sq[t]
                if q and q & 8 != bit:
                    app((vic[q] << 17) | base | t)
        f = self.kings[side]
        base = f << 7
        for t in KING_MOVES[side][f]:
            q = sq[t]
            if q and q & 8 != bit:
                app((vic[q] << 17) | base | t)
        out.sort(reverse=True)
        return out

    def legal_moves(self) -> list[int]:
        """Legal moves (slow path, for the root)."""
        out = []
        side = self.side
        for m in self.gen():
            self.make(m)
            if not self.attacked(self.kings[side], side):
                out.append(m)
            self.unmake()
        return out

    # ----- evaluation --------------------------------------------------------------------------
    def evaluate(self) -> int:
        """Full evaluation from the side to move's view (positional terms cached by position key)."""
        key = self.key
        pos = self.evcache.get(key)
        if pos is None:
            if len(self.evcache) >= EVAL_CACHE_CAP:
                self.evcache.clear()
            pos = self.evcache[key] = positional(self.sq, self.plist, self.kings)
        s = self.score + pos
        return (s if self.side == 0 else -s) + 10

    def _has_material(self, side: int) -> bool:
        """True if side has a rook, or two of horses/cannons (null move is safe enough)."""
        bit = side << 3
        pl = self.plist
        return bool(pl[ROOK | bit]) or len(pl[HORSE | bit]) + len(pl[CANNON | bit]) >= 2

    # ----- control -----------------------------------------------------------------------------
    def _poll(self) -> None:
        ev = self.stop_event
        if (ev is not None and ev.is_set()) or time.perf_counter() >= self.deadline:
            raise SearchStop

    def repetition(self) -> int | None:
        """Score of a repeated position within the reversible tail, or None.

        The side that checked with every move of the cycle loses (REP_WIN), unless both did; with no
        such check, the side that chased one same piece with every move loses (cycle_chasers, the
        arbiter's definition of a chase), unless both did (under the Asian Rules, unless only one of
        the two chases is one that is never excused: see set_rules). Anything else is a draw, scored
        ``draw[side to move]`` (see set_contempt); with ``perpetual`` off (the casual ruleset) every
        repetition is such a draw.
        """
        keys = self.keys
        n = len(keys) - 1
        key = keys[n]
        lo = self.floors[-1]
        j = n - 4
        while j >= lo:
            if keys[j] == key:
                if not self.perpetual:
                    return self.draw[self.side]
                checks = self.checks
                them = all(checks[i] for i in range(n, j, -2))
                us = all(checks[i] for i in range(n - 1, j, -2))
                if them != us:
                    return REP_WIN if them else -REP_WIN
                if them:
                    return self.draw[self.side]
                return self._chase_score(j, n) or self.draw[self.side]
            j -= 2
        return None

    def _chase_score(self, j: int, n: int) -> int:
        """Score of the cycle from position j to n (the side to move's view) by the chase rule."""
        cycle = tuple(self.keys[j:n + 1])
        score = self.chase_cache.get(cycle)
        if score is None:
            moves = self._moves_into(j + 1, n + 1)
            if 0 in moves:          # a move before the root not known: judged by the checks alone
                score = 0
            else:
                chasers = cycle_chasers(self.sq, moves, self.side, self.asian)
                us, them = chasers[self.side], chasers[self.side ^ 1]
                score = 0 if us == them else (REP_WIN if them else -REP_WIN)
            if len(self.chase_cache) >= CHASE_CACHE_CAP:
                self.chase_cache.clear()
            self.chase_cache[cycle] = score
        return score

    def _moves_into(self, lo: int, hi: int) -> list[int]:
        """The moves that led to positions lo..hi-1 of ``keys`` (the game's before the root, then the
        search's own from its stack)."""
        root = len(self.keys) - len(self.stack)
        out = []
        for i in range(lo, hi):
            out.append(self.game_moves[i] if i < root else self.stack[i - root][0])
        return out

    # ----- quiescence --------------------------------------------------------------------------
    def qsearch(self, alpha: int, beta: int, ply: int, in_check: bool) -> int:
        """Captures only (all evasions when in check), with stand-pat and delta pruning."""
        self.nodes += 1
        if not self.nodes & POLL_MASK:
            self._poll()
        side = self.side
        opp = side ^ 1
        kings = self.kings
        attacked = self.attacked
        make = self.make
        unmake = self.unmake
        sq = self.sq
        if in_check:
            best = -MATE + ply
            if ply >= MAX_PLY:
                return self.evaluate()
            moves = self.gen()
            for m in moves:
                make(m)
                if attacked(kings[side], side):
                    unmake()
                    continue
                ek = kings[opp]
                gives = ((m >> 7) in _LEGAL_FROM[ek] or (m & 127) in _CHECK_TO[ek]) and attacked(ek, opp)
                score = -self.qsearch(-beta, -alpha, ply + 1, gives)
                unmake()
                if score > best:
                    best = score
                    if score > alpha:
                        alpha = score
                        if score >= beta:
                            return score
            return best
        fast = self.score if side == 0 else -self.score
        if fast - LAZY_MARGIN >= beta:
            return fast
        if fast + LAZY_MARGIN <= alpha:
            stand = fast
        else:
            stand = self.evaluate()
            if stand >= beta:
                return stand
        if ply >= MAX_PLY:
            return stand
        best = stand
        if stand > alpha:
            alpha = stand
        k = kings[side]
        legal_from = _LEGAL_FROM[k]
        line = _LINE[k]
        for x in self.gen_captures():
            m = x & 16383
            t = m & 127
            if stand + CODE_VALUE[sq[t]] + DELTA_MARGIN <= alpha:
                break   # sorted by victim value: no later capture can raise alpha either
            f = m >> 7
            make(m)
            if f == k or f in legal_from or t in line:
                if attacked(kings[side], side):
                    unmake()
                    continue
            ek = kings[opp]
            gives = (f in _LEGAL_FROM[ek] or t in _CHECK_TO[ek]) and attacked(ek, opp)
            if not gives and x >> 17 < _VICTIM[sq[t]] - 5 and attacked(t, side):
                unmake()      # a bigger piece takes a smaller defended one: a losing capture
                continue
            score = -self.qsearch(-beta, -alpha, ply + 1, gives)
            unmake()
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    if score >= beta:
                        return score
        return best

    # ----- main search -------------------------------------------------------------------------
    def search(self, depth: int, alpha: int, beta: int, ply: int, in_check: bool, null_ok: bool) -> int:
        """Negamax PVS; returns a fail-soft score.

        In order: check extension, repetition and mate-distance bounds, the transposition table,
        the pruning of a node far above beta (reverse futility, null move), then the moves (TT move
        first, then captures, killers and quiet moves by history, each stage generated only when the one
        before it did not cut off) with late-move reductions, and
        futility and move-count pruning of quiet moves near the leaves.
        """
        if in_check:
            depth += 1
        if depth <= 0:
            return self.qsearch(alpha, beta, ply, in_check)
        self.nodes += 1
        if not self.nodes & POLL_MASK:
            self._poll()
        rep = self.repetition()
        if rep is not None:
            return rep
        if ply >= MAX_PLY:
            return self.evaluate()
        # Mate distance pruning.
        if alpha < -MATE + ply:
            alpha = -MATE + ply
            if alpha >= beta:
                return alpha
        if beta > MATE - ply - 1:
            beta = MATE - ply - 1
            if alpha >= beta:
                return alpha
        pv_node = beta - alpha > 1
        key = self.key
        entry = self.tt.get(key)
        tmove = 0
        if entry is not None:
            tmove = entry[3]
            if not pv_node and entry[0] >= depth:
                cut = _tt_cutoff(entry, alpha, beta, ply)
                if cut is not None:
                    return cut
        side = self.side
        static = NO_SCORE
        if not in_check and not pv_node:
            static = self.evaluate()
            if -MATE_BOUND < beta < MATE_BOUND:
                cut = self._cut_early(static, depth, beta, ply, null_ok)
                if cut is not None:
                    return cut
        if tmove and not self._pseudo_ok(tmove):
            tmove = 0
        # Quiet moves near the leaves are skipped when far below alpha (futility) or late (move count).
        prune_quiet = static != NO_SCORE and depth <= 2 and alpha > -MATE_BOUND
        futile = static + FUTILITY[depth] <= alpha if prune_quiet else False
        late = LATE_MOVES[depth] if prune_quiet else 999
        sq = self.sq
        k1, k2 = self.killers[ply]
        kings = self.kings
        attacked = self.attacked
        make = self.make
        unmake = self.unmake
        checks = self.checks
        keys = self.keys
        floors = self.floors
        pvt = self.pvt
        lmr = LMR_DEEP if depth >= 5 else LMR_SHALLOW
        opp = side ^ 1
        k = kings[side]
        legal_from = _LEGAL_FROM[k]
        line = _LINE[k]
        best = -INF
        bestm = 0
        legal = 0
        quiets: list[int] = []
        old_alpha = alpha
        for stage in (0, 1, 2):       # the TT move, then captures (MVV-LVA), then quiet moves
            if stage == 0:
                if not tmove:
                    continue
                seq: list[int] = [tmove]
            elif stage == 1:
                seq = self.gen_captures()
                if tmove and sq[tmove & 127]:
                    seq = [x for x in seq if x & 16383 != tmove]
            else:
                seq = self._quiets(tmove, k1, k2)
            for x in seq:
                m = x & 16383
                f = m >> 7
                t = m & 127
                ek = kings[opp]
                may_check = f in _LEGAL_FROM[ek] or t in _CHECK_TO[ek]
                if (prune_quiet and legal and not sq[t] and not may_check and (futile or len(quiets) >= late)
                        and m != k1 and m != k2):
                    continue            # a quiet move that cannot give check, pruned unplayed
                cap = make(m)
                if in_check or f == k or f in legal_from or t in line:
                    if attacked(kings[side], side):
                        unmake()
                        continue
                legal += 1
                gives = may_check and attacked(ek, opp)
                if not cap:
                    quiets.append(m)
                checks.append(gives)
                keys.append(self.key)
                floors.append(len(keys) - 1 if cap else floors[-1])
                if pv_node:
                    pvt[ply + 1] = []
                if legal == 1:
                    score = -self.search(depth - 1, -beta, -alpha, ply + 1, gives, True)
                else:
                    r = 0
                    if depth >= 3 and not cap and not in_check and not gives and m != k1 and m != k2:
                        r = lmr[legal] if legal < 64 else lmr[63]
                        if r and pv_node:
                            r -= 1
                    score = -self.search(depth - 1 - r, -alpha - 1, -alpha, ply + 1, gives, True)
                    if score > alpha and r:
                        score = -self.search(depth - 1, -alpha - 1, -alpha, ply + 1, gives, True)
                    if alpha < score < beta and pv_node:
                        score = -self.search(depth - 1, -beta, -alpha, ply + 1, gives, True)
                checks.pop()
                keys.pop()
                floors.pop()
                unmake()
                if score > best:
                    best = score
                    bestm = m
                    if score > alpha:
                        alpha = score
                        if pv_node:
                            pvt[ply] = [m] + pvt[ply + 1]
                        if score >= beta:
                            if not cap:
                                self._reward(m, depth, ply, quiets)
                            break
            else:
                continue
            break
        if not legal:
            return -MATE + ply      # checkmate or stalemate: the side to move loses
        self._store(key, depth, best, bestm, old_alpha, beta, ply)
        return best

    def _pseudo_ok(self, m: int) -> bool:
        """True if m moves a piece of the side to move and does not take its own piece (a TT move
        from a colliding key is then still safe to make; king safety is tested as for any move)."""
        sq = self.sq
        p = sq[m >> 7]
        q = sq[m & 127]
        return bool(p) and p >> 3 == self.side and not (q and q >> 3 == self.side)

    def _quiets(self, tmove: int, k1: int, k2: int) -> list[int]:
        """The quiet moves other than the TT move, packed with their ordering key and sorted best first:
        the two killers, then by history."""
        sq = self.sq
        hist = self.history
        seq: list[int] = []
        app = seq.append
        for m in self.gen():
            if m == tmove or sq[m & 127]:
                continue
            if m == k1:
                app((1 << 46) << 14 | m)
            elif m == k2:
                app((1 << 45) << 14 | m)
            else:
                app((hist[m] << 14) | m)
        seq.sort(reverse=True)
        return seq

    def _cut_early(self, static: int, depth: int, beta: int, ply: int, null_ok: bool) -> int | None:
        """A score to return at once from a non-PV node standing well above beta, else None: reverse
        futility near the leaves, then the null move."""
        if depth <= 3 and static - 120 * depth >= beta:
            return static
        if null_ok and depth >= 3 and static >= beta and self._has_material(self.side):
            score = self._null_move(depth, beta, ply)
            if score >= beta:
                return beta if score >= MATE_BOUND else score
        return None

    def _null_move(self, depth: int, beta: int, ply: int) -> int:
        """Pass the move and search the reply with a reduced depth; returns the score for the side to
        move (>= beta: the position is good enough to cut without searching a move)."""
        side = self.side
        r = 3 if depth >= 6 else 2
        self.stack.append((0, 0, self.key, self.score))
        self.key ^= ZOBRIST_SIDE
        self.side = side ^ 1
        self.keys.append(self.key)
        self.floors.append(len(self.keys) - 1)
        self.checks.append(False)
        try:
            return -self.search(depth - 1 - r, -beta, -beta + 1, ply + 1, False, False)
        finally:
            self.checks.pop()
            self.floors.pop()
            self.keys.pop()
            self.side = side
            _, _, self.key, self.score = self.stack.pop()

    def _reward(self, m: int, depth: int, ply: int, quiets: list[int]) -> None:
        """A quiet move caused a beta cutoff: make it a killer, raise its history and lower that of
        the quiet moves tried before it."""
        killers = self.killers[ply]
        if m != killers[0]:
            killers[1] = killers[0]
            killers[0] = m
        hist = self.history
        bonus = depth * depth
        hist[m] += bonus
        for q in quiets:
            if q != m:
                hist[q] -= bonus
        if hist[m] > 1 << 30:
            hist[:] = [h >> 1 for h in hist]

    def _store(self, key: int, depth: int, best: int, bestm: int, alpha: int, beta: int, ply: int) -> None:
        """Store a node's result (mate scores made relative to this node) in the transposition table."""
        tt = self.tt
        if len(tt) >= TT_CAP:
            tt.clear()
        stored = best + ply if best > MATE_BOUND else best - ply if best < -MATE_BOUND else best
        flag = LOWER if best >= beta else (EXACT if best > alpha else UPPER)
        tt[key] = (depth, flag, stored, bestm)

    # ----- root --------------------------------------------------------------------------------
    def root(self, moves: list[int], depth: int, alpha: int, beta: int, fixed: dict[int, int],
             noise: dict[int, int] | None,
             on_best: Callable[[int, int, list[int]], None] | None = None) -> tuple[int, int, list[int]]:
        """Search the root moves in order; returns (score, best move, pv).

        Raises SearchStop (the board is then left mid-line: reload it with set_position).
        """
        side = self.side
        opp = side ^ 1
        best = -INF
        bestm = moves[0]
        bestpv = [bestm]
        self.nodes += 1
        first = True
        for m in moves:
            if m in fixed:
                score = fixed[m] or self.draw[side]      # 0: a draw by a ruling
                pv = [m]
            else:
                cap = self.make(m)
                ek = self.kings[opp]
                gives = self.attacked(ek, opp)
                self.checks.append(gives)
                self.keys.append(self.key)
                self.floors.append(len(self.keys) - 1 if cap else self.floors[-1])
                self.pvt[1] = []
                if noise is not None:
                    score = -self.search(depth - 1, -INF, INF, 1, gives, True)
                elif first:
                    score = -self.search(depth - 1, -beta, -alpha, 1, gives, True)
                else:
                    score = -self.search(depth - 1, -alpha - 1, -alpha, 1, gives, True)
                    if alpha < score < beta:
                        score = -self.search(depth - 1, -beta, -alpha, 1, gives, True)
                self.checks.pop()
                self.keys.pop()
                self.floors.pop()
                self.unmake()
                pv = [m] + self.pvt[1]
            if noise is not None:
                score += noise.get(m, 0)
            later = not first
            first = False
            if score > best:
                best = score
                bestm = m
                bestpv = pv
                if score > alpha:
                    if later and on_best is not None:
                        on_best(best, bestm, bestpv)   # a later move beat the first: keep it if stopped
                    alpha = score
                    if score >= beta:
                        break
        return best, bestm, bestpv
