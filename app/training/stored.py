"""A game's review as the library stores it (app.library.reviews) and back."""

from __future__ import annotations

from app.engines import Score
from app.engines.annotate import PositionEval, Review, SideSummary, judge
from app.library import Evaluation, SideCounts, StoredReview, review_key
from app.model import Move
from app.model.tree import GameTree

__all__ = ["to_stored", "from_stored", "game_key"]


def game_key(tree: GameTree) -> str:
    """The library's review key of the tree's mainline."""
    return review_key(tree.start_fen, [m.iccs for m in tree.mainline_moves()])


def _counts(side: SideSummary) -> SideCounts:
    return SideCounts(side.average_cp_loss, side.inaccuracies, side.mistakes, side.blunders)


def to_stored(tree: GameTree, review: Review, engine: str, seconds: float) -> StoredReview:
    """The review of the tree's mainline as a value for Library.store_review."""
    evals = tuple(Evaluation(p.score.cp, p.score.mate, p.red_to_move, tuple(m.iccs for m in p.pv))
                  for p in review.positions)
    return StoredReview(game_key(tree), engine, seconds, dict(tree.headers), tuple(m.iccs for m in review.moves),
                        evals, _counts(review.red), _counts(review.black))


def from_stored(stored: StoredReview) -> Review:
    """The Review of a stored one (verdicts judged again from the evaluations)."""
    positions = [PositionEval(Score(cp=e.cp) if e.mate is None else Score(mate=e.mate), e.red_to_move,
                              tuple(Move.from_iccs(m) for m in e.pv)) for e in stored.evaluations]
    return judge(positions, [Move.from_iccs(m) for m in stored.moves])
