"""What to work on: a player's summary from the stored reviews (app.training.PlayerSummary): average
loss by phase, a plot of the loss over the game, by opening, and the most common kinds of mistakes
with their games. Double-clicking a mistake emits ``mistake_chosen(MistakeLink)`` (the composition
root opens the game at that move); names from files are plain text.

Every column stays in view: the name columns take the width left by the numbers and wrap (an
opening's name is shown whole, on as many lines as it needs, and in its tooltip); there is no
horizontal scroll bar. The dialog opens within the screen's free area. Stored reviews left out
because they are damaged are counted in a note."""

from __future__ import annotations

from PySide6.QtCore import (QCoreApplication, QModelIndex, QPersistentModelIndex, QPointF, QRect, QRectF, QSize, Qt,
                            Signal)
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QShowEvent
from PySide6.QtWidgets import (QDialog, QHBoxLayout, QHeaderView, QLabel, QStyledItemDelegate, QStyleOptionViewItem,
                               QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from app.training import MistakeKind, MistakeLink, Phase, PlayerSummary

from .opening_texts import name_of_code
from .plain_text import elide, isolated
from .training_texts import damaged_reviews


FRAME = QSize(16, 48)       # room for a window manager's borders and title bar, until the frame is known


def tr(text: str) -> str:
    """Translate in the 'training' context."""
    return QCoreApplication.translate("training", text)


def phase_name(phase: Phase) -> str:
    """'Opening', 'Middlegame', 'Endgame'."""
    return {Phase.OPENING: tr("Opening"), Phase.MIDDLEGAME: tr("Middlegame"), Phase.ENDGAME: tr("Endgame")}[phase]


def kind_name(kind: MistakeKind) -> str:
    """The kind of a mistake in words."""
    return {MistakeKind.WON_ENDING_LOST: tr("Won ending given away"),
            MistakeKind.DRAWN_ENDING_LOST: tr("Drawn ending lost"),
            MistakeKind.INTO_MATE: tr("King walked into a mating net"), MistakeKind.MISSED_MATE: tr("Missed mate"),
            MistakeKind.HANGING: tr("Piece left hanging"), MistakeKind.MISSED_CAPTURE: tr("Missed capture"),
            MistakeKind.OTHER: tr("Other mistakes")}[kind]


def link_text(link: MistakeLink) -> str:
    """'Red – Black, move 12 ??'."""
    h = dict(link.headers)
    names = elide(f"{isolated(h.get('Red', '?'))} – {isolated(h.get('Black', '?'))}", 60)
    move = tr("move %1").replace("%1", str((link.ply + 1) // 2))
    return f"{names}, {move} {'??' if link.blunder else '?'}"


class LossPlot(QWidget):
    """Bars of the average loss (centipawns) for each stretch of the game."""

    def __init__(self, values: tuple[float, ...], stretch: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values, self.stretch = values, stretch
        self.setMinimumHeight(120)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the bars, the axis and the labels."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(36, 8, -8, -20)
        top = max(self.values, default=0.0) or 1.0
        p.setPen(QPen(self.palette().text().color()))
        p.drawText(QRectF(0, area.top() - 6, 34, 14), Qt.AlignmentFlag.AlignRight, f"{top:.0f}")
        p.drawText(QRectF(0, area.bottom() - 8, 34, 14), Qt.AlignmentFlag.AlignRight, "0")
        p.drawLine(QPointF(area.left(), area.bottom()), QPointF(area.right(), area.bottom()))
        n = max(1, len(self.values))
        width = area.width() / n
        for i, value in enumerate(self.values):
            h = area.height() * value / top
            bar = QRectF(area.left() + i * width + 2, area.bottom() - h, max(1.0, width - 4), h)
            p.fillRect(bar, QColor("#c8553d"))
            if n <= 12 or i % 2 == 0:
                p.drawText(QRectF(area.left() + i * width, area.bottom() + 2, width, 16),
                           Qt.AlignmentFlag.AlignHCenter, str(i * self.stretch // 2 + 1))
        p.end()


class _Wrapped(QStyledItemDelegate):
    """Rows as tall as their first column's text needs at the column's width (QTreeView alone keeps
    one line a row, however narrow the column)."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        """The usual size, taller when the text wraps at the column's width."""
        size = super().sizeHint(option, index)
        text = str(index.data() or "")
        width = self.tree.header().sectionSize(index.column()) - self.tree.indentation() * (index.column() == 0) - 12
        if not text or width <= 0:
            return size
        lines = option.fontMetrics.boundingRect(QRect(0, 0, width, 100_000), int(Qt.TextFlag.TextWordWrap), text)
        return QSize(size.width(), max(size.height(), lines.height() + 6))


def _numbers_visible(tree: QTreeWidget) -> None:
    """The first column takes the width the number columns leave and wraps; no horizontal scrolling."""
    tree.setItemDelegate(_Wrapped(tree))
    tree.setWordWrap(True)
    tree.setUniformRowHeights(False)
    tree.setTextElideMode(Qt.TextElideMode.ElideNone)
    tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    header = tree.header()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, tree.columnCount()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    header.sectionResized.connect(lambda *_: tree.doItemsLayout())    # rows grow or shrink with the width


class SummaryDialog(QDialog):
    """See the module doc."""

    mistake_chosen = Signal(object)        # MistakeLink
    WANTED = QSize(900, 720)               # the size it opens at, when the screen has room

    def __init__(self, player: str, summary: PlayerSummary, stretch: int, parent: QWidget | None = None,
                 traditional: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("What to work on: %1").replace("%1", elide(player, 40)))
        games_said = tr("1 game") if summary.games == 1 else tr("%1 games").replace("%1", str(summary.games))
        moves_said = tr("1 move") if summary.moves == 1 else tr("%1 moves").replace("%1", str(summary.moves))
        head = QLabel(tr("%1, %2, average loss %3 cp").replace("%1", games_said).replace("%2", moves_said)
                      .replace("%3", f"{summary.average_loss:.0f}"))
        head.setTextFormat(Qt.TextFormat.PlainText)
        self.damaged_label = QLabel(tr("Damaged stored reviews, left out: %1. They are reviewed again the next time "
                                       "their games are.").replace("%1", str(len(summary.damaged))))
        self.damaged_label.setWordWrap(True)
        self.damaged_label.setToolTip(damaged_reviews(summary.damaged))        # what is wrong with them, by kind
        self.damaged_label.setVisible(bool(summary.damaged))
        self.phases = QTreeWidget()
        self.phases.setHeaderLabels([tr("Phase"), tr("Average loss (cp)"), tr("Moves")])
        for phase, loss, moves in summary.by_phase:
            self.phases.addTopLevelItem(QTreeWidgetItem([phase_name(phase), f"{loss:.0f}", str(moves)]))
        self.openings = QTreeWidget()
        self.openings.setHeaderLabels([tr("Opening (ECCO)"), tr("Average loss (cp)"), tr("Games")])
        for ecco, loss, games in summary.by_opening[:12]:
            shown = f"{ecco} {name_of_code(ecco, traditional)}".strip() if ecco else tr("unknown")
            item = QTreeWidgetItem([shown, f"{loss:.0f}", str(games)])
            item.setToolTip(0, shown)
            self.openings.addTopLevelItem(item)
        self.kinds = QTreeWidget()
        self.kinds.setHeaderLabels([tr("Most common mistakes"), tr("Count")])
        for kind, links in summary.kinds:
            item = QTreeWidgetItem([kind_name(kind), str(len(links))])
            for link in links:
                child = QTreeWidgetItem([link_text(link), ""])
                child.setData(0, Qt.ItemDataRole.UserRole, link)
                item.addChild(child)
            self.kinds.addTopLevelItem(item)
        self.kinds.itemDoubleClicked.connect(self._chosen)
        self.plot = LossPlot(summary.over_game, stretch)
        plot_label = QLabel(tr("Average loss over the game (cp, by move)"))
        for tree in (self.phases, self.openings, self.kinds):
            tree.setRootIsDecorated(tree is self.kinds)
            _numbers_visible(tree)
        self.phases.setMaximumHeight(110)
        self.phases.setMinimumWidth(260)
        self.openings.setMinimumHeight(130)
        plot_box = QVBoxLayout()
        plot_box.addWidget(plot_label)
        plot_box.addWidget(self.plot, 1)
        row = QHBoxLayout()
        row.addWidget(self.phases, 2)
        row.addLayout(plot_box, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(head)
        layout.addWidget(self.damaged_label)
        layout.addLayout(row)
        layout.addWidget(self.openings, 2)
        layout.addWidget(self.kinds, 3)
        self.resize(self.WANTED)

    def showEvent(self, event: QShowEvent) -> None:
        """Open within the screen's free area (smaller than WANTED on a small screen)."""
        screen = self.screen()
        if screen is not None:
            free = screen.availableGeometry()
            frame = self.frameGeometry().size() - self.geometry().size()     # (empty before the first show:
            frame_w, frame_h = max(frame.width(), FRAME.width()), max(frame.height(), FRAME.height())  # guessed)
            width = min(self.width(), free.width() - frame_w)
            height = min(self.height(), free.height() - frame_h)
            self.resize(max(320, width), max(240, height))
            top_left = self.frameGeometry().topLeft()
            x = min(max(free.left(), top_left.x()), free.right() - self.width() - frame_w + 1)
            y = min(max(free.top(), top_left.y()), free.bottom() - self.height() - frame_h + 1)
            self.move(x, y)
        super().showEvent(event)

    def _chosen(self, item: QTreeWidgetItem, _column: int) -> None:
        link = item.data(0, Qt.ItemDataRole.UserRole)
        if isinstance(link, MistakeLink):
            self.mistake_chosen.emit(link)


__all__ = ["SummaryDialog", "LossPlot", "phase_name", "kind_name", "link_text"]
