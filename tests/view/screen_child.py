"""The play window on a screen of a given size, for the layout tests and screenshots:
`python screen_child.py SCREEN_W SCREEN_H WIN_W WIN_H LANGUAGE [PNG]` (WIN 0 0: as it opens) starts the
real Application offscreen on a virtual screen of that size, resizes its window, opens View ▸ Analysis
with three lines shown, and prints the geometry before and after as one JSON line (and saves a grab to
PNG when given). Qt's standard locations point at a test folder (nothing of the user's is touched)."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path


def main(screen: tuple[int, int], size: tuple[int, int], language: str, png: str) -> None:
    """Measure (and draw) the window before and after the analysis panel is shown."""
    config = Path(tempfile.mkdtemp()) / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "test", "x": 0, "y": 0, "width": screen[0],
                                               "height": screen[1], "logicalDpi": 96}]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication
    QStandardPaths.setTestModeEnabled(True)

    from app.controller.autosave import Autosave
    from app.controller.recent_files import RecentFiles
    from app.controller.settings import Settings
    from app.engines import Info, Score
    from app.model import Move
    from app.shell.main import Application
    from app.view.analysis_panel import AnalysisPanel

    qapp = QApplication([sys.argv[0]])
    folder = config.parent
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.set("language", language)
    recent = RecentFiles(QSettings(str(folder / "recent.ini"), QSettings.Format.IniFormat))
    application = Application(qapp, settings, Autosave(folder / "data"), recent)
    window = application.window
    if size != (0, 0):                  # 0 0: the size the window opens at on this screen
        window.resize(*size)
    window.show()
    for text in ("h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"):
        application.controller.play(Move.from_iccs(text))
    qapp.processEvents()
    before, board_before = window.size(), window.board_view.size()
    window.actions_by_name["analysis"].trigger() if "analysis" in window.actions_by_name else \
        next(d for d in window.docks if d.objectName() == "analysis").toggleViewAction().trigger()
    qapp.processEvents()
    panel = window.findChild(AnalysisPanel)
    panel.stop()
    board = panel.controller.board
    assert board is not None
    panel.show_lines([Info(depth=18, multipv=i + 1, score=Score(cp=40 - 12 * i), nps=450000, pv=line(board, i, 8))
                      for i in range(3)])
    for _ in range(3):
        qapp.processEvents()
    shown = [row for row in panel.rows if row.isVisible()]
    inside = [row for row in shown if row.mapTo(panel, row.rect().bottomLeft()).y() <= panel.height()]
    frame, free = window.frameGeometry(), window.screen().availableGeometry()
    result = {"before": [before.width(), before.height()], "after": [window.width(), window.height()],
              "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
              "free": [free.x(), free.y(), free.width(), free.height()],
              "board": [window.board_view.width(), window.board_view.height()],
              "board_before": [board_before.width(), board_before.height()],
              "central": [window.centralWidget().width(), window.centralWidget().height()],
              "panel": [panel.width(), panel.height()], "panel_visible": panel.isVisible(),
              "rows_width": min(row.width() for row in shown), "rows_inside": len(inside),
              "history": [window.history.width(), window.history.height()]}
    if png:
        window.grab().save(png)
    print(json.dumps(result), flush=True)
    application.seats.close()
    if application.analysis is not None:
        application.analysis.close()
    sys.stderr.flush()
    os._exit(0)          # no teardown order to get wrong: the measurement is printed, the process is done


def line(board, rank: int, length: int) -> tuple:
    """A legal line of `length` moves from `board` (the rank-th legal move first, then the first ones)."""
    work, moves = board.copy(), []
    for ply in range(length):
        legal = work.legal_moves()
        move = legal[rank * 7 % len(legal)] if ply == 0 else legal[len(legal) // 2]
        moves.append(move)
        work.push(move)
    return tuple(moves)


if __name__ == "__main__":
    a = sys.argv[1:]
    main((int(a[0]), int(a[1])), (int(a[2]), int(a[3])), a[4], a[5] if len(a) > 5 else "")
