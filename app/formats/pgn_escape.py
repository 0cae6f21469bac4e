"""Reversible escapes for PGN tag values and brace comments, so that any text survives write -> read.

Readers strip the white space around tag values and comments (every PGN reader does; files from
Chinese programs often pad names with spaces), so white space at either end of a value or comment is
written as an escape ``\\uXXXX`` (four hex digits) and survives.

Tag values (PGN standard, section 8.1.1): a backslash is written ``\\\\`` and a quote ``\\"``. PGN has no
line breaks in tags; ours are written ``\\n`` (line feed) and ``\\r`` (carriage return), the escapes
C, JSON and many PGN tools use. Any other backslash pair is kept as written (files from other programs
often hold lone backslashes, e.g. Windows paths).

Brace comments cannot hold ``}`` (it ends the comment in every reader). We write it ``\\u007d``: other
readers show those six characters, ours turns them back into ``}``. To keep that reversible without
touching other backslashes, only a run of backslashes before ``uXXXX`` counts: on reading, ``n``
backslashes before ``uXXXX`` stand for ``n // 2`` backslashes followed by the character XXXX if ``n``
is odd, by the text ``uXXXX`` if it is even; the writer doubles such runs accordingly. Every other
backslash in a comment is written and read as is, so comments of other programs read as before
(unless they hold text like ``\\u007d`` themselves). Surrogate code points are never produced.
All functions here are linear in the length of the text.
"""

from __future__ import annotations

import re
from collections.abc import Callable

BRACE_ESCAPE = "u007d"
_TAG_ESCAPES = {'"': '"', "\\": "\\", "n": "\n", "r": "\r"}
_TAG_PAIR = re.compile(r"\\(?:u([0-9a-fA-F]{4})|(.))", re.DOTALL)
# (?<!\\) anchors each match at the start of a backslash run: no rescanning inside long runs.
_COMMENT_OUT = re.compile(r"(?<!\\)(\\*+)(\}|u[0-9a-fA-F]{4})|(?<!\\)(\\++)\Z")
_COMMENT_IN = re.compile(r"(?<!\\)(\\++)u([0-9a-fA-F]{4})")


def _edge_escapes(text: str, escape_core: Callable[[str, bool], str]) -> str:
    """`text` with the white space at its ends as \\uXXXX and the rest escaped by escape_core(core,
    followed_by_escape)."""
    core = text.strip()
    if not core:
        return "".join(f"\\u{ord(c):04x}" for c in text)
    lead = len(text) - len(text.lstrip())
    trail = len(text) - len(text.rstrip())
    head = "".join(f"\\u{ord(c):04x}" for c in text[:lead])
    tail = "".join(f"\\u{ord(c):04x}" for c in text[len(text) - trail:])
    return head + escape_core(core, bool(tail)) + tail


def _char(hex4: str) -> str | None:
    code = int(hex4, 16)
    return None if 0xD800 <= code <= 0xDFFF else chr(code)


def escape_tag(value: str) -> str:
    """A tag value as written between the quotes of a PGN tag pair."""
    def core(text: str, _: bool) -> str:
        return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r")
    if value[:1].isspace() or value[-1:].isspace():
        return _edge_escapes(value, core)
    return core(value, False)


def unescape_tag(raw: str) -> str:
    """The value of a tag pair from the text between its quotes (strips it, then undoes escape_tag)."""
    raw = raw.strip()
    if "\\" not in raw:
        return raw

    def one(m: re.Match[str]) -> str:
        if m.group(1) is not None:
            char = _char(m.group(1))
            return m.group(0) if char is None else char
        return _TAG_ESCAPES.get(m.group(2), m.group(0))

    return _TAG_PAIR.sub(one, raw)


def escape_comment(text: str) -> str:
    """A comment's text as written between braces (no '}' left in it)."""
    if text[:1].isspace() or text[-1:].isspace():
        return _edge_escapes(text, _escape_comment_core)
    return _escape_comment_core(text, False)


def _escape_comment_core(text: str, followed_by_escape: bool) -> str:
    if "}" not in text and "\\" not in text:
        return text

    def one(m: re.Match[str]) -> str:
        if m.group(3) is not None:                     # backslashes at the end, before an escape
            return m.group(3) * 2 if followed_by_escape else m.group(3)
        run, what = m.group(1), m.group(2)
        if what == "}":                                # n backslashes + '}' -> 2n + 1 backslashes + u007d
            return "\\" * (2 * len(run) + 1) + BRACE_ESCAPE
        return "\\" * (2 * len(run)) + what            # n backslashes + 'uXXXX' -> 2n + 'uXXXX'

    return _COMMENT_OUT.sub(one, text)


def unescape_comment(raw: str) -> str:
    """A comment's text from what stands between its braces (strips it, then undoes escape_comment)."""
    raw = raw.strip()
    if "\\" not in raw:
        return raw

    def one(m: re.Match[str]) -> str:
        n = len(m.group(1))
        char = _char(m.group(2)) if n % 2 else None
        if char is None:
            return m.group(0) if n % 2 else "\\" * (n // 2) + "u" + m.group(2)
        return "\\" * (n // 2) + char

    return _COMMENT_IN.sub(one, raw)
