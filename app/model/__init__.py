"""Pure-Python xiangqi model: board, moves, notation, game and arbiter. Never imports Qt."""

from .board import START_FEN, Board, Piece
from .move import FenError, IllegalMoveError, Move
from .perft import divide, perft

__all__ = ["Board", "Move", "Piece", "perft", "divide", "IllegalMoveError", "FenError", "START_FEN"]
