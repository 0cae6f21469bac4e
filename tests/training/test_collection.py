"""The My mistakes collection file: exercises added once, kept across runs, a damaged file set aside."""

from __future__ import annotations

from pathlib import Path

from app.puzzles import ProgressStore, Puzzle
from app.training import MistakesFile, due_today

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
