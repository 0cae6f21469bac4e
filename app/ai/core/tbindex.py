"""The endgame tables' index as the pure core computes it: app.tablebase.kernel's ``index_of``, imported
at the first probe (the compiled package loads the same kernel source compiled in its place:
app.ai.core.compiled), so that importing the core does not import app.tablebase."""

from __future__ import annotations

from typing import Any


def index_of(slots: Any, side: int, lay: Any, lo: int, skip: int) -> int:
    """The position's index in a table (app.tablebase.kernel.index_of), -1 if it has none."""
    from app.tablebase.kernel import index_of as kernel_index_of
    return kernel_index_of(slots, side, lay, lo, skip)
