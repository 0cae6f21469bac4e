"""A repeated cycle judged for the search: which side chased one same piece with every move.

The search meets repetitions at thousands of nodes and cannot build a Game for each; this replays
the cycle's moves on a bare board and applies the arbiter's own definitions: a chase is a new
threat pair (threats.py), and a side each of whose moves makes a threat to mate threatens mate
perpetually, which is no chase (mate_threat.py, AR-9). Checks are counted by the search itself.
When both sides chase, the Asian Rules still fault a side whose chase no counter-chase excuses
(AR-19: a rook held by a horse; AR-20: a cannon and a horse taking turns on a rook; AR-26: a cannon
keeping a rook attacked while both sides only move mounts), as the arbiter does (mutual_faults);
under the CXQ rules a mutual chase is a draw.
"""

from __future__ import annotations

from collections.abc import Sequence

from .arbiter import UNEXCUSED, chase_rule, mutual_faults
from .board import Board
from .enums import Rule
from .errors import FenError
from .fen import format_fen
from .game import chase_detail
from .mate_threat import MATE_DEPTH, mates_by_checks, threatens_mate
from .tables import TYPE_NAMES
from .threats import new_chases, threats


def cycle_chasers(squares: Sequence[int], moves: Sequence[int], first_side: int,
                  asian: bool = False) -> tuple[bool, bool]:
    """Whether Red and Black each chased one same piece with every one of their moves in a repeated
    cycle, not all of them making a threat to mate (AR-9); with `asian`, a side chasing back is excused
    unless the arbiter's mutual_faults faults its chase (AR-19, AR-20, AR-26) and not the other's.

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
    made: list[list[tuple[list[int], list[int], list[int]]]] = [[], []]  # each side's moves: position
    # before, position after, squares of the pieces the move chases
    fresh: list[list[tuple[int, frozenset[int]]]] = [[], []]    # each side's new chases, with attackers
    moved: list[set[int]] = [set(), set()]    # ids of the pieces each side moved
    side = first_side
    for m in moves:
        f, t = m >> 7, m & 127
        if alive[side]:
            before = threats(b, side, ids)
            start = list(b)
        b[t] = b[f]
        b[f] = 0
        ids[t] = ids[f]
        moved[side].add(ids[t])
        if alive[side]:
            pairs = new_chases(before, threats(b, side, ids))
            fresh[side].extend(pairs)
            chased = frozenset(target for target, _ in pairs)
            got = common[side]
            common[side] = chased if got is None else got & chased
            made[side].append((start, list(b), [sq for sq in range(90) if b[sq] and ids[sq] in chased]))
            if not common[side]:
                alive[side] = False
                if not alive[side ^ 1]:
                    break
        side ^= 1
    red, black = (alive[s] and bool(common[s]) and not _threatens_throughout(made[s], s) for s in (0, 1))
    if asian and red and black:
        named = [_named(b, ids, common[s] or frozenset(), fresh[s], moved[s]) for s in (0, 1)]
        faults = mutual_faults((named[0][0], named[1][0]), (named[0][1], named[1][1]))
        if faults[0] != faults[1]:
            return faults
    return red, black


def _named(b: list[int], ids: list[int], targets: frozenset[int], pairs: list[tuple[int, frozenset[int]]],
           moved: set[int] | None) -> tuple[Rule, bool]:
    """The rule naming a side's perpetual chase of `targets` as the arbiter names it (a chased piece
    whose chase a counter-chase may not excuse first, whatever the ids), and whether its chasing pieces
    stood still all cycle; judged on the position `b` the cycle ends in."""
    where = {ids[sq]: sq for sq in range(90) if b[sq]}
    attackers = {a for t, who in pairs if t in targets for a in who}
    on = [where[a] for a in attackers if a in where]
    kinds = tuple(sorted(TYPE_NAMES[b[sq] & 7] for sq in on))
    still = moved is not None and not attackers & moved
    rules = [chase_rule(kinds, TYPE_NAMES[b[where[t]] & 7], chase_detail(b, where[t], on), still=still)
             for t in sorted(targets) if t in where]
    faulty = [r for r in rules if r in UNEXCUSED or r is Rule.AR_26]
    return (faulty or rules or [Rule.AR_G3])[0], still


def _threatens_throughout(made: list[tuple[list[int], list[int], list[int]]], mover: int) -> bool:
    """True if each of `mover`'s moves that does not check made a threat to mate (and one at least
    does): a perpetual threat to mate, not a chase (AR-9). `made` holds each move's position before,
    position after and the squares of the pieces it chases."""
    quiet = 0
    for before, after, chased in made:
        board = _board(after, mover ^ 1)
        if board is None:
            return False
        if board.is_check():
            continue
        quiet += 1
        if not threatens_mate(board, MATE_DEPTH, chased):
            return False
        start = _board(before, mover)
        if start is None or mates_by_checks(start, MATE_DEPTH):
            return False    # the threat stood before the move
    return quiet > 0


def _board(squares: list[int], turn: int) -> Board | None:
    """A board of these 90 piece codes with `turn` to move (None if the rules cannot run it)."""
    try:
        return Board(format_fen(squares, turn, 0, 1))
    except FenError:
        return None
