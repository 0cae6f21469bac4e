"""The learned evaluation in the core: app.ai.nnue's integer arithmetic on the core's flat arrays.

app.ai.nnue is the specification (its module doc has the network); this is the same arithmetic,
run by CPython on lists or compiled by numba on numpy arrays (``nn`` int64, ``nw`` int16: layout.N_*
and W_* say where each part is), and equal to it bit for bit. Each view's accumulator is kept on a
stack of slots (``nn[N_TOP]`` the current one): ``net_make`` writes the slot above from the one below
(the moved piece's features, and a captured piece's, added and removed; the whole view again when
its own king moved and the features are bucketed by the king's square), ``net_unmake`` steps back.
The search calls them around each move it plays and evaluates with ``net_evaluate``. Every function
does nothing (or is not called) while ``nn[N_ON]`` is 0, the hand-written evaluation's case.
"""

from __future__ import annotations

from .board import KING_RED
from .jit import IntArray, jit
from .layout import (N_H1, N_H2, N_HAS_PSQT, N_HID1, N_HID2, N_L1B, N_L2B, N_MUL, N_ON, N_OUT_BIAS, N_PSQ,
                     N_PSTACK, N_SET, N_SHIFT, N_TOP, N_W, W_ACC, W_FTW, W_L1, W_L2, W_OUT, W_X)

PS_FEATURES = 2 * 7 * 90        # mine/theirs x piece type x square: one king bucket's features
QA = 127                        # an accumulator value's clip (app.ai.nnue.QA)
WEIGHT_SHIFT = 6                # app.ai.nnue.WEIGHT_SHIFT
EVAL_LIMIT = 10000              # app.ai.nnue.EVAL_LIMIT


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
    for j in range(w):
        nw[a + j] = nw[j]
    psq = 0
    has_psqt = nn[N_HAS_PSQT]
    for s in range(90):
        p = sq[s]
        if p:
            f = net_feature(fs, king, view, p, s)
            r = ftw + f * w
            for j in range(w):
                nw[a + j] = nw[a + j] + nw[r + j]
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
            rc = ftw + fc * w
            for j in range(w):
                nw[dst + j] = nw[src + j] + nw[ra + j] - nw[rd + j] - nw[rc + j]
            if has_psqt:
                nn[ps + new * 2 + view] = nn[ps + old * 2 + view] + nn[psq + fa] - nn[psq + fd] - nn[psq + fc]
        else:
            for j in range(w):
                nw[dst + j] = nw[src + j] + nw[ra + j] - nw[rd + j]
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
    x = nn[W_X]
    for j in range(w):
        a = nw[us + j]
        nw[x + j] = 0 if a < 0 else (QA if a > QA else a)
        b = nw[them + j]
        nw[x + w + j] = 0 if b < 0 else (QA if b > QA else b)
    n1 = nn[N_H1]
    n2 = nn[N_H2]
    wide = 2 * w
    l1 = nn[W_L1]
    h1 = nn[N_HID1]
    b1 = nn[N_L1B]
    for i in range(n1):
        r = l1 + i * wide
        s = 0
        for j in range(wide):
            s += nw[r + j] * nw[x + j]
        v = (nn[b1 + i] + s) >> WEIGHT_SHIFT
        nn[h1 + i] = 0 if v < 0 else (QA if v > QA else v)
    l2 = nn[W_L2]
    h2 = nn[N_HID2]
    b2 = nn[N_L2B]
    for i in range(n2):
        r = l2 + i * n1
        s = 0
        for j in range(n1):
            s += nw[r + j] * nn[h1 + j]
        v = (nn[b2 + i] + s) >> WEIGHT_SHIFT
        nn[h2 + i] = 0 if v < 0 else (QA if v > QA else v)
    z = nn[N_OUT_BIAS]
    out = nn[W_OUT]
    for i in range(n2):
        z += nw[out + i] * nn[h2 + i]
    if nn[N_HAS_PSQT]:
        ps = nn[N_PSTACK] + top * 2
        z += (nn[ps + side] - nn[ps + (side ^ 1)]) >> 1
    cp = (z * nn[N_MUL]) >> nn[N_SHIFT]
    return -EVAL_LIMIT if cp < -EVAL_LIMIT else (EVAL_LIMIT if cp > EVAL_LIMIT else cp)
