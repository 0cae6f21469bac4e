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

Before anything is sent, the address is checked (``connect_scheduler``), all within the timeout: it
must read as an address of a protocol dask speaks; something must accept a connection there (a port
nobody listens on is said at once); and what answers must greet as a dask scheduler does (it speaks
first, a short frame), so that a web server, a silent port or another service is named as such instead
of being fed dask's messages. Then the scheduler must have a worker, and every worker must be able to
use the network files the built-in entrants name (EvalFile: the engines read them at the same path there
as here; SettingError NETWORK naming the worker otherwise, before any game).
"""

from __future__ import annotations

import asyncio
import importlib.util
import socket
import struct
import time
from typing import Any, Protocol

from distributed import Client, get_worker, wait
from distributed.comm import connect as dask_connect
from distributed.comm import registry
from distributed.comm.addressing import parse_address, parse_host_port
from distributed.diagnostics.plugin import WorkerPlugin
from distributed.protocol.utils import unpack_frames
from distributed.security import Security

from .config import EngineSpec, TournamentSettings, check_networks
from .errors import ClusterReason, EngineFailure, SettingError, TournamentError, TournamentProblem
from .play import EnginePool, GameControl, GameJob, play_game
from .played import PartialGame, PlayedGame

PLUGIN_NAME = "xiangqi-studio-engines"
POLL = 0.5      # seconds between looks at pause and stop while games run
DEFAULT_PORT = 8786          # a dask scheduler's port when the address gives none
SCHEDULER_TIMEOUT = 30.0     # seconds to reach the scheduler and find a worker
MAX_GREETING = 1 << 20       # a dask greeting is a few dozen bytes; more is something else
GREETING_WAIT = 10.0         # seconds a dask scheduler may take to greet (it does at once)
HTTP_PROBE = b"HEAD / HTTP/1.0\r\n\r\n"     # asked of a silent service, to tell a web server
HTTP_WAIT = 2.0              # seconds for its answer
CHECK_TIMEOUT = 300.0        # seconds for the workers to start each engine once


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


def check_on_worker(specs: tuple[EngineSpec, ...]) -> list[EngineFailure]:
    """Start each engine once on a worker; the engines that failed, with their errors (values that
    travel back whole)."""
    pool = worker_pool() or EnginePool()
    failures = []
    for spec in dict.fromkeys(specs):
        try:
            pool.release(spec, pool.acquire(spec), True)
        except (ValueError, RuntimeError) as err:
            failures.append(EngineFailure.of(spec.label, err))
    return failures


def networks_on_worker(specs: tuple[EngineSpec, ...]) -> SettingError | None:
    """On a worker: the SettingError NETWORK of the first built-in entrant whose network file this
    worker cannot use (config.check_networks: its engines read the file at the same path), or None."""
    try:
        check_networks(specs)
    except SettingError as err:
        return err
    return None


def check_networks_on_workers(client: Client, specs: tuple[EngineSpec, ...]) -> None:
    """SettingError NETWORK (``worker``: its address) if a worker cannot use a built-in entrant's network
    file: each worker's engines read it at the path given, which another machine may not have. Every
    worker is asked (a file is read quickly); nothing is asked without a network."""
    if not any(spec.network_file() is not None for spec in specs):
        return
    for address, err in sorted(client.run(networks_on_worker, specs).items()):
        if isinstance(err, SettingError):
            raise SettingError(err.setting, err.problem, key=err.key, value=err.value, within=err.within,
                               reason=err.reason, detail=err.detail, worker=str(address))


class ClusterGames(Protocol):
    """What run_on_cluster needs of the tournament whose games it plays (app.tournament.runner's
    Tournament is one): its settings, how many games it may have under way, its control (stop, pause),
    and the games to hand out, to put back and to record."""

    settings: TournamentSettings
    concurrency: int
    concurrency_given: bool
    control: GameControl

    @property
    def has_pending(self) -> bool:
        """True while games may still be handed out."""

    @property
    def paused(self) -> bool:
        """True while no new game may start."""

    def take(self) -> GameJob | None:
        """The next game to play (None: none is to start)."""

    def put_back(self, job: GameJob, partial: PartialGame | None = None) -> None:
        """A game that was not finished goes back to the pending ones."""

    def finished(self, game: PlayedGame) -> None:
        """Record a finished game."""


def read_address(address: str) -> tuple[str, str]:
    """The protocol and the whole address (a port added if none is given); TournamentError ADDRESS if
    it cannot be one of a dask scheduler."""
    text = address.strip()
    try:
        scheme, location = parse_address(text, strict=False)
        registry.get_backend(scheme)
    except ValueError as err:
        raise _refused(TournamentProblem.ADDRESS, address, ClusterReason.NOT_AN_ADDRESS, detail=str(err)) from None
    if scheme == "inproc":
        raise _refused(TournamentProblem.ADDRESS, address, ClusterReason.IN_PROCESS)
    if scheme == "ucx":
        if importlib.util.find_spec("ucp") is None:      # dask's ucx backend fails on its first connection then
            raise _refused(TournamentProblem.ADDRESS, address, ClusterReason.NOT_AN_ADDRESS,
                           detail="ucx:// needs the ucx-py package, which is not installed")
        return scheme, text
    try:
        host, port = parse_host_port(location, DEFAULT_PORT)
    except (ValueError, TypeError) as err:
        raise _refused(TournamentProblem.ADDRESS, address, ClusterReason.NOT_AN_ADDRESS, detail=str(err)) from None
    if not host:
        raise _refused(TournamentProblem.ADDRESS, address, ClusterReason.NO_HOST, scheme=scheme)
    if not 0 < int(port) < 65536:
        raise _refused(TournamentProblem.ADDRESS, address, ClusterReason.BAD_PORT, port=int(port))
    shown_host = f"[{host}]" if ":" in host else host
    return scheme, f"{scheme}://{shown_host}:{port}"


def connect_scheduler(address: str, timeout: float = SCHEDULER_TIMEOUT) -> Client:
    """A client of the dask scheduler at `address`, checked as the module doc says, with a worker;
    TournamentError (ADDRESS, UNREACHABLE, NOT_SCHEDULER, NO_WORKERS) within about `timeout` seconds."""
    deadline = time.monotonic() + timeout
    scheme, full = read_address(address)
    if scheme in ("tcp", "tls", "ws", "wss"):
        host, port = parse_host_port(parse_address(full)[1])
        sock = _reach(host, int(port), deadline, full, timeout)
        try:
            if scheme == "tcp":
                _greeting(sock, deadline, full, timeout)
        finally:
            sock.close()
    if scheme != "tcp":
        _handshake(full, deadline, timeout)
    try:
        client = Client(full, timeout=max(_left(deadline), 1.0))
    except Exception as err:  # noqa: BLE001 (whatever dask meets there is said, not raised as a traceback)
        raise _refused(TournamentProblem.UNREACHABLE, full, ClusterReason.OTHER,
                       detail=f"{type(err).__name__}: {err}") from None
    try:
        client.wait_for_workers(1, timeout=max(_left(deadline), 1.0))
    except Exception:  # noqa: BLE001 (a TimeoutError, or the scheduler going away meanwhile)
        client.close()
        raise TournamentError(TournamentProblem.NO_WORKERS, address=full, seconds=timeout) from None
    return client


def _refused(problem: TournamentProblem, address: str, reason: ClusterReason, **args: Any) -> TournamentError:
    """The TournamentError of a scheduler address that cannot be used, and why."""
    return TournamentError(problem, address=address, reason=reason, **args)


def _left(deadline: float) -> float:
    return max(0.0, deadline - time.monotonic())


def _reach(host: str, port: int, deadline: float, full: str, timeout: float) -> socket.socket:
    """A connection to the address (TournamentError UNREACHABLE: no such host, refused, no answer)."""
    try:
        return socket.create_connection((host, port), timeout=max(_left(deadline), 0.1))
    except socket.gaierror as err:
        raise _refused(TournamentProblem.UNREACHABLE, full, ClusterReason.NO_SUCH_HOST,
                       detail=str(err.strerror)) from None
    except ConnectionRefusedError:
        raise _refused(TournamentProblem.UNREACHABLE, full, ClusterReason.REFUSED) from None
    except TimeoutError:
        raise _refused(TournamentProblem.UNREACHABLE, full, ClusterReason.NO_ANSWER, seconds=timeout) from None
    except OSError as err:
        raise _refused(TournamentProblem.UNREACHABLE, full, ClusterReason.OTHER,
                       detail=str(err.strerror or err)) from None


def _receive(sock: socket.socket, count: int, deadline: float) -> bytes:
    """`count` bytes, or fewer if the other side closed; TimeoutError when the deadline passes."""
    data = b""
    while len(data) < count:
        left = _left(deadline)
        if left <= 0:
            raise TimeoutError
        sock.settimeout(left)
        chunk = sock.recv(min(count - len(data), 65536))
        if not chunk:
            break
        data += chunk
    return data


def _greeting(sock: socket.socket, deadline: float, full: str, timeout: float) -> None:
    """A dask scheduler greets first: a frame of a sane length holding its handshake. Answer it with
    the same (a handshake of our own), so that the scheduler sees a client come and go."""
    greeting_deadline = min(deadline - min(HTTP_WAIT, timeout / 4), time.monotonic() + GREETING_WAIT)  # (time to ask)
    try:
        head = _receive(sock, 8, greeting_deadline)
        if len(head) < 8:
            raise _refused(TournamentProblem.NOT_SCHEDULER, full, ClusterReason.CLOSED)
        (length,) = struct.unpack("<Q", head)
        if not 0 < length <= MAX_GREETING:
            raise _refused(TournamentProblem.NOT_SCHEDULER, full, ClusterReason.STRANGE_ANSWER, answer=_shown(head))
        body = _receive(sock, length, deadline)
        if len(body) < length:
            raise _refused(TournamentProblem.NOT_SCHEDULER, full, ClusterReason.CLOSED_IN_GREETING)
        try:
            unpack_frames(body)
        except Exception:  # noqa: BLE001 (any failure to read it means it is no dask greeting)
            raise _refused(TournamentProblem.NOT_SCHEDULER, full, ClusterReason.STRANGE_ANSWER,
                           answer=_shown(head + body)) from None
        sock.sendall(head + body)
    except TimeoutError:
        waited = round(min(timeout - min(HTTP_WAIT, timeout / 4), GREETING_WAIT), 1)
        web = _web_answer(sock, deadline)
        if web:
            raise _refused(TournamentProblem.NOT_SCHEDULER, full, ClusterReason.WEB_SERVER, answer=web) from None
        raise _refused(TournamentProblem.NOT_SCHEDULER, full, ClusterReason.SILENT, seconds=waited) from None
    except OSError as err:
        raise _refused(TournamentProblem.NOT_SCHEDULER, full, ClusterReason.OTHER,
                       detail=str(err.strerror or err)) from None


def _web_answer(sock: socket.socket, deadline: float) -> str:
    """The status line a web server answers a HEAD request with ('' if it does not)."""
    try:
        sock.sendall(HTTP_PROBE)
        answer = _receive(sock, 64, min(deadline, time.monotonic() + HTTP_WAIT))
    except (OSError, TimeoutError):
        return ""
    if not answer.startswith(b"HTTP/"):
        return ""
    return _shown(answer.split(b"\r\n")[0])


def _shown(data: bytes) -> str:
    text = data[:24].decode("ascii", "replace")
    return repr("".join(c if c.isprintable() else "." for c in text) + ("…" if len(data) > 24 else ""))


def _handshake(full: str, deadline: float, timeout: float) -> None:
    """dask's own connection and greeting (tls, ws, ucx), bounded by the deadline."""
    security = Security()

    async def shake() -> None:
        comm = await dask_connect(full, timeout=max(_left(deadline), 0.1), **security.get_connection_args("client"))
        await comm.close()

    try:
        asyncio.run(asyncio.wait_for(shake(), max(_left(deadline), 0.1)))
    except TypeError as err:
        if "ssl_context" in str(err):       # (dask's own words: how it says a tls:// address has no certificates)
            raise _refused(TournamentProblem.ADDRESS, full, ClusterReason.NEEDS_CERTIFICATES) from None
        raise _refused(TournamentProblem.NOT_SCHEDULER, full, ClusterReason.OTHER, detail=str(err)) from None
    except TimeoutError:
        raise _refused(TournamentProblem.NOT_SCHEDULER, full, ClusterReason.NO_GREETING, seconds=timeout) from None
    except Exception as err:  # noqa: BLE001 (dask's reading of a stranger's bytes may fail in any way)
        raise _refused(TournamentProblem.NOT_SCHEDULER, full, ClusterReason.OTHER,
                       detail=f"{type(err).__name__}: {err}") from None


def run_on_cluster(tournament: ClusterGames, address: str, timeout: float = SCHEDULER_TIMEOUT) -> None:
    """Play the tournament's pending games on the cluster at `address` (TournamentError)."""
    client = connect_scheduler(address, timeout)
    with client:
        client.register_plugin(EnginePoolPlugin(), name=PLUGIN_NAME)
        check_networks_on_workers(client, tournament.settings.engines)
        try:
            failures = client.submit(check_on_worker, tournament.settings.engines, pure=False).result(
                timeout=CHECK_TIMEOUT)
        except TimeoutError:
            raise TournamentError(TournamentProblem.WORKERS_SLOW, seconds=CHECK_TIMEOUT) from None
        if failures:
            raise TournamentError(TournamentProblem.ENGINES, failures=tuple(failures))
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
                    raise TournamentError(TournamentProblem.GAME_FAILED, f"{type(err).__name__}: {err}",
                                          game=job.slot.number) from err
                tournament.finished(game)


__all__ = ["run_on_cluster", "ClusterGames",
           "play_on_worker", "check_on_worker", "networks_on_worker", "check_networks_on_workers", "worker_pool",
           "EnginePoolPlugin", "PLUGIN_NAME",
           "connect_scheduler", "read_address", "SCHEDULER_TIMEOUT"]
