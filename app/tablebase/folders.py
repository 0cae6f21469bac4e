"""Where tables live by default: ``tablebases`` in the program's data folder, the folder Qt's
AppDataLocation gives the program (the library and the autosaves live there too), worked out here
without Qt so that the command line and the pure layers find the same place."""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "Xiangqi Studio"       # QApplication.applicationName() (app.shell.main)


def data_folder() -> Path:
    """The program's data folder: $XDG_DATA_HOME (or ~/.local/share)/Xiangqi Studio on Linux,
    %APPDATA%/Xiangqi Studio on Windows, ~/Library/Application Support/Xiangqi Studio on macOS."""
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / APP_NAME


ENV = "XIANGQI_STUDIO_TABLEBASES"    # names another folder (the program sets it for the engines it starts)


def default_folder() -> Path:
    """The tables' folder: the one $XIANGQI_STUDIO_TABLEBASES names, else ``tablebases`` in the program's
    data folder (not made here)."""
    named = os.environ.get(ENV)
    return Path(named) if named else data_folder() / "tablebases"
