"""What a move does, for the arbiter: check, chases (new threats on unprotected pieces), progress.

Definitions follow the CXQ rules (RULES.md CXQ-A terms) and the Asian Rules' finer points (AR Chapter 4
Section 1): an attack counts as a threat on target T by attacker X when

- X is not a king or a pawn, T is not the king and not a pawn still on its own side of the river;
- X can capture T by its movement rule and the capture is legal: a pinned piece keeps the captures
  that do not expose its king, such as taking the piece that pins it (AR-18: only legal moves count);
- it is not a same-type trade: T of X's type that could legally capture X back;
- T is unprotected: after X takes T no enemy piece can legally take back on that point; a rook attacked
  by a cannon or a horse counts as unprotected whatever protects it.

"Legal" is judged as if a standing check were answered: a side in check keeps the threats it has
(AR Chapter 4 Section 1 "chase": it can capture "in the next move", once the check is met), and the
side just checked keeps its protectors (AR-12, General rule 2: "one check and one chase" is a draw).
Only the checking pieces on their squares are set aside; an attack the capture itself opens counts.

A move chases T when it creates a threat pair (attacker id, target id) that did not exist before the
move; pieces keep their ids as they move, so a piece sliding along its line of attack is no new chase.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Sequence

from .attacks import capturers, is_safe, king_attacked, kings_facing, pseudo_from
from .tables import CANNON, HORSE, KING, PAWN, ROOK, own_half

Pair = tuple[int, int]


def threats(squares: Sequence[int], side: int, ids: list[int], *, in_check: bool | None = None,
            checking: bool | None = None) -> frozenset[Pair]:
    """(attacker id, target id) pairs of `side`'s threats in a position of 90 piece codes.

    `in_check` (side's king attacked) and `checking` (the enemy king attacked) are found out when None.
    """
    b = list(squares)
    mine = side << 3
    enemy = side ^ 1
    king_sq = b.index(KING | mine)
    enemy_king = b.index(KING | (enemy << 3))
    # standing checks on either king are set aside (see the module docstring); rarely any
    if in_check is None:
        in_check = king_attacked(b, king_sq, side)
    if checking is None:
        checking = king_attacked(b, enemy_king, enemy)
    own_checks = tuple(capturers(b, king_sq, enemy)) if in_check else ()
    their_checks = tuple(capturers(b, enemy_king, side)) if checking else ()
    pairs = set()
    for x in range(90):
        p = b[x]
        if not p or p & 8 != mine:
            continue
        kind = p & 7
        if kind == KING or kind == PAWN:
            continue
        for m in pseudo_from(b, x):
            to = m & 127
            q = b[to]
            if not q:
                continue
            qkind = q & 7
            if qkind == KING or (qkind == PAWN and own_half(enemy, to)):
                continue
            if not (_legal(b, m, king_sq, own_checks) if own_checks else is_safe(b, m, king_sq)):
                continue
            if qkind == kind and _can_take(b, to, x, enemy_king, their_checks):
                continue  # same-type trade
            if not (qkind == ROOK and (kind == CANNON or kind == HORSE)) and _protected(
                    b, m, enemy_king, their_checks):
                continue
            pairs.add((ids[x], ids[to]))
    return frozenset(pairs)


def _legal(b: list[int], m: int, king_sq: int, checks: tuple[int, ...]) -> bool:
    """True if the pseudo-legal move m leaves its king safe, the checking pieces on `checks` set aside
    (a king stepping onto an attacked point is never safe)."""
    f = m >> 7
    p = b[f]
    if not checks or p & 7 == KING:
        return is_safe(b, m, king_sq)
    t = m & 127
    cap = b[t]
    b[t] = p
    b[f] = 0
    try:
        return not kings_facing(b) and all(y in checks for y in capturers(b, king_sq, (p >> 3) ^ 1))
    finally:
        b[f] = p
        b[t] = cap


def _can_take(b: list[int], frm: int, to: int, king_sq: int, checks: tuple[int, ...]) -> bool:
    """True if the piece on `frm` (its king on king_sq) can legally capture on `to`."""
    return frm in capturers(b, to, b[frm] >> 3) and _legal(b, (frm << 7) | to, king_sq, checks)


def _protected(b: list[int], m: int, king_sq: int, checks: tuple[int, ...]) -> bool:
    """True if, after the capture m, the victim's side (its king on king_sq) can legally take back."""
    f = m >> 7
    to = m & 127
    p = b[f]
    q = b[to]
    b[to] = p
    b[f] = 0
    try:
        color = q >> 3
        for y in capturers(b, to, color):
            if _legal(b, (y << 7) | to, king_sq, checks) if checks else is_safe(b, (y << 7) | to, king_sq):
                return True
        return False
    finally:
        b[f] = p
        b[to] = q


def checkers(squares: Sequence[int], side: int, ids: list[int]) -> frozenset[int]:
    """Ids of `side`'s pieces attacking the enemy king (empty if no check), in 90 piece codes."""
    king_sq = squares.index(KING | ((side ^ 1) << 3))
    return frozenset(ids[y] for y in capturers(squares, king_sq, side))


@dataclass(frozen=True, slots=True)
class PlyClass:
    """What one ply did: check, chases, capture, progress (for the arbiter's counts)."""

    side: int                                  # RED or BLACK, the mover
    check: bool
    checkers: frozenset[int]                   # ids of the checking pieces
    chases: tuple[tuple[int, frozenset[int]], ...]  # (target id, attacker ids) for each chased piece
    capture: bool
    progress: bool                             # a capture or a forward step of a crossed pawn
    mover: int = 0                             # id of the piece that moved (0: not known)

    @property
    def chased(self) -> frozenset[int]:
        """Ids of the pieces this ply chases."""
        return frozenset(t for t, _ in self.chases)

    @property
    def is_active(self) -> bool:
        """True if the ply checks or chases."""
        return self.check or bool(self.chases)


def new_chases(before: frozenset[Pair], after: frozenset[Pair]) -> tuple[tuple[int, frozenset[int]], ...]:
    """Targets of threat pairs that are new after a move, with the attackers of each."""
    fresh: dict[int, set[int]] = {}
    for attacker, target in after - before:
        fresh.setdefault(target, set()).add(attacker)
    return tuple(sorted((t, frozenset(a)) for t, a in fresh.items()))
