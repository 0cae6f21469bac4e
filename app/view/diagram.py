"""Diagrams of a position as PNG (the board view's renderer) and the bundled font; used by the GUI
(app.shell.main) and by `python -m app diagram` (app.shell.diagram_command)."""

from __future__ import annotations

import os

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFontDatabase, QImage, QPainter, QPen

from app.model import Board, Move
from app.model.enums import Color
from app.model.snapshot import BoardSnapshot


def load_font() -> str:
    """Register the bundled font with Qt; its family name ('' if it cannot be loaded)."""
    try:
        from resources.pieces import FONT_FAMILY, font_path
    except ImportError:
        return ""
    font_id = QFontDatabase.addApplicationFont(str(font_path()))
    families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    return families[0] if families else FONT_FAMILY


def export_diagram(fen: str, path: str, flip: bool = False, size: int = 800, style: str = "traditional",
                   font_family: str = "", last_move: Move | None = None, show_turn: bool = False,
                   board_theme: str = "wood") -> None:
    """Write a PNG diagram of a position (the same renderer as the board view), optionally marking
    the last move (its two points, as on the board) and the side to move (a disc in that side's
    colour in the margin on its side of the board)."""
    from app.view.board_scene import BoardScene
    board = Board.from_fen(fen)
    scene = BoardScene(font_family, style)
    scene.set_board_theme(board_theme)
    scene.set_flipped(flip)
    check = board.king_square(board.turn) if board.is_check() else None
    scene.show_snapshot(BoardSnapshot(board.fen(), None, frozenset(), frozenset(), last_move, check, True))
    image = scene.render_image(size)
    if show_turn:
        mark_side_to_move(image, board.turn, flip)
    tmp = f"{path}.tmp"
    if not image.save(tmp, "PNG"):  # type: ignore[call-overload]  # the stubs say bytes; PySide6 wants str
        raise OSError(f"could not write {path}")
    os.replace(tmp, path)


def mark_side_to_move(image: QImage, turn: Color | str, flip: bool) -> None:
    """Draw the side-to-move disc in the right margin, at the mover's end of the board."""
    from app.view.board_scene import HEIGHT, MARGIN
    at_bottom = (Color(turn) is Color.RED) != flip
    radius = image.width() * 0.022
    x = image.width() - radius * 1.9                       # in the right margin, beside the frame
    back_rank = MARGIN * image.height() / HEIGHT           # level with the mover's back rank
    y = image.height() - back_rank if at_bottom else back_rank
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill = QColor("#c8102e") if Color(turn) is Color.RED else QColor("#1a1a1a")
    painter.setPen(QPen(QColor("#f7e7c4"), radius * 0.25))
    painter.setBrush(QBrush(fill, Qt.BrushStyle.SolidPattern))
    painter.drawEllipse(QPointF(x, y), radius, radius)
    painter.end()
