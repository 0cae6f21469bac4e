"""What the evaluation is made of: material, the square tables and the positional terms' weights.

app.ai.core.evaluation computes the evaluation from these (the one implementation, compiled by numba
or run by CPython); tools/tune_eval.py fits them to the results of master games and prints them in
this file's form. Each positional term has a name (``Term``) and a weight ``W_<name>``; the
evaluation traced (``Searcher.trace()``) gives each term's count, so that the evaluation is
``sum(WEIGHTS[t] * count[t]) * POSITIONAL_WEIGHT / 100`` (rounded toward zero) over the terms, plus
the material and square sum (``PSTV``) that make/unmake keep up to date.
"""

from __future__ import annotations

from enum import IntEnum

from app.model.tables import ADVISOR, CANNON, ELEPHANT, HORSE, KING, PAWN, ROOK


class Term(IntEnum):
    """The positional terms, each counted Red's minus Black's (app.ai.core.evaluation)."""

    PHASE = 0              # (rooks x2 + horses + cannons - 8) x 2, times (cannons - horses)
    ADVISOR_HORSE = 1      # missing advisors x enemy horses
    ADVISOR_ROOK = 2       # missing advisors x enemy rooks
    ADVISOR_PAWN = 3       # missing advisors x enemy pawns across the river
    ELEPHANT_CANNON = 4    # missing elephants x enemy cannons
    ELEPHANT_ROOK = 5      # missing elephants x enemy rooks
    HORSE_MOBILITY = 6     # squares the horses reach (leg free, not an own piece's square)
    HORSE_TRAPPED = 7      # horses that reach no square
    HORSE_CRAMPED = 8      # horses that reach one square
    HOLLOW_FILE = 9        # cannons on the enemy king's file with nothing between
    HOLLOW_RANK = 10       # the same on its rank
    ONE_SCREEN = 11        # cannons on the enemy king's lines with one piece between (check)
    TWO_SCREENS = 12       # ... with two pieces between
    PAWN_PAIR = 13         # pawns across the river side by side


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
# the positional terms (W_*) to the results of the CCPD master games by tools/tune_eval.py (Texel's
# method; the games' licence and source: resources/book/ATTRIBUTION.md); a square seen in fewer than
# 500 of the fitted positions keeps its earlier hand-made value. An advisor or elephant is cheap as
# material because its worth is in king safety: the evaluation charges each missing one by the
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

# The positional terms' weights (Term's W_<name>), in tenths of a centipawn (fitted with SQUARE_VALUE).
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
POSITIONAL_WEIGHT = 10  # percent: the positional value is the terms' weighted sum / 10, rounded toward zero


def _build_pstv() -> list[list[int]]:
    """PSTV[code][square]: SQUARE_VALUE by piece code and square, positive for Red, negative for Black."""
    tables = [[0] * 90 for _ in range(16)]
    for t, rows in SQUARE_VALUE.items():
        for sq in range(90):
            f, r = sq % 9, sq // 9
            v = rows[r][min(f, 8 - f)]
            tables[t][sq] = v
            tables[t | 8][(9 - r) * 9 + f] = -v
    return tables


PSTV = _build_pstv()


# WEIGHTS[term]: the weight W_<name> of each term, in Term's order (the tuner's features).
WEIGHTS: tuple[int, ...] = tuple(globals()["W_" + t.name] for t in Term)
