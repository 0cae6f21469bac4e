"""Opening statistics beside the library's game list: the most played openings (our ECCO codes) with how
their games ended, or, for a player, how that player scored in each opening with Red and with Black.
Click a row to list its games."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QLabel, QStyledItemDelegate, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from .explorer_panel import BAR_ROLE, ResultBarDelegate
from .opening_texts import name_of_code
from .plain_text import plain_tooltip

CODE, NAME, GAMES, RESULTS = range(4)
LIMIT = 100                         # openings listed

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
        self.table = QTableWidget(0, 4)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(22)
        header = self.table.horizontalHeader()
        for column in (CODE, GAMES):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(RESULTS, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(RESULTS, 110)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
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
        self.table.setRowCount(0)
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(rows)
        self.codes = []

    def _name_items(self, row: int, code: str) -> None:
        self.codes.append(code)
        code_item = QTableWidgetItem(code)
        code_item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        name = name_of_code(code, self.traditional)
        name_item = QTableWidgetItem(name)
        name_item.setToolTip(plain_tooltip(f"{code} {name}"))
        self.table.setItem(row, CODE, code_item)
        self.table.setItem(row, NAME, name_item)

    def _fill_library(self, rows: Sequence[Any]) -> None:
        self._start(len(rows), [self.tr("ECCO"), self.tr("Opening"), self.tr("Games"), self.tr("Red / draw / Black")])
        self.table.setItemDelegateForColumn(RESULTS, self._bar)
        self.title.setText(self.tr("The most played openings in the library") if rows
                           else self.tr("No classified game in the library"))
        for row, entry in enumerate(rows):
            self._name_items(row, entry.code)
            games = QTableWidgetItem(str(entry.games))
            games.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            bar = QTableWidgetItem()
            bar.setData(BAR_ROLE, shares(entry.red_wins, entry.draws, entry.black_wins))
            bar.setToolTip(self.tr("Red wins %1, draws %2, Black wins %3").replace("%1", str(entry.red_wins))
                           .replace("%2", str(entry.draws)).replace("%3", str(entry.black_wins)))
            self.table.setItem(row, GAMES, games)
            self.table.setItem(row, RESULTS, bar)

    def _fill_player(self, rows: Sequence[Any]) -> None:
        self._start(len(rows), [self.tr("ECCO"), self.tr("Opening"), self.tr("As Red"), self.tr("As Black")])
        self.table.setItemDelegateForColumn(RESULTS, self._plain)
        self.title.setText(self.tr("%1 by opening: games and share of the points").replace("%1", self.player)
                           if rows else self.tr("No classified game of %1").replace("%1", self.player))
        for row, entry in enumerate(rows):
            self._name_items(row, entry.code)
            for column, score in ((GAMES, entry.red), (RESULTS, entry.black)):
                item = QTableWidgetItem(score_text(score))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if score.games:
                    item.setToolTip(self.tr("%1 wins, %2 draws, %3 losses").replace("%1", str(score.wins))
                                    .replace("%2", str(score.draws)).replace("%3", str(score.losses)))
                self.table.setItem(row, column, item)

    def choose_row(self, row: int, column: int = 0) -> None:
        """Emit code_chosen for a row's opening."""
        if 0 <= row < len(self.codes):
            self.code_chosen.emit(self.codes[row])
