"""Reviewing many games in the background (Analysis ▸ Review games…): a ReviewRunner in a thread, its
news collected on the GUI thread by a timer (no Qt object is touched by the worker threads), pause,
resume and cancel; at the end the user's exercises go to the My mistakes collection.

The job (which games, engine, time) is kept in the settings while it runs and after a cancel, so that
after quitting the program the dialog offers to resume it: a resumed run reviews only the games not
yet stored in the library.

Every run ends with exactly one of ``finished`` or ``failed``, whatever happens in it: a run the
store ended (the library locked by another program, the disk full: the report's failure), an error
while making the exercises, or any other exception, is ``failed(error)``, and the job is kept to be
resumed; only a run that reviewed every game forgets the job.
"""

from __future__ import annotations

import json
import queue
import threading
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QSettings, QTimer, Signal

from app.engines import EngineSession
from app.model.stored_json import read_stored_json
from app.puzzles import Puzzle
from app.training import (MistakesFile, ReviewJob, ReviewRunner, ReviewStore, ReviewTask, RunReport,
                          player_exercises)

PENDING_KEY = "training/pending_review"
MAX_SECONDS = 3600.0        # a kept job asking longer a position is damaged (the dialog offers up to 30 s)


class BatchReviewer(QObject):
    """See the module doc. Signals: progress(RunProgress), finished(RunReport, int new exercises),
    failed(the exception that ended the run: a LibraryError, EngineError, OSError or any other)."""

    progress = Signal(object)
    finished = Signal(object, int)
    failed = Signal(object)
    POLL_MS = 50

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = store
        self.runner: ReviewRunner | None = None
        self._thread: threading.Thread | None = None
        self._news: queue.SimpleQueue[tuple[str, Any]] = queue.SimpleQueue()
        self._poll = QTimer(self)
        self._poll.setInterval(self.POLL_MS)
        self._poll.timeout.connect(self._collect)

    @property
    def busy(self) -> bool:
        """True while a run is under way."""
        return self._thread is not None

    def pending_job(self) -> ReviewJob | None:
        """The job left unfinished by a cancel or by quitting, or None."""
        text = self.settings.value(PENDING_KEY, "") if self.settings is not None else ""
        try:
            job = ReviewJob.from_json(read_stored_json(str(text))) if text else None
        except (ValueError, KeyError, TypeError, AttributeError):   # damaged: no job to resume
            return None
        if job is not None and not 0 < job.seconds <= MAX_SECONDS:
            return None                       # a time a position no review takes (it would never end)
        return job

    def _keep(self, job: ReviewJob | None) -> None:
        if self.settings is not None:
            if job is None:
                self.settings.remove(PENDING_KEY)
            else:
                self.settings.setValue(PENDING_KEY, json.dumps(job.to_json()))

    def start(self, job: ReviewJob, tasks: Sequence[ReviewTask], opener: Callable[[], EngineSession],
              store: ReviewStore, player: str = "", mistakes: MistakesFile | None = None) -> bool:
        """Review the tasks' games (False if a run is under way); the exercises of `player` are added
        to `mistakes` at the end."""
        if self._thread is not None:
            return False
        self.runner = ReviewRunner(opener, job.engine, job.seconds, store, job.workers)
        runner = self.runner
        self._keep(job)

        def work() -> None:
            outcome: tuple[str, Any] = ("failed", RuntimeError("the review stopped without a result"))
            try:
                report = runner.run(tasks, lambda p: self._news.put(("progress", p)))
                if report.failure is not None:
                    outcome = ("failed", report.failure)
                    return
                added = 0
                if not report.cancelled and player and mistakes is not None:
                    added = mistakes.add(self._exercises(report, player, opener, job.seconds))
                outcome = ("finished", (report, added))
            except Exception as exc:  # noqa: BLE001 (whatever ends the run is said: the dialog never stays running)
                outcome = ("failed", exc)
            finally:
                self._news.put(outcome)

        self._thread = threading.Thread(target=work, name="review-games", daemon=True)
        self._thread.start()
        self._poll.start()
        return True

    @staticmethod
    def _exercises(report: RunReport, player: str, opener: Callable[[], EngineSession],
                   seconds: float) -> list[Puzzle]:
        if not any(r is not None for r in report.reviews):
            return []
        with opener() as engine:
            return player_exercises(report.reviews, player, engine, seconds)

    def pause(self) -> None:
        """Hold the engines after their current position."""
        if self.runner is not None:
            self.runner.pause()

    def resume(self) -> None:
        """Go on after pause()."""
        if self.runner is not None:
            self.runner.resume()

    def cancel(self) -> None:
        """Stop the run (the games done stay stored; the job can be resumed)."""
        if self.runner is not None:
            self.runner.cancel()

    def close(self, wait: float = 10.0) -> None:
        """Cancel and wait for the run to end (at most `wait` seconds)."""
        self.cancel()
        if self._thread is not None:
            self._thread.join(wait)
        self._poll.stop()

    def _collect(self) -> None:
        while True:
            try:
                kind, payload = self._news.get_nowait()
            except queue.Empty:
                return
            if kind == "progress":
                self.progress.emit(payload)
                continue
            self._poll.stop()
            if self._thread is not None:
                self._thread.join()
            self._thread = None
            if kind == "finished":
                report, added = payload
                if report.complete:
                    self._keep(None)
                self.finished.emit(report, added)
            else:
                self.failed.emit(payload)


__all__ = ["BatchReviewer", "PENDING_KEY"]
