"""Where file dialogs start: the folder each kind of file was last opened from or saved to (QtCore only).

a file dialog starts where the user last saved or opened a file of that kind, not
in the home or working folder. One folder is remembered per kind (games, puzzles, diagrams, engines,
openings, tablebases: the endgame tables' folder itself), in the settings (``Settings.games_folder``
and its siblings), so it is there after a restart. A remembered folder that is gone gives its nearest
parent that still exists; nothing remembered gives the games folder (a kind of file not chosen yet
starts beside the games), then the home folder.
"""

from __future__ import annotations

import os
from pathlib import Path

from app.controller.settings import Settings

KINDS = ("games", "puzzles", "diagrams", "engines", "openings", "tablebases")


def setting_of(kind: str) -> str:
    """The setting that keeps a kind's folder (ValueError for an unknown kind)."""
    if kind not in KINDS:
        raise ValueError(f"unknown kind of file {kind!r} (one of {', '.join(KINDS)})")
    return f"{kind}_folder"


class FileFolders:
    """The folder each kind of file was last chosen in, kept in `settings`."""

    def __init__(self, settings: Settings, home: str | None = None) -> None:
        self.settings = settings
        self.home = home if home is not None else str(Path.home())

    def folder(self, kind: str) -> str:
        """The folder a file dialog for `kind` starts in (an existing folder)."""
        for candidate in (self.settings.get(setting_of(kind)), self.settings.get(setting_of("games"))):
            found = _existing(candidate)
            if found:
                return found
        return self.home

    def remember(self, kind: str, path: str) -> None:
        """A file (or folder) of `kind` was chosen: its folder is where the next dialog starts."""
        if not path:
            return
        path = os.path.abspath(path)
        folder = path if os.path.isdir(path) else os.path.dirname(path)
        try:
            self.settings.set(setting_of(kind), folder)
        except ValueError:
            pass                      # a path the settings do not keep (too long): the old folder stays


def _existing(path: str) -> str:
    """`path` if it is a folder, else its nearest parent that is, short of the root ('' if none)."""
    if not path:
        return ""
    current = Path(path)
    for folder in (current, *current.parents):
        if folder.parent == folder:
            break                     # only the root is left: nothing of that place is there any more
        try:
            if folder.is_dir():
                return str(folder)
        except OSError:
            continue
    return ""


__all__ = ["KINDS", "FileFolders", "setting_of"]
