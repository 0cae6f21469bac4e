"""The results maths of a match: Elo difference with a 95% interval, likelihood of superiority, SPRT.

Scores are from one player's view (win 1, draw 1/2, loss 0), the logistic Elo model throughout:
a score fraction ``s`` means ``-400 log10(1/s - 1)`` Elo.

- **Elo and its interval** (the way cutechess reports it): the mean score ``mu`` of the N games, the
  per-game variance ``sigma^2`` of the scores about it, the standard error ``sigma / sqrt(N)``; the
  interval is the Elo of ``mu -/+ 1.96`` standard errors, and the error shown is half its width.
- **LOS** (likelihood of superiority): ``1/2 + 1/2 erf((W - L) / sqrt(2 (W + L)))``, draws left out.
- **SPRT** (the generalized SPRT that fishtest uses): with ``s0``, ``s1`` the expected scores at
  ``elo0`` and ``elo1``, the log-likelihood ratio of N independent results of mean ``mu`` and variance
  ``sigma^2`` is about ``N (s1 - s0) (2 mu - s0 - s1) / (2 sigma^2)``. The results are single games
  (trinomial: loss, draw, win) or pairs of games on the same opening with colours swapped
  (pentanomial: 0, 1/4, 1/2, 3/4 or 1 of the pair's points), the latter taking the pairing's
  correlation into account. The test stops when the LLR leaves ``[log(beta/(1-alpha)),
  log((1-beta)/alpha)]``: below, H0 (the difference is at most elo0) is accepted; above, H1 (at least elo1).
  Each kind of result starts with a count of PRIOR (half a result): without it the variance of the
  first two or three results is taken at face value and a match can stop on them (simulated matches
  between bounds 30 Elo apart then accepted the wrong hypothesis about twice as often as alpha and beta
  allow; with it, at about the stated rates: tests/tournament/test_stats.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from statistics import NormalDist

Z95 = NormalDist().inv_cdf(0.975)        # 1.959963...
PRIOR = 0.5                              # pseudo-count of each kind of result in the SPRT


def elo_of_score(score: float) -> float:
    """The Elo difference a score fraction stands for (+-inf at 1 and 0)."""
    if score <= 0.0:
        return -math.inf
    if score >= 1.0:
        return math.inf
    return float(-400.0 * math.log10(1.0 / score - 1.0))


def score_of_elo(elo: float) -> float:
    """The expected score fraction at an Elo difference."""
    return float(1.0 / (1.0 + 10.0 ** (-elo / 400.0)))


@dataclass(frozen=True)
class EloEstimate:
    """An Elo difference, the half-width of its 95% interval, and the likelihood of superiority."""

    elo: float
    error: float
    los: float
    games: int
    decisive: int = 0        # games won or lost (the LOS leaves draws out)

    @property
    def meaningful(self) -> bool:
        """True once the results give a finite Elo with an interval: not before the scores differ (all
        wins, all losses or all draws give an infinite difference or an interval of nothing)."""
        return math.isfinite(self.elo) and math.isfinite(self.error) and self.error > 0

    @property
    def los_meaningful(self) -> bool:
        """True once a game was decisive (the LOS is 50% by definition before)."""
        return self.decisive > 0


def los(wins: int, losses: int) -> float:
    """The likelihood that the player is the stronger one (0.5 when no game was decisive)."""
    if wins + losses == 0:
        return 0.5
    return 0.5 + 0.5 * math.erf((wins - losses) / math.sqrt(2.0 * (wins + losses)))


def elo_estimate(wins: int, draws: int, losses: int) -> EloEstimate | None:
    """Elo difference with its 95% error and LOS from one player's results; None without games."""
    games = wins + draws + losses
    if games == 0:
        return None
    mu = (wins + 0.5 * draws) / games
    variance = (wins * (1.0 - mu) ** 2 + draws * (0.5 - mu) ** 2 + losses * mu ** 2) / games
    stderr = math.sqrt(variance / games)
    low, high = mu - Z95 * stderr, mu + Z95 * stderr
    elo = elo_of_score(mu)
    error = (elo_of_score(high) - elo_of_score(low)) / 2.0 if stderr > 0 else (0.0 if math.isfinite(elo) else math.inf)
    return EloEstimate(elo, error, los(wins, losses), games, wins + losses)


class Decision(StrEnum):
    """What a sequential test says so far."""

    CONTINUE = "continue"
    H0 = "H0"        # accept H0: the difference is at most elo0
    H1 = "H1"        # accept H1: the difference is at least elo1


@dataclass(frozen=True)
class SprtStatus:
    """The log-likelihood ratio so far, the bounds, and the decision."""

    llr: float
    lower: float
    upper: float
    decision: Decision


def sprt_bounds(alpha: float, beta: float) -> tuple[float, float]:
    """The LLR bounds (lower, upper) for the error rates alpha (false H1) and beta (false H0)."""
    if not (0 < alpha < 1 and 0 < beta < 1):
        raise ValueError("alpha and beta must lie between 0 and 1")
    return math.log(beta / (1.0 - alpha)), math.log((1.0 - beta) / alpha)


def llr_of_scores(counts: Sequence[float], values: Sequence[float], elo0: float, elo1: float) -> float:
    """The GSPRT log-likelihood ratio of results with these counts taking these score values."""
    n = sum(counts)
    if n == 0:
        return 0.0
    mu = sum(c * v for c, v in zip(counts, values, strict=True)) / n
    variance = sum(c * (v - mu) ** 2 for c, v in zip(counts, values, strict=True)) / n
    if variance <= 0.0:
        return 0.0
    s0, s1 = score_of_elo(elo0), score_of_elo(elo1)
    return n * (s1 - s0) * (2.0 * mu - s0 - s1) / (2.0 * variance)


def llr_trinomial(wins: int, draws: int, losses: int, elo0: float, elo1: float) -> float:
    """The LLR of single games (each count plus PRIOR)."""
    return llr_of_scores([c + PRIOR for c in (losses, draws, wins)], (0.0, 0.5, 1.0), elo0, elo1)


PAIR_VALUES = (0.0, 0.25, 0.5, 0.75, 1.0)


def llr_pentanomial(pairs: Sequence[int], elo0: float, elo1: float) -> float:
    """The LLR of game pairs: pairs[k] counts the pairs that scored k half points of 4 (k = 0..4),
    each count plus PRIOR."""
    if len(pairs) != 5:
        raise ValueError("a pentanomial count has five entries (0 to 4 half points a pair)")
    return llr_of_scores([c + PRIOR for c in pairs], PAIR_VALUES, elo0, elo1)


def sprt_status(llr: float, alpha: float, beta: float) -> SprtStatus:
    """The decision for an LLR under the error rates."""
    lower, upper = sprt_bounds(alpha, beta)
    decision = Decision.H1 if llr >= upper else Decision.H0 if llr <= lower else Decision.CONTINUE
    return SprtStatus(llr, lower, upper, decision)


__all__ = ["EloEstimate", "SprtStatus", "Decision", "elo_of_score", "score_of_elo", "elo_estimate", "los",
           "sprt_bounds", "llr_trinomial", "llr_pentanomial", "llr_of_scores", "sprt_status", "PAIR_VALUES", "Z95",
           "PRIOR"]
