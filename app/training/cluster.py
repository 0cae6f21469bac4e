"""Reviewing many games on a dask.distributed cluster (the optional extra: ``pip install '.[cluster]'``).

The same review as ReviewRunner's, one game a task, through the tournament's cluster machinery:
the engine is an app.tournament EngineSpec (``EngineSpec.parse("builtin:master")`` or a path), each
worker keeps its engines between tasks in the tournament's EnginePoolPlugin (so the engine must be
installed at the same path on every worker: see app.tournament.cluster for starting a scheduler and
workers), and ``review_on_worker`` rebuilds the game from plain values (start position, ICCS moves,
headers) and sends back the StoredReview. The runner here keeps at most as many games under way as the
cluster has threads, stores each review as it comes (so a second run, or one after a quit, reviews only
what is missing), reports progress, and honours pause (no new game is handed out) and cancel (the games
under way are dropped).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from distributed import Client, Future, as_completed

from app.library import StoredReview
from app.model.tree import GameTree
from app.tournament import EnginePool, EngineSpec
from app.tournament.cluster import PLUGIN_NAME, EnginePoolPlugin, worker_pool

from .review import review_game
from .runner import ReviewStore, ReviewTask, RunControl, RunProgress, RunReport, StoreFailure, keep, look_up
from .stored import ReviewDamage, to_stored

__all__ = ["ClusterReviewRunner", "review_on_worker"]


def review_on_worker(start_fen: str, moves: tuple[str, ...], headers: tuple[tuple[str, str], ...],
                     spec: EngineSpec, engine_name: str, seconds: float, ruleset: str) -> StoredReview:
    """Review one game on a worker with an engine from the worker's pool (runs in the worker's process)."""
    tree = GameTree.from_moves(list(moves), start_fen, dict(headers))
    pool = worker_pool() or EnginePool()
    session = pool.acquire(spec)
    healthy = False
    try:
        review = review_game(tree, session, seconds, ruleset=ruleset)
        healthy = True
    finally:
        pool.release(spec, session, healthy)
    return to_stored(tree, review, engine_name, seconds)


class ClusterReviewRunner(RunControl):
    """ReviewRunner's run(), pause(), resume() and cancel() with the games reviewed on the cluster at
    `address` (a scheduler address, or a distributed.Client to use) by the engine `spec`. `engine` names
    the engine in the store (as ReviewRunner's does)."""

    def __init__(self, address: str | Client, spec: EngineSpec, engine: str, seconds: float,
                 store: ReviewStore, ruleset: str = "cxq") -> None:
        super().__init__()
        self.address, self.spec, self.engine, self.seconds = address, spec, engine, seconds
        self.store, self.ruleset = store, ruleset

    def run(self, tasks: Sequence[ReviewTask], progress: Callable[[RunProgress], None] | None = None) -> RunReport:
        """Review the tasks' games not yet in the store on the cluster (blocks: call it from a thread).
        As ReviewRunner's: a damaged stored review is reviewed again, a game that fails is counted and
        the run goes on (the worker's pool gives the next game a fresh engine), a store that cannot be
        used ends the run with the report's `failure`."""
        results: list[StoredReview | None] = [None] * len(tasks)
        damaged: list[ReviewDamage] = []
        try:
            for i, task in enumerate(tasks):
                results[i], damage = look_up(self.store, task, self.engine, self.seconds)
                if damage is not None:
                    damaged.append(damage)
        except StoreFailure as exc:
            return RunReport(tuple(results), sum(r is not None for r in results), 0, 0, False, (), tuple(damaged),
                             0, exc.error)
        todo = [i for i, found in enumerate(results) if found is None]
        reused = len(tasks) - len(todo)
        done, failed = reused, 0
        errors: list[Exception] = []

        def report() -> None:
            if progress is not None:
                progress(RunProgress(done, len(tasks), reused, failed))

        report()
        client = self.address if isinstance(self.address, Client) else Client(self.address, timeout=30)
        try:
            client.register_plugin(EnginePoolPlugin(), name=PLUGIN_NAME)     # engines kept on each worker
            slots = max(1, sum(client.nthreads().values()))
            waiting = iter(todo)
            under_way = as_completed()
            index: dict[Future[StoredReview], int] = {}

            def hand_out(count: int) -> None:
                for _ in range(count):
                    i = next(waiting, None)
                    if i is None:
                        return
                    tree = tasks[i].tree
                    future = client.submit(review_on_worker, tree.start_fen,
                                           tuple(m.iccs for m in tree.mainline_moves()),
                                           tuple(tree.headers.items()), self.spec, self.engine, self.seconds,
                                           self.ruleset, pure=False)
                    index[future] = i
                    under_way.add(future)

            hand_out(slots)
            for future in under_way:
                i = index.pop(future)
                try:
                    stored = future.result()
                except Exception as exc:  # noqa: BLE001 (an engine error, a lost worker: this game failed)
                    errors.append(exc)
                    failed += 1
                else:
                    try:
                        keep(self.store, stored)
                    except StoreFailure as failure:
                        self._halt(failure.error)
                        client.cancel(list(index))
                        break
                    results[i] = stored
                done += 1
                report()
                if self.wait_while_paused():        # paused: no new game is handed out
                    client.cancel(list(index))
                    break
                hand_out(1)
        finally:
            if not isinstance(self.address, Client):
                client.close()
        reviewed = done - reused - failed
        return RunReport(tuple(results), reused, reviewed, failed, self.cancelled, tuple(errors), tuple(damaged),
                         0, self._failure)
