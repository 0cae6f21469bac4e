"""Analysis ▸ Review games…: which games (the library's selection, a games file, or my games), the
engine, the time a position and how many engines at once; then the progress with Pause and Cancel.

The dialog only asks and shows: it emits ``start_requested(ReviewJob)``, ``pause_requested(bool)``
(True: pause, False: go on) and ``cancel_requested``, ``summary_requested(name)``; the composition root
runs the review (app.controller.review_games.BatchReviewer) and calls show_progress / show_finished /
show_failed. Closing the dialog does not stop the review.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QButtonGroup, QComboBox, QDialog, QDoubleSpinBox, QFormLayout, QHBoxLayout,
                               QLabel, QLineEdit, QProgressBar, QPushButton, QRadioButton, QSpinBox, QVBoxLayout,
                               QWidget)

from app.training import ReviewJob, RunProgress, RunReport, SourceKind

from .file_dialogs import open_file
from .plain_text import elide
from .texts import engine_label


def tr(text: str) -> str:
    """Translate in the 'training' context."""
    return QCoreApplication.translate("training", text)


def progress_text(p: RunProgress) -> str:
    """'12 of 50 games reviewed (3 found reviewed before)'."""
    text = tr("%1 of %2 games reviewed").replace("%1", str(p.done)).replace("%2", str(p.total))
    if p.reused:
        text += " " + tr("(%1 found reviewed before)").replace("%1", str(p.reused))
    if p.failed:
        text += " · " + tr("%1 failed").replace("%1", str(p.failed))
    return text


class ReviewGamesDialog(QDialog):
    """See the module doc. `selected` = ids of the library games chosen in the library window."""

    start_requested = Signal(object)        # ReviewJob
    pause_requested = Signal(bool)
    cancel_requested = Signal()
    summary_requested = Signal(str)         # the player's name

    def __init__(self, engines: Sequence[tuple[str, str]], selected: Sequence[int], my_name: str = "",
                 pending: ReviewJob | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Review games"))
        self.selected, self.pending, self.path = tuple(selected), pending, ""
        self.sources = QButtonGroup(self)
        self.library = QRadioButton(tr("The games selected in the library (%1)").replace("%1", str(len(selected))))
        self.file = QRadioButton(tr("A games file"))
        self.mine = QRadioButton(tr("My games: where I am a player"))
        for n, button in enumerate((self.library, self.file, self.mine)):
            self.sources.addButton(button, n)
        (self.library if selected else self.mine).setChecked(True)
        self.library.setEnabled(bool(selected))
        self.browse = QPushButton(tr("Choose…"))
        self.browse.clicked.connect(self._choose_file)
        self.file_label = QLabel()
        self.file_label.setTextFormat(Qt.TextFormat.PlainText)
        self.name = QLineEdit(my_name)
        self.name.setPlaceholderText(tr("your name as in your games"))
        self.engine = QComboBox()
        for name, command in engines:                  # (registry name, command): shown in the UI's words
            self.engine.addItem(engine_label(name, command), name)
        if self.engine.count() > 1:
            self.engine.setCurrentIndex(1)
        self.seconds = QDoubleSpinBox()
        self.seconds.setRange(0.05, 30.0)
        self.seconds.setSingleStep(0.1)
        self.seconds.setValue(0.2)
        self.seconds.setSuffix(tr(" s a position"))
        self.workers = QSpinBox()
        self.workers.setRange(1, max(1, os.cpu_count() or 1))
        self.workers.setValue(self.workers.maximum())
        self.bar = QProgressBar()
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.start_button = QPushButton(tr("Start"))
        self.resume_button = QPushButton(tr("Resume the last review"))
        self.resume_button.setVisible(pending is not None)
        self.pause_button = QPushButton(tr("Pause"))
        self.pause_button.setCheckable(True)
        self.cancel_button = QPushButton(tr("Cancel"))
        self.summary_button = QPushButton(tr("What to work on…"))
        self._layout()
        self.start_button.clicked.connect(self._start)
        self.resume_button.clicked.connect(lambda: self._run(self.pending) if self.pending else None)
        self.pause_button.toggled.connect(self._pause)
        self.cancel_button.clicked.connect(self.cancel_requested)
        self.summary_button.clicked.connect(lambda: self.summary_requested.emit(self.name.text().strip()))
        self.set_running(False)

    def _layout(self) -> None:
        form = QFormLayout()
        file_row = QHBoxLayout()
        file_row.addWidget(self.file)
        file_row.addWidget(self.browse)
        file_row.addWidget(self.file_label, 1)
        sources = QVBoxLayout()
        sources.addWidget(self.library)
        sources.addLayout(file_row)
        sources.addWidget(self.mine)
        form.addRow(tr("Games:"), sources)
        form.addRow(tr("My name:"), self.name)
        form.addRow(tr("Engine:"), self.engine)
        form.addRow(tr("Time:"), self.seconds)
        form.addRow(tr("Engines at once:"), self.workers)
        buttons = QHBoxLayout()
        for b in (self.start_button, self.resume_button, self.pause_button, self.cancel_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.summary_button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.bar)
        layout.addWidget(self.status)
        layout.addLayout(buttons)

    def _choose_file(self) -> None:
        path = open_file(self, "games", tr("Games to review"),
                         tr("Game files (*.pgn *.xqf *.cbl *.cbr *.txt);;All files (*)"))
        if path:
            self.set_file(path)

    def set_file(self, path: str) -> None:
        """Review the games of this file."""
        self.path = path
        self.file_label.setText(elide(os.path.basename(path), 40))
        self.file.setChecked(True)

    def job(self) -> ReviewJob | None:
        """The job the form describes (None: a file source without a file, or my games without a name)."""
        kind = (SourceKind.LIBRARY, SourceKind.FILE, SourceKind.PLAYER)[max(0, self.sources.checkedId())]
        if (kind is SourceKind.FILE and not self.path) or (kind is SourceKind.PLAYER and not self.name.text().strip()):
            return None
        return ReviewJob(kind, self.engine.currentData(), round(self.seconds.value(), 2),
                         self.selected if kind is SourceKind.LIBRARY else (), self.path if kind is SourceKind.FILE
                         else "", self.name.text().strip(), self.workers.value())

    def _start(self) -> None:
        job = self.job()
        if job is None:
            self.status.setText(tr("Choose a games file, or type your name, first."))
            return
        self._run(job)

    def _run(self, job: ReviewJob) -> None:
        self.set_running(True)
        self.status.setText(tr("Starting the engines…"))
        self.start_requested.emit(job)

    def _pause(self, paused: bool) -> None:
        self.pause_button.setText(tr("Continue") if paused else tr("Pause"))
        self.pause_requested.emit(paused)

    def set_running(self, running: bool) -> None:
        """Enable the buttons for a run under way (Pause, Cancel) or not (Start)."""
        self.start_button.setEnabled(not running)
        self.resume_button.setEnabled(not running)
        self.pause_button.setEnabled(running)
        self.cancel_button.setEnabled(running)
        if not running:
            self.pause_button.setChecked(False)

    def show_progress(self, progress: RunProgress) -> None:
        """A game more is done."""
        self.bar.setRange(0, max(1, progress.total))
        self.bar.setValue(progress.done)
        self.status.setText(progress_text(progress))

    def show_finished(self, report: RunReport, exercises: int) -> None:
        """The run ended (completed or cancelled)."""
        self.set_running(False)
        done = report.reused + report.reviewed
        text = tr("Cancelled: %1 of %2 games reviewed; start again to resume.") if report.cancelled else \
            tr("Done: %1 of %2 games reviewed.")
        text = text.replace("%1", str(done)).replace("%2", str(len(report.reviews)))
        if exercises:
            text += " " + tr("%1 new exercises in My mistakes.").replace("%1", str(exercises))
        self.status.setText(text)
        self.resume_button.setVisible(False)

    def show_busy(self) -> None:
        """Another review is under way (this one did not start)."""
        self.set_running(True)
        self.status.setText(tr("A review is under way: wait for it, or cancel it."))

    def show_failed(self, message: str) -> None:
        """The run stopped on an error (already worded)."""
        self.set_running(False)
        self.status.setText(message)


__all__ = ["ReviewGamesDialog", "progress_text"]
