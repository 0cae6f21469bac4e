"""The clock budget of the built-in AI (app.ai.timing): what the UCI server gives a move on a clock."""

import pytest

from app.ai.timing import CLOCK_MOVES, HARD_FACTOR, MAX_SHARE_MOVES, MIN_TIME, clock_budget


def test_clock_budget_shares_the_clock_and_most_of_the_increment():
    soft, hard = clock_budget(59.0, 1.0, None)         # 1+1 at the start, after the GUI's safety second
    assert soft == pytest.approx(59 / CLOCK_MOVES + 0.8)
    assert hard == pytest.approx(59 / MAX_SHARE_MOVES)  # 3x the target would be more: the cap holds
    soft, hard = clock_budget(300.0, 0.0, None)
    assert soft == pytest.approx(10.0) and hard == pytest.approx(10.0 * HARD_FACTOR)


def test_clock_budget_never_risks_the_flag_when_short_of_time():
    for clock in (0.0, 0.3, 1.0, 2.5, 5.0, 8.0):
        soft, hard = clock_budget(clock, 1.0, None)
        assert soft <= hard <= max(MIN_TIME, clock / MAX_SHARE_MOVES)
    soft, hard = clock_budget(4.0, 1.0, None)          # 0.5 s to think, 1 s back: the clock recovers
    assert hard == pytest.approx(0.5) and soft == hard


def test_clock_budget_with_moves_to_go():
    soft, hard = clock_budget(10.0, 0.0, 1)            # the last move before the next period
    assert soft == hard == pytest.approx(8.0)
    soft, hard = clock_budget(40.0, 0.0, 4)            # four moves to go: a quarter each, at most
    assert soft == hard == pytest.approx(10.0)
    soft, hard = clock_budget(400.0, 0.0, 40)
    assert soft == pytest.approx(10.0) and hard == pytest.approx(30.0)
