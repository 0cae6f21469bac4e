"""WXF FEN reading (with named errors) and writing.

A FEN is read when the rules can run in it: one king of each colour in its palace, the kings not
facing, the side not to move not in check (FenError otherwise). What a game cannot reach (a pawn
behind its start, an elephant across the river, a sixth pawn) is no error: ``position_warnings``
lists it, as the Asian Rules' diagrams need such positions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .attacks import king_attacked, kings_facing
from .errors import FenError, FenProblem, PositionWarning
from .tables import (
    ADVISOR,
    BLACK,
    BLACK_BIT,
    COLOR_NAMES,
    KING,
    LETTER_TYPES,
    PIECE_TYPES,
    RED,
    SQUARES,
    TYPE_LETTERS,
    TYPE_NAMES,
    in_palace,
    legal_squares,
    square,
)

_DIGITS = frozenset("0123456789")
_COUNTER = re.compile(r"-?[0-9]{1,9}")
MAX_COUNT = {KING: 1, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 5}


def _parse_placement(text: str) -> list[int]:
    rows = text.split("/")
    if len(rows) != 10:
        raise FenError(FenProblem.RANK_COUNT, count=len(rows))
    squares = [0] * SQUARES
    for i, row in enumerate(rows):
        rank = 9 - i
        f = 0
        for ch in row:
            if ch in _DIGITS:  # ASCII only: '①'.isdigit() and '٣'.isdigit() are true as well
                f += ord(ch) - 48
                continue
            ptype = LETTER_TYPES.get(ch.lower())
            if ptype is None:
                raise FenError(FenProblem.BAD_LETTER, text=ch, rank=rank)
            if f < 9:
                squares[square(f, rank)] = ptype | (0 if ch.isupper() else BLACK_BIT)
            f += 1
        if f != 9:
            raise FenError(FenProblem.RANK_WIDTH, rank=rank, count=f)
    return squares


def _counts(squares: list[int]) -> dict[int, int]:
    counts: dict[int, int] = {}
    for p in squares:
        if p:
            counts[p] = counts.get(p, 0) + 1
    return counts


def _check_kings(squares: list[int]) -> None:
    """One king of each colour, in its palace (the rules cannot run otherwise)."""
    counts = _counts(squares)
    for color in (RED, BLACK):
        name = COLOR_NAMES[color]
        kings = counts.get(KING | (color << 3), 0)
        if kings == 0:
            raise FenError(FenProblem.NO_KING, color=name)
        if kings > 1:
            raise FenError(FenProblem.TOO_MANY, color=name, kind=TYPE_NAMES[KING], count=kings)
        sq = squares.index(KING | (color << 3))
        if sq not in legal_squares(color, KING):
            raise FenError(FenProblem.OUTSIDE_PALACE, color=name, kind=TYPE_NAMES[KING], square=sq)


def position_warnings(squares: Sequence[int]) -> tuple[PositionWarning, ...]:
    """What a game can never reach in a position (pieces where none can stand, too many of a kind),
    by square then by colour and kind; empty for a position a game may reach as far as this tests."""
    out = []
    for sq, p in enumerate(squares):
        if p and (p & 7) != KING and sq not in legal_squares(p >> 3, p & 7):
            outside = p & 7 == ADVISOR and not in_palace(p >> 3, sq)
            problem = FenProblem.OUTSIDE_PALACE if outside else FenProblem.IMPOSSIBLE_SQUARE
            out.append(PositionWarning(problem, COLOR_NAMES[p >> 3], TYPE_NAMES[p & 7], square=sq))
    counts = _counts(list(squares))
    for color in (RED, BLACK):
        for ptype in PIECE_TYPES:
            n = counts.get(ptype | (color << 3), 0)
            if ptype != KING and n > MAX_COUNT[ptype]:
                out.append(PositionWarning(FenProblem.TOO_MANY, COLOR_NAMES[color], TYPE_NAMES[ptype], count=n))
    return tuple(out)


def parse_fen(fen: str) -> tuple[list[int], int, int, int]:
    """Squares, side (RED/BLACK), halfmove clock and fullmove number of a FEN (FenError on bad input)."""
    if not isinstance(fen, str):
        raise FenError(FenProblem.NOT_TEXT, text=type(fen).__name__)
    fields = fen.split()
    if not fields:
        raise FenError(FenProblem.EMPTY)
    placement = fields[0]
    if placement.endswith("[]"):
        placement = placement[:-2]  # empty holdings, as Fairy-Stockfish writes them
    squares = _parse_placement(placement)
    _check_kings(squares)
    side_text = fields[1] if len(fields) > 1 else "w"
    if side_text.lower() in ("w", "r"):
        side = RED
    elif side_text.lower() == "b":
        side = BLACK
    else:
        raise FenError(FenProblem.BAD_SIDE, text=side_text)
    halfmove, fullmove = 0, 1
    if len(fields) > 4:
        if not _COUNTER.fullmatch(fields[4]):
            raise FenError(FenProblem.BAD_HALFMOVE, text=fields[4])
        halfmove = int(fields[4])
    if len(fields) > 5:
        if not _COUNTER.fullmatch(fields[5]):
            raise FenError(FenProblem.BAD_FULLMOVE, text=fields[5])
        fullmove = int(fields[5])
    if halfmove < 0 or fullmove < 1:
        raise FenError(FenProblem.NEGATIVE_COUNTERS)
    if kings_facing(squares):
        raise FenError(FenProblem.KINGS_FACING, square=squares.index(KING))
    _check_not_capturable(squares, side)
    return squares, side, halfmove, fullmove


def _check_not_capturable(squares: list[int], side: int) -> None:
    """The side that just moved may not be left in check."""
    other = side ^ 1
    if king_attacked(squares, squares.index(KING | (other << 3)), other):
        raise FenError(FenProblem.SIDE_NOT_TO_MOVE_IN_CHECK, color=COLOR_NAMES[other])


def format_fen(squares: list[int], side: int, halfmove: int, fullmove: int) -> str:
    """WXF FEN text of a position."""
    rows = []
    for rank in range(9, -1, -1):
        row = ""
        empty = 0
        for f in range(9):
            p = squares[square(f, rank)]
            if not p:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            letter = TYPE_LETTERS[p & 7]
            row += letter if p & BLACK_BIT else letter.upper()
        if empty:
            row += str(empty)
        rows.append(row)
    return f"{'/'.join(rows)} {'b' if side == BLACK else 'w'} - - {halfmove} {fullmove}"
