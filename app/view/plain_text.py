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


def fill(template: str, *values: object) -> str:
    """`template` with its places %1, %2 … filled by `values` in one pass, as Qt's QString.arg fills
    several: a value (a file's name, a header, an engine's name, a pasted move) that holds "%2" is shown
    as written instead of being filled in again by the next value. A place without a value stays."""
    def one(found: re.Match[str]) -> str:
        number = int(found.group(1))
        return str(values[number - 1]) if number <= len(values) else found.group(0)
    return _PLACE.sub(one, template)


def elide(text: str, limit: int = SHOWN_LIMIT) -> str:
    """`text` cut to at most `limit` characters, ending in '…' when cut."""
    return text if len(text) <= limit else text[:max(limit - 1, 0)] + "…"


_BIDI = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_ISOLATES = re.compile("[\u2066-\u2069]")
QUOTE_LIMIT = 40           # characters of a word from a file quoted inside a sentence ("“%1” could not be read")


def quoted(text: str, limit: int = QUOTE_LIMIT) -> str:
    """A word from a file to quote inside a sentence: cut to `limit` characters, and, if it holds direction
    controls (a right-to-left override, say), set apart as an isolate so that they cannot turn the rest of
    the sentence around (its own isolate marks are dropped: they could end the isolate early)."""
    text = elide(text, limit)
    if _BIDI.search(text) is None:
        return text
    return "\u2068" + _ISOLATES.sub("", text) + "\u2069"


def escaped(text: str, limit: int = SHOWN_LIMIT) -> str:
    """`text` (cut to `limit`) escaped for a rich-text label: it shows as written."""
    return html.escape(elide(text, limit), quote=False)


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


__all__ = ["SHOWN_LIMIT", "TOOLTIP_LIMIT", "QUOTE_LIMIT", "fill", "elide", "quoted", "escaped", "plain_tooltip", "warn"]
