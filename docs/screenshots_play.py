"""Render the play screenshots offscreen: a game in progress with clocks (English and Chinese) and
the save prompt. A fake time source sets the clocks; nothing waits.

    QT_QPA_PLATFORM=offscreen python docs/screenshots_play.py docs/
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPoint, QSettings  # noqa: E402
from PySide6.QtGui import QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.controller.autosave import Autosave  # noqa: E402
from app.controller.recent_files import RecentFiles  # noqa: E402
from app.controller.settings import Settings  # noqa: E402
from app.shell.main import Application  # noqa: E402
from app.model import Move  # noqa: E402
from app.model.time_control import TimeControl  # noqa: E402
from app.model.seating import NewGameChoice  # noqa: E402


class FakeTime:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def game_in_progress(out: Path, language: str) -> Application:
    """A 5+3 game, Red to move with 8 seconds left; writes clocks.png (or clocks-<language>.png)."""
    qapp = QApplication.instance() or QApplication([sys.argv[0]])
    folder = Path(tempfile.mkdtemp())
    store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.set("language", language)
    recent = RecentFiles(QSettings(str(folder / "recent.ini"), QSettings.Format.IniFormat))
    fake = FakeTime()
    application = Application(qapp, settings, Autosave(folder / "data"), recent, now=fake)
    window = application.window
    window.resize(1100, 820)
    window.show()
    tc = TimeControl.parse("5+3")
    application.play.start_game(NewGameChoice(red_tc=tc, black_tc=tc, names=("Hu Ronghua", "Yang Guanlin")))
    moves = ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b2b6", "a9a8", "g3g4", "h7h3"]
    thinking = [12, 40, 9, 35, 20, 60, 14, 80, 25, 59]
    for text, seconds in zip(moves, thinking, strict=True):
        fake.t += seconds
        assert application.controller.play(Move.from_iccs(text)), text
    fake.t += application.clock.state("red").remaining - 8.4   # into its last 10 seconds: the warning colour
    application.clock.tick()
    qapp.processEvents()
    name = "clocks.png" if language == "en" else f"clocks-{language}.png"
    window.grab().save(str(out / name))
    return application


def save_prompt(out: Path, application: Application) -> None:
    """The Save / Discard / Cancel question over the window: save-prompt.png."""
    window = application.window
    box = window.dialogs.unsaved_game_box()
    box.show()
    QApplication.processEvents()
    shot = window.grab()
    painter = QPainter(shot)
    popup = box.grab()
    painter.drawPixmap(QPoint((shot.width() - popup.width()) // 2, (shot.height() - popup.height()) // 2), popup)
    painter.end()
    shot.save(str(out / "save-prompt.png"))
    box.close()


def main(out: Path) -> None:
    """Write clocks.png, clocks-zh_CN.png and save-prompt.png into `out`."""
    english = game_in_progress(out, "en")
    save_prompt(out, english)
    english.seats.close()
    english.window.close_guard = lambda: True
    english.window.close()
    chinese = game_in_progress(out, "zh_CN")
    chinese.seats.close()
    chinese.window.close_guard = lambda: True
    chinese.window.close()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs"))
