"""Touch-move obligations (Asian Rules, Chapter 1 Section 3 rule 2, cases a-e)."""

from app.model import Board, Move, TouchCase
from app.model.tables import parse_square as sq
from app.model.touch import touch_rule

# Red: king e0, rook a0, horse b0, cannon h2; Black: king d9, rook a4 (which the red rook can take).
FEN = "3k5/9/9/9/9/r8/9/7C1/9/RN2K4 w - - 0 1"


def moves(*texts):
    return frozenset(Move.from_iccs(t) for t in texts)


def test_nothing_touched_allows_every_legal_move():
    board = Board(FEN)
    rule = touch_rule(board, [])
    assert rule.case is TouchCase.NONE and rule.allowed == frozenset(board.legal_moves()) and not rule.foul


def test_a_own_piece_must_move():
    board = Board(FEN)
    rule = touch_rule(board, [sq("h2")])
    assert rule.case is TouchCase.A and rule.allowed and all(m.from_sq == sq("h2") for m in rule.allowed)


def test_a_own_piece_that_cannot_move_is_a_foul():
    # the red horse b0 has both legs blocked (rook b1, elephant c0)
    board = Board("3k5/9/9/9/9/9/9/9/1R7/1NB1K4 w - - 0 1")
    rule = touch_rule(board, [sq("b0")])
    assert rule.case is TouchCase.A and rule.foul and rule.allowed == frozenset()


def test_b_opponent_piece_must_be_captured():
    board = Board(FEN)
    rule = touch_rule(board, [sq("a4")])  # the black rook on a4: the red rook a0 can take it
    assert rule.case is TouchCase.B and rule.allowed == moves("a0a4")
    rule = touch_rule(board, [sq("d9")])  # the black king: nothing can capture it
    assert rule.case is TouchCase.B and rule.foul


def test_c_own_then_opponent():
    board = Board(FEN)
    assert touch_rule(board, [sq("a0"), sq("a4")]).allowed == moves("a0a4")           # c-1
    rule = touch_rule(board, [sq("h2"), sq("a4")])                                      # c-2
    assert rule.case is TouchCase.C2 and all(m.from_sq == sq("h2") for m in rule.allowed)
    blocked = Board("3k5/9/9/9/9/r8/9/9/1R7/RNB1K4 w - - 0 1")
    rule = touch_rule(blocked, [sq("b0"), sq("a4")])                                    # c-3
    assert rule.case is TouchCase.C3 and rule.allowed == moves("a0a4")
    lone = Board("3k5/9/9/9/9/9/9/9/1R7/1NB1K4 w - - 0 1")
    assert touch_rule(lone, [sq("b0"), sq("d9")]).case == "c-4"


def test_d_opponent_then_own():
    board = Board(FEN)
    assert touch_rule(board, [sq("a4"), sq("a0")]).case == "d-1"
    rule = touch_rule(board, [sq("a4"), sq("h2")])                                      # d-2
    assert rule.case is TouchCase.D2 and rule.allowed == moves("a0a4")
    rule = touch_rule(board, [sq("d9"), sq("h2")])                                      # d-3
    assert rule.case is TouchCase.D3 and all(m.from_sq == sq("h2") for m in rule.allowed)
    lone = Board("3k5/9/9/9/9/9/9/9/1R7/1NB1K4 w - - 0 1")
    assert touch_rule(lone, [sq("d9"), sq("b0")]).case == "d-4"
