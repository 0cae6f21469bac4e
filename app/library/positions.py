"""Position hashes for the library: a Zobrist key of placement and side to move, computed by a plain
replay of moves the readers have already checked (no legality test), and moves packed two bytes each."""

from __future__ import annotations

import hashlib
import random
import sys
from array import array
from collections.abc import Iterable, Sequence

from app.model import Board, Move

FILES = 9
RANKS = 10
SQUARES = 90
# FEN letters; upper case is Red.
_KINDS = {"king": "k", "advisor": "a", "elephant": "b", "horse": "n", "rook": "r", "cannon": "c",
          "pawn": "p"}
_LETTER_ALIASES = {"h": "n", "e": "b"}   # WXF letters some files use for horse and elephant


def _tables() -> tuple[dict[str, tuple[int, ...]], int]:
    rng = random.Random(0x5851_4C42)  # fixed: stored hashes depend on it (changing it needs a migration)
    table = {}
    for letter in "kabnrcpKABNRCP":
        table[letter] = tuple(rng.getrandbits(64) for _ in range(SQUARES))
    return table, rng.getrandbits(64)


ZOBRIST, ZOBRIST_BLACK = _tables()
_TOP = 1 << 63
_WRAP = 1 << 64


def signed64(key: int) -> int:
    """A 64-bit unsigned key as the signed integer SQLite stores."""
    return key - _WRAP if key >= _TOP else key


def placement_from_fen(fen: str) -> tuple[list[str], bool]:
    """The 90 squares (FEN letter or '') and whether Black is to move, from a (checked) FEN."""
    parts = fen.split()
    rows = parts[0].split("/")
    squares = [""] * SQUARES
    for i, row in enumerate(rows[:RANKS]):
        rank = RANKS - 1 - i
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
            else:
                low = _LETTER_ALIASES.get(ch.lower(), ch.lower())
                if f < FILES:
                    squares[rank * FILES + f] = low.upper() if ch.isupper() else low
                f += 1
    black = len(parts) > 1 and parts[1].lower() == "b"
    return squares, black


def placement_from_board(board: Board, mirrored: bool = False) -> tuple[list[str], bool]:
    """The 90 squares and side of a Board (left-right mirrored on request)."""
    squares = [""] * SQUARES
    for sq, piece in board.pieces().items():
        if mirrored:
            sq = sq - sq % FILES + (FILES - 1 - sq % FILES)
        letter = _KINDS[str(piece.kind)]
        squares[sq] = letter.upper() if str(piece.color) == "red" else letter
    return squares, board.turn == "black"


def key_of(squares: Sequence[str], black: bool) -> int:
    """Zobrist key (unsigned 64-bit) of a placement and side to move."""
    key = ZOBRIST_BLACK if black else 0
    for sq, letter in enumerate(squares):
        if letter:
            key ^= ZOBRIST[letter][sq]
    return key


def board_key(board: Board, mirrored: bool = False) -> int:
    """The signed 64-bit library key of a Board's position."""
    return signed64(key_of(*placement_from_board(board, mirrored)))


def replay_keys(squares: list[str], black: bool, moves: Sequence[int]) -> array[int]:
    """Signed keys of the positions before each move and after the last (len(moves) + 1 keys).

    `moves` are packed (from * 90 + to); the squares hold FEN letters ('' for empty)."""
    z = ZOBRIST
    tables = [z[letter] if letter else None for letter in squares]
    side = ZOBRIST_BLACK
    key = key_of(squares, black)
    keys = [key]
    push = keys.append
    for m in moves:
        f = _FROM[m]
        t = _TO[m]
        tab = tables[f]
        cap = tables[t]
        key ^= tab[f] ^ tab[t] ^ side  # type: ignore[index]
        if cap is not None:
            key ^= cap[t]
        tables[t] = tab
        tables[f] = None
        push(key)
    out: array[int] = array("q")
    out.frombytes(array("Q", keys).tobytes())   # the same 64 bits read as signed numbers
    return out


_FROM = [m // SQUARES for m in range(SQUARES * SQUARES)]
_TO = [m % SQUARES for m in range(SQUARES * SQUARES)]


def pack_moves(moves: Iterable[Move]) -> bytes:
    """Moves as little-endian 16-bit numbers (from * 90 + to)."""
    arr = array("H", [m.from_sq * SQUARES + m.to_sq for m in moves])
    if sys.byteorder == "big":
        arr.byteswap()
    return arr.tobytes()


def unpack_moves(blob: bytes) -> array[int]:
    """The packed numbers of a moves blob (ValueError if it is not a whole number of moves)."""
    arr: array[int] = array("H")
    arr.frombytes(blob)
    if sys.byteorder == "big":
        arr.byteswap()
    return arr


def move_of(code: int) -> Move:
    """The Move of a packed number."""
    return Move(code // SQUARES, code % SQUARES)


def normal_fen(fen: str) -> str:
    """Placement and side of a FEN (the counters do not make a different game)."""
    parts = fen.split()
    return " ".join(parts[:2])


def content_digest(fen: str, moves: bytes) -> int:
    """Signed 64-bit hash of a game's content: start position and main-line moves."""
    h = hashlib.blake2b(normal_fen(fen).encode() + b"\0" + moves, digest_size=8).digest()
    return int.from_bytes(h, "little", signed=True)
