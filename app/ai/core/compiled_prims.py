"""The core's primitives for the compiled package (loaded there as its ``prims``): numba versions of
app.ai.core.prims with the same results."""

from __future__ import annotations

from typing import Any

import numba
import numpy as np

from app.ai.core import prims as pure_prims

from .jit import IntArray, jit, jit_gil
from .layout import N_H1, N_H2, N_HID1, N_L1B, N_L2B, N_W, NET_QA, NET_SHIFT, W_L1, W_L2, W_OUT, W_X


def judge_cycle_py(sq: Any, hp: Any, j: int, n: int, side: int, asian: int) -> int:
    """The pure judge, called from compiled code (in object mode)."""
    return pure_prims.judge_cycle(sq, hp, j, n, side, asian)


@jit
def sort_desc(buf: Any, lo: int, hi: int) -> None:
    """Sort buf[lo:hi] in place, largest first (insertion sort: the runs are short)."""
    for i in range(lo + 1, hi):
        x = buf[i]
        j = i - 1
        while j >= lo and buf[j] < x:
            buf[j + 1] = buf[j]
            j -= 1
        buf[j + 1] = x


@jit_gil
def judge_cycle(sq: IntArray, hp: IntArray, j: int, n: int, side: int, asian: int) -> int:
    """prims.judge_cycle, run by the interpreter."""
    with numba.objmode(r="int64"):
        r = judge_cycle_py(sq, hp, j, n, side, asian)
    return r


# The network's loops work on views of the arrays (slices: no copy, and no reference counting in the
# core) indexed from 0 by a loop's counter, which numba knows is not negative: no wrap-around test at
# each index, so that LLVM vectorises them. The first layer sums in int32 as app.ai.nnue's bounds allow
# (at most 2W x 127 x 127, below 2^31 for any width it reads).

@jit
def net_rows(nw: Any, dst: int, src: int, ra: int, rd: int, rc: int, w: int) -> None:
    """prims.net_rows: nw[dst:dst + w] = nw[src:] + nw[ra:] - nw[rd:] (- nw[rc:] when rc >= 0)."""
    d = nw[dst:dst + w]
    s = nw[src:src + w]
    a = nw[ra:ra + w]
    if rc >= 0:
        r = nw[rd:rd + w]
        c = nw[rc:rc + w]
        for j in range(w):
            d[j] = s[j] + a[j] - r[j] - c[j]
    elif rd >= 0:
        r = nw[rd:rd + w]
        for j in range(w):
            d[j] = s[j] + a[j] - r[j]
    else:
        for j in range(w):
            d[j] = s[j] + a[j]


@jit
def net_dense(nw: Any, nn: Any, us: int, them: int) -> int:
    """prims.net_dense: the dense layers; the output's weights times the second layer. Its scratch:
    the first layer's input at nw[nn[W_X]:] (2W), the layers' outputs at nn[nn[N_HID1]:] (H1)."""
    w = nn[N_W]
    n1 = nn[N_H1]
    n2 = nn[N_H2]
    wide = 2 * w
    x = nw[nn[W_X]:nn[W_X] + wide]
    a = nw[us:us + w]
    b = nw[them:them + w]
    for j in range(w):
        v = a[j]
        x[j] = 0 if v < 0 else (NET_QA if v > NET_QA else v)
        v = b[j]
        x[w + j] = 0 if v < 0 else (NET_QA if v > NET_QA else v)
    h1 = nn[nn[N_HID1]:nn[N_HID1] + n1]
    b1 = nn[nn[N_L1B]:nn[N_L1B] + n1]
    l1 = nn[W_L1]
    for i in range(n1):
        row = nw[l1 + i * wide:l1 + (i + 1) * wide]
        s = np.int32(0)
        for j in range(wide):
            s = np.int32(s + np.int32(row[j]) * np.int32(x[j]))
        v = (b1[i] + s) >> NET_SHIFT
        h1[i] = 0 if v < 0 else (NET_QA if v > NET_QA else v)
    b2 = nn[nn[N_L2B]:nn[N_L2B] + n2]
    l2 = nn[W_L2]
    out = nw[nn[W_OUT]:nn[W_OUT] + n2]
    z = 0
    for i in range(n2):
        row = nw[l2 + i * n1:l2 + (i + 1) * n1]
        s2 = 0
        for j in range(n1):
            s2 += row[j] * h1[j]
        v = (b2[i] + s2) >> NET_SHIFT
        z += out[i] * (0 if v < 0 else (NET_QA if v > NET_QA else v))
    return z
