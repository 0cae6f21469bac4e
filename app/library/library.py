"""The game library: a SQLite file of games with a position index and an opening explorer."""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import zlib
from collections.abc import Iterable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from typing import Any, Self

from app.formats import GameFileError, GameTree, read_text, write_pgn
from app.model import START_FEN, Board, Move
from app.model.stored_json import read_stored_json

from .errors import (ArgumentProblem, ArgumentRefused, ErrorKind, LibraryError, checked_int, checked_text,
                     fits_int64, from_sqlite)
from .fold import fold
from .importer import (MAX_FILE_SIZE, RESULT_CODES, Importer, ImportReport, Progress, flush_pending,
                       header_columns)
from .openings import (OpeningCount, OpeningResults, classify_pending, code_filter, most_played, name_filter,
                       reclassify_if_changed, results_by_opening)
from .reviews import PlayerReviews, StoredReview, find_review, player_reviews, read_player_reviews, save_review
from .positions import board_key, move_of, placement_from_fen, replay_keys, unpack_moves
from .schema import open_database, transaction, writable

MAX_HEADER_TEXT = 1 << 20       # characters in one header name or value given to set_headers
MAX_WORKERS = 64                # reader processes an import may start

RESULTS = {code: text for text, code in RESULT_CODES.items()}
SORT_COLUMNS = ("id", "red", "black", "event", "date", "result", "ecco", "opening", "plies", "code")
_GAME_COLUMNS = "id, headers, plies, result, year, code"     # what a GameSummary is made of


def _check_order(order_by: object, allowed: Sequence[str]) -> None:
    if order_by not in allowed:
        raise ArgumentRefused("order_by", ArgumentProblem.UNKNOWN_ORDER,
                              detail=f"one of {', '.join(allowed)}, not {str(order_by)[:40]!r}")


def _page(limit: int | None, offset: int) -> list[int]:
    """LIMIT and OFFSET values (no limit: -1)."""
    return [-1 if limit is None else checked_int("limit", limit), checked_int("offset", offset)]


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One game in a search answer."""

    id: int
    red: str
    black: str
    event: str
    date: str
    result: str            # '1-0', '0-1', '1/2-1/2' or '*'
    ecco: str              # the file's [ECCO] tag, as written ('' if it has none)
    opening: str           # the file's [Opening] tag, as written
    plies: int
    year: int | None
    code: str = ""         # our ECCO classification ('' when the scheme has none or not classified yet)


@dataclass(frozen=True, slots=True)
class ExplorerMove:
    """A move played from a position: in how many games, their results, and their average year."""

    move: Move
    games: int
    red_wins: int
    draws: int
    black_wins: int
    average_year: float | None


def _date_bound(argument: str, value: str | int | None, upper: bool) -> int | None:
    """YYYYMMDD bound of 'YYYY', 'YYYY-MM', 'YYYY-MM-DD' (or a year as int), inclusive."""
    if value is None or value == "":
        return None
    if not isinstance(value, int):
        value = checked_text(argument, value)
    try:
        parts = [int(p) for p in str(value).replace(".", "-").replace("/", "-").split("-") if p.strip()]
    except ValueError:
        parts = []
    if not parts or len(parts) > 3:
        raise ArgumentRefused(argument, ArgumentProblem.NOT_A_DATE, detail=f"{str(value)[:40]!r} "
                              "(use YYYY, YYYY-MM or YYYY-MM-DD)")
    year, month, day = (parts + [0, 0])[:3]
    if upper:
        return checked_int(argument, year * 10000 + (month or 99) * 100 + (day or 99))
    return checked_int(argument, year * 10000 + month * 100 + day)


def _stored_headers(text: object) -> dict[str, str]:
    """The headers stored with a game (LibraryError DAMAGED if they are not a JSON object)."""
    try:
        value = read_stored_json(text) if isinstance(text, (str, bytes)) else None
    except ValueError:                 # not JSON, nested too deeply, a number out of range
        value = None
    if not isinstance(value, dict):
        raise LibraryError(ErrorKind.DAMAGED, "a game's stored headers are not a JSON object")
    return {str(k): v if isinstance(v, str) else json.dumps(v, ensure_ascii=False)
            for k, v in value.items() if v is not None}


class Library:
    """A library file; methods raise LibraryError (with a kind: damaged, read-only, disk full, a refused
    argument, ...) when the file is unusable or an argument cannot be taken."""

    def __init__(self, path: str | os.PathLike[str], verify: bool = True) -> None:
        """Open or create a library; `verify` runs SQLite's quick_check first (~15 ms per MB). A file
        that cannot be written (it or its folder is read-only) is opened for reading: `read_only`."""
        self.path = os.path.expanduser(os.fspath(path))
        self.read_only = not writable(self.path)
        self._db = open_database(self.path, verify, self.read_only)
        self._lock = threading.RLock()
        if not self.read_only:
            try:
                with self._guard() as db:
                    flush_pending(db)       # index what a crashed import left queued
                    reclassify_if_changed(db)   # codes given by other rules are given again
                    classify_pending(db)    # (a library made before opening codes were kept, or reclassified)
            except LibraryError as exc:
                if exc.kind not in (ErrorKind.DISK_FULL, ErrorKind.READ_ONLY, ErrorKind.BUSY,
                                    ErrorKind.DISK_ERROR):
                    self._db.close()
                    raise
                # Queries read queued keys too: the index is built by the next open or import that can write.

    # ----- lifetime ----------------------------------------------------------------------------
    def close(self) -> None:
        """Close the file."""
        self._db.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _guard(self) -> Iterator[sqlite3.Connection]:
        """The connection, with SQLite's errors sorted by kind (see errors.py) and stored values that do
        not decode as damage."""
        with self._lock:
            try:
                yield self._db
            except sqlite3.Error as exc:
                raise from_sqlite(exc, self.path) from exc
            except LibraryError as exc:
                if exc.path is None and exc.kind is not ErrorKind.REFUSED_ARGUMENT:
                    exc.path = self.path
                raise
            except (ValueError, IndexError, TypeError, zlib.error, GameFileError) as exc:
                raise LibraryError(ErrorKind.DAMAGED, f"a stored value does not decode: {exc}",
                                   path=self.path) from exc

    def _writing(self) -> AbstractContextManager[sqlite3.Connection]:
        """The guarded connection for a change (LibraryError READ_ONLY at once for a read-only file)."""
        if self.read_only:
            raise LibraryError(ErrorKind.READ_ONLY, path=self.path)
        return self._guard()

    # ----- import ------------------------------------------------------------------------------
    def import_paths(self, paths: Iterable[str | os.PathLike[str]], progress: Progress | None = None,
                     cancel: threading.Event | None = None, *, workers: int | None = None,
                     batch: int = 256, max_file_size: int = MAX_FILE_SIZE) -> ImportReport:
        """Import files and folders (recursively; '~' is expanded); see ImportReport. `workers` = reader
        processes (0: read in this process); files over `max_file_size` bytes are skipped."""
        if workers is not None and not 0 <= checked_int("workers", workers) <= MAX_WORKERS:
            raise ArgumentRefused("workers", ArgumentProblem.OUT_OF_RANGE, limit=MAX_WORKERS)
        with self._writing() as db:
            return Importer(db, progress, cancel, workers, batch, max_file_size).run(list(paths))

    # ----- queries -----------------------------------------------------------------------------
    def count(self) -> int:
        """Number of games."""
        with self._guard() as db:
            return int(db.execute("SELECT count(*) FROM games").fetchone()[0])

    def search(self, *, red: str | None = None, black: str | None = None, player: str | None = None,
               event: str | None = None, date_from: str | int | None = None,
               date_to: str | int | None = None, result: str | None = None, ecco: str | None = None,
               opening: str | None = None, min_moves: int | None = None, max_moves: int | None = None,
               limit: int | None = None, offset: int = 0, order_by: str = "id",
               descending: bool = False) -> list[GameSummary]:
        """Games matching every given field (names match anywhere in the text; moves count plies),
        sorted by `order_by` (one of SORT_COLUMNS), then by id. `ecco` is a code or a range of codes
        ("C84", "C7", "C70-C79", "A-B") matched against our classification and the file's tag; `opening`
        is words of an opening name in Simplified or Traditional Chinese or English (the scheme's names,
        ours or the file's code) or of the file's [Opening] tag."""
        _check_order(order_by, SORT_COLUMNS)
        where: list[str] = []
        args: list[Any] = []
        for column, value in (("red", red), ("black", black), ("event", event)):
            if value:
                where.append(f"instr({column}, ?) > 0")
                args.append(fold(checked_text(column, value)))
        if player:
            where.append("(instr(red, ?) > 0 OR instr(black, ?) > 0)")
            args += [fold(checked_text("player", player))] * 2
        if ecco:
            by_code = code_filter(checked_text("ecco", ecco))
            if by_code is None:     # not a code: a prefix of the file's tag, as before
                by_code = ("ecco LIKE ?", [fold(ecco).upper().replace("%", "").replace("_", "") + "%"])
            where.append(by_code[0])
            args += by_code[1]
        if opening:
            by_name = name_filter(checked_text("opening", opening))
            where.append(by_name[0])
            args += by_name[1]
        low, high = _date_bound("date_from", date_from, False), _date_bound("date_to", date_to, True)
        if low is not None:
            where.append("date >= ?")
            args.append(low)
        if high is not None:
            where.append("date <= ? AND date > 0")
            args.append(high)
        if result:
            where.append("result = ?")
            args.append(RESULT_CODES.get(checked_text("result", result).strip(), 3))
        for name, bound, test in (("min_moves", min_moves, ">="), ("max_moves", max_moves, "<=")):
            if bound is not None:
                where.append(f"plies {test} ?")
                args.append(checked_int(name, bound))
        sql = f"SELECT {_GAME_COLUMNS} FROM games"
        if where:
            sql += " WHERE " + " AND ".join(where)
        direction = " DESC" if descending else ""
        sql += f" ORDER BY {order_by}{direction}, id{direction} LIMIT ? OFFSET ?"
        args += _page(limit, offset)
        with self._guard() as db:
            return [self._summary(*row) for row in db.execute(sql, args)]

    @staticmethod
    def _summary(gid: int, headers_json: str, plies: int, result: int, year: int | None,
                 code: str | None) -> GameSummary:
        h = _stored_headers(headers_json)
        return GameSummary(int(gid), h.get("Red", ""), h.get("Black", ""), h.get("Event", ""),
                           h.get("Date", ""), RESULTS.get(result, "*"), h.get("ECCO", ""),
                           h.get("Opening", ""), int(plies), None if year is None else int(year), code or "")

    def summary(self, game_id: int) -> GameSummary:
        """The summary of one game (KeyError if there is none)."""
        if not fits_int64(game_id):
            raise KeyError(game_id)
        with self._guard() as db:
            row = db.execute(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise KeyError(game_id)
        return self._summary(*row)

    @staticmethod
    def _hits(n: int) -> str:
        """SQL of (game, ply) rows for n keys (given twice): the index and keys still queued."""
        marks = ",".join("?" * n)
        return (f"(SELECT game, ply FROM positions WHERE hash IN ({marks}) UNION ALL "
                f"SELECT q.game, j.key FROM pending q, json_each(q.keys) j WHERE j.value IN ({marks}))")

    def _keys(self, board: Board, mirrored: bool) -> list[int]:
        keys = [board_key(board)]
        if mirrored:
            other = board_key(board, mirrored=True)
            if other != keys[0]:
                keys.append(other)
        return keys

    def games_with_position(self, board: Board, mirrored: bool = False) -> list[tuple[int, int]]:
        """(game id, ply) of every time a game reaches this placement with this side to move
        (also the left-right mirrored position if `mirrored`), by game then ply."""
        keys = self._keys(board, mirrored)
        with self._guard() as db:
            rows = db.execute(f"SELECT game, ply FROM {self._hits(len(keys))}", keys * 2).fetchall()
        rows.sort()
        return [(int(g), int(p)) for g, p in rows]

    def games_at_position(self, board: Board, mirrored: bool = False, *, order_by: str = "id",
                          descending: bool = False, limit: int | None = None,
                          offset: int = 0) -> list[tuple[GameSummary, int]]:
        """Each game reaching this position once, with the first ply it does, sorted by `order_by`
        (one of SORT_COLUMNS or 'ply') then id, and paged like search()."""
        _check_order(order_by, (*SORT_COLUMNS, "ply"))
        keys = self._keys(board, mirrored)
        direction = " DESC" if descending else ""
        column = "p.first" if order_by == "ply" else f"g.{order_by}"
        sql = (f"SELECT g.id, g.headers, g.plies, g.result, g.year, g.code, p.first FROM (SELECT game, "
               f"min(ply) AS first FROM {self._hits(len(keys))} GROUP BY game) p JOIN games g ON g.id = p.game "
               f"ORDER BY {column}{direction}, g.id{direction} LIMIT ? OFFSET ?")
        with self._guard() as db:
            rows = db.execute(sql, [*keys, *keys, *_page(limit, offset)]).fetchall()
            return [(self._summary(*row[:6]), int(row[6])) for row in rows]

    def explore(self, board: Board, ecco: str | None = None) -> list[ExplorerMove]:
        """The moves played from this position, most frequent first (a game counts once per move);
        `ecco`: only the games of that code or range of codes ("C84", "C8", "C80-C84"), ours or the file's."""
        where, extra = "", []
        if ecco:
            by_code = code_filter(checked_text("ecco", ecco))
            if by_code is None:
                raise ArgumentRefused("ecco", ArgumentProblem.NOT_A_CODE, detail=repr(ecco[:40]))
            where = " AND " + by_code[0].replace("code", "g.code").replace("ecco", "g.ecco")
            extra = by_code[1]
        sql = ("SELECT d.move, count(*), sum(d.result = 0), sum(d.result = 1), sum(d.result = 2), "
               "avg(d.year) FROM (SELECT DISTINCT substr(g.moves, 2 * h.ply + 1, 2) AS move, g.id, g.result, "
               f"g.year FROM {self._hits(1)} h JOIN games g ON g.id = h.game WHERE h.ply < g.plies{where}) d "
               "GROUP BY d.move")
        key = board_key(board)
        with self._guard() as db:
            out = [ExplorerMove(move_of(int.from_bytes(m, "little")), n, red, draws, black, year)
                   for m, n, red, draws, black, year in db.execute(sql, (key, key, *extra))]
        out.sort(key=lambda e: (-e.games, e.move.iccs))
        return out

    # ----- openings ----------------------------------------------------------------------------
    def most_played_openings(self, limit: int | None = 20, player: str | None = None) -> list[OpeningCount]:
        """The openings (our ECCO codes) with the most games, most first, with how the games ended;
        `player`: only the games that name plays (either side)."""
        with self._guard() as db:
            return most_played(db, -1 if limit is None else checked_int("limit", limit),
                               checked_text("player", player) if player else None)

    def results_by_opening(self, player: str) -> list[OpeningResults]:
        """How a player scored in each opening (our ECCO codes) with Red and with Black, most played first."""
        name = checked_text("player", player)
        with self._guard() as db:
            return results_by_opening(db, name) if name.strip() else []

    def classify_pending(self) -> int:
        """Classify the games not classified yet (a library opened read-only while it needed it); how many."""
        with self._writing() as db:
            return classify_pending(db)

    # ----- games -------------------------------------------------------------------------------
    def load(self, game_id: int) -> GameTree:
        """The game as a tree to study (variations and comments kept); KeyError if there is none."""
        if not fits_int64(game_id):
            raise KeyError(game_id)
        with self._guard() as db:
            row = db.execute("SELECT fen, moves, headers, extra FROM games WHERE id = ?",
                             (game_id,)).fetchone()
            if row is None:
                raise KeyError(game_id)
            fen, moves, headers_json, extra = row
            headers = _stored_headers(headers_json)
            if extra is not None:
                tree: GameTree = read_text(zlib.decompress(extra).decode("utf-8"))[0]
                tree.headers.clear()
                tree.headers.update(headers)
                if fen:
                    tree.headers["FEN"] = fen
            else:
                tree = GameTree.from_moves([move_of(m) for m in unpack_moves(moves)], fen, headers)
        return tree

    def delete(self, game_ids: Iterable[int]) -> int:
        """Delete games (with their positions) in one transaction; returns how many there were."""
        n = 0
        with self._writing() as db, transaction(db):
            for gid in game_ids:
                if not fits_int64(gid):
                    continue
                row = db.execute("SELECT fen, moves FROM games WHERE id = ?", (gid,)).fetchone()
                if row is None:
                    continue
                keys = self._replay(row[0], row[1])
                db.executemany("DELETE FROM positions WHERE hash = ? AND game = ? AND ply = ?",
                               ((k, gid, ply) for ply, k in enumerate(keys)))
                db.execute("DELETE FROM pending WHERE game = ?", (gid,))
                db.execute("DELETE FROM games WHERE id = ?", (gid,))
                n += 1
        return n

    # ----- stored reviews (app.library.reviews) --------------------------------------------------
    def store_review(self, review: StoredReview) -> None:
        """Keep a game's review (replacing one by the same engine and time)."""
        with self._writing() as db, transaction(db):
            save_review(db, review)

    def find_review(self, key: str, engine: str, seconds: float) -> StoredReview | None:
        """The stored review of the game with this review_key by this engine and time, or None."""
        with self._guard() as db:
            return find_review(db, key, engine, seconds)

    def player_reviews(self, name: str) -> list[StoredReview]:
        """The stored reviews of the games `name` played (either side); LibraryError DAMAGED if one of
        them does not decode (read_player_reviews lists those apart)."""
        with self._guard() as db:
            return player_reviews(db, name)

    def read_player_reviews(self, name: str) -> PlayerReviews:
        """The stored reviews of the games `name` played, and apart those whose rows do not decode."""
        with self._guard() as db:
            return read_player_reviews(db, name)

    @staticmethod
    def _replay(fen: str | None, moves: bytes) -> Sequence[int]:
        squares, black = placement_from_fen(fen or START_FEN)
        return replay_keys(squares, black, unpack_moves(moves))

    def set_headers(self, game_id: int, headers: dict[str, str | None]) -> None:
        """Change headers of a game (a None value removes the header; FEN cannot change here)."""
        if "FEN" in headers:
            raise ArgumentRefused("FEN", ArgumentProblem.NOT_EDITABLE,
                                  detail="the start position is part of the game and cannot be edited")
        for k, v in headers.items():
            checked_text("header name", k, MAX_HEADER_TEXT)
            if v is not None:
                checked_text(k, v, MAX_HEADER_TEXT)
        if not fits_int64(game_id):
            raise KeyError(game_id)
        with self._writing() as db:
            row = db.execute("SELECT headers FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                raise KeyError(game_id)
            current = _stored_headers(row[0])
            for k, v in headers.items():
                if v is None:
                    current.pop(k, None)
                else:
                    current[k] = v
            db.execute("UPDATE games SET result=?, year=?, date=?, headers=?, red=?, black=?, event=?, "
                       "ecco=?, opening=? WHERE id = ?", (*header_columns(current), game_id))

    def export_pgn(self, game_ids: Iterable[int], path: str | os.PathLike[str],
                   notation: str = "chinese") -> int:
        """Write the games to one PGN file (atomically); returns how many were written."""
        trees = [self.load(gid) for gid in game_ids]
        write_pgn(trees, path, notation)
        return len(trees)
