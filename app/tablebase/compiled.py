"""The kernel compiled with numba: the same source loaded again as ``app.tablebase.jitted.kernel``.

``kernel()`` registers a package ``app.tablebase.jitted`` whose path is this folder, with its own ``jit``
(numba's ``njit``, cached on disk) and ``ktables`` (the tables as int64 numpy arrays), then imports the
kernel from it: its relative imports find these, so the same source is compiled (as app.ai.core.compiled
does for the engine). The cache lives in a folder of its own per version of the sources and tables.
Generation and verification need it; probing uses it when it is there (app.tablebase.probe).
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib
import os
import shutil
import sys
import threading
import types
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from . import jit as pure_jit, ktables as pure_tables

PACKAGE = "app.tablebase.jitted"
HERE = Path(__file__).resolve().parent
_LOCK = threading.Lock()
COMPILE_LOCK = ".compile.lock"
SUMS = ".sums"           # the checksums of the cache's files (see drop_altered)
LOCK_WAIT = 600.0       # seconds: the longest another process's compile is waited for


def source_digest() -> str:
    """A digest of what the compiled kernel is made of: numba's and Python's versions, the kernel's
    source and the values of its tables."""
    import numba
    h = hashlib.sha256(numba.__version__.encode())
    h.update(sys.version.encode())
    for name in ("kernel.py", "ktables.py"):
        h.update((HERE / name).read_bytes())
    for name in pure_tables.ARRAYS:
        h.update(f"{name}={getattr(pure_tables, name)!r}".encode())
    return h.hexdigest()[:16]


def cache_dir() -> str | None:
    """The cache folder if it can be written (made if need be), else None (compile without a cache)."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    path = os.path.join(base, "xiangqi-studio", "numba-tablebase", source_digest())
    try:
        os.makedirs(path, exist_ok=True)
        probe = os.path.join(path, f".probe-{os.getpid()}")
        with open(probe, "w", encoding="utf-8") as fh:
            fh.write("ok")
        os.remove(probe)
    except OSError:
        return None
    return path


def _array_tables() -> types.ModuleType:
    return array_tables(PACKAGE + ".ktables")


def array_tables(name: str) -> types.ModuleType:
    """A module `name` holding the kernel's tables as int64 numpy arrays (the compiled kernel's
    ``ktables``; the engine's compiled core loads the kernel's index with one too: app.ai.core.compiled)."""
    import numpy as np
    mod = types.ModuleType(name)
    for name in dir(pure_tables):
        value = getattr(pure_tables, name)
        if name in pure_tables.ARRAYS:
            value = np.array(value, dtype=np.int64)
        setattr(mod, name, value)
    return mod


def kernel() -> Any:
    """The compiled kernel module (compiled, or loaded from the cache, on first use; ImportError
    without numba)."""
    with _LOCK:
        name = PACKAGE + ".kernel"
        if name in sys.modules:
            return sys.modules[name]
        folder = cache_dir()
        try:
            return _load(name, folder)
        except OSError:
            if folder is None:
                raise
        # the cache folder could be made but not filled (a full disk, a quota): compile without it
        for stale in (name, PACKAGE, PACKAGE + ".jit", PACKAGE + ".ktables"):
            sys.modules.pop(stale, None)
        return _load(name, None)


def _load(name: str, folder: str | None) -> Any:
    """Register the package and import (compile or load) the kernel, cached in `folder` if any."""
    import numba
    if folder is not None:
        numba.config.CACHE_DIR = folder  # type: ignore[attr-defined]
    pkg = types.ModuleType(PACKAGE)
    pkg.__path__ = [str(HERE)]
    jit_mod = types.ModuleType(PACKAGE + ".jit")
    jit_mod.jit = numba.njit(cache=folder is not None, nogil=True,  # type: ignore[attr-defined]
                             error_model="numpy", boundscheck=False)
    jit_mod.IntArray = pure_jit.IntArray  # type: ignore[attr-defined]
    sys.modules[PACKAGE] = pkg
    sys.modules[PACKAGE + ".jit"] = jit_mod
    sys.modules[PACKAGE + ".ktables"] = _array_tables()
    with _compile_lock(folder):
        verified: set[str] = set()
        if folder is not None:
            verified = drop_altered(folder)
        mod = importlib.import_module(name)
        _warm(mod)
        if folder is not None and set(_cache_files(folder)) != verified:
            record_sums(folder)             # something was compiled: its files' checksums are new
    if folder is not None:
        forget_other_versions(folder)
    return mod


@contextlib.contextmanager
def _compile_lock(folder: str | None) -> Iterator[None]:
    """Hold the cache folder's compile lock while the kernel is compiled or loaded: processes starting
    at once (a generation's workers, two programs) wait for the first one's compile, then load what it
    wrote, instead of each compiling it (16 s of CPU each). Without a folder, or where the lock file
    cannot be made, nothing is held (each compiles, as before)."""
    if folder is None:
        yield
        return
    from app.formats.safety import FileLock     # here: importing app.formats costs 0.2 s
    lock = FileLock(os.path.join(folder, COMPILE_LOCK))
    try:
        lock.acquire(timeout=LOCK_WAIT)         # a holder that hangs is not waited for beyond this
    except OSError:
        pass
    try:
        yield
    finally:
        lock.release()


def _cache_files(folder: str) -> list[str]:
    """numba's files in the cache folder (paths relative to it): indexes and data."""
    found = []
    for root, _dirs, files in os.walk(folder):
        found += [os.path.relpath(os.path.join(root, f), folder) for f in files if f.endswith((".nbi", ".nbc"))]
    return sorted(found)


def _crc(path: str) -> int | None:
    crc = 0
    try:
        with open(path, "rb") as fh:
            while chunk := fh.read(1 << 20):
                crc = zlib.crc32(chunk, crc)
    except OSError:
        return None
    return crc


def record_sums(folder: str) -> None:
    """Keep the checksum of each of the cache's files as the kernel was loaded or compiled (nothing if
    it cannot be written: the files are then not checked)."""
    lines = []
    for name in _cache_files(folder):
        crc = _crc(os.path.join(folder, name))
        if crc is not None:
            lines.append(f"{crc:08x} {name}\n")
    tmp = os.path.join(folder, f"{SUMS}.{os.getpid()}")
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write("".join(lines))
        os.replace(tmp, os.path.join(folder, SUMS))
    except OSError:
        with contextlib.suppress(OSError):
            os.remove(tmp)


def drop_altered(folder: str) -> set[str]:
    """Remove the cache's files whose bytes changed since their checksums were kept (a disk's error, a
    damaged copy): numba loads such a file if it still unpickles, and its broken machine code crashed
    the process (an illegal instruction); removed, it is compiled again. Returns the names of the files
    found as their checksums say (the others, and files without one, get theirs when next recorded)."""
    try:
        with open(os.path.join(folder, SUMS), encoding="utf-8", errors="replace") as fh:
            lines = fh.read(1 << 20).splitlines()
    except OSError:
        return set()
    verified = set()
    for line in lines:
        crc, _, name = line.partition(" ")
        path = os.path.join(folder, name)
        if not name or os.path.isabs(name) or ".." in Path(name).parts or not os.path.isfile(path):
            continue
        try:
            expected = int(crc, 16)
        except ValueError:
            continue
        if _crc(path) == expected:
            verified.add(name)
        else:
            with contextlib.suppress(OSError):
                os.remove(path)
    return verified


def forget_other_versions(folder: str, keep: int = 2) -> None:
    """Remove the caches of other versions of the kernel but the `keep` most recently used."""
    here = Path(folder)
    others = [p for p in here.parent.iterdir() if p != here and p.is_dir() and len(p.name) == 16]
    others.sort(key=lambda p: p.stat().st_mtime, reverse=True)
    for other in others[keep:]:
        shutil.rmtree(other, ignore_errors=True)


def _warm(mod: Any) -> None:
    """Call each entry point once on the two kings' table (compiled now, or loaded from the cache), so
    that no generation's time counts the compiling."""
    import numpy as np

    from .layout import work_arrays
    from .layout import layout
    from .material import Material
    lay = layout(Material((0,) * 6, (0,) * 6))
    row, board, slots, mv_slot, mv_to, seen, stats = work_arrays(lay)
    values = np.zeros(lay.size, dtype=np.uint16)
    counts = np.zeros(lay.size, dtype=np.uint8)
    pend = np.zeros(lay.size, dtype=np.uint16)
    none = np.zeros(1, dtype=np.int64)
    slot_none = np.zeros(len(lay.pieces), dtype=np.int64)
    nothing = np.zeros(1, dtype=np.uint16)
    mod.init_range(0, lay.size, row, values, counts, pend, none, slot_none, nothing, slot_none, board, slots, mv_slot,
                   mv_to, seen, stats)
    mod.retro_range(0, lay.size, 1, row, values, counts, pend, board, slots, seen, stats)
    mod.verify_range(0, lay.size, row, values, none, slot_none, np.zeros(1, dtype=np.uint16), slot_none, board, slots,
                     mv_slot, mv_to, stats)
    mod.index_of(slots, 0, row, 0, -1)


def available() -> bool:
    """True if numba can be imported (the kernel may still take a while to compile)."""
    try:
        import numba  # noqa: F401
    except ImportError:
        return False
    return True
