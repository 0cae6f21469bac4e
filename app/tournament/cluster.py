"""Games on a dask.distributed cluster (the optional extra: ``pip install '.[cluster]'``).

Each game is one task, ``play_on_worker(job)``, which calls the same play.play_game as a game on this
machine; each worker keeps its own engine processes between games (an EnginePool in a worker plugin),
so the engines must be installed at the same paths on every worker, and this program too. The
tournament here hands out as many games as the workers have threads, collects the results as they
come and writes the PGN and state file. Live moves are not sent back (a game's events are its start and
its end); ``pause()`` starts no new game; ``stop()`` cancels the games under way.

Starting a cluster by hand (one scheduler, any number of workers, one thread each: a thread plays a game)::

    dask scheduler                                   # prints its address, tcp://HOST:8786
    dask worker tcp://HOST:8786 --nthreads 1 --nworkers 4    # on each machine
    xiangqi-studio-tournament --scheduler tcp://HOST:8786 --engine ... --pgn games.pgn
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from distributed import Client, get_worker, wait
from distributed.diagnostics.plugin import WorkerPlugin

from .config import EngineSpec
from .play import EnginePool, GameJob, play_game
from .played import PlayedGame
from .runner import TournamentError

if TYPE_CHECKING:
    from .runner import Tournament

PLUGIN_NAME = "xiangqi-studio-engines"
POLL = 0.5      # seconds between looks at pause and stop while games run


class EnginePoolPlugin(WorkerPlugin):
    """A worker plugin holding the worker's engine processes (ended when the worker closes)."""

    name = PLUGIN_NAME
    idempotent = True

    def __init__(self) -> None:
        self.pool: EnginePool | None = None      # made on the worker (a pool cannot travel)

    def setup(self, worker: Any) -> None:
        """Called when the worker takes the plugin."""
        self.pool = EnginePool()

    def teardown(self, worker: Any) -> None:
        """End the worker's engines."""
        if self.pool is not None:
            self.pool.close()


def worker_pool() -> EnginePool | None:
    """On a worker: the engines it keeps between tasks (None when the plugin was not registered)."""
    plugin = get_worker().plugins.get(PLUGIN_NAME)
    return plugin.pool if isinstance(plugin, EnginePoolPlugin) else None


def play_on_worker(job: GameJob) -> PlayedGame:
    """Play one game on a worker, with the worker's engines."""
    return play_game(job, worker_pool())


def check_on_worker(specs: tuple[EngineSpec, ...]) -> list[str]:
    """Start each engine once on a worker; the problems found (engine name: error)."""
    pool = worker_pool() or EnginePool()
    problems = []
    for spec in dict.fromkeys(specs):
        try:
            pool.release(spec, pool.acquire(spec), True)
        except (ValueError, RuntimeError) as err:
            problems.append(f"{spec.label}: {err}")
    return problems


def run_on_cluster(tournament: Tournament, address: str) -> None:
    """Play the tournament's pending games on the cluster at `address` (TournamentError)."""
    try:
        client = Client(address, timeout=30)
    except (OSError, TimeoutError) as err:
        raise TournamentError(f"no dask scheduler at {address}: {err}") from None
    with client:
        client.register_plugin(EnginePoolPlugin(), name=PLUGIN_NAME)
        problems = client.submit(check_on_worker, tournament.settings.engines, pure=False).result()
        if problems:
            raise TournamentError("engines that do not start on the cluster: " + "; ".join(problems))
        capacity = max(1, sum(client.nthreads().values()))
        if tournament.concurrency_given:
            capacity = min(capacity, tournament.concurrency)
        running: dict[Any, GameJob] = {}
        while running or tournament.has_pending:
            if tournament.control.stopped:
                client.cancel(list(running))
                for job in running.values():
                    tournament.put_back(job)
                return
            while len(running) < capacity and not tournament.paused:
                taken = tournament.take()
                if taken is None:
                    break
                running[client.submit(play_on_worker, taken, pure=False)] = taken
            if not running:
                tournament.control.wait_running()
                continue
            try:
                done = wait(list(running), timeout=POLL, return_when="FIRST_COMPLETED").done
            except TimeoutError:
                continue
            for future in done:
                job = running.pop(future)
                try:
                    game = future.result()
                except Exception as err:
                    raise TournamentError(f"game {job.slot.number} failed on the cluster: {err}") from err
                tournament.finished(game)


__all__ = ["run_on_cluster", "play_on_worker", "check_on_worker", "worker_pool", "EnginePoolPlugin", "PLUGIN_NAME"]
