"""Whatever the history of answers, the progress file written is one its own reader
takes whole (nothing set aside as damaged) and reads back to the same values; answering a My mistakes
exercise again on a day it was answered compounds neither its SM-2 card nor the rating."""

from __future__ import annotations

import json
import math
import tempfile
from datetime import date
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from app.puzzles import Card, ProgressStore, Puzzle
from app.puzzles.progress import MAX_COUNT, RATINGS

FEN = "rnbakabn1/9/1c5c1/p1p1p1p1p/9/8r/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
DAY = 740_000
LAST_DAY = date.max.toordinal()          # days are ordinals of real dates
MAX_INTERVAL = 36_500                    # no card waits more than a hundred years


def _puzzle(pid: str, difficulty: int | None = None) -> Puzzle:
    return Puzzle(FEN, "better", ["i3i4"], id=pid, difficulty=difficulty)


# A file the reader takes whole, with values at the edges of what it accepts.
EDGE_CARDS = st.fixed_dictionaries({}, optional={
    "a": st.tuples(st.integers(0, MAX_COUNT), st.integers(0, MAX_COUNT), st.floats(1.0, 10.0),
                   st.integers(0, 10**7)).map(list),
    "b": st.just([MAX_COUNT, MAX_COUNT, 10.0, 10**7]),
})
EDGE_RECORDS = st.fixed_dictionaries({}, optional={
    "a": st.fixed_dictionaries({"solved": st.booleans(), "failed": st.integers(0, MAX_COUNT),
                                "attempts": st.integers(0, MAX_COUNT),
                                "seconds": st.floats(0, 1e300, allow_nan=False, allow_infinity=False)}),
})
START = st.fixed_dictionaries({"rating": st.floats(*RATINGS), "puzzles": EDGE_RECORDS, "schedule": EDGE_CARDS})

SECONDS = st.one_of(st.floats(0, 120), st.floats(allow_nan=True, allow_infinity=True), st.just(1e308))
DIFFICULTY = st.one_of(st.none(), st.integers(-10**6, 10**6), st.just(10**400))
STEP = st.one_of(st.none(), st.integers(0, 3), st.sampled_from([30, 400, 40_000, 10**6]))   # days on (None: no card)
ANSWER = st.tuples(st.sampled_from(["a", "b", "c"]), st.booleans(), st.integers(0, 3), SECONDS, DIFFICULTY, STEP)


@settings(max_examples=60, deadline=None)
@given(start=START, first_day=st.one_of(st.just(DAY), st.integers(1, LAST_DAY)),
       answers=st.lists(ANSWER, min_size=1, max_size=40))
def test_every_history_writes_a_file_its_reader_takes_whole(start, first_day, answers):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "progress.json"
        path.write_text(json.dumps({"format": 1, **start}), encoding="utf-8")
        store = ProgressStore(path)
        assert store.take_damage() == [], "the start file is one the reader takes whole"
        day = first_day
        for pid, solved, wrong, seconds, difficulty, step in answers:
            if step is not None:
                day = min(LAST_DAY, day + step)
            store.add_result(_puzzle(pid, difficulty), solved, seconds, day=None if step is None else day,
                             wrong_moves=wrong)
            again = ProgressStore(path)
            assert again.take_damage() == [], f"the file written after {pid} on day {day} was rejected"
            assert again.records == store.records and again.cards == store.cards
            assert again.rating == round(store.rating, 1) and RATINGS[0] <= again.rating <= RATINGS[1]
            if step is not None:
                assert again.cards[pid].interval <= MAX_INTERVAL
            assert all(math.isfinite(r.seconds) for r in again.records.values())


@settings(max_examples=40, deadline=None)
@given(grades=st.lists(st.tuples(st.booleans(), st.integers(0, 3), st.floats(0, 120)), min_size=2, max_size=20))
def test_answers_again_on_one_day_do_not_compound(grades):
    with tempfile.TemporaryDirectory() as folder:
        store = ProgressStore(Path(folder) / "progress.json")
        solved, wrong, seconds = grades[0]
        rating = store.add_result(_puzzle("m"), solved, seconds, day=DAY, wrong_moves=wrong)
        card = store.cards["m"]
        for solved, wrong, seconds in grades[1:]:                 # retries the same day
            assert store.add_result(_puzzle("m"), solved, seconds, day=DAY, wrong_moves=wrong) == rating
            assert store.cards["m"] == card
        assert store.records["m"].attempts == len(grades)        # each still counts as an attempt
        assert ProgressStore(Path(folder) / "progress.json").cards == {"m": card}


def test_fifteen_solves_on_one_day_leave_the_card_as_the_first_made_it(tmp_path: Path):
    """The reported case: the same card solved 15 times on one day wrote due=30732886, which the reader
    then rejected (the file set aside as broken, the card gone)."""
    path = tmp_path / "progress.json"
    store = ProgressStore(path)
    for _ in range(15):
        store.add_result(_puzzle("mistake-1"), True, 5.0, day=DAY)
    again = ProgressStore(path)
    assert again.take_damage() == []
    assert again.cards == {"mistake-1": Card(1, 1, 2.6, DAY + 1)}
    tomorrow = store.add_result(_puzzle("mistake-1"), True, 5.0, day=DAY + 1)    # the next day it counts
    assert store.cards["mistake-1"] == Card(2, 6, 2.7, DAY + 7) and tomorrow > again.rating
