"""A second running program instance for the autosave tests: `python instance_child.py DATA SETTINGS MOVES...`
starts the real Application offscreen on the data folder DATA, plays the ICCS moves, prints "ready" and
runs until it is killed. Qt's standard locations point at a test folder (nothing of the user's is touched)."""

from __future__ import annotations

import os
import sys

os.environ["QT_QPA_PLATFORM"] = "offscreen"


def main(folder: str, settings: str, moves: list[str]) -> int:
    """Run the instance (until killed)."""
    from pathlib import Path

    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication
    QStandardPaths.setTestModeEnabled(True)

    from app.controller.autosave import Autosave
    from app.controller.recent_files import RecentFiles
    from app.controller.settings import Settings
    from app.main import Application
    from app.model import Move

    qapp = QApplication([sys.argv[0]])
    store = QSettings(settings, QSettings.Format.IniFormat)
    recent = RecentFiles(QSettings(settings + ".recent", QSettings.Format.IniFormat))
    application = Application(qapp, Settings(store), Autosave(Path(folder)), recent)
    for text in moves:
        application.controller.play(Move.from_iccs(text))
    print("ready", application.autosave.path, flush=True)
    return qapp.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3:]))
