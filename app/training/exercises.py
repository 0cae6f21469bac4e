"""Exercises for one player from reviewed games: the player's side found by name in each game."""

from __future__ import annotations

from collections.abc import Iterable

from app.engines import EngineSession
from app.library import StoredReview
from app.library.fold import fold
from app.model.enums import Color
from app.model.tree import GameTree
from app.puzzles import Puzzle

from .mistakes import puzzles_from_review
from .stored import from_stored

__all__ = ["player_color", "player_exercises", "stored_tree"]


def player_color(headers: dict[str, str], player: str) -> Color | None:
    """The side `player` (folded, exact) played in a game with these headers, or None."""
    name = fold(player)
    if name and fold(headers.get("Red", "")) == name:
        return Color.RED
    if name and fold(headers.get("Black", "")) == name:
        return Color.BLACK
    return None


def stored_tree(stored: StoredReview) -> GameTree:
    """The reviewed game's mainline with its headers (to open it, or to make its exercises)."""
    return GameTree.from_moves(stored.moves, stored.headers.get("FEN") or None, dict(stored.headers))


def player_exercises(reviews: Iterable[StoredReview | None], player: str, engine: EngineSession,
                     time: float = 0.2) -> list[Puzzle]:
    """The exercises of `player`'s mistakes and blunders in the reviewed games they played."""
    out: list[Puzzle] = []
    for stored in reviews:
        if stored is None:
            continue
        color = player_color(stored.headers, player)
        if color is not None:
            out += puzzles_from_review(stored_tree(stored), from_stored(stored), color, engine, time)
    return out
