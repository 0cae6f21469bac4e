"""Opening statistics beside the library's game list: the most played openings (our ECCO codes) with how
their games ended, or, for a player, how that player scored in each opening with Red and with Black.
Each opening takes two rows: its code and figures, then its name on the whole width of the panel,
wrapped rather than cut (a narrow dock at 1024x700 left names such as 'Central …'). Click either row to
list its games."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtGui import QColor, QFont, QResizeEvent
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QLabel, QStyledItemDelegate, QTableWidget,
                               QTableWidgetItem, QTableWidgetSelectionRange, QVBoxLayout, QWidget)

from .explorer_panel import BAR_ROLE, ResultBarDelegate
from .opening_texts import name_of_code
from .plain_text import plain_tooltip

CODE, GAMES, RESULTS = range(3)    # the columns of an opening's first row; its second row is its name
ROWS = 2                            # table rows an opening takes
LIMIT = 100                         # openings listed
SHADE = QColor(0, 0, 0, 10)         # every other opening's two rows, so that they read as one

# most_played(limit, player) -> OpeningCount-like rows; results(player) -> OpeningResults-like rows
MostPlayed = Callable[[int, str | None], Sequence[Any]]
Results = Callable[[str], Sequence[Any]]


def shares(red: int, draws: int, black: int) -> tuple[float, float, float]:
    """Red wins, draws and Black wins as percentages of the games with a known result."""
    known = red + draws + black
    return (0.0, 0.0, 0.0) if not known else (100 * red / known, 100 * draws / known, 100 * black / known)


def score_text(score: Any) -> str:
    """'12 · 58%': games with one colour and the share of the points (a draw is half)."""
    if not score.games:
        return ""
    points = score.points
    return str(score.games) if points is None else f"{score.games} · {100 * points:.0f}%"


class OpeningStatsPanel(QWidget):
    """The openings of the whole library, or of one player (set_player)."""

    code_chosen = Signal(str)           # an ECCO code: list its games

    def __init__(self, most_played: MostPlayed, results: Results, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._most_played, self._results = most_played, results
        self.player = ""
        self.traditional = False
        self.codes: list[str] = []
        self._filled = False
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        self.table = _WrappingTable(0, 3)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ContiguousSelection)
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(22)
        header = self.table.horizontalHeader()
        for column in (CODE, GAMES):        # (the names span all three columns: they must not size these)
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(RESULTS, QHeaderView.ResizeMode.Stretch)
        self._bar, self._plain = ResultBarDelegate(self.table), QStyledItemDelegate(self.table)
        self.table.cellClicked.connect(self.choose_row)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        self.setMinimumWidth(280)

    def dock_title(self) -> str:
        """The title of the dock holding the panel."""
        return self.tr("Opening statistics")

    def set_player(self, player: str) -> None:
        """Show one player's results by opening ('' : the whole library's most played openings)."""
        if self._filled and player.strip() == self.player:
            return
        self.player = player.strip()
        self.refresh()

    def refresh(self) -> None:
        """Ask the library again (after an import, a delete or a new player)."""
        self._filled = True
        if self.player:
            self._fill_player(self._results(self.player)[:LIMIT])
        else:
            self._fill_library(self._most_played(LIMIT, None))

    def _start(self, rows: int, headers: list[str]) -> None:
        self.table.clearSpans()
        self.table.setRowCount(0)
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(rows * ROWS)
        self.codes = []

    def _name_items(self, index: int, code: str) -> int:
        """The code (first row) and the name (second row, the whole width) of the index-th opening; the
        row of its figures."""
        row = index * ROWS
        self.codes.append(code)
        name = name_of_code(code, self.traditional)
        tip = plain_tooltip(f"{code} {name}")
        code_item = QTableWidgetItem(code)
        code_item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        bold = QFont(code_item.font())
        bold.setBold(True)
        code_item.setFont(bold)
        code_item.setToolTip(tip)
        name_item = QTableWidgetItem(name)
        name_item.setToolTip(tip)
        name_item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.table.setItem(row, CODE, code_item)
        self.table.setItem(row + 1, 0, name_item)
        self.table.setSpan(row + 1, 0, 1, self.table.columnCount())
        if index % 2:
            for item in (code_item, name_item):
                item.setBackground(SHADE)
        return row

    def _fit_columns(self) -> None:
        """The code and the figures' columns as wide as their texts and headers; the bar takes the rest."""
        metrics = self.table.fontMetrics()
        header = self.table.horizontalHeader()
        for column in (CODE, GAMES):
            texts = [header.model().headerData(column, Qt.Orientation.Horizontal) or ""]
            texts += [item.text() for row in range(0, self.table.rowCount(), ROWS)
                      if (item := self.table.item(row, column)) is not None]
            widest = max(metrics.horizontalAdvance(str(text)) for text in texts)
            self.table.setColumnWidth(column, widest + 2 * metrics.averageCharWidth() + 8)
        self.table.fit_rows()

    def _figure(self, row: int, column: int, item: QTableWidgetItem) -> None:
        if (row // ROWS) % 2:
            item.setBackground(SHADE)
        self.table.setItem(row, column, item)

    def _fill_library(self, rows: Sequence[Any]) -> None:
        self._start(len(rows), [self.tr("ECCO"), self.tr("Games"), self.tr("Red / draw / Black")])
        self.table.setItemDelegateForColumn(RESULTS, self._bar)
        self.title.setText(self.tr("The most played openings in the library") if rows
                           else self.tr("No classified game in the library"))
        for index, entry in enumerate(rows):
            row = self._name_items(index, entry.code)
            games = QTableWidgetItem(str(entry.games))
            games.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            bar = QTableWidgetItem()
            bar.setData(BAR_ROLE, shares(entry.red_wins, entry.draws, entry.black_wins))
            bar.setToolTip(self.tr("Red wins %1, draws %2, Black wins %3").replace("%1", str(entry.red_wins))
                           .replace("%2", str(entry.draws)).replace("%3", str(entry.black_wins)))
            self._figure(row, GAMES, games)
            self._figure(row, RESULTS, bar)
        self._fit_columns()

    def _fill_player(self, rows: Sequence[Any]) -> None:
        self._start(len(rows), [self.tr("ECCO"), self.tr("As Red"), self.tr("As Black")])
        self.table.setItemDelegateForColumn(RESULTS, self._plain)
        self.title.setText(self.tr("%1 by opening: games and share of the points").replace("%1", self.player)
                           if rows else self.tr("No classified game of %1").replace("%1", self.player))
        for index, entry in enumerate(rows):
            row = self._name_items(index, entry.code)
            for column, score in ((GAMES, entry.red), (RESULTS, entry.black)):
                item = QTableWidgetItem(score_text(score))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if score.games:
                    item.setToolTip(self.tr("%1 wins, %2 draws, %3 losses").replace("%1", str(score.wins))
                                    .replace("%2", str(score.draws)).replace("%3", str(score.losses)))
                self._figure(row, column, item)
        self._fit_columns()

    def row_of(self, code: str) -> int:
        """The first table row of an opening listed (-1 if it is not)."""
        return self.codes.index(code) * ROWS if code in self.codes else -1

    def choose_row(self, row: int, column: int = 0) -> None:
        """Select both rows of a table row's opening and emit code_chosen for it."""
        index = row // ROWS
        if 0 <= row and index < len(self.codes):
            self.table.clearSelection()
            self.table.setRangeSelected(QTableWidgetSelectionRange(index * ROWS, 0, index * ROWS + ROWS - 1,
                                                                   self.table.columnCount() - 1), True)
            self.code_chosen.emit(self.codes[index])


class _WrappingTable(QTableWidget):
    """A table of openings whose name rows (one cell spanning the width) are as tall as their wrapped text."""

    def fit_rows(self) -> None:
        """Every name row as tall as its text wrapped to the table's width."""
        width = max(self.viewport().width() - 8, 40)
        metrics = self.fontMetrics()
        for row in range(1, self.rowCount(), ROWS):
            item = self.item(row, 0)
            text = item.text() if item is not None else ""
            lines = metrics.boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, text)
            self.setRowHeight(row, lines.height() + 6)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Resize, then fit the name rows to the new width."""
        super().resizeEvent(event)
        self.fit_rows()
