"""The study's document: the games of one file, where they came from, and whether they changed.

QtCore only. ``StudyDocument.open(path)`` reads a file and returns a :class:`LoadReport` (the games
read and the problems met, as values: ``report.problems`` holds app.formats ``ReadProblem`` values
(kind, game, last good move, ...) for every problem, also the one that made the file unreadable; the
view words them); ``save``/``save(path, notation)`` write
PGN atomically. Signals: ``modified_changed(bool)``, ``file_changed`` (other games, or saved under
another name) and ``edited`` (after every change to the games, for the autosave).

A large PGN file is read lazily (app.formats.collection): ``report.games`` is then a
:class:`CollectionGames`, whose games are parsed when first asked for (``games[i]``); the game list
reads ``headers_of(i)`` without parsing. ``problems_of_game(i)`` gives what reading game i met.
``write_games`` writes the games never opened as they were in the file. app/controller/file_loader.py
reads files on a worker thread. ``read_text_report(text)`` makes a report of a pasted game (no file:
its path is '').
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import overload

from PySide6.QtCore import QObject, Signal

from app.formats import GameFileError, GameList, ProblemKind, ReadProblem, ReadTree, dumps_pgn, write_pgn
from app.formats.atomic import atomic_write_bytes
from app.formats import collection as collection_module
from app.formats.collection import GameCollection, LoadCancelled, open_collection
from app.formats.text_game import read_game_text
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


class CollectionGames(Sequence[GameTree]):
    """The games of a file read lazily: each is parsed when first asked for, then kept (and edited).

    A game that cannot be read is an empty game with its headers; ``problems_of_game`` says why."""

    def __init__(self, collection: GameCollection) -> None:
        self.collection = collection
        self._trees: dict[int, GameTree] = {}
        self._problems: dict[int, tuple[ReadProblem, ...]] = {}
        self._failed: set[int] = set()

    def __len__(self) -> int:
        return len(self.collection)

    @overload
    def __getitem__(self, index: int) -> GameTree: ...

    @overload
    def __getitem__(self, index: slice) -> list[GameTree]: ...

    def __getitem__(self, index: int | slice) -> GameTree | list[GameTree]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        tree = self._trees.get(index)
        if tree is None:
            tree = self._read(index)
        return tree

    def __iter__(self) -> Iterator[GameTree]:
        return (self[i] for i in range(len(self)))

    def _read(self, index: int) -> GameTree:
        try:
            tree = self.collection.game(index)
            problems = tuple(self.collection.problems_of_game(index, tree))
        except GameFileError as err:
            headers = {k: v for k, v in self.collection.headers(index).items() if k not in ("FEN", "SetUp")}
            tree = ReadTree(None, headers)
            problems = (err.problem.located(index=index),)
            self._failed.add(index)
        self._trees[index] = tree
        self._problems[index] = problems
        return tree

    def is_read(self, index: int) -> bool:
        """True if game `index` was parsed."""
        return index in self._trees

    def headers_of(self, index: int) -> Mapping[str, str]:
        """Game `index`'s headers (as edited if it was opened; without parsing it otherwise)."""
        tree = self._trees.get(index)
        return tree.headers if tree is not None else self.collection.headers(index)

    def problems_of_game(self, index: int) -> tuple[ReadProblem, ...]:
        """What reading game `index` met (it is parsed now if it was not yet)."""
        if index not in self._trees:
            self._read(index)
        return self._problems.get(index, ())

    def pgn_text(self, notation: str) -> str:
        """Every game as PGN: the games opened written anew, the others (and the unreadable ones left
        empty) as they are in the file."""
        parts = []
        for index in range(len(self)):
            tree = self._trees.get(index)
            if tree is None or (index in self._failed and not tree.root.children):
                parts.append(self.collection.source_text(index).strip() + "\n")
            else:
                parts.append(dumps_pgn(tree, notation))
        return "\n".join(parts)


@dataclass(frozen=True)
class LoadReport:
    """What reading a file gave: the games, the games left out (errors), notes about the file
    (warnings), or the reason nothing could be read (failure)."""

    path: str
    games: Sequence[GameTree] = ()     # a tuple, or CollectionGames for a file read lazily
    errors: tuple[LoadProblem, ...] = ()
    warnings: tuple[str, ...] = ()
    failure: LoadProblem | None = None
    format: str = ""
    missing: bool = False            # the file does not exist (any more)
    problems: tuple[ReadProblem, ...] = ()   # every problem met, as values (file order)
    cancelled: bool = False          # the reading was cancelled: nothing read

    @property
    def ok(self) -> bool:
        """True if at least one game was read."""
        return self.failure is None and len(self.games) > 0

    @property
    def lazy(self) -> bool:
        """True if the games are parsed when opened (a large file): problems are known game by game."""
        return isinstance(self.games, CollectionGames)

    @property
    def not_a_game_file(self) -> bool:
        """True if the file could not be read because it is no game file (an image, an archive, ...)."""
        return any(p.kind == ProblemKind.NOT_A_GAME_FILE for p in self.problems) and not self.games


def is_large(path: str | os.PathLike[str]) -> bool:
    """True if a file is large enough to be read lazily (and better read off the GUI thread)."""
    try:
        return os.path.getsize(path) >= collection_module.LAZY_FROM
    except OSError:
        return False


def read_report(path: str | os.PathLike[str], progress: Callable[[float], None] | None = None,
                cancel: Callable[[], bool] | None = None) -> LoadReport:
    """Read a file's games into a report (never raises for a bad file); a large PGN is indexed and its
    games parsed when opened. `progress(fraction)` and `cancel()` may be called on the reading thread."""
    name = os.fspath(path)
    try:
        collection = open_collection(name, progress, cancel)
    except GameFileError as err:
        return LoadReport(name, failure=LoadProblem.of(err), missing=not os.path.exists(name),
                          problems=(err.problem,))
    except LoadCancelled:
        return LoadReport(name, cancelled=True)
    games = collection.eager
    if games is None:
        return LoadReport(name, CollectionGames(collection), format=collection.format)
    return LoadReport(name, tuple(games), tuple(LoadProblem.of(e) for e in games.errors), tuple(games.warnings),
                      format=games.format, problems=tuple(games.problems))


TEXT_NAME = ""      # the path of a report on pasted text (no file)


def read_text_report(text: str) -> LoadReport:
    """A report on a pasted text (never raises): its first game, complete or up to the first move that
    could not be read (app.formats.text_game.read_game_text: the report's problems then start with a
    MOVES_LOST problem naming that move, ``token``, and why, ``fault``), or the failure when not even
    one move could be read (its problem names the first move)."""
    try:
        found = read_game_text(text)
    except GameFileError as err:
        err.path = None
        return LoadReport(TEXT_NAME, failure=LoadProblem.of(err), problems=(err.problem,))
    return LoadReport(TEXT_NAME, (found.tree,), format="text", problems=found.problems)


class StudyDocument(QObject):
    """The games of one file, its path and format, the notation of the last save, the modified flag."""

    modified_changed = Signal(bool)
    loaded = Signal()                    # other games are held (before file_changed)
    file_changed = Signal()
    edited = Signal()

    def __init__(self, games: Iterable[GameTree] | GameTree | None = None, path: str | None = None,
                 fmt: str = "", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.games: list[GameTree] | CollectionGames = [GameTree()]
        self.path: str | None = None
        self.format = ""
        self.notation = "chinese"        # notation of the last save
        self._modified = False
        if games is not None:
            self.set_games(games, path, fmt)

    def set_games(self, games: Iterable[GameTree] | GameTree, path: str | None = None, fmt: str = "") -> None:
        """Hold these games (a GameList keeps its path and format unless given; CollectionGames are
        held as they are, parsed when opened); not modified."""
        if isinstance(games, GameTree):
            games = [games]
        if isinstance(games, GameList):
            path = path if path is not None else games.path
            fmt = fmt or games.format
        held = games if isinstance(games, CollectionGames) else list(games)
        if not len(held):
            raise ValueError("no game to study")
        self.games = held
        self.path, self.format = path, fmt
        self.set_modified(False)
        self.loaded.emit()
        self.file_changed.emit()

    def open(self, path: str | os.PathLike[str]) -> LoadReport:
        """Read a file; if any game was read, hold its games. The report says what was met."""
        return self.take(read_report(path))

    def take(self, report: LoadReport) -> LoadReport:
        """Hold the games of a report (read on a worker thread, say) if any game was read; returns it."""
        if report.ok:
            self.set_games(report.games, report.path or None, report.format)
        return report

    @property
    def lazy(self) -> bool:
        """True if the games are those of a large file, each parsed when first opened."""
        return isinstance(self.games, CollectionGames)

    def headers_of(self, index: int) -> Mapping[str, str]:
        """The headers of game `index` (of a large file: without parsing it)."""
        games = self.games
        return games.headers_of(index) if isinstance(games, CollectionGames) else games[index].headers

    def problems_of_game(self, index: int) -> tuple[ReadProblem, ...]:
        """What reading game `index` met, for a file read lazily (else () : the report had them all)."""
        games = self.games
        return games.problems_of_game(index) if isinstance(games, CollectionGames) else ()

    def game_report(self, index: int) -> LoadReport:
        """A report of what reading game `index` met (a large file's games are read when opened)."""
        return LoadReport(self.path or "", self.games, format=self.format, problems=self.problems_of_game(index))

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
    def write_games(self, path: str | os.PathLike[str], notation: str) -> None:
        """Write every game as PGN, atomically, without marking anything saved (what save and the
        autosave write); games of a large file never opened are written as they are in the file."""
        games = self.games
        if isinstance(games, CollectionGames):
            atomic_write_bytes(path, games.pgn_text(notation).encode("utf-8"))
        else:
            write_pgn(games, path, notation)

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
        self.write_games(path, notation)
        renamed = path != self.path
        self.path, self.format, self.notation = path, "pgn", notation
        self.set_modified(False)
        if renamed:
            self.file_changed.emit()
        return path


__all__ = ["StudyDocument", "LoadReport", "LoadProblem", "CollectionGames", "read_report", "read_text_report",
           "is_large", "PGN_SUFFIXES"]
