"""Study window rough edges: comment placeholder, game list follows the game shown, deep
variations not cut off, first size, ICCS coordinates, clock times."""

import pytest
from PySide6.QtCore import Qt

from app.controller.study_controller import StudyController
from app.formats import read_games
from app.model.tree import GameTree
from app.shell.study_windows import open_study_window
from app.view import study_window
from app.view.study_window import StudyWindow

VARIATIONS = "games/cchess/game_varations.xqf"
MANY = "games/wukong-xiangqi/xqdb_international.pgn"


@pytest.fixture(autouse=True)
def never_ask(monkeypatch):
    """Windows left with edits close without a modal question."""
    monkeypatch.setattr(study_window, "ask_unsaved_changes", lambda parent, name: "discard")


def make(qtbot, games, show=True):
    win = StudyWindow(StudyController(games))
    qtbot.addWidget(win)
    if show:
        win.show()
        qtbot.waitExposed(win)
    return win


def test_the_comment_label_names_the_current_move(qtbot, data_dir):
    win = make(qtbot, read_games(data_dir / VARIATIONS), show=False)
    c = win.controller
    assert win.comment_label.text() == "Comment before the first move"
    c.step(2)
    assert win.comment_label.text() == "Comment on 1… 炮８平５"
    win.set_notation("iccs")
    assert win.comment_label.text() == "Comment on 1… h7e7"
    assert win.comment_edit.placeholderText() == "Type a comment here"     # the box names no move


def row_of(win, game):
    rows = win.games_list.table.selectionModel().selectedRows()
    return [win.games_list.proxy.mapToSource(r).row() for r in rows] == [game]


def test_the_highlighted_game_is_the_game_shown_and_one_click_loads(qtbot, data_dir):
    win = make(qtbot, read_games(data_dir / MANY))
    c, table = win.controller, win.games_list.table
    assert row_of(win, 0)
    rect = table.visualRect(win.games_list.proxy.index(2, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert c.index == 2 and row_of(win, 2)
    c.choose_game(5)                          # chosen another way (undo, ...): the highlight follows
    assert row_of(win, 5)
    win.games_list.filter_edit.setText("nobody plays here")
    assert not table.selectionModel().selectedRows() and c.index == 5
    win.games_list.filter_edit.setText("")
    assert row_of(win, 5) and c.index == 5, "clearing the filter does not load another game"


def deep_tree(depth):
    """A game whose variations nest `depth` levels (each variation holds the next one)."""
    tree = GameTree()
    node = tree.root
    for _ in range(depth):
        board = tree.board_at(node)
        first, second = board.legal_moves()[:2]
        main = tree.add_move(node, first)
        tree.add_move(main, tree.board_at(main).legal_moves()[0])
        node = tree.add_move(node, second)          # a variation: the next level goes under it
        node = tree.add_move(node, tree.board_at(node).legal_moves()[-1])
    return tree


def test_deep_variations_are_not_cut_off(qtbot):
    tree = deep_tree(10)
    win = make(qtbot, tree)
    deepest = max(tree.nodes(), key=lambda n: n.ply)
    assert win.tree.move_text_fits(deepest)
    assert all(win.tree.move_text_fits(n) for n in tree.nodes())


@pytest.mark.parametrize("path", [VARIATIONS, MANY])
def test_the_first_size_fits_a_1366_by_768_screen(qtbot, data_dir, path):
    win = open_study_window(None, str(data_dir / path), show=False)
    qtbot.addWidget(win)
    win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    wanted = study_window.FIRST_SIZE_WITH_LIST if path == MANY else study_window.FIRST_SIZE
    assert wanted[0] <= 1366 - 16 and wanted[1] + study_window.FRAME_HEIGHT <= 768 - 40   # a 40-pixel task bar
    hint = win.minimumSizeHint()
    assert hint.width() <= wanted[0] and hint.height() <= wanted[1], "the layout can shrink to it"
    free = win.screen().availableGeometry()
    assert win.width() <= min(wanted[0], free.width()) and win.height() <= min(wanted[1], free.height())
    assert win.games_dock.isHidden() == (path == VARIATIONS)


def test_iccs_notation_labels_the_board_with_coordinates(qtbot, data_dir):
    win = make(qtbot, read_games(data_dir / VARIATIONS), show=False)
    assert win.scene.coordinates == "numbers"
    win.set_notation("iccs")
    assert win.scene.coordinates == "iccs"
    image = win.scene.render_image(400)
    win.set_notation("chinese")
    assert win.scene.coordinates == "numbers" and win.scene.render_image(400) != image


def test_clock_times_show_next_to_the_move_not_in_the_comment_box(qtbot):
    tree = GameTree.from_moves(["h2e2", "h9g7"])
    first, second = tree.mainline_nodes()
    first.comment = "[%clk 0:09:58] the central cannon"
    second.comment = "[%clk 0:09:51]"
    win = make(qtbot, tree, show=False)
    assert not win.tree.isColumnHidden(2)
    assert win.tree.item_of(first).text(2) == "0:09:58" and win.tree.item_of(first).text(1) == "the central cannon"
    assert win.tree.header().visualIndex(2) == 1, "the time is next to the move"
    win.controller.step(1)
    assert win.comment_edit.toPlainText() == "the central cannon"
    win.comment_edit.setPlainText("a classic opening")
    assert first.comment == "[%clk 0:09:58] a classic opening", "editing the text keeps the time"
    win.controller.step(1)
    assert win.comment_edit.toPlainText() == ""
    plain = make(qtbot, GameTree.from_moves(["h2e2"]), show=False)
    assert plain.tree.isColumnHidden(2), "no clock column for a game without times"
