"""Files dropped on a window: an event filter that hands local file paths to a callback (used by the main
and study windows)."""

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


class _FileDrops(QObject):
    """Event filter: accepts drags of local files on a window and hands the paths to a callback."""

    def __init__(self, callback: Callable[[list[str]], object], parent: QWidget) -> None:
        super().__init__(parent)
        self._callback = callback

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            paths = dropped_paths(event.mimeData())  # type: ignore[attr-defined]
            if not paths:
                return False
            event.acceptProposedAction()  # type: ignore[attr-defined]
            if kind == QEvent.Type.Drop:
                self._callback(paths)
            return True
        return False


def install_file_drops(window: QWidget, callback: Callable[[list[str]], object]) -> QObject:
    """Files dropped anywhere on `window` go to callback(paths) (board views stop swallowing drops).
    Returns the event filter (owned by the window)."""
    window.setAcceptDrops(True)
    for view in window.findChildren(QGraphicsView):
        view.setAcceptDrops(False)
    drops = _FileDrops(callback, window)
    window.installEventFilter(drops)
    return drops


__all__ = ["dropped_paths", "install_file_drops"]
