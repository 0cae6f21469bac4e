"""Where the compiled core is cached, and what state that cache is in (without importing numba).

numba keeps each compiled function of the core in a cache folder of its own: ours is
``<user cache>/xiangqi-studio/numba/<digest>`` (one per version of the core's sources, the evaluation
and the tables: :func:`source_digest`), and inside it numba's sub-folder for the core's source
folder (:func:`numba_folder`). Beside numba's files we keep three of our own there:

- ``.complete``: every entry point was compiled and saved (a start may load it: about a second); it
  lists numba's files then, and a folder that lost one of them (a cleaner of old files, a hand) is
  not whole any more: loading it would compile the missing entry in the engine's own process, while
  its first search waits;
- ``.compile.lock``: held (``flock``) by the process compiling into the folder, so that two engines
  starting together compile once;
- ``.failed``: why the last compile failed (removed by the next one that succeeds).

When the user's cache folder cannot be written (a read-only home, a full disk) a folder of ours in
the system's temporary folder is used instead (:func:`choose_cache`), checked to be our own and
private, since numba's files are pickles and a start loads them. A damaged entry (an index or data
file that does not unpickle) is found and removed by :func:`repair`, so the next compile makes it
again instead of every start failing on it.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.metadata
import importlib.util
import os
import pickle
import shutil
import stat
import sys
import tempfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from . import tables as pure_tables

HERE = Path(__file__).resolve().parent
TB_HERE = HERE.parent.parent / "tablebase"      # the tablebase kernel, whose index the core compiles in
APP_ROOT = HERE.parent.parent.parent          # the folder that holds the app package
COMPLETE = ".complete"
LOCK = ".compile.lock"
FAILED = ".failed"
FAILED_LIMIT = 2000             # characters of a failure kept


def numba_version() -> str | None:
    """The installed numba's version (None: numba is not installed), without importing it."""
    try:
        if importlib.util.find_spec("numba") is None:
            return None
    except (ImportError, ValueError):       # a broken or half-removed installation
        return None
    try:
        return importlib.metadata.version("numba")
    except importlib.metadata.PackageNotFoundError:     # importable but without metadata
        import numba
        return str(numba.__version__)


def source_digest() -> str:
    """A digest of what the compiled code is made of (a new one gets a new cache folder): the numba
    and Python versions, the core's sources (the evaluation's weights among them: they are compiled in)
    and the values of the tables (built from the model's and the evaluation's tables), and the
    tablebase kernel's source, whose index the core compiles in (its tables are built from the model's)."""
    h = hashlib.sha256((numba_version() or "none").encode())
    h.update(sys.version.encode())
    for path in sorted(HERE.glob("*.py")):
        h.update(path.name.encode())
        h.update(path.read_bytes())
    for name in (*pure_tables.ROW_TABLES, *pure_tables.FLAT_TABLES, "ZSIDE"):
        h.update(f"{name}={getattr(pure_tables, name)!r}".encode())
    for name in ("kernel.py", "ktables.py"):        # the tables' index (tbprobe), its source and tables
        h.update(name.encode())
        h.update((TB_HERE / name).read_bytes())
    return h.hexdigest()[:16]


def default_cache_dir() -> str:
    """The user's cache folder for the compiled core (one per version of its sources)."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "xiangqi-studio", "numba", source_digest())


def fallback_cache_dir() -> str:
    """Our folder in the system's temporary folder (used when the user's cannot be written)."""
    owner = os.getuid() if hasattr(os, "getuid") else os.environ.get("USERNAME", "user")
    return os.path.join(tempfile.gettempdir(), f"xiangqi-studio-{owner}", "numba", source_digest())


def numba_folder(cache_dir: str) -> str:
    """The folder numba keeps the core's entries in, inside `cache_dir` (numba names it after the
    source folder: its name and a SHA-1 of its path; tests hold this to numba's own rule)."""
    return os.path.join(cache_dir, f"{HERE.name}_{hashlib.sha1(str(HERE).encode()).hexdigest()}")


def _private(path: str) -> bool:
    """True if the folder is ours and nobody else may write in it (POSIX; elsewhere always True)."""
    if not hasattr(os, "getuid"):
        return True
    try:
        info = os.lstat(path)
    except OSError:
        return False
    return (stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid()
            and not info.st_mode & (stat.S_IWGRP | stat.S_IWOTH))


def writable(path: str, private_from: str | None = None) -> bool:
    """Make the folder if need be and check that a file can be written in it. With `private_from`
    (a folder above it), every folder from there down must be ours alone (a folder in a shared
    temporary folder that someone else made could hold pickles of theirs)."""
    try:
        os.makedirs(path, mode=0o700, exist_ok=True)
        if private_from is not None:
            here = Path(path)
            top = Path(private_from)
            for folder in [here, *here.parents]:
                if not _private(str(folder)):
                    return False
                if folder == top:
                    break
        probe = os.path.join(path, f".probe-{os.getpid()}")
        with open(probe, "w", encoding="utf-8") as fh:
            fh.write("ok")
        os.remove(probe)
    except OSError:
        return False
    return True


@dataclass(frozen=True)
class CachePlace:
    """The cache folder to use: `path` (None: none can be written, compile without a cache); `wanted`,
    the user's cache folder; `fallback` when `path` is not it (the user's could not be written)."""

    path: str | None
    wanted: str

    @property
    def fallback(self) -> bool:
        """True when the cache is not in the user's cache folder."""
        return self.path is not None and self.path != self.wanted


def choose_cache() -> CachePlace:
    """The user's cache folder if it can be written, else ours in the temporary folder, else none."""
    wanted = default_cache_dir()
    if writable(wanted):
        return CachePlace(wanted, wanted)
    other = fallback_cache_dir()
    top = str(Path(other).parent.parent)          # <tmp>/xiangqi-studio-<user>
    if writable(other, private_from=top):
        return CachePlace(other, wanted)
    return CachePlace(None, wanted)


def _entries(folder: str) -> list[str]:
    """numba's files in a cache folder: indexes and data."""
    try:
        return sorted(name for name in os.listdir(folder) if name.endswith((".nbi", ".nbc")))
    except OSError:
        return []


def is_complete(cache_dir: str) -> bool:
    """True if every entry point was compiled into this cache folder and every file it was saved in is
    still there as it was written (a start may load it). A mark of an earlier version, without the list
    or without the files' checksums, is trusted that far."""
    recorded = _recorded(cache_dir)
    if recorded is None:
        return False
    folder = numba_folder(cache_dir)
    return all(os.path.isfile(os.path.join(folder, name)) and (crc is None or _crc(os.path.join(folder, name)) == crc)
               for name, crc in recorded.items())


def _recorded(cache_dir: str) -> dict[str, int | None] | None:
    """The files the mark that the folder is whole lists, with their checksums where it has them;
    None without a mark."""
    folder = numba_folder(cache_dir)
    try:
        with open(os.path.join(folder, COMPLETE), encoding="utf-8", errors="replace") as fh:
            lines = fh.read(1 << 20).splitlines()[1:]
    except OSError:
        return None
    recorded: dict[str, int | None] = {}
    for line in lines:
        name, _, crc = line.partition("\t")
        if name and os.sep not in name:
            try:
                recorded[name] = int(crc, 16) if crc else None
            except ValueError:
                recorded[name] = None
    return recorded


def _crc(path: str) -> int | None:
    """The CRC-32 of a file's bytes (None if it cannot be read): about 20 ms for the whole core."""
    crc = 0
    try:
        with open(path, "rb") as fh:
            while chunk := fh.read(1 << 20):
                crc = zlib.crc32(chunk, crc)
    except OSError:
        return None
    return crc


def altered(cache_dir: str) -> list[str]:
    """The files the mark that the folder is whole lists whose bytes changed since it was written (a
    disk's error, a damaged copy). Such a file may unpickle well and still hold broken machine code:
    loading it crashed the process (an illegal instruction, a segmentation fault), so it is never
    loaded but compiled again."""
    folder = numba_folder(cache_dir)
    found = []
    for name, crc in (_recorded(cache_dir) or {}).items():
        path = os.path.join(folder, name)
        if crc is not None and os.path.isfile(path) and _crc(path) != crc:
            found.append(name)
    return found


def remove_altered(cache_dir: str) -> list[str]:
    """Remove the altered files (see altered) and the mark that the folder is whole; returns their names."""
    found = altered(cache_dir)
    folder = numba_folder(cache_dir)
    removed = [name for name in found if _remove(os.path.join(folder, name))]
    if found:
        forget_complete(cache_dir)
    return removed


def mark_complete(cache_dir: str) -> None:
    """Record that the cache folder holds the whole core, each file with its checksum (and forget an
    old failure)."""
    folder = numba_folder(cache_dir)
    os.makedirs(folder, exist_ok=True)
    tmp = os.path.join(folder, f"{COMPLETE}.{os.getpid()}")
    lines = []
    for name in _entries(folder):
        crc = _crc(os.path.join(folder, name))
        lines.append(f"{name}\t{crc:08x}\n" if crc is not None else f"{name}\n")
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(f"numba {numba_version()}\n" + "".join(lines))
    os.replace(tmp, os.path.join(folder, COMPLETE))
    with contextlib.suppress(OSError):
        os.remove(os.path.join(folder, FAILED))


def forget_complete(cache_dir: str) -> None:
    """The cache folder is not known to be whole any more."""
    with contextlib.suppress(OSError):
        os.remove(os.path.join(numba_folder(cache_dir), COMPLETE))


def record_failure(cache_dir: str, text: str) -> None:
    """Keep why a compile failed (shown where engines are chosen until one succeeds)."""
    folder = numba_folder(cache_dir)
    with contextlib.suppress(OSError):
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, FAILED), "w", encoding="utf-8") as fh:
            fh.write(text[:FAILED_LIMIT])


def recorded_failure(cache_dir: str) -> str | None:
    """Why the last compile into this folder failed, if it did."""
    try:
        with open(os.path.join(numba_folder(cache_dir), FAILED), encoding="utf-8", errors="replace") as fh:
            return fh.read(FAILED_LIMIT).strip() or "unknown error"
    except OSError:
        return None


@contextlib.contextmanager
def compile_lock(cache_dir: str, wait: bool = True) -> Iterator[bool]:
    """Hold the folder's compile lock (waiting for it with `wait`); yields False when it is held by
    another process and `wait` is off. Where there is no ``flock`` (Windows) it always yields True."""
    try:
        import fcntl
    except ImportError:
        yield True
        return
    folder = numba_folder(cache_dir)
    os.makedirs(folder, exist_ok=True)
    fd = os.open(os.path.join(folder, LOCK), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except BlockingIOError:
            yield False
            return
        try:
            yield True
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def compiling_now(cache_dir: str) -> bool:
    """True if another process is compiling into this folder at the moment."""
    if not os.path.isdir(numba_folder(cache_dir)):
        return False
    try:
        with compile_lock(cache_dir, wait=False) as mine:
            return not mine
    except OSError:
        return False


def _regular(path: str) -> bool:
    """True if `path` is a regular file (links followed): numba opens its cache files plainly, and a
    named pipe there would make the opening wait for ever."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def _loads(path: str) -> object:
    with open(path, "rb") as fh:
        return pickle.loads(fh.read())


def _index(path: str) -> list[str] | None:
    """The data files an index file names; None if it is for another numba (numba skips those)."""
    with open(path, "rb") as fh:
        version = pickle.load(fh)
        rest = fh.read()
    if version != numba_version():
        return None
    _stamp, overloads = pickle.loads(rest)
    return [str(name) for name in dict(overloads).values()]


def damaged(cache_dir: str) -> list[str]:
    """The names of the cache folder's damaged files: an index or a data file that is not a regular
    file (a folder, a named pipe, a device) or does not unpickle, and with a damaged data file its
    index (which names it)."""
    folder = numba_folder(cache_dir)
    found: list[str] = []
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return found
    found += _special(folder, names)
    for name in names:
        if not name.endswith(".nbi") or name in found:
            continue
        try:
            data = _index(os.path.join(folder, name))
        except Exception:  # noqa: BLE001  (whatever unpickling a damaged file raises: it is damaged)
            found.append(name)
            continue
        for data_name in data or []:
            path = os.path.join(folder, data_name)
            if data_name in found:
                if name not in found:
                    found.append(name)
                continue
            try:
                _loads(path)
            except FileNotFoundError:
                continue
            except Exception:  # noqa: BLE001  (as above)
                found += [n for n in (data_name, name) if n not in found]
    return found


def _special(folder: str, names: list[str]) -> list[str]:
    """The entries among `names` that are something other than a regular file (nothing is opened)."""
    return [name for name in names if name.endswith((".nbi", ".nbc")) and not _regular(os.path.join(folder, name))
            and os.path.lexists(os.path.join(folder, name))]


def remove_special(cache_dir: str) -> list[str]:
    """Remove the entries of the cache folder that are not regular files (a folder, a named pipe, a
    device, a link to one), before numba opens them: it would wait for ever on a pipe. Returns their
    names. (The damaged entries that are files are found by unpickling them: see damaged.)"""
    folder = numba_folder(cache_dir)
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return []
    removed = []
    for name in _special(folder, names):
        if _remove(os.path.join(folder, name)):
            removed.append(name)
    if removed:
        forget_complete(cache_dir)
    return removed


def _remove(path: str) -> bool:
    try:
        if os.path.isdir(path) and not os.path.islink(path):
            shutil.rmtree(path)
        else:
            os.remove(path)
    except FileNotFoundError:
        return False
    return True


def repair(cache_dir: str) -> list[str]:
    """Remove the damaged files of the cache folder (see damaged) and the mark that it is whole;
    returns the names removed. The next compile makes them again (only them: the rest loads)."""
    folder = numba_folder(cache_dir)
    forget_complete(cache_dir)
    removed = []
    for name in damaged(cache_dir):
        if _remove(os.path.join(folder, name)):
            removed.append(name)
    return removed


__all__ = ["CachePlace", "choose_cache", "default_cache_dir", "fallback_cache_dir", "source_digest", "numba_folder",
           "numba_version", "is_complete", "mark_complete", "forget_complete", "record_failure", "recorded_failure",
           "compile_lock", "compiling_now", "damaged", "repair", "altered", "remove_altered", "remove_special",
           "writable", "APP_ROOT"]
