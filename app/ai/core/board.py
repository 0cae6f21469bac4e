"""The core's board: squares, piece lists, make/unmake, attacks and move generation.

State, as flat int arrays (lists when CPython runs the core, numpy int64 arrays when compiled):

- ``sq[90]``: piece codes as in the model (type 1-7, +8 for Black; 0 empty).
- ``pl``: the squares of each piece code p in slots ``pl[p * 8 + i]`` (i below the count
  ``pl[p * 8 + 7]``), then ``pl[LOC + s]``: the slot of the piece on square s.
- ``st``: scalars: side to move, Zobrist key, material + square score (Red's view), king squares.

Moves are ints ``(from << 7) | to`` as in the model. Generators write into a move buffer from index
n and return the new end.
"""

from __future__ import annotations

from .jit import IntArray, jit
from .tables import (ADVISOR, CHECK_TO, ELEPHANT, EXPOSE, HORSE, HORSE_LEG, KING, LINE, PAWN, PAWN_ATT, PST, RAY, ZOB,
                     ZSIDE)

LOC = 128
PL_SIZE = LOC + 90
SIDE, KEY, SCORE, KING_RED, KING_BLACK = 0, 1, 2, 3, 4
ST_SIZE = 48            # the scalars array (layout.py places the search's after the board's)
# Piece types.
T_KING, T_ADVISOR, T_ELEPHANT, T_HORSE, T_ROOK, T_CANNON, T_PAWN = 1, 2, 3, 4, 5, 6, 7


@jit
def setup(sq: IntArray, pl: IntArray, st: IntArray, side: int) -> None:
    """Fill the piece lists, key, score and kings from sq (side: the side to move)."""
    for i in range(PL_SIZE):
        pl[i] = 0
    key = ZSIDE if side else 0
    score = 0
    for s in range(90):
        p = sq[s]
        if p:
            b = p * 8
            i = b + pl[b + 7]
            pl[i] = s
            pl[LOC + s] = i
            pl[b + 7] += 1
            key ^= ZOB[p * 90 + s]
            score += PST[p * 90 + s]
            if p & 7 == T_KING:
                st[KING_RED + (p >> 3)] = s
    st[SIDE] = side
    st[KEY] = key
    st[SCORE] = score


@jit
def make(sq: IntArray, pl: IntArray, st: IntArray, m: int) -> int:
    """Play m (no legality test); returns the captured piece (0 if none)."""
    f = m >> 7
    t = m & 127
    p = sq[f]
    cap = sq[t]
    sq[t] = p
    sq[f] = 0
    key = st[KEY] ^ ZOB[p * 90 + f] ^ ZOB[p * 90 + t] ^ ZSIDE
    score = st[SCORE] + PST[p * 90 + t] - PST[p * 90 + f]
    if cap:
        key ^= ZOB[cap * 90 + t]
        score -= PST[cap * 90 + t]
        b = cap * 8
        last = b + pl[b + 7] - 1      # the captured piece's slot takes the last one's square
        j = pl[LOC + t]
        if j != last:
            s2 = pl[last]
            pl[j] = s2
            pl[LOC + s2] = j
        pl[b + 7] -= 1
    i = pl[LOC + f]
    pl[i] = t
    pl[LOC + t] = i
    if p & 7 == T_KING:
        st[KING_RED + (p >> 3)] = t
    st[KEY] = key
    st[SCORE] = score
    st[SIDE] ^= 1
    return cap


@jit
def unmake(sq: IntArray, pl: IntArray, st: IntArray, m: int, cap: int, key: int, score: int) -> None:
    """Take back m, which captured cap, restoring the key and score it was made from."""
    f = m >> 7
    t = m & 127
    p = sq[t]
    sq[f] = p
    sq[t] = cap
    i = pl[LOC + t]
    pl[i] = f
    pl[LOC + f] = i
    if cap:
        b = cap * 8
        j = b + pl[b + 7]
        pl[j] = t
        pl[LOC + t] = j
        pl[b + 7] += 1
    if p & 7 == T_KING:
        st[KING_RED + (p >> 3)] = f
    st[KEY] = key
    st[SCORE] = score
    st[SIDE] ^= 1


@jit
def attacked(sq: IntArray, pl: IntArray, k: int, side: int) -> bool:
    """True if square k is attacked by the side other than `side` (k: side's king square)."""
    eb = 8 - (side << 3)
    erook = T_ROOK | eb
    ecan = T_CANNON | eb
    eking = T_KING | eb
    for d in range(4):
        screened = False
        for s in RAY[k * 4 + d]:
            if s < 0:
                break
            q = sq[s]
            if q:
                if screened:
                    if q == ecan:
                        return True
                    break
                if q == erook or q == eking:
                    return True
                screened = True
    b = (T_HORSE | eb) * 8
    row = k * 90
    for i in range(b, b + pl[b + 7]):
        leg = HORSE_LEG[row + pl[i]]
        if leg and not sq[leg - 1]:
            return True
    epawn = T_PAWN | eb
    for s in PAWN_ATT[(side ^ 1) * 90 + k]:
        if s < 0:
            break
        if sq[s] == epawn:
            return True
    return False


@jit
def gen_quiets(sq: IntArray, pl: IntArray, side: int, buf: IntArray, n: int) -> int:
    """Write the pseudo-legal non-captures of `side` to buf from n; returns the new end."""
    bit = side << 3
    b = (T_ROOK | bit) * 8
    for i in range(b, b + pl[b + 7]):
        f = pl[i]
        base = f << 7
        for d in range(4):
            for t in RAY[f * 4 + d]:
                if t < 0 or sq[t]:
                    break
                buf[n] = base | t
                n += 1
    b = (T_CANNON | bit) * 8
    for i in range(b, b + pl[b + 7]):
        f = pl[i]
        base = f << 7
        for d in range(4):
            for t in RAY[f * 4 + d]:
                if t < 0 or sq[t]:
                    break
                buf[n] = base | t
                n += 1
    b = (T_HORSE | bit) * 8
    for i in range(b, b + pl[b + 7]):
        f = pl[i]
        base = f << 7
        for x in HORSE[f]:
            if x < 0:
                break
            t = x & 127
            if not sq[t] and not sq[x >> 7]:
                buf[n] = base | t
                n += 1
    row = side * 90
    b = (T_PAWN | bit) * 8
    for i in range(b, b + pl[b + 7]):
        f = pl[i]
        base = f << 7
        for t in PAWN[row + f]:
            if t < 0:
                break
            if not sq[t]:
                buf[n] = base | t
                n += 1
    b = (T_ELEPHANT | bit) * 8
    for i in range(b, b + pl[b + 7]):
        f = pl[i]
        base = f << 7
        for x in ELEPHANT[row + f]:
            if x < 0:
                break
            t = x & 127
            if not sq[t] and not sq[x >> 7]:
                buf[n] = base | t
                n += 1
    b = (T_ADVISOR | bit) * 8
    for i in range(b, b + pl[b + 7]):
        f = pl[i]
        base = f << 7
        for t in ADVISOR[row + f]:
            if t < 0:
                break
            if not sq[t]:
                buf[n] = base | t
                n += 1
    f = pl[(T_KING | bit) * 8]
    base = f << 7
    for t in KING[row + f]:
        if t < 0:
            break
        if not sq[t]:
            buf[n] = base | t
            n += 1
    return n


@jit
def line_reach(sq: IntArray, f: int, t: int) -> bool:
    """A rook or cannon on f moves quietly to t on its file or rank (t and the squares before it empty)."""
    if sq[t]:
        return False
    if t % 9 == f % 9:
        step = 9 if t > f else -9
    else:
        step = 1 if t > f else -1
    s = f + step
    while s != t:
        if sq[s]:
            return False
        s += step
    return True


@jit
def gen_quiet_checks(sq: IntArray, pl: IntArray, side: int, ek: int, buf: IntArray, n: int) -> int:
    """Write the quiet moves of `side` that may give check to the king on ek from n (the quiet moves
    to a square from which a piece may check a king on ek, or from a square whose piece may uncover a
    check: EXPOSE, CHECK_TO; each is to be made and tested); returns the new end. A rook or cannon off
    the king's lines reaches them only where its own lines cross them: two squares to look at."""
    bit = side << 3
    ke = ek * 90
    for b in ((T_ROOK | bit) * 8, (T_CANNON | bit) * 8):
        for i in range(b, b + pl[b + 7]):
            f = pl[i]
            base = f << 7
            if EXPOSE[ke + f]:
                for d in range(4):
                    for t in RAY[f * 4 + d]:
                        if t < 0 or sq[t]:
                            break
                        buf[n] = base | t
                        n += 1
            else:
                t = (ek // 9) * 9 + f % 9
                if line_reach(sq, f, t):
                    buf[n] = base | t
                    n += 1
                t = (f // 9) * 9 + ek % 9
                if line_reach(sq, f, t):
                    buf[n] = base | t
                    n += 1
    b = (T_HORSE | bit) * 8
    for i in range(b, b + pl[b + 7]):
        f = pl[i]
        base = f << 7
        exposes = EXPOSE[ke + f]
        for x in HORSE[f]:
            if x < 0:
                break
            t = x & 127
            if not sq[t] and not sq[x >> 7] and (exposes or CHECK_TO[ke + t]):
                buf[n] = base | t
                n += 1
    row = side * 90
    b = (T_PAWN | bit) * 8
    for i in range(b, b + pl[b + 7]):
        f = pl[i]
        base = f << 7
        exposes = EXPOSE[ke + f]
        for t in PAWN[row + f]:
            if t < 0:
                break
            if not sq[t] and (exposes or CHECK_TO[ke + t]):
                buf[n] = base | t
                n += 1
    b = (T_ELEPHANT | bit) * 8
    for i in range(b, b + pl[b + 7]):
        f = pl[i]
        base = f << 7
        exposes = EXPOSE[ke + f]
        for x in ELEPHANT[row + f]:
            if x < 0:
                break
            t = x & 127
            if not sq[t] and not sq[x >> 7] and (exposes or CHECK_TO[ke + t]):
                buf[n] = base | t
                n += 1
    b = (T_ADVISOR | bit) * 8
    for i in range(b, b + pl[b + 7]):
        f = pl[i]
        base = f << 7
        exposes = EXPOSE[ke + f]
        for t in ADVISOR[row + f]:
            if t < 0:
                break
            if not sq[t] and (exposes or CHECK_TO[ke + t]):
                buf[n] = base | t
                n += 1
    f = pl[(T_KING | bit) * 8]
    base = f << 7
    exposes = EXPOSE[ke + f]
    for t in KING[row + f]:
        if t < 0:
            break
        if not sq[t] and (exposes or CHECK_TO[ke + t]):
            buf[n] = base | t
            n += 1
    return n


@jit
def gen_captures(sq: IntArray, pl: IntArray, side: int, buf: IntArray, n: int) -> int:
    """Write the pseudo-legal captures of `side` to buf from n; returns the new end."""
    bit = side << 3
    b = (T_ROOK | bit) * 8
    for i in range(b, b + pl[b + 7]):
        f = pl[i]
        base = f << 7
        for d in range(4):
            for t in RAY[f * 4 + d]:
                if t < 0:
                    break
                q = sq[t]
                if q:
                    if q & 8 != bit:
                        buf[n] = base | t
                        n += 1
                    break
    b = (T_CANNON | bit) * 8
    for i in range(b, b + pl[b + 7]):
        f = pl[i]
        base = f << 7
        for d in range(4):
            screen = False
            for t in RAY[f * 4 + d]:
                if t < 0:
                    break
                q = sq[t]
                if q:
                    if screen:
                        if q & 8 != bit:
                            buf[n] = base | t
                            n += 1
                        break
                    screen = True
    b = (T_HORSE | bit) * 8
    for i in range(b, b + pl[b + 7]):
        f = pl[i]
        base = f << 7
        for x in HORSE[f]:
            if x < 0:
                break
            t = x & 127
            q = sq[t]
            if q and q & 8 != bit and not sq[x >> 7]:
                buf[n] = base | t
                n += 1
    row = side * 90
    b = (T_PAWN | bit) * 8
    for i in range(b, b + pl[b + 7]):
        f = pl[i]
        base = f << 7
        for t in PAWN[row + f]:
            if t < 0:
                break
            q = sq[t]
            if q and q & 8 != bit:
                buf[n] = base | t
                n += 1
    b = (T_ELEPHANT | bit) * 8
    for i in range(b, b + pl[b + 7]):
        f = pl[i]
        base = f << 7
        for x in ELEPHANT[row + f]:
            if x < 0:
                break
            t = x & 127
            q = sq[t]
            if q and q & 8 != bit and not sq[x >> 7]:
                buf[n] = base | t
                n += 1
    b = (T_ADVISOR | bit) * 8
    for i in range(b, b + pl[b + 7]):
        f = pl[i]
        base = f << 7
        for t in ADVISOR[row + f]:
            if t < 0:
                break
            q = sq[t]
            if q and q & 8 != bit:
                buf[n] = base | t
                n += 1
    f = pl[(T_KING | bit) * 8]
    base = f << 7
    for t in KING[row + f]:
        if t < 0:
            break
        q = sq[t]
        if q and q & 8 != bit:
            buf[n] = base | t
            n += 1
    return n


@jit
def is_legal_after(sq: IntArray, pl: IntArray, st: IntArray, m: int, side: int, in_check: int) -> bool:
    """After make(m) by `side`: True if side's king is safe (tested only when m could expose it)."""
    k = st[KING_RED + side]
    if in_check or (m >> 7) == k or (m & 127) == k or EXPOSE[k * 90 + (m >> 7)] or LINE[k * 90 + (m & 127)]:
        return not attacked(sq, pl, k, side)
    return True


@jit
def perft(sq: IntArray, pl: IntArray, st: IntArray, depth: int, buf: IntArray, n0: int) -> int:
    """Leaf count of the legal move tree to `depth` (buf: move buffer, free from n0)."""
    side = st[SIDE]
    k = st[KING_RED + side]
    check = attacked(sq, pl, k, side)
    n = gen_captures(sq, pl, side, buf, n0)
    n = gen_quiets(sq, pl, side, buf, n)
    total = 0
    for i in range(n0, n):
        m = buf[i]
        key = st[KEY]
        score = st[SCORE]
        cap = make(sq, pl, st, m)
        if is_legal_after(sq, pl, st, m, side, check):
            total += 1 if depth == 1 else perft(sq, pl, st, depth - 1, buf, n)
        unmake(sq, pl, st, m, cap, key, score)
    return total
