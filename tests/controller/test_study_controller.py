"""StudyController over real sample files (no widgets): navigation, variations, editing, saving, autoplay."""

import pytest
from PySide6.QtCore import QSettings

from app.controller.recent_files import RecentFiles
from app.controller.study_controller import RecentFiles as OldRecentFiles
from app.controller.study_controller import StudyController, move_labels
from app.formats import read_games
from app.model import IllegalMoveError, Move
from app.model.tables import parse_square as sq

VARIATIONS = "games/cchess/game_varations.xqf"


@pytest.fixture
def controller(qapp, data_dir):
    return StudyController(read_games(data_dir / VARIATIONS))


@pytest.fixture
def recent(qapp, tmp_path):
    return RecentFiles(QSettings(str(tmp_path / "recent.ini"), QSettings.Format.IniFormat))


def iccs(nodes):
    return [n.iccs for n in nodes]


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
    assert node is first.children[1] and not controller.document.modified
    controller.back()
    with qtbot.waitSignal(controller.node_added) as blocker:
        node = controller.play(Move.from_iccs("b9c7"))
    assert blocker.args == [node]
    assert controller.document.modified and controller.node is node
    assert iccs(first.children) == ["h7e7", "h9g7", "b9c7"]
    assert iccs(tree.mainline_nodes()[:2]) == ["h2e2", "h7e7"], "the main line is untouched"
    labels = move_labels(tree)
    assert labels[node] == "马２进３"


def test_an_illegal_move_is_explained_and_not_added(controller, qtbot):
    before = controller.tree.count_nodes()
    with qtbot.waitSignal(controller.illegal_attempt) as blocker:
        controller.drag(sq("b0"), sq("b1"))
    err = blocker.args[0]
    assert isinstance(err, IllegalMoveError) and "horse" in str(err)
    assert controller.tree.count_nodes() == before and not controller.document.modified


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
    assert iccs(branch.children) == ["b0c2", "g3g4", "b0a2", "c3c4"] and controller.document.modified
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
    with qtbot.waitSignal(controller.document.modified_changed) as blocker:
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
        controller.document.save()   # an XQF file: Save must ask where
    target = tmp_path / "study.pgn"
    assert controller.document.save(str(target), notation) == str(target)
    assert not controller.document.modified and controller.document.can_save_in_place
    again = read_games(target)[0]
    tree = controller.tree
    assert again.mainline() == tree.mainline()
    assert again.lines() == tree.lines()
    assert [n.comment for n in again.nodes()] == [n.comment for n in tree.nodes()]
    assert again.root.comment == "before the first move"
    assert again.headers["Red"] == tree.headers["Red"]


def test_autoplay_advances_to_the_end_and_stops(controller, qtbot):
    controller.autoplay.set_interval_ms(15)
    controller.autoplay.set_interval(99)
    assert controller.autoplay.interval == 5.0
    controller.autoplay.set_interval_ms(15)
    with qtbot.waitSignal(controller.autoplay.changed):
        controller.autoplay.start()
    assert controller.autoplay.playing
    qtbot.waitUntil(lambda: not controller.autoplay.playing, timeout=3000)
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


def test_recent_files_is_still_importable_from_the_study_controller():
    assert OldRecentFiles is RecentFiles
