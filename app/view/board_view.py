"""The board widget: a QGraphicsView that scales the scene and turns mouse input into intents."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .board_scene import BoardScene

DRAG_THRESHOLD = 6  # pixels before a press becomes a drag


class BoardView(QGraphicsView):
    """Shows a BoardScene fitted to the widget; emits square_clicked and drag_requested."""

    square_clicked = Signal(int)
    drag_requested = Signal(int, int)

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board_scene = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMinimumSize(270, 300)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self._press_sq: int | None = None
        self._press_pos: QPointF | None = None
        self._dragging = False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self.board_scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fitInView(self.board_scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def square_at_widget(self, pos) -> int | None:
        """Square under a widget position."""
        return self.board_scene.square_at(self.mapToScene(pos))

    def widget_point(self, sq: int):
        """Widget position of a square's centre (for tests and drag feedback)."""
        return self.mapFromScene(self.board_scene.square_center(sq))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._press_sq = self.square_at_widget(event.position().toPoint())
        self._press_pos = event.position()
        self._dragging = False

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press_sq is None or self._press_pos is None:
            return
        item = self.board_scene.pieces.get(self._press_sq)
        if item is None:
            return
        if not self._dragging and (event.position() - self._press_pos).manhattanLength() > DRAG_THRESHOLD:
            self._dragging = True
            item.setZValue(50)
        if self._dragging:
            item.setPos(self.mapToScene(event.position().toPoint()))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press_sq is None:
            return
        start, dragging = self._press_sq, self._dragging
        self._press_sq, self._press_pos, self._dragging = None, None, False
        end = self.square_at_widget(event.position().toPoint())
        if dragging:
            item = self.board_scene.pieces.get(start)
            if item is not None:  # snap back; the controller redraws if the move is played
                item.setZValue(10)
                item.setPos(self.board_scene.square_center(start))
            if end is not None and end != start:
                self.drag_requested.emit(start, end)
            else:
                self.square_clicked.emit(start)
            return
        if end is not None and end == start:
            self.square_clicked.emit(end)
