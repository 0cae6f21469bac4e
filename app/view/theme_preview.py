"""A small picture of a board theme and piece set, for the Settings dialog."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from app.model import Board, Move
from app.model.snapshot import BoardSnapshot

from .board_scene import BoardScene

PREVIEW_WIDTH = 150   # logical pixels
PREVIEW_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"


def theme_image(board_theme: str, piece_style: str, font_family: str = "", size: int = 150) -> QImage:
    """The opening after 炮二平五 drawn with a board theme and a piece set."""
    scene = BoardScene(font_family, piece_style)
    scene.set_board_theme(board_theme)
    board = Board.from_fen(PREVIEW_FEN)
    scene.show_snapshot(BoardSnapshot(board.fen(), None, frozenset(), frozenset(), Move.from_iccs("h2e2"), None, True))
    return scene.render_image(size)


class ThemePreview(QLabel):
    """Shows the board theme and piece set chosen in two combo boxes (their item data are the names)."""

    def __init__(self, boards: QComboBox, pieces: QComboBox, font_family: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.boards, self.pieces, self.font_family = boards, pieces, font_family
        boards.currentIndexChanged.connect(self.refresh)
        pieces.currentIndexChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Draw the current choice."""
        ratio = self.devicePixelRatioF()          # as sharp as the screen: 300 pixels for 150 at 200%
        image = theme_image(str(self.boards.currentData()), str(self.pieces.currentData()), self.font_family,
                            round(PREVIEW_WIDTH * ratio))
        image.setDevicePixelRatio(ratio)
        self.setPixmap(QPixmap.fromImage(image))
        self.setAccessibleName(f"{self.boards.currentText()}, {self.pieces.currentText()}")
