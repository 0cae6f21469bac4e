"""The new-game dialog: each side's player for computer against computer (a level each), and the whole
choice remembered for the next game."""

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


def test_names_go_into_the_game_its_autosave_and_beside_the_clocks(qtbot, studio):
    from app.model import Move
    from app.model.time_control import TimeControl
    from app.model.seating import NewGameChoice

    studio.settings.player_name = "Li Lai"
    dialog = _dialog(qtbot, studio.settings)
    dialog.opponent.setCurrentIndex(dialog.opponent.findData(Opponent.COMPUTER_BLACK))
    assert dialog.red_name.text() == "Li Lai" and dialog.black_name.isHidden()
    dialog.opponent.setCurrentIndex(dialog.opponent.findData(Opponent.HUMANS))
    dialog.black_name.setText("<b>Wang</b>")
    choice = dialog.choice()
    assert choice.names == ("Li Lai", "<b>Wang</b>")
    studio.play.start_game(NewGameChoice(**{**choice.__dict__, "red_tc": TimeControl.parse("5+3")}))
    studio.controller.play(Move.from_iccs("h2e2"))
    assert studio.play.player_label(Color.RED) == "Li Lai" and studio.played.headers["Black"] == "<b>Wang</b>"
    faces = studio.window.clocks.faces(studio.window.scene.flipped)
    assert faces["red"].name.text() == "Red · Li Lai" and faces["black"].name.text() == "Black · <b>Wang</b>"
    record = studio.played.record(studio.controller.game, studio.play.player_label(Color.RED),
                                  studio.play.player_label(Color.BLACK))
    assert (record.headers["Red"], record.headers["Black"]) == ("Li Lai", "<b>Wang</b>")


def test_against_the_computer_the_users_name_is_kept(qtbot, tmp_path):
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = _dialog(qtbot, settings)
    dialog.opponent.setCurrentIndex(dialog.opponent.findData(Opponent.COMPUTER_RED))   # the user plays Black
    assert dialog.red_name.isHidden() and not dialog.black_name.isHidden()
    dialog.black_name.setText("Zhao")
    dialog.accept()
    assert settings.player_name == "Zhao"
    assert _dialog(qtbot, settings).black_name.text() == "Zhao"
