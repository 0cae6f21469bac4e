"""The last files opened, kept in a QSettings store (QtCore only)."""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal


class RecentFiles(QObject):
    """The last files opened (newest first, at most `limit`), kept in a QSettings store; emits
    changed() after each change."""

    KEY = "recent_files"
    changed = Signal()

    def __init__(self, store: QSettings | None = None, limit: int = 10, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store or QSettings("XiangqiStudio", "XiangqiStudio")
        self.limit = limit

    def paths(self) -> list[str]:
        """Stored paths, newest first."""
        value: Any = self._store.value(self.KEY, [])
        if isinstance(value, str):
            value = [value] if value else []
        return [str(p) for p in (value or []) if p][: self.limit]

    def add(self, path: str) -> None:
        """Put a path first (removing older copies of it)."""
        path = os.path.abspath(path)
        paths = [p for p in self.paths() if os.path.abspath(p) != path]
        self._write([path] + paths)

    def remove(self, path: str) -> None:
        """Forget a path (e.g. a file that no longer exists)."""
        path = os.path.abspath(path)
        self._write([p for p in self.paths() if os.path.abspath(p) != path])

    def clear(self) -> None:
        """Forget every path."""
        self._write([])

    def _write(self, paths: list[str]) -> None:
        if paths[: self.limit] == self.paths():
            return
        self._store.setValue(self.KEY, paths[: self.limit])
        self._store.sync()
        self.changed.emit()


__all__ = ["RecentFiles"]
