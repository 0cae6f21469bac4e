"""The "Analyse game" dialog: engine, time per move, Start, a progress bar, Cancel, the evaluation
graph and the per-side summary.

It drives a game reviewer (app.controller.review.GameReviewer, given by the composition root) and
emits ``review_ready(Review)`` when the review is done, for the study window to write into the tree
(app.controller.review.apply_to_study); it never edits the tree itself. The dialog may be closed
while the review runs (it is not modal): the review keeps going and ``review_ready`` still comes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QHBoxLayout, QLabel,
                               QProgressBar, QPushButton, QVBoxLayout, QWidget)

from app.engines import EngineError
from app.engines.annotate import BLUNDER, INACCURACY, MISTAKE, Review, SideSummary
from app.model import Ruleset
from app.model.tree import GameTree

from . import tablebase_texts
from .eval_graph import EvalGraph
from .texts import engine_error, engine_label
from .plain_text import TOOLTIP_LIMIT, elide
from .window_place import fit_to_screen

if TYPE_CHECKING:
    from app.controller.review import GameReviewer


def tr(text: str) -> str:
    """Translate in the 'review' context."""
    return QCoreApplication.translate("review", text)


def summary_text(name: str, side: SideSummary) -> str:
    """'Red: average loss 23 cp · 1 ?! · 0 ? · 1 ??'."""
    return (tr("%1: average loss %2 cp · %3 ?! · %4 ? · %5 ??").replace("%1", name)
            .replace("%2", f"{side.average_cp_loss:.0f}").replace("%3", str(side.inaccuracies))
            .replace("%4", str(side.mistakes)).replace("%5", str(side.blunders)))


class ReviewDialog(QDialog):
    """See the module docstring. ``registry`` lists engines (``engines``, ``get(name)``)."""

    review_ready = Signal(object)        # Review

    def __init__(self, reviewer: GameReviewer, registry: Any, tree: GameTree, ruleset: Ruleset = Ruleset.CXQ,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Analyse game"))
        self.reviewer, self.registry, self.tree, self.ruleset = reviewer, registry, tree, ruleset
        self.review: Review | None = None
        self.engine = QComboBox()
        for spec in registry.engines:
            self.engine.addItem(engine_label(spec.name, spec.command), spec.name)
        if self.engine.count() > 1:
            self.engine.setCurrentIndex(1)           # an installed engine is stronger than the built-in one
        self.seconds = QDoubleSpinBox()
        self.seconds.setRange(0.1, 30.0)
        self.seconds.setSingleStep(0.1)
        self.seconds.setValue(0.5)
        self.seconds.setSuffix(tr(" s per move"))
        self.start_button = QPushButton(tr("Start"))
        self.cancel_button = QPushButton(tr("Cancel"))
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar()
        self.progress.setValue(0)
        self.status = QLabel(tr("Inaccuracy ?! from a %1 loss of winning chance, mistake ? from %2, "
                                "blunder ?? from %3.").replace("%1", f"{INACCURACY:.0%}")
                             .replace("%2", f"{MISTAKE:.0%}").replace("%3", f"{BLUNDER:.0%}"))
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)     # it may quote an engine's error
        self.graph = EvalGraph()
        self.summary = QLabel()
        form = QFormLayout()
        form.addRow(tr("Engine"), self.engine)
        form.addRow(tr("Time"), self.seconds)
        buttons = QHBoxLayout()
        buttons.addWidget(self.progress, 1)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addWidget(self.graph, 1)
        layout.addWidget(self.summary)
        self.start_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.reviewer.cancel)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)           # the review goes on in the game if it was applied
        layout.addWidget(close)
        self.close_buttons = close
        self._drawn: list[float] = []                 # the graph so far, drawn as positions are done
        reviewer.progress.connect(self._progress)
        reviewer.evaluated.connect(self._evaluated)
        reviewer.finished.connect(self._finished)
        reviewer.failed.connect(self._failed)
        reviewer.cancelled.connect(self._cancelled)
        reviewer.table_problems.connect(self._table_problems)
        self._left_out: list[str] = []
        fit_to_screen(self, 560, 420)

    def start(self) -> None:
        """Start reviewing the game's mainline with the chosen engine and time."""
        spec = self.registry.get(self.engine.currentData())
        if spec is None:
            return
        self.progress.setRange(0, len(self.tree.mainline_moves()) + 1)
        self.progress.setValue(0)
        self._drawn = []
        self.graph.set_marks({})
        self.graph.set_values([], span=len(self.tree.mainline_moves()) + 1)
        self.status.setText(tr("Analysing…"))
        self._left_out = []
        self.start_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.reviewer.start(self.tree, spec.opener(), self.seconds.value(), self.ruleset)

    def show_review(self, review: Review) -> None:
        """Show a review's graph, marks and summary."""
        self.review = review
        self.graph.set_values(review.graph())
        self.graph.set_marks({v.ply: v.nag for v in review.verdicts if v.nag is not None})
        self.summary.setText(summary_text(tr("Red"), review.red) + "<br>" + summary_text(tr("Black"), review.black))

    # ----- reviewer's signals ------------------------------------------------------------------
    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.status.setText(tr("Analysing position %1 of %2…").replace("%1", str(done)).replace("%2", str(total)))

    def _evaluated(self, index: int, pawns: float) -> None:
        if index == len(self._drawn):
            self._drawn.append(pawns)
            self.graph.set_values(self._drawn, span=self.progress.maximum())

    def _table_problems(self, problems: tuple[tuple[str, str], ...]) -> None:
        self._left_out = [tablebase_texts.left_out(name, problem) for name, problem in problems]

    def _finished(self, review: Review) -> None:
        judged = sum(v.table is not None for v in review.verdicts)
        notes = [tr("Done.")]
        if judged:
            notes.append(tablebase_texts.tables_judged(judged))
        self._idle(" ".join(notes + self._left_out))
        self.show_review(review)
        self.review_ready.emit(review)

    def _failed(self, error: EngineError) -> None:
        self._idle(tr("The engine failed: %1").replace("%1", elide(engine_error(error), TOOLTIP_LIMIT)))

    def _cancelled(self) -> None:
        self._idle(tr("Cancelled; the game is unchanged."))

    def _idle(self, text: str) -> None:
        self.status.setText(text)
        self.start_button.setEnabled(True)
        self.cancel_button.setEnabled(False)


__all__ = ["ReviewDialog", "summary_text"]
