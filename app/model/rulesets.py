"""What differs from one ruleset to another, in one place: each Ruleset's rules (``RULES``).

A game asks its ruleset's ``judge`` after every move whether the arbiter rules (perpetual check or
chase, a repetition, an automatic draw); the ruleset names the rules checkmate and stalemate are
decided by; and it says how the search must treat repetitions (``perpetual_loses``,
``chase_exceptions``: app.ai's ``Searcher.set_rules(perpetual, asian)``) and whether a player is warned
before a move the arbiter would rule against (``warns_before_violation``).

To add a ruleset: a member of ``Ruleset`` (enums.py), its ``RulesetRules`` here (a judge, which may
combine the rulings of arbiter.py or add its own there, and a cheap ``may_lose`` test the engines ask
before each move), its name and summary in app/view/rules_help.py, and ``judges_cycles`` decides how
texts.py words its perpetual rulings.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .arbiter import Outcome, Termination, asian_ruling, cxq_may_lose_next, cxq_may_rule, cxq_ruling
from .enums import Rule, Ruleset
from .threats import PlyClass

if TYPE_CHECKING:
    from .game import Game

Judge = Callable[["Game", int, PlyClass], "Outcome | None"]   # (game, ply just played, its class) -> ruling
MayLose = Callable[["Game"], bool]     # a cheap test: could some move of the side to move lose by a ruling?


def judge_cxq(game: Game, ply: int, cls: PlyClass) -> Outcome | None:
    """CXQ: counted checks and chases (whether or not positions repeat) and the automatic draws."""
    counters = game.counters
    if not cxq_may_rule(counters, cls.side):
        return None  # the common case: skip building the piece maps
    kinds, squares = game.piece_maps()
    return cxq_ruling(counters, cls, kinds, squares)


def judge_asian(game: Game, ply: int, cls: PlyClass) -> Outcome | None:
    """Asian Rules: the cycle of a position repeated `game.repetitions` times is judged."""
    seen = game.occurrences()
    if len(seen) < game.repetitions:
        return None
    first = seen[-game.repetitions]   # the cycles judged: from the n-th last occurrence (bounded)
    window = [(i, game.classification(i)) for i in range(first, ply + 1)]
    kinds, squares = game.piece_maps()
    return asian_ruling(window, len(seen), kinds, squares, lambda t, a: game.chase_detail_now(t, a, squares),
                        game.makes_mate_threat)


def judge_casual(game: Game, ply: int, cls: PlyClass) -> Outcome | None:
    """Casual rules: a position repeated `game.repetitions` times is a draw."""
    seen = game.occurrences()
    if len(seen) < game.repetitions:
        return None
    first = seen[-game.repetitions]
    return Outcome(None, Termination.REPETITION_DRAW, Rule.REPETITION, Ruleset.CASUAL,
                   count=len(seen), culprit_moves=tuple(range(first, ply + 1)))


def may_lose_cxq(game: Game) -> bool:
    """CXQ: only a check or chase streak already at the fewest allowed can grow past what is allowed."""
    return cxq_may_lose_next(game.counters, game.board.turn.index)


def may_lose_asian(game: Game) -> bool:
    """Asian Rules: only a move back to a position seen `repetitions - 1` times can be judged."""
    return game.most_seen() >= game.repetitions - 1


def may_lose_never(game: Game) -> bool:
    """Casual rules: repetitions are draws only."""
    return False


@dataclass(frozen=True)
class RulesetRules:
    """One ruleset's rules: its judge, the rules of checkmate and stalemate, and what the search and
    the board need to know of it."""

    ruleset: Ruleset
    judge: Judge
    may_lose: MayLose                   # False when no move of the side to move can lose by a ruling
    mate_rule: Rule                     # the rule a checkmate is won by
    stalemate_rule: Rule                # the rule a stalemate (no legal move) is won by
    perpetual_loses: bool               # perpetual check and chase lose; off: every repetition is a draw
    chase_exceptions: bool              # a mutual chase still loses for a chase the Asian Rules never excuse
    warns_before_violation: bool        # a move the arbiter would rule against is confirmed first
    judges_cycles: bool                 # perpetuals are judged on a repeated position (not counted move by move)


RULES: dict[Ruleset, RulesetRules] = {rules.ruleset: rules for rules in (
    RulesetRules(Ruleset.CXQ, judge_cxq, may_lose_cxq, Rule.CXQ_END, Rule.CXQ_END, perpetual_loses=True,
                 chase_exceptions=False, warns_before_violation=False, judges_cycles=False),
    RulesetRules(Ruleset.ASIAN, judge_asian, may_lose_asian, Rule.AR_1, Rule.AR_2, perpetual_loses=True,
                 chase_exceptions=True, warns_before_violation=True, judges_cycles=True),
    RulesetRules(Ruleset.CASUAL, judge_casual, may_lose_never, Rule.CXQ_END, Rule.CXQ_END, perpetual_loses=False,
                 chase_exceptions=False, warns_before_violation=False, judges_cycles=True),
)}


def rules_of(ruleset: Ruleset | str) -> RulesetRules:
    """The rules of a ruleset (ValueError for a name that is none)."""
    return RULES[Ruleset(ruleset)]


__all__ = ["RULES", "RulesetRules", "Judge", "MayLose", "rules_of", "judge_cxq", "judge_asian", "judge_casual",
           "may_lose_cxq", "may_lose_asian", "may_lose_never"]
