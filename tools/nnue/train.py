"""Train an NNUE-style network on the positions of tools/nnue/make_data (PyTorch on the CPU).

    python -m tools.nnue.train DATA RUN [--features ps|king9|king6m] [--width 128] [--hidden 32 32]
        [--no-psqt] [--no-factorise] [--positions quiet|all] [--lambda 0.5] [--epochs 30] [--batch 1024]
        [--lr 0.002] [--seed 1] [--threads 1]

Needs PyTorch (``pip install '.[train]'``; on a machine without a GPU install the CPU build first,
e.g. ``pip install torch --index-url https://download.pytorch.org/whl/cpu``).

The network is app.ai.nnue's, in floating point: per view ``a = clamp(ft_bias + sum ft_weight[f], 0, 1)``
(W wide), ``x = a[us] ++ a[them]``, two dense layers with clamp(., 0, 1), one output ``o``; with a PSQT
``o += (psqt[us] - psqt[them]) / 2`` (initialised to the hand-written evaluation's material values).
The evaluation is ``SCALE * o`` centipawns. With king buckets a factoriser (on by default) adds a
bucket-free piece-square table to every bucket's while training (the export folds it in), so that what
a piece on a square is worth is learnt from every bucket's positions.

Loss: ``(sigmoid(cp / K) - t)^2`` with the target ``t = lambda * sigmoid(score / K) + (1 - lambda) *
result`` (score: the labelling search's, result: the game's, both the side to move's view; K is fitted
to the training positions' search scores and results, as Texel's k). The positions of one game in
HELD_OUT are held out (tools/nnue/data.held_out); ``--positions quiet`` keeps only the positions the
hand-written evaluation calls quiet (not in check, the quiescence search agrees with the static value).

Quantisation-aware: after every step the weights are clipped to what the export can hold exactly
(dense weights to +-127/64, the accumulator's weights so that no int16 sum can overflow).

RUN gets ``config.json``, ``checkpoint.pt`` (after every epoch, written atomically: a rerun resumes
from it), ``best.pt`` (the epoch with the least validation loss) and ``log.jsonl``. Deterministic for
a seed (one thread).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import numpy as np

from app.ai.core.weights import VALUE
from app.ai.nnue import MAX_PIECES, PS, QA, WEIGHT_SHIFT, FeatureSet, feature_count
from tools.nnue import data

try:
    import torch
    from torch import nn
except ImportError:                 # the trainer alone needs it: say how to get it
    torch = None  # type: ignore[assignment]
    nn = None  # type: ignore[assignment]

SCALE = 400.0                                   # centipawns per unit of the network's output
DENSE_MAX = 127 / (1 << WEIGHT_SHIFT)           # int8 weights scaled by 64
FT_MAX = 32767 / QA / (MAX_PIECES + 1)          # |bias| + 32 |w| stays within int16 after scaling by 127
FEATURE_SETS = {"ps": FeatureSet.PS, "king9": FeatureSet.KING9, "king6m": FeatureSet.KING6M}


def require_torch() -> None:
    if torch is None:
        raise SystemExit("the trainer needs PyTorch: pip install '.[train]' (the CPU build: see docs/nnue.md)")


def build_model(cfg: dict[str, Any]) -> Any:
    """The network in PyTorch for a run's config."""
    fs = FEATURE_SETS[cfg["features"]]
    n_features = feature_count(fs)
    width, (h1, h2) = cfg["width"], cfg["hidden"]
    factorise = cfg["factorise"] and fs != FeatureSet.PS

    class Net(nn.Module):  # type: ignore[misc,name-defined]
        def __init__(self) -> None:
            super().__init__()
            self.ft = nn.EmbeddingBag(n_features + 1, width, mode="sum", padding_idx=n_features)
            self.ft_bias = nn.Parameter(torch.full((width,), 0.5))
            self.factor = nn.EmbeddingBag(PS + 1, width, mode="sum", padding_idx=PS) if factorise else None
            self.psqt = nn.EmbeddingBag(n_features + 1, 1, mode="sum", padding_idx=n_features) if cfg["psqt"] else None
            self.psqt_factor = (nn.EmbeddingBag(PS + 1, 1, mode="sum", padding_idx=PS)
                                if cfg["psqt"] and factorise else None)
            self.l1 = nn.Linear(2 * width, h1)
            self.l2 = nn.Linear(h1, h2)
            self.out = nn.Linear(h2, 1)
            with torch.no_grad():
                self.ft.weight.normal_(0.0, 0.05)
                self.ft.weight[n_features].zero_()
                if self.factor is not None:
                    self.factor.weight.zero_()
                if self.psqt is not None:
                    self.psqt.weight.zero_()
                    table = self.psqt_factor if self.psqt_factor is not None else self.psqt
                    for b in range(1 if self.psqt_factor is not None else n_features // PS):
                        for theirs in (0, 1):
                            for t in range(7):
                                v = VALUE[t + 1] / SCALE * (-1 if theirs else 1)
                                lo = b * PS + (theirs * 7 + t) * 90
                                table.weight[lo:lo + 90, 0] = v
                    if self.psqt_factor is not None:
                        self.psqt.weight.zero_()
                self.out.weight.mul_(0.1)
                self.out.bias.zero_()

        def accumulate(self, idx: Any, ps_idx: Any) -> tuple[Any, Any]:
            a = self.ft(idx) + self.ft_bias
            p = self.psqt(idx)[:, 0] if self.psqt is not None else None
            if self.factor is not None:
                a = a + self.factor(ps_idx)
                if self.psqt_factor is not None:
                    p = p + self.psqt_factor(ps_idx)[:, 0]
            return a, p

        def forward(self, us: Any, them: Any, us_ps: Any, them_ps: Any) -> Any:
            a_us, p_us = self.accumulate(us, us_ps)
            a_them, p_them = self.accumulate(them, them_ps)
            x = torch.cat((a_us.clamp(0, 1), a_them.clamp(0, 1)), dim=1)
            h = self.l1(x).clamp(0, 1)
            h = self.l2(h).clamp(0, 1)
            o = self.out(h)[:, 0]
            if p_us is not None:
                o = o + (p_us - p_them) / 2
            return o

        def clip(self) -> None:
            """Keep the weights within what the export holds exactly."""
            with torch.no_grad():
                ft_max = FT_MAX / 2 if self.factor is not None else FT_MAX
                self.ft.weight.clamp_(-ft_max, ft_max)
                self.ft_bias.clamp_(-ft_max, ft_max)
                if self.factor is not None:
                    self.factor.weight.clamp_(-ft_max, ft_max)
                for layer in (self.l1, self.l2, self.out):
                    layer.weight.clamp_(-DENSE_MAX, DENSE_MAX)

    return Net()


def float_params(model: Any, cfg: dict[str, Any]) -> dict[str, np.ndarray]:
    """The model's parameters as float arrays in app.ai.nnue's layout (the factoriser folded in)."""
    fs = FEATURE_SETS[cfg["features"]]
    n = feature_count(fs)
    with torch.no_grad():
        ft = model.ft.weight[:n].double().numpy().copy()
        if model.factor is not None:
            ft += np.tile(model.factor.weight[:PS].double().numpy(), (n // PS, 1))
        out: dict[str, np.ndarray] = {"ft_bias": model.ft_bias.double().numpy().copy(), "ft_weight": ft}
        if model.psqt is not None:
            ps = model.psqt.weight[:n, 0].double().numpy().copy()
            if model.psqt_factor is not None:
                ps += np.tile(model.psqt_factor.weight[:PS, 0].double().numpy(), n // PS)
            out["psqt"] = ps
        for name in ("l1", "l2", "out"):
            layer = getattr(model, name)
            out[f"{name}_weight"] = layer.weight.double().numpy().copy()
            out[f"{name}_bias"] = layer.bias.double().numpy().copy()
    return out


class Batches:
    """The inputs and targets of a set of positions, as tensors."""

    def __init__(self, d: dict[str, np.ndarray], rows: np.ndarray, fs: FeatureSet, k: float, lam: float,
                 mirror: bool = False) -> None:
        boards, side = d["board"][rows], d["side"][rows]
        if mirror:                      # each position also turned left to right (data.mirrored)
            boards = np.concatenate((boards, data.mirrored(boards)))
            side = np.concatenate((side, side))
            rows = np.concatenate((rows, rows))
        views = [data.features(boards, fs, v) for v in (0, 1)]
        ps_views = [data.ps_features(boards, v) for v in (0, 1)] if fs != FeatureSet.PS else views
        red = side == 0
        self.us = torch.from_numpy(np.where(red[:, None], views[0], views[1]).astype(np.int64))
        self.them = torch.from_numpy(np.where(red[:, None], views[1], views[0]).astype(np.int64))
        self.us_ps = torch.from_numpy(np.where(red[:, None], ps_views[0], ps_views[1]).astype(np.int64))
        self.them_ps = torch.from_numpy(np.where(red[:, None], ps_views[1], ps_views[0]).astype(np.int64))
        score = d["score"][rows].astype(np.float64)
        result = data.stm_result({"result": d["result"][rows], "side": side})
        target = lam / (1 + np.exp(-np.clip(score / k, -50, 50))) + (1 - lam) * result
        self.target = torch.from_numpy(target.astype(np.float32))
        self.n = len(rows)

    def batch(self, idx: Any) -> tuple[Any, ...]:
        return self.us[idx], self.them[idx], self.us_ps[idx], self.them_ps[idx], self.target[idx]


def loss_of(model: Any, b: tuple[Any, ...], k: float) -> Any:
    cp = model(*b[:4]) * SCALE
    return ((torch.sigmoid(cp / k) - b[4]) ** 2).mean()


def evaluate_loss(model: Any, batches: Batches, k: float, size: int = 8192) -> float:
    total = 0.0
    with torch.no_grad():
        for lo in range(0, batches.n, size):
            idx = torch.arange(lo, min(lo + size, batches.n))
            total += float(loss_of(model, batches.batch(idx), k)) * len(idx)
    return total / max(1, batches.n)


def save_atomic(obj: Any, path: Path) -> None:
    tmp = path.with_name(path.name + ".tmp")
    torch.save(obj, tmp)
    with open(tmp, "rb") as fh:
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def select(d: dict[str, np.ndarray], positions: str) -> tuple[np.ndarray, np.ndarray]:
    """(training rows, held-out rows) of the data for a positions choice."""
    keep = data.quiet(d) if positions == "quiet" else np.ones(len(d["side"]), dtype=bool)
    held = data.held_out(d["game"])
    return np.nonzero(keep & ~held)[0], np.nonzero(keep & held)[0]


def train(data_dir: Path | list[Path], run: Path, cfg: dict[str, Any], log: Any = print) -> dict[str, Any]:
    require_torch()
    torch.set_num_threads(cfg["threads"])
    torch.manual_seed(cfg["seed"])
    run.mkdir(parents=True, exist_ok=True)
    config_path = run / "config.json"
    if config_path.exists():
        old = json.loads(config_path.read_text(encoding="utf-8"))
        if {k: v for k, v in old.items() if k != "k"} != {k: v for k, v in cfg.items() if k != "k"}:
            raise SystemExit(f"{run} holds a run with other settings ({config_path}): use a new folder")
    t0 = time.perf_counter()
    d = data.load(data_dir)
    train_rows, val_rows = select(d, cfg["positions"])
    if not cfg.get("k"):
        cfg["k"] = round(data.fit_scale(d["score"][train_rows], data.stm_result(d)[train_rows]), 2)
    if not config_path.exists():
        config_path.write_text(json.dumps(cfg, indent=1) + "\n", encoding="utf-8")
    k, fs = cfg["k"], FEATURE_SETS[cfg["features"]]
    train_set = Batches(d, train_rows, fs, k, cfg["lambda"], mirror=cfg.get("mirror", False))
    val_set = Batches(d, val_rows, fs, k, cfg["lambda"])
    log(f"{train_set.n} training and {val_set.n} held-out positions ({cfg['positions']}), K = {k}; "
        f"ready in {time.perf_counter() - t0:.1f} s")
    model = build_model(cfg)
    opt = torch.optim.Adam(model.parameters(), lr=cfg["lr"])
    epoch, best = 0, math.inf
    ckpt = run / "checkpoint.pt"
    if ckpt.exists():
        state = torch.load(ckpt, weights_only=False)
        model.load_state_dict(state["model"])
        opt.load_state_dict(state["opt"])
        epoch, best = state["epoch"], state["best"]
        log(f"resumed after epoch {epoch}")
    if epoch == 0:
        model.clip()
        log(json.dumps({"epoch": 0, "val": round(evaluate_loss(model, val_set, k), 6)}))
    while epoch < cfg["epochs"]:
        t = time.perf_counter()
        c = time.process_time()
        lr = cfg["lr"] * 0.5 * (1 + math.cos(math.pi * epoch / cfg["epochs"]))
        for group in opt.param_groups:
            group["lr"] = lr
        gen = torch.Generator().manual_seed(cfg["seed"] * 1000 + epoch)
        order = torch.randperm(train_set.n, generator=gen)
        total = 0.0
        model.train()
        for lo in range(0, train_set.n, cfg["batch"]):
            b = train_set.batch(order[lo:lo + cfg["batch"]])
            opt.zero_grad()
            loss = loss_of(model, b, k)
            loss.backward()
            opt.step()
            model.clip()
            total += float(loss.detach()) * len(b[4])
        epoch += 1
        val = evaluate_loss(model, val_set, k)
        entry = {"epoch": epoch, "lr": round(lr, 6), "train": round(total / train_set.n, 6), "val": round(val, 6),
                 "seconds": round(time.perf_counter() - t, 1), "cpu": round(time.process_time() - c, 1)}
        if val < best:
            best = val
            save_atomic({"model": model.state_dict(), "config": cfg, "epoch": epoch, "val": val}, run / "best.pt")
        save_atomic({"model": model.state_dict(), "opt": opt.state_dict(), "epoch": epoch, "best": best,
                     "config": cfg}, ckpt)
        with open(run / "log.jsonl", "a", encoding="utf-8") as fh:
            fh.write(json.dumps(entry) + "\n")
        log(json.dumps(entry))
    return {"best_val": best, "epochs": epoch}


def load_model(path: Path) -> tuple[Any, dict[str, Any]]:
    """A trained model and its config from best.pt or checkpoint.pt."""
    require_torch()
    state = torch.load(path, weights_only=False)
    model = build_model(state["config"])
    model.load_state_dict(state["model"])
    return model, state["config"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("data", type=Path, help="the folder of tools/nnue/make_data")
    ap.add_argument("run", type=Path, help="the run's folder (checkpoints, log; made if need be)")
    ap.add_argument("--also", type=Path, action="append", default=[], metavar="FOLDER",
                    help="another data folder of the same games (make_data --skip), trained on too")
    ap.add_argument("--features", choices=tuple(FEATURE_SETS), default="ps")
    ap.add_argument("--width", type=int, default=128)
    ap.add_argument("--hidden", type=int, nargs=2, default=(32, 32))
    ap.add_argument("--no-psqt", dest="psqt", action="store_false")
    ap.add_argument("--no-factorise", dest="factorise", action="store_false")
    ap.add_argument("--positions", choices=("quiet", "all"), default="quiet")
    ap.add_argument("--lambda", dest="lam", type=float, default=0.5)
    ap.add_argument("--mirror", action="store_true",
                    help="train on each position turned left to right too (the rules are symmetric)")
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--batch", type=int, default=1024)
    ap.add_argument("--lr", type=float, default=0.002)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threads", type=int, default=1)
    args = ap.parse_args(argv)
    cfg = {"features": args.features, "width": args.width, "hidden": list(args.hidden), "psqt": args.psqt,
           "factorise": args.factorise, "positions": args.positions, "lambda": args.lam, "epochs": args.epochs,
           "batch": args.batch, "lr": args.lr, "seed": args.seed, "threads": args.threads, "scale": SCALE}
    if args.also:                       # (a run on one folder keeps the config it always had)
        cfg["also"] = [str(p) for p in args.also]
    if args.mirror:
        cfg["mirror"] = True
    train([args.data, *args.also], args.run, cfg, log=lambda s: print(s, flush=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
