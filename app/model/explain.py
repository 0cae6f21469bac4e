"""Why a move is illegal, in words a player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .tables import (ADVISOR, CANNON, COLOR_NAMES, ELEPHANT, HORSE, KING, PAWN, ROOK, TYPE_NAMES,
                     file_of, in_palace, own_half, rank_of, square, square_name)

if TYPE_CHECKING:
    from .board import Board


def _between(a: int, b: int) -> list[int]:
    """Squares strictly between two squares on one rank or file."""
    fa, ra, fb, rb = file_of(a), rank_of(a), file_of(b), rank_of(b)
    if fa == fb:
        step = 1 if rb > ra else -1
        return [square(fa, r) for r in range(ra + step, rb, step)]
    step = 1 if fb > fa else -1
    return [square(f, ra) for f in range(fa + step, fb, step)]


def _geometry(board: "Board", f: int, t: int, p: int) -> str | None:
    """Reason the piece cannot reach t by its own movement rule, or None if it can."""
    b = board._sq
    color, ptype = p >> 3, p & 7
    df, dr = file_of(t) - file_of(f), rank_of(t) - rank_of(f)
    name = TYPE_NAMES[ptype]
    if ptype == KING:
        if abs(df) + abs(dr) != 1:
            return "the king moves one point along a rank or file"
        if not in_palace(color, t):
            return "the king must stay in the palace"
    elif ptype == ADVISOR:
        if abs(df) != 1 or abs(dr) != 1:
            return "the advisor moves one point diagonally"
        if not in_palace(color, t):
            return "the advisor must stay in the palace"
    elif ptype == ELEPHANT:
        if abs(df) != 2 or abs(dr) != 2:
            return "the elephant moves exactly two points diagonally"
        if not own_half(color, t):
            return "the elephant cannot cross the river"
        eye = square(file_of(f) + df // 2, rank_of(f) + dr // 2)
        if b[eye]:
            return f"the elephant's eye is blocked at {square_name(eye)}"
    elif ptype == HORSE:
        if sorted((abs(df), abs(dr))) != [1, 2]:
            return "the horse moves one point orthogonally then one diagonally"
        leg = square(file_of(f) + (df // 2 if abs(df) == 2 else 0), rank_of(f) + (dr // 2 if abs(dr) == 2 else 0))
        if b[leg]:
            return f"the horse is blocked at {square_name(leg)} (horse leg blocked at {square_name(leg)})"
    elif ptype in (ROOK, CANNON):
        if df and dr:
            return f"the {name} moves along a rank or file"
        screens = [s for s in _between(f, t) if b[s]]
        if ptype == ROOK or not b[t]:
            if screens:
                return f"the {name} is blocked at {square_name(screens[0])}"
        elif len(screens) != 1:
            return f"the cannon captures by jumping exactly one piece (there are {len(screens)})"
    elif ptype == PAWN:
        forward = 1 if color == 0 else -1
        if (df, dr) == (0, forward):
            return None
        if dr == -forward and df == 0:
            return "a pawn never moves backwards"
        if dr == 0 and abs(df) == 1:
            if own_half(color, f):
                return "a pawn moves sideways only after crossing the river"
            return None
        return "a pawn moves one point forward (or sideways after crossing the river)"
    return None


def explain_illegal(board: "Board", f: int, t: int) -> str:
    """A short reason why moving from f to t is not legal on this board."""
    b = board._sq
    p = b[f]
    if f == t:
        return "a move must change square"
    if not p:
        return f"there is no piece at {square_name(f)}"
    side = board._side
    if p >> 3 != side:
        return f"the piece at {square_name(f)} is {COLOR_NAMES[p >> 3]}'s; it is {COLOR_NAMES[side]}'s turn"
    q = b[t]
    if q and q >> 3 == side:
        return f"cannot capture your own piece at {square_name(t)}"
    reason = _geometry(board, f, t, p)
    if reason:
        return reason
    b[t], b[f] = p, 0
    try:
        kings = [b.index(KING), b.index(KING | 8)]
        if file_of(kings[0]) == file_of(kings[1]) and not any(b[s] for s in _between(kings[0], kings[1])):
            return "kings would face each other"
        king = t if p & 7 == KING else board._kings[side]
        if board._attacked(king, side):
            return "leaves the king in check"
    finally:
        b[f], b[t] = p, q
    return "not a legal move"
