"""File dialogs start where the user last opened or saved a file of that kind, remember it across a
restart, and show their columns whole. Driven through the program's own menus:
the dialog that opens (Qt's own, offscreen) is looked at while it is open and answered as a person
would, by typing a file name."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QTreeView

from app.formats import write_pgn
from app.model.tree import GameTree

LONG_NAME = "2023 全国象棋甲级联赛 第十轮 王天一.pgn"     # a name of the length games files have


def games_file(path) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    tree = GameTree(headers={"Event": "test", "Result": "*"})
    tree.add_line(tree.root, ["h2e2", "h9g7"])
    write_pgn([tree], path)
    return str(path)


def answer_file_dialog(qtbot, trigger, path: str = "", look=None) -> dict:
    """Run `trigger`; when a file dialog opens, note its folder (and what `look(dialog)` returns), then
    type `path` and accept ('' : cancel). Returns what was noted."""
    noted: dict = {}

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog) or not dialog.isVisible():
            QTimer.singleShot(20, poll)
            return
        noted["folder"] = dialog.directory().absolutePath()
        if look is not None:
            noted["look"] = look(dialog)
        if path:
            dialog.findChild(QLineEdit, "fileNameEdit").setText(path)
            dialog.accept()
        else:
            dialog.reject()

    QTimer.singleShot(0, poll)
    trigger()
    qtbot.waitUntil(lambda: "folder" in noted, timeout=10000)
    return noted


def test_the_open_dialog_starts_where_games_were_last_opened_even_after_a_restart(qtbot, studio, tmp_path):
    first = games_file(tmp_path / "club" / "first.pgn")
    open_action = studio.window.actions_by_name["open"]
    noted = answer_file_dialog(qtbot, open_action.trigger, first)
    assert noted["folder"] != str(tmp_path / "club")
    qtbot.waitUntil(lambda: studio.recent.paths()[:1] == [first], timeout=10000)
    noted = answer_file_dialog(qtbot, open_action.trigger)
    assert noted["folder"] == str(tmp_path / "club")
    # another kind of file keeps its own folder; it starts beside the games until one is chosen
    puzzles = studio.window.actions_by_name["puzzles"]
    puzzles.trigger()
    window = studio.puzzle_window
    assert answer_file_dialog(qtbot, window.open_button.click)["folder"] == str(tmp_path / "club")
    collection = games_file(tmp_path / "puzzles" / "mates.pgn")
    answer_file_dialog(qtbot, window.open_button.click, collection)
    assert answer_file_dialog(qtbot, window.open_button.click)["folder"] == str(tmp_path / "puzzles")
    assert answer_file_dialog(qtbot, open_action.trigger)["folder"] == str(tmp_path / "club")
    # the folders are settings: a program started later (new Settings on the same store) starts there
    from app.controller.settings import Settings
    again = Settings(QSettings(studio.settings.store.fileName(), QSettings.Format.IniFormat))
    assert again.get("games_folder") == str(tmp_path / "club")
    assert again.get("puzzles_folder") == str(tmp_path / "puzzles")


def test_saving_a_game_suggests_the_folder_games_were_last_saved_in(qtbot, studio, tmp_path):
    from app.model import Move
    from app.view.dialogs import Dialogs
    studio.controller.play(Move.from_iccs("h2e2"))
    answering, studio.window.dialogs = studio.window.dialogs, Dialogs(studio.window)   # the real question
    try:
        target = tmp_path / "saved" / "mine.pgn"
        target.parent.mkdir()
        answer_file_dialog(qtbot, lambda: studio.play.save(ask=True), str(target))
        assert target.exists()
        noted = answer_file_dialog(qtbot, lambda: studio.play.save(ask=True))
        assert noted["folder"] == str(tmp_path / "saved")
    finally:
        studio.window.dialogs = answering


def test_a_folder_that_is_gone_gives_its_nearest_parent(qtbot, studio, tmp_path):
    (tmp_path / "kept").mkdir()
    studio.settings.set("games_folder", str(tmp_path / "kept" / "gone" / "deeper"))
    noted = answer_file_dialog(qtbot, studio.window.actions_by_name["open"].trigger)
    assert noted["folder"] == str(tmp_path / "kept")


def columns(qtbot, dialog: QFileDialog, folder) -> dict:
    """Each column's width in the dialog's file list, with the widths its cells and its title need, once
    `folder` is listed."""
    dialog.setDirectory(str(folder))
    files = dialog.findChild(QTreeView, "treeView")
    qtbot.waitUntil(lambda: files.model().rowCount(files.rootIndex()) > 0, timeout=10000)   # listed on a thread
    QApplication.processEvents()                # the view lays out the rows it was given
    header = files.header()
    return {header.model().headerData(c, header.orientation()): (header.sectionSize(c), files.sizeHintForColumn(c),
                                                               header.sectionSizeHint(c))
            for c in range(header.count()) if not header.isSectionHidden(c)}


def test_the_file_dialog_shows_its_columns_whole(qtbot, studio, tmp_path):
    games_file(tmp_path / "club" / LONG_NAME)
    noted = answer_file_dialog(qtbot, studio.window.actions_by_name["open"].trigger,
                               look=lambda dialog: columns(qtbot, dialog, tmp_path / "club"))
    widths = noted["look"]
    assert len(widths) == 4, widths              # name, size, type, date
    for name, (width, cells, title) in widths.items():
        assert width >= cells and width >= title, (name, widths)
