"""PGN commands kept in move comments, such as ``[%clk 0:09:58]`` and ``[%eval 1.35]``: taking one out
of a comment's text and putting one (first, before any text) back in. Each command's value is read by
its own module (app/model/clock_comment.py, app/engines/annotate.py)."""

from __future__ import annotations

import re
from functools import cache


@cache
def _pattern(name: str) -> re.Pattern[str]:
    return re.compile(rf"\s*\[%{re.escape(name)}\s[^\]]*\]\s*")


def without_command(comment: str, name: str) -> str:
    """The comment with any [%name ...] command taken out."""
    return _pattern(name).sub(" ", comment).strip()


def with_command(comment: str, name: str, value: str | None) -> str:
    """The comment with its [%name value] command set (first, before any text), or removed (None)."""
    rest = without_command(comment, name)
    if value is None:
        return rest
    command = f"[%{name} {value}]"
    return f"{command} {rest}" if rest else command


__all__ = ["with_command", "without_command"]
