"""Headers and comments survive write -> read exactly."""

import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.formats import dumps_pgn, read_games, read_text, write_pgn
from app.formats.pgn_escape import escape_comment, escape_tag, unescape_comment, unescape_tag
from app.model.tree import GameTree

# Tags the writer sets itself or reads specially (Red for White, the start position, the result).
SPECIAL = {"Game", "Format", "Variant", "SetUp", "FEN", "Result", "White"}
NAMES = st.text(string.ascii_letters + string.digits + "_", min_size=1, max_size=12).filter(lambda n: n not in SPECIAL)
TEXT = st.text(max_size=60)
PIECES = ['"]', '"', "]", "\\", "\\\\", "}", "{", "\n", "\r", "\r\n", "u007d", "\\u007d", " ", "\t", "\u3000",
          "\x85", "\x1c", "\\u0041", "[", ")", "(", ";", "%", '[Event "x"]', "1-0", "*", "x", "炮"]
TRICKY = st.lists(st.sampled_from(PIECES), max_size=12).map("".join)
VALUES = st.one_of(TEXT, TRICKY)


def tree_with(headers: dict[str, str], comments: list[str]) -> GameTree:
    tree = GameTree.from_moves(["h2e2", "h9g7", "h0g2", "i9h9"], headers=dict(headers))
    tree.add_move(tree.mainline_nodes()[0], "b9c7")   # a variation, to comment its first move too
    nodes = [tree.root, *tree.nodes()]
    for node, text in zip(nodes, comments, strict=False):
        node.comment = text
    return tree


def assert_same(tree: GameTree, back: GameTree) -> None:
    for name, value in tree.headers.items():
        assert back.headers[name] == value, name
    assert back.mainline() == tree.mainline()
    assert back.root.comment == tree.root.comment
    assert [n.comment for n in back.nodes()] == [n.comment for n in tree.nodes()]


def test_a_quote_and_bracket_in_a_value_keeps_every_header():
    headers = {"Event": 'The "Cup"] final', "Site": "Beijing", "Red": 'A "] B', "Black": "C\\", "Round": "3"}
    back = read_text(dumps_pgn(tree_with(headers, [])), errors="strict")[0]
    assert {k: back.headers[k] for k in headers} == headers


def test_a_closing_brace_in_a_comment_is_kept():
    tree = tree_with({}, ["root {x}", "a } b", "}{}", "C:\\dir\\}", "\\u007d and \\\\u007d"])
    back = read_text(dumps_pgn(tree), errors="strict")[0]
    assert [n.comment for n in back.nodes()][:4] == ["a } b", "}{}", "C:\\dir\\}", "\\u007d and \\\\u007d"]
    assert back.root.comment == "root {x}"


def test_newlines_in_headers_are_kept(tmp_path):
    headers = {"Event": "line one\nline two", "Annotator": "a\r\nb\n", "Remark": "\n"}
    path = tmp_path / "g.pgn"
    write_pgn(tree_with(headers, []), path)
    back = read_games(path, errors="strict")[0]
    assert {k: back.headers[k] for k in headers} == headers


def test_white_space_at_the_ends_is_kept():
    headers = {"Red": "吳貴臨\u3000", "Black": "  two ", "Event": "\t"}
    tree = tree_with(headers, [" root", "a\\ ", "\n\n", "\\u0020 x \\"])
    back = read_text(dumps_pgn(tree), errors="strict")[0]
    assert_same(tree, back)
    assert "\\u3000" in dumps_pgn(tree)


def test_other_programs_values_read_as_before():
    text = ('[Event "C:\\games\\x"]\n[Site "He said "hi""]\n[Red "吳貴臨\u3000"]\n[Black " B "]\n\n'
            "1. h2e2 { C:\\dir\\file } *\n")
    back = read_text(text)[0]
    assert back.headers["Event"] == "C:\\games\\x"
    assert back.headers["Site"] == 'He said "hi"'
    assert back.headers["Red"] == "吳貴臨" and back.headers["Black"] == "B"
    assert back.mainline_nodes()[0].comment == "C:\\dir\\file"


@given(st.dictionaries(NAMES, VALUES, max_size=6), st.lists(VALUES, max_size=6))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_random_headers_and_comments_round_trip(headers, comments):
    tree = tree_with(headers, comments)
    for notation in ("chinese", "iccs"):
        back = read_text(dumps_pgn(tree, notation), errors="strict")
        assert len(back) == 1
        assert_same(tree, back[0])


@given(VALUES)
@settings(max_examples=500, deadline=None)
def test_escapes_are_reversible(text):
    assert unescape_tag(escape_tag(text)) == text
    assert "}" not in escape_comment(text) and unescape_comment(escape_comment(text)) == text
    assert '"' not in escape_tag(text).replace('\\"', "") and "\n" not in escape_tag(text)
