"""The rules file: how it reads, what each kind of item means, and the shipped file's coverage."""

from __future__ import annotations

import pytest

from app.openings import all_openings, shipped_rules
from app.openings.rules import WINDOW, mirror_iccs, parse, resolve

ROOTS = """\
B00 - 炮二平五@1
A10 - 相三进五@1
"""


def test_moves_are_read_on_the_board_of_their_chain():
    start = list("RNBAKABNR" + " " * 9 + " C     C " + "P P P P P" + " " * 18
                 + "p p p p p" + " c     c " + " " * 9 + "rnbakabnr")
    assert resolve(start, "炮二平五") == (0, "h2e2")
    assert resolve(start, "马８进７") == (1, "h9g7")
    assert resolve(start, "車９進１") == (1, "i9i8")            # traditional characters read alike
    with pytest.raises(ValueError, match="no such piece"):
        resolve(start, "车二进六")                                # the rook is not on file 二 yet
    with pytest.raises(ValueError, match="not a move"):
        resolve(start, "炮二平")


def test_a_rule_reads_after_its_chain():
    rules = parse(ROOTS + "C00 B00 马８进７ 马２进３\nC17 C00 车一平二 车二进六@4\n")
    [rook_item] = [i for i in rules.rules["C17"].items if i.features == ("0h0h6",)]
    assert rook_item.last == 6                                  # Red's fourth move is ply 6
    assert rules.chain("C17")[0].code == "B00" and rules.parent("C17") == "C00"


@pytest.mark.parametrize(("text", "words"), [
    ("C00 B00", "a rule is a code"),
    ("C00 X99 马８进７", "X99"),
    ("C00 B00 马８进７|马二进三", "mixes"),
    ("C00 B00/x 马８进７", "rank"),
    ("C00 B00 车二进六", "no such piece"),
    ("C00 B00 马８进７@", "cannot read"),
])
def test_a_line_it_cannot_read_is_named(text, words):
    with pytest.raises(ValueError, match=words) as err:
        parse(ROOTS + text + "\n")
    assert "line 3" in str(err.value)


def test_rank_then_the_first_completed_then_the_first_written():
    rules = parse(ROOTS + "D00 B00 炮８平５@1\nX1 B00/2 马８进７\nX2 B00 马２进３\nX3 B00 车９进１\n")
    assert rules.code("h2e2 h7e7".split()) == "D00"
    assert rules.code("h2e2 h9g7 h0g2 b9c7".split()) == "X2"            # rank 1 before rank 2
    assert rules.code("h2e2 i9i8 h0g2 b9c7".split()) == "X3"            # completed first
    assert rules.code("h2e2 h9g7".split()) == "X1"                      # rank 2 when no rank 1 holds


def test_a_limit_and_a_not():
    rules = parse(ROOTS + "X1 B00 马８进７@2 !车９进１@2\n")
    assert rules.code("h2e2 a6a5 h0g2 h9g7".split()) == "X1"            # by Black's second move
    assert rules.code("h2e2 a6a5 h0g2 a5a4 i0h0 h9g7".split()) == "B00"  # too late
    assert rules.code("h2e2 i9i8 h0g2 h9g7".split()) == "B00"           # and 车９进１ by then rules it out


def test_nothing_else_first():
    """~: the side plays the rule's moves and these, nothing else, until the rule is complete."""
    rules = parse(ROOTS + "C00 B00 马８进７ 马２进３ ~卒７进１\n")
    assert rules.code("h2e2 h9g7 h0g2 g6g5 i0h0 b9c7".split()) == "C00"
    assert rules.code("h2e2 h9g7 h0g2 c9e7 i0h0 b9c7".split()) == "B00"  # 象３进５ first
    assert rules.code("h2e2 h9g7 h0g2 b9c7 i0h0 c9e7".split()) == "C00"  # after it, anything


def test_a_move_written_again_and_the_next_such_move():
    rules = parse(ROOTS + "X1 B00 卒１进１\nX2 X1 卒１进１@1\nX3 X1 卒１进１'@3\n")
    assert [i.features for i in rules.rules["X2"].items] == [("1a6a5",)]    # the same move, a tighter limit
    assert [i.features for i in rules.rules["X3"].items] == [("1a5a4",)]    # the pawn's next step
    assert rules.code("h2e2 a6a5 h0g2 a5a4".split()) == "X2"
    assert rules.code("h2e2 b9c7 h0g2 a6a5 i0h0 a5a4".split()) == "X3"


def test_a_code_given_twice_is_reached_either_way_and_keeps_its_first_parent():
    rules = parse(ROOTS + "X1 B00 马８进７\nX2 X1 车９平８\nX2 B00 车９进１\n")
    assert rules.parent("X2") == "X1"
    assert rules.code("h2e2 h9g7 h0g2 i9h9".split()) == "X2"
    assert rules.code("h2e2 i9i8".split()) == "X2"


def test_games_are_turned_to_the_rules_wing():
    rules = parse(ROOTS + "X1 B00 马８进７@1\n")
    game = "h2e2 h9g7".split()
    assert rules.code([mirror_iccs(m) for m in game]) == rules.code(game) == "X1"
    assert rules.code(["c0e2"]) == "A10" and rules.code(["e3e4"]) == "A00"


def test_the_window():
    rules = parse(ROOTS + "X1 B00 马８进７\n")
    waiting = ["h2e2"] + ["a9a8", "a0a1", "a8a9", "a1a0"] * 5
    assert rules.code([*waiting[:WINDOW - 1], "h9g7"]) == "X1"
    assert rules.code([*waiting[:WINDOW], "h9g7"]) == "B00"


def test_the_shipped_rules_name_the_schemes_codes():
    rules = shipped_rules()
    named = all_openings()
    assert set(rules.rules) <= set(named)
    assert set(named) - set(rules.rules) == {"A00", "B56", "C46"}      # no game of the collection has these
    assert {code for code in rules.rules if rules.parent(code) is None} == {
        "A01", "A02", "A03", "A04", "A05", "A06", "A07", "A08", "A10", "A40", "A50", "A60", "B00", "E00"}
