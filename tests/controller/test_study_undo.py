"""Undo/redo of every study edit: do, undo, redo gives the same trees (as PGN text) and a sane current node."""

import pytest

from app.controller.study_controller import StudyController
from app.controller.study_edits import EditKind
from app.formats import dumps_pgn, read_games

VARIATIONS = "games/cchess/game_varations.xqf"


@pytest.fixture
def controller(qapp, data_dir):
    return StudyController(read_games(data_dir / VARIATIONS))


def text(controller):
    return dumps_pgn(controller.tree, "iccs")


def in_tree(controller, node):
    while node.parent is not None:
        if node not in node.parent.children:
            return False
        node = node.parent
    return node is controller.tree.root


def branch(controller):
    return controller.tree.mainline_nodes()[5]     # 3... 车９进１: four alternatives after it


def add_move(c):
    c.go_to(c.tree.mainline_nodes()[1])
    c.play("b0c2")


def delete_variation(c):
    c.go_to(branch(c).children[2].children[0])     # inside the variation deleted
    c.delete(branch(c).children[2])


def delete_main(c):
    c.go_to(c.tree.mainline_nodes()[-1])
    c.delete(c.tree.mainline_nodes()[3])


def truncate(c):
    c.go_to(c.tree.mainline_nodes()[-1])
    c.truncate(c.tree.mainline_nodes()[4])


def promote(c):
    c.promote(branch(c).children[3])


def demote(c):
    c.demote(branch(c).children[0])


def make_main(c):
    end = c.tree.root.children[0].children[1].line()[-1]
    c.go_to(end)
    c.promote_to_main()


def comment(c):
    c.step(2)
    for typed in ("a", "ab", "abc"):               # typing in the box: one edit
        c.set_comment(typed)


def headers(c):
    c.set_headers({"Red": "Someone Else", "Round": "", "Result": "1-0"})


EDITS = {EditKind.ADD_MOVE: add_move, EditKind.DELETE: delete_variation, "delete main": delete_main,
         EditKind.TRUNCATE: truncate, "promote": promote, "demote": demote, "main line": make_main,
         EditKind.COMMENT: comment, EditKind.HEADERS: headers}


@pytest.mark.parametrize("name", list(EDITS))
def test_each_edit_is_undone_and_redone_to_identical_trees(controller, qtbot, name):
    before = text(controller)
    nodes_before = set(controller.tree.nodes())
    EDITS[name](controller)
    after = text(controller)
    assert after != before and controller.document.modified and controller.can_undo
    assert controller.undo_kind() is not None
    with qtbot.waitSignal(controller.undo_changed):
        assert controller.undo()
    assert text(controller) == before
    assert set(controller.tree.nodes()) == nodes_before, "the same Node objects are back"
    assert in_tree(controller, controller.node)
    assert controller.board().fen() == controller.tree.board_at(controller.node).fen()
    assert not controller.document.modified, "undone to the opened state: not modified"
    assert controller.can_redo and not controller.can_undo
    assert controller.redo()
    assert text(controller) == after
    assert in_tree(controller, controller.node) and controller.document.modified
    assert controller.board().fen() == controller.tree.board_at(controller.node).fen()
    assert not controller.redo()


def test_deleting_a_variation_says_how_many_moves_went(controller, qtbot):
    doomed = branch(controller).children[2]
    count = sum(1 for _ in doomed.walk())
    assert count > 1
    with qtbot.waitSignal(controller.moves_removed) as blocker:
        controller.delete(doomed)
    assert blocker.args == [count]
    controller.undo()
    assert branch(controller).children[2] is doomed and controller.node is doomed


def test_undo_of_a_played_move_goes_back_and_forward_follows_the_old_line(controller):
    main = controller.tree.mainline_nodes()
    controller.go_to(main[1])
    node = controller.play("b0c2")
    controller.undo()
    assert controller.node is main[1] and node not in main[1].children
    controller.forward()
    assert controller.node is main[2]
    controller.redo()
    assert controller.node is node and node.parent is main[1]


def test_the_modified_flag_follows_the_stack_and_the_saved_point(controller, tmp_path):
    controller.step(1)
    controller.set_comment("one")
    controller.document.save(str(tmp_path / "a.pgn"), "iccs")
    assert not controller.document.modified
    controller.set_comment("two")            # a new edit after the save: not merged into the saved one
    assert controller.document.modified
    controller.undo()
    assert controller.node.comment == "one" and not controller.document.modified
    controller.undo()
    assert controller.node.comment == "" and controller.document.modified
    controller.redo()
    assert not controller.document.modified
    controller.undo()
    controller.set_comment("other")          # the saved state is now out of reach
    controller.undo()
    assert controller.document.modified


def test_a_new_edit_drops_the_undone_ones_and_a_new_file_clears_the_stack(controller, data_dir):
    promote(controller)
    controller.undo()
    demote(controller)
    assert not controller.can_redo and controller.undo_kind() == EditKind.REORDER
    controller.document.open(data_dir / VARIATIONS)
    assert not controller.can_undo and not controller.can_redo and not controller.document.modified


def test_undo_shows_the_game_the_edit_was_made_in(qapp, data_dir):
    c = StudyController(read_games(data_dir / "games/wukong-xiangqi/xqdb_international.pgn"))
    c.choose_game(1)
    c.set_headers({"Event": "Edited"})
    c.choose_game(3)
    c.undo()
    assert c.index == 1 and c.tree.headers.get("Event") != "Edited"
    assert not c.document.modified


def test_restored_unsaved_games_never_count_as_saved(qapp, data_dir):
    c = StudyController()
    c.document.adopt(read_games(data_dir / VARIATIONS), None)
    assert c.document.modified and not c.can_undo
    c.step(1)
    c.set_comment("x")
    c.undo()
    assert c.document.modified, "the restored edits are still unsaved"
