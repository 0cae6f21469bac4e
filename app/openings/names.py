"""The ECCO codes and their names: ``Opening`` values, look-up and search.

The names are the scheme's (resources/openings/ecco-names.json, 260 codes, Simplified Chinese, see
SOURCES.md there); English and Traditional forms are built by glossary.py.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .glossary import english, simplified
from .glossary import traditional as to_traditional

NAMES_PATH = Path(__file__).resolve().parent.parent.parent / "resources" / "openings" / "ecco-names.json"
CODE_RE = re.compile(r"^[A-E]\d\d$")
_RANGE_RE = re.compile(r"^\s*([A-Ea-e])(\d{1,2})?\s*(?:[-–~～]\s*([A-Ea-e])?(\d{1,2})?)?\s*$")


@dataclass(frozen=True, slots=True)
class Opening:
    """An ECCO code with the scheme's opening name and variation (Simplified Chinese, as published;
    ``variation`` is '' when the code has none)."""

    code: str
    name: str
    variation: str = ""

    def chinese(self, traditional: bool = False) -> str:
        """Opening and variation in Chinese, Simplified (as published) or Traditional characters."""
        text = f"{self.name} {self.variation}" if self.variation else self.name
        return to_traditional(text) if traditional else text

    def english(self) -> str:
        """The English rendering: "Central Cannon vs Screen Horses: Red Left Horse to the Riverbank"."""
        return f"{english(self.name)}: {english(self.variation)}" if self.variation else english(self.name)

    def english_name(self) -> str:
        """The opening's name alone, in English."""
        return english(self.name)

    def english_variation(self) -> str:
        """The variation alone, in English ('' when the code has none)."""
        return english(self.variation)


@cache
def all_openings() -> dict[str, Opening]:
    """Every named code of the scheme, code -> Opening, in code order."""
    data = json.loads(NAMES_PATH.read_text(encoding="utf-8"))
    return {code: Opening(code, entry["opening"], entry["variation"]) for code, entry in sorted(data.items())}


def opening(code: str) -> Opening | None:
    """The Opening of an ECCO code ('c84' is read as 'C84'), or None for a code the scheme does not name."""
    return all_openings().get(code.strip().upper())


def find_codes(text: str) -> list[str]:
    """Codes whose name matches text: a code ("C84"), a range ("C70-C79", "C7", "C"), or words of a name
    in Simplified or Traditional Chinese or English (every word must occur; case and script ignored)."""
    openings = all_openings()
    if not text.strip():
        return []
    wanted = code_range(text)
    if wanted is not None:
        low, high = wanted
        return [code for code in openings if low <= code <= high]
    words = simplified(text).casefold().split()
    found = []
    for code, entry in openings.items():
        haystack = simplified(f"{entry.name} {entry.variation} {entry.english()}").casefold()
        if all(word in haystack for word in words):
            found.append(code)
    return found


def code_range(text: str) -> tuple[str, str] | None:
    """The first and last code a code or range stands for ("C7" -> C70..C79, "A-B" -> A00..B99), or None."""
    match = _RANGE_RE.match(text)
    if match is None:
        return None
    letter, digits, letter2, digits2 = match.groups()
    separated = any(c in text for c in "-–~～")
    low = _bound(letter, digits, low=True)
    if not separated:
        return low, _bound(letter, digits, low=False)
    return low, _bound(letter2 or letter, digits2 if (letter2 or digits2) else None, low=False)


def _bound(letter: str, digits: str | None, *, low: bool) -> str:
    letter = letter.upper()
    if not digits:
        return f"{letter}00" if low else f"{letter}99"
    if len(digits) == 2:
        return f"{letter}{digits}"
    return f"{letter}{digits}0" if low else f"{letter}{digits}9"
