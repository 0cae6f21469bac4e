"""A repeated cycle judged for the search: which side chased one same piece with every move.

The search meets repetitions at thousands of nodes and cannot build a Game for each; this replays
the cycle's moves on a bare board and applies the arbiter's own definitions: a chase is a new
threat pair (threats.py), and a move that threatens mate is a threat to mate, not a chase
(mate_threat.py, AR-9). Checks are counted by the search itself. The Asian Rules' exceptions for a
mutual chase (AR-19, AR-20) are left out: the search scores every mutual chase as a draw.
"""

from __future__ import annotations

from collections.abc import Sequence

from .board import Board
from .errors import FenError
from .fen import format_fen
from .mate_threat import threatens_mate
from .threats import new_chases, threats


def cycle_chasers(squares: Sequence[int], moves: Sequence[int], first_side: int) -> tuple[bool, bool]:
    """Whether Red and Black each chased one same piece with every one of their moves in a repeated
    cycle, none of those moves threatening mate.

    `squares` is the position the cycle ends in (90 piece codes), `moves` the cycle's moves oldest
    first as ints ``(from << 7) | to``, none a capture, and `first_side` the side that made the first.
    """
    b = list(squares)
    for m in reversed(moves):               # back to the cycle's first position (no captures in it)
        f, t = m >> 7, m & 127
        b[f] = b[t]
        b[t] = 0
    ids = list(range(90))                   # a piece's id: its square at the cycle's start
    common: list[frozenset[int] | None] = [None, None]
    alive = [True, True]
    after: list[list[list[int]]] = [[], []]  # the positions after each side's moves
    side = first_side
    for m in moves:
        f, t = m >> 7, m & 127
        if alive[side]:
            before = threats(b, side, ids)
        b[t] = b[f]
        b[f] = 0
        ids[t] = ids[f]
        if alive[side]:
            chased = frozenset(target for target, _ in new_chases(before, threats(b, side, ids)))
            got = common[side]
            common[side] = chased if got is None else got & chased
            after[side].append(list(b))
            if not common[side]:
                alive[side] = False
                if not alive[side ^ 1]:
                    break
        side ^= 1
    red, black = (alive[s] and bool(common[s]) and not any(_threatens_mate(p, s) for p in after[s])
                  for s in (0, 1))
    return red, black


def _threatens_mate(squares: list[int], mover: int) -> bool:
    """True if `mover`, having just moved into `squares`, threatens mate (a check is no threat)."""
    try:
        board = Board(format_fen(squares, mover ^ 1, 0, 1))
    except FenError:
        return False
    return threatens_mate(board)
