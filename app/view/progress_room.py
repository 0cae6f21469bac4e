"""A progress bar that looks like one only while there is progress to show.

Before a run an empty QProgressBar reads as an empty text box (a newcomer took it for one), so the room
shows a short grey line in its place ("Progress shows here once the tournament starts") until the run
reports its first progress; the room keeps one height throughout, so nothing below it moves.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QLabel, QProgressBar, QSizePolicy, QStackedWidget, QWidget


class ProgressRoom(QStackedWidget):
    """The bar (``bar``: set its range and value as usual) and, until ``show_bar``, the ``idle`` words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bar = QProgressBar()
        self.idle = QLabel()
        self.idle.setTextFormat(Qt.TextFormat.PlainText)
        self.idle.setStyleSheet("color: palette(placeholder-text);")
        self.idle.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.idle.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)   # long words never
        self.addWidget(self.idle)                                                           # widen the window
        self.addWidget(self.bar)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setCurrentWidget(self.idle)

    def set_idle_text(self, text: str) -> None:
        """The words shown while no run has reported progress."""
        self.idle.setText(text)

    def show_bar(self) -> None:
        """A run reports progress: the bar from now on."""
        self.setCurrentWidget(self.bar)

    def show_idle(self) -> None:
        """Back to the words (nothing run yet)."""
        self.setCurrentWidget(self.idle)

    def sizeHint(self) -> QSize:
        """As tall as the bar, whichever page shows (the layout does not move when the bar appears)."""
        hint = self.bar.sizeHint()
        return QSize(hint.width(), max(hint.height(), self.idle.sizeHint().height()))

    def minimumSizeHint(self) -> QSize:
        hint = self.bar.minimumSizeHint()
        return QSize(hint.width(), self.sizeHint().height())


__all__ = ["ProgressRoom"]
