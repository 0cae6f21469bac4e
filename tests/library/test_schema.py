"""Opening files: new, ours, newer, foreign, not SQLite, truncated or fuzzed (refused, untouched)."""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
from pathlib import Path

import pytest

from app.library import Library, LibraryError
from app.library.schema import APPLICATION_ID, SCHEMA_VERSION
from app.model import Board


def test_a_new_file_gets_the_schema(tmp_path: Path) -> None:
    path = tmp_path / "new.xqlib"
    with Library(path) as lib:
        assert lib.count() == 0 and lib.search() == [] and lib.explore(Board()) == []
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    db.close()
    with Library(path) as lib:         # and opens again
        assert lib.count() == 0


@pytest.mark.parametrize("make", ["empty", "empty_sqlite"])
def test_an_empty_file_becomes_a_library(tmp_path: Path, make: str) -> None:
    path = tmp_path / "empty.xqlib"
    if make == "empty":
        path.write_bytes(b"")
    else:
        sqlite3.connect(path).execute("PRAGMA user_version = 0").connection.close()
    with Library(path) as lib:
        assert lib.count() == 0


def _refused(path: Path, match: str) -> None:
    before = path.read_bytes()
    with pytest.raises(LibraryError, match=match):
        Library(path)
    assert path.read_bytes() == before


def test_a_newer_schema_is_refused(imported: Path, tmp_path: Path) -> None:
    path = tmp_path / "newer.xqlib"
    shutil.copy(imported, path)
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    _refused(path, "newer version")


def test_another_programs_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE customers (name TEXT)")
    db.execute("INSERT INTO customers VALUES ('x')")
    db.commit()
    db.close()
    _refused(path, "another program")
    db = sqlite3.connect(path)
    db.execute("PRAGMA application_id = 1234")
    db.close()
    _refused(path, "another program")


def test_a_file_that_is_not_sqlite_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "games.pgn"
    path.write_text('[Event "x"]\n1. h2e2 h9g7\n' * 20)
    _refused(path, "not an SQLite database")


def test_a_truncated_file_is_refused(imported: Path, tmp_path: Path) -> None:
    data = imported.read_bytes()
    for cut in (50, 100, 4096, len(data) // 2, len(data) - 1):
        path = tmp_path / f"cut{cut}.xqlib"
        path.write_bytes(data[:cut])
        _refused(path, "damaged|not an SQLite")


def test_a_page_overwritten_with_noise_is_refused(imported: Path, tmp_path: Path) -> None:
    data = bytearray(imported.read_bytes())
    rng = random.Random(7)
    page = 4096
    for n in range(1, len(data) // page):
        copy = bytearray(data)
        copy[n * page:(n + 1) * page] = bytes(rng.getrandbits(8) for _ in range(page))
        path = tmp_path / f"noise{n}.xqlib"
        path.write_bytes(bytes(copy))
        _refused(path, "damaged")


def _use(path: Path) -> None:
    with Library(path) as lib:
        for s in lib.search():
            lib.load(s.id)
        lib.games_with_position(Board())
        lib.explore(Board())


def test_fuzzed_files_fail_cleanly_and_stay_untouched(imported: Path, tmp_path: Path) -> None:
    data = imported.read_bytes()
    rng = random.Random(2026)
    refused = 0
    for i in range(60):
        copy = bytearray(data)
        for _ in range(rng.choice((1, 8, 64))):
            copy[rng.randrange(len(copy))] = rng.getrandbits(8)
        path = tmp_path / f"fuzz{i}.xqlib"
        path.write_bytes(bytes(copy))
        try:
            _use(path)
        except LibraryError:
            refused += 1
        assert path.read_bytes() == bytes(copy)
    assert refused > 0


def test_without_verify_damage_still_fails_cleanly(imported: Path, tmp_path: Path) -> None:
    data = bytearray(imported.read_bytes())
    rng = random.Random(3)
    data[8192:12288] = bytes(rng.getrandbits(8) for _ in range(4096))
    path = tmp_path / "noverify.xqlib"
    path.write_bytes(bytes(data))
    try:
        with Library(path, verify=False) as lib:
            for s in lib.search():
                lib.load(s.id)
            lib.explore(Board())
    except LibraryError:
        pass
    assert path.read_bytes() == bytes(data)


def _answers(path: Path) -> list[object]:
    board = Board()
    with Library(path) as lib:
        out: list[object] = [lib.games_with_position(board), lib.explore(board)]
        game = lib.load(lib.search(limit=1)[0].id)
        for move in game.mainline_moves()[:6]:
            board.push(move)
            out += [lib.games_with_position(board), lib.explore(board), lib.games_at_position(board)]
    return out


def test_a_version_1_library_is_migrated(imported: Path, tmp_path: Path) -> None:
    path = tmp_path / "v1.xqlib"
    shutil.copy(imported, path)
    db = sqlite3.connect(path, isolation_level=None)
    moves = dict(db.execute("SELECT id, moves FROM games"))
    rows = [(h, g, p, int.from_bytes(moves[g][2 * p:2 * p + 2], "little") if 2 * p < len(moves[g]) else None)
            for h, g, p in db.execute("SELECT hash, game, ply FROM positions")]
    db.executescript("""DROP TABLE positions; DROP TABLE pending;
        CREATE TABLE positions (hash INTEGER NOT NULL, game INTEGER NOT NULL, ply INTEGER NOT NULL,
            move INTEGER, PRIMARY KEY (hash, game, ply)) WITHOUT ROWID;
        DROP INDEX games_code; ALTER TABLE games DROP COLUMN code;
        PRAGMA auto_vacuum = NONE; PRAGMA user_version = 1;""")
    db.execute("BEGIN")                # one transaction: row by row in autocommit took over a minute
    db.executemany("INSERT INTO positions VALUES (?,?,?,?)", rows)
    db.execute("COMMIT")
    db.execute("VACUUM")
    db.close()
    assert _answers(path) == _answers(imported)
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 4
    assert db.execute("PRAGMA auto_vacuum").fetchone()[0] == 2
    assert [r[1] for r in db.execute("PRAGMA table_info(positions)")] == ["hash", "game", "ply"]
    db.close()


def test_queued_keys_are_found_before_the_index_has_them(imported: Path, tmp_path: Path) -> None:
    path = tmp_path / "queued.xqlib"
    shutil.copy(imported, path)
    want = _answers(imported)
    with Library(path) as lib:
        # another connection (an import that stopped before building the index) queues half the games
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN")
        queued = [g for (g,) in other.execute("SELECT id FROM games WHERE id % 2 = 0")]
        for g in queued:
            keys = [h for h, _ in other.execute("SELECT hash, ply FROM positions WHERE game = ? ORDER BY ply", (g,))]
            other.execute("DELETE FROM positions WHERE game = ?", (g,))
            other.execute("INSERT INTO pending VALUES (?, ?)", (g, json.dumps(keys)))
        other.execute("COMMIT")
        other.close()
        assert queued and lib.games_with_position(Board()) == want[0] and lib.explore(Board()) == want[1]
    assert _answers(path) == want                      # opening again built the index
    db = sqlite3.connect(path)
    assert db.execute("SELECT count(*) FROM pending").fetchone()[0] == 0
    db.close()
