"""Importing: report counts, dedup by content, re-import, cancel and resume, worker processes."""

from __future__ import annotations

import os
import shutil
import sqlite3
import threading
from pathlib import Path

from app.library import Library

from .conftest import SAMPLE, position, sample_files


def content(tree) -> tuple[str, tuple[str, ...]]:
    return position(tree.start_fen), tuple(tree.mainline())


def dump(path: Path) -> tuple[list[tuple], list[tuple]]:
    db = sqlite3.connect(path)
    try:
        games = db.execute("SELECT id, digest, fen, moves, plies, result, year, date, headers, red, black, "
                           "event, ecco, opening, extra FROM games ORDER BY id").fetchall()
        positions = db.execute("SELECT * FROM positions ORDER BY hash, game, ply").fetchall()
        return games, positions
    finally:
        db.close()


def test_report_counts_and_dedup_by_content(imported: Path, sample_trees) -> None:
    distinct = {content(t) for _, t in sample_trees}
    with Library(imported) as lib:
        assert lib.count() == len(distinct)
        stored = {content(lib.load(s.id)) for s in lib.search()}
    assert stored == distinct


def test_report_of_a_fresh_import(tmp_path: Path, sample_trees) -> None:
    with Library(tmp_path / "a.xqlib") as lib:
        report = lib.import_paths([SAMPLE], workers=0)
    distinct = {content(t) for _, t in sample_trees}
    assert report.files_seen == len(sample_files()) == 62
    assert report.games_added == len(distinct)
    assert report.duplicates == len(sample_trees) - len(distinct) > 0
    assert report.files_failed == [] and report.games_failed == [] and not report.cancelled


def test_the_datasets_own_duplicates_are_stored_once(tmp_path: Path) -> None:
    files = sample_files()
    by_bytes: dict[bytes, list[Path]] = {}
    for p in files:
        by_bytes.setdefault(p.read_bytes(), []).append(p)
    identical = next(ps for ps in by_bytes.values() if len(ps) > 1)
    with Library(tmp_path / "b.xqlib") as lib:
        report = lib.import_paths(identical, workers=0)
        assert (report.games_added, report.duplicates) == (1, len(identical) - 1)
    # the same game filed twice with different bytes (other tags, other spacing)
    different = [SAMPLE / "以棋手分類/楊官璘/00000650.pgn", SAMPLE / "以棋手分類/楊官璘/00000651.pgn"]
    different = [p for p in different if p.exists()] or _different_bytes_pair(files)
    assert different[0].read_bytes() != different[1].read_bytes()
    with Library(tmp_path / "c.xqlib") as lib:
        report = lib.import_paths(different, workers=0)
        assert (report.games_added, report.duplicates) == (1, 1)


def _different_bytes_pair(files: list[Path]) -> list[Path]:
    from app.formats import read_games
    seen: dict[tuple, Path] = {}
    for p in files:
        key = content(read_games(p)[0])
        if key in seen and seen[key].read_bytes() != p.read_bytes():
            return [seen[key], p]
        seen.setdefault(key, p)
    raise AssertionError("the sample has no same-game pair with different bytes")


def test_reimport_adds_nothing_and_skips_unchanged_files(lib_copy: Library) -> None:
    before = lib_copy.count()
    report = lib_copy.import_paths([SAMPLE], workers=0)
    assert report.files_unchanged == 62 and report.games_added == 0 and report.duplicates == 0
    # a touched file is read again, and its game is recognised as a duplicate
    touched = sample_files()[0]
    st = touched.stat()
    os.utime(touched, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
    try:
        report = lib_copy.import_paths([touched], workers=0)
    finally:
        os.utime(touched, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert (report.games_added, report.duplicates, report.files_unchanged) == (0, 1, 0)
    assert lib_copy.count() == before


def test_cancel_then_resume_gives_the_same_library(imported: Path, tmp_path: Path) -> None:
    path = tmp_path / "resumed.xqlib"
    cancel = threading.Event()
    calls: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> None:
        calls.append((done, total))
        if done >= 20:
            cancel.set()

    with Library(path) as lib:
        first = lib.import_paths([SAMPLE], progress=progress, cancel=cancel, workers=0, batch=10)
        assert first.cancelled and first.files_seen == 20
        assert calls[0] == (0, 62)
        partial = lib.count()
        assert 0 < partial
        second = lib.import_paths([SAMPLE], workers=0, batch=10)
        assert not second.cancelled and second.files_unchanged == 20
    assert dump(path) == dump(imported)


def test_a_crash_inside_a_batch_leaves_the_last_committed_state(tmp_path: Path, monkeypatch) -> None:
    from app.library import importer
    path = tmp_path / "crash.xqlib"
    real = importer.store_game
    stored = []

    def failing(db, game):
        stored.append(game)
        if len(stored) == 15:
            raise RuntimeError("power cut")
        return real(db, game)

    monkeypatch.setattr(importer, "store_game", failing)
    with Library(path) as lib:
        try:
            lib.import_paths([SAMPLE], workers=0, batch=10)
        except RuntimeError:
            pass
        else:
            raise AssertionError("the import should have failed")
        assert lib.count() <= 10
        kept = lib.count()
        files = sqlite3.connect(path).execute("SELECT count(*) FROM files").fetchone()[0]
        assert files == 10 and kept > 0
    monkeypatch.setattr(importer, "store_game", real)
    with Library(path) as lib:
        lib.import_paths([SAMPLE], workers=0, batch=10)
    clean = tmp_path / "clean.xqlib"
    with Library(clean) as lib:
        lib.import_paths([SAMPLE], workers=0, batch=10)
    assert dump(path) == dump(clean)


def test_worker_processes_give_the_same_library(imported: Path, tmp_path: Path) -> None:
    path = tmp_path / "workers.xqlib"
    with Library(path) as lib:
        report = lib.import_paths([SAMPLE], workers=2, batch=8)
    assert report.games_added > 0 and report.files_failed == []
    assert dump(path) == dump(imported)


def test_unreadable_files_are_reported_not_fatal(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    shutil.copy(sample_files()[0], folder / "good.pgn")
    (folder / "bad.pgn").write_bytes(b"this is not a game at all")
    (folder / "notes.md").write_text("ignored: not a game file extension")
    with Library(tmp_path / "d.xqlib") as lib:
        report = lib.import_paths([folder], workers=0)
    assert report.games_added == 1
    assert [p for p, _ in report.files_failed] == [str(folder / "bad.pgn")]
    assert report.files_seen == 2
