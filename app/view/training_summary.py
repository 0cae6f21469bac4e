"""What to work on: a player's summary from the stored reviews (app.training.PlayerSummary): average
loss by phase, a plot of the loss over the game, by opening, and the most common kinds of mistakes
with their games. Double-clicking a mistake emits ``mistake_chosen(MistakeLink)`` (the composition
root opens the game at that move); names from files are plain text."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (QDialog, QHBoxLayout, QHeaderView, QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout,
                               QWidget)

from app.training import MistakeKind, MistakeLink, Phase, PlayerSummary

from .opening_texts import name_of_code
from .plain_text import elide


def tr(text: str) -> str:
    """Translate in the 'training' context."""
    return QCoreApplication.translate("training", text)


def phase_name(phase: Phase) -> str:
    """'Opening', 'Middlegame', 'Endgame'."""
    return {Phase.OPENING: tr("Opening"), Phase.MIDDLEGAME: tr("Middlegame"), Phase.ENDGAME: tr("Endgame")}[phase]


def kind_name(kind: MistakeKind) -> str:
    """The kind of a mistake in words."""
    return {MistakeKind.INTO_MATE: tr("King walked into a mating net"), MistakeKind.MISSED_MATE: tr("Missed mate"),
            MistakeKind.HANGING: tr("Piece left hanging"), MistakeKind.MISSED_CAPTURE: tr("Missed capture"),
            MistakeKind.OTHER: tr("Other mistakes")}[kind]


def link_text(link: MistakeLink) -> str:
    """'Red – Black, move 12 ??'."""
    h = dict(link.headers)
    names = elide(f"{h.get('Red', '?')} – {h.get('Black', '?')}", 60)
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


class SummaryDialog(QDialog):
    """See the module doc."""

    mistake_chosen = Signal(object)        # MistakeLink

    def __init__(self, player: str, summary: PlayerSummary, stretch: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("What to work on: %1").replace("%1", elide(player, 40)))
        head = QLabel(tr("%1 games, %2 moves, average loss %3 cp").replace("%1", str(summary.games))
                      .replace("%2", str(summary.moves)).replace("%3", f"{summary.average_loss:.0f}"))
        head.setTextFormat(Qt.TextFormat.PlainText)
        self.phases = QTreeWidget()
        self.phases.setHeaderLabels([tr("Phase"), tr("Average loss (cp)"), tr("Moves")])
        for phase, loss, moves in summary.by_phase:
            self.phases.addTopLevelItem(QTreeWidgetItem([phase_name(phase), f"{loss:.0f}", str(moves)]))
        self.openings = QTreeWidget()
        self.openings.setHeaderLabels([tr("Opening (ECCO)"), tr("Average loss (cp)"), tr("Games")])
        for ecco, loss, games in summary.by_opening[:12]:
            shown = f"{ecco} {name_of_code(ecco)}".strip() if ecco else tr("unknown")
            self.openings.addTopLevelItem(QTreeWidgetItem([shown, f"{loss:.0f}", str(games)]))
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
        layout = QVBoxLayout(self)
        layout.addWidget(head)
        row = QHBoxLayout()
        row.addWidget(self.phases)
        row.addWidget(self.openings)
        layout.addLayout(row)
        layout.addWidget(plot_label)
        layout.addWidget(self.plot)
        layout.addWidget(self.kinds, 1)
        for tree in (self.phases, self.openings, self.kinds):
            tree.setRootIsDecorated(tree is self.kinds)
            tree.resizeColumnToContents(0)
        header = self.kinds.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.phases.setMaximumHeight(110)
        self.openings.setMaximumHeight(110)

    def _chosen(self, item: QTreeWidgetItem, _column: int) -> None:
        link = item.data(0, Qt.ItemDataRole.UserRole)
        if isinstance(link, MistakeLink):
            self.mistake_chosen.emit(link)


__all__ = ["SummaryDialog", "LossPlot", "phase_name", "kind_name", "link_text"]
