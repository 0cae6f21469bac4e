"""PGN commands kept in move comments, such as ``[%clk 0:09:58]``, ``[%eval 1.35]`` and the drawn marks
``[%cal Gh2e2]`` / ``[%csl Ge5]``: taking one out of a comment's text and putting one (first, before any
text) back in. Each command's value is read by its own module (app/model/clock_comment.py,
app/engines/annotate.py, app/model/marks.py).

The text a user reads and edits is the comment without any command (``shown_text``); what the user
types is put back with the commands the comment had (``with_shown_text``), so editing a comment never
loses a clock time, an evaluation or a drawn arrow. Every ``[%name ...]`` command is hidden this way,
also those of other programs (``[%emt]``, ``[%timestamp]``), which are kept as they are."""

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


_ANY = re.compile(r"\s*\[%[A-Za-z_][A-Za-z0-9_]*\s[^\]]*\]\s*")


def commands_in(comment: str) -> list[str]:
    """The commands a comment holds, as written ('[%clk 0:09:58]', ...), in order."""
    return [m.group().strip() for m in _ANY.finditer(comment)]


def shown_text(comment: str) -> str:
    """A comment as the user reads and edits it: without its commands."""
    if "[%" not in comment:
        return comment.strip()
    return _ANY.sub(" ", comment).strip()


def with_shown_text(text: str, old: str) -> str:
    """The comment the user typed (`text`), with the commands of the comment it replaces kept first."""
    commands = " ".join(commands_in(old))
    text = text.strip()
    if not commands:
        return text
    return f"{commands} {text}" if text else commands


__all__ = ["with_command", "without_command", "commands_in", "shown_text", "with_shown_text"]
