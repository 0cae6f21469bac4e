"""What a network evaluation costs: app.ai.nnue in numpy, and a numba prototype of what the compiled
core will do (phase 2), in nanoseconds per evaluation.

    python -m tools.nnue.bench [NET.nnue ...] [--widths 64 128 256] [--sets ps king9 king6m]
        [--games 20] [--repeat 7]

Without network files, random networks of each width and feature set are timed (their weights do
not change the cost, except how many of the dense layer's inputs are zero, which the "sparse"
variant skips: a trained network's count is the one to trust).

The positions are those of random games from the start (captures favoured, so that kings walk and
the board empties). Per position, as a search makes a move and evaluates the new position: both
views' accumulators computed from the previous ones (two or three rows of the weight table added or
subtracted; a full refresh for the view whose own king moved, with king buckets), then the dense
layers. The accumulators are int16, the dense layers' weights int8 widened to int16 at load. Two
variants of the first dense layer: "dense" (each output a dot product over all 2W inputs) and
"sparse" (each non-zero input adds its column to the outputs). Every result is checked against
app.ai.nnue's Network.evaluate (bit for bit). Timing: the fastest of --repeat passes over all the
positions, single-threaded; a busy machine makes the figures worse, never better.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import numba
import numpy as np

from app.ai.nnue import (EVAL_LIMIT, FeatureSet, Network, active_features, feature_count,
                         load_network)
from app.model import Board

jit = numba.njit(cache=False, nogil=True, boundscheck=False, error_model="numpy")


@jit
def forward_dense(us: np.ndarray, them: np.ndarray, x: np.ndarray, h1: np.ndarray, h2: np.ndarray,
                  l1w: np.ndarray, l1b: np.ndarray, l2w: np.ndarray, l2b: np.ndarray, ow: np.ndarray,
                  ob: int, psq: int, has_psqt: bool, out_mul: int, out_shift: int) -> int:
    w = us.shape[0]
    for i in range(w):
        a = us[i]
        x[i] = 0 if a < 0 else (127 if a > 127 else a)
        b = them[i]
        x[w + i] = 0 if b < 0 else (127 if b > 127 else b)
    n1 = l1w.shape[0]
    for j in range(0, n1 - 3, 4):                 # four outputs at a time: each input read once for four
        s0 = np.int32(0)
        s1 = np.int32(0)
        s2 = np.int32(0)
        s3 = np.int32(0)
        for i in range(2 * w):
            xi = x[i]
            s0 = np.int32(s0 + np.int32(l1w[j, i] * xi))
            s1 = np.int32(s1 + np.int32(l1w[j + 1, i] * xi))
            s2 = np.int32(s2 + np.int32(l1w[j + 2, i] * xi))
            s3 = np.int32(s3 + np.int32(l1w[j + 3, i] * xi))
        for k, sk in ((0, s0), (1, s1), (2, s2), (3, s3)):
            v = (np.int64(sk) + l1b[j + k]) >> 6
            h1[j + k] = 0 if v < 0 else (127 if v > 127 else v)
    for j in range(n1 - n1 % 4, n1):
        s = np.int32(0)
        for i in range(2 * w):
            s = np.int32(s + np.int32(l1w[j, i] * x[i]))
        v = (np.int64(s) + l1b[j]) >> 6
        h1[j] = 0 if v < 0 else (127 if v > 127 else v)
    for j in range(l2w.shape[0]):
        s = np.int32(0)
        for i in range(l2w.shape[1]):
            s = np.int32(s + np.int32(l2w[j, i] * h1[i]))
        v = (np.int64(s) + l2b[j]) >> 6
        h2[j] = 0 if v < 0 else (127 if v > 127 else v)
    z = np.int64(ob)
    for i in range(ow.shape[0]):
        z += np.int64(ow[i]) * h2[i]
    if has_psqt:
        z += psq >> 1
    cp = int((z * out_mul) >> out_shift)       # an int64 in numba, an int for the type checker
    return -EVAL_LIMIT if cp < -EVAL_LIMIT else (EVAL_LIMIT if cp > EVAL_LIMIT else cp)


@jit
def forward_sparse(us: np.ndarray, them: np.ndarray, s1: np.ndarray, h1: np.ndarray, h2: np.ndarray,
                   l1t: np.ndarray, l1b: np.ndarray, l2w: np.ndarray, l2b: np.ndarray, ow: np.ndarray,
                   ob: int, psq: int, has_psqt: bool, out_mul: int, out_shift: int) -> int:
    w = us.shape[0]
    n1 = l1t.shape[1]
    for j in range(n1):
        s1[j] = 0
    for i in range(2 * w):
        a = us[i] if i < w else them[i - w]
        if a > 0:
            v = np.int32(127 if a > 127 else a)
            for j in range(n1):
                s1[j] = np.int32(s1[j] + np.int32(l1t[i, j] * v))
    for j in range(n1):
        v = (np.int64(s1[j]) + l1b[j]) >> 6
        h1[j] = 0 if v < 0 else (127 if v > 127 else v)
    for j in range(l2w.shape[0]):
        s = np.int32(0)
        for i in range(l2w.shape[1]):
            s = np.int32(s + np.int32(l2w[j, i] * h1[i]))
        v = (np.int64(s) + l2b[j]) >> 6
        h2[j] = 0 if v < 0 else (127 if v > 127 else v)
    z = np.int64(ob)
    for i in range(ow.shape[0]):
        z += np.int64(ow[i]) * h2[i]
    if has_psqt:
        z += psq >> 1
    cp = int((z * out_mul) >> out_shift)       # an int64 in numba, an int for the type checker
    return -EVAL_LIMIT if cp < -EVAL_LIMIT else (EVAL_LIMIT if cp > EVAL_LIMIT else cp)


@jit
def run(steps_side: np.ndarray, add: np.ndarray, rem: np.ndarray, refresh: np.ndarray, full: np.ndarray,
        ft_b: np.ndarray, ft_w: np.ndarray, psqt: np.ndarray, has_psqt: bool, l1: np.ndarray, l1b: np.ndarray,
        l2w: np.ndarray, l2b: np.ndarray, ow: np.ndarray, ob: int, out_mul: int, out_shift: int,
        sparse: bool, evaluate: bool, out: np.ndarray, lo: int, hi: int, stack: np.ndarray, psq: np.ndarray,
        x: np.ndarray, s1: np.ndarray, h1: np.ndarray, h2: np.ndarray) -> int:
    """Play steps lo..hi-1: per step both views updated from the previous accumulators (a new stack
    slot, as make() will; a full refresh at a game's first step), then the evaluation. Returns the
    sum of the values (so that nothing is left out). The buffers come from the caller."""
    w = ft_b.shape[0]
    total = 0
    for i in range(lo, hi):
        old, new = i & 1, (i + 1) & 1
        for v in range(2):
            if refresh[i, v]:
                for j in range(w):
                    stack[new, v, j] = ft_b[j]
                p = np.int64(0)
                for k in range(full.shape[2]):
                    f = full[i, v, k]
                    if f < 0:
                        break
                    for j in range(w):
                        stack[new, v, j] += ft_w[f, j]
                    if has_psqt:
                        p += psqt[f]
                psq[new, v] = p
            else:
                a, r0, r1 = add[i, v], rem[i, v, 0], rem[i, v, 1]
                if r1 >= 0:
                    for j in range(w):
                        stack[new, v, j] = stack[old, v, j] + ft_w[a, j] - ft_w[r0, j] - ft_w[r1, j]
                    if has_psqt:
                        psq[new, v] = psq[old, v] + psqt[a] - psqt[r0] - psqt[r1]
                else:
                    for j in range(w):
                        stack[new, v, j] = stack[old, v, j] + ft_w[a, j] - ft_w[r0, j]
                    if has_psqt:
                        psq[new, v] = psq[old, v] + psqt[a] - psqt[r0]
        s = steps_side[i]
        d = psq[new, s] - psq[new, 1 - s]
        if not evaluate:
            total += stack[new, s, i % w]
            continue
        if sparse:
            val = forward_sparse(stack[new, s], stack[new, 1 - s], s1, h1, h2, l1, l1b, l2w, l2b, ow, ob, d,
                                 has_psqt, out_mul, out_shift)
        else:
            val = forward_dense(stack[new, s], stack[new, 1 - s], x, h1, h2, l1, l1b, l2w, l2b, ow, ob, d,
                                has_psqt, out_mul, out_shift)
        out[i] = val
        total += val
    return total


def game_steps(net: Network, games: int, plies: int = 120, seed: int = 1) -> dict[str, np.ndarray]:
    """The positions of random games as steps: each view's added/removed features or its full list."""
    rng = random.Random(seed)
    fs = net.feature_set
    side: list[int] = []
    add, rem, refresh, full, squares_list, starts = [], [], [], [], [], []
    for _ in range(games):
        starts.append(len(side))
        board = Board()
        prev = [active_features(fs, board.squares(), v) for v in (0, 1)]
        first = True
        for _ in range(plies):
            legal = sorted(board.legal_moves(), key=lambda m: m.iccs)
            if not legal:
                break
            caps = [m for m in legal if board.squares()[m.to_sq]]
            m = rng.choice(caps if caps and rng.random() < 0.3 else legal)
            mover = board.squares()[m.from_sq]
            board.push(m)
            sq = list(board.squares())
            now = [active_features(fs, sq, v) for v in (0, 1)]
            a_row, r_row, f_row, ref_row = [], [], [], []
            for v in (0, 1):
                own_king = mover == (1 | (v << 3)) and fs != FeatureSet.PS
                gone = sorted(set(prev[v]) - set(now[v]))
                new = sorted(set(now[v]) - set(prev[v]))
                ref_row.append(1 if own_king or first else 0)
                a_row.append(new[0] if len(new) == 1 else 0)
                r_row.append((gone + [-1, -1])[:2])
                f_row.append((now[v] + [-1] * 32)[:32])
            side.append(board.turn.index)
            add.append(a_row)
            rem.append(r_row)
            refresh.append(ref_row)
            full.append(f_row)
            squares_list.append(sq)
            prev = now
            first = False
    return {"side": np.array(side, dtype=np.int64), "add": np.array(add, dtype=np.int64),
            "rem": np.array(rem, dtype=np.int64), "refresh": np.array(refresh, dtype=np.int64),
            "full": np.array(full, dtype=np.int64), "squares": np.array(squares_list, dtype=np.int64),
            "starts": np.array(starts + [len(side)], dtype=np.int64)}


def random_net(fs: FeatureSet, width: int, seed: int = 1) -> Network:
    rng = np.random.default_rng(seed)
    n = feature_count(fs)
    return Network(fs, rng.integers(-40, 160, width).astype(np.int16),
                   rng.integers(-30, 31, (n, width)).astype(np.int16), rng.integers(-9000, 9001, n).astype(np.int32),
                   rng.integers(-3000, 3001, 32).astype(np.int32),
                   rng.integers(-60, 61, (32, 2 * width)).astype(np.int8),
                   rng.integers(-3000, 3001, 32).astype(np.int32), rng.integers(-60, 61, (32, 32)).astype(np.int8),
                   rng.integers(-3000, 3001, 1).astype(np.int32), rng.integers(-100, 101, (1, 32)).astype(np.int8),
                   3225, 16, "random")


def time_net(net: Network, steps: dict[str, np.ndarray], repeat: int) -> dict[str, float]:
    """ns per step for both variants, after checking them against the reference. Each game is timed
    on its own (a window of some 100 µs, which a busy machine rarely interrupts), the fastest of
    `repeat` passes counted, less the cost of calling the kernel."""
    psqt = net.psqt.astype(np.int64) if net.psqt is not None else np.zeros(1, dtype=np.int64)
    w, (h1n, h2n) = net.width, net.hidden
    common = (steps["side"], steps["add"], steps["rem"], steps["refresh"], steps["full"], net.ft_bias,
              net.ft_weight, psqt, net.psqt is not None)
    tail = (net.l2_weight.astype(np.int16), net.l2_bias.astype(np.int64), net.out_weight[0].astype(np.int16),
            int(net.out_bias[0]), net.out_mul, net.out_shift)
    bufs = (np.zeros((2, 2, w), dtype=np.int16), np.zeros((2, 2), dtype=np.int64), np.zeros(2 * w, dtype=np.int16),
            np.zeros(h1n, dtype=np.int32), np.zeros(h1n, dtype=np.int16), np.zeros(h2n, dtype=np.int16))
    dense = net.l1_weight.astype(np.int16)
    variants = {"dense": (dense, False, True), "sparse": (np.ascontiguousarray(dense.T), True, True),
                "update": (dense, False, False)}
    n = len(steps["side"])
    starts = steps["starts"]
    ref = np.array([net.evaluate(list(steps["squares"][i]), int(steps["side"][i])) for i in range(0, n, 7)])
    result = {}
    for name, (l1, sparse, evaluate) in variants.items():
        out = np.zeros(n, dtype=np.int64)
        args = (*common, l1, net.l1_bias.astype(np.int64), *tail, sparse, evaluate, out)
        for g in range(len(starts) - 1):                   # compile, and check every value
            run(*args, starts[g], starts[g + 1], *bufs)
        if evaluate and not np.array_equal(out[::7], ref):
            raise SystemExit(f"the numba prototype ({name}) differs from app.ai.nnue")
        call = min(_timed(run, *args, 0, 0, *bufs) for _ in range(50))
        total = 0.0
        for g in range(len(starts) - 1):
            lo, hi = int(starts[g]), int(starts[g + 1])
            total += min(_timed(run, *args, lo, hi, *bufs) for _ in range(repeat)) - call
        result[name] = total / n * 1e9
    result["refresh_share"] = float(steps["refresh"].sum(axis=1).astype(bool)[1:].mean())
    return result


def _timed(fn: Any, *args: Any) -> float:
    t = time.perf_counter()
    fn(*args)
    return time.perf_counter() - t


def numpy_cost(net: Network, steps: dict[str, np.ndarray], count: int = 300) -> float:
    """µs per evaluation of app.ai.nnue's reference (full refresh) in numpy."""
    sq = [list(s) for s in steps["squares"][:count]]
    side = [int(s) for s in steps["side"][:count]]
    t = time.perf_counter()
    for s, c in zip(sq, side, strict=True):
        net.evaluate(s, c)
    return (time.perf_counter() - t) / len(sq) * 1e6


CALIBRATION = ["r1bakab1r/9/1c2n1nc1/p1p1p3p/6p2/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R w - - 0 1",
               "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"]
BASELINE = 2_200_000       # the compiled core's nodes per CPU second with the hand-written evaluation (README)


def search_ns_per_node(repeat: int = 15) -> float | None:
    """The compiled core's search cost per node now, on this machine (None without the compiled core):
    the yardstick that turns ns per evaluation into nodes per second. Timed like the evaluations:
    short searches (depth 4, a few ms), the fastest of `repeat`."""
    from app.ai import core
    from app.ai.search import INF, Searcher
    backend = core.compiled_backend(timeout=1200)
    if backend is None:
        return None
    total = 0.0
    nodes = 0
    for fen in CALIBRATION:
        board = Board(fen)
        moves = [m.from_sq << 7 | m.to_sq for m in board.legal_moves()]
        best, count = float("inf"), 0
        for _ in range(repeat):
            s = Searcher(board.squares(), board.turn.index, backend=backend, tt_bits=16)
            s.set_root(moves, {}, None)
            s.prepare()
            t = time.perf_counter()
            for d in range(1, 5):
                s.root(d, -INF, INF)
            best, count = min(best, time.perf_counter() - t), s.nodes
        total += best
        nodes += count
    return total / nodes * 1e9


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("nets", type=Path, nargs="*")
    ap.add_argument("--widths", type=int, nargs="*", default=[64, 128, 256])
    ap.add_argument("--sets", nargs="*", default=["ps", "king9", "king6m"])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--repeat", type=int, default=9)
    args = ap.parse_args(argv)
    names = {"ps": FeatureSet.PS, "king9": FeatureSet.KING9, "king6m": FeatureSet.KING6M}
    nets: list[tuple[str, Network]] = [(p.name, load_network(p)) for p in args.nets]
    if not nets:
        nets = [(f"random {s} W={w}", random_net(names[s], w)) for s in args.sets for w in args.widths]
    node = search_ns_per_node()
    if node is not None:
        print(f"the compiled search now: {node:.0f} ns per node ({1e9 / node:,.0f} nodes per CPU second; "
              f"{BASELINE:,} at the README's measurement)")
    print(f"numba {numba.__version__}; ns per position, fastest of {args.repeat}: both views updated, then "
          "the dense layers ('dense' or 'sparse' first layer); 'update': the views alone")
    print(f"{'network':28s} {'update':>7s} {'dense':>7s} {'sparse':>7s} {'refresh':>8s} {'numpy µs':>9s}"
          f" {'search n/s':>11s}")
    cache: dict[FeatureSet, dict[str, np.ndarray]] = {}
    for name, net in nets:
        if net.feature_set not in cache:
            cache[net.feature_set] = game_steps(net, args.games)
        steps = cache[net.feature_set]
        r = time_net(net, steps, args.repeat)
        best = min(r["dense"], r["sparse"])
        # one update and one evaluation per node (the search makes a move at every node and
        # evaluates at most), scaled to the README's machine by the search's own cost now
        projected = f"{BASELINE * node / (node + best):11,.0f}" if node is not None else f"{'?':>11s}"
        print(f"{name:28s} {r['update']:7.0f} {r['dense']:7.0f} {r['sparse']:7.0f} {100 * r['refresh_share']:7.1f}%"
              f" {numpy_cost(net, steps):9.1f} {projected}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
