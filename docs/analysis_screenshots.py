"""Render the analysis screenshots offscreen with Fairy-Stockfish: the analysis panel beside a board
(analysis.png) and a reviewed game's evaluation graph (review.png).

    QT_QPA_PLATFORM=offscreen python docs/analysis_screenshots.py docs/ [/usr/games/fairy-stockfish]
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QHBoxLayout, QWidget  # noqa: E402

from app.controller.analysis import AnalysisController  # noqa: E402
from app.controller.engine_registry import EngineRegistry, EngineSpec  # noqa: E402
from app.controller.review import GameReviewer  # noqa: E402
from app.formats import read_games  # noqa: E402
from app.shell.main import load_font  # noqa: E402
from app.model import Game  # noqa: E402
from app.model.snapshot import BoardSnapshot  # noqa: E402
from app.view.analysis_panel import AnalysisPanel  # noqa: E402
from app.view.board_scene import BoardScene  # noqa: E402
from app.view.board_view import BoardView  # noqa: E402
from app.view.review_dialog import ReviewDialog  # noqa: E402

GAME = ROOT / "tests" / "data" / "games" / "cchess" / "030-黄松轩先胜冯敬如.XQF"
OPENING = ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b2b6", "a9b9"]


def wait(qapp: QApplication, done, seconds: float) -> None:
    """Run the event loop until done() or the deadline."""
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        qapp.processEvents()
        time.sleep(0.01)


def main(out: Path, engine: str) -> None:
    """Write analysis.png and review.png into `out`."""
    qapp = QApplication.instance() or QApplication([sys.argv[0]])
    family = load_font()
    if family:
        font = qapp.font()
        font.setFamilies([font.family(), family])
        qapp.setFont(font)
    registry = EngineRegistry(QSettings(os.path.join(tempfile.mkdtemp(), "e.ini"), QSettings.Format.IniFormat))
    registry.add(EngineSpec("Fairy-Stockfish", engine, "uci", (), {"Threads": 1, "Hash": 64}))

    game = Game()
    for text in OPENING:
        game.push_iccs(text)
    window = QWidget()
    window.setWindowTitle("Analysis")
    scene = BoardScene(family)
    board = game.board
    scene.show_snapshot(BoardSnapshot(board.fen(), None, frozenset(), frozenset(), game.moves[-1], None, True))
    view = BoardView(scene)
    controller = AnalysisController()
    panel = AnalysisPanel(controller, registry, notation="chinese")
    panel.arrows_changed.connect(scene.set_arrows)
    layout = QHBoxLayout(window)
    layout.addWidget(view, 5)
    layout.addWidget(panel, 4)
    window.resize(1180, 640)
    window.show()
    panel.engine.setCurrentText("Fairy-Stockfish")
    panel.count.setValue(3)
    panel.set_position(game)
    panel.start()
    wait(qapp, lambda: len(controller.lines) == 3 and min(i.depth or 0 for i in controller.lines) >= 16, 60)
    panel.stop()
    scene.set_arrows([(controller.lines[0].pv[0].from_sq, controller.lines[0].pv[0].to_sq, "#1e6fd9")])
    qapp.processEvents()
    window.grab().save(str(out / "analysis.png"))
    controller.close()

    tree = read_games(GAME)[0]
    reviewer = GameReviewer()
    dialog = ReviewDialog(reviewer, registry, tree)
    dialog.seconds.setValue(0.2)
    dialog.resize(640, 460)
    dialog.show()
    dialog.start()
    wait(qapp, lambda: dialog.review is not None, 300)
    dialog.graph.set_current(len(dialog.graph.values) // 2)
    qapp.processEvents()
    dialog.grab().save(str(out / "review.png"))
    reviewer.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs",
         sys.argv[2] if len(sys.argv) > 2 else "/usr/games/fairy-stockfish")
