"""Reviewing a game's mainline with an engine (any app.engines session): one PositionEval per
position, judged by app.engines.annotate (winning-chance loss, NAGs, per-side summaries), and the moves
the endgame tables cover judged by them (app.training.endings)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from app.engines import EngineSession, Info, Limit, Score
from app.engines.annotate import PositionEval, Review, judge
from app.model import Game, Move
from app.model.tree import GameTree

from .endings import Tables, judge_endings

if TYPE_CHECKING:
    from app.tablebase import TablebaseError

__all__ = ["review_game", "evaluate", "Cancelled"]


class Cancelled(Exception):
    """The review was cancelled before it was complete."""


def evaluate(engine: EngineSession, game: Game, time: float) -> PositionEval:
    """The engine's score (side to move's view) and best line in the game's current position."""
    red = game.board.turn == "red"
    if not game.board.legal_moves():
        return PositionEval(Score(mate=0), red)          # mated (or stalemated: a loss in xiangqi)
    lines = engine.analyse(game, Limit(time=time))
    return _position_eval(lines, red)


def _position_eval(lines: Sequence[Info], red: bool) -> PositionEval:
    best = next((info for info in lines if info.score is not None), None)
    if best is None or best.score is None:
        return PositionEval(Score(cp=0), red, lines[0].pv if lines else ())
    return PositionEval(best.score, red, best.pv)


def review_game(tree: GameTree, engine: EngineSession, time: float = 0.2, *, ruleset: str = "cxq",
                progress: Callable[[int, int], None] | None = None,
                cancel: threading.Event | None = None, tables: Tables = True,
                table_problems: list[TablebaseError] | None = None) -> Review:
    """Evaluate positions 0..n of the tree's mainline at `time` seconds each and judge the moves, those
    the endgame `tables` cover (True: the chosen folder's, False: none) by the tables; a table file that
    cannot be used is left out and added to `table_problems` when given.
    progress(done, total) after each position; Cancelled when `cancel` is set."""
    moves: list[Move] = list(tree.mainline_moves())
    game = Game(tree.start_fen, ruleset, analysis=True)
    engine.new_game()
    positions: list[PositionEval] = []
    total = len(moves) + 1
    for i in range(total):
        if cancel is not None and cancel.is_set():
            raise Cancelled
        positions.append(evaluate(engine, game, time))
        if progress is not None:
            progress(i + 1, total)
        if i < len(moves):
            game.push(moves[i])
    ending = judge_endings(judge(positions, moves), tree.start_fen, tables)
    if table_problems is not None:
        table_problems.extend(ending.problems)
    return ending.review
