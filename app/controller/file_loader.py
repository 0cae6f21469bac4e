"""Reading a saved-game file on a worker thread, so the window never freezes (QtCore only).

``FileLoader.start(path)`` reads the file with ``read_report`` on a Python thread; the thread touches
no Qt object: it posts its progress and its report to a queue that a timer on the GUI thread
collects, turning them into the signals ``progress(float)`` (0..1) and ``finished(LoadReport)``
(``report.cancelled`` after ``cancel()``). One file at a time: starting another cancels the first.

Python's cyclic garbage collector frees what it finds on the thread that happens to run it; a Qt
object freed on a worker thread crashes Qt. So while a worker reads, the collector is paused (after a
collection on the GUI thread), and a timer on the GUI thread turns it back on when every worker is done.
"""

from __future__ import annotations

import os
import queue
import threading

from PySide6.QtCore import QObject, QTimer, Signal

from .gc_pause import pause_collection_while, resume_if_done
from .news import drained
from app.formats import ProblemKind, ReadProblem

from .study_document import LoadProblem, LoadReport, read_report


class FileLoader(QObject):
    """Reads one file at a time off the GUI thread."""

    progress = Signal(float)
    finished = Signal(object)          # LoadReport
    POLL_MS = 40

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread: threading.Thread | None = None
        self._cancel = threading.Event()
        self._news: queue.SimpleQueue[tuple[int, float, LoadReport | None]] = queue.SimpleQueue()
        self._run = 0                  # which start() the news in the queue belong to
        self._poll = QTimer(self)
        self._poll.setInterval(self.POLL_MS)
        self._poll.timeout.connect(self._collect)
        self.path: str | None = None   # the file being read

    @property
    def busy(self) -> bool:
        """True while a file is being read."""
        return self.path is not None

    def start(self, path: str | os.PathLike[str]) -> None:
        """Read a file on a worker thread (cancelling one being read)."""
        self.cancel()
        self._run += 1
        self._cancel = threading.Event()
        self.path = os.fspath(path)
        self._thread = threading.Thread(target=_read, args=(self._news, self._run, self.path, self._cancel),
                                        name="study-file-reader", daemon=True)
        pause_collection_while(self._thread)
        self._thread.start()
        self._poll.start()

    def cancel(self) -> None:
        """Stop reading (finished is emitted with a cancelled report when the thread has stopped)."""
        self._cancel.set()

    def wait(self) -> None:
        """Block until the worker thread has ended (for closing and tests)."""
        if self._thread is not None:
            self._thread.join()

    def _collect(self) -> None:
        """GUI thread: emit what the worker reported since the last look."""
        for run, fraction, report in drained(self._news):
            if run != self._run:
                continue               # news of a reading replaced by a newer one
            if report is None:
                self.progress.emit(fraction)
                continue
            self._poll.stop()
            self.wait()
            self._thread = None
            self.path = None
            resume_if_done()
            self.finished.emit(report)
            return


def _read(news: queue.SimpleQueue[tuple[int, float, LoadReport | None]], run: int, path: str,
          cancel: threading.Event) -> None:
    """Worker thread: read the file; only the queue is touched (no Qt object, not even the loader)."""
    def progress(fraction: float) -> None:
        news.put((run, fraction, None))

    try:
        report = read_report(path, progress, cancel.is_set)
    except Exception as exc:  # noqa: BLE001 (a crash must reach the user, not kill the thread)
        detail = f"{type(exc).__name__}: {exc}"
        report = LoadReport(path, failure=LoadProblem(detail, path),
                            problems=(ReadProblem(ProblemKind.READER_FAILED, detail),))
    news.put((run, 1.0, report))


__all__ = ["FileLoader"]
