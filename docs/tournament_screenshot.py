"""Render the tournament window while a round robin runs (tournament.png): three built-in levels and
Fairy-Stockfish, two games at once.

    QT_QPA_PLATFORM=offscreen python docs/tournament_screenshot.py docs/ [/usr/games/fairy-stockfish]
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.controller.tournament_controller import TournamentController, TournamentRequest  # noqa: E402
from app.view.diagram import load_font  # noqa: E402
from app.view.tournament_window import TournamentWindow  # noqa: E402


def main(out: str, fairy: str = "/usr/games/fairy-stockfish") -> None:
    """Run a small tournament and grab the window once a few games are done and one is well under way."""
    app = QApplication.instance() or QApplication(sys.argv)
    family = load_font()
    font = app.font()
    font.setFamilies([font.family(), family])
    app.setFont(font)
    controller = TournamentController()
    window = TournamentWindow(controller, controller.entrants([("Fairy-Stockfish", fairy, "uci", {"Skill Level": 3})]),
                              TournamentRequest, family)
    window.resize(1100, 720)
    window.show()
    window.set_checked(["builtin-novice", "builtin-beginner", "builtin-casual", "Fairy-Stockfish"])
    window.time.setCurrentText("movetime=100ms")
    window.adjudicate.setText("maxmoves=60")
    window.concurrency.setValue(2)
    folder = tempfile.mkdtemp()
    window.pgn.setText(os.path.join(folder, "games.pgn"))
    window.start()

    def grab() -> None:
        live = controller.live_games()
        table = controller.standings
        if table is not None and table.finished >= 3 and live and len(live[0].moves) > 16:
            window.grab().save(os.path.join(out, "tournament.png"))
            controller.close()
            app.quit()

    timer = QTimer()
    timer.timeout.connect(grab)
    timer.start(100)
    app.exec()


if __name__ == "__main__":
    main(*sys.argv[1:])
