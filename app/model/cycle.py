"""A repeated cycle judged for the search: which side chased one same piece with every move.

The search meets repetitions at thousands of nodes and cannot build a Game for each; this replays
the cycle's moves on a bare board and applies the arbiter's own definitions: a chase is a new
threat pair (threats.py), and a move that threatens mate is a threat to mate, not a chase
(mate_threat.py, AR-9). Checks are counted by the search itself. When both sides chase, the Asian
Rules still fault a side whose chase no counter-chase excuses (AR-19: a rook held by a horse; AR-20:
a cannon and a horse taking turns on a rook), as the arbiter does; under the CXQ rules a mutual chase
is a draw.
"""

from __future__ import annotations

from collections.abc import Sequence

from .arbiter import UNEXCUSED, chase_rule
from .board import Board
from .errors import FenError
from .fen import format_fen
from .game import chase_detail
from .mate_threat import threatens_mate
from .tables import TYPE_NAMES
from .threats import new_chases, threats


def cycle_chasers(squares: Sequence[int], moves: Sequence[int], first_side: int,
                  asian: bool = False) -> tuple[bool, bool]:
    """Whether Red and Black each chased one same piece with every one of their moves in a repeated
    cycle, none of those moves threatening mate; with `asian`, a side chasing back is excused unless
    its own chase is one the Asian Rules never excuse (AR-19, AR-20) and the other's is not.

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
    fresh: list[list[tuple[int, frozenset[int]]]] = [[], []]    # each side's new chases, with attackers
    side = first_side
    for m in moves:
        f, t = m >> 7, m & 127
        if alive[side]:
            before = threats(b, side, ids)
        b[t] = b[f]
        b[f] = 0
        ids[t] = ids[f]
        if alive[side]:
            pairs = new_chases(before, threats(b, side, ids))
            fresh[side].extend(pairs)
            chased = frozenset(target for target, _ in pairs)
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
    if asian and red and black:
        unexcused = [_unexcused(b, ids, common[s] or frozenset(), fresh[s]) for s in (0, 1)]
        if unexcused[0] != unexcused[1]:
            return unexcused[0], unexcused[1]
    return red, black


def _unexcused(b: list[int], ids: list[int], targets: frozenset[int],
               pairs: list[tuple[int, frozenset[int]]]) -> bool:
    """True if a side's perpetual chase of `targets` (piece ids; the chase pairs of its moves given)
    breaks a rule no counter-chase excuses, judged on the position `b` the cycle ends in."""
    where = {ids[sq]: sq for sq in range(90) if b[sq]}
    attackers = {a for t, who in pairs if t in targets for a in who}
    on = [where[a] for a in attackers if a in where]
    kinds = tuple(sorted(TYPE_NAMES[b[sq] & 7] for sq in on))
    return any(chase_rule(kinds, TYPE_NAMES[b[where[t]] & 7], chase_detail(b, where[t], on)) in UNEXCUSED
               for t in targets if t in where)    # any chased piece, as the arbiter names one (ids aside)


def _threatens_mate(squares: list[int], mover: int) -> bool:
    """True if `mover`, having just moved into `squares`, threatens mate (a check is no threat)."""
    try:
        board = Board(format_fen(squares, mover ^ 1, 0, 1))
    except FenError:
        return False
    return threatens_mate(board)
