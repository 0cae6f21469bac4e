"""The shards of tools/nnue/make_data as arrays: loading, the held-out split, the targets and the
network's input features (vectorised; the same indices as app.ai.nnue.active_features)."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np

from app.ai.nnue import PS, FeatureSet, feature_count

MATE_BOUND = 29000
HELD_OUT = 10                     # one game in HELD_OUT (by a hash of its number) is held out


def shard_paths(folder: Path) -> list[Path]:
    """The shards of a data folder, CCPD then self-play, in order."""
    return sorted(folder.glob("ccpd-*.npz")) + sorted(folder.glob("self-*.npz"))


def load(folder: Path | list[Path], sources: tuple[str, ...] = ("ccpd", "self")) -> dict[str, np.ndarray]:
    """All positions of a data folder's shards (of the sources asked for), or of several folders' (made
    from the same games, e.g. a second with make_data --skip: a game keeps its number, so it is held out
    in all or none), concatenated."""
    folders = folder if isinstance(folder, list) else [folder]
    parts: dict[str, list[np.ndarray]] = {}
    for path in [p for f in folders for p in shard_paths(f)]:
        if path.name.split("-")[0] not in sources:
            continue
        with np.load(path) as z:
            for name in z.files:
                if name in ("digest", "games", "game_results"):
                    continue
                parts.setdefault(name, []).append(z[name])
    if not parts:
        raise SystemExit(f"no shards in {', '.join(map(str, folders))}")
    return {name: np.concatenate(arrays) for name, arrays in parts.items()}


MIRROR = np.array([r * 9 + 8 - f for r in range(10) for f in range(9)])    # a square's left-right mirror


def mirrored(boards: np.ndarray) -> np.ndarray:
    """The boards turned left to right (file a to i): the rules are the same, so each is worth the
    same to the side to move, a second training position for free."""
    return boards[:, MIRROR]


def held_out(game: np.ndarray) -> np.ndarray:
    """The positions whose game is held out for validation (whole games; a fixed hash of the number)."""
    h = (game.astype(np.uint64) * np.uint64(2654435761)) % np.uint64(1 << 32)
    return (h >> np.uint64(8)) % np.uint64(HELD_OUT) == 0


def quiet(d: dict[str, np.ndarray]) -> np.ndarray:
    """Positions the hand-written evaluation calls quiet (as tools/tune_eval.py): not in check and the
    quiescence search agrees with the static evaluation."""
    return ~d["check"] & (d["static"] == d["qscore"])


def stm_result(d: dict[str, np.ndarray]) -> np.ndarray:
    """The game's result from the side to move's view: 1 won, 0.5 drawn, 0 lost."""
    red = (d["result"].astype(np.float64) + 1) / 2
    return np.where(d["side"] == 0, red, 1 - red)


def fit_scale(cp: np.ndarray, result: np.ndarray) -> float:
    """K minimising the squared error of sigmoid(cp / K) to the results (Texel's k = 1/K)."""
    cp = cp.astype(np.float64)

    def err(k: float) -> float:
        return float(((1 / (1 + np.exp(-np.clip(cp / k, -50, 50))) - result) ** 2).mean())

    lo, hi = math.log(20.0), math.log(5000.0)
    for _ in range(60):                 # golden-section search on log K
        a, b = lo + (hi - lo) * 0.382, lo + (hi - lo) * 0.618
        if err(math.exp(a)) < err(math.exp(b)):
            hi = b
        else:
            lo = a
    return math.exp((lo + hi) / 2)


def features(boards: np.ndarray, fs: FeatureSet, view: int) -> np.ndarray:
    """The active feature indices of one view of each board, int32 [N, 32], padded with
    feature_count(fs) (a row of zeros in the trainer's tables); the same indices as
    app.ai.nnue.active_features, in square order."""
    n = boards.shape[0]
    pad = feature_count(fs)
    s = np.arange(90)
    vsq = s if view == 0 else 89 - s
    own_king = 1 | (view << 3)
    king_sq = np.argmax(boards == own_king, axis=1)                   # real squares
    kv = king_sq if view == 0 else 89 - king_sq
    rank, file = kv // 9, kv % 9
    if fs == FeatureSet.PS:
        bucket = np.zeros(n, dtype=np.int64)
        mirrored = np.zeros(n, dtype=bool)
    elif fs == FeatureSet.KING9:
        bucket = rank * 3 + file - 3
        mirrored = np.zeros(n, dtype=bool)
    else:
        mirrored = file == 5
        bucket = np.where(mirrored, rank * 2, rank * 2 + file - 3)
    v = np.broadcast_to(vsq, (n, 90))
    v = np.where(mirrored[:, None], v + 8 - 2 * (v % 9), v)
    p = boards.astype(np.int64)
    theirs = ((p >> 3) != view).astype(np.int64)
    idx = bucket[:, None] * PS + (theirs * 7 + (p & 7) - 1) * 90 + v
    idx = np.where(p > 0, idx, pad)
    out = np.full((n, 32), pad, dtype=np.int32)
    order = np.argsort(p == 0, axis=1, kind="stable")[:, :32]        # occupied squares first, in order
    out[:] = np.take_along_axis(idx, order, axis=1)
    return out


def ps_features(boards: np.ndarray, view: int) -> np.ndarray:
    """The view's plain piece-square indices (FeatureSet.PS, not bucketed): the factoriser's inputs."""
    return features(boards, FeatureSet.PS, view)
