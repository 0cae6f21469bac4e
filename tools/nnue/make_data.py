"""Training positions for the network, labelled by the built-in engine's search.

    python -m tools.nnue.make_data OUT [--ccpd PATH ...] [--depth 6] [--per-game 24] [--min-ply 8]
        [--shard-games 100] [--selfplay N] [--selfplay-depth 4] [--seed 1] [--backend numba|python]
        [--limit N]

1. Games (``OUT/games.json.xz``, written once): the main lines with a result of every game file under
   the ``--ccpd`` paths (default: the CCPD master games, unpacked from the project's shared data),
   files in sorted order, each distinct game (start position and moves) once. ``--limit`` keeps the
   first N.
2. Shards of positions (``OUT/ccpd-00000.npz`` ...: the positions of ``--shard-games`` games each;
   ``OUT/self-00000.npz`` ...: games the engine plays against itself, ``--selfplay`` of them). From each
   game up to ``--per-game`` positions after its first ``--min-ply`` plies, chosen at random (seeded by
   ``--seed`` and the game), none where the side to move has no move. Each is labelled by the engine
   (``app.ai.Engine``, level master, no book) searching it to ``--depth`` on the compiled core, with
   the hand-written evaluation, the quiescence score and whether the side to move is in check, so that
   the trainer may keep only quiet positions or all of them; and with the game's result.

Everything is deterministic: the same games and settings give the same shards, byte for byte. A
shard is written atomically once it is complete; a rerun skips the shards already there (an
interrupted run loses at most the shard it was working on), and refuses a folder made with other
settings (``OUT/config.json``).

A shard holds, per position: ``board`` (uint8[90], the model's piece codes by square), ``side``
(0 Red to move, 1 Black), ``score`` (the search's score, side to move's view; mate scores as the
engine gives them: beyond +-29000), ``move`` (its best move, ``from << 7 | to``), ``nodes``,
``static`` (the hand-written evaluation) and ``qscore`` (its quiescence search), both the side to
move's view, ``check`` (the side to move is in check), ``result`` (the game's, Red's view: 1, 0,
-1), ``game`` (its number in games.json.xz; self-play games numbered on from 1,000,000), ``ply``.

The CCPD games are by Yu-Han Tseng's Chinese Chess Practical Dataset (GitHub
Yvonne761/Chinese-Chess-Practical-Dataset, commit 368a47a9), CC BY 4.0: the shards are derived data
and carry that attribution (``OUT/ATTRIBUTION.md``) wherever they go.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import lzma
import os
import random
import sys
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

if __package__ in (None, ""):                       # run as a script: python tools/nnue/make_data.py
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import numpy as np

from app.ai import Engine, core
from app.ai.driver import Deadlines, Progress, deepen
from app.ai.search import INF, TT_BITS, RootLine, Searcher
from app.formats import read_games
from app.formats.atomic import atomic_write_bytes
from app.model import Board, Game
from app.model.enums import Color
from app.model.move import encode

FORMAT = 1                        # of the shards and config (a change makes old folders refuse to resume)
RESULTS = {"1-0": 1, "0-1": -1, "1/2-1/2": 0}
SELFPLAY_BASE = 1_000_000         # self-play games are numbered from here
SELFPLAY_MAX_PLIES = 300          # a self-play game still going after this many plies is a draw
ADJUDICATE = 1500                 # ... and one side this far ahead for ADJUDICATE_PLIES plies has won
ADJUDICATE_PLIES = 8
RANDOM_PLIES = 8                  # a self-play game opens with this many random moves (variety)
DEFAULT_CCPD = Path("/work/nnue-data/ccpd")
ATTRIBUTION = """\
# Where these positions come from

The games in `games.json.xz` and the positions in the `ccpd-*.npz` shards are derived from the master
games of the Chinese Chess Practical Dataset (CCPD) by Yu-Han Tseng (GitHub repository
Yvonne761/Chinese-Chess-Practical-Dataset, commit 368a47a9), licensed under Creative Commons
Attribution 4.0 International (CC BY 4.0, https://creativecommons.org/licenses/by/4.0/). Changed:
the main lines of the games as ICCS moves with their results, and positions sampled from them with
the scores Xiangqi Studio's engine gives them. The `self-*.npz` shards are games of Xiangqi Studio's
engine against itself. Made by Xiangqi Studio's tools/nnue/make_data.py.
"""


@dataclass(frozen=True)
class Settings:
    """What the shards depend on (config.json)."""

    depth: int
    per_game: int
    min_ply: int
    shard_games: int
    seed: int
    selfplay: int
    selfplay_depth: int
    skip: int = 0                   # the first `skip` of each game's shuffled plies are left to another folder

    def digest(self, games_digest: str) -> str:
        fields = {k: v for k, v in vars(self).items() if k != "skip" or v}     # folders made before skip existed
        text = json.dumps({"format": FORMAT, "games": games_digest, **fields}, sort_keys=True)
        return hashlib.sha256(text.encode()).hexdigest()[:16]


# ----- games --------------------------------------------------------------------------------------

def game_files(paths: list[str]) -> list[str]:
    """The game files under the paths (folders walked), sorted, each once."""
    files: set[str] = set()
    for p in paths:
        if os.path.isdir(p):
            files.update(os.path.join(d, f) for d, _, fs in os.walk(p) for f in fs
                         if f.lower().endswith((".pgn", ".xqf", ".cbr", ".cbl")))
        elif os.path.exists(p):
            files.add(p)
        else:
            raise SystemExit(f"no such file or folder: {p}")
    return sorted(files)


def read_game_list(paths: list[str], limit: int | None = None) -> list[dict[str, Any]]:
    """Each distinct game with a result under the paths, in file order: start FEN, ICCS moves, Red's result."""
    out: list[dict[str, Any]] = []
    seen: set[tuple[str, str]] = set()
    for path in game_files(paths):
        try:
            trees = read_games(path)
        except (OSError, ValueError):
            continue
        for tree in trees:
            result = RESULTS.get(tree.headers.get("Result", ""))
            moves = " ".join(tree.mainline())
            key = (tree.start_fen, moves)
            if result is None or not moves or key in seen:
                continue
            seen.add(key)
            out.append({"fen": tree.start_fen, "moves": moves, "result": result})
            if limit is not None and len(out) >= limit:
                return out
    return out


def load_or_make_games(out: Path, paths: list[str], limit: int | None) -> tuple[list[dict[str, Any]], str]:
    """The game list of a folder (read from games.json.xz, or made and written there) and its digest."""
    path = out / "games.json.xz"
    if path.exists():
        data = path.read_bytes()
        games = json.loads(lzma.decompress(data))
    else:
        games = read_game_list(paths, limit)
        data = lzma.compress(json.dumps(games, ensure_ascii=False, separators=(",", ":")).encode(), preset=6)
        atomic_write_bytes(path, data)
    return games, hashlib.sha256(json.dumps(games, sort_keys=True).encode()).hexdigest()[:16]


# ----- labelling ----------------------------------------------------------------------------------

COLUMNS = {"board": np.uint8, "side": np.uint8, "score": np.int16, "move": np.uint16, "nodes": np.int32,
           "static": np.int16, "qscore": np.int16, "check": np.bool_, "result": np.int8, "game": np.int32,
           "ply": np.int16}


class Labeller:
    """Labels positions with one backend of the core: the engine's search to a depth, the hand-written
    evaluation, its quiescence score, check. A new one per shard: like the engine it keeps its tables
    from one search to the next, so a shard's labels depend on its own positions only.

    It searches as ``Engine("master").best_move(Game(fen), depth=depth)`` does (the same moves in the
    same order, the same tables, the same iterations: tests/ai/test_nnue_data.py holds them equal)
    but without what a game needs and a lone position does not: the rulings on each root move (about
    10 ms a position in CPython, the labelling search's own cost at depth 6) and the watch thread."""

    def __init__(self, backend: core.Backend, depth: int) -> None:
        self.searcher: Searcher | None = None
        self.probe: Searcher | None = None          # static value and quiescence, on tables of its own
        self.backend = backend
        self.depth = depth

    def label(self, fen: str) -> dict[str, int]:
        board = Board(fen)
        squares, side = list(board.squares()), board.turn.index
        if self.searcher is None or self.probe is None:
            self.searcher = Searcher(squares, side, backend=self.backend, tt_bits=TT_BITS)
            self.probe = Searcher(squares, side, backend=self.backend)
        probe = self.probe
        probe.set_position(squares, side)
        check = probe.in_check()
        static, qscore = probe.evaluate(), probe.qsearch(-INF, INF, 0, check)
        s = self.searcher
        s.set_rules(True, False)
        s.set_position(squares, side, [board.key], [check])
        moves = [encode(m.from_sq, m.to_sq) for m in board.legal_moves()]
        s.prepare(None)
        s.set_root(moves, {}, None)
        order = sorted(s.quiesce_root(), key=lambda x: -x[0])
        s.reorder_root([m for _, m in order])
        progress = Progress()
        progress.lines = [RootLine(order[0][1], 0, [order[0][1]])]
        deepen(s, self.depth, time.perf_counter(), Deadlines(), False, 1, progress, lambda d, lines: None)
        best = progress.lines[0]
        return {"score": clip16(best.score if progress.depth else 0), "move": best.move, "nodes": s.nodes,
                "static": clip16(static), "qscore": clip16(qscore), "check": int(check)}


def clip16(x: int) -> int:
    return max(-32767, min(32767, int(x)))


def sample_plies(n_positions: int, per_game: int, min_ply: int, rng: random.Random, skip: int = 0) -> list[int]:
    """Up to per_game plies (the position before move `ply`) of a game of n_positions, after min_ply, sorted:
    the plies after min_ply shuffled, the first `skip` passed over, the next per_game taken. The same seed
    with skip=K samples none of the plies that per_game=K took, so a second folder adds positions."""
    plies = list(range(min(min_ply, n_positions), n_positions))
    rng.shuffle(plies)
    return sorted(plies[skip:skip + per_game])


def game_positions(fen: str, moves: list[str], per_game: int, min_ply: int,
                   rng: random.Random, skip: int = 0) -> list[tuple[int, str]]:
    """(ply, FEN) of the sampled positions of a game (the last position too, if the game goes on from it)."""
    board = Board(fen)
    fens = []
    for _ in board.replay_iccs(moves):
        fens.append(board.fen())
    if board.has_legal_move():
        fens.append(board.fen())
    return [(ply, fens[ply]) for ply in sample_plies(len(fens), per_game, min_ply, rng, skip)]


def label_games(labeller: Labeller, games: list[tuple[int, str, list[str], int]], settings: Settings,
                stop_after: float | None = None) -> dict[str, np.ndarray]:
    """The labelled positions of (number, start FEN, moves, Red's result) games, as a shard's columns."""
    rows: dict[str, list[Any]] = {name: [] for name in COLUMNS}
    for number, fen, moves, result in games:
        rng = random.Random(f"{settings.seed}:{number}")
        for ply, pos in game_positions(fen, moves, settings.per_game, settings.min_ply, rng, settings.skip):
            board = Board(pos)
            label = labeller.label(pos)
            rows["board"].append(list(board.squares()))
            rows["side"].append(board.turn.index)
            for name, value in label.items():
                rows[name].append(value)
            rows["result"].append(result)
            rows["game"].append(number)
            rows["ply"].append(ply)
    return {name: np.array(values, dtype=COLUMNS[name]).reshape(-1, 90) if name == "board"
            else np.array(values, dtype=COLUMNS[name]) for name, values in rows.items()}


# ----- self-play ----------------------------------------------------------------------------------

def selfplay_game(number: int, settings: Settings, backend: core.Backend) -> tuple[str, list[str], int]:
    """A game of the engine against itself (RANDOM_PLIES random moves first, then searches to
    settings.selfplay_depth): start FEN, ICCS moves, Red's result. Ends by the rules, by adjudication
    (one side ADJUDICATE ahead in the search for ADJUDICATE_PLIES plies) or as a draw after
    SELFPLAY_MAX_PLIES."""
    rng = random.Random(f"{settings.seed}:selfplay:{number}")
    engine = Engine("master", seed=number, backend=backend)
    game = Game()
    ahead = 0                     # plies in a row with Red ADJUDICATE ahead (>0) or Black (<0)
    result: int | None = None
    while len(game.moves) < SELFPLAY_MAX_PLIES:
        outcome = game.outcome()
        if outcome is not None:
            result = 0 if outcome.winner is None else (1 if outcome.winner == Color.RED else -1)
            break
        if len(game.moves) < RANDOM_PLIES:
            legal = sorted(game.board.legal_moves(), key=lambda m: m.iccs)
            move = rng.choice(legal)
        else:
            found = engine.best_move(game, depth=settings.selfplay_depth)
            assert found.move is not None
            move = found.move
            red = found.score if game.board.turn == Color.RED else -found.score
            if abs(red) >= ADJUDICATE:
                ahead = ahead + 1 if red > 0 and ahead >= 0 else ahead - 1 if red < 0 and ahead <= 0 else 0
            else:
                ahead = 0
            if abs(ahead) >= ADJUDICATE_PLIES:
                result = 1 if ahead > 0 else -1
                break
        game.push(move)
    return Board().fen(), [m.iccs for m in game.moves], 0 if result is None else result


# ----- shards -------------------------------------------------------------------------------------

def shard_bytes(columns: dict[str, np.ndarray], digest: str, extra: dict[str, np.ndarray] | None = None) -> bytes:
    """A shard's file: what np.savez_compressed writes (np.load reads it), but with fixed dates in
    the zip's entries, so that the same positions give the same bytes."""
    buf = io.BytesIO()
    arrays = {"digest": np.array(digest), **columns, **(extra or {})}
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, arr in arrays.items():
            entry = io.BytesIO()
            np.lib.format.write_array(entry, np.asanyarray(arr), allow_pickle=False)
            info = zipfile.ZipInfo(name + ".npy", date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, entry.getvalue())
    return buf.getvalue()


def shard_done(path: Path, digest: str) -> bool:
    """True if a shard is there, readable and made with these settings."""
    if not path.exists():
        return False
    try:
        with np.load(path) as z:
            return str(z["digest"]) == digest
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):
        return False


def run(out: Path, paths: list[str], settings: Settings, backend_name: str = "numba", limit: int | None = None,
        log: Any = print) -> dict[str, Any]:
    """Make (or finish) the folder; returns counts and times."""
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    games, games_digest = load_or_make_games(out, paths, limit)
    t_games = time.perf_counter() - t0
    digest = settings.digest(games_digest)
    config = {"format": FORMAT, "digest": digest, "games": len(games), "games_digest": games_digest, **vars(settings)}
    config_path = out / "config.json"
    if config_path.exists():
        old = json.loads(config_path.read_text(encoding="utf-8"))
        if old.get("digest") != digest:
            raise SystemExit(f"{out} was made with other settings or games ({config_path}): use a new folder")
    else:
        atomic_write_bytes(config_path, (json.dumps(config, indent=1) + "\n").encode())
        atomic_write_bytes(out / "ATTRIBUTION.md", ATTRIBUTION.encode())
    log(f"{len(games)} games ({t_games:.1f} s); settings {digest}")
    if backend_name == "numba":
        t = time.perf_counter()
        found = core.compiled_backend(timeout=3600)
        if found is None:
            raise SystemExit(f"the compiled core is not available: {core.compile_status()}")
        backend = found
        log(f"compiled core ready ({time.perf_counter() - t:.1f} s)")
    else:
        backend = core.pure()
    jobs: list[tuple[str, int, int]] = []
    g = settings.shard_games
    jobs += [("ccpd", k, k * g) for k in range((len(games) + g - 1) // g)]
    jobs += [("self", k, k * g) for k in range((settings.selfplay + g - 1) // g)]
    made = skipped = positions = 0
    cpu = time.process_time()
    for kind, k, first in jobs:
        path = out / f"{kind}-{k:05d}.npz"
        if shard_done(path, digest):
            skipped += 1
            continue
        t = time.perf_counter()
        c = time.process_time()
        labeller = Labeller(backend, settings.depth)
        extra = None
        if kind == "ccpd":
            chunk = [(i, games[i]["fen"], games[i]["moves"].split(), games[i]["result"])
                     for i in range(first, min(first + g, len(games)))]
        else:
            chunk = []
            for i in range(first, min(first + g, settings.selfplay)):
                fen, moves, result = selfplay_game(SELFPLAY_BASE + i, settings, backend)
                chunk.append((SELFPLAY_BASE + i, fen, moves, result))
            extra = {"games": np.array([" ".join(m) for _, _, m, _ in chunk]),
                     "game_results": np.array([r for _, _, _, r in chunk], dtype=np.int8)}
        columns = label_games(labeller, chunk, settings)
        atomic_write_bytes(path, shard_bytes(columns, digest, extra))
        n = len(columns["side"])
        made += 1
        positions += n
        cpu_s = time.process_time() - c
        log(f"{path.name}: {len(chunk)} games, {n} positions, {time.perf_counter() - t:.1f} s wall, "
            f"{cpu_s:.1f} s CPU ({n / max(cpu_s, 1e-9):.1f} positions per CPU second)")
    summary = {"games": len(games), "shards_made": made, "shards_skipped": skipped, "positions_made": positions,
               "cpu_seconds": round(time.process_time() - cpu, 1), "wall_seconds": round(time.perf_counter() - t0, 1)}
    log(json.dumps(summary))
    return summary


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out", type=Path, help="the data folder (made if need be; outside the repository)")
    ap.add_argument("--ccpd", nargs="*", default=None, help=f"game files or folders (default {DEFAULT_CCPD})")
    ap.add_argument("--depth", type=int, default=6, help="the labelling search's depth")
    ap.add_argument("--per-game", type=int, default=24, help="positions sampled per game at most")
    ap.add_argument("--min-ply", type=int, default=8, help="plies of each game's opening skipped")
    ap.add_argument("--shard-games", type=int, default=100, help="games per shard")
    ap.add_argument("--selfplay", type=int, default=0, help="self-play games to play and sample")
    ap.add_argument("--selfplay-depth", type=int, default=4, help="the self-play games' search depth")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--skip", type=int, default=0,
                    help="pass over the plies a folder of the same seed with --per-game SKIP took (more positions "
                         "of the same games, none twice)")
    ap.add_argument("--limit", type=int, default=None, help="only the first N distinct games")
    ap.add_argument("--backend", choices=("numba", "python"), default="numba",
                    help="the core that searches (the same labels; python is for tests)")
    args = ap.parse_args(argv)
    paths = args.ccpd if args.ccpd is not None else [str(DEFAULT_CCPD)]
    settings = Settings(args.depth, args.per_game, args.min_ply, args.shard_games, args.seed, args.selfplay,
                        args.selfplay_depth, args.skip)
    run(args.out, paths, settings, args.backend, args.limit, log=lambda s: print(s, flush=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
