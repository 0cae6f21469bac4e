"""Move history: numbered pairs in the chosen notation; click a move to view that position."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget


class MoveHistory(QTableWidget):
    """Rows 'n. red black'; emits ply_chosen(ply) with the number of moves played after the clicked one."""

    ply_chosen = Signal(int)

    def __init__(self, font_family: str = "", parent: QWidget | None = None) -> None:
        super().__init__(0, 2, parent)
        self.setHorizontalHeaderLabels([self.tr("Red"), self.tr("Black")])
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if font_family:
            font = QFont(font_family)
            font.setPointSize(12)
            self.setFont(font)
        self._first_black = False
        self._texts: list[str] = []
        self.cellClicked.connect(self._clicked)

    def set_moves(self, texts: list[str], first_is_black: bool, current_ply: int,
                  times: list[str] | None = None) -> None:
        """Show move texts (oldest first) and highlight the move leading to `current_ply`; `times`
        (the clock after each move, '' where none) are added after the moves."""
        self._texts = list(texts)
        self._first_black = first_is_black
        shown = self._texts
        if times:
            shown = [f"{text}   {time}" if time else text for text, time in zip(self._texts, times, strict=False)]
        cells = ([""] if first_is_black else []) + shown
        rows = (len(cells) + 1) // 2
        self.clearSpans()
        self.setRowCount(rows)
        self.setVerticalHeaderLabels([f"{i + 1}." for i in range(rows)])
        for i in range(rows * 2):
            text = cells[i] if i < len(cells) else ""
            item = QTableWidgetItem(text)
            if not text:
                item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.setItem(i // 2, i % 2, item)
        self.highlight(current_ply)

    def set_result(self, text: str) -> None:
        """Add the game's result as a last row spanning both columns."""
        row = self.rowCount()
        self.setRowCount(row + 1)
        item = QTableWidgetItem(text)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        item.setToolTip(text)
        self.setItem(row, 0, item)
        self.setSpan(row, 0, 1, 2)
        self.setVerticalHeaderItem(row, QTableWidgetItem(""))
        self.resizeRowToContents(row)

    def highlight(self, ply: int) -> None:
        """Select the cell of the move that led to the position after `ply` moves."""
        self.clearSelection()
        if ply <= 0 or ply > len(self._texts):
            return
        index = ply - 1 + (1 if self._first_black else 0)
        self.setCurrentCell(index // 2, index % 2)
        item = self.item(index // 2, index % 2)
        if item is not None:
            self.scrollToItem(item)

    def text_at(self, ply: int) -> str:
        """Text of move number `ply` (1-based)."""
        return self._texts[ply - 1]

    def _clicked(self, row: int, column: int) -> None:
        index = row * 2 + column - (1 if self._first_black else 0)
        if 0 <= index < len(self._texts):
            self.ply_chosen.emit(index + 1)
