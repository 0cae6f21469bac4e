"""The core's evaluation: app.ai.evaluate's terms on the core's board (a test holds them equal).

The material + square sum is kept by make/unmake (``st[SCORE]``); ``positional`` adds the terms
computed at the leaves (king safety, horse mobility, cannons on the king's lines, pawns side by side,
the phase term), weighted by POSITIONAL_WEIGHT and rounded toward zero.
"""

from __future__ import annotations

from app.ai.evaluate import (POSITIONAL_WEIGHT, W_ADVISOR_HORSE, W_ADVISOR_PAWN, W_ADVISOR_ROOK, W_ELEPHANT_CANNON,
                             W_ELEPHANT_ROOK, W_HOLLOW_FILE, W_HOLLOW_RANK, W_HORSE_CRAMPED, W_HORSE_MOBILITY,
                             W_HORSE_TRAPPED, W_ONE_SCREEN, W_PAWN_PAIR, W_PHASE, W_TWO_SCREENS)
from .board import T_ADVISOR, T_CANNON, T_ELEPHANT, T_HORSE, T_KING, T_PAWN, T_ROOK
from .jit import IntArray, jit
from .tables import HORSE_FAN


@jit
def side_terms(sq: IntArray, pl: IntArray, side: int, nr: int, nh: int, nc: int, crossed: int) -> int:
    """One side's terms (its own view): nr, nh, nc count the enemy's rooks, horses and cannons,
    crossed its pawns across the river."""
    bit = side << 3
    v = 0
    missing_adv = 2 - pl[(T_ADVISOR | bit) * 8 + 7]
    if missing_adv > 0:
        v += missing_adv * (W_ADVISOR_HORSE * nh + W_ADVISOR_ROOK * nr + W_ADVISOR_PAWN * crossed)
    missing_ele = 2 - pl[(T_ELEPHANT | bit) * 8 + 7]
    if missing_ele > 0:
        v += missing_ele * (W_ELEPHANT_CANNON * nc + W_ELEPHANT_ROOK * nr)
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
        v += W_HORSE_MOBILITY * mob + (W_HORSE_TRAPPED if mob == 0 else W_HORSE_CRAMPED if mob == 1 else 0)
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
            v += W_HOLLOW_FILE if cf == ef else W_HOLLOW_RANK
        elif between == 1:
            v += W_ONE_SCREEN
        elif between == 2:
            v += W_TWO_SCREENS
    b = (T_PAWN | bit) * 8
    n = pl[b + 7]
    if n > 1:
        for i in range(b, b + n):
            p = pl[i]
            if ((p >= 45) if side == 0 else (p < 45)) and p % 9 < 8 and sq[p + 1] == (T_PAWN | bit):
                v += W_PAWN_PAIR
    return v


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
def positional(sq: IntArray, pl: IntArray) -> int:
    """The positional terms from Red's view, weighted (app.ai.evaluate.positional)."""
    nrc = pl[T_ROOK * 8 + 7]
    nhc = pl[T_HORSE * 8 + 7]
    ncc = pl[T_CANNON * 8 + 7]
    nrb = pl[(T_ROOK | 8) * 8 + 7]
    nhb = pl[(T_HORSE | 8) * 8 + 7]
    ncb = pl[(T_CANNON | 8) * 8 + 7]
    k = (2 * (nrc + nrb) + nhc + nhb + ncc + ncb - 8) * 2
    score = W_PHASE * k * ((ncc - nhc) - (ncb - nhb))
    score += side_terms(sq, pl, 0, nrb, nhb, ncb, crossed_pawns(pl, 1))
    score -= side_terms(sq, pl, 1, nrc, nhc, ncc, crossed_pawns(pl, 0))
    weighted = score * POSITIONAL_WEIGHT
    return weighted // 100 if weighted >= 0 else -(-weighted // 100)

