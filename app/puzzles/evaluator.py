"""The engine's verdict for material and endgame puzzles, behind a small protocol so that a test or
another engine can stand in for the built-in one.

EngineEvaluator reaches the built-in engine the way every layer above app.ai does: through
app.engines (``open_engine("builtin", level="master", transport="inprocess")``: its server in a
thread of this process, so no process start per evaluator), and reads the first line's Score.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Protocol

from app.engines import EngineSession, Limit, Score, open_engine
from app.model import Game

__all__ = ["MATE", "MATE_BOUND", "Evaluation", "Evaluator", "EngineEvaluator", "DEFAULT_DEPTH", "WINNING", "NEAR",
           "score_value"]

DEFAULT_DEPTH = 4     # plies of the built-in engine for each verdict (about 0.1-1 s in pure Python)
WINNING = 300         # centipawns: a position this good (or better) for the solver counts as won
NEAR = 100            # centipawns: a move this close to the solution's score is as good
MATE = 30_000         # the score of being mated now (minus one per ply to a mate: as app.ai counts)
MATE_BOUND = MATE - 1_000   # scores beyond this are mate scores


def score_value(score: Score) -> int:
    """An engine's Score as one number: centipawns, or MATE minus the plies to a mate (negative when
    the side to move is mated), so a quicker mate scores higher."""
    if score.mate is None:
        return max(-MATE_BOUND, min(MATE_BOUND, score.cp or 0))
    if score.mate > 0:
        return MATE - (2 * score.mate - 1)
    return -(MATE - 2 * -score.mate)


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
    """The built-in engine at the master level and a fixed depth (deterministic: no noise, no time
    limit, no book), reached through app.engines. Thread-safe; close() ends the engine."""

    def __init__(self, depth: int = DEFAULT_DEPTH) -> None:
        self.depth = depth
        self.cache: dict[str, Evaluation] = {}
        self._lock = threading.Lock()
        self._session: EngineSession | None = None

    def _engine(self) -> EngineSession:
        if self._session is None:                  # started on first use: a judge that proves needs none
            self._session = open_engine("builtin", level="master", transport="inprocess")
        return self._session

    def evaluate(self, fen: str) -> Evaluation:
        """Search `fen` to the fixed depth (cached by FEN)."""
        with self._lock:
            hit = self.cache.get(fen)
            if hit is None:
                hit = self._search(Game(fen, analysis=True))
                self.cache[fen] = hit
            return hit

    def _search(self, game: Game) -> Evaluation:
        if not game.board.legal_moves():
            return Evaluation(-MATE, ())
        lines = self._engine().analyse(game, Limit(depth=self.depth))    # one report per depth at least
        if not lines or lines[0].score is None:
            return Evaluation(0, ())
        return Evaluation(score_value(lines[0].score), tuple(m.iccs for m in lines[0].pv))

    def close(self) -> None:
        """End the engine (a later evaluate starts it again)."""
        with self._lock:
            session, self._session = self._session, None
        if session is not None:
            session.close()

    def __enter__(self) -> EngineEvaluator:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
