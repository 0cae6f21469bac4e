"""`python -m app.bench firstmove`: the built-in engine's first search in a fresh process.

Each run starts ``python -m app.ai.uci`` anew (as a GUI, a tournament or a cluster worker does),
says ``uci``, optionally ``isready``, then ``position`` and ``go movetime N``, and prints what its
last report before ``bestmove`` said: depth, nodes and the engine's own nodes per second, the time
from ``go`` to ``bestmove`` on our clock, and the engine's ``info string`` lines about its search
core (compiled, compiling, pure). With a warm cache the compiled core is in the user's cache
folder (the bench makes sure of it first); a cold cache is a new empty folder per run
(XDG_CACHE_HOME), so the engine starts compiling.

Options: `--movetime 100,1000` (milliseconds, comma separated), `--cache warm,cold`, `--runs N` per
case (default 1), `--isready` (ask isready before the position, as app.engines does), `--fen FEN`
(default the start position).
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field

from .args import option
from app.engines.builtin import builtin_env


@dataclass
class FirstMove:
    """What one fresh engine said for its first search."""

    depth: int = 0
    nodes: int = 0
    nps: int = 0
    seconds: float = 0.0          # go to bestmove, on our clock
    move: str = ""
    strings: list[str] = field(default_factory=list)


def first_move(movetime_ms: int, cache_home: str | None, isready: bool, fen: str | None) -> FirstMove:
    """Start a fresh engine (its cache under `cache_home`, None: the user's) and time its first move."""
    env = builtin_env()
    env.pop("XIANGQI_STUDIO_ENGINE", None)
    if cache_home is not None:
        env["XDG_CACHE_HOME"] = cache_home
    proc = subprocess.Popen([sys.executable, "-m", "app.ai.uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, env=env, start_new_session=True)
    assert proc.stdin is not None and proc.stdout is not None
    out = FirstMove()

    def send(line: str) -> None:
        assert proc.stdin is not None
        proc.stdin.write(line + "\n")
        proc.stdin.flush()

    def until(word: str) -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            words = line.split()
            if words[:2] == ["info", "string"]:
                out.strings.append(" ".join(words[2:]))
            if words and words[0] == word:
                return
        raise RuntimeError(f"the engine ended before {word}")

    try:
        send("uci")
        until("uciok")
        if isready:
            send("isready")
            until("readyok")
        send(f"position fen {fen}" if fen else "position startpos")
        start = time.perf_counter()
        send(f"go movetime {movetime_ms}")
        for line in proc.stdout:
            words = line.split()
            if words[:2] == ["info", "string"]:
                out.strings.append(" ".join(words[2:]))
            elif words and words[0] == "info":
                for key in ("depth", "nodes", "nps"):
                    if key in words:
                        setattr(out, key, int(words[words.index(key) + 1]))
            elif words and words[0] == "bestmove":
                out.seconds = time.perf_counter() - start
                out.move = words[1] if len(words) > 1 else ""
                break
        send("quit")
    finally:
        try:
            os.killpg(proc.pid, signal.SIGKILL)       # the engine and any compile it started
        except OSError:
            pass
        proc.wait()
    return out


def run(args: list[str]) -> int:
    """Print the first move's figures for each cache state and time per move."""
    times = [int(x) for x in option(args, "--movetime", "100,1000").split(",")]
    caches = option(args, "--cache", "warm,cold").split(",")
    runs = int(option(args, "--runs", "1"))
    fen = option(args, "--fen", "") or None
    isready = "--isready" in args
    said = "sent" if isready else "not sent"
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs; isready {said}")
    if "warm" in caches:
        from app.ai import core
        start = time.perf_counter()
        ready = core.compiled_backend() is not None
        print(f"warm cache: compiled core {'ready' if ready else 'NOT available'} "
              f"after {time.perf_counter() - start:.1f} s in this process")
    for cache in caches:
        for movetime in times:
            for _ in range(runs):
                home = tempfile.mkdtemp(prefix="xqs-cold-") if cache == "cold" else None
                try:
                    r = first_move(movetime, home, isready, fen)
                finally:
                    if home is not None:
                        shutil.rmtree(home, ignore_errors=True)
                print(f"{cache:4s} movetime {movetime:5d} ms: depth {r.depth:2d}  {r.nodes:>9,} nodes  "
                      f"{r.nps:>9,} n/s (engine's)  bestmove {r.move} after {r.seconds * 1000:,.0f} ms")
                for text in r.strings:
                    print(f"     info string {text}")
    print(f"load average {os.getloadavg()[0]:.1f}")
    return 0
