"""A newcomer's first game: New game under Game too (File ▸ New game kept, one
Ctrl+N), a moderate level for a new user while one who played before keeps theirs, a new-game dialog
without a blank strip after choosing an opponent, and an Eval column that says whose side it counts from."""

from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence

from app.controller.settings import Settings
from app.controller.study_controller import StudyController
from app.model.seating import Opponent
from app.model.tree import GameTree
from app.view.new_game_dialog import NewGameDialog
from app.view.study_window import StudyWindow


def menu_titled(window, title):
    return next(action.menu() for action in window.menuBar().actions() if action.text() == title)


def test_new_game_is_under_game_as_well_as_file(qtbot, studio):
    window = studio.window
    game, file = menu_titled(window, "&Game"), menu_titled(window, "&File")
    assert game.actions()[0] is file.actions()[0] is window.actions_by_name["new"]     # one action: one Ctrl+N
    assert window.actions_by_name["new"].shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    game.actions()[0].trigger()
    assert window.dialogs.new_game_calls == [True]


def test_new_game_under_game_in_chinese(qtbot, studio, chinese):
    studio.window.retranslate()
    game = menu_titled(studio.window, "对局(&G)")
    assert game.actions()[0].text() == "新对局(&N)…"


def store(tmp_path, name="s.ini", **values):
    settings = QSettings(str(tmp_path / name), QSettings.Format.IniFormat)
    for key, value in values.items():
        settings.setValue(key, value)
    settings.sync()
    return settings


def test_a_new_user_meets_a_moderate_level(qtbot, tmp_path):
    settings = Settings(store(tmp_path))
    assert settings.ai_level == "casual"
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.level.currentData() == "casual" and dialog.choice().level == "casual"


def test_a_user_who_played_with_the_old_default_keeps_master(qtbot, tmp_path):
    # Master was the default: choosing it stored nothing but the dialog's other answers
    assert Settings(store(tmp_path, new_game='{"opponent": "computer-black"}')).ai_level == "master"
    assert Settings(store(tmp_path, "b.ini", new_game="{}", ai_level="strong")).ai_level == "strong"


def test_a_new_user_who_chooses_casual_keeps_it_after_a_restart(qtbot, tmp_path):
    settings = Settings(store(tmp_path))
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.opponent.setCurrentIndex(dialog.opponent.findData(Opponent.COMPUTER_BLACK))
    dialog.accept()
    again = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert again.store.contains("new_game") and again.ai_level == "casual"


def test_the_new_game_dialog_fits_its_rows_after_choosing_an_opponent(qtbot, tmp_path):
    dialog = NewGameDialog(Settings(store(tmp_path)), engines=["Fairy-Stockfish"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    heights = {}
    for opponent in (Opponent.COMPUTERS, Opponent.COMPUTER_BLACK, Opponent.HUMANS, Opponent.COMPUTER_RED,
                     Opponent.COMPUTERS):
        dialog.opponent.setCurrentIndex(dialog.opponent.findData(opponent))
        # as tall as its rows: no blank strip where rows went, none cut where rows came
        qtbot.waitUntil(lambda: dialog.height() == dialog.sizeHint().height(), timeout=2000)
        heights[opponent] = dialog.height()
        computers = opponent is not Opponent.HUMANS
        assert dialog.level.isVisible() == dialog.engine.isVisible() == computers     # two people: no computer
    assert heights[Opponent.HUMANS] < heights[Opponent.COMPUTER_BLACK] < heights[Opponent.COMPUTERS]


def test_the_eval_column_counts_from_reds_side(qtbot):
    tree = GameTree()
    node = tree.add_move(tree.root, "h2e2")
    node.comment = "[%eval 0.35]"
    node = tree.add_move(node, "h9g7")
    node.comment = "[%eval 0.20]"               # Red still better: the same sign after Black's move
    node = tree.add_move(node, "h0g2")
    node.comment = "[%eval -0.10]"
    window = StudyWindow(StudyController([tree]))
    qtbot.addWidget(window)
    moves = window.tree
    header = moves.headerItem()
    assert header.text(3) == "Eval (Red)" and "Red's side" in header.toolTip(3)
    assert [moves.item_of(n).text(3) for n in tree.mainline_nodes()] == ["+0.35", "+0.20", "-0.10"]
    assert moves.columnWidth(3) >= moves.header().fontMetrics().horizontalAdvance("Eval (Red)")
    window.controller.document.set_modified(False)
