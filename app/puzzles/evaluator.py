"""The engine's verdict for material and endgame puzzles, behind a small protocol so that a test or
another engine (app.engines) can stand in for the built-in AI."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from app.ai import MATE, MATE_BOUND, Engine
from app.model import Game

__all__ = ["MATE_BOUND", "Evaluation", "Evaluator", "EngineEvaluator", "DEFAULT_DEPTH", "WINNING", "NEAR"]

DEFAULT_DEPTH = 4     # plies of the built-in engine for each verdict (about 0.1-1 s in pure Python)
WINNING = 300         # centipawns: a position this good (or better) for the solver counts as won
NEAR = 100            # centipawns: a move this close to the solution's score is as good


@dataclass(frozen=True)
class Evaluation:
    """A score in centipawns from the view of the side to move and the best line (ICCS)."""

    score: int
    pv: tuple[str, ...]

    @property
    def is_mate(self) -> bool:
        """True when the score is a mate score (either side)."""
        return abs(self.score) > MATE_BOUND


class Evaluator(Protocol):
    """Anything that scores a position for the side to move."""

    def evaluate(self, fen: str) -> Evaluation:
        """Score the position `fen` for its side to move, with the best line."""
        ...


class EngineEvaluator:
    """The built-in AI at a fixed depth (deterministic: no noise, no time limit)."""

    def __init__(self, depth: int = DEFAULT_DEPTH) -> None:
        self.depth = depth
        self.engine = Engine("master", seed=0)
        self.cache: dict[str, Evaluation] = {}

    def evaluate(self, fen: str) -> Evaluation:
        """Search `fen` to the fixed depth (cached by FEN)."""
        hit = self.cache.get(fen)
        if hit is None:
            game = Game(fen, analysis=True)
            if not game.board.legal_moves():
                hit = Evaluation(-MATE, ())
            else:
                res = self.engine.best_move(game, depth=self.depth)
                hit = Evaluation(res.score, tuple(m.iccs for m in res.pv) or
                                 ((res.move.iccs,) if res.move else ()))
            self.cache[fen] = hit
        return hit
