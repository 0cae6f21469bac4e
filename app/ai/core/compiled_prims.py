"""The core's primitives for the compiled package (loaded there as its ``prims``): numba versions of
app.ai.core.prims with the same results."""

from __future__ import annotations

from typing import Any

import numba

from app.ai.core import prims as pure_prims

from .jit import IntArray, jit, jit_gil


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
