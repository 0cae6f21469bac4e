"""What a player notices in the first hour: Escape, resigning, the status line, names,
and the other rough edges, each shown through the real windows (pytest-qt, offscreen)."""

from PySide6.QtCore import Qt

from app.model.tables import parse_square as sq


def click_point(qtbot, view, square):
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.widget_point(square))


def test_escape_drops_the_selected_piece(qtbot, studio):
    window = studio.window
    click_point(qtbot, window.board_view, sq("h2"))
    assert window.scene.marks("selected") == [sq("h2")]
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window.scene.marks("selected") == [] and window.scene.marks("dot") == []
    click_point(qtbot, window.board_view, sq("e2"))   # an empty point: nothing to move there
    assert studio.controller.game.moves == []


def test_escape_keeps_a_touched_piece_under_touch_move(qtbot, studio):
    studio.controller.set_touch_move(True)
    window = studio.window
    click_point(qtbot, window.board_view, sq("h2"))
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window.scene.marks("selected") == [sq("h2")]


def test_escape_in_the_study_window_drops_the_selection(qtbot):
    from app.model.tree import GameTree
    from app.shell.study_windows import open_study_window
    study = open_study_window(None, GameTree(), show=False)
    qtbot.addWidget(study)
    study.show()
    qtbot.waitExposed(study)
    study.activateWindow()
    qtbot.waitUntil(study.isActiveWindow, timeout=2000)
    click_point(qtbot, study.board_view, sq("b0"))
    assert study.scene.marks("selected") == [sq("b0")]
    qtbot.keyClick(study, Qt.Key.Key_Escape)
    assert study.scene.marks("selected") == []


# ----- 12: resigning, the status line, the result sized to its text ------------------------------
def test_resign_asks_once_and_a_no_keeps_the_game(qtbot, studio):
    from app.model import Move
    dialogs = studio.window.dialogs
    studio.controller.play(Move.from_iccs("h2e2"))
    dialogs.answers["resign"] = False
    studio.window.actions_by_name["resign"].trigger()
    assert dialogs.questions == [("resign", "black")] and dialogs.rulings == []
    assert studio.controller.game.outcome() is None
    dialogs.answers["resign"] = True
    studio.window.actions_by_name["resign"].trigger()
    assert len(dialogs.questions) == 2 and len(dialogs.rulings) == 1


def test_a_new_game_clears_the_last_result_from_the_status_bar(qtbot, studio):
    studio.window.actions_by_name["resign"].trigger()
    bar = studio.window.statusBar()
    assert bar.currentMessage() != ""
    studio.window.actions_by_name["new"].trigger()
    assert bar.currentMessage() == ""


def test_the_ruling_popup_keeps_each_line_on_one_line(qtbot, studio):
    from app.view.dialogs import RulingDialog
    studio.window.actions_by_name["resign"].trigger()
    box = RulingDialog(studio.window.dialogs.rulings[-1], studio.window)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    for label in (box.title, box.sentence):
        one_line = label.fontMetrics().horizontalAdvance(label.text())
        assert label.width() >= one_line and label.height() < 2 * label.fontMetrics().height()



# ----- 3, 4: a review's lines and evaluations as the user reads them -----------------------------
BLUNDER_GAME = ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "a9b9"]


def planted_review(better="a9a8"):
    """A review of BLUNDER_GAME whose last move (Black's a9b9) is a blunder, `better` its better line."""
    from app.engines.annotate import PositionEval, judge
    from app.engines.values import Score
    from app.model import Move
    moves = [Move.from_iccs(m) for m in BLUNDER_GAME]
    positions = [PositionEval(Score(cp=10 if i % 2 == 0 else -10), i % 2 == 0) for i in range(len(moves))]
    positions[-1] = PositionEval(Score(cp=20), False, (Move.from_iccs(better), Move.from_iccs("h0h4")))
    positions.append(PositionEval(Score(cp=650), True))
    return judge(positions, moves)


def study_of(qtbot, moves, notation="chinese"):
    from app.model.tree import GameTree
    from app.shell.study_windows import open_study_window

    class Get:
        def get(self, name):
            return {"notation": notation}.get(name)
    window = open_study_window(None, GameTree.from_moves(moves), Get(), show=False)
    qtbot.addWidget(window, before_close_func=lambda w: w.controller.document.set_modified(False))
    return window


def test_a_reviews_better_line_is_written_in_the_users_notation(qtbot):
    from app.controller.review import apply_to_study, undo_on_study
    window = study_of(qtbot, BLUNDER_GAME)
    review = planted_review()
    edit = apply_to_study(window.controller, review)
    last = window.controller.tree.mainline_nodes()[-1]
    better = last.parent.children[1]
    assert window.tree.item_of(better).text(0) == "4… 车１进１"
    assert window.tree.item_of(better.children[0]).text(0) == "5. 车二进四"
    undo_on_study(window.controller, edit)
    assert window.tree.item_of(last).text(0) == "4… 车１平２"


def test_a_reviews_evaluations_are_values_not_comment_text(qtbot):
    from app.controller.review import apply_to_study
    from app.engines.annotate import eval_of
    from app.view.move_tree import COMMENT, EVAL
    window = study_of(qtbot, BLUNDER_GAME)
    apply_to_study(window.controller, planted_review())
    last = window.controller.tree.mainline_nodes()[-1]
    assert "[%eval" in last.comment                         # kept for the file
    item = window.tree.item_of(last)
    assert item.text(COMMENT) == "" and item.text(EVAL) == "+6.50" and not window.tree.isColumnHidden(EVAL)
    window.controller.go_to(last)
    assert window.comment_edit.toPlainText() == ""
    window.comment_edit.setPlainText("Loses the exchange")
    assert eval_of(last.comment).cp == 650 and "Loses the exchange" in last.comment
    assert item.text(COMMENT) == "Loses the exchange" and "%eval" not in item.toolTip(COMMENT)
    assert window.comment_edit.toPlainText() == "Loses the exchange"
