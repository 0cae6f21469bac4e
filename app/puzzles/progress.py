"""The user's progress: per-puzzle results kept in a JSON file, summaries, an Elo-like rating and the
choice of the next puzzle near that rating."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from app.formats.atomic import atomic_write_bytes

from .puzzle import Collection, Puzzle

__all__ = ["PuzzleRecord", "Summary", "ProgressStore", "next_puzzle", "expected_score",
           "START_RATING", "DEFAULT_DIFFICULTY", "K_FACTOR"]

START_RATING = 1200.0
DEFAULT_DIFFICULTY = 1200   # a puzzle without an estimate
K_FACTOR = 32.0


@dataclass(frozen=True)
class PuzzleRecord:
    """What happened with one puzzle: solved at least once, failed attempts, attempts, total seconds."""

    solved: bool = False
    failed: int = 0
    attempts: int = 0
    seconds: float = 0.0


@dataclass(frozen=True)
class Summary:
    """A collection's progress: puzzles in it, solved, tried but not solved, attempts."""

    total: int
    solved: int
    failed: int
    attempts: int


def expected_score(rating: float, difficulty: float) -> float:
    """The Elo expectation that a user of `rating` solves a puzzle of `difficulty`."""
    return 1.0 / (1.0 + float(10.0 ** ((difficulty - rating) / 400.0)))


class ProgressStore:
    """Results per puzzle id and the user's rating, saved atomically to a JSON file after each change."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.rating = START_RATING
        self.records: dict[str, PuzzleRecord] = {}
        self._load()

    def _load(self) -> None:
        try:
            data: dict[str, Any] = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return
        except (OSError, ValueError):
            return      # an unreadable file is not fatal: it is replaced at the next save
        self.rating = float(data.get("rating", START_RATING))
        for pid, rec in data.get("puzzles", {}).items():
            self.records[pid] = PuzzleRecord(bool(rec.get("solved", False)), int(rec.get("failed", 0)),
                                             int(rec.get("attempts", 0)), float(rec.get("seconds", 0.0)))

    def save(self) -> None:
        """Write the store (atomic: a crash never leaves a half-written file)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        data = {"format": 1, "rating": round(self.rating, 1),
                "puzzles": {pid: asdict(r) for pid, r in sorted(self.records.items())}}
        atomic_write_bytes(self.path, json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8"))

    def record(self, pid: str) -> PuzzleRecord:
        """The record of a puzzle (an empty one if never tried)."""
        return self.records.get(pid, PuzzleRecord())

    def add_result(self, puzzle: Puzzle, solved: bool, seconds: float = 0.0) -> float:
        """Count one attempt (solved or failed), move the rating and save; returns the new rating."""
        rec = self.record(puzzle.id)
        self.records[puzzle.id] = replace(rec, solved=rec.solved or solved, failed=rec.failed + (not solved),
                                          attempts=rec.attempts + 1, seconds=rec.seconds + max(0.0, seconds))
        difficulty = puzzle.difficulty if puzzle.difficulty is not None else DEFAULT_DIFFICULTY
        self.rating += K_FACTOR * ((1.0 if solved else 0.0) - expected_score(self.rating, difficulty))
        self.save()
        return self.rating

    def summary(self, collection: Collection) -> Summary:
        """Progress over one collection."""
        recs = [self.records[p.id] for p in collection.puzzles if p.id in self.records]
        return Summary(len(collection.puzzles), sum(r.solved for r in recs),
                       sum(1 for r in recs if not r.solved and r.attempts), sum(r.attempts for r in recs))


def next_puzzle(collection: Collection, store: ProgressStore) -> Puzzle | None:
    """The unsolved puzzle whose difficulty is nearest the user's rating (untried ones first at equal
    distance, then collection order); None when all are solved."""
    best: tuple[float, int, int] | None = None
    choice = None
    for i, p in enumerate(collection.puzzles):
        rec = store.record(p.id)
        if rec.solved:
            continue
        diff = p.difficulty if p.difficulty is not None else DEFAULT_DIFFICULTY
        key = (abs(diff - store.rating), rec.attempts, i)
        if best is None or key < best:
            best, choice = key, p
    return choice
