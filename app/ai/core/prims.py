"""The core's primitives as CPython runs them (the compiled package has numba versions in
app.ai.core.compiled_prims, with the same results): sorting a run of packed moves, and the model's
judgment of a repeated cycle."""

from __future__ import annotations

from typing import Any

from app.model.cycle import cycle_chasers


def sort_desc(buf: Any, lo: int, hi: int) -> None:
    """Sort buf[lo:hi] (ints) in place, largest first."""
    buf[lo:hi] = sorted(buf[lo:hi], reverse=True)


def judge_cycle(sq: Any, hp: Any, j: int, n: int, side: int, asian: int) -> int:
    """Which sides chased one same piece with every move of the cycle from position j to position n
    of the history (app.model.cycle.cycle_chasers): bit 1 Red, bit 2 Black."""
    moves = [int(hp[i * 4 + 2]) for i in range(j + 1, n + 1)]
    red, black = cycle_chasers([int(x) for x in sq], moves, int(side), bool(asian))
    return (1 if red else 0) | (2 if black else 0)
