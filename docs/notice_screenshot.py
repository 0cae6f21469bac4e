"""Render the damaged-file notice offscreen (the study window on WildHouse.xqf, whose reader drops moves).

    QT_QPA_PLATFORM=offscreen python docs/notice_screenshot.py docs/ [en|zh_CN]

writes docs/damaged-notice.png (or docs/damaged-notice-zh_CN.png).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.controller.autosave import Autosave  # noqa: E402
from app.controller.settings import Settings  # noqa: E402
from app.shell.main import Application  # noqa: E402
from app.shell.study_windows import open_study_window  # noqa: E402

SAMPLE = ROOT / "tests" / "data" / "games" / "cchess" / "WildHouse.xqf"


def main(out: Path, language: str = "en") -> Path:
    """Write the notice screenshot for `language` into `out`; returns its path."""
    qapp = QApplication.instance() or QApplication([sys.argv[0]])
    folder = Path(tempfile.mkdtemp())
    store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.set("language", language)
    application = Application(qapp, settings, Autosave(folder))
    window = open_study_window(application.window, str(SAMPLE), settings, application.font_family)
    assert window is not None and window.notice.isVisible()
    window.resize(1180, 680)
    window.go_to_problem(0)          # the move the notice names, with the line it ends
    qapp.processEvents()
    name = "damaged-notice.png" if language == "en" else f"damaged-notice-{language}.png"
    path = out / name
    window.grab().save(str(path))
    window.controller.document.set_modified(False)
    window.close()
    return path


if __name__ == "__main__":
    print(main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs"), sys.argv[2] if len(sys.argv) > 2 else "en"))
