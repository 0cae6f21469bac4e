"""The line shown for a rank keeps the engine's last complete PV when it cuts a line short on stop."""

from app.engines import Info, Score
from app.model import Move

LINE = tuple(Move.from_iccs(m) for m in ("h2e2", "h9g7", "h0g2", "i9h9"))


def info(depth, pv, rank=2):
    return Info(depth=depth, multipv=rank, score=Score(cp=20), pv=pv)


def test_a_line_cut_short_on_stop_keeps_the_complete_one():
    from app.engines.values import newer_line
    full = info(12, LINE)
    assert newer_line(full, info(11, LINE[:1])) is full           # shallower: the stop's leftover
    assert newer_line(full, info(12, LINE[:1])) is full           # as deep, fewer moves of the same line
    deeper = info(13, LINE[:2])
    assert newer_line(full, deeper) is deeper                      # a deeper iteration replaces it
    other = info(12, (Move.from_iccs("b2e2"),))
    assert newer_line(full, other) is other                        # another line at the same depth
    assert newer_line(None, full) is full
