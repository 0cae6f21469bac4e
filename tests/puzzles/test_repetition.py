"""SM-2 spaced repetition (app.puzzles.repetition) and its cards kept with the puzzle progress."""

from __future__ import annotations

import json
from pathlib import Path

from app.puzzles import Card, ProgressStore, Puzzle, due_puzzles, grade, is_due, schedule
from app.puzzles.progress import DamageKind

DAY = 740_000
PUZZLE = Puzzle("rnbakabn1/9/1c5c1/p1p1p1p1p/9/8r/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", "better", ["i3i4"],
                id="mistake-1")


def test_sm2_intervals_grow_by_the_ease_and_a_failure_starts_again():
    card, today = Card(), DAY
    days = []
    for _ in range(4):                                  # each answer on the day the card is due
        card = schedule(card, 5, today)
        days.append(card.interval)
        last, today = today, card.due
    assert days == [1, 6, round(6 * 2.7), round(round(6 * 2.7) * 2.8)]    # the ease rises 0.1 a perfect grade
    assert card.ease == 2.9 and card.due == last + days[-1]
    failed = schedule(card, 1, today)
    assert (failed.repetitions, failed.interval, failed.due) == (0, 1, today + 1)
    assert failed.ease < card.ease
    assert schedule(Card(ease=1.3), 0, DAY).ease == 1.3                       # never below the floor


def test_grades_and_what_is_due():
    assert [grade(True, 0, 5.0), grade(True, 0, 90.0), grade(True, 2, 5.0), grade(False, 0, 5.0)] == [5, 4, 3, 1]
    assert is_due(None, DAY) and is_due(Card(due=DAY), DAY) and not is_due(Card(due=DAY + 1), DAY)
    cards = {"a": Card(due=DAY + 3), "b": Card(due=DAY - 2), "c": Card(due=DAY)}
    assert due_puzzles(["a", "b", "c", "new"], cards, DAY) == ["b", "c", "new"]


def test_cards_are_kept_with_the_progress(tmp_path: Path):
    path = tmp_path / "progress.json"
    store = ProgressStore(path)
    store.add_result(PUZZLE, True, 10.0, day=DAY)
    store.add_result(Puzzle(PUZZLE.fen, "better", ["i3i4"], id="plain"), True, 10.0)   # no day: no card
    again = ProgressStore(path)
    assert again.cards == {"mistake-1": Card(1, 1, 2.6, DAY + 1)}
    assert again.records["mistake-1"].solved


def test_a_damaged_card_is_set_aside_and_reported(tmp_path: Path):
    path = tmp_path / "progress.json"
    path.write_text(json.dumps({"format": 1, "rating": 1200, "puzzles": {},
                                "schedule": {"ok": [1, 1, 2.5, DAY], "bad": [1, "x", 2.5, DAY]}}))
    store = ProgressStore(path)
    assert store.cards == {"ok": Card(1, 1, 2.5, DAY)}
    damage = store.take_damage()
    assert [d.kind for d in damage] == [DamageKind.PARTLY] and damage[0].kept is not None and damage[0].kept.exists()
