"""What differs per ruleset lives in its RulesetRules: the game asks its ruleset's judge, and the search's
flags and the board's questions come from the same place."""

import dataclasses

import pytest

from app.model import Game, Outcome, Ruleset, Termination
from app.model.enums import Rule
from app.model.rulesets import RULES, RulesetRules, rules_of


def test_every_ruleset_has_its_rules():
    assert set(RULES) == set(Ruleset)
    for ruleset in Ruleset:
        assert ruleset.rules is RULES[ruleset] is rules_of(ruleset.value) and ruleset.rules.ruleset is ruleset


def test_the_search_flags_and_the_warning_come_from_the_ruleset():
    flags = {r: (r.rules.perpetual_loses, r.rules.chase_exceptions, r.rules.warns_before_violation) for r in Ruleset}
    assert flags == {Ruleset.CXQ: (True, False, False), Ruleset.ASIAN: (True, True, True),
                     Ruleset.CASUAL: (False, False, False)}


def test_a_game_is_judged_by_its_rulesets_judge():
    calls = []

    def after_two_moves(game, ply, cls):
        calls.append(ply)
        return Outcome(None, Termination.AGREEMENT, Rule.AGREEMENT, game.ruleset) if ply == 1 else None

    game = Game()
    game.rules = dataclasses.replace(Ruleset.CASUAL.rules, judge=after_two_moves)   # a ruleset of one's own
    game.push_iccs("h2e2")
    assert game.outcome() is None
    game.push_iccs("h9g7")
    assert calls == [0, 1] and game.outcome().termination is Termination.AGREEMENT


@pytest.mark.parametrize("ruleset", list(Ruleset))
def test_mate_and_stalemate_are_won_by_the_rulesets_rules(ruleset):
    mate = Game("3k5/9/9/9/9/9/9/9/9/3RK4 b - - 0 1", ruleset)       # the rook checks, the kings face
    stalemate = Game("3k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1", ruleset)
    rules: RulesetRules = ruleset.rules
    assert mate.outcome().termination is Termination.CHECKMATE and mate.outcome().rule is rules.mate_rule
    assert stalemate.outcome().termination is Termination.STALEMATE
    assert stalemate.outcome().rule is rules.stalemate_rule
