"""How long the built-in AI thinks on a clock: a share of the time left, a soft and a hard limit.

The soft limit is when no new iteration starts (it moves later while the search is unstable, see
app.ai.engine.soft_deadline); the hard limit is when the search stops. Both are shares of the clock,
so a move never risks the flag; the UCI server (app.ai.uci) gives them to the engine for ``go wtime
... btime ...`` (UCCI: ``go time ...``).
"""

from __future__ import annotations

CLOCK_MOVES = 30        # moves assumed left in the game when a clock has no moves_to_go
INC_SHARE = 0.8         # share of the increment a move may spend on top of its share of the clock
MAX_SHARE_MOVES = 8     # no move takes more than 1/8 of the clock (less with fewer moves to go)
HARD_FACTOR = 3.0       # a hard position may think up to this many times its target time
MIN_TIME = 0.05         # seconds: the least a clocked move gets


def clock_budget(clock: float, inc: float, moves_to_go: int | None) -> tuple[float, float]:
    """(soft, hard) seconds for a move with `clock` seconds left and `inc` a move.

    The target is the clock shared over the moves to go (CLOCK_MOVES if unknown) plus most of the
    increment; the hard limit allows HARD_FACTOR times that for unstable searches, but never more
    than the clock divided by the moves to go (at most MAX_SHARE_MOVES of them).
    """
    clock = max(clock, 0.0)
    to_go = moves_to_go or CLOCK_MOVES
    target = clock / to_go + INC_SHARE * inc
    cap = clock / min(to_go, MAX_SHARE_MOVES) if to_go > 1 else clock * 0.8
    hard = max(MIN_TIME, min(target * HARD_FACTOR, cap))
    return min(target, hard), hard


__all__ = ["clock_budget", "CLOCK_MOVES", "INC_SHARE", "MAX_SHARE_MOVES", "HARD_FACTOR", "MIN_TIME"]
