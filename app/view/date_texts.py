"""A game's date as the user reads it: '26 Apr 1964', 'Apr 1964', '1964' in English; '1964年4月26日',
'1964年4月', '1964年' in Chinese (the UI's language decides, as for opening names). Text that is not a
date is shown as the file wrote it."""

from __future__ import annotations

from app.model.game_date import read_date

from .opening_texts import chinese_names

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def date_text(written: str) -> str:
    """The date a file wrote as `written`, in the UI's language (see the module doc)."""
    date = read_date(written)
    if date is None:
        return written
    if chinese_names():
        parts = [f"{date.year}年"]
        if date.month is not None:
            parts.append(f"{date.month}月")
        if date.day is not None:
            parts.append(f"{date.day}日")
        return "".join(parts)
    parts = [str(date.year)]
    if date.month is not None:
        parts.insert(0, MONTHS[date.month - 1])
    if date.day is not None:
        parts.insert(0, str(date.day))
    return " ".join(parts)
