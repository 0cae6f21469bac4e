"""Board.is_legal tests one move directly (attacks.can_move): it must agree with the move generator."""

import random

import pytest

from app.model import Board, Move
from app.model.attacks import can_move, pseudo_from

# Positions no game reaches but the rules run in (elephants and advisors off their points, pawns on
# their own half sideways, a lone king each, many pieces stacked on one file), plus a few mid-games.
ODD_FENS = [
    "4k4/4a4/4b4/2B1R1B2/9/9/2b1r1b2/4B4/4A4/4K4 w - - 0 1",
    "3k5/9/9/9/2p1P1p2/9/9/9/9/4K4 w - - 0 1",
    "4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1",
    "R1C1k1c1r/C8/R8/P8/P8/p8/p8/r8/c8/3K5 w - - 0 1",
    "3akab2/9/4b4/p3pNp1p/2p6/4c1P2/P1P1P3P/1C2B1N2/3nA4/2BAK4 b - - 0 1",
    "2bakab2/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/2BAKAB2 w - - 0 1",
    "4k4/3P1P3/4P4/9/9/9/9/9/9/3K5 b - - 0 1",
    "5k3/4a4/3a5/9/9/9/9/4h4/4A4/3K5 w - - 0 1".replace("h", "n"),
]


def _positions():
    """Seeded random play from the start and from the odd positions (boards at every few plies)."""
    rng = random.Random(20261123)
    starts = [None] * 12 + ODD_FENS
    for fen in starts:
        board = Board(fen)
        for ply in range(rng.randint(0, 160)):
            moves = board.legal_moves()
            if not moves:
                break
            if ply % 7 == 0:
                yield board.copy()
            board.push(rng.choice(moves))
        yield board


def _assert_agrees(board: Board) -> None:
    legal = set(board.legal_moves())
    squares = board.squares()
    for f in range(90):
        pseudo = set(pseudo_from(squares, f)) if squares[f] else set()
        for t in range(90):
            move = Move(f, t)
            assert board.is_legal(move) == (move in legal), (board.fen(), move.iccs)
            if squares[f]:
                assert can_move(squares, f, t) == ((f << 7 | t) in pseudo), (board.fen(), move.iccs)


def test_is_legal_agrees_with_the_generator_for_every_pair_of_squares():
    count = 0
    for board in _positions():
        _assert_agrees(board)
        count += 1
    assert count > 150


@pytest.mark.parametrize("fen", ODD_FENS)
def test_is_legal_agrees_with_the_generator_in_odd_positions(fen):
    _assert_agrees(Board(fen))


def test_file_codes_is_a_column_of_squares():
    board = Board()
    for f in range(9):
        assert board.file_codes(f) == board.squares()[f::9]
