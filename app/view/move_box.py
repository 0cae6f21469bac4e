"""The move box: type a move in any notation the model reads, see what it will play, Enter plays it.

It floats over the bottom of the board it belongs to, opens with '/' or Ctrl+M anywhere in the window
and hands the move to the board's ordinary input path (as a drag from one point to another), so the
play, study and puzzle windows take typed moves the way they take dragged ones.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QLabel, QLineEdit, QVBoxLayout, QWidget

from app.model import Board, Move
from app.model.move_entry import complete_move, move_texts

from .access_texts import move_box_hint, move_box_name, move_box_preview


class MoveLine(QLineEdit):
    """The text field of the move box: Escape closes the box."""

    escaped = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.escaped.emit()
            return
        super().keyPressEvent(event)


class MoveBox(QFrame):
    """A line for typing a move and a line saying what it will play; emits move_entered(Move)."""

    move_entered = Signal(object)      # Move
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.line = MoveLine(self)
        self.preview = QLabel(self)
        self.preview.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.line)
        layout.addWidget(self.preview)
        self._board: Board | None = None
        self.matches: list[Move] = []
        self.traditional = False           # the preview's Chinese in traditional characters (zh_TW)
        self.line.textChanged.connect(self._update)
        self.line.returnPressed.connect(self._enter)
        self.line.escaped.connect(self.close_box)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """Words in the current language."""
        self.line.setPlaceholderText(move_box_hint())
        self.line.setAccessibleName(move_box_name())

    def open_on(self, board: Board) -> None:
        """Show the box, empty and focused, for moves on this board."""
        self._board = board
        self.line.clear()
        self._update("")
        self.show()
        self.raise_()
        self.line.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def close_box(self) -> None:
        """Hide the box and say so."""
        self.hide()
        self.closed.emit()

    def _update(self, text: str) -> None:
        board = self._board
        self.matches = complete_move(board, text) if board is not None else []
        if not text.strip():
            self.preview.setText("")
        else:
            shown = []
            if len(self.matches) == 1 and board is not None:
                chinese, traditional, wxf, iccs = move_texts(board, self.matches[0])
                shown = [traditional if self.traditional else chinese, wxf, iccs]
            self.preview.setText(move_box_preview(shown, len(self.matches)))
        self.line.setAccessibleDescription(self.preview.text())

    def _enter(self) -> None:
        if len(self.matches) != 1:
            return
        move = self.matches[0]
        self.hide()
        self.move_entered.emit(move)
