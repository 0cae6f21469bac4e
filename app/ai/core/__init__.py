"""The search core: one source, run by CPython (the reference and the fallback) or compiled by numba.

The core's modules (board, evaluation, support, search) are plain functions over flat int arrays. The
pure backend runs them on lists, as CPython runs them best: the same source specialized by
app.ai.core.specialize (its constants in place, the end-of-row tests of numpy's padded tables
dropped). The compiled backend (app.ai.core.compiled) imports the same files again with numba's
``njit`` as their ``jit`` and the tables as numpy arrays, and runs them on numpy arrays: at a fixed
depth both return the same move, score and node count.

``backend()`` is the one to search with: the compiled one once it is ready, else the pure one. The
first call starts compiling in a background thread (numba caches the result in the user's cache
folder, so a later start only loads it); until it is done the pure backend answers. The pure backend
is used throughout when numba is not installed, cannot compile here, or the environment variable
``XIANGQI_STUDIO_ENGINE=python`` is set.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from .layout import PARAM_DEFAULTS, PARAM_NAMES, P_NULL

__all__ = ["Backend", "backend", "pure", "compiled_backend", "compile_status", "start_compile", "params"]

ENV = "XIANGQI_STUDIO_ENGINE"


@dataclass(frozen=True)
class Backend:
    """One way to run the core: its modules and the array type it runs on."""

    name: str                 # "python" or "numba"
    board: ModuleType
    support: ModuleType
    search: ModuleType

    def array(self, n: int) -> Any:
        """A zeroed int array of n elements of this backend's kind."""
        if self.name == "python":
            return [0] * n
        import numpy as np
        return np.zeros(n, dtype=np.int64)


class _Pure:
    """The pure backend, specialized once per process on first use (some 0.1 s)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.backend: Backend | None = None

    def get(self) -> Backend:
        with self.lock:
            if self.backend is None:
                from .specialize import load
                mods = load()
                self.backend = Backend("python", mods["board"], mods["support"], mods["search"])
            return self.backend


_PURE = _Pure()


def pure() -> Backend:
    """The core run by CPython."""
    return _PURE.get()


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
    """The compiled backend, built once per process in a background thread by `build`."""

    def __init__(self, build: Callable[[], Backend] | None = None) -> None:
        self.build = build
        self.lock = threading.Lock()
        self.done = threading.Event()
        self.thread: threading.Thread | None = None
        self.backend: Backend | None = None
        self.error: str | None = None
        self.seconds = 0.0

    def start(self) -> None:
        with self.lock:
            if self.thread is not None or self.done.is_set():
                return
            self.thread = threading.Thread(target=self._run, name="core-compile", daemon=True)
            self.thread.start()

    def _run(self) -> None:
        start = time.perf_counter()
        try:
            if self.build is None:
                from .compiled import build
                self.backend = build()
            else:
                self.backend = self.build()
        except Exception as exc:  # noqa: BLE001  (any failure leaves the pure backend in charge)
            self.error = f"{type(exc).__name__}: {exc}"
        self.seconds = time.perf_counter() - start
        self.done.set()


_COMPILER = _Compiler()


def disabled() -> bool:
    """True when the environment asks for the pure backend."""
    return os.environ.get(ENV, "").strip().lower() in ("python", "pure")


def start_compile() -> None:
    """Start building the compiled backend in the background (once; nothing if disabled)."""
    if not disabled():
        _COMPILER.start()


def backend() -> Backend:
    """The compiled backend if it is ready, else the pure one (starting the compile if need be)."""
    if _COMPILER.backend is not None and not disabled():
        return _COMPILER.backend
    start_compile()
    return _PURE.get()


def compiled_backend(timeout: float | None = None) -> Backend | None:
    """The compiled backend, waiting up to `timeout` seconds for it to be built (None: not available).
    An explicit request: it is built even when the environment asks ``backend()`` for the pure one."""
    _COMPILER.start()
    _COMPILER.done.wait(timeout)
    return _COMPILER.backend


def compile_status() -> tuple[str, float, str | None]:
    """("ready" | "compiling" | "failed" | "off", seconds the build took, the error if it failed)."""
    if not _COMPILER.done.is_set():
        return ("compiling" if _COMPILER.thread is not None else "off"), 0.0, None
    if _COMPILER.backend is None:
        return "failed", _COMPILER.seconds, _COMPILER.error
    return "ready", _COMPILER.seconds, None
