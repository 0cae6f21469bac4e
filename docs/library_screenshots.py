"""Render the library screenshots offscreen: the library window with the test games imported and a
search applied (library.png), and the opening explorer docked beside a study board (explorer.png).

    QT_QPA_PLATFORM=offscreen python docs/library_screenshots.py docs/
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.controller.settings import Settings  # noqa: E402
from app.shell.library_feature import LibraryFeature  # noqa: E402
from app.shell.main import load_font  # noqa: E402
from app.model import Move  # noqa: E402
from app.model.tree import GameTree  # noqa: E402

SAMPLE = ROOT / "tests" / "data" / "ccpd-games"


def settle(qapp: QApplication, until, limit: int = 100000) -> None:
    """Process events until `until()` holds."""
    for _ in range(limit):
        if until():
            return
        qapp.processEvents()
    raise RuntimeError("the screenshot scene did not settle")


def main(out: Path) -> None:
    """Write library.png and explorer.png into `out`."""
    qapp = QApplication.instance() or QApplication([sys.argv[0]])
    font_family = load_font()
    if font_family:
        font = qapp.font()
        font.setFamilies([font.family(), font_family])
        qapp.setFont(font)
    folder = Path(tempfile.mkdtemp())
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    feature = LibraryFeature(None, settings, font_family, path=folder / "library.sqlite")  # type: ignore[arg-type]
    window = feature.show_window()
    window.resize(1200, 640)
    reports: list = []
    feature.controller.import_finished.connect(reports.append)
    feature.controller.start_import([SAMPLE], workers=0)
    settle(qapp, lambda: bool(reports))
    window.player_edit.setText("胡荣华")   # simplified finds traditional
    window.apply_search()
    window.table.sortByColumn(3, Qt.SortOrder.AscendingOrder)
    window.table.selectRow(1)
    qapp.processEvents()
    window.grab().save(str(out / "library.png"))

    study = feature.open_game(GameTree(None, {"Result": "*"}))
    assert study is not None
    study.resize(1250, 720)
    panel = feature.attach_study_window(study)
    for text in ("h2e2", "h9g7"):
        study.controller.play(Move.from_iccs(text))
    settle(qapp, lambda: panel.board is not None and panel.board.fen() == study.controller.board().fen()
           and not panel.pending)
    qapp.processEvents()
    study.grab().save(str(out / "explorer.png"))
    feature.close()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs"))
