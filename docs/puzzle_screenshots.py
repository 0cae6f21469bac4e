"""Render the manual's screenshots of puzzle mode offscreen: a mate in 3 being solved, one move played
and answered, the next piece picked up (docs/puzzle.png, docs/puzzle-zh_CN.png).

    QT_QPA_PLATFORM=offscreen python docs/puzzle_screenshots.py docs/
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QTranslator  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.controller.puzzle_controller import PuzzleController  # noqa: E402
from app.shell.language import I18N  # noqa: E402
from app.shell.main import load_font  # noqa: E402
from app.model.tables import parse_square  # noqa: E402
from app.puzzles import builtin_collections  # noqa: E402
from app.view.puzzle_window import PuzzleWindow  # noqa: E402

PUZZLE = "ccpd-mate-00000057"     # 實戰殺局39: Red mates in 3 (e6e8 f9e8 h2h9 e8f9 f4e4)


def render(out: Path, language: str = "en", name: str = "puzzle.png") -> Path:
    """Write one screenshot of a puzzle half solved into `out`; returns its path."""
    qapp = QApplication.instance() or QApplication([sys.argv[0]])
    font = load_font()
    if font:
        qfont = qapp.font()
        qfont.setFamilies([qfont.family(), font])
        qapp.setFont(qfont)
    translator = QTranslator()
    if language != "en" and translator.load(str(I18N / f"xiangqi_{language}.qm")):
        qapp.installTranslator(translator)
    try:
        collections = builtin_collections()
        index = next(i for i, c in enumerate(collections) if c.get(PUZZLE) is not None)
        controller = PuzzleController(Path(tempfile.mkdtemp()) / "progress.json", collections)
        controller.reply_delay_ms = 0
        controller.collection_index = index
        window = PuzzleWindow(controller, font, notation="chinese")
        window.resize(1180, 800)
        window.show()
        puzzle = collections[index].get(PUZZLE)
        assert puzzle is not None
        controller.start(puzzle)
        controller.play("e6e8")
        controller.advance()                      # the defence f9e8
        controller.click(parse_square("h2"))      # the cannon picked up: its moves are shown
        qapp.processEvents()
        path = out / name
        window.grab().save(str(path))
        window.close()
        window.deleteLater()
        return path
    finally:
        qapp.removeTranslator(translator)


if __name__ == "__main__":
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "docs")
    print(render(folder, "en", "puzzle.png"))
    print(render(folder, "zh_CN", "puzzle-zh_CN.png"))
