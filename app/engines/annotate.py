"""Game review, the pure part: evaluations in comments, winning chances, NAGs and the tree edits.

Evaluations live in a node's comment as ``[%eval 1.35]`` (pawns) or ``[%eval #4]`` / ``[%eval #-3]``
(mate in moves), always from Red's view, for the position after the node's move (as lichess writes
them), so every PGN reader and writer carries them unchanged.

Moves are judged by the loss of winning chances: the mover's winning chance of a centipawn score is
``1 / (1 + exp(-K * cp))`` with K = 0.004 per centipawn (a mate for the mover counts 1, against it
0); the loss of a move is the mover's chance before it minus the chance after it. A loss of at least
0.10 is an inaccuracy (?!, NAG 6), 0.20 a mistake (?, NAG 2), 0.30 a blunder (??, NAG 4). Mistakes
and blunders get the engine's better line (its first PV_PLIES moves) as a variation.

Where endgame tables cover the positions before and after a move, their exact value replaces the
engine's judgement (app.training.endings, through ``with_verdicts``): the verdict then carries the
mover's table values (``MoveVerdict.table``), and a move that gives a win or a draw away is a blunder.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from app.model import Move
from app.model.comment_commands import with_command, without_command
from app.model.tree import GameTree, Node

from .values import Score

K = 0.004
INACCURACY, MISTAKE, BLUNDER = 0.10, 0.20, 0.30
NAG_INACCURACY, NAG_MISTAKE, NAG_BLUNDER = 6, 2, 4
REVIEW_NAGS = (NAG_INACCURACY, NAG_MISTAKE, NAG_BLUNDER)
PV_PLIES = 6            # moves of the engine's line added as the better variation
CP_CAP = 1000           # centipawn loss counts scores beyond ±10 pawns (and mates) as ±10 pawns
GRAPH_PAWNS = 10.0      # the graph's edge

_EVAL = re.compile(r"\[%eval\s+(#)?([+-]?\d+(?:\.\d+)?)\s*\]")


# ----- [%eval] in comments ------------------------------------------------------------------------
def eval_of(comment: str) -> Score | None:
    """The Red's-view Score in the comment's [%eval] command (mate > 0: Red mates), or None."""
    m = _EVAL.search(comment)
    if m is None:
        return None
    if m.group(1):
        return Score(mate=int(float(m.group(2))))
    return Score(cp=round(float(m.group(2)) * 100))


def eval_text(score: Score) -> str:
    """'1.35', '-0.40', '0.00', '#4', '#-3' (a Red's-view Score)."""
    if score.mate is not None:
        return f"#{score.mate}"
    return f"{(score.cp or 0) / 100:.2f}"


def without_eval(comment: str) -> str:
    """The comment with any [%eval] command taken out."""
    return without_command(comment, "eval")


def with_eval(comment: str, score: Score | None) -> str:
    """The comment with its [%eval] set to `score` (Red's view; first, before any text), or removed."""
    return with_command(comment, "eval", None if score is None else eval_text(score))


# ----- judging moves ------------------------------------------------------------------------------
def win_chance(score: Score) -> float:
    """The side to move's winning chance (0-1) for its score (mate 0: it is mated now)."""
    if score.mate is not None:
        return 1.0 if score.mate > 0 else 0.0
    return 1.0 / (1.0 + math.exp(-K * (score.cp or 0)))


def capped_cp(score: Score) -> int:
    """Centipawns (side to move's view) capped at ±CP_CAP, mates at the cap."""
    if score.mate is not None:
        return CP_CAP if score.mate > 0 else -CP_CAP
    return max(-CP_CAP, min(CP_CAP, score.cp or 0))


def nag_for_loss(loss: float) -> int | None:
    """The NAG for a loss of winning chance (None below an inaccuracy)."""
    if loss >= BLUNDER:
        return NAG_BLUNDER
    if loss >= MISTAKE:
        return NAG_MISTAKE
    if loss >= INACCURACY:
        return NAG_INACCURACY
    return None


def red_view(score: Score, red_to_move: bool) -> Score:
    """A side-to-move score as Red sees it (a mated-now score keeps mate 0)."""
    return score if red_to_move else score.negated()


def red_pawns(score: Score, red_to_move: bool) -> float:
    """Red's-view pawns for the graph, clamped to ±GRAPH_PAWNS; mates at the edge."""
    if score.mate is not None:
        mover_wins = score.mate > 0
        return GRAPH_PAWNS if mover_wins == red_to_move else -GRAPH_PAWNS
    pawns = (score.cp or 0) / 100 * (1 if red_to_move else -1)
    return max(-GRAPH_PAWNS, min(GRAPH_PAWNS, pawns))


@dataclass(frozen=True)
class PositionEval:
    """The engine's verdict on one position: score from the side to move's view and its best line."""

    score: Score
    red_to_move: bool
    pv: tuple[Move, ...] = ()


@dataclass(frozen=True)
class MoveVerdict:
    """One move of the mainline judged: ply (1 = first move), mover, losses and the NAG (or None)."""

    ply: int
    red: bool
    loss: float
    cp_loss: int
    nag: int | None
    better: tuple[Move, ...] = ()
    table: tuple[int, int] | None = None    # endgame tables: the mover's value before and after (1 win, 0 draw,
    #                                         -1 loss); None when no table covers both positions


@dataclass(frozen=True)
class SideSummary:
    """Average centipawn loss and counts of ?!, ?, ?? for one side."""

    moves: int = 0
    average_cp_loss: float = 0.0
    inaccuracies: int = 0
    mistakes: int = 0
    blunders: int = 0


@dataclass(frozen=True)
class Review:
    """Evaluations of positions 0..n of a mainline (0 = the start) and the verdicts on moves 1..n."""

    positions: tuple[PositionEval, ...]
    verdicts: tuple[MoveVerdict, ...]
    red: SideSummary = field(default_factory=SideSummary)
    black: SideSummary = field(default_factory=SideSummary)
    moves: tuple[Move, ...] = ()         # the mainline reviewed (checked by apply_review)

    def graph(self) -> list[float]:
        """Red's-view pawns of every position (for the evaluation graph)."""
        return [red_pawns(p.score, p.red_to_move) for p in self.positions]


def judge(positions: Sequence[PositionEval], played: Sequence[Move]) -> Review:
    """Judge the moves between consecutive positions (played[i] leads from positions[i] to [i+1])."""
    verdicts = []
    for i, move in enumerate(played[: len(positions) - 1]):
        before, after = positions[i], positions[i + 1]
        chance_before = win_chance(before.score)
        chance_after = 1.0 - win_chance(after.score)         # after: the opponent is to move
        loss = max(0.0, chance_before - chance_after)
        cp_loss = max(0, capped_cp(before.score) + capped_cp(after.score))
        nag = nag_for_loss(loss)
        better = before.pv[:PV_PLIES] if nag in (NAG_MISTAKE, NAG_BLUNDER) and before.pv and before.pv[0] != move \
            else ()
        verdicts.append(MoveVerdict(i + 1, before.red_to_move, loss, cp_loss, nag, better))
    return Review(tuple(positions), tuple(verdicts), _summary(verdicts, True), _summary(verdicts, False),
                  tuple(played[: len(positions) - 1]))


def with_verdicts(review: Review, verdicts: Sequence[MoveVerdict]) -> Review:
    """The review with other verdicts (one per move) and the per-side summaries counted again."""
    if len(verdicts) != len(review.verdicts):
        raise ValueError(f"{len(verdicts)} verdicts for {len(review.verdicts)} moves")
    return Review(review.positions, tuple(verdicts), _summary(verdicts, True), _summary(verdicts, False),
                  review.moves)


def _summary(verdicts: Sequence[MoveVerdict], red: bool) -> SideSummary:
    mine = [v for v in verdicts if v.red == red]
    if not mine:
        return SideSummary()
    return SideSummary(len(mine), sum(v.cp_loss for v in mine) / len(mine),
                       sum(v.nag == NAG_INACCURACY for v in mine), sum(v.nag == NAG_MISTAKE for v in mine),
                       sum(v.nag == NAG_BLUNDER for v in mine))


# ----- editing the tree (reversibly) --------------------------------------------------------------
@dataclass
class ReviewEdit:
    """What apply_review changed, so that revert_review (an undo) can restore it."""

    old: list[tuple[Node, str, list[int]]] = field(default_factory=list)
    added: list[Node] = field(default_factory=list)


def apply_review(tree: GameTree, review: Review, nodes: Sequence[Node] | None = None) -> ReviewEdit:
    """Write the review into the mainline nodes (1..n): [%eval] comments, the NAG (replacing earlier
    ?!/?/??) and the better line as a variation. Returns what to give revert_review to undo it.
    ValueError (nothing changed) if the mainline is no longer the one reviewed."""
    nodes = list(nodes) if nodes is not None else tree.mainline_nodes()
    if review.moves and tuple(n.move for n in nodes[: len(review.moves)]) != review.moves:
        raise ValueError("the game's mainline changed since it was reviewed")
    edit = ReviewEdit()
    for i, node in enumerate(nodes, start=1):
        if i >= len(review.positions):
            break
        edit.old.append((node, node.comment, list(node.nags)))
        position = review.positions[i]
        score = position.score
        terminal = score.mate == 0
        node.comment = with_eval(node.comment, None if terminal else red_view(score, position.red_to_move))
        verdict = review.verdicts[i - 1] if i - 1 < len(review.verdicts) else None
        node.nags = [n for n in node.nags if n not in REVIEW_NAGS]
        if verdict is not None and verdict.nag is not None:
            node.nags.insert(0, verdict.nag)
        if verdict is not None and verdict.better and node.parent is not None:
            edit.added.extend(_add_line(tree, node.parent, verdict.better))
    return edit


def _add_line(tree: GameTree, parent: Node, moves: Sequence[Move]) -> list[Node]:
    """Play a line after `parent` (following moves already there); the first node it created, if any."""
    for index, move in enumerate(moves):
        child = parent.child(move)
        if child is None:
            first = tree.add_move(parent, move)
            tree.add_line(first, moves[index + 1:])
            return [first]
        parent = child
    return []


def revert_review(tree: GameTree, edit: ReviewEdit) -> None:
    """Undo apply_review: the comments and NAGs as they were, the added variations gone."""
    for node in reversed(edit.added):
        if node.parent is not None:
            tree.delete(node)
    for node, comment, nags in edit.old:
        node.comment = comment
        node.nags = list(nags)


__all__ = ["eval_of", "eval_text", "with_eval", "without_eval", "win_chance", "nag_for_loss", "judge",
           "with_verdicts", "red_view", "red_pawns", "capped_cp", "PositionEval", "MoveVerdict", "SideSummary",
           "Review", "ReviewEdit", "apply_review", "revert_review", "K", "INACCURACY", "MISTAKE", "BLUNDER", "PV_PLIES"]
