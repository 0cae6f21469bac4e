"""The learned evaluation in the core: app.ai.nnue's integer arithmetic on the core's flat arrays.

app.ai.nnue is the specification (its module doc has the network); this is the same arithmetic,
run by CPython on lists or compiled by numba on numpy arrays (``nn`` int64, ``nw`` int16: layout.N_*
and W_* say where each part is), and equal to it bit for bit. Each view's accumulator is kept on a
stack of slots (``nn[N_TOP]`` the current one): ``net_make`` writes the slot above from the one below
(the moved piece's features, and a captured piece's, added and removed; the whole view again when
its own king moved and the features are bucketed by the king's square), ``net_unmake`` steps back.
The search calls them around each move it plays and evaluates with ``net_evaluate``. Every function
does nothing (or is not called) while ``nn[N_ON]`` is 0, the hand-written evaluation's case. The
inner loops (a row of the accumulator, the dense layers) are primitives (prims.net_rows, net_dense),
with a numba version of their own that vectorises.
"""

from __future__ import annotations

from .board import KING_RED
from .jit import IntArray, jit
from .layout import N_HAS_PSQT, N_MUL, N_ON, N_OUT_BIAS, N_PSQ, N_PSTACK, N_SET, N_SHIFT, N_TOP, N_W, W_ACC, W_FTW
from .prims import net_dense, net_rows

PS_FEATURES = 2 * 7 * 90        # mine/theirs x piece type x square: one king bucket's features
EVAL_LIMIT = 10000              # app.ai.nnue.EVAL_LIMIT
HAS_NETWORK = True              # (the default compiled core's network_off has False)


@jit
def net_feature(fs: int, king: int, view: int, p: int, s: int) -> int:
    """The feature of piece p on square s in the view `view` whose own king stands on `king` (board
    squares): app.ai.nnue's _view_base and _piece_feature."""
    v = s if view == 0 else 89 - s
    base = 0
    if fs != 1:
        kv = king if view == 0 else 89 - king
        rank = kv // 9
        file = kv % 9
        if fs == 2:
            base = (rank * 3 + file - 3) * PS_FEATURES
        elif file == 5:                     # king6m: the king on the right-hand file, mirrored
            base = rank * 2 * PS_FEATURES
            v += 8 - 2 * (v % 9)
        else:
            base = (rank * 2 + file - 3) * PS_FEATURES
    theirs = 0 if (p >> 3) == view else 1
    return base + (theirs * 7 + (p & 7) - 1) * 90 + v


@jit
def net_refresh(nn: IntArray, nw: IntArray, sq: IntArray, slot: int, view: int, king: int) -> None:
    """One view's accumulator and PSQT sum in `slot` from scratch (king: the view's own king's square)."""
    w = nn[N_W]
    fs = nn[N_SET]
    ftw = nn[W_FTW]
    a = nn[W_ACC] + (slot * 2 + view) * w
    net_rows(nw, a, 0, 0, 0, -1, w)         # the biases (at 0): b + b - b
    psq = 0
    has_psqt = nn[N_HAS_PSQT]
    for s in range(90):
        p = sq[s]
        if p:
            f = net_feature(fs, king, view, p, s)
            net_rows(nw, a, a, ftw + f * w, -1, -1, w)
            if has_psqt:
                psq += nn[nn[N_PSQ] + f]
    nn[nn[N_PSTACK] + slot * 2 + view] = psq


@jit
def net_reset(nn: IntArray, nw: IntArray, sq: IntArray, st: IntArray) -> None:
    """Both views from scratch into the stack's first slot (a new position)."""
    if not nn[N_ON]:
        return
    nn[N_TOP] = 0
    for view in range(2):
        net_refresh(nn, nw, sq, 0, view, st[KING_RED + view])


@jit
def net_make(nn: IntArray, nw: IntArray, sq: IntArray, st: IntArray, m: int, cap: int) -> None:
    """After board.make(m), which captured cap: both views' accumulators in the next slot."""
    if not nn[N_ON]:
        return
    fr = m >> 7
    t = m & 127
    p = sq[t]
    old = nn[N_TOP]
    new = old + 1
    nn[N_TOP] = new
    w = nn[N_W]
    fs = nn[N_SET]
    ftw = nn[W_FTW]
    acc = nn[W_ACC]
    has_psqt = nn[N_HAS_PSQT]
    psq = nn[N_PSQ]
    ps = nn[N_PSTACK]
    for view in range(2):
        king = st[KING_RED + view]
        if fs != 1 and p == (1 | (view << 3)):      # its own king moved: another bucket
            net_refresh(nn, nw, sq, new, view, king)
            continue
        fa = net_feature(fs, king, view, p, t)
        fd = net_feature(fs, king, view, p, fr)
        src = acc + (old * 2 + view) * w
        dst = acc + (new * 2 + view) * w
        ra = ftw + fa * w
        rd = ftw + fd * w
        if cap:
            fc = net_feature(fs, king, view, cap, t)
            net_rows(nw, dst, src, ra, rd, ftw + fc * w, w)
            if has_psqt:
                nn[ps + new * 2 + view] = nn[ps + old * 2 + view] + nn[psq + fa] - nn[psq + fd] - nn[psq + fc]
        else:
            net_rows(nw, dst, src, ra, rd, -1, w)
            if has_psqt:
                nn[ps + new * 2 + view] = nn[ps + old * 2 + view] + nn[psq + fa] - nn[psq + fd]


@jit
def net_unmake(nn: IntArray) -> None:
    """Before or after board.unmake: back to the slot below."""
    if nn[N_ON]:
        nn[N_TOP] -= 1


@jit
def net_evaluate(nn: IntArray, nw: IntArray, side: int) -> int:
    """The network's value of the current slot's position in centipawns, `side` to move's view
    (app.ai.nnue's Network.output)."""
    w = nn[N_W]
    top = nn[N_TOP]
    us = nn[W_ACC] + (top * 2 + side) * w
    them = nn[W_ACC] + (top * 2 + (side ^ 1)) * w
    z = nn[N_OUT_BIAS] + net_dense(nw, nn, us, them)
    if nn[N_HAS_PSQT]:
        ps = nn[N_PSTACK] + top * 2
        z += (nn[ps + side] - nn[ps + (side ^ 1)]) >> 1
    cp = (z * nn[N_MUL]) >> nn[N_SHIFT]
    return -EVAL_LIMIT if cp < -EVAL_LIMIT else (EVAL_LIMIT if cp > EVAL_LIMIT else cp)
