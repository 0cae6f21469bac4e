"""A dismissable notice above the study board: what reading a file lost, as plain sentences (non-modal)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QStyle, QToolButton, QVBoxLayout, QWidget

from .plain_text import elide, escaped, plain_tooltip

STYLE = ("NoticeBar { background: #fff4d6; border: 1px solid #e0b94f; border-radius: 4px; }"
         " QLabel { color: #4a3b10; background: transparent; border: none; }")


LINE_LIMIT = 300       # characters of a line (a sentence may quote the file)


def _html(text: str) -> str:
    return escaped(text, LINE_LIMIT)


def _linked(line: str, part: str, index: int) -> str:
    line = elide(line, LINE_LIMIT)
    if not part or part not in line:
        return _html(line)
    before, _, after = line.partition(part)
    return f"{_html(before)}<a href='{index}'>{_html(part)}</a>{_html(after)}"


class NoticeBar(QFrame):
    """A heading and a sentence per line, with a close button; hidden until show_notice()."""

    dismissed = Signal()
    line_chosen = Signal(int)        # a linked part of line i was clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notice")
        self.setStyleSheet(STYLE)
        icon = QLabel()
        icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(24, 24))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                           | Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.label.linkActivated.connect(lambda href: self.line_chosen.emit(int(href)))
        self.close_button = QToolButton()
        self.close_button.setAutoRaise(True)
        self.close_button.setText("✕")
        self.close_button.setToolTip(self.tr("Dismiss"))
        self.close_button.clicked.connect(self.dismiss)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 4, 6)
        row.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        text = QVBoxLayout()
        text.addWidget(self.label)
        row.addLayout(text, 1)
        row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.lines: list[str] = []
        self.hide()

    def show_notice(self, heading: str, lines: list[str], details: str = "", links: list[str] | None = None) -> None:
        """Show a heading and the sentences (details: technical text for the tooltip; links[i]: the part
        of line i to make a link, '' for none)."""
        self.lines = list(lines)
        links = list(links or [])
        items = "".join(f"<li>{_linked(line, links[i] if i < len(links) else '', i)}</li>"
                        for i, line in enumerate(lines))
        body = f"<ul style='margin:0; -qt-list-indent:1'>{items}</ul>" if items else ""
        self.label.setText(f"<b>{_html(heading)}</b>{body}")
        self.setToolTip(plain_tooltip(details))
        self.show()

    def dismiss(self) -> None:
        """Hide the notice."""
        self.lines = []
        self.hide()
        self.dismissed.emit()
