"""Opening a library file: checks that it is ours and not damaged before anything is written, then
creates or migrates the schema. Another program's file, a newer schema, or a damaged file is refused
with a LibraryError and left untouched. A file that cannot be written (no write permission on it or on
its folder) is opened read-only: searching and reading work, writing says read-only."""

from __future__ import annotations

import os
import sqlite3
import stat
import urllib.parse
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from .errors import ErrorKind, LibraryError, from_sqlite
from .reviews import create_reviews

APPLICATION_ID = 0x58514C42     # 'XQLB': stored in the SQLite header
SCHEMA_VERSION = 4              # PRAGMA user_version
PROGRAM = "xiangqi-studio-library"
_MAGIC = b"SQLite format 3\x00"
_HEADER = 100


_SCHEMA_V1 = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    digest INTEGER NOT NULL UNIQUE,      -- hash of start position and main-line moves
    fen TEXT,                            -- start position, NULL for the standard one
    moves BLOB NOT NULL,                 -- main line, 2 bytes a move (from * 90 + to)
    plies INTEGER NOT NULL,
    result INTEGER NOT NULL,             -- 0 Red wins, 1 draw, 2 Black wins, 3 unknown
    year INTEGER,
    date INTEGER NOT NULL,               -- YYYYMMDD, unknown parts 0
    headers TEXT NOT NULL,               -- JSON object of all headers
    red TEXT NOT NULL, black TEXT NOT NULL, event TEXT NOT NULL,   -- folded for search
    ecco TEXT NOT NULL, opening TEXT NOT NULL,
    extra BLOB                           -- zlib PGN of the whole tree when it has variations/comments
);
CREATE TABLE positions (
    hash INTEGER NOT NULL, game INTEGER NOT NULL, ply INTEGER NOT NULL,
    move INTEGER,                        -- the move played from here (NULL at the end)
    PRIMARY KEY (hash, game, ply)
) WITHOUT ROWID;
CREATE TABLE files (
    path TEXT PRIMARY KEY, size INTEGER NOT NULL, mtime INTEGER NOT NULL, digest BLOB NOT NULL,
    games INTEGER NOT NULL, error TEXT
) WITHOUT ROWID;
CREATE INDEX files_digest ON files (digest);
"""


def _create_v1(db: sqlite3.Connection) -> None:
    for statement in _SCHEMA_V1.split(";"):
        if statement.strip():
            db.execute(statement)
    db.execute("INSERT INTO meta VALUES ('program', ?)", (PROGRAM,))


def _v2_pending_positions(db: sqlite3.Connection) -> None:
    """Version 2: an import writes each game's position keys to `pending` (one JSON row a game) and
    moves them into the position index in one sorted pass at its end, far cheaper than inserting into
    the index row by row; `positions.move` goes (the move is read from games.moves at the ply)."""
    db.execute("ALTER TABLE positions DROP COLUMN move")
    db.execute("CREATE TABLE pending (game INTEGER PRIMARY KEY, keys TEXT NOT NULL)")


def _v3_opening_codes(db: sqlite3.Connection) -> None:
    """Version 3: `games.code`, the game's ECCO code as our classifier gives it (beside `ecco`, the file's
    own tag as written), indexed; '' when the scheme has none (another start, no moves). The games already
    in the file start as NULL and are classified right after, a batch per transaction (openings.py:
    classify_pending), so an interrupted run is taken up by the next open."""
    db.execute("ALTER TABLE games ADD COLUMN code TEXT")
    db.execute("CREATE INDEX games_code ON games (code)")


# MIGRATIONS[v] brings a database at schema version v to v + 1 (0 = a new, empty file).
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {0: _create_v1, 1: _v2_pending_positions,
                                                                 2: _v3_opening_codes}
MIGRATIONS[3] = create_reviews          # version 4: stored game reviews (app.library.reviews)


def check_header(path: str) -> tuple[int, int] | None:
    """(application_id, user_version) from the file's header, None for a new or empty file."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise LibraryError(ErrorKind.CANNOT_OPEN, exc.strerror or str(exc), path=path) from None
    except ValueError:
        raise LibraryError(ErrorKind.CANNOT_OPEN, "the name holds a NUL character", path=path) from None
    if not stat.S_ISREG(st.st_mode):
        raise LibraryError(ErrorKind.NOT_A_LIBRARY, "not a regular file", path=path)
    size = st.st_size
    if size == 0:
        return None
    try:
        with open(path, "rb") as fh:
            head = fh.read(_HEADER)
    except OSError as exc:
        raise LibraryError(ErrorKind.CANNOT_OPEN, exc.strerror or str(exc), path=path) from None
    if len(head) < _HEADER or not head.startswith(_MAGIC):
        raise LibraryError(ErrorKind.NOT_A_LIBRARY, "the file is not an SQLite database", path=path)
    page = int.from_bytes(head[16:18], "big")
    page = 65536 if page == 1 else page
    if page < 512 or page & (page - 1):
        raise LibraryError(ErrorKind.DAMAGED, "bad page size", path=path)
    pages = int.from_bytes(head[28:32], "big")
    counter_ok = head[24:28] == head[92:96]
    if size % page or (counter_ok and pages and pages * page != size):
        raise LibraryError(ErrorKind.DAMAGED, f"truncated ({size} bytes, expected {pages * page})", path=path)
    app_id = int.from_bytes(head[68:72], "big", signed=True)
    version = int.from_bytes(head[60:64], "big", signed=True)
    return app_id, version


def writable(path: str) -> bool:
    """False if the library file, or the folder that must hold its journal, may not be written: no
    write permission for this user, or no write bit at all (the administrator ignores permissions,
    but a file or folder made read-only is still treated as such)."""
    folder = os.path.dirname(os.path.abspath(path))
    for p in ([path] if os.path.exists(path) else []) + [folder]:
        try:
            mode = os.stat(p).st_mode
        except OSError:
            continue            # (a missing folder: opening says so)
        if not os.access(p, os.W_OK) or not mode & 0o222:
            return False
    return True


def open_database(path: str, verify: bool = True, read_only: bool | None = None) -> sqlite3.Connection:
    """A connection to a checked (and, if needed, created or migrated) library file; `verify` adds
    SQLite's quick_check of every page (a damaged file is then refused before any use). `read_only`
    (default: when the file or its folder cannot be written) opens it for reading only."""
    header = check_header(path)
    if read_only is None:
        read_only = not writable(path)
    if header is not None:
        _check_header_values(path, *header)
    if read_only and (header is None or header[1] < SCHEMA_VERSION):
        what = "cannot create a library here" if header is None else \
            f"the library needs an update (schema {header[1]} to {SCHEMA_VERSION}) that cannot be written"
        raise LibraryError(ErrorKind.READ_ONLY, what, path=path)
    try:
        db = _connect(path, read_only)
    except sqlite3.Error as exc:
        raise from_sqlite(exc, path) from None
    try:
        db.execute("PRAGMA cell_size_check = ON")
        if header is not None:
            _check_ours(db, header[0], verify)
        if not read_only:
            _migrate(db)
            db.execute("PRAGMA synchronous = NORMAL")
        db.execute("PRAGMA cache_size = -32000")
    except sqlite3.Error as exc:
        db.close()
        raise from_sqlite(exc, path) from None
    except ValueError as exc:     # undecodable text in a damaged file
        db.close()
        raise LibraryError(ErrorKind.DAMAGED, str(exc), path=path) from None
    except LibraryError:
        db.close()
        raise
    return db


BUSY_SECONDS = 5.0     # how long a statement waits for another program's lock on the file before BUSY


def _connect(path: str, read_only: bool) -> sqlite3.Connection:
    if not read_only:
        return sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=BUSY_SECONDS)
    uri = "file:" + urllib.parse.quote(os.path.abspath(path)) + "?mode=ro"
    return sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False, timeout=BUSY_SECONDS)


def _check_header_values(path: str, app_id: int, version: int) -> None:
    if app_id != APPLICATION_ID and (app_id, version) != (0, 0):
        raise LibraryError(ErrorKind.NOT_A_LIBRARY, "the file belongs to another program" if app_id
                           else "an SQLite database of another program", path=path)
    if version > SCHEMA_VERSION:
        raise LibraryError(ErrorKind.TOO_NEW, path=path, version=version, supported=SCHEMA_VERSION)
    if version < 0 or (app_id == APPLICATION_ID and version == 0):
        raise LibraryError(ErrorKind.DAMAGED, f"schema version {version} was never written by this program",
                           path=path)


def _check_ours(db: sqlite3.Connection, app_id: int, verify: bool) -> None:
    """Read-only checks of an existing file (nothing is written before they pass)."""
    problems = [row[0] for row in db.execute("PRAGMA quick_check(5)")] if verify else ["ok"]
    if problems != ["ok"]:
        raise LibraryError(ErrorKind.DAMAGED, "; ".join(map(str, problems)))
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if app_id == 0 and not tables:
        return                      # an empty SQLite file: ours to fill
    if "meta" not in tables:
        raise LibraryError(ErrorKind.NOT_A_LIBRARY, "an SQLite database of another program")
    row = db.execute("SELECT value FROM meta WHERE key = 'program'").fetchone()
    if row is None or row[0] != PROGRAM:
        raise LibraryError(ErrorKind.NOT_A_LIBRARY, "an SQLite database of another program")


@contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """BEGIN IMMEDIATE ... COMMIT. On an error the transaction is rolled back unless SQLite has done so
    already (it does after a full disk), and the first error is the one raised."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield db
        db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:
            try:
                db.execute("ROLLBACK")
            except sqlite3.Error:
                pass
        raise


def _migrate(db: sqlite3.Connection) -> None:
    version = int(db.execute("PRAGMA user_version").fetchone()[0])
    if version == 0:
        # Free pages (an import's queued keys, deleted games) go back to the file system: see vacuum().
        db.execute("PRAGMA auto_vacuum = INCREMENTAL")
    old = version
    while version < SCHEMA_VERSION:
        with transaction(db):
            MIGRATIONS[version](db)
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            db.execute(f"PRAGMA user_version = {version + 1}")
        version += 1
    if old < 2 and int(db.execute("PRAGMA auto_vacuum").fetchone()[0]) != 2:
        db.execute("PRAGMA auto_vacuum = INCREMENTAL")
        db.execute("VACUUM")            # once, for a file made before version 2 (needed to switch)


def vacuum(db: sqlite3.Connection) -> None:
    """Give the file's free pages back (an import's queued keys leave as many as they took)."""
    db.executescript("PRAGMA incremental_vacuum;")   # (execute() would run one step: one page)
