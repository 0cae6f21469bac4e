"""Autosave: the game in progress is written after every move; after a crash it can be restored.

The file lives in the user's data folder (QStandardPaths.AppDataLocation) and is written atomically.
A clean exit removes it, so its presence at start-up means the last session did not end cleanly.
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths

from app.formats.atomic import atomic_write_bytes
from app.model import Board, ClockSnapshot, FenError, Game, IllegalMoveError
from app.model.enums import Color, Ruleset

FORMAT = 2          # 2: adds "clock" (time controls, each side's times after every ply, per-move times)
STUDY_FORMAT = 1    # a study autosave's meta file


@dataclass(frozen=True)
class SavedGame:
    """What an autosave holds."""

    start_fen: str
    moves: tuple[str, ...]
    ruleset: Ruleset
    computer_sides: tuple[Color, ...] = ()
    level: str = "master"
    clock: ClockSnapshot | None = None     # None: an untimed game (and every format-1 file)

    def to_game(self) -> Game:
        """Replay the saved moves into a Game (IllegalMoveError/FenError if the file lies)."""
        game = Game(self.start_fen, str(self.ruleset), analysis=True)
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
    except (ValueError, KeyError, TypeError, IndexError):
        return None
    return clock if clock.ply <= plies else None


def default_folder() -> Path:
    """The user's data folder for this program."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


class Autosave:
    """Writes and reads the autosave file in `folder`."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = Path(folder) if folder is not None else default_folder()
        self.path = self.folder / "autosave.json"

    def save(self, game: Game, computer_sides: Iterable[str] = (), level: str = "master",
             clock: ClockSnapshot | None = None) -> None:
        """Write the game and its clock (atomically); errors are raised to the caller, who reports them."""
        self.folder.mkdir(parents=True, exist_ok=True)
        data = {"format": FORMAT, "start_fen": game.start_fen, "moves": [m.iccs for m in game.moves],
                "ruleset": str(game.ruleset), "computer_sides": sorted(str(c) for c in computer_sides),
                "level": level, "clock": clock.to_dict() if clock is not None else None}
        atomic_write_bytes(self.path, json.dumps(data, ensure_ascii=False).encode("utf-8"))

    def load(self) -> SavedGame | None:
        """The saved game, or None if there is none or it cannot be used (never raises)."""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            moves = tuple(str(m) for m in data["moves"])
            saved = SavedGame(str(data["start_fen"]), moves, Ruleset(str(data["ruleset"])),
                              tuple(Color(str(c)) for c in data.get("computer_sides", ())),
                              str(data.get("level", "master")), _clock(data, len(moves)))
            Board(saved.start_fen)
            return saved
        except (OSError, ValueError, KeyError, TypeError, FenError):
            return None

    def exists(self) -> bool:
        """True if an autosave is waiting (the last session did not end cleanly)."""
        return self.path.exists()

    def clear(self) -> None:
        """Remove the autosave (after a clean exit or when the user declines to restore)."""
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass


class StudyAutosave(QObject):
    """Keeps a study window's unsaved edits on disk: written after every edit (PGN, atomically),
    removed when the games are saved or the window is closed; left behind only by a crash."""

    def __init__(self, controller, folder: Path) -> None:
        super().__init__(controller)
        self.controller = controller
        stem = f"study-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self.pgn = Path(folder) / f"{stem}.pgn"
        self.meta = Path(folder) / f"{stem}.json"
        controller.document.edited.connect(self.save)
        controller.document.modified_changed.connect(lambda modified: None if modified else self.clear())
        files = (self.pgn, self.meta)
        controller.destroyed.connect(lambda *_: _remove(*files))  # a closed window: nothing to restore

    def save(self) -> None:
        """Write the games as they are now (errors are left to the caller's next save)."""
        document = self.controller.document
        if not document.modified:
            return
        self.pgn.parent.mkdir(parents=True, exist_ok=True)
        document.write_games(self.pgn, "iccs")   # a large file's unopened games as they are
        meta = {"format": STUDY_FORMAT, "path": document.path, "game": self.controller.index}
        atomic_write_bytes(self.meta, json.dumps(meta, ensure_ascii=False).encode("utf-8"))

    def clear(self) -> None:
        """Forget the autosave (the games were saved)."""
        _remove(self.pgn, self.meta)


def _remove(*paths: Path) -> None:
    for path in paths:
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass


def pending_studies(folder: Path) -> list[tuple[Path, Path, str | None]]:
    """Study autosaves left by a crash: (pgn file, meta file, the original file's path or None)."""
    out = []
    for meta in sorted(Path(folder).glob("study-*.json")):
        pgn = meta.with_suffix(".pgn")
        try:
            original = json.loads(meta.read_text(encoding="utf-8")).get("path")
        except (OSError, ValueError, AttributeError):
            original = None
        if pgn.exists():
            out.append((pgn, meta, original if isinstance(original, str) else None))
    return out


def restore(saved: SavedGame) -> Game | None:
    """The Game from an autosave, or None if its moves do not replay."""
    try:
        return saved.to_game()
    except (IllegalMoveError, FenError, ValueError):
        return None
