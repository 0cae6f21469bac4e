"""`python -m app.bench search`: nodes/s and depth reached by the built-in AI on a few positions.

Every node counts, quiescence nodes included. The search runs on the wall clock, so on a busy machine
it reaches less; nodes per CPU second (time.process_time) are printed too, as the steadier figure.
Options: `--time S` seconds per position (default 1),
`--level NAME` (default master), `--profile` to print the cProfile top functions of one search.
"""

from __future__ import annotations

import time

from app.ai import Engine
from app.model import Game

# (name, start FEN or None, ICCS moves played from it)
POSITIONS = [
    ("start", None, []),
    ("opening: central cannon vs screen horses", None,
     ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "b7b3", "h0h4", "c6c5"]),
    ("middlegame: rooks out, pawns traded", None,
     ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "a9b9", "a0b0", "b7a7", "g3g4", "c6c5",
      "b2b6", "h7h3", "h0h3", "h9h3", "g2h4", "g6g5", "g4g5", "g7f5"]),
    ("middlegame: open position", "r1bakab1r/9/1cn3nc1/p1p1p3p/6p2/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R w - - 0 1", []),
    ("endgame: rook and pawn vs horse and advisors", "3k5/4a4/4ba3/9/4n4/9/4P4/9/4A4/3AK2R1 w - - 0 1", []),
    ("endgame: horse, cannon and pawn vs rook", "4k4/4a4/3ab4/9/r8/2B3P2/9/4C4/3NA4/3K5 w - - 0 1", []),
]


def _game(fen: str | None, moves: list[str]) -> Game:
    game = Game(fen)
    for text in moves:
        game.push_iccs(text)
    return game


def run(args: list[str]) -> int:
    """Print nodes/s and depth per position, then the totals."""
    secs = float(args[args.index("--time") + 1]) if "--time" in args else 1.0
    level = args[args.index("--level") + 1] if "--level" in args else "master"
    if "--profile" in args:
        import cProfile
        import pstats
        game = _game(*POSITIONS[1][1:])
        engine = Engine(level)
        prof = cProfile.Profile()
        prof.enable()
        result = engine.best_move(game, time_limit=secs)
        prof.disable()
        print(f"profiled: depth {result.depth}, {result.nodes} nodes (profiler overhead included)")
        pstats.Stats(prof).sort_stats("tottime").print_stats(15)
        return 0
    total_nodes = 0
    total_time = 0.0
    total_cpu = 0.0
    depths = []
    print(f"level {level}, {secs:g} s per position")
    for name, fen, moves in POSITIONS:
        game = _game(fen, moves)
        engine = Engine(level, seed=1)
        start = time.perf_counter()
        cpu = time.process_time()
        result = engine.best_move(game, time_limit=secs)
        elapsed = time.perf_counter() - start
        cpu = time.process_time() - cpu
        total_cpu += cpu
        total_nodes += result.nodes
        total_time += elapsed
        depths.append(result.depth)
        pv = " ".join(m.iccs for m in result.pv[:6])
        print(f"{name:44.44s} depth {result.depth:2d}  {result.nodes:>8,} nodes  {result.nodes / elapsed:>8,.0f} n/s"
              f" ({result.nodes / max(cpu, 1e-9):>7,.0f}/cpu-s)"
              f"  score {result.score:>6}  pv {pv}")
    print(f"total: {total_nodes:,} nodes in {total_time:.2f} s = {total_nodes / total_time:,.0f} nodes/s "
          f"({total_nodes / max(total_cpu, 1e-9):,.0f} per CPU second: less sensitive to a busy machine); "
          f"depth min {min(depths)} / mean {sum(depths) / len(depths):.1f} / max {max(depths)}")
    return 0
