"""Text from files shown as it is: never read as HTML, never megabytes long.

Qt guesses whether a tooltip or a label holds HTML (`Qt.mightBeRichText`): a comment such as
``<img src=/some/path>`` would make it open a local file, and one that names a FIFO blocks the program
for ever. Labels that show a file's text use ``Qt.PlainText``; tooltips, which cannot be told their
format, are made of escaped text (``plain_tooltip``). Values are cut to a sane length (``elide``):
laying out a header value of megabytes freezes a window for seconds.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

SHOWN_LIMIT = 120          # characters of a header value shown in a label or a cell
TOOLTIP_LIMIT = 2000       # characters of a comment or value shown in a tooltip


_PLACE = re.compile(r"%([1-9][0-9]?)")
_BIDI_CONTROLS = re.compile("[\u202a-\u202e\u2066-\u2069]")   # embeddings, overrides, isolates
FSI, PDI = "\u2068", "\u2069"          # first-strong isolate and its end


def isolated(text: str) -> str:
    """`text` kept to itself in a line with other text: a value holding directional controls (a name
    with U+202E, the right-to-left override) is wrapped in a bidi isolate (U+2068 … U+2069), which ends
    every embedding and override opened inside it, so the text after it is not reversed. An end of
    isolate that closes nothing inside the value (it would end the wrapper early) is dropped, and
    isolates it leaves open are closed. Text without such controls is returned as it is."""
    if not _BIDI_CONTROLS.search(text) or _contained(text):
        return text
    out, depth = [], 0
    for ch in text:
        if ch in "\u2066\u2067\u2068":
            depth += 1
        elif ch == PDI:
            if not depth:
                continue
            depth -= 1
        out.append(ch)
    return FSI + "".join(out) + PDI * (depth + 1)


def _contained(text: str) -> bool:
    """True if every directional control of `text` is inside an isolate it closes (nothing in it can
    reach the text after it): an isolate made by ``isolated``, or a sentence holding such values."""
    depth = 0
    for ch in text:
        if ch in "\u2066\u2067\u2068":
            depth += 1
        elif ch == PDI:
            if depth == 0:
                return False
            depth -= 1
        elif "\u202a" <= ch <= "\u202e" and depth == 0:
            return False
    return depth == 0


def fill(template: str, *values: object) -> str:
    """`template` with its places %1, %2 … filled by `values` in one pass, as Qt's QString.arg fills
    several: a value (a file's name, a header, an engine's name, a pasted move) that holds "%2" is shown
    as written instead of being filled in again by the next value. A place without a value stays. A
    value with directional controls is isolated (``isolated``): it cannot reverse the words after it."""
    def one(found: re.Match[str]) -> str:
        number = int(found.group(1))
        return isolated(str(values[number - 1])) if number <= len(values) else found.group(0)
    return _PLACE.sub(one, template)


def elide(text: str, limit: int = SHOWN_LIMIT) -> str:
    """`text` cut to at most `limit` characters, ending in '…' when cut."""
    return text if len(text) <= limit else text[:max(limit - 1, 0)] + "…"


QUOTE_LIMIT = 40           # characters of a word from a file quoted inside a sentence ("“%1” could not be read")


def quoted(text: str, limit: int = QUOTE_LIMIT) -> str:
    """A word from a file to quote inside a sentence: cut to `limit` characters, and isolated (as
    ``isolated`` says) so that direction controls in it cannot turn the rest of the sentence around."""
    return isolated(elide(text, limit))


def escaped(text: str, limit: int = SHOWN_LIMIT) -> str:
    """`text` (cut to `limit`) escaped for a rich-text label: it shows as written (and isolated, as
    ``isolated`` says, for the label's other words)."""
    return html.escape(isolated(elide(text, limit)), quote=False)


def plain_tooltip(text: str, limit: int = TOOLTIP_LIMIT) -> str:
    """A tooltip showing `text` as written (cut to `limit` characters, line breaks kept); '' for ''."""
    if not text:
        return ""
    return "<p style='white-space:pre-wrap'>" + html.escape(elide(text, limit), quote=False) + "</p>"


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """A warning box whose text (which may quote a file) is shown as plain text."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, elide(text, TOOLTIP_LIMIT), QMessageBox.StandardButton.Ok,
                      parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()


__all__ = ["SHOWN_LIMIT", "TOOLTIP_LIMIT", "QUOTE_LIMIT", "fill", "isolated", "elide", "quoted", "escaped",
           "plain_tooltip", "warn"]
