"""The board for screen readers: Qt's accessibility interface for the board widget.

The board is a table of 90 cells, one per point, in screen order (top-left first). Each cell is named
from the side at the bottom: "file 2, rank 3, red cannon" counts files from that player's right (as
the notation does) and ranks from that player's side, and adds what the point shows: selected, a legal
move or capture, the last move, a king in check. The cell under the key cursor is the focused child,
and a focus event follows the cursor, so a screen reader speaks each point as the arrows reach it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from app.model import Board

from .access_texts import point_states, point_words
from .board_scene import PIECE_DIAMETER

if TYPE_CHECKING:
    from .board_view import BoardView

CELLS = 90


def announce(widget: QWidget, text: str) -> None:
    """Have screen readers say `text` now (a polite announcement from `widget`, e.g. a move just made)."""
    if text:
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))


class PointAccessible(QAccessibleInterface):
    """One point of the board as an accessible table cell."""

    def __init__(self, board: BoardAccessible, index: int) -> None:
        super().__init__()
        self.board, self.index = board, index

    def square(self) -> int:
        """The board square of this cell (cells run in screen order)."""
        return self.board.square_of(self.index)

    def isValid(self) -> bool:
        return self.board.isValid()

    def object(self) -> QObject | None:  # type: ignore[override]  # Qt API: may be null
        return None

    def window(self):
        return self.board.window()

    def relations(self, match=QAccessible.RelationFlag.AllRelations):
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def parent(self) -> QAccessibleInterface:
        return self.board

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt API: may be null
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.board.point_name(self.square())
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass

    def rect(self) -> QRect:
        return self.board.point_rect(self.square())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.selectable = True
        view = self.board.view
        state.focused = view.hasFocus() and view.cursor_square == self.square()
        snapshot = view.board_scene.snapshot
        state.selected = snapshot is not None and snapshot.selected == self.square()
        return state


class BoardAccessible(QAccessibleWidget):
    """The board widget as an accessible table of points."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view, QAccessible.Role.Table)
        self.view = view
        self.cells = [PointAccessible(self, i) for i in range(CELLS)]

    def square_of(self, index: int) -> int:
        """The square shown at a screen-order cell index."""
        row, column = divmod(index, 9)
        f, r = column, 9 - row
        return (9 - r) * 9 + (8 - f) if self.view.board_scene.flipped else r * 9 + f

    def index_of(self, sq: int) -> int:
        """The screen-order cell index of a square."""
        return next(i for i in range(CELLS) if self.square_of(i) == sq)

    def point_name(self, sq: int) -> str:
        """A point in words, with what it shows."""
        scene = self.view.board_scene
        snapshot = scene.snapshot
        f, r = sq % 9, sq // 9
        file, rank = (f + 1, 10 - r) if scene.flipped else (9 - f, r + 1)
        piece = None
        if snapshot is not None:
            found = Board.from_fen(snapshot.fen).piece_at(sq)
            piece = None if found is None else (found.color, found.kind)
        words = point_words(file, rank, piece)
        if snapshot is None:
            return words
        last = snapshot.last_move is not None and sq in (snapshot.last_move.from_sq, snapshot.last_move.to_sq)
        states = point_states(snapshot.selected == sq, sq in snapshot.targets, sq in snapshot.captures, last,
                              snapshot.check_square == sq)
        return ", ".join([words, *states])

    def point_rect(self, sq: int) -> QRect:
        """A point's rectangle in screen coordinates."""
        centre = self.view.viewport().mapToGlobal(self.view.widget_point(sq))
        side = max(1, int(PIECE_DIAMETER * self.view.transform().m11()))
        return QRect(centre - QPoint(side // 2, side // 2), centre + QPoint(side // 2, side // 2))

    def childCount(self) -> int:
        return CELLS

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt API: may be null
        return self.cells[index] if 0 <= index < CELLS else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return next((i for i, cell in enumerate(self.cells) if cell is child), -1)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.cells[self.index_of(self.view.cursor_square)] if self.view.hasFocus() else None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        point = self.view.viewport().mapFromGlobal(QPoint(x, y))
        sq = self.view.square_at_widget(point)
        return None if sq is None else self.cells[self.index_of(sq)]

    def focus_cursor(self) -> None:
        """Tell assistive technology that the cursor's point has the focus (and its name may be new)."""
        if not QAccessible.isActive():
            return
        cell = self.cells[self.index_of(self.view.cursor_square)]
        QAccessible.updateAccessibility(QAccessibleEvent(cell, QAccessible.Event.NameChanged))
        QAccessible.updateAccessibility(QAccessibleEvent(cell, QAccessible.Event.Focus))


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    from .board_view import BoardView
    if isinstance(obj, BoardView):
        return BoardAccessible(obj)
    return None


def install_board_accessibility() -> None:
    """Make Qt ask this module for the board's accessible interface (once per process)."""
    if not _INSTALLED:
        QAccessible.installFactory(_factory)
        _INSTALLED.append(True)


_INSTALLED: list[bool] = []     # installFactory adds a factory each call: install one only
