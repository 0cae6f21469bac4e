"""Why a move is illegal, as a value: an IllegalMoveError with its reason and arguments."""

from __future__ import annotations

from collections.abc import Sequence

from .attacks import king_attacked, kings_facing
from .errors import IllegalMoveError, IllegalReason
from .move import Move
from .tables import (
    ADVISOR,
    CANNON,
    COLOR_NAMES,
    ELEPHANT,
    HORSE,
    KING,
    PAWN,
    ROOK,
    TYPE_NAMES,
    file_of,
    in_palace,
    own_half,
    rank_of,
    square,
)

R = IllegalReason


def _between(a: int, b: int) -> list[int]:
    """Squares strictly between two squares on one rank or file."""
    fa, ra, fb, rb = file_of(a), rank_of(a), file_of(b), rank_of(b)
    if fa == fb:
        step = 1 if rb > ra else -1
        return [square(fa, r) for r in range(ra + step, rb, step)]
    step = 1 if fb > fa else -1
    return [square(f, ra) for f in range(fa + step, fb, step)]


def _geometry(b: Sequence[int], f: int, t: int, p: int) -> tuple[IllegalReason, int | None, int | None] | None:
    """(reason, square, count) if the piece cannot reach t by its own movement rule, else None."""
    color, ptype = p >> 3, p & 7
    df, dr = file_of(t) - file_of(f), rank_of(t) - rank_of(f)
    if ptype == KING:
        if abs(df) + abs(dr) != 1:
            return R.KING_STEP, None, None
        if not in_palace(color, t):
            return R.PALACE, None, None
    elif ptype == ADVISOR:
        if abs(df) != 1 or abs(dr) != 1:
            return R.ADVISOR_STEP, None, None
        if not in_palace(color, t):
            return R.PALACE, None, None
    elif ptype == ELEPHANT:
        if abs(df) != 2 or abs(dr) != 2:
            return R.ELEPHANT_STEP, None, None
        if not own_half(color, t):
            return R.ELEPHANT_RIVER, None, None
        eye = square(file_of(f) + df // 2, rank_of(f) + dr // 2)
        if b[eye]:
            return R.ELEPHANT_EYE, eye, None
    elif ptype == HORSE:
        if sorted((abs(df), abs(dr))) != [1, 2]:
            return R.HORSE_STEP, None, None
        leg = square(file_of(f) + (df // 2 if abs(df) == 2 else 0), rank_of(f) + (dr // 2 if abs(dr) == 2 else 0))
        if b[leg]:
            return R.HORSE_LEG, leg, None
    elif ptype in (ROOK, CANNON):
        if df and dr:
            return R.LINE_MOVE, None, None
        screens = [s for s in _between(f, t) if b[s]]
        if ptype == ROOK or not b[t]:
            if screens:
                return R.BLOCKED, screens[0], None
        elif len(screens) != 1:
            return R.CANNON_SCREENS, None, len(screens)
    elif ptype == PAWN:
        return _pawn(color, f, df, dr)
    return None


def _pawn(color: int, f: int, df: int, dr: int) -> tuple[IllegalReason, int | None, int | None] | None:
    forward = 1 if color == 0 else -1
    if (df, dr) == (0, forward):
        return None
    if dr == -forward and df == 0:
        return R.PAWN_BACKWARDS, None, None
    if dr == 0 and abs(df) == 1:
        return (R.PAWN_SIDEWAYS, None, None) if own_half(color, f) else None
    return R.PAWN_STEP, None, None


def explain_illegal(squares: Sequence[int], side: int, move: Move) -> IllegalMoveError:
    """Why `move` is not legal with these 90 piece codes and `side` (0 Red, 1 Black) to move."""
    f, t = move.from_sq, move.to_sq
    b = list(squares)
    p = b[f]
    turn = COLOR_NAMES[side]
    if f == t:
        return IllegalMoveError(R.SAME_SQUARE, move, square=f, turn=turn)
    if not p:
        return IllegalMoveError(R.NO_PIECE, move, square=f, turn=turn)
    color, kind = COLOR_NAMES[p >> 3], TYPE_NAMES[p & 7]
    if p >> 3 != side:
        return IllegalMoveError(R.WRONG_TURN, move, square=f, kind=kind, color=color, turn=turn)
    q = b[t]
    if q and q >> 3 == side:
        return IllegalMoveError(R.OWN_CAPTURE, move, square=t, kind=kind, color=color, turn=turn)
    why = _geometry(b, f, t, p)
    if why is not None:
        reason, sq, count = why
        return IllegalMoveError(reason, move, square=sq, kind=kind, color=color, turn=turn, count=count)
    b[t], b[f] = p, 0
    if kings_facing(b):
        return IllegalMoveError(R.KINGS_FACE, move, kind=kind, color=color, turn=turn)
    king = t if p & 7 == KING else b.index(KING | (side << 3))
    if king_attacked(b, king, side):
        return IllegalMoveError(R.SELF_CHECK, move, square=king, kind=kind, color=color, turn=turn)
    return IllegalMoveError(R.NOT_LEGAL, move, kind=kind, color=color, turn=turn)
