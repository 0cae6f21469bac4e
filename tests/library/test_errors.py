"""Errors as values: a full disk, a read-only file or folder, hand-made files and arguments SQLite cannot
take are LibraryError values with a kind; a sound file is never called damaged."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from app.library import ArgumentProblem, ArgumentRefused, ErrorKind, Library, LibraryError
from app.model import Board

from .conftest import SAMPLE
from .test_import import dump


def sound(path: Path) -> bool:
    """SQLite's own integrity check of a file."""
    db = sqlite3.connect(path)
    try:
        return db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    finally:
        db.close()


class FullDisk:
    """While on, every new SQLite connection may not grow its file (as on a full disk: SQLITE_FULL)."""

    def __init__(self, monkeypatch) -> None:
        self.monkeypatch = monkeypatch
        self.real = sqlite3.connect

    def on(self, room: int = 0) -> None:
        """`room` pages more than the file has when it is opened."""
        real = self.real

        def connect(*args, **kwargs):
            db = real(*args, **kwargs)
            pages = db.execute("PRAGMA page_count").fetchone()[0]
            db.execute(f"PRAGMA max_page_count = {max(1, pages + room)}")
            return db

        self.monkeypatch.setattr(sqlite3, "connect", connect)

    def off(self) -> None:
        self.monkeypatch.setattr(sqlite3, "connect", self.real)


def test_a_full_disk_is_reported_as_such_and_nothing_is_lost(tmp_path: Path, monkeypatch, imported: Path) -> None:
    path = tmp_path / "full.xqlib"
    with Library(path) as lib:         # made while there was room; the disk fills before the import
        pass
    disk = FullDisk(monkeypatch)
    disk.on(room=12)
    with Library(path) as lib:
        with pytest.raises(LibraryError) as info:
            lib.import_paths([SAMPLE], workers=0, batch=4)
        assert info.value.kind is ErrorKind.DISK_FULL
        stored = lib.search()                    # the library still answers: what was committed is whole
        assert 0 < len(stored) < 42
        assert all(len(lib.load(s.id).mainline_moves()) == s.plies for s in stored)
    assert sound(path)
    queued = sqlite3.connect(path)
    assert queued.execute("SELECT count(*) FROM pending").fetchone()[0] == len(stored)   # index not built
    queued.close()
    disk.on()
    with Library(path) as lib:            # opening again (it would build the index) is not "damaged"
        assert [s.id for s in lib.search()] == [s.id for s in stored]
        assert {g for g, _ in lib.games_with_position(Board())} == {s.id for s in stored}
    disk.off()
    with Library(path) as lib:
        lib.import_paths(sorted(SAMPLE.rglob("*.pgn"))[:31], workers=0)
        lib.import_paths([SAMPLE], workers=0)
    assert {r[1:8] for r in dump(path)[0]} == {r[1:8] for r in dump(imported)[0]}


def test_queued_keys_left_by_a_full_disk_do_not_stop_opening(tmp_path: Path, imported: Path, monkeypatch) -> None:
    """An import stopped by a full disk leaves queued position keys; opening moves them into the index,
    which needs room: with none, the file opens anyway and queries read the queue."""
    path = tmp_path / "queued.xqlib"
    shutil.copy(imported, path)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN")
    for (g,) in db.execute("SELECT id FROM games").fetchall():
        keys = [h for h, _ in db.execute("SELECT hash, ply FROM positions WHERE game = ? ORDER BY ply", (g,))]
        db.execute("DELETE FROM positions WHERE game = ?", (g,))
        db.execute("INSERT INTO pending VALUES (?, ?)", (g, json.dumps(keys)))
    db.execute("COMMIT")
    db.execute("VACUUM")
    db.close()
    FullDisk(monkeypatch).on()
    with Library(path) as lib, Library(imported) as whole:
        assert lib.games_with_position(Board()) == whole.games_with_position(Board())
        assert lib.explore(Board()) == whole.explore(Board())
    assert sound(path)


def _write_protect(*paths: Path) -> None:
    for p in paths:
        p.chmod(0o555 if p.is_dir() else 0o444)


def test_a_read_only_file_is_read_and_writing_says_read_only(tmp_path: Path, imported: Path) -> None:
    path = tmp_path / "ro.xqlib"
    shutil.copy(imported, path)
    before = path.read_bytes()
    _write_protect(path)
    try:
        with Library(path) as lib:
            assert lib.read_only and lib.count() == 42 and lib.explore(Board())
            game = lib.search()[0]
            assert lib.load(game.id).headers.get("Red", "") == game.red
            for write in (lambda: lib.import_paths([SAMPLE], workers=0), lambda: lib.delete([game.id]),
                          lambda: lib.set_headers(game.id, {"Site": "x"})):
                with pytest.raises(LibraryError) as info:
                    write()
                assert info.value.kind is ErrorKind.READ_ONLY
    finally:
        path.chmod(0o644)
    assert path.read_bytes() == before


def test_a_library_in_a_read_only_folder_is_read_only(tmp_path: Path, imported: Path) -> None:
    folder = tmp_path / "shelf"
    folder.mkdir()
    shutil.copy(imported, folder / "lib.xqlib")
    _write_protect(folder)
    try:
        with Library(folder / "lib.xqlib") as lib:
            assert lib.read_only and lib.count() == 42
            with pytest.raises(LibraryError) as info:
                lib.delete([lib.search()[0].id])
            assert info.value.kind is ErrorKind.READ_ONLY
        with pytest.raises(LibraryError) as info:
            Library(folder / "new.xqlib")          # nothing can be created here
        assert info.value.kind is ErrorKind.READ_ONLY
        assert sorted(os.listdir(folder)) == ["lib.xqlib"]
    finally:
        folder.chmod(0o755)


def _hand_made(imported: Path, tmp_path: Path, sql: str) -> Path:
    path = tmp_path / "hand.xqlib"
    shutil.copy(imported, path)
    db = sqlite3.connect(path, isolation_level=None)
    db.executescript(sql)
    db.close()
    return path


def test_a_negative_schema_version_is_damage(imported: Path, tmp_path: Path) -> None:
    path = _hand_made(imported, tmp_path, "PRAGMA user_version = -5;")
    with pytest.raises(LibraryError) as info:
        Library(path)
    assert info.value.kind is ErrorKind.DAMAGED


DEEP = '{"a":' * 5000 + "1" + "}" * 5000                 # deeper than Python's json module reads


@pytest.mark.parametrize("headers", ["[1,2]", "not json", "7", DEEP, '{"Red": ' + DEEP + "}",
                                     '{"Red": 1e999}', '{"Red": ' + "9" * 5000 + "}"])
def test_stored_headers_that_are_no_object_are_damage(imported: Path, tmp_path: Path, headers: str) -> None:
    path = _hand_made(imported, tmp_path, f"UPDATE games SET headers = '{headers}' WHERE id = 3;")
    with Library(path) as lib:
        for query in (lambda: lib.search(), lambda: lib.load(3), lambda: lib.summary(3)):
            with pytest.raises(LibraryError) as info:
                query()
            assert info.value.kind is ErrorKind.DAMAGED
        assert lib.summary(4).id == 4                     # the other games still read


def test_header_values_that_are_not_text_are_read_as_text(imported: Path, tmp_path: Path) -> None:
    path = _hand_made(imported, tmp_path, """UPDATE games SET headers = '{"Red": 5, "Black": null}' WHERE id = 3;""")
    with Library(path) as lib:
        assert (lib.summary(3).red, lib.summary(3).black) == ("5", "")


@pytest.mark.parametrize(("call", "argument", "problem"), [
    (lambda lib: lib.search(player="胡" * 1_000_000), "player", ArgumentProblem.TOO_LONG),
    (lambda lib: lib.search(ecco="B" * 60_000), "ecco", ArgumentProblem.TOO_LONG),
    (lambda lib: lib.search(red="a\udc80b"), "red", ArgumentProblem.NOT_TEXT),
    (lambda lib: lib.search(event=12), "event", ArgumentProblem.NOT_TEXT),
    (lambda lib: lib.search(min_moves=2**63), "min_moves", ArgumentProblem.OUT_OF_RANGE),
    (lambda lib: lib.search(limit=2**64), "limit", ArgumentProblem.OUT_OF_RANGE),
    (lambda lib: lib.search(offset=-(2**63) - 1), "offset", ArgumentProblem.OUT_OF_RANGE),
    (lambda lib: lib.search(date_from=10**20), "date_from", ArgumentProblem.OUT_OF_RANGE),
    (lambda lib: lib.search(date_to="1999-99999999999999999"), "date_to", ArgumentProblem.OUT_OF_RANGE),
    (lambda lib: lib.search(date_from="last year"), "date_from", ArgumentProblem.NOT_A_DATE),
    (lambda lib: lib.search(order_by="headers; DROP TABLE games"), "order_by", ArgumentProblem.UNKNOWN_ORDER),
    (lambda lib: lib.games_at_position(Board(), limit=2**63), "limit", ArgumentProblem.OUT_OF_RANGE),
    (lambda lib: lib.set_headers(1, {"Red": "x\ud800"}), "Red", ArgumentProblem.NOT_TEXT),
    (lambda lib: lib.set_headers(1, {"FEN": "9/9/9/9/9/9/9/9/9/9 w"}), "FEN", ArgumentProblem.NOT_EDITABLE),
])
def test_arguments_sqlite_cannot_take_are_refused_not_damage(lib_copy: Library, call, argument, problem) -> None:
    with pytest.raises(ArgumentRefused) as info:
        call(lib_copy)
    err = info.value
    assert isinstance(err, LibraryError) and isinstance(err, ValueError)
    assert (err.kind, err.argument, err.problem) == (ErrorKind.REFUSED_ARGUMENT, argument, problem)
    assert lib_copy.count() == 42 and sound(Path(lib_copy.path))


def test_game_ids_past_64_bits_name_no_game(lib_copy: Library) -> None:
    for call in (lib_copy.load, lib_copy.summary, lambda g: lib_copy.set_headers(g, {"Site": "x"})):
        with pytest.raises(KeyError):
            call(2**63)
    assert lib_copy.delete([2**63, -(2**64)]) == 0 and lib_copy.count() == 42


def test_errors_keep_their_kind_through_pickling() -> None:
    import pickle
    err = LibraryError(ErrorKind.TOO_NEW, path="x.xqlib", version=3, supported=2)
    back = pickle.loads(pickle.dumps(err))
    assert (back.kind, back.version, back.supported, str(back)) == (ErrorKind.TOO_NEW, 3, 2, str(err))
