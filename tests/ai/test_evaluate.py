"""The evaluation: its traced terms count what their names say, it is the weights times those counts
(on both backends), and a position and its colour-flipped twin (ranks reversed, colours swapped, the
other side to move) are worth exactly the same to the side to move."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from app.ai import core
from app.ai.core.weights import POSITIONAL_WEIGHT, PSTV, WEIGHTS, Term
from app.ai.search import Searcher
from app.formats import read_games
from app.model import Board, Game

GAMES = Path(__file__).resolve().parents[1] / "data" / "ccpd-games"


def flipped(fen: str) -> str:
    placement, side = fen.split()[:2]
    rows = [row.swapcase() for row in reversed(placement.split("/"))]
    return "/".join(rows) + (" b" if side == "w" else " w") + " - - 0 1"


def value(fen: str) -> int:
    board = Board(fen)
    return Searcher(list(board.squares()), board.turn.index).evaluate()


def test_flipped_colours_evaluate_the_same_for_the_side_to_move():
    checked = 0
    for path in sorted(GAMES.rglob("*.pgn"))[:3]:
        for tree in read_games(str(path))[:10]:
            game = Game()
            for text in tree.mainline():
                game.push_iccs(text)
                fen = game.board.fen()
                assert value(fen) == value(flipped(fen)), fen
                checked += 1
    assert checked > 200


# Positions with each term counted by hand, Red's minus Black's (the terms not named are 0).
TRACED = [
    # Red's horse in the corner, both legs blocked by its rooks; a cannon on Black's king's file with
    # nothing between; Black, bare, is missing both advisors (against a horse and two rooks) and both
    # elephants (against a cannon and two rooks). The phase term is 0: as many cannons as horses.
    ("4k4/9/9/9/9/4C4/9/9/R8/NR1K5 w - - 0 1",
     {Term.HORSE_TRAPPED: 1, Term.HOLLOW_FILE: 1, Term.ADVISOR_HORSE: -2, Term.ADVISOR_ROOK: -4,
      Term.ELEPHANT_CANNON: -2, Term.ELEPHANT_ROOK: -4}),
    # A cannon on Black's king's rank with nothing between, another on its file behind one screen (a
    # pawn, side by side with another across the river); Black misses advisors against the two
    # crossed pawns and elephants against the two cannons; two cannons and no horse: the phase term
    # (2 - 8) x 2 x 2.
    ("C3k4/9/9/9/4PP3/9/9/9/4C4/3K5 b - - 0 1",
     {Term.HOLLOW_RANK: 1, Term.ONE_SCREEN: 1, Term.PAWN_PAIR: 1, Term.ADVISOR_PAWN: -4,
      Term.ELEPHANT_CANNON: -4, Term.PHASE: -24}),
    # Black's terms: its cannon behind two screens on Red's king's file, its horse in the corner
    # reaching one square (the rook blocks the other leg); Red misses an advisor against the horse
    # and the rook, an elephant against the cannon and the rook.
    ("nr2k4/9/9/9/9/4c4/9/4B4/4A4/4K4 w - - 0 1",
     {Term.TWO_SCREENS: -1, Term.HORSE_MOBILITY: -1, Term.HORSE_CRAMPED: -1, Term.ADVISOR_HORSE: 1,
      Term.ADVISOR_ROOK: 1, Term.ELEPHANT_CANNON: 1, Term.ELEPHANT_ROOK: 1}),
]


@pytest.mark.parametrize(("fen", "counts"), TRACED)
def test_the_trace_counts_each_term_by_its_name(backend, fen, counts):
    board = Board(fen)
    traced = Searcher(board.squares(), board.turn.index, backend=backend).trace()
    assert traced == {t: counts.get(t, 0) for t in Term}


def _random_positions(seed: int, games: int, plies: int):
    rng = random.Random(seed)
    for _ in range(games):
        board = Board()
        for _ in range(plies):
            legal = board.legal_moves()
            if not legal:
                break
            yield board
            caps = [m for m in legal if board.is_capture(m)]
            board.push(rng.choice(caps) if caps and rng.random() < 0.5 else rng.choice(legal))


def test_the_evaluation_is_the_weights_times_the_traced_counts(backend):
    checked = 0
    for board in _random_positions(11, 4, 150):
        squares, side = list(board.squares()), board.turn.index
        s = Searcher(squares, side, backend=backend)
        weighted = sum(WEIGHTS[t] * n for t, n in s.trace().items()) * POSITIONAL_WEIGHT
        positional = weighted // 100 if weighted >= 0 else -(-weighted // 100)
        red = sum(PSTV[p][sq] for sq, p in enumerate(squares) if p) + positional
        assert s.evaluate() == (red if side == 0 else -red) + 10, board.fen()
        checked += 1
    assert checked > 300


@pytest.mark.compiled
def test_both_backends_trace_the_same_counts():
    from .conftest import compiled_backend
    fast = compiled_backend()
    for board in _random_positions(3, 2, 120):
        squares, side = list(board.squares()), board.turn.index
        assert (Searcher(squares, side, backend=fast).trace()
                == Searcher(squares, side, backend=core.pure()).trace()), board.fen()
