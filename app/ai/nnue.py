"""A learned evaluation (NNUE): the network file, its checks, and the reference integer evaluation.

This module is the specification the compiled core has to equal bit for bit: it
reads a network file written by ``tools/nnue/export``, checks it, and evaluates positions with
integer arithmetic only, by a full refresh (:meth:`Network.evaluate`) or with accumulators kept up
to date on make/unmake (:class:`Evaluator`); the two give the same numbers. Pure Python and numpy.

Inputs. Each side has its own view of the board, its *perspective*: Red's view is the board as it
is, Black's is the board turned round (square ``s`` seen as ``89 - s``), so each sees its own pieces
at the bottom. A piece on a square is one feature of a view: ``(mine or theirs) x 7 types x 90
squares`` = 1,260 features (:data:`FeatureSet.PS`). The king-bucketed sets multiply these by the
square of the view's own king: 9 palace squares (:data:`FeatureSet.KING9`, 11,340 features), or 6
when the view is mirrored left-right whenever its king stands on the right-hand palace file
(:data:`FeatureSet.KING6M`, 7,560; xiangqi's rules are symmetric). A king move changes its own
view's bucket, so that view is refreshed whole; every other move changes at most three features.

Network. ``acc[view] = ft_bias + sum of ft_weight[f]`` over the view's active features (int16
values; the loader checks that no sum can leave the int16 range). The side to move's view comes
first: ``x = clip(acc[us], 0, 127) ++ clip(acc[them], 0, 127)`` (2W values), then two dense layers
with int8 weights and int32 biases, each ``h = clip((bias + w @ x) >> 6, 0, 127)``, then the output
``z = out_bias + out_w @ h2``, plus ``(psqt[us] - psqt[them]) >> 1`` where the network has a PSQT
(a per-feature int32 value summed like the accumulator). The score in centipawns from the side to
move's view is ``(z * out_mul) >> out_shift`` clamped to +-EVAL_LIMIT. ``>>`` is the arithmetic
shift (rounding toward minus infinity), as Python's and numpy's.

File (little-endian): HEADER (magic, version, feature set, feature count, width W, hidden sizes H1
and H2, PSQT flag, out_mul, out_shift, description length), the description (UTF-8: what the network
was trained on, with the data's attribution), then the arrays: ft_bias i16[W], ft_weight i16[F][W],
psqt i32[F] (when the flag is 1), l1_bias i32[H1], l1_weight i8[H1][2W], l2_bias i32[H2],
l2_weight i8[H2][H1], out_bias i32[1], out_weight i8[1][H2]; last the SHA-256 of everything before
it (32 bytes).
"""

from __future__ import annotations

import hashlib
import os
import struct
from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum, StrEnum
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

__all__ = ["FeatureSet", "Network", "NetworkError", "NetworkProblem", "Evaluator", "MAGIC", "VERSION", "HEADER",
           "QA", "WEIGHT_SHIFT", "EVAL_LIMIT", "MAX_PIECES", "feature_count", "view_square", "king_bucket",
           "active_features", "load_network", "parse_network", "SHIPPED_PATH", "shipped_network"]

MAGIC = b"XQSNNUE\x00"
VERSION = 1
# magic, version, feature set, features, width, h1, h2, psqt flag, out_mul, out_shift, description bytes
HEADER = struct.Struct("<8sIIIIIIIiII")
DIGEST = 32                 # SHA-256 of all that precedes it, at the end of the file
QA = 127                    # an accumulator value clipped to [0, QA] is the dense layers' input
WEIGHT_SHIFT = 6            # dense weights are scaled by 2^6: each layer's sum is shifted back
EVAL_LIMIT = 10000          # the evaluation's bound in centipawns (far from the search's mate scores)
MAX_PIECES = 32             # pieces on a board at most: the active features of a view at most
MAX_WIDTH = 4096
MAX_HIDDEN = 1024
MAX_DESCRIPTION = 1 << 16
MAX_FILE_BYTES = 1 << 28    # more than the largest network the header's bounds let through needs
PS = 2 * 7 * 90             # mine/theirs x piece type x square


class FeatureSet(IntEnum):
    """The network's inputs (the numbers are the file's)."""

    PS = 1          # piece x square per view: 1,260
    KING9 = 2       # x the view's own king square (9): 11,340
    KING6M = 3      # x the king's square on the left half and centre file (6), mirrored: 7,560


BUCKETS = {FeatureSet.PS: 1, FeatureSet.KING9: 9, FeatureSet.KING6M: 6}


def feature_count(fs: FeatureSet) -> int:
    """How many inputs a view of this feature set has."""
    return BUCKETS[fs] * PS


class NetworkProblem(StrEnum):
    """Why a network file cannot be used (the arguments each uses are listed in NetworkError)."""

    TOO_SHORT = "too-short"              # size: bytes in the file (shorter than a header and digest)
    NOT_A_NETWORK = "not-a-network"      # another kind of file
    VERSION = "version"                  # found: the file's format version (this program reads VERSION)
    FEATURE_SET = "feature-set"          # found: an unknown feature set number
    SHAPE = "shape"                      # field: the header field out of range; found: its value
    WRONG_SIZE = "wrong-size"            # expected, found: the sizes in bytes (truncated or padded)
    CHECKSUM = "checksum"                # the content does not match its SHA-256: damaged
    DESCRIPTION = "description"          # the description is not UTF-8 text
    OVERFLOW = "overflow"                # found: an accumulator unit whose sum can leave int16


_NETWORK_EN = {
    NetworkProblem.TOO_SHORT: "not a network file (only {size} bytes)",
    NetworkProblem.NOT_A_NETWORK: "not a network file",
    NetworkProblem.VERSION: "network file version {found}, this program reads version {expected}",
    NetworkProblem.FEATURE_SET: "unknown network input set {found}",
    NetworkProblem.SHAPE: "damaged network file: {field} = {found} is out of range",
    NetworkProblem.WRONG_SIZE: "damaged network file: {found} bytes where {expected} were expected",
    NetworkProblem.CHECKSUM: "damaged network file: the checksum does not match",
    NetworkProblem.DESCRIPTION: "damaged network file: the description is not text",
    NetworkProblem.OVERFLOW: "unusable network: accumulator unit {found} can overflow 16 bits",
}


class NetworkError(ValueError):
    """A network file that cannot be used: ``problem`` says why, with its arguments (``size``,
    ``found``, ``expected``, ``field``); ``path`` is the file's when it was read from one. ``str(err)``
    is English for logs and the command line."""

    def __init__(self, problem: NetworkProblem, *, size: int = 0, found: int = 0, expected: int = 0,
                 field: str = "", path: str = "") -> None:
        self.problem = problem
        self.size = size
        self.found = found
        self.expected = expected
        self.field = field
        self.path = path
        text = _NETWORK_EN[problem].format(size=size, found=found, expected=expected, field=field)
        super().__init__(f"{path}: {text}" if path else text)


# ----- features -------------------------------------------------------------------------------------

def view_square(s: int, view: int) -> int:
    """Square s as the view of side `view` sees it (0 Red: as it is; 1 Black: the board turned round)."""
    return s if view == 0 else 89 - s


def king_bucket(fs: FeatureSet, king_view_sq: int) -> tuple[int, bool]:
    """(bucket, mirrored) of a view whose own king stands on `king_view_sq` (in the view's squares)."""
    if fs == FeatureSet.PS:
        return 0, False
    rank, file = divmod(king_view_sq, 9)
    if not (0 <= rank <= 2 and 3 <= file <= 5):
        raise ValueError(f"king outside its palace on view square {king_view_sq}")
    if fs == FeatureSet.KING9:
        return rank * 3 + file - 3, False
    if file == 5:
        return rank * 2, True
    return rank * 2 + file - 3, False


def _view_base(fs: FeatureSet, squares: Sequence[int], view: int) -> tuple[int, bool]:
    """(index offset of the view's bucket, mirrored) for a board."""
    king = view_square(list(squares).index(1 | (view << 3)), view)
    bucket, mirrored = king_bucket(fs, king)
    return bucket * PS, mirrored


def _piece_feature(base: int, mirrored: bool, view: int, p: int, s: int) -> int:
    v = view_square(s, view)
    if mirrored:
        v += 8 - 2 * (v % 9)
    theirs = 0 if (p >> 3) == view else 1
    return base + (theirs * 7 + (p & 7) - 1) * 90 + v


def active_features(fs: FeatureSet, squares: Sequence[int], view: int) -> list[int]:
    """The feature indices active in one view of a board (squares: 90 piece codes, the model's)."""
    base, mirrored = _view_base(fs, squares, view)
    return [_piece_feature(base, mirrored, view, p, s) for s, p in enumerate(squares) if p]


# ----- the network --------------------------------------------------------------------------------

I16 = npt.NDArray[np.int16]
I32 = npt.NDArray[np.int32]
I64 = npt.NDArray[np.int64]
I8 = npt.NDArray[np.int8]


@dataclass(frozen=True, eq=False)
class Network:
    """A network's integer parameters (see the module doc for how they are used)."""

    feature_set: FeatureSet
    ft_bias: I16                    # [W]
    ft_weight: I16                  # [F, W]
    psqt: I32 | None                # [F] or None
    l1_bias: I32                    # [H1]
    l1_weight: I8                   # [H1, 2W]
    l2_bias: I32                    # [H2]
    l2_weight: I8                   # [H2, H1]
    out_bias: I32                   # [1]
    out_weight: I8                  # [1, H2]
    out_mul: int
    out_shift: int
    description: str = ""

    @property
    def width(self) -> int:
        """The accumulator's width W (per view)."""
        return int(self.ft_bias.shape[0])

    @property
    def features(self) -> int:
        """Inputs per view."""
        return int(self.ft_weight.shape[0])

    @property
    def hidden(self) -> tuple[int, int]:
        """The dense layers' sizes (H1, H2)."""
        return int(self.l1_bias.shape[0]), int(self.l2_bias.shape[0])

    def refresh(self, squares: Sequence[int], view: int) -> tuple[I32, int]:
        """One view's accumulator (int32 values, int16 range) and PSQT sum, from scratch."""
        idx = active_features(self.feature_set, squares, view)
        acc = self.ft_bias.astype(np.int32) + self.ft_weight[idx].sum(axis=0, dtype=np.int32)
        psq = int(self.psqt[idx].sum(dtype=np.int64)) if self.psqt is not None else 0
        return acc, psq

    def evaluate(self, squares: Sequence[int], side: int) -> int:
        """The position's value in centipawns from the side to move's view, by a full refresh."""
        acc = [self.refresh(squares, v) for v in (0, 1)]
        return self.output(acc[side][0], acc[side ^ 1][0], acc[side][1] - acc[side ^ 1][1])

    def output(self, us: I32, them: I32, psqt_diff: int) -> int:
        """The dense layers on the two accumulators (the side to move's first) and the PSQT difference."""
        x = np.concatenate((np.clip(us, 0, QA), np.clip(them, 0, QA))).astype(np.int64)
        h1 = np.clip((self.l1_bias + self.l1_weight.astype(np.int64) @ x) >> WEIGHT_SHIFT, 0, QA)
        h2 = np.clip((self.l2_bias + self.l2_weight.astype(np.int64) @ h1) >> WEIGHT_SHIFT, 0, QA)
        z = int(self.out_bias[0]) + int(self.out_weight.astype(np.int64)[0] @ h2)
        if self.psqt is not None:
            z += psqt_diff >> 1
        cp = (z * self.out_mul) >> self.out_shift
        return max(-EVAL_LIMIT, min(EVAL_LIMIT, cp))

    def to_bytes(self) -> bytes:
        """The network file's content (header, description, arrays, SHA-256)."""
        text = self.description.encode("utf-8")
        h1, h2 = self.hidden
        head = HEADER.pack(MAGIC, VERSION, int(self.feature_set), self.features, self.width, h1, h2,
                           int(self.psqt is not None), self.out_mul, self.out_shift, len(text))
        parts = [head, text]
        for name, dtype in _arrays(self.psqt is not None):
            parts.append(np.ascontiguousarray(getattr(self, name), dtype=dtype).tobytes())
        body = b"".join(parts)
        return body + hashlib.sha256(body).digest()


def _arrays(psqt: bool) -> list[tuple[str, str]]:
    """The arrays of a file in order, with their little-endian types."""
    out = [("ft_bias", "<i2"), ("ft_weight", "<i2")]
    if psqt:
        out.append(("psqt", "<i4"))
    return out + [("l1_bias", "<i4"), ("l1_weight", "i1"), ("l2_bias", "<i4"), ("l2_weight", "i1"),
                  ("out_bias", "<i4"), ("out_weight", "i1")]


def _shapes(features: int, w: int, h1: int, h2: int) -> dict[str, tuple[int, ...]]:
    return {"ft_bias": (w,), "ft_weight": (features, w), "psqt": (features,), "l1_bias": (h1,),
            "l1_weight": (h1, 2 * w), "l2_bias": (h2,), "l2_weight": (h2, h1), "out_bias": (1,),
            "out_weight": (1, h2)}


def parse_network(data: bytes, path: str = "") -> Network:
    """A network from a file's content; NetworkError (with `path`) if it is not one or is damaged."""
    def fail(problem: NetworkProblem, **args: Any) -> NetworkError:
        return NetworkError(problem, path=path, **args)

    if len(data) < HEADER.size + DIGEST:
        raise fail(NetworkProblem.TOO_SHORT, size=len(data))
    magic, version, fs, features, w, h1, h2, psqt, out_mul, out_shift, text_len = HEADER.unpack_from(data)
    if magic != MAGIC:
        raise fail(NetworkProblem.NOT_A_NETWORK)
    if version != VERSION:
        raise fail(NetworkProblem.VERSION, found=version, expected=VERSION)
    if fs not in FeatureSet.__members__.values():
        raise fail(NetworkProblem.FEATURE_SET, found=fs)
    feature_set = FeatureSet(fs)
    limits = {"features": (features, feature_count(feature_set), feature_count(feature_set)),
              "width": (w, 1, MAX_WIDTH), "h1": (h1, 1, MAX_HIDDEN), "h2": (h2, 1, MAX_HIDDEN),
              "psqt": (psqt, 0, 1), "out_mul": (out_mul, 1, 1 << 24), "out_shift": (out_shift, 0, 40),
              "description": (text_len, 0, MAX_DESCRIPTION)}
    for name, (value, lo, hi) in limits.items():
        if not lo <= value <= hi:
            raise fail(NetworkProblem.SHAPE, field=name, found=value)
    shapes = _shapes(features, w, h1, h2)
    layout = _arrays(bool(psqt))
    expected = HEADER.size + text_len + DIGEST + sum(
        int(np.prod(shapes[name])) * np.dtype(dtype).itemsize for name, dtype in layout)
    if len(data) != expected:
        raise fail(NetworkProblem.WRONG_SIZE, found=len(data), expected=expected)
    body = data[:-DIGEST]
    if hashlib.sha256(body).digest() != data[-DIGEST:]:
        raise fail(NetworkProblem.CHECKSUM)
    pos = HEADER.size
    try:
        description = body[pos:pos + text_len].decode("utf-8")
    except UnicodeDecodeError:
        raise fail(NetworkProblem.DESCRIPTION) from None
    pos += text_len
    arrays: dict[str, Any] = {"psqt": None}
    for name, dtype in layout:
        n = int(np.prod(shapes[name]))
        arr = np.frombuffer(body, dtype=dtype, count=n, offset=pos).reshape(shapes[name])
        arrays[name] = arr.astype(np.dtype(dtype).newbyteorder("="))     # native order, writable copy
        pos += n * np.dtype(dtype).itemsize
    net = Network(feature_set, out_mul=out_mul, out_shift=out_shift, description=description, **arrays)
    unit = overflowing_unit(net)
    if unit is not None:
        raise fail(NetworkProblem.OVERFLOW, found=unit)
    return net


def overflowing_unit(net: Network) -> int | None:
    """An accumulator unit whose sum could leave the int16 range (bias + MAX_PIECES times its
    largest weight), or None: the check that lets an implementation keep accumulators in int16."""
    worst = np.abs(net.ft_bias.astype(np.int64)) + MAX_PIECES * np.abs(net.ft_weight.astype(np.int64)).max(axis=0)
    bad = np.nonzero(worst > 32767)[0]
    return int(bad[0]) if len(bad) else None


def load_network(path: str | os.PathLike[str]) -> Network:
    """Read and check a network file (OSError if it cannot be read, NetworkError if it is not usable).
    Only a regular file of at most MAX_FILE_BYTES is read: a named pipe in its place would make the
    reading wait for ever (app.formats.safety.read_regular)."""
    from app.formats.safety import read_regular
    return parse_network(read_regular(path, MAX_FILE_BYTES), os.fspath(path))


# The network that ships with the program (resources/nnue: how it was made, its data's attribution).
SHIPPED_PATH = Path(__file__).resolve().parent.parent.parent / "resources" / "nnue" / "master.nnue"
_SHIPPED: list[Network] = []


def shipped_network() -> Network:
    """The network that ships with the program, read and checked once (its SHA-256 included): OSError
    if its file cannot be read, NetworkError if it is damaged. The levels that evaluate with it
    (LevelSpec.network) fall back to the hand-written evaluation then, and say why."""
    if not _SHIPPED:
        _SHIPPED.append(load_network(SHIPPED_PATH))
    return _SHIPPED[0]


# ----- incremental evaluation ---------------------------------------------------------------------

class Evaluator:
    """A board with both views' accumulators, kept up to date by make/unmake as the search will.

    Moves are the core's ints ``(from << 7) | to``; ``make`` does not test legality. ``unmake`` takes
    the last move back (the accumulators before it are kept on a stack, as a search keeps one per ply)."""

    def __init__(self, net: Network, squares: Sequence[int], side: int) -> None:
        self.net = net
        self.squares = list(squares)
        self.side = side
        self.acc = np.zeros((2, net.width), dtype=np.int32)
        self.psq = [0, 0]
        self._stack: list[tuple[int, int, I32, list[int]]] = []
        for view in (0, 1):
            self.acc[view], self.psq[view] = net.refresh(self.squares, view)

    def evaluate(self) -> int:
        """The value in centipawns from the side to move's view (from the accumulators)."""
        us, them = self.side, self.side ^ 1
        return self.net.output(self.acc[us], self.acc[them], self.psq[us] - self.psq[them])

    def make(self, m: int) -> int:
        """Play m; returns the captured piece code (0 if none)."""
        net, sq = self.net, self.squares
        f, t = m >> 7, m & 127
        p, cap = sq[f], sq[t]
        self._stack.append((m, cap, self.acc.copy(), list(self.psq)))
        sq[t], sq[f] = p, 0
        for view in (0, 1):
            if p & 7 == 1 and p >> 3 == view and net.feature_set != FeatureSet.PS:
                self.acc[view], self.psq[view] = net.refresh(sq, view)      # its own king moved: new bucket
                continue
            base, mirrored = _view_base(net.feature_set, sq, view)
            removed = [_piece_feature(base, mirrored, view, p, f)]
            if cap:
                removed.append(_piece_feature(base, mirrored, view, cap, t))
            added = _piece_feature(base, mirrored, view, p, t)
            self.acc[view] += net.ft_weight[added]
            for r in removed:
                self.acc[view] -= net.ft_weight[r]
            if net.psqt is not None:
                self.psq[view] += int(net.psqt[added]) - sum(int(net.psqt[r]) for r in removed)
        self.side ^= 1
        return cap

    def unmake(self) -> None:
        """Take back the last make."""
        m, cap, acc, psq = self._stack.pop()
        f, t = m >> 7, m & 127
        self.squares[f], self.squares[t] = self.squares[t], cap
        self.acc, self.psq = acc, psq
        self.side ^= 1
