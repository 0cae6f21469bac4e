"""Evaluation: material, piece-square tables and xiangqi terms, in centipawns.

The search keeps the material + piece-square sum up to date on every move (``PSTV``: one signed
table per piece code, positive for Red, negative for Black). The rest is computed at the leaves by
:func:`positional` from the piece lists:

- king safety: each missing advisor or elephant costs in proportion to the enemy pieces that
  exploit it (horses and rooks against a bare palace, cannons against missing elephants);
- horse mobility: squares a horse can reach with its leg free, and a penalty for a horse whose
  legs are all blocked;
- cannons on the enemy king's file or rank: a bare (hollow) cannon or one with a single screen;
- pawns across the river: the tables reward them, more near the palace; pawns standing side by
  side across the river get a bonus;
- a phase term: cannons are worth more with many pieces on the board, horses in the endgame.
"""

from __future__ import annotations

from app.model.tables import ADVISOR, CANNON, ELEPHANT, HORSE, HORSE_MOVES, KING, PAWN, ROOK

# Material (the king is never captured: the search only plays legal moves).
VALUE = {KING: 0, ADVISOR: 70, ELEPHANT: 114, HORSE: 405, ROOK: 1148, CANNON: 538, PAWN: 91}
# Each piece's square table is VALUE + SHAPE_WEIGHT * its shape function below; positional() is
# positional_terms() * POSITIONAL_WEIGHT / 100. VALUE, SHAPE_WEIGHT and POSITIONAL_WEIGHT are fitted
# to the results of the CCPD master games by tools/tune_eval.py (the shapes and terms are hand-made;
# the games' licence and source: resources/book/ATTRIBUTION.md).
# An advisor or elephant is cheap as material because its worth is in king safety: positional_terms
# charges each missing one by the enemy's attacking pieces.
SHAPE_WEIGHT = {KING: 5.63, ADVISOR: 4.54, ELEPHANT: 3.52, HORSE: 3.11, ROOK: 3.36, CANNON: 2.55, PAWN: 1.56}
POSITIONAL_WEIGHT = 264     # percent
# Piece value by code (0..15), for move ordering and delta pruning.
CODE_VALUE = [0] * 16
for _t, _v in VALUE.items():
    CODE_VALUE[_t] = CODE_VALUE[_t | 8] = _v
CODE_VALUE[KING] = CODE_VALUE[KING | 8] = 5000


def _pawn(f: int, r: int) -> int:
    c = 4 - abs(f - 4)                 # 0 on the edge files, 4 on the centre file
    if r <= 4:                          # own side of the river
        return 6 if (r == 4 and f == 4) else (3 if r == 4 and f in (2, 6) else 0)
    if r == 9:                          # "old pawn" on the enemy back rank
        return 30 + 2 * c
    base = {5: 65, 6: 85, 7: 100, 8: 95}[r]
    return base + 6 * c + (15 if r in (7, 8) and 3 <= f <= 5 else 0)


def _horse(f: int, r: int) -> int:
    c = 4 - abs(f - 4)
    v = 3 * c
    if 3 <= r <= 5:
        v += 8
    elif 6 <= r <= 8:
        v += 18 + (12 if 2 <= f <= 6 else 0)
    elif r == 9:
        v += 2
    if f in (0, 8):
        v -= 12
    if r == 0:
        v -= 8
    return v


def _rook(f: int, r: int) -> int:
    v = 0
    if f in (3, 5):
        v += 8
    elif f == 4:
        v += 4
    if r in (6, 7):
        v += 18
    elif r == 8:
        v += 10
    elif r == 9:
        v += 6
    if r == 0 and f in (0, 8):
        v -= 10
    return v


def _cannon(f: int, r: int) -> int:
    v = 0
    if f == 4:
        v += 22 if r <= 4 else 12
    elif f in (3, 5):
        v += 4
    if r == 2 and f in (1, 7):
        v += 4
    if r == 9:
        v += 14
    if r == 7:
        v += 6
    return v


def _advisor(f: int, r: int) -> int:
    return 8 if (f, r) == (4, 1) else 2


def _elephant(f: int, r: int) -> int:
    if (f, r) == (4, 2):
        return 10
    if r == 0:
        return 4
    return -4 if f in (0, 8) else 0


def _king(f: int, r: int) -> int:
    return -12 * r - (4 if f != 4 else 0)


_SHAPES = {KING: _king, ADVISOR: _advisor, ELEPHANT: _elephant, HORSE: _horse, ROOK: _rook,
           CANNON: _cannon, PAWN: _pawn}


def _build_pstv() -> list[list[int]]:
    tables = [[0] * 90 for _ in range(16)]
    for t, shape in _SHAPES.items():
        for sq in range(90):
            f, r = sq % 9, sq // 9
            v = VALUE[t] + round(SHAPE_WEIGHT[t] * shape(f, r))
            tables[t][sq] = v
            tables[t | 8][(9 - r) * 9 + f] = -v
    return tables


PSTV = _build_pstv()

HORSE_JUMPS = HORSE_MOVES  # ((target, leg), ...) per square


def positional(sq: list[int], plist: list[set[int]], kings: list[int]) -> int:
    """Non-incremental terms from Red's view, weighted (see the module docstring)."""
    weighted = positional_terms(sq, plist, kings) * POSITIONAL_WEIGHT
    return weighted // 100 if weighted >= 0 else -(-weighted // 100)   # toward zero: the same for both colours


def positional_terms(sq: list[int], plist: list[set[int]], kings: list[int]) -> int:
    """The non-incremental terms from Red's view before POSITIONAL_WEIGHT (hand-made scale)."""
    nrc, nhc, ncc = len(plist[ROOK]), len(plist[HORSE]), len(plist[CANNON])
    nrb, nhb, ncb = len(plist[ROOK | 8]), len(plist[HORSE | 8]), len(plist[CANNON | 8])
    # Phase: rooks (x2), horses and cannons on the board, 0..16; cannons gain early, horses late.
    k = (2 * (nrc + nrb) + nhc + nhb + ncc + ncb - 8) * 2
    score = k * ((ncc - nhc) - (ncb - nhb))
    horse_jumps = HORSE_JUMPS
    for side in (0, 1):
        bit = side << 3
        ebit = bit ^ 8
        v = 0
        # King safety from advisors and elephants against the enemy's attackers.
        missing_adv = 2 - len(plist[ADVISOR | bit])
        if missing_adv > 0:
            crossed = 0
            for p in plist[PAWN | ebit]:
                if (p < 45) if side == 0 else (p >= 45):
                    crossed += 1
            v -= missing_adv * (14 * (nhb if side == 0 else nhc) + 12 * (nrb if side == 0 else nrc)
                                + 6 * crossed)
        missing_ele = 2 - len(plist[ELEPHANT | bit])
        if missing_ele > 0:
            v -= missing_ele * (16 * (ncb if side == 0 else ncc) + 6 * (nrb if side == 0 else nrc))
        # Horse mobility and blocked legs.
        for h in plist[HORSE | bit]:
            mob = 0
            for to, leg in horse_jumps[h]:
                if not sq[leg]:
                    q = sq[to]
                    if not q or (q & 8) != bit:
                        mob += 1
            v += 5 * mob - (20 if mob == 0 else 8 if mob == 1 else 0)
        # Cannons on the enemy king's file or rank.
        ek = kings[side ^ 1]
        ef = ek % 9
        er = ek // 9
        for c in plist[CANNON | bit]:
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
                v += 40 if cf == ef else 20      # hollow cannon: the king's file is pinned down
            elif between == 1:
                v += 18                           # one screen: a check is a move away
            elif between == 2:
                v += 6
        # Crossed pawns side by side.
        pawns = plist[PAWN | bit]
        if len(pawns) > 1:
            for p in pawns:
                if ((p >= 45) if side == 0 else (p < 45)) and p % 9 < 8 and (p + 1) in pawns:
                    v += 12
        score += v if side == 0 else -v
    return score
