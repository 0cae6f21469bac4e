"""Standings, crosstable and the match statistics of the games finished so far (values, no words).

``GameResult`` is a finished game's summary (what the state file keeps per game); ``standings(names,
results, sprt)`` ranks the engines by points, with each engine's Elo against the field it met (95%
interval) and its likelihood of superiority, the crosstable (points each engine took from each other),
and for a match the first engine's Elo against the second, the pentanomial counts of its game pairs
and the SPRT's state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from app.model.enums import Color

from .config import SprtSettings
from .played import Ending, PlayedGame
from .stats import EloEstimate, SprtStatus, elo_estimate, llr_pentanomial, sprt_status


@dataclass(frozen=True)
class GameResult:
    """A finished game's summary: its number and pair, the engines by name, the winner (None: a draw),
    the ending and PGN termination, the plies played, the time it took (whole, engines' thinking), and
    how many moves of each side came after their time (``late``: Red's, Black's)."""

    number: int
    pair: int
    red: str
    black: str
    winner: Color | None
    ending: Ending
    termination: str
    rule: str = ""
    detail: str = ""
    plies: int = 0
    wall: float = 0.0
    thinking: float = 0.0
    late: tuple[int, int] = (0, 0)

    @classmethod
    def of(cls, game: PlayedGame) -> GameResult:
        """The summary of a played game."""
        return cls(game.number, game.pair, game.red, game.black, game.winner, game.ending, game.termination,
                   game.rule, game.detail, len(game.all_moves), game.wall, game.thinking,
                   (game.late_moves(Color.RED), game.late_moves(Color.BLACK)))

    def late_of(self, name: str) -> int:
        """How many of the named engine's moves came after their time."""
        return self.late[0] if name == self.red else self.late[1]

    def points_of(self, name: str) -> float:
        """The points the named engine scored in this game."""
        color = Color.RED if name == self.red else Color.BLACK
        return 0.5 if self.winner is None else (1.0 if self.winner is color else 0.0)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {"number": self.number, "pair": self.pair, "red": self.red, "black": self.black,
                "winner": self.winner.value if self.winner else None, "ending": self.ending.value,
                "termination": self.termination, "rule": self.rule, "detail": self.detail, "plies": self.plies,
                "wall": round(self.wall, 4), "thinking": round(self.thinking, 4), "late": list(self.late)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameResult:
        """The summary to_dict wrote."""
        winner = data.get("winner")
        late = data.get("late", [0, 0])
        return cls(int(data["number"]), int(data["pair"]), str(data["red"]), str(data["black"]),
                   Color(winner) if winner else None, Ending(data["ending"]), str(data["termination"]),
                   str(data.get("rule", "")), str(data.get("detail", "")), int(data.get("plies", 0)),
                   float(data.get("wall", 0.0)), float(data.get("thinking", 0.0)), (int(late[0]), int(late[1])))


@dataclass(frozen=True)
class Standing:
    """One engine's line of the table."""

    name: str
    games: int
    wins: int
    draws: int
    losses: int
    elo: EloEstimate | None
    late: int = 0               # moves that came after their time (within the margin)

    @property
    def points(self) -> float:
        """Wins plus half the draws."""
        return self.wins + 0.5 * self.draws


@dataclass(frozen=True)
class Standings:
    """The table (best first), the crosstable (``cross[a][b]``: (points, games) of engine a against
    b, by name), the match statistics when two engines play, and the counts."""

    rows: tuple[Standing, ...]
    cross: dict[str, dict[str, tuple[float, int]]]
    finished: int
    total: int
    match: EloEstimate | None = None
    pairs: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0)
    sprt: SprtStatus | None = None
    endings: dict[Ending, int] = field(default_factory=dict)


def standings(names: Sequence[str], results: Sequence[GameResult], total: int,
              sprt: SprtSettings | None = None) -> Standings:
    """The standings of `names` after `results` (of `total` games scheduled)."""
    tally = {name: [0, 0, 0] for name in names}               # wins, draws, losses
    late = dict.fromkeys(names, 0)
    cross: dict[str, dict[str, tuple[float, int]]] = {a: {b: (0.0, 0) for b in names if b != a} for a in names}
    endings: dict[Ending, int] = {}
    for result in results:
        endings[result.ending] = endings.get(result.ending, 0) + 1
        for me, other in ((result.red, result.black), (result.black, result.red)):
            late[me] += result.late_of(me)
            points = result.points_of(me)
            tally[me][0 if points == 1.0 else 1 if points == 0.5 else 2] += 1
            got, played = cross[me][other]
            cross[me][other] = (got + points, played + 1)
    rows = [Standing(name, sum(t), t[0], t[1], t[2], elo_estimate(*t), late[name]) for name, t in tally.items()]
    rows.sort(key=lambda r: (-r.points, r.losses, names.index(r.name)))
    out = Standings(tuple(rows), cross, len(results), total, endings=endings)
    if len(names) == 2:
        first = tally[names[0]]
        pairs = pentanomial(names[0], results)
        status = None
        if sprt is not None:
            status = sprt_status(llr_pentanomial(pairs, sprt.elo0, sprt.elo1), sprt.alpha, sprt.beta)
        out = Standings(out.rows, cross, out.finished, total, elo_estimate(*first), pairs, status, endings)
    return out


def pentanomial(name: str, results: Sequence[GameResult]) -> tuple[int, int, int, int, int]:
    """How many complete game pairs gave `name` 0, 1/2, 1, 3/2 or 2 points (counts by half points)."""
    by_pair: dict[int, list[GameResult]] = {}
    for result in results:
        by_pair.setdefault(result.pair, []).append(result)
    counts = [0, 0, 0, 0, 0]
    for games in by_pair.values():
        if len(games) == 2:
            counts[round(2 * sum(g.points_of(name) for g in games))] += 1
    return counts[0], counts[1], counts[2], counts[3], counts[4]


__all__ = ["GameResult", "Standing", "Standings", "standings", "pentanomial"]
