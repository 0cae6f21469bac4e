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


# ----- damaged files are kept, shapes are checked, saves merge and fail softly
import math  # noqa: E402
import threading  # noqa: E402

import pytest  # noqa: E402

from app.formats.safety import BROKEN  # noqa: E402
from app.puzzles.progress import DamageKind  # noqa: E402


def forty(path):
    """A progress file of 40 records, as a user has it after some weeks."""
    store = ProgressStore(path)
    for i in range(40):
        store.add_result(puzzle(f"p{i}", 1200 + i), solved=i % 3 != 0, seconds=10.0 + i)
    return path.read_bytes()


def kept_beside(path):
    return sorted(path.parent.glob(path.name + BROKEN + "*"))


DAMAGED = {
    "truncated": lambda good: good[:len(good) // 2],
    "bad utf-8": lambda good: good.replace(b'"p1"', b'"p\xff\xfe1"'),
    "empty": lambda good: b"",
    "garbage": lambda good: bytes(range(256)) * 3,
    "deeply nested": lambda good: b"[" * 100_000,
    "a top-level list": lambda good: b"[1, 2, 3]",
    "puzzles is a list": lambda good: b'{"format": 1, "rating": 1300, "puzzles": [1, 2]}',
    "a later format": lambda good: good.replace(b'"format": 1', b'"format": 2'),
    "a huge number": lambda good: b'{"rating": 1' + b"0" * 5000 + b"}",
}


@pytest.mark.parametrize("damage", list(DAMAGED.values()), ids=list(DAMAGED))
def test_a_damaged_progress_file_is_set_aside_and_reported_not_replaced(tmp_path, damage):
    path = tmp_path / "progress.json"
    content = damage(forty(path))
    path.write_bytes(content)
    store = ProgressStore(path)
    (found,) = store.take_damage()
    assert found.kind is DamageKind.UNREADABLE and found.path == path and found.records == 0
    assert kept_beside(path) == [found.kept] and found.kept.read_bytes() == content, "kept byte for byte"
    assert store.take_damage() == [], "told once"
    store.add_result(puzzle("next", 1200), solved=True)
    assert list(json.loads(path.read_bytes())["puzzles"]) == ["next"]
    assert found.kept.read_bytes() == content, "the next result did not replace the 40 records"


WRONG_SHAPES = {
    "rating abc": ('"rating": 1216.5', '"rating": "abc"', 40),
    "rating NaN": ('"rating": 1216.5', '"rating": NaN', 40),
    "rating a list": ('"rating": 1216.5', '"rating": [1]', 40),
    "a null record": ('"p0": {', '"p0": null, "x0": {', 40),
    "failed many": ('"failed": 1', '"failed": "many"', 39),
    "seconds NaN": ('"seconds": 10.0', '"seconds": NaN', 39),
    "seconds Infinity": ('"seconds": 10.0', '"seconds": Infinity', 39),
    "solved yes": ('"solved": false', '"solved": "yes"', 39),
    "negative attempts": ('"attempts": 1', '"attempts": -1', 39),
    "attempts true": ('"attempts": 1', '"attempts": true', 39),
    "a record as a number": ('"p0": {', '"p00": 5, "p0": {', 40),
}


@pytest.mark.parametrize("change", list(WRONG_SHAPES.values()), ids=list(WRONG_SHAPES))
def test_a_progress_file_with_wrong_shapes_keeps_its_good_records(tmp_path, change):
    path = tmp_path / "progress.json"
    text = forty(path).decode()
    text = text.replace('"rating": ' + str(json.loads(text)["rating"]), '"rating": 1216.5')
    old, new, kept_records = change
    assert old in text
    damaged = text.replace(old, new, 1)
    path.write_text(damaged, encoding="utf-8")
    store = ProgressStore(path)                       # no exception, whatever the shape
    (found,) = store.take_damage()
    assert found.kind is DamageKind.PARTLY and found.records == kept_records == len(store.records)
    assert found.kept is not None and found.kept.read_text(encoding="utf-8") == damaged
    assert math.isfinite(store.rating) and all(isinstance(r.failed, int) and math.isfinite(r.seconds)
                                               for r in store.records.values())
    if "rating" not in old:
        assert store.rating == 1216.5, "a good rating is kept"
    store.add_result(puzzle("next", 1200), solved=True)
    assert len(ProgressStore(path).records) == kept_records + 1


def test_two_instances_saving_progress_keep_each_others_results(tmp_path):
    path = tmp_path / "progress.json"
    first, second = ProgressStore(path), ProgressStore(path)      # both opened before either saved
    for i in range(3):
        first.add_result(puzzle(f"a{i}", 1200), solved=True, seconds=5)
    second.add_result(puzzle("b", 1200), solved=False, seconds=7)
    first.add_result(puzzle("a0", 1200), solved=False)
    final = ProgressStore(path)
    assert sorted(final.records) == ["a0", "a1", "a2", "b"]
    assert final.record("a0").attempts == 2 and final.record("b").failed == 1
    assert final.rating == pytest.approx(first.rating, abs=0.1), "every result moved the rating once"
    assert [p.name for p in tmp_path.iterdir()] == ["progress.json"], "no lock or temporary file left"


def test_concurrent_saves_from_threads_lose_nothing(tmp_path):
    path = tmp_path / "progress.json"
    stores = [ProgressStore(path) for _ in range(4)]

    def solve(n, store):
        for i in range(10):
            store.add_result(puzzle(f"t{n}-{i}", 1200), solved=True)

    threads = [threading.Thread(target=solve, args=(n, store)) for n, store in enumerate(stores)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(ProgressStore(path).records) == 40


def test_a_failed_save_keeps_the_result_and_saves_it_later(tmp_path):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the folder should be")
    store = ProgressStore(blocked / "progress.json")
    with pytest.raises(OSError):
        store.add_result(puzzle("a", 1200), solved=True)
    assert store.record("a").solved and store.unsaved == 1 and store.rating > START_RATING
    blocked.unlink()
    store.add_result(puzzle("b", 1200), solved=False)
    again = ProgressStore(blocked / "progress.json")
    assert again.record("a").solved and again.record("b").failed == 1 and store.unsaved == 0


def test_a_damaged_file_that_cannot_be_moved_aside_is_never_written_over(tmp_path, monkeypatch):
    import app.puzzles.progress as progress
    path = tmp_path / "progress.json"
    path.write_bytes(b'{"puzzles": {"a": {"solved": tr')
    monkeypatch.setattr(progress, "set_aside", lambda p: None)      # e.g. a folder that may not be changed
    store = ProgressStore(path)
    (found,) = store.take_damage()
    assert found.kept is None
    with pytest.raises(OSError):
        store.add_result(puzzle("b", 1200), solved=True)
    assert path.read_bytes() == b'{"puzzles": {"a": {"solved": tr'
