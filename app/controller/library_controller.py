"""The game library for the GUI: imports in a background thread, queries, opening games at a ply.

The controller keeps two connections to the same file: imports run on their own Library in a worker
thread (it holds its lock for the whole import), queries use the controller's Library on the GUI
thread, so the list and the explorer keep answering while an import runs. Errors reach the view as
LibraryError values (a kind and its arguments), which the view words.
"""

from __future__ import annotations

import os
import queue
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QStandardPaths, QTimer, Signal

from app.controller.gc_pause import pause_collection_while
from app.controller.news import drained
from app.library import ErrorKind, ExplorerMove, GameSummary, ImportReport, Library, LibraryError
from app.model import Board
from app.model.tree import GameTree

PAGE = 200          # rows fetched at a time by the game list


def default_library_path() -> Path:
    """The library file in the user's data folder (the folder is created)."""
    folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "library.sqlite"


class LibraryController(QObject):
    """Owns the library file; runs imports off the GUI thread and queries on it."""

    progress = Signal(int, int)            # files done, files in all
    import_started = Signal()
    import_finished = Signal(object)       # ImportReport
    changed = Signal()                     # games were added, deleted or edited
    error = Signal(object)                 # a LibraryError value (an import's crash: kind INTERNAL)
    game_opened = Signal(object, int)      # GameTree, ply to show
    POLL_MS = 40                           # how often the GUI thread collects the import thread's news
    CLOSE_WAIT = 10.0                      # seconds close() waits for a cancelled import to stop

    def __init__(self, path: str | os.PathLike[str] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = Path(path) if path is not None else default_library_path()
        self._library: Library | None = None
        self._thread: threading.Thread | None = None
        self._cancel = threading.Event()
        # The import thread touches no Qt object: it posts its news here, and a timer on the GUI
        # thread turns them into signals (a plain Python thread emitting Qt signals crashed the
        # event loop now and then under load).
        self._news: queue.SimpleQueue[tuple[str, Any, Any]] = queue.SimpleQueue()
        self._poll = QTimer(self)
        self._poll.setInterval(self.POLL_MS)
        self._poll.timeout.connect(self._collect)
        self.progress_hook: Callable[[int, int], None] | None = None   # called in the import thread

    # ----- the file --------------------------------------------------------------------------------
    @property
    def library(self) -> Library:
        """The query connection (opened on first use; raises LibraryError)."""
        if self._library is None:
            self._library = Library(self.path)
        return self._library

    @property
    def read_only(self) -> bool:
        """True if the library file can be read but not written (False if it cannot be opened)."""
        try:
            return self.library.read_only
        except LibraryError:
            return False

    def close(self, wait: float | None = None) -> None:
        """Cancel an import, wait for it to stop (at most `wait` seconds, default CLOSE_WAIT: a thread
        stuck in the system is left behind, it ends with the program), and close the file."""
        self.cancel_import()
        if self._thread is not None:
            self._thread.join(self.CLOSE_WAIT if wait is None else wait)
            self._thread = None
        self._poll.stop()
        if self._library is not None:
            self._library.close()
            self._library = None

    def _query(self, default: Any, method: str, *args: Any, **kwargs: Any) -> Any:
        """Call a Library method; a LibraryError becomes the error signal and `default`."""
        try:
            return getattr(self.library, method)(*args, **kwargs)
        except LibraryError as exc:
            self.error.emit(exc)
            return default

    # ----- import ----------------------------------------------------------------------------------
    @property
    def importing(self) -> bool:
        """True while an import runs."""
        return self._thread is not None

    def start_import(self, paths: Iterable[str | os.PathLike[str]], workers: int | None = None,
                     batch: int = 256) -> bool:
        """Import files and folders in a background thread; False if one is already running.
        `workers` reader processes, `batch` files per transaction (see Library.import_paths)."""
        if self._thread is not None:
            return False
        self._cancel = threading.Event()
        self._thread = threading.Thread(target=self._run_import, name="library-import", daemon=True,
                                        args=([os.fspath(p) for p in paths], self._cancel, workers, batch))
        pause_collection_while(self._thread)
        self.import_started.emit()
        self._poll.start()
        self._thread.start()
        return True

    def cancel_import(self) -> None:
        """Ask a running import to stop after the batch it is writing."""
        self._cancel.set()

    def _run_import(self, paths: list[str], cancel: threading.Event, workers: int | None,
                    batch: int) -> None:
        """Worker thread: import on a second connection; its news go to the queue the GUI thread reads."""
        def progress(done: int, total: int) -> None:
            self._news.put(("progress", done, total))
            hook = self.progress_hook
            if hook is not None:
                hook(done, total)

        try:
            with Library(self.path, verify=False) as lib:
                report = lib.import_paths(paths, progress=progress, cancel=cancel, workers=workers, batch=batch)
        except LibraryError as exc:
            self._news.put(("done", None, exc))
        except Exception as exc:  # noqa: BLE001 (a crash must reach the user, not kill the thread)
            self._news.put(("done", None, LibraryError(ErrorKind.INTERNAL, f"{type(exc).__name__}: {exc}")))
        else:
            self._news.put(("done", report, None))

    def _collect(self) -> None:
        """GUI thread: emit what the import thread reported since the last look."""
        for kind, a, b in drained(self._news):
            if kind == "progress":
                self.progress.emit(a, b)
            else:
                self._poll.stop()
                self._finish_import(a, b)
                return

    def _finish_import(self, report: ImportReport | None, error: LibraryError | None) -> None:
        if self._thread is not None:
            self._thread.join()
            self._thread = None
        if report is None:
            self.error.emit(error)
            report = ImportReport(cancelled=True, error=error)
        if report.games_added:
            self.changed.emit()
        self.import_finished.emit(report)

    # ----- queries ---------------------------------------------------------------------------------
    def count(self) -> int:
        """Number of games in the library."""
        return int(self._query(0, "count"))

    def search(self, filters: dict[str, Any], order_by: str = "id", descending: bool = False,
               limit: int | None = PAGE, offset: int = 0) -> list[GameSummary]:
        """One page of games matching `filters` (Library.search's keywords; empty values ignored)."""
        given = {k: v for k, v in filters.items() if v not in (None, "")}
        try:
            return self.library.search(**given, order_by=order_by, descending=descending,
                                       limit=limit, offset=offset)
        except LibraryError as exc:         # also a refused field (a date that is not a date)
            self.error.emit(exc)
        return []

    def games_at_position(self, board: Board, order_by: str = "id", descending: bool = False,
                          limit: int | None = PAGE, offset: int = 0) -> list[tuple[GameSummary, int]]:
        """One page of the games reaching this position, each with the first ply it does."""
        return list(self._query([], "games_at_position", board, order_by=order_by, descending=descending,
                                limit=limit, offset=offset))

    def position_count(self, board: Board) -> int:
        """How many games reach this position."""
        return len({gid for gid, _ in self._query([], "games_with_position", board)})

    def explore(self, board: Board) -> list[ExplorerMove]:
        """The moves played from this position, most frequent first."""
        return list(self._query([], "explore", board))

    # ----- games -----------------------------------------------------------------------------------
    def open_game(self, game_id: int, ply: int = 0) -> GameTree | None:
        """Load a game and emit game_opened(tree, ply); None (and error) if it cannot be read."""
        try:
            tree = self.library.load(game_id)
        except KeyError:
            self.error.emit(LibraryError(ErrorKind.NO_SUCH_GAME, game_id=game_id))
            return None
        except LibraryError as exc:
            self.error.emit(exc)
            return None
        self.game_opened.emit(tree, ply)
        return tree

    def delete(self, game_ids: Iterable[int]) -> int:
        """Delete games; returns how many were deleted."""
        n = int(self._query(0, "delete", list(game_ids)))
        if n:
            self.changed.emit()
        return n

    def export_pgn(self, game_ids: Iterable[int], path: str | os.PathLike[str],
                   notation: str = "chinese") -> int:
        """Write the games to a PGN file; returns how many were written (0 and error on failure)."""
        try:
            return self.library.export_pgn(list(game_ids), path, notation)
        except LibraryError as exc:
            self.error.emit(exc)
        except KeyError as exc:
            self.error.emit(LibraryError(ErrorKind.NO_SUCH_GAME, game_id=exc.args[0] if exc.args else None))
        except OSError as exc:
            self.error.emit(LibraryError(ErrorKind.EXPORT_FAILED, exc.strerror or str(exc), path=os.fspath(path)))
        return 0
