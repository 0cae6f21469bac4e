"""`python -m app.bench search`: nodes/s and depth reached by the built-in AI on a few positions.

Both paths of the engine in one run: the compiled core (numba; the run first waits for it to be
built or loaded from the cache, and prints how long that took) and the pure one (CPython), with the
ratio of their speeds. Every node counts, quiescence nodes included. The search runs on the wall
clock, so on a busy machine it reaches less; nodes per CPU second (time.process_time) are printed
too, as the steadier figure, with the machine's load average.
Options: `--time S` seconds per position (default 1), `--level NAME` (default master),
`--path numba|python` (default both), `--profile` to print the cProfile top functions of one
search by the pure path. `--cpu`: each search is stopped after S seconds of CPU time (the process's,
time.process_time) rather than of the wall clock, so the depth column is the deepest iteration
finished within S CPU seconds however busy the machine is (the engine's own rule of starting no new
iteration late in its time is then not applied: a timed search may stop one iteration earlier).
`--network PATH`: the engine evaluates with that network file (app.ai.nnue) instead of the
hand-written evaluation; `--network PATH,-` runs each path twice, with the network and without.
"""

from __future__ import annotations

import os
import threading
import time

from .args import option
from app.ai import HANDWRITTEN, Engine, core
from app.model import Game

# (name, start FEN or None, ICCS moves played from it)
POSITIONS = [
    ("start", None, []),
    ("opening: central cannon vs screen horses", None,
     ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "b7b3", "h0h4", "c6c5"]),
    ("middlegame: rooks out, pawns traded", None,
     ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "a9b9", "a0b0", "b7a7", "g3g4", "c6c5",
      "b2b6", "h7h3", "h0h3", "h9h3", "g2h4", "g6g5", "g4g5", "g7f5"]),
    ("middlegame: open position", "r1bakab1r/9/1c2n1nc1/p1p1p3p/6p2/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R w - - 0 1", []),
    ("endgame: rook and pawn vs horse and advisors", "3k5/4a4/4ba3/9/4n4/9/4P4/9/4A4/3AK2R1 w - - 0 1", []),
    ("endgame: horse, cannon and pawn vs rook", "4k4/4a4/3ab4/9/r8/2B3P2/9/4C4/3NA4/3K5 w - - 0 1", []),
]


def _game(fen: str | None, moves: list[str]) -> Game:
    game = Game(fen)
    for text in moves:
        game.push_iccs(text)
    return game


def _cpu_stop(secs: float) -> tuple[threading.Event, threading.Thread]:
    """A stop event set once the process has used `secs` more CPU seconds (checked every 2 ms)."""
    stop = threading.Event()
    until = time.process_time() + secs

    def watch() -> None:
        while not stop.is_set() and time.process_time() < until:
            time.sleep(0.002)
        stop.set()

    thread = threading.Thread(target=watch, daemon=True, name="cpu-stop")
    thread.start()
    return stop, thread


def run_path(backend: core.Backend, level: str, secs: float, cpu_clock: bool = False,
             network: str = "") -> tuple[float, float]:
    """Search each position with one backend (for `secs` of wall clock, or of CPU time with
    `cpu_clock`; evaluating with the `network` file if one is named); prints a line per position and the
    totals; returns (nodes per CPU second, mean depth)."""
    total_nodes = 0
    total_time = 0.0
    total_cpu = 0.0
    depths = []
    evaluation = f"network {network}" if network else "the hand-written evaluation"
    print(f"{backend.name} path, level {level}, {secs:g} {'CPU' if cpu_clock else 'wall'} s per position, {evaluation}")
    for name, fen, moves in POSITIONS:
        game = _game(fen, moves)
        engine = Engine(level, seed=1, backend=backend, network=network or HANDWRITTEN)
        start = time.perf_counter()
        cpu = time.process_time()
        if cpu_clock:
            stop, watcher = _cpu_stop(secs)
            result = engine.best_move(game, depth=64, stop=stop)
            stop.set()
            watcher.join()
        else:
            result = engine.best_move(game, time_limit=secs)
        elapsed = time.perf_counter() - start
        cpu = time.process_time() - cpu
        total_cpu += cpu
        total_nodes += result.nodes
        total_time += elapsed
        depths.append(result.depth)
        pv = " ".join(m.iccs for m in result.pv[:6])
        print(f"  {name:44.44s} depth {result.depth:2d}  {result.nodes:>9,} nodes  {result.nodes / elapsed:>9,.0f} n/s"
              f" ({result.nodes / max(cpu, 1e-9):>9,.0f}/cpu-s)  score {result.score:>6}  pv {pv}")
    per_cpu = total_nodes / max(total_cpu, 1e-9)
    mean = sum(depths) / len(depths)
    print(f"  total: {total_nodes:,} nodes in {total_time:.2f} s = {total_nodes / total_time:,.0f} nodes/s "
          f"({per_cpu:,.0f} per CPU second: less sensitive to a busy machine); "
          f"depth min {min(depths)} / mean {mean:.1f} / max {max(depths)}")
    return per_cpu, mean


def _profile(level: str, secs: float) -> None:
    import cProfile
    import pstats
    game = _game(*POSITIONS[1][1:])
    engine = Engine(level, backend=core.pure())
    prof = cProfile.Profile()
    prof.enable()
    result = engine.best_move(game, time_limit=secs)
    prof.disable()
    print(f"profiled: depth {result.depth}, {result.nodes} nodes (profiler overhead included)")
    pstats.Stats(prof).sort_stats("tottime").print_stats(15)


def run(args: list[str]) -> int:
    """Print nodes/s and depth per position and path, then the totals and the ratio."""
    secs = float(option(args, "--time", "1"))
    level = option(args, "--level", "master")
    if "--profile" in args:
        _profile(level, secs)
        return 0
    paths = option(args, "--path", "numba,python").split(",")
    networks = ["" if n == "-" else n for n in option(args, "--network", "-").split(",")]
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    figures = {}
    if "numba" in paths:
        start = time.perf_counter()
        backend = core.compiled_backend()
        status, seconds, error = core.compile_status()
        if backend is None:
            print(f"compiled path not available ({status}: {error})")
        else:
            print(f"compiled core ready after {time.perf_counter() - start:.1f} s (compiled or loaded from the cache)")
            for net in networks:
                # with a network: the compiled core that has its code (compiled or loaded here)
                path = core.compiled_network_backend() if net else backend
                if path is None:
                    print(f"compiled path with the network's code not available: {core.compile_status()}")
                    continue
                figures["numba" + (" network" if net else "")] = run_path(path, level, secs, "--cpu" in args, net)
    if "python" in paths:
        for net in networks:
            figures["python" + (" network" if net else "")] = run_path(core.pure(), level, secs, "--cpu" in args, net)
    if any(" network" in name for name in figures):
        for name, (per_cpu, depth) in figures.items():
            print(f"{name:16s} {per_cpu:>11,.0f} nodes per CPU second, mean depth {depth:.1f}")
    elif len(figures) == 2:
        print(f"compiled / pure: {figures['numba'][0] / figures['python'][0]:.1f} times the nodes per CPU second; "
              f"mean depth {figures['numba'][1]:.1f} against {figures['python'][1]:.1f}")
    print(f"load average {os.getloadavg()[0]:.1f}")
    return 0
