"""Who plays whom, with which colours and from which opening: the list of games, in the order played.

Pairings: a round robin meets every engine with every other (two engines: a match), a gauntlet the
first engine with each of the others. Each pairing plays ``games`` games; games go in pairs on the same
opening with the colours swapped (game 2k+1 and 2k+2 of a pairing), and the openings follow the suite's
order, the same for every pairing. The schedule is made round by round (a pair of games for each
pairing, then the next pair), so standings grow evenly and an interrupted tournament is fair so far.
"""

from __future__ import annotations

from dataclasses import dataclass

from .config import Format, TournamentSettings
from .openings import StartLine


@dataclass(frozen=True)
class GameSlot:
    """One scheduled game: its number (1-based), the engines (indexes into the settings' engines) on
    Red and Black, its opening (index into the suite) and the pair it belongs to (same opening, colours
    swapped)."""

    number: int
    red: int
    black: int
    opening: int
    pair: int


def pairings(settings: TournamentSettings) -> list[tuple[int, int]]:
    """The pairs of engines that meet, first engine first."""
    n = len(settings.engines)
    if settings.format is Format.GAUNTLET:
        return [(0, j) for j in range(1, n)]
    return [(i, j) for i in range(n) for j in range(i + 1, n)]


def make_schedule(settings: TournamentSettings, openings: list[StartLine]) -> list[GameSlot]:
    """Every game of the tournament, numbered in playing order."""
    if not openings:
        raise ValueError("no opening to play from")
    slots: list[GameSlot] = []
    pair_number = 0
    rounds = (settings.games + 1) // 2
    for round_index in range(rounds):
        opening = round_index % len(openings)
        for first, second in pairings(settings):
            pair_number += 1
            for k in range(2):
                game_index = 2 * round_index + k
                if game_index >= settings.games:
                    break
                red, black = (first, second) if k == 0 else (second, first)
                slots.append(GameSlot(len(slots) + 1, red, black, opening, pair_number))
    return slots


__all__ = ["GameSlot", "pairings", "make_schedule"]
