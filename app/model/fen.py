"""WXF FEN reading (with named errors) and writing."""

from __future__ import annotations

from .move import FenError
from .tables import (BLACK, BLACK_BIT, COLOR_NAMES, KING, LETTER_TYPES, PIECE_TYPES, RED, SQUARES,
                     TYPE_LETTERS, TYPE_NAMES, file_of, legal_squares, square, square_name)

MAX_COUNT = {KING: 1, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 5}
_NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
                 9: "nine", 10: "ten"}
_PLURAL = {"king": "kings", "advisor": "advisors", "elephant": "elephants", "horse": "horses",
           "rook": "rooks", "cannon": "cannons", "pawn": "pawns"}


def _count_words(n: int, color: str, kind: str) -> str:
    return f"{_NUMBER_WORDS.get(n, str(n))} {color} {_PLURAL[kind]}"


def _parse_placement(text: str) -> list[int]:
    rows = text.split("/")
    if len(rows) != 10:
        raise FenError(f"the board has {len(rows)} ranks, expected 10")
    squares = [0] * SQUARES
    for i, row in enumerate(rows):
        rank = 9 - i
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
                continue
            ptype = LETTER_TYPES.get(ch.lower())
            if ptype is None:
                raise FenError(f"unknown piece letter {ch!r} on rank {rank}")
            if f < 9:
                squares[square(f, rank)] = ptype | (0 if ch.isupper() else BLACK_BIT)
            f += 1
        if f != 9:
            raise FenError(f"rank {rank} has {f} files")
    return squares


def _check_pieces(squares: list[int]) -> None:
    counts: dict[int, int] = {}
    for sq, p in enumerate(squares):
        if not p:
            continue
        counts[p] = counts.get(p, 0) + 1
        color, ptype = p >> 3, p & 7
        if sq not in legal_squares(color, ptype):
            where = "outside the palace" if ptype in (KING, 2) else "on an impossible square"
            raise FenError(f"{COLOR_NAMES[color]} {TYPE_NAMES[ptype]} {where} ({square_name(sq)})")
    for color in (RED, BLACK):
        name = COLOR_NAMES[color]
        kings = counts.get(KING | (color << 3), 0)
        if kings == 0:
            raise FenError(f"no {name} king")
        for ptype in PIECE_TYPES:
            n = counts.get(ptype | (color << 3), 0)
            if n > MAX_COUNT[ptype]:
                raise FenError(_count_words(n, name, TYPE_NAMES[ptype]))


def _kings_facing(squares: list[int]) -> bool:
    red, black = squares.index(KING), squares.index(KING | BLACK_BIT)
    if file_of(red) != file_of(black):
        return False
    return all(not squares[s] for s in range(red + 9, black, 9))


def parse_fen(fen: str) -> tuple[list[int], int, int, int]:
    """Squares, side (RED/BLACK), halfmove clock and fullmove number of a FEN (FenError on bad input)."""
    if not isinstance(fen, str):
        raise FenError(f"FEN must be text, not {type(fen).__name__}")
    fields = fen.split()
    if not fields:
        raise FenError("empty FEN")
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
        raise FenError(f"side to move {side_text!r}")
    halfmove, fullmove = 0, 1
    if len(fields) > 4:
        try:
            halfmove = int(fields[4])
        except ValueError:
            raise FenError(f"halfmove clock {fields[4]!r} is not a number") from None
    if len(fields) > 5:
        try:
            fullmove = int(fields[5])
        except ValueError:
            raise FenError(f"move number {fields[5]!r} is not a number") from None
    if halfmove < 0 or fullmove < 1:
        raise FenError("move counters must be non-negative (move number at least 1)")
    if _kings_facing(squares):
        raise FenError(f"kings face each other on file {'abcdefghi'[file_of(squares.index(KING))]}")
    _check_not_capturable(squares, side)
    return squares, side, halfmove, fullmove


def _check_not_capturable(squares: list[int], side: int) -> None:
    """The side that just moved may not be left in check."""
    from .board import Board
    probe = Board.__new__(Board)
    probe._sq = squares
    other = side ^ 1
    if probe._attacked(squares.index(KING | (other << 3)), other):
        raise FenError(f"{COLOR_NAMES[other]} is in check but it is {COLOR_NAMES[side]}'s turn")


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
