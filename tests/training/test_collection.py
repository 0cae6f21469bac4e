"""The My mistakes collection file: exercises added once, kept across runs, a damaged file set aside."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from app.formats.safety import FileLock
from app.puzzles import ProgressStore, Puzzle
from app.training import MistakesError, MistakesFile, MistakesProblem, collection, due_today

FEN = "rnbakabn1/9/1c5c1/p1p1p1p1p/9/8r/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
DAY = 740_000


def _puzzle(pid: str) -> Puzzle:
    return Puzzle(FEN, "better", ["i3i4"], id=pid, themes=("blunder", "missed-capture"))


def test_exercises_are_added_once_and_kept(tmp_path: Path):
    path = tmp_path / "my-mistakes.json"
    file = MistakesFile(path)
    assert file.add([_puzzle("a"), _puzzle("b"), _puzzle("a")]) == 2
    assert file.add([_puzzle("b"), _puzzle("c")]) == 1
    again = MistakesFile(path)
    assert [p.id for p in again.collection.puzzles] == ["a", "b", "c"] and again.damage is None
    store = ProgressStore(tmp_path / "progress.json")
    store.add_result(_puzzle("a"), True, 5.0, day=DAY)                  # next due tomorrow
    assert [p.id for p in due_today(again.collection, store, DAY)] == ["b", "c"]
    assert [p.id for p in due_today(again.collection, store, DAY + 1)] == ["a", "b", "c"]


def test_a_damaged_file_is_set_aside_and_reported(tmp_path: Path):
    path = tmp_path / "my-mistakes.json"
    path.write_text("{not json")
    file = MistakesFile(path)
    assert file.damage is not None and file.damage.kept is not None
    assert file.damage.kept.read_text() == "{not json"
    assert len(file.collection) == 0
    file.add([_puzzle("a")])
    assert [p.id for p in MistakesFile(path).collection.puzzles] == ["a"]


# ----- two instances adding at once -------------------------------------------------
def test_two_instances_adding_keep_each_others_exercises(tmp_path: Path):
    path = tmp_path / "my-mistakes.json"
    first, second = MistakesFile(path), MistakesFile(path)       # both read before either wrote
    assert first.add([_puzzle("a"), _puzzle("b"), _puzzle("c")]) == 3
    assert second.add([_puzzle("d"), _puzzle("a")]) == 1          # "a" is there already (first's)
    assert [p.id for p in MistakesFile(path).collection.puzzles] == ["a", "b", "c", "d"]
    assert [p.id for p in second.collection.puzzles] == ["a", "b", "c", "d"]
    assert first.add([_puzzle("e")]) == 1
    assert [p.id for p in MistakesFile(path).collection.puzzles] == ["a", "b", "c", "d", "e"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["my-mistakes.json"], "no lock or temporary file left"


def test_adds_from_many_instances_at_once_lose_nothing(tmp_path: Path):
    import threading
    path = tmp_path / "my-mistakes.json"
    files = [MistakesFile(path) for _ in range(4)]

    def add(n: int, file: MistakesFile) -> None:
        for i in range(6):
            file.add([_puzzle(f"t{n}-{i}")])

    threads = [threading.Thread(target=add, args=(n, f)) for n, f in enumerate(files)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(MistakesFile(path).collection) == 24


# ----- errors as values: why an add failed is a kind and its arguments, never English to parse -------
def test_an_add_that_waits_too_long_for_the_lock_says_busy(tmp_path: Path, monkeypatch):
    path = tmp_path / "my-mistakes.json"
    file = MistakesFile(path)
    file.add([_puzzle("a")])
    monkeypatch.setattr(collection, "LOCK_SECONDS", 0.2)
    other = FileLock(path.with_name(path.name + ".lock"))          # another instance, saving
    assert other.acquire()
    try:
        with pytest.raises(MistakesError) as caught:
            file.add([_puzzle("b")])
    finally:
        other.release()
    error = caught.value
    assert (error.problem, error.path, error.seconds, error.errno) == (MistakesProblem.BUSY, str(path), 0.2,
                                                                       errno.EBUSY)
    assert isinstance(error, OSError)                          # callers catching failed writes catch it too
    assert [p.id for p in MistakesFile(path).collection.puzzles] == ["a"]
    assert file.add([_puzzle("b")]) == 1                       # the lock let go: the add goes through


def test_a_damaged_file_that_cannot_be_moved_aside_is_left_and_said(tmp_path: Path, monkeypatch):
    path = tmp_path / "my-mistakes.json"
    monkeypatch.setattr(collection, "set_aside", lambda _path: None)     # a folder that refuses the rename
    file = MistakesFile(path)
    path.write_text("{not json")                               # damaged after it was read
    with pytest.raises(MistakesError) as caught:
        file.add([_puzzle("a")])
    assert (caught.value.problem, caught.value.path) == (MistakesProblem.NOT_SET_ASIDE, str(path))
    assert path.read_text() == "{not json", "never written over"
