"""The "My mistakes" collection: the exercises made from the user's games, kept in one JSON file of
the puzzle collection format (app.puzzles.dump_collection), next to the puzzle progress. Written
atomically; a damaged file is set aside (NAME.broken-<time>) and reported, never written over.
Adding is a transaction under a lock file (as the puzzle progress's saves are): the file is read again
under the lock and the new exercises are merged into what is there, so two instances (or two runs)
adding at once keep each other's exercises. What stops an add is a MistakesError (an OSError with a
MistakesProblem kind), or the OSError of a failed write.
Which exercises are due today is the progress store's business (its SM-2 cards, app.puzzles.repetition).
"""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from app.formats.atomic import atomic_write_bytes
from app.formats.safety import FileLock, set_aside
from app.puzzles import Collection, ProgressStore, Puzzle, due_puzzles
from app.puzzles.collections import dump_collection, load_collection_file

__all__ = ["MISTAKES_FILE", "MISTAKES_NAME", "MistakesFile", "MistakesProblem", "MistakesError", "due_today"]

MISTAKES_FILE = "my-mistakes.json"
MISTAKES_NAME = "My mistakes"       # the collection's name (the view translates it)
LOCK_SECONDS = 5.0                  # how long adding waits for another instance's add to finish


class MistakesProblem(StrEnum):
    """Why exercises could not be added to the collection (MistakesError.problem)."""

    BUSY = "busy"                    # another instance held the file's lock for `seconds`
    NOT_SET_ASIDE = "not-set-aside"  # the file is damaged and could not be moved aside (it is never written over)


class MistakesError(OSError):
    """Exercises not added: ``problem`` says why, ``path`` is the collection's file and ``seconds`` how long
    the lock was waited for (BUSY). An OSError (EBUSY, EEXIST), so that callers catching the failed
    writes catch it too."""

    def __init__(self, problem: MistakesProblem, path: str, seconds: float = 0.0) -> None:
        english = {MistakesProblem.BUSY: f"another instance is saving My mistakes (waited {seconds:g} s)",
                   MistakesProblem.NOT_SET_ASIDE: "a damaged file could not be moved aside"}[problem]
        code = errno.EBUSY if problem is MistakesProblem.BUSY else errno.EEXIST
        super().__init__(code, english, path)
        self.problem, self.path, self.seconds = problem, path, seconds

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self.problem, self.path, self.seconds))


@dataclass(frozen=True)
class Damage:
    """A damaged collection file: where it was and where it was kept (None: could not be moved)."""

    path: Path
    kept: Path | None


class MistakesFile:
    """The collection in its file: read when made; add() merges into the file under its lock."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.damage: Damage | None = None
        self.collection = self._read()

    def _read(self) -> Collection:
        """The collection in the file (empty if there is none or it is damaged: then set aside and
        reported in `damage`)."""
        collection, damage = self._load()
        if damage is not None:
            self.damage = damage
        return collection

    def _load(self) -> tuple[Collection, Damage | None]:
        try:
            return load_collection_file(self.path), None
        except FileNotFoundError:
            return Collection(MISTAKES_NAME), None
        except Exception:  # noqa: BLE001 (a damaged file, whatever is wrong: set aside and reported)
            return Collection(MISTAKES_NAME), Damage(self.path, set_aside(self.path))

    def add(self, puzzles: Iterable[Puzzle]) -> int:
        """Add the exercises not there yet (by id) and save: under the lock the file is read again and
        these are merged into what another instance saved meanwhile. How many were new (not saved:
        MistakesError BUSY when the lock was not had in LOCK_SECONDS, NOT_SET_ASIDE for a damaged file
        that could not be moved aside; the OSError of a failed write)."""
        given = list(puzzles)
        if not given:
            return 0
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lock = FileLock(self.path.with_name(self.path.name + ".lock"))
        if not lock.acquire(LOCK_SECONDS):
            raise MistakesError(MistakesProblem.BUSY, str(self.path), LOCK_SECONDS)
        try:
            on_disk, damage = self._load()
            if damage is not None:
                self.damage = damage
                if damage.kept is None:             # never written over
                    raise MistakesError(MistakesProblem.NOT_SET_ASIDE, str(self.path))
            merged = list(on_disk.puzzles)
            known = {p.id for p in merged}
            for puzzle in self.collection.puzzles:      # ours, in case the file lost them (set aside)
                if puzzle.id not in known:
                    known.add(puzzle.id)
                    merged.append(puzzle)
            new = 0
            for puzzle in given:
                if puzzle.id not in known:
                    known.add(puzzle.id)
                    merged.append(puzzle)
                    new += 1
            collection = Collection(MISTAKES_NAME, tuple(merged))
            if merged != list(on_disk.puzzles):
                payload = json.dumps(dump_collection(collection), ensure_ascii=False, indent=1)
                atomic_write_bytes(self.path, payload.encode("utf-8"))
            self.collection = collection
            return new
        finally:
            lock.release(remove=True)


def due_today(collection: Collection, store: ProgressStore, today: int) -> list[Puzzle]:
    """The collection's exercises due on `today` (ordinal day): overdue first, then new ones."""
    by_id = {p.id: p for p in collection.puzzles}
    return [by_id[i] for i in due_puzzles(by_id, store.cards, today)]
