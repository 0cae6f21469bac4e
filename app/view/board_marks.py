"""Arrows and circles drawn for the moment on a board that keeps no annotations (the play and puzzle
windows): drawn with the right button or the mark keys (app/view/board_view.py), toggled as lichess
toggles them (the same mark again removes it, another colour replaces it), and gone as soon as the
position shown changes: a move made, taken back or stepped through, the next puzzle. Never saved.
The study window keeps its marks in the moves' comments instead (StudyController.toggle_arrow)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from app.model.marks import NO_MARKS, Arrow, Circle, MarkColor, Marks

from .board_view import BoardView


class ScratchMarks(QObject):
    """The marks drawn on one board view's position (turns drawing on for the view)."""

    changed = Signal()

    def __init__(self, view: BoardView) -> None:
        super().__init__(view)
        self.view = view
        self.marks: Marks = NO_MARKS
        self._position: tuple[str, ...] | None = None      # the board and side to move they were drawn on
        view.set_drawing(True)
        view.mark_drawn.connect(self.draw)
        view.marks_cleared.connect(self.clear)

    def draw(self, from_sq: int, to_sq: int, color: MarkColor) -> None:
        """Draw (or undraw) an arrow, or a circle when from_sq == to_sq."""
        if from_sq == to_sq:
            self._set(self.marks.toggled_circle(Circle(from_sq, color)))
        else:
            self._set(self.marks.toggled_arrow(Arrow(from_sq, to_sq, color)))

    def clear(self) -> None:
        """Remove every mark."""
        self._set(NO_MARKS)

    def position_shown(self, fen: str) -> None:
        """The board shows the position `fen` now: the marks go if it is another position than theirs."""
        position = tuple(fen.split()[:2])
        if position != self._position:
            self._position = position
            self.clear()

    def _set(self, marks: Marks) -> None:
        if marks == self.marks and self.view.board_scene.drawn_marks() == marks:
            return
        self.marks = marks
        self.view.board_scene.set_drawn_marks(marks)
        self.changed.emit()


__all__ = ["ScratchMarks"]
