"""Endgame tables in the program: the folder the settings choose, Settings ▸ Tablebases (the tables
listed, missing ones made in a process of their own with progress and Cancel, no partial file), and
the endgame panel (every move valued, best first, shown only in a table's position, a click plays)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtWidgets import QMainWindow

import app.tablebase as tablebase
from app.controller.settings import Settings
from app.controller.tablebase_jobs import TableGeneration, folder_tables
from app.model import Board, Move
from app.shell.tablebase_feature import ONE_ATTACKER, EndgameDock, TablebaseFeature
from app.tablebase import Tablebase, Wdl
from app.tablebase.folders import ENV
from app.tablebase.material import parse_name
from app.tablebase.storage import TableFile, table_path
from app.view import tablebase_texts

KRKA_WIN = "4k4/4a4/9/9/9/9/9/9/9/3K1R3 w - - 0 1"      # Red mates in 3 plies
OPENING = Board().fen()


@pytest.fixture(autouse=True)
def program_folder():
    """Every test leaves the tables' folder as it found it (the feature sets it for the process)."""
    before = os.environ.get(ENV)
    yield
    if before is None:
        os.environ.pop(ENV, None)
    else:
        os.environ[ENV] = before
    tablebase.set_folder(None)


@pytest.fixture
def settings(tmp_path):
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    return Settings(store)


@pytest.fixture
def window(qtbot):
    w = QMainWindow()
    qtbot.addWidget(w)
    return w


class Position(QObject):
    """A board and its change signal, as a window's controller has them."""

    changed = Signal()

    def __init__(self, fen: str) -> None:
        super().__init__()
        self.board = Board(fen)
        self.played: list[Move] = []

    def set(self, fen: str) -> None:
        self.board = Board(fen)
        self.changed.emit()

    def play(self, move: Move) -> None:
        self.played.append(move)


def test_the_settings_folder_is_the_one_probed_and_given_to_engines(qtbot, window, settings, tables):
    feature = TablebaseFeature(window, settings)
    assert ENV not in os.environ
    settings.tablebases_folder = str(tables)
    assert tablebase.chosen_folder() == Path(tables) and os.environ[ENV] == str(tables)
    assert tablebase.probe(Board(KRKA_WIN)).wdl is Wdl.WIN
    assert feature.tables.folder == Path(tables) and not feature.tables.compiled
    feature.choose_folder("")
    assert settings.tablebases_folder == "" and ENV not in os.environ


def test_a_folder_named_in_the_environment_at_start_is_the_default(qtbot, window, settings, tables, tmp_path,
                                                                   monkeypatch):
    """$XIANGQI_STUDIO_TABLEBASES set when the program starts names the folder used while the settings
    name none (a fresh install): it is probed, listed, and handed to engines, and 'the program's folder'
    goes back to it after another folder was chosen."""
    monkeypatch.setenv(ENV, str(tables))
    feature = TablebaseFeature(window, settings)
    assert settings.tablebases_folder == ""
    assert os.environ[ENV] == str(tables) and feature.folder() == str(tables)
    assert feature.tables.probe(Board(KRKA_WIN)).wdl is Wdl.WIN
    dialog = feature.show_dialog()
    assert dialog.list.rowCount() == len(list(Path(tables).glob("*.xqtb")))
    other = tmp_path / "other"
    other.mkdir()
    feature.choose_folder(str(other))
    assert os.environ[ENV] == str(other) and feature.tables.probe(Board(KRKA_WIN)) is None
    feature.choose_folder("")
    assert os.environ[ENV] == str(tables) and feature.tables.probe(Board(KRKA_WIN)).wdl is Wdl.WIN


def test_the_dialog_lists_the_tables_and_offers_what_is_missing(qtbot, window, settings, tables, tmp_path):
    folder = tmp_path / "tables"
    shutil.copytree(tables, folder)
    broken = table_path(folder, parse_name("KHKA"))
    broken.write_bytes(broken.read_bytes()[:-10])
    settings.tablebases_folder = str(folder)
    feature = TablebaseFeature(window, settings)
    dialog = feature.show_dialog()
    names = sorted(p.stem for p in folder.glob("*.xqtb"))
    assert dialog.list.rowCount() == len(names)
    shown = {dialog.list.item(i, 0).text(): i for i in range(dialog.list.rowCount())}
    assert sorted(shown) == names
    krka = shown["KRKA"]
    assert dialog.list.item(krka, 1).text() == tablebase_texts.size_words(table_path(folder, parse_name("KRKA"))
                                                                          .stat().st_size)
    assert dialog.list.item(krka, 3).text() == tablebase_texts.table_state("")
    assert dialog.list.item(shown["KHKA"], 3).text() == tablebase_texts.table_state("truncated")
    assert dialog.folder.text() == str(folder) and dialog.default.isEnabled()
    keys = [dialog.choices.itemData(i) for i in range(dialog.choices.count())]
    assert keys[0] == ONE_ATTACKER and "KRPKR" in keys
    assert dialog.summary.text() == tablebase_texts.tables_summary(
        len(names) - 1, sum(e.size for e in folder_tables(folder) if not e.problem))


def test_generating_makes_the_tables_in_a_process_and_the_panel_sees_them(qtbot, window, settings, tmp_path):
    folder = tmp_path / "made"
    settings.tablebases_folder = str(folder)
    feature = TablebaseFeature(window, settings)
    dialog = feature.show_dialog()
    position = Position("3k5/9/9/9/9/9/9/9/9/4KA3 w - - 0 1")          # KAK: a draw once made
    dock = feature.attach(window, lambda: position.board, position.changed, position.play, lambda: ("iccs", False))
    assert dock.isHidden()
    seen: list[tuple[int, int, str]] = []
    feature.generation.progress.connect(lambda *a: seen.append(a))
    with qtbot.waitSignal(feature.generation.finished, timeout=300_000) as ended:
        feature.generate("KAK")                     # KAK and the two kings' table it leads to
        assert feature.generation.running and not dialog.generate.isEnabled() and dialog.cancel.isEnabled()
    assert ended.args == ["done", ""]
    assert seen[0] == (0, 2, "") and seen[-1][0] == 2
    assert sorted(p.name for p in folder.iterdir()) == ["KAK.xqtb", "KK.xqtb"]
    assert TableFile(folder / "KAK.xqtb").info.name == "KAK"
    assert dialog.list.rowCount() == 2 and dialog.generate.isEnabled()
    assert dialog.status.text() == tablebase_texts.finished_words("done", "")
    assert not dock.isHidden()                                          # the new table is probed at once


def test_the_progress_counts_only_the_tables_still_to_make(qtbot, tables, tmp_path):
    """A table the folder already has is not counted: making KRKA where KRK, KRKA's other needs and the
    two kings' table are there says 1 of 1, not the whole plan with the bar already most of the way."""
    folder = tmp_path / "some"
    shutil.copytree(tables, folder)
    table_path(folder, parse_name("KRKA")).unlink()
    generation = TableGeneration()
    seen: list[tuple[int, int, str]] = []
    generation.progress.connect(lambda *a: seen.append(a))
    with qtbot.waitSignal(generation.finished, timeout=300_000) as ended:
        generation.start(["KRKA"], folder)
    assert ended.args == ["done", ""]
    assert seen[0] == (0, 1, "")
    assert all(total == 1 for _done, total, _name in seen) and seen[-1][0] == 1
    assert table_path(folder, parse_name("KRKA")).exists()


def test_cancel_stops_the_generation_and_leaves_no_partial_file(qtbot, window, settings, tmp_path):
    folder = tmp_path / "cancelled"
    generation = TableGeneration()
    started = []
    generation.progress.connect(lambda done, total, name: started.append(name) if name else None)
    with qtbot.waitSignal(generation.finished, timeout=300_000) as ended:
        generation.start(["KRKAAEE"], folder)
        qtbot.waitUntil(lambda: bool(started), timeout=300_000)      # a table under way
        generation.cancel()
    assert ended.args == ["cancelled", ""] and not generation.running
    for path in folder.iterdir():                                       # the finished ones whole, nothing else
        assert path.suffix == ".xqtb", path
        assert TableFile(path).info.name == path.stem
    assert not (folder / "KRKAAEE.xqtb").exists()


def test_a_failed_generation_says_why(qtbot, settings, tmp_path):
    generation = TableGeneration(program=["/no/such/python"])
    with qtbot.waitSignal(generation.finished, timeout=30_000) as ended:
        generation.start(["KAK"], tmp_path / "x")
    assert ended.args[0] == "failed" and ended.args[1]


def test_the_panel_lists_every_move_best_first_and_a_click_plays_it(qtbot, window, settings, tables):
    settings.tablebases_folder = str(tables)
    feature = TablebaseFeature(window, settings)
    position = Position(OPENING)
    dock = feature.attach(window, lambda: position.board, position.changed, position.play, lambda: ("iccs", False))
    window.show()
    assert dock.isHidden()                                              # the opening is in no table
    position.set(KRKA_WIN)
    assert not dock.isHidden()
    panel = dock.widget()
    board = Board(KRKA_WIN)
    values = Tablebase(tables, compiled=False).probe_moves(board)
    rows = panel.rows()
    assert [r.move for r in rows] == [mv.move for mv in values] and len(rows) == len(board.legal_moves())
    assert rows[0].best and rows[0].wdl == 1 and rows[0].dtm == 3
    assert [r.best for r in rows] == [mv.value == values[0].value for mv in values]
    assert panel.value.text() == tablebase_texts.position_words(True, 1, 3)
    first = panel.moves.topLevelItem(0)
    assert first.text(1) == rows[0].move.iccs and first.text(2) == tablebase_texts.value_words(1, 3)
    assert first.text(0) == "★" and panel.moves.topLevelItem(len(rows) - 1).text(0) == ""
    assert panel.note.text() == tablebase_texts.rules_note()
    window.resize(900, 700)
    qtbot.waitUntil(lambda: panel.moves.viewport().rect().contains(
        panel.moves.visualItemRect(panel.moves.topLevelItem(2))))
    rect = panel.moves.visualItemRect(panel.moves.topLevelItem(2))
    qtbot.mouseClick(panel.moves.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert position.played == [rows[2].move]
    position.set(OPENING)
    assert dock.isHidden() and panel.rows() == []


def test_a_panel_the_user_closed_stays_closed_until_shown_again(qtbot, window, settings, tables):
    settings.tablebases_folder = str(tables)
    feature = TablebaseFeature(window, settings)
    position = Position(KRKA_WIN)
    dock = feature.attach(window, lambda: position.board, position.changed, position.play, lambda: ("iccs", False))
    window.show()
    assert dock.isVisible()
    dock.close()
    position.set("4k4/4a4/9/9/9/9/9/9/9/3K2R2 w - - 0 1")
    assert dock.isHidden()
    dock.toggleViewAction().trigger()
    assert dock.isVisible()
    position.set(KRKA_WIN)
    assert dock.isVisible()


def test_the_program_has_settings_tablebases_and_an_endgame_panel_in_each_window(studio, qtbot, tables,
                                                                                 monkeypatch):
    from app.shell.study_windows import study_position
    from app.view import study_window
    monkeypatch.setattr(study_window, "ask_unsaved_changes", lambda parent, name: "discard")
    from app.view.tablebase_dialog import TablebaseDialog
    studio.settings.tablebases_folder = str(tables)
    w = studio.window
    w.actions_by_name["tablebases"].trigger()
    dialog = w.findChild(TablebaseDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.list.rowCount() == len(list(Path(tables).glob("*.xqtb")))
    dialog.close()
    dock = w.findChild(EndgameDock, "endgame-tablebase")
    assert dock is not None and dock.isHidden()                    # the opening: no table
    study = studio.study(study_position(w, KRKA_WIN, studio.settings))
    assert study is not None
    qtbot.addWidget(study)
    panel = study.findChild(EndgameDock, "endgame-tablebase")
    assert panel is not None and panel.in_table and panel.widget().rows()[0].wdl == 1
    first = panel.widget().rows()[0].move
    panel.widget().move_chosen.emit(first)
    after = Board(KRKA_WIN)
    after.push(first)
    assert study.controller.board().fen() == after.fen()           # the panel's move is played in the study


def test_a_study_opened_from_the_position_editor_has_the_endgame_panel(studio, qtbot, tables, monkeypatch):
    """'Study from here' in File ▸ Position editor gives the study window the program's panels, as every
    other way of opening one does: a position set up in a table shows its moves valued."""
    from app.shell import study_windows
    from app.view import study_window
    from app.view.analysis_panel import AnalysisPanel
    from app.view.study_window import StudyWindow
    monkeypatch.setattr(study_window, "ask_unsaved_changes", lambda parent, name: "discard")
    monkeypatch.setattr(study_windows, "edit_position_choice", lambda *a: (KRKA_WIN, "study"))
    studio.settings.tablebases_folder = str(tables)
    w = studio.window
    before = set(w.findChildren(StudyWindow))
    w.editor_requested.emit()
    opened = [x for x in w.findChildren(StudyWindow) if x not in before]
    assert len(opened) == 1
    study = opened[0]
    qtbot.addWidget(study)
    assert study.controller.board().fen() == KRKA_WIN
    panel = study.findChild(EndgameDock, "endgame-tablebase")
    assert panel is not None and panel.in_table and panel.widget().rows()[0].wdl == 1
    assert study.findChild(AnalysisPanel) is not None


def test_the_analysis_panel_says_the_tables_value_and_line(studio, qtbot, tables):
    from app.view.analysis_panel import AnalysisPanel, line_texts
    studio.settings.tablebases_folder = str(tables)
    analysis = studio.window.findChild(AnalysisPanel)
    assert analysis is not None and analysis.table_note.isHidden()
    studio.controller.new_game(studio.settings.ruleset, KRKA_WIN)
    board = Board(KRKA_WIN)
    line = Tablebase(tables, compiled=False).best_line(board)
    assert len(line) == 3                                               # to the mate
    after = board.copy()
    for move in line:
        after.push(move)
    assert not after.legal_moves()                                     # mated or stalemated: lost
    words = tablebase_texts.analysis_words(1, 3)
    assert analysis.table_note.text() == f"{words}\n" + " ".join(
        line_texts(board, line, analysis.notation, analysis.traditional))
    assert not analysis.table_note.isHidden()
    studio.controller.new_game(studio.settings.ruleset, OPENING)
    assert analysis.table_note.isHidden()
