"""Opening book: the moves masters played from a position, weighted by how often and how well.

A ``Book`` maps positions (pieces and side to move, keyed by a hash of the FEN's board and turn fields,
so the key does not depend on the search's Zobrist tables) to the moves played from them, each with
its games and the mover's wins, draws and losses. ``Book.from_games(trees)`` builds one from game
trees (any collection the readers open); ``Book.load(path)`` reads the compact binary file that
``Book.save`` writes; ``builtin_book()`` is the one that ships (resources/book, built from the CCPD
master games by ``python -m tools.make_book``; see its ATTRIBUTION.md).

``book.choose(board, rng, plies_played, max_plies)`` picks a move for play: only within the first
`max_plies` plies of a game, only moves played often enough and scoring well enough for the mover,
at random in proportion to games x score, so the computer opens like a master and varies its openings.
"""

from __future__ import annotations

import hashlib
import os
import random
import stat
import struct
import sys
from array import array
from bisect import bisect_left
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from app.model import Board, Move
from app.model.enums import Color
from app.model.tree import GameTree

__all__ = ["Book", "BookMove", "BookError", "BookProblem", "builtin_book", "open_book", "BUILTIN", "BUILTIN_PATH",
           "position_key"]

MAGIC = b"XQSBOOK2"
HEADER = struct.Struct("<8sIII")         # magic, entries, plies the book was built to, games it holds
# Then five little-endian columns of `entries` values, sorted by key then move: keys (u64), moves
# (u16, from * 90 + to), and the mover's wins, draws and losses (u16 each).
ENTRY_SIZE = 8 + 2 * 4
BUILTIN_PATH = Path(__file__).resolve().parent.parent.parent / "resources" / "book" / "ccpd-book.bin"
MAX_COUNT = 0xFFFF
MAX_BOOK_BYTES = 64 * 1024 * 1024     # the largest book file read (4 million moves; the shipped one is 0.5 MB)

BUILTIN = "builtin"    # the book spec that names the shipped book (see open_book)
MIN_GAMES = 2          # a move played fewer times than this is never chosen (from the shipped book)
MIN_SHARE = 0.02       # ... nor one played in less than this share of the position's games (mirrors included)
MIN_SCORE = 0.30       # ... nor one scoring below this for the mover (a known bad try)


class BookProblem(StrEnum):
    """Why a book file cannot be read."""

    TOO_SHORT = "too-short"          # shorter than a book's header
    NOT_A_BOOK = "not-a-book"        # another kind of file
    WRONG_SIZE = "wrong-size"        # count: entries announced, present: entries there (truncated or padded)
    OUT_OF_ORDER = "out-of-order"    # entries out of order or impossible moves: damaged
    NOT_A_FILE = "not-a-file"        # a folder, a device, a pipe...: only regular files are read
    TOO_LARGE = "too-large"          # count: its size in bytes, larger than MAX_BOOK_BYTES


_BOOK_EN = {
    BookProblem.TOO_SHORT: "not an opening book (too short)",
    BookProblem.NOT_A_BOOK: "not an opening book file",
    BookProblem.WRONG_SIZE: "damaged opening book: {count} entries announced, {present:g} present",
    BookProblem.OUT_OF_ORDER: "damaged opening book: entries out of order or impossible moves",
    BookProblem.NOT_A_FILE: "not an opening book: not a regular file",
    BookProblem.TOO_LARGE: "not an opening book: {count} bytes, more than a book may have",
}


class BookError(ValueError):
    """A book file that cannot be read: ``problem`` says why (with ``count`` and ``present`` for
    WRONG_SIZE); ``str(err)`` is English for logs and the command line."""

    def __init__(self, problem: BookProblem, *, count: int = 0, present: float = 0.0) -> None:
        self.problem = problem
        self.count = count
        self.present = present
        super().__init__(_BOOK_EN[problem].format(count=count, present=present))


@dataclass(frozen=True)
class BookMove:
    """A move the book knows, with its games from the mover's view."""

    move: Move
    wins: int
    draws: int
    losses: int

    @property
    def games(self) -> int:
        """How many games played it."""
        return self.wins + self.draws + self.losses

    @property
    def score(self) -> float:
        """The mover's score with it, 0 (always lost) to 1 (always won)."""
        return (self.wins + 0.5 * self.draws) / self.games if self.games else 0.0


def position_key(board: Board) -> int:
    """The book's 64-bit key of a position: its pieces and side to move."""
    return fen_key(board.fen())


def fen_key(fen: str) -> int:
    """position_key of the position a FEN describes (its placement and side fields)."""
    fields = fen.split(" ")
    digest = hashlib.blake2b(f"{fields[0]} {fields[1]}".encode("ascii"), digest_size=8).digest()
    return int.from_bytes(digest, "little")


def mirror_fen(fen: str) -> str:
    """The FEN of a position's mirror image (each rank read right to left)."""
    fields = fen.split(" ")
    fields[0] = "/".join(rank[::-1] for rank in fields[0].split("/"))
    return " ".join(fields)


def mirror_move_number(number: int) -> int:
    """The book's move number (from * 90 + to) of a move's mirror image."""
    def flip(square: int) -> int:
        return square - square % 9 + 8 - square % 9
    return flip(number // 90) * 90 + flip(number % 90)


def _result_points(result: str | None) -> Color | None | str:
    """The winner of a PGN result ('1-0' Red), None for a draw, '' when unknown."""
    if result == "1-0":
        return Color.RED
    if result == "0-1":
        return Color.BLACK
    if result in ("1/2-1/2", "½-½"):
        return None
    return ""


class Book:
    """An opening book (see the module doc)."""

    def __init__(self, entries: dict[int, dict[int, list[int]]] | None = None, plies: int = 0,
                 games: int = 0) -> None:
        rows = sorted((key, move, *counts) for key, moves in (entries or {}).items() for move, counts in moves.items())
        self._keys = array("Q", (r[0] for r in rows))
        self._columns = tuple(array("H", (r[i] for r in rows)) for i in range(1, 5))
        self.plies = plies
        self.games = games
        self.min_games = MIN_GAMES     # a move needs this many games to be chosen (1 for one's own games)

    def __len__(self) -> int:
        return len(self._keys)

    @property
    def positions(self) -> int:
        """How many positions it knows."""
        keys = self._keys
        return sum(1 for i in range(len(keys)) if i == 0 or keys[i] != keys[i - 1])

    def _rows(self, key: int) -> dict[int, list[int]]:
        """Move number -> [wins, draws, losses] stored for a key."""
        keys, (moves, wins, draws, losses) = self._keys, self._columns
        found = {}
        i = bisect_left(keys, key)
        while i < len(keys) and keys[i] == key:
            found[moves[i]] = [wins[i], draws[i], losses[i]]
            i += 1
        return found

    # --- building -------------------------------------------------------------------------------
    @classmethod
    def from_games(cls, trees: Iterable[GameTree], plies: int = 30, min_games: int = 1) -> Book:
        """A book of the first `plies` plies of each game's main line (games with the same moves
        counted once); moves played in fewer than `min_games` games are left out."""
        return cls.from_lines(((t.start_fen, t.mainline(), t.headers.get("Result")) for t in trees),
                              plies, min_games)

    @classmethod
    def from_lines(cls, lines: Iterable[tuple[str, Sequence[str], str | None]], plies: int = 30,
                   min_games: int = 1) -> Book:
        """Like from_games, from (start FEN, ICCS moves, PGN result) of each game (all its moves, so that
        games are told apart by all of them, not only by their openings)."""
        entries: dict[int, dict[int, list[int]]] = {}
        seen: set[tuple[str, tuple[str, ...]]] = set()
        for start_fen, moves, result in lines:
            winner = _result_points(result)
            ident = (start_fen, tuple(moves))
            line = ident[1][:plies]
            if winner == "" or not line or ident in seen:
                continue
            seen.add(ident)
            cls._add_line(entries, start_fen, line, winner)
        if min_games > 1:
            entries = {key: kept for key, moves in entries.items()
                       if (kept := {m: c for m, c in moves.items() if sum(c) >= min_games})}
        return cls(entries, plies, len(seen))

    @staticmethod
    def _add_line(entries: dict[int, dict[int, list[int]]], start_fen: str, line: tuple[str, ...],
                  winner: Color | None | str) -> None:
        board = Board(start_fen)
        for move in board.replay_iccs(line):
            counts = entries.setdefault(position_key(board), {}).setdefault(move.from_sq * 90 + move.to_sq,
                                                                           [0, 0, 0])
            slot = 1 if winner is None else (0 if winner == board.turn else 2)
            counts[slot] = min(MAX_COUNT, counts[slot] + 1)

    # --- files ----------------------------------------------------------------------------------
    def to_bytes(self) -> bytes:
        """The binary form: a header, then the columns (see ENTRY_SIZE)."""
        out = bytearray(HEADER.pack(MAGIC, len(self._keys), self.plies, self.games))
        for column in (self._keys, *self._columns):
            data = array(column.typecode, column)
            if sys.byteorder != "little":
                data.byteswap()
            out += data.tobytes()
        return bytes(out)

    @classmethod
    def from_bytes(cls, data: bytes) -> Book:
        """A book from its binary form (BookError if it is not one)."""
        if len(data) < HEADER.size:
            raise BookError(BookProblem.TOO_SHORT)
        magic, count, plies, games = HEADER.unpack_from(data)
        if magic != MAGIC:
            raise BookError(BookProblem.NOT_A_BOOK)
        if len(data) != HEADER.size + count * ENTRY_SIZE:
            raise BookError(BookProblem.WRONG_SIZE, count=count, present=(len(data) - HEADER.size) / ENTRY_SIZE)
        book = cls(None, plies, games)
        offset = HEADER.size
        columns = []
        for typecode, width in (("Q", 8), ("H", 2), ("H", 2), ("H", 2), ("H", 2)):
            column = array(typecode, data[offset:offset + count * width])
            if sys.byteorder != "little":
                column.byteswap()
            columns.append(column)
            offset += count * width
        keys, moves = columns[0], columns[1]
        if any(keys[i] > keys[i + 1] for i in range(count - 1)) or any(m >= 90 * 90 for m in moves):
            raise BookError(BookProblem.OUT_OF_ORDER)
        book._keys = keys
        book._columns = (columns[1], columns[2], columns[3], columns[4])
        return book

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Book:
        """Read a book file (OSError if it cannot be read, BookError if it is not a book). Only a
        regular file of at most MAX_BOOK_BYTES is read: a device (/dev/zero), a pipe or a folder is
        refused before anything is read from it, and opening never waits for a pipe's writer."""
        return cls.from_bytes(read_book_bytes(path))

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the book file (atomically: a temporary file beside it, then a rename)."""
        target = Path(path)
        tmp = target.with_name(f".~{target.name}.tmp")
        with open(tmp, "wb") as fh:
            fh.write(self.to_bytes())
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)

    # --- use ------------------------------------------------------------------------------------
    def moves(self, board: Board) -> list[BookMove]:
        """The legal moves the book knows from this position, most played first. A position's mirror
        image (files a-i reversed) counts too: what masters play on one wing is good on the other."""
        counts: dict[int, list[int]] = {}
        fen = board.fen()
        key, mirror_key = fen_key(fen), fen_key(mirror_fen(fen))
        for number, found in self._rows(key).items():
            counts[number] = list(found)
        for number, found in self._rows(mirror_key).items():
            own = mirror_move_number(number)
            mine = counts.setdefault(own, [0, 0, 0])
            for i in range(3):
                mine[i] += found[i]
        result = []
        for number, (wins, draws, losses) in counts.items():
            move = Move(number // 90, number % 90)
            if board.is_legal(move):
                result.append(BookMove(move, wins, draws, losses))
        result.sort(key=lambda b: (-b.games, -b.score, b.move.iccs))
        return result

    def candidates(self, board: Board) -> list[tuple[BookMove, float]]:
        """The moves `choose` picks from, each with its weight (games x score)."""
        known = self.moves(board)
        total = sum(b.games for b in known)
        return [(b, b.games * b.score) for b in known
                if b.games >= self.min_games and b.games >= MIN_SHARE * total and b.score >= MIN_SCORE]

    def choose(self, board: Board, rng: random.Random, plies_played: int = 0,
               max_plies: int | None = None) -> Move | None:
        """A book move for play, at random by weight; None out of book or past `max_plies`."""
        if max_plies is not None and plies_played >= max_plies:
            return None
        weighted = self.candidates(board)
        if not weighted:
            return None
        total = sum(w for _, w in weighted)
        pick = rng.random() * total
        for book_move, weight in weighted:
            pick -= weight
            if pick < 0:
                return book_move.move
        return weighted[-1][0].move


def read_book_bytes(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a book file: a regular file of at most MAX_BOOK_BYTES (BookError NOT_A_FILE or
    TOO_LARGE otherwise; OSError if it cannot be read)."""
    if not stat.S_ISREG(os.stat(path).st_mode):          # before opening: a pipe's open would wait
        raise BookError(BookProblem.NOT_A_FILE)
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as fh:
        info = os.fstat(fh.fileno())                      # the file opened, not what the name meant before
        if not stat.S_ISREG(info.st_mode):
            raise BookError(BookProblem.NOT_A_FILE)
        if info.st_size > MAX_BOOK_BYTES:
            raise BookError(BookProblem.TOO_LARGE, count=info.st_size)
        data = fh.read(MAX_BOOK_BYTES + 1)
    if len(data) > MAX_BOOK_BYTES:                        # it grew while we read
        raise BookError(BookProblem.TOO_LARGE, count=len(data))
    return data


_BUILTIN: list[Book] = []


def builtin_book() -> Book | None:
    """The book that ships with the program (read once), or None if its file is missing or damaged."""
    if not _BUILTIN:
        try:
            _BUILTIN.append(Book.load(BUILTIN_PATH))
        except (OSError, BookError):
            return None
    return _BUILTIN[0]


_OPENED: dict[str, Book | None] = {}


def open_book(spec: str | None) -> Book | None:
    """The book a spec names: None or "" no book, BUILTIN the shipped one, else the path of a book file
    (a user's own games: one game is enough to choose a move). A file that cannot be read gives None
    (the engine then searches), so a moved or damaged file never stops the computer from playing."""
    if not spec:
        return None
    if spec == BUILTIN:
        return builtin_book()
    if spec not in _OPENED:
        try:
            book: Book | None = Book.load(spec)
        except (OSError, BookError):
            book = None
        if book is not None:
            book.min_games = 1
        _OPENED[spec] = book
    return _OPENED[spec]
