"""Importing files into the library: files and folders walked in a fixed order, unchanged files
skipped by path, size and time, byte-identical files by their hash, games deduplicated by content.
Only regular files are read (links followed): a pipe, a device, a socket, a loop of links or a file over
the size limit is reported as skipped, with the reason. Files are read in reader processes for big
imports (readers.py) and written in batches, one transaction each, so a cancelled or crashed import
leaves a consistent library that a new import completes. A PGN file of STREAM_FROM bytes or more is
streamed: read a piece at a time, its games parsed a group at a time and stored in transactions of
COMMIT_GAMES games, so memory stays flat whatever the file's size; its row in `files` is written last,
so an import stopped inside it reads it again (its stored games then count as duplicates). A game's
position keys are queued with it (table `pending`) and moved into the position index in one sorted
pass when the import ends: cheaper than updating the index row by row at every commit."""

from __future__ import annotations

import json
import os
import re
import sqlite3
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from app.formats.collection import decode_pieces, split_pgn
from app.model.game_date import read_date

from .errors import LibraryError, SkipReason
from .filekey import file_key
from .fold import fold
from .parsing import SAMPLE, ParsedFile, ParsedGame, groups, parse_file, parse_game, pgn_encoding, run_task
from .readers import InlineReaders, ProcessReaders, Readers
from .schema import transaction, vacuum
from .sources import Cancelled, Source, open_source, skipped, stat_regular

__all__ = ["ImportReport", "Importer", "ParsedFile", "ParsedGame", "parse_file", "parse_game", "iter_files",
           "store_game", "flush_pending", "header_columns", "date_key"]

# Extensions taken from folders (files named explicitly are always tried).
GAME_EXTENSIONS = frozenset({".pgn", ".xqf", ".cbr", ".cbl", ".ubb", ".txt", ".wxf", ".htm", ".html"})
RESULT_CODES = {"1-0": 0, "1/2-1/2": 1, "0-1": 2}
UNKNOWN_RESULT = 3
Progress = Callable[[int, int], None]   # (files done, files in all)
MAX_FILE_SIZE = 4 << 30       # bytes: bigger files are skipped (import_paths(max_file_size=...))
STREAM_FROM = 4 << 20         # bytes: a PGN file this big is streamed
WHOLE_LIMIT = 16 << 20        # bytes: the largest file of another format (those are read whole)
BATCH_BYTES = 32 << 20        # bytes of files read whole in one batch
PROCESSES_FROM = 8 << 20      # bytes to read: less is read in this process (starting readers costs)
COMMIT_GAMES = 5000           # games of a streamed file per transaction
MAX_LISTED = 1000             # failed games listed per file (all are counted)


@dataclass
class ImportReport:
    """What an import did; failures name the file and the reader's error, skipped files say why
    (LibraryError values of kind FILE_SKIPPED)."""

    files_seen: int = 0
    files_unchanged: int = 0            # skipped: same path, size and time as already imported
    games_added: int = 0
    duplicates: int = 0                 # games already in the library (same start and moves)
    files_failed: list[tuple[str, str]] = field(default_factory=list)
    games_failed: list[tuple[str, str]] = field(default_factory=list)
    cancelled: bool = False
    files_skipped: list[LibraryError] = field(default_factory=list)   # not read (see the module doc)
    games_failed_unlisted: int = 0      # failed games past the first MAX_LISTED of a file: counted only
    error: LibraryError | None = None   # what stopped the import (set by a caller that caught it)

    @property
    def games_failed_count(self) -> int:
        """Every game that could not be read, listed or not."""
        return len(self.games_failed) + self.games_failed_unlisted


def iter_files(paths: Iterable[str | os.PathLike[str]]) -> Iterator[str]:
    """Absolute paths of the files to import ('~' expanded), folders walked recursively in sorted order
    (links to folders are not followed: a folder cannot be walked twice or in a circle)."""
    for p in paths:
        p = os.path.abspath(os.path.expanduser(os.fspath(p)))
        if not os.path.isdir(p):
            yield p
            continue
        for root, dirs, names in os.walk(p):
            dirs.sort()
            for name in sorted(names):
                if os.path.splitext(name)[1].lower() in GAME_EXTENSIONS:
                    yield os.path.join(root, name)


_COMPACT = re.compile(r"(?<!\d)([12]\d{3})(\d{2})(\d{2})(?!\d)")
_YEAR = re.compile(r"(?<!\d)([12]\d{3})(?!\d)(?:\D{1,3}?(\d{1,2})(?!\d))?(?:\D{1,3}?(\d{1,2})(?!\d))?")


def date_key(text: str) -> tuple[int | None, int]:
    """(year, YYYYMMDD with unknown parts 0) of a Date header such as '1986.11.02', '7/23/1989' or
    '1986年11月' (app.model.game_date); a date inside other text ('1986年11月 全国赛') by its numbers."""
    date = read_date(text)
    if date is not None:
        return date.year, date.key
    m = _COMPACT.search(text) or _YEAR.search(text)
    if m is None:
        return None, 0
    year = int(m.group(1))
    month = int(m.group(2) or 0)
    day = int(m.group(3) or 0)
    if not 1 <= month <= 12:
        month = day = 0
    if not 1 <= day <= 31:
        day = 0
    return year, year * 10000 + month * 100 + day


def header_columns(headers: dict[str, str]) -> tuple[object, ...]:
    """(result, year, date, headers JSON, red, black, event, ecco, opening) as stored."""
    get = headers.get
    year, date = date_key(get("Date", ""))
    return (RESULT_CODES.get(get("Result", "").strip(), UNKNOWN_RESULT), year, date,
            json.dumps(headers, ensure_ascii=False, separators=(",", ":")),
            fold(get("Red", "")), fold(get("Black", "")), fold(get("Event", "")),
            fold(get("ECCO", "")).upper(), fold(get("Opening", "")))


_INSERT_GAME = ("INSERT INTO games (digest, fen, moves, plies, result, year, date, headers, red, black, "
                "event, ecco, opening, extra, code) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?) "
                "ON CONFLICT (digest) DO NOTHING")


def store_game(db: sqlite3.Connection, game: ParsedGame) -> int | None:
    """Insert one game and queue its position keys for the index; None if the library holds it."""
    cur = db.execute(_INSERT_GAME, (game.digest, game.fen, game.moves, len(game.moves) // 2,
                                    *header_columns(game.headers), game.extra, game.code))
    if cur.rowcount == 0:
        return None
    gid = cur.lastrowid
    db.execute("INSERT INTO pending VALUES (?, ?)", (gid, game.keys))
    return gid


def flush_pending(db: sqlite3.Connection) -> int:
    """Move the queued position keys into the index in one sorted pass (one transaction); returns the
    number of games indexed. Queries see queued keys too, so this only makes them fast again."""
    if db.execute("SELECT 1 FROM pending LIMIT 1").fetchone() is None:
        return 0
    with transaction(db):
        db.execute("INSERT OR IGNORE INTO positions SELECT j.value, p.game, j.key "
                   "FROM pending p, json_each(p.keys) j ORDER BY 1, 2, 3")
        n = int(db.execute("DELETE FROM pending").rowcount)
    vacuum(db)
    return n


class _Entry(NamedTuple):
    path: str
    size: int
    mtime: int
    digest: bytes
    action: str            # 'unchanged', 'same' (content of a stored file), 'again' (content of a file
    #                        still being read in this import), 'parse', 'stream', 'skipped'
    data: bytes            # ('again' only: the file's bytes)
    note: str | None       # the stored or new error of the file
    games: int
    ticket: int | None = None          # 'parse': the reader task
    skip: LibraryError | None = None   # 'skipped': why


class _Mark(NamedTuple):
    """The report's counts before a batch (restored when the batch is rolled back on cancel)."""

    seen: int
    unchanged: int
    added: int
    duplicates: int
    files_failed: int
    games_failed: int
    unlisted: int
    skipped: int


class Importer:
    """One import run into an open library connection."""

    def __init__(self, db: sqlite3.Connection, progress: Progress | None, cancel: threading.Event | None,
                 workers: int | None, batch: int, max_file_size: int = MAX_FILE_SIZE) -> None:
        self.db = db
        self.progress = progress
        self.cancel = cancel
        self.workers = min(2, os.cpu_count() or 1) if workers is None else workers
        self.batch = max(1, batch)
        self.max_file_size = max_file_size
        self.report = ImportReport()
        # file keys of the batch being prepared and of the one before it (not yet written)
        self.recent: set[bytes] = set()
        self.older: set[bytes] = set()
        self.listed: dict[str, int] = {}     # failed games listed so far, by file
        self.done = 0
        self.total = 0

    # ----- the run ---------------------------------------------------------------------------------
    def run(self, paths: Sequence[str | os.PathLike[str]]) -> ImportReport:
        """Import everything under `paths`; stops after the current batch when `cancel` is set (inside a
        streamed file, after the group of games being stored)."""
        files = list(iter_files(paths))
        self.total = len(files)
        flush_pending(self.db)          # keys a crashed import left queued
        readers: Readers | None = None
        try:
            readers = self._readers(files)
            self._loop(files, readers)
        except Cancelled:
            self.report.cancelled = True
        finally:
            if readers is not None:
                readers.close()
        flush_pending(self.db)
        return self.report

    def _readers(self, files: list[str]) -> Readers:
        """Reader processes when there is enough to read, else this process."""
        if self.workers <= 1:
            return InlineReaders()
        work = 0
        if len(files) <= 2 * self.batch:
            for path in files:
                try:
                    work += os.stat(path).st_size
                except OSError:
                    pass
                if work > PROCESSES_FROM:
                    break
        if len(files) > 2 * self.batch or work > PROCESSES_FROM:
            return ProcessReaders(self.workers)
        return InlineReaders()

    def _loop(self, files: list[str], readers: Readers) -> None:
        at = 0
        pending: list[_Entry] | None = None
        self._progress()
        while True:
            nxt = None
            if at < len(files):
                self.older, self.recent = self.recent, set()
                nxt, at = self._prepare_batch(files, at, readers)
            if pending is not None:
                self._write_batch(pending, readers)
                self.done += len(pending)
                self._progress()
                if self.cancel is not None and self.cancel.is_set() and nxt is not None:
                    self.report.cancelled = True
                    return
            if nxt is None:
                return
            pending = nxt

    def _progress(self) -> None:
        if self.progress is not None:
            self.progress(self.done, self.total)

    # ----- reading ---------------------------------------------------------------------------------
    def _prepare_batch(self, files: list[str], at: int, readers: Readers) -> tuple[list[_Entry], int]:
        """The next batch's entries (at most `batch` files and about BATCH_BYTES read), their reading
        handed to the readers; and where the next batch starts."""
        entries: list[_Entry] = []
        size = 0
        while at < len(files) and len(entries) < self.batch and size < BATCH_BYTES:
            entry = self._prepare(files[at], readers)
            entries.append(entry)
            if entry.action in ("parse", "again"):
                size += entry.size
            at += 1
        return entries, at

    def _prepare(self, path: str, readers: Readers) -> _Entry:
        st = stat_regular(path)             # (looked at without opening: a re-import opens nothing)
        if isinstance(st, LibraryError):
            return _Entry(path, 0, 0, b"", "skipped", b"", None, 0, skip=st)
        row = self.db.execute("SELECT size, mtime, games, error FROM files WHERE path = ?",
                              (path_key(path),)).fetchone()
        if row is not None and row[0] == st.st_size and row[1] == st.st_mtime_ns:
            return _Entry(path, st.st_size, st.st_mtime_ns, b"", "unchanged", b"", row[3], row[2])
        if st.st_size > self.max_file_size:
            too_big = skipped(path, SkipReason.TOO_BIG, size=st.st_size, limit=self.max_file_size)
            return _Entry(path, 0, 0, b"", "skipped", b"", None, 0, skip=too_big)
        stream = _Entry(path, st.st_size, st.st_mtime_ns, b"", "stream", b"", None, 0)
        if st.st_size >= STREAM_FROM:
            return stream
        source = open_source(path)
        if isinstance(source, LibraryError):
            return _Entry(path, 0, 0, b"", "skipped", b"", None, 0, skip=source)
        with source:
            try:
                data = source.read(2 * STREAM_FROM, self.cancel)
            except LibraryError as exc:
                return stream if exc.skip is SkipReason.TOO_BIG else \
                    _Entry(path, 0, 0, b"", "skipped", b"", None, 0, skip=exc)
        digest = file_key(data)
        size, mtime = source.size, source.mtime_ns
        row = self.db.execute("SELECT games, error FROM files WHERE digest = ? LIMIT 1", (digest,)).fetchone()
        if row is not None:
            return _Entry(path, size, mtime, digest, "same", b"", row[1], row[0])
        if digest in self.recent or digest in self.older:
            return _Entry(path, size, mtime, digest, "again", data, None, 0)
        self.recent.add(digest)
        return _Entry(path, size, mtime, digest, "parse", b"", None, 0, readers.submit(("file", path, data)))

    # ----- writing ---------------------------------------------------------------------------------
    def _mark(self) -> _Mark:
        r = self.report
        return _Mark(r.files_seen, r.files_unchanged, r.games_added, r.duplicates, len(r.files_failed),
                     len(r.games_failed), r.games_failed_unlisted, len(r.files_skipped))

    def _restore(self, mark: _Mark) -> None:
        r = self.report
        r.files_seen, r.files_unchanged, r.games_added, r.duplicates = mark[:4]
        del r.files_failed[mark.files_failed:], r.games_failed[mark.games_failed:]
        del r.files_skipped[mark.skipped:]
        r.games_failed_unlisted = mark.unlisted

    def _write_batch(self, entries: list[_Entry], readers: Readers) -> None:
        """Write a batch in one transaction (a streamed file in its own ones)."""
        db = self.db
        mark = self._mark()
        try:
            db.execute("BEGIN IMMEDIATE")
            for e in entries:
                if e.action == "stream":
                    db.execute("COMMIT")
                    self._stream(e, readers)
                    mark = self._mark()
                    db.execute("BEGIN IMMEDIATE")
                else:
                    self._write_entry(e, readers)
            db.execute("COMMIT")
        except BaseException as exc:
            if db.in_transaction:
                _rollback(db)
                if isinstance(exc, Cancelled):
                    self._restore(mark)
            raise

    def _write_entry(self, e: _Entry, readers: Readers) -> None:
        rep = self.report
        rep.files_seen += 1
        if e.skip is not None:
            rep.files_skipped.append(e.skip)
            return
        note, games = e.note, e.games
        if e.action == "unchanged":
            rep.files_unchanged += 1
        elif e.action == "same":
            rep.duplicates += games
        elif e.action == "again" and (row := self.db.execute(
                "SELECT games, error FROM files WHERE digest = ? LIMIT 1", (e.digest,)).fetchone()):
            games, note = row
            rep.duplicates += games
        else:       # 'parse' (or 'again' whose first file was not stored: read it here)
            parsed = readers.result(e.ticket, self.cancel) if e.ticket is not None else \
                run_task(("file", e.path, e.data))
            note, games = parsed.fatal, len(parsed.games)
            self._store(e.path, parsed)
        if note is not None:
            rep.files_failed.append((e.path, note))
        if e.action != "unchanged":
            self._file_row(e.path, e.size, e.mtime, e.digest, games, note)

    def _file_row(self, path: str, size: int, mtime: int, digest: bytes, games: int, note: str | None) -> None:
        self.db.execute("INSERT OR REPLACE INTO files VALUES (?,?,?,?,?,?)",
                        (path_key(path), size, mtime, digest, games, None if note is None else storable(note)))

    def _store(self, path: str, parsed: ParsedFile) -> None:
        rep = self.report
        listed = self.listed.get(path, 0)
        room = max(0, MAX_LISTED - listed)
        rep.games_failed.extend((path, msg) for msg in parsed.errors[:room])
        rep.games_failed_unlisted += max(0, len(parsed.errors) - room)
        self.listed[path] = listed + len(parsed.errors)
        for game in parsed.games:
            if store_game(self.db, game) is None:
                rep.duplicates += 1
            else:
                rep.games_added += 1

    # ----- a big file, streamed ----------------------------------------------------------------------
    def _stream(self, e: _Entry, readers: Readers) -> None:
        """Read a big file a piece at a time (see the module doc); its own transactions."""
        rep = self.report
        source = open_source(e.path)
        if isinstance(source, LibraryError):
            rep.files_seen += 1
            rep.files_skipped.append(source)
            return
        with source:
            try:
                self._stream_source(source, readers)
            except LibraryError as exc:
                if exc.skip is None:
                    raise
                rep.files_seen += 1
                rep.files_skipped.append(exc)

    def _stream_source(self, source: Source, readers: Readers) -> None:
        rep, db, path = self.report, self.db, source.path
        digest = source.digest(self.max_file_size, self.cancel)
        row = db.execute("SELECT games, error FROM files WHERE digest = ? LIMIT 1", (digest,)).fetchone()
        if row is not None:
            with transaction(db):
                rep.files_seen += 1
                rep.duplicates += row[0]
                if row[1] is not None:
                    rep.files_failed.append((path, row[1]))
                self._file_row(path, source.size, source.mtime_ns, digest, row[0], row[1])
            return
        encoding = pgn_encoding(source.head(SAMPLE))
        parsed = ParsedFile([], [], None)
        if encoding is None:            # another format: read whole, if it is not too big for that
            if source.size > WHOLE_LIMIT:
                raise skipped(path, SkipReason.TOO_BIG, size=source.size, limit=WHOLE_LIMIT)
            parsed = readers.result(readers.submit(("file", path, source.read(WHOLE_LIMIT, self.cancel))),
                                    self.cancel)
            games, note = len(parsed.games), parsed.fatal
        else:
            games, note = self._stream_games(source, encoding, readers)
        with transaction(db):
            rep.files_seen += 1
            self._store(path, parsed)
            if note is not None:
                rep.files_failed.append((path, note))
            self._file_row(path, source.size, source.mtime_ns, digest, games, note)

    def _stream_games(self, source: Source, encoding: str, readers: Readers) -> tuple[int, str | None]:
        """Store a PGN file's games as they are read, COMMIT_GAMES to a transaction (kept when cancelled);
        returns how many were read, and the file's error if none could be (the first game's error, as
        for a file read whole)."""
        db, path = self.db, source.path
        texts = split_pgn(decode_pieces(source.chunks(self.max_file_size, self.cancel), encoding))
        held: list[str] = []            # errors met before the first game (the file's error if no game)
        games = since = 0
        db.execute("BEGIN IMMEDIATE")
        try:
            for parsed in self._pieces(path, texts, readers):
                if games == 0 and not parsed.games:
                    held += parsed.errors
                    continue
                if held:
                    parsed, held = ParsedFile(parsed.games, held + parsed.errors, None), []
                self._store(path, parsed)
                games += len(parsed.games)
                since += len(parsed.games)
                if since >= COMMIT_GAMES:
                    db.execute("COMMIT")
                    self._progress()
                    db.execute("BEGIN IMMEDIATE")
                    since = 0
            db.execute("COMMIT")
        except Cancelled:
            if db.in_transaction:
                db.execute("COMMIT")        # the games stored so far are whole: keep them
            raise
        except BaseException:
            _rollback(db)
            raise
        return games, (held[0] if games == 0 and held else None)

    def _pieces(self, path: str, texts: Iterator[tuple[int, str]], readers: Readers) -> Iterator[ParsedFile]:
        """The parsed groups of a streamed file's games, in order, a few groups read ahead."""
        window = 1 if isinstance(readers, InlineReaders) else 2 * self.workers + 1
        waiting: deque[int] = deque()
        number = 1
        for group in groups(texts):
            waiting.append(readers.submit(("texts", path, number, group)))
            number += len(group)
            while len(waiting) >= window:
                yield readers.result(waiting.popleft(), self.cancel)
        while waiting:
            yield readers.result(waiting.popleft(), self.cancel)


def path_key(path: str) -> str | bytes:
    """A file's path as the `files` table keeps it: the text, or the file system's bytes for a name that is
    no UTF-8 (a name from an old system, which os.walk gives with surrogate escapes: SQLite takes no
    such text, and bytes never equal a text, so two paths never share a key)."""
    try:
        path.encode("utf-8")
    except UnicodeEncodeError:
        return os.fsencode(path)
    return path


def storable(text: str) -> str:
    """A message as SQLite can keep it (a path's undecodable bytes shown as U+FFFD)."""
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


def _rollback(db: sqlite3.Connection) -> None:
    """Roll back if a transaction is still open (SQLite ends one itself after a full disk)."""
    if db.in_transaction:
        try:
            db.execute("ROLLBACK")
        except sqlite3.Error:
            pass
