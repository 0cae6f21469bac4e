"""The verification pass: every value of a table held against its successors' values.

For each index (app.tablebase.kernel.expected_value, forward moves only, so independent of the unmoves
that made the table): an index that is no legal position (or the mirror twin of another) must be marked
illegal, and a legal position must hold

- a loss in 0 when it has no legal move (checkmate or stalemate);
- else a win in n + 1 when n is the shortest loss among its moves' positions (for the opponent, to
  move there): it has a move to a loss in n and none to a shorter one;
- else (no move to a lost position) a draw when some move leads to a drawn position;
- else (every move gives the opponent a win) a loss in m + 1, m the longest of those wins.

Moves that capture are valued from the table they lead to (read from its file). By induction on the
distance, a table that passes holds every position's exact minimax value and distance.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from app.model.fen import format_fen

from .generate import CHUNK, ValueCache, exchange_inputs
from .layout import work_arrays
from .layout import layout
from .material import Material


@dataclass(frozen=True)
class Verified:
    """A verification's result: legal positions checked, values found wrong (and the first)."""

    name: str
    legal: int
    bad: int
    first_bad: int
    first_fen: str
    seconds: float


def fen_of_index(material: Material, index: int) -> str:
    """The FEN of a table index's position (Red as the table's first side)."""

    from . import kernel as kpure
    lay = layout(material)
    slots = [-1] * len(lay.pieces)
    side = kpure.decode(index, list(lay.row), slots, [0] * 90)
    squares = [0] * 90
    for i, sq in enumerate(slots):
        color, kind = lay.pieces[i]
        squares[sq] = kind | 8 * color
    return format_fen(squares, side, 0, 1)


def verify_values(material: Material, values: Any, lookup: Callable[[Material], Any],
                  progress: Callable[[int, int], None] | None = None) -> Verified:
    """Check a table's values (uint16, the kernel's) against their successors; `lookup` gives the
    values of the tables its exchanges lead to."""
    from . import kernel as kpure
    from .compiled import kernel
    kern = kernel()
    started = time.perf_counter()
    lay = layout(material)
    views, slot_view, subvals, slot_suboff = exchange_inputs(material, lookup)
    row, board, slots, mv_slot, mv_to, _seen, stats = work_arrays(lay)
    for start in range(0, lay.size, CHUNK):
        end = min(lay.size, start + CHUNK)
        kern.verify_range(start, end, row, values, views, slot_view, subvals, slot_suboff, board, slots, mv_slot,
                       mv_to, stats)
        if progress:
            progress(end, lay.size)
    bad = int(stats[kpure.S_BAD])
    first = int(stats[kpure.S_FIRST_BAD]) if bad else -1
    return Verified(material.name, int(stats[kpure.S_LEGAL]), bad, first,
                    fen_of_index(material, first) if bad else "", time.perf_counter() - started)


def verify_table(material: Material, folder: str | os.PathLike[str],
                 progress: Callable[[int, int], None] | None = None) -> Verified:
    """Verify the table of a material in a folder (every block read and checked; TablebaseError if
    it or a table it leads to is missing or damaged)."""
    from .errors import TableProblem, TablebaseError
    from .storage import TableFile, table_path
    path = table_path(folder, material)
    if not path.exists():
        raise TablebaseError(TableProblem.MISSING, path=str(path), name=material.name)
    values = TableFile(path, material).all_values()
    return verify_values(material, values, ValueCache(folder), progress)
