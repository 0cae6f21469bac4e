"""Study mode: StudyController over real sample files, and the study window with pytest-qt (offscreen)."""

import shutil

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QWidget

from app.controller.study_controller import RecentFiles, StudyController, move_labels
from app.formats import read_games
from app.model import Move
from app.model.tables import parse_square as sq
from app.view import study_window
from app.view.game_list import GameListWidget
from app.study import open_study_window
from app.view.study_window import StudyWindow, install_file_drops, load_games

VARIATIONS = "games/cchess/game_varations.xqf"
MANY = "games/wukong-xiangqi/xqdb_international.pgn"
PGN = "games/cchess/test.pgn"


@pytest.fixture
def controller(data_dir):
    return StudyController(read_games(data_dir / VARIATIONS))


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
    win.controller.stop_autoplay()
    win.controller._set_modified(False)  # close without asking (pytest-qt would close it before this)
    win.close()
    win.deleteLater()


def iccs(nodes):
    return [n.iccs for n in nodes]


def click(qtbot, win, name, button=Qt.MouseButton.LeftButton):
    view = win.board_view
    qtbot.mouseClick(view.viewport(), button, pos=view.widget_point(sq(name)))


# ----- controller ----------------------------------------------------------------------------------
def test_navigation_over_a_sample_file(controller):
    tree = controller.tree
    main = tree.mainline_nodes()
    assert controller.node is tree.root and not controller.can_back
    controller.step(3)
    assert controller.node is main[2]
    assert controller.board().fen() == tree.board_at(main[2]).fen()
    controller.back()
    assert controller.node is main[1]
    controller.last()
    assert controller.node is main[-1] and not controller.can_forward
    controller.first()
    assert controller.node is tree.root
    assert controller.snapshot().last_move is None


def test_up_down_choose_among_variations_and_forward_follows_the_chosen_line(controller):
    tree = controller.tree
    controller.step(2)                      # 1... 炮８平５ (main); 1... 马８进７ is its variation
    assert controller.switch_variation(1)
    assert controller.node.iccs == "h9g7" and not controller.node.is_mainline()
    assert not controller.switch_variation(1), "no third alternative"
    controller.step(2)
    assert iccs(controller.node.path()) == ["h2e2", "h9g7", "h0g2", "g6g5"]
    controller.first()
    controller.step(4)                      # back along the variation, not the main line
    assert iccs(controller.node.path()) == ["h2e2", "h9g7", "h0g2", "g6g5"]
    controller.switch_variation(-1)         # 2. 马二进三 has no alternative: nothing happens
    assert controller.node.iccs == "g6g5"
    controller.go_to(tree.root.children[0].children[0])
    controller.last()
    assert controller.node is tree.mainline_nodes()[-1]


def test_playing_a_new_move_adds_a_variation_and_an_existing_one_is_followed(controller, qtbot):
    tree = controller.tree
    controller.step(1)
    first = controller.node
    with qtbot.assertNotEmitted(controller.node_added):
        node = controller.play("h9g7")
    assert node is first.children[1] and not controller.modified
    controller.back()
    with qtbot.waitSignal(controller.node_added) as blocker:
        node = controller.play(Move.from_iccs("b9c7"))
    assert blocker.args == [node]
    assert controller.modified and controller.node is node
    assert iccs(first.children) == ["h7e7", "h9g7", "b9c7"]
    assert iccs(tree.mainline_nodes()[:2]) == ["h2e2", "h7e7"], "the main line is untouched"
    labels = move_labels(tree)
    assert labels[node] == "马２进３"


def test_an_illegal_move_is_explained_and_not_added(controller, qtbot):
    before = controller.tree.count_nodes()
    with qtbot.waitSignal(controller.illegal_attempt) as blocker:
        controller.drag(sq("b0"), sq("b1"))
    assert "horse" in blocker.args[0]
    assert controller.tree.count_nodes() == before and not controller.modified


def test_click_selects_shows_dots_and_moves(controller):
    controller.click(sq("b0"))
    snap = controller.snapshot()
    assert snap.selected == sq("b0") and snap.targets == {sq("a2"), sq("c2")}
    controller.click(sq("c2"))
    assert controller.node.iccs == "b0c2" and controller.node.parent is controller.tree.root
    assert controller.tree.root.children[0].iccs == "h2e2", "a variation of the first move, not the main line"


def test_promote_demote_make_main_and_delete(controller):
    tree = controller.tree
    branch = tree.mainline_nodes()[5]       # 3... 车９进１ has alternatives after it
    alternatives = iccs(branch.children)
    assert alternatives == ["b0c2", "g3g4", "c3c4", "b0a2"]
    controller.promote(branch.children[3])
    assert iccs(branch.children) == ["b0c2", "g3g4", "b0a2", "c3c4"] and controller.modified
    controller.demote(branch.children[0])
    assert iccs(branch.children)[:2] == ["g3g4", "b0c2"]
    variation_end = tree.root.children[0].children[1].line()[-1]
    controller.go_to(variation_end)
    controller.promote_to_main()
    assert tree.mainline()[:2] == ["h2e2", "h9g7"]
    assert controller.node.is_mainline()
    controller.go_to(tree.mainline_nodes()[3])
    inside = controller.node.children[0]
    controller.go_to(inside)
    controller.delete(tree.mainline_nodes()[3])
    assert controller.node is tree.mainline_nodes()[2], "the current move went up out of the deleted line"
    assert len(tree.mainline_nodes()) == 3


def test_comments_and_headers_mark_modified(controller, qtbot):
    controller.step(1)
    with qtbot.waitSignal(controller.modified_changed) as blocker:
        controller.set_comment("the central cannon")
    assert blocker.args == [True] and controller.node.comment == "the central cannon"
    controller.set_headers({"Red": "New Red", "Round": "", "Result": ""})
    assert controller.tree.headers["Red"] == "New Red" and controller.tree.headers["Result"] == "*"


@pytest.mark.parametrize("notation", ["chinese", "wxf", "iccs"])
def test_save_round_trip(controller, tmp_path, notation):
    controller.step(1)
    controller.play("b9c7")
    controller.set_comment("a new idea")
    controller.go_to(controller.tree.root)
    controller.set_comment("before the first move")
    with pytest.raises(ValueError):
        controller.save()   # an XQF file: Save must ask where
    target = tmp_path / "study.pgn"
    assert controller.save(str(target), notation) == str(target)
    assert not controller.modified and controller.can_save_in_place
    again = read_games(target)[0]
    tree = controller.tree
    assert again.mainline() == tree.mainline()
    assert again.lines() == tree.lines()
    assert [n.comment for n in again.nodes()] == [n.comment for n in tree.nodes()]
    assert again.root.comment == "before the first move"
    assert again.headers["Red"] == tree.headers["Red"]


def test_autoplay_advances_to_the_end_and_stops(controller, qtbot):
    controller.set_autoplay_interval_ms(15)
    controller.set_autoplay_interval(99)
    assert controller.autoplay_interval == 5.0
    controller.set_autoplay_interval_ms(15)
    with qtbot.waitSignal(controller.autoplay_changed):
        controller.start_autoplay()
    assert controller.autoplaying
    qtbot.waitUntil(lambda: not controller.autoplaying, timeout=3000)
    assert controller.node is controller.tree.mainline_nodes()[-1]


def test_recent_files_keep_ten_newest_first(recent, tmp_path):
    for i in range(12):
        recent.add(str(tmp_path / f"{i}.pgn"))
    recent.add(str(tmp_path / "5.pgn"))
    paths = recent.paths()
    assert len(paths) == 10 and paths[0].endswith("5.pgn") and paths[1].endswith("11.pgn")
    assert sum(p.endswith("5.pgn") for p in paths) == 1
    recent.remove(paths[0])
    assert not any(p.endswith("/5.pgn") for p in recent.paths())


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
    assert c.node.iccs == "b9c7" and c.modified
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
    assert c.node.comment == "a solid reply" and c.modified
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


def test_save_in_place_for_pgn_and_save_as_for_other_files(qtbot, window, data_dir, tmp_path, monkeypatch):
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
    assert window.open_paths([str(copy)])
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
    window.controller._set_modified(False)
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
    assert load_games(None, str(bad)) is None
    assert "broken.pgn" in shown[0][1] and "empty" in shown[0][1]
    mixed = tmp_path / "mixed.pgn"
    mixed.write_text('[Event "Good"]\n[Result "*"]\n\n1. h2e2 h9g7 *\n\n'
                     '[Event "Bad"]\n[Result "*"]\n\n1. h2e2 h9h1 *\n', encoding="utf-8")
    shown.clear()
    win = open_study_window(None, str(mixed), show=False)
    qtbot.addWidget(win)
    win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    assert win.controller.tree.mainline() == ["h2e2", "h9g7"]
    assert len(shown) == 1 and "game 2" in shown[0][1] and "h9h1" in shown[0][1]
    assert open_study_window(None, str(tmp_path / "missing.pgn"), show=False) is None
    assert "missing.pgn" in shown[-1][1]


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
    assert window.controller.path == path and window.controller.format == "pgn"
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


def test_screenshot_of_the_study_window(qtbot, data_dir, recent):
    from app.main import load_font
    window = StudyWindow(StudyController(read_games(data_dir / VARIATIONS)), load_font(), recent=recent)
    qtbot.addWidget(window)
    window.resize(1180, 780)
    window.show()
    qtbot.waitExposed(window)
    window.controller.step(2)
    window.controller.switch_variation(1)
    window.controller.set_comment("马８进７ is the solid reply; the main line is the same-direction cannon.")
    assert window.comment_edit.toPlainText().startswith("马８进７")
    qtbot.wait(50)
    assert window.grab().save("/tmp/study.png")
    window.controller._set_modified(False)


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
    monkeypatch.setattr(study_window, "edit_headers", lambda parent, headers: values)
    window.headers_button.click()
    headers = window.controller.tree.headers
    assert headers["Black"] == "Black & Co <b>" and headers["Result"] == "0-1"
    assert "Black &amp; Co &lt;b&gt;" in window.info_label.text() and "0-1" in window.info_label.text()
    assert window.controller.modified and "*" in window.windowTitle()
