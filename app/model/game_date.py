"""A game's date as one value, read from the forms game files write it in.

Files from other programs write dates every which way: PGN's ``1986.11.02`` and ``1986.??.??``,
``2001.11.24.``, ``1986-11-02``, compact ``19540700`` (unknown parts 00), Chinese ``1964年4月26日`` and
``1964年4月``, American ``7/23/1989``, European ``23.7.1989``, a year alone. ``read_date`` turns each into
a GameDate (year, month and day, each possibly unknown); text it cannot read gives None, and the
caller keeps the original. ``pgn`` writes it back as PGN does (``YYYY.MM.DD``, ``??`` for unknown parts),
``key`` sorts it (unknown parts first).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["GameDate", "read_date"]

_YEARS = range(1000, 3000)


@dataclass(frozen=True, order=True)
class GameDate:
    """A date whose month and day may be unknown (None); a known day needs a known month."""

    year: int
    month: int | None = None
    day: int | None = None

    def __post_init__(self) -> None:
        if self.year not in _YEARS:
            raise ValueError(f"year {self.year} out of range")
        if self.month is not None and not 1 <= self.month <= 12:
            raise ValueError(f"month {self.month} out of range")
        if self.day is not None and (self.month is None or not 1 <= self.day <= _days(self.year, self.month)):
            raise ValueError(f"day {self.day} out of range")

    @property
    def pgn(self) -> str:
        """'1986.11.02', '1954.07.??', '1964.??.??'."""
        month = f"{self.month:02d}" if self.month is not None else "??"
        day = f"{self.day:02d}" if self.day is not None else "??"
        return f"{self.year:04d}.{month}.{day}"

    @property
    def key(self) -> int:
        """YYYYMMDD with unknown parts 0 (sorts a year before its dated games)."""
        return self.year * 10000 + (self.month or 0) * 100 + (self.day or 0)


def _days(year: int, month: int) -> int:
    if month == 2:
        return 29 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 28
    return 30 if month in (4, 6, 9, 11) else 31


_PART = r"(\d{1,2}|\?{1,2}|0{1,2})"
_YEAR_FIRST = re.compile(r"(\d{4})\s*[.\-/]\s*" + _PART + r"(?:\s*[.\-/]\s*" + _PART + r")?\s*\.?")
_COMPACT = re.compile(r"(\d{4})(\d{2})(\d{2})")
_CHINESE = re.compile(r"(\d{4})\s*年(?:\s*(\d{1,2})\s*月(?:\s*(\d{1,2})\s*[日号])?)?")
_YEAR_LAST = re.compile(r"(\d{1,2})\s*([./\-])\s*(\d{1,2})\s*[./\-]\s*(\d{4})")
_YEAR_ONLY = re.compile(r"(\d{4})(?:\s*\.?\s*\?{1,2}\s*\.?\s*\?{0,2})?")


def _part(text: str | None) -> int | None:
    if text is None or not text.strip("?0"):
        return None
    return int(text)


def _make(year: str, month: str | None, day: str | None) -> GameDate | None:
    m = _part(month)
    d = _part(day) if m is not None else None
    try:
        return GameDate(int(year), m, d)
    except ValueError:
        return None


def read_date(text: str) -> GameDate | None:
    """The date a Date header or a file's date field means, or None when it is not one of the forms
    the module doc lists (or names no real day)."""
    text = text.strip().replace("／", "/").translate(str.maketrans("０１２３４５６７８９", "0123456789"))
    if not text:
        return None
    for pattern in (_YEAR_FIRST, _COMPACT, _CHINESE):
        m = pattern.fullmatch(text)
        if m is not None:
            return _make(*m.groups())
    m = _YEAR_LAST.fullmatch(text)
    if m is not None:
        first, separator, second, year = m.groups()
        # a slash is written month first (7/23/1989) unless the first number cannot be a month;
        # dots and dashes day first (23.7.1989)
        month_first = separator == "/" and int(first) <= 12
        return _make(year, first, second) if month_first else _make(year, second, first)
    m = _YEAR_ONLY.fullmatch(text)
    return _make(m.group(1), None, None) if m is not None else None
