"""The core's primitives for the compiled package (loaded there as its ``prims``): numba versions of
app.ai.core.prims with the same results."""

from __future__ import annotations

from typing import Any

import numba
import numpy as np

from app.ai.core import prims as pure_prims

from .jit import IntArray, jit, jit_gil


def judge_cycle_py(sq: Any, hp: Any, j: int, n: int, side: int, asian: int) -> int:
    """The pure judge, called from compiled code (in object mode)."""
    return pure_prims.judge_cycle(sq, hp, j, n, side, asian)


@jit
def sort_desc(buf: Any, lo: int, hi: int) -> None:
    """Sort buf[lo:hi] in place, largest first."""
    part = np.sort(buf[lo:hi])
    k = hi - lo
    for i in range(k):
        buf[lo + i] = part[k - 1 - i]


@jit_gil
def judge_cycle(sq: IntArray, hp: IntArray, j: int, n: int, side: int, asian: int) -> int:
    """prims.judge_cycle, run by the interpreter."""
    with numba.objmode(r="int64"):
        r = judge_cycle_py(sq, hp, j, n, side, asian)
    return r
