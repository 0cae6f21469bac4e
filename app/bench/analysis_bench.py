"""`python -m app.bench analysis`: engines analysing, measured through app.engines.

1. Depth reached against seconds of analysis, the built-in engine beside Fairy-Stockfish, on the
   positions of the search bench (an infinite analysis stream, read as it reports).
2. A review of a 100-ply game at a fixed time per position, by each engine: the wall time and the
   mean depth reached (the game is made by Fairy-Stockfish playing itself at a low depth, so it is
   the same on every run).

The built-in engine (`python -m app.ai.uci`, as the program runs it) first searches a few seconds
unmeasured, time for its process to load the compiled core from the cache (a first compile, when
there is no cache yet, takes longer: the bench says which core answered).

Options: `--seconds S` of analysis per position for part 1 (default 3), `--review-seconds S` per
position for part 2 (default 0.5; 0 skips it), `--plies N` (default 100), `--engine PATH`
(default /usr/games/fairy-stockfish), `--level NAME` for the built-in engine (default master).
`--ui`: the UI event loop's lateness while the analysis panel shows an engine's 5 lines
(app.bench.analysis_ui_bench). `--flood`: the client's peak memory while an engine floods it with an
endless line or with info lines (app.bench.engine_flood_bench).
"""

from __future__ import annotations

import os
import threading
import time

from .args import option
from app.engines import EngineSession, Limit, open_engine
from app.model import Game

from .search_bench import POSITIONS

FAIRY = "/usr/games/fairy-stockfish"


def _game(fen: str | None, moves: list[str]) -> Game:
    game = Game(fen)
    for text in moves:
        game.push_iccs(text)
    return game


def depth_timeline(engine: EngineSession, game: Game, seconds: float) -> list[tuple[float, int]]:
    """(seconds since the start, depth) each time the reported depth grew, for `seconds` of analysis."""
    points: list[tuple[float, int]] = []
    start = time.perf_counter()
    with engine.analysis(game) as stream:        # infinite, stopped by the timer
        timer = threading.Timer(seconds, stream.stop)
        timer.start()
        try:
            for info in stream:
                if info.depth is not None and info.pv and (not points or info.depth > points[-1][1]):
                    points.append((time.perf_counter() - start, info.depth))
        finally:
            timer.cancel()
    return points


def depth_at(points: list[tuple[float, int]], t: float) -> int:
    """The deepest depth reported by time t."""
    return max((d for s, d in points if s <= t), default=0)


def compare_depths(engines: dict[str, EngineSession], seconds: float) -> None:
    """Part 1: a table of depth per second for each engine and position."""
    marks = [s for s in (0.25, 0.5, 1, 2, 3, 5, 10, 20) if s <= seconds]
    print(f"depth reached after t seconds of analysis (t = {', '.join(f'{m:g}' for m in marks)})")
    totals: dict[str, list[int]] = {name: [0] * len(marks) for name in engines}
    for title, fen, moves in POSITIONS:
        print(f"  {title}")
        for name, engine in engines.items():
            points = depth_timeline(engine, _game(fen, moves), seconds)
            depths = [depth_at(points, m) for m in marks]
            totals[name] = [a + b for a, b in zip(totals[name], depths, strict=True)]
            print(f"    {name:<28} " + " ".join(f"{d:>3}" for d in depths))
    print("  mean")
    for name, sums in totals.items():
        print(f"    {name:<28} " + " ".join(f"{s / len(POSITIONS):>5.1f}" for s in sums))


def sample_game(engine: EngineSession, plies: int) -> Game:
    """A game of `plies` moves (or fewer if it ends) of the engine against itself at depth 4."""
    game = Game(analysis=True)
    while len(game.moves) < plies and game.board.legal_moves():
        move = engine.play(game, Limit(depth=4)).move
        assert move is not None
        game.push(move)
    return game


def review(engine: EngineSession, game: Game, seconds: float) -> tuple[float, int, float]:
    """Part 2: analyse every position of the game for `seconds` each; (wall time, positions, mean depth)."""
    replay = Game(game.start_fen, analysis=True)
    positions = 0
    depths = 0
    start = time.perf_counter()
    for move in [*game.moves, None]:
        lines = engine.analyse(replay, Limit(time=seconds))
        depths += max((i.depth or 0 for i in lines), default=0)
        positions += 1
        if move is not None:
            replay.push(move)
    return time.perf_counter() - start, positions, depths / max(positions, 1)


def warm_up(engine: EngineSession, seconds: float = 4.0) -> None:
    """A search left unmeasured: the built-in engine's process loads its compiled core meanwhile."""
    engine.play(Game(), Limit(time=seconds))


def run(args: list[str]) -> int:
    """Print the depth table and the review time (with --ui: the GUI's event-loop lateness instead)."""
    if "--ui" in args:
        from .analysis_ui_bench import run as run_ui
        return run_ui(args)
    if "--flood" in args:
        from .engine_flood_bench import run as run_flood
        return run_flood(args)
    seconds = float(option(args, "--seconds", "3"))
    review_seconds = float(option(args, "--review-seconds", "0.5"))
    plies = int(option(args, "--plies", "100"))
    path = option(args, "--engine", FAIRY)
    level = option(args, "--level", "master")
    engines: dict[str, EngineSession] = {}
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    try:
        builtin = open_engine("builtin", level=level)
        engines[f"built-in ({level})"] = builtin
        warm_up(builtin)
        if os.access(path, os.X_OK):
            fairy = open_engine(path)
            engines[fairy.name] = fairy
        else:
            print(f"no engine at {path}: built-in engine only")
        compare_depths(engines, seconds)
        if review_seconds > 0 and len(engines) > 1:
            game = sample_game(list(engines.values())[1], plies)
            for name, engine in engines.items():
                wall, positions, depth = review(engine, game, review_seconds)
                print(f"review of a {len(game.moves)}-ply game ({positions} positions) at {review_seconds:g} s "
                      f"per position with {name}: {wall:.1f} s "
                      f"(overhead {(wall - positions * review_seconds) / positions * 1000:.0f} ms per position), "
                      f"mean depth {depth:.1f}")
        print(f"load average {os.getloadavg()[0]:.1f}")
    finally:
        for engine in engines.values():
            engine.close()
    return 0
