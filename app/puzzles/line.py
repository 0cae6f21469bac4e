"""The line a mate search is on: the positions since the puzzle began and the repetition ruling.

A mate search walks one line of moves at a time. When a move repeats a position of that line (the
game's moves before the search included), the cycle is ruled as the built-in engine's search and
Fairy-Stockfish rule it: the side that checked with every move of the cycle loses, unless both did;
with no such check, the side that chased one same piece with every move loses (app.model.cycle, as the
arbiter defines a chase), unless both did; anything else is a draw. A defender who escapes mate only
by perpetual check therefore loses; an attacker gains nothing by repeating.
"""

from __future__ import annotations

from enum import Enum

from app.model import Board, Move
from app.model.cycle import cycle_chasers

__all__ = ["Line", "Repetition"]


class Repetition(Enum):
    """The ruling of a repeated position, seen from the side that just moved into it."""

    MOVER_WINS = 1
    MOVER_LOSES = 2
    DRAW = 3


class Line:
    """Position keys, check flags and moves from the start of a board's move stack to now."""

    __slots__ = ("keys", "checks", "moves", "counts", "departures")

    def __init__(self, board: Board) -> None:
        start = board.start_board()
        self.keys: list[int] = [start.key]
        self.checks: list[bool] = [start.is_check()]
        self.moves: list[int] = [0]
        self.counts: dict[int, int] = {start.key: 1}
        self.departures: dict[int, int] = {}      # squares moves left, with how many times
        for move in board.move_stack:
            start.push_unchecked(move)
            self._add(start, move)

    def _add(self, board: Board, move: Move, check: bool | None = None) -> None:
        key = board.key
        self.keys.append(key)
        self.checks.append(board.is_check() if check is None else check)
        self.moves.append((move.from_sq << 7) | move.to_sq)
        self.counts[key] = self.counts.get(key, 0) + 1
        self.departures[move.from_sq] = self.departures.get(move.from_sq, 0) + 1

    def push(self, board: Board, move: Move, check: bool | None = None) -> Repetition | None:
        """Play a legal move on `board` and on the line (`check`: whether it checks, if known); the
        ruling if it repeats a position."""
        board.push_unchecked(move)
        self._add(board, move, check)
        if self.counts[board.key] < 2:
            return None
        return self._rule(board)

    def may_repeat(self, move: Move) -> bool:
        """False if playing `move` next surely repeats no position of the line: a repeated position
        puts the moved piece back on a square that a move of the line left (and has no capture)."""
        return move.to_sq in self.departures

    def repeats(self, board: Board) -> bool:
        """True if the position on `board` (not yet on the line) is one the line has had."""
        return board.key in self.counts

    def pop(self, board: Board) -> None:
        """Take back the last move on `board` and on the line."""
        board.pop()
        key = self.keys.pop()
        self.checks.pop()
        gone = self.moves.pop() >> 7
        left_here = self.departures[gone] - 1
        if left_here:
            self.departures[gone] = left_here
        else:
            del self.departures[gone]
        left = self.counts[key] - 1
        if left:
            self.counts[key] = left
        else:
            del self.counts[key]

    def _rule(self, board: Board) -> Repetition | None:
        keys, n = self.keys, len(self.keys) - 1
        j = n - 4
        while j >= 0 and keys[j] != keys[n]:
            j -= 2
        if j < 0:
            return None
        mover = all(self.checks[i] for i in range(n, j, -2))
        other = all(self.checks[i] for i in range(n - 1, j, -2))
        if mover != other:
            return Repetition.MOVER_LOSES if mover else Repetition.MOVER_WINS
        if mover:
            return Repetition.DRAW
        moved = board.turn.index ^ 1                                       # the side that made move n
        first = moved if (n - j) % 2 else moved ^ 1                        # the side that made move j + 1
        chasers = cycle_chasers(board.squares(), self.moves[j + 1:n + 1], first)
        if chasers[moved] == chasers[moved ^ 1]:
            return Repetition.DRAW
        return Repetition.MOVER_LOSES if chasers[moved] else Repetition.MOVER_WINS
