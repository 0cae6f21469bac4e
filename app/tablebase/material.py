"""Endgames by their material: names (``KRKAA``: Red's king and rook against Black's king and two
advisors), the canonical colour of a table, the endgames an exchange leads to, and the lists the
command line generates.

A name is ``K`` and one side's other pieces, then ``K`` and the other side's, with the letters of WXF
notation: R rook, H horse (N too), C cannon, P pawn, A advisor, E elephant (B too). A table is stored
with the stronger side as Red (the side whose counts, read rook, horse, cannon, pawn, advisor,
elephant, are the larger); a position with the colours the other way round is probed with the board
turned (ranks 0-9 to 9-0, colours and the side to move swapped), which the rules do not tell apart.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from app.model.tables import ADVISOR, CANNON, ELEPHANT, HORSE, KING, PAWN, ROOK

KIND_ORDER = (ROOK, HORSE, CANNON, PAWN, ADVISOR, ELEPHANT)
ATTACKERS = (ROOK, HORSE, CANNON, PAWN)
LETTERS = {ROOK: "R", HORSE: "H", CANNON: "C", PAWN: "P", ADVISOR: "A", ELEPHANT: "E"}
_READ = {"R": ROOK, "H": HORSE, "N": HORSE, "C": CANNON, "P": PAWN, "A": ADVISOR, "E": ELEPHANT, "B": ELEPHANT}
MAX_COUNT = {ROOK: 2, HORSE: 2, CANNON: 2, PAWN: 3, ADVISOR: 2, ELEPHANT: 2}   # what a table can index


@dataclass(frozen=True, order=True)
class Material:
    """The pieces of both sides besides the kings: counts in KIND_ORDER for Red and for Black."""

    red: tuple[int, ...]
    black: tuple[int, ...]

    @classmethod
    def parse(cls, text: str) -> Material:
        """The material of a name such as 'KRKAA' or 'krpkr' (ValueError says what is wrong)."""
        word = text.strip().upper()
        if not word.startswith("K") or word.count("K") != 2:
            raise ValueError(f"{text!r}: a name is K and one side's pieces, then K and the other's (KRKAA)")
        first, second = word[1:].split("K")
        return cls(_counts(first, text), _counts(second, text))

    @classmethod
    def of_squares(cls, squares: tuple[int, ...] | list[int]) -> Material | None:
        """The material of a board's squares (piece codes as Board.squares()); None if a side has more
        of a kind than a table indexes, or not exactly one king."""
        counts = piece_counts(squares)
        if counts is None:
            return None
        for side in counts:
            if any(n > MAX_COUNT[kind] for kind, n in zip(KIND_ORDER, side, strict=True)):
                return None
        return cls(tuple(counts[0]), tuple(counts[1]))

    @property
    def name(self) -> str:
        """The name, e.g. 'KRKAA' (the colours as they are: canonical() gives the table's)."""
        return "K" + _letters(self.red) + "K" + _letters(self.black)

    def side(self, color: int) -> tuple[int, ...]:
        """The counts of one colour (0 Red, 1 Black)."""
        return self.black if color else self.red

    def count(self, color: int, kind: int) -> int:
        """How many pieces of this colour and kind."""
        return self.side(color)[KIND_ORDER.index(kind)]

    def attackers(self, color: int) -> int:
        """Rooks, horses, cannons and pawns of one colour."""
        return sum(self.side(color)[:4])

    @property
    def pieces(self) -> int:
        """All pieces, kings included."""
        return 2 + sum(self.red) + sum(self.black)

    def flipped(self) -> Material:
        """The same pieces with the colours swapped."""
        return Material(self.black, self.red)

    def canonical(self) -> tuple[Material, bool]:
        """The material as its table stores it, and whether the colours were swapped to get it."""
        if self.black > self.red:
            return self.flipped(), True
        return self, False

    def without(self, color: int, kind: int) -> Material:
        """The material after a piece of this colour and kind is taken."""
        side = list(self.side(color))
        side[KIND_ORDER.index(kind)] -= 1
        assert side[KIND_ORDER.index(kind)] >= 0
        return Material(self.red, tuple(side)) if color else Material(tuple(side), self.black)

    def exchanges(self) -> list[Material]:
        """The canonical materials one capture leads to (the tables this one's generation reads)."""
        out = set()
        for color in (0, 1):
            for kind in KIND_ORDER:
                if self.count(color, kind):
                    out.add(self.without(color, kind).canonical()[0])
        return sorted(out, key=lambda m: (m.pieces, m.name))


def piece_counts(squares: tuple[int, ...] | list[int]) -> tuple[list[int], list[int]] | None:
    """Red's and Black's pieces but the king on a board's squares, counted in KIND_ORDER (however many);
    None unless each side has exactly one king."""
    counts = [[0] * 6, [0] * 6]
    kings = [0, 0]
    for code in squares:
        if code:
            kind, color = code & 7, code >> 3
            if kind == KING:
                kings[color] += 1
            else:
                counts[color][KIND_ORDER.index(kind)] += 1
    if kings != [1, 1]:
        return None
    return counts[0], counts[1]


def _counts(letters: str, text: str) -> tuple[int, ...]:
    counts = [0] * 6
    for ch in letters:
        if ch not in _READ:
            raise ValueError(f"{text!r}: {ch!r} is no piece letter (R H C P A E; N and B also read)")
        counts[KIND_ORDER.index(_READ[ch])] += 1
    for kind, n in zip(KIND_ORDER, counts, strict=True):
        if n > MAX_COUNT[kind]:
            raise ValueError(f"{text!r}: at most {MAX_COUNT[kind]} {LETTERS[kind]} a side")
    return tuple(counts)


def _letters(counts: tuple[int, ...]) -> str:
    return "".join(LETTERS[kind] * n for kind, n in zip(KIND_ORDER, counts, strict=True))


def parse_name(text: str) -> Material:
    """The canonical material of a name (ValueError if it is no name)."""
    return Material.parse(text).canonical()[0]


def _defences() -> list[tuple[int, int]]:
    return [(a, e) for a in range(3) for e in range(3)]


@functools.cache
def one_attacker() -> tuple[Material, ...]:
    """Every endgame where one side has at most one rook, horse, cannon or pawn and any advisors and
    elephants, against any advisors and elephants: 4 attackers x 9 sets of the attacker's defenders x 9
    of the other side's = 324 tables, and the 45 without an attacker they lead to (81 pairs of sets, a
    pair and its colours swapped being one table). Smallest first, so every table comes after those
    its exchanges lead to."""
    out: set[Material] = set()
    for a1, e1 in _defences():
        for a2, e2 in _defences():
            out.add(Material((0, 0, 0, 0, a1, e1), (0, 0, 0, 0, a2, e2)).canonical()[0])
            for kind in ATTACKERS:
                red = [0, 0, 0, 0, a1, e1]
                red[KIND_ORDER.index(kind)] = 1
                out.add(Material(tuple(red), (0, 0, 0, 0, a2, e2)).canonical()[0])
    return tuple(sorted(out, key=lambda m: (m.pieces, m.name)))


# Two-attacker endgames players study (rook and pawn against rook, rook against horse and advisors, ...),
# the ones `generate --two` makes; their sizes and times are measured in the bench.
TWO_ATTACKER = ("KRPKR", "KRKHAA", "KRKCAA", "KHPKAA", "KCPKAA", "KHPKAAEE", "KCPKAAEE", "KRKHAAEE",
                "KRKCAAEE", "KRPKRA", "KRPKRE", "KHHKAA", "KPPKAA")


def dependencies(targets: list[Material]) -> list[Material]:
    """The targets and every table their generation needs, each after the ones it reads."""
    seen: set[Material] = set()

    def visit(m: Material) -> None:
        if m in seen:
            return
        seen.add(m)
        for sub in m.exchanges():
            visit(sub)

    for m in targets:
        visit(m.canonical()[0])
    return sorted(seen, key=lambda m: (m.pieces, m.name))
