"""The endgame panel: in a position an endgame table covers, its value for the side to move and every
legal move with its value (win in N, draw, loss in N, as lichess's tablebase panel shows them), best
first, the best moves marked; a clicked move is played. Below, what the values mean: perfect play
under the basic rules, perpetual check and chase ruled by the arbiter as always.

It shows values it is given (app/shell/tablebase_feature.py probes the tables): it never reads a file.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout,
                               QWidget)

from app.model import Board, Move
from app.model.notation import write_move

from . import tablebase_texts as t

WIN_COLOUR = QColor(30, 130, 60)
LOSS_COLOUR = QColor(190, 40, 40)


@dataclass(frozen=True)
class MoveRow:
    """A legal move and its value for the side making it: wdl +1 win, 0 draw, -1 loss, None when no
    table covers where it leads; dtm the plies to mate; best when it is one of the best moves."""

    move: Move
    wdl: int | None
    dtm: int | None
    best: bool


class EndgamePanel(QWidget):
    """The panel; ``show_position(board, wdl, dtm, rows)`` fills it, ``clear()`` empties it.
    ``move_chosen(Move)`` when a move is clicked (or chosen with Enter)."""

    move_chosen = Signal(object)

    def __init__(self, notation: Callable[[], tuple[str, bool]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endgame-panel")
        self._notation = notation
        self._rows: list[MoveRow] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.value = QLabel()
        font = self.value.font()
        font.setBold(True)
        self.value.setFont(font)
        self.value.setWordWrap(True)
        layout.addWidget(self.value)
        self.moves = QTreeWidget()
        self.moves.setRootIsDecorated(False)
        self.moves.setColumnCount(3)
        self.moves.setHeaderLabels(["", *t.panel_columns()])
        self.moves.headerItem().setToolTip(2, t.dtm_hint())
        self.moves.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.moves.setAccessibleName(t.panel_title())
        header = self.moves.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.moves.itemClicked.connect(self._chosen)
        self.moves.itemActivated.connect(self._chosen)
        layout.addWidget(self.moves, 1)
        self.note = QLabel(t.rules_note())
        self.note.setWordWrap(True)
        self.note.setEnabled(False)
        layout.addWidget(self.note)

    def show_position(self, board: Board, wdl: int, dtm: int | None, rows: Sequence[MoveRow]) -> None:
        """The position's value for the side to move and its moves' values (best first)."""
        self._rows = list(rows)
        self.value.setText(t.position_words(board.turn == "red", wdl, dtm))
        self.value.setStyleSheet(f"color: {_colour(wdl).name()}" if wdl else "")
        notation, traditional = self._notation()
        self.moves.clear()
        bold = QFont(self.moves.font())
        bold.setBold(True)
        for row in self._rows:
            words = t.unknown_value() if row.wdl is None else t.value_words(row.wdl, row.dtm)
            item = QTreeWidgetItem(["★" if row.best else "", write_move(board, row.move, notation, traditional), words])
            item.setData(0, Qt.ItemDataRole.UserRole, row.move)
            if row.best:
                item.setToolTip(0, t.best_mark())
                for column in range(3):
                    item.setFont(column, bold)
            if row.wdl:
                item.setForeground(2, QBrush(_colour(row.wdl)))
            self.moves.addTopLevelItem(item)

    def clear(self) -> None:
        """No position shown."""
        self._rows = []
        self.value.setText("")
        self.moves.clear()

    def rows(self) -> list[MoveRow]:
        """The moves shown, in their order."""
        return list(self._rows)

    def retranslate(self) -> None:
        """Say the headers and the note again in the UI's language."""
        self.moves.setHeaderLabels(["", *t.panel_columns()])
        self.moves.headerItem().setToolTip(2, t.dtm_hint())
        self.note.setText(t.rules_note())

    def _chosen(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        move = item.data(0, Qt.ItemDataRole.UserRole)
        if isinstance(move, Move):
            self.move_chosen.emit(move)


def _colour(wdl: int) -> QColor:
    return WIN_COLOUR if wdl > 0 else LOSS_COLOUR
