"""The search core's tables: flat lists of ints built from the model's tables.

Each table is a flat list (a row of a move table: a list of ints). The compiled core takes the same
tables as numpy arrays, rows padded with -1 (``padded``); the core's loops stop at the first -1, so
both read them the same way. Zobrist keys are the model's, as signed 64-bit ints (the compiled core's
int64; XOR keeps a signed value in range in Python too).
"""

from __future__ import annotations

import math

from app.model.board import ZOBRIST as MODEL_ZOBRIST, ZOBRIST_SIDE as MODEL_ZOBRIST_SIDE
from app.model.tables import (ADVISOR_MOVES, DIAG_NEIGHBOURS, ELEPHANT_MOVES, HORSE_ATTACKERS, HORSE_MOVES,
                              KING_MOVES, PAWN_ATTACKERS, PAWN_MOVES, RAYS, SAME_LINE)

from .weights import CODE_VALUE, PSTV as MODEL_PSTV


def signed64(x: int) -> int:
    """An unsigned 64-bit key as the core's signed int64."""
    return x - (1 << 64) if x >= 1 << 63 else x


def unsigned64(x: int) -> int:
    """The core's signed key as the model's unsigned one."""
    return x + (1 << 64) if x < 0 else x


# RAY[sq * 4 + d]: the squares walking outward from sq (up, down, right, left).
RAY: list[list[int]] = [list(RAYS[s][d]) for s in range(90) for d in range(4)]
# HORSE[sq]: (leg << 7) | target for each horse move from sq; HORSE_ATT[sq]: (leg << 7) | horse for
# each horse that would attack sq.
HORSE: list[list[int]] = [[(leg << 7) | t for t, leg in HORSE_MOVES[s]] for s in range(90)]
HORSE_ATT: list[list[int]] = [[(leg << 7) | h for h, leg in HORSE_ATTACKERS[s]] for s in range(90)]
# HORSE_FAN[sq]: the same moves by leg, (leg << 14) | (t1 << 7) | t2 for the one or two targets past
# each leg (t2 = sq, the horse's own square, when there is one target).
HORSE_FAN: list[list[int]] = []
for _s in range(90):
    _by_leg: dict[int, list[int]] = {}
    for _t, _leg in HORSE_MOVES[_s]:
        _by_leg.setdefault(_leg, []).append(_t)
    HORSE_FAN.append([(_leg << 14) | (_ts[0] << 7) | (_ts[1] if len(_ts) > 1 else _s) for _leg, _ts in _by_leg.items()])
# By side * 90 + sq: pawn, king and advisor targets, (eye << 7) | target for elephants, and the
# squares from which a pawn of that side attacks sq.
PAWN: list[list[int]] = [list(PAWN_MOVES[c][s]) for c in (0, 1) for s in range(90)]
PAWN_ATT: list[list[int]] = [list(PAWN_ATTACKERS[c][s]) for c in (0, 1) for s in range(90)]
KING: list[list[int]] = [list(KING_MOVES[c][s]) for c in (0, 1) for s in range(90)]
ADVISOR: list[list[int]] = [list(ADVISOR_MOVES[c][s]) for c in (0, 1) for s in range(90)]
ELEPHANT: list[list[int]] = [[(eye << 7) | t for t, eye in ELEPHANT_MOVES[c][s]] for c in (0, 1)
                             for s in range(90)]
# By king square * 90 + sq: 1 if a piece leaving sq may expose the king (its lines and the horse legs
# next to it); 1 if a piece arriving on sq may give check to a king there (its lines, horse squares).
EXPOSE: list[int] = [0] * 8100
LINE: list[int] = [0] * 8100
CHECK_TO: list[int] = [0] * 8100
for _k in range(90):
    for _s in SAME_LINE[_k]:
        EXPOSE[_k * 90 + _s] = LINE[_k * 90 + _s] = CHECK_TO[_k * 90 + _s] = 1
    for _s in DIAG_NEIGHBOURS[_k]:
        EXPOSE[_k * 90 + _s] = 1
    for _h, _ in HORSE_ATTACKERS[_k]:
        CHECK_TO[_k * 90 + _h] = 1
# HORSE_LEG[k * 90 + s]: 1 + the leg of a horse on s attacking k, 0 if a horse there cannot attack k.
HORSE_LEG: list[int] = [0] * 8100
for _k in range(90):
    for _h, _leg in HORSE_ATTACKERS[_k]:
        HORSE_LEG[_k * 90 + _h] = _leg + 1
# ZOB[piece * 90 + sq], ZSIDE: the model's Zobrist keys, signed.
ZOB: list[int] = [signed64(MODEL_ZOBRIST[p][s]) for p in range(16) for s in range(90)]
ZSIDE: int = signed64(MODEL_ZOBRIST_SIDE)
# PST[piece * 90 + sq]: material and square value, positive for Red.
PST: list[int] = [MODEL_PSTV[p][s] for p in range(16) for s in range(90)]

# The same moves backwards, by side * 90 + target: the squares from which an advisor or king of that
# side reaches the target, and (eye << 7) | square for elephants.
ADVISOR_ATT: list[list[int]] = [[] for _ in range(180)]
KING_ATT: list[list[int]] = [[] for _ in range(180)]
ELEPHANT_ATT: list[list[int]] = [[] for _ in range(180)]
for _c in (0, 1):
    for _f in range(90):
        for _t in ADVISOR_MOVES[_c][_f]:
            ADVISOR_ATT[_c * 90 + _t].append(_f)
        for _t in KING_MOVES[_c][_f]:
            KING_ATT[_c * 90 + _t].append(_f)
        for _t, _eye in ELEPHANT_MOVES[_c][_f]:
            ELEPHANT_ATT[_c * 90 + _t].append((_eye << 7) | _f)
# SEE_VALUE[piece]: material for exchanges (the king's 5000 only makes taking it decide).
SEE_VALUE: list[int] = list(CODE_VALUE)

# LMR[depth * 64 + moves]: the late-move reduction by remaining depth and move number (both below 64).
LMR: list[int] = [0 if d < 3 or n < 3 else int(0.5 + math.log(d) * math.log(n) / 2.2) for d in range(64)
                  for n in range(64)]

ROW_TABLES = ("RAY", "HORSE", "HORSE_ATT", "HORSE_FAN", "PAWN", "PAWN_ATT", "KING", "ADVISOR", "ELEPHANT",
              "ADVISOR_ATT", "KING_ATT", "ELEPHANT_ATT")
FLAT_TABLES = ("EXPOSE", "LINE", "CHECK_TO", "HORSE_LEG", "ZOB", "PST", "SEE_VALUE", "LMR")
