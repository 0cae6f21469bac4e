"""Opening the files an import reads: regular files only, after following links. A pipe, a device, a
socket, a loop of links or a link to nothing is a reason to skip the file (reading a pipe would wait
forever, /dev/zero never ends); it is opened without blocking and checked again once open, so that a
file swapped for a pipe in between cannot hang the import either. Reading goes a chunk at a time, with
the cancel flag looked at between chunks."""

from __future__ import annotations

import errno
import hashlib
import os
import stat
import threading
from collections.abc import Iterator
from types import TracebackType

from .errors import ErrorKind, LibraryError, SkipReason

CHUNK = 1 << 20
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)


class Cancelled(Exception):
    """The import's cancel flag was set while reading."""


def file_type(mode: int) -> str:
    """What a file that is not a regular file is: 'fifo', 'character-device', 'block-device',
    'socket', 'folder' or 'other'."""
    for test, name in ((stat.S_ISFIFO, "fifo"), (stat.S_ISCHR, "character-device"),
                       (stat.S_ISBLK, "block-device"), (stat.S_ISSOCK, "socket"), (stat.S_ISDIR, "folder")):
        if test(mode):
            return name
    return "other"


def skipped(path: str, reason: SkipReason, **args: object) -> LibraryError:
    """The LibraryError of a file an import leaves out."""
    return LibraryError(ErrorKind.FILE_SKIPPED, path=path, skip=reason, **args)  # type: ignore[arg-type]


def _os_skip(path: str, exc: OSError) -> LibraryError:
    if exc.errno == errno.ELOOP:
        return skipped(path, SkipReason.LINK_LOOP)
    if exc.errno in (errno.ENOENT, errno.ENOTDIR):
        return skipped(path, SkipReason.MISSING)
    return skipped(path, SkipReason.CANNOT_READ, detail=exc.strerror or str(exc))


class Source:
    """An open regular file: its size and time as found when opened, read a chunk at a time."""

    def __init__(self, path: str, fd: int, size: int, mtime_ns: int) -> None:
        self.path = path
        self.fd = fd
        self.size = size
        self.mtime_ns = mtime_ns

    def __enter__(self) -> Source:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        """Close the file (again: nothing)."""
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1

    def chunks(self, limit: int, cancel: threading.Event | None = None, start: int = 0) -> Iterator[bytes]:
        """The file's bytes from `start`, a chunk at a time; stops with Cancelled when `cancel` is set and
        with LibraryError (skipped: too big) past `limit` bytes (a file that grows while it is read)."""
        os.lseek(self.fd, start, os.SEEK_SET)
        total = start
        while True:
            if cancel is not None and cancel.is_set():
                raise Cancelled
            try:
                chunk = os.read(self.fd, CHUNK)
            except OSError as exc:
                raise _os_skip(self.path, exc) from None
            if not chunk:
                return
            total += len(chunk)
            if total > limit:
                raise skipped(self.path, SkipReason.TOO_BIG, size=total, limit=limit)
            yield chunk

    def read(self, limit: int, cancel: threading.Event | None = None) -> bytes:
        """The whole file (see chunks)."""
        return b"".join(self.chunks(limit, cancel))

    def head(self, n: int) -> bytes:
        """The first `n` bytes (fewer in a shorter file)."""
        return os.pread(self.fd, n, 0)

    def digest(self, limit: int, cancel: threading.Event | None = None) -> bytes:
        """16-byte hash of the file's bytes (as file_key gives for a file that is not a PGN text)."""
        h = hashlib.blake2b(digest_size=16)
        for chunk in self.chunks(limit, cancel):
            h.update(chunk)
        return h.digest()


def stat_regular(path: str) -> os.stat_result | LibraryError:
    """The size and times of the regular file at `path` (links followed); or why it is skipped."""
    try:
        st = os.stat(path)
    except OSError as exc:
        return _os_skip(path, exc)
    except ValueError:                         # a NUL in the name
        return skipped(path, SkipReason.MISSING)
    if not stat.S_ISREG(st.st_mode):
        return skipped(path, SkipReason.NOT_A_FILE, file_type=file_type(st.st_mode))
    return st


def open_source(path: str) -> Source | LibraryError:
    """The regular file at `path` (links followed), opened for reading; or why it is skipped."""
    st = stat_regular(path)
    if isinstance(st, LibraryError):
        return st
    try:
        fd = os.open(path, _FLAGS)
    except OSError as exc:
        return _os_skip(path, exc)
    st = os.fstat(fd)
    if not stat.S_ISREG(st.st_mode):          # swapped for something else since the first look
        os.close(fd)
        return skipped(path, SkipReason.NOT_A_FILE, file_type=file_type(st.st_mode))
    return Source(path, fd, st.st_size, st.st_mtime_ns)
