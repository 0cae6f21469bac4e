"""Reviewing many games: a runner with one engine per worker thread (each engine is its own process),
progress, pause, resume and cancel, and results kept in a store (the library) as each game is done.

A game whose review is already stored (same mainline, engine and time per position) costs nothing;
so a run that was cancelled, or that the program quit in the middle of, resumes by being run again
with the same games: only the games not yet stored are reviewed (a game under way when it stopped is
reviewed again from its start).
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from app.engines import EngineError, EngineSession
from app.library import StoredReview
from app.model.tree import GameTree

from .review import Cancelled, review_game
from .stored import game_key, to_stored

__all__ = ["ReviewTask", "ReviewStore", "RunProgress", "RunReport", "ReviewRunner"]


@dataclass(frozen=True)
class ReviewTask:
    """One game to review and where it came from ('library:12', 'FILE#3'), for links and reports."""

    tree: GameTree
    source: str = ""


class ReviewStore(Protocol):
    """Where reviews are kept (app.library.Library is one)."""

    def find_review(self, key: str, engine: str, seconds: float) -> StoredReview | None:
        """The stored review, or None."""
        ...

    def store_review(self, review: StoredReview) -> None:
        """Keep a review."""
        ...


@dataclass(frozen=True)
class RunProgress:
    """Games done (reviewed now or found stored) of all, of which found stored, and failed."""

    done: int
    total: int
    reused: int
    failed: int
    positions: int = 0          # positions evaluated by this run so far


@dataclass(frozen=True)
class RunReport:
    """What a run did: the reviews (stored or new, in the order of the tasks; None for a failed or
    not reached game), and whether it was cancelled."""

    reviews: tuple[StoredReview | None, ...]
    reused: int
    reviewed: int
    failed: int
    cancelled: bool
    errors: tuple[EngineError, ...] = ()


class RunControl:
    """Pause, resume and cancel for a review run, callable from any thread: the run waits in
    wait_while_paused() between steps, and `_cancel` is the event its reviews stop on."""

    def __init__(self) -> None:
        self._running = threading.Event()
        self._running.set()
        self._cancel = threading.Event()

    def pause(self) -> None:
        """Start no new step (a game or position under way finishes)."""
        self._running.clear()

    def resume(self) -> None:
        """Go on after pause()."""
        self._running.set()

    @property
    def paused(self) -> bool:
        """True between pause() and resume()."""
        return not self._running.is_set()

    def cancel(self) -> None:
        """Stop: the games under way are dropped (those done stay stored)."""
        self._cancel.set()
        self._running.set()

    @property
    def cancelled(self) -> bool:
        """True once cancel() was called."""
        return self._cancel.is_set()

    def wait_while_paused(self) -> bool:
        """Block while paused; True if the run was cancelled."""
        while not self._running.wait(0.2):
            pass
        return self._cancel.is_set()


class ReviewRunner(RunControl):
    """Review tasks with `workers` engines (each opened by `opener`), `seconds` a position; `engine`
    names the engine (with its level or options) in the store. run() blocks: call it from a thread;
    pause(), resume() and cancel() may be called from any thread."""

    def __init__(self, opener: Callable[[], EngineSession], engine: str, seconds: float, store: ReviewStore,
                 workers: int = 1, ruleset: str = "cxq") -> None:
        if workers < 1:
            raise ValueError("at least one worker")
        super().__init__()
        self.opener, self.engine, self.seconds, self.store = opener, engine, seconds, store
        self.workers, self.ruleset = workers, ruleset
        self._lock = threading.Lock()

    def _hold(self) -> None:
        if self.wait_while_paused():
            raise Cancelled

    # ----- running -----------------------------------------------------------------------------
    def run(self, tasks: Sequence[ReviewTask], progress: Callable[[RunProgress], None] | None = None) -> RunReport:
        """Review the tasks' games not yet in the store (see the module doc)."""
        results: list[StoredReview | None] = [None] * len(tasks)
        todo: queue.SimpleQueue[int] = queue.SimpleQueue()
        for i, task in enumerate(tasks):
            found = self.store.find_review(game_key(task.tree), self.engine, self.seconds)
            if found is None:
                todo.put(i)
            results[i] = found
        reused = sum(r is not None for r in results)
        state = {"done": reused, "failed": 0, "positions": 0, "reviewed": 0}
        errors: list[EngineError] = []

        def report() -> None:
            if progress is not None:
                progress(RunProgress(state["done"], len(tasks), reused, state["failed"], state["positions"]))

        def counted(_done: int, _total: int) -> None:
            with self._lock:
                state["positions"] += 1
            self._hold()

        def work() -> None:
            try:
                engine = self.opener()
            except EngineError as exc:
                with self._lock:
                    errors.append(exc)
                return
            with engine:
                while not self.cancelled:
                    try:
                        i = todo.get_nowait()
                    except queue.Empty:
                        return
                    tree = tasks[i].tree
                    try:
                        self._hold()
                        review = review_game(tree, engine, self.seconds, ruleset=self.ruleset, progress=counted,
                                             cancel=self._cancel)
                    except Cancelled:
                        return
                    except EngineError as exc:
                        with self._lock:
                            errors.append(exc)
                            state["failed"] += 1
                            state["done"] += 1
                        report()
                        return
                    stored = to_stored(tree, review, self.engine, self.seconds)
                    self.store.store_review(stored)
                    with self._lock:
                        results[i] = stored
                        state["done"] += 1
                        state["reviewed"] += 1
                    report()

        report()
        threads = [threading.Thread(target=work, name=f"review-{n}", daemon=True)
                   for n in range(min(self.workers, len(tasks) - reused))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        return RunReport(tuple(results), reused, state["reviewed"], state["failed"], self.cancelled,
                         tuple(errors))
