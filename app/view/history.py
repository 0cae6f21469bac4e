"""Move history: numbered pairs in the chosen notation; click a move to view that position."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QHeaderView, QTableWidget, QTableWidgetItem,
                               QWidget)


def move_text_points() -> float:
    """Point size of move texts: 12, or a third larger than the system's font when that is large."""
    return max(12.0, QApplication.font().pointSizeF() * 4 / 3)


def two_moves_width(widget: QWidget) -> int:
    """Pixels a move list needs for two Chinese moves side by side in its font (and a move number)."""
    metrics = widget.fontMetrics()
    return max(230, metrics.horizontalAdvance("炮二平五") * 2 + metrics.horizontalAdvance("100.") + 60)


class MoveHistory(QTableWidget):
    """Rows 'n. red black'; emits ply_chosen(ply) with the number of moves played after the clicked one."""

    ply_chosen = Signal(int)

    def __init__(self, font_family: str = "", parent: QWidget | None = None) -> None:
        super().__init__(0, 2, parent)
        self.setHorizontalHeaderLabels([self.tr("Red"), self.tr("Black")])
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)      # reachable with Tab (screen readers); clicks keep it
        self.setTabKeyNavigation(False)                   # Tab leaves the list (the arrows walk its moves)
        self.setAccessibleName(self.tr("Move list"))
        self.setWordWrap(False)             # one line a row: a long result is cut with "…", whole in its tooltip
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        if font_family:
            font = QFont(font_family)
            font.setPointSizeF(move_text_points())
            self.setFont(font)
        self._first_black = False
        self._texts: list[str] = []
        self._cells: list[str] = []             # the texts shown, cell by cell (a blank first if Black began)
        self._result_row = False                # a last row shows the result
        self.cellClicked.connect(self._clicked)

    def set_moves(self, texts: list[str], first_is_black: bool, current_ply: int,
                  times: list[str] | None = None) -> None:
        """Show move texts (oldest first) and highlight the move leading to `current_ply`; `times`
        (the clock after each move, '' where none) are added after the moves. Only the cells that
        changed are rewritten: a move played costs the same at any length of game."""
        shown = texts
        if times:
            shown = [f"{text}   {time}" if time else text for text, time in zip(texts, times, strict=False)]
        cells = ([""] if first_is_black else []) + shown
        if first_is_black != self._first_black:
            self._cells = []
        self._texts = list(texts)
        self._first_black = first_is_black
        same = _common_start(cells, self._cells)
        if self._result_row:
            self.clearSpans()
            self._result_row = False
        rows, old_rows = (len(cells) + 1) // 2, (len(self._cells) + 1) // 2
        self.setRowCount(rows)
        for row in range(old_rows, rows):         # new rows (and the result's row, now a move's)
            self.setVerticalHeaderItem(row, QTableWidgetItem(f"{row + 1}."))
        for i in range(same, rows * 2):
            self._set_cell(i, cells[i] if i < len(cells) else "")
        self._cells = cells
        self.highlight(current_ply)

    def _set_cell(self, index: int, text: str) -> None:
        item = self.item(index // 2, index % 2)
        if item is None or item.text() != text or item.flags() == Qt.ItemFlag.ItemIsEnabled:
            item = QTableWidgetItem(text)
            if not text:
                item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.setItem(index // 2, index % 2, item)

    def set_result(self, text: str) -> None:
        """Add the game's result as a last row spanning both columns, one line high like a move's row
        (cut with "…" where the list is narrower than the text; the whole text is its tooltip)."""
        row = self.rowCount()
        self.setRowCount(row + 1)
        item = QTableWidgetItem(text)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        item.setToolTip(text)
        self.setItem(row, 0, item)
        self.setSpan(row, 0, 1, 2)
        self.setVerticalHeaderItem(row, QTableWidgetItem(""))
        self.setRowHeight(row, self.verticalHeader().defaultSectionSize())
        self._result_row = True

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


def _common_start(new: list, old: list) -> int:
    """How many items `new` begins with as `old` does (quick when `new` only adds to `old`)."""
    if new[:len(old)] == old:          # the usual case (items compared by identity first, in C)
        return len(old)
    return next((i for i, (a, b) in enumerate(zip(new, old, strict=False)) if a != b), min(len(new), len(old)))
