"""Progress store: persisted across reloads, atomic, rating up on success and down on failure."""

from __future__ import annotations

import json

from app.puzzles import Collection, ProgressStore, Puzzle, expected_score, next_puzzle
from app.puzzles.progress import START_RATING

FEN = "3k5/9/9/9/9/9/9/9/R7R/4K4 w - - 0 1"


def puzzle(pid: str, difficulty: int | None) -> Puzzle:
    return Puzzle(FEN, "mate", ["a1d1"], id=pid, difficulty=difficulty)


def test_progress_survives_a_reload(tmp_path):
    path = tmp_path / "progress.json"
    store = ProgressStore(path)
    a, b = puzzle("a", 1200), puzzle("b", 1500)
    store.add_result(a, solved=False, seconds=12.5)
    store.add_result(a, solved=True, seconds=3.0)
    store.add_result(b, solved=False, seconds=40)
    again = ProgressStore(path)
    assert again.record("a").solved and again.record("a").attempts == 2 and again.record("a").failed == 1
    assert again.record("a").seconds == 15.5
    assert not again.record("b").solved and again.record("b").failed == 1
    assert abs(again.rating - store.rating) < 0.1
    summary = again.summary(Collection("c", (a, b, puzzle("c", 900))))
    assert (summary.total, summary.solved, summary.failed, summary.attempts) == (3, 1, 1, 3)
    assert [p.name for p in tmp_path.iterdir()] == ["progress.json"]       # no temporary file left


def test_rating_goes_up_on_success_and_down_on_failure(tmp_path):
    store = ProgressStore(tmp_path / "p.json")
    up = store.add_result(puzzle("x", 1200), solved=True)
    assert up > START_RATING
    down = store.add_result(puzzle("y", 1200), solved=False)
    assert down < up
    # beating a harder puzzle is worth more than an easier one
    assert expected_score(1200, 1600) < expected_score(1200, 1200) < expected_score(1200, 800)


def test_a_corrupt_file_starts_afresh_and_is_replaced(tmp_path):
    path = tmp_path / "p.json"
    path.write_text("{not json", encoding="utf-8")
    store = ProgressStore(path)
    assert store.records == {} and store.rating == START_RATING
    store.add_result(puzzle("a", None), solved=True)
    assert json.loads(path.read_text(encoding="utf-8"))["puzzles"]["a"]["solved"] is True


def test_next_puzzle_is_the_unsolved_one_nearest_the_rating(tmp_path):
    store = ProgressStore(tmp_path / "p.json")
    coll = Collection("c", (puzzle("easy", 700), puzzle("near", 1250), puzzle("hard", 2000)))
    assert next_puzzle(coll, store).id == "near"
    store.add_result(coll.puzzles[1], solved=True)
    assert next_puzzle(coll, store).id == "easy"        # 1216 is nearer 700 than 2000
    store.add_result(coll.puzzles[0], solved=True)
    store.add_result(coll.puzzles[2], solved=True)
    assert next_puzzle(coll, store) is None
