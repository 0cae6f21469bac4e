"""Opening books for the built-in computer: which one it plays from, and building one from the user's
own games.

``book_spec(enabled, games_file, folder)`` is what the players are given (app.engines.builtin_options
turns it into the engine's OwnBook and BookFile options): None (no book), SHIPPED_BOOK (the
master-games book), or the path of the book built from the user's games file.
``BookBuilder.build(games_file, folder)`` turns a games file (any format the readers open) into a book
file in a child process (``python -m app.ai.book_build``, see app.engines.book_build), so the window
never waits, and says when it is done or why it failed (a BookBuildError value; the view words it).
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal

from app.engines.book_build import BookBuildError, BookBuildProblem, book_build_command, parse_build_answer
from app.engines.builtin import SHIPPED_BOOK, builtin_env


def built_book_path(games_file: str, folder: Path) -> Path:
    """Where the book built from `games_file` is kept (one per source file)."""
    digest = hashlib.blake2b(os.path.abspath(games_file).encode("utf-8"), digest_size=6).hexdigest()
    return folder / f"book-{digest}.bin"


def book_spec(enabled: bool, games_file: str, folder: Path) -> str | None:
    """The book the computer plays from: None when turned off; the book built from `games_file` when one
    was chosen and has been built; else SHIPPED_BOOK, the master-games book."""
    if not enabled:
        return None
    if games_file:
        built = built_book_path(games_file, folder)
        if built.exists():
            return str(built)
    return SHIPPED_BOOK


class BookBuilder(QObject):
    """Builds a book from a games file in a child process. ``finished(path, games, moves)`` or
    ``failed(BookBuildError)`` follows each build(); a thread waits for the child's answer."""

    finished = Signal(str, int, int)
    failed = Signal(object)
    _answered = Signal(int, object)          # run, (games, moves) or BookBuildError (from the waiting thread)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._proc: subprocess.Popen[bytes] | None = None
        self._run = 0
        self._target = ""
        self._answered.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    @property
    def busy(self) -> bool:
        """True while a book is being built."""
        return self._proc is not None

    def build(self, games_file: str, folder: Path) -> Path:
        """Start building the book of `games_file` into `folder` (a running build is abandoned)."""
        self.cancel()
        target = built_book_path(games_file, folder)
        self._run += 1
        self._target = str(target)
        try:
            proc = subprocess.Popen(book_build_command(games_file, str(target)), stdin=subprocess.DEVNULL,
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=builtin_env())
        except OSError as err:
            self._answered.emit(self._run, BookBuildError(BookBuildProblem.ENDED, detail=str(err.strerror or err)))
            return target
        self._proc = proc
        threading.Thread(target=self._wait, args=(self._run, proc), daemon=True, name="xiangqi-book").start()
        return target

    def cancel(self) -> None:
        """Abandon a running build (its process ends; no signal follows)."""
        proc, self._proc = self._proc, None
        self._run += 1
        if proc is not None:
            proc.kill()
            proc.wait(2)

    def _wait(self, run: int, proc: subprocess.Popen[bytes]) -> None:
        """Waiting thread: the child's answer (or ENDED), posted to the Qt thread."""
        out, _ = proc.communicate()
        try:
            self._answered.emit(run, parse_build_answer(out.decode("utf-8", "replace")))
        except RuntimeError:                 # the builder was deleted
            pass

    def _deliver(self, run: int, answer: tuple[int, int] | BookBuildError) -> None:
        if run != self._run:
            return
        self._proc = None
        if isinstance(answer, BookBuildError):
            self.failed.emit(answer)
        else:
            self.finished.emit(self._target, answer[0], answer[1])


__all__ = ["BookBuilder", "book_spec", "built_book_path"]
