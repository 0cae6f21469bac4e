"""Autosave files under faults: an unusable autosave is reported as such
(never a crash, never taken for "none"), renamed aside rather than deleted; stale temporary files of
killed writes are removed, and only ours, only old ones; another running instance's study autosaves
are left alone."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from app.controller.autosave import (BROKEN, Autosave, BrokenAutosave, clean_stale_temps, pending_studies,
                                     set_aside)

START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
GOOD = {"format": 2, "start_fen": START, "moves": ["h2e2", "h9g7"], "ruleset": "cxq", "computer_sides": ["black"],
        "level": "strong", "clock": None}


def dump(**changes) -> bytes:
    return json.dumps({**GOOD, **changes}).encode()


BROKEN_FILES = {
    "truncated": dump()[:40],
    "garbage": b"\x00\xff" * 300,
    "wrong types": dump(moves={"h2e2": 1}),
    "a number": b"42",
    "bad fen": dump(start_fen="9/9/9 w"),
    "illegal moves": dump(moves=["h2e2", "a0a5"]),
    "unknown ruleset": dump(ruleset="western"),
    "deeply nested": b"[" * 100_000,
    "deeply nested object": b'{"moves": ' + b"[" * 100_000,
}


@pytest.mark.parametrize("content", list(BROKEN_FILES.values()), ids=list(BROKEN_FILES))
def test_an_unusable_autosave_is_reported_never_raised_as_anything_else(tmp_path, content):
    save = Autosave(tmp_path)
    save.path.write_bytes(content)
    with pytest.raises(BrokenAutosave) as caught:
        save.read()
    assert caught.value.path == save.path and caught.value.reason
    assert save.load() is None, "load() keeps its promise: never raises"
    kept = save.set_aside()
    assert kept is not None and kept.name.startswith(save.path.name + BROKEN) and kept.read_bytes() == content
    assert not save.path.exists() and save.read() is None


def test_a_good_autosave_reads_and_none_is_none(tmp_path):
    save = Autosave(tmp_path)
    assert save.read() is None
    save.path.write_bytes(dump())
    saved = save.read()
    assert saved is not None and saved.moves == ("h2e2", "h9g7") and saved.level == "strong"


def test_setting_aside_twice_in_one_second_keeps_both(tmp_path):
    kept = []
    for content in (b"one", b"two"):
        (tmp_path / "study-1-x.json").write_bytes(content)
        kept.append(set_aside(tmp_path / "study-1-x.json", now=lambda: 1_700_000_000.0))
    assert kept[0] is not None and kept[1] is not None and kept[0] != kept[1]
    assert [p.read_bytes() for p in kept if p] == [b"one", b"two"] and not (tmp_path / "study-1-x.json").exists()


def test_only_our_old_temporary_files_are_cleaned(tmp_path):
    now = 2_000_000_000.0
    old, young = now - 3600, now - 5

    def made(name: str, age: float, text: str = "partial"):
        path = tmp_path / name
        path.write_text(text)
        os.utime(path, (age, age))
        return path

    stale = [made(".~autosave.jsonk2j3.tmp", old), made(".~study-12-abcdef01.pgn9x.tmp", old),
             made(".~study-12-abcdef01.jsonq.tmp", old)]
    kept = [made(".~autosave.jsonnow1.tmp", young),          # a write in progress (another instance)
            made(".~games.pgnab.tmp", old),                  # the user's own file's temp, not an autosave's
            made("autosave.json", old), made(".~autosave.json.tmp.keep", old)]
    target = made("elsewhere.txt", old, "not ours")
    link = tmp_path / ".~autosave.jsonlink.tmp"
    link.symlink_to(target)
    os.utime(link, (old, old), follow_symlinks=False)
    folder = tmp_path / ".~study-1-x.pgnd.tmp"
    folder.mkdir()
    removed = clean_stale_temps(tmp_path, now=lambda: now)
    assert sorted(removed) == sorted(stale) and not any(p.exists() for p in stale)
    assert all(p.exists() for p in kept) and link.is_symlink() and target.read_text() == "not ours"
    assert folder.is_dir()
    assert clean_stale_temps(tmp_path / "no such folder") == []


@pytest.mark.skipif(os.name != "posix", reason="process ids are checked on POSIX only")
def test_a_running_instances_study_autosaves_are_not_offered(tmp_path):
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        for pid in (other.pid, os.getpid()):
            (tmp_path / f"study-{pid}-abcdef01.pgn").write_text('[Event "x"]\n\n*\n')
        offered = [p.pgn.name for p in pending_studies(tmp_path)]
        assert offered == [f"study-{os.getpid()}-abcdef01.pgn"], "ours (a crashed run's) only"
    finally:
        other.kill()
        other.wait()
    assert len(pending_studies(tmp_path)) == 2, "once it ended, its autosave is left by a crash"


def test_a_study_autosave_without_its_meta_file_is_offered(tmp_path):
    (tmp_path / "study-1-abcdef01.pgn").write_text('[Event "x"]\n\n*\n')
    (tmp_path / "study-1-abcdef02.json").write_text('{"format": 1, "path": "/a.pgn"}')   # no PGN: nothing to offer
    (tmp_path / "study-1-abcdef03.pgn").write_text('[Event "y"]\n\n*\n')
    (tmp_path / "study-1-abcdef03.json").write_text('[1, 2')
    pending = pending_studies(tmp_path)
    assert [(p.pgn.name, p.original, p.meta_broken) for p in pending] == [
        ("study-1-abcdef01.pgn", None, False), ("study-1-abcdef03.pgn", None, True)]


def test_temporary_files_of_the_data_folders_other_files_killed_mid_write_are_removed(tmp_path):
    """A kill -9 while the puzzle progress or My mistakes was written leaves atomic_write_bytes' temporary
    file in the data folder, where the start-up clean-up must find it (else one more is left each time)."""
    from app.controller.puzzle_values import PROGRESS_FILE
    from app.formats.atomic import atomic_write_bytes
    from app.training import MISTAKES_FILE

    now = 10_000_000.0
    stale = []
    for name in (PROGRESS_FILE, MISTAKES_FILE):
        real = tmp_path / name
        atomic_write_bytes(real, b"{}")
        left = tmp_path / f".~{name}k9k9k9.tmp"       # the name atomic_write_bytes gives its temporary file
        left.write_bytes(b"{")
        os.utime(left, (now - 3600, now - 3600))
        stale.append(left)
    removed = clean_stale_temps(tmp_path, now=lambda: now)
    assert sorted(removed) == sorted(stale)
    assert (tmp_path / PROGRESS_FILE).read_bytes() == (tmp_path / MISTAKES_FILE).read_bytes() == b"{}"
