"""Attack and move tests as pure functions of a squares list (90 piece codes, see tables.py).

Board, fen, explain, threats and the arbiter share these; none of them needs a Board, so reading a
FEN does not need the board module (no import circle).
"""

from __future__ import annotations

from collections.abc import Sequence

from .tables import (
    ADVISOR,
    ADVISOR_MOVES,
    BETWEEN,
    CANNON,
    ELEPHANT,
    ELEPHANT_EYE,
    ELEPHANT_MOVES,
    HORSE,
    HORSE_ATTACKERS,
    HORSE_LEG,
    HORSE_MOVES,
    KING,
    KING_MOVES,
    PAWN,
    PAWN_ATTACKERS,
    PAWN_MOVES,
    RAYS,
    RED,
    ROOK,
    SQUARES,
    file_of,
    in_palace,
    own_half,
)

Squares = Sequence[int]


def king_attacked(b: Squares, k: int, side: int) -> bool:
    """True if square k (holding or about to hold `side`'s king) is attacked by the other side.

    The enemy king counts as a rook along the file (the kings may not face each other).
    """
    ebit = 8 if side == RED else 0
    erook = ROOK | ebit
    eking = KING | ebit
    ecannon = CANNON | ebit
    for ray in RAYS[k]:
        screened = False
        for s in ray:
            q = b[s]
            if q:
                if screened:
                    if q == ecannon:
                        return True
                    break
                if q == erook or q == eking:
                    return True
                screened = True
    ehorse = HORSE | ebit
    for h, leg in HORSE_ATTACKERS[k]:
        if b[h] == ehorse and not b[leg]:
            return True
    epawn = PAWN | ebit
    for s in PAWN_ATTACKERS[side ^ 1][k]:
        if b[s] == epawn:
            return True
    return False


def capturers(b: Squares, sq: int, color: int) -> list[int]:
    """Squares of `color`'s pieces that could capture on sq by their movement rules (no king-safety test)."""
    bit = color << 3
    out = []
    rook, cannon, king = ROOK | bit, CANNON | bit, KING | bit
    for ray in RAYS[sq]:
        screened = False
        for i, s in enumerate(ray):
            q = b[s]
            if q:
                if screened:
                    if q == cannon:
                        out.append(s)
                    break
                if q == rook or (q == king and i == 0 and in_palace(color, sq)):
                    out.append(s)
                screened = True
    horse = HORSE | bit
    for h, leg in HORSE_ATTACKERS[sq]:
        if b[h] == horse and not b[leg]:
            out.append(h)
    pawn = PAWN | bit
    for s in PAWN_ATTACKERS[color][sq]:
        if b[s] == pawn:
            out.append(s)
    if in_palace(color, sq):
        advisor = ADVISOR | bit
        out.extend(s for s in ADVISOR_MOVES[color][sq] if b[s] == advisor)
    if own_half(color, sq):
        elephant = ELEPHANT | bit
        out.extend(s for s, eye in ELEPHANT_MOVES[color][sq] if b[s] == elephant and not b[eye])
    return out


def is_attacked(b: Squares, sq: int, by: int) -> bool:
    """True if a piece of side `by` could capture on sq by its movement rule (no king-safety test)."""
    return bool(capturers(b, sq, by))


def is_safe(b: list[int], m: int, king_sq: int) -> bool:
    """True if the pseudo-legal packed move m leaves the mover's king (on king_sq) unattacked."""
    f = m >> 7
    t = m & 127
    p = b[f]
    cap = b[t]
    b[t] = p
    b[f] = 0
    safe = not king_attacked(b, t if p & 7 == KING else king_sq, p >> 3)
    b[f] = p
    b[t] = cap
    return safe


def pseudo_from(b: Squares, f: int) -> list[int]:
    """Pseudo-legal packed moves of the piece on f (ignoring king safety)."""
    p = b[f]
    side = p >> 3
    mine = side << 3
    out: list[int] = []
    base = f << 7
    t = p & 7
    if t == ROOK:
        for ray in RAYS[f]:
            for to in ray:
                q = b[to]
                if not q:
                    out.append(base | to)
                else:
                    if q & 8 != mine:
                        out.append(base | to)
                    break
    elif t == CANNON:
        for ray in RAYS[f]:
            screen = False
            for to in ray:
                q = b[to]
                if not screen:
                    if not q:
                        out.append(base | to)
                    else:
                        screen = True
                elif q:
                    if q & 8 != mine:
                        out.append(base | to)
                    break
    elif t == HORSE:
        for to, leg in HORSE_MOVES[f]:
            if not b[leg]:
                q = b[to]
                if not q or q & 8 != mine:
                    out.append(base | to)
    elif t == ELEPHANT:
        for to, eye in ELEPHANT_MOVES[side][f]:
            if not b[eye]:
                q = b[to]
                if not q or q & 8 != mine:
                    out.append(base | to)
    else:
        table = (PAWN_MOVES if t == PAWN else ADVISOR_MOVES if t == ADVISOR else KING_MOVES)[side][f]
        for to in table:
            q = b[to]
            if not q or q & 8 != mine:
                out.append(base | to)
    return out


def can_move(b: Squares, f: int, t: int) -> bool:
    """True if the piece on f may move to t by its movement rule (the same moves as pseudo_from,
    tested directly; king safety not tested)."""
    p = b[f]
    if not p:
        return False
    q = b[t]
    if q and (q & 8) == (p & 8):   # own piece on t (or t == f)
        return False
    kind = p & 7
    if kind == ROOK or kind == CANNON:
        between = BETWEEN[f * SQUARES + t]
        if between is None:
            return False
        if kind == ROOK:
            for s in between:
                if b[s]:
                    return False
            return True
        screens = 0
        for s in between:
            if b[s]:
                screens += 1
        return screens == (1 if q else 0)
    if kind == HORSE:
        leg = HORSE_LEG[f].get(t)
        return leg is not None and not b[leg]
    side = p >> 3
    if kind == ELEPHANT:
        eye = ELEPHANT_EYE[side][f].get(t)
        return eye is not None and not b[eye]
    table = PAWN_MOVES if kind == PAWN else ADVISOR_MOVES if kind == ADVISOR else KING_MOVES
    return t in table[side][f]


def kings_facing(b: Squares) -> bool:
    """True if the two kings stand on one file with nothing between them."""
    red, black = b.index(KING), b.index(KING | 8)
    if file_of(red) != file_of(black):
        return False
    lo, hi = min(red, black), max(red, black)
    return all(not b[s] for s in range(lo + 9, hi, 9))
