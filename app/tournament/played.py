"""A finished tournament game as a value: the players, the moves, how it ended, evaluations and clocks.

``Ending`` says who ended the game: the arbiter (``RULES``: checkmate, stalemate, perpetual check or
chase, the automatic draws, a flag fall; ``termination`` and ``rule`` are then the model's Outcome's),
the adjudication the user turned on, or an engine's failure (a crash, no answer, an illegal move,
another engine error), which loses the game for that engine. ``PlayedGame.to_dict``/``from_dict`` keep
it in the state file. ``PartialGame`` is a game stopped on its way (the tournament was stopped): the
moves played so far with their scores and times, kept in the state file so that a resumed tournament
goes on with it from where it stopped.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from app.engines import Score
from app.model.enums import Color

from .openings import StartLine


class Ending(StrEnum):
    """Who or what ended a game."""

    RULES = "rules"                        # the arbiter (flag fall included)
    ADJUDICATED_WIN = "adjudicated win"    # both engines agreed a side is lost
    ADJUDICATED_DRAW = "adjudicated draw"  # both engines agreed it is level
    MOVE_LIMIT = "move limit"              # the move limit was reached: a draw
    CRASH = "engine crash"                 # the engine's process ended
    NO_ANSWER = "engine timeout"           # the engine stopped answering
    ILLEGAL_MOVE = "illegal move"          # the engine played a move the rules do not allow
    ENGINE_ERROR = "engine error"          # the engine could not start, or gave no move

    @property
    def is_failure(self) -> bool:
        """True when an engine's failure ended the game (it loses)."""
        return self in (Ending.CRASH, Ending.NO_ANSWER, Ending.ILLEGAL_MOVE, Ending.ENGINE_ERROR)

    @property
    def pgn_termination(self) -> str:
        """The PGN Termination value for an ending other than RULES (which uses the model's)."""
        return {Ending.ADJUDICATED_WIN: "adjudication", Ending.ADJUDICATED_DRAW: "adjudication",
                Ending.MOVE_LIMIT: "adjudication", Ending.CRASH: "abandoned",
                Ending.NO_ANSWER: "stalled connection", Ending.ILLEGAL_MOVE: "rules infraction",
                Ending.ENGINE_ERROR: "abandoned"}.get(self, "")


@dataclass(frozen=True)
class PlayedGame:
    """One finished game. ``moves`` are the engines' moves after the opening's; ``evals`` (Red's view),
    ``clocks`` (the mover's time left, None without a clock), ``spent`` (seconds from ``go`` to the
    move) and ``late`` (seconds the move came after its time, within the margin; 0.0 for a move on
    time) have one entry per engine move. ``winner`` is None for a draw. ``wall`` is the game's whole
    time, ``thinking`` the engines' (the rest is the overhead of running it)."""

    number: int
    pair: int
    red: str
    black: str
    opening: StartLine
    moves: tuple[str, ...]
    winner: Color | None
    ending: Ending
    termination: str
    rule: str = ""
    culprit: Color | None = None
    detail: str = ""
    evals: tuple[Score | None, ...] = ()
    clocks: tuple[float | None, ...] = ()
    spent: tuple[float, ...] = ()
    wall: float = 0.0
    thinking: float = 0.0
    late: tuple[float, ...] = ()

    @property
    def result(self) -> str:
        """'1-0', '0-1' or '1/2-1/2'."""
        if self.winner is None:
            return "1/2-1/2"
        return "1-0" if self.winner is Color.RED else "0-1"

    @property
    def all_moves(self) -> tuple[str, ...]:
        """The opening's moves, then the engines'."""
        return self.opening.moves + self.moves

    @property
    def plies(self) -> int:
        """Plies played, the opening's included (as GameResult.plies counts them)."""
        return len(self.all_moves)

    def late_moves(self, color: Color) -> int:
        """How many of a side's moves came after their time (within the margin)."""
        first = Color.RED if self.opening_turn is Color.RED else Color.BLACK
        return sum(1 for i, seconds in enumerate(self.late)
                   if seconds > 0 and (first if i % 2 == 0 else first.other) is color)

    @property
    def opening_turn(self) -> Color:
        """The side to move when the engines took over."""
        return turn_after(self.opening)

    def points(self, color: Color) -> float:
        """The points a side scored: 1, 1/2 or 0."""
        return 0.5 if self.winner is None else (1.0 if self.winner is color else 0.0)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {"number": self.number, "pair": self.pair, "red": self.red, "black": self.black,
                "opening": self.opening.to_dict(), "moves": list(self.moves),
                "winner": self.winner.value if self.winner else None, "ending": self.ending.value,
                "termination": self.termination, "rule": self.rule,
                "culprit": self.culprit.value if self.culprit else None, "detail": self.detail,
                "evals": [_score_dict(s) for s in self.evals], "clocks": list(self.clocks),
                "spent": [round(s, 4) for s in self.spent], "wall": round(self.wall, 4),
                "thinking": round(self.thinking, 4), "late": [round(s, 4) for s in self.late]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> PlayedGame:
        """The game to_dict wrote (KeyError, ValueError or TypeError if it is not one)."""
        winner, culprit = data.get("winner"), data.get("culprit")
        return cls(int(data["number"]), int(data["pair"]), str(data["red"]), str(data["black"]),
                   StartLine.from_dict(data["opening"]), tuple(str(m) for m in data["moves"]),
                   Color(winner) if winner else None, Ending(data["ending"]), str(data["termination"]),
                   str(data.get("rule", "")), Color(culprit) if culprit else None, str(data.get("detail", "")),
                   tuple(_score_of(s) for s in data.get("evals", [])),
                   tuple(None if c is None else float(c) for c in data.get("clocks", [])),
                   tuple(float(s) for s in data.get("spent", [])), float(data.get("wall", 0.0)),
                   float(data.get("thinking", 0.0)), tuple(float(s) for s in data.get("late", [])))


@dataclass(frozen=True)
class PartialGame:
    """A game stopped before its end: its number and the engines' moves so far (after the opening),
    each with its score (Red's view), the mover's clock after it, its thinking time and its lateness
    (as PlayedGame keeps them). A resumed tournament plays the game on from here."""

    number: int
    moves: tuple[str, ...]
    evals: tuple[Score | None, ...] = ()
    clocks: tuple[float | None, ...] = ()
    spent: tuple[float, ...] = ()
    late: tuple[float, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {"number": self.number, "moves": list(self.moves), "evals": [_score_dict(s) for s in self.evals],
                "clocks": list(self.clocks), "spent": [round(s, 4) for s in self.spent],
                "late": [round(s, 4) for s in self.late]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> PartialGame:
        """The game to_dict wrote (KeyError, ValueError or TypeError if it is not one)."""
        moves = tuple(str(m) for m in data["moves"])
        out = cls(int(data["number"]), moves, tuple(_score_of(s) for s in data["evals"]),
                  tuple(None if c is None else float(c) for c in data["clocks"]),
                  tuple(float(s) for s in data["spent"]), tuple(float(s) for s in data.get("late", [0.0] * len(moves))))
        if not len(out.evals) == len(out.clocks) == len(out.spent) == len(out.late) == len(moves):
            raise ValueError("a score, a clock, a time and a lateness for each move")
        return out


def turn_after(line: StartLine) -> Color:
    """The side to move after an opening line (its position's side, then one turn a move)."""
    fields = line.fen.split()
    first = Color.BLACK if len(fields) > 1 and fields[1] == "b" else Color.RED
    return first if len(line.moves) % 2 == 0 else first.other


def _score_dict(score: Score | None) -> dict[str, int] | None:
    if score is None:
        return None
    return {"mate": score.mate} if score.mate is not None else {"cp": score.cp or 0}


def _score_of(data: dict[str, int] | None) -> Score | None:
    if data is None:
        return None
    return Score(mate=int(data["mate"])) if "mate" in data else Score(cp=int(data["cp"]))


__all__ = ["Ending", "PlayedGame", "PartialGame", "turn_after"]
