"""Write the engine's network file (app/ai/nnue.py's format) from a trained run.

    python -m tools.nnue.export RUN_OR_CHECKPOINT NET.nnue [--description TEXT]

RUN is a folder of tools/nnue/train (its best.pt is taken) or a checkpoint file. The floating-point
weights are quantised as app/ai/nnue.py uses them: the accumulator's by QA = 127 into int16, the
dense layers' by 64 into int8 with their biases by 127 x 64 into int32, the PSQT by 127 x 64 into
int32; the output is scaled back to centipawns by ``out_mul / 2^out_shift``. The file is written
atomically and read back (checksum and all) before the command reports success. Its description
names the run and the data's attribution.

``quantise`` works on numpy arrays alone (the tests use it without PyTorch); reading a checkpoint
needs PyTorch.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import numpy as np

from app.ai.nnue import (QA, WEIGHT_SHIFT, FeatureSet, Network, load_network,
                         overflowing_unit)
from app.formats.atomic import atomic_write_bytes

OUT_SHIFT = 16
DENSE = 1 << WEIGHT_SHIFT               # 64
Z_UNIT = QA * DENSE                     # the output sum's units per unit of the network's output: 8128
ATTRIBUTION = ("Trained on positions from the master games of the Chinese Chess Practical Dataset (CCPD) by "
               "Yu-Han Tseng (github.com/Yvonne761/Chinese-Chess-Practical-Dataset, commit 368a47a9), CC BY 4.0 "
               "(creativecommons.org/licenses/by/4.0), labelled by Xiangqi Studio's engine.")


class ExportError(ValueError):
    """Weights that do not fit the file's integers (``what``: which array; ``value``: its worst)."""

    def __init__(self, what: str, value: float) -> None:
        self.what = what
        self.value = value
        super().__init__(f"{what} does not fit its integer type after quantisation (worst {value:g})")


def _fit(x: np.ndarray, scale: float, dtype: type, what: str) -> np.ndarray:
    q = np.rint(x * scale)
    info = np.iinfo(dtype)
    lo, hi = (-127, 127) if dtype is np.int8 else (info.min, info.max)
    if q.size and (q.min() < lo or q.max() > hi):
        raise ExportError(what, float(np.abs(q).max()))
    return q.astype(dtype)


def quantise(params: dict[str, np.ndarray], feature_set: FeatureSet, scale: float, description: str = "") -> Network:
    """The integer network for floating-point parameters (the trainer's layout: ft_bias [W],
    ft_weight [F, W], optional psqt [F], l1/l2/out _weight [out, in] and _bias [out]); `scale`: the
    centipawns of one unit of output. ExportError if a value does not fit."""
    out_mul = int(round(scale * (1 << OUT_SHIFT) / Z_UNIT))
    # The integer layers round down (>> 6, >> out_shift): half a step added to the biases makes them
    # round to nearest, as the floating-point network would.
    half = 1 << (WEIGHT_SHIFT - 1)
    out_half = int(round((1 << (OUT_SHIFT - 1)) / out_mul))
    net = Network(
        feature_set,
        ft_bias=_fit(params["ft_bias"], QA, np.int16, "ft_bias"),
        ft_weight=_fit(params["ft_weight"], QA, np.int16, "ft_weight"),
        psqt=_fit(params["psqt"], Z_UNIT, np.int32, "psqt") if params.get("psqt") is not None else None,
        l1_bias=_fit(params["l1_bias"], Z_UNIT, np.int32, "l1_bias") + half,
        l1_weight=_fit(params["l1_weight"], DENSE, np.int8, "l1_weight"),
        l2_bias=_fit(params["l2_bias"], Z_UNIT, np.int32, "l2_bias") + half,
        l2_weight=_fit(params["l2_weight"], DENSE, np.int8, "l2_weight"),
        out_bias=_fit(params["out_bias"], Z_UNIT, np.int32, "out_bias") + out_half,
        out_weight=_fit(params["out_weight"], DENSE, np.int8, "out_weight"),
        out_mul=out_mul, out_shift=OUT_SHIFT, description=description)
    unit = overflowing_unit(net)
    if unit is not None:
        raise ExportError(f"accumulator unit {unit}", float(unit))
    return net


def float_evaluate(params: dict[str, np.ndarray], us: np.ndarray, them: np.ndarray, scale: float) -> np.ndarray:
    """The floating-point network's centipawns for positions given by their views' feature indices
    ([N, k] each, the side to move's first; indices >= F are padding): the reference the quantised
    network approximates."""
    n_features = params["ft_weight"].shape[0]

    def acc(idx: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        real = idx < n_features
        i = np.where(real, idx, 0)
        a = params["ft_bias"] + (params["ft_weight"][i] * real[..., None]).sum(axis=1)
        p = np.zeros(len(idx))
        if params.get("psqt") is not None:
            p = (params["psqt"][i] * real).sum(axis=1)
        return a, p

    a_us, p_us = acc(us)
    a_them, p_them = acc(them)
    x = np.concatenate([np.clip(a_us, 0, 1), np.clip(a_them, 0, 1)], axis=1)
    h = np.clip(x @ params["l1_weight"].T + params["l1_bias"], 0, 1)
    h = np.clip(h @ params["l2_weight"].T + params["l2_bias"], 0, 1)
    o = (h @ params["out_weight"].T + params["out_bias"])[:, 0]
    if params.get("psqt") is not None:
        o = o + (p_us - p_them) / 2
    return o * scale


def export(source: Path, target: Path, description: str | None = None) -> Network:
    """Quantise a run's best network (or a checkpoint) and write it to target; returns it as read back."""
    from tools.nnue.train import FEATURE_SETS, float_params, load_model
    path = source / "best.pt" if source.is_dir() else source
    model, cfg = load_model(path)
    params = float_params(model, cfg)
    about = {k: cfg[k] for k in ("features", "width", "hidden", "psqt", "factorise", "positions", "lambda", "k",
                                 "scale", "epochs", "seed")}
    text = description if description is not None else f"{ATTRIBUTION} Training: {json.dumps(about)}"
    net = quantise(params, FEATURE_SETS[cfg["features"]], cfg["scale"], text)
    atomic_write_bytes(target, net.to_bytes())
    return load_network(target)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("source", type=Path, help="a run folder of tools/nnue/train, or a checkpoint")
    ap.add_argument("target", type=Path, help="the network file to write")
    ap.add_argument("--description", default=None, help="the file's description (default: attribution and settings)")
    args = ap.parse_args(argv)
    net = export(args.source, args.target, args.description)
    size = args.target.stat().st_size
    print(f"{args.target}: {net.feature_set.name}, {net.features} inputs, width {net.width}, hidden {net.hidden}, "
          f"psqt {'yes' if net.psqt is not None else 'no'}, {size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
