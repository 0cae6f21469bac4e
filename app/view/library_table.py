"""The library's game list: a table model that pages a search in lazily, sorted by the database,
or shows a fixed list of games reaching a position (with the ply)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from app.library import GameSummary

from .date_texts import date_text
from .opening_texts import name_of_code
from .plain_text import elide, fill, plain_tooltip

# (column key, database sort column); "ply" exists only when listing a position's games. "code" is our
# ECCO classification (the file's own tag when we have none), "opening" its name (sorted by code).
COLUMNS = (("red", "red"), ("black", "black"), ("result", "result"), ("date", "date"),
           ("event", "event"), ("code", "code"), ("opening", "code"), ("moves", "plies"), ("ply", "plies"))
PAGE = 200

# fetch(order_by, descending, limit, offset) -> one page of (game, ply reaching the searched position)
Fetch = Callable[[str, bool, int, int], list[tuple[GameSummary, int]]]

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


def moves_of(plies: int) -> int:
    """Moves (Red and Black each once) of a game of `plies` half-moves."""
    return (plies + 1) // 2


class GameListModel(QAbstractTableModel):
    """Rows of (GameSummary, ply), fetched a page at a time as the view scrolls, sorted by `fetch`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[GameSummary] = []
        self._plies: list[int] = []             # the ply each game reaches a searched position at
        self._fetch: Fetch | None = None
        self._more = False
        self._order = ("id", False)
        self.position_mode = False              # True when the rows are the games reaching a position
        self.traditional = False                # opening names in Traditional characters
        self.sort_column, self.sort_order = -1, Qt.SortOrder.AscendingOrder

    # ----- contents --------------------------------------------------------------------------------
    def set_query(self, fetch: Fetch, position_mode: bool = False) -> None:
        """Show the pages `fetch(order_by, descending, limit, offset)` returns, in the current order."""
        self.beginResetModel()
        self._fetch, self._rows, self._plies, self._more = fetch, [], [], True
        self.position_mode = position_mode
        if not position_mode and self._order[0] == "ply":
            self._order = ("id", False)
        self.endResetModel()
        self.fetchMore(_ROOT)

    def reload(self) -> None:
        """Fetch the query again (after an import or a delete)."""
        if self._fetch is not None:
            self.set_query(self._fetch, self.position_mode)

    def summary(self, row: int) -> GameSummary:
        """The game on a row."""
        return self._rows[row]

    def ply(self, row: int) -> int:
        """The ply to open a row's game at (0 outside position mode)."""
        return self._plies[row]

    # ----- paging ----------------------------------------------------------------------------------
    def canFetchMore(self, parent: _Index = _ROOT) -> bool:
        return not parent.isValid() and self._fetch is not None and self._more

    def fetchMore(self, parent: _Index = _ROOT) -> None:
        if not self.canFetchMore(parent) or self._fetch is None:
            return
        page = self._fetch(self._order[0], self._order[1], PAGE, len(self._rows))
        self._more = len(page) == PAGE
        if page:
            self.beginInsertRows(_ROOT, len(self._rows), len(self._rows) + len(page) - 1)
            self._rows.extend(s for s, _ in page)
            self._plies.extend(p for _, p in page)
            self.endInsertRows()

    # ----- table -----------------------------------------------------------------------------------
    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and COLUMNS[index.column()][0] in ("moves", "ply",
                                                                                          "result", "code"):
            return int(Qt.AlignmentFlag.AlignCenter)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        key = COLUMNS[index.column()][0]
        if key in ("moves", "ply") and role == Qt.ItemDataRole.DisplayRole:
            return moves_of(self._rows[index.row()].plies) if key == "moves" else self.ply(index.row())
        text = self.text(index.row(), index.column())
        if role == Qt.ItemDataRole.ToolTipRole:      # the games' words, shown as written
            if key == "date":                          # the date as the file wrote it
                return plain_tooltip(self._rows[index.row()].date)
            return plain_tooltip(self.opening_note(index.row()) if key in ("code", "opening") else text)
        return elide(text)                             # a value of megabytes would freeze the table

    def text(self, row: int, column: int) -> str:
        """A cell's whole text."""
        s = self._rows[row]
        key = COLUMNS[column][0]
        if key == "moves":
            return str(moves_of(s.plies))
        if key == "ply":
            return str(self.ply(row))
        if key == "code":
            return s.code or s.ecco
        if key == "opening":
            return name_of_code(s.code or s.ecco, self.traditional) or s.opening
        if key == "date":
            return date_text(s.date)
        return str(getattr(s, key))

    def opening_note(self, row: int) -> str:
        """A row's opening in full: our code and name, and the file's own tags when they differ."""
        s = self._rows[row]
        ours = " ".join(part for part in (s.code, name_of_code(s.code, self.traditional)) if part)
        theirs = " ".join(part for part in (s.ecco, s.opening) if part)
        if not theirs or s.ecco.strip().upper() == s.code:
            return ours or theirs
        if not ours:
            return self.tr("The file says: %1").replace("%1", theirs)
        return fill(self.tr("%1\nThe file says: %2"), ours, theirs)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        names = (self.tr("Red"), self.tr("Black"), self.tr("Result"), self.tr("Date"), self.tr("Event"),
                 self.tr("ECCO"), self.tr("Opening"), self.tr("Moves"), self.tr("Ply"))
        return names[section]

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by a column: the query is run again in that order."""
        if not 0 <= column < len(COLUMNS):
            return
        self.sort_column, self.sort_order = column, order
        key, db_column = COLUMNS[column]
        if key == "ply" and not self.position_mode:
            return
        self._order = ("ply" if key == "ply" else db_column, order == Qt.SortOrder.DescendingOrder)
        self.reload()
