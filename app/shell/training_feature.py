"""Training on one's own mistakes, wired into the program: Analysis ▸ Review games… (the dialog and the
batch reviewer, reviews kept in the library), the summary per player, and the My mistakes collection
in the puzzle window. main.py creates one TrainingFeature (like LibraryFeature and AnalysisFeature)."""

from __future__ import annotations

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
from app.library import LibraryError, StoredReview
from app.model.tree import GameTree
from app.training import (MISTAKES_FILE, MistakeLink, MistakesFile, ReviewJob, RunReport, job_tasks,
                          stored_tree, summarize)
from app.training.summary import STAGE_PLIES
from app.view import texts
from app.view.review_games_dialog import ReviewGamesDialog
from app.view.training_summary import SummaryDialog

NAME_SETTING = "player_name"


class TrainingFeature(QObject):
    """See the module doc. `open_game(tree, ply)` opens a game in a study window (LibraryFeature's)."""

    def __init__(self, parent: QWidget, settings: Any, registry: EngineRegistry, library: LibraryController,
                 open_game: Callable[[GameTree, int], object] | None = None,
                 selected: Callable[[], list[int]] | None = None) -> None:
        super().__init__(parent)
        self.parent_widget, self.settings, self.registry, self.library = parent, settings, registry, library
        self.open_game = open_game
        self.selected: Callable[[], list[int]] = selected or list
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
            self.reviewer.progress.connect(dialog.show_progress)
            self.reviewer.finished.connect(self._finished)
            self.reviewer.failed.connect(lambda error: dialog.show_failed(self._error_text(error)))
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
            self.dialog.show_failed(self._error_text(EngineError(program=job.engine)))
            return
        try:
            tasks = job_tasks(job, self.library.library)
            started = self.reviewer.start(job, tasks, spec.opener(), self.library.library, job.player,
                                          self.mistakes_file())
        except (GameFileError, LibraryError, OSError) as error:
            self.dialog.show_failed(self._error_text(error))
            return
        if not started:
            self.dialog.show_busy()

    def _finished(self, report: RunReport, exercises: int) -> None:
        if self.dialog is not None:
            self.dialog.show_finished(report, exercises)

    @staticmethod
    def _error_text(error: object) -> str:
        if isinstance(error, EngineError):
            return texts.engine_error(error)
        return str(error)

    # ----- What to work on ----------------------------------------------------------------------
    def show_summary(self, player: str) -> SummaryDialog | None:
        """The summary of `player` from the stored reviews."""
        try:
            reviews = self.library.library.player_reviews(player)
        except LibraryError as error:
            if self.dialog is not None:
                self.dialog.show_failed(str(error))
            return None
        by_key: dict[str, StoredReview] = {r.key: r for r in reviews}
        dialog = SummaryDialog(player, summarize(player, reviews), STAGE_PLIES, self.parent_widget)

        def chosen(link: MistakeLink) -> None:
            stored = by_key.get(link.game)
            if stored is not None and self.open_game is not None:
                self.open_game(stored_tree(stored), link.ply - 1)

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
