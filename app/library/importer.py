"""Importing files into the library: files and folders walked in a fixed order, unchanged files
skipped by path, size and time, byte-identical files by their hash, games deduplicated by content.
Files are read (in worker processes for big imports) and written in batches, one transaction each,
so a cancelled or crashed import leaves a consistent library that a new import completes. A game's
position keys are queued with it (table `pending`) and moved into the position index in one sorted
pass when the import ends: cheaper than updating the index row by row at every commit."""

from __future__ import annotations

import functools
import json
import multiprocessing
import os
import re
import sqlite3
import threading
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import islice
from typing import NamedTuple

from app.formats import GameFileError, GameTree, dumps_pgn, read_bytes
from app.model import START_FEN

from .filekey import file_key
from .fold import fold
from .positions import (
    content_digest,
    normal_fen,
    pack_moves,
    placement_from_fen,
    replay_keys,
    unpack_moves,
)
from .schema import vacuum

# Extensions taken from folders (files named explicitly are always tried).
GAME_EXTENSIONS = frozenset({".pgn", ".xqf", ".cbr", ".cbl", ".ubb", ".txt", ".wxf", ".htm", ".html"})
RESULT_CODES = {"1-0": 0, "1/2-1/2": 1, "0-1": 2}
UNKNOWN_RESULT = 3
Progress = Callable[[int, int], None]   # (files done, files in all)
_NORMAL_START = normal_fen(START_FEN)


@dataclass
class ImportReport:
    """What an import did; failures name the file and the reader's error."""

    files_seen: int = 0
    files_unchanged: int = 0            # skipped: same path, size and time as already imported
    games_added: int = 0
    duplicates: int = 0                 # games already in the library (same start and moves)
    files_failed: list[tuple[str, str]] = field(default_factory=list)
    games_failed: list[tuple[str, str]] = field(default_factory=list)
    cancelled: bool = False


class ParsedGame(NamedTuple):
    """One game as a worker hands it over (all plain values, cheap to pickle)."""

    headers: dict[str, str]
    fen: str | None
    moves: bytes
    keys: str               # JSON array of the signed position keys, ply 0 to the end
    digest: int
    extra: bytes | None


class ParsedFile(NamedTuple):
    """A file's games, the errors of the games left out, and the error that stopped the file."""

    games: list[ParsedGame]
    errors: list[str]
    fatal: str | None


@functools.lru_cache(maxsize=256)
def _placement(fen: str) -> tuple[tuple[str, ...], bool]:
    """placement_from_fen, kept for the next game (nearly all start from the same few FENs)."""
    squares, black = placement_from_fen(fen)
    return tuple(squares), black


def parse_game(tree: GameTree) -> ParsedGame:
    """The stored form of a game tree: packed main line, position keys, content hash, extras."""
    fen = tree.start_fen
    nodes = tree.mainline_nodes()
    moves = pack_moves([n.move for n in nodes if n.move is not None])
    squares, black = _placement(fen)
    keys = json.dumps(replay_keys(list(squares), black, unpack_moves(moves)).tolist())
    rich = (bool(tree.root.comment) or len(tree.root.children) > 1
            or any(n.comment or n.nags or len(n.children) > 1 for n in nodes))
    extra = zlib.compress(dumps_pgn(tree, "iccs").encode("utf-8")) if rich else None
    headers = {k: v for k, v in tree.headers.items() if k != "FEN"}
    start = None if normal_fen(fen) == _NORMAL_START else fen
    return ParsedGame(headers, start, moves, keys, content_digest(fen, moves), extra)


def parse_file(task: tuple[str, bytes]) -> ParsedFile:
    """Read the games of one file's bytes (run in worker processes)."""
    path, data = task
    try:
        games = read_bytes(data, path)
    except GameFileError as exc:
        return ParsedFile([], [], str(exc))
    except Exception as exc:  # a reader bug must not stop the whole import  # noqa: BLE001
        return ParsedFile([], [], f"{path}: cannot read: {type(exc).__name__}: {exc}")
    out: list[ParsedGame] = []
    errors = [str(e) for e in games.errors]
    for i, tree in enumerate(games):
        try:
            out.append(parse_game(tree))
        except Exception as exc:  # noqa: BLE001
            errors.append(f"{path}: game {i + 1}: {type(exc).__name__}: {exc}")
    return ParsedFile(out, errors, None)


def iter_files(paths: Iterable[str | os.PathLike[str]]) -> Iterator[str]:
    """Absolute paths of the files to import, folders walked recursively in sorted order."""
    for p in paths:
        p = os.path.abspath(os.fspath(p))
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
    """(year, YYYYMMDD with unknown parts 0) of a Date header such as '1986.11.02' or '1986年11月'."""
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
                "event, ecco, opening, extra) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?) "
                "ON CONFLICT (digest) DO NOTHING")


def store_game(db: sqlite3.Connection, game: ParsedGame) -> int | None:
    """Insert one game and queue its position keys for the index; None if the library holds it."""
    cur = db.execute(_INSERT_GAME, (game.digest, game.fen, game.moves, len(game.moves) // 2,
                                    *header_columns(game.headers), game.extra))
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
    db.execute("BEGIN IMMEDIATE")
    try:
        db.execute("INSERT OR IGNORE INTO positions SELECT j.value, p.game, j.key "
                   "FROM pending p, json_each(p.keys) j ORDER BY 1, 2, 3")
        n = db.execute("DELETE FROM pending").rowcount
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    vacuum(db)
    return n


class _Entry(NamedTuple):
    path: str
    size: int
    mtime: int
    digest: bytes
    action: str            # 'unchanged', 'same' (content of a stored file), 'again' (content of a file
    #                        still being read in this import), 'parse', 'unreadable'
    data: bytes
    note: str | None       # the stored or new error of the file
    games: int


class Importer:
    """One import run into an open library connection."""

    def __init__(self, db: sqlite3.Connection, progress: Progress | None, cancel: threading.Event | None,
                 workers: int | None, batch: int) -> None:
        self.db = db
        self.progress = progress
        self.cancel = cancel
        self.workers = min(2, os.cpu_count() or 1) if workers is None else workers
        self.batch = max(1, batch)
        self.report = ImportReport()
        # file keys of the batch being prepared and of the one before it (not yet written)
        self.recent: set[bytes] = set()
        self.older: set[bytes] = set()

    def run(self, paths: Sequence[str | os.PathLike[str]]) -> ImportReport:
        """Import everything under `paths`; stops after the current batch when `cancel` is set."""
        total = sum(1 for _ in iter_files(paths))
        pool = None
        if self.workers > 1 and total > 2 * self.batch:
            pool = multiprocessing.get_context("spawn").Pool(self.workers)
        flush_pending(self.db)          # keys a crashed import left queued
        try:
            self._loop(paths, total, pool)
        finally:
            if pool is not None:
                pool.terminate()
                pool.join()
        flush_pending(self.db)
        return self.report

    def _loop(self, paths: Sequence[str | os.PathLike[str]], total: int,
              pool: multiprocessing.pool.Pool | None) -> None:
        files = iter_files(paths)
        done = 0
        pending: tuple[list[_Entry], Iterator[ParsedFile]] | None = None
        if self.progress is not None:
            self.progress(0, total)
        while True:
            chunk = list(islice(files, self.batch))
            nxt = None
            if chunk:
                self.older, self.recent = self.recent, set()
                entries = [self._prepare(p) for p in chunk]
                tasks = [(e.path, e.data) for e in entries if e.action == "parse"]
                results = (pool.imap(parse_file, tasks, chunksize=8) if pool is not None
                           else map(parse_file, tasks))
                nxt = (entries, results)
            if pending is not None:
                self._write(*pending)
                done += len(pending[0])
                if self.progress is not None:
                    self.progress(done, total)
                if self.cancel is not None and self.cancel.is_set() and nxt is not None:
                    self.report.cancelled = True
                    return
            if nxt is None:
                return
            pending = nxt

    def _prepare(self, path: str) -> _Entry:
        try:
            st = os.stat(path)
            row = self.db.execute("SELECT size, mtime, games, error FROM files WHERE path = ?",
                                  (path,)).fetchone()
            if row is not None and row[0] == st.st_size and row[1] == st.st_mtime_ns:
                return _Entry(path, st.st_size, st.st_mtime_ns, b"", "unchanged", b"", row[3], row[2])
            with open(path, "rb") as fh:
                data = fh.read()
        except OSError as exc:
            return _Entry(path, 0, 0, b"", "unreadable", b"",
                          f"{path}: cannot read the file: {exc.strerror or exc}", 0)
        digest = file_key(data)
        row = self.db.execute("SELECT games, error FROM files WHERE digest = ? LIMIT 1", (digest,)).fetchone()
        if row is not None:
            return _Entry(path, st.st_size, st.st_mtime_ns, digest, "same", b"", row[1], row[0])
        if digest in self.recent or digest in self.older:
            return _Entry(path, st.st_size, st.st_mtime_ns, digest, "again", data, None, 0)
        self.recent.add(digest)
        return _Entry(path, st.st_size, st.st_mtime_ns, digest, "parse", data, None, 0)

    def _write(self, entries: list[_Entry], results: Iterator[ParsedFile]) -> None:
        rep = self.report
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            for e in entries:
                rep.files_seen += 1
                note, games = e.note, e.games
                if e.action == "unchanged":
                    rep.files_unchanged += 1
                elif e.action == "same":
                    rep.duplicates += games
                elif e.action == "again" and (row := db.execute(
                        "SELECT games, error FROM files WHERE digest = ? LIMIT 1", (e.digest,)).fetchone()):
                    games, note = row
                    rep.duplicates += games
                else:       # 'parse' (or 'again' whose first file was not stored: read it here)
                    parsed = next(results) if e.action == "parse" else parse_file((e.path, e.data))
                    note, games = parsed.fatal, len(parsed.games)
                    rep.games_failed.extend((e.path, msg) for msg in parsed.errors)
                    for game in parsed.games:
                        if store_game(db, game) is None:
                            rep.duplicates += 1
                        else:
                            rep.games_added += 1
                if note is not None:
                    rep.files_failed.append((e.path, note))
                if e.action not in ("unchanged", "unreadable"):
                    db.execute("INSERT OR REPLACE INTO files VALUES (?,?,?,?,?,?)",
                               (e.path, e.size, e.mtime, e.digest, games, note))
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
