"""The user's progress: per-puzzle results kept in a JSON file, summaries, an Elo-like rating and the
choice of the next puzzle near that rating.

The file is read with care: a file that cannot be read at all (truncated, not UTF-8, not JSON, not the
expected shape) or only in part (a record or the rating of the wrong type, nan, negative counts) is
never silently replaced: it is set aside as ``NAME.broken-<time>`` and the store says so
(``take_damage()``: values the view words), keeping what could be read. Saving is a transaction under a
lock file: the file is read again first, so results another running instance saved meanwhile are kept,
and written atomically. A save that fails raises OSError and keeps the results in memory; they are
written with the next save that succeeds.

Whatever the history of results, every value written passes the reader's own checks: the rating stays
in RATINGS, counts at most MAX_COUNT, seconds finite (each attempt at most MAX_ATTEMPT_SECONDS), and
the repetition cards within app.puzzles.repetition's bounds. An exercise of a spaced collection
answered again on a day it was already answered (a retry) counts as an attempt but moves neither its
card nor the rating: one answer a day, the first.
"""

from __future__ import annotations

import errno
import json
import math
import os
from dataclasses import asdict, dataclass, replace
from enum import StrEnum
from pathlib import Path
from collections.abc import Callable
from typing import Any, TypeVar

from app.formats.atomic import atomic_write_bytes
from app.formats.safety import FileLock, read_regular, set_aside

from .puzzle import Collection, Puzzle
from .repetition import LAST_DAY, Card, answered_on, grade, schedule

__all__ = ["PuzzleRecord", "Summary", "ProgressStore", "ProgressDamage", "DamageKind", "next_puzzle",
           "expected_score", "START_RATING", "DEFAULT_DIFFICULTY", "K_FACTOR"]

START_RATING = 1200.0
DEFAULT_DIFFICULTY = 1200   # a puzzle without an estimate
K_FACTOR = 32.0
FORMAT = 1
MAX_PROGRESS_BYTES = 64 << 20   # a progress file larger than this is damage (far more than any record of solving)
RATINGS = (0.0, 4000.0)     # a stored rating outside this is damage
MAX_COUNT = 10**9           # attempts or failures beyond this are damage
LOCK_SECONDS = 2.0          # how long a save waits for another instance's save to finish
MAX_ATTEMPT_SECONDS = 86_400.0 * 365   # an attempt counts at most this long (a window left open for days)
MAX_SECONDS = 1e15          # a record's total seconds stop growing here (finite, whatever the history)
T = TypeVar("T")            # what an entry of a progress file is read into


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


class DamageKind(StrEnum):
    """How much of a damaged progress file could be used."""

    UNREADABLE = "unreadable"     # nothing: truncated, not UTF-8, not JSON, not a progress file
    PARTLY = "partly"             # some records (or the rating) could not be used; the rest was kept


@dataclass(frozen=True)
class ProgressDamage:
    """A damaged progress file: what was wrong, where it was kept (None: it could not be moved, so it
    is left where it is and never written over), and how many puzzles' records were read from it."""

    kind: DamageKind
    path: Path
    kept: Path | None
    records: int = 0


@dataclass(frozen=True)
class _Result:
    """One attempt, kept until it is on disk (to be applied again over what another instance saved)."""

    pid: str
    solved: bool
    seconds: float
    difficulty: float
    day: int | None = None      # scheduled by SM-2 (app.puzzles.repetition) on this day
    quality: int = 0


def expected_score(rating: float, difficulty: float) -> float:
    """The Elo expectation that a user of `rating` solves a puzzle of `difficulty`."""
    return 1.0 / (1.0 + float(10.0 ** ((difficulty - rating) / 400.0)))


class ProgressStore:
    """Results per puzzle id and the user's rating, saved to a JSON file after each change (see the
    module doc: damaged files are set aside, saves merge with other instances' and are atomic)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.rating = START_RATING
        self.records: dict[str, PuzzleRecord] = {}
        self.cards: dict[str, Card] = {}        # spaced repetition (My mistakes), by puzzle id
        self._unsaved: list[_Result] = []       # results not yet on disk, oldest first
        self._seen: tuple[int, int, int] | None = None   # the file as last read or written
        self._blocked = False                    # a damaged file that could not be set aside is in the way
        self._damage: list[ProgressDamage] = []
        self._reload()

    # ----- reading -------------------------------------------------------------------------------
    def _reload(self) -> bool:
        """Take the rating and records from the file (False if there is none or it is damaged: then
        what is in memory stays, and a damaged file is set aside)."""
        try:
            raw = read_regular(self.path, MAX_PROGRESS_BYTES)
            seen = _identity(self.path)
        except (FileNotFoundError, NotADirectoryError):
            self._seen = None
            return False
        except OSError:                          # there, but unreadable (no permission, a folder)
            raw, seen = b"", None
        try:
            rating, records, cards, complete = _parse(raw)
        except Exception:  # noqa: BLE001 (a file from disk: whatever is wrong with it, it is kept aside)
            self._set_aside(DamageKind.UNREADABLE, 0)
            return False
        self.rating, self.records, self.cards, self._seen = rating, records, cards, seen
        if not complete:
            self._set_aside(DamageKind.PARTLY, len(records))
        return True

    def _set_aside(self, kind: DamageKind, records: int) -> None:
        kept = set_aside(self.path)
        self._blocked = kept is None
        self._seen = None
        self._damage.append(ProgressDamage(kind, self.path, kept, records))

    def take_damage(self) -> list[ProgressDamage]:
        """The damaged files found since the last call (to tell the user once)."""
        found, self._damage = self._damage, []
        return found

    # ----- writing -------------------------------------------------------------------------------
    def save(self) -> None:
        """Write the store: under the lock, results another instance saved since are read first and
        kept; then an atomic write. OSError if it cannot be written (the results stay to be saved)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lock = FileLock(self.path.with_name(self.path.name + ".lock"))
        if not lock.acquire(LOCK_SECONDS):
            raise OSError(errno.EBUSY, "another instance is saving puzzle progress", str(self.path))
        try:
            if self._blocked and not os.path.lexists(self.path):
                self._blocked = False            # the damaged file was moved away by hand
            if not self._blocked and _identity(self.path) != self._seen and self._reload():
                for result in self._unsaved:
                    self._apply(result)
            if self._blocked:
                raise OSError(errno.EEXIST, "a damaged progress file could not be moved aside", str(self.path))
            data = {"format": FORMAT, "rating": round(self.rating, 1),
                    "puzzles": {pid: asdict(r) for pid, r in sorted(self.records.items())}}
            if self.cards:
                data["schedule"] = {pid: [c.repetitions, c.interval, round(c.ease, 3), c.due]
                                    for pid, c in sorted(self.cards.items())}
            atomic_write_bytes(self.path, json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8"))
            self._unsaved.clear()
            self._seen = _identity(self.path)
        finally:
            lock.release(remove=True)

    def record(self, pid: str) -> PuzzleRecord:
        """The record of a puzzle (an empty one if never tried)."""
        return self.records.get(pid, PuzzleRecord())

    def add_result(self, puzzle: Puzzle, solved: bool, seconds: float = 0.0, *, day: int | None = None,
                   wrong_moves: int = 0) -> float:
        """Count one attempt (solved or failed), move the rating and save; returns the new rating.
        With `day` (an ordinal date) the puzzle's spaced-repetition card is scheduled too (SM-2,
        graded from solved, wrong moves and seconds); an attempt on a day the card was already answered
        moves neither the card nor the rating (see the module doc). OSError if the save fails: the
        attempt still counts here and is saved with the next save. ValueError for a day that is no date."""
        if day is not None and (isinstance(day, bool) or not isinstance(day, int) or not 1 <= day <= LAST_DAY):
            raise ValueError(f"not a day: {day!r}")
        seconds = min(MAX_ATTEMPT_SECONDS, seconds) if math.isfinite(seconds) and seconds > 0 else 0.0
        difficulty = puzzle.difficulty if isinstance(puzzle.difficulty, int) else DEFAULT_DIFFICULTY
        difficulty = max(int(RATINGS[0]), min(int(RATINGS[1]), difficulty))
        result = _Result(puzzle.id, solved, seconds, float(difficulty), day, grade(solved, wrong_moves, seconds))
        self._apply(result)
        self._unsaved.append(result)
        self.save()
        return self.rating

    def answered_today(self, pid: str, day: int) -> bool:
        """True if the puzzle's repetition card was already answered on `day` (a retry then counts only
        as an attempt)."""
        card = self.cards.get(pid)
        return card is not None and answered_on(card, day)

    def _apply(self, result: _Result) -> None:
        rec = self.record(result.pid)
        self.records[result.pid] = replace(rec, solved=rec.solved or result.solved,
                                           failed=min(MAX_COUNT, rec.failed + (not result.solved)),
                                           attempts=min(MAX_COUNT, rec.attempts + 1),
                                           seconds=min(MAX_SECONDS, rec.seconds + result.seconds))
        if result.day is not None:
            if self.answered_today(result.pid, result.day):
                return                           # one answer a day: the first one counts
            self.cards[result.pid] = schedule(self.cards.get(result.pid, Card()), result.quality, result.day)
        expected = expected_score(self.rating, result.difficulty)
        rating = self.rating + K_FACTOR * ((1.0 if result.solved else 0.0) - expected)
        self.rating = max(RATINGS[0], min(RATINGS[1], rating))

    @property
    def unsaved(self) -> int:
        """Results not yet written (a save failed)."""
        return len(self._unsaved)

    def summary(self, collection: Collection) -> Summary:
        """Progress over one collection."""
        recs = [self.records[p.id] for p in collection.puzzles if p.id in self.records]
        return Summary(len(collection.puzzles), sum(r.solved for r in recs),
                       sum(1 for r in recs if not r.solved and r.attempts), sum(r.attempts for r in recs))


def _identity(path: Path) -> tuple[int, int, int] | None:
    """What tells one version of a file from another (None: no file)."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_ino, st.st_mtime_ns, st.st_size


def _parse(raw: bytes) -> tuple[float, dict[str, PuzzleRecord], dict[str, Card], bool]:
    """The rating, records and repetition cards in a progress file's bytes, and whether all of it
    could be used (any exception: nothing could)."""
    data = json.loads(raw.decode("utf-8"))
    if not isinstance(data, dict) or data.get("format", FORMAT) != FORMAT:
        raise ValueError("not a progress file of this format")
    puzzles = data.get("puzzles", {})
    if not isinstance(puzzles, dict):
        raise ValueError("'puzzles' is not a mapping")
    rating: Any = data.get("rating", START_RATING)
    rating_ok = _is_number(rating) and RATINGS[0] <= rating <= RATINGS[1]
    records, records_ok = _entries(puzzles, _record)
    raw_cards = data.get("schedule", {})
    cards, cards_ok = _entries(raw_cards, _card) if isinstance(raw_cards, dict) else ({}, False)
    return float(rating) if rating_ok else START_RATING, records, cards, rating_ok and records_ok and cards_ok


def _entries(raw: dict[str, Any], read: Callable[[Any], T | None]) -> tuple[dict[str, T], bool]:
    """The entries of `raw` that `read` can use, and whether it could use them all."""
    kept = {key: value for key, value in ((key, read(item)) for key, item in raw.items()) if value is not None}
    return kept, len(kept) == len(raw)


def _card(raw: Any) -> Card | None:
    """A repetition card as stored ([repetitions, interval, ease, due]), or None if it is not one."""
    if not isinstance(raw, list) or len(raw) != 4:
        return None
    reps, interval, ease, due = raw
    ints_ok = all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= MAX_COUNT for n in (reps, interval))
    day_ok = isinstance(due, int) and not isinstance(due, bool) and 0 <= due <= 10**7
    if not ints_ok or not day_ok or not _is_number(ease) or not 1.0 <= ease <= 10.0:
        return None
    return Card(reps, interval, round(float(ease), 3), due)     # as it is written


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _record(raw: Any) -> PuzzleRecord | None:
    """A record as stored, or None if it is not one."""
    if not isinstance(raw, dict):
        return None
    solved, failed = raw.get("solved", False), raw.get("failed", 0)
    attempts, seconds = raw.get("attempts", 0), raw.get("seconds", 0.0)
    counts_ok = all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= MAX_COUNT for n in (failed, attempts))
    if not isinstance(solved, bool) or not counts_ok or not _is_number(seconds) or seconds < 0:
        return None
    return PuzzleRecord(solved, failed, attempts, float(seconds))


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
