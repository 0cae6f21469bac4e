"""Probing: the value of a position, and of each of its legal moves, from the table files in a folder.

``Tablebase(folder).probe(board)`` answers ``Probe(wdl, dtm)`` for the side to move, or None when no
table covers the position (its material has no table in the folder, the file is missing or damaged,
or the position is illegal). Files are opened on first use and checked (app.tablebase.storage); a file
that cannot be used is remembered in ``problems`` (a TablebaseError value) and left out. One probe
reads and unpacks one block; unpacked blocks are kept in a cache (least recently used let go first).

The index is computed by the kernel: compiled by numba when it is there (``compiled=True``; the first
probe compiles it or loads it from numba's cache), else run by CPython; both give the same index.
Values are perfect play under the basic rules (stalemate loses): perpetual check and chase are ruled
by the arbiter as always, never by a table.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from dataclasses import dataclass
from enum import IntEnum
from pathlib import Path
from typing import Any

from app.model import Board, Move
from app.model.tables import KING

from . import kernel as pure_kernel
from .errors import TableProblem, TablebaseError
from .layout import layout, view
from .material import KIND_ORDER, MAX_COUNT, Material
from .storage import TableFile, table_path


class Wdl(IntEnum):
    """Win, draw or loss for the side to move."""

    LOSS = -1
    DRAW = 0
    WIN = 1


@dataclass(frozen=True)
class Probe:
    """A table's value of a position for the side to move: win, draw or loss, and the plies to mate
    with best play (``dtm``; None for a draw). A loss in 0 is a position already mated or stalemated."""

    wdl: Wdl
    dtm: int | None

    @classmethod
    def of_value(cls, value: int) -> Probe:
        """The probe of a kernel value (0 draw, n + 1: n plies, odd a win, even a loss)."""
        if value == 0:
            return cls(Wdl.DRAW, None)
        n = value - 1
        return cls(Wdl.WIN if n % 2 else Wdl.LOSS, n)

    def after_move(self) -> Probe:
        """The value, for the side that moved, of a move leading to a position of this value."""
        if self.wdl is Wdl.DRAW or self.dtm is None:
            return Probe(Wdl.DRAW, None)
        return Probe(Wdl.WIN if self.wdl is Wdl.LOSS else Wdl.LOSS, self.dtm + 1)

    def sort_key(self) -> tuple[int, int]:
        """Best first: quickest wins, draws, slowest losses."""
        if self.wdl is Wdl.WIN:
            return (0, self.dtm or 0)
        if self.wdl is Wdl.DRAW:
            return (1, 0)
        return (2, -(self.dtm or 0))


@dataclass(frozen=True)
class MoveValue:
    """A legal move and its value for the side making it (None: no table covers where it leads)."""

    move: Move
    value: Probe | None


def describe(p: Probe) -> str:
    """English words for a value ('win in 23 plies (mate in 12)', 'draw', 'loss in 12 plies (mate in
    6)'), for the command line."""
    if p.wdl is Wdl.DRAW:
        return "draw"
    if p.dtm == 0:
        return "lost (no legal move)"
    assert p.dtm is not None
    plies = "1 ply" if p.dtm == 1 else f"{p.dtm} plies"
    return f"{'win' if p.wdl is Wdl.WIN else 'loss'} in {plies} (mate in {(p.dtm + 1) // 2})"


@dataclass(frozen=True)
class _Plan:
    """How a board with some pieces is indexed: its material, the table's, the view row, each piece
    number's (code, which of that code on the board), and a slots array for the compiled kernel."""

    material: Material
    target: Material
    row: Any
    order: tuple[tuple[int, int], ...]
    slots: Any


class Tablebase:
    """The tables of one folder, opened as needed."""

    def __init__(self, folder: str | os.PathLike[str] | None = None, compiled: bool | None = None,
                 cache_bytes: int = 32 << 20) -> None:
        from .folders import default_folder
        self.folder = Path(folder) if folder is not None else default_folder()
        self.cache_bytes = cache_bytes
        self.problems: dict[str, TablebaseError] = {}
        self._files: dict[Material, TableFile] = {}
        self._blocks: OrderedDict[tuple[str, int], bytes] = OrderedDict()
        self._cached = 0
        self._lock = threading.RLock()
        self._plans: dict[tuple[tuple[int, int], ...], _Plan | None] = {}
        self._kernel: Any = None
        if compiled is None:
            from .compiled import available
            compiled = available()
        self._compiled = compiled          # the kernel is compiled (or loaded) at the first index

    @property
    def compiled(self) -> bool:
        """True if the index is computed by the compiled kernel."""
        return self._compiled

    def _compiled_kernel(self) -> Any:
        if self._kernel is None:
            from .compiled import kernel
            self._kernel = kernel()
        return self._kernel

    # ----- tables ---------------------------------------------------------------------------------
    def table(self, material: Material) -> TableFile | None:
        """The open file of a canonical material's table, or None (missing or unusable: see problems)."""
        with self._lock:
            if material in self._files:
                return self._files[material]
            if material.name in self.problems:
                return None
            path = table_path(self.folder, material)
            try:
                if not path.exists():
                    raise TablebaseError(TableProblem.MISSING, path=str(path), name=material.name)
                table = TableFile(path, material)
            except TablebaseError as err:
                self.problems[material.name] = err
                return None
            self._files[material] = table
            return table

    def forget(self) -> None:
        """Close every table and empty the cache (files made or removed since are seen again)."""
        with self._lock:
            self._files.clear()
            self.problems.clear()
            self._blocks.clear()
            self._cached = 0

    def _block(self, table: TableFile, n: int) -> bytes:
        key = (table.path, n)
        raw = self._blocks.get(key)
        if raw is not None:
            self._blocks.move_to_end(key)
            return raw
        raw = table.read_block(n)
        self._blocks[key] = raw
        self._cached += len(raw)
        while self._cached > self.cache_bytes and len(self._blocks) > 1:
            _k, old = self._blocks.popitem(last=False)
            self._cached -= len(old)
        return raw

    # ----- probing --------------------------------------------------------------------------------
    def _plan(self, key: tuple[tuple[int, int], ...]) -> _Plan | None:
        """How positions with these pieces (piece code, count) are indexed, or None if no table can."""
        if key in self._plans:
            return self._plans[key]
        counts = [[0] * 6, [0] * 6]
        kings = [0, 0]
        for code, n in key:
            if code & 7 == KING:
                kings[code >> 3] += n
            else:
                counts[code >> 3][KIND_ORDER.index(code & 7)] += n
        plan = None
        if kings == [1, 1] and all(n <= MAX_COUNT[k] for side in counts
                                   for k, n in zip(KIND_ORDER, side, strict=True)):
            material = Material(tuple(counts[0]), tuple(counts[1]))
            target, row = view(material)
            order = []
            seen: dict[int, int] = {}
            for color, kind in layout(material).pieces:
                code = kind | 8 * color
                order.append((code, seen.get(code, 0)))
                seen[code] = seen.get(code, 0) + 1
            if self._compiled:
                self._compiled_kernel()
                import numpy as np
                plan = _Plan(material, target, np.array(row, dtype=np.int64), tuple(order),
                             np.zeros(len(order), dtype=np.int64))
            else:
                plan = _Plan(material, target, list(row), tuple(order), None)
        self._plans[key] = plan
        return plan

    def index(self, board: Board) -> tuple[Material, int] | None:
        """The table (canonical material) and index of a position, or None if no table can index it."""
        found: dict[int, list[int]] = {}
        for sq, code in enumerate(board.squares()):
            if code:
                where = found.get(code)
                if where is None:
                    found[code] = [sq]
                else:
                    where.append(sq)
        plan = self._plan(tuple(sorted((code, len(where)) for code, where in found.items())))
        if plan is None:
            return None
        slots = [found[code][k] for code, k in plan.order]
        side = board.turn.index
        if plan.slots is not None:
            with self._lock:                    # one slots array per material
                plan.slots[:] = slots
                idx = int(self._kernel.index_of(plan.slots, side, plan.row, 0, -1))
        else:
            idx = pure_kernel.index_of(slots, side, plan.row, 0, -1)
        return (plan.target, idx) if idx >= 0 else None

    def probe(self, board: Board) -> Probe | None:
        """The value of the position for the side to move, or None if no usable table covers it."""
        found = self.index(board)
        if found is None:
            return None
        material, idx = found
        with self._lock:
            table = self.table(material)
            if table is None:
                return None
            try:
                raw = self._block(table, idx // table.block_entries)
            except TablebaseError as err:
                self.problems[material.name] = err
                self._files.pop(material, None)
                return None
            value = table.value_in(raw, idx)
        if value == pure_kernel.ILLEGAL:
            return None
        return Probe.of_value(value)

    def probe_moves(self, board: Board) -> list[MoveValue]:
        """Every legal move with its value for the side to move, best first (quickest win, draws,
        slowest loss; moves into positions no table covers last)."""
        out = []
        work = board.copy()
        for move in work.legal_moves():
            work.push(move)
            after = self.probe(work)
            work.pop()
            out.append(MoveValue(move, after.after_move() if after is not None else None))
        out.sort(key=lambda mv: mv.value.sort_key() if mv.value is not None else (3, 0))
        return out

    def best_line(self, board: Board, max_plies: int = 40) -> list[Move]:
        """The table's line from the position: each side's best move in turn (the fastest win, the
        longest loss; for a draw, a drawing move each), to the mate or `max_plies` ([] if no table)."""
        line: list[Move] = []
        work = board.copy()
        while len(line) < max_plies:
            answers = self.probe_moves(work)
            if not answers or answers[0].value is None:
                break
            line.append(answers[0].move)
            work.push(answers[0].move)
        return line

    def problem_for(self, board: Board) -> TablebaseError | None:
        """Why the position's table could not be used (None if it is there, or no table covers it)."""
        material = Material.of_squares(board.squares())
        if material is None:
            return None
        return self.problems.get(material.canonical()[0].name)


_DEFAULT: Tablebase | None = None
_DEFAULT_LOCK = threading.Lock()


def default() -> Tablebase:
    """The tables of the default folder (or of the one given to set_folder)."""
    global _DEFAULT
    with _DEFAULT_LOCK:
        if _DEFAULT is None:
            _DEFAULT = Tablebase()
        return _DEFAULT


def chosen_folder() -> Path:
    """The folder probe() reads: the one given to set_folder, else the default one."""
    return default().folder


def set_folder(folder: str | os.PathLike[str] | None) -> Tablebase:
    """Probe the tables of this folder from now on (None: the default folder)."""
    global _DEFAULT
    with _DEFAULT_LOCK:
        _DEFAULT = Tablebase(folder)
        return _DEFAULT


def probe(board: Board) -> Probe | None:
    """The value of a position for the side to move from the tables of the chosen folder, or None."""
    return default().probe(board)


def probe_moves(board: Board) -> list[MoveValue]:
    """Every legal move of a position with its value from the tables of the chosen folder, best first."""
    return default().probe_moves(board)
