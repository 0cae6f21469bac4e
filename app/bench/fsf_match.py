"""Fairy-Stockfish as the bench's opponent, and the lines a match prints: shared by `python -m app.bench
match` (match_bench.py, a time a move) and its clocked games (clock_match.py)."""

from __future__ import annotations

import json
import os
import shutil

from app.engines import EngineSession, open_engine
from app.tournament.report import elo_text
from app.tournament.stats import elo_estimate

# Short openings (ICCS, 2 plies) so that repeated pairings do not replay the same game: 20, each
# played with both colours, so 40 games meet no opening twice with the same colours.
OPENINGS = ["h2e2 h9g7", "b2e2 b9c7", "c3c4 g6g5", "h0g2 h9g7", "b0c2 c6c5", "h2e2 h7e7",
            "g3g4 c6c5", "b2d2 h9g7", "c0e2 h7e7", "h2f2 b9c7",
            "h2e2 b9c7", "b2e2 h9g7", "c3c4 c6c5", "g3g4 g6g5", "h0g2 b9c7", "c0e2 b7e7",
            "g0e2 h9g7", "b0c2 h9g7", "h2e2 b7e7", "h2d2 h9g7"]


def find_engine(path: str | None = None) -> str | None:
    """Path of the fairy-stockfish binary, or None."""
    if path:
        return path if os.path.exists(path) else None
    found = shutil.which("fairy-stockfish")
    if found:
        return found
    for cand in ("/usr/games/fairy-stockfish", "/usr/local/games/fairy-stockfish"):
        if os.path.exists(cand):
            return cand
    return None


def open_opponent(path: str, skill: int) -> EngineSession:
    """Fairy-Stockfish at a skill level, one thread, through app.engines (the client every part of the
    program uses: it sets the xiangqi variant and reads its ranks 1-10)."""
    return open_engine(path, protocol="uci", Skill_Level=skill, Threads=1)


def elo_cells(results: list[float]) -> tuple[str, str, str]:
    """Elo difference, the half-width of its 95% interval and the LOS of per-game scores (1, 1/2, 0)
    from one side's view, as the tournaments report them (app.tournament.stats; "-" until the scores
    differ: all wins, all losses or all draws give no finite Elo or interval)."""
    return elo_text(elo_estimate(results.count(1.0), results.count(0.5), results.count(0.0)))


def record(path: str, ours: str, opponent: str, score: float, how: str, plies: int, number: int) -> None:
    """Append one game's JSON line to `path` (read by `python -m app.bench ladder`)."""
    line = json.dumps({"ours": ours, "opponent": opponent, "score": score, "how": how, "plies": plies,
                       "game": number})
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(line + "\n")


SUMMARY_HEADER = "skill  games  +  =  -   score    Elo (ours - fsf)  +/- (95%)     LOS"


def summary_line(skill: int, results: list[float]) -> str:
    """One skill level's row under SUMMARY_HEADER: games, wins, draws, losses, our score and the Elo."""
    n, total = len(results), sum(results)
    elo, error, los = elo_cells(results)
    return (f"{skill:>5} {n:>6} {results.count(1.0):>2} {results.count(0.5):>2} {results.count(0.0):>2}  "
            f"{100 * total / max(n, 1):5.1f}%   {elo:>16}  {error:>9}  {los:>6}")
