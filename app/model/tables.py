"""Squares, pieces and precomputed per-square move tables.

A square is ``rank * 9 + file``: file 0-8 is a-i from Red's left, rank 0-9 counts from Red's back rank.
A piece is a small int: its type (1-7) plus 8 for Black. Empty is 0.
"""

from __future__ import annotations

import functools

from .enums import Color, PieceKind

FILES = 9
RANKS = 10
SQUARES = 90

RED = 0
BLACK = 1
COLOR_NAMES: tuple[Color, Color] = (Color.RED, Color.BLACK)

EMPTY = 0
KING, ADVISOR, ELEPHANT, HORSE, ROOK, CANNON, PAWN = range(1, 8)
BLACK_BIT = 8
PIECE_TYPES = (KING, ADVISOR, ELEPHANT, HORSE, ROOK, CANNON, PAWN)
TYPE_NAMES: dict[int, PieceKind] = {KING: PieceKind.KING, ADVISOR: PieceKind.ADVISOR,
                                    ELEPHANT: PieceKind.ELEPHANT, HORSE: PieceKind.HORSE,
                                    ROOK: PieceKind.ROOK, CANNON: PieceKind.CANNON, PAWN: PieceKind.PAWN}
KIND_TYPES: dict[PieceKind, int] = {kind: t for t, kind in TYPE_NAMES.items()}
# FEN letters (upper case for Red).
TYPE_LETTERS = {KING: "k", ADVISOR: "a", ELEPHANT: "b", HORSE: "n", ROOK: "r", CANNON: "c", PAWN: "p"}
LETTER_TYPES = {"k": KING, "a": ADVISOR, "b": ELEPHANT, "e": ELEPHANT, "n": HORSE, "h": HORSE,
                "r": ROOK, "c": CANNON, "p": PAWN}


def make_piece(color: int, ptype: int) -> int:
    """Piece code for a colour and a type."""
    return ptype | (BLACK_BIT if color == BLACK else 0)


def piece_color(piece: int) -> int:
    """RED or BLACK of a non-empty piece code."""
    return piece >> 3


def piece_type(piece: int) -> int:
    """Type (KING..PAWN) of a piece code."""
    return piece & 7


def square(file: int, rank: int) -> int:
    """Square index of a file (0-8) and rank (0-9)."""
    return rank * FILES + file


def file_of(sq: int) -> int:
    """File 0-8 of a square."""
    return sq % FILES


def rank_of(sq: int) -> int:
    """Rank 0-9 of a square."""
    return sq // FILES


def square_name(sq: int) -> str:
    """ICCS name of a square, e.g. 'e0'."""
    return "abcdefghi"[sq % FILES] + str(sq // FILES)


def parse_square(text: str) -> int:
    """Square of an ICCS name such as 'e0' (case-insensitive)."""
    if not isinstance(text, str) or len(text) != 2 or text[0] not in "abcdefghiABCDEFGHI" \
            or text[1] not in "0123456789":
        raise ValueError(f"not a square: {text!r}")
    return square("abcdefghi".index(text[0].lower()), int(text[1]))


def in_palace(color: int, sq: int) -> bool:
    """True if the square lies in that colour's palace."""
    f, r = sq % FILES, sq // FILES
    return 3 <= f <= 5 and (r <= 2 if color == RED else r >= 7)


def own_half(color: int, sq: int) -> bool:
    """True if the square is on that colour's side of the river."""
    return (sq // FILES <= 4) if color == RED else (sq // FILES >= 5)


def _on_board(f: int, r: int) -> bool:
    return 0 <= f < FILES and 0 <= r < RANKS


ORTHO = ((0, 1), (0, -1), (1, 0), (-1, 0))
DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def _build_rays() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """RAYS[sq] = four tuples of squares walking outward (up, down, right, left)."""
    rays = []
    for sq in range(SQUARES):
        f, r = file_of(sq), rank_of(sq)
        per = []
        for df, dr in ORTHO:
            line = []
            nf, nr = f + df, r + dr
            while _on_board(nf, nr):
                line.append(square(nf, nr))
                nf, nr = nf + df, nr + dr
            per.append(tuple(line))
        rays.append(tuple(per))
    return tuple(rays)


def _build_king() -> tuple[tuple[tuple[int, ...], ...], ...]:
    out = []
    for color in (RED, BLACK):
        per = []
        for sq in range(SQUARES):
            f, r = file_of(sq), rank_of(sq)
            per.append(tuple(square(f + df, r + dr) for df, dr in ORTHO
                             if _on_board(f + df, r + dr) and in_palace(color, square(f + df, r + dr))))
        out.append(tuple(per))
    return tuple(out)


def _build_advisor() -> tuple[tuple[tuple[int, ...], ...], ...]:
    out = []
    for color in (RED, BLACK):
        per = []
        for sq in range(SQUARES):
            f, r = file_of(sq), rank_of(sq)
            per.append(tuple(square(f + df, r + dr) for df, dr in DIAG
                             if _on_board(f + df, r + dr) and in_palace(color, square(f + df, r + dr))))
        out.append(tuple(per))
    return tuple(out)


def _build_elephant() -> tuple[tuple[tuple[tuple[int, int], ...], ...], ...]:
    """ELEPHANT[color][sq] = ((target, eye), ...) staying on the own side of the river."""
    out = []
    for color in (RED, BLACK):
        per = []
        for sq in range(SQUARES):
            f, r = file_of(sq), rank_of(sq)
            moves = []
            for df, dr in DIAG:
                nf, nr = f + 2 * df, r + 2 * dr
                if _on_board(nf, nr) and own_half(color, square(nf, nr)):
                    moves.append((square(nf, nr), square(f + df, r + dr)))
            per.append(tuple(moves))
        out.append(tuple(per))
    return tuple(out)


def _build_horse() -> tuple[tuple[tuple[int, int], ...], ...]:
    """HORSE[sq] = ((target, leg), ...)."""
    per = []
    for sq in range(SQUARES):
        f, r = file_of(sq), rank_of(sq)
        moves = []
        for df, dr in ORTHO:
            for side in (-1, 1):
                nf = f + 2 * df + (side if df == 0 else 0)
                nr = r + 2 * dr + (side if dr == 0 else 0)
                if _on_board(nf, nr):
                    moves.append((square(nf, nr), square(f + df, r + dr)))
        per.append(tuple(moves))
    return tuple(per)


def _build_horse_attackers() -> tuple[tuple[tuple[int, int], ...], ...]:
    """HORSE_ATTACKERS[sq] = ((horse square, leg), ...) for horses that would attack sq."""
    per: list[list[tuple[int, int]]] = [[] for _ in range(SQUARES)]
    for sq in range(SQUARES):
        for target, leg in HORSE_MOVES[sq]:
            per[target].append((sq, leg))
    return tuple(tuple(x) for x in per)


def _build_pawn() -> tuple[tuple[tuple[int, ...], ...], ...]:
    out = []
    for color in (RED, BLACK):
        fwd = 1 if color == RED else -1
        per = []
        for sq in range(SQUARES):
            f, r = file_of(sq), rank_of(sq)
            moves = []
            if _on_board(f, r + fwd):
                moves.append(square(f, r + fwd))
            if not own_half(color, sq):
                for df in (-1, 1):
                    if _on_board(f + df, r):
                        moves.append(square(f + df, r))
            per.append(tuple(moves))
        out.append(tuple(per))
    return tuple(out)


def _build_pawn_attackers() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """PAWN_ATTACKERS[color][sq] = squares where a pawn of `color` would attack sq."""
    out = []
    for color in (RED, BLACK):
        per: list[list[int]] = [[] for _ in range(SQUARES)]
        for sq in range(SQUARES):
            for t in PAWN_MOVES[color][sq]:
                per[t].append(sq)
        out.append(tuple(tuple(x) for x in per))
    return tuple(out)


RAYS = _build_rays()
KING_MOVES = _build_king()
ADVISOR_MOVES = _build_advisor()
ELEPHANT_MOVES = _build_elephant()
HORSE_MOVES = _build_horse()
HORSE_ATTACKERS = _build_horse_attackers()
PAWN_MOVES = _build_pawn()
PAWN_ATTACKERS = _build_pawn_attackers()


def _build_between() -> tuple[tuple[int, ...] | None, ...]:
    """BETWEEN[f * 90 + t] = the squares strictly between f and t on a rank or file, else None."""
    out: list[tuple[int, ...] | None] = [None] * (SQUARES * SQUARES)
    for f in range(SQUARES):
        for ray in RAYS[f]:
            for i, t in enumerate(ray):
                out[f * SQUARES + t] = ray[:i]
    return tuple(out)


# Move tests by destination (the same moves as the tables above, for testing one move directly).
BETWEEN = _build_between()
HORSE_LEG: tuple[dict[int, int], ...] = tuple(dict(moves) for moves in HORSE_MOVES)
ELEPHANT_EYE: tuple[tuple[dict[int, int], ...], ...] = tuple(
    tuple(dict(moves) for moves in per) for per in ELEPHANT_MOVES)


# Squares sharing a rank or file with sq (for the fast legality test).
SAME_LINE = tuple(frozenset(s for s in range(SQUARES) if s != sq and
                            (file_of(s) == file_of(sq) or rank_of(s) == rank_of(sq)))
                  for sq in range(SQUARES))
# Diagonal neighbours of sq: the horse legs that can block an attack on sq.
DIAG_NEIGHBOURS = tuple(frozenset(square(file_of(sq) + df, rank_of(sq) + dr) for df, dr in DIAG
                                  if _on_board(file_of(sq) + df, rank_of(sq) + dr))
                        for sq in range(SQUARES))

# Legal squares for each piece (for FEN validation).
@functools.cache
def legal_squares(color: int, ptype: int) -> frozenset[int]:
    """Squares where a piece of this colour and type may ever stand."""
    if ptype == KING:
        return frozenset(s for s in range(SQUARES) if in_palace(color, s))
    if ptype == ADVISOR:
        base: tuple[int, ...] = (3, 5, 13, 21, 23)
    elif ptype == ELEPHANT:
        base = (2, 6, 18, 22, 26, 38, 42)
    elif ptype == PAWN:
        return frozenset(s for s in range(SQUARES)
                         if (rank_of(s) >= 3 if color == RED else rank_of(s) <= 6)
                         and (not own_half(color, s) or file_of(s) % 2 == 0))
    else:
        return frozenset(range(SQUARES))
    if color == RED:
        return frozenset(base)
    return frozenset(square(file_of(s), 9 - rank_of(s)) for s in base)
