"""The results maths: Elo and its interval, LOS, and the SPRT's error rates on simulated matches."""

import math
import random

import pytest

from app.tournament.stats import (PRIOR, Decision, elo_estimate, elo_of_score, llr_of_scores, llr_pentanomial,
                                  llr_trinomial, los, score_of_elo, sprt_bounds, sprt_status)


def test_elo_and_score_are_inverse():
    assert elo_of_score(0.5) == 0
    assert elo_of_score(0.75) == pytest.approx(190.85, abs=0.01)       # 400 log10(3)
    for elo in (-300, -50, 0, 20, 400):
        assert elo_of_score(score_of_elo(elo)) == pytest.approx(elo)
    assert elo_of_score(1.0) == math.inf and elo_of_score(0.0) == -math.inf


def test_elo_interval_by_hand():
    # 60 wins, 20 draws, 20 losses: mean 0.7, per-game variance 0.16, standard error 0.04
    est = elo_estimate(60, 20, 20)
    low, high = 0.7 - 1.959964 * 0.04, 0.7 + 1.959964 * 0.04
    assert est.elo == pytest.approx(-400 * math.log10(1 / 0.7 - 1))
    assert est.error == pytest.approx((-400 * math.log10(1 / high - 1) + 400 * math.log10(1 / low - 1)) / 2)
    assert est.error == pytest.approx(66.0, abs=0.1)
    assert est.games == 100
    assert elo_estimate(0, 0, 0) is None
    assert elo_estimate(0, 4, 0).elo == 0 and elo_estimate(0, 4, 0).error == 0


def test_los():
    assert los(5, 5) == 0.5
    assert los(0, 0) == 0.5
    assert los(10, 0) == pytest.approx(0.5 + 0.5 * math.erf(10 / math.sqrt(20)))
    assert los(3, 7) == pytest.approx(1 - los(7, 3))


def test_llr_formula_and_bounds():
    lower, upper = sprt_bounds(0.05, 0.05)
    assert lower == pytest.approx(-math.log(19)) and upper == pytest.approx(math.log(19))
    # 63 wins and 37 losses: mean 0.63, variance 0.63 * 0.37
    s1 = score_of_elo(200)
    assert llr_of_scores([37, 0, 63], [0, 0.5, 1], 0, 200) == pytest.approx(
        100 * (s1 - 0.5) * (2 * 0.63 - 0.5 - s1) / (2 * 0.63 * 0.37), rel=1e-12)
    assert llr_trinomial(63, 0, 37, 0, 200) == pytest.approx(
        llr_of_scores([37 + PRIOR, PRIOR, 63 + PRIOR], [0, 0.5, 1], 0, 200))
    assert llr_pentanomial([1, 2, 3, 4, 5], 0, 10) == pytest.approx(
        llr_of_scores([c + PRIOR for c in (1, 2, 3, 4, 5)], [0, 0.25, 0.5, 0.75, 1], 0, 10))
    # a score above elo1's, below elo0's
    assert llr_trinomial(60, 20, 20, 0, 10) > 0
    assert llr_trinomial(20, 20, 60, 0, 10) < 0
    assert sprt_status(3.0, 0.05, 0.05).decision is Decision.H1
    assert sprt_status(-3.0, 0.05, 0.05).decision is Decision.H0
    assert sprt_status(0.0, 0.05, 0.05).decision is Decision.CONTINUE


def _game(rng, elo, draw=0.4):
    """One game's points for a player `elo` stronger, with this draw rate."""
    s = score_of_elo(elo)
    win = s - draw / 2
    r = rng.random()
    return 1.0 if r < win else 0.5 if r < win + draw else 0.0


def _run(rng, elo, elo0, elo1, pairs_max=4000):
    counts = [0] * 5
    for _ in range(pairs_max):
        counts[round(2 * (_game(rng, elo) + _game(rng, elo)))] += 1
        status = sprt_status(llr_pentanomial(counts, elo0, elo1), 0.05, 0.05)
        if status.decision is not Decision.CONTINUE:
            return status.decision
    return Decision.CONTINUE


@pytest.mark.parametrize("true_elo, wrong", [(0, Decision.H1), (30, Decision.H0)])
def test_sprt_error_rates_hold(true_elo, wrong):
    """At elo0 the test seldom accepts H1, at elo1 seldom H0: about alpha and beta (5%) of the runs
    (without the prior, 11% of these runs accepted H0 at elo1, some after two pairs)."""
    rng = random.Random(7)
    runs = [_run(rng, true_elo, 0, 30) for _ in range(150)]
    assert runs.count(Decision.CONTINUE) <= 3
    assert runs.count(wrong) / len(runs) <= 0.10
