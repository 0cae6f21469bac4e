"""Spaced repetition for exercises from one's own mistakes: SM-2 (Wozniak, SuperMemo 2, 1987).

Why SM-2 and not FSRS: FSRS predicts recall better when its weights are fitted to a long history of
one user's reviews; a player's "My mistakes" collection starts empty and grows by a few exercises a
game, so there is no history to fit, and with default weights FSRS's advantage shrinks while its
model (stability, difficulty, retrievability, 17+ weights) is far harder to check by hand. SM-2 is
three numbers a card, exact integer days and easy to test; an exercise is graded from what the user
did (a puzzle gives no "how well did you remember" button): solved at the first try QUICK_SECONDS or
faster 5, solved at the first try 4, solved after wrong moves 3, failed (gave up, shown) 1.

Days are ordinal numbers (date.toordinal()), so the state is plain integers in the progress file.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

__all__ = ["Card", "grade", "schedule", "is_due", "due_puzzles", "QUICK_SECONDS", "MIN_EASE", "START_EASE"]

START_EASE = 2.5
MIN_EASE = 1.3
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


def schedule(card: Card, quality: int, today: int) -> Card:
    """The card after an attempt graded `quality` (0-5) on `today` (SM-2)."""
    quality = max(0, min(5, quality))
    ease = round(max(MIN_EASE, card.ease + 0.1 - (5 - quality) * (0.08 + (5 - quality) * 0.02)), 3)
    if quality < PASS:
        return Card(0, 1, ease, today + 1)
    if card.repetitions == 0:
        interval = 1
    elif card.repetitions == 1:
        interval = 6
    else:
        interval = max(1, round(card.interval * card.ease))
    return Card(card.repetitions + 1, interval, ease, today + interval)


def is_due(card: Card | None, today: int) -> bool:
    """A card never tried is due; otherwise from its due day on."""
    return card is None or card.due <= today


def due_puzzles(ids: Iterable[str], cards: Mapping[str, Card], today: int) -> list[str]:
    """The ids due `today`: overdue first (the longest waiting first), then the new ones in order."""
    ids = list(ids)
    old = sorted((cards[i].due, n, i) for n, i in enumerate(ids) if i in cards and cards[i].due <= today)
    new = [i for i in ids if i not in cards]
    return [i for _, _, i in old] + new
