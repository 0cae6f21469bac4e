"""Pure-Python xiangqi model: board, moves, notation, game and arbiter. Never imports Qt."""

from .arbiter import RULESETS, ChaseDetail, Outcome, Termination
from .board import START_FEN, Board, Piece
from .clock import Clock, ClockSnapshot, MoveTime
from .enums import Color, Notation, PieceKind, Rule, RuleBook, Ruleset, TouchCase
from .errors import FenError, FenProblem, IllegalMoveError, IllegalReason, PositionWarning
from .game import Game, GameOverError
from .move import Move
from .perft import divide, perft
from .time_control import TimeControl, TimeControlError

__all__ = ["Board", "Move", "Piece", "perft", "divide", "IllegalMoveError", "FenError", "START_FEN",
           "Game", "GameOverError", "Outcome", "Termination", "RULESETS", "ChaseDetail", "IllegalReason",
           "FenProblem", "Color", "PieceKind", "Ruleset", "Notation", "TouchCase", "Rule", "RuleBook",
           "TimeControl", "TimeControlError", "Clock", "ClockSnapshot", "MoveTime", "PositionWarning"]
