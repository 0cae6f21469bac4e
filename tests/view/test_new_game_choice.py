"""The new-game dialog: each side's player for computer against computer (a level each), and the whole
choice remembered for the next game (issue 27 points 9 and 10)."""

from PySide6.QtCore import QSettings

from app.controller.settings import Settings
from app.model.enums import Color
from app.model.seating import Opponent, PlayerSpec
from app.view.new_game_dialog import NewGameDialog


def _dialog(qtbot, settings, engines=None):
    dialog = NewGameDialog(settings, engines=engines or [])
    qtbot.addWidget(dialog)
    return dialog


def test_each_computer_has_its_level(qtbot, tmp_path):
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = _dialog(qtbot, settings)
    dialog.opponent.setCurrentIndex(dialog.opponent.findData(Opponent.COMPUTERS))
    dialog.level.setCurrentIndex(dialog.level.findData("master"))
    dialog.black_level.setCurrentIndex(dialog.black_level.findData("casual"))
    choice = dialog.choice()
    assert choice.player(Color.RED) == PlayerSpec.builtin("master")
    assert choice.player(Color.BLACK) == PlayerSpec.builtin("casual")
    assert not dialog.black_level.isHidden()
    dialog.opponent.setCurrentIndex(dialog.opponent.findData(Opponent.COMPUTER_BLACK))
    assert dialog.black_level.isHidden()                        # one computer: one level


def test_the_whole_choice_is_remembered(qtbot, tmp_path):
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    first = _dialog(qtbot, settings, ["Engine X"])
    first.opponent.setCurrentIndex(first.opponent.findData(Opponent.COMPUTER_RED))
    first.engine.setCurrentIndex(first.engine.findData("Engine X"))
    first.odds.setChecked(True)
    first.black_time.set_text("10+5")
    first.accept()
    again = _dialog(qtbot, settings, ["Engine X"])
    assert again.opponent.currentData() == Opponent.COMPUTER_RED
    assert again.engine.currentData() == "Engine X"
    assert again.odds.isChecked() and again.black_time.text() == "10+5"
    assert again.choice().red == PlayerSpec.external("Engine X", again.level.currentData())


def test_a_damaged_memory_is_ignored(qtbot, tmp_path):
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    store.setValue("new_game", "[not, json")
    dialog = _dialog(qtbot, Settings(store))
    assert dialog.opponent.currentData() == Opponent.HUMANS


def test_without_odds_blacks_greyed_time_is_reds_and_the_custom_field_has_room(qtbot, tmp_path):
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    settings.time_control = "5+3"
    dialog = _dialog(qtbot, settings)
    dialog.red_time.set_text("5s/move")
    assert not dialog.black_time.isEnabled() and dialog.black_time.text() == "5s/move"
    assert dialog.black_time.box.currentText() == dialog.red_time.box.currentText()
    dialog.red_time.set_text("7+2")                                    # a custom control
    assert dialog.black_time.text() == "7+2"
    custom = dialog.red_time.custom
    assert custom.minimumWidth() >= custom.fontMetrics().horizontalAdvance("40/90+30")
