"""Pure-Python xiangqi model: board, moves, notation, game and arbiter. Never imports Qt."""

from .arbiter import RULESETS, Outcome, Termination
from .board import START_FEN, Board, Piece
from .clock import Clock, ClockSnapshot, MoveTime
from .game import Game, GameOverError
from .move import FenError, IllegalMoveError, Move
from .perft import divide, perft
from .time_control import TimeControl, TimeControlError

__all__ = ["Board", "Move", "Piece", "perft", "divide", "IllegalMoveError", "FenError", "START_FEN",
           "Game", "GameOverError", "Outcome", "Termination", "RULESETS",
           "TimeControl", "TimeControlError", "Clock", "ClockSnapshot", "MoveTime"]
