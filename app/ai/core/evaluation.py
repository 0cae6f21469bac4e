"""The evaluation's positional terms: the one implementation, compiled by numba or run by CPython.

The material + square sum is kept by make/unmake (``st[SCORE]``); ``positional`` adds the terms
computed at the leaves (king safety, horse mobility, cannons on the king's lines, pawns side by side,
the phase term; app.ai.core.weights names them, ``Term``, and holds their weights), weighted by
POSITIONAL_WEIGHT and rounded toward zero.

Each term is counted once and weighted once. With ``trace`` set, ``positional`` also adds each
term's count, Red's minus Black's, to ``tr[term]`` (Stockfish's traced evaluation: the same function,
the counts written down): the evaluation is then the weights times the counts, which is the linear
model tools/tune_eval.py fits (``Searcher.trace()`` returns the counts by name). The search calls it
with ``trace`` 0.
"""

from __future__ import annotations

from .board import T_ADVISOR, T_CANNON, T_ELEPHANT, T_HORSE, T_KING, T_PAWN, T_ROOK
from .jit import IntArray, jit
from .tables import HORSE_FAN
from .weights import (POSITIONAL_WEIGHT, W_ADVISOR_HORSE, W_ADVISOR_PAWN, W_ADVISOR_ROOK, W_ELEPHANT_CANNON,
                      W_ELEPHANT_ROOK, W_HOLLOW_FILE, W_HOLLOW_RANK, W_HORSE_CRAMPED, W_HORSE_MOBILITY,
                      W_HORSE_TRAPPED, W_ONE_SCREEN, W_PAWN_PAIR, W_PHASE, W_TWO_SCREENS, Term)


@jit
def side_terms(sq: IntArray, pl: IntArray, side: int, nr: int, nh: int, nc: int, crossed: int, tr: IntArray,
               trace: int) -> int:
    """One side's terms, weighted, from its own view: nr, nh, nc count the enemy's rooks, horses and
    cannons, crossed its pawns across the river. With `trace`, each term's count is added to
    tr[term] (Red's positive, Black's negative)."""
    bit = side << 3
    # King safety: missing advisors and elephants against the enemy's attackers.
    missing_adv = 2 - pl[(T_ADVISOR | bit) * 8 + 7]
    missing_adv = missing_adv if missing_adv > 0 else 0
    missing_ele = 2 - pl[(T_ELEPHANT | bit) * 8 + 7]
    missing_ele = missing_ele if missing_ele > 0 else 0
    advisor_horse = missing_adv * nh
    advisor_rook = missing_adv * nr
    advisor_pawn = missing_adv * crossed
    elephant_cannon = missing_ele * nc
    elephant_rook = missing_ele * nr
    # Horse mobility: the squares each horse reaches, and horses that reach none or one.
    mobility = trapped = cramped = 0
    b = (T_HORSE | bit) * 8
    for i in range(b, b + pl[b + 7]):
        mob = 0
        for x in HORSE_FAN[pl[i]]:           # (the horse's own square stands for a missing target)
            if x < 0:
                break
            if not sq[x >> 14]:
                q = sq[(x >> 7) & 127]
                if not q or (q & 8) != bit:
                    mob += 1
                q = sq[x & 127]
                if not q or (q & 8) != bit:
                    mob += 1
        mobility += mob
        if mob == 0:
            trapped += 1
        elif mob == 1:
            cramped += 1
    # Cannons on the enemy king's file or rank: hollow (nothing between), one screen, two screens.
    hollow_file = hollow_rank = one_screen = two_screens = 0
    ek = pl[(T_KING | ((side ^ 1) << 3)) * 8]
    ef = ek % 9
    er = ek // 9
    b = (T_CANNON | bit) * 8
    for i in range(b, b + pl[b + 7]):
        c = pl[i]
        cf = c % 9
        if cf == ef:
            step = 9 if ek > c else -9
        elif c // 9 == er:
            step = 1 if ek > c else -1
        else:
            continue
        between = 0
        s = c + step
        while s != ek:
            if sq[s]:
                between += 1
            s += step
        if between == 0:
            if cf == ef:
                hollow_file += 1
            else:
                hollow_rank += 1
        elif between == 1:
            one_screen += 1
        elif between == 2:
            two_screens += 1
    # Pawns across the river side by side.
    pawn_pair = 0
    b = (T_PAWN | bit) * 8
    n = pl[b + 7]
    if n > 1:
        for i in range(b, b + n):
            p = pl[i]
            if ((p >= 45) if side == 0 else (p < 45)) and p % 9 < 8 and sq[p + 1] == (T_PAWN | bit):
                pawn_pair += 1
    if trace:
        sign = 1 - 2 * side
        tr[Term.ADVISOR_HORSE] += sign * advisor_horse
        tr[Term.ADVISOR_ROOK] += sign * advisor_rook
        tr[Term.ADVISOR_PAWN] += sign * advisor_pawn
        tr[Term.ELEPHANT_CANNON] += sign * elephant_cannon
        tr[Term.ELEPHANT_ROOK] += sign * elephant_rook
        tr[Term.HORSE_MOBILITY] += sign * mobility
        tr[Term.HORSE_TRAPPED] += sign * trapped
        tr[Term.HORSE_CRAMPED] += sign * cramped
        tr[Term.HOLLOW_FILE] += sign * hollow_file
        tr[Term.HOLLOW_RANK] += sign * hollow_rank
        tr[Term.ONE_SCREEN] += sign * one_screen
        tr[Term.TWO_SCREENS] += sign * two_screens
        tr[Term.PAWN_PAIR] += sign * pawn_pair
    return (W_ADVISOR_HORSE * advisor_horse + W_ADVISOR_ROOK * advisor_rook + W_ADVISOR_PAWN * advisor_pawn
            + W_ELEPHANT_CANNON * elephant_cannon + W_ELEPHANT_ROOK * elephant_rook
            + W_HORSE_MOBILITY * mobility + W_HORSE_TRAPPED * trapped + W_HORSE_CRAMPED * cramped
            + W_HOLLOW_FILE * hollow_file + W_HOLLOW_RANK * hollow_rank + W_ONE_SCREEN * one_screen
            + W_TWO_SCREENS * two_screens + W_PAWN_PAIR * pawn_pair)


@jit
def crossed_pawns(pl: IntArray, side: int) -> int:
    """The pawns of `side` across the river."""
    b = (T_PAWN | (side << 3)) * 8
    n = 0
    for i in range(b, b + pl[b + 7]):
        if (pl[i] >= 45) if side == 0 else (pl[i] < 45):
            n += 1
    return n


@jit
def positional(sq: IntArray, pl: IntArray, tr: IntArray, trace: int) -> int:
    """The positional terms from Red's view, weighted, in centipawns (rounded toward zero: the same
    for both colours). With `trace`, each term's count, Red's minus Black's, is added to tr[term]
    (tr is not touched otherwise)."""
    nrc = pl[T_ROOK * 8 + 7]
    nhc = pl[T_HORSE * 8 + 7]
    ncc = pl[T_CANNON * 8 + 7]
    nrb = pl[(T_ROOK | 8) * 8 + 7]
    nhb = pl[(T_HORSE | 8) * 8 + 7]
    ncb = pl[(T_CANNON | 8) * 8 + 7]
    # Phase: rooks (x2), horses and cannons on the board, 0..16; cannons gain early, horses late.
    phase = (2 * (nrc + nrb) + nhc + nhb + ncc + ncb - 8) * 2 * ((ncc - nhc) - (ncb - nhb))
    if trace:
        tr[Term.PHASE] += phase
    score = W_PHASE * phase
    score += side_terms(sq, pl, 0, nrb, nhb, ncb, crossed_pawns(pl, 1), tr, trace)
    score -= side_terms(sq, pl, 1, nrc, nhc, ncc, crossed_pawns(pl, 0), tr, trace)
    weighted = score * POSITIONAL_WEIGHT
    return weighted // 100 if weighted >= 0 else -(-weighted // 100)
