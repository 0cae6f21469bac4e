"""Render the manual's screenshots of drawn marks and glyphs offscreen: a study window with arrows and
circles in the four colours on the board, the glyph palette above the comment and glyphs in the move
list (docs/marks.png, docs/marks-zh_CN.png).

    QT_QPA_PLATFORM=offscreen python docs/marks_screenshots.py docs/ [WIDTHxHEIGHT]

The marks are drawn as a person draws them: right-drags and right-clicks on the board, with the
modifiers that choose the colours (none green, Shift red, Ctrl blue, Alt yellow).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPointF, Qt, QTranslator  # noqa: E402
from PySide6.QtGui import QMouseEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.controller.study_controller import StudyController  # noqa: E402
from app.formats import read_text  # noqa: E402
from app.model.tables import parse_square  # noqa: E402
from app.shell.language import I18N  # noqa: E402
from app.view.diagram import load_font  # noqa: E402
from app.view.study_window import StudyWindow  # noqa: E402

GAME = """[Event "Club night"]
[Red "Li Wei"]
[Black "Wang Fang"]
[Result "*"]

1. h2e2 { The central cannon. } h9g7 2. h0g2 $1 i9h9 3. i0h0 b9c7 $6 4. b2b6 $14 c6c5 5. b0c2 $5 f9e8 $2
6. a0b0 { Both rooks out: the fight is on the b file. }
"""
SHIFT, CTRL, ALT = (Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.ControlModifier,
                    Qt.KeyboardModifier.AltModifier)
NONE = Qt.KeyboardModifier.NoModifier
# (from, to, modifier): an arrow, or a circle when from == to
DRAWN = [("b6", "b9", NONE), ("h0", "h6", SHIFT), ("c2", "d4", CTRL), ("e2", "e6", ALT), ("e6", "e6", SHIFT),
         ("b9", "b9", NONE), ("d4", "d4", CTRL), ("g7", "g7", ALT)]


def right_drag(window: StudyWindow, start: str, end: str, modifier: Qt.KeyboardModifier) -> None:
    """Press the right button on one point, move, release on another (or the same: a right-click)."""
    view = window.board_view
    viewport = view.viewport()
    a, b = QPointF(view.widget_point(parse_square(start))), QPointF(view.widget_point(parse_square(end)))
    right, none = Qt.MouseButton.RightButton, Qt.MouseButton.NoButton
    for kind, point, button, buttons in ((QMouseEvent.Type.MouseButtonPress, a, right, right),
                                         (QMouseEvent.Type.MouseMove, b, none, right),
                                         (QMouseEvent.Type.MouseButtonRelease, b, right, none)):
        QApplication.sendEvent(viewport, QMouseEvent(kind, point, viewport.mapToGlobal(point), button, buttons,
                                                     modifier))


def render(out: Path, language: str = "en", name: str = "marks.png", size: tuple[int, int] = (1180, 680)) -> Path:
    """Write one screenshot into `out`; returns its path."""
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
        controller = StudyController(read_text(GAME))
        notation = "wxf" if language == "en" else "chinese"
        window = StudyWindow(controller, font, notation=notation, traditional=language == "zh_TW")
        window.resize(*size)
        window.show()
        for _ in range(5):
            qapp.processEvents()
        controller.last()
        for start, end, modifier in DRAWN:
            right_drag(window, start, end, modifier)
        window.board_view.board_scene.set_mark_preview(None)
        for _ in range(5):
            qapp.processEvents()
        path = out / name
        window.grab().save(str(path))
        window.controller.document.set_modified(False)
        window.close()
        window.deleteLater()
        return path
    finally:
        qapp.removeTranslator(translator)


if __name__ == "__main__":
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "docs")
    shape = tuple(int(n) for n in sys.argv[2].split("x")) if len(sys.argv) > 2 else (1180, 680)
    suffix = "" if len(sys.argv) <= 2 else f"-{sys.argv[2]}"
    print(render(folder, "en", f"marks{suffix}.png", shape))           # type: ignore[arg-type]
    print(render(folder, "zh_CN", f"marks-zh_CN{suffix}.png", shape))  # type: ignore[arg-type]
