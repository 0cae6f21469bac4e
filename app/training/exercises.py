"""Exercises for one player from reviewed games: the player's side found by name in each game."""

from __future__ import annotations

from collections.abc import Iterable

from app.engines import EngineSession
from app.library import StoredReview
from app.library.fold import fold
from app.model.enums import Color
from app.model.tree import GameTree
from app.puzzles import Puzzle

from .endings import Tables, tables_for
from .mistakes import puzzles_from_review
from .stored import DamagedReview, ReviewDamage, checked

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
    """The reviewed game's mainline with its headers (to open it, or to make its exercises);
    DamagedReview if the stored review fails its checks (app.training.stored)."""
    return checked(stored)[0]


def player_exercises(reviews: Iterable[StoredReview | None], player: str, engine: EngineSession,
                     time: float = 0.2, damaged: list[ReviewDamage] | None = None,
                     tables: Tables = True) -> list[Puzzle]:
    """The exercises of `player`'s mistakes and blunders in the reviewed games they played (the moves the
    endgame `tables` cover judged by them); a damaged stored review is left out (and added to `damaged`
    when given)."""
    out: list[Puzzle] = []
    chosen = tables_for(tables) or False        # (one set of tables for every game)
    for stored in reviews:
        if stored is None:
            continue
        color = player_color(stored.headers, player)
        if color is None:
            continue
        try:
            tree, review = checked(stored)
        except DamagedReview as exc:
            if damaged is not None:
                damaged.append(exc.damage)
            continue
        out += puzzles_from_review(tree, review, color, engine, time, tables=chosen)
    return out
