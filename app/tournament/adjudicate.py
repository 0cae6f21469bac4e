"""Adjudication as the game goes: the engines' scores move by move, and the verdict once they agree.

Scores are kept from Red's view. A side is adjudicated lost when the last ``resign_moves`` scores of
each engine all give the other side at least ``resign_score`` centipawns (a mate for it counts too); a
draw when, from full move ``draw_from`` on, the last ``draw_moves`` scores of each engine are all
within ``draw_score`` of zero; a draw when the game reaches ``max_moves`` full moves. A move without a
score breaks the run.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.engines import Score
from app.model.enums import Color

from .config import Adjudication
from .played import Ending


@dataclass(frozen=True)
class Verdict:
    """How adjudication ends a game: the ending, the winner (None: a draw) and what was seen."""

    ending: Ending
    winner: Color | None
    detail: str


def red_cp(score: Score, cap: int = 100_000) -> int:
    """A Red's-view score as centipawns (a mate as +-cap)."""
    if score.mate is not None:
        return cap if score.mate > 0 else -cap
    return score.cp or 0


class Adjudicator:
    """Feed it each engine move's score (Red's view); it says when the user's rules end the game."""

    def __init__(self, rules: Adjudication) -> None:
        self.rules = rules
        self.scores: list[Score | None] = []

    def verdict(self, score: Score | None, plies: int) -> Verdict | None:
        """Record the score of the move just played (the game now has `plies` plies); the verdict, if any."""
        self.scores.append(score)
        rules = self.rules
        if rules.resign_score is not None:
            found = self._resign(rules.resign_score, rules.resign_moves)
            if found is not None:
                return found
        if rules.draw_score is not None and plies >= 2 * rules.draw_from:
            recent = self._recent(rules.draw_moves)
            if recent is not None and all(s.mate is None and abs(s.cp or 0) <= rules.draw_score for s in recent):
                return Verdict(Ending.ADJUDICATED_DRAW, None,
                               f"both engines scored within {rules.draw_score} cp of level for "
                               f"{rules.draw_moves} moves")
        if rules.max_moves is not None and plies >= 2 * rules.max_moves:
            return Verdict(Ending.MOVE_LIMIT, None, f"the game reached {rules.max_moves} moves")
        return None

    def _recent(self, moves: int) -> list[Score] | None:
        """The last `moves` scores of each engine, or None if there are fewer or one is missing."""
        wanted = 2 * moves
        if len(self.scores) < wanted:
            return None
        recent = self.scores[-wanted:]
        return [s for s in recent if s is not None] if all(s is not None for s in recent) else None

    def _resign(self, threshold: int, moves: int) -> Verdict | None:
        recent = self._recent(moves)
        if recent is None:
            return None
        values = [red_cp(s) for s in recent]
        for winner, good in ((Color.RED, all(v >= threshold for v in values)),
                             (Color.BLACK, all(v <= -threshold for v in values))):
            if good:
                return Verdict(Ending.ADJUDICATED_WIN, winner,
                               f"both engines scored {threshold} cp or more for {winner.value} for {moves} moves")
        return None


__all__ = ["Adjudicator", "Verdict", "red_cp"]
