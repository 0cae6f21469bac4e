"""The game tree: lines, variations, comments, editing for the study mode, replay into a Game."""

import pytest

from app.model import Game, IllegalMoveError, Move
from app.model.board import START_FEN
from app.model.tree import GameTree


def test_from_moves_mainline_and_headers():
    tree = GameTree.from_moves(["h2e2", "h9g7", "马八进七"], headers={"Red": "A", "Black": "B"})
    assert tree.mainline() == ["h2e2", "h9g7", "b0c2"]
    assert tree.headers == {"Red": "A", "Black": "B"}
    assert tree.start_fen == START_FEN
    assert len(tree) == 3
    assert tree.result == "*"


def test_variations_promote_delete():
    tree = GameTree()
    a = tree.add_move(tree.root, "h2e2")
    b = tree.add_move(tree.root, "b2e2")
    assert tree.add_move(tree.root, Move.from_iccs("h2e2")) is a  # existing child is reused
    a1 = tree.add_move(a, "h9g7", comment="horse")
    tree.add_move(b, "b9c7")
    assert tree.mainline() == ["h2e2", "h9g7"]
    assert tree.lines() == [["h2e2", "h9g7"], ["b2e2", "b9c7"]]
    assert a1.comment == "horse" and a1.ply == 2 and a1.is_mainline()
    tree.promote(b)
    assert tree.mainline() == ["b2e2", "b9c7"]
    tree.demote(b)
    assert tree.mainline() == ["h2e2", "h9g7"]
    deep = tree.add_line(b, ["b9c7", "h2h6"])
    tree.promote_to_main(deep)
    assert tree.mainline() == ["b2e2", "b9c7", "h2h6"]
    tree.delete(b)
    assert tree.mainline() == ["h2e2", "h9g7"]
    tree.truncate(a)
    assert tree.mainline() == ["h2e2"]


def test_illegal_moves_are_refused():
    tree = GameTree()
    with pytest.raises(IllegalMoveError):
        tree.add_move(tree.root, "h2h8")
    with pytest.raises(IllegalMoveError):
        tree.add_move(tree.root, "炮二平九")
    assert tree.mainline() == []


def test_to_game_replays_into_the_arbiter():
    # Fool's-mate-like quick mate: the replayed Game reports the checkmate.
    tree = GameTree.from_moves(["h2e2", "h9g7", "e2e6", "i9h9", "e6e9"][:3])
    game = tree.to_game("casual")
    assert isinstance(game, Game) and game.ruleset == "casual"
    assert [m.iccs for m in game.moves] == tree.mainline()
    node = tree.mainline_nodes()[1]
    assert [m.iccs for m in tree.to_game(node=node).moves] == ["h2e2", "h9g7"]


def test_set_up_position_and_board_at():
    fen = "4k4/9/9/9/9/9/9/9/4A4/3K1R3 w - - 0 1"
    tree = GameTree(fen)
    assert tree.headers["FEN"] == fen and tree.start_fen == fen
    n = tree.add_move(tree.root, "f0f9")
    assert tree.board_at(n).is_check()
    with pytest.raises(ValueError):
        GameTree("not a fen")


def test_walk_is_not_recursive_on_long_lines():
    tree = GameTree()
    node = tree.root
    moves = ["h0g2", "h9g7", "g2h0", "g7h9"] * 600   # 2,400 plies
    node = tree.add_line(node, moves)
    assert len(tree) == 2400 and len(list(tree.nodes())) == 2400
    assert len(tree.lines()) == 1
