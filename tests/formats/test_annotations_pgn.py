"""Drawn marks ([%cal]/[%csl]) and glyphs (NAGs) through PGN: read from files, written back, read again."""

import pytest

from app.formats import dumps_pgn, read_text, write_pgn, read_games
from app.model.comment_commands import shown_text
from app.model.glyphs import DIAGRAM, diagram_of, toggled_glyph, with_diagram
from app.model.marks import Arrow, Circle, MarkColor, Marks, node_marks, set_node_marks
from app.model.tables import parse_square
from app.model.tree import GameTree

NOTATIONS = ("chinese", "wxf", "iccs")

# As lichess writes a study chapter (arrows and circles in the comments, glyphs as NAGs).
LICHESS_STYLE = """[Event "Study"]
[Red "A"]
[Black "B"]
[Result "*"]

{ [%csl Ge0][%cal Gh2e2] The start } 1. h2e2 $1 { [%cal Rh9g7,Bb9c7] [%csl Ye6] Central cannon }
h9g7 $5 $14 2. h0g2 { [%csl Gg7] } i9h9 $220 *
"""


def sq(name):
    return parse_square(name)


def annotations(tree):
    """Every node's marks, NAGs and shown comment (the root's too)."""
    return [(n.iccs, node_marks(n), tuple(n.nags), shown_text(n.comment)) for n in tree.root.walk()]


def test_marks_and_glyphs_are_read_from_a_file_that_has_them():
    tree = read_text(LICHESS_STYLE)[0]
    root, first, second, third, fourth = [tree.root, *tree.mainline_nodes()]
    assert node_marks(root) == Marks((Arrow(sq("h2"), sq("e2")),), (Circle(sq("e0")),))
    assert shown_text(root.comment) == "The start"
    assert node_marks(first) == Marks((Arrow(sq("h9"), sq("g7"), MarkColor.RED), Arrow(sq("b9"), sq("c7"),
                                                                                        MarkColor.BLUE)),
                                      (Circle(sq("e6"), MarkColor.YELLOW),))
    assert shown_text(first.comment) == "Central cannon"
    assert first.nags == [1] and second.nags == [5, 14] and fourth.nags == [220]
    assert node_marks(third) == Marks((), (Circle(sq("g7")),)) and shown_text(third.comment) == ""
    assert diagram_of(fourth.nags) == DIAGRAM


@pytest.mark.parametrize("notation", NOTATIONS)
def test_marks_and_glyphs_round_trip_through_pgn(notation, tmp_path):
    """read, write, read: the same marks, NAGs and comment texts at every node, in every notation."""
    tree = read_text(LICHESS_STYLE)[0]
    path = tmp_path / "study.pgn"
    write_pgn(tree, path, notation)
    again = read_games(path)[0]
    assert annotations(again) == annotations(tree)
    written_again = dumps_pgn(again, notation)
    assert annotations(read_text(written_again)[0]) == annotations(tree)


@pytest.mark.parametrize("notation", NOTATIONS)
def test_marks_and_glyphs_set_by_the_api_round_trip(notation):
    tree = GameTree.from_moves(["h2e2", "h9g7", "h0g2", "i9h9"])
    a, b, c, d = tree.mainline_nodes()
    a.comment = "first"
    set_node_marks(a, Marks((Arrow(sq("b0"), sq("c2"), MarkColor.YELLOW),), (Circle(sq("e9"), MarkColor.RED),)))
    set_node_marks(tree.root, Marks((Arrow(sq("h2"), sq("e2")),)))
    b.nags = toggled_glyph(toggled_glyph(b.nags, 6), 17)
    c.nags = with_diagram(toggled_glyph(c.nags, 10), DIAGRAM)
    d.nags = toggled_glyph(d.nags, 19)
    back = read_text(dumps_pgn(tree, notation))[0]
    assert annotations(back) == annotations(tree)
    assert back.mainline_nodes()[1].nags == [6, 17]


@pytest.mark.parametrize("text, nags", [
    ("1. h2e2!? h9g7?! 2. h0g2!! i9h9??", [[5], [6], [3], [4]]),
    ("1. C2.5 += H8+7 =+ 2. H2+3 ± R9.8 ∓", [[14], [15], [16], [17]]),
    ("1. 炮二平五!? +- 马8进7 -+ 2. 马二进三 = 车9平8 ∞", [[5, 18], [19], [10], [13]]),
    ("1. 炮二平五± 马８进７!?∓ 2. 马二进三 ~ 车９平８ +/-", [[16], [5, 17], [13], [16]]),
    ("h2e2 $14 h9g7 $15 h0g2 $13 i9h9 $220", [[14], [15], [13], [220]]),
])
def test_glyph_text_in_movetext_is_read_as_nags(text, nags):
    tree = read_text(text)[0]
    assert tree.mainline() == ["h2e2", "h9g7", "h0g2", "i9h9"]
    assert [n.nags for n in tree.mainline_nodes()] == nags
