"""`python -m app.bench training`: how fast games are reviewed, and how many exercises they give.

Games reviewed per minute at SECONDS a position with 1 and 2 engine processes (the same games, each
run into a new library), then exercises per reviewed game on 50 CCPD master games of Yang Guanlin
(tests/data/ccpd-training, CC BY 4.0, see the README there): every mistake and blunder of either side
as app.training makes it.
The machine's load (os.getloadavg) is printed before and after: the engines share the cores.

Options:
  --engine SPEC    "builtin" or an engine program (default: Fairy-Stockfish if installed, else builtin)
  --seconds S      time a position (default 0.2)
  --rate-games N   games in each of the 1- and 2-process runs (default 6; 0 leaves them out)
  --games N        master games for the exercise count (default 50; 0 leaves it out)
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from app.engines import EngineSession, open_engine
from app.formats import read_games
from app.library import Library
from app.model.tree import GameTree
from app.training import ReviewRunner, ReviewTask, from_stored, game_key, puzzles_from_review

FAIRY = "/usr/games/fairy-stockfish"
DATA = Path(__file__).resolve().parents[2] / "tests" / "data" / "ccpd-training"


def master_games(n: int) -> list[GameTree]:
    """The first n distinct games (by mainline) of the CCPD files, in file-name order."""
    games: dict[str, GameTree] = {}
    for path in sorted(DATA.rglob("*.pgn")):
        for tree in read_games(path):
            if tree.mainline_moves():
                games.setdefault(game_key(tree), tree)
            if len(games) >= n:
                return list(games.values())
    return list(games.values())


def _opener(spec: str) -> Callable[[], EngineSession]:
    return lambda: open_engine(spec)


def _load() -> str:
    return "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def rate(spec: str, seconds: float, games: list[GameTree], workers: int, folder: str) -> Library:
    """Review the games with `workers` engines into a new library; print games per minute."""
    library = Library(os.path.join(folder, f"rate-{workers}.xqlib"))
    start, cpu = time.perf_counter(), time.process_time()
    report = ReviewRunner(_opener(spec), spec, seconds, library, workers).run([ReviewTask(g) for g in games])
    wall = time.perf_counter() - start
    positions = sum(len(g.mainline_moves()) + 1 for g in games)
    print(f"{workers} engine process(es): {report.reviewed} games, {positions} positions in {wall:.1f} s: "
          f"{report.reviewed / wall * 60:.2f} games/min, {positions / wall:.2f} positions/s "
          f"(this process's CPU {time.process_time() - cpu:.2f} s); {_load()}")
    return library


def exercises(spec: str, seconds: float, games: list[GameTree], library: Library) -> None:
    """Review the games (2 engines; those reviewed already are reused) and count the exercises."""
    start = time.perf_counter()
    report = ReviewRunner(_opener(spec), spec, seconds, library, 2).run([ReviewTask(g) for g in games])
    reviewed = time.perf_counter() - start
    count = {"red": 0, "black": 0}
    start = time.perf_counter()
    with open_engine(spec) as engine:
        for tree, stored in zip(games, report.reviews, strict=True):
            if stored is None:
                continue
            review = from_stored(stored)
            for color in count:
                count[color] += len(puzzles_from_review(tree, review, color, engine, seconds))
    made = time.perf_counter() - start
    n = sum(r is not None for r in report.reviews)
    total = count["red"] + count["black"]
    print(f"{n} master games reviewed ({report.reused} reused) in {reviewed:.1f} s; exercises made in {made:.1f} s: "
          f"{total} ({count['red']} Red, {count['black']} Black), {total / max(1, n):.2f} per game, "
          f"{total / max(1, 2 * n):.2f} per player and game; {_load()}")


def run(argv: list[str]) -> int:
    """Entry point (see the module doc)."""
    ap = argparse.ArgumentParser(prog="python -m app.bench training")
    ap.add_argument("--engine", default=FAIRY if os.path.exists(FAIRY) else "builtin")
    ap.add_argument("--seconds", type=float, default=0.2)
    ap.add_argument("--rate-games", type=int, default=6)
    ap.add_argument("--games", type=int, default=50)
    args = ap.parse_args(argv)
    print(f"engine {args.engine}, {args.seconds} s a position, {os.cpu_count()} cores; {_load()}")
    sample = master_games(max(args.rate_games, args.games))
    with tempfile.TemporaryDirectory() as folder:
        if args.rate_games:
            rate(args.engine, args.seconds, sample[:args.rate_games], 1, folder).close()
            library = rate(args.engine, args.seconds, sample[:args.rate_games], 2, folder)
        else:
            library = Library(os.path.join(folder, "exercises.xqlib"))
        with library:
            if args.games:
                exercises(args.engine, args.seconds, sample[:args.games], library)
    return 0
