"""Reading a saved-game file on a worker thread, so the window never freezes (QtCore only).

``FileLoader.start(path)`` reads the file with ``read_report`` on a Python thread; the thread touches
no Qt object: it posts its progress and its report to a queue that a timer on the GUI thread
collects, turning them into the signals ``progress(float)`` (0..1) and ``finished(LoadReport)``
(``report.cancelled`` after ``cancel()``). One file at a time: starting another cancels the first.
"""

from __future__ import annotations

import os
import queue
import threading

from PySide6.QtCore import QObject, QTimer, Signal

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
        self._thread = threading.Thread(target=self._read, args=(self._run, self.path, self._cancel),
                                        name="study-file-reader", daemon=True)
        self._thread.start()
        self._poll.start()

    def cancel(self) -> None:
        """Stop reading (finished is emitted with a cancelled report when the thread has stopped)."""
        self._cancel.set()

    def wait(self) -> None:
        """Block until the worker thread has ended (for closing and tests)."""
        if self._thread is not None:
            self._thread.join()

    def _read(self, run: int, path: str, cancel: threading.Event) -> None:
        """Worker thread: read the file; only the queue is touched."""
        def progress(fraction: float) -> None:
            self._news.put((run, fraction, None))

        try:
            report = read_report(path, progress, cancel.is_set)
        except Exception as exc:  # noqa: BLE001 (a crash must reach the user, not kill the thread)
            report = LoadReport(path, failure=LoadProblem(f"{type(exc).__name__}: {exc}", path))
        self._news.put((run, 1.0, report))

    def _collect(self) -> None:
        """GUI thread: emit what the worker reported since the last look."""
        while True:
            try:
                run, fraction, report = self._news.get_nowait()
            except queue.Empty:
                return
            if run != self._run:
                continue               # news of a reading replaced by a newer one
            if report is None:
                self.progress.emit(fraction)
                continue
            self._poll.stop()
            self.wait()
            self._thread = None
            self.path = None
            self.finished.emit(report)
            return


__all__ = ["FileLoader"]
