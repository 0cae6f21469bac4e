"""The search: principal variation search with quiescence, on the core's arrays, without recursion.

Scores are centipawns from the side to move's view; ``MATE - n`` mates in n plies. A search that is
stopped (``STOP`` set by another thread, or the node limit reached) sets ``ABORTED`` and unwinds
returning 0; its caller must not use the scores.

The tree is walked with a stack of frames in ``wk`` (layout.FRAME), one per node being searched: a
node's step either returns its score to the frame below, or sets up a child in the frame above
(a move's reply, or a search of the same position: razoring's quiescence, internal iterative
deepening, the null move's reply) and waits in a state that takes the child's score. numba compiles
this loop and caches it; it cannot cache recursive functions.

Selective search, each part behind a switch in ``st`` (layout.P_*, for self-play trials): check
extension; transposition-table cut-offs at non-PV nodes (buckets of 4, replaced by age and depth);
at non-PV nodes not in check, reverse futility (``rfp``), razoring (``razor``) and the null move
(``null``, its reduction growing with depth and the margin above beta); internal iterative
deepening at PV nodes without a table move (``iid``); move ordering: the table move, captures by
most valuable victim / least valuable attacker with losing ones (static exchange evaluation,
``see``) deferred until after the quiet moves, then killers, the counter-move (``counter``) and the
history of quiet moves (``history``: raised on a cut-off, lowered for the quiet moves tried before
it); near the leaves, futility (``futility``) and move-count pruning (``lmp``) of quiet moves that
cannot give check, and losing captures skipped; late-move reductions (``lmr``, by depth and move
number, less at PV nodes and for killers and the counter-move, more for moves with a bad history
and when the position is not improving). Quiescence: see quiesce.py.
"""

from __future__ import annotations

from .board import KEY, KING_RED, SCORE, SIDE, attacked, make, unmake
from .jit import IntArray, jit
from .layout import (A_PUSH, A_RETURN, ABORTED, DRAW_RED, F_RET, F_STATE, FRAME, FS, HN, INF, MAX_PLY,
                     MULTIPV, NO_SCORE, NODES, PV, PV_LEN, ROOT, ROOT_BEST, ROOT_DONE, ROOT_FIXED, ROOT_N,
                     ROOT_NOISE, ROOT_PV, ROOT_PV_LEN, ROOT_SCORE, S_ENTER, S_MOVE_DONE, S_NULL_DONE,
                     S_QENTER, S_QMOVE_DONE, S_RAZOR_DONE)
from .nodes import enter, iid_done, move_done, null_done, push_search, razor_done
from .quiesce import push_qsearch, qenter, qmove_done
from .network import net_make, net_unmake
from .support import push_position


@jit
def run(sq: IntArray, pl: IntArray, st: IntArray, hp: IntArray, tt: IntArray, wk: IntArray, nn: IntArray, nw: IntArray,
        tb: IntArray, tv: IntArray) -> int:
    """Walk the tree from the frame at FRAME (set up by push_search or push_qsearch); its score.

    A step returns A_PUSH (it set up a child in the next frame), A_RETURN (its score is in F_RET) or
    A_CONTINUE (the same frame goes on in its new state: a search node at depth 0 turned quiescence).
    Steps that go on with the next move call it themselves (next_move, qnext)."""
    sp = FRAME
    ret = 0
    while True:
        state = wk[sp + F_STATE]
        if state == S_MOVE_DONE:
            act = move_done(sq, pl, st, hp, tt, wk, nn, nw, sp, ret)
        elif state == S_QMOVE_DONE:
            act = qmove_done(sq, pl, st, tt, wk, nn, nw, sp, ret)
        elif state == S_ENTER:
            act = enter(sq, pl, st, hp, tt, wk, nn, nw, tb, tv, sp)
        elif state == S_QENTER:
            act = qenter(sq, pl, st, tt, wk, nn, nw, tb, tv, sp)
        elif state == S_NULL_DONE:
            act = null_done(sq, pl, st, hp, tt, wk, nn, nw, sp, ret)
        elif state == S_RAZOR_DONE:
            act = razor_done(sq, pl, st, hp, tt, wk, nn, nw, sp, ret)
        else:
            act = iid_done(sq, pl, st, hp, tt, wk, nn, nw, sp)
        if act == A_PUSH:
            sp += FS
        elif act == A_RETURN:
            ret = wk[sp + F_RET]
            if sp == FRAME:
                return ret
            sp -= FS


@jit
def search(sq: IntArray, pl: IntArray, st: IntArray, hp: IntArray, tt: IntArray, wk: IntArray, nn: IntArray,
           nw: IntArray, tb: IntArray, tv: IntArray, depth: int, alpha: int, beta: int, ply: int, in_check: int,
           null_ok: int, n0: int) -> int:
    """The score of the position at ply, searched to depth in the window (alpha, beta)."""
    push_search(wk, FRAME, depth, alpha, beta, ply, in_check, null_ok, n0)
    return run(sq, pl, st, hp, tt, wk, nn, nw, tb, tv)


@jit
def qsearch(sq: IntArray, pl: IntArray, st: IntArray, hp: IntArray, tt: IntArray, wk: IntArray, nn: IntArray,
            nw: IntArray, tb: IntArray, tv: IntArray, alpha: int, beta: int, ply: int, in_check: int, n0: int) -> int:
    """The quiescence score of the position at ply in the window (alpha, beta)."""
    push_qsearch(wk, FRAME, alpha, beta, ply, in_check, n0)
    return run(sq, pl, st, hp, tt, wk, nn, nw, tb, tv)


@jit
def kth_best(wk: IntArray, n: int, k: int) -> int:
    """The k-th best score among the root moves searched so far (-INF if fewer than k)."""
    count = 0
    for i in range(n):
        if wk[ROOT_DONE + i]:
            count += 1
    if count < k:
        return -INF
    last = INF + 1
    value = -INF
    taken = 0
    while taken < k:            # walk down the distinct scores
        value = -INF - 1
        for i in range(n):
            s = wk[ROOT_SCORE + i]
            if wk[ROOT_DONE + i] and value < s < last:
                value = s
        for i in range(n):
            if wk[ROOT_DONE + i] and wk[ROOT_SCORE + i] == value:
                taken += 1
        last = value
    return value


@jit
def root_move(sq: IntArray, pl: IntArray, st: IntArray, hp: IntArray, tt: IntArray, wk: IntArray, nn: IntArray,
              nw: IntArray, tb: IntArray, tv: IntArray, i: int, depth: int, a: int, beta: int, full: int, first: int,
              n0: int) -> int:
    """Search root move i with alpha `a` (PVS: a null window first unless it is the first or `full`);
    its score, and its line into ROOT_PV."""
    side = st[SIDE]
    opp = side ^ 1
    m = wk[ROOT + i]
    key0 = st[KEY]
    score0 = st[SCORE]
    cap = make(sq, pl, st, m)
    net_make(nn, nw, sq, st, m, cap)
    gives = 1 if attacked(sq, pl, st[KING_RED + opp], opp) else 0
    push_position(st, hp, m, gives, cap)
    wk[PV_LEN + 1] = 0
    if full:
        score = -search(sq, pl, st, hp, tt, wk, nn, nw, tb, tv, depth - 1, -INF, INF, 1, gives, 1, n0)
    elif first:
        score = -search(sq, pl, st, hp, tt, wk, nn, nw, tb, tv, depth - 1, -beta, -a, 1, gives, 1, n0)
    else:
        score = -search(sq, pl, st, hp, tt, wk, nn, nw, tb, tv, depth - 1, -a - 1, -a, 1, gives, 1, n0)
        if a < score < beta and not st[ABORTED]:
            score = -search(sq, pl, st, hp, tt, wk, nn, nw, tb, tv, depth - 1, -beta, -a, 1, gives, 1, n0)
    st[HN] -= 1
    net_unmake(nn)
    unmake(sq, pl, st, m, cap, key0, score0)
    base = ROOT_PV + i * MAX_PLY
    n = wk[PV_LEN + 1]
    if n > MAX_PLY - 1:
        n = MAX_PLY - 1
    wk[base] = m
    for c in range(n):
        wk[base + 1 + c] = wk[PV + MAX_PLY + c]
    wk[ROOT_PV_LEN + i] = n + 1
    return score


@jit
def root(sq: IntArray, pl: IntArray, st: IntArray, hp: IntArray, tt: IntArray, wk: IntArray, nn: IntArray, nw: IntArray,
         tb: IntArray, tv: IntArray, depth: int, alpha: int, beta: int, full: int, n0: int) -> int:
    """Search the root moves (wk[ROOT:], ROOT_N of them) at depth; returns the best score.

    Each move's score goes to ROOT_SCORE and its line to ROOT_PV. With MULTIPV k > 1, every move is
    searched with alpha at the k-th best score so far, so the best k have exact scores; with `full`
    (noise on the scores) every move gets the full window. ROOT_BEST is the index of a move that
    beat the first one, if any (the answer when the iteration is stopped).
    """
    side = st[SIDE]
    st[NODES] += 1
    st[ROOT_BEST] = -1
    nroot = st[ROOT_N]
    multipv = st[MULTIPV]
    best = -INF
    for i in range(nroot):
        wk[ROOT_DONE + i] = 0
    for i in range(nroot):
        fixed = wk[ROOT_FIXED + i]
        if fixed != NO_SCORE:
            score = fixed if fixed else st[DRAW_RED + side]
            wk[ROOT_PV + i * MAX_PLY] = wk[ROOT + i]
            wk[ROOT_PV_LEN + i] = 1
        else:
            a = alpha
            if multipv > 1:
                kth = kth_best(wk, nroot, multipv)
                if kth > a:
                    a = kth
            score = root_move(sq, pl, st, hp, tt, wk, nn, nw, tb, tv, i, depth, a, beta, full, i == 0 or a == -INF, n0)
            if st[ABORTED]:
                return best
        score += wk[ROOT_NOISE + i]
        wk[ROOT_SCORE + i] = score
        wk[ROOT_DONE + i] = 1
        if score > best:
            if i > 0 and score > alpha:
                st[ROOT_BEST] = i
            best = score
            if score > alpha and multipv <= 1:
                alpha = score
                if score >= beta:
                    break
    return best


@jit
def quiesce_root(sq: IntArray, pl: IntArray, st: IntArray, hp: IntArray, tt: IntArray, wk: IntArray, nn: IntArray,
                 nw: IntArray, tb: IntArray, tv: IntArray, n0: int) -> None:
    """Each root move's quiescence score (into ROOT_SCORE): a sensible order before the first iteration."""
    side = st[SIDE]
    opp = side ^ 1
    for i in range(st[ROOT_N]):
        m = wk[ROOT + i]
        fixed = wk[ROOT_FIXED + i]
        if fixed != NO_SCORE:
            wk[ROOT_SCORE + i] = fixed
            continue
        key0 = st[KEY]
        score0 = st[SCORE]
        cap = make(sq, pl, st, m)
        net_make(nn, nw, sq, st, m, cap)
        gives = 1 if attacked(sq, pl, st[KING_RED + opp], opp) else 0
        score = -qsearch(sq, pl, st, hp, tt, wk, nn, nw, tb, tv, -INF, INF, 1, gives, n0)
        net_unmake(nn)
        unmake(sq, pl, st, m, cap, key0, score0)
        if st[ABORTED]:
            return
        wk[ROOT_SCORE + i] = score
