"""The evaluation's symmetry: a position and its colour-flipped twin (ranks reversed, colours swapped,
the other side to move) are worth exactly the same to the side to move."""

from __future__ import annotations

from pathlib import Path

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
