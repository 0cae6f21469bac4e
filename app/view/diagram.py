"""Diagrams of a position as PNG (the board view's renderer) and the bundled font; used by the GUI
(app.main) and by `python -m app diagram` (app.diagram)."""

from __future__ import annotations

import os

from PySide6.QtGui import QFontDatabase

from app.model import Board
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
                   font_family: str = "") -> None:
    """Write a PNG diagram of a position (the same renderer as the board view)."""
    from app.view.board_scene import BoardScene
    board = Board.from_fen(fen)
    scene = BoardScene(font_family, style)
    scene.set_flipped(flip)
    check = board.king_square(board.turn) if board.is_check() else None
    scene.show_snapshot(BoardSnapshot(board.fen(), None, frozenset(), frozenset(), None, check, True))
    image = scene.render_image(size)
    tmp = f"{path}.tmp"
    if not image.save(tmp, "PNG"):  # type: ignore[call-overload]  # the stubs say bytes; PySide6 wants str
        raise OSError(f"could not write {path}")
    os.replace(tmp, path)
