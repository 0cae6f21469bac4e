"""The library wired into the program: games open in study windows at the matched ply, explorer
docks follow a study window's position and play clicked moves, "search this position" lists games."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDockWidget, QWidget

from app.controller.settings import Settings
from app.shell.library_feature import LibraryFeature
from app.model import Board, Move
from app.model.tree import GameTree


@pytest.fixture
def feature(qtbot, imported: Path, tmp_path: Path):
    shutil.copy(imported, tmp_path / "lib.sqlite")
    parent = QWidget()
    qtbot.addWidget(parent)
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    studied: list = []
    f = LibraryFeature(parent, settings, study=studied.append, path=tmp_path / "lib.sqlite")
    f.studied = studied
    yield f
    f.close()


def test_a_library_game_opens_in_a_study_window_at_the_matched_ply(qtbot, feature: LibraryFeature) -> None:
    summary = feature.controller.search({})[4]
    board = Board()
    board.push(Move.from_iccs("h2e2"))
    feature.search_position(board)
    window = feature.window
    row = next(r for r in range(window.model.rowCount()) if window.model.summary(r).id == summary.id)
    window.open_row(row)
    study = feature.studied[-1]
    qtbot.addWidget(study)
    nodes = study.controller.tree.mainline_nodes()
    assert study.controller.node is nodes[0]
    assert study.controller.board().fen().split()[:2] == board.fen().split()[:2]
    assert study.controller.tree.headers.get("Red") == summary.red


def test_the_explorer_dock_follows_a_study_window_and_plays_clicked_moves(qtbot, feature) -> None:
    study = feature.open_game(GameTree(None, {"Result": "*"}))
    qtbot.addWidget(study)
    panel = feature.attach_study_window(study)
    assert isinstance(panel.parent(), QDockWidget)
    qtbot.waitUntil(lambda: not panel.pending and bool(panel.entries))
    assert panel.row_texts()[0] == "炮二平五"
    panel.choose_row(0)
    assert study.controller.node.move == Move.from_iccs("h2e2")
    qtbot.waitUntil(lambda: not panel.pending and panel.board.fen() == study.controller.board().fen())
    assert panel.entries == feature.controller.explore(study.controller.board())
    feature.settings.set("notation", "iccs")
    assert panel.row_texts() == [e.move.iccs for e in panel.entries]
    panel.search_button.click()
    assert feature.window.model.position_mode
    assert feature.window.model.rowCount() == len({g for g, _ in
                                                   feature.controller.library.games_with_position(
                                                       study.controller.board())})
    study.controller.document.set_modified(False)      # close without asking
