"""Who plays each side of a game and how a new game is set up: the values the new-game dialog answers
with (``NewGameChoice``) and the shell seats the players from.

A side is played by a person at the board, the built-in AI at a level, or an engine from the user's
engine list (``PlayerSpec``). The dialog offers four ways to seat them (``Opponent``); the choice keeps
each side's player, so a dialog that chooses the two sides separately needs no other value.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from .enums import Color, Ruleset
from .handicap import Handicap
from .time_control import TimeControl

DEFAULT_LEVEL = "master"            # the built-in AI's strongest level (app.ai.levels.Level)


class Opponent(StrEnum):
    """Who plays against whom, as the new-game dialog offers it."""

    HUMANS = "human"                # two players at this computer
    COMPUTER_BLACK = "ai-black"     # the person plays Red against the computer
    COMPUTER_RED = "ai-red"         # the person plays Black against the computer
    COMPUTERS = "ai-both"           # computer against computer

    @property
    def computer_sides(self) -> frozenset[Color]:
        """The sides a computer plays."""
        return _COMPUTER_SIDES[self]

    @property
    def human_side(self) -> Color | None:
        """The one side the person at the board plays (None: both sides, or neither)."""
        return {Opponent.COMPUTER_BLACK: Color.RED, Opponent.COMPUTER_RED: Color.BLACK}.get(self)

    @classmethod
    def of(cls, computer_sides: frozenset[Color] | set[Color]) -> Opponent:
        """The opponent that has the computer play these sides."""
        return next(o for o in cls if o.computer_sides == frozenset(computer_sides))


_COMPUTER_SIDES = {Opponent.HUMANS: frozenset(), Opponent.COMPUTER_BLACK: frozenset({Color.BLACK}),
                   Opponent.COMPUTER_RED: frozenset({Color.RED}),
                   Opponent.COMPUTERS: frozenset({Color.RED, Color.BLACK})}


class PlayerKind(StrEnum):
    """What plays a side."""

    HUMAN = "human"                 # a person at the board
    BUILTIN = "builtin"             # the built-in AI, at a level
    ENGINE = "engine"               # an engine of the user's engine list, by name


@dataclass(frozen=True)
class PlayerSpec:
    """One side's player: a person, the built-in AI at `level`, or the engine called `engine`. A
    computer keeps the level chosen with it (an engine's search is not limited by it)."""

    kind: PlayerKind = PlayerKind.HUMAN
    level: str = DEFAULT_LEVEL
    engine: str = ""

    def __post_init__(self) -> None:
        if (self.kind is PlayerKind.ENGINE) != bool(self.engine):
            raise ValueError("an engine player needs the engine's name, and only an engine player has one")

    @classmethod
    def human(cls) -> PlayerSpec:
        """A person at the board."""
        return cls()

    @classmethod
    def builtin(cls, level: str = DEFAULT_LEVEL) -> PlayerSpec:
        """The built-in AI at `level`."""
        return cls(PlayerKind.BUILTIN, level)

    @classmethod
    def external(cls, engine: str, level: str = DEFAULT_LEVEL) -> PlayerSpec:
        """The engine called `engine` in the user's engine list."""
        return cls(PlayerKind.ENGINE, level, engine)

    @property
    def is_computer(self) -> bool:
        """True unless a person plays."""
        return self.kind is not PlayerKind.HUMAN


@dataclass(frozen=True)
class NewGameChoice:
    """How to play a new game (or play on from a position): rules, each side's player, the computer
    chosen (hints come from it, and its level is remembered), time controls, handicap."""

    ruleset: Ruleset = Ruleset.CXQ
    touch_move: bool = False
    red: PlayerSpec = field(default_factory=PlayerSpec.human)
    black: PlayerSpec = field(default_factory=PlayerSpec.human)
    computer: PlayerSpec = field(default_factory=PlayerSpec.builtin)
    red_tc: TimeControl | None = None          # None: as before (no new clock)
    black_tc: TimeControl | None = None        # None: as Red's
    handicap: Handicap = Handicap.NONE
    giver: Color = Color.RED
    names: tuple[str, str] = ("", "")         # the people's names (Red, Black; "" for a computer or unnamed)

    def __post_init__(self) -> None:
        if not self.computer.is_computer:
            raise ValueError("the computer chosen must be a computer")

    @classmethod
    def seated(cls, opponent: Opponent, computer: PlayerSpec | None = None, black_computer: PlayerSpec | None = None,
               **setup: Any) -> NewGameChoice:
        """The choice that seats `computer` on the opponent's computer sides (Black's seat gets
        `black_computer` instead when the computer plays both sides and it is given); `setup` holds the
        other fields."""
        chosen = computer or PlayerSpec.builtin()
        sides = opponent.computer_sides
        red = chosen if Color.RED in sides else PlayerSpec.human()
        black = PlayerSpec.human()
        if Color.BLACK in sides:
            black = black_computer if black_computer is not None and opponent is Opponent.COMPUTERS else chosen
        return cls(red=red, black=black, computer=chosen, **setup)

    @property
    def opponent(self) -> Opponent:
        """Who plays against whom."""
        return Opponent.of(self.computer_sides)

    @property
    def computer_sides(self) -> frozenset[Color]:
        """The sides a computer plays."""
        return frozenset(c for c in (Color.RED, Color.BLACK) if self.player(c).is_computer)

    @property
    def level(self) -> str:
        """The built-in AI's level chosen."""
        return self.computer.level

    def name(self, color: Color) -> str:
        """The name given for a person playing `color` ('' for a computer or none given)."""
        return "" if self.player(color).is_computer else self.names[Color(color).index].strip()

    def player(self, color: Color | str) -> PlayerSpec:
        """Who plays `color`."""
        return self.red if Color(color) is Color.RED else self.black


__all__ = ["Opponent", "PlayerKind", "PlayerSpec", "NewGameChoice", "DEFAULT_LEVEL"]
