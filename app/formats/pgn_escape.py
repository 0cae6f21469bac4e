"""Reversible escapes for PGN tag values and brace comments, so that any text survives write -> read.

Tag values (PGN standard, section 8.1.1): a backslash is written ``\\\\`` and a quote ``\\"``. PGN has no
line breaks in tags; ours are written ``\\n`` (line feed) and ``\\r`` (carriage return), the escapes
C, JSON and many PGN tools use. Any other backslash pair is kept as written (files from other programs
often hold lone backslashes, e.g. Windows paths).

Brace comments cannot hold ``}`` (it ends the comment in every reader). We write it ``\\u007d``: other
readers show those six characters, ours turns them back into ``}``. To keep that reversible, a run of
backslashes written before ``u007d`` is doubled and the escape adds one more, so on reading a run of
``n`` backslashes before ``u007d`` stands for ``n // 2`` backslashes followed by ``}`` if ``n`` is odd,
by the text ``u007d`` if it is even. Every other backslash in a comment is written and read as is, so
comments of other programs read exactly as before (unless they hold the text ``\\u007d`` itself).
All functions here are linear in the length of the text.
"""

from __future__ import annotations

import re

BRACE_ESCAPE = "u007d"
_TAG_ESCAPES = {'"': '"', "\\": "\\", "n": "\n", "r": "\r"}
_TAG_PAIR = re.compile(r"\\(.)", re.DOTALL)
# (?<!\\) anchors each match at the start of a backslash run: no rescanning inside long runs.
_COMMENT_OUT = re.compile(r"(?<!\\)(\\*+)\}|(?<!\\)(\\++)" + BRACE_ESCAPE)
_COMMENT_IN = re.compile(r"(?<!\\)(\\++)" + BRACE_ESCAPE)


def escape_tag(value: str) -> str:
    """A tag value as written between the quotes of a PGN tag pair."""
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r")


def unescape_tag(raw: str) -> str:
    """The value of a tag pair from the text between its quotes (undoes escape_tag)."""
    if "\\" not in raw:
        return raw
    return _TAG_PAIR.sub(lambda m: _TAG_ESCAPES.get(m.group(1), m.group(0)), raw)


def escape_comment(text: str) -> str:
    """A comment's text as written between braces (no '}' left in it)."""
    if "}" not in text and BRACE_ESCAPE not in text:
        return text

    def one(m: re.Match[str]) -> str:
        if m.group(1) is not None:                     # n backslashes + '}' -> 2n + 1 backslashes + escape
            return "\\" * (2 * len(m.group(1)) + 1) + BRACE_ESCAPE
        return "\\" * (2 * len(m.group(2))) + BRACE_ESCAPE   # n backslashes + 'u007d' -> 2n + 'u007d'

    return _COMMENT_OUT.sub(one, text)


def unescape_comment(raw: str) -> str:
    """A comment's text from what stands between its braces (undoes escape_comment)."""
    if BRACE_ESCAPE not in raw:
        return raw

    def one(m: re.Match[str]) -> str:
        n = len(m.group(1))
        return "\\" * (n // 2) + ("}" if n % 2 else BRACE_ESCAPE)

    return _COMMENT_IN.sub(one, raw)
