"""Analysis ▸ Review games…: the dialog drives the batch reviewer (built-in engine, a real library):
progress, the games stored, the user's exercises in My mistakes, pause and cancel with the job kept to
resume; the summary dialog lists the mistakes by kind; MultiPV arrows weighted by quality."""

from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QSettings

from app.controller.review_games import PENDING_KEY, BatchReviewer
from app.engines import Info, Score, open_engine
from app.library import Library
from app.model import Move
from app.model.tree import GameTree
from app.training import MistakesFile, ReviewTask, SourceKind, summarize
from app.view.analysis_panel import arrow_alpha, weighted_arrows
from app.view.review_games_dialog import ReviewGamesDialog
from app.view.training_summary import SummaryDialog

ROOK_EN_PRISE = "rnbakabn1/9/1c5c1/p1p1p1p1p/9/8r/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


def _tasks() -> list[ReviewTask]:
    blunder = GameTree.from_moves(["h2e2", "i4h4"], ROOK_EN_PRISE, {"Red": "Me", "Black": "Engine",
                                                                    "FEN": ROOK_EN_PRISE})
    quiet = GameTree.from_moves(["h2e2", "h9g7"], None, {"Red": "Engine", "Black": "Me"})
    return [ReviewTask(blunder, "a"), ReviewTask(quiet, "b")]


@pytest.fixture
def parts(qtbot, tmp_path: Path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    reviewer = BatchReviewer(settings)
    dialog = ReviewGamesDialog([("Xiangqi Studio (built-in)", "builtin")], [1, 2], "Me", None)
    qtbot.addWidget(dialog)
    dialog.progress_seen = []
    reviewer.progress.connect(dialog.show_progress)
    reviewer.progress.connect(dialog.progress_seen.append)
    reviewer.finished.connect(dialog.show_finished)
    library = Library(tmp_path / "l.xqlib")
    yield settings, reviewer, dialog, library, MistakesFile(tmp_path / "my-mistakes.json")
    reviewer.close()
    library.close()


def test_a_review_run_fills_the_library_and_my_mistakes(qtbot, parts):
    settings, reviewer, dialog, library, mistakes = parts
    job = dialog.job()
    assert job is not None and job.kind is SourceKind.LIBRARY and job.ids == (1, 2) and job.player == "Me"
    with qtbot.waitSignal(reviewer.finished, timeout=60_000) as done:
        assert reviewer.start(job, _tasks(), lambda: open_engine("builtin"), library, "Me", mistakes)
        assert settings.value(PENDING_KEY)                     # kept while it runs
    report, added = done.args
    assert (report.reviewed, report.cancelled) == (2, False)
    assert added >= 1 and mistakes.collection.puzzles[0].mainline()[0] == "i3i4"
    assert dialog.progress_seen[-1].done == 2 and "2 of 2" in dialog.status.text()
    assert not settings.value(PENDING_KEY)                     # done: nothing to resume
    summary = summarize("Me", library.player_reviews("Me"))
    assert summary.games == 2 and summary.kinds
    window = SummaryDialog("Me", summary, 10)
    qtbot.addWidget(window)
    assert window.kinds.topLevelItemCount() == len(summary.kinds)


def test_pause_and_cancel_keep_the_job_to_resume(qtbot, parts):
    settings, reviewer, dialog, library, mistakes = parts
    job = dialog.job()
    reviewer.start(job, _tasks(), lambda: open_engine("builtin"), library, "Me", mistakes)
    reviewer.pause()                                           # held before its first game
    assert reviewer.runner is not None and reviewer.runner.paused
    with qtbot.waitSignal(reviewer.finished, timeout=60_000) as done:
        reviewer.cancel()
    assert done.args[0].cancelled and done.args[0].reviewed == 0
    assert reviewer.pending_job() == job                      # offered again after a restart
    again = ReviewGamesDialog([("Xiangqi Studio (built-in)", "builtin")], [], "Me", reviewer.pending_job())
    qtbot.addWidget(again)
    assert not again.resume_button.isHidden() and again.mine.isChecked() and not again.library.isEnabled()


def test_arrows_are_weighted_by_the_lines_loss():
    def line(cp: int, move: str) -> Info:
        return Info(depth=10, score=Score(cp=cp), pv=(Move.from_iccs(move),))
    arrows = weighted_arrows([line(50, "h2e2"), line(40, "b2e2"), line(-400, "c3c4")])
    alphas = [int(color[1:3], 16) for _, _, color in arrows]
    assert alphas[0] == 230 and alphas[0] > alphas[1] > alphas[2] == arrow_alpha(1.0) == 40
    assert len({color[3:] for _, _, color in arrows}) == 1      # one colour, only the weight differs


def test_the_play_window_opens_review_games_from_its_tools_menu(qtbot, studio):
    assert studio.training is not None
    studio.window.actions_by_name["review_games"].trigger()
    qtbot.waitUntil(lambda: studio.training.dialog is not None and studio.training.dialog.isVisible(), timeout=5000)
    studio.training.dialog.close()


def test_engines_are_shown_in_the_ui_language_and_the_job_names_them_as_registered(qtbot, chinese):
    """The built-in engine is listed as 象棋工作室（内置）; the job still names the engine by its registry name."""
    dialog = ReviewGamesDialog([("Xiangqi Studio (built-in)", "builtin"), ("Fairy-Stockfish", "/usr/games/x")],
                               [1], "Me", None)
    qtbot.addWidget(dialog)
    assert [dialog.engine.itemText(i) for i in range(2)] == ["象棋工作室（内置）", "Fairy-Stockfish"]
    dialog.engine.setCurrentIndex(0)
    job = dialog.job()
    assert job is not None and job.engine == "Xiangqi Studio (built-in)"


def test_the_finished_line_counts_one_new_exercise_in_the_singular(qtbot):
    from app.training.runner import RunReport
    dialog = ReviewGamesDialog([("Xiangqi Studio (built-in)", "builtin")], [], "Me", None)
    qtbot.addWidget(dialog)
    report = RunReport(reviews=(None,), reused=0, reviewed=1, failed=0, cancelled=False)
    dialog.show_finished(report, 1)
    assert "1 new exercise in My mistakes." in dialog.status.text()
    dialog.show_finished(report, 3)
    assert "3 new exercises in My mistakes." in dialog.status.text()


def test_before_a_run_words_stand_in_the_progress_bars_place(qtbot):
    """An idle, empty progress bar looked like an empty text box: words stand in its place until the
    run reports progress, in a room of the same height."""
    from app.training.runner import RunProgress
    dialog = ReviewGamesDialog([("Xiangqi Studio (built-in)", "builtin")], [1], "Me", None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.bar.isVisible()
    words = dialog.progress_room.idle
    assert words.isVisible() and words.text() == "The progress shows here once the review starts"
    status_at = dialog.status.mapTo(dialog, dialog.status.rect().topLeft())
    dialog.show_progress(RunProgress(done=1, total=3, reused=0, failed=0))
    assert dialog.bar.isVisible() and not words.isVisible() and dialog.bar.value() == 1
    dialog.layout().activate()                                        # laid out again with the bar
    assert dialog.status.mapTo(dialog, dialog.status.rect().topLeft()) == status_at
