"""The opening explorer: the moves the library's games played from the board's position, with
how often, how they ended (a Red / draw / Black bar), their average year and the opening each move
leads to (its ECCO code and name). A code filter keeps only the games of one code or range of codes.
Click a move to play it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QPushButton,
                               QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from app.library import ExplorerMove
from app.model import Board, Move
from app.model.notation import write_move
from app.openings import Opening, classify_prefix, code_range

from .opening_texts import code_text
from .plain_text import plain_tooltip

MOVE, GAMES, RESULTS, YEAR, OPENING = range(5)
BAR_ROLE = Qt.ItemDataRole.UserRole + 1       # (red %, draw %, black %) of a row
MOVE_ROLE = Qt.ItemDataRole.UserRole + 2
BAR_COLORS = (QColor("#c8312b"), QColor("#a8a8a8"), QColor("#262626"))
TEXT_COLORS = (QColor("white"), QColor("black"), QColor("white"))

Explore = Callable[..., Sequence[ExplorerMove]]     # (board) or (board, ecco code or range)


def opening_after(board: Board, move: Move) -> Opening | None:
    """The opening a game reaches with `move` played from `board` (the moves that led to it count)."""
    moves = [*board.move_stack, move]
    try:
        return classify_prefix(moves, len(moves), board.start_board().fen())
    except ValueError:
        return None


def percentages(entry: ExplorerMove) -> tuple[float, float, float]:
    """Red wins, draws and Black wins as percentages of the games with a known result."""
    known = entry.red_wins + entry.draws + entry.black_wins
    if not known:
        return (0.0, 0.0, 0.0)
    return (100 * entry.red_wins / known, 100 * entry.draws / known, 100 * entry.black_wins / known)


class ResultBarDelegate(QStyledItemDelegate):
    """Paints a row's (red, draw, black) percentages as a three-part bar with the numbers on it."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        """Draw the bar inside the cell."""
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(option.rect, option.palette.highlight())
        shares = index.data(BAR_ROLE)
        if not shares:
            return
        rect: QRect = option.rect.adjusted(3, 3, -3, -3)
        painter.save()
        x = rect.left()
        for i, share in enumerate(shares):
            width = round(rect.width() * share / 100) if i < 2 else rect.right() + 1 - x
            part = QRect(x, rect.top(), max(width, 0), rect.height())
            painter.fillRect(part, BAR_COLORS[i])
            if share >= 12:
                painter.setPen(TEXT_COLORS[i])
                painter.drawText(part, Qt.AlignmentFlag.AlignCenter, f"{share:.0f}%")
            x += width
        painter.restore()


class ExplorerPanel(QWidget):
    """Moves from the current position in the library; follows set_position (debounced)."""

    move_chosen = Signal(object)                   # Move: the window plays it
    search_position_requested = Signal(object)     # Board: list the games reaching it

    def __init__(self, explore: Explore, notation: str = "chinese", traditional: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._explore = explore
        self.notation, self.traditional = notation, traditional
        self.board: Board | None = None
        self.entries: list[ExplorerMove] = []
        self._timer = QTimer(self, singleShot=True, interval=60)
        self._timer.timeout.connect(self.refresh)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.code = ""                                  # the ECCO filter ('' : every game)
        self.code_edit = QLineEdit()
        self.code_edit.setPlaceholderText(self.tr("ECCO code or range: C84, C8, C80-C89"))
        self.code_edit.setClearButtonEnabled(True)
        self.code_edit.textChanged.connect(self._code_typed)
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels([self.tr("Move"), self.tr("Games"),
                                              self.tr("Red / draw / Black"), self.tr("Year"), self.tr("Opening")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.setItemDelegateForColumn(RESULTS, ResultBarDelegate(self.table))
        header = self.table.horizontalHeader()
        for column in (MOVE, GAMES, YEAR):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(RESULTS, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(RESULTS, 130)
        header.setSectionResizeMode(OPENING, QHeaderView.ResizeMode.Stretch)
        self.table.cellClicked.connect(self.choose_row)
        self.search_button = QPushButton(self.tr("Search this position"))
        self.search_button.clicked.connect(self._search_clicked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        filter_row = QHBoxLayout()
        filter_row.addWidget(QLabel(self.tr("Only the games of:")))
        filter_row.addWidget(self.code_edit, 1)
        layout.addWidget(self.title)
        layout.addLayout(filter_row)
        layout.addWidget(self.table, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.search_button)
        layout.addLayout(row)
        self.setMinimumWidth(260)         # tabbed beside the board in a study window: the board comes first

    def dock_title(self) -> str:
        """The title of the dock holding the panel."""
        return self.tr("Opening explorer")

    def set_notation(self, notation: str, traditional: bool = False) -> None:
        """Write moves in 'chinese', 'wxf' or 'iccs'. With a new position waiting to be looked up, the
        moves listed are the last position's: the lookup writes the new ones in this notation."""
        self.notation, self.traditional = notation, traditional
        if not self.pending:
            self._fill()

    def set_position(self, board: Board) -> None:
        """Follow a new position (the list is refreshed a moment later; the same position is ignored)."""
        if self.board is not None and board.fen() == self.board.fen():
            return
        self.board = board.copy()
        self._timer.start()

    @property
    def pending(self) -> bool:
        """True while a position change waits to be looked up."""
        return self._timer.isActive()

    def set_code(self, code: str) -> None:
        """Keep only the games of an ECCO code or range ('' : every game); a text that is no code is ignored."""
        self.code_edit.setText(code)

    def _code_typed(self, text: str) -> None:
        code = text.strip().upper() if code_range(text) else ""
        if code != self.code:
            self.code = code
            self._timer.start()
        self.code_edit.setStyleSheet("" if code or not text.strip() else "color: #b00020")

    def refresh(self) -> None:
        """Query the library for the current position now."""
        self._timer.stop()
        if self.board is None:
            self.entries = []
        else:
            self.entries = list(self._explore(self.board, self.code) if self.code else self._explore(self.board))
        self._fill()

    def _fill(self) -> None:
        self.table.setRowCount(0)
        board = self.board
        total = sum(e.games for e in self.entries)
        self.title.setText(self._title_text(total))
        if board is None:
            return
        self.table.setRowCount(len(self.entries))
        for row, entry in enumerate(self.entries):
            text = write_move(board, entry.move, self.notation, self.traditional)
            move_item = QTableWidgetItem(text)
            move_item.setData(MOVE_ROLE, entry.move)
            games = QTableWidgetItem(str(entry.games))
            games.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            bar = QTableWidgetItem()
            shares = percentages(entry)
            bar.setData(BAR_ROLE, shares)
            bar.setToolTip(self.tr("Red wins %1, draws %2, Black wins %3")
                           .replace("%1", str(entry.red_wins)).replace("%2", str(entry.draws))
                           .replace("%3", str(entry.black_wins)))
            year = QTableWidgetItem("" if entry.average_year is None else f"{entry.average_year:.0f}")
            year.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            name = code_text(opening_after(board, entry.move), self.traditional)
            opening_item = QTableWidgetItem(name)
            opening_item.setToolTip(plain_tooltip(name))
            for column, item in ((MOVE, move_item), (GAMES, games), (RESULTS, bar), (YEAR, year),
                                 (OPENING, opening_item)):
                self.table.setItem(row, column, item)

    def _title_text(self, total: int) -> str:
        if not self.code:
            return (self.tr("%1 games continue from this position").replace("%1", str(total)) if self.entries
                    else self.tr("No game in the library reaches this position"))
        if not self.entries:
            return self.tr("No game of %1 in the library reaches this position").replace("%1", self.code)
        return self.tr("%1 games of %2 continue from this position").replace("%1", str(total)).replace("%2", self.code)

    def row_texts(self) -> list[str]:
        """The move texts as listed, top to bottom."""
        items = (self.table.item(r, MOVE) for r in range(self.table.rowCount()))
        return [item.text() if item is not None else "" for item in items]

    def choose_row(self, row: int, column: int = 0) -> None:
        """Emit move_chosen for a row's move."""
        if 0 <= row < len(self.entries):
            self.move_chosen.emit(self.entries[row].move)

    def _search_clicked(self) -> None:
        if self.board is not None:
            self.search_position_requested.emit(self.board.copy())
