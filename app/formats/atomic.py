"""Safe file writes: the old file stays whole, links keep pointing at the saved data, errors name the
user's file.

- A symbolic link is followed: the file it points to (at any depth) is the one written, and the link
  stays a link; with ``follow_links=False`` the link itself is replaced by the file (the file it
  pointed to is left as it is).
- A file with one name is replaced atomically: a temporary file beside the real file, fsync, chmod to
  the old file's mode, os.replace, fsync of the folder. A crash or a full disk never leaves a truncated
  file.
- A file with more than one hard link cannot be replaced by a rename (the other names would keep the
  old data), so it is rewritten in place, the way editors do it for such files: first a backup copy of
  its old content is written and fsynced beside it (``NAME.XXXXXXXX.backup``), then the file is
  overwritten, truncated and fsynced. If writing fails (a full disk), the old content is written back
  and the backup removed; after a crash in the middle the backup holds the old content. Same inode, so
  owner, mode and every link are kept.
- A file the user may not write (no write permission, e.g. mode 444) is not replaced: ReadOnlyFileError.
- Every OSError raised names the user's file (``filename`` is the path asked for), not a temporary file.
"""

from __future__ import annotations

import errno
import os
import tempfile
from io import BufferedRandom


class ReadOnlyFileError(PermissionError):
    """Refusal to overwrite a file that the user may not write; ``filename`` is the user's path.

    A PermissionError (so an OSError), which is what the callers of a save already handle."""

    def __init__(self, path: str) -> None:
        super().__init__(errno.EACCES, "the file is read-only", path)


def atomic_write_bytes(path: str | os.PathLike[str], payload: bytes, follow_links: bool = True) -> None:
    """Save `payload` as the content of `path` safely (see the module doc); raises OSError naming `path`."""
    target = os.fspath(path)
    try:
        if not follow_links and os.path.islink(target):
            _replace(os.path.abspath(target), payload, None)
            return
        real = os.path.realpath(target)
        try:
            st: os.stat_result | None = os.stat(real)
        except FileNotFoundError:
            st = None
        if st is not None and (not os.access(real, os.W_OK) or not st.st_mode & 0o222):
            raise ReadOnlyFileError(target)
        if st is not None and st.st_nlink > 1:
            _rewrite_in_place(real, payload)
        else:
            _replace(real, payload, None if st is None else st.st_mode & 0o7777)
    except ReadOnlyFileError:
        raise
    except OSError as exc:
        if exc.errno is None:
            raise
        raise OSError(exc.errno, exc.strerror, target) from exc


def _replace(real: str, payload: bytes, mode: int | None) -> None:
    """Write a temporary file beside `real`, then rename it onto `real`."""
    folder = os.path.dirname(real)
    fd, tmp = tempfile.mkstemp(prefix=".~" + os.path.basename(real), suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, mode if mode is not None else 0o666 & ~_umask())
        os.replace(tmp, real)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _sync_folder(folder)


def _rewrite_in_place(real: str, payload: bytes) -> None:
    """Overwrite a hard-linked file in place, with a backup of its old content until it is done."""
    with open(real, "r+b") as fh:
        old = fh.read()
        folder = os.path.dirname(real)
        fd, backup = tempfile.mkstemp(prefix=os.path.basename(real) + ".", suffix=".backup", dir=folder)
        with os.fdopen(fd, "wb") as bk:
            bk.write(old)
            bk.flush()
            os.fsync(bk.fileno())
        _sync_folder(folder)
        try:
            _overwrite(fh, payload)
        except BaseException:
            _overwrite(fh, old)   # if this fails too, the backup file stays and that error is raised
            os.unlink(backup)
            raise
    os.unlink(backup)


def _overwrite(fh: BufferedRandom, data: bytes) -> None:
    fh.seek(0)
    fh.write(data)
    fh.truncate(len(data))
    fh.flush()
    os.fsync(fh.fileno())


def _sync_folder(folder: str) -> None:
    """Make a rename or a new file durable where the platform allows it."""
    try:
        dfd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
    except OSError:
        pass


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
