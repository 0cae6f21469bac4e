"""A window widened for a panel, on a virtual screen:
`python fit_child.py SCREEN_W SCREEN_H` starts the real Application offscreen on a screen of that size,
puts its window near the right edge of the screen, shows the opening explorer (a panel for which the
window widens) and prints the window's frame and the screen's free area as one JSON line."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path


def main(width: int, height: int) -> None:
    folder = Path(tempfile.mkdtemp())
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "test", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96}]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication, QDockWidget
    QStandardPaths.setTestModeEnabled(True)

    from app.controller.autosave import Autosave
    from app.controller.recent_files import RecentFiles
    from app.controller.settings import Settings
    from app.shell.main import Application

    qapp = QApplication([sys.argv[0]])
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    recent = RecentFiles(QSettings(str(folder / "recent.ini"), QSettings.Format.IniFormat))
    application = Application(qapp, settings, Autosave(folder / "data"), recent)
    window = application.window
    free = window.screen().availableGeometry()
    window.resize(640, 600)
    window.show()
    window.move(free.right() - 680, free.top() + 20)
    qapp.processEvents()
    before = window.frameGeometry()
    explorer = window.findChild(QDockWidget, "opening-explorer")
    explorer.toggleViewAction().trigger()
    for _ in range(5):
        qapp.processEvents()
    after = window.frameGeometry()
    print(json.dumps({"before": [before.x(), before.y(), before.width(), before.height()],
                      "after": [after.x(), after.y(), after.width(), after.height()],
                      "free": [free.x(), free.y(), free.width(), free.height()],
                      "explorer": explorer.isVisible()}), flush=True)
    application.seats.close()
    os._exit(0)


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
