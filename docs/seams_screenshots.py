"""Render the Chinese study window with an illegal move reported, and the Chinese position editor with a
bad position: both words come from the model's values (IllegalReason, FenProblem) via app/view/texts.py.

    QT_QPA_PLATFORM=offscreen python docs/seams_screenshots.py docs/
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.controller.autosave import Autosave  # noqa: E402
from app.controller.settings import Settings  # noqa: E402
from app.shell.main import Application  # noqa: E402
from app.model.tables import parse_square  # noqa: E402
from app.model.tree import GameTree  # noqa: E402
from app.shell.study_windows import open_study_window  # noqa: E402
from app.view.position_editor import PositionEditor  # noqa: E402


def main(out: Path) -> None:
    """Write study-illegal-zh_CN.png and editor-problem-zh_CN.png into `out`."""
    qapp = QApplication.instance() or QApplication([sys.argv[0]])
    store = QSettings(str(Path(tempfile.mkdtemp()) / "settings.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.set("language", "zh_CN")
    application = Application(qapp, settings, Autosave(Path(tempfile.mkdtemp())))  # installs the translator
    tree = GameTree.from_moves(["h2e2", "h9g7", "h0g2"])
    window = open_study_window(None, tree, settings, application.font_family, show=True)
    assert window is not None
    window.resize(1180, 680)
    c = window.controller
    c.last()
    qapp.processEvents()
    c.click(parse_square("b7"))        # Black's cannon on b7 ...
    c.click(parse_square("b2"))        # ... cannot take the red cannon: no screen between them
    for _ in range(5):
        qapp.processEvents()
    window.repaint()
    window.grab().save(str(out / "study-illegal-zh_CN.png"))
    print("status:", window.statusBar().currentMessage())
    editor = PositionEditor("4k4/9/9/9/9/9/9/9/9/3AKA3 w - - 0 1", application.font_family)
    editor.show()
    qapp.processEvents()
    editor.set_fen_text("3k5/9/9/9/9/9/9/9/4A4/3AKA3 w - - 0 1")    # three red advisors
    qapp.processEvents()
    editor.grab().save(str(out / "editor-problem-zh_CN.png"))
    print("editor:", editor.message.text())
    window.close()
    application.window.close()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs"))
