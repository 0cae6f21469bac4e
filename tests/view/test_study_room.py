"""The study window gives the board the room first: the opening explorer starts hidden while the
library has no games, and the game list keeps a readable width beside it."""

from pathlib import Path

from PySide6.QtWidgets import QDockWidget

from app.view.study_window import StudyWindow

MANY = Path(__file__).parent.parent / "data" / "games" / "elephantchess" / "davide2022.pgn"


def test_an_empty_library_leaves_the_board_its_room(qtbot, studio):
    assert studio.library.controller.count() == 0
    studio.window.open_path_requested.emit(str(MANY))
    qtbot.waitUntil(lambda: bool(studio.window.findChildren(StudyWindow)), timeout=5000)
    window = studio.window.findChildren(StudyWindow)[0]
    qtbot.waitUntil(lambda: len(window.controller.games) > 1, timeout=10000)
    window.resize(1180, 680)
    window.show()
    qtbot.waitExposed(window)
    explorer = window.findChild(QDockWidget, "opening-explorer")
    assert explorer is not None and explorer.isHidden()
    assert window.games_dock.isVisible() and window.games_dock.width() >= 150
    assert window.board_view.height() >= 0.6 * window.height()
    window.controller.document.set_modified(False)
    window.close()
