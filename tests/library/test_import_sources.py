"""What an import reads: regular files only (pipes, devices, loops of links and links to nothing are
skipped with the reason), files over the size cap are skipped, big PGN files are streamed (the same
games, one bad game failing alone, Cancel inside a file) ."""

from __future__ import annotations

import os
import shutil
import sqlite3
import threading
from pathlib import Path

import pytest

from app.formats import read_games
from app.library import ErrorKind, Library, SkipReason, importer

from .conftest import SAMPLE, sample_files
from .test_import import content, dump

# A game in Chinese notation (UTF-8), with a comment and a tail of eight kinds (eight different games).
GOOD = '[Event "第{n}局"]\n[Red "红方{n}"]\n[Black "黑方"]\n1. 炮二平五 马8进7 2. 马二进三 车9平8 {m} *\n\n'
MOVES = ["3. 车一平二 马2进3", "3. 兵七进一 卒7进1", "3. 马八进七 炮8平9", "3. 车一平二 炮8进4",
         "3. 兵三进一 卒3进1", "3. 马八进九 象3进5", "3. 炮八平六 马2进1", "3. 车一进一 车1进1"]


def chinese_games(count: int, bad_first: bool) -> bytes:
    """A UTF-8 PGN of `count` Chinese-notation games; the first one with a stray byte in its first move."""
    texts = [GOOD.format(n=i, m=MOVES[i % len(MOVES)] + f" {{{i}}}") for i in range(count)]
    data = "".join(texts).encode("utf-8")
    if bad_first:
        data = data.replace("炮二平五".encode(), "炮二平五".encode()[:-1] + b"\xff", 1)
    return data


def run_with_bound(target, seconds: float = 120.0) -> None:
    """Run `target` in a thread; fail if it does not finish in `seconds` (the old importer hung)."""
    box: list[BaseException] = []

    def body() -> None:
        try:
            target()
        except BaseException as exc:  # noqa: BLE001
            box.append(exc)

    thread = threading.Thread(target=body, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "the import did not finish"
    if box:
        raise box[0]


def test_pipes_devices_and_bad_links_are_skipped_with_the_reason(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    shutil.copy(sample_files()[0], folder / "good.pgn")
    os.mkfifo(folder / "fifo.pgn")
    (folder / "zero.pgn").symlink_to("/dev/zero")
    (folder / "loop.pgn").symlink_to(folder / "loop.pgn")
    (folder / "broken.pgn").symlink_to(folder / "nothing-here.pgn")
    out: list = []
    try:
        with Library(tmp_path / "lib.xqlib") as lib:
            run_with_bound(lambda: out.append(lib.import_paths([folder, folder / "fifo.pgn"], workers=0)))
    finally:
        _unblock(folder / "fifo.pgn")
    report = out[0]
    assert report.games_added == 1 and report.files_failed == [] and report.files_seen == 6
    why = {Path(e.path).name: e for e in report.files_skipped}
    assert sorted(why) == ["broken.pgn", "fifo.pgn", "loop.pgn", "zero.pgn"]
    assert [Path(e.path).name for e in report.files_skipped].count("fifo.pgn") == 2
    assert all(e.kind is ErrorKind.FILE_SKIPPED for e in report.files_skipped)
    assert (why["fifo.pgn"].skip, why["fifo.pgn"].file_type) == (SkipReason.NOT_A_FILE, "fifo")
    assert (why["zero.pgn"].skip, why["zero.pgn"].file_type) == (SkipReason.NOT_A_FILE, "character-device")
    assert why["loop.pgn"].skip is SkipReason.LINK_LOOP
    assert why["broken.pgn"].skip is SkipReason.MISSING
    db = sqlite3.connect(tmp_path / "lib.xqlib")
    assert [Path(p).name for (p,) in db.execute("SELECT path FROM files")] == ["good.pgn"]
    db.close()


def _unblock(fifo: Path) -> None:
    """Open a pipe's writing end without blocking, so that a reader stuck on it (the old importer) ends."""
    try:
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    except OSError:
        pass


def test_a_file_over_the_size_cap_is_skipped(tmp_path: Path) -> None:
    big, small = sample_files()[:2]
    cap = min(big.stat().st_size, small.stat().st_size) - 1
    with Library(tmp_path / "lib.xqlib") as lib:
        report = lib.import_paths([big, small], workers=0, max_file_size=cap)
        assert report.games_added == 0 and lib.count() == 0
    assert [(e.skip, e.size, e.limit) for e in report.files_skipped] == \
        [(SkipReason.TOO_BIG, p.stat().st_size, cap) for p in (big, small)]


@pytest.mark.parametrize("streamed", [False, True])
def test_one_bad_game_fails_alone(tmp_path: Path, monkeypatch, streamed: bool) -> None:
    """A stray byte in the first game once made the whole file another encoding: every game failed."""
    if streamed:
        monkeypatch.setattr(importer, "STREAM_FROM", 10_000)
        monkeypatch.setattr(importer, "COMMIT_GAMES", 50)
    path = tmp_path / "games.pgn"
    path.write_bytes(chinese_games(400, bad_first=True))
    assert path.stat().st_size > 10_000
    with Library(tmp_path / "lib.xqlib") as lib:
        report = lib.import_paths([path], workers=0)
        assert report.files_failed == []
        assert report.games_added + report.duplicates == 399 and report.games_failed_count == 1
        assert "game 1," in report.games_failed[0][1]
        assert report.games_added == len(MOVES)          # games 1-8: the first of each line of moves
        assert [s.red for s in lib.search(player="红方7")] == ["红方7"]


def _concatenated(tmp_path: Path) -> Path:
    """The sample's files in one PGN (Big5, as they are), twice over."""
    path = tmp_path / "all.pgn"
    with open(path, "wb") as out:
        for _ in range(2):
            for p in sample_files():
                out.write(p.read_bytes().rstrip(b"\r\n") + b"\r\n\r\n")
    return path


@pytest.mark.parametrize("workers", [0, 2])
def test_a_big_file_is_streamed_into_the_same_games(tmp_path: Path, monkeypatch, workers: int) -> None:
    monkeypatch.setattr(importer, "STREAM_FROM", 20_000)
    monkeypatch.setattr(importer, "COMMIT_GAMES", 7)
    monkeypatch.setattr(importer, "PROCESSES_FROM", 0)
    big = _concatenated(tmp_path)
    trees = read_games(big)
    assert big.stat().st_size > 20_000 and len(trees) == 124
    with Library(tmp_path / "big.xqlib") as lib:
        report = lib.import_paths([big], workers=workers)
        assert report.files_failed == [] and report.games_failed == []
        assert report.games_added + report.duplicates == len(trees)
        stored = {content(lib.load(s.id)) for s in lib.search()}
    assert stored == {content(t) for t in trees}
    with Library(tmp_path / "big.xqlib") as lib:            # recorded: unchanged the next time
        assert lib.import_paths([big], workers=workers).files_unchanged == 1


def test_cancel_inside_a_streamed_file_keeps_whole_games_and_resumes(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(importer, "STREAM_FROM", 20_000)
    monkeypatch.setattr(importer, "COMMIT_GAMES", 10)
    monkeypatch.setattr("app.library.parsing.PIECE_GAMES", 5)
    big = _concatenated(tmp_path)
    cancel = threading.Event()
    calls: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> None:   # at the start, then after each commit inside the file
        calls.append((done, total))
        if len(calls) == 2:
            cancel.set()

    path = tmp_path / "cancelled.xqlib"
    with Library(path) as lib:
        first = lib.import_paths([big], progress=progress, cancel=cancel, workers=0)
        assert first.cancelled and first.files_seen == 0 and calls == [(0, 1), (0, 1)]
        assert 0 < lib.count() == first.games_added < 42
        assert sqlite3.connect(path).execute("SELECT count(*) FROM files").fetchone()[0] == 0
        second = lib.import_paths([big], workers=0)
        assert not second.cancelled and lib.count() == 42
    clean = tmp_path / "clean.xqlib"
    with Library(clean) as lib:
        lib.import_paths([big], workers=0)
    assert {r[1:8] for r in dump(path)[0]} == {r[1:8] for r in dump(clean)[0]}


def test_the_readme_example_path_with_a_tilde_is_expanded(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    shutil.copytree(SAMPLE, tmp_path / "xiangqi")
    with Library(tmp_path / "lib.xqlib") as lib:
        report = lib.import_paths(["~/xiangqi"], workers=0)
    assert report.files_seen == 62 and report.games_added == 42 and not report.files_skipped


def test_file_names_that_are_no_utf8_are_imported_and_remembered(tmp_path: Path) -> None:
    """A name from an old system (GBK bytes) once made the import call the library damaged."""
    folder = tmp_path / "old"
    folder.mkdir()
    good = os.path.join(os.fsencode(folder), b"\xc6\xe5\xc6\xd7.pgn")        # 棋谱 in GBK
    bad = os.path.join(os.fsencode(folder), b"\xb4\xed.pgn")
    with open(good, "wb") as fh:
        fh.write(sample_files()[0].read_bytes())
    with open(bad, "wb") as fh:
        fh.write(b"no game in here at all")
    with Library(tmp_path / "lib.xqlib") as lib:
        first = lib.import_paths([folder], workers=0)
        assert (first.files_seen, first.games_added, len(first.files_failed)) == (2, 1, 1)
        assert first.files_failed[0][0] == os.fsdecode(bad)
        again = lib.import_paths([folder], workers=0)
        assert (again.files_unchanged, again.games_added, len(again.files_failed)) == (2, 0, 1)


def test_an_absurd_number_of_readers_is_refused(tmp_path: Path) -> None:
    from app.library import ArgumentRefused
    with Library(tmp_path / "lib.xqlib") as lib, pytest.raises(ArgumentRefused) as info:
        lib.import_paths([SAMPLE], workers=10**6)
    assert info.value.argument == "workers"
