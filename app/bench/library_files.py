"""`python -m app.bench library --big`: big single files imported into a new library, each in a fresh
process, with the peak memory (RSS) of that process and of its reader processes, CPU time, and speed.

The files are made in a temporary folder: every CCPD master game file concatenated (about 30 MB, Big5),
the same four times over (about 115 MB), and 200,000 short games in Chinese notation (UTF-8) whose first
game has a byte that is no UTF-8 in its first move (once, that failed the whole file). Target: peak RSS
under 400 MB for any file size, in the importing process and in each reader.
"""

from __future__ import annotations

import json
import os
import random
import resource
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

from app.library import Library
from app.library.importer import iter_files

BAD_FIRST_GAMES = 200_000


def build_concatenated(folder: str, out: Path, times: int) -> Path:
    """Every game file under `folder` (sorted), concatenated `times` over."""
    files = list(iter_files([folder]))
    with open(out, "wb") as fh:
        for _ in range(times):
            for path in files:
                fh.write(Path(path).read_bytes().rstrip(b"\r\n") + b"\r\n\r\n")
    return out


def build_bad_first(out: Path, count: int = BAD_FIRST_GAMES) -> Path:
    """`count` games of four random legal plies in Chinese notation; the first one damaged."""
    from app.model import Board
    from app.model.notation import write_move
    rng = random.Random(24)
    start = Board()
    openings = list(start.legal_moves())
    lines = []
    for n in range(count):
        board = start.copy()
        moves = []
        for ply in range(4):
            move = rng.choice(openings if ply == 0 else list(board.legal_moves()))
            moves.append(write_move(board, move, "chinese"))
            board.push(move)
        lines.append(f'[Game "{n + 1}"]\n1. {moves[0]} {moves[1]} 2. {moves[2]} {moves[3]} *\n')
    data = "".join(lines).encode("utf-8")
    first = lines[0].split("1. ")[1].split()[0].encode("utf-8")      # the first move's last byte goes
    data = data.replace(first, first[:-1] + b"\xff", 1)
    out.write_bytes(data)
    return out


def measure_one(path: str, workers: int) -> dict[str, float]:
    """Import one file into a new library in this process; what it took."""
    with tempfile.TemporaryDirectory(prefix="libbig") as tmp:
        cpu0 = time.process_time()
        t0 = time.perf_counter()
        with Library(os.path.join(tmp, "big.xqlib")) as lib:
            report = lib.import_paths([path], workers=workers)
        wall = time.perf_counter() - t0
        cpu = time.process_time() - cpu0
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    games = report.games_added + report.duplicates
    return {"wall": wall, "cpu": cpu, "readers_cpu": kids.ru_utime + kids.ru_stime, "games": games,
            "added": report.games_added, "failed_games": report.games_failed_count,
            "failed_files": len(report.files_failed) + len(report.files_skipped),
            "rss": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, "readers_rss": kids.ru_maxrss / 1024}


def _child(path: Path, workers: int) -> dict[str, float]:
    out = subprocess.run([sys.executable, "-m", "app.bench", "library", "--one", str(path), "--workers",
                          str(workers)], capture_output=True, text=True, check=True)
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def run_big(archive: Path, data: str | None, workers: list[int]) -> None:
    """Build the files, import each in a fresh process per worker count, print a line per import."""
    with tempfile.TemporaryDirectory(prefix="libbigfiles") as tmp:
        folder = data
        if folder is None:
            with tarfile.open(archive) as tar:
                tar.extractall(os.path.join(tmp, "ccpd"), filter="data")
            folder = os.path.join(tmp, "ccpd")
        made = [build_concatenated(folder, Path(tmp) / "all-30.pgn", 1),
                build_concatenated(folder, Path(tmp) / "all-115.pgn", 4),
                build_bad_first(Path(tmp) / "bad-first-200k.pgn")]
        print(f"big files (load {os.getloadavg()[0]:.1f}):")
        for path in made:
            for n in workers:
                m = _child(path, n)
                mb = path.stat().st_size / 1e6
                print(f"  {path.name} ({mb:.0f} MB), workers={n}: peak RSS {m['rss']:.0f} MB importer, "
                      f"{m['readers_rss']:.0f} MB largest reader; {m['games']:.0f} games read "
                      f"({m['added']:.0f} added, {m['failed_games']:.0f} failed, {m['failed_files']:.0f} files "
                      f"failed); {m['wall']:.1f} s wall, CPU {m['cpu']:.1f} s + readers {m['readers_cpu']:.1f} s = "
                      f"{m['games'] / max(m['cpu'] + m['readers_cpu'], 1e-9):.0f} games per CPU-second, "
                      f"{mb / max(m['cpu'] + m['readers_cpu'], 1e-9):.2f} MB per CPU-second")
