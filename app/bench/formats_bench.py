"""`python -m app.bench formats`: games/second reading + replaying the two large PGN sets, ours vs cchess.

Ours: ``read_games(path)`` on each whole file (decode, tokenise, replay every move legally on a Board,
build the tree). cchess (pure Python, if installed) reads one game per file, so each game is first
written to its own temporary file with ``[Format "ICCS"]`` added (cchess reads ICCS moves only with
that tag); only the ``cchess.read_from_pgn`` calls are timed. Options:

  --shared DIR   where the sample games are (default: ../shared/data/games next to the repository)
  --limit N      read only the first N games of each set with cchess (default 300: cchess needs
                 minutes for all 2,516; --limit 0 reads all); the ratio compares plies/second
  --arbiter      also time replaying every main line through the arbiter (GameTree.to_game)
  --scaling      instead: reading time at input sizes N, 2N, 4N for normal and hostile input shapes
                 (see app/bench/formats_scaling.py; --size N, --repeat R)
"""

from __future__ import annotations

import os
import re
import tempfile
import time
from pathlib import Path

from app.formats import read_games
from app.model import Ruleset
from app.model.tree import GameTree

SETS = ("Liu_Dahua_1125_UCI_games.pgn", "Hu_Ronghua_1391_UCI_games.pgn")


def _default_shared() -> Path:
    return Path(__file__).resolve().parents[3] / "shared" / "data" / "games"


def _ours(paths: list[Path]) -> tuple[int, int, float, list]:
    games, plies = 0, 0
    all_games: list[GameTree] = []
    start = time.perf_counter()
    for path in paths:
        out = read_games(path)
        games += len(out)
        plies += sum(len(g) for g in out)
        all_games.extend(out)
    return games, plies, time.perf_counter() - start, all_games


def _cchess(paths: list[Path], limit: int | None) -> tuple[int, int, int, float] | None:
    try:
        import cchess
    except ImportError:
        return None
    read = getattr(cchess, "read_from_pgn", None)
    if read is None:
        read = cchess.Game.read_from
    games = plies = failed = 0
    elapsed = 0.0
    with tempfile.TemporaryDirectory(prefix="fmtbench") as tmp:
        files = []
        for path in paths:
            text = path.read_text(encoding="utf-8")
            starts = [m.start() for m in re.finditer(r"^\[Event ", text, re.MULTILINE)] + [len(text)]
            chunks = [text[a:b] for a, b in zip(starts, starts[1:], strict=False)]
            if limit is not None:
                chunks = chunks[:limit]
            for i, chunk in enumerate(chunks):
                name = os.path.join(tmp, f"{path.stem}-{i}.pgn")
                with open(name, "w", encoding="utf-8") as fh:
                    fh.write('[Format "ICCS"]\n' + chunk)
                files.append(name)
        for name in files:
            start = time.perf_counter()
            try:
                game = read(name)
                n = len(game.dump_iccs_moves()[0]) if game is not None and game.dump_iccs_moves() else 0
            except Exception:  # noqa: BLE001 (cchess raises assorted errors; count them as failures)
                n = -1
            elapsed += time.perf_counter() - start
            if n < 0:
                failed += 1
            else:
                games += 1
                plies += n
    return games, plies, failed, elapsed


def run(args: list[str]) -> int:
    """Print the formats benchmark (see the module doc for the options)."""
    if "--scaling" in args:
        from app.bench import formats_scaling
        return formats_scaling.run(args)
    shared = Path(args[args.index("--shared") + 1]) if "--shared" in args else _default_shared()
    limit: int | None = int(args[args.index("--limit") + 1]) if "--limit" in args else 300
    if not limit:
        limit = None
    paths = [shared / "wukong-xiangqi" / name for name in SETS]
    missing = [str(p) for p in paths if not p.is_file()]
    if missing:
        print(f"skipped: the large PGN sets are not here ({', '.join(missing)}); "
              "pass --shared DIR pointing at shared/data/games")
        return 0
    games, plies, secs, trees = _ours(paths)
    print(f"ours    read+replay {games:>5} games {plies:>7,} plies in {secs:6.2f} s "
          f"{games / secs:8.1f} games/s {plies / secs:>9,.0f} plies/s")
    if "--arbiter" in args:
        start = time.perf_counter()
        for tree in trees:
            tree.to_game(Ruleset.CXQ)
        asecs = time.perf_counter() - start
        print(f"ours    arbiter replay (GameTree.to_game) of the same main lines in {asecs:6.2f} s "
              f"{games / asecs:8.1f} games/s")
    peer = _cchess(paths, limit)
    if peer is None:
        print("cchess  not installed (pip install cchess) - no comparison")
        return 0
    cgames, cplies, failed, csecs = peer
    rate = cgames / csecs if csecs else 0.0
    print(f"cchess  read+replay {cgames:>5} games {cplies:>7,} plies in {csecs:6.2f} s "
          f"{rate:8.1f} games/s {cplies / csecs if csecs else 0:>9,.0f} plies/s"
          f"{f' ({failed} games raised)' if failed else ''}")
    if rate:
        ours_rate = games / secs
        print(f"ratio   ours/cchess: {(plies / secs) / (cplies / csecs):.1f}x plies/s, {ours_rate / rate:.1f}x games/s"
              f"{f' (cchess read the first {limit} games of each set)' if limit else ''}")
    return 0
