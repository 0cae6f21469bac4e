"""Analysis ▸ Review games…: which games (the library's selection, a games file, or my games), the
engine, the time a position and how many engines at once; then the progress with Pause and Cancel.

The dialog only asks and shows: it emits ``start_requested(ReviewJob)``, ``pause_requested(bool)``
(True: pause, False: go on) and ``cancel_requested``, ``summary_requested(name)`` and
``add_files_requested(paths)``; the composition root runs the review
(app.controller.review_games.BatchReviewer) and calls show_progress / show_finished / show_failed /
show_no_games. Closing the dialog does not stop the review.

"My games" are looked for in the library only: when none is found the dialog says so (with how many
games the library holds) and offers to add games files to the library, or the game file saved last.
A run that failed says why and offers to resume it (the games reviewed so far are kept).
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QButtonGroup, QComboBox, QDialog, QDoubleSpinBox, QFormLayout, QHBoxLayout,
                               QLabel, QLineEdit, QPushButton, QRadioButton, QSpinBox, QVBoxLayout,
                               QWidget)

from app.engines import EngineError
from app.library import LibraryError
from app.model.errors import FileFailure
from app.training import MistakesError, ReviewJob, RunProgress, RunReport, SourceKind

from . import tablebase_texts, texts, training_texts
from .progress_room import ProgressRoom
from .file_dialogs import open_file, open_files
from .plain_text import elide
from .texts import engine_label
from .window_place import keep_wrapped_text_whole


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


def failure_text(error: object) -> str:
    """Why a review run (or its start) failed, in the user's language."""
    if isinstance(error, EngineError):
        return texts.engine_error(error)
    if isinstance(error, LibraryError):
        return tr("The review stopped: %1").replace("%1", texts.library_error(error))
    if isinstance(error, MistakesError):
        return training_texts.mistakes_error(error)
    if isinstance(error, OSError):
        return texts.file_failure(FileFailure.of(error))
    return tr("The review stopped on an unexpected error: %1").replace("%1", f"{type(error).__name__}: {error}")


def report_notes(report: RunReport) -> str:
    """What else a run met: games that failed, damaged stored reviews, engines restarted, endgame tables
    left out ('' if none)."""
    notes = []
    if report.failed:
        notes.append(tr("Games that could not be reviewed: %1 (%2); Resume tries them again.")
                     .replace("%1", str(report.failed))
                     .replace("%2", failure_text(report.errors[-1]) if report.errors else "?"))
    if report.damaged:
        notes.append(tr("Damaged stored reviews, reviewed again: %1.").replace("%1", str(len(report.damaged))))
    if report.restarts:
        notes.append(tr("Engines started again after a crash: %1.").replace("%1", str(report.restarts)))
    notes += [tablebase_texts.left_out(p.name, str(p.problem)) for p in report.table_problems]
    return " ".join(notes)


class ReviewGamesDialog(QDialog):
    """See the module doc. `selected` = ids of the library games chosen in the library window."""

    start_requested = Signal(object)        # ReviewJob
    pause_requested = Signal(bool)
    cancel_requested = Signal()
    summary_requested = Signal(str)         # the player's name
    add_files_requested = Signal(list)      # paths of games files to add to the library (then review)

    def __init__(self, engines: Sequence[tuple[str, str]], selected: Sequence[int], my_name: str = "",
                 pending: ReviewJob | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Review games"))
        self.selected, self.pending, self.path = tuple(selected), pending, ""
        self.sources = QButtonGroup(self)
        self.library = QRadioButton(tr("The games selected in the library (%1)").replace("%1", str(len(selected))))
        self.file = QRadioButton(tr("A games file"))
        self.mine = QRadioButton(tr("My games in the library: where I am a player"))
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
        self.progress_room = ProgressRoom()      # words in the bar's place until a run reports progress
        self.progress_room.set_idle_text(tr("The progress shows here once the review starts"))
        self.bar = self.progress_room.bar
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
        self.add_files_button = QPushButton(tr("Add games files to the library…"))
        self.add_saved_button = QPushButton()
        self.saved_path = ""
        self.add_files_button.clicked.connect(self._choose_files_to_add)
        self.add_saved_button.clicked.connect(lambda: self.add_files_requested.emit([self.saved_path]))
        self.add_files_button.setVisible(False)
        self.add_saved_button.setVisible(False)
        self.last_job: ReviewJob | None = None
        self._layout()
        keep_wrapped_text_whole(self)      # a long status (My games found nothing) squeezed the rows above it
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
        layout.addWidget(self.progress_room)
        layout.addWidget(self.status)
        offers = QHBoxLayout()
        offers.addWidget(self.add_files_button)
        offers.addWidget(self.add_saved_button)
        offers.addStretch(1)
        layout.addLayout(offers)
        layout.addLayout(buttons)

    def _choose_file(self) -> None:
        path = open_file(self, "games", tr("Games to review"),
                         tr("Game files (*.pgn *.xqf *.cbl *.cbr *.txt);;All files (*)"))
        if path:
            self.set_file(path)

    def _choose_files_to_add(self) -> None:
        paths = open_files(self, "games", tr("Games files to add to the library"),
                           tr("Game files (*.pgn *.xqf *.cbl *.cbr *.txt);;All files (*)"))
        if paths:
            self.add_files_requested.emit(list(paths))

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
        self.last_job = job
        self._hide_offers()
        self.set_running(True)
        self.status.setText(tr("Starting the engines…"))
        self.start_requested.emit(job)

    def _hide_offers(self) -> None:
        self.add_files_button.setVisible(False)
        self.add_saved_button.setVisible(False)

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
        self.progress_room.show_bar()
        self.bar.setRange(0, max(1, progress.total))
        self.bar.setValue(progress.done)
        self.status.setText(progress_text(progress))

    def show_finished(self, report: RunReport, exercises: int) -> None:
        """The run ended (completed or cancelled)."""
        self.set_running(False)
        done = report.reused + report.reviewed
        mine = self.last_job is not None and self.last_job.kind is SourceKind.PLAYER
        if report.cancelled:
            text = tr("Cancelled: %1 of %2 games reviewed; start again to resume.")
        elif mine:
            text = tr("Done: %1 of your %2 games in the library reviewed.")
        else:
            text = tr("Done: %1 of %2 games reviewed.")
        text = text.replace("%1", str(done)).replace("%2", str(len(report.reviews)))
        if exercises:
            text += " " + (tr("1 new exercise in My mistakes.") if exercises == 1
                           else tr("%1 new exercises in My mistakes.").replace("%1", str(exercises)))
        notes = report_notes(report)
        self.status.setText(f"{text} {notes}".strip())
        self.status.setToolTip(training_texts.damaged_reviews(report.damaged))    # what was wrong with them
        self.resume_button.setVisible(False)

    def show_no_games(self, job: ReviewJob, library_games: int, saved: str = "") -> None:
        """The job found no game to review: say where it looked, and offer to add games files to the
        library (and the file saved last, `saved`, when there is one)."""
        self.set_running(False)
        self.last_job = job
        if job.kind is SourceKind.PLAYER:
            text = tr("No games of “%1” were found. My games looks only in the library, which holds %2 games "
                      "(games files and games you save are not in it until you add them).") \
                .replace("%1", elide(job.player, 40)).replace("%2", str(library_games))
        elif job.kind is SourceKind.FILE:
            text = tr("The file “%1” holds no games.").replace("%1", elide(os.path.basename(job.path), 40))
        else:
            text = tr("The games selected are no longer in the library.")
        self.status.setText(text)
        self.show_offers(saved)

    def show_offers(self, saved: str = "") -> None:
        """Offer to add games files to the library, and the file saved last (`saved`, '' for none)."""
        self.add_files_button.setVisible(True)
        self.saved_path = saved
        self.add_saved_button.setText(tr("Add “%1” (last opened or saved)")
                                      .replace("%1", elide(os.path.basename(saved), 30)))
        self.add_saved_button.setToolTip(saved)
        self.add_saved_button.setVisible(bool(saved))

    def show_adding(self, count: int) -> None:
        """Files are being added to the library (the review follows)."""
        self._hide_offers()
        self.set_running(True)
        self.cancel_button.setEnabled(False)
        self.pause_button.setEnabled(False)
        self.status.setText(tr("Adding %1 files to the library…").replace("%1", str(count)))

    def show_busy(self) -> None:
        """Another review is under way (this one did not start)."""
        self.set_running(True)
        self.status.setText(tr("A review is under way: wait for it, or cancel it."))

    def show_failed(self, message: str, pending: ReviewJob | None = None) -> None:
        """The run stopped on an error (already worded); with `pending` the job is kept to resume."""
        self.set_running(False)
        if message and message[-1] not in ".!?。！？":
            message += tr(".")                   # (the reasons are worded without a full stop)
        if pending is not None:
            self.pending = pending
            message += " " + tr("The games reviewed so far are kept: Resume goes on with the rest.")
        self.resume_button.setVisible(pending is not None)
        self.status.setText(message)


__all__ = ["ReviewGamesDialog", "progress_text", "failure_text", "report_notes"]
