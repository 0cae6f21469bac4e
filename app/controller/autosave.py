"""Autosave: the game in progress is written after every move; after a crash it can be restored.

Each running program instance has its own autosave, ``autosave-<instance>.json`` in the user's data
folder (QStandardPaths.AppDataLocation), written atomically, and holds the lock ``autosave-<instance>.lock``
(:class:`app.formats.safety.FileLock`) from its first save until it ends; the system lets the lock go
when the process dies, kill -9 included. A clean exit removes the autosave unless its game still needs
saving. At start-up :func:`claim_orphans` finds the autosaves whose instance no longer runs (and the
single ``autosave.json`` of older versions), claims each by taking its lock, so that no other instance
starting meanwhile offers it too, and hands them over to be offered; a running instance's autosave is
never read, offered, overwritten or removed by another.
An autosave that cannot be used is never deleted: :func:`set_aside` renames it to
``NAME.broken-<time>`` (the caller tells the user). Temporary files that killed writes left behind
are removed at start-up once they are old (:func:`clean_stale_temps`).
"""

from __future__ import annotations

import errno
import json
import os
import stat
import time
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QObject, QStandardPaths, Signal

from app.formats.atomic import atomic_write_bytes
from app.formats.safety import BROKEN, FileLock  # noqa: F401 (BROKEN: re-exported)
from app.formats.safety import set_aside as _set_aside
from app.model import Board, ClockSnapshot, FenError, Game, IllegalMoveError
from app.model.enums import Color, Ruleset
from app.model.errors import FileFailure

FORMAT = 2          # 2: adds "clock" (time controls, each side's times after every ply, per-move times)
                    # and "headers" (the played game's handicap and time-control headers; optional)
STUDY_FORMAT = 1    # a study autosave's meta file
STALE_SECONDS = 600  # a temporary file this old is no write in progress (a write takes well under a second)
LEGACY = "autosave"  # the one autosave.json (and autosave.lock) of versions before one autosave per instance
PREFIX = "autosave-"  # an instance's autosave-<instance>.json and autosave-<instance>.lock
# atomic_write_bytes names its temporary files ".~NAME…tmp": autosaves, study autosaves, puzzle progress,
# My mistakes (app.training.MISTAKES_FILE)
TEMP_PREFIXES = (".~autosave", ".~study-", ".~puzzles-progress", ".~my-mistakes")
TEMP_SUFFIX = ".tmp"


class BrokenAutosave(Exception):
    """An autosave file that exists but cannot be used (unreadable, not ours, or its moves do not replay)."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


@dataclass(frozen=True)
class SavedGame:
    """What an autosave holds."""

    start_fen: str
    moves: tuple[str, ...]
    ruleset: Ruleset
    computer_sides: tuple[Color, ...] = ()
    level: str = "master"
    clock: ClockSnapshot | None = None     # None: an untimed game (and every format-1 file)
    headers: tuple[tuple[str, str], ...] = ()   # the played game's own headers (handicap, time control)

    def to_game(self) -> Game:
        """Replay the saved moves into a Game (IllegalMoveError/FenError if the file lies)."""
        game = Game(self.start_fen, self.ruleset, analysis=True)
        for text in self.moves:
            game.push_iccs(text)
        game.analysis = False
        return game


def _clock(data: dict, plies: int) -> ClockSnapshot | None:
    """The clock of a format-2 file; None for format 1, no clock, or a clock that does not fit the
    moves (a damaged clock never costs the game)."""
    raw = data.get("clock")
    if data.get("format") == 1 or not isinstance(raw, dict):
        return None
    try:
        clock = ClockSnapshot.from_dict(raw)
    except (ValueError, KeyError, TypeError, IndexError, OverflowError):   # OverflowError: a time of 400 digits
        return None
    return clock if clock.ply <= plies else None


def default_folder() -> Path:
    """The user's data folder for this program."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def new_instance_id() -> str:
    """A name for this program instance's autosave (the process id, for people, and a random part)."""
    return f"{os.getpid()}-{uuid.uuid4().hex[:8]}"


class Autosave:
    """One instance's autosave file in `folder` (``instance`` "": the single file of older versions)."""

    def __init__(self, folder: Path | None = None, instance: str | None = None) -> None:
        self.folder = Path(folder) if folder is not None else default_folder()
        self.instance = new_instance_id() if instance is None else instance
        stem = f"{PREFIX}{self.instance}" if self.instance else LEGACY
        self.path = self.folder / f"{stem}.json"
        self.lock = FileLock(self.folder / f"{stem}.lock")

    def save(self, game: Game, computer_sides: Iterable[str] = (), level: str = "master",
             clock: ClockSnapshot | None = None, headers: dict[str, str] | None = None) -> None:
        """Write the game, its clock and its own headers (atomically, under this instance's lock); errors
        are raised to the caller, who reports them."""
        self.folder.mkdir(parents=True, exist_ok=True)
        if not self.lock.acquire():
            raise OSError(errno.EBUSY, "in use by another running instance", str(self.path))
        data = {"format": FORMAT, "start_fen": game.start_fen, "moves": [m.iccs for m in game.moves],
                "ruleset": str(game.ruleset), "computer_sides": sorted(str(c) for c in computer_sides),
                "level": level, "clock": clock.to_dict() if clock is not None else None,
                "headers": dict(headers or {})}
        atomic_write_bytes(self.path, json.dumps(data, ensure_ascii=False).encode("utf-8"))

    def read(self) -> SavedGame | None:
        """The saved game (its moves replay), or None if there is no autosave; BrokenAutosave if there
        is one that cannot be used in any way."""
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as err:
            raise BrokenAutosave(self.path, str(err)) from err
        try:
            saved = _parse(raw)
            saved.to_game()
        except Exception as err:  # noqa: BLE001 (a file from disk: whatever fails, the program starts)
            raise BrokenAutosave(self.path, f"{type(err).__name__}: {err}"[:300]) from None
        return saved

    def load(self) -> SavedGame | None:
        """The saved game, or None if there is none or it cannot be used (never raises)."""
        try:
            return self.read()
        except BrokenAutosave:
            return None

    def exists(self) -> bool:
        """True if this autosave is on disk."""
        return self.path.exists()

    def clear(self) -> None:
        """Remove the autosave (its game was saved or discarded; the lock stays while the instance runs)."""
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass

    def close(self) -> None:
        """The instance ends: let the lock go and remove the lock file (an autosave still on disk is
        then offered at the next start)."""
        self.lock.release(remove=True)

    def set_aside(self) -> Path | None:
        """Rename an unusable autosave to NAME.broken-<time>; its new path (None: it could not be moved
        and stays where it is)."""
        return set_aside(self.path)


@dataclass
class Orphan:
    """An autosave whose instance no longer runs, claimed (its lock taken) by this instance until the
    user has answered: then :meth:`discard` (restored elsewhere or declined) or :meth:`keep` (offered again
    at the next start)."""

    autosave: Autosave
    saved: SavedGame
    modified: float                 # when it was last written (seconds since the epoch)

    def discard(self) -> None:
        """Remove the autosave and its lock file."""
        self.autosave.clear()
        self.autosave.close()

    def keep(self) -> None:
        """Leave the autosave for the next start (the claim ends)."""
        self.autosave.close()


def claim_orphans(folder: Path, own: Autosave | None = None) -> tuple[list[Orphan], list[tuple[Path, Path | None]]]:
    """The autosaves in `folder` left by instances that no longer run, newest first, each claimed (locked)
    for this instance; and the unusable ones, set aside: (path, where it was kept or None). An autosave
    without moves holds nothing to lose and is removed; lock files of ended instances without an
    autosave are removed."""
    orphans: list[Orphan] = []
    broken: list[tuple[Path, Path | None]] = []
    for instance in _instances(Path(folder)):
        if own is not None and instance == own.instance:
            continue
        other = Autosave(folder, instance)
        try:
            if not other.lock.acquire():
                continue                     # its instance is running
        except OSError:
            pass                             # no lock file can be made here: offer it unclaimed
        try:
            saved = other.read()
            modified = other.path.stat().st_mtime if saved is not None else 0.0
        except (BrokenAutosave, OSError):
            broken.append((other.path, other.set_aside()))
            other.close()
            continue
        if saved is None or not saved.moves:
            other.clear()
            other.close()
            continue
        orphans.append(Orphan(other, saved, modified))
    orphans.sort(key=lambda orphan: -orphan.modified)
    return orphans, broken


def _instances(folder: Path) -> list[str]:
    """The instances with an autosave or a lock file in `folder` ("" for the file of older versions)."""
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    found = set()
    for name in names:
        stem, dot, ext = name.rpartition(".")
        if not dot or ext not in ("json", "lock"):
            continue
        if stem == LEGACY:
            found.add("")
        elif stem.startswith(PREFIX) and len(stem) > len(PREFIX):
            found.add(stem[len(PREFIX):])
    return sorted(found)


def _parse(raw: bytes) -> SavedGame:
    """The SavedGame an autosave's bytes hold (any exception if they hold none)."""
    data = json.loads(raw.decode("utf-8"))
    if not isinstance(data, dict) or not isinstance(data["moves"], list):
        raise TypeError("not an autosave")
    moves = tuple(str(m) for m in data["moves"])
    sides = data.get("computer_sides", ())
    if not isinstance(sides, (list, tuple)):
        raise TypeError("computer_sides is not a list")
    saved = SavedGame(str(data["start_fen"]), moves, Ruleset(str(data["ruleset"])),
                      tuple(Color(str(c)) for c in sides), str(data.get("level", "master")), _clock(data, len(moves)),
                      _headers(data))
    Board(saved.start_fen)
    return saved


def _headers(data: dict) -> tuple[tuple[str, str], ...]:
    """The played game's headers of an autosave (none in older files; damaged ones never cost the game)."""
    raw = data.get("headers")
    if not isinstance(raw, dict):
        return ()
    return tuple((k, v) for k, v in raw.items() if isinstance(k, str) and isinstance(v, str))


def set_aside(path: Path, now: Callable[[], float] = time.time) -> Path | None:
    """Rename `path` to PATH.broken-<local time> (a free name); the new path, or None if it could not be
    renamed (it is then left where it is: never deleted)."""
    return _set_aside(path, now)


def clean_stale_temps(folder: Path, max_age: float = STALE_SECONDS, now: Callable[[], float] = time.time) -> list[Path]:
    """Remove the temporary files that killed autosave writes left in `folder` (only ours: '.~autosave.json…tmp',
    '.~study-…tmp', and the puzzle progress's and My mistakes' regular files, and only those older than
    `max_age` seconds, so that a write in progress in another instance is never touched); the paths removed."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not entry.name.startswith(TEMP_PREFIXES) or not entry.name.endswith(TEMP_SUFFIX):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode) or now() - info.st_mtime < max_age:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


class StudyAutosave(QObject):
    """Keeps a study window's unsaved edits on disk: written after every edit (PGN, atomically),
    removed when the games are saved or the window is closed; left behind only by a crash.
    A write that fails emits ``failed(FileFailure)`` (never raises into Qt)."""

    failed = Signal(object)              # FileFailure

    def __init__(self, controller, folder: Path) -> None:
        super().__init__(controller)
        self.controller = controller
        stem = f"study-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self.pgn = Path(folder) / f"{stem}.pgn"
        self.meta = Path(folder) / f"{stem}.json"
        self.written = False             # the games as they are now are on disk
        controller.document.edited.connect(self.save)
        controller.document.modified_changed.connect(lambda modified: None if modified else self.clear())
        files = (self.pgn, self.meta)
        controller.destroyed.connect(lambda *_: _remove(*files))  # a closed window: nothing to restore

    def save(self) -> None:
        """Write the games as they are now (a failure emits failed(FileFailure))."""
        document = self.controller.document
        if not document.modified:
            return
        self.written = False
        try:
            self.pgn.parent.mkdir(parents=True, exist_ok=True)
            document.write_games(self.pgn, "iccs")   # a large file's unopened games as they are
            meta = {"format": STUDY_FORMAT, "path": document.path, "game": self.controller.index}
            atomic_write_bytes(self.meta, json.dumps(meta, ensure_ascii=False).encode("utf-8"))
        except OSError as err:
            self.failed.emit(FileFailure.of(err, self.pgn))
            return
        self.written = True

    def clear(self) -> None:
        """Forget the autosave (the games were saved)."""
        self.written = False
        _remove(self.pgn, self.meta)


def _remove(*paths: Path) -> None:
    """Delete the files that exist (an unusable folder is no error: nothing is left to lose there)."""
    for path in paths:
        try:
            os.unlink(path)
        except OSError:
            pass


class PendingStudy(NamedTuple):
    """A study autosave left by a crash."""

    pgn: Path
    meta: Path
    original: str | None             # the file the edits belong to (None: untitled or unknown)
    meta_broken: bool = False        # the meta file exists but cannot be read


def pending_studies(folder: Path) -> list[PendingStudy]:
    """Study autosaves left by a crash (a PGN with or without its meta file), except those of another
    program instance still running."""
    out = []
    for pgn in sorted(Path(folder).glob("study-*.pgn")):
        if _live_other_instance(pgn.stem):
            continue
        meta = pgn.with_suffix(".json")
        original, broken = None, False
        if os.path.lexists(meta):
            try:
                data = json.loads(meta.read_bytes().decode("utf-8"))
                original = data.get("path")
            except Exception:  # noqa: BLE001 (a file from disk: whatever fails, the edits are still offered)
                broken = True
        out.append(PendingStudy(pgn, meta, original if isinstance(original, str) else None, broken))
    return out


def _live_other_instance(stem: str) -> bool:
    """True if the autosave named study-<pid>-… belongs to another process that is running now (POSIX)."""
    parts = stem.split("-")
    if os.name != "posix" or len(parts) < 3 or not parts[1].isdigit():
        return False
    pid = int(parts[1])
    if pid == os.getpid() or pid <= 1:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True                  # it exists (another user's process): leave its files alone
    return True


def remove_study_autosave(study: PendingStudy) -> None:
    """Delete a study autosave the user dealt with (declined, or restored and autosaved anew)."""
    _remove(study.pgn, study.meta)


def restore(saved: SavedGame) -> Game | None:
    """The Game from an autosave, or None if its moves do not replay."""
    try:
        return saved.to_game()
    except (IllegalMoveError, FenError, ValueError):
        return None
