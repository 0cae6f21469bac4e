"""The study's document: the games of one file, where they came from, and whether they changed.

QtCore only. ``StudyDocument.open(path)`` reads a file and returns a :class:`LoadReport` (the games
read and the problems met, as values: ``report.problems`` holds app.formats ``ReadProblem`` values
(kind, game, last good move, ...) for every problem, also the one that made the file unreadable; the
view words them); ``save``/``save(path, notation)`` write
PGN atomically. Signals: ``modified_changed(bool)``, ``file_changed`` (other games, or saved under
another name) and ``edited`` (after every change to the games, for the autosave).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from app.formats import GameFileError, GameList, ProblemKind, ReadProblem, read_games, write_pgn
from app.model.notation import NOTATIONS
from app.model.tree import GameTree

PGN_SUFFIXES = (".pgn",)


@dataclass(frozen=True)
class LoadProblem:
    """One problem met reading a file: the reader's reason and where it was met (None when unknown)."""

    reason: str
    path: str | None = None
    game: int | None = None          # 1-based game number in the file
    line: int | None = None
    offset: int | None = None        # byte offset in a binary file
    token: str | bytes | None = None  # the offending text or bytes

    @classmethod
    def of(cls, err: GameFileError) -> LoadProblem:
        """The values of a reader's error."""
        return cls(err.reason, err.path, err.game, err.line, err.offset, err.token)


@dataclass(frozen=True)
class LoadReport:
    """What reading a file gave: the games, the games left out (errors), notes about the file
    (warnings), or the reason nothing could be read (failure)."""

    path: str
    games: tuple[GameTree, ...] = ()
    errors: tuple[LoadProblem, ...] = ()
    warnings: tuple[str, ...] = ()
    failure: LoadProblem | None = None
    format: str = ""
    missing: bool = False            # the file does not exist (any more)
    problems: tuple[ReadProblem, ...] = ()   # every problem met, as values (file order)

    @property
    def ok(self) -> bool:
        """True if at least one game was read."""
        return self.failure is None and bool(self.games)

    @property
    def not_a_game_file(self) -> bool:
        """True if the file could not be read because it is no game file (an image, an archive, ...)."""
        return any(p.kind == ProblemKind.NOT_A_GAME_FILE for p in self.problems) and not self.games


def read_report(path: str | os.PathLike[str]) -> LoadReport:
    """Read a file's games into a report (never raises for a bad file)."""
    name = os.fspath(path)
    try:
        games = read_games(name)
    except GameFileError as err:
        return LoadReport(name, failure=LoadProblem.of(err), missing=not os.path.exists(name),
                          problems=(err.problem,))
    return LoadReport(name, tuple(games), tuple(LoadProblem.of(e) for e in games.errors), tuple(games.warnings),
                      format=games.format, problems=tuple(games.problems))


class StudyDocument(QObject):
    """The games of one file, its path and format, the notation of the last save, the modified flag."""

    modified_changed = Signal(bool)
    loaded = Signal()                    # other games are held (before file_changed)
    file_changed = Signal()
    edited = Signal()

    def __init__(self, games: Iterable[GameTree] | GameTree | None = None, path: str | None = None,
                 fmt: str = "", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.games: list[GameTree] = [GameTree()]
        self.path: str | None = None
        self.format = ""
        self.notation = "chinese"        # notation of the last save
        self._modified = False
        if games is not None:
            self.set_games(games, path, fmt)

    def set_games(self, games: Iterable[GameTree] | GameTree, path: str | None = None, fmt: str = "") -> None:
        """Hold these games (a GameList keeps its path and format unless given); not modified."""
        if isinstance(games, GameTree):
            games = [games]
        if isinstance(games, GameList):
            path = path if path is not None else games.path
            fmt = fmt or games.format
        games = list(games)
        if not games:
            raise ValueError("no game to study")
        self.games = games
        self.path, self.format = path, fmt
        self.set_modified(False)
        self.loaded.emit()
        self.file_changed.emit()

    def open(self, path: str | os.PathLike[str]) -> LoadReport:
        """Read a file; if any game was read, hold its games. The report says what was met."""
        report = read_report(path)
        if report.ok:
            self.set_games(report.games, report.path, report.format)
        return report

    def adopt(self, games: Iterable[GameTree], original: str | None) -> None:
        """Hold games restored from an autosave of `original` (None: an untitled file), still unsaved."""
        self.set_games(games, original, "pgn" if original and original.lower().endswith(".pgn") else "")
        self.set_modified(True)

    # ----- modified flag ---------------------------------------------------------------------------
    @property
    def modified(self) -> bool:
        """True if the games were changed since they were opened or saved."""
        return self._modified

    def set_modified(self, value: bool) -> None:
        """Mark the games changed (edited is emitted) or saved."""
        if value != self._modified:
            self._modified = value
            self.modified_changed.emit(value)
        if value:
            self.edited.emit()

    # ----- saving ----------------------------------------------------------------------------------
    @property
    def can_save_in_place(self) -> bool:
        """True if the games came from a PGN file that Save may overwrite."""
        return (self.path is not None and self.format == "pgn"
                and os.path.splitext(self.path)[1].lower() in PGN_SUFFIXES)

    def save(self, path: str | None = None, notation: str | None = None) -> str:
        """Write every game as PGN (to `path`, else in place); returns the path written.
        Raises ValueError if there is no PGN path to write to, OSError if writing fails."""
        notation = notation or self.notation
        if notation not in NOTATIONS:
            raise ValueError(f"notation must be one of {NOTATIONS}, not {notation!r}")
        if path is None:
            if self.path is None or not self.can_save_in_place:
                raise ValueError("the games were not read from a PGN file: choose where to save them")
            path = self.path
        write_pgn(self.games, path, notation)
        renamed = path != self.path
        self.path, self.format, self.notation = path, "pgn", notation
        self.set_modified(False)
        if renamed:
            self.file_changed.emit()
        return path


__all__ = ["StudyDocument", "LoadReport", "LoadProblem", "read_report", "PGN_SUFFIXES"]
