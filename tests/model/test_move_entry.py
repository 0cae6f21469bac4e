"""complete_move: what a partly typed move text can still become."""

import pytest

from app.model import Board
from app.model.move_entry import complete_move, move_texts


@pytest.mark.parametrize("text", ["炮二平五", "砲二平五", "炮2平5", "C2.5", "C2=5", "h2e2", "h2-e2", "Ｈ２Ｅ２"])
def test_whole_moves_in_every_notation(text):
    assert [m.iccs for m in complete_move(Board(), text)] == ["h2e2"]


def test_prefixes_fold_traditional_and_variant_characters():
    board = Board()
    for prefix in ("俥一", "車一", "车一"):
        assert sorted(m.iccs for m in complete_move(board, prefix)) == ["i0i1", "i0i2"]
    assert {m.iccs for m in complete_move(board, "包八")} == {m.iccs for m in complete_move(board, "炮八")}
    assert len(complete_move(board, "炮")) == 24 and len(complete_move(board, "C2")) == 12


def test_nothing_for_empty_or_impossible_texts():
    board = Board()
    assert complete_move(board, "  ") == [] and complete_move(board, "车五进一") == []
    assert complete_move(board, "x") == []


def test_move_texts_are_the_four_notations():
    board = Board()
    move = complete_move(board, "h0g2")[0]
    assert move_texts(board, move) == ("马二进三", "傌二進三", "H2+3", "h0g2")
