"""The shell's Application: features it is built with, settings applied by their handlers, the
new-game choice seating each side, and the subcommand table of `python -m app`."""

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QDockWidget

from app.controller.autosave import Autosave
from app.controller.recent_files import RecentFiles
from app.controller.settings import Settings
from app.model.enums import Color, Notation
from app.model.seating import NewGameChoice, Opponent, PlayerSpec
from app.shell.main import SUBCOMMANDS, USAGE, Application, Features, main
from tests.view.conftest import AnsweringDialogs, close_application


@pytest.fixture
def bare(qtbot, tmp_path):
    """An Application without the engines and library features."""
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    recent = RecentFiles(QSettings(str(tmp_path / "recent.ini"), QSettings.Format.IniFormat))
    application = Application(QApplication.instance(), Settings(store), Autosave(tmp_path / "data"), recent,
                              features=Features(engines=False, library=False))
    application.window.dialogs = AnsweringDialogs()
    qtbot.addWidget(application.window)
    yield application
    close_application(application)


def test_an_application_without_features_has_none_and_still_plays(bare):
    assert bare.analysis is None and bare.library is None
    assert bare.window.findChild(QDockWidget, "analysis") is None
    assert bare.engines_for_dialog() == []
    bare.settings.notation = Notation.ICCS                 # handlers that reach features skip absent ones
    assert bare.window.notation == Notation.ICCS
    bare.window.dialogs.new_game_choice = {"opponent": Opponent.COMPUTER_RED,
                                           "computer": PlayerSpec.external("No such engine", "casual")}
    bare.play.new_game()                                     # an engine without the engines feature: built-in
    assert bare.seats.sides == {"red"} and bare.seats.level == "casual" and bare.window.scene.flipped
    bare.seats.close()


def test_each_setting_is_applied_by_its_own_handler(studio):
    settings = studio.settings
    settings.flipped = True
    assert studio.window.scene.flipped
    settings.ai_time = 7.5
    settings.min_move_time = 0.25
    settings.ai_resigns = False
    settings.sounds = True
    assert (studio.seats.time_limit, studio.seats.min_move_time, studio.seats.resign_moves) == (7.5, 0.25, 0)
    assert studio.sound.enabled
    settings.touch_move = True
    assert studio.controller.touch_move


def test_the_players_chosen_are_seated_and_named_when_saved(studio, tmp_path):
    choice = NewGameChoice.seated(Opponent.COMPUTERS, PlayerSpec.builtin("beginner"))
    studio.settings.min_move_time = 0.0
    studio.play.seat(choice)
    assert studio.play.players == choice and studio.seats.sides == {"red", "black"}
    assert studio.play.player_label(Color.RED) == "Computer (beginner)"
    studio.play.stop_computers()
    assert studio.seats.sides == set() and studio.play.players.opponent is Opponent.HUMANS
    assert studio.play.player_label(Color.BLACK) == "Black"


def test_subcommands_are_a_table(capsys):
    assert {"engine", "diagram", "--help"} <= set(SUBCOMMANDS)
    assert main(["--help"]) == 0 and capsys.readouterr().out.strip() == USAGE
