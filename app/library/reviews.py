"""Stored game reviews: for each game (by its moves), engine and time per position, the evaluation of
every position with the engine's line, and each side's average loss and counts of ?!, ?, ??, so a
game is reviewed only once. Games are keyed by their start position and mainline (review_key), so a
review found for a game of a file also serves the same game in the library, and the other way round.

The table comes with its own migration step (``create_reviews``, schema version 3).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .fold import fold

__all__ = ["StoredReview", "SideCounts", "Evaluation", "review_key", "create_reviews", "save_review",
           "find_review", "player_reviews", "read_player_reviews", "UnreadableReview", "PlayerReviews"]

# What a stored row that does not decode raises while it is read (JSON too deep: RecursionError; a
# number too big for an int: OverflowError; a value of the wrong type: TypeError, AttributeError).
_ROW_ERRORS = (ValueError, TypeError, KeyError, IndexError, OverflowError, AttributeError, RecursionError)


def create_reviews(db: sqlite3.Connection) -> None:
    """Schema version 3: the reviews table (see the module doc)."""
    db.execute("""CREATE TABLE IF NOT EXISTS reviews (
        game TEXT NOT NULL,                  -- review_key: hash of start position and mainline
        engine TEXT NOT NULL,                -- the engine's name (and level)
        seconds REAL NOT NULL,               -- time per position
        red TEXT NOT NULL, black TEXT NOT NULL,   -- players as in the headers
        red_fold TEXT NOT NULL, black_fold TEXT NOT NULL,   -- folded for search
        red_loss REAL NOT NULL, black_loss REAL NOT NULL,   -- average centipawn loss
        red_counts TEXT NOT NULL, black_counts TEXT NOT NULL,   -- 'inaccuracies mistakes blunders'
        headers TEXT NOT NULL,               -- JSON headers of the game (for links and summaries)
        evals TEXT NOT NULL,                 -- JSON: moves and per position [cp, mate, side, pv]
        PRIMARY KEY (game, engine, seconds)
    ) WITHOUT ROWID""")
    db.execute("CREATE INDEX IF NOT EXISTS reviews_red ON reviews (red_fold)")
    db.execute("CREATE INDEX IF NOT EXISTS reviews_black ON reviews (black_fold)")


@dataclass(frozen=True)
class SideCounts:
    """One side's average centipawn loss and its counts of inaccuracies, mistakes and blunders."""

    average_loss: float = 0.0
    inaccuracies: int = 0
    mistakes: int = 0
    blunders: int = 0


@dataclass(frozen=True)
class Evaluation:
    """One position's stored verdict: centipawns or mate (side to move's view), who is to move, the line."""

    cp: int | None
    mate: int | None
    red_to_move: bool
    pv: tuple[str, ...] = ()


@dataclass(frozen=True)
class StoredReview:
    """A game's review as stored: key, engine, seconds a position, headers, the mainline (ICCS), the
    evaluation of positions 0..n and each side's counts."""

    key: str
    engine: str
    seconds: float
    headers: dict[str, str]
    moves: tuple[str, ...]
    evaluations: tuple[Evaluation, ...]
    red: SideCounts = SideCounts()
    black: SideCounts = SideCounts()


def review_key(start_fen: str, moves: Sequence[str]) -> str:
    """The key of a game's mainline (start position and ICCS moves), the same wherever the game is from."""
    text = start_fen + "|" + " ".join(moves)
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


def _encode(review: StoredReview) -> str:
    rows = [[e.cp, e.mate, int(e.red_to_move), " ".join(e.pv)] for e in review.evaluations]
    return json.dumps({"moves": " ".join(review.moves), "positions": rows}, separators=(",", ":"))


def _decode(text: str) -> tuple[tuple[str, ...], tuple[Evaluation, ...]]:
    data: Any = json.loads(text)
    if not isinstance(data, dict) or not {"moves", "positions"} <= data.keys():
        raise ValueError("a stored review without its moves or positions")
    moves = tuple(str(data["moves"]).split())
    evals = tuple(Evaluation(None if cp is None else int(cp), None if mate is None else int(mate), bool(red),
                             tuple(str(pv).split()))
                  for cp, mate, red, pv in data["positions"])
    if any((e.cp is None) == (e.mate is None) for e in evals):
        raise ValueError("a stored evaluation has neither or both of cp and mate")
    return moves, evals


def _counts(text: str) -> tuple[int, int, int]:
    a, b, c = (int(x) for x in text.split())
    return a, b, c


def save_review(db: sqlite3.Connection, review: StoredReview) -> None:
    """Store (or replace) a game's review."""
    red, black = review.headers.get("Red", ""), review.headers.get("Black", "")
    r, b = review.red, review.black
    db.execute("INSERT OR REPLACE INTO reviews VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
               (review.key, review.engine, float(review.seconds), red, black, fold(red), fold(black),
                r.average_loss, b.average_loss, f"{r.inaccuracies} {r.mistakes} {r.blunders}",
                f"{b.inaccuracies} {b.mistakes} {b.blunders}", json.dumps(review.headers, ensure_ascii=False),
                _encode(review)))


_COLUMNS = "game, engine, seconds, headers, evals, red_loss, red_counts, black_loss, black_counts"


@dataclass(frozen=True)
class UnreadableReview:
    """A stored review whose row does not decode: its key, engine, time, players and what is wrong."""

    key: str
    engine: str
    seconds: float
    red: str
    black: str
    detail: str


@dataclass(frozen=True)
class PlayerReviews:
    """A player's stored reviews that read, and those that do not (damaged rows, left out)."""

    reviews: list[StoredReview]
    unreadable: list[UnreadableReview]


def _stored(row: Sequence[Any]) -> StoredReview:
    """The review in a row (ValueError, whatever is wrong with a damaged one)."""
    try:
        headers = json.loads(row[3])
        if not isinstance(headers, dict):
            raise ValueError("stored headers are not a mapping")
        moves, evals = _decode(row[4])
        red, black = SideCounts(float(row[5]), *_counts(row[6])), SideCounts(float(row[7]), *_counts(row[8]))
        return StoredReview(str(row[0]), str(row[1]), float(row[2]), {str(k): str(v) for k, v in headers.items()},
                            moves, evals, red, black)
    except _ROW_ERRORS as exc:
        raise ValueError(f"stored review {row[0]!s:.40}: {type(exc).__name__}: {str(exc):.200}") from None


def find_review(db: sqlite3.Connection, key: str, engine: str, seconds: float) -> StoredReview | None:
    """The stored review of a game by this engine at this time per position, or None."""
    row = db.execute(f"SELECT {_COLUMNS} FROM reviews WHERE game = ? AND engine = ? AND seconds = ?",
                     (key, engine, float(seconds))).fetchone()
    return None if row is None else _stored(row)


def player_reviews(db: sqlite3.Connection, name: str) -> list[StoredReview]:
    """Every stored review of a game where `name` (folded, exact) played either side."""
    folded = fold(name)
    rows = db.execute(f"SELECT {_COLUMNS} FROM reviews WHERE red_fold = ? OR black_fold = ? ORDER BY game",
                      (folded, folded)).fetchall()
    return [_stored(row) for row in rows]


def read_player_reviews(db: sqlite3.Connection, name: str) -> PlayerReviews:
    """Every stored review of a game where `name` (folded, exact) played either side; the rows that
    do not decode are listed apart instead of failing the whole read."""
    folded = fold(name)
    rows = db.execute(f"SELECT {_COLUMNS}, red, black FROM reviews WHERE red_fold = ? OR black_fold = ? "
                      "ORDER BY game", (folded, folded)).fetchall()
    found = PlayerReviews([], [])
    for row in rows:
        try:
            found.reviews.append(_stored(row))
        except ValueError as exc:
            found.unreadable.append(UnreadableReview(str(row[0]), str(row[1]), _number(row[2]), str(row[-2]),
                                                     str(row[-1]), str(exc)))
    return found


def _number(value: Any) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return 0.0
