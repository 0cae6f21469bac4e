"""Fit the evaluation's square tables and term weights to the results of master games (Texel's method).

    python tools/tune_eval.py DIR_OR_PGN [...] [--per-game N] [--epochs N] [--workers N]

Needs numpy (``pip install numpy``); it is a maintainer's tool, not part of the program.

1. Games: every PGN (any format ``app.formats.read_games`` reads) under the paths, main lines with
   a result, each distinct game once.
2. Positions: up to ``--per-game`` positions per game after its first 14 plies, kept only when quiet
   (the side to move is not in check and the quiescence search agrees with the static evaluation).
3. Features, from Red's view: for each piece type and square (files mirrored: the tables are
   symmetric) the count of Red's pieces there minus Black's (seen from Black's side), each
   positional term's count (the engine's evaluation traced: ``Searcher.trace()``, by ``Term``) and
   the side to move.
4. Fit: the predicted result is ``1 / (1 + exp(-k * eval))``; k is chosen for the current weights,
   then the square values and term weights (the side to move's bonus stays 10) minimise the squared
   error to the game results, by Adam on 90% of the positions; a square seen in fewer than
   ``MIN_SEEN`` positions keeps its value. The other 10% (whole games) is the check: the weights at
   the epoch with the least error on them are printed, with the error before and after, as the new
   SQUARE_VALUE and W_* constants for ``app/ai/core/weights.py``.

A lower error on the held-out positions says the weights predict master results better; whether
they play better is for a match to say (``python -m app.bench match``, or the engine before the
change over UCI).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from multiprocessing import Pool
from pathlib import Path
from typing import TYPE_CHECKING

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.ai.core.weights import POSITIONAL_WEIGHT, SQUARE_VALUE, WEIGHTS, Term
from app.ai.search import INF, Searcher
from app.formats import read_games
from app.model import Board
from app.model.tables import ADVISOR, CANNON, ELEPHANT, HORSE, KING, PAWN, ROOK

if TYPE_CHECKING:                      # numpy is imported where the fit runs: only it needs numpy
    import numpy as np
    from numpy.typing import NDArray

    Weights = NDArray[np.float64]

TYPES = (KING, ADVISOR, ELEPHANT, HORSE, ROOK, CANNON, PAWN)
NAMES = {KING: "KING", ADVISOR: "ADVISOR", ELEPHANT: "ELEPHANT", HORSE: "HORSE", ROOK: "ROOK",
         CANNON: "CANNON", PAWN: "PAWN"}
RESULTS = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}
OPENING_PLIES = 14


def game_lines(path: str) -> list[tuple[str, tuple[str, ...], float]]:
    """(start FEN, main-line ICCS moves, Red's result) of each game in one file with a result."""
    out: list[tuple[str, tuple[str, ...], float]] = []
    try:
        games = read_games(path)
    except (OSError, ValueError):
        return out
    for tree in games:
        result = RESULTS.get(tree.headers.get("Result", ""))
        if result is not None:
            out.append((tree.start_fen, tuple(tree.mainline()), result))
    return out


SQUARES = 50                    # per piece type: 10 ranks x 5 files (files 5-8 mirror 3-0)
N_FEATURES = len(TYPES) * SQUARES + len(Term) + 1
MIN_SEEN = 500                  # a square seen in fewer fitted positions keeps its value
TEMPO = 10                      # the side to move's bonus (evaluate adds it; not fitted)


def features(squares: list[int], side: int, counts: dict[Term, int]) -> list[float]:
    """A position's features from Red's view: the square counts by type, the positional terms'
    counts (``Searcher.trace()``, in Term's order), the side to move."""
    x = [0.0] * N_FEATURES
    slot = {t: i for i, t in enumerate(TYPES)}
    for s, p in enumerate(squares):
        if not p:
            continue
        f, r = s % 9, s // 9
        sign = 1.0
        if p & 8:
            r, sign = 9 - r, -1.0
        x[slot[p & 7] * SQUARES + r * 5 + min(f, 8 - f)] += sign
    base = len(TYPES) * SQUARES
    for term, n in counts.items():
        x[base + term] = n
    x[-1] = 1.0 if side == 0 else -1.0
    return x


def quiet_positions(job: tuple[tuple[str, tuple[str, ...], float], int, int]) -> list[tuple[list[float], float]]:
    """Up to `per_game` quiet positions of one game, as (features, result)."""
    (fen, moves, result), per_game, seed = job
    board = Board(fen)
    seen: list[tuple[list[int], int]] = []          # seen[n]: the position after n plies
    for _ in board.replay_iccs(moves):
        seen.append((list(board.squares()), board.turn.index))
    plies = list(range(OPENING_PLIES, max(OPENING_PLIES, len(seen) - 1)))   # not the last two positions
    random.Random(seed).shuffle(plies)
    out: list[tuple[list[float], float]] = []
    searcher: Searcher | None = None
    for ply in plies:
        squares, side = seen[ply]
        if searcher is None:
            searcher = Searcher(squares, side)
        else:
            searcher.set_position(squares, side)
        if searcher.in_check() or searcher.qsearch(-INF, INF, 0, False) != searcher.evaluate():
            continue
        out.append((features(squares, side, searcher.trace()), result))
        if len(out) >= per_game:
            break
    return out


def current_weights() -> list[float]:
    """The weights in app/ai/core/weights.py, in the order of `features` (centipawns)."""
    w = [float(SQUARE_VALUE[t][r][f]) for t in TYPES for r in range(10) for f in range(5)]
    w += [x * POSITIONAL_WEIGHT / 100 for x in WEIGHTS]
    return w + [float(TEMPO)]


def held_out(groups: list[int], share: float = 0.1, seed: int = 1) -> tuple[list[int], list[int]]:
    """Row indices (held out, fitted): whole games are held out (`groups[i]` is row i's game), so that
    no held-out position has a sibling from its own game among the fitted ones."""
    games = sorted(set(groups))
    random.Random(seed).shuffle(games)
    out = set(games[: max(1, round(len(games) * share))])
    test = [i for i, g in enumerate(groups) if g in out]
    return test, [i for i, g in enumerate(groups) if g not in out]


def fit(rows: list[tuple[list[float], float]], groups: list[int],
        epochs: int) -> tuple[float, Weights, Weights, float, float, int, int]:
    import numpy as np

    x = np.array([r[0] for r in rows], dtype=np.float32)
    y = np.array([r[1] for r in rows])
    test_rows, train_rows = held_out(groups)
    test, train = np.array(test_rows), np.array(train_rows)
    w0 = np.array(current_weights())

    def error(w: Weights, idx: NDArray[np.intp], k: float) -> float:
        p = 1 / (1 + np.exp(-k * (x[idx] @ w)))
        return float(((p - y[idx]) ** 2).mean())

    k = min(np.linspace(0.0005, 0.01, 200), key=lambda kk: error(w0, train, kk))
    seen = np.abs(x[train]).sum(axis=0)
    squares = len(TYPES) * SQUARES
    step_size = np.zeros_like(w0)
    step_size[:squares] = np.where(seen[:squares] >= MIN_SEEN, 1.0, 0.0)
    step_size[squares:-1] = 0.1
    w = w0.copy()
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    best, best_error = w0.copy(), error(w0, test, k)
    xt = x[train]
    for step in range(1, epochs + 1):
        p = 1 / (1 + np.exp(-k * (xt @ w)))
        g = xt.T @ (2 * (p - y[train]) * p * (1 - p) * k) / len(train)
        m = 0.9 * m + 0.1 * g
        v = 0.999 * v + 0.001 * g * g
        w -= step_size * (m / (1 - 0.9 ** step)) / (np.sqrt(v / (1 - 0.999 ** step)) + 1e-15)
        if step % 50 == 0:
            now = error(w, test, k)
            if now < best_error:
                best, best_error = w.copy(), now
    return k, w0, best, error(w0, test, k), best_error, len(train), len(test)


def square_table(w: Weights) -> str:
    """SQUARE_VALUE as Python text from the fitted weights (0 where a piece cannot stand)."""
    lines = ["SQUARE_VALUE: dict[int, tuple[tuple[int, ...], ...]] = {"]
    for i, t in enumerate(TYPES):
        lines.append(f"    {NAMES[t]}: (")
        for r in range(10):
            row = [round(w[i * SQUARES + r * 5 + f]) if SQUARE_VALUE[t][r][f] else 0 for f in range(5)]
            lines.append("        (" + ", ".join(f"{v:4d}" for v in row) + "),")
        lines.append("    ),")
    return "\n".join(lines + ["}"])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--per-game", type=int, default=30)
    ap.add_argument("--epochs", type=int, default=800)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)
    files = []
    for p in args.paths:
        if os.path.isdir(p):
            files += sorted(os.path.join(d, f) for d, _, fs in os.walk(p) for f in fs
                            if f.lower().endswith((".pgn", ".xqf", ".cbf", ".cbr", ".txt")))
        else:
            files.append(p)
    with Pool(args.workers) as pool:
        games = {(fen, moves): r for lines in pool.imap(game_lines, files, chunksize=50)
                 for fen, moves, r in lines}
        jobs = [((fen, moves, r), args.per_game, i) for i, ((fen, moves), r) in enumerate(games.items())]
        per_game = list(pool.imap(quiet_positions, jobs, chunksize=50))
    rows = [row for out in per_game for row in out]
    groups = [g for g, out in enumerate(per_game) for _ in out]
    if len(rows) < 1000:
        print(f"only {len(rows)} quiet positions from {len(games)} games: too few to fit", file=sys.stderr)
        return 1
    k, w0, w, before, after, n_train, n_test = fit(rows, groups, args.epochs)
    print(f"{len(games)} games, {len(rows)} quiet positions ({n_train} fitted, {n_test} held out); k = {k:.6f}")
    print(f"squared error on the held-out positions: {before:.5f} with the current weights, {after:.5f} fitted")
    print(square_table(w))
    base = len(TYPES) * SQUARES
    scale = 100 / POSITIONAL_WEIGHT
    for term in Term:
        print(f"W_{term.name} = {round(w[base + term] * scale)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
