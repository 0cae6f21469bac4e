"""The study window's move list as a tree, and the game-information dialog.

Main line as top-level rows; each variation is a branch under the move it replaces, with its
continuation below its first move. Rows are rebuilt after reordering or deleting and added one by one
as moves are played. Columns: the move (as wide as its deepest row needs, never cut off), the clock
time a comment's [%clk h:mm:ss] holds (shown only when the game has clock times) and the comment
(without the clock command).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit,
                               QMenu, QTreeWidget, QTreeWidgetItem, QWidget)

from app.model.clock_comment import clock_of, format_clock, without_clock
from app.model.tree import HEADER_FIELDS
from app.model.tree import RESULTS, Node

NAG_TEXT = {1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!"}
CURRENT_BRUSH = QBrush(QColor("#ffe58a"))
VARIATION_COLOR = QColor("#1d4f91")
COMMENT_COLOR = QColor("#6b6b6b")
MOVE, COMMENT, CLOCK = 0, 1, 2      # columns (the clock is shown between the move and the comment)
MIN_MOVE_WIDTH = 150


class MoveTree(QTreeWidget):
    """Main line as top-level rows; each variation is a branch under the move it replaces, with its
    continuation below its first move. Emits node_chosen(Node) and edit_requested(action, Node)."""

    node_chosen = Signal(object)
    edit_requested = Signal(str, object)

    def __init__(self, font_family: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(3)
        self.retranslate()
        self.header().moveSection(CLOCK, 1)
        self.setColumnHidden(CLOCK, True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setIndentation(16)
        self.setUniformRowHeights(True)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)
        self.header().setStretchLastSection(True)
        self.setColumnWidth(MOVE, MIN_MOVE_WIDTH)
        if font_family:
            font = QFont(font_family)
            font.setPointSize(12)
            self.setFont(font)
        self._items: dict[Node, QTreeWidgetItem] = {}
        self._clocks = False
        self._current: QTreeWidgetItem | None = None
        self._label: dict[Node, str] = {}
        self._number: Callable[[int], tuple[int, bool]] = lambda ply: ((ply + 1) // 2, ply % 2 == 0)
        self.itemClicked.connect(lambda item, _col: self.node_chosen.emit(item.data(0, Qt.ItemDataRole.UserRole)))

    def set_tree(self, root: Node, labels: dict[Node, str], number: Callable[[int], tuple[int, bool]],
                 start_text: str) -> None:
        """Rebuild the rows from a tree's root, with move labels and a function giving the move
        number and side of a ply."""
        self.clear()
        self._items.clear()
        self._current = None
        self._label, self._number = labels, number
        start = QTreeWidgetItem(self, [start_text, _first_line(root.comment)])
        start.setData(0, Qt.ItemDataRole.UserRole, root)
        start.setToolTip(1, without_clock(root.comment))
        self._items[root] = start
        self._clocks = False
        self.setUpdatesEnabled(False)
        if root.children:
            self._add_line(self, root.children[0], False, 1)
        self.expandAll()
        self.setColumnHidden(CLOCK, not self._clocks)
        self.fit_move_column()
        self.setUpdatesEnabled(True)

    def retranslate(self) -> None:
        """Column titles in the current UI language."""
        self.setHeaderLabels([self.tr("Move"), self.tr("Comment"), self.tr("Clock")])

    def fit_move_column(self) -> None:
        """Widen the move column to its widest row (indentation and bold current row included)."""
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        widest = 0
        for item in self._items.values():
            depth, parent = 1, item.parent()
            while parent is not None:
                depth, parent = depth + 1, parent.parent()
            widest = max(widest, depth * self.indentation() + metrics.horizontalAdvance(item.text(MOVE)))
        needed = widest + 3 * self.style().pixelMetric(self.style().PixelMetric.PM_FocusFrameHMargin) + 12
        self.setColumnWidth(MOVE, max(MIN_MOVE_WIDTH, needed))

    def move_text_fits(self, node: Node) -> bool:
        """True if a node's row shows its whole move text (nothing elided)."""
        item = self._items.get(node)
        if item is None:
            return False
        rect = self.visualItemRect(item)
        bold = QFont(self.font())
        bold.setBold(True)
        return rect.left() + QFontMetrics(bold).horizontalAdvance(item.text(MOVE)) <= self.columnWidth(MOVE)

    def item_of(self, node: Node) -> QTreeWidgetItem | None:
        """The row showing a node."""
        return self._items.get(node)

    def highlight(self, node: Node) -> None:
        """Mark the current move's row."""
        if self._current is not None:
            for col in (MOVE, COMMENT, CLOCK):
                self._current.setBackground(col, QBrush())
            font = self._current.font(0)
            font.setBold(False)
            self._current.setFont(0, font)
        item = self._items.get(node)
        self._current = item
        if item is None:
            return
        for col in (MOVE, COMMENT, CLOCK):
            item.setBackground(col, CURRENT_BRUSH)
        font = item.font(0)
        font.setBold(True)
        item.setFont(0, font)
        self.setCurrentItem(item)
        self.scrollToItem(item)

    def update_comment(self, node: Node) -> None:
        """Show a node's edited comment."""
        item = self._items.get(node)
        if item is not None:
            item.setText(COMMENT, _first_line(node.comment))
            item.setToolTip(COMMENT, without_clock(node.comment))
            self._set_clock(item, node)

    def add_node(self, node: Node, label: str) -> None:
        """Show one new move (a leaf just added) without rebuilding the rows."""
        parent = node.parent
        if parent is None or parent not in self._items:
            return
        parent_item = self._items[parent]
        if parent.children[0] is node:      # continues its parent's line
            grand = parent.parent
            if grand is not None and grand.children[0] is not parent:
                container: QTreeWidgetItem | MoveTree = parent_item  # a variation's head: its line goes under it
            else:
                container = parent_item.parent() or self
            item = self._make(container, node, not node.is_mainline(), node.ply, label)
        else:                              # a new alternative to the main continuation
            main_item = self._items[parent.children[0]]
            item = self._make(main_item, node, True, node.ply, label)
            main_item.setExpanded(True)
        holder = item.parent()
        if holder is not None:
            holder.setExpanded(True)
        self.fit_move_column()

    def _add_line(self, container, first: Node, in_variation: bool, ply: int) -> None:
        node: Node | None = first
        while node is not None:
            item = self._make(container, node, in_variation, ply)
            parent = node.parent
            if parent is not None and parent.children[0] is node:
                for alt in parent.children[1:]:
                    head = self._make(item, alt, True, ply)
                    if alt.children:
                        self._add_line(head, alt.children[0], True, ply + 1)
            node = node.children[0] if node.children else None
            ply += 1

    def _make(self, container, node: Node, in_variation: bool, ply: int,
              label: str | None = None) -> QTreeWidgetItem:
        number, black = self._number(ply)
        nags = "".join(NAG_TEXT.get(n, "") for n in node.nags) if node.nags else ""
        label = label if label is not None else self._label.get(node)
        text = f"{number}{'…' if black else '.'} {label if label is not None else node.iccs}{nags}"
        item = QTreeWidgetItem(container, [text, _first_line(node.comment)])
        item.setData(0, Qt.ItemDataRole.UserRole, node)
        if node.comment:
            item.setToolTip(COMMENT, without_clock(node.comment))
            self._set_clock(item, node)
        item.setForeground(COMMENT, COMMENT_COLOR)
        item.setForeground(CLOCK, COMMENT_COLOR)
        if in_variation:
            item.setForeground(0, VARIATION_COLOR)
        self._items[node] = item
        return item

    def _set_clock(self, item: QTreeWidgetItem, node: Node) -> None:
        seconds = clock_of(node.comment)
        item.setText(CLOCK, format_clock(seconds) if seconds is not None else "")
        if seconds is not None and not self._clocks:
            self._clocks = True
            self.setColumnHidden(CLOCK, False)

    def _menu(self, pos) -> None:
        item = self.itemAt(pos)
        if item is None:
            return
        node: Node = item.data(0, Qt.ItemDataRole.UserRole)
        if node.parent is None:
            return
        menu = QMenu(self)
        first = node.parent.children[0] is node
        last = node.parent.children[-1] is node
        for action, text, enabled in (("promote", self.tr("Promote variation"), not first),
                                      ("demote", self.tr("Demote variation"), not last),
                                      ("main", self.tr("Make main line"), not node.is_mainline()),
                                      ("delete", self.tr("Delete from here"), True),
                                      ("truncate", self.tr("Delete the moves after this"), bool(node.children))):
            act = menu.addAction(text)
            act.setEnabled(enabled)
            act.triggered.connect(lambda _=False, a=action: self.edit_requested.emit(a, node))
        menu.exec(self.viewport().mapToGlobal(pos))


def _first_line(text: str) -> str:
    text = without_clock(text)
    line = text.strip().splitlines()[0] if text.strip() else ""
    return line if len(line) <= 60 else line[:59] + "…"


# ----- headers ----------------------------------------------------------------------------------------
class HeadersDialog(QDialog):
    """Edit a game's Event, Site, Date, Round, Red, Black, Result and Opening."""

    def __init__(self, headers: dict[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game information"))
        form = QFormLayout(self)
        self.fields: dict[str, QLineEdit | QComboBox] = {}
        names = {"Event": self.tr("Event"), "Site": self.tr("Site"), "Date": self.tr("Date"),
                 "Round": self.tr("Round"), "Red": self.tr("Red"), "Black": self.tr("Black"),
                 "Result": self.tr("Result"), "Opening": self.tr("Opening")}
        for key in HEADER_FIELDS:
            if key == "Result":
                box = QComboBox()
                box.setEditable(True)
                box.addItems(list(RESULTS))
                box.setCurrentText(headers.get(key, "*") or "*")
                self.fields[key] = box
            else:
                edit = QLineEdit(headers.get(key, ""))
                self.fields[key] = edit
            form.addRow(names[key], self.fields[key])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.resize(420, self.sizeHint().height())

    def values(self) -> dict[str, str]:
        """The fields as typed."""
        return {k: (w.currentText() if isinstance(w, QComboBox) else w.text()) for k, w in self.fields.items()}


def edit_headers(parent: QWidget, headers: dict[str, str]) -> dict[str, str] | None:
    """Ask for new header values; None if cancelled."""
    dialog = HeadersDialog(headers, parent)
    return dialog.values() if dialog.exec() == QDialog.DialogCode.Accepted else None


