"""Reviewing many games: a runner with one engine per worker thread (each engine is its own process),
progress, pause, resume and cancel, and results kept in a store (the library) as each game is done.

A game whose review is already stored (same mainline, engine and time per position) costs nothing;
so a run that was cancelled, or that the program quit in the middle of, resumes by being run again
with the same games: only the games not yet stored are reviewed (a game under way when it stopped is
reviewed again from its start).

Nothing stops a run silently, and nothing it met is lost:
- a stored review that is damaged (its row does not decode, or it fails app.training.stored's checks)
  is listed in the report's ``damaged`` and the game is reviewed again (the new review replaces it);
- an engine that crashes or stops answering is replaced by a fresh one (as a tournament does) and the
  game is reviewed again; a game that fails with a fresh engine too is counted as failed (its error
  kept) and the run goes on with another fresh engine; games no engine could be started for are
  counted as failed;
- a store that cannot be read or written (the library locked by another program, the disk full) ends
  the run at once: the report's ``failure`` says why, and the games stored so far stay stored;
- any other error of a game counts it as failed, with the error kept;
- an endgame table file that cannot be used (damaged, cut short) is left out: the moves it would have
  judged keep the engine's verdict (app.training.endings), and the report's ``table_problems`` lists it.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from app.engines import EngineError, EngineSession
from app.library import ErrorKind, LibraryError, StoredReview
from app.model.tree import GameTree

from .endings import Tables, tables_for
from .review import Cancelled, review_game
from .stored import DamagedReview, ReviewDamage, ReviewProblem, checked, game_key, to_stored

if TYPE_CHECKING:
    from app.tablebase import TablebaseError

__all__ = ["ReviewTask", "ReviewStore", "RunProgress", "RunReport", "ReviewRunner", "StoreFailure", "look_up"]


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
    not reached game), and whether it was cancelled; the errors of the failed games, the damaged
    stored reviews found (reviewed again), how often an engine was replaced by a fresh one, and what
    ended the run before its end (`failure`: a store that could not be used, None otherwise)."""

    reviews: tuple[StoredReview | None, ...]
    reused: int
    reviewed: int
    failed: int
    cancelled: bool
    errors: tuple[Exception, ...] = ()
    damaged: tuple[ReviewDamage, ...] = ()
    restarts: int = 0
    failure: Exception | None = None
    table_problems: tuple[TablebaseError, ...] = ()     # endgame table files left out (each once)

    @property
    def complete(self) -> bool:
        """True if every game was reviewed (or found reviewed): nothing is left to resume."""
        return not self.cancelled and self.failure is None and all(r is not None for r in self.reviews)


class StoreFailure(Exception):
    """The store could not be read or written (`error`: the store's exception, a LibraryError for the
    library): the run ends, what was stored stays."""

    def __init__(self, error: Exception) -> None:
        self.error = error
        super().__init__(str(error))


def look_up(store: ReviewStore, task: ReviewTask, engine: str, seconds: float) -> tuple[StoredReview | None,
                                                                                      ReviewDamage | None]:
    """The task's stored review (None: not stored, or damaged: then the damage found); StoreFailure if
    the store cannot be read."""
    key = game_key(task.tree)
    try:
        found = store.find_review(key, engine, seconds)
    except LibraryError as exc:
        if exc.kind is not ErrorKind.DAMAGED:
            raise StoreFailure(exc) from exc
        return None, ReviewDamage(key, engine, seconds, ReviewProblem.UNREADABLE, exc.detail, task.source)
    except (ValueError, TypeError, KeyError) as exc:        # another store's way of saying it does not decode
        return None, ReviewDamage(key, engine, seconds, ReviewProblem.UNREADABLE, str(exc), task.source)
    except Exception as exc:            # whatever else a store raises, the run cannot go on: said
        raise StoreFailure(exc) from exc
    if found is None:
        return None, None
    try:
        checked(found)
    except DamagedReview as exc:
        return None, ReviewDamage(key, engine, seconds, exc.damage.problem, exc.damage.detail, task.source)
    return found, None


def keep(store: ReviewStore, review: StoredReview) -> None:
    """Store a review; StoreFailure if the store cannot be written."""
    try:
        store.store_review(review)
    except Exception as exc:            # a locked library, a full disk, ...: the run ends and says so
        raise StoreFailure(exc) from exc


class RunControl:
    """Pause, resume and cancel for a review run, callable from any thread: the run waits in
    wait_while_paused() between steps, and `_cancel` is the event its reviews stop on."""

    def __init__(self) -> None:
        self._running = threading.Event()
        self._running.set()
        self._cancel = threading.Event()
        self._failure: Exception | None = None

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
        return self._cancel.is_set() and self._failure is None

    def _halt(self, failure: Exception) -> None:
        """End the run on an error (the first one is kept): the workers stop as after a cancel."""
        if self._failure is None:
            self._failure = failure
        self._cancel.set()
        self._running.set()

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
                 workers: int = 1, ruleset: str = "cxq", tables: Tables = True) -> None:
        if workers < 1:
            raise ValueError("at least one worker")
        super().__init__()
        self.opener, self.engine, self.seconds, self.store = opener, engine, seconds, store
        self.workers, self.ruleset, self.tables = workers, ruleset, tables
        self._lock = threading.Lock()

    def _hold(self) -> None:
        if self.wait_while_paused():
            raise Cancelled

    # ----- running -----------------------------------------------------------------------------
    def run(self, tasks: Sequence[ReviewTask], progress: Callable[[RunProgress], None] | None = None) -> RunReport:
        """Review the tasks' games not yet in the store (see the module doc)."""
        results: list[StoredReview | None] = [None] * len(tasks)
        damaged: list[ReviewDamage] = []
        todo: queue.SimpleQueue[int] = queue.SimpleQueue()
        state = {"done": 0, "failed": 0, "positions": 0, "reviewed": 0, "restarts": 0, "left": 0}
        errors: list[Exception] = []
        table_problems: list[TablebaseError] = []
        tables = tables_for(self.tables) or False       # (one set of tables for the run, shared by the workers)
        try:
            for i, task in enumerate(tasks):
                found, damage = look_up(self.store, task, self.engine, self.seconds)
                if damage is not None:
                    damaged.append(damage)
                if found is None:
                    todo.put(i)
                    state["left"] += 1
                results[i] = found
        except StoreFailure as exc:
            return RunReport(tuple(results), sum(r is not None for r in results), 0, 0, False, (),
                             tuple(damaged), 0, exc.error)
        reused = sum(r is not None for r in results)
        state["done"] = reused

        def report() -> None:
            if progress is not None:
                progress(RunProgress(state["done"], len(tasks), reused, state["failed"], state["positions"]))

        def counted(_done: int, _total: int) -> None:
            with self._lock:
                state["positions"] += 1
            self._hold()

        def fail(i: int | None, error: Exception) -> None:
            with self._lock:
                errors.append(error)
                if i is not None:
                    state["failed"] += 1
                    state["done"] += 1
                    state["left"] -= 1
            if i is not None:
                report()

        def review(engine: EngineSession, i: int) -> StoredReview:
            tree = tasks[i].tree
            self._hold()
            met: list[TablebaseError] = []
            stored = to_stored(tree, review_game(tree, engine, self.seconds, ruleset=self.ruleset, progress=counted,
                                                 cancel=self._cancel, tables=tables, table_problems=met),
                               self.engine, self.seconds)
            with self._lock:
                table_problems.extend(met)
            return stored

        def attempt(engine: EngineSession | None, i: int) -> tuple[EngineSession | None, StoredReview | None, bool]:
            """Review game i, with a fresh engine after a crash (see the module doc): the engine to go on
            with, the review (None: the game failed), and False if no engine could be started (the game
            is then back in the queue for another worker)."""
            for tries in (1, 2):
                if engine is None:
                    try:
                        engine = self.opener()
                    except EngineError as exc:
                        fail(None, exc)             # no engine for this worker: the others go on
                        todo.put(i)
                        return None, None, False
                try:
                    return engine, review(engine, i), True
                except EngineError as exc:
                    _close(engine)
                    engine = None
                    if self._cancel.is_set():
                        raise Cancelled from exc
                    with self._lock:
                        state["restarts"] += 1
                    if tries == 2:
                        fail(i, exc)
                except (Cancelled, StoreFailure):
                    raise
                except Exception as exc:  # noqa: BLE001 (a fault with this game: counted failed, the run goes on)
                    _close(engine)
                    fail(i, exc)
                    return None, None, True
            return engine, None, True

        def work() -> None:
            engine: EngineSession | None = None
            try:
                while not self._cancel.is_set():
                    try:
                        i = todo.get_nowait()
                    except queue.Empty:
                        return
                    engine, stored, go_on = attempt(engine, i)
                    if not go_on:
                        return                          # no engine could be started
                    if stored is None:
                        continue
                    keep(self.store, stored)
                    with self._lock:
                        results[i] = stored
                        state["done"] += 1
                        state["reviewed"] += 1
                        state["left"] -= 1
                    report()
            except Cancelled:
                return
            except StoreFailure as exc:
                self._halt(exc.error)
            finally:
                if engine is not None:
                    _close(engine)

        report()
        threads = [threading.Thread(target=work, name=f"review-{n}", daemon=True)
                   for n in range(min(self.workers, len(tasks) - reused))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        if not self._cancel.is_set() and state["left"] > 0:     # no engine could be started for these
            state["failed"] += state["left"]
            state["done"] += state["left"]
            report()
        once = {(p.name, p.path): p for p in table_problems}
        return RunReport(tuple(results), reused, state["reviewed"], state["failed"], self.cancelled,
                         tuple(errors), tuple(damaged), state["restarts"], self._failure, tuple(once.values()))


def _close(engine: EngineSession) -> None:
    """End an engine, whatever state it is in."""
    try:
        engine.close()
    except Exception:  # noqa: BLE001 (a crashed engine may fail to close: it is gone either way)
        pass
