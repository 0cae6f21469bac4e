"""Game review with Fairy-Stockfish: a planted blunder gets ?? and a better line, evals round-trip
through PGN, progress and cancel work, the graph's click chooses a ply, the study is updated and undone."""

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox

from app.controller.engine_registry import EngineRegistry, EngineSpec
from app.controller.review import GameReviewer, apply_to_study, undo_on_study
from app.controller.study_controller import StudyController
from app.engines import EngineProblem
from app.engines.annotate import eval_of
from app.formats import read_games, write_pgn
from app.model import Move
from app.model.tree import GameTree
from app.view.eval_graph import EvalGraph
from app.view.review_dialog import ReviewDialog
from tests.engines.conftest import FAIRY, needs_fairy

# Black's last move a9b9 loses a rook's worth (about +6.5 for Red at depth 10).
BLUNDER_GAME = ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "a9b9"]


@pytest.fixture
def registry(tmp_path):
    registry = EngineRegistry(QSettings(str(tmp_path / "e.ini"), QSettings.Format.IniFormat))
    registry.add(EngineSpec("Fairy-Stockfish", FAIRY, "uci", (), {"Threads": 1, "Hash": 16}))
    return registry


@pytest.fixture
def reviewer(qapp):
    r = GameReviewer()
    yield r
    r.close()


@needs_fairy
def test_a_planted_blunder_is_marked_and_round_trips_through_pgn(qtbot, tmp_path, registry, reviewer):
    study = StudyController(GameTree.from_moves(BLUNDER_GAME))
    tree = study.tree
    dialog = ReviewDialog(reviewer, registry, tree)
    qtbot.addWidget(dialog)
    assert dialog.engine.currentText() == "Fairy-Stockfish"
    dialog.seconds.setValue(0.3)
    with qtbot.waitSignal(dialog.review_ready, timeout=60000) as blocker:
        dialog.start()
    review = blocker.args[0]
    assert dialog.progress.value() == dialog.progress.maximum() == len(BLUNDER_GAME) + 1
    assert review.verdicts[-1].nag == 4 and review.black.blunders == 1
    assert "1 ??" in dialog.summary.text() and dialog.graph.values[-1] > 4
    edit = apply_to_study(study, review)
    nodes = tree.mainline_nodes()
    last = nodes[-1]
    assert 4 in last.nags and eval_of(last.comment).cp > 400
    better = last.parent.children[1]
    assert better.move == review.verdicts[-1].better[0] != Move.from_iccs("a9b9")
    path = tmp_path / "reviewed.pgn"
    write_pgn(tree, path)
    again = read_games(path)[0]
    again_nodes = again.mainline_nodes()
    assert [eval_of(n.comment) for n in again_nodes] == [eval_of(n.comment) for n in nodes]
    assert again_nodes[-1].nags[:1] == [4] and len(again_nodes[-2].children) == 2
    undo_on_study(study, edit)
    assert all(eval_of(n.comment) is None and not n.nags for n in nodes) and len(last.parent.children) == 1


@needs_fairy
def test_progress_and_cancel_leave_the_tree_unchanged(qtbot, registry, reviewer):
    tree = GameTree.from_moves(BLUNDER_GAME)
    dialog = ReviewDialog(reviewer, registry, tree)
    qtbot.addWidget(dialog)
    dialog.seconds.setValue(2.0)
    with qtbot.waitSignal(reviewer.progress, timeout=20000):
        dialog.start()
    assert dialog.progress.value() >= 1 and dialog.cancel_button.isEnabled()
    # the graph is drawn as positions are done, on the whole game's width
    assert 1 <= len(dialog.graph.values) < len(BLUNDER_GAME) + 1
    assert dialog.graph.span == len(BLUNDER_GAME) + 1
    with qtbot.waitSignal(reviewer.cancelled, timeout=5000):
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.start_button.isEnabled() and "Cancelled" in dialog.status.text()
    assert dialog.review is None and all(not n.comment and not n.nags for n in tree.mainline_nodes())
    dialog.show()
    close = dialog.close_buttons.button(QDialogButtonBox.StandardButton.Close)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)                 # a Close button closes it
    assert not dialog.isVisible()


def test_a_failing_engine_is_reported(qtbot, tmp_path, reviewer):
    script = tmp_path / "broken.sh"
    script.write_text("#!/bin/sh\nexit 3\n")
    script.chmod(0o755)
    with qtbot.waitSignal(reviewer.failed, timeout=20000) as blocker:
        reviewer.start(GameTree.from_moves(["h2e2"]), EngineSpec("b", str(script)).opener(), 0.1)
    error = blocker.args[0]
    assert error.problem is EngineProblem.ENDED_BEFORE_GREETING and "broken.sh" in error.program
    assert not reviewer.busy


def test_clicking_the_graph_chooses_a_ply(qtbot):
    graph = EvalGraph()
    qtbot.addWidget(graph)
    graph.resize(400, 120)
    graph.set_values([0.2, 0.5, -1.0, 12.0, -30.0])
    assert graph.values[3] == 10.0 and graph.values[4] == -10.0          # clamped at the edge
    graph.set_current(2)
    graph.show()
    qtbot.waitExposed(graph)
    point = graph.point(3).toPoint()
    with qtbot.waitSignal(graph.ply_chosen, timeout=1000) as blocker:
        qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=QPoint(point.x() + 3, 60))
    assert blocker.args == [3]
    assert graph.ply_at(0) == 0 and graph.ply_at(1000) == 4
