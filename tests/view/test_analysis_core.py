"""The analysis panel says when the built-in engine is still preparing its fast core, and the speed it
shows is the engine's own; in the study window the panel leaves the board its
size and names the engine whole or cut with "…" and a tooltip. The Engines
dialog says which search core the built-in engine will run."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

import shiboken6
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QComboBox, QDockWidget, QStyle, QStyleOptionComboBox, QWidget

from app.controller.analysis import AnalysisController, engine_speed
from app.controller.engine_registry import CoreProbe, EngineDetector, EngineRegistry, EngineSpec
from app.controller.settings import Settings
from app.engines import EngineSession, Info, ScriptedTransport
from app.engines.builtin import CoreNote, CoreReason, CoreReport, CoreState
from app.model import Game, Ruleset
from app.shell.analysis_feature import AnalysisFeature
from app.shell.study_windows import add_study_features, open_study_window
from app.view.analysis_panel import AnalysisPanel, nps_text
from app.view.engines_dialog import EnginesDialog

HELLO = ["id name Xiangqi Studio master", "option name MultiPV type spin default 1 min 1 max 5", "uciok"]
START = Game().start_fen


def scripted(script: ScriptedTransport):
    def opener() -> EngineSession:
        return EngineSession(script, "uci", 5.0)
    return opener


@pytest.fixture
def panel_and_engine(qtbot, tmp_path):
    script = ScriptedTransport("builtin")
    script.expect("uci", HELLO).expect("isready", ["readyok"])
    script.expect(f"position fen {START}")
    script.expect("go infinite", [
        "info string core compiling: compiling the fast core in the background; the pure core searches until then",
        "info depth 1 score cp 10 nodes 900 time 30 pv h2e2",            # no nps: its nodes over its time
    ])
    script.expect("stop", ["bestmove h2e2"])
    controller = AnalysisController(scripted(script), "Xiangqi Studio")
    panel = AnalysisPanel(controller, None, notation="iccs")
    qtbot.addWidget(panel)
    panel.show()
    controller.set_position(Game())
    yield panel, controller, script
    controller.close()


def test_the_panel_says_while_the_engine_prepares_its_fast_core(qtbot, panel_and_engine):
    panel, controller, script = panel_and_engine
    panel.start()
    qtbot.waitUntil(lambda: panel.core_note.isVisible() and bool(controller.lines), timeout=10000)
    assert controller.core == CoreReport(CoreState.COMPILING)
    assert "fast core" in panel.core_note.text() and "slower" in panel.core_note.text()
    assert "compiled in the background" in panel.core_note.toolTip()          # the whole story
    assert "30 kn/s" in panel.rows[0].text()                     # 900 nodes in 30 ms, as the engine said
    script.say("info string core compiled: searching with the compiled core",
               "info depth 9 score cp 20 nodes 2000000 nps 1500000 time 1333 pv h2e2 h9g7 h0g2")
    qtbot.waitUntil(lambda: not panel.core_note.isVisible(), timeout=10000)
    assert controller.core.state is CoreState.COMPILED
    qtbot.waitUntil(lambda: "1.5 Mn/s" in panel.rows[0].text(), timeout=10000)


def test_the_speed_shown_is_the_engines_newest_report(qtbot, panel_and_engine):
    """A report cut short as the engine stopped keeps the last whole line on show (newer_line), but
    the speed is the one the engine reported last, not the kept line's."""
    panel, controller, script = panel_and_engine
    panel.start()
    qtbot.waitUntil(lambda: bool(controller.lines), timeout=10000)
    script.say("info depth 9 score cp 20 nodes 2000000 nps 1500000 time 1333 pv h2e2 h9g7 h0g2",
               "info depth 9 score cp 20 nodes 3000000 time 1500 pv h2e2")
    qtbot.waitUntil(lambda: controller.speed == 2_000_000, timeout=10000)
    assert len(controller.lines[0].pv) == 3                      # the whole line is kept on show
    qtbot.waitUntil(lambda: "2.0 Mn/s" in panel.rows[0].text(), timeout=10000)
    assert "1.5 Mn/s" not in panel.rows[0].text()


def test_engine_speed_reads_the_engines_figures():
    assert engine_speed(Info(nps=450_000, nodes=1, time=1.0)) == 450_000
    assert engine_speed(Info(nodes=900, time=0.03)) == 30_000
    assert engine_speed(Info(depth=3)) is None and nps_text(None) == ""


def test_the_note_for_the_pure_core_says_why_in_chinese_too(qtbot, chinese):
    controller = AnalysisController()
    panel = AnalysisPanel(controller, None)
    qtbot.addWidget(panel)
    panel.show()
    panel.show_core(CoreReport(CoreState.PURE, CoreReason.NO_NUMBA))
    assert panel.core_note.isVisible() and "numba" in panel.core_note.text()
    assert any("\u4e00" <= ch <= "\u9fff" for ch in panel.core_note.text())
    panel.show_core(None)
    assert not panel.core_note.isVisible()


# ----- the Engines dialog -------------------------------------------------------------------------
def test_the_engines_dialog_says_which_core_the_builtin_engine_will_run(qtbot, tmp_path):
    registry = EngineRegistry(QSettings(str(tmp_path / "e.ini"), QSettings.Format.IniFormat))
    registry.add(EngineSpec("Other engine", "/usr/games/other", "uci"))
    report = CoreReport(CoreState.COMPILING, notes=((CoreNote.FALLBACK, "/tmp/xiangqi-studio-0/numba/abc"),))
    dialog = EnginesDialog(registry, EngineDetector(), None, CoreProbe(lambda: report))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.core_report is not None, timeout=10000)
    text = dialog.core_label.text()
    assert dialog.core_label.isVisible() and "compiled in the background" in text
    assert "/tmp/xiangqi-studio-0/numba/abc" in text
    dialog.list.setCurrentRow(1)                      # another engine: nothing about the core
    assert not dialog.core_label.isVisible()
    dialog.list.setCurrentRow(0)
    assert dialog.core_label.isVisible()


def test_the_engines_dialog_names_the_builtin_engine_in_the_ui_language(qtbot, tmp_path, chinese):
    registry = EngineRegistry(QSettings(str(tmp_path / "e.ini"), QSettings.Format.IniFormat))
    dialog = EnginesDialog(registry, EngineDetector(), None)
    qtbot.addWidget(dialog)
    assert dialog.list.item(0).text() == "象棋工作室（内置）" and "象棋工作室（内置）" in dialog.details.text()


def test_the_engines_dialog_probes_the_real_engine_setting(qtbot, tmp_path):
    """The tests run the pure core (XIANGQI_STUDIO_ENGINE=python): the dialog says so, and why."""
    registry = EngineRegistry(QSettings(str(tmp_path / "e.ini"), QSettings.Format.IniFormat))
    dialog = EnginesDialog(registry, EngineDetector(), None, CoreProbe())
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.core_report is not None, timeout=30000)
    assert dialog.core_report == CoreReport(CoreState.PURE, CoreReason.CHOSEN, "python")
    assert "XIANGQI_STUDIO_ENGINE=python" in dialog.core_label.text()


# ----- the study window ---------------------------------------------------------------------------
def board_height(window) -> int:
    """The height of the board as drawn on screen (not of the view around it)."""
    view = window.board_view
    return view.mapFromScene(view.board_scene.sceneRect()).boundingRect().height()


def name_fits_or_is_elided(combo: QComboBox) -> bool:
    """True if the chooser shows its whole text, or shows it cut with "…" and has it whole in its tooltip."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    room = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                        QStyle.SubControl.SC_ComboBoxEditField, combo)
    whole = combo.fontMetrics().horizontalAdvance(combo.currentText()) <= room.width() - 2
    shown = combo.shown_text() if hasattr(combo, "shown_text") else combo.currentText()
    return whole or (shown.endswith("…") and combo.currentText() in combo.toolTip())


@pytest.mark.parametrize("size", [(1024, 700), (1366, 768)])
def test_the_study_windows_analysis_panel_leaves_the_board_its_size(qtbot, tmp_path, size):
    """One game (no game list): showing the analysis panel beside the board used to squeeze the board
    to about 285 pixels and cut the engine's name ("Xiangqi Studic")."""
    pgn = tmp_path / "one.pgn"
    pgn.write_text('[Event "x"]\n[Result "*"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 *\n', encoding="utf-8")
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    parent = QWidget()
    qtbot.addWidget(parent)
    analysis = AnalysisFeature(parent, settings)
    window = open_study_window(None, str(pgn), settings, show=False)
    assert window is not None
    try:
        add_study_features(window, analysis, None, Ruleset.CXQ)
        window.resize(size[0] - 16, size[1] - 40)
        window.show()
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: not window.fit_pending, timeout=3000)
        dock = window.findChild(QDockWidget, "analysis")
        dock.toggleViewAction().trigger()
        qtbot.waitUntil(lambda: not dock.visibleRegion().isEmpty(), timeout=3000)
        panel = window.findChild(AnalysisPanel)
        panel.stop()
        # the board drawn at least 60% of the window's height, as with the game list and explorer open
        qtbot.waitUntil(lambda: board_height(window) >= 0.6 * window.height(), timeout=3000)
        assert panel.isVisible()
        assert name_fits_or_is_elided(panel.engine), (panel.engine.width(), panel.engine.currentText())
        assert panel.engine.currentText() in panel.engine.toolTip()
    finally:
        if shiboken6.isValid(window):
            window.controller.document.set_modified(False)
            window.close()
        analysis.close()


def test_a_long_engine_name_is_cut_with_an_ellipsis_and_whole_in_the_tooltip(qtbot, tmp_path):
    registry = EngineRegistry(QSettings(str(tmp_path / "e.ini"), QSettings.Format.IniFormat))
    long_name = "A very long engine name that cannot possibly fit beside the board 2024 edition"
    registry.add(EngineSpec(long_name, "/usr/games/long", "uci"))
    controller = AnalysisController()
    panel = AnalysisPanel(controller, registry)
    qtbot.addWidget(panel)
    panel.resize(260, 400)
    panel.show()
    panel.engine.setCurrentIndex(1)
    assert panel.engine.shown_text().endswith("…") and long_name in panel.engine.toolTip()
    assert panel.engine.shown_text()[:-1] == long_name[:len(panel.engine.shown_text()) - 1]
    controller.close()
