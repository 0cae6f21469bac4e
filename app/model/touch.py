"""Touch-move: what a player must do after touching pieces (Asian Rules, Chapter 1 Section 3 rule 2).

a. own piece touched: it must move; if it cannot, a technical foul.
b. opponent's piece touched: it must be captured; if it cannot be, a technical foul.
c. own piece, then opponent's piece: c-1 the own piece captures it; c-2 else the own piece moves;
   c-3 else another piece captures it; c-4 else a technical foul.
d. opponent's piece, then own piece (e: both at once, treated as d): d-1 the own piece captures it;
   d-2 else another piece captures it; d-3 else the own piece moves; d-4 else a technical foul.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Sequence

from .board import Board
from .enums import TouchCase
from .move import Move


@dataclass(frozen=True)
class TouchRule:
    """The moves allowed after the touches, and which case of rule 2 decided it."""

    case: TouchCase                 # A, B, C1..C4, D1..D4, or NONE (nothing touched)
    allowed: frozenset[Move]        # empty with foul=True: a technical foul
    own: int | None = None          # the own piece touched (square)
    enemy: int | None = None        # the opponent's piece touched (square)

    @property
    def foul(self) -> bool:
        """True if no move satisfies the touch rule (a technical foul)."""
        return self.case is not TouchCase.NONE and not self.allowed


def touch_rule(board: Board, touched: Sequence[int]) -> TouchRule:
    """The obligation after touching the pieces on these squares, in order (first own and first enemy count)."""
    side = board.turn
    own = enemy = None
    order: list[str] = []
    for sq in touched:
        piece = board.piece_at(sq)
        if piece is None:
            continue
        if piece.color == side and own is None:
            own = sq
            order.append("own")
        elif piece.color != side and enemy is None:
            enemy = sq
            order.append("enemy")
    legal = board.legal_moves()
    if own is None and enemy is None:
        return TouchRule(TouchCase.NONE, frozenset(legal))
    moves_of_own = frozenset(m for m in legal if m.from_sq == own)
    takes_enemy = frozenset(m for m in legal if m.to_sq == enemy)
    if enemy is None:
        return TouchRule(TouchCase.A, moves_of_own, own, None)
    if own is None:
        return TouchRule(TouchCase.B, takes_enemy, None, enemy)
    own_takes = moves_of_own & takes_enemy
    if order[0] == "own":
        steps = ((TouchCase.C1, own_takes), (TouchCase.C2, moves_of_own), (TouchCase.C3, takes_enemy))
        last = TouchCase.C4
    else:
        steps = ((TouchCase.D1, own_takes), (TouchCase.D2, takes_enemy), (TouchCase.D3, moves_of_own))
        last = TouchCase.D4
    for case, allowed in steps:
        if allowed:
            return TouchRule(case, allowed, own, enemy)
    return TouchRule(last, frozenset(), own, enemy)
