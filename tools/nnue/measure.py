"""How well networks predict, against the hand-written evaluation, on the same held-out games.

    python -m tools.nnue.measure DATA NET.nnue [NET.nnue ...] [--positions quiet|all] [--lambda 0.5]
        [--json OUT.jsonl]

The positions are the held-out games' (tools/nnue/data.held_out: the games the trainer never saw),
quiet ones or all. Each predictor gives centipawns from the side to move's view: the networks by
app.ai.nnue's integer arithmetic (vectorised here, and checked against ``Network.evaluate`` on a
sample), the hand-written evaluation by its static value (``static``; for ``--positions all`` also its
quiescence score ``qscore``), and for reference the labelling search's own score (``search``). Errors:

- ``loss``: the trainer's, ``(sigmoid(cp / K) - t)^2`` with ``t = lambda * sigmoid(score / K) +
  (1 - lambda) * result``, K fitted to the training positions' search scores (as the trainer does);
- ``result``: tools/tune_eval.py's, the squared error of ``sigmoid(cp / K_p)`` to the game results,
  where K_p is fitted for each predictor on the training positions (each gets its best scale);
- ``score``: the squared error of ``sigmoid(cp / K)`` to ``sigmoid(score / K)`` (lambda = 1).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import numpy as np

from app.ai.nnue import EVAL_LIMIT, QA, WEIGHT_SHIFT, Network, load_network
from tools.nnue import data


def batch_evaluate(net: Network, boards: np.ndarray, side: np.ndarray, size: int = 4096) -> np.ndarray:
    """app.ai.nnue's integer evaluation of many positions at once (the same numbers as Network.evaluate)."""
    out = np.empty(len(side), dtype=np.int64)
    table = np.vstack([net.ft_weight.astype(np.int32), np.zeros((1, net.width), dtype=np.int32)])
    psqt = np.append(net.psqt.astype(np.int64), 0) if net.psqt is not None else None
    l1 = net.l1_weight.astype(np.int64)
    l2 = net.l2_weight.astype(np.int64)
    ow = net.out_weight.astype(np.int64)[0]
    for lo in range(0, len(side), size):
        b, s = boards[lo:lo + size], side[lo:lo + size]
        views = [data.features(b, net.feature_set, v) for v in (0, 1)]
        red = (s == 0)[:, None]
        us = np.where(red, views[0], views[1])
        them = np.where(red, views[1], views[0])
        acc_us = net.ft_bias.astype(np.int32) + table[us].sum(axis=1)
        acc_them = net.ft_bias.astype(np.int32) + table[them].sum(axis=1)
        x = np.concatenate([np.clip(acc_us, 0, QA), np.clip(acc_them, 0, QA)], axis=1).astype(np.int64)
        h1 = np.clip((x @ l1.T + net.l1_bias) >> WEIGHT_SHIFT, 0, QA)
        h2 = np.clip((h1 @ l2.T + net.l2_bias) >> WEIGHT_SHIFT, 0, QA)
        z = h2 @ ow + int(net.out_bias[0])
        if psqt is not None:
            z = z + ((psqt[us].sum(axis=1) - psqt[them].sum(axis=1)) >> 1)
        out[lo:lo + size] = np.clip((z * net.out_mul) >> net.out_shift, -EVAL_LIMIT, EVAL_LIMIT)
    return out


def check_batch(net: Network, boards: np.ndarray, side: np.ndarray, sample: int = 200) -> None:
    """The vectorised evaluation equals the reference on a sample of positions (else SystemExit)."""
    idx = np.linspace(0, len(side) - 1, min(sample, len(side))).astype(int)
    fast = batch_evaluate(net, boards[idx], side[idx])
    for i, v in zip(idx, fast, strict=True):
        ref = net.evaluate([int(x) for x in boards[i]], int(side[i]))
        if ref != v:
            raise SystemExit(f"the vectorised evaluation differs from app.ai.nnue on row {i}: {v} != {ref}")


def sigmoid(x: np.ndarray) -> np.ndarray:
    return 1 / (1 + np.exp(-np.clip(x, -50, 50)))


def errors(cp: np.ndarray, cp_train: np.ndarray, rows: dict[str, Any], k: float, lam: float) -> dict[str, float]:
    """The three errors of a predictor (cp on the held-out rows, cp_train on the training rows)."""
    score, result = rows["score"], rows["result"]
    target = lam * sigmoid(score / k) + (1 - lam) * result
    k_own = data.fit_scale(cp_train, rows["train_result"])
    return {"loss": float(((sigmoid(cp / k) - target) ** 2).mean()),
            "result": float(((sigmoid(cp / k_own) - result) ** 2).mean()),
            "score": float(((sigmoid(cp / k) - sigmoid(score / k)) ** 2).mean()),
            "k_own": round(k_own, 1)}


def measure(data_dir: Path | list[Path], nets: list[Path], positions: str, lam: float) -> list[dict[str, Any]]:
    d = data.load(data_dir)
    keep = data.quiet(d) if positions == "quiet" else np.ones(len(d["side"]), dtype=bool)
    held = data.held_out(d["game"])
    train, val = np.nonzero(keep & ~held)[0], np.nonzero(keep & held)[0]
    result = data.stm_result(d)
    k = data.fit_scale(d["score"][train], result[train])
    rows = {"score": d["score"][val].astype(np.float64), "result": result[val], "train_result": result[train]}
    out = []
    base = {"positions": positions, "held_out": len(val), "trained_on": len(train), "k": round(k, 1),
            "lambda": lam}
    predictors: list[tuple[str, np.ndarray, np.ndarray]] = [
        ("search", d["score"][val], d["score"][train]), ("static", d["static"][val], d["static"][train])]
    if positions == "all":
        predictors.append(("qscore", d["qscore"][val], d["qscore"][train]))
    for path in nets:
        net = load_network(path)
        check_batch(net, d["board"][val], d["side"][val])
        predictors.append((path.name, batch_evaluate(net, d["board"][val], d["side"][val]),
                           batch_evaluate(net, d["board"][train], d["side"][train])))
    for name, cp, cp_train in predictors:
        entry = {"predictor": name, **base, **errors(cp.astype(np.float64), cp_train.astype(np.float64), rows, k, lam)}
        out.append(entry)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("data", type=Path)
    ap.add_argument("nets", type=Path, nargs="*")
    ap.add_argument("--positions", choices=("quiet", "all"), default="quiet")
    ap.add_argument("--lambda", dest="lam", type=float, default=0.5)
    ap.add_argument("--also", type=Path, action="append", default=[], metavar="FOLDER",
                    help="another data folder of the same games (make_data --skip), measured on too")
    ap.add_argument("--json", type=Path, default=None, help="append the results to this file (JSON lines)")
    args = ap.parse_args(argv)
    results = measure([args.data, *args.also], args.nets, args.positions, args.lam)
    print(f"{results[0]['held_out']} held-out {args.positions} positions ({results[0]['trained_on']} for the "
          f"scales), K = {results[0]['k']}, lambda = {args.lam}")
    print(f"{'predictor':40s} {'loss':>9s} {'result':>9s} {'score':>9s} {'K own':>7s}")
    for r in results:
        print(f"{r['predictor']:40s} {r['loss']:9.5f} {r['result']:9.5f} {r['score']:9.5f} {r['k_own']:7.1f}")
    if args.json is not None:
        with open(args.json, "a", encoding="utf-8") as fh:
            for r in results:
                fh.write(json.dumps(r) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
