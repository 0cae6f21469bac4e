"""Opening books for the built-in computer: which one it plays from, and building one from the user's
own games.

``book_spec(enabled, games_file, folder)`` is what the players are given (see app.ai.book.open_book):
None (no book), the shipped master-games book, or the book built from the user's games file.
``BookBuilder.build(games_file, folder)`` turns a games file (any format the readers open) into a book
file in a separate process, so the window never waits, and says when it is done or why it failed.
"""

from __future__ import annotations

import hashlib
import multiprocessing as mp
import os
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from app.ai.book import BUILTIN, Book

POLL_MS = 200
ENDED: tuple[Any, ...] = ("error", "the book builder ended unexpectedly")


def built_book_path(games_file: str, folder: Path) -> Path:
    """Where the book built from `games_file` is kept (one per source file)."""
    digest = hashlib.blake2b(os.path.abspath(games_file).encode("utf-8"), digest_size=6).hexdigest()
    return folder / f"book-{digest}.bin"


def book_spec(enabled: bool, games_file: str, folder: Path) -> str | None:
    """The book the computer plays from: None when turned off; the book built from `games_file` when one
    was chosen and has been built; else the shipped master-games book."""
    if not enabled:
        return None
    if games_file:
        built = built_book_path(games_file, folder)
        if built.exists():
            return str(built)
    return BUILTIN


def _build(games_file: str, target: str, conn: Connection) -> None:
    """In the child process: read the games, build and save the book; report (games, moves) or an error."""
    try:
        from app.formats import GameFileError, read_games
        try:
            games = read_games(games_file)
        except GameFileError as err:
            conn.send(("error", str(err)))
            return
        book = Book.from_games(games)
        if not len(book):
            conn.send(("error", "no finished game with a result in the file"))
            return
        Path(target).parent.mkdir(parents=True, exist_ok=True)
        book.save(target)
        conn.send(("done", book.games, len(book)))
    except Exception as exc:  # noqa: BLE001 (whatever fails is reported to the user)
        conn.send(("error", f"{type(exc).__name__}: {exc}"))


class BookBuilder(QObject):
    """Builds a book from a games file in a child process. ``finished(path, games, moves)`` or
    ``failed(reason)`` follows each build()."""

    finished = Signal(str, int, int)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._proc: Any = None
        self._conn: Connection | None = None
        self._target = ""
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    @property
    def busy(self) -> bool:
        """True while a book is being built."""
        return self._proc is not None

    def build(self, games_file: str, folder: Path) -> Path:
        """Start building the book of `games_file` into `folder` (a running build is abandoned)."""
        self.cancel()
        target = built_book_path(games_file, folder)
        ctx = mp.get_context("spawn")
        self._conn, child = ctx.Pipe(duplex=False)
        self._proc = ctx.Process(target=_build, args=(games_file, str(target), child), daemon=True,
                                 name="xiangqi-book")
        self._proc.start()
        child.close()
        self._target = str(target)
        self._timer.start()
        return target

    def cancel(self) -> None:
        """Abandon a running build (its process ends; no signal follows)."""
        self._timer.stop()
        if self._proc is not None:
            self._proc.terminate()
            self._proc.join(2)
        self._finish()

    def _finish(self) -> None:
        if self._conn is not None:
            self._conn.close()
        self._proc = None
        self._conn = None

    def _poll(self) -> None:
        conn = self._conn
        if conn is None:
            return
        message: tuple[Any, ...] | None
        try:
            message = conn.recv() if conn.poll() else None
        except (EOFError, OSError):
            message = ENDED
        if message is None:
            if self._proc is not None and not self._proc.is_alive():
                message = ENDED
            else:
                return
        self._timer.stop()
        if self._proc is not None:
            self._proc.join(2)
        self._finish()
        if message[0] == "done":
            self.finished.emit(self._target, int(message[1]), int(message[2]))
        else:
            self.failed.emit(str(message[1]))
