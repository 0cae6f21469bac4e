"""The "My mistakes" collection: the exercises made from the user's games, kept in one JSON file of
the puzzle collection format (app.puzzles.dump_collection), next to the puzzle progress. Written
atomically; a damaged file is set aside (NAME.broken-<time>) and reported, never written over.
Which exercises are due today is the progress store's business (its SM-2 cards, app.puzzles.repetition).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from app.formats.atomic import atomic_write_bytes
from app.formats.safety import set_aside
from app.puzzles import Collection, ProgressStore, Puzzle, due_puzzles
from app.puzzles.collections import dump_collection, load_collection_file

__all__ = ["MISTAKES_FILE", "MISTAKES_NAME", "MistakesFile", "due_today"]

MISTAKES_FILE = "my-mistakes.json"
MISTAKES_NAME = "My mistakes"       # the collection's name (the view translates it)


@dataclass(frozen=True)
class Damage:
    """A damaged collection file: where it was and where it was kept (None: could not be moved)."""

    path: Path
    kept: Path | None


class MistakesFile:
    """The collection in its file: read once, added to, written after each change."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.damage: Damage | None = None
        self.collection = self._read()

    def _read(self) -> Collection:
        try:
            return load_collection_file(self.path)
        except FileNotFoundError:
            return Collection(MISTAKES_NAME)
        except Exception:  # noqa: BLE001 (a damaged file, whatever is wrong: set aside and reported)
            self.damage = Damage(self.path, set_aside(self.path))
            return Collection(MISTAKES_NAME)

    def add(self, puzzles: Iterable[Puzzle]) -> int:
        """Add the exercises not there yet (by id) and save; how many were new (OSError if not saved)."""
        known = {p.id for p in self.collection.puzzles}
        new = []
        for puzzle in puzzles:
            if puzzle.id not in known:
                known.add(puzzle.id)
                new.append(puzzle)
        if new:
            if self.damage is not None and self.damage.kept is None:
                raise OSError(f"{self.path}: a damaged file could not be moved aside")
            self.collection = Collection(MISTAKES_NAME, self.collection.puzzles + tuple(new))
            self.path.parent.mkdir(parents=True, exist_ok=True)
            payload = json.dumps(dump_collection(self.collection), ensure_ascii=False, indent=1)
            atomic_write_bytes(self.path, payload.encode("utf-8"))
        return len(new)


def due_today(collection: Collection, store: ProgressStore, today: int) -> list[Puzzle]:
    """The collection's exercises due on `today` (ordinal day): overdue first, then new ones."""
    by_id = {p.id: p for p in collection.puzzles}
    return [by_id[i] for i in due_puzzles(by_id, store.cards, today)]
