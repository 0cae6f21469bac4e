"""Analysis ▸ Review games… when things go wrong and when My games finds
nothing: every run ends with finished or failed and the dialog is never left
"running"; a failure is said and the job kept for resume; a damaged stored review is reported and
reviewed again; "My games" says it looked in the library only and offers to add files or the game
saved last. A real library, the built-in engine, pytest-qt."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget

from app.controller.engine_registry import EngineRegistry
from app.controller.library_controller import LibraryController
from app.controller.review_games import BatchReviewer
from app.controller.settings import Settings
from app.engines import open_engine
from app.library import ErrorKind, Library, LibraryError
from app.model.tree import GameTree
from app.shell.training_feature import TrainingFeature
from app.training import MistakesFile, ReviewJob, ReviewTask, SourceKind, game_key
from app.view.review_games_dialog import ReviewGamesDialog

SECONDS = 0.05
GAME = """[Event "Club"]
[Red "Me"]
[Black "Friend"]
[Result "*"]

1. h2e2 h9g7 2. h0g2 i9h9 *
"""


def _tasks() -> list[ReviewTask]:
    return [ReviewTask(GameTree.from_moves(["h2e2", "h9g7"], headers={"Red": "Me", "Black": "A"}), "a"),
            ReviewTask(GameTree.from_moves(["b2e2", "b9c7"], headers={"Red": "B", "Black": "Me"}), "b")]


def _blunder() -> list[ReviewTask]:
    """Red ("Me") leaves Black's rook en prise (h2e2 instead of i3i4): an exercise for Me."""
    fen = "rnbakabn1/9/1c5c1/p1p1p1p1p/9/8r/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
    return [ReviewTask(GameTree.from_moves(["h2e2", "i4h4"], fen, {"Red": "Me", "Black": "E", "FEN": fen}), "x")]


def _job() -> ReviewJob:
    return ReviewJob(SourceKind.LIBRARY, "builtin", SECONDS, (1, 2), player="Me")


def _builtin():
    return open_engine("builtin", transport="inprocess")


@pytest.fixture
def parts(qtbot, tmp_path: Path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    reviewer = BatchReviewer(settings)
    dialog = ReviewGamesDialog([("Xiangqi Studio (built-in)", "builtin")], [1, 2], "Me", None)
    qtbot.addWidget(dialog)
    reviewer.finished.connect(dialog.show_finished)
    reviewer.failed.connect(lambda error: dialog.show_failed(str(error), reviewer.pending_job()))
    yield reviewer, dialog, tmp_path
    reviewer.close()


# ----- point 4: a damaged stored review; any error ends the run -------------------------------------
def test_a_damaged_stored_review_is_reviewed_again_and_said(qtbot, parts):
    reviewer, dialog, folder = parts
    path = folder / "l.xqlib"
    with Library(path) as lib:
        with qtbot.waitSignal(reviewer.finished, timeout=60_000):
            reviewer.start(_job(), _tasks(), _builtin, lib)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("UPDATE reviews SET evals = '{\"moves\": [' WHERE game = ?", (game_key(_tasks()[0].tree),))
    db.close()
    with Library(path) as lib:
        dialog.set_running(True)
        with qtbot.waitSignal(reviewer.finished, timeout=60_000) as done:        # before: an exception, no signal
            assert reviewer.start(_job(), _tasks(), _builtin, lib, "Me", MistakesFile(folder / "m.json"))
        report, _added = done.args
        assert (report.reused, report.reviewed, len(report.damaged)) == (1, 1, 1)
        assert not reviewer.busy and dialog.start_button.isEnabled() and not dialog.cancel_button.isEnabled()
        assert "Damaged stored reviews, reviewed again: 1." in dialog.status.text()
        assert dialog.status.toolTip() == "1: it cannot be read back"             # what was wrong, by its kind
        assert reviewer.pending_job() is None                                    # complete: nothing to resume


class Exploding:
    """A store whose lookups fail in a way no one planned for."""

    def find_review(self, key, engine, seconds):
        raise RuntimeError("something nobody expected")

    def store_review(self, review):
        raise AssertionError("never reached")


def test_an_unexpected_error_ends_the_run_with_a_message_and_keeps_the_job(qtbot, parts):
    reviewer, dialog, _folder = parts
    dialog.set_running(True)
    with qtbot.waitSignal(reviewer.failed, timeout=30_000) as failed:
        reviewer.start(_job(), _tasks(), _builtin, Exploding())
    assert "something nobody expected" in str(failed.args[0])
    assert not reviewer.busy and dialog.start_button.isEnabled() and not dialog.pause_button.isEnabled()
    assert reviewer.pending_job() == _job() and not dialog.resume_button.isHidden()


def test_a_failure_making_the_exercises_is_said_and_the_job_kept(qtbot, parts):
    reviewer, dialog, folder = parts
    blocked = folder / "not-a-folder"
    blocked.write_text("a file where the folder should be")
    with Library(folder / "l.xqlib") as lib:
        with qtbot.waitSignal(reviewer.failed, timeout=60_000) as failed:
            reviewer.start(_job(), _blunder(), _builtin, lib, "Me", MistakesFile(blocked / "m.json"))
    assert isinstance(failed.args[0], OSError) and reviewer.pending_job() == _job()
    assert not dialog.resume_button.isHidden() and dialog.start_button.isEnabled()


# ----- point 5: the library cannot be written -----------------------------------------------------------
def test_a_library_locked_by_another_program_fails_the_run_and_keeps_the_job(qtbot, parts, monkeypatch):
    from app.library import schema
    monkeypatch.setattr(schema, "BUSY_SECONDS", 0.5)     # the wait for the lock, as in use but shorter
    reviewer, dialog, folder = parts
    path = folder / "l.xqlib"
    Library(path).close()
    other = sqlite3.connect(path, isolation_level=None, timeout=0)
    other.execute("BEGIN IMMEDIATE")
    other.execute("UPDATE reviews SET red_loss = red_loss")
    try:
        with Library(path, verify=False) as lib:
            dialog.set_running(True)
            with qtbot.waitSignal(reviewer.failed, timeout=60_000) as failed:
                reviewer.start(_job(), _tasks(), _builtin, lib, "Me", MistakesFile(folder / "m.json"))
    finally:
        other.execute("ROLLBACK")
        other.close()
    error = failed.args[0]
    assert isinstance(error, LibraryError) and error.kind is ErrorKind.BUSY
    assert reviewer.pending_job() == _job(), "kept for resume"
    assert not dialog.cancel_button.isEnabled() and not dialog.resume_button.isHidden()
    assert "Resume goes on with the rest" in dialog.status.text()
    assert not (folder / "m.json").exists(), "no exercises claimed from a run that failed"
    with Library(path) as lib:                                        # resumed: the job completes
        with qtbot.waitSignal(reviewer.finished, timeout=60_000) as done:
            reviewer.start(reviewer.pending_job(), _tasks(), _builtin, lib)
        assert done.args[0].complete and reviewer.pending_job() is None


# ----- the feature: the words, and My games finding nothing ----------------------------------------------------
@pytest.fixture
def feature(qtbot, tmp_path: Path):
    parent = QWidget()
    qtbot.addWidget(parent)
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    registry = EngineRegistry(QSettings(str(tmp_path / "engines.ini"), QSettings.Format.IniFormat))
    library = LibraryController(tmp_path / "library.xqlib")
    saved = tmp_path / "game-20250101-1200.pgn"
    saved.write_text(GAME, encoding="utf-8")
    training = TrainingFeature(parent, Settings(store), registry, library, recent=lambda: [str(saved)])
    training.mistakes_file = lambda: MistakesFile(tmp_path / "my-mistakes.json")
    yield training, saved
    training.close()
    library.close()


def test_my_games_says_it_looked_in_the_library_and_offers_to_add_the_saved_game(qtbot, feature):
    training, saved = feature
    dialog = training.review_games()
    dialog.seconds.setValue(SECONDS)
    dialog.mine.setChecked(True)
    dialog.name.setText("Me")
    dialog.start_button.click()
    text = dialog.status.text()
    assert "looks only in the library" in text and "holds 0 games" in text and "Me" in text
    assert dialog.start_button.isEnabled() and not dialog.cancel_button.isEnabled()    # not left running
    assert not dialog.add_files_button.isHidden()
    assert not dialog.add_saved_button.isHidden() and saved.name in dialog.add_saved_button.text()
    # the file offered is the one last opened or saved (the recent files): the button says both
    assert "(last opened or saved)" in dialog.add_saved_button.text()
    with qtbot.waitSignal(training.reviewer.finished, timeout=60_000) as done:
        dialog.add_saved_button.click()                   # added to the library, then the same job runs
    assert done.args[0].reviewed == 1 and training.library.count() == 1
    assert "Done: 1 of your 1 games in the library reviewed" in dialog.status.text()
    assert dialog.add_saved_button.isHidden(), "added already: not offered again"
    assert not dialog.add_files_button.isHidden(), "My games is the library's: adding more is still offered"


def test_the_feature_words_a_failed_run_and_offers_to_resume(qtbot, feature, monkeypatch):
    training, saved = feature
    training.library.start_import([str(saved)])
    qtbot.waitUntil(lambda: not training.library.importing, timeout=30_000)
    dialog = training.review_games()
    dialog.seconds.setValue(SECONDS)
    dialog.mine.setChecked(True)
    dialog.name.setText("Me")

    def locked(review):
        raise LibraryError(ErrorKind.BUSY, "database is locked")

    monkeypatch.setattr(training.library.library, "store_review", locked)
    with qtbot.waitSignal(training.reviewer.failed, timeout=60_000):
        dialog.start_button.click()
    text = dialog.status.text()
    assert "in use by another program" in text and "Resume goes on with the rest" in text
    assert not dialog.resume_button.isHidden() and dialog.resume_button.isEnabled()
    assert dialog.pending is not None and dialog.pending.player == "Me"


def test_the_words_my_games_found_nothing_leave_the_rows_above_them_whole(qtbot):
    """The long status and the two offers made the dialog no taller (Qt holds a window to its layout's
    minimum, which leaves out wrapped text): the sources' rows were squeezed to half their height, the
    Choose… button cut to a sliver."""
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox
    dialog = ReviewGamesDialog([("builtin", "builtin")], [])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.show_no_games(ReviewJob(SourceKind.PLAYER, "builtin", SECONDS, (1, 2), player="Red"), 0,
                         "/home/me/game-20250101-1200.pgn")

    def squeezed():
        return [type(w).__name__ for w in dialog.findChildren(QWidget)
                if w.isVisible() and w.height() < w.minimumSizeHint().height()
                and not isinstance(w.parentWidget(), (QAbstractSpinBox, QComboBox))]
    qtbot.waitUntil(lambda: not squeezed(), timeout=5_000)
    assert dialog.height() >= dialog.layout().totalHeightForWidth(dialog.width())
    assert dialog.browse.height() >= dialog.browse.sizeHint().height()
