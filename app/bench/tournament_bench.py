"""`python -m app.bench tournament`: games per minute and the overhead of running a tournament.

The same games (two engines, book openings, a fixed time a move, a move limit) are played with 1 and 2
games at once on this machine, and on a dask LocalCluster of 2 worker processes (when dask.distributed
is installed). For each run: games per minute, and the overhead per game beyond the engines' own time:
the game's whole time less the engines' thinking (from each ``go`` to its move), as a share of the
game's time and in milliseconds a move; for the local runs also this process's CPU time a move (the
arbiter, the engine layer's checks, the PGN), which a loaded machine does not blur.

Options:
  --games N        games in each run (default 8)
  --movetime MS    time a move (default 100)
  --maxmoves N     a game still going after N moves is a draw (default 40)
  --engine SPEC    an entrant, twice (default: Fairy-Stockfish against itself)
  --no-cluster     leave out the LocalCluster run
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from dataclasses import dataclass

from app.tournament import (Adjudication, EngineSpec, GameFinished, PlayedGame, TimeSetting, Tournament,
                            TournamentSettings)

FAIRY = "/usr/games/fairy-stockfish"


@dataclass
class Run:
    """One run's measurements."""

    label: str
    games: int
    wall: float
    cpu: float | None
    played: list[PlayedGame]

    def line(self) -> str:
        """The run as a table row."""
        plies = sum(len(g.moves) for g in self.played) or 1
        game_time = sum(g.wall for g in self.played)
        thinking = sum(g.thinking for g in self.played)
        share = 100.0 * (game_time - thinking) / game_time if game_time else 0.0
        per_move = 1000.0 * (game_time - thinking) / plies
        cpu = f"{1000.0 * self.cpu / plies:8.1f}" if self.cpu is not None else f"{'-':>8}"
        return (f"{self.label:<26} {self.games:>5} {self.wall:>8.1f} {60.0 * self.games / self.wall:>9.2f} "
                f"{plies / self.games:>7.1f} {share:>9.1f}% {per_move:>9.1f} {cpu}")


def _settings(args: argparse.Namespace) -> TournamentSettings:
    texts = args.engine or [FAIRY, f"{FAIRY},name=fairy-stockfish-2"]
    if len(texts) != 2:
        raise SystemExit("give --engine twice (or not at all)")
    return TournamentSettings(engines=tuple(EngineSpec.parse(t) for t in texts), games=args.games, openings="book",
                              time=TimeSetting(movetime=args.movetime / 1000.0),
                              adjudication=Adjudication(max_moves=args.maxmoves))


def _run(label: str, settings: TournamentSettings, concurrency: int | None, scheduler: str | None) -> Run:
    played: list[PlayedGame] = []
    with tempfile.TemporaryDirectory() as folder:
        tournament = Tournament(settings, os.path.join(folder, "bench.pgn"), concurrency=concurrency,
                                scheduler=scheduler,
                                listener=lambda e: played.append(e.game) if isinstance(e, GameFinished) else None)
        cpu, wall = time.process_time(), time.perf_counter()
        tournament.run()
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return Run(label, len(played), wall, None if scheduler else cpu, played)


def run(argv: list[str]) -> int:
    """Run the benchmark; prints a table."""
    parser = argparse.ArgumentParser(prog="python -m app.bench tournament")
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--movetime", type=int, default=100)
    parser.add_argument("--maxmoves", type=int, default=40)
    parser.add_argument("--engine", action="append")
    parser.add_argument("--no-cluster", action="store_true")
    args = parser.parse_args(argv)
    settings = _settings(args)
    print(f"{settings.engines[0].label} vs {settings.engines[1].label}, {args.games} games, {args.movetime} ms a "
          f"move, at most {args.maxmoves} moves; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"{'run':<26} {'games':>5} {'wall s':>8} {'games/min':>9} {'plies':>7} {'overhead':>10} "
          f"{'ms/move':>9} {'cpu ms/move':>8}")
    runs = [_run("1 game at once", settings, 1, None), _run("2 games at once", settings, 2, None)]
    for one in runs:
        print(one.line(), flush=True)
    if not args.no_cluster:
        try:
            from distributed import LocalCluster
        except ImportError:
            print("LocalCluster: dask.distributed is not installed (pip install '.[cluster]')")
            return 0
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
            print(_run("LocalCluster, 2 workers", settings, None, cluster.scheduler_address).line(), flush=True)
    return 0
