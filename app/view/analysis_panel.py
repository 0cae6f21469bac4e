"""The analysis panel: an engine's best lines for the shown position, for the play and study windows.

Start/Stop, 1-5 lines, the engine chooser (a name too long for it is cut with "…" and shown whole
in its tooltip); each line shows the score from Red's view (+1.35, -0.40, M4, -M3), the depth and
the moves in the chosen notation, the best one also the engine's speed as the engine reports it
(its nodes per second). While the built-in engine is still preparing its fast core (or searches
with its pure-Python one for good) a note above the lines says so. Clicking a move emits
``line_move_chosen(list[Move])`` (the line up to that move) and the best move is offered as an arrow
(``arrows_changed(list[(from, to, colour)])``, for BoardScene.set_arrows). The work is done by an
analysis controller (app.controller.analysis.AnalysisController, handed in by the composition root);
the panel repaints at most as often as that controller publishes (every 100 ms). Text that comes
from the engine (its name, its error messages) is shown as plain text, never read as HTML; the lines
are rich text made only of the program's own words (scores, depths, moves in our notation).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QCloseEvent, QColor, QHideEvent, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (QComboBox, QDockWidget, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSpinBox,
                               QStyle, QStyleOptionComboBox, QStylePainter, QVBoxLayout, QWidget)

from app.engines import EngineError, Info, Score
from app.engines.annotate import INACCURACY, win_chance
from app.engines.builtin import CoreReport, CoreState
from app.model import Board, Game, Move
from app.model.notation import write_move

from .texts import engine_core, engine_core_short, engine_error, engine_label
from .plain_text import TOOLTIP_LIMIT, elide, plain_tooltip

if TYPE_CHECKING:
    from app.controller.analysis import AnalysisController

ARROW_COLORS = ("#1e6fd9", "#2e9d4f", "#c88a12", "#8a4fbf", "#7a7a7a")


def tr(text: str) -> str:
    """Translate in the 'analysis' context."""
    return QCoreApplication.translate("analysis", text)


def arrow_alpha(loss: float) -> int:
    """Opacity (0-255) of a line's arrow for its loss of winning chance against the best line: the
    best 230, fading to 40 at an inaccuracy's loss (INACCURACY, 0.10) and beyond."""
    share = max(0.0, min(1.0, loss / INACCURACY))
    return round(230 - share * 190)


def weighted_arrows(lines: list[Info]) -> list[tuple[int, int, str]]:
    """An arrow for each line's first move (best first), all in the best line's colour, fainter by
    the line's loss of winning chance against the best (from the side to move's view)."""
    scored = [info for info in lines if info.pv and info.score is not None]
    if not scored:
        return []
    assert scored[0].score is not None
    best = win_chance(scored[0].score)
    arrows, seen = [], set()
    for info in scored:
        assert info.score is not None
        move = info.pv[0]
        if (move.from_sq, move.to_sq) in seen:
            continue
        seen.add((move.from_sq, move.to_sq))
        color = QColor(ARROW_COLORS[0])
        color.setAlpha(arrow_alpha(max(0.0, best - win_chance(info.score))))
        arrows.append((move.from_sq, move.to_sq, color.name(QColor.NameFormat.HexArgb)))
    return arrows


def red_score(score: Score, turn: str) -> Score:
    """A score from the side to move's view (`turn` 'red'/'black') seen from Red's side."""
    return score if turn == "red" else score.negated()


def score_text(score: Score | None, turn: str) -> str:
    """The score as players read it, from Red's view: '+1.35', '-0.40', '0.00', 'M4', '-M3'."""
    if score is None:
        return ""
    red = red_score(score, turn)
    if red.mate is not None:
        # mate > 0: Red mates; mate 0 from the side to move's view means that side is mated now
        red_wins = red.mate > 0 or (red.mate == 0 and turn == "black")
        return ("M" if red_wins else "-M") + str(abs(red.mate))
    cp = red.cp or 0
    return "0.00" if cp == 0 else f"{cp / 100:+.2f}"


def nps_text(nps: int | None) -> str:
    """'1.3 Mn/s', '450 kn/s', '' if unknown."""
    if not nps:
        return ""
    if nps >= 1_000_000:
        return f"{nps / 1_000_000:.1f} Mn/s"
    return f"{nps / 1000:.0f} kn/s"


def line_texts(board: Board, moves: tuple[Move, ...] | list[Move], notation: str = "chinese",
               traditional: bool = False) -> list[str]:
    """The moves of a line from `board`, each written in the notation (numbered: '1.', '1…' for Black)."""
    work = board.copy()
    out = []
    for i, move in enumerate(moves):
        text = write_move(work, move, notation, traditional)
        if work.turn == "red":
            text = f"{work.fullmove_number}. {text}"
        elif i == 0:
            text = f"{work.fullmove_number}… {text}"
        out.append(text)
        work.push(move)
    return out


class ElidedComboBox(QComboBox):
    """A combo box that shows a choice too long for its width cut with "…" (Qt cuts it off without
    a sign); the whole text is in its tooltip (set by its owner)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint as a combo box does, with the current text elided to the room it has."""
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        room = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                           QStyle.SubControl.SC_ComboBoxEditField, self)
        option.currentText = self.fontMetrics().elidedText(option.currentText, Qt.TextElideMode.ElideRight,
                                                           max(0, room.width() - 2))
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)

    def shown_text(self) -> str:
        """The current text as painted (cut with "…" when it does not fit)."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        room = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                           QStyle.SubControl.SC_ComboBoxEditField, self)
        return self.fontMetrics().elidedText(self.currentText(), Qt.TextElideMode.ElideRight, max(0, room.width() - 2))


class AnalysisPanel(QWidget):
    """See the module docstring. ``registry`` lists the engines (``engines``, ``get(name)``)."""

    line_move_chosen = Signal(object)      # list[Move]: a line up to the clicked move
    arrows_changed = Signal(object)        # list[(from_sq, to_sq, colour)]

    def __init__(self, controller: AnalysisController, registry: Any = None, notation: str = "chinese",
                 traditional: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller, self.registry = controller, registry
        self.notation, self.traditional = notation, traditional
        self.weighted = True            # an arrow per line, fainter by its loss (else the best move only)
        self.engine = ElidedComboBox()
        # narrow beside the move list: a long engine name is cut with "…" (the list and the tooltip
        # show it whole)
        self.engine.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.engine.setMinimumContentsLength(8)
        self.engine.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.engine.setMinimumWidth(self.engine.fontMetrics().horizontalAdvance("Xiangqi…") + 40)
        self.count = QSpinBox()
        self.count.setRange(1, 5)
        self.count.setValue(controller.multipv)
        self.count.setPrefix(tr("Lines: "))
        self.toggle = QPushButton(tr("Start"))
        self.toggle.setCheckable(True)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)     # it quotes the engine's messages
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.core_note = QLabel()           # the built-in engine still preparing its fast core, or without it
        self.core_note.setWordWrap(True)
        self.core_note.setTextFormat(Qt.TextFormat.PlainText)  # it may quote an error
        self.core_note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.core_note.setStyleSheet("color: #8a5a00")
        self.core_note.setVisible(False)
        self.table_note = QLabel()          # the endgame table's value and line (app/shell/tablebase_feature.py)
        self.table_note.setWordWrap(True)
        self.table_note.setTextFormat(Qt.TextFormat.PlainText)
        self.table_note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.table_note.setVisible(False)
        self._table: tuple[str, Board, list[Move]] | None = None
        self.rows: list[QLabel] = []
        # the lines' room: as wide as the old one-row header made it (moves wrap badly narrower)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("0") * 40)
        buttons = QHBoxLayout()               # the engine's name on a row of its own: whole in a narrow dock
        buttons.addWidget(self.toggle)
        buttons.addWidget(self.count)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.engine)
        layout.addLayout(buttons)
        layout.addWidget(self.core_note)
        layout.addWidget(self.table_note)
        for _ in range(5):
            row = QLabel()
            row.setTextFormat(Qt.TextFormat.RichText)
            row.setWordWrap(False)
            row.setMinimumWidth(120)
            row.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            row.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
            row.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            row.linkActivated.connect(self.choose_link)
            row.setVisible(False)
            self.rows.append(row)
            layout.addWidget(row)
        layout.addWidget(self.status)
        layout.addStretch(1)
        self._lines: list[Info] = []
        self.fill_engines()
        self.engine.currentIndexChanged.connect(self._engine_chosen)
        self.count.valueChanged.connect(controller.set_multipv)
        self.toggle.toggled.connect(self._toggled)
        controller.lines_changed.connect(self.show_lines)
        controller.running_changed.connect(self._running_changed)
        controller.failed.connect(self._failed)
        if hasattr(controller, "core_changed"):
            controller.core_changed.connect(self.show_core)
        if registry is not None and hasattr(registry, "changed"):
            registry.changed.connect(self.fill_engines)

    # ----- public ------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        """Say everything again when the program's language changes (an open panel follows it)."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "rows"):
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """The title, the buttons and the lines shown, in the current language."""
        self.count.setPrefix(tr("Lines: "))
        self.toggle.setText(tr("Stop") if self.toggle.isChecked() else tr("Start"))
        dock = self.parentWidget()
        if isinstance(dock, QDockWidget):
            dock.setWindowTitle(self.dock_title())
        self.show_lines(self._lines)
        self.show_core(getattr(self.controller, "core", None))
        for i in range(self.engine.count()):           # the built-in engine's name is translated
            spec = self.registry.get(self.engine.itemData(i)) if self.registry is not None else None
            if spec is not None:
                self.engine.setItemText(i, engine_label(spec.name, spec.command))
        self.engine.setToolTip(plain_tooltip(self.engine.currentText()))

    def dock_title(self) -> str:
        """The title of the dock holding the panel."""
        return tr("Analysis")

    def set_position(self, game: Game) -> None:
        """Follow this position (the analysis restarts on it after a short pause)."""
        self.controller.set_position(game)

    def set_notation(self, notation: str, traditional: bool = False) -> None:
        """Write the lines in 'chinese', 'wxf' or 'iccs'."""
        self.notation, self.traditional = notation, traditional
        self.weighted = True            # an arrow per line, fainter by its loss (else the best move only)
        self.show_lines(self._lines)
        if self._table is not None:
            self.show_tablebase(*self._table)

    def show_tablebase(self, words: str, board: Board | None = None, line: list[Move] | None = None) -> None:
        """The endgame table's value ("Tablebase: win in 23") and its line from `board`; "" hides it."""
        if not words or board is None:
            self._table = None
            self.table_note.setVisible(False)
            self.table_note.setText("")
            return
        self._table = (words, board, list(line or []))
        moves = " ".join(line_texts(board, line or [], self.notation, self.traditional))
        self.table_note.setText(f"{words}\n{moves}" if moves else words)
        self.table_note.setVisible(True)

    def start(self) -> None:
        """Start analysing."""
        self.toggle.setChecked(True)

    def stop(self) -> None:
        """Stop analysing."""
        self.toggle.setChecked(False)

    def fill_engines(self) -> None:
        """List the registry's engines in the chooser (keeping the choice if it is still there)."""
        if self.registry is None:
            return
        current = self.engine.currentData()
        self.engine.blockSignals(True)
        self.engine.clear()
        for spec in self.registry.engines:
            self.engine.addItem(engine_label(spec.name, spec.command), spec.name)
        self.engine.blockSignals(False)
        index = self.engine.findData(current)
        self.engine.setCurrentIndex(max(0, index))
        self.engine.setToolTip(plain_tooltip(self.engine.currentText()))   # whole, where the chooser cuts it
        if index < 0:
            self._engine_chosen()

    def show_core(self, report: CoreReport | None) -> None:
        """Say what the built-in engine's search core is doing (nothing once it is the fast one, or
        for another engine)."""
        shown = report is not None and report.state is not CoreState.COMPILED
        self.core_note.setText(engine_core_short(report) if report is not None and shown else "")
        self.core_note.setToolTip(plain_tooltip(engine_core(report)) if report is not None and shown else "")
        self.core_note.setVisible(shown)

    def show_lines(self, lines: list[Info]) -> None:
        """Show the engine's lines (best first) for the controller's position."""
        self._lines = list(lines)
        board = self.controller.board
        arrows = []
        for rank, row in enumerate(self.rows):
            info = self._lines[rank] if rank < len(self._lines) and board is not None else None
            row.setVisible(info is not None)
            if info is None or board is None:
                row.setText("")
                continue
            row.setText(self._row_html(rank, info, board))
            if info.pv:
                arrows.append((info.pv[0].from_sq, info.pv[0].to_sq, ARROW_COLORS[rank]))
        self.arrows_changed.emit(weighted_arrows(self._lines) if self.weighted and board is not None else arrows[:1])

    def set_weighted_arrows(self, weighted: bool) -> None:
        """Draw an arrow for every line weighted by its quality (True) or the best move's only."""
        self.weighted = weighted
        self.show_lines(self._lines)

    def choose_link(self, href: str) -> None:
        """A move of a line was clicked ('rank:index'): emit the line up to that move."""
        rank, _, index = href.partition(":")
        try:
            info = self._lines[int(rank)]
            moves = list(info.pv[: int(index) + 1])
        except (ValueError, IndexError):
            return
        if moves:
            self.line_move_chosen.emit(moves)

    # ----- internals ---------------------------------------------------------------------------
    def _row_html(self, rank: int, info: Info, board: Board) -> str:
        score = score_text(info.score, board.turn)
        speed = getattr(self.controller, "speed", info.nps) if rank == 0 else None    # the engine's own figure
        facts = " · ".join(t for t in (tr("depth %1").replace("%1", str(info.depth)) if info.depth else "",
                                       nps_text(speed)) if t)
        texts = line_texts(board, info.pv, self.notation, self.traditional)
        metrics, width = self.rows[rank].fontMetrics(), max(120, self.rows[rank].width() - 8)
        parts, used = [], 0
        for i, text in enumerate(texts):         # break lines only between moves (Qt breaks CJK anywhere)
            size = metrics.horizontalAdvance(text + " ")
            if used and used + size > width:
                parts.append("<br>")
                used = 0
            used += size
            parts.append(f'<a href="{rank}:{i}" style="text-decoration:none">{text.replace(" ", "&nbsp;")}</a> ')
        moves = "".join(parts)
        return (f'<b style="color:{ARROW_COLORS[rank]}">{score}</b> '
                f'<span style="color:#666">{facts}</span><br>{moves}')

    def _engine_chosen(self, _index: int = -1) -> None:
        name = self.engine.currentData()
        spec = self.registry.get(name) if self.registry is not None and name is not None else None
        self.engine.setToolTip(plain_tooltip(self.engine.currentText()))   # whole, where the chooser cuts it
        if spec is not None:
            self.status.setText("")
            self.controller.set_engine(spec.opener(), spec.name)

    def _toggled(self, on: bool) -> None:
        if on:
            self.status.setText("")
            self.controller.start()
        else:
            self.controller.stop()

    def _running_changed(self, running: bool) -> None:
        self.toggle.blockSignals(True)
        self.toggle.setChecked(running)
        self.toggle.blockSignals(False)
        self.toggle.setText(tr("Stop") if running else tr("Start"))
        if not running:
            self.arrows_changed.emit([])

    def _failed(self, error: EngineError) -> None:
        message = engine_error(error)
        self.status.setText(tr("The engine failed: %1").replace("%1", elide(message, TOOLTIP_LIMIT)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Re-break the lines for the new width."""
        super().resizeEvent(event)
        if self._lines:
            self.show_lines(self._lines)

    def hideEvent(self, event: QHideEvent) -> None:
        """Hidden: stop analysing."""
        self.stop()
        super().hideEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closed: stop analysing."""
        self.stop()
        super().closeEvent(event)


__all__ = ["AnalysisPanel", "score_text", "red_score", "nps_text", "line_texts"]
