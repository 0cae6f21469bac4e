"""Where a window was: its size and place as one text to remember (Qt's saveGeometry, in base64), and
putting a window back there.

Qt keeps a restored window on the screens there are now: a place no screen shows any more (a
second monitor unplugged) is moved onto a screen, and a size larger than the screen is shrunk to it.
A damaged text leaves the window as it was."""

from __future__ import annotations

import base64
import binascii

from PySide6.QtCore import QByteArray, QPoint, QRect, QSize
from PySide6.QtWidgets import QWidget

STEP = 28               # a second window at the same place moves this far right and down
KEEP_SHOWN = QSize(200, 100)    # ... if this much of it from its top left corner stays on its screen


def place_text(window: QWidget) -> str:
    """The window's size and place (and maximized state) as a text for the settings."""
    return base64.b64encode(bytes(window.saveGeometry().data())).decode("ascii")


def restore_place(window: QWidget, text: str) -> bool:
    """Put the window where `text` (from place_text) says; False (the window left as it was) if the
    text is empty or damaged."""
    try:
        data = base64.b64decode(text, validate=True)
    except (ValueError, binascii.Error):
        return False
    return window.restoreGeometry(QByteArray(data))     # Qt changes nothing on data it cannot read


def step_from(window: QWidget, others: list[QWidget]) -> None:
    """Move the window a step right and down while another visible one of `others` is at its place
    (as long as its top left corner stays well within its screen; a wide window may then reach past
    the screen's edge a little), so that a second window does not hide the first."""
    screen = window.screen()
    free = screen.availableGeometry() if screen is not None else None
    for _ in range(len(others)):
        here = window.geometry().topLeft()
        if not any(other is not window and other.isVisible() and other.geometry().topLeft() == here
                   for other in others):
            return
        if free is not None and not free.contains(QRect(here + QPoint(STEP, STEP), KEEP_SHOWN)):
            return
        window.move(window.pos() + QPoint(STEP, STEP))


__all__ = ["place_text", "restore_place", "step_from"]
