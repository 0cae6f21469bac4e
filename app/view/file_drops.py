"""Files and text dropped on a window: an event filter that hands local file paths to one callback and
dropped text (a game selected in a web page or a chat) to another (used by the main and study windows).
A drag of links to elsewhere (web addresses) is neither."""

from __future__ import annotations

import os
from collections.abc import Callable

from PySide6.QtCore import QEvent, QMimeData, QObject
from PySide6.QtWidgets import QGraphicsView, QWidget


def dropped_paths(mime: QMimeData | None) -> list[str]:
    """Local file paths carried by a drag."""
    if mime is None or not mime.hasUrls():
        return []
    return [url.toLocalFile() for url in mime.urls() if url.isLocalFile() and os.path.isfile(url.toLocalFile())]


def dropped_text(mime: QMimeData | None) -> str:
    """The text a drag carries, if it is text and not links (a dragged file or web address: '')."""
    if mime is None or mime.hasUrls() or not mime.hasText():
        return ""
    return mime.text() if mime.text().strip() else ""


class _FileDrops(QObject):
    """Event filter: accepts drags of local files (and, given a text callback, of text) on a window and
    hands the paths (the text) to a callback."""

    def __init__(self, callback: Callable[[list[str]], object] | None, parent: QWidget,
                 text_callback: Callable[[str], object] | None = None) -> None:
        super().__init__(parent)
        self._callback = callback
        self._text_callback = text_callback

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            mime = event.mimeData()  # type: ignore[attr-defined]
            paths = dropped_paths(mime) if self._callback is not None else []
            text = dropped_text(mime) if self._text_callback is not None and not paths else ""
            if not paths and not text:
                return False
            event.acceptProposedAction()  # type: ignore[attr-defined]
            if kind == QEvent.Type.Drop:
                if paths and self._callback is not None:
                    self._callback(paths)
                elif self._text_callback is not None:
                    self._text_callback(text)
            return True
        return False


def install_file_drops(window: QWidget, callback: Callable[[list[str]], object] | None,
                       text_callback: Callable[[str], object] | None = None) -> QObject:
    """Files dropped anywhere on `window` go to callback(paths), and dropped text to text_callback(text)
    when given (board views stop swallowing drops; a text box takes the text dropped on it itself).
    Returns the event filter (owned by the window)."""
    window.setAcceptDrops(True)
    for view in window.findChildren(QGraphicsView):
        view.setAcceptDrops(False)
    drops = _FileDrops(callback, window, text_callback)
    window.installEventFilter(drops)
    return drops


def install_text_drops(window: QWidget, text_callback: Callable[[str], object]) -> QObject:
    """Text dropped on `window` goes to text_callback(text) (files dropped on it are left to any other
    filter, such as install_file_drops')."""
    return install_file_drops(window, None, text_callback)


__all__ = ["dropped_paths", "dropped_text", "install_file_drops", "install_text_drops"]
