"""What can go wrong with a library, as values: a LibraryError carries a kind and its arguments, and the
view words it in the user's language (str() gives technical English for logs and scripts).

SQLite's own errors are sorted by their result code, so that a full disk, a read-only file or a file
held by another program is never called damaged: only SQLite's corruption codes, a failed integrity
check and stored values that do not decode are damage."""

from __future__ import annotations

import sqlite3
from enum import StrEnum

_INT64 = 1 << 63
MAX_TEXT = 1000            # characters in one search or header text


class ErrorKind(StrEnum):
    """What went wrong."""

    CANNOT_OPEN = "cannot-open"            # the system refused the file or its folder (detail: why)
    NOT_A_LIBRARY = "not-a-library"        # not an SQLite file, or another program's database
    TOO_NEW = "too-new"                    # written by a newer version (version, supported)
    DAMAGED = "damaged"                    # the content is inconsistent (detail: what was found)
    READ_ONLY = "read-only"                # the file or its folder cannot be written; reading works
    DISK_FULL = "disk-full"                # no room to write; nothing stored before was lost
    DISK_ERROR = "disk-error"              # the system reported an input/output error
    BUSY = "busy"                          # another program holds the file locked
    OUT_OF_MEMORY = "out-of-memory"
    REFUSED_ARGUMENT = "refused-argument"  # argument, problem, limit
    NO_SUCH_GAME = "no-such-game"          # game_id
    FILE_SKIPPED = "file-skipped"          # path, skip (and file_type, size, limit, detail)
    READERS_FAILED = "readers-failed"      # the reader processes could not start or stopped (detail)
    EXPORT_FAILED = "export-failed"        # path, detail (the system's reason)
    INTERNAL = "internal"                  # a fault of the program (detail)


class ArgumentProblem(StrEnum):
    """Why an argument was refused (kind REFUSED_ARGUMENT)."""

    TOO_LONG = "too-long"              # a text longer than `limit` characters
    NOT_TEXT = "not-text"              # not a str, or characters no file can store (a lone surrogate)
    OUT_OF_RANGE = "out-of-range"      # a number outside the 64-bit range SQLite stores
    NOT_A_DATE = "not-a-date"          # a date that is not YYYY, YYYY-MM or YYYY-MM-DD
    UNKNOWN_ORDER = "unknown-order"    # a sort column the library does not have
    NOT_EDITABLE = "not-editable"      # a header that is part of the game (FEN)


class SkipReason(StrEnum):
    """Why an import left a file out without reading it (kind FILE_SKIPPED)."""

    NOT_A_FILE = "not-a-file"          # a pipe, device, socket or folder (file_type says which)
    LINK_LOOP = "link-loop"            # symbolic links that point round in a circle
    MISSING = "missing"                # no such file (or a link to nothing)
    TOO_BIG = "too-big"                # size over limit (bytes)
    CANNOT_READ = "cannot-read"        # the system refused to read it (detail: why)


class LibraryError(Exception):
    """A library file that cannot be used, a refused argument or a failed library operation.

    ``kind`` says what (ErrorKind); the other attributes are its arguments (None when they do not
    apply): ``path``, ``detail`` (technical English: SQLite's or the system's words), ``argument`` and
    ``problem`` (REFUSED_ARGUMENT), ``skip``, ``file_type``, ``size`` and ``limit`` (FILE_SKIPPED,
    TOO_LONG), ``version`` and ``supported`` (TOO_NEW), ``game_id`` (NO_SUCH_GAME)."""

    def __init__(self, kind: ErrorKind, detail: str = "", *, path: str | None = None,
                 argument: str | None = None, problem: ArgumentProblem | None = None,
                 skip: SkipReason | None = None, file_type: str | None = None, size: int | None = None,
                 limit: int | None = None, version: int | None = None, supported: int | None = None,
                 game_id: int | None = None) -> None:
        self.kind = kind
        self.detail = detail
        self.path = path
        self.argument = argument
        self.problem = problem
        self.skip = skip
        self.file_type = file_type
        self.size = size
        self.limit = limit
        self.version = version
        self.supported = supported
        self.game_id = game_id
        super().__init__(self.english())

    def english(self) -> str:
        """Technical English for logs and scripts (the view words the kind in the user's language)."""
        k = self.kind
        words = {
            ErrorKind.CANNOT_OPEN: "cannot open the library file",
            ErrorKind.NOT_A_LIBRARY: "not a game library",
            ErrorKind.TOO_NEW: f"the library was written by a newer version of the program (schema "
                               f"{self.version}, this one reads up to {self.supported})",
            ErrorKind.DAMAGED: "the library file is damaged",
            ErrorKind.READ_ONLY: "the library file is read-only",
            ErrorKind.DISK_FULL: "the disk is full: the library could not be written (nothing was lost)",
            ErrorKind.DISK_ERROR: "the disk reported an error",
            ErrorKind.BUSY: "the library file is locked by another program",
            ErrorKind.OUT_OF_MEMORY: "out of memory",
            ErrorKind.REFUSED_ARGUMENT: f"refused argument {self.argument}: {self.problem}"
                                        + (f" (limit {self.limit})" if self.limit is not None else ""),
            ErrorKind.NO_SUCH_GAME: f"game {self.game_id} is not in the library",
            ErrorKind.FILE_SKIPPED: f"skipped: {self.skip}" + (f" ({self.file_type})" if self.file_type else "")
                                    + (f" ({self.size} bytes, limit {self.limit})" if self.limit is not None
                                       else ""),
            ErrorKind.READERS_FAILED: "the reader processes failed",
            ErrorKind.EXPORT_FAILED: "the games could not be exported",
            ErrorKind.INTERNAL: "internal error",
        }
        text = words[k]
        if self.detail:
            text += f": {self.detail}"
        return f"{self.path}: {text}" if self.path and k in (ErrorKind.FILE_SKIPPED, ErrorKind.EXPORT_FAILED) \
            else text

    def __str__(self) -> str:
        return self.english()

    def __reduce__(self) -> tuple[object, ...]:     # keep kind and arguments through pickling
        return (_rebuild, (self.kind, self.detail, dict(self.__dict__)))


def _rebuild(kind: ErrorKind, detail: str, attrs: dict[str, object]) -> LibraryError:
    err = LibraryError(kind, detail)
    err.__dict__.update(attrs)
    return err


class ArgumentRefused(LibraryError, ValueError):
    """A LibraryError of kind REFUSED_ARGUMENT (also a ValueError: the argument is wrong, not the file)."""

    def __init__(self, argument: str, problem: ArgumentProblem, *, limit: int | None = None,
                 detail: str = "") -> None:
        super().__init__(ErrorKind.REFUSED_ARGUMENT, detail, argument=argument, problem=problem, limit=limit)


# SQLite primary result codes (the low byte of an extended code).
_SQLITE_KINDS = {
    3: ErrorKind.READ_ONLY,        # SQLITE_PERM
    5: ErrorKind.BUSY,             # SQLITE_BUSY
    6: ErrorKind.BUSY,             # SQLITE_LOCKED
    7: ErrorKind.OUT_OF_MEMORY,    # SQLITE_NOMEM
    8: ErrorKind.READ_ONLY,        # SQLITE_READONLY
    10: ErrorKind.DISK_ERROR,      # SQLITE_IOERR
    11: ErrorKind.DAMAGED,         # SQLITE_CORRUPT
    13: ErrorKind.DISK_FULL,       # SQLITE_FULL
    14: ErrorKind.CANNOT_OPEN,     # SQLITE_CANTOPEN
    26: ErrorKind.NOT_A_LIBRARY,   # SQLITE_NOTADB
}


def from_sqlite(exc: sqlite3.Error, path: str | None = None) -> LibraryError:
    """The LibraryError of an SQLite error, by its result code; an error without one of the codes above
    (a missing table or column of a hand-made file, a stored value of the wrong type) is damage."""
    code = getattr(exc, "sqlite_errorcode", None)
    kind = _SQLITE_KINDS.get(code & 0xFF, ErrorKind.DAMAGED) if isinstance(code, int) else ErrorKind.DAMAGED
    if isinstance(exc, sqlite3.InterfaceError | sqlite3.ProgrammingError):
        kind = ErrorKind.INTERNAL
    return LibraryError(kind, str(exc), path=path)


def checked_text(argument: str, value: object, limit: int = MAX_TEXT) -> str:
    """A text argument that SQLite can take, or ArgumentRefused (not a str, unencodable, too long)."""
    if not isinstance(value, str):
        raise ArgumentRefused(argument, ArgumentProblem.NOT_TEXT, detail=type(value).__name__)
    if len(value) > limit:
        raise ArgumentRefused(argument, ArgumentProblem.TOO_LONG, limit=limit)
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ArgumentRefused(argument, ArgumentProblem.NOT_TEXT, detail="unencodable characters") from None
    return value


def checked_int(argument: str, value: object) -> int:
    """An integer argument in SQLite's 64-bit range, or ArgumentRefused."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ArgumentRefused(argument, ArgumentProblem.OUT_OF_RANGE, detail=f"not a whole number: {value!r}"[:80])
    if not -_INT64 <= value < _INT64:
        raise ArgumentRefused(argument, ArgumentProblem.OUT_OF_RANGE)
    return value


def fits_int64(value: object) -> bool:
    """True for an int SQLite can store (a game id outside this range names no game)."""
    return isinstance(value, int) and not isinstance(value, bool) and -_INT64 <= value < _INT64
