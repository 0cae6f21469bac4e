"""Search nodes, as steps of the search's frame loop (search.py).

A node's entry (``enter``) cuts at once where it can (repetition rulings, mate distance, the
transposition table, reverse futility), else may first search at the same ply (razoring: a
quiescence search; internal iterative deepening: a shallower search for a move to try first) or
pass the move (null move), each answered in its ``*_done`` step; then ``next_move`` tries the moves
in stages and ``move_done`` takes each child's score (re-searching a reduced or null-window move
that came out above alpha) until a cut-off or the last move, when the result is stored.
"""

from __future__ import annotations

from .board import KEY, KING_RED, SCORE, SIDE, attacked, gen_captures, gen_quiets, make, unmake
from .jit import IntArray, jit
from .layout import (A_CONTINUE, A_PUSH, A_RETURN, ABORTED, COUNTER, EXACT, F_ALPHA, F_BEST, F_BEST_MOVE,
                     F_BETA, F_CAP, F_CHECK, F_CHILD, F_CM, F_DEPTH, F_GIVES, F_HI, F_I, F_IMPROVING, F_K1,
                     F_K2, F_KEY, F_KEY0, F_LEGAL, F_LMP, F_MOVE, F_N0, F_NC, F_NQ, F_NULL_OK, F_OLD_ALPHA,
                     F_PHASE, F_PLY, F_PRUNE, F_PV, F_QUIETS, F_R, F_RET, F_SCORE0, F_STAGE, F_STATE,
                     F_STATIC, F_TMOVE, F_VICTIM, FRAME, FRAMES, FS, HIST, HN, INF, KILLERS, LOWER, MATE, MATE_BOUND,
                     MAX_PLY, NO_REP, NO_SCORE, NODES, P_CHECK_EXT, P_COUNTER, P_FUTILITY, P_HISTORY, P_GRAVITY, P_IID,
                     P_LMP, P_LMR, P_NULL, P_RAZOR, P_RFP, P_SEE, PV, PV_LEN, REP_WIN, S_ENTER, S_IID_DONE,
                     S_MOVE_DONE, S_MOVES, S_NULL_DONE, S_QENTER, S_RAZOR_DONE, STATIC, TB_N, UPPER)
from .network import net_make, net_unmake
from .prims import sort_desc
from .quiesce import order_captures, push_qsearch
from .support import (evaluate, gives_check, has_material, poll, pseudo_ok, push_position, repetition, see,
                      tt_probe, tt_score, tt_store)
from .tbprobe import tb_probe
from .tables import CHECK_TO, EXPOSE, LINE, LMR, SEE_VALUE, ZSIDE

FUTILITY = (0, 150, 300, 450)     # by depth: a quiet move this far below alpha is not searched
LATE_MOVES = (0, 10, 18, 28)      # by depth: quiet moves searched before the rest are skipped
RFP_MARGIN = 120          # reverse futility: a node this far above beta per ply of depth returns
RAZOR_MARGIN = (0, 250, 400)      # by depth: a node this far below alpha tries quiescence
BAD = 1 << 62             # a capture that loses material, deferred until after the quiet moves
HIST_MAX = 1 << 30
HIST_LIMIT = 16384          # with `gravity`: history values stay within +-HIST_LIMIT


@jit
def push_search(wk: IntArray, f: int, depth: int, alpha: int, beta: int, ply: int, in_check: int, null_ok: int,
                n0: int) -> None:
    """Set up the frame at f for a search node."""
    wk[f + F_STATE] = S_ENTER
    wk[f + F_DEPTH] = depth
    wk[f + F_ALPHA] = alpha
    wk[f + F_BETA] = beta
    wk[f + F_PLY] = ply
    wk[f + F_CHECK] = in_check
    wk[f + F_NULL_OK] = null_ok
    wk[f + F_N0] = n0


@jit
def give(wk: IntArray, f: int, score: int) -> int:
    """The node returns score."""
    wk[f + F_RET] = score
    return A_RETURN


@jit
def enter(sq: IntArray, pl: IntArray, st: IntArray, hp: IntArray, tt: IntArray, wk: IntArray, nn: IntArray,
          nw: IntArray, tb: IntArray, tv: IntArray, f: int) -> int:
    """A search node's entry (see the module docstring)."""
    depth = wk[f + F_DEPTH]
    in_check = wk[f + F_CHECK]
    if in_check and st[P_CHECK_EXT]:
        depth += 1
        wk[f + F_DEPTH] = depth
    if depth <= 0:
        wk[f + F_DEPTH] = 0             # the first quiescence ply (quiet checks too)
        wk[f + F_STATE] = S_QENTER
        return A_CONTINUE
    st[NODES] += 1
    if (st[NODES] & 1023) == 0 and poll(st):
        return give(wk, f, 0)
    rep = repetition(sq, st, hp, wk)
    ply = wk[f + F_PLY]
    if rep != NO_REP:
        if rep == REP_WIN:                  # a ruling decides the game as a mate would, here
            rep = MATE - ply
        elif rep == -REP_WIN:
            rep = -MATE + ply
        return give(wk, f, rep)
    if ply >= MAX_PLY:
        return give(wk, f, evaluate(sq, pl, st, wk, nn, nw))
    if tb[TB_N]:                        # an endgame table's exact value (tbprobe.py)
        exact = tb_probe(pl, st, tb, tv, ply)
        if exact != NO_SCORE:
            return give(wk, f, exact)
    alpha = wk[f + F_ALPHA]
    beta = wk[f + F_BETA]
    if alpha < -MATE + ply:             # mate distance pruning
        alpha = -MATE + ply
        if alpha >= beta:
            return give(wk, f, alpha)
    if beta > MATE - ply - 1:
        beta = MATE - ply - 1
        if alpha >= beta:
            return give(wk, f, alpha)
    wk[f + F_ALPHA] = alpha
    wk[f + F_BETA] = beta
    pv_node = 1 if beta - alpha > 1 else 0
    wk[f + F_PV] = pv_node
    key = st[KEY]
    wk[f + F_KEY] = key
    data = tt_probe(tt, st, key)
    tmove = 0
    if data >= 0:
        tmove = data & 16383
        if not pv_node and ((data >> 14) & 127) >= depth:
            s = tt_score(data, ply)
            flag = (data >> 21) & 3
            if flag == EXACT or (flag == LOWER and s >= beta) or (flag == UPPER and s <= alpha):
                return give(wk, f, s)
    wk[f + F_TMOVE] = tmove
    static = NO_SCORE
    if not in_check:
        static = evaluate(sq, pl, st, wk, nn, nw)
    wk[f + F_STATIC] = static
    wk[STATIC + ply] = static
    if not in_check and not pv_node and -MATE_BOUND < beta < MATE_BOUND:
        if st[P_RFP] and depth <= 3 and static - RFP_MARGIN * depth >= beta:
            return give(wk, f, static)
        if st[P_RAZOR] and depth <= 2 and static + RAZOR_MARGIN[depth] <= alpha and f + 2 * FS < FRAME + FRAMES * FS:
            wk[f + F_STATE] = S_RAZOR_DONE
            push_qsearch(wk, f + FS, alpha, alpha + 1, ply, 0, wk[f + F_N0])
            return A_PUSH
    return try_null(sq, pl, st, hp, tt, wk, nn, nw, f)


@jit
def razor_done(sq: IntArray, pl: IntArray, st: IntArray, hp: IntArray, tt: IntArray, wk: IntArray, nn: IntArray,
               nw: IntArray, f: int, ret: int) -> int:
    """Razoring's quiescence search (at this node) returned `ret`: cut if it stays below alpha."""
    if st[ABORTED]:
        return give(wk, f, 0)
    if ret <= wk[f + F_ALPHA]:
        return give(wk, f, ret)
    return try_null(sq, pl, st, hp, tt, wk, nn, nw, f)


@jit
def try_null(sq: IntArray, pl: IntArray, st: IntArray, hp: IntArray, tt: IntArray, wk: IntArray, nn: IntArray,
             nw: IntArray, f: int) -> int:
    """Pass the move at a non-PV node standing above beta (the reply searched with a reduction)."""
    depth = wk[f + F_DEPTH]
    beta = wk[f + F_BETA]
    static = wk[f + F_STATIC]
    if (wk[f + F_NULL_OK] and st[P_NULL] and depth >= 3 and not wk[f + F_PV] and not wk[f + F_CHECK]
            and static >= beta and -MATE_BOUND < beta < MATE_BOUND and has_material(pl, st[SIDE])):
        extra = (static - beta) // 200
        r = 3 + depth // 4 + (2 if extra > 2 else extra)
        wk[f + F_KEY0] = st[KEY]
        st[KEY] ^= ZSIDE
        st[SIDE] ^= 1
        n = st[HN]
        hp[n * 4] = st[KEY]
        hp[n * 4 + 1] = 0
        hp[n * 4 + 2] = 0
        hp[n * 4 + 3] = n           # no repetition reaches across a null move
        st[HN] = n + 1
        wk[f + F_STATE] = S_NULL_DONE
        push_search(wk, f + FS, depth - 1 - r, -beta, -beta + 1, wk[f + F_PLY] + 1, 0, 0, wk[f + F_N0])
        return A_PUSH
    return try_iid(sq, pl, st, hp, tt, wk, nn, nw, f)


@jit
def null_done(sq: IntArray, pl: IntArray, st: IntArray, hp: IntArray, tt: IntArray, wk: IntArray, nn: IntArray,
              nw: IntArray, f: int, ret: int) -> int:
    """The null move's reply returned `ret`: take the pass back; cut if the score holds beta."""
    st[HN] -= 1
    st[SIDE] ^= 1
    st[KEY] = wk[f + F_KEY0]
    if st[ABORTED]:
        return give(wk, f, 0)
    score = -ret
    if score >= wk[f + F_BETA]:
        return give(wk, f, wk[f + F_BETA] if score >= MATE_BOUND else score)
    return try_iid(sq, pl, st, hp, tt, wk, nn, nw, f)


@jit
def try_iid(sq: IntArray, pl: IntArray, st: IntArray, hp: IntArray, tt: IntArray, wk: IntArray, nn: IntArray,
            nw: IntArray, f: int) -> int:
    """At a PV node without a table move, a shallower search of this node first, for its best move."""
    tmove = wk[f + F_TMOVE]
    if tmove and not pseudo_ok(sq, st[SIDE], tmove):
        tmove = 0
        wk[f + F_TMOVE] = 0
    depth = wk[f + F_DEPTH]
    if (st[P_IID] and not tmove and wk[f + F_PV] and depth >= 5 and not wk[f + F_CHECK]
            and f + 2 * FS < FRAME + FRAMES * FS):
        wk[f + F_STATE] = S_IID_DONE
        push_search(wk, f + FS, depth - 2, wk[f + F_ALPHA], wk[f + F_BETA], wk[f + F_PLY], 0, 0, wk[f + F_N0])
        return A_PUSH
    return start_moves(sq, pl, st, hp, tt, wk, nn, nw, f)


@jit
def iid_done(sq: IntArray, pl: IntArray, st: IntArray, hp: IntArray, tt: IntArray, wk: IntArray, nn: IntArray,
             nw: IntArray, f: int) -> int:
    """The shallower search ended: its best move (from the table) is tried first."""
    if st[ABORTED]:
        return give(wk, f, 0)
    data = tt_probe(tt, st, wk[f + F_KEY])
    if data >= 0 and pseudo_ok(sq, st[SIDE], data & 16383):
        wk[f + F_TMOVE] = data & 16383
    return start_moves(sq, pl, st, hp, tt, wk, nn, nw, f)


@jit
def start_moves(sq: IntArray, pl: IntArray, st: IntArray, hp: IntArray, tt: IntArray, wk: IntArray, nn: IntArray,
                nw: IntArray, f: int) -> int:
    """Set up the node's move loop and make its first move."""
    ply = wk[f + F_PLY]
    depth = wk[f + F_DEPTH]
    static = wk[f + F_STATIC]
    improving = 1 if ply >= 2 and static != NO_SCORE and static > wk[STATIC + ply - 2] else 0
    wk[f + F_IMPROVING] = improving
    wk[f + F_PRUNE] = 1 if (not wk[f + F_PV] and not wk[f + F_CHECK] and static != NO_SCORE
                            and wk[f + F_ALPHA] > -MATE_BOUND) else 0
    wk[f + F_K1] = wk[KILLERS + 2 * ply]
    wk[f + F_K2] = wk[KILLERS + 2 * ply + 1]
    prev = hp[(st[HN] - 1) * 4 + 2]
    wk[f + F_CM] = wk[COUNTER + sq[prev & 127] * 90 + (prev & 127)] if prev and st[P_COUNTER] else 0
    wk[f + F_LMP] = LATE_MOVES[depth] + (4 if improving else 0) if depth <= 3 else 999
    wk[f + F_BEST] = -INF
    wk[f + F_BEST_MOVE] = 0
    wk[f + F_LEGAL] = 0
    wk[f + F_QUIETS] = 0
    wk[f + F_OLD_ALPHA] = wk[f + F_ALPHA]
    wk[f + F_STAGE] = -1
    wk[f + F_I] = 0
    wk[f + F_HI] = 0
    wk[f + F_NC] = wk[f + F_N0]
    wk[f + F_NQ] = wk[f + F_N0]
    wk[f + F_STATE] = S_MOVES
    return next_move(sq, pl, st, hp, tt, wk, nn, nw, f)


@jit
def next_stage(sq: IntArray, pl: IntArray, st: IntArray, wk: IntArray, f: int) -> bool:
    """Generate the node's next stage of moves; False when all four are done: the table move,
    captures, quiet moves (killers, counter-move, history), losing captures."""
    stage = wk[f + F_STAGE] + 1
    wk[f + F_STAGE] = stage
    n0 = wk[f + F_N0]
    side = st[SIDE]
    if stage == 0:
        tmove = wk[f + F_TMOVE]
        wk[n0] = tmove
        wk[f + F_I] = n0
        wk[f + F_HI] = n0 + 1 if tmove else n0
        wk[f + F_CHILD] = n0 + 1
    elif stage == 1:
        hi = gen_captures(sq, pl, side, wk, n0)
        order_captures(sq, wk, n0, hi)
        wk[f + F_I] = n0
        wk[f + F_HI] = hi
        wk[f + F_NC] = hi
        wk[f + F_CHILD] = hi
    elif stage == 2:
        nc = wk[f + F_NC]
        hi = gen_quiets(sq, pl, side, wk, nc)
        k1 = wk[f + F_K1]
        k2 = wk[f + F_K2]
        cm = wk[f + F_CM]
        use_history = st[P_HISTORY]
        for i in range(nc, hi):
            m = wk[i]
            if m == k1:
                o = 1 << 46
            elif m == k2:
                o = 1 << 45
            elif m == cm:
                o = 1 << 44
            elif use_history:
                o = wk[HIST + m]
            else:
                o = 0
            wk[i] = (o << 14) | m
        sort_desc(wk, nc, hi)
        wk[f + F_I] = nc
        wk[f + F_HI] = hi
        wk[f + F_NQ] = hi
        wk[f + F_CHILD] = hi
    elif stage == 3:
        wk[f + F_I] = n0
        wk[f + F_HI] = wk[f + F_NC]
        wk[f + F_CHILD] = wk[f + F_NQ]
    else:
        return False
    return True


@jit
def next_move(sq: IntArray, pl: IntArray, st: IntArray, hp: IntArray, tt: IntArray, wk: IntArray, nn: IntArray,
              nw: IntArray, f: int) -> int:
    """Make the node's next move worth searching and set up its child; at the end, the node's result."""
    side = st[SIDE]
    k = st[KING_RED + side]
    ek = st[KING_RED + (side ^ 1)]
    tmove = wk[f + F_TMOVE]
    in_check = wk[f + F_CHECK]
    prune = wk[f + F_PRUNE]
    depth = wk[f + F_DEPTH]
    k1 = wk[f + F_K1]
    k2 = wk[f + F_K2]
    use_see = st[P_SEE]
    while True:
        i = wk[f + F_I]
        if i >= wk[f + F_HI]:
            if not next_stage(sq, pl, st, wk, f):
                return finish(st, tt, wk, f)
            continue
        wk[f + F_I] = i + 1
        stage = wk[f + F_STAGE]
        x = wk[i]
        if stage == 3:
            if not x & BAD:
                continue
            x ^= BAD
        m = x & 16383
        if stage > 0 and m == tmove:
            wk[i] = 0
            continue
        fr = m >> 7
        t = m & 127
        victim = sq[t]
        if stage == 1 and use_see and SEE_VALUE[sq[fr]] > SEE_VALUE[victim] and see(sq, wk, m) < 0:
            wk[i] = x | BAD
            continue
        may_check = EXPOSE[ek * 90 + fr] or CHECK_TO[ek * 90 + t]
        if prune and wk[f + F_LEGAL] and wk[f + F_BEST] > -MATE_BOUND and not may_check and m != k1 and m != k2:
            if victim == 0:
                if (st[P_LMP] and wk[f + F_QUIETS] >= wk[f + F_LMP]) or (
                        st[P_FUTILITY] and depth <= 3 and wk[f + F_STATIC] + FUTILITY[depth] <= wk[f + F_ALPHA]):
                    wk[i] = 0
                    continue
            elif stage == 3 and depth <= 3 and use_see:
                continue        # a losing capture near the leaves
        key0 = st[KEY]
        score0 = st[SCORE]
        cap = make(sq, pl, st, m)
        if (in_check or fr == k or EXPOSE[k * 90 + fr] or LINE[k * 90 + t]) and \
                attacked(sq, pl, st[KING_RED + side], side):
            unmake(sq, pl, st, m, cap, key0, score0)
            if victim == 0:
                wk[i] = 0
            continue
        return start_child(sq, pl, st, hp, wk, nn, nw, f, m, cap, key0, score0, victim, 1 if may_check else 0)


@jit
def start_child(sq: IntArray, pl: IntArray, st: IntArray, hp: IntArray, wk: IntArray, nn: IntArray, nw: IntArray,
                f: int, m: int, cap: int, key0: int, score0: int, victim: int, may_check: int) -> int:
    """m was made and is legal: record it and set up its search (reduced if it is a late quiet move)."""
    legal = wk[f + F_LEGAL] + 1
    wk[f + F_LEGAL] = legal
    net_make(nn, nw, sq, st, m, cap)
    gives = gives_check(sq, pl, st, m) if may_check else 0
    if victim == 0:
        wk[f + F_QUIETS] += 1
    push_position(st, hp, m, gives, cap)
    ply = wk[f + F_PLY]
    depth = wk[f + F_DEPTH]
    alpha = wk[f + F_ALPHA]
    beta = wk[f + F_BETA]
    pv_node = wk[f + F_PV]
    if pv_node:
        wk[PV_LEN + ply + 1] = 0
    wk[f + F_MOVE] = m
    wk[f + F_CAP] = cap
    wk[f + F_KEY0] = key0
    wk[f + F_SCORE0] = score0
    wk[f + F_VICTIM] = victim
    wk[f + F_GIVES] = gives
    wk[f + F_STATE] = S_MOVE_DONE
    child = wk[f + F_CHILD]
    if legal == 1:
        wk[f + F_R] = 0
        wk[f + F_PHASE] = 2
        push_search(wk, f + FS, depth - 1, -beta, -alpha, ply + 1, gives, 1, child)
        return A_PUSH
    r = 0
    if st[P_LMR] and depth >= 3 and victim == 0 and not wk[f + F_CHECK] and not gives:
        r = LMR[(depth if depth < 63 else 63) * 64 + (legal if legal < 63 else 63)]
        if pv_node:
            r -= 1
        if m == wk[f + F_K1] or m == wk[f + F_K2] or m == wk[f + F_CM]:
            r -= 1
        if st[P_HISTORY] and wk[HIST + m] < 0:
            r += 1
        if not wk[f + F_IMPROVING]:
            r += 1
        if r > depth - 2:
            r = depth - 2
        if r < 0:
            r = 0
    wk[f + F_R] = r
    wk[f + F_PHASE] = 0
    push_search(wk, f + FS, depth - 1 - r, -alpha - 1, -alpha, ply + 1, gives, 1, child)
    return A_PUSH


@jit
def move_done(sq: IntArray, pl: IntArray, st: IntArray, hp: IntArray, tt: IntArray, wk: IntArray, nn: IntArray,
              nw: IntArray, f: int, ret: int) -> int:
    """A move's child returned `ret`: search it again if a reduced or null-window search came out
    above alpha; else take the move back and keep its score (a cut-off ends the node)."""
    score = -ret
    if not st[ABORTED]:
        phase = wk[f + F_PHASE]
        alpha = wk[f + F_ALPHA]
        beta = wk[f + F_BETA]
        ply = wk[f + F_PLY]
        depth = wk[f + F_DEPTH]
        gives = wk[f + F_GIVES]
        child = wk[f + F_CHILD]
        if phase == 0:
            wk[f + F_PHASE] = 1
            if wk[f + F_R] and score > alpha:
                push_search(wk, f + FS, depth - 1, -alpha - 1, -alpha, ply + 1, gives, 1, child)
                return A_PUSH
            phase = 1
        if phase == 1:
            wk[f + F_PHASE] = 2
            if wk[f + F_PV] and alpha < score < beta:
                push_search(wk, f + FS, depth - 1, -beta, -alpha, ply + 1, gives, 1, child)
                return A_PUSH
    m = wk[f + F_MOVE]
    st[HN] -= 1
    net_unmake(nn)
    unmake(sq, pl, st, m, wk[f + F_CAP], wk[f + F_KEY0], wk[f + F_SCORE0])
    if st[ABORTED]:
        return give(wk, f, 0)
    if score > wk[f + F_BEST]:
        wk[f + F_BEST] = score
        wk[f + F_BEST_MOVE] = m
        if score > wk[f + F_ALPHA]:
            wk[f + F_ALPHA] = score
            ply = wk[f + F_PLY]
            if wk[f + F_PV]:
                save_pv(wk, ply, m)
            if score >= wk[f + F_BETA]:
                if wk[f + F_VICTIM] == 0:
                    stage = wk[f + F_STAGE]
                    reward(st, hp, wk, sq, m, wk[f + F_DEPTH], ply, wk[f + F_NC] if stage == 2 else 0,
                           wk[f + F_I] - 1 if stage == 2 else 0)
                return finish(st, tt, wk, f)
    wk[f + F_STATE] = S_MOVES
    return next_move(sq, pl, st, hp, tt, wk, nn, nw, f)


@jit
def finish(st: IntArray, tt: IntArray, wk: IntArray, f: int) -> int:
    """The node's result: mated (or stalemated) without a legal move; else its best score, stored."""
    ply = wk[f + F_PLY]
    if not wk[f + F_LEGAL]:
        return give(wk, f, -MATE + ply)
    best = wk[f + F_BEST]
    beta = wk[f + F_BETA]
    flag = LOWER if best >= beta else (EXACT if best > wk[f + F_OLD_ALPHA] else UPPER)
    static = wk[f + F_STATIC]
    tt_store(tt, st, wk[f + F_KEY], wk[f + F_DEPTH], flag, best, wk[f + F_BEST_MOVE],
             static if static != NO_SCORE else 0, ply)
    return give(wk, f, best)


@jit
def save_pv(wk: IntArray, ply: int, m: int) -> None:
    """The line from ply: m, then the child's line."""
    base = PV + ply * MAX_PLY
    child = PV + (ply + 1) * MAX_PLY
    n = wk[PV_LEN + ply + 1]
    if n > MAX_PLY - 1:
        n = MAX_PLY - 1
    wk[base] = m
    for c in range(n):
        wk[base + 1 + c] = wk[child + c]
    wk[PV_LEN + ply] = n + 1


@jit
def reward(st: IntArray, hp: IntArray, wk: IntArray, sq: IntArray, m: int, depth: int, ply: int, lo: int,
           hi: int) -> None:
    """A quiet move m cut off: make it a killer and the counter-move of the move before, raise its
    history and lower that of the quiet moves tried before it (wk[lo:hi], 0 for those not tried)."""
    kb = KILLERS + 2 * ply
    if wk[kb] != m:
        wk[kb + 1] = wk[kb]
        wk[kb] = m
    prev = hp[(st[HN] - 1) * 4 + 2]
    if prev:
        wk[COUNTER + sq[prev & 127] * 90 + (prev & 127)] = m
    bonus = depth * depth
    if st[P_GRAVITY]:           # each update pulls the value toward +-HIST_LIMIT: it stays in range
        bonus = bonus if bonus < 400 else 400
        h = wk[HIST + m]
        wk[HIST + m] = h + bonus - h * bonus // HIST_LIMIT
        for i in range(lo, hi):
            q = wk[i] & 16383
            if q and q != m:
                h = wk[HIST + q]
                wk[HIST + q] = h - bonus - h * bonus // HIST_LIMIT
        return
    wk[HIST + m] += bonus
    for i in range(lo, hi):
        q = wk[i] & 16383
        if q and q != m:
            wk[HIST + q] -= bonus
    if wk[HIST + m] > HIST_MAX:
        for i in range(HIST, HIST + (90 << 7)):
            wk[i] = wk[i] // 2
