"""Spaced repetition for exercises from one's own mistakes: SM-2 (Wozniak, SuperMemo 2, 1987).

Why SM-2 and not FSRS: FSRS predicts recall better when its weights are fitted to a long history of
one user's reviews; a player's "My mistakes" collection starts empty and grows by a few exercises a
game, so there is no history to fit, and with default weights FSRS's advantage shrinks while its
model (stability, difficulty, retrievability, 17+ weights) is far harder to check by hand. SM-2 is
three numbers a card, exact integer days and easy to test; an exercise is graded from what the user
did (a puzzle gives no "how well did you remember" button): solved at the first try QUICK_SECONDS or
faster 5, solved at the first try 4, solved after wrong moves 3, failed (gave up, shown) 1.

Days are ordinal numbers (date.toordinal()), so the state is plain integers in the progress file.

One answer a day: SM-2 schedules a card by the answer given when it comes back, so answering the same
card again on the day it was answered (a retry, the exercise opened twice) leaves the card as that
day's first answer made it (``answered_on``: the day a card was last scheduled is its due day minus its
interval). Without this, ten solves in a row on one day multiplied the interval ten times over.
Every value stays in bounds a progress file can hold: the interval at most MAX_INTERVAL days, the ease
between MIN_EASE and MAX_EASE, days from 1 to LAST_DAY (date.max), repetitions at most MAX_REPETITIONS.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date

__all__ = ["Card", "grade", "schedule", "is_due", "due_puzzles", "answered_on", "QUICK_SECONDS", "MIN_EASE",
           "START_EASE", "MAX_EASE", "MAX_INTERVAL", "MAX_REPETITIONS", "LAST_DAY"]

START_EASE = 2.5
MIN_EASE = 1.3
MAX_EASE = 5.0              # SM-2 sets no ceiling; past this a card would come back only once a lifetime
MAX_INTERVAL = 36_500       # days (a hundred years): no interval grows past this
MAX_REPETITIONS = 10**9
LAST_DAY = date.max.toordinal()     # days are ordinals of real dates: 1 .. LAST_DAY
QUICK_SECONDS = 30.0
PASS = 3                    # a grade below this starts the card again


@dataclass(frozen=True)
class Card:
    """One exercise's SM-2 state: successful repetitions in a row, the last interval (days), the ease
    factor and the day it is due (ordinal)."""

    repetitions: int = 0
    interval: int = 0
    ease: float = START_EASE
    due: int = 0


def grade(solved: bool, wrong_moves: int, seconds: float) -> int:
    """The SM-2 grade (0-5) of an attempt (see the module doc)."""
    if not solved:
        return 1
    if wrong_moves:
        return 3
    return 5 if seconds <= QUICK_SECONDS else 4


def answered_on(card: Card, today: int) -> bool:
    """True if the card was scheduled by an answer given on `today` (its due day = today + interval)."""
    return card.interval > 0 and card.due - card.interval == today


def schedule(card: Card, quality: int, today: int) -> Card:
    """The card after an attempt graded `quality` (0-5) on `today` (SM-2); a card already answered on
    `today` is returned unchanged (one answer a day: see the module doc). ValueError for a day that is
    no date."""
    if isinstance(today, bool) or not isinstance(today, int) or not 1 <= today <= LAST_DAY:
        raise ValueError(f"not a day: {today!r}")
    if answered_on(card, today):
        return card
    quality = max(0, min(5, quality))
    ease = round(min(MAX_EASE, max(MIN_EASE, card.ease + 0.1 - (5 - quality) * (0.08 + (5 - quality) * 0.02))), 3)
    if quality < PASS:
        return Card(0, 1, ease, today + 1)
    if card.repetitions == 0:
        interval = 1
    elif card.repetitions == 1:
        interval = 6
    else:
        interval = max(1, round(min(card.interval, MAX_INTERVAL) * min(card.ease, MAX_EASE)))
    interval = min(interval, MAX_INTERVAL)
    return Card(min(card.repetitions + 1, MAX_REPETITIONS), interval, ease, today + interval)


def is_due(card: Card | None, today: int) -> bool:
    """A card never tried is due; otherwise from its due day on."""
    return card is None or card.due <= today


def due_puzzles(ids: Iterable[str], cards: Mapping[str, Card], today: int) -> list[str]:
    """The ids due `today`: overdue first (the longest waiting first), then the new ones in order."""
    ids = list(ids)
    old = sorted((cards[i].due, n, i) for n, i in enumerate(ids) if i in cards and cards[i].due <= today)
    new = [i for i in ids if i not in cards]
    return [i for _, _, i in old] + new
