"""Rulings: perpetual check and chase, repetition and the automatic draws, per ruleset.

- ``cxq``: counts of consecutive checks or chases (CXQ-A1..A5), automatic draws CXQ-D1..D3.
- ``asian``: at the n-th occurrence of a position, the moves of the repeated cycle are judged (AR).
- ``casual``: checkmate and stalemate only; the n-th occurrence of a position is a draw.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from collections.abc import Callable

from .enums import Color, PieceKind, Rule, Ruleset
from .tables import COLOR_NAMES
from .threats import PlyClass

RULESETS: tuple[Ruleset, ...] = (Ruleset.CXQ, Ruleset.ASIAN, Ruleset.CASUAL)


class ChaseDetail(enum.Enum):
    """What the Asian Rules' detail rules need to know about a chased piece."""

    FROZEN_BY_HORSE = "frozen-by-horse"    # taking it off would expose its king to an enemy horse
    FALSE_PROTECTOR = "false-protector"    # a piece could take back by its movement rule, none legally

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
    """How a game ended. ``winner`` is a Color or None for a draw; ``rule`` cites RULES.md."""

    winner: Color | None
    termination: Termination
    rule: Rule
    ruleset: Ruleset = Ruleset.CXQ
    culprit: Color | None = None              # side whose moves were ruled on
    culprit_moves: tuple[int, ...] = ()       # indices into game.moves of the ruled moves
    count: int = 0                            # consecutive checks/chases, or occurrences of the position
    pieces: tuple[PieceKind, ...] = ()        # kinds of the checking or chasing pieces
    chased_square: int | None = None          # square of the chased piece when ruled
    chased_kind: PieceKind | None = None
    allowed: int = 0                          # CXQ-A4: consecutive checks/chases the culprit's pieces may make

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

    def extend(self, ply: int, pieces: frozenset[int]) -> Streak:
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

    def after(self, ply: int, cls: PlyClass) -> SideState:
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


def _kinds(ids: frozenset[int], kinds: dict[int, PieceKind]) -> tuple[PieceKind, ...]:
    return tuple(sorted(kinds[i] for i in ids if i in kinds))


def cxq_may_rule(counters: Counters, side: int) -> bool:
    """A cheap test: could cxq_ruling rule after this side's ply? (False for almost every ply.)"""
    me = counters.states[side]
    fewest = CXQ_ALLOWED[1]
    return (me.check.length > fewest or any(s.length > fewest for _, s in me.chases)
            or min(counters.moves) >= CXQ_MOVES_LIMIT or min(counters.effective) >= CXQ_EFFECTIVE_LIMIT
            or min(counters.since_progress) >= CXQ_PROGRESS_LIMIT)


def cxq_may_lose_next(counters: Counters, side: int) -> bool:
    """A cheap test before this side moves: could its next ply lose by a CXQ count? Only a check or
    chase streak already as long as the fewest allowed (CXQ-A4) can grow past what is allowed."""
    me = counters.states[side]
    fewest = CXQ_ALLOWED[1]
    return me.check.length >= fewest or any(s.length >= fewest for _, s in me.chases)


def cxq_ruling(counters: Counters, cls: PlyClass, kinds: dict[int, PieceKind],
               squares: dict[int, int]) -> Outcome | None:
    """The CXQ ruling after a ply, or None. `kinds`/`squares` map piece ids to kind and square."""
    side = cls.side
    me, them = counters.states[side], counters.states[side ^ 1]
    if me.check.length > me.check.allowed:
        return _cxq_streak(me.check, None, side, them, kinds, squares)
    over = [(s.length, t, s) for t, s in me.chases if s.length > s.allowed]
    if over:
        _, target, streak = max(over)
        return _cxq_streak(streak, target, side, them, kinds, squares)
    if min(counters.moves) >= CXQ_MOVES_LIMIT:
        return Outcome(None, Termination.MOVES_RULE, Rule.CXQ_D1, Ruleset.CXQ, count=CXQ_MOVES_LIMIT)
    if min(counters.effective) >= CXQ_EFFECTIVE_LIMIT:
        return Outcome(None, Termination.EFFECTIVE_RULE, Rule.CXQ_D2, Ruleset.CXQ, count=CXQ_EFFECTIVE_LIMIT)
    if min(counters.since_progress) >= CXQ_PROGRESS_LIMIT:
        return Outcome(None, Termination.PROGRESS_RULE, Rule.CXQ_D3, Ruleset.CXQ, count=CXQ_PROGRESS_LIMIT)
    return None


def _cxq_streak(streak: Streak, target: int | None, side: int, them: SideState,
                kinds: dict[int, PieceKind], squares: dict[int, int]) -> Outcome:
    """The ruling on a check streak (target None) or a chase streak of `side` over the CXQ limit."""
    mover, other = COLOR_NAMES[side], COLOR_NAMES[side ^ 1]
    need = streak.length - 1
    they_check = them.check.length >= need
    they_chase = any(s.length >= need for _, s in them.chases)

    def ruled(winner: Color | None, termination: Termination, rule: Rule) -> Outcome:
        return Outcome(winner, termination, rule, Ruleset.CXQ, culprit=mover, culprit_moves=streak.plies,
                       count=streak.length, pieces=_kinds(streak.pieces, kinds),
                       chased_square=None if target is None else squares.get(target),
                       chased_kind=None if target is None else kinds.get(target), allowed=streak.allowed)

    if target is None:
        if they_check:
            return ruled(None, Termination.MUTUAL_PERPETUAL, Rule.CXQ_A3)
        return ruled(other, Termination.PERPETUAL_CHECK, Rule.CXQ_A4)
    if they_check:
        # A3: one side perpetually checks, the other perpetually chases: the checker loses.
        return Outcome(mover, Termination.PERPETUAL_CHECK, Rule.CXQ_A3, Ruleset.CXQ, culprit=other,
                       culprit_moves=them.check.plies, count=them.check.length,
                       pieces=_kinds(them.check.pieces, kinds), allowed=them.check.allowed)
    if they_chase:
        return ruled(None, Termination.MUTUAL_PERPETUAL, Rule.CXQ_A3)
    return ruled(other, Termination.PERPETUAL_CHASE, Rule.CXQ_A4)


_K = PieceKind


def _chase_rule(attacker_kinds: tuple[PieceKind, ...], target_kind: PieceKind | None, still: bool) -> Rule:
    """The Asian Rules detail rule that names this perpetual chase (`still`: the attackers never moved)."""
    kinds = set(attacker_kinds)
    if len(attacker_kinds) > 1 and len(kinds) > 1 and kinds != {_K.CANNON, _K.HORSE}:
        return Rule.AR_33
    if target_kind == _K.ROOK:
        if kinds == {_K.CANNON}:
            return Rule.AR_26 if still else Rule.AR_15
        if kinds == {_K.HORSE}:
            return Rule.AR_21
        if kinds == {_K.CANNON, _K.HORSE}:
            return Rule.AR_20
        if kinds == {_K.ROOK}:
            return Rule.AR_24
    if target_kind == _K.CANNON and kinds == {_K.ROOK}:
        return Rule.AR_18
    if target_kind == _K.HORSE and kinds == {_K.ROOK}:
        return Rule.AR_23
    if target_kind == _K.PAWN and kinds == {_K.ROOK}:
        return Rule.AR_31
    if kinds == {_K.CANNON} and target_kind in (_K.HORSE, _K.ADVISOR, _K.ELEPHANT, _K.PAWN):
        return Rule.AR_25
    if len(attacker_kinds) > 1:
        return Rule.AR_33
    if target_kind in kinds:
        return Rule.AR_24
    return Rule.AR_G3


Detail = Callable[[int, frozenset[int]], "ChaseDetail | None"]
MateThreat = Callable[[int], bool]
Verdict = tuple[str, frozenset[int]] | None

# Chases the rules forbid even while the chased side chases back every move: a rook held by a horse
# (AR-19 "regardless of whether the opponent's Knight is protected": the held rook's attack on it is no
# excuse) and a cannon and a horse taking turns on a rook (AR-20 "whether the Rook in one or two of its
# moves has a counter attack"). Any other mutual perpetual chase is a draw (Section 2 principle 2), but
# see mutual_faults for AR-26.
UNEXCUSED = frozenset({Rule.AR_19, Rule.AR_20})


def mutual_faults(rules: tuple[Rule, Rule], still: tuple[bool, bool]) -> tuple[bool, bool]:
    """Which sides of a mutual perpetual chase are faulted (Red, Black), given each side's chase rule and
    whether its chasing pieces stood still all cycle (only mounts and blockers moved). A side whose chase
    no counter-chase excuses (UNEXCUSED) is; so is a cannon that keeps a rook attacked while only mounts
    move (AR-26) when the rook's side chased back only with pieces that stood still: that side, too, only
    moved mounts ("even if the Rook doesn't move and both sides only move the cannon mount, it is a
    perpetual chase"). If both or neither side is faulted, the mutual chase is a draw."""
    def faulted(s: int) -> bool:
        other = s ^ 1
        return rules[s] in UNEXCUSED or (rules[s] is Rule.AR_26 and still[other] and rules[other] is not Rule.AR_26)
    return faulted(0), faulted(1)


def _verdicts(window: list[tuple[int, PlyClass]], mate_threat: MateThreat | None = None
              ) -> tuple[dict[int, Verdict], dict[int, set[int]]]:
    """Per side: ('check', {}) if all its moves in the cycle check, ('chase', targets) if they all chase,
    ('mate-threat', targets) if they all chase and every one that does not check makes a threat to mate.

    Perpetual threat to mate is a draw (AR-9, General rule 2) only when every move threatens mate
    (Section 1: "Perpetual TTC - Every move is a TTC"), each threat made by the move (`mate_threat(ply)`);
    a side whose chases only sometimes threaten mate still chases perpetually (AR-18).
    """
    verdict: dict[int, Verdict] = {}
    attackers: dict[int, set[int]] = {0: set(), 1: set()}
    for side in (0, 1):
        mine = [(i, c) for i, c in window if c.side == side]
        if mine and all(c.check for _, c in mine):
            verdict[side] = ("check", frozenset())
            continue
        common = frozenset.intersection(*(c.chased for _, c in mine)) if mine else frozenset()
        if common and mate_threat is not None and _threatens_throughout(mine, mate_threat):
            verdict[side] = ("mate-threat", common)
        elif common:
            verdict[side] = ("chase", common)
            for _, c in mine:
                for target, who in c.chases:
                    if target in common:
                        attackers[side] |= who
        else:
            verdict[side] = None
    return verdict, attackers


def _threatens_throughout(mine: list[tuple[int, PlyClass]], mate_threat: MateThreat) -> bool:
    """True if each of a side's moves that does not check makes a threat to mate (and one at least does)."""
    quiet = [i for i, c in mine if not c.check]
    return bool(quiet) and all(mate_threat(i) for i in quiet)


SideChase = tuple[Rule, int, tuple[PieceKind, ...], bool]
_FAULTY = UNEXCUSED | {Rule.AR_26}


def _side_chase(target_ids: frozenset[int], attackers: set[int], kinds: dict[int, PieceKind],
                detail: Detail | None, moved: set[int]) -> SideChase:
    """(rule, target id, attacker kinds, attackers stood still) naming one side's perpetual chase
    (`moved`: the ids of the pieces the side moved in the cycle, 0 if not known). Of several chased
    pieces, one whose chase a counter-chase may not excuse (UNEXCUSED, AR-26) is named, so that the
    ruling does not depend on the pieces' ids; otherwise the one with the lowest id."""
    who = _kinds(frozenset(attackers), kinds)
    still = 0 not in moved and not attackers & moved
    named: SideChase | None = None
    for target in sorted(target_ids):
        special = detail(target, frozenset(attackers)) if detail is not None else None
        rule = chase_rule(who, kinds.get(target), special, still=still)
        if named is None or (rule in _FAULTY and named[0] not in _FAULTY):
            named = (rule, target, who, still)
    assert named is not None, "a chase has a target"
    return named


def chase_rule(attacker_kinds: tuple[PieceKind, ...], target_kind: PieceKind | None,
               special: ChaseDetail | None, *, still: bool = False) -> Rule:
    """The Asian Rules article naming a perpetual chase of a `target_kind` piece by pieces of
    `attacker_kinds`; `special` is what chase_detail found about the chased piece, `still` that the
    attackers never moved in the cycle (only mounts did). A rule in UNEXCUSED is broken even while the
    chased side chases back (see also mutual_faults)."""
    rule = _chase_rule(attacker_kinds, target_kind, still)
    if special is ChaseDetail.FROZEN_BY_HORSE and target_kind == _K.ROOK:
        return Rule.AR_19   # a rook held by an enemy horse may not be chased
    if special is ChaseDetail.FALSE_PROTECTOR and rule in (Rule.AR_G3, Rule.AR_23, Rule.AR_33):
        return Rule.AR_34   # its protector cannot really take back
    return rule


def asian_ruling(window: list[tuple[int, PlyClass]], occurrences: int, kinds: dict[int, PieceKind],
                 squares: dict[int, int], detail: Detail | None = None,
                 mate_threat: MateThreat | None = None) -> Outcome:
    """The Asian Rules ruling on a repeated cycle: `window` is (ply index, class) of the cycle's moves;
    `mate_threat(ply)` says if that ply made a threat to mate (None: never asked)."""
    verdict, attackers = _verdicts(window, mate_threat)
    plies = {side: tuple(i for i, c in window if c.side == side) for side in (0, 1)}

    def ruled(winner: Color | None, termination: Termination, rule: Rule, side: int) -> Outcome:
        return Outcome(winner, termination, rule, Ruleset.ASIAN, culprit=COLOR_NAMES[side],
                       culprit_moves=plies[side], count=occurrences)

    checks = [s for s in (0, 1) if (v := verdict[s]) is not None and v[0] == "check"]
    moved = {side: {c.mover for _, c in window if c.side == side} for side in (0, 1)}
    chases = {s: _side_chase(v[1], attackers[s], kinds, detail, moved[s])
              for s in (0, 1) if (v := verdict[s]) is not None and v[0] == "chase"}
    if len(checks) == 2:
        return ruled(None, Termination.MUTUAL_PERPETUAL, Rule.AR_7, 0)
    if len(checks) == 1:
        s = checks[0]
        return ruled(COLOR_NAMES[s ^ 1], Termination.PERPETUAL_CHECK, Rule.AR_6, s)
    if len(chases) == 2:
        faults = mutual_faults((chases[0][0], chases[1][0]), (chases[0][3], chases[1][3]))
        if faults[0] == faults[1]:   # both chase, and neither or both break a rule no counter-chase excuses
            both = {kinds.get(i) for s in (0, 1) for i in attackers[s]}
            rule = Rule.AR_22 if both == {_K.ROOK, _K.HORSE} else Rule.AR_P2
            return ruled(None, Termination.MUTUAL_PERPETUAL, rule, 0)
        faulted = 0 if faults[0] else 1
        chases = {faulted: chases[faulted]}
    if len(chases) == 1:
        ((s, (rule, target, who, _)),) = chases.items()
        return Outcome(COLOR_NAMES[s ^ 1], Termination.PERPETUAL_CHASE, rule, Ruleset.ASIAN,
                       culprit=COLOR_NAMES[s], culprit_moves=plies[s], count=occurrences, pieces=who,
                       chased_square=squares.get(target), chased_kind=kinds.get(target))
    return Outcome(None, Termination.REPETITION_DRAW, _draw_rule(window, verdict), Ruleset.ASIAN,
                   count=occurrences, culprit_moves=tuple(i for i, _ in window))


def _draw_rule(window: list[tuple[int, PlyClass]], verdict: dict[int, Verdict]) -> Rule:
    """The article a drawn cycle falls under: perpetual threat to mate (AR-9), checks mixed with chases of
    one piece (AR-12), else a repetition without a violation (AR-5)."""
    if any(v is not None and v[0] == "mate-threat" for v in verdict.values()):
        return Rule.AR_9
    for side in (0, 1):
        mine = [c for _, c in window if c.side == side]
        quiet = [c.chased for c in mine if not c.check]
        if quiet and len(quiet) < len(mine) and frozenset.intersection(*quiet):
            return Rule.AR_12
    return Rule.AR_5
