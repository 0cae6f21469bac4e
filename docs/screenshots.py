"""Render the screenshots of the README and the manual offscreen: start position, a mid-game, a ruling popup.

    QT_QPA_PLATFORM=offscreen python docs/screenshots.py docs/
"""

from __future__ import annotations

import os
import tempfile
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPoint, QSettings  # noqa: E402
from PySide6.QtGui import QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from app.controller.autosave import Autosave  # noqa: E402
from app.controller.settings import Settings  # noqa: E402
from app.shell.main import Application  # noqa: E402
from app.model import Move  # noqa: E402
from app.model.tables import parse_square  # noqa: E402
from app.view import texts  # noqa: E402


def main(out: Path, language: str = "en") -> None:
    """Write start.png, midgame.png and ruling.png into `out`."""
    qapp = QApplication.instance() or QApplication([sys.argv[0]])
    store = QSettings(str(out / ".screenshot-settings.ini"), QSettings.Format.IniFormat)
    store.clear()
    settings = Settings(store)
    settings.set("language", language)
    application = Application(qapp, settings, Autosave(Path(tempfile.mkdtemp())))
    window = application.window
    popups: list = []
    window.dialogs.ruling = popups.append
    window.resize(1100, 820)
    window.show()
    qapp.processEvents()
    window.grab().save(str(out / "start.png"))
    c = application.controller
    for text in ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b2b6"]:
        assert c.play(Move.from_iccs(text)), text
    c.click(parse_square("b7"))  # black's cannon: move dots, and a capture ring on the b0 horse
    qapp.processEvents()
    window.grab().save(str(out / "midgame.png"))
    c.new_game("cxq", "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")
    for text in (["a0a9", "e9e8"] + ["a9a8", "e8e9", "a8a9", "e9e8"] * 3)[:13]:
        c.play(Move.from_iccs(text))
    qapp.processEvents()
    outcome = popups[-1]
    box = QMessageBox(window)
    box.setWindowTitle(texts.outcome_title(outcome))
    box.setIcon(QMessageBox.Icon.Information)
    box.setText(f"<b>{texts.outcome_title(outcome)}</b>")
    box.setInformativeText(texts.outcome_sentence(outcome))
    box.show()
    qapp.processEvents()
    shot = window.grab()
    painter = QPainter(shot)
    popup = box.grab()
    painter.drawPixmap(QPoint((shot.width() - popup.width()) // 2, (shot.height() - popup.height()) // 2), popup)
    painter.end()
    shot.save(str(out / "ruling.png"))
    box.close()
    (out / ".screenshot-settings.ini").unlink(missing_ok=True)


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs"), sys.argv[2] if len(sys.argv) > 2 else "en")
