"""Board.push_unchecked (replaying moves already known legal) and the notation parse caches."""

import pytest

from app.model import Board, IllegalMoveError, Move
from app.model import notation


def test_push_unchecked_plays_like_push():
    a, b = Board(), Board()
    for text in ("炮二平五", "马８进７", "马二进三", "车９平８", "车一平二"):
        move = a.parse_move(text)
        assert b.parse_move(text) == move
        a.push(move)
        b.push_unchecked(move)
        assert (a.fen(), a.key, a.ply) == (b.fen(), b.key, b.ply)
    assert a.pop() == b.pop()
    assert a.fen() == b.fen()


def test_push_unchecked_refuses_a_move_of_no_piece_of_the_mover():
    b = Board()
    with pytest.raises(IllegalMoveError):
        b.push_unchecked(Move.from_iccs("e5e4"))   # empty square
    with pytest.raises(IllegalMoveError):
        b.push_unchecked(Move.from_iccs("h7e7"))   # Black's cannon, Red to move
    assert b.ply == 0


def test_parse_move_gives_the_same_answers_from_its_text_cache():
    notation._READ.clear()
    fen = "4k4/9/9/9/9/9/9/R8/9/R2K5 w - - 0 1"     # two red rooks on file 9 (a0, a2)
    for _ in range(2):   # the second round reads every text from the cache
        b = Board(fen)
        assert b.parse_move("前车进一") == Move.from_iccs("a2a3")
        with pytest.raises(ValueError, match="ambiguous"):
            b.parse_move("R9+1")
        with pytest.raises(ValueError, match="ambiguous"):
            b.parse_move("车九平八")
        with pytest.raises(ValueError):
            b.parse_move("炮二平五")    # no cannon
        assert b.parse_move("帅六进一") == Move.from_iccs("d0d1")
        assert b.parse_move("a0-b0") == Move.from_iccs("a0b0")
        with pytest.raises(IllegalMoveError):
            b.parse_move("a0a5")        # blocked by the other rook
    assert "前车进一" in notation._READ


def test_text_cache_is_bounded(monkeypatch):
    monkeypatch.setattr(notation, "_READ_LIMIT", 3)
    notation._READ.clear()
    b = Board()
    for text in ("炮二平五", "炮八平五", "马二进三", "马八进七", "兵三进一"):
        b.parse_move(text)
        assert len(notation._READ) <= 3
