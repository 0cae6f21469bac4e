"""WXF FEN reading (with named errors) and writing."""

from __future__ import annotations

import re

from .attacks import king_attacked, kings_facing
from .errors import FenError, FenProblem
from .tables import (
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


def _check_pieces(squares: list[int]) -> None:
    counts: dict[int, int] = {}
    for sq, p in enumerate(squares):
        if not p:
            continue
        counts[p] = counts.get(p, 0) + 1
        color, ptype = p >> 3, p & 7
        if sq not in legal_squares(color, ptype):
            problem = FenProblem.OUTSIDE_PALACE if ptype in (KING, 2) else FenProblem.IMPOSSIBLE_SQUARE
            raise FenError(problem, color=COLOR_NAMES[color], kind=TYPE_NAMES[ptype], square=sq)
    for color in (RED, BLACK):
        name = COLOR_NAMES[color]
        kings = counts.get(KING | (color << 3), 0)
        if kings == 0:
            raise FenError(FenProblem.NO_KING, color=name)
        for ptype in PIECE_TYPES:
            n = counts.get(ptype | (color << 3), 0)
            if n > MAX_COUNT[ptype]:
                raise FenError(FenProblem.TOO_MANY, color=name, kind=TYPE_NAMES[ptype], count=n)


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
    _check_pieces(squares)
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
