"""The search core: one source, run by CPython (the reference and the fallback) or compiled by numba.

The core's modules (board, evaluation, support, search) are plain functions over flat int arrays. The
pure backend runs them as they are, on lists. The compiled backend (app.ai.core.compiled) imports
the same files again with numba's ``njit`` as their ``jit`` and the tables as numpy arrays, and
runs them on numpy arrays: at a fixed depth both return the same move, score and node count.

``backend()`` is the one to search with: the compiled one once it is ready, else the pure one. The
first call (or ``start_compile()``) gets the compiled one ready in the background:

- when the cache folder already holds the whole compiled core (app.ai.core.cache), it is loaded in a
  thread of this process (about a second); ``wait_loading()`` lets the first search wait for it;
- otherwise a process of its own compiles it into the cache folder (app.ai.core.worker, at a lower
  priority, so the pure core searching here meanwhile keeps its speed), and it is then loaded here;
- a damaged cache entry is removed and compiled again; a cache folder that cannot be written is
  replaced by one in the temporary folder, and with none at all the core is compiled in this process
  without a cache (each start again), which ``status()`` says.

A learned network (app.ai.nnue) is evaluated only by a core compiled with its code: the default
compiled core leaves it out (its compile costs nothing more), and ``network_backend()`` is the one
to search with a network: the compiled core with the network's code once it is ready (compiled, or
loaded from its cache, in a thread of this process the first time a network is asked for), else the
pure one, which always has it.

The pure backend is used throughout when numba is not installed, cannot compile here, or the
environment variable ``XIANGQI_STUDIO_ENGINE`` is ``python`` (or ``pure``); ``auto`` (or ``numba``,
or unset) is the default, and any other value is refused (ValueError naming the allowed ones).
``status()`` tells which core searches and why (a CoreStatus: its state, the reason the pure one
does, notes about the cache); ``probe()`` tells the same of a start to come, without compiling.
"""

from __future__ import annotations

import functools
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from types import ModuleType
from typing import Any

from .layout import PARAM_DEFAULTS, PARAM_NAMES, P_NULL

__all__ = ["Backend", "backend", "pure", "compiled_backend", "compile_status", "start_compile", "params", "mode",
           "network_backend", "compiled_network_backend", "start_network_compile", "wait_network_loading",
           "network_loading",
           "status", "probe", "wait_loading", "loading", "CoreState", "PureReason", "CacheNote", "CoreStatus", "ENV",
           "ALLOWED_MODES"]

ENV = "XIANGQI_STUDIO_ENGINE"
# the values the environment variable takes (and what each means: "auto" or "python")
MODES = {"": "auto", "auto": "auto", "numba": "auto", "python": "python", "pure": "python"}
ALLOWED_MODES = ("auto", "numba", "python", "pure")
LOAD_WAIT = 30.0         # seconds the first search waits at most for a cached core to load (about one)
READY_WAIT = 8.0         # ... and the engine's readyok (below the 10 s a client allows for it)


class CoreState(StrEnum):
    """Which core searches (the words the engine's ``info string core ...`` lines use)."""

    COMPILED = "compiled"       # the compiled core searches
    LOADING = "loading"         # the compiled core is being loaded from the cache (about a second)
    COMPILING = "compiling"     # it is being compiled; the pure core searches meanwhile
    UNCOMPILED = "uncompiled"   # (probe) not compiled yet: the next start compiles it
    PURE = "pure"               # the pure core searches, and will: `reason` says why


class PureReason(StrEnum):
    """Why the pure core searches for good."""

    CHOSEN = "chosen"           # XIANGQI_STUDIO_ENGINE asks for it
    NO_NUMBA = "no-numba"       # numba is not installed
    FAILED = "failed"           # compiling or loading failed (the error in `detail`)
    BAD_SETTING = "bad-setting"  # (probe) XIANGQI_STUDIO_ENGINE has a value it does not take


class CacheNote(StrEnum):
    """Something about the cache the user should know."""

    FALLBACK = "cache-fallback"     # the user's cache folder cannot be written: another one is used
    NO_CACHE = "no-cache"           # no cache folder can be written: compiled in this process each start
    REPAIRED = "cache-repaired"     # damaged entries were removed (compiled again)


@dataclass(frozen=True)
class CoreStatus:
    """The state of the search core: `state`; for PURE its `reason`; `detail` (an error, a value);
    `notes` about the cache, each with its argument (a folder, a count); `cache`, the folder used."""

    state: CoreState
    reason: PureReason | None = None
    detail: str = ""
    notes: tuple[tuple[CacheNote, str], ...] = ()
    cache: str | None = None
    seconds: float = 0.0

    def lines(self) -> list[str]:
        """The status as the engine says it after ``info string``, one line each: the state first
        (``core <state>[ <reason>]: <words>``, a failure's error last), then the notes
        (``core <note>: <words>``, the folder last, or the count first)."""
        words = {CoreState.COMPILED: "searching with the compiled core",
                 CoreState.LOADING: "loading the compiled core from the cache; the pure core searches until then",
                 CoreState.COMPILING: "compiling the fast core in the background; the pure core searches until then",
                 CoreState.UNCOMPILED: "not compiled yet",
                 CoreState.PURE: "searching with the pure Python core"}[self.state]
        if self.reason is None:
            head = f"core {self.state}: {words}"
        else:
            why = {PureReason.CHOSEN: f"as {ENV}={self.detail} asks",
                   PureReason.NO_NUMBA: "numba is not installed",
                   PureReason.FAILED: f"compiling failed: {self.detail}",
                   PureReason.BAD_SETTING: f"{ENV}={self.detail!r} is not one of {', '.join(ALLOWED_MODES)}"}
            head = f"core {self.state} {self.reason}: {words}, {why[self.reason]}"
        out = [" ".join(head.split())]
        for note, arg in self.notes:
            text = {CacheNote.FALLBACK: f"the user's cache folder cannot be written; caching in {arg}",
                    CacheNote.NO_CACHE: f"no cache folder can be written, compiling without one; tried {arg}",
                    CacheNote.REPAIRED: f"{arg} damaged cache entries removed; compiling them again"}[note]
            out.append(" ".join(f"core {note}: {text}".split()))
        return out


def mode() -> str:
    """What XIANGQI_STUDIO_ENGINE asks for: "auto" (the compiled core when it can) or "python";
    ValueError naming the allowed values for any other."""
    raw = os.environ.get(ENV, "")
    value = raw.strip().lower()
    if value not in MODES:
        raise ValueError(f"{ENV}={raw!r} is not a value it takes: use one of {', '.join(ALLOWED_MODES)} "
                         "(auto and numba: the compiled core when it can; python and pure: the pure core)")
    return MODES[value]


@dataclass(frozen=True)
class Backend:
    """One way to run the core: its modules and the array type it runs on."""

    name: str                 # "python" or "numba"
    board: ModuleType
    support: ModuleType
    search: ModuleType
    evaluation: ModuleType    # its positional(), traced by Searcher.trace()
    network: ModuleType       # the learned evaluation's accumulators (Searcher.set_network)

    @property
    def has_network(self) -> bool:
        """True if this core can evaluate with a learned network (the pure one, and the compiled one
        network_backend() gives; the default compiled core has the network's code left out)."""
        return bool(getattr(self.network, "HAS_NETWORK", False))

    def array(self, n: int) -> Any:
        """A zeroed int array of n elements of this backend's kind."""
        if self.name == "python":
            return [0] * n
        import numpy as np
        return np.zeros(n, dtype=np.int64)

    def array16(self, n: int) -> Any:
        """A zeroed array of n 16-bit ints (the network's weights and accumulators) of this backend's kind."""
        if self.name == "python":
            return [0] * n
        import numpy as np
        return np.zeros(n, dtype=np.int16)


@functools.cache
def pure() -> Backend:
    """The core run by CPython: its modules as they are (imported on first use)."""
    from . import board, evaluation, network, search, support
    return Backend("python", board, support, search, evaluation, network)


def params(**changes: int) -> list[int]:
    """The search's switches (layout.PARAM_NAMES), defaults with `changes` (ValueError if unknown)."""
    values = dict(zip(PARAM_NAMES, PARAM_DEFAULTS, strict=True))
    for name, value in changes.items():
        if name not in values:
            raise ValueError(f"unknown search parameter {name!r}")
        values[name] = int(value)
    return [values[name] for name in PARAM_NAMES]


PARAM_BASE = P_NULL


class _Compiler:
    """The compiled backend, got ready once per process in a background thread (see the module doc).
    `build`, if given, replaces all of it by one call in that thread (tests)."""

    def __init__(self, build: Callable[[], Backend] | None = None) -> None:
        self.build = build
        self.lock = threading.Lock()
        self.done = threading.Event()
        self.settled = threading.Event()      # known whether a cached core loads (and if so, loaded)
        self.thread: threading.Thread | None = None
        self.backend: Backend | None = None
        self.error: str | None = None
        self.no_numba = False
        self.state = CoreState.UNCOMPILED
        self.notes: list[tuple[CacheNote, str]] = []
        self.cache: str | None = None
        self.seconds = 0.0
        self.urgent = False                    # someone waits for it: compile at the usual priority

    def start(self, urgent: bool = False) -> None:
        with self.lock:
            self.urgent = self.urgent or urgent
            if self.thread is not None or self.done.is_set():
                return
            self.state = CoreState.LOADING if self.build is None else CoreState.COMPILING
            self.thread = threading.Thread(target=self._run, name="core-compile", daemon=True)
            self.thread.start()

    def _run(self) -> None:
        start = time.perf_counter()
        try:
            if self.build is not None:
                self.settled.set()
                self.backend = self.build()
            else:
                self.backend = self._prepare()
        except Exception as exc:  # noqa: BLE001  (any failure leaves the pure backend in charge)
            self.error = " ".join(f"{type(exc).__name__}: {exc}".split())[:500]
        self.seconds = time.perf_counter() - start
        self.state = CoreState.COMPILED if self.backend is not None else CoreState.PURE
        self.settled.set()
        self.done.set()

    def _prepare(self) -> Backend | None:
        """Load the cached core, or have it compiled in a worker process and load it then."""
        from . import cache
        if cache.numba_version() is None:
            self.no_numba = True
            return None
        place = cache.choose_cache()
        self.cache = place.path
        if place.fallback:
            self.notes.append((CacheNote.FALLBACK, str(place.path)))
        complete = False
        if place.path is not None:
            removed = cache.remove_special(place.path)     # a named pipe there would stop numba for ever
            complete = cache.is_complete(place.path)       # each file read once, against its checksum
            if not complete:
                removed += cache.remove_altered(place.path)    # a file whose bytes changed would crash us
            if removed:
                self.notes.append((CacheNote.REPAIRED, str(len(removed))))
        from .compiled import build
        if place.path is None:                 # nowhere to keep it: compile here (each start again)
            self.notes.append((CacheNote.NO_CACHE, place.wanted))
            self.state = CoreState.COMPILING
            self.settled.set()
            return build(None)
        if complete:
            try:
                return build(place.path)        # about a second; the first search waits for it
            except Exception:  # noqa: BLE001  (a damaged entry, most likely: repaired below)
                removed = cache.repair(place.path)
                if removed:
                    self.notes.append((CacheNote.REPAIRED, str(len(removed))))
                cache.forget_complete(place.path)
        self.state = CoreState.COMPILING
        self.settled.set()
        _compile_elsewhere(place.path, low=not self.urgent)
        self.state = CoreState.LOADING
        return build(place.path)


def _compile_elsewhere(cache_dir: str, low: bool = True, network: bool = False) -> None:
    """Compile the core into `cache_dir` in a worker process, at a lower priority if `low` (the
    engine's own search must keep its speed); with `network`, the core with the network's code (into
    its folder inside `cache_dir`). RuntimeError with its message if it fails."""
    from .cache import APP_ROOT
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(APP_ROOT), *[p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]])
    flags = getattr(subprocess, "BELOW_NORMAL_PRIORITY_CLASS", 0) if low else 0
    argv = [sys.executable, "-m", "app.ai.core.worker", cache_dir] + (["--low"] if low else []) + \
        (["--network"] if network else [])
    proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            env=env, creationflags=flags)
    _, err = proc.communicate()
    if proc.returncode != 0:
        lines = [line for line in err.decode("utf-8", "replace").splitlines() if line.strip()]
        raise RuntimeError(lines[-1] if lines else f"the compiling process ended with status {proc.returncode}")


_NET_KNOWN = threading.Event()      # known whether the network core's cache is whole (_NET_CACHED)
_NET_CACHED = [False]


def _build_network() -> Backend:
    """The compiled core with the learned network's code: loaded from its cache, compiled there first by
    a worker process as the default core is (at a lower priority unless someone waits for it: a
    compile in this process held the interpreter for a minute and a half, the engine's search and
    its answers to the GUI slowed meanwhile), or compiled here when there is no cache folder."""
    from . import cache
    try:
        if cache.numba_version() is None:
            raise RuntimeError("numba is not installed")
        from .compiled import build, network_cache
        place = cache.choose_cache()
        folder = network_cache(place.path)
        if place.path is None or folder is None:
            _NET_KNOWN.set()
            return build(None, network=True)
        cache.remove_special(folder)                   # as the default core's (see _Compiler._prepare)
        _NET_CACHED[0] = cache.is_complete(folder)
        if not _NET_CACHED[0]:
            cache.remove_altered(folder)               # a file whose bytes changed would crash us
        _NET_KNOWN.set()
        if not _NET_CACHED[0]:
            _compile_elsewhere(place.path, low=not _NET_COMPILER.urgent, network=True)
        return build(place.path, network=True)
    finally:
        _NET_KNOWN.set()


def network_loading() -> bool:
    """True while the core with the network's code is being loaded or compiled."""
    return _NET_COMPILER.thread is not None and not _NET_COMPILER.done.is_set()


def wait_network_loading(timeout: float = LOAD_WAIT, stop: threading.Event | None = None) -> float:
    """As wait_loading, for the core with the network's code: wait (up to `timeout` s, or until `stop`
    is set) while it is loaded from a whole cache (a second or two), not while it is compiled."""
    compiler = _NET_COMPILER
    if compiler.thread is None or compiler.done.is_set():
        return 0.0
    start = time.perf_counter()
    _NET_KNOWN.wait(timeout)
    while _NET_CACHED[0] and not compiler.done.is_set():
        left = start + timeout - time.perf_counter()
        if left <= 0 or (stop is not None and stop.is_set()):
            break
        compiler.done.wait(min(left, 0.01))
    return time.perf_counter() - start


_COMPILER = _Compiler()
_NET_COMPILER = _Compiler(_build_network)


def start_network_compile() -> None:
    """Start getting the compiled core with the network's code ready in the background (once;
    nothing if the environment asks for the pure core)."""
    if not disabled():
        _NET_COMPILER.start()


def network_backend() -> Backend:
    """The core to evaluate with a learned network: the compiled one with the network's code if it is
    ready, else the pure one (starting its compile if need be)."""
    if _NET_COMPILER.backend is not None and not disabled():
        return _NET_COMPILER.backend
    start_network_compile()
    return pure()


def compiled_network_backend(timeout: float | None = None) -> Backend | None:
    """The compiled core with the network's code, waiting up to `timeout` seconds for it (None: not
    available); built even when the environment asks for the pure core (as compiled_backend)."""
    _NET_COMPILER.start(urgent=True)
    _NET_COMPILER.done.wait(timeout)
    return _NET_COMPILER.backend


def disabled() -> bool:
    """True when the environment asks for the pure backend (ValueError for a value it does not take)."""
    return mode() == "python"


def start_compile() -> None:
    """Start getting the compiled backend ready in the background (once; nothing if disabled)."""
    if not disabled():
        _COMPILER.start()


def backend() -> Backend:
    """The compiled backend if it is ready, else the pure one (starting the compile if need be)."""
    if _COMPILER.backend is not None and not disabled():
        return _COMPILER.backend
    start_compile()
    return pure()


def compiled_backend(timeout: float | None = None) -> Backend | None:
    """The compiled backend, waiting up to `timeout` seconds for it to be built (None: not available).
    An explicit request: it is built even when the environment asks ``backend()`` for the pure one
    (and a compile it starts runs at the usual priority: someone is waiting for it)."""
    _COMPILER.start(urgent=True)
    _COMPILER.done.wait(timeout)
    return _COMPILER.backend


def loading() -> bool:
    """True while a cached compiled core is being loaded (wait_loading waits for it)."""
    return _COMPILER.thread is not None and not _COMPILER.settled.is_set()


def wait_loading(timeout: float = LOAD_WAIT, stop: threading.Event | None = None) -> float:
    """Wait (up to `timeout` s, or until `stop` is set) while a cached compiled core is being loaded
    (about a second), so that the first search runs on it; no wait while one is compiled (the pure
    core searches then). Returns the seconds waited."""
    compiler = _COMPILER
    if compiler.thread is None or compiler.settled.is_set():
        return 0.0
    start = time.perf_counter()
    deadline = start + timeout
    while not compiler.settled.is_set():
        left = deadline - time.perf_counter()
        if left <= 0 or (stop is not None and stop.is_set()):
            break
        compiler.settled.wait(min(left, 0.01 if stop is not None else left))
    return time.perf_counter() - start


def status(network: bool = False) -> CoreStatus:
    """Which core this process searches with, and why (see CoreStatus); with `network`, the core an
    engine with a learned network searches with (network_backend: the compiled one with the network's
    code, loaded or compiled on its own)."""
    compiler = _NET_COMPILER if network else _COMPILER
    notes = tuple(compiler.notes)
    try:
        chosen = disabled()
    except ValueError:
        return CoreStatus(CoreState.PURE, PureReason.BAD_SETTING, os.environ.get(ENV, ""))
    if chosen:
        return CoreStatus(CoreState.PURE, PureReason.CHOSEN, os.environ.get(ENV, "").strip())
    if compiler.backend is not None:
        return CoreStatus(CoreState.COMPILED, notes=notes, cache=compiler.cache, seconds=compiler.seconds)
    if compiler.done.is_set():
        if compiler.no_numba:
            return CoreStatus(CoreState.PURE, PureReason.NO_NUMBA, notes=notes)
        return CoreStatus(CoreState.PURE, PureReason.FAILED, compiler.error or "", notes, compiler.cache)
    if compiler.thread is None:
        return CoreStatus(CoreState.UNCOMPILED, notes=notes)
    if network:              # its thread loads a whole cache, or waits for a worker's compile
        known = _NET_KNOWN.is_set()
        state = CoreState.LOADING if known and _NET_CACHED[0] else CoreState.COMPILING
        return CoreStatus(state if known else CoreState.LOADING, notes=notes, cache=compiler.cache)
    return CoreStatus(compiler.state, notes=notes, cache=compiler.cache)


def probe() -> CoreStatus:
    """What a new engine process would search with (without compiling anything): PURE with its
    reason, COMPILED (the cache holds the compiled core: it loads in about a second), COMPILING
    (another process is compiling it now) or UNCOMPILED (the next start compiles it)."""
    from . import cache
    try:
        chosen = disabled()
    except ValueError:
        return CoreStatus(CoreState.PURE, PureReason.BAD_SETTING, os.environ.get(ENV, ""))
    if chosen:
        return CoreStatus(CoreState.PURE, PureReason.CHOSEN, os.environ.get(ENV, "").strip())
    if cache.numba_version() is None:
        return CoreStatus(CoreState.PURE, PureReason.NO_NUMBA)
    place = cache.choose_cache()
    if place.path is None:
        return CoreStatus(CoreState.UNCOMPILED, notes=((CacheNote.NO_CACHE, place.wanted),))
    notes = ((CacheNote.FALLBACK, place.path),) if place.fallback else ()
    if cache.is_complete(place.path):
        return CoreStatus(CoreState.COMPILED, notes=notes, cache=place.path)
    if cache.compiling_now(place.path):
        return CoreStatus(CoreState.COMPILING, notes=notes, cache=place.path)
    failure = cache.recorded_failure(place.path)
    if failure is not None:
        return CoreStatus(CoreState.PURE, PureReason.FAILED, failure.splitlines()[0], notes, place.path)
    return CoreStatus(CoreState.UNCOMPILED, notes=notes, cache=place.path)


def compile_status() -> tuple[str, float, str | None]:
    """("ready" | "compiling" | "failed" | "off", seconds the build took, the error if it failed)."""
    if not _COMPILER.done.is_set():
        return ("compiling" if _COMPILER.thread is not None else "off"), 0.0, None
    if _COMPILER.backend is None:
        error = _COMPILER.error or ("numba is not installed" if _COMPILER.no_numba else None)
        return "failed", _COMPILER.seconds, error
    return "ready", _COMPILER.seconds, None
