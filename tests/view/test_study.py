"""The study window with pytest-qt (offscreen); StudyController alone is tested in tests/controller."""

import shutil

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QWidget

from app.controller.recent_files import RecentFiles
from app.controller.study_controller import StudyController
from app.formats import read_games
from app.model.tables import parse_square as sq
from app.view import study_window
from app.view.game_list import GameListWidget
from app.shell.study_windows import open_study_window
from app.view.study_window import StudyWindow, install_file_drops

VARIATIONS = "games/cchess/game_varations.xqf"
MANY = "games/wukong-xiangqi/xqdb_international.pgn"
PGN = "games/cchess/test.pgn"


@pytest.fixture
def recent(tmp_path):
    return RecentFiles(QSettings(str(tmp_path / "recent.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot, data_dir, recent):
    win = StudyWindow(StudyController(read_games(data_dir / VARIATIONS)), recent=recent)
    win.resize(1180, 780)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=2000)
    yield win
    win.controller.autoplay.stop()
    win.controller.document.set_modified(False)  # close without asking (pytest-qt would close it before this)
    win.close()
    win.deleteLater()


def iccs(nodes):
    return [n.iccs for n in nodes]


def click(qtbot, win, name, button=Qt.MouseButton.LeftButton):
    view = win.board_view
    qtbot.mouseClick(view.viewport(), button, pos=view.widget_point(sq(name)))


# ----- window --------------------------------------------------------------------------------------
def test_window_keys_buttons_and_tree_clicks(qtbot, window):
    c = window.controller
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert c.node.iccs == "h7e7"
    qtbot.keyClick(window, Qt.Key.Key_Down)
    assert c.node.iccs == "h9g7"
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert not c.can_forward and not c.node.is_mainline()
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert c.node is c.tree.root
    window.nav_buttons[2].click()
    assert c.node.iccs == "h2e2"
    target = c.tree.mainline_nodes()[4]
    item = window.tree.item_of(target)
    qtbot.mouseClick(window.tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.tree.visualItemRect(item).center())
    assert c.node is target
    assert window.tree.currentItem() is item and item.font(0).bold()
    assert window.tree.item_of(c.tree.root.children[0]).text(0) == "1. 炮二平五"


def test_tree_shows_variations_as_branches_under_the_move_they_replace(window):
    tree = window.controller.tree
    main = tree.mainline_nodes()
    assert window.tree.topLevelItemCount() == 1 + len(main)      # the start row, then the main line
    second = window.tree.item_of(main[1])
    head = window.tree.item_of(tree.root.children[0].children[1])
    assert head.parent() is second and head.text(0) == "1… 马８进７"
    assert [head.child(i).text(0) for i in range(2)] == ["2. 马二进三", "2… 卒７进１"]
    window.set_notation("wxf")
    assert window.tree.item_of(main[0]).text(0) == "1. C2.5"
    window.set_notation("iccs")
    assert window.tree.item_of(main[0]).text(0) == "1. h2e2"


def test_playing_on_the_board_adds_a_variation_row(qtbot, window):
    c = window.controller
    qtbot.keyClick(window, Qt.Key.Key_Right)
    click(qtbot, window, "b9")
    assert window.scene.marks("dot") == sorted([sq("a7"), sq("c7")])
    click(qtbot, window, "c7")
    assert c.node.iccs == "b9c7" and c.document.modified
    item = window.tree.item_of(c.node)
    assert item is not None and item.parent() is window.tree.item_of(c.tree.mainline_nodes()[1])
    assert window.windowTitle().startswith("game_varations.xqf*")


def shape(item):
    """Texts of the rows under an item (or the whole tree), nested as the tree shows them."""
    count = item.topLevelItemCount() if hasattr(item, "topLevelItemCount") else item.childCount()
    child = item.topLevelItem if hasattr(item, "topLevelItem") else item.child
    return [(child(i).text(0), shape(child(i))) for i in range(count)]


def test_rows_added_one_by_one_match_a_rebuild(window):
    c = window.controller
    c.last()
    c.play("i0i1")                           # continues the main line
    c.first()
    c.play("b2e2")                           # a new alternative to the first move
    c.play("h9g7")                           # continues that variation (under its head)
    c.play("h0g2")
    c.go_to(c.tree.root.children[0].children[1])   # 1... 马８进７ heads a variation
    c.back()
    c.play("b9c7")                           # another alternative at the same branch
    c.play("b0c2")
    c.set_comment("new")
    incremental = shape(window.tree)
    window.refresh_tree()
    assert shape(window.tree) == incremental
    assert window.tree.item_of(c.node).text(1) == "new"


def test_comment_box_edits_the_current_move(qtbot, window):
    c = window.controller
    c.step(2)
    assert window.comment_edit.toPlainText() == ""
    window.comment_edit.setPlainText("a solid reply")
    assert c.node.comment == "a solid reply" and c.document.modified
    assert window.tree.item_of(c.node).text(1) == "a solid reply"
    c.back()
    assert window.comment_edit.toPlainText() == ""
    c.forward()
    assert window.comment_edit.toPlainText() == "a solid reply"


def test_tree_context_actions(window):
    c = window.controller
    branch = c.tree.mainline_nodes()[5]
    window.tree.edit_requested.emit("promote", branch.children[1])
    assert branch.children[0].iccs == "g3g4"
    window.tree.edit_requested.emit("delete", branch.children[0])
    assert "g3g4" not in iccs(branch.children)
    assert window.tree.item_of(branch.children[0]) is not None


def test_save_in_place_for_pgn_and_save_as_for_other_files(qtbot, window, data_dir, tmp_path, monkeypatch,
                                                           open_files):
    asked = []
    target = tmp_path / "out.pgn"
    monkeypatch.setattr(study_window, "ask_save_path",
                        lambda parent, suggested, notation: asked.append(suggested) or (str(target), "wxf"))
    window.controller.set_comment("x")
    assert window.save()
    assert asked and asked[0].endswith("game_varations.pgn")
    assert read_games(target)[0].root.comment == "x"
    assert window.recent.paths()[0] == str(target)
    assert "*" not in window.windowTitle().split("—")[0]
    copy = tmp_path / "test.pgn"
    shutil.copy(data_dir / PGN, copy)
    asked.clear()
    assert open_files(window, [str(copy)]).ok
    window.controller.set_comment("in place")
    assert window.save() and not asked
    assert read_games(copy)[0].root.comment == "in place"


@pytest.mark.parametrize("answer, closed, saved", [("cancel", False, False), ("discard", True, False),
                                                   ("save", True, True)])
def test_closing_with_unsaved_changes_asks(qtbot, window, monkeypatch, tmp_path, answer, closed, saved):
    questions = []
    monkeypatch.setattr(study_window, "ask_unsaved_changes",
                        lambda parent, name: questions.append(name) or answer)
    monkeypatch.setattr(study_window, "ask_save_path",
                        lambda parent, suggested, notation: (str(tmp_path / "saved.pgn"), notation))
    window.controller.set_comment("unsaved")
    window.close()
    assert questions == ["game_varations.xqf"]
    assert window.isVisible() != closed
    assert (tmp_path / "saved.pgn").exists() == saved
    questions.clear()
    window.controller.document.set_modified(False)
    window.close()
    assert questions == [] and not window.isVisible()


def test_game_list_filter_and_choice(qtbot, data_dir):
    games = read_games(data_dir / MANY)
    widget = GameListWidget(games)
    qtbot.addWidget(widget)
    assert widget.visible_rows() == list(range(len(games)))
    widget.filter_edit.setText("liu dahua")
    expected = [i for i, g in enumerate(games)
                if "liu dahua" in " ".join(g.headers.get(k, "") for k in ("Red", "Black", "Event")).lower()]
    assert widget.visible_rows() == expected and 0 < len(expected) < len(games)
    widget.filter_edit.setText("nobody plays here")
    assert widget.visible_rows() == []
    widget.filter_edit.setText("1997")
    rows = widget.visible_rows()
    assert rows and all("1997" in games[i].headers["Event"] for i in rows)
    widget.select(rows[1])
    with qtbot.waitSignal(widget.game_chosen) as blocker:
        widget.choose()
    assert blocker.args == [rows[1]]


def test_window_game_dock_chooses_games(qtbot, data_dir, recent):
    win = open_study_window(None, str(data_dir / MANY), None, recent=recent, show=False)
    qtbot.addWidget(win)
    win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    assert not win.games_dock.isHidden() and win.controller.index == 0
    win.games_list.select(3)
    win.games_list.choose()
    assert win.controller.index == 3 and win.controller.node is win.controller.tree.root
    assert "(4/15)" in win.windowTitle()
    assert recent.paths()[0].endswith("xqdb_international.pgn")


def test_open_errors_name_the_file_and_partial_files_open(qtbot, monkeypatch, tmp_path):
    shown = []
    monkeypatch.setattr(study_window, "show_error", lambda parent, title, text: shown.append((title, text)))
    bad = tmp_path / "broken.pgn"
    bad.write_bytes(b"")
    assert open_study_window(None, str(bad), show=False) is None
    assert "broken.pgn" in shown[0][1] and "empty" in shown[0][1]
    mixed = tmp_path / "mixed.pgn"
    mixed.write_text('[Event "Good"]\n[Result "*"]\n\n1. h2e2 h9g7 *\n\n'
                     '[Event "Bad"]\n[Result "*"]\n\n1. h2e2 h9h1 *\n', encoding="utf-8")
    shown.clear()
    win = open_study_window(None, str(mixed), show=False)
    qtbot.addWidget(win)
    win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    assert win.controller.tree.mainline() == ["h2e2", "h9g7"]
    assert not shown, "what a partly read file lost is shown in the window, not in a message box"
    assert not win.notice.isHidden() and win.notice.lines == [
        "Game 2 was left out: “h9h1” after 1.炮二平五 is not a legal move there"]     # the move named as written
    assert "h9h1" in win.notice.toolTip(), "the technical detail is kept for experts"
    assert open_study_window(None, str(tmp_path / "missing.pgn"), show=False) is None
    assert shown[-1][1] == "“missing.pgn” no longer exists"


def file_events(path):
    """A drag-enter and a drop carrying one local file (Qt only delivers real drags through
    QApplication, so the tests hand them to the installed filter)."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(path)])
    enter = QDragEnterEvent(QPoint(300, 300), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    drop = QDropEvent(QPointF(300, 300), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    return mime, enter, drop


def test_dropping_a_file_opens_it(qtbot, window, data_dir):
    path = str(data_dir / PGN)
    mime, enter, drop = file_events(path)
    assert window.acceptDrops() and not window.board_view.acceptDrops()
    assert window.file_drops.eventFilter(window, enter) and enter.isAccepted()
    assert window.file_drops.eventFilter(window, drop) and drop.isAccepted()
    qtbot.waitUntil(lambda: not window.controller.is_reading)
    assert window.controller.document.path == path and window.controller.document.format == "pgn"
    got = []
    other = QWidget()
    qtbot.addWidget(other)
    drops = install_file_drops(other, got.append)
    mime2, _, drop = file_events(path)   # keep the mime data alive: the event only points to it
    assert drops.eventFilter(other, drop)
    assert got == [[path]]
    text = QMimeData()
    text.setText("not a file")
    plain = QDropEvent(QPointF(5, 5), Qt.DropAction.CopyAction, text, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    assert not drops.eventFilter(other, plain) and got == [[path]]


def test_screenshot_of_the_study_window(qtbot, data_dir, recent, tmp_path):
    from app.shell.main import load_font
    window = StudyWindow(StudyController(read_games(data_dir / VARIATIONS)), load_font(), recent=recent)
    qtbot.addWidget(window)
    window.resize(1180, 780)
    window.show()
    qtbot.waitExposed(window)
    window.controller.step(2)
    window.controller.switch_variation(1)
    window.controller.set_comment("马８进７ is the solid reply; the main line is the same-direction cannon.")
    assert window.comment_edit.toPlainText().startswith("马８进７")
    shot = tmp_path / "study.png"
    assert window.grab().save(str(shot))
    assert shot.stat().st_size > 0
    window.controller.document.set_modified(False)


def test_closing_the_main_window_asks_each_study_window_first(qtbot, data_dir, monkeypatch):
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.show()
    win = open_study_window(parent, str(data_dir / VARIATIONS), show=True)
    win.controller.set_comment("unsaved")
    monkeypatch.setattr(study_window, "ask_unsaved_changes", lambda parent, name: "cancel")
    assert not study_window.close_study_windows(parent) and win.isVisible()
    monkeypatch.setattr(study_window, "ask_unsaved_changes", lambda parent, name: "discard")
    assert study_window.close_study_windows(parent)
    assert all(not w.isVisible() for w in parent.findChildren(StudyWindow))


def test_game_information_dialog_edits_headers(qtbot, window, monkeypatch):
    from app.view.move_tree import HeadersDialog
    dialog = HeadersDialog(window.controller.tree.headers)
    qtbot.addWidget(dialog)
    assert dialog.values()["Red"] == "红方棋手" and dialog.values()["Result"] == "*"
    dialog.fields["Black"].setText("Black & Co <b>")
    dialog.fields["Result"].setCurrentText("0-1")
    values = dialog.values()
    monkeypatch.setattr(study_window, "edit_headers", lambda parent, headers, ours=None, traditional=False: values)
    window.headers_button.click()
    headers = window.controller.tree.headers
    assert headers["Black"] == "Black & Co <b>" and headers["Result"] == "0-1"
    assert "Black &amp; Co &lt;b&gt;" in window.info_label.text() and "0-1" in window.info_label.text()
    assert window.controller.document.modified and "*" in window.windowTitle()
