"""Training on one's own mistakes, wired into the program: Analysis ▸ Review games… (the dialog and the
batch reviewer, reviews kept in the library), the summary per player, and the My mistakes collection
in the puzzle window. main.py creates one TrainingFeature (like LibraryFeature and AnalysisFeature).

A job that finds no game says where it looked (My games: the library only, with its size) and offers to
add games files to the library, or the game file saved last (`recent`: the recent files, newest
first); once the files are added the same job runs. Every way a run or its start can fail is shown in
the dialog, which then offers to resume; damaged stored reviews are reviewed again (the run) or left
out with a note (What to work on)."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from app.controller.engine_registry import EngineRegistry
from app.controller.library_controller import LibraryController
from app.controller.puzzle_controller import PuzzleController
from app.controller.puzzle_values import default_progress_path
from app.controller.review_games import BatchReviewer
from app.engines import EngineError
from app.formats import GameFileError
from app.library import ErrorKind, ImportReport, LibraryError, StoredReview
from app.model.tree import GameTree
from app.training import (MISTAKES_FILE, DamagedReview, MistakeLink, MistakesFile, ReviewDamage, ReviewJob,
                          ReviewProblem, RunReport, SourceKind, job_tasks, stored_tree, summarize)
from app.training.summary import STAGE_PLIES
from app.view import study_texts
from app.view.review_games_dialog import ReviewGamesDialog, failure_text
from app.view.training_summary import SummaryDialog

NAME_SETTING = "player_name"


class TrainingFeature(QObject):
    """See the module doc. `open_game(tree, ply)` opens a game in a study window (LibraryFeature's)."""

    def __init__(self, parent: QWidget, settings: Any, registry: EngineRegistry, library: LibraryController,
                 open_game: Callable[[GameTree, int], object] | None = None,
                 selected: Callable[[], list[int]] | None = None,
                 recent: Callable[[], list[str]] | None = None) -> None:
        super().__init__(parent)
        self.parent_widget, self.settings, self.registry, self.library = parent, settings, registry, library
        self.open_game = open_game
        self.selected: Callable[[], list[int]] = selected or list
        self.recent: Callable[[], list[str]] = recent or list
        self._after_import: ReviewJob | None = None     # the job to run once the files asked for are added
        self._added: set[str] = set()                   # files added to the library from the dialog
        library.import_finished.connect(self._imported)
        self.reviewer = BatchReviewer(getattr(settings, "store", None), self)
        self.dialog: ReviewGamesDialog | None = None
        self.summaries: list[SummaryDialog] = []

    def mistakes_file(self) -> MistakesFile:
        """The My mistakes collection, next to the puzzle progress."""
        return MistakesFile(default_progress_path().with_name(MISTAKES_FILE))

    # ----- Review games… ----------------------------------------------------------------------
    def review_games(self, parent: QWidget | None = None) -> ReviewGamesDialog:
        """Show the Review games dialog (one at a time; the run goes on when it is closed)."""
        if self.dialog is None:
            name = str(self.settings.get(NAME_SETTING) or "") if self.settings is not None else ""
            dialog = self.dialog = ReviewGamesDialog([(e.name, e.command) for e in self.registry.engines],
                                                     list(self.selected()),
                                                     name, self.reviewer.pending_job(), parent or self.parent_widget)
            dialog.start_requested.connect(self._start)
            dialog.pause_requested.connect(lambda paused: self.reviewer.pause() if paused else self.reviewer.resume())
            dialog.cancel_requested.connect(self.reviewer.cancel)
            dialog.summary_requested.connect(self.show_summary)
            dialog.add_files_requested.connect(self._add_files)
            self.reviewer.progress.connect(dialog.show_progress)
            self.reviewer.finished.connect(self._finished)
            self.reviewer.failed.connect(self._failed)
            dialog.set_running(self.reviewer.busy)
        self.dialog.show()
        self.dialog.raise_()
        return self.dialog

    def _start(self, job: ReviewJob) -> None:
        assert self.dialog is not None
        spec = self.registry.get(job.engine)
        if self.settings is not None and job.player:
            self.settings.set(NAME_SETTING, job.player)
        if spec is None:
            self.dialog.show_failed(failure_text(EngineError(program=job.engine)))
            return
        try:
            tasks = job_tasks(job, self.library.library)
            if not tasks:
                self.dialog.show_no_games(job, self.library.count(), self._saved_last())
                return
            started = self.reviewer.start(job, tasks, spec.opener(), self.library.library, job.player,
                                          self.mistakes_file())
        except GameFileError as error:
            self.dialog.show_failed(study_texts.problem_sentence(error.problem, os.path.basename(job.path)))
            return
        except Exception as error:  # noqa: BLE001 (whatever stops the start is said: the dialog never stays running)
            self.dialog.show_failed(failure_text(error))
            return
        if not started:
            self.dialog.show_busy()

    def _saved_last(self) -> str:
        """The game file saved (or opened) last, if it still exists and was not added from here."""
        paths = [p for p in self.recent() if os.path.isfile(p)]
        return paths[0] if paths and os.path.abspath(paths[0]) not in self._added else ""

    def _add_files(self, paths: list[str]) -> None:
        """Add games files to the library, then run the job that found nothing again."""
        assert self.dialog is not None
        if not self.library.start_import(paths):
            self.dialog.show_failed(failure_text(LibraryError(ErrorKind.BUSY, "an import is under way")))
            return
        self._after_import = self.dialog.last_job
        self._added.update(os.path.abspath(p) for p in paths)
        self.dialog.show_adding(len(paths))

    def _imported(self, report: ImportReport) -> None:
        job, self._after_import = self._after_import, None
        if job is None or self.dialog is None:
            return
        if report.error is not None:
            self.dialog.show_failed(failure_text(report.error))
            return
        self.dialog.last_job = job
        self._start(job)

    def _finished(self, report: RunReport, exercises: int) -> None:
        if self.dialog is not None:
            self.dialog.show_finished(report, exercises)
            job = self.dialog.last_job
            if job is not None and job.kind is SourceKind.PLAYER and not report.cancelled:
                self.dialog.show_offers(self._saved_last())     # My games: only the library's, say so

    def _failed(self, error: object) -> None:
        if self.dialog is not None:
            self.dialog.show_failed(failure_text(error), self.reviewer.pending_job())

    # ----- What to work on ----------------------------------------------------------------------
    def show_summary(self, player: str) -> SummaryDialog | None:
        """The summary of `player` from the stored reviews (damaged ones left out, with a note)."""
        try:
            found = self.library.library.read_player_reviews(player)
        except LibraryError as error:
            if self.dialog is not None:
                self.dialog.show_failed(failure_text(error))
            return None
        unreadable = [ReviewDamage(u.key, u.engine, u.seconds, ReviewProblem.UNREADABLE, u.detail)
                      for u in found.unreadable]
        by_key: dict[str, StoredReview] = {r.key: r for r in found.reviews}
        traditional = bool(self.settings.get("traditional")) if self.settings is not None else False
        dialog = SummaryDialog(player, summarize(player, found.reviews, unreadable), STAGE_PLIES, self.parent_widget,
                               traditional=traditional)     # opening names in the script of the moves

        def chosen(link: MistakeLink) -> None:
            stored = by_key.get(link.game)
            if stored is not None and self.open_game is not None:
                try:
                    tree = stored_tree(stored)
                except DamagedReview:
                    return                       # (left out of the summary: no link leads to it)
                self.open_game(tree, link.ply - 1)

        dialog.mistake_chosen.connect(chosen)
        self.summaries.append(dialog)
        dialog.finished.connect(lambda *_: self.summaries.remove(dialog) if dialog in self.summaries else None)
        dialog.show()
        return dialog

    # ----- the puzzle window ----------------------------------------------------------------------
    def add_mistakes_to(self, puzzles: PuzzleController) -> None:
        """Offer the My mistakes collection (when it has exercises) in a puzzle controller."""
        collection = self.mistakes_file().collection
        if len(collection):
            puzzles.add_spaced_collection(collection)

    def close(self) -> None:
        """Stop a review under way (the games done are stored; it can be resumed)."""
        self.reviewer.close()
