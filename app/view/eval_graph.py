"""The evaluation graph of a reviewed game: Red's advantage per ply, clickable.

``set_values(list[float])`` takes Red's-view pawns per position (ply 0 = the start; clamped to ±10,
mates at the edge), ``set_marks({ply: nag})`` colours the judged moves (?! ? ??), ``set_current(ply)``
draws the cursor; a click emits ``ply_chosen(int)``.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

EDGE = 10.0
NAG_COLORS = {6: QColor("#e0b000"), 2: QColor("#e07000"), 4: QColor("#d01010")}
RED_AREA = QColor(200, 40, 30, 150)
BLACK_AREA = QColor(40, 40, 40, 150)


class EvalGraph(QWidget):
    """See the module docstring."""

    ply_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[float] = []
        self.span: int | None = None      # positions the x axis spans while a review fills it in
        self.marks: dict[int, int] = {}
        self.current: int | None = None
        self.setMinimumHeight(90)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip("")

    def sizeHint(self) -> QSize:
        return QSize(480, 140)

    def set_values(self, values: list[float], span: int | None = None) -> None:
        """Red's-view pawns for positions 0..n (clamped to ±10); `span`: the positions the whole graph
        will have (a review drawing its values as they come), else as many as the values."""
        self.values = [max(-EDGE, min(EDGE, v)) for v in values]
        self.span = span
        self.update()

    def _positions(self) -> int:
        return max(len(self.values), self.span or 0)

    def set_marks(self, marks: dict[int, int]) -> None:
        """NAGs of judged moves by ply (6 ?!, 2 ?, 4 ??)."""
        self.marks = dict(marks)
        self.update()

    def set_current(self, ply: int | None) -> None:
        """Mark the ply shown on the board (None: no mark)."""
        self.current = ply
        self.update()

    def ply_at(self, x: float) -> int | None:
        """The ply nearest a horizontal position in the widget."""
        if not self.values:
            return None
        plot = self._plot()
        if self._positions() == 1:
            return 0
        step = plot.width() / (self._positions() - 1)
        return max(0, min(len(self.values) - 1, round((x - plot.left()) / step)))

    def point(self, ply: int) -> QPointF:
        """Where the value of a ply is drawn."""
        plot = self._plot()
        n = max(1, self._positions() - 1)
        x = plot.left() + plot.width() * ply / n
        y = plot.center().y() - self.values[ply] / EDGE * plot.height() / 2
        return QPointF(x, y)

    # ----- Qt ----------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click chooses the nearest ply."""
        ply = self.ply_at(event.position().x())
        if ply is not None and event.button() == Qt.MouseButton.LeftButton:
            self.ply_chosen.emit(ply)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fbf7ee"))
        plot = self._plot()
        mid = plot.center().y()
        painter.setPen(QPen(QColor("#c8bda8"), 1, Qt.PenStyle.DashLine))
        for pawns in (-5, 5):
            y = mid - pawns / EDGE * plot.height() / 2
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(QColor("#8a7d66"))
        for pawns in (-5, 5):
            y = mid - pawns / EDGE * plot.height() / 2
            painter.drawText(QRectF(plot.left() + 2, y - 16, 40, 14), Qt.AlignmentFlag.AlignLeft, f"{pawns:+d}")
        painter.setPen(QPen(QColor("#8a7d66"), 1))
        painter.drawLine(QPointF(plot.left(), mid), QPointF(plot.right(), mid))
        if self.values:
            self._paint_curve(painter, plot, mid)
        painter.end()

    def _paint_curve(self, painter: QPainter, plot: QRectF, mid: float) -> None:
        points = [self.point(i) for i in range(len(self.values))]
        for color, above in ((RED_AREA, True), (BLACK_AREA, False)):
            area = QPainterPath(QPointF(points[0].x(), mid))
            for p in points:
                area.lineTo(QPointF(p.x(), min(p.y(), mid) if above else max(p.y(), mid)))
            area.lineTo(QPointF(points[-1].x(), mid))
            area.closeSubpath()
            painter.fillPath(area, color)
        painter.setPen(QPen(QColor("#303030"), 1.5))
        for a, b in zip(points, points[1:], strict=False):
            painter.drawLine(a, b)
        for ply, nag in self.marks.items():
            if 0 <= ply < len(points) and nag in NAG_COLORS:
                painter.setPen(QPen(QColor("white"), 1))
                painter.setBrush(NAG_COLORS[nag])
                painter.drawEllipse(points[ply], 4.5, 4.5)
        if self.current is not None and 0 <= self.current < len(points):
            x = points[self.current].x()
            painter.setPen(QPen(QColor("#1e6fd9"), 2))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))

    def _plot(self) -> QRectF:
        return QRectF(self.rect()).adjusted(8, 6, -8, -6)


__all__ = ["EvalGraph"]
