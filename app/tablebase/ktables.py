"""The kernel's tables: flat int lists made from the model's move tables (app.model.tables), so the
tablebase plays exactly the program's rules. Rows have a fixed width and end with -1 (the compiled
kernel gets the same lists as int64 numpy arrays).

Square sets (``SET_*``): where a piece of a colour and kind may stand; a table indexes a piece by its
place in its set. Colours: 0 Red, 1 Black; kinds as in app.model.tables (KING 1 ... PAWN 7).
"""

from __future__ import annotations

from app.model.tables import (ADVISOR, ADVISOR_MOVES, CANNON, ELEPHANT, ELEPHANT_MOVES, HORSE, HORSE_MOVES, KING,
                              KING_MOVES, PAWN, PAWN_MOVES, RAYS, ROOK, SQUARES, legal_squares)

W_RAY = 10          # a ray: up to 9 squares and -1
W_HORSE = 9         # up to 8 moves and -1
W_STEP = 5          # king, advisor and elephant steps: up to 4 and -1
W_PAWN = 4          # up to 3 pawn steps and -1
MAX_COUNT = 3       # pieces of one kind and colour a table may hold

# square sets: (colour, kind) -> set number; ANY for rooks, horses and cannons
SET_RED_KING, SET_BLACK_KING, SET_RED_ADVISOR, SET_BLACK_ADVISOR, SET_RED_ELEPHANT, SET_BLACK_ELEPHANT, \
    SET_RED_PAWN, SET_BLACK_PAWN, SET_ANY = range(9)
N_SETS = 9


def set_of(color: int, kind: int) -> int:
    """The square set a piece of this colour and kind is indexed in."""
    if kind == KING:
        return SET_RED_KING + color
    if kind == ADVISOR:
        return SET_RED_ADVISOR + color
    if kind == ELEPHANT:
        return SET_RED_ELEPHANT + color
    if kind == PAWN:
        return SET_RED_PAWN + color
    return SET_ANY


def _set_squares(number: int) -> list[int]:
    if number == SET_ANY:
        return list(range(SQUARES))
    kind = (KING, KING, ADVISOR, ADVISOR, ELEPHANT, ELEPHANT, PAWN, PAWN)[number]
    return sorted(legal_squares(number % 2, kind))


def _rows(rows: list[list[int]], width: int) -> list[int]:
    out: list[int] = []
    for row in rows:
        assert len(row) < width
        out.extend(row + [-1] * (width - len(row)))
    return out


FILE = [sq % 9 for sq in range(SQUARES)]
MIRROR = [sq - sq % 9 + 8 - sq % 9 for sq in range(SQUARES)]          # files a-i -> i-a
FLIP = [(9 - sq // 9) * 9 + sq % 9 for sq in range(SQUARES)]            # ranks 0-9 -> 9-0 (colours swapped)

RAY = _rows([list(ray) for sq in range(SQUARES) for ray in RAYS[sq]], W_RAY)
# DIR[a * 90 + b]: the direction (0-3) of the ray from a through b, -1 if not on one line
DIR = [-1] * (SQUARES * SQUARES)
for _a in range(SQUARES):
    for _d, _ray in enumerate(RAYS[_a]):
        for _b in _ray:
            DIR[_a * SQUARES + _b] = _d

# NEAR[a * 90 + b]: 1 if b is a diagonal neighbour of a (a horse's leg when a is the square it attacks)
NEAR = [0] * (SQUARES * SQUARES)
for _a in range(SQUARES):
    for _b in range(SQUARES):
        if abs(_a % 9 - _b % 9) == 1 and abs(_a // 9 - _b // 9) == 1:
            NEAR[_a * SQUARES + _b] = 1

HORSE_TO = _rows([[t for t, _leg in HORSE_MOVES[sq]] for sq in range(SQUARES)], W_HORSE)
HORSE_LEG = _rows([[leg for _t, leg in HORSE_MOVES[sq]] for sq in range(SQUARES)], W_HORSE)
_from: list[list[tuple[int, int]]] = [[] for _ in range(SQUARES)]
for _a in range(SQUARES):
    for _t, _leg in HORSE_MOVES[_a]:
        _from[_t].append((_a, _leg))
HORSE_FROM = _rows([[a for a, _leg in row] for row in _from], W_HORSE)        # where a horse came from
HORSE_FROM_LEG = _rows([[leg for _a, leg in row] for row in _from], W_HORSE)

KING_TO = _rows([list(KING_MOVES[c][sq]) for c in (0, 1) for sq in range(SQUARES)], W_STEP)
ADVISOR_TO = _rows([list(ADVISOR_MOVES[c][sq]) for c in (0, 1) for sq in range(SQUARES)], W_STEP)
ELEPHANT_TO = _rows([[t for t, _e in ELEPHANT_MOVES[c][sq]] for c in (0, 1) for sq in range(SQUARES)], W_STEP)
ELEPHANT_EYE = _rows([[e for _t, e in ELEPHANT_MOVES[c][sq]] for c in (0, 1) for sq in range(SQUARES)], W_STEP)
PAWN_TO = _rows([list(PAWN_MOVES[c][sq]) for c in (0, 1) for sq in range(SQUARES)], W_PAWN)
_pawn_from: list[list[int]] = []
for _c in (0, 1):
    _legal = legal_squares(_c, PAWN)
    for _t in range(SQUARES):
        _pawn_from.append([a for a in sorted(_legal) if _t in PAWN_MOVES[_c][a]])
PAWN_FROM = _rows(_pawn_from, W_PAWN)       # where a pawn that stands on the square came from

SET_SQ = _rows([_set_squares(n) for n in range(N_SETS)], SQUARES + 1)      # set, place -> square
SET_SIZE = [len(_set_squares(n)) for n in range(N_SETS)]
SET_LOCAL = [-1] * (N_SETS * SQUARES)                                       # set, square -> place
for _n in range(N_SETS):
    for _i, _sq in enumerate(_set_squares(_n)):
        SET_LOCAL[_n * SQUARES + _sq] = _i

# BINOM[n * 4 + k] = n choose k (k <= 3): the index of a group of like pieces (combinatorial number system)
BINOM = [0] * ((SQUARES + 1) * (MAX_COUNT + 1))
for _n in range(SQUARES + 1):
    for _k in range(MAX_COUNT + 1):
        _v = 1
        for _j in range(_k):
            _v = _v * (_n - _j) // (_j + 1)
        BINOM[_n * (MAX_COUNT + 1) + _k] = _v if _n >= _k else 0

# The kings' pairs in the index: Red's king on files a-e, and when on e, Black's on a-e too (the
# mirror image of any other pair is one of these): 45 pairs.
_reds, _blacks = _set_squares(SET_RED_KING), _set_squares(SET_BLACK_KING)
_pairs = [(r, b) for r in _reds for b in _blacks if FILE[r] < 4 or (FILE[r] == 4 and FILE[b] <= 4)]
N_KING_PAIRS = len(_pairs)
KP_RED = [r for r, _b in _pairs]
KP_BLACK = [b for _r, b in _pairs]
KP_INDEX = [-1] * (SQUARES * SQUARES)           # red king * 90 + black king -> pair number (-1: mirror it)
for _i, (_r, _b) in enumerate(_pairs):
    KP_INDEX[_r * SQUARES + _b] = _i

# the lists the compiled kernel gets as numpy arrays
ARRAYS = ("FILE", "MIRROR", "FLIP", "RAY", "DIR", "NEAR", "HORSE_TO", "HORSE_LEG", "HORSE_FROM", "HORSE_FROM_LEG",
          "KING_TO", "ADVISOR_TO", "ELEPHANT_TO", "ELEPHANT_EYE", "PAWN_TO", "PAWN_FROM", "SET_SQ", "SET_SIZE",
          "SET_LOCAL", "BINOM", "KP_RED", "KP_BLACK", "KP_INDEX")

__all__ = ["ROOK", "HORSE", "CANNON", "KING", "ADVISOR", "ELEPHANT", "PAWN", *ARRAYS]
