"""What a running tournament reports to whoever watches it (a command line, a window): frozen values.

The listener is called from the tournament's threads; a GUI hands each event to its own thread (for
instance through a queued Qt signal) before touching widgets.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .openings import StartLine
from .play import MovePlayed
from .played import PlayedGame
from .results import Standings


@dataclass(frozen=True)
class TournamentStarted:
    """The tournament begins (or resumes): games scheduled, games already finished, where it runs."""

    total: int
    finished: int
    engines: tuple[str, ...]
    concurrency: int
    cluster: str | None = None


@dataclass(frozen=True)
class GameStarted:
    """A game was handed to a player slot (on a cluster: sent to the workers)."""

    number: int
    red: str
    black: str
    opening: StartLine


@dataclass(frozen=True)
class GameFinished:
    """A game ended and was written to the PGN."""

    game: PlayedGame


@dataclass(frozen=True)
class StandingsChanged:
    """The table after the latest game."""

    standings: Standings


class Finish(StrEnum):
    """Why a tournament stopped."""

    COMPLETE = "complete"      # every scheduled game was played
    SPRT = "sprt"              # the SPRT reached a decision
    STOPPED = "stopped"        # stop() was called (running games are played again on resume)


@dataclass(frozen=True)
class TournamentFinished:
    """The tournament ended: why, and the final table."""

    reason: Finish
    standings: Standings


TournamentEvent = (TournamentStarted | GameStarted | MovePlayed | GameFinished | StandingsChanged
                   | TournamentFinished)

__all__ = ["TournamentStarted", "GameStarted", "GameFinished", "StandingsChanged", "Finish", "TournamentFinished",
           "TournamentEvent", "MovePlayed"]
