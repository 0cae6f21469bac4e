"""A game's review as the library stores it (app.library.reviews) and back.

A stored review is checked before it is used (``checked``): its moves must be moves, legal one after
another from the game's start, with one evaluation per position, on the side to move, of a sane size;
its engine lines must be moves; and its moves must be the game the review is kept for (its key). A
review that fails any of these is damaged (``DamagedReview``, a ValueError carrying a ReviewDamage
value): the runner reviews the game again, and the summary and the exercises leave it out and say so.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from app.engines import Score
from app.engines.annotate import PositionEval, Review, SideSummary, judge
from app.library import Evaluation, SideCounts, StoredReview, review_key
from app.model import Board, Move
from app.model.errors import PicklableError
from app.model.tree import GameTree

__all__ = ["to_stored", "from_stored", "game_key", "checked", "ReviewProblem", "ReviewDamage",
           "DamagedReview", "MAX_CP"]

MAX_CP = 100_000            # a stored centipawn score beyond this is damage (no engine reports one)


class ReviewProblem(StrEnum):
    """What is wrong with a damaged stored review."""

    UNREADABLE = "unreadable"    # the stored row does not decode (bad JSON, wrong shapes): detail says more
    START = "start"              # the game's start position (its FEN header) is not a position
    MOVES = "moves"              # a move that is not a move, or not legal where it is played
    LINES = "lines"              # an engine line with something that is not a move
    POSITIONS = "positions"      # not one evaluation per position, on the side to move, of a sane size
    OTHER_GAME = "other-game"    # the moves are not those of the game the review is kept for


@dataclass(frozen=True)
class ReviewDamage:
    """A damaged stored review: its game key, engine and time, what is wrong (with technical detail)
    and, in a run, where the game came from (the task's source)."""

    key: str
    engine: str
    seconds: float
    problem: ReviewProblem
    detail: str = ""
    source: str = ""


class DamagedReview(PicklableError, ValueError):
    """A stored review that cannot be used; ``damage`` says which and why (its ``problem``, worded in the
    view). Its str() is English, for logs only; it pickles whole (PicklableError)."""

    def __init__(self, damage: ReviewDamage) -> None:
        self.damage = damage
        super().__init__(f"stored review {damage.key} ({damage.engine}, {damage.seconds} s): {damage.problem}"
                         + (f": {damage.detail}" if damage.detail else ""))


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


def checked(stored: StoredReview) -> tuple[GameTree, Review]:
    """The reviewed game (its mainline with its headers) and its Review (verdicts judged again from
    the evaluations); DamagedReview if the stored review fails a check of the module doc."""
    def damaged(problem: ReviewProblem, detail: str) -> DamagedReview:
        return DamagedReview(ReviewDamage(stored.key, stored.engine, stored.seconds, problem, detail))

    fen = stored.headers.get("FEN") or None
    try:
        tree = GameTree(fen, dict(stored.headers))
        board = Board.from_fen(tree.start_fen)
    except ValueError as exc:
        raise damaged(ReviewProblem.START, str(exc)) from None
    if len(stored.evaluations) != len(stored.moves) + 1:
        raise damaged(ReviewProblem.POSITIONS, f"{len(stored.evaluations)} evaluations for {len(stored.moves)} moves")
    moves: list[Move] = []
    positions: list[PositionEval] = []
    for i, stored_eval in enumerate(stored.evaluations):
        positions.append(_position(stored_eval, board.turn == "red", i, damaged))
        if i == len(stored.moves):
            break
        text = stored.moves[i]
        try:
            move = Move.from_iccs(text)
        except ValueError:
            raise damaged(ReviewProblem.MOVES, f"ply {i + 1}: {text!r} is not a move") from None
        if not board.is_legal(move):
            raise damaged(ReviewProblem.MOVES, f"ply {i + 1}: {text} is not legal there")
        board.push(move)
        moves.append(move)
    if review_key(tree.start_fen, [m.iccs for m in moves]) != stored.key:
        raise damaged(ReviewProblem.OTHER_GAME, "the moves do not match the game's key")
    tree.add_line(tree.root, moves)
    return tree, judge(positions, moves)


def _position(e: Evaluation, red: bool, ply: int,
              damaged: Callable[[ReviewProblem, str], DamagedReview]) -> PositionEval:
    if (e.cp is None) == (e.mate is None):
        raise damaged(ReviewProblem.POSITIONS, f"position {ply}: neither or both of cp and mate")
    if e.red_to_move != red:
        raise damaged(ReviewProblem.POSITIONS, f"position {ply}: evaluated for the side not to move")
    if e.cp is not None and abs(e.cp) > MAX_CP:
        raise damaged(ReviewProblem.POSITIONS, f"position {ply}: a score of {e.cp} centipawns")
    if e.mate is not None and abs(e.mate) > MAX_CP:
        raise damaged(ReviewProblem.POSITIONS, f"position {ply}: a mate in {e.mate}")
    try:
        pv = tuple(Move.from_iccs(m) for m in e.pv)
    except ValueError as exc:
        raise damaged(ReviewProblem.LINES, f"position {ply}: {exc}") from None
    return PositionEval(Score(cp=e.cp) if e.mate is None else Score(mate=e.mate), red, pv)


def from_stored(stored: StoredReview) -> Review:
    """The Review of a stored one (verdicts judged again from the evaluations); DamagedReview if it
    fails a check."""
    return checked(stored)[1]
