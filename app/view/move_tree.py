"""The study window's move list as a tree, and the game-information dialog.

Main line as top-level rows; each variation is a branch under the move it replaces, with its
continuation below its first move. Rows nest at most MAX_DEPTH deep: deeper variations are listed at
that depth, each right after the move it replaces (files nest variations thousands deep). Rows are
rebuilt after reordering or deleting and added one by one as moves are played. Columns: the move
(as wide as its deepest row needs, never cut off), the clock time a comment's [%clk h:mm:ss] holds
(shown only when the game has clock times), the evaluation a review wrote as [%eval ...] (shown only
when the game has some; from Red's side, as its title says, written as the analysis panel writes
scores) and the comment (without either command: they stay in the file, shown as values).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel,
                               QLineEdit, QMenu, QTreeWidget, QTreeWidgetItem, QWidget)

from app.engines.annotate import eval_of
from app.model.clock_comment import clock_of, format_clock
from app.model.comment_commands import shown_text, with_shown_text
from app.model.glyphs import glyphs_text, move_glyph, position_glyph
from app.model.tree import HEADER_FIELDS
from app.model.tree import RESULTS, Node
from app.openings import Opening

from .analysis_panel import score_text
from .history import move_text_points
from .opening_texts import code_text
from .plain_text import SHOWN_LIMIT, elide, plain_tooltip
from .window_place import fit_to_screen

CURRENT_BRUSH = QBrush(QColor("#ffe58a"))
VARIATION_COLOR = QColor("#1d4f91")
COMMENT_COLOR = QColor("#6b6b6b")
MOVE, COMMENT, CLOCK, EVAL = 0, 1, 2, 3   # columns (clock and evaluation shown between move and comment)
MIN_MOVE_WIDTH = 150
MAX_DEPTH = 10                      # rows nest at most this deep (below, variations follow their move)
EDIT_LIMIT = 1000                   # longer header values are not put whole in an edit box


class MoveTree(QTreeWidget):
    """Main line as top-level rows; each variation is a branch under the move it replaces, with its
    continuation below its first move. Emits node_chosen(Node) and edit_requested(action, Node)."""

    node_chosen = Signal(object)
    edit_requested = Signal(str, object)

    def __init__(self, font_family: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(4)
        self.retranslate()
        self.header().moveSection(CLOCK, 1)
        self.header().moveSection(EVAL, 2)
        self.setColumnHidden(CLOCK, True)
        self.setColumnHidden(EVAL, True)
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
            font.setPointSizeF(move_text_points())
            self.setFont(font)
        self._fit_eval_column()
        self._items: dict[Node, QTreeWidgetItem] = {}
        self._depth: dict[Node, int] = {}       # how deep each node's row is nested (top level: 0)
        self._widest = 0                        # the move column width the rows need
        self._metrics = self._bold_metrics()
        self._clocks = self._evals = False
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
        self._depth.clear()
        self._current = None
        self._label, self._number = dict(labels), number
        start = QTreeWidgetItem(self, [start_text, _first_line(root.comment)])
        start.setData(0, Qt.ItemDataRole.UserRole, root)
        start.setToolTip(COMMENT, plain_tooltip(shown_comment(root.comment)))
        self._items[root] = start
        self._depth[root] = 0
        self._clocks = self._evals = False
        self._metrics = self._bold_metrics()
        self._widest = self.indentation() + self._metrics.horizontalAdvance(start_text)
        self.setUpdatesEnabled(False)
        if root.children:
            self._add_lines(self, root.children[0], 1)
        self.expandAll()
        self.setColumnHidden(CLOCK, not self._clocks)
        self.setColumnHidden(EVAL, not self._evals)
        self._set_move_width()
        self.setUpdatesEnabled(True)

    def retranslate(self) -> None:
        """Column titles in the current UI language."""
        self.setHeaderLabels([self.tr("Move"), self.tr("Comment"), self.tr("Clock"), self.tr("Eval (Red)")])
        header = self.headerItem()
        header.setToolTip(EVAL, self.tr("The evaluation from Red's side, in pawns: above 0 Red is better, below 0 "
                                        "Black; M3: Red mates in 3, -M3: Black mates in 3"))
        self._fit_eval_column()

    def _fit_eval_column(self) -> None:
        """The evaluation column as wide as its title or a value ('+10.00'), whichever is wider."""
        title = self.header().fontMetrics().horizontalAdvance(self.headerItem().text(EVAL))
        self.setColumnWidth(EVAL, max(title, self.fontMetrics().horizontalAdvance("+10.00")) + 16)

    def fit_move_column(self) -> None:
        """Widen the move column to its widest row (indentation and bold current row included)."""
        metrics = self._metrics = self._bold_metrics()
        indent = self.indentation()
        self._widest = max(((self._depth.get(node, 0) + 1) * indent + metrics.horizontalAdvance(item.text(MOVE))
                            for node, item in self._items.items()), default=0)
        self._set_move_width()

    def _bold_metrics(self) -> QFontMetrics:
        bold = QFont(self.font())
        bold.setBold(True)
        return QFontMetrics(bold)

    def _set_move_width(self) -> None:
        needed = self._widest + 3 * self.style().pixelMetric(self.style().PixelMetric.PM_FocusFrameHMargin) + 12
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
            item.setToolTip(COMMENT, plain_tooltip(shown_comment(node.comment)))
            self._set_clock(item, node)

    def add_node(self, node: Node, label: str) -> None:
        """Show one new move (a leaf just added) without rebuilding the rows."""
        parent = node.parent
        if parent is None or parent not in self._items:
            return
        self._label[node] = label
        self._metrics = self._bold_metrics()
        if parent.children[0] is node:      # continues its parent's line
            parent_item = self._items[parent]
            grand = parent.parent
            if grand is not None and grand.children[0] is not parent and \
                    parent_item.parent() is self._items[grand.children[0]]:
                # a variation's head nested under the move it replaces: its line goes under it
                item = self._make(parent_item, node, True, node.ply, self._depth[parent] + 1, label)
            else:
                item = self._make_after(parent, node, not node.is_mainline(), label)
        else:                              # a new alternative to the main continuation
            main = parent.children[0]
            main_item = self._items[main]
            if self._depth[main] + 2 <= MAX_DEPTH:
                item = self._make(main_item, node, True, node.ply, self._depth[main] + 1, label)
            else:
                item = self._make_after(main, node, True, label)
        holder = item.parent()
        if holder is not None:
            holder.setExpanded(True)
        self._set_move_width()

    def _make_after(self, before: Node, node: Node, in_variation: bool, label: str) -> QTreeWidgetItem:
        """A row for `node` in the rows of `before`'s line, after `before` and the variations listed
        after it."""
        last = self._items[self._last_row(before)]
        container: QTreeWidgetItem | MoveTree = last.parent() or self
        index = (container.indexOfChild(last) if isinstance(container, QTreeWidgetItem)
                 else self.indexOfTopLevelItem(last)) + 1
        return self._make(container, node, in_variation, node.ply, self._depth[before], label, index)

    def _last_row(self, node: Node) -> Node:
        """The last of the rows listed for `node` and the variations listed after it, in its line's
        rows (where nesting deeper than MAX_DEPTH is not allowed)."""
        while True:
            parent = node.parent
            alternatives = ([c for c in parent.children[1:] if c in self._items]
                            if parent is not None and parent.children[0] is node else [])
            if not alternatives or self._depth[node] + 2 <= MAX_DEPTH:
                return node
            node = alternatives[-1]                       # listed after the move it replaces ...
            while node.children and node.children[0] in self._items:
                node = node.children[0]                   # ... with its line

    def _add_lines(self, container: QTreeWidgetItem | MoveTree, first: Node, ply: int) -> None:
        """Rows for the line from `first` and every variation below it, in the order shown: a loop
        with a stack of lines still to list (files nest variations thousands deep)."""
        # (container, node, in a variation, ply, depth, a variation's head whose line goes under it)
        todo: list[tuple[QTreeWidgetItem | MoveTree, Node, bool, int, int, bool]] = [
            (container, first, False, ply, 0, False)]
        while todo:
            box, node, in_variation, ply, depth, head = todo.pop()
            item = self._make(box, node, in_variation, ply, depth)
            if node.children:
                todo.append((item, node.children[0], True, ply + 1, depth + 1, False) if head
                            else (box, node.children[0], in_variation, ply + 1, depth, False))
            parent = node.parent
            if parent is not None and parent.children[0] is node:
                nest = depth + 2 <= MAX_DEPTH
                for alt in reversed(parent.children[1:]):
                    todo.append((item, alt, True, ply, depth + 1, True) if nest
                                else (box, alt, True, ply, depth, False))

    def _move_text(self, node: Node, ply: int, label: str | None = None) -> str:
        """A row's move: '12. 马二进三!? ±' (number, move, its move glyph, then its position glyph)."""
        number, black = self._number(ply)
        label = label if label is not None else self._label.get(node)
        glyphs = move_glyph_text(node.nags)
        return f"{number}{'…' if black else '.'} {label if label is not None else node.iccs}{glyphs}"

    def update_move(self, node: Node) -> None:
        """Show a node's changed glyphs."""
        item = self._items.get(node)
        if item is None:
            return
        text = self._move_text(node, node.ply)
        item.setText(MOVE, text)
        self._widest = max(self._widest, (self._depth.get(node, 0) + 1) * self.indentation()
                           + self._metrics.horizontalAdvance(text))
        self._set_move_width()

    def _make(self, container: QTreeWidgetItem | MoveTree, node: Node, in_variation: bool, ply: int, depth: int,
              label: str | None = None, index: int | None = None) -> QTreeWidgetItem:
        text = self._move_text(node, ply, label)
        if index is None:
            item = QTreeWidgetItem(container, [text, _first_line(node.comment)])
        else:
            item = QTreeWidgetItem([text, _first_line(node.comment)])
            if isinstance(container, QTreeWidgetItem):
                container.insertChild(index, item)
            else:
                container.insertTopLevelItem(index, item)
        self._widest = max(self._widest, (depth + 1) * self.indentation() + self._metrics.horizontalAdvance(text))
        item.setData(0, Qt.ItemDataRole.UserRole, node)
        if node.comment:
            item.setToolTip(COMMENT, plain_tooltip(shown_comment(node.comment)))
            self._set_clock(item, node)
        item.setForeground(COMMENT, COMMENT_COLOR)
        item.setForeground(CLOCK, COMMENT_COLOR)
        item.setForeground(EVAL, COMMENT_COLOR)
        if in_variation:
            item.setForeground(0, VARIATION_COLOR)
        self._items[node] = item
        self._depth[node] = depth
        return item

    def _set_clock(self, item: QTreeWidgetItem, node: Node) -> None:
        seconds = clock_of(node.comment)
        item.setText(CLOCK, format_clock(seconds) if seconds is not None else "")
        if seconds is not None and not self._clocks:
            self._clocks = True
            self.setColumnHidden(CLOCK, False)
        score = eval_of(node.comment)
        item.setText(EVAL, score_text(score, "red") if score is not None else "")    # as the analysis shows it
        item.setTextAlignment(EVAL, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if score is not None and not self._evals:
            self._evals = True
            self.setColumnHidden(EVAL, False)

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


def move_glyph_text(nags: list[int]) -> str:
    """The glyphs shown after a move: its move glyph joined to it, its position glyph a word apart
    ('!?', ' ±', '!? ±'); '' for none."""
    if not nags:
        return ""
    text = glyphs_text(nags)
    return text if move_glyph(nags) is not None else (f" {text}" if position_glyph(nags) is not None else "")


def shown_comment(comment: str) -> str:
    """A comment as the user reads and edits it: without its commands ([%clk], [%eval], the drawn
    arrows and circles [%cal]/[%csl], and any other program's)."""
    return shown_text(comment)


def typed_comment(text: str, old: str) -> str:
    """The comment the user typed, with the commands the old comment had (clock, evaluation, marks)."""
    return with_shown_text(text, old)


def _first_line(text: str) -> str:
    text = shown_comment(text)
    line = text.strip().splitlines()[0] if text.strip() else ""
    return line if len(line) <= 60 else line[:59] + "…"


# ----- headers ----------------------------------------------------------------------------------------
class HeadersDialog(QDialog):
    """Edit a game's Event, Site, Date, Round, Red, Black, Result and Opening. A value longer than
    EDIT_LIMIT is shown shortened and kept whole unless the user types in its box. `ours`: our ECCO
    classification of the game, shown beside the file's [ECCO] tag when they differ (and alone when the
    file has none)."""

    def __init__(self, headers: dict[str, str], parent: QWidget | None = None, ours: Opening | None = None,
                 traditional: bool = False) -> None:
        super().__init__(parent)
        self.traditional = traditional      # our classification's name in Traditional characters
        self.setWindowTitle(self.tr("Game information"))
        form = QFormLayout(self)
        self.fields: dict[str, QLineEdit | QComboBox] = {}
        self.kept: dict[str, str] = {}          # long values, shown shortened: kept unless edited
        names = {"Event": self.tr("Event"), "Site": self.tr("Site"), "Date": self.tr("Date"),
                 "Round": self.tr("Round"), "Red": self.tr("Red"), "Black": self.tr("Black"),
                 "Result": self.tr("Result"), "Opening": self.tr("Opening")}
        for key in HEADER_FIELDS:
            value = headers.get(key, "")
            if len(value) > EDIT_LIMIT:
                self.fields[key] = self._long_value(key, value)
            elif key == "Result":
                box = QComboBox()
                box.setEditable(True)
                box.addItems(list(RESULTS))
                box.setCurrentText(headers.get(key, "*") or "*")
                self.fields[key] = box
            else:
                self.fields[key] = QLineEdit(value)
            form.addRow(names[key], self.fields[key])
        self.classification = self._classification(headers, ours)
        if self.classification is not None:
            form.addRow(self.tr("ECCO"), self.classification)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        fit_to_screen(self, 420, self.sizeHint().height())

    def _classification(self, headers: dict[str, str], ours: Opening | None) -> QLabel | None:
        """The file's [ECCO] tag and ours (both when they differ), as plain text; None if neither."""
        tag = headers.get("ECCO", "").strip()
        named = elide(" ".join(part for part in (tag, headers.get("Opening", "").strip(),
                                                 headers.get("Variation", "").strip()) if part), SHOWN_LIMIT)
        if ours is None and not tag:
            return None
        if ours is None:
            text = named
        elif not tag:
            text = self.tr("%1 (our classification)").replace("%1", code_text(ours, self.traditional))
        elif tag.upper() == ours.code:
            text = code_text(ours, self.traditional)
        else:
            text = (self.tr("The file says: %1").replace("%1", named) + "\n"
                    + self.tr("Our classification: %1").replace("%1", code_text(ours, self.traditional)))
        label = QLabel(text)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    def _long_value(self, key: str, value: str) -> QLineEdit:
        edit = QLineEdit(elide(value, SHOWN_LIMIT))
        edit.setCursorPosition(0)
        note = self.tr("%1 characters, shown shortened: kept whole unless you change it").replace(
            "%1", str(len(value)))
        edit.setToolTip(plain_tooltip(note + "\n\n" + value))
        self.kept[key] = value
        return edit

    def values(self) -> dict[str, str]:
        """The fields as typed (a long value the user left alone: whole)."""
        out = {}
        for key, w in self.fields.items():
            if isinstance(w, QComboBox):
                out[key] = w.currentText()
            else:
                out[key] = self.kept[key] if key in self.kept and not w.isModified() else w.text()
        return out


def edit_headers(parent: QWidget, headers: dict[str, str], ours: Opening | None = None,
                 traditional: bool = False) -> dict[str, str] | None:
    """Ask for new header values (`ours`: our ECCO classification of the game, shown, its name in
    Traditional characters if `traditional`); None if cancelled."""
    dialog = HeadersDialog(headers, parent, ours, traditional)
    return dialog.values() if dialog.exec() == QDialog.DialogCode.Accepted else None


