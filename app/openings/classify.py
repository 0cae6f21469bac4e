"""Classify a game by its ECCO code: ``classify(moves)`` for a whole game, ``OpeningTracker`` per ply.

A game's code is decided by its first 15 plies (model.py says how); a shorter game, or a game being
played, is classified as if it had ended where it stands (1. 炮二平五 alone is B00 中炮局, as the
scheme tags a one-move game). Master games that end before their 15th ply are rare, so a name given
between the 2nd and the 15th ply is the trees' nearest reading of the moves so far, less sure than a
whole game's. Games that do not start from the standard position (another position,
handicaps) are not classified: the scheme has no codes for them.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from app.model import START_FEN, Move

from .model import PLIES, Forest
from .names import Opening, opening

_START_PLACEMENT = START_FEN.split()[0]
_FILES = "abcdefghi"
_NAMES = tuple(f"{_FILES[sq % 9]}{sq // 9}" for sq in range(90))
_SQUARE = {name: sq for sq, name in enumerate(_NAMES)}
_START_SQUARES = "".join(
    "".join(" " * int(c) if c.isdigit() else c for c in rank) for rank in reversed(_START_PLACEMENT.split("/")))


@cache
def shipped_forest() -> Forest:
    """The forest that ships with the program (read once)."""
    return Forest.load()


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
    out: list[str] = []
    for ply, move in enumerate(moves):
        if ply >= limit:
            break
        if isinstance(move, Move):
            start, end = move.from_sq, move.to_sq
        elif isinstance(move, str) and len(move) == 4 and move[:2] in _SQUARE and move[2:] in _SQUARE:
            start, end = _SQUARE[move[:2]], _SQUARE[move[2:]]
        else:
            parsed = Move.from_iccs(move)       # 'H2-E2' and the like, or a ValueError
            start, end = parsed.from_sq, parsed.to_sq
        piece = squares[start]
        if piece == " " or piece.isupper() != (ply % 2 == 0):
            raise ValueError(f"move {ply + 1} ({_NAMES[start]}{_NAMES[end]}) does not move a piece of the side to move")
        squares[end], squares[start] = piece, " "
        out.append(_NAMES[start] + _NAMES[end])
    return out


def classify(moves: Iterable[str | Move], fen: str | None = None, forest: Forest | None = None) -> Opening | None:
    """The ECCO opening of a game's moves (ICCS text or Moves) from the standard start; None for a game
    from another position (handicaps included) or without moves."""
    if not is_standard_start(fen):
        return None
    return _classify(iccs_moves(moves), forest or shipped_forest())


def classify_prefix(moves: Iterable[str | Move], plies: int, fen: str | None = None) -> Opening | None:
    """The opening reached after the first `plies` plies of a game (as if it had ended there)."""
    if not is_standard_start(fen):
        return None
    return _classify(iccs_moves(moves, min(plies, PLIES)), shipped_forest())


def _classify(moves: list[str], forest: Forest) -> Opening | None:
    code = forest.code(moves)
    return None if code is None else opening(code)


class OpeningTracker:
    """The opening of a game as it is played: ``push`` each move, ``pop`` to take one back;
    ``opening`` is what ``classify`` gives the moves so far. After the 15 plies that decide the code,
    further moves cost nothing."""

    def __init__(self, fen: str | None = None, forest: Forest | None = None) -> None:
        self._forest = forest or shipped_forest()
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
            self._openings.append(_classify(checked, self._forest))
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
