"""A status bar whose message and labels each keep their own place.

QStatusBar draws a message from its left edge to two pixels short of the first permanent widget and cuts
it there, so a long message (a hint naming an opening) ran, cut mid-character, into the label beside
it. StatusBar draws the message shortened with "…" inside its own part of the bar, a gap before the
permanent widgets, and shows the whole message as the bar's tooltip. ElidedLabel is a plain-text label
for a permanent widget (the opening reached): as wide as its text while the bar has room, shortened
with "…" when it has not, its whole text in the tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QStyle, QStyleOption, QWidget

GAP = 16                  # pixels between the end of a message and the first permanent widget
LEFT = 6                  # where QStatusBar starts its message


class StatusBar(QStatusBar):
    """The window's status bar: messages shortened to their own part of the bar, whole in the tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.messageChanged.connect(self._message_changed)

    def message_rect(self) -> QRect:
        """Where the message is drawn: from the left, to GAP pixels before the first widget still shown
        (the permanent ones: a message hides the others)."""
        shown = [child.geometry().left() for child in self.findChildren(QWidget)
                 if child.parentWidget() is self and child.isVisible() and child.width() > 0]
        right = min([self.width() - LEFT, *(x - GAP for x in shown)])
        return QRect(LEFT, 0, max(0, right - LEFT), self.height())

    def shown_message(self) -> str:
        """The message as drawn (shortened with '…' to fit its place)."""
        text = self.currentMessage()
        return self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, self.message_rect().width()) \
            if text else ""

    def _message_changed(self, text: str) -> None:
        self.setToolTip(text)             # the whole message (plain text: the bar's tooltip is not rich)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, self)
        text = self.shown_message()
        if text:
            painter.setPen(self.palette().windowText().color())
            painter.drawText(self.message_rect(), int(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter
                                                      | Qt.TextFlag.TextSingleLine), text)
        painter.end()


class ElidedLabel(QLabel):
    """A one-line plain-text label shortened with '…' to the width it is given; the whole text is its
    tooltip. Its size hint is its whole text (up to `maximumWidth`), its minimum a few characters."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def setText(self, text: str) -> None:      # the same call, also setting the tooltip
        super().setText(text)
        self.setToolTip(text)
        self.updateGeometry()

    def shown_text(self) -> str:
        """The text as drawn (shortened to the label's width)."""
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, self.contentsRect().width())

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(min(hint.width(), self.maximumWidth()), hint.height())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        few = self.fontMetrics().horizontalAdvance("D00 …") + self.contentsMargins().left() \
            + self.contentsMargins().right()
        return QSize(min(hint.width(), few), hint.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(self.contentsRect(), int(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter
                                                  | Qt.TextFlag.TextSingleLine), self.shown_text())
        painter.end()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.update()


__all__ = ["StatusBar", "ElidedLabel", "GAP"]
