"""A study window with a file of many games and a library with games gives the board the room first:
its side panels are tabbed together, the board keeps at least 60% of the window's height at a
readable size, and the panel and splitter sizes are remembered between windows."""

import base64
import json
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDockWidget, QWidget

from app.controller.settings import Settings
from app.library import Library
from app.model import Ruleset
from app.shell.analysis_feature import AnalysisFeature
from app.shell.library_feature import LibraryFeature
from app.shell.study_windows import add_study_features, open_study_window

DATA = Path(__file__).parent.parent / "data"
MANY = DATA / "games" / "elephantchess" / "davide2022.pgn"      # 26 games


@pytest.fixture(scope="module")
def library_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("lib") / "games.sqlite"
    with Library(path) as lib:
        lib.import_paths([DATA / "ccpd-games"], workers=0)
    return path


@pytest.fixture
def room(qtbot, tmp_path: Path, library_file: Path):
    """Opens study windows the way the program does (file, then the explorer and analysis), sharing one
    settings store; closes what is left open at the end."""
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    parent = QWidget()
    qtbot.addWidget(parent)
    library = LibraryFeature(parent, settings, path=library_file)
    analysis = AnalysisFeature(parent, settings)
    opened = []

    def open_window(size: tuple[int, int] = (1180, 680)):
        window = open_study_window(None, MANY, settings, show=False)
        assert window is not None
        add_study_features(window, analysis, library, Ruleset.CXQ)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: not window.fit_pending, timeout=3000)
        opened.append(window)
        return window

    open_window.settings = settings
    open_window.store = store
    yield open_window
    for window in (w for w in opened if shiboken6.isValid(w)):     # a closed one is deleted
        window.controller.document.set_modified(False)
        window.close()
    library.close()


def board_height(window) -> int:
    """The height of the board as drawn on screen (not of the view around it)."""
    view = window.board_view
    return view.mapFromScene(view.board_scene.sceneRect()).boundingRect().height()


def docks(window) -> dict[str, QDockWidget]:
    return {dock.objectName(): dock for dock in window.findChildren(QDockWidget)}


@pytest.mark.parametrize(("size", "least"), [((1180, 680), 450), ((1024, 700), 420)])
def test_the_board_keeps_most_of_the_height_with_the_list_and_explorer_open(room, size, least):
    window = room(size)
    shown = docks(window)
    assert window.games_dock.isVisible() and not shown["opening-explorer"].isHidden()
    height = board_height(window)
    assert height >= 0.6 * window.height() and height >= least, (height, window.size())


def test_in_chinese_too(room, chinese):
    window = room((1180, 680))
    assert board_height(window) >= max(450, 0.6 * window.height())


def test_the_side_panels_are_tabbed_together_with_the_game_list_in_front(room, qtbot):
    window = room()
    shown = docks(window)
    explorer, analysis = shown["opening-explorer"], shown["analysis"]
    assert window.tabifiedDockWidgets(window.games_dock) == [explorer]
    assert not window.games_dock.visibleRegion().isEmpty()   # the list is the tab in front
    assert explorer.visibleRegion().isEmpty()
    assert analysis.isHidden()                               # shown when asked for: then in front, as a tab
    analysis.toggleViewAction().trigger()
    qtbot.waitUntil(lambda: not analysis.visibleRegion().isEmpty(), timeout=3000)
    assert set(window.tabifiedDockWidgets(window.games_dock)) == {explorer, analysis}
    assert window.games_dock.visibleRegion().isEmpty()
    assert board_height(window) >= max(450, 0.6 * window.height())


def test_the_sizes_are_remembered_for_the_next_window(room, qtbot):
    first = room()
    first.resizeDocks([first.games_dock], [280], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: first.games_dock.width() < 300, timeout=3000)
    first.board_splitter.setSizes([420, 400])
    first.side_splitter.setSizes([300, 260])
    wanted = (first.games_dock.width(), first.board_splitter.sizes(), first.side_splitter.sizes())
    assert first.close()
    assert room.settings.study_layout
    second = room()
    assert (second.games_dock.width(), second.board_splitter.sizes(), second.side_splitter.sizes()) == wanted
    assert second.tabifiedDockWidgets(second.games_dock)


@pytest.mark.parametrize("stored", [
    "{not json",
    json.dumps({"docks": "%%%", "board": 7}),
    json.dumps({name: base64.b64encode(b"\x00junk state").decode() for name in ("docks", "board", "side")}),
])
def test_a_damaged_remembered_layout_falls_back_to_the_defaults(room, stored):
    room.store.setValue("study_layout", stored)
    assert room.settings.study_layout in ("", stored)
    window = room()
    assert window.tabifiedDockWidgets(window.games_dock)
    assert board_height(window) >= max(450, 0.6 * window.height())
    assert window.side_splitter.sizes()[1] > 0                    # the comment box is there


def test_the_setting_refuses_what_is_no_layout(tmp_path: Path):
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert settings.study_layout == ""
    with pytest.raises(ValueError):
        settings.set("study_layout", "[1, 2]")
    settings.study_layout = json.dumps({"docks": base64.b64encode(b"state").decode()})
    assert json.loads(settings.study_layout) == {"docks": "c3RhdGU="}
