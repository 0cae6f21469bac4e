"""A finished tournament game as a value: the players, the moves, how it ended, evaluations and clocks.

``Ending`` says who ended the game: the arbiter (``RULES``: checkmate, stalemate, perpetual check or
chase, the automatic draws, a flag fall; ``termination`` and ``rule`` are then the model's Outcome's),
the adjudication the user turned on, or an engine's failure (a crash, no answer, an illegal move,
another engine error), which loses the game for that engine. ``PlayedGame.to_dict``/``from_dict`` keep
it in the state file.
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
    ``clocks`` (the mover's time left, None without a clock) and ``spent`` (seconds from ``go`` to the
    move) have one entry per engine move. ``winner`` is None for a draw. ``wall`` is the game's whole
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
                "thinking": round(self.thinking, 4)}

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
                   float(data.get("thinking", 0.0)))


def _score_dict(score: Score | None) -> dict[str, int] | None:
    if score is None:
        return None
    return {"mate": score.mate} if score.mate is not None else {"cp": score.cp or 0}


def _score_of(data: dict[str, int] | None) -> Score | None:
    if data is None:
        return None
    return Score(mate=int(data["mate"])) if "mate" in data else Score(cp=int(data["cp"]))


__all__ = ["Ending", "PlayedGame"]
