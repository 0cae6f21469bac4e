"""Rulings: perpetual check and chase, repetition and the automatic draws, per ruleset.

- ``cxq``: counts of consecutive checks or chases (CXQ-A1..A5), automatic draws CXQ-D1..D3.
- ``asian``: at the n-th occurrence of a position, the moves of the repeated cycle are judged (AR).
- ``casual``: checkmate and stalemate only; the n-th occurrence of a position is a draw.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from .tables import COLOR_NAMES
from .threats import PlyClass

RULESETS = ("cxq", "asian", "casual")

# CXQ-A4: consecutive checks or chases allowed with 1, 2 and 3 (or more) pieces.
CXQ_ALLOWED = {1: 6, 2: 12, 3: 18}
CXQ_MOVES_LIMIT = 300        # D1, moves by each side
CXQ_EFFECTIVE_LIMIT = 120    # D2, effective moves by each side
CXQ_PROGRESS_LIMIT = 30      # D3, moves by each side since the last progress


class Termination(enum.Enum):
    """Why a game ended."""

    CHECKMATE = "checkmate"
    STALEMATE = "stalemate"
    PERPETUAL_CHECK = "perpetual check"
    PERPETUAL_CHASE = "perpetual chase"
    MUTUAL_PERPETUAL = "mutual perpetual"
    REPETITION_DRAW = "repetition"
    MOVES_RULE = "moves rule"
    EFFECTIVE_RULE = "effective moves rule"
    PROGRESS_RULE = "progress rule"
    RESIGNATION = "resignation"
    AGREEMENT = "agreement"
    TIME_FORFEIT = "time forfeit"


@dataclass(frozen=True)
class Outcome:
    """How a game ended. ``winner`` is 'red', 'black' or None for a draw; ``rule`` cites RULES.md."""

    winner: str | None
    termination: Termination
    rule: str
    ruleset: str = "cxq"
    culprit: str | None = None                # side whose moves were ruled on ('red'/'black')
    culprit_moves: tuple[int, ...] = ()       # indices into game.moves of the ruled moves
    count: int = 0                            # consecutive checks/chases, or occurrences of the position
    pieces: tuple[str, ...] = ()              # kinds of the checking or chasing pieces
    chased_square: int | None = None          # square of the chased piece when ruled
    chased_kind: str | None = None

    @property
    def is_draw(self) -> bool:
        """True if nobody won."""
        return self.winner is None


@dataclass(frozen=True)
class Streak:
    """A run of consecutive checks, or of chases of one target, by one side."""

    length: int = 0
    pieces: frozenset[int] = frozenset()
    plies: tuple[int, ...] = ()

    def extend(self, ply: int, pieces: frozenset[int]) -> "Streak":
        """The streak one move longer."""
        return Streak(self.length + 1, self.pieces | pieces, self.plies + (ply,))

    @property
    def allowed(self) -> int:
        """How many consecutive moves CXQ-A4 allows with this many pieces."""
        return CXQ_ALLOWED[min(max(len(self.pieces), 1), 3)]


@dataclass(frozen=True)
class SideState:
    """One side's CXQ streaks: its checks and its chases per target id."""

    check: Streak = Streak()
    chases: tuple[tuple[int, Streak], ...] = ()

    def after(self, ply: int, cls: PlyClass) -> "SideState":
        """The streaks after this side's ply `cls` (other streaks are broken)."""
        check = self.check.extend(ply, cls.checkers) if cls.check else Streak()
        old = dict(self.chases)
        chases = tuple((t, old.get(t, Streak()).extend(ply, attackers)) for t, attackers in cls.chases)
        return SideState(check, chases)


@dataclass(frozen=True)
class Counters:
    """Per-ply counters for the CXQ automatic draws (index 0 Red, 1 Black)."""

    moves: tuple[int, int] = (0, 0)
    effective: tuple[int, int] = (0, 0)
    since_progress: tuple[int, int] = (0, 0)
    states: tuple[SideState, SideState] = field(default_factory=lambda: (SideState(), SideState()))


def _bump(pair: tuple[int, int], side: int, value: int) -> tuple[int, int]:
    return (value, pair[1]) if side == 0 else (pair[0], value)


def cxq_step(prev: Counters, ply: int, cls: PlyClass, last: PlyClass | None) -> Counters:
    """Counters after ply `ply` (classified as `cls`; `last` is the opponent's ply before it)."""
    side = cls.side
    answering = last is not None and last.is_active
    effective = not cls.is_active and not answering
    states = list(prev.states)
    states[side] = prev.states[side].after(ply, cls)
    return Counters(
        moves=_bump(prev.moves, side, prev.moves[side] + 1),
        effective=_bump(prev.effective, side, prev.effective[side] + (1 if effective else 0)),
        since_progress=(0, 0) if cls.progress else _bump(prev.since_progress, side, prev.since_progress[side] + 1),
        states=(states[0], states[1]),
    )


def _kinds(ids: frozenset[int], kinds: dict[int, str]) -> tuple[str, ...]:
    return tuple(sorted(kinds.get(i, "?") for i in ids))


def cxq_may_rule(counters: Counters, side: int) -> bool:
    """A cheap test: could cxq_ruling rule after this side's ply? (False for almost every ply.)"""
    me = counters.states[side]
    fewest = CXQ_ALLOWED[1]
    return (me.check.length > fewest or any(s.length > fewest for _, s in me.chases)
            or min(counters.moves) >= CXQ_MOVES_LIMIT or min(counters.effective) >= CXQ_EFFECTIVE_LIMIT
            or min(counters.since_progress) >= CXQ_PROGRESS_LIMIT)


def cxq_ruling(counters: Counters, cls: PlyClass, kinds: dict[int, str],
               squares: dict[int, int]) -> Outcome | None:
    """The CXQ ruling after a ply, or None. `kinds`/`squares` map piece ids to kind and square."""
    side = cls.side
    me, them = counters.states[side], counters.states[side ^ 1]
    mover, other = COLOR_NAMES[side], COLOR_NAMES[side ^ 1]
    violation: tuple[str, Streak, int | None] | None = None
    if me.check.length > me.check.allowed:
        violation = ("check", me.check, None)
    else:
        over = [(s.length, t, s) for t, s in me.chases if s.length > s.allowed]
        if over:
            _, target, streak = max(over)
            violation = ("chase", streak, target)
    if violation is not None:
        what, streak, target = violation
        common = dict(ruleset="cxq", culprit=mover, culprit_moves=streak.plies, count=streak.length,
                      pieces=_kinds(streak.pieces, kinds))
        if target is not None:
            common.update(chased_square=squares.get(target), chased_kind=kinds.get(target))
        need = streak.length - 1
        they_check = them.check.length >= need
        they_chase = any(s.length >= need for _, s in them.chases)
        if what == "check":
            if they_check:
                return Outcome(None, Termination.MUTUAL_PERPETUAL, "CXQ-A3", **common)
            return Outcome(other, Termination.PERPETUAL_CHECK, "CXQ-A4", **common)
        if they_check:
            # A3: one side perpetually checks, the other perpetually chases: the checker loses.
            return Outcome(mover, Termination.PERPETUAL_CHECK, "CXQ-A3", ruleset="cxq", culprit=other,
                           culprit_moves=them.check.plies, count=them.check.length,
                           pieces=_kinds(them.check.pieces, kinds))
        if they_chase:
            return Outcome(None, Termination.MUTUAL_PERPETUAL, "CXQ-A3", **common)
        return Outcome(other, Termination.PERPETUAL_CHASE, "CXQ-A4", **common)
    if min(counters.moves) >= CXQ_MOVES_LIMIT:
        return Outcome(None, Termination.MOVES_RULE, "CXQ-D1", ruleset="cxq", count=CXQ_MOVES_LIMIT)
    if min(counters.effective) >= CXQ_EFFECTIVE_LIMIT:
        return Outcome(None, Termination.EFFECTIVE_RULE, "CXQ-D2", ruleset="cxq", count=CXQ_EFFECTIVE_LIMIT)
    if min(counters.since_progress) >= CXQ_PROGRESS_LIMIT:
        return Outcome(None, Termination.PROGRESS_RULE, "CXQ-D3", ruleset="cxq", count=CXQ_PROGRESS_LIMIT)
    return None


def _chase_rule(attacker_kinds: tuple[str, ...], target_kind: str | None) -> str:
    """The Asian Rules detail rule that names this perpetual chase."""
    kinds = set(attacker_kinds)
    if len(attacker_kinds) > 1 and len(kinds) > 1 and kinds != {"cannon", "horse"}:
        return "AR-33"
    if target_kind == "rook":
        if kinds == {"cannon"}:
            return "AR-15"
        if kinds == {"horse"}:
            return "AR-21"
        if kinds == {"cannon", "horse"}:
            return "AR-20"
        if kinds == {"rook"}:
            return "AR-24"
    if target_kind == "cannon" and kinds == {"rook"}:
        return "AR-18"
    if target_kind == "horse" and kinds == {"rook"}:
        return "AR-23"
    if target_kind == "pawn" and kinds == {"rook"}:
        return "AR-31"
    if kinds == {"cannon"} and target_kind in ("horse", "advisor", "elephant", "pawn"):
        return "AR-25"
    if len(attacker_kinds) > 1:
        return "AR-33"
    if target_kind in kinds:
        return "AR-24"
    return "AR-G3"


def asian_ruling(window: list[tuple[int, PlyClass]], occurrences: int, kinds: dict[int, str],
                 squares: dict[int, int], detail=None) -> Outcome:
    """The Asian Rules ruling on a repeated cycle: `window` is (ply index, class) of the cycle's moves."""
    verdict: dict[int, tuple[str, frozenset[int]] | None] = {}
    attackers: dict[int, set[int]] = {0: set(), 1: set()}
    for side in (0, 1):
        mine = [c for _, c in window if c.side == side]
        if mine and all(c.check for c in mine):
            verdict[side] = ("check", frozenset())
            continue
        common = frozenset.intersection(*(c.chased for c in mine)) if mine else frozenset()
        if common:
            verdict[side] = ("chase", common)
            for c in mine:
                for target, who in c.chases:
                    if target in common:
                        attackers[side] |= who
        else:
            verdict[side] = None
    plies = {side: tuple(i for i, c in window if c.side == side) for side in (0, 1)}

    def base(side: int, **extra) -> dict:
        return dict(ruleset="asian", culprit=COLOR_NAMES[side], culprit_moves=plies[side],
                    count=occurrences, **extra)

    checks = [s for s in (0, 1) if verdict[s] and verdict[s][0] == "check"]
    chases = [s for s in (0, 1) if verdict[s] and verdict[s][0] == "chase"]
    if len(checks) == 2:
        return Outcome(None, Termination.MUTUAL_PERPETUAL, "AR-7", **base(0))
    if len(checks) == 1:
        s = checks[0]
        return Outcome(COLOR_NAMES[s ^ 1], Termination.PERPETUAL_CHECK, "AR-6", **base(s))
    if len(chases) == 2:
        both = {kinds.get(i) for s in (0, 1) for i in attackers[s]}
        rule = "AR-22" if both == {"rook", "horse"} else "AR-P2"
        return Outcome(None, Termination.MUTUAL_PERPETUAL, rule, **base(0))
    if len(chases) == 1:
        s = chases[0]
        target = min(verdict[s][1])
        who = _kinds(frozenset(attackers[s]), kinds)
        rule = _chase_rule(who, kinds.get(target))
        special = detail(target, frozenset(attackers[s])) if detail is not None else None
        if special == "frozen-by-horse" and kinds.get(target) == "rook":
            rule = "AR-19"   # a rook held by an enemy horse may not be chased
        elif special == "false-protector" and rule in ("AR-G3", "AR-23", "AR-33"):
            rule = "AR-34"   # its protector cannot really take back
        return Outcome(COLOR_NAMES[s ^ 1], Termination.PERPETUAL_CHASE, rule,
                       **base(s, pieces=who, chased_square=squares.get(target), chased_kind=kinds.get(target)))
    return Outcome(None, Termination.REPETITION_DRAW, "AR-5", ruleset="asian", count=occurrences,
                   culprit_moves=tuple(i for i, _ in window))
