"""`python -m app.bench library`: import speed, query latency, size and memory of the game library,
with position search and explorer counts checked against a brute-force replay of every game.

Options:
  --data DIR     folder of game files (default: ../shared/data/ccpd/ccpd-games-dev.tar.xz unpacked
                 into a temporary folder, removed afterwards)
  --limit N      import only N files, spread evenly over the sorted file list (default: all)
  --workers N    reader processes (default 2; 0 reads in this process)
  --queries N    random positions to time (default 300) (plies 0-40 of random games)
  --db PATH      keep the library file here (default: a temporary file)
  --big          instead: big single files (30 MB, 115 MB, 200,000 games with a bad first one), each
                 imported in a fresh process: peak RSS of the importer and its readers (library_files.py)
  --one FILE     (used by --big) import FILE into a new library here and print the figures as JSON
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import sqlite3
import statistics
import tarfile
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from app.bench.library_files import measure_one, run_big
from app.formats import read_bytes
from app.library import ExplorerMove, Library
from app.library.importer import iter_files, parse_file, store_game
from app.library.positions import move_of, unpack_moves
from app.library.schema import open_database
from app.model import START_FEN, Board

T = TypeVar("T")

ARCHIVE = Path(__file__).resolve().parents[3] / "shared" / "data" / "ccpd" / "ccpd-games-dev.tar.xz"


def _rss_mb() -> float:
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def _cpu() -> tuple[float, float]:
    """CPU seconds (user + system) used so far by this process and by its finished child processes."""
    me = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime, kids.ru_utime + kids.ru_stime


def _pick(files: list[str], limit: int | None) -> list[str]:
    if not limit or limit >= len(files):
        return files
    step = len(files) / limit
    return [files[int(i * step)] for i in range(limit)]


def _import(lib: Library, files: list[str], workers: int) -> None:
    rss: list[tuple[int, float]] = []
    cpu0 = _cpu()
    t0 = time.perf_counter()
    report = lib.import_paths(files, progress=lambda done, total: rss.append((done, _rss_mb())),
                              workers=workers)
    dt = time.perf_counter() - t0
    cpu1 = _cpu()
    me, kids = cpu1[0] - cpu0[0], cpu1[1] - cpu0[1]
    games = report.games_added + report.duplicates
    print(f"import: {len(files)} files, {report.games_added} games added, {report.duplicates} duplicates, "
          f"{len(report.files_failed)} files and {len(report.games_failed)} games failed")
    print(f"        {dt:.1f} s: {len(files) / dt:.0f} files/s, {games / dt:.0f} games read/s "
          f"({report.games_added / dt:.0f} added/s), workers={workers}, load {os.getloadavg()[0]:.1f}")
    # Wall time depends on what else runs on the machine; CPU time does much less. With the readers'
    # work spread over the cores the import could take (readers + this process) / cores, but never
    # less than this process's own share.
    cores = max(1, min(os.cpu_count() or 1, workers + 1))
    bound = max((me + kids) / cores, me)
    print(f"        CPU: {me:.1f} s this process (file keys, storing, index) + {kids:.1f} s readers = "
          f"{len(files) / max(me + kids, 1e-9):.0f} files and "
          f"{games / max(me + kids, 1e-9):.0f} games per CPU-second; on {cores} otherwise idle cores about "
          f"{games / max(bound, 1e-9):.0f} games/s (readers alone on {cores} cores: "
          f"{games / max(me, kids / cores, 1e-9):.0f} games/s)")
    for _path, err in (report.files_failed + report.games_failed)[:5]:
        print(f"        failed: {err}")
    marks = [rss[int(i * (len(rss) - 1) / 4)] for i in range(5)] if rss else []
    print("        RSS of this process at 0/25/50/75/100% of files: "
          + ", ".join(f"{mb:.0f} MB ({done} files)" for done, mb in marks))
    me = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"        peak RSS: {me:.0f} MB this process, {kids:.0f} MB largest reader process")
    t0 = time.perf_counter()
    again = lib.import_paths(files, workers=workers)
    print(f"re-import: {again.files_unchanged} files unchanged, {again.games_added} added, "
          f"{time.perf_counter() - t0:.2f} s")


def _split(files: list[str], tmp: str, n: int = 1000) -> None:
    """Time reading (app.formats) and storing (the library) separately, in this process."""
    sample = _pick(files, n)
    t0 = time.perf_counter()
    parsed = [parse_file((p, Path(p).read_bytes())) for p in sample]
    t_read = time.perf_counter() - t0
    games = sum(len(f.games) for f in parsed)
    plies = sum(len(g.moves) // 2 for f in parsed for g in f.games)
    db = open_database(os.path.join(tmp, "split.xqlib"))
    t0 = time.perf_counter()
    db.execute("BEGIN")
    for f in parsed:
        for g in f.games:
            store_game(db, g)
    db.execute("COMMIT")
    t_store = time.perf_counter() - t0
    db.close()
    t0 = time.perf_counter()
    for p in sample:
        read_bytes(Path(p).read_bytes(), p)
    t_formats = time.perf_counter() - t0
    print(f"split, {len(sample)} files in one process: read_bytes alone {games / t_formats:.0f} games/s; "
          f"read + hash positions {games / t_read:.0f} games/s; store with index "
          f"{games / t_store:.0f} games/s ({plies / t_store:.0f} plies/s)")


def _size(path: str) -> None:
    db = sqlite3.connect(path)
    plies = db.execute("SELECT count(*) FROM positions").fetchone()[0]
    games = db.execute("SELECT count(*) FROM games").fetchone()[0]
    size = os.path.getsize(path)
    print(f"size: {size / 1e6:.1f} MB for {games} games, {plies} stored positions (plies + 1 a game): "
          f"{size / max(plies, 1):.1f} bytes per ply, all tables and indexes")
    try:
        rows = db.execute("SELECT name, sum(pgsize) FROM dbstat GROUP BY name ORDER BY 2 DESC").fetchall()
        print("      " + ", ".join(f"{n} {b / max(plies, 1):.1f}" for n, b in rows) + " (bytes per ply)")
    except sqlite3.Error:
        pass
    db.close()


def _timed(fn: Callable[..., T], *args: object) -> tuple[float, T]:
    t0 = time.perf_counter()
    out = fn(*args)
    return (time.perf_counter() - t0) * 1000, out


def _pct(ms: list[float]) -> str:
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]
    return f"p50 {statistics.median(ms):.2f} ms, p95 {p95:.2f} ms, max {ms[-1]:.2f} ms"


def _queries(lib: Library, path: str, n: int) -> None:
    db = sqlite3.connect(path)
    ids = [r[0] for r in db.execute("SELECT id FROM games")]
    rng = random.Random(11)
    boards = [Board()]
    for gid in rng.sample(ids, min(n, len(ids))):
        fen, moves = db.execute("SELECT fen, moves FROM games WHERE id = ?", (gid,)).fetchone()
        board = Board(fen or START_FEN)
        codes = list(unpack_moves(moves))
        for m in codes[:rng.randint(0, min(40, len(codes)))]:
            board.push(move_of(m))
        boards.append(board)
    t0 = time.perf_counter()
    Library(path).close()
    print(f"open (with quick_check): {(time.perf_counter() - t0) * 1000:.0f} ms")
    got_pos: list[list[tuple[int, int]]] = []
    got_exp: list[list[ExplorerMove]] = []
    t_pos: list[float] = []
    t_exp: list[float] = []
    for b in boards:
        ms, hits = _timed(lib.games_with_position, b)
        t_pos.append(ms)
        got_pos.append(hits)
        ms, moves = _timed(lib.explore, b)
        t_exp.append(ms)
        got_exp.append(moves)
    print(f"start position: games_with_position {t_pos[0]:.1f} ms ({len(got_pos[0])} games), "
          f"explore {t_exp[0]:.1f} ms ({len(got_exp[0])} moves)")
    print(f"{len(boards) - 1} random positions (plies 0-40): games_with_position {_pct(t_pos[1:])}")
    print(f"{' ' * len(str(len(boards) - 1))} {' ' * 33}explore {_pct(t_exp[1:])}")
    _check(db, boards, got_pos, got_exp)


def _check(db: sqlite3.Connection, boards: list[Board], got_pos: list[list[tuple[int, int]]],
           got_exp: list[list[ExplorerMove]]) -> None:
    """Replay every game with the model's Board (its own Zobrist key) and compare."""
    wanted: dict[int, int] = {}
    same: list[int] = []          # the first board with the same position, for each board
    for i, b in enumerate(boards):
        same.append(wanted.setdefault(b.key, i))
    hits: dict[int, list[tuple[int, int]]] = defaultdict(list)
    played: dict[int, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    t0 = time.perf_counter()
    n = 0
    for gid, fen, moves, result in db.execute("SELECT id, fen, moves, result FROM games"):
        board = Board(fen or START_FEN)
        codes = list(unpack_moves(moves))
        for ply in range(len(codes) + 1):
            found = wanted.get(board.key)
            if found is not None:
                i = found
                hits[i].append((gid, ply))
                if ply < len(codes):
                    played[i][move_of(codes[ply]).iccs].append(gid * 4 + result)
            if ply < len(codes):
                board.push(move_of(codes[ply]))
        n += 1
    bad = 0
    for j in range(len(boards)):
        i = same[j]
        if sorted(hits[i]) != got_pos[j]:
            bad += 1
        want = {m: (len(set(g)), sum(1 for x in set(g) if x % 4 == 0), sum(1 for x in set(g) if x % 4 == 1),
                    sum(1 for x in set(g) if x % 4 == 2)) for m, g in played[i].items()}
        have = {e.move.iccs: (e.games, e.red_wins, e.draws, e.black_wins) for e in got_exp[j]}
        bad += want != have
    print(f"check: brute-force replay of all {n} games with Board.push ({time.perf_counter() - t0:.0f} s): "
          f"{len(boards)} positions, {bad} mismatches")


def run(argv: list[str]) -> int:
    """Run the library benchmark."""
    ap = argparse.ArgumentParser(prog="python -m app.bench library")
    ap.add_argument("--data")
    ap.add_argument("--limit", type=int)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--queries", type=int, default=300)
    ap.add_argument("--db")
    ap.add_argument("--big", action="store_true")
    ap.add_argument("--one")
    args = ap.parse_args(argv)
    if args.one:
        print(json.dumps(measure_one(args.one, args.workers)))
        return 0
    if args.big:
        run_big(ARCHIVE, args.data, [0, args.workers] if args.workers else [0])
        return 0
    with tempfile.TemporaryDirectory(prefix="libbench") as tmp:
        data = args.data
        if data is None:
            print(f"unpacking {ARCHIVE} into a temporary folder")
            with tarfile.open(ARCHIVE) as tar:
                tar.extractall(tmp, filter="data")
            data = tmp
        files = _pick(list(iter_files([data])), args.limit)
        path = args.db or os.path.join(tmp, "bench.xqlib")
        with Library(path) as lib:
            _split(files, tmp)
            _import(lib, files, args.workers)
            _size(path)
            _queries(lib, path, args.queries)
    return 0
