"""The games of a file as a table (Red, Black, Event, Date, Result) with a filter by player or event.

A model over the headers (no widget per row), so a file of 78,000 games lists at once; a large file's
games (the controller's CollectionGames) give their headers through ``headers_of(i)`` without being
parsed. Header values come from files: cells and tooltips show them as plain text, never rich text.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import (QAbstractTableModel, QCollator, QEvent, QLocale, QModelIndex,
                            QPersistentModelIndex, QSortFilterProxyModel, Qt, Signal)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel, QLineEdit,
                               QTableView, QVBoxLayout, QWidget)

from app.model.game_date import read_date
from app.model.tree import GameTree

from .date_texts import date_text
from .window_place import fit_to_screen

COLUMNS = ("Red", "Black", "Event", "Date", "Result")
FILTERED = (0, 1, 2)   # the filter looks at players and event
CELL_CHARS = 200       # longer header values are cut in the cells (the tooltip shows more)
TIP_CHARS = 2000
WIDEST_DATES = ("2000.12.28", "2000.09.28", "2000.05.28")   # two-digit months and days: the widest dates shown
DATE_PADDING = 8        # the cell's margins, each side


def plain_tooltip(text: str, limit: int = TIP_CHARS) -> str:
    """A tooltip that shows `text` as it is: escaped inside rich text, so no tag in it is obeyed."""
    if len(text) > limit:
        text = text[:limit] + "…"
    return "<qt>" + html.escape(text).replace("\n", "<br>") + "</qt>"


def _headers_reader(games: Sequence[GameTree]) -> Callable[[int], Mapping[str, str]]:
    headers_of = getattr(games, "headers_of", None)   # a large file's games: headers without parsing
    if callable(headers_of):
        return headers_of
    return lambda row: games[row].headers


def _cell(headers: Mapping[str, str], column: int) -> str:
    """A game's value in a column (a title stands in for a missing event, '*' for a missing result)."""
    key = COLUMNS[column]
    value = headers.get(key, "")
    if key == "Event" and not value:
        value = headers.get("Title", "")
    if key == "Result" and not value:
        value = "*"
    return value


class GameTableModel(QAbstractTableModel):
    """One row per game, read from its headers (a title stands in for a missing event)."""

    def __init__(self, games: Sequence[GameTree] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._games: Sequence[GameTree] = games if hasattr(games, "headers_of") else list(games)
        self._headers = _headers_reader(self._games)
        # the model sorts itself, reading each game's value once: a sort by the proxy asked every
        # comparison's two values through Python (3 to 6 s of CPU for 24,000 games, at each click)
        self._order: list[int] | None = None     # the game of each row (None: the file's order)
        self._rows: list[int] = []               # the row of each game, when sorted
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self._haystacks: dict[int, str] = {}     # the filter's text of each game, read once
        self._edited = False                     # a header changed since the last sort

    def set_games(self, games: Sequence[GameTree]) -> None:
        """Show these games (sorted as the last ones were, if they were)."""
        self.beginResetModel()
        self._games = games if hasattr(games, "headers_of") else list(games)
        self._headers = _headers_reader(self._games)
        self._haystacks.clear()
        self._order = None
        if self._sort is not None:
            self._order = self._sorted(*self._sort)
            self._rows = _inverse(self._order)
        self.endResetModel()

    def game_at(self, row: int) -> int:
        """The index in the file of the game in `row`."""
        return row if self._order is None else self._order[row]

    def row_of(self, game: int) -> int:
        """The row of game `game` (its index in the file)."""
        return game if self._order is None or not 0 <= game < len(self._rows) else self._rows[game]

    def haystack(self, row: int) -> str:
        """The players and event of the game in `row`, casefolded, as the filter searches them."""
        game = self.game_at(row)
        text = self._haystacks.get(game)
        if text is None:
            headers = self._headers(game)
            text = " ".join(_cell(headers, c) for c in FILTERED).casefold()
            self._haystacks[game] = text
        return text

    def _value(self, game: int, column: int) -> str:
        return _cell(self._headers(game), column)

    def _sorted(self, column: int, order: Qt.SortOrder) -> list[int]:
        values = [self._value(game, column) for game in range(len(self._games))]
        key = _sort_key(column)
        keys = {game: k for game, value in enumerate(values) if value and (k := key(value)) is not None}
        # stable both ways (equal values keep the file's order); games whose value does not sort (no date
        # in a Date) and then those without one last either way, in the file's order
        games = sorted(keys, key=keys.__getitem__, reverse=order == Qt.SortOrder.DescendingOrder)
        return (games + [game for game, value in enumerate(values) if value and game not in keys] +
                [game for game, value in enumerate(values) if not value])

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows by a column (-1: the file's order); equal values keep the file's order."""
        if not 0 <= column < len(COLUMNS):
            column = -1
        if column < 0 and self._order is None:
            self._sort = None
            return
        if self._order is not None and self._sort == (column, order) and not self._edited:
            return      # Qt's sortByColumn asks twice (the header's indicator, then the view)
        self._edited = False
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        games = [self.game_at(index.row()) for index in before]
        self._sort = None if column < 0 else (column, order)
        self._order = None if column < 0 else self._sorted(column, order)
        self._rows = [] if self._order is None else _inverse(self._order)
        self.changePersistentIndexList(before, [self.index(self.row_of(game), index.column())
                                                for game, index in zip(games, before, strict=True)])
        self.layoutChanged.emit()

    def refresh(self, game: int | None = None) -> None:
        """Re-read the headers (after an edit) of one game's row, or of every row."""
        self._edited = True
        if game is not None and 0 <= game < len(self._games):
            self._haystacks.pop(game, None)
            row = self.row_of(game)
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))
        elif game is None and len(self._games):
            self._haystacks.clear()
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._games) - 1, len(COLUMNS) - 1))

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self._games)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        value = self._value(self.game_at(index.row()), index.column())
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tooltip(value) if value else None
        if COLUMNS[index.column()] == "Date":
            value = date_text(value)   # one form, the UI's, whatever the file wrote (the tooltip has that)
        return value if len(value) <= CELL_CHARS else value[:CELL_CHARS] + "…"

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            names = (self.tr("Red"), self.tr("Black"), self.tr("Event"), self.tr("Date"), self.tr("Result"))
            return names[section]
        return str(self.game_at(section) + 1) if 0 <= section < len(self._games) else None


def _sort_key(column: int) -> Callable[[str], Any]:
    """How a column's values sort (None: a value that does not): dates by the day they name (written
    in any form a file uses; text that is no date does not sort), names and events as a Chinese reader
    orders them (by pinyin; Latin letters alphabetically, whatever their case), not by their
    characters' code points."""
    if COLUMNS[column] == "Date":
        def date_key(value: str) -> int | None:
            date = read_date(value)
            return date.key if date is not None else None
        return date_key
    collator = QCollator(QLocale(QLocale.Language.Chinese, QLocale.Country.China))
    collator.setNumericMode(True)
    return collator.sortKey


def _inverse(order: list[int]) -> list[int]:
    rows = [0] * len(order)
    for row, game in enumerate(order):
        rows[game] = row
    return rows


class GameFilter(QSortFilterProxyModel):
    """Keeps the rows whose players or event contain every word typed (case-insensitive); a sort is
    the source model's (GameTableModel.sort), the rows kept in its order."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._words: list[str] = []

    def set_text(self, text: str) -> None:
        """Filter by these words."""
        if hasattr(self, "beginFilterChange"):  # Qt 6.10+; invalidateFilter() is deprecated there
            self.beginFilterChange()
            self._words = text.casefold().split()
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self._words = text.casefold().split()
            self.invalidateFilter()

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:
        if not self._words:
            return True
        model = self.sourceModel()
        haystack = model.haystack(row) if isinstance(model, GameTableModel) else ""
        return all(word in haystack for word in self._words)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        model = self.sourceModel()
        if isinstance(model, GameTableModel):
            model.sort(column, order)


class _GameTable(QTableView):
    """A table that keeps its arrow keys when focused (the study window binds them to moves)."""

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and event.key() in (
                Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End,
                Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
            event.accept()
            return True
        return super().event(event)


class GameListWidget(QWidget):
    """Filter box and table; emits game_chosen(index in the file) on a double click, Enter or choose().

    With ``follow=True`` (the study window's list) the highlighted row is always the game shown: a single
    click (or moving the selection with the keys) chooses a game, and ``show_game(index)`` marks the one
    shown (no row is highlighted while the filter hides it)."""

    game_chosen = Signal(int)

    def __init__(self, games: Sequence[GameTree] = (), parent: QWidget | None = None, follow: bool = False) -> None:
        super().__init__(parent)
        self.follow = follow
        self.shown: int | None = None      # the game shown (follow mode)
        self._selecting = False
        self.model = GameTableModel(games, self)
        self.proxy = GameFilter(self)
        self.proxy.setSourceModel(self.model)
        self.filter_edit = QLineEdit()
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self._filter)
        self.filter_edit.returnPressed.connect(self.choose)
        self.table = _GameTable()
        self.table.setModel(self.proxy)
        # in the file's order until a column's header is clicked: with the header's default indicator
        # (the first column) turning sorting on sorted every row by it at once, reading the headers of
        # every game (11 s of CPU for a list of 50,000)
        self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.table.setSortingEnabled(True)
        # a click on the sorted column's header turns the order around, the next one goes back to the
        # file's order; after each (the view's own sort, connected first) the game shown stays in sight
        self.table.horizontalHeader().setSortIndicatorClearable(True)
        self.table.horizontalHeader().sortIndicatorChanged.connect(lambda *_: self._keep_in_sight())
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        for column, width in enumerate((110, 110, 160, 80, 50)):
            self.table.setColumnWidth(column, width)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.doubleClicked.connect(lambda _index: self.choose())
        self.table.activated.connect(lambda _index: self.choose())
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._selection_moved())
        self.count_label = QLabel()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.filter_edit)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count_label)
        self.retranslate()
        self.select(0)

    def retranslate(self) -> None:
        """Texts in the current UI language."""
        self.filter_edit.setPlaceholderText(self.tr("Filter by player or event"))
        self._update_count()
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        # wide enough for a whole date in the UI's language ('2001年10月24日', '24 Sep 2001'): 80 pixels
        # cut the Chinese ones
        longest = max((date_text(d) for d in WIDEST_DATES), key=self.table.fontMetrics().horizontalAdvance)
        width = self.table.fontMetrics().horizontalAdvance(longest) + 2 * DATE_PADDING
        self.table.setColumnWidth(COLUMNS.index("Date"), max(80, width))

    def set_games(self, games: Sequence[GameTree]) -> None:
        """Show another file's games."""
        self.model.set_games(games)
        self._update_count()
        self.shown = 0 if self.follow else None
        self.select(0)

    def visible_rows(self) -> list[int]:
        """Indexes (in the file) of the games the filter lets through, in table order."""
        return [self.model.game_at(self.proxy.mapToSource(self.proxy.index(r, 0)).row())
                for r in range(self.proxy.rowCount())]

    def selected_game(self) -> int | None:
        """Index in the file of the selected game, or None."""
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return self.model.game_at(self.proxy.mapToSource(rows[0]).row())

    def select(self, game: int) -> None:
        """Select a game by its index in the file (if the filter shows it)."""
        index = self.proxy.mapFromSource(self.model.index(self.model.row_of(game), 0))
        self._selecting = True
        try:
            if index.isValid():
                self.table.selectRow(index.row())
                self.table.scrollTo(index)
            elif self.follow:
                self.table.clearSelection()
        finally:
            self._selecting = False

    def _keep_in_sight(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.table.scrollTo(rows[0], QAbstractItemView.ScrollHint.PositionAtCenter)

    def show_game(self, game: int) -> None:
        """Mark the game shown (follow mode: its row is the highlighted one)."""
        self.shown = game
        self.select(game)

    def _selection_moved(self) -> None:
        if self.follow and not self._selecting:
            game = self.selected_game()
            if game is not None and game != self.shown:
                self.game_chosen.emit(game)

    def choose(self) -> None:
        """Emit game_chosen for the selected game (or the only one the filter leaves)."""
        game = self.selected_game()
        rows = self.visible_rows()
        if game is None or game not in rows:
            game = rows[0] if len(rows) == 1 else None
        if game is not None:
            self.game_chosen.emit(game)

    def _filter(self, text: str) -> None:
        self.proxy.set_text(text)
        self._update_count()
        if self.follow:
            if self.shown is not None:
                self.select(self.shown)
        elif self.selected_game() is None and self.proxy.rowCount():
            self.table.selectRow(0)

    def _update_count(self) -> None:
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        text = self.tr("%1 games").replace("%1", str(total)) if shown == total else \
            self.tr("%1 of %2 games").replace("%1", str(shown)).replace("%2", str(total))
        self.count_label.setText(text)


class GameListDialog(QDialog):
    """Asks which game of a file to open."""

    def __init__(self, games: Sequence[GameTree], title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title or self.tr("Choose a game"))
        self.chosen: int | None = None
        self.list = GameListWidget(games)
        self.list.game_chosen.connect(self._chosen)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.list.choose)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        fit_to_screen(self, 720, 480)

    def _chosen(self, game: int) -> None:
        self.chosen = game
        self.accept()


def choose_game(parent: QWidget | None, games: Sequence[GameTree], title: str = "") -> int | None:
    """Index of the game the user picks from a list (0 without asking if there is one); None if cancelled."""
    if len(games) <= 1:
        return 0 if games else None
    dialog = GameListDialog(games, title, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.chosen
