"""The analysis panel with Fairy-Stockfish: lines appear in MultiPV order, scores are from Red's view,
the best move becomes an arrow, the panel follows a new position, a clicked move emits its line."""

import pytest

pytest.importorskip("pytestqt")

from app.controller.analysis import AnalysisController
from app.controller.engine_registry import EngineRegistry, EngineSpec
from app.engines import Score
from app.model import Game
from app.view.analysis_panel import AnalysisPanel, line_texts, nps_text, score_text
from app.view.board_scene import BoardScene
from tests.engines.conftest import FAIRY, needs_fairy

# Black to move, a rook up (Red has lost a rook): good for Black, so negative from Red's view.
BLACK_AHEAD = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR b - - 0 1"


def test_scores_are_written_from_reds_view():
    assert score_text(Score(cp=135), "red") == "+1.35"
    assert score_text(Score(cp=135), "black") == "-1.35"
    assert score_text(Score(cp=-40), "red") == "-0.40"
    assert score_text(Score(cp=0), "black") == "0.00"
    assert score_text(Score(mate=4), "red") == "M4"
    assert score_text(Score(mate=3), "black") == "-M3"
    assert score_text(Score(mate=-2), "black") == "M2"
    assert score_text(None, "red") == ""
    assert nps_text(1_250_000) == "1.2 Mn/s" and nps_text(450_000) == "450 kn/s" and nps_text(None) == ""


def test_lines_are_written_in_the_chosen_notation():
    game = Game()
    moves = [game.board.parse_move("h2e2"), ]
    game.push(moves[0])
    moves.append(game.board.parse_move("h9g7"))
    start = Game().board
    assert line_texts(start, moves, "iccs") == ["1. h2e2", "h9g7"]
    assert line_texts(start, moves, "chinese") == ["1. 炮二平五", "马８进７"]
    assert line_texts(game.board, moves[1:], "wxf")[0].startswith("1… H8+7")


@pytest.fixture
def panel(qtbot, tmp_path):
    from PySide6.QtCore import QSettings
    registry = EngineRegistry(QSettings(str(tmp_path / "e.ini"), QSettings.Format.IniFormat))
    registry.add(EngineSpec("Fairy-Stockfish", FAIRY, "uci", (), {"Threads": 1, "Hash": 16}))
    controller = AnalysisController()
    widget = AnalysisPanel(controller, registry, notation="iccs")
    qtbot.addWidget(widget)
    widget.show()
    assert widget.engine.currentIndex() == 0 and controller.engine_name.endswith("(built-in)")
    widget.engine.setCurrentText("Fairy-Stockfish")          # the chooser switches the engine
    assert controller.engine_name == "Fairy-Stockfish"
    yield widget
    controller.close()


def wait_lines(qtbot, panel, count, fen=None):
    def ready():
        board = panel.controller.board
        lines = panel.controller.lines
        return (len(lines) >= count and all((info.depth or 0) >= 6 for info in lines[:count])
                and (fen is None or board.fen() == fen))
    qtbot.waitUntil(ready, timeout=30000)


@needs_fairy
def test_lines_in_multipv_order_and_arrow(qtbot, panel):
    scene = BoardScene()
    panel.arrows_changed.connect(scene.set_arrows)
    panel.set_position(Game())
    panel.count.setValue(3)
    panel.start()
    assert panel.toggle.text() == "Stop"
    wait_lines(qtbot, panel, 3)
    lines = panel.controller.lines
    assert [info.multipv for info in lines] == [1, 2, 3]
    assert [r.isVisible() for r in panel.rows] == [True, True, True, False, False]
    texts = [row.text() for row in panel.rows[:3]]
    assert all(t.startswith('<b style="color:') for t in texts)
    best = lines[0].pv[0]
    qtbot.waitUntil(lambda: bool(scene.arrows()), timeout=5000)
    assert scene.arrows()[0][:2] == (best.from_sq, best.to_sq)
    panel.stop()
    assert panel.toggle.text() == "Start" and scene.arrows() == []


@needs_fairy
def test_score_sign_from_reds_view_when_black_moves_and_following_a_new_position(qtbot, panel):
    panel.set_position(Game())
    panel.start()
    wait_lines(qtbot, panel, 1)
    game = Game(BLACK_AHEAD)
    panel.set_position(game)
    wait_lines(qtbot, panel, 1, fen=game.board.fen())
    assert panel.controller.lines[0].pv[0] in game.board.legal_moves()
    qtbot.waitUntil(lambda: panel.rows[0].text().startswith('<b style="color:#1e6fd9">-'), timeout=10000)


@needs_fairy
def test_clicking_a_move_emits_the_line_up_to_it(qtbot, panel):
    panel.set_position(Game())
    panel.start()
    wait_lines(qtbot, panel, 1)
    panel.stop()                                  # the lines stay; nothing changes under the click
    info = panel.controller.lines[0]
    assert len(info.pv) >= 3
    with qtbot.waitSignal(panel.line_move_chosen, timeout=1000) as blocker:
        panel.rows[0].linkActivated.emit("0:2")
    assert blocker.args[0] == list(info.pv[:3])


@needs_fairy
def test_hiding_the_panel_stops_the_analysis(qtbot, panel):
    panel.set_position(Game())
    panel.start()
    assert panel.controller.running
    panel.hide()
    assert not panel.controller.running and not panel.toggle.isChecked()


def test_the_built_in_engine_is_named_in_the_ui_language_and_still_chosen_by_its_entry(qtbot, tmp_path, chinese):
    """The chooser shows the built-in engine's name translated (象棋工作室（内置）); the entry still
    picks that engine, and an installed engine keeps the name it gave."""
    from PySide6.QtCore import QSettings
    registry = EngineRegistry(QSettings(str(tmp_path / "e.ini"), QSettings.Format.IniFormat))
    registry.add(EngineSpec("Fairy-Stockfish", FAIRY, "uci", (), {"Threads": 1, "Hash": 16}))
    controller = AnalysisController()
    widget = AnalysisPanel(controller, registry, notation="iccs")
    qtbot.addWidget(widget)
    try:
        shown = [widget.engine.itemText(i) for i in range(widget.engine.count())]
        assert shown == ["象棋工作室（内置）", "Fairy-Stockfish"]
        widget.engine.setCurrentIndex(1)
        assert controller.engine_name == "Fairy-Stockfish"
        widget.engine.setCurrentIndex(0)
        assert controller.engine_name == "Xiangqi Studio (built-in)"
        widget.fill_engines()                                  # refilled: the choice is kept
        assert widget.engine.currentIndex() == 0
        widget.retranslate()                                   # said again (as on a language change)
        assert widget.engine.itemText(0) == "象棋工作室（内置）"
    finally:
        controller.close()
