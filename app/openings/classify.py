"""Classify a game by its ECCO code: ``classify(moves)``, and ``OpeningTracker`` for a game as it is played.

One classification for a list of moves, wherever it is shown: the status bar after a move, the hint, the
[ECCO] tag a saved game gets, the study window, the library and its statistics all name what
``classify`` gives the moves played so far, as if the game ended there. The code is the scheme's rules
(rules.py, resources/openings/ecco-rules.txt) applied to the game's first PLIES plies: 1. 炮二平五 炮８平５
2. 马二进三 马８进７ 3. 车一平二 车９进１ is D20 顺炮直车对横车 and, after 4. 车二进六, D24 (红过河车).
Games that do not start from the standard position (another position, handicaps) are not classified:
the scheme has no codes for them.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from app.model import START_FEN, Move

from .names import Opening, opening
from .rules import WINDOW, Rules, shipped_rules

PLIES = WINDOW          # the plies that decide a game's code
_START_PLACEMENT = START_FEN.split()[0]
_FILES = "abcdefghi"
_NAMES = tuple(f"{_FILES[sq % 9]}{sq // 9}" for sq in range(90))
_START_SQUARES = "".join(
    "".join(" " * int(c) if c.isdigit() else c for c in rank) for rank in reversed(_START_PLACEMENT.split("/")))


def is_standard_start(fen: str | None) -> bool:
    """Whether a game from this FEN (None: the standard start) is one the scheme classifies."""
    if fen is None:
        return True
    fields = fen.split()
    return len(fields) >= 1 and fields[0] == _START_PLACEMENT and (len(fields) < 2 or fields[1] in ("w", "r"))


def iccs_moves(moves: Iterable[str | Move], limit: int = PLIES) -> list[str]:
    """The first `limit` moves as ICCS text, each checked to move a piece of the side to move
    (ValueError otherwise; the moves are otherwise trusted to be legal, as read or played)."""
    squares = list(_START_SQUARES)
    pairs = _pairs()
    out: list[str] = []
    for ply, move in enumerate(moves):
        if ply >= limit:
            break
        if isinstance(move, Move):
            start, end = move.from_sq, move.to_sq
            text = _NAMES[start] + _NAMES[end]
        elif isinstance(move, str) and move in pairs:
            start, end = pairs[move]
            text = move
        else:
            parsed = Move.from_iccs(move)       # 'H2-E2' and the like, or a ValueError
            start, end = parsed.from_sq, parsed.to_sq
            text = _NAMES[start] + _NAMES[end]
        piece = squares[start]
        if piece == " " or piece.isupper() != (ply % 2 == 0):
            raise ValueError(f"move {ply + 1} ({text}) does not move a piece of the side to move")
        squares[end], squares[start] = piece, " "
        out.append(text)
    return out


@cache
def _pairs() -> dict[str, tuple[int, int]]:
    """'h2e2' -> (from square, to square) for every pair of squares (made on first use)."""
    return {a + b: (i, j) for i, a in enumerate(_NAMES) for j, b in enumerate(_NAMES) if i != j}


def classify(moves: Iterable[str | Move], fen: str | None = None, rules: Rules | None = None) -> Opening | None:
    """The ECCO opening of a game's moves (ICCS text or Moves) from the standard start; None for a game
    from another position (handicaps included) or without moves. A game still going on gets the code of
    the moves played so far."""
    if not is_standard_start(fen):
        return None
    code = (rules or shipped_rules()).code(iccs_moves(moves))
    return None if code is None else opening(code)


def classify_prefix(moves: Iterable[str | Move], plies: int, fen: str | None = None,
                    rules: Rules | None = None) -> Opening | None:
    """The opening after the first `plies` plies of `moves`: ``classify`` of those moves (the same name
    the game would get if it ended there)."""
    return classify(list(moves)[:max(plies, 0)], fen, rules)


def defining_moves(code: str, rules: Rules | None = None) -> list[tuple[str, int]]:
    """The moves a code asks for, as (ICCS move, the last ply it may be played at; ply 0 is Red's first
    move), on the wing the rules are written for (the mirror image counts the same), in ply order; for
    a choice of moves, the first. [] for a code the rules do not give."""
    found: dict[str, int] = {}
    for rule in (rules or shipped_rules()).chain(code.strip().upper()):
        for item in rule.items:
            if item.kind == "+":
                move = item.features[0][1:]
                found[move] = min(item.last, found.get(move, item.last))
    return sorted(found.items(), key=lambda entry: (entry[1], entry[0]))


def parent_code(code: str, rules: Rules | None = None) -> str | None:
    """The code this code refines in the rules (C84 -> C80 -> C00 -> B00), None for the first-move codes
    and for a code the rules do not give."""
    return (rules or shipped_rules()).parent(code.strip().upper())


class OpeningTracker:
    """The opening of a game as it is played: ``push`` each move, ``pop`` to take one back; ``opening``
    is ``classify`` of the moves so far. After the PLIES plies that decide the code, further moves cost
    nothing."""

    def __init__(self, fen: str | None = None, rules: Rules | None = None) -> None:
        self._rules = rules or shipped_rules()
        self._classifiable = is_standard_start(fen)
        self._moves: list[str] = []
        self._openings: list[Opening | None] = []   # after each of the first PLIES plies

    @property
    def ply(self) -> int:
        """Plies pushed so far."""
        return len(self._moves)

    @property
    def opening(self) -> Opening | None:
        """The opening of the moves so far (None before the first move or off the standard start)."""
        if not self._classifiable or not self._moves:
            return None
        return self._openings[min(len(self._moves), PLIES) - 1]

    def push(self, move: str | Move) -> Opening | None:
        """Add the next move; the opening so far."""
        text = move.iccs if isinstance(move, Move) else Move.from_iccs(move).iccs
        self._moves.append(text)
        if self._classifiable and len(self._moves) <= PLIES:
            try:
                checked = iccs_moves(self._moves)
            except ValueError:
                self._moves.pop()
                raise
            code = self._rules.code(checked)
            self._openings.append(None if code is None else opening(code))
        return self.opening

    def pop(self) -> Opening | None:
        """Take back the last move; the opening so far."""
        self._moves.pop()
        if len(self._openings) > len(self._moves):
            self._openings.pop()
        return self.opening

    def reset(self, moves: Iterable[str | Move] = ()) -> Opening | None:
        """Start again from the start position, then push moves; the opening so far."""
        self._moves.clear()
        self._openings.clear()
        for move in moves:
            self.push(move)
        return self.opening
