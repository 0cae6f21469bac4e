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
  side across the river have a term of their own (fitted as a small minus: the tables pay for them);
- a phase term: cannons are worth more with many pieces on the board, horses in the endgame.

The square tables (``SQUARE_VALUE``) and the terms' weights (``W_*``) are fitted together to the
results of master games by tools/tune_eval.py.
"""

from __future__ import annotations

from app.model.tables import ADVISOR, CANNON, ELEPHANT, HORSE, HORSE_MOVES, KING, PAWN, ROOK

# Material for exchanges and move ordering (static exchange evaluation, delta pruning); the king is
# never captured (the search only plays legal moves).
VALUE = {KING: 0, ADVISOR: 70, ELEPHANT: 114, HORSE: 405, ROOK: 1148, CANNON: 538, PAWN: 91}
# Piece value by code (0..15), for move ordering and delta pruning.
CODE_VALUE = [0] * 16
for _t, _v in VALUE.items():
    CODE_VALUE[_t] = CODE_VALUE[_t | 8] = _v
CODE_VALUE[KING] = CODE_VALUE[KING | 8] = 5000

# SQUARE_VALUE[type][rank][file]: what a Red piece is worth, material and square together, on rank 0-9
# (0: Red's back rank) and file 0-4 (files 5-8 mirror 3-0: the tables are symmetric); 0 where the piece
# cannot stand. A Black piece is worth the same from its own side. Fitted with the weights of
# positional_terms below to the results of the CCPD master games by tools/tune_eval.py (Texel's
# method; the games' licence and source: resources/book/ATTRIBUTION.md); a square seen in fewer than
# 500 of the fitted positions keeps its earlier hand-made value. An advisor or elephant is cheap as
# material because its worth is in king safety: positional_terms charges each missing one by the
# enemy's attacking pieces.
SQUARE_VALUE: dict[int, tuple[tuple[int, ...], ...]] = {
    KING: (
        (   0,    0,    0,   -8,   15),   # rank 0: the back rank
        (   0,    0,    0,  -75,  -40),
        (   0,    0,    0, -235, -188),
        (   0,    0,    0,    0,    0),
        (   0,    0,    0,    0,    0),
        (   0,    0,    0,    0,    0),
        (   0,    0,    0,    0,    0),
        (   0,    0,    0,    0,    0),
        (   0,    0,    0,    0,    0),
        (   0,    0,    0,    0,    0),
    ),
    ADVISOR: (
        (   0,    0,    0,    8,    0),   # rank 0: the back rank
        (   0,    0,    0,    0,   57),
        (   0,    0,    0,   20,    0),
        (   0,    0,    0,    0,    0),
        (   0,    0,    0,    0,    0),
        (   0,    0,    0,    0,    0),
        (   0,    0,    0,    0,    0),
        (   0,    0,    0,    0,    0),
        (   0,    0,    0,    0,    0),
        (   0,    0,    0,    0,    0),
    ),
    ELEPHANT: (
        (   0,    0,  123,    0,    0),   # rank 0: the back rank
        (   0,    0,    0,    0,    0),
        (  85,    0,    0,    0,  141),
        (   0,    0,    0,    0,    0),
        (   0,    0,   88,    0,    0),
        (   0,    0,    0,    0,    0),
        (   0,    0,    0,    0,    0),
        (   0,    0,    0,    0,    0),
        (   0,    0,    0,    0,    0),
        (   0,    0,    0,    0,    0),
    ),
    HORSE: (
        ( 343,  365,  364,  333,  417),   # rank 0: the back rank
        ( 385,  387,  422,  443,  412),
        ( 398,  422,  429,  514,  360),
        ( 467,  443,  456,  470,  509),
        ( 486,  457,  548,  499,  506),
        ( 476,  502,  508,  577,  570),
        ( 419,  641,  535,  620,  466),
        ( 603,  567,  520,  597,  608),
        ( 516,  531,  621,  541,  536),
        ( 519,  420,  611,  439,  449),
    ),
    ROOK: (
        (1065, 1180, 1142, 1206, 1161),   # rank 0: the back rank
        (1143, 1213, 1204, 1206, 1161),
        (1128, 1198, 1198, 1223, 1180),
        (1209, 1253, 1240, 1266, 1272),
        (1226, 1257, 1249, 1252, 1223),
        (1205, 1252, 1229, 1250, 1246),
        (1237, 1268, 1272, 1271, 1264),
        (1185, 1258, 1212, 1281, 1261),
        (1239, 1306, 1238, 1289, 1388),
        (1214, 1294, 1226, 1330, 1182),
    ),
    CANNON: (
        ( 593,  578,  608,  630,  706),   # rank 0: the back rank
        ( 639,  604,  670,  640,  704),
        ( 593,  582,  638,  623,  625),
        ( 587,  589,  632,  621,  643),
        ( 588,  602,  598,  574,  629),
        ( 626,  621,  585,  620,  654),
        ( 609,  607,  591,  622,  656),
        ( 617,  609,  581,  543,  537),
        ( 603,  630,  565,  574,  569),
        ( 677,  660,  567,  522,  604),
    ),
    PAWN: (
        (   0,    0,    0,    0,    0),   # rank 0: the back rank
        (   0,    0,    0,    0,    0),
        (   0,    0,    0,    0,    0),
        (  76,    0,   68,    0,  161),
        ( 100,    0,  121,    0,  151),
        ( 157,  216,  187,  295,  258),
        ( 214,  190,  259,  308,  283),
        (  96,  251,  293,  438,  433),
        ( 239,  238,  266,  381,  300),
        ( 138,  141,  144,  147,  150),
    ),
}

# The weights of positional_terms, in tenths of a centipawn (fitted with SQUARE_VALUE).
W_PHASE = 9             # per unit of the phase term (cannons early, horses late)
W_ADVISOR_HORSE = -385  # per missing advisor and enemy horse
W_ADVISOR_ROOK = -932   # per missing advisor and enemy rook
W_ADVISOR_PAWN = -580   # per missing advisor and enemy pawn across the river
W_ELEPHANT_CANNON = -119  # per missing elephant and enemy cannon
W_ELEPHANT_ROOK = -730  # per missing elephant and enemy rook
W_HORSE_MOBILITY = 142  # per square a horse reaches
W_HORSE_TRAPPED = -192  # a horse that reaches no square
W_HORSE_CRAMPED = -65   # a horse that reaches one square
W_HOLLOW_FILE = 704     # a cannon on the enemy king's file with nothing between
W_HOLLOW_RANK = 270     # the same on its rank
W_ONE_SCREEN = 475      # one piece between (the king is in check)
W_TWO_SCREENS = 378     # two pieces between
W_PAWN_PAIR = -134      # pawns across the river side by side
POSITIONAL_WEIGHT = 10  # percent: positional() is positional_terms() / 10, rounded toward zero
# The terms in the order of term_counts (tools/tune_eval.py prints the fitted weights by these names).
TERM_NAMES = ("W_PHASE", "W_ADVISOR_HORSE", "W_ADVISOR_ROOK", "W_ADVISOR_PAWN", "W_ELEPHANT_CANNON",
              "W_ELEPHANT_ROOK", "W_HORSE_MOBILITY", "W_HORSE_TRAPPED", "W_HORSE_CRAMPED", "W_HOLLOW_FILE",
              "W_HOLLOW_RANK", "W_ONE_SCREEN", "W_TWO_SCREENS", "W_PAWN_PAIR")
TERM_WEIGHTS: tuple[int, ...] = tuple(globals()[name] for name in TERM_NAMES)


def _build_pstv() -> list[list[int]]:
    tables = [[0] * 90 for _ in range(16)]
    for t, rows in SQUARE_VALUE.items():
        for sq in range(90):
            f, r = sq % 9, sq // 9
            v = rows[r][min(f, 8 - f)]
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
    """The non-incremental terms from Red's view in tenths of a centipawn: TERM_WEIGHTS times
    term_counts (the core computes the same sum in one pass, app.ai.core.evaluation)."""
    return sum(w * n for w, n in zip(TERM_WEIGHTS, term_counts(sq, plist, kings), strict=True))


def term_counts(sq: list[int], plist: list[set[int]], kings: list[int]) -> list[int]:
    """How often each of positional_terms' terms occurs, Red's minus Black's, in TERM_WEIGHTS' order
    (what tools/tune_eval.py fits the weights to)."""
    nrc, nhc, ncc = len(plist[ROOK]), len(plist[HORSE]), len(plist[CANNON])
    nrb, nhb, ncb = len(plist[ROOK | 8]), len(plist[HORSE | 8]), len(plist[CANNON | 8])
    n = [0] * len(TERM_WEIGHTS)
    # Phase: rooks (x2), horses and cannons on the board, 0..16; cannons gain early, horses late.
    k = (2 * (nrc + nrb) + nhc + nhb + ncc + ncb - 8) * 2
    n[0] = k * ((ncc - nhc) - (ncb - nhb))
    for side in (0, 1):
        bit = side << 3
        sign = 1 if side == 0 else -1
        enemy_horses, enemy_rooks, enemy_cannons = (nhb, nrb, ncb) if side == 0 else (nhc, nrc, ncc)
        # King safety from advisors and elephants against the enemy's attackers.
        missing_adv = 2 - len(plist[ADVISOR | bit])
        if missing_adv > 0:
            crossed = sum(1 for p in plist[PAWN | bit ^ 8] if ((p < 45) if side == 0 else (p >= 45)))
            n[1] += sign * missing_adv * enemy_horses
            n[2] += sign * missing_adv * enemy_rooks
            n[3] += sign * missing_adv * crossed
        missing_ele = 2 - len(plist[ELEPHANT | bit])
        if missing_ele > 0:
            n[4] += sign * missing_ele * enemy_cannons
            n[5] += sign * missing_ele * enemy_rooks
        # Horse mobility and blocked legs.
        for h in plist[HORSE | bit]:
            mob = 0
            for to, leg in HORSE_JUMPS[h]:
                if not sq[leg]:
                    q = sq[to]
                    if not q or (q & 8) != bit:
                        mob += 1
            n[6] += sign * mob
            if mob <= 1:
                n[7 + mob] += sign
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
                n[9 if cf == ef else 10] += sign      # hollow cannon: the king's line is pinned down
            elif between <= 2:
                n[10 + between] += sign               # one screen: check; two: a check a move away
        # Crossed pawns side by side.
        pawns = plist[PAWN | bit]
        if len(pawns) > 1:
            for p in pawns:
                if ((p >= 45) if side == 0 else (p < 45)) and p % 9 < 8 and (p + 1) in pawns:
                    n[13] += sign
    return n
