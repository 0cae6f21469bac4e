"""Where file dialogs start: the folder of the last file of each kind, kept in the
settings; a folder that is gone gives its nearest parent; a kind never chosen starts beside the games."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from app.controller.file_folders import KINDS, FileFolders, setting_of
from app.controller.settings import Settings


@pytest.fixture
def settings(tmp_path):
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def test_each_kind_starts_where_a_file_of_it_was_last_chosen(settings, tmp_path):
    folders = FileFolders(settings, home=str(tmp_path))
    assert all(folders.folder(kind) == str(tmp_path) for kind in KINDS)     # nothing chosen yet: home
    (tmp_path / "games").mkdir()
    (tmp_path / "png").mkdir()
    folders.remember("games", str(tmp_path / "games" / "a.pgn"))
    folders.remember("diagrams", str(tmp_path / "png"))                     # a folder chosen as such
    assert folders.folder("games") == str(tmp_path / "games")
    assert folders.folder("diagrams") == str(tmp_path / "png")
    assert folders.folder("puzzles") == str(tmp_path / "games")             # beside the games until chosen
    assert FileFolders(settings, home="/").folder("games") == str(tmp_path / "games")   # kept in the settings


def test_a_folder_that_is_gone_gives_its_nearest_parent_then_the_games_then_home(settings, tmp_path):
    folders = FileFolders(settings, home=str(tmp_path))
    (tmp_path / "games").mkdir()
    settings.set("games_folder", str(tmp_path / "games"))
    settings.set("engines_folder", str(tmp_path / "engines" / "gone"))
    assert folders.folder("engines") == str(tmp_path)                       # its nearest parent there is
    settings.set("engines_folder", "/no-such-top-folder/engines")
    assert folders.folder("engines") == str(tmp_path / "games")             # nothing of it left: the games'
    settings.set("games_folder", "/no-such-top-folder/games")
    assert folders.folder("engines") == str(tmp_path)                       # then home


def test_an_unknown_kind_is_refused_and_a_path_the_settings_cannot_keep_is_ignored(settings, tmp_path):
    folders = FileFolders(settings, home=str(tmp_path))
    with pytest.raises(ValueError, match="unknown kind of file"):
        folders.folder("spreadsheets")
    assert [setting_of(kind) for kind in KINDS] == [f"{kind}_folder" for kind in KINDS]
    folders.remember("games", "")
    folders.remember("games", "/" + "x" * 5000 + "/a.pgn")
    assert settings.games_folder == ""
