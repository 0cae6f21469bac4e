"""Glyphs, the diagram flag and drawn marks as undoable study edits; a pasted game held as a new one."""

import pytest

from app.controller.study_controller import StudyController
from app.controller.study_document import read_text_report
from app.controller.study_edits import EditKind
from app.formats import MoveFault, ProblemKind, dumps_pgn, read_text
from app.model.comment_commands import shown_text
from app.model.glyphs import DIAGRAM, DIAGRAM_FLIPPED
from app.model.marks import Arrow, Circle, MarkColor, Marks, NO_MARKS
from app.model.tables import parse_square
from app.model.tree import GameTree


def sq(name):
    return parse_square(name)


@pytest.fixture
def controller(qapp):
    c = StudyController(GameTree.from_moves(["h2e2", "h9g7", "h0g2", "i9h9"]))
    c.forward()
    c.forward()                  # at 1... 马８进７
    return c


def test_a_glyph_is_set_replaced_removed_and_undone(controller, qtbot):
    node = controller.node
    with qtbot.waitSignal(controller.nags_changed) as said:
        controller.toggle_glyph(5)
    assert said.args == [node] and node.nags == [5]
    controller.toggle_glyph(16)
    controller.toggle_glyph(2)                    # replaces !? but keeps ±
    assert node.nags == [2, 16] and controller.undo_kind() == EditKind.GLYPH
    controller.toggle_glyph(2)                    # again: removed
    assert node.nags == [16]
    for expected in ([2, 16], [5, 16], [5], []):
        assert controller.undo()
        assert node.nags == expected
    assert not controller.document.modified
    controller.redo()
    controller.redo()
    assert node.nags == [5, 16] and controller.document.modified


def test_undo_of_a_glyph_goes_back_to_its_move(controller):
    node = controller.node
    controller.toggle_glyph(1)
    controller.first()
    controller.undo()
    assert controller.node is node and node.nags == []


def test_glyphs_go_only_on_moves_and_only_glyphs_are_taken(controller):
    controller.first()
    controller.toggle_glyph(1)                    # the start position has no move
    assert controller.tree.root.nags == [] and not controller.can_undo
    with pytest.raises(ValueError):
        controller.toggle_glyph(220)


def test_the_diagram_flag_is_an_undoable_edit(controller):
    node = controller.node
    node.nags.append(1)
    controller.toggle_diagram()
    assert node.nags == [1, DIAGRAM] and controller.undo_kind() == EditKind.DIAGRAM
    controller.set_diagram(DIAGRAM_FLIPPED)
    assert node.nags == [1, DIAGRAM_FLIPPED]
    controller.toggle_diagram()
    assert node.nags == [1]
    controller.undo()
    controller.undo()
    assert node.nags == [1, DIAGRAM]


def test_drawing_marks_toggles_them_in_the_comment_and_undoes_each(controller, qtbot):
    node = controller.node
    controller.set_comment("Horse out")
    with qtbot.waitSignal(controller.marks_changed) as said:
        controller.toggle_arrow(sq("b0"), sq("c2"))
    assert said.args == [node]
    controller.toggle_arrow(sq("h0"), sq("g2"), MarkColor.RED)
    controller.toggle_circle(sq("e5"), MarkColor.BLUE)
    controller.toggle_arrow(sq("b0"), sq("c2"), MarkColor.YELLOW)        # another colour: replaced
    controller.toggle_arrow(sq("e3"), sq("e3"), MarkColor.RED)           # a point to itself: a circle
    assert controller.marks() == Marks((Arrow(sq("b0"), sq("c2"), MarkColor.YELLOW),
                                        Arrow(sq("h0"), sq("g2"), MarkColor.RED)),
                                       (Circle(sq("e5"), MarkColor.BLUE), Circle(sq("e3"), MarkColor.RED)))
    assert shown_text(node.comment) == "Horse out"
    controller.toggle_circle(sq("e5"), MarkColor.BLUE)                   # again: removed
    assert controller.marks().circles == (Circle(sq("e3"), MarkColor.RED),)
    assert controller.undo_kind() == EditKind.MARKS
    controller.undo()
    assert Circle(sq("e5"), MarkColor.BLUE) in controller.marks().circles
    controller.clear_marks()
    assert controller.marks() == NO_MARKS and shown_text(node.comment) == "Horse out"
    for _ in range(6):
        controller.undo()                       # the clear, then each arrow and circle by itself
    assert controller.marks() == NO_MARKS and node.comment == "Horse out"
    controller.undo()
    assert node.comment == ""


def test_drawn_marks_are_saved_and_read_back(controller, tmp_path):
    controller.toggle_arrow(sq("b0"), sq("c2"), MarkColor.GREEN)
    controller.first()
    controller.toggle_circle(sq("e0"), MarkColor.RED)               # at the start position: the root
    controller.forward()
    controller.toggle_glyph(5)
    path = tmp_path / "marked.pgn"
    controller.document.save(str(path), "chinese")
    back = read_text(path.read_text(encoding="utf-8"))[0]
    second = back.mainline_nodes()[1]
    assert back.root.comment == controller.tree.root.comment
    assert second.comment == controller.tree.mainline_nodes()[1].comment
    assert back.mainline_nodes()[0].nags == [5]


def test_a_pasted_game_is_held_unsaved_with_the_problem_named(controller, qtbot):
    with qtbot.waitSignal(controller.file_read) as said:
        report = controller.open_text("1. 炮二平五 马８进７\n2. 马二进三 车９平８\n3. 车一平二 车八进九\n")
    assert said.args == [report] and report.ok
    assert controller.tree.mainline() == ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0"]
    assert controller.document.modified and controller.document.path is None
    problem = report.problems[0]
    assert problem.kind == ProblemKind.MOVES_LOST and problem.token == "车八进九"
    assert problem.fault == MoveFault.ILLEGAL and problem.after_ply == 5
    assert controller.document.can_save_in_place is False


def test_a_paste_with_nothing_readable_changes_nothing(controller):
    before = dumps_pgn(controller.tree)
    report = controller.open_text("hello there")
    assert not report.ok and report.failure is not None
    assert dumps_pgn(controller.tree) == before and not controller.document.modified


def test_a_text_report_never_raises():
    assert read_text_report("").failure is not None
    report = read_text_report("1. h2e2 xyz")
    assert report.ok and report.problems[0].token == "xyz" and report.problems[0].fault == MoveFault.UNREADABLE


def test_the_game_and_the_current_line_as_text(controller):
    controller.tree.add_line(controller.tree.mainline_nodes()[0], ["b9c7", "b0c2"])
    controller.set_comment("[%cal Gb0c2] the horse")
    whole = controller.game_text("wxf")
    assert whole == "1. C2.5 H8+7 {the horse} (1... H2+3 2. H8+7)\n2. H2+3 R9.8\n"
    variation = controller.tree.mainline_nodes()[0].children[1].children[0]
    controller.go_to(variation)
    line = controller.game_text("chinese", traditional=True, line=True)
    assert line == "1. 炮二平五 馬２進３\n2. 傌八進七\n"
    assert read_text(line)[0].mainline() == ["h2e2", "b9c7", "b0c2"]
