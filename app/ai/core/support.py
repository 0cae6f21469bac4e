"""The search's helpers: the transposition table, the evaluation cache, the static exchange
evaluation, repetitions and their rulings, the stop poll."""

from __future__ import annotations

from .board import KEY, KING_RED, SIDE, T_CANNON, T_HORSE, T_ROOK, attacked
from .evaluation import positional
from .jit import IntArray, jit
from .layout import (ABORTED, ASIAN, CC, CC_SIZE, DRAW_RED, EC, EC_SIZE, HASH_USED, HN, MATE_BOUND, N_ON, NO_REP,
                     NODE_LIMIT, NODES, PERPETUAL, REP_WIN, SEE_BUF, STOP, TT_AGE, TT_MASK, TT_WAYS)
from .network import net_evaluate
from .prims import judge_cycle
from .tables import ADVISOR_ATT, CHECK_TO, ELEPHANT_ATT, EXPOSE, HORSE_ATT, KING_ATT, PAWN_ATT, RAY, SEE_VALUE

TEMPO = 10


@jit
def poll(st: IntArray) -> bool:
    """Called every 1024 nodes: True (and ABORTED set) when the search must stop."""
    if st[STOP] or (st[NODE_LIMIT] and st[NODES] >= st[NODE_LIMIT]):
        st[ABORTED] = 1
        return True
    return False


@jit
def evaluate(sq: IntArray, pl: IntArray, st: IntArray, wk: IntArray, nn: IntArray, nw: IntArray) -> int:
    """The evaluation from the side to move's view, positional terms cached by key; with a network
    (nn[N_ON]), the network's value, cached by key in their place."""
    key = st[KEY]
    i = EC + 2 * (key & (EC_SIZE - 1))
    if nn[N_ON]:
        if wk[i] == key and key:
            return wk[i + 1]
        value = net_evaluate(nn, nw, st[SIDE])
        wk[i] = key
        wk[i + 1] = value
        return value
    if wk[i] == key and key:
        pos = wk[i + 1]
    else:
        pos = positional(sq, pl, wk, 0)          # (no trace: wk is not written)
        wk[i] = key
        wk[i + 1] = pos
    s = st[2] + pos
    return (s if st[SIDE] == 0 else -s) + TEMPO


@jit
def gives_check(sq: IntArray, pl: IntArray, st: IntArray, m: int) -> int:
    """After make(m): 1 if the side to move (the opponent of m's mover) is in check."""
    side = st[SIDE]
    ek = st[KING_RED + side]
    if EXPOSE[ek * 90 + (m >> 7)] or CHECK_TO[ek * 90 + (m & 127)]:
        return 1 if attacked(sq, pl, ek, side) else 0
    return 0


@jit
def has_material(pl: IntArray, side: int) -> bool:
    """A rook, or two horses and cannons: the null move is safe enough."""
    bit = side << 3
    return pl[(T_ROOK | bit) * 8 + 7] > 0 or pl[(T_HORSE | bit) * 8 + 7] + pl[(T_CANNON | bit) * 8 + 7] >= 2


@jit
def pseudo_ok(sq: IntArray, side: int, m: int) -> bool:
    """A TT move moves a piece of the side to move and takes none of its own."""
    p = sq[m >> 7]
    q = sq[m & 127]
    return p != 0 and (p >> 3) == side and not (q != 0 and (q >> 3) == side)


# ----- transposition table ---------------------------------------------------------------------
@jit
def tt_probe(tt: IntArray, st: IntArray, key: int) -> int:
    """The entry's data word for key, or -1."""
    b = (key & st[TT_MASK]) * (2 * TT_WAYS)
    for w in range(TT_WAYS):
        if tt[b + 2 * w] == key and tt[b + 2 * w + 1]:
            return tt[b + 2 * w + 1]
    return -1


@jit
def tt_score(data: int, ply: int) -> int:
    """The stored score, mate scores made relative to the root again."""
    s = ((data >> 31) & 65535) - 32768
    if s > MATE_BOUND:
        return s - ply
    if s < -MATE_BOUND:
        return s + ply
    return s


@jit
def tt_store(tt: IntArray, st: IntArray, key: int, depth: int, flag: int, score: int, move: int, ev: int,
             ply: int) -> None:
    """Store a result: in the entry of the same key, else the bucket's emptiest, oldest or
    shallowest entry."""
    if score > MATE_BOUND:
        score += ply
    elif score < -MATE_BOUND:
        score -= ply
    b = (key & st[TT_MASK]) * (2 * TT_WAYS)
    age = st[TT_AGE]
    slot = -1
    worst = 1 << 30
    for w in range(TT_WAYS):
        i = b + 2 * w
        data = tt[i + 1]
        if tt[i] == key or not data:
            slot = i
            break
        value = ((data >> 14) & 127) - 8 * ((age - ((data >> 23) & 255)) & 255)
        if value < worst:
            worst = value
            slot = i
    old = tt[slot + 1]
    if tt[slot] == key and old:
        if move == 0:
            move = old & 16383
        if flag != 1 and ((old >> 14) & 127) > depth + 2 and ((old >> 23) & 255) == age:
            return           # keep a much deeper bound of this search
    else:
        st[HASH_USED] += 1
    if depth < 0:
        depth = 0
    tt[slot] = key
    tt[slot + 1] = (move | (depth << 14) | (flag << 21) | (age << 23) | ((score + 32768) << 31)
                    | ((ev + 32768) << 47))


# ----- static exchange evaluation --------------------------------------------------------------
@jit
def least_attacker(sq: IntArray, t: int, side: int) -> int:
    """The square of side's least valuable piece that can take on t (on the board as it stands), or -1."""
    bit = side << 3
    row = side * 90 + t
    best = -1
    best_value = 1 << 20
    for s in ADVISOR_ATT[row]:
        if s < 0:
            break
        if sq[s] == (2 | bit):
            return s
    for s in PAWN_ATT[row]:
        if s < 0:
            break
        if sq[s] == (7 | bit):
            return s
    for x in ELEPHANT_ATT[row]:
        if x < 0:
            break
        s = x & 127
        if sq[s] == (3 | bit) and not sq[x >> 7]:
            return s
    for x in HORSE_ATT[t]:
        if x < 0:
            break
        s = x & 127
        if sq[s] == (4 | bit) and not sq[x >> 7]:
            return s
    for d in range(4):
        screened = False
        for s in RAY[t * 4 + d]:
            if s < 0:
                break
            q = sq[s]
            if q:
                if screened:
                    if q == (6 | bit) and SEE_VALUE[q] < best_value:
                        best = s
                        best_value = SEE_VALUE[q]
                    break
                if q == (5 | bit) and SEE_VALUE[q] < best_value:
                    best = s
                    best_value = SEE_VALUE[q]
                screened = True
    if best >= 0:
        return best
    for s in KING_ATT[row]:
        if s < 0:
            break
        if sq[s] == (1 | bit):
            return s
    return -1


@jit
def see(sq: IntArray, wk: IntArray, m: int) -> int:
    """The material the mover of m wins (or loses, < 0) in the exchange on m's target, each side
    taking back with its least valuable piece while it pays (pins not considered). wk[SEE_BUF:]
    holds the swap list: entry d is the balance for the side making the d-th capture if the
    exchange stopped there."""
    f = m >> 7
    t = m & 127
    p = sq[f]
    victim = sq[t]
    side = (p >> 3) ^ 1
    g = SEE_BUF
    wk[g] = SEE_VALUE[victim]
    sq[t] = p
    sq[f] = 0
    on_t = SEE_VALUE[p]
    d = 0
    while d < 30:
        s = least_attacker(sq, t, side)
        if s < 0:
            break
        d += 1
        wk[g + d] = on_t - wk[g + d - 1]
        wk[g + 32 + d] = s                  # restore list: the square and its piece
        wk[g + 64 + d] = sq[s]
        on_t = SEE_VALUE[sq[s]]
        sq[t] = sq[s]
        sq[s] = 0
        side ^= 1
    for i in range(d, 0, -1):
        sq[wk[g + 32 + i]] = wk[g + 64 + i]
    sq[f] = p
    sq[t] = victim
    while d > 0:                            # each side stops taking when taking on loses more
        d -= 1
        wk[g + d] = -max(-wk[g + d], wk[g + d + 1])
    return wk[g]


# ----- repetitions -----------------------------------------------------------------------------
@jit
def repetition(sq: IntArray, st: IntArray, hp: IntArray, wk: IntArray) -> int:
    """The score of the current position if it repeats one since the last capture, else NO_REP.

    The side that checked with every move of the cycle loses (REP_WIN), unless both did; with no such
    check, the side that chased one same piece with every move loses (the model's cycle judge),
    unless both did. Anything else is a draw, scored for the side to move by DRAW_RED/DRAW_BLACK;
    without PERPETUAL every repetition is such a draw.
    """
    n = st[HN] - 1
    key = hp[n * 4]
    lo = hp[n * 4 + 3]
    j = n - 4
    while j >= lo:
        if hp[j * 4] == key:
            draw = st[DRAW_RED + st[SIDE]]
            if not st[PERPETUAL]:
                return draw
            them = 1
            i = n
            while i > j:
                if not hp[i * 4 + 1]:
                    them = 0
                    break
                i -= 2
            us = 1
            i = n - 1
            while i > j:
                if not hp[i * 4 + 1]:
                    us = 0
                    break
                i -= 2
            if them != us:
                return REP_WIN if them else -REP_WIN
            if them:
                return draw
            score = chase_score(sq, st, hp, wk, j, n)
            return score if score else draw
        j -= 2
    return NO_REP


@jit
def chase_score(sq: IntArray, st: IntArray, hp: IntArray, wk: IntArray, j: int, n: int) -> int:
    """The cycle from position j to n scored by the chase rule (the side to move's view), cached."""
    h = n - j
    for i in range(j + 1, n + 1):
        h ^= hp[i * 4]
    c = CC + 3 * (h & (CC_SIZE - 1))
    if wk[c + 2] and wk[c] == h:
        return wk[c + 1]
    score = 0
    known = True
    for i in range(j + 1, n + 1):
        if hp[i * 4 + 2] == 0:
            known = False         # a move before the search's start not known: checks alone decide
    side = st[SIDE]
    if known:
        chasers = judge_cycle(sq, hp, j, n, side, st[ASIAN])
        us = (chasers >> side) & 1
        them = (chasers >> (side ^ 1)) & 1
        if us != them:
            score = REP_WIN if them else -REP_WIN
    wk[c] = h
    wk[c + 1] = score
    wk[c + 2] = 1
    return score


@jit
def push_position(st: IntArray, hp: IntArray, m: int, check: int, cap: int) -> None:
    """Record the position just reached by m (after make) for repetitions."""
    n = st[HN]
    hp[n * 4] = st[KEY]
    hp[n * 4 + 1] = check
    hp[n * 4 + 2] = m
    hp[n * 4 + 3] = n if cap else hp[(n - 1) * 4 + 3]
    st[HN] = n + 1


@jit
def aborted(st: IntArray) -> bool:
    """True once the search was stopped."""
    return st[ABORTED] != 0


@jit
def new_generation(st: IntArray) -> None:
    """A new search: its entries are preferred to older ones'."""
    st[TT_AGE] = (st[TT_AGE] + 1) & 255
    st[HASH_USED] = 0
