"""File safety beyond atomic writes: a lock held by a running process, and a damaged file set aside.

``FileLock(path)`` is an advisory lock on a small lock file (``flock`` on POSIX, ``msvcrt.locking`` on
Windows). The system releases it when the process ends in any way, kill -9 included, so "its lock is
free" means "no running process owns this". Two locks on one path conflict even inside one process
(each ``FileLock`` opens the file anew). A holder may remove the lock file while it holds the lock; a
process that locked the old, removed file notices (the path no longer names what it locked) and does
not count itself the owner.

``set_aside(path)`` renames a file that cannot be used to ``NAME.broken-<local time>`` instead of
deleting it (the caller tells the user where it went).
"""

from __future__ import annotations

import errno
import os
import stat
import sys
import time
from collections.abc import Callable
from pathlib import Path

BROKEN = ".broken-"      # a damaged file is renamed NAME.broken-<time>

__all__ = ["BROKEN", "FileLock", "check_regular", "read_regular", "set_aside"]


class FileLock:
    """An exclusive lock on `path` (created if missing), held until released or the process ends."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        """True while this object holds the lock."""
        return self._fd is not None

    def acquire(self, timeout: float = 0.0) -> bool:
        """Take the lock, waiting up to `timeout` seconds for another holder to let it go; False if it
        did not. OSError if the lock file cannot be made (a read-only folder)."""
        if self._fd is not None:
            return True
        deadline = time.monotonic() + timeout
        while True:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            try:
                taken = _lock(fd)
            except BaseException:
                os.close(fd)
                raise
            if taken and _names(self.path, fd):
                self._fd = fd
                return True
            os.close(fd)              # held by another, or a file its last holder removed: try again
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.01)

    def release(self, remove: bool = False) -> None:
        """Let the lock go (`remove`: delete the lock file first, while still holding it)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        if remove:
            try:
                os.unlink(self.path)
            except OSError:
                pass
        os.close(fd)

    def __del__(self) -> None:
        if self._fd is not None:
            os.close(self._fd)


def _names(path: Path, fd: int) -> bool:
    """True if `path` still names the open file `fd`."""
    try:
        here, held = os.stat(path), os.fstat(fd)
    except OSError:
        return False
    return (here.st_dev, here.st_ino) == (held.st_dev, held.st_ino)


if sys.platform == "win32":
    import msvcrt

    def _lock(fd: int) -> bool:
        """Lock the first byte of the file, without waiting (Windows)."""
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
else:
    import fcntl

    def _lock(fd: int) -> bool:
        """flock the file, without waiting (POSIX)."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True


def read_regular(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a regular file (links followed) of at most `limit` bytes; OSError otherwise (and
    FileNotFoundError when there is none). The program's own data files are read through it: a named
    pipe in a file's place made the reader wait for ever for a writer, and a device such as /dev/zero
    filled the memory. It is opened without waiting for a pipe's writer, then looked at."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        info = os.fstat(fd)
        _refuse_special(info.st_mode, path)
        if info.st_size > limit:
            raise OSError(errno.EFBIG, f"larger than {limit} bytes", os.fspath(path))
        with os.fdopen(os.dup(fd), "rb") as fh:
            data = fh.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:                   # it grew while it was read
        raise OSError(errno.EFBIG, f"larger than {limit} bytes", os.fspath(path))
    return data


def check_regular(path: str | os.PathLike[str]) -> None:
    """OSError naming `path` if something other than a regular file (links followed) is there: a folder
    (IsADirectoryError), or a device, named pipe or socket, which would swallow what is written
    (/dev/null, /dev/full) or make the opening wait for ever. Nothing there (or a link to nothing) is
    fine: the caller makes it. Nothing is opened."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return
    _refuse_special(mode, path)


def _refuse_special(mode: int, path: str | os.PathLike[str]) -> None:
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, "it is a folder, not a file", os.fspath(path))
    if not stat.S_ISREG(mode):
        raise OSError(errno.EINVAL, "not a regular file (a device, named pipe or socket)", os.fspath(path))


def set_aside(path: str | os.PathLike[str], now: Callable[[], float] = time.time) -> Path | None:
    """Rename `path` to PATH.broken-<local time> (a free name); the new path, or None if it could not be
    renamed (it is then left where it is: never deleted)."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now()))
    for count in range(1, 100):
        target = path.with_name(f"{path.name}{BROKEN}{stamp}" + (f"-{count}" if count > 1 else ""))
        if os.path.lexists(target):
            continue
        try:
            os.rename(path, target)
        except OSError:
            return None
        return target
    return None
