"""Drawn arrows and circles ([%cal]/[%csl] in a comment) and glyphs (NAGs) as values of the model."""

import pytest

from app.model.comment_commands import commands_in, shown_text, with_shown_text
from app.model.glyphs import (DIAGRAM, DIAGRAM_FLIPPED, diagram_of, glyph_of_text, glyph_text, glyphs_text,
                              move_glyph, position_glyph, toggled_glyph, with_diagram)
from app.model.marks import (NO_MARKS, Arrow, Circle, MarkColor, Marks, marks_of, node_marks, set_node_marks,
                             with_marks)
from app.model.tables import parse_square
from app.model.tree import GameTree

G, R, B, Y = MarkColor.GREEN, MarkColor.RED, MarkColor.BLUE, MarkColor.YELLOW


def sq(name):
    return parse_square(name)


def arrow(text, color=G):
    return Arrow(sq(text[:2]), sq(text[2:]), color)


# ----- reading and writing marks ------------------------------------------------------------------
def test_marks_are_read_from_the_lichess_commands():
    marks = marks_of("[%cal Gh2e2,Rb0c2] [%csl Ge5,Ya9] Central cannon")
    assert marks.arrows == (arrow("h2e2"), arrow("b0c2", R))
    assert marks.circles == (Circle(sq("e5"), G), Circle(sq("a9"), Y))
    assert marks_of("no commands here") == NO_MARKS and not NO_MARKS


def test_bad_items_are_left_out_and_the_rest_kept():
    """A colour we do not know, a point off the board, an arrow to its own point or a circle with two
    points are dropped; every good item beside them is kept (spaces or commas between items)."""
    marks = marks_of("[%cal Gh2e2,Xa0a1,Gz9a1,Ga0a0,Rb0, Bi9i8 Yc3c4x] [%csl Gj5,Ye5,Bk,Ra0a1, ri0]")
    assert marks.arrows == (arrow("h2e2"), arrow("i9i8", B))
    assert marks.circles == (Circle(sq("e5"), Y), Circle(sq("i0"), R))


def test_several_commands_are_read_together_and_the_last_colour_wins():
    marks = marks_of("[%cal Gh2e2] text [%cal Rh2e2,Gb0c2] [%csl Ge5] [%csl Be5]")
    assert marks.arrows == (arrow("h2e2", R), arrow("b0c2"))
    assert marks.circles == (Circle(sq("e5"), B),)


def test_writing_marks_keeps_the_text_and_the_other_commands():
    comment = "[%clk 0:09:58] [%eval 0.35] [%cal Ga0a1] Good move"
    marks = Marks((arrow("h2e2"), arrow("b0c2", R)), (Circle(sq("e5")),))
    out = with_marks(comment, marks)
    assert out.startswith("[%cal Gh2e2,Rb0c2] [%csl Ge5]")
    assert "[%clk 0:09:58]" in out and "[%eval 0.35]" in out and out.endswith("Good move")
    assert marks_of(out) == marks
    cleared = with_marks(out, NO_MARKS)
    assert "%cal" not in cleared and "%csl" not in cleared
    assert shown_text(cleared) == "Good move" and "[%clk 0:09:58]" in cleared


def test_node_marks_round_trip_on_a_tree_node():
    tree = GameTree.from_moves(["h2e2", "h9g7"])
    node = tree.mainline_nodes()[1]
    node.comment = "Horse out"
    set_node_marks(node, Marks((arrow("b0c2"),), (Circle(sq("e3"), B),)))
    assert node_marks(node) == Marks((arrow("b0c2"),), (Circle(sq("e3"), B),))
    assert shown_text(node.comment) == "Horse out"
    assert node_marks(tree.root) == NO_MARKS


# ----- drawing: toggles -----------------------------------------------------------------------------
def test_the_same_arrow_again_removes_it_and_another_colour_replaces_it():
    marks = NO_MARKS.toggled_arrow(arrow("h2e2")).toggled_arrow(arrow("b0c2"))
    assert marks.arrows == (arrow("h2e2"), arrow("b0c2"))
    recoloured = marks.toggled_arrow(arrow("h2e2", R))
    assert recoloured.arrows == (arrow("h2e2", R), arrow("b0c2"))          # replaced in its place
    assert recoloured.toggled_arrow(arrow("h2e2", R)).arrows == (arrow("b0c2"),)
    assert marks.toggled_arrow(arrow("e2h2")).arrows[-1] == arrow("e2h2")   # the reverse arrow is another


def test_the_same_circle_again_removes_it_and_another_colour_replaces_it():
    marks = NO_MARKS.toggled_circle(Circle(sq("e5"))).toggled_circle(Circle(sq("e4"), Y))
    assert marks.toggled_circle(Circle(sq("e5"), B)).circles == (Circle(sq("e5"), B), Circle(sq("e4"), Y))
    assert marks.toggled_circle(Circle(sq("e5"))).circles == (Circle(sq("e4"), Y),)


def test_marks_refuse_points_off_the_board():
    with pytest.raises(ValueError):
        Arrow(0, 0)
    with pytest.raises(ValueError):
        Arrow(0, 90)
    with pytest.raises(ValueError):
        Circle(-1)


# ----- commands hidden from the shown comment -------------------------------------------------------
def test_shown_text_hides_every_command_and_typing_keeps_them():
    comment = "[%cal Gh2e2] [%csl Re5] [%eval 0.35] [%clk 0:01:00] Red attacks [%emt 0:00:05]"
    assert shown_text(comment) == "Red attacks"
    assert commands_in(comment) == ["[%cal Gh2e2]", "[%csl Re5]", "[%eval 0.35]", "[%clk 0:01:00]",
                                    "[%emt 0:00:05]"]
    typed = with_shown_text("Red attacks hard", comment)
    assert shown_text(typed) == "Red attacks hard"
    assert marks_of(typed) == marks_of(comment) and commands_in(typed) == commands_in(comment)
    assert with_shown_text("", comment) == " ".join(commands_in(comment))
    assert with_shown_text("plain", "") == "plain"


# ----- glyphs -------------------------------------------------------------------------------------
def test_glyph_numbers_are_pgns():
    assert [glyph_text(n) for n in range(1, 7)] == ["!", "?", "!!", "??", "!?", "?!"]
    assert {n: glyph_text(n) for n in (10, 13, 14, 15, 16, 17, 18, 19)} == {
        10: "=", 13: "∞", 14: "+=", 15: "=+", 16: "±", 17: "∓", 18: "+-", 19: "-+"}
    assert glyph_text(11) == glyph_text(12) == "="
    assert glyph_text(220) == "" and glyph_text(7) == ""
    for text, nag in {"!?": 5, "±": 16, "+/-": 16, "⩲": 14, "+/=": 14, "=/+": 15, "⩱": 15, "∓": 17, "-/+": 17,
                      "~": 13, "∞": 13, "=": 10, "+-": 18, "-+": 19}.items():
        assert glyph_of_text(text) == nag, text
    assert glyph_of_text("+") is None and glyph_of_text("h2e2") is None


def test_a_glyph_replaces_its_group_and_again_removes_it():
    assert toggled_glyph([], 1) == [1]
    assert toggled_glyph([1], 5) == [5]                    # one move glyph
    assert toggled_glyph([5], 5) == []                     # again: removed
    assert toggled_glyph([5], 16) == [5, 16]               # a position glyph beside it
    assert toggled_glyph([16], 2) == [2, 16]               # the move glyph first
    assert toggled_glyph([2, 16, 220], 19) == [2, 19, 220]  # replaced in place; the diagram flag kept
    assert toggled_glyph([2, 16, 220], 16) == [2, 220]
    assert move_glyph([16, 2]) == 2 and position_glyph([2, 16]) == 16
    assert glyphs_text([16, 5, 220]) == "!? ±"
    with pytest.raises(ValueError):
        toggled_glyph([], 220)
    with pytest.raises(ValueError):
        toggled_glyph([], 7)


def test_the_diagram_flag():
    assert diagram_of([1, 220]) == DIAGRAM and diagram_of([221]) == DIAGRAM_FLIPPED
    assert diagram_of([201]) == DIAGRAM                   # Scid's diagram NAG
    assert diagram_of([1, 16]) is None
    assert with_diagram([1, 201], DIAGRAM_FLIPPED) == [1, 221]
    assert with_diagram([1, 220], None) == [1]
    with pytest.raises(ValueError):
        with_diagram([], 5)
