"""Quiescence nodes, as steps of the search's frame loop (search.py): captures that do not lose
material by the static exchange evaluation (every evasion when in check), with stand-pat and
delta pruning, the most valuable victim first; at the first quiescence ply below the main search
(F_DEPTH 0; deeper ones have -1), then the quiet moves that give check and do not lose the piece
(the search's parameter "qs_checks"): a mate or a forcing attack one move past the horizon."""

from __future__ import annotations

from .board import KEY, KING_RED, SCORE, SIDE, attacked, gen_captures, gen_quiet_checks, gen_quiets, make, unmake
from .jit import IntArray, jit
from .layout import (A_PUSH, A_RETURN, ABORTED, EXACT, F_ALPHA, F_BEST, F_BETA, F_CAP, F_CHECK, F_DEPTH,
                     F_EVASIONS, F_HI, F_I, F_KEY, F_KEY0, F_MOVE, F_N0, F_NQ, F_OLD_ALPHA, F_PLY, F_RET,
                     F_SCORE0, F_STAND, F_STATE, FS, LOWER, MATE, MAX_PLY, NODES, P_QS_CHECKS, P_QS_TT, P_SEE,
                     NO_SCORE, S_QENTER, S_QMOVE_DONE, S_QMOVES, SELDEPTH, TB_N, UPPER)
from .network import net_make, net_unmake
from .prims import sort_desc
from .support import evaluate, gives_check, poll, see, tt_probe, tt_score, tt_store
from .tbprobe import tb_probe
from .tables import EXPOSE, LINE, SEE_VALUE

LAZY_MARGIN = 450         # skip the positional terms when material alone decides
DELTA_MARGIN = 120        # a capture this far short of alpha is not tried


@jit
def push_qsearch(wk: IntArray, f: int, alpha: int, beta: int, ply: int, in_check: int, n0: int) -> None:
    """Set up the frame at f for a quiescence node."""
    wk[f + F_STATE] = S_QENTER
    wk[f + F_ALPHA] = alpha
    wk[f + F_BETA] = beta
    wk[f + F_PLY] = ply
    wk[f + F_CHECK] = in_check
    wk[f + F_N0] = n0
    wk[f + F_DEPTH] = -1


@jit
def order_captures(sq: IntArray, wk: IntArray, lo: int, hi: int) -> None:
    """Pack each capture with its order (most valuable victim, then least valuable attacker) and sort."""
    for i in range(lo, hi):
        m = wk[i]
        wk[i] = (((SEE_VALUE[sq[m & 127]] << 6) | (63 - (SEE_VALUE[sq[m >> 7]] >> 7))) << 14) | m
    sort_desc(wk, lo, hi)


@jit
def qenter(sq: IntArray, pl: IntArray, st: IntArray, tt: IntArray, wk: IntArray, nn: IntArray, nw: IntArray,
           tb: IntArray, tv: IntArray, f: int) -> int:
    """A quiescence node's entry: an endgame table's value, stand pat, or the moves to try."""
    st[NODES] += 1
    if (st[NODES] & 1023) == 0 and poll(st):
        wk[f + F_RET] = 0
        return A_RETURN
    ply = wk[f + F_PLY]
    if ply > st[SELDEPTH]:
        st[SELDEPTH] = ply
    if ply >= MAX_PLY:
        wk[f + F_RET] = evaluate(sq, pl, st, wk, nn, nw)
        return A_RETURN
    if tb[TB_N] and ply:                # an endgame table's exact value (tbprobe.py)
        exact = tb_probe(pl, st, tb, tv, ply)
        if exact != NO_SCORE:
            wk[f + F_RET] = exact
            return A_RETURN
    side = st[SIDE]
    n0 = wk[f + F_N0]
    if wk[f + F_CHECK]:
        n = gen_captures(sq, pl, side, wk, n0)
        wk[f + F_HI] = gen_quiets(sq, pl, side, wk, n)
        wk[f + F_BEST] = -MATE + ply
        wk[f + F_EVASIONS] = 1
    else:
        alpha = wk[f + F_ALPHA]
        beta = wk[f + F_BETA]
        wk[f + F_OLD_ALPHA] = alpha
        checks = st[P_QS_CHECKS] and wk[f + F_DEPTH] == 0
        if st[P_QS_TT]:
            key = st[KEY]
            wk[f + F_KEY] = key
            data = tt_probe(tt, st, key)
            # (an entry of depth 0 may come from a quiescence node that did not try the checks)
            if data >= 0 and not (checks and ((data >> 14) & 127) == 0):
                s = tt_score(data, ply)
                flag = (data >> 21) & 3
                if flag == EXACT or (flag == LOWER and s >= beta) or (flag == UPPER and s <= alpha):
                    wk[f + F_RET] = s
                    return A_RETURN
        fast = st[SCORE] if side == 0 else -st[SCORE]
        if fast - LAZY_MARGIN >= beta:
            wk[f + F_RET] = fast
            return A_RETURN
        if fast + LAZY_MARGIN <= alpha:
            stand = fast
        else:
            stand = evaluate(sq, pl, st, wk, nn, nw)
            if stand >= beta:
                wk[f + F_RET] = stand
                return A_RETURN
        if stand > alpha:
            wk[f + F_ALPHA] = stand
        wk[f + F_BEST] = stand
        wk[f + F_STAND] = stand
        wk[f + F_EVASIONS] = 0
        n = gen_captures(sq, pl, side, wk, n0)
        order_captures(sq, wk, n0, n)
        wk[f + F_NQ] = n                # the quiet checks' start
        hi = n
        if checks:
            hi = gen_quiet_checks(sq, pl, side, st[KING_RED + (side ^ 1)], wk, n)
        wk[f + F_HI] = hi
    wk[f + F_I] = n0
    wk[f + F_STATE] = S_QMOVES
    return qnext(sq, pl, st, tt, wk, nn, nw, f)


@jit
def qnext(sq: IntArray, pl: IntArray, st: IntArray, tt: IntArray, wk: IntArray, nn: IntArray, nw: IntArray,
          f: int) -> int:
    """Make the node's next move worth trying and set up its child, or return the node's score."""
    side = st[SIDE]
    k = st[KING_RED + side]
    i = wk[f + F_I]
    hi = wk[f + F_HI]
    evasions = wk[f + F_EVASIONS]
    alpha = wk[f + F_ALPHA]
    stand = wk[f + F_STAND]
    use_see = st[P_SEE]
    quiet = wk[f + F_NQ]
    while i < hi:
        m = wk[i] & 16383
        i += 1
        fr = m >> 7
        t = m & 127
        if not evasions:
            victim = sq[t]
            if i > quiet:                   # a quiet check
                if use_see and see(sq, wk, m) < 0:
                    continue
            elif stand + SEE_VALUE[victim] + DELTA_MARGIN <= alpha:
                i = quiet       # sorted by victim: no later capture can raise alpha either
                continue
            elif use_see and SEE_VALUE[sq[fr]] > SEE_VALUE[victim] and see(sq, wk, m) < 0:
                continue
        key0 = st[KEY]
        score0 = st[SCORE]
        cap = make(sq, pl, st, m)
        if (evasions or fr == k or EXPOSE[k * 90 + fr] or LINE[k * 90 + t]) and \
                attacked(sq, pl, st[KING_RED + side], side):
            unmake(sq, pl, st, m, cap, key0, score0)
            continue
        gives = gives_check(sq, pl, st, m)
        if not evasions and i > quiet and not gives:
            unmake(sq, pl, st, m, cap, key0, score0)
            continue
        wk[f + F_I] = i
        wk[f + F_MOVE] = m
        wk[f + F_CAP] = cap
        wk[f + F_KEY0] = key0
        wk[f + F_SCORE0] = score0
        wk[f + F_STATE] = S_QMOVE_DONE
        net_make(nn, nw, sq, st, m, cap)
        push_qsearch(wk, f + FS, -wk[f + F_BETA], -alpha, wk[f + F_PLY] + 1, gives, hi)
        return A_PUSH
    return qresult(st, tt, wk, f, wk[f + F_BEST])


@jit
def qresult(st: IntArray, tt: IntArray, wk: IntArray, f: int, score: int) -> int:
    """The node returns score (a searched score, not an evasion's: kept in the table at depth 0)."""
    wk[f + F_RET] = score
    if st[P_QS_TT] and not wk[f + F_EVASIONS]:
        flag = LOWER if score >= wk[f + F_BETA] else (EXACT if score > wk[f + F_OLD_ALPHA] else UPPER)
        tt_store(tt, st, wk[f + F_KEY], 0, flag, score, 0, wk[f + F_STAND], wk[f + F_PLY])
    return A_RETURN


@jit
def qmove_done(sq: IntArray, pl: IntArray, st: IntArray, tt: IntArray, wk: IntArray, nn: IntArray, nw: IntArray, f: int,
               ret: int) -> int:
    """A quiescence move's child returned `ret`: take the move back and keep its score."""
    net_unmake(nn)
    unmake(sq, pl, st, wk[f + F_MOVE], wk[f + F_CAP], wk[f + F_KEY0], wk[f + F_SCORE0])
    if st[ABORTED]:
        wk[f + F_RET] = 0
        return A_RETURN
    score = -ret
    if score > wk[f + F_BEST]:
        wk[f + F_BEST] = score
        if score > wk[f + F_ALPHA]:
            wk[f + F_ALPHA] = score
            if score >= wk[f + F_BETA]:
                return qresult(st, tt, wk, f, score)
    wk[f + F_STATE] = S_QMOVES
    return qnext(sq, pl, st, tt, wk, nn, nw, f)
