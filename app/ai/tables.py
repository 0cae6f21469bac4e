"""The engine's endgame tables (app.tablebase): consulted at the root of a search, and inside it.

When the position is in a table of the folder (one given to the engine, else app.tablebase's chosen
folder) the table decides: a won position plays the fastest win, a lost one the longest loss (each
with the table's line and a mate score), a drawn one is searched among its drawing moves only. Moves a
ruling decides (app.ai.engine.root_rulings) are left to the search, and the table never overrules
them: its values are perfect play under the basic rules, perpetual check and chase are the arbiter's.

Probing uses the pure kernel (a position's moves take about a millisecond and a half either way, and
the compiled kernel may need a minute's compiling the first time on a machine, which no search on a
clock can wait for). The files of a folder are looked up only when a position's material has one, so
a folder without tables costs a directory look-up per material and nothing else. A table that cannot
be used (damaged, cut short, another version) is left out and reported once (:meth:`new_problems`).

Inside the search (:class:`LeafTables`): before a search, the tables of the materials the root's can
reach by captures (its own included) are unpacked whole into one array of values, as many as fit in
LEAF_BYTES (those nearest the root's material first), and handed to the core (app.ai.core.tbprobe),
which gives any node of those materials its table's exact value (a mate score, or a draw) instead of
searching it: a capture or an exchange into a won ending is seen as the win it is, and one into a
drawn ending as a draw. The unpacked values are kept for the next search while the set is the same.
"""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path

from typing import TYPE_CHECKING, Any

from app.model import Board, Move
from app.model.move import encode
from app.model.tables import ADVISOR, CANNON, ELEPHANT, HORSE, PAWN, ROOK

from .core.layout import TB_CODE, TB_LAY, TB_LAY_W, TB_MAX, TB_MOST, TB_N, TB_OFFSET, TB_ROW, TB_ROWS
from .search import MATE, MATE_BOUND

if TYPE_CHECKING:      # app.tablebase is imported at the first search that may use it (import time)
    from app.tablebase import Material, MoveValue, Probe, Tablebase, TablebaseError

log = logging.getLogger(__name__)
clock = time.perf_counter      # what `until` of EngineTables.leaf_tables is read on

LINE_PLIES = 40         # the table's line given with a decided move is cut after this many plies
LEAF_BYTES = 256 << 20  # the most memory the tables probed inside the search may take unpacked
LEAF_CHOICES = 4096     # a root with more sub-materials than this (a middle game) probes no table inside
# the most of each kind a side may have for a table to index it (app.tablebase.material.MAX_COUNT):
# a position with more is passed over without importing app.tablebase
MOST = {ROOK: 2, HORSE: 2, CANNON: 2, PAWN: 3, ADVISOR: 2, ELEPHANT: 2}


def may_be_in_a_table(squares: tuple[int, ...] | list[int]) -> bool:
    """False when a side has more of a kind than any table holds (most positions of a game)."""
    counts: dict[int, int] = {}
    for code in squares:
        if code:
            n = counts.get(code, 0) + 1
            if n > MOST.get(code & 7, 1):
                return False
            counts[code] = n
    return True


@dataclass(frozen=True)
class Decided:
    """The table's answer at the root: the moves it allows the search (all of them when it decides),
    and when it decides, the lines to play, best first (move, score for the mover, line)."""

    allowed: list[int]
    lines: list[tuple[int, int, list[Move]]]
    probes: int                 # positions probed (the tbhits of an info line)


def score_of(value: Probe) -> int:
    """A table value as the engine scores it for the mover: a mate score for a win or a loss."""
    from app.tablebase import Wdl
    if value.wdl is Wdl.DRAW or value.dtm is None:
        return 0
    return MATE - value.dtm if value.wdl is Wdl.WIN else -(MATE - value.dtm)


@dataclass(frozen=True)
class LeafTables:
    """The tables the core probes inside a search (app.ai.core.tbprobe): `rows`, its ``tb`` array from
    TB_N on (a header, then per material its code, its table's offset in `values` and the index's
    view row), and `values`, the tables' values one after the other (uint16 numpy)."""

    rows: list[int]
    values: Any
    materials: tuple[str, ...]      # the names of the materials probed (in the root's colours)
    tables: tuple[str, ...]         # the tables unpacked, by name

    @property
    def nbytes(self) -> int:
        """The memory the unpacked values take."""
        return int(self.values.nbytes)


def material_code(material: Material) -> int:
    """A material's code as the core computes it from its piece lists (tbprobe.material_code): three
    bits per piece code other than the kings, Red's advisor (code 2) lowest, Black's pawn (15) highest."""
    from app.tablebase.material import KIND_ORDER
    code = 0
    for color, counts in ((0, material.red), (1, material.black)):
        for kind, n in zip(KIND_ORDER, counts, strict=True):
            code |= n << (3 * (kind - 2 + 6 * color))
    return code


def _sub_materials(squares: tuple[int, ...] | list[int]) -> list[Material] | None:
    """Every material a position can reach by captures (its own among them) that a table could index,
    or None when there are more than LEAF_CHOICES (or no two kings)."""
    from itertools import product

    from app.tablebase.material import KIND_ORDER, MAX_COUNT, Material, piece_counts
    counts = piece_counts(squares)
    if counts is None:
        return None
    ranges = [range(min(n, MAX_COUNT[kind]) + 1) for side in counts for kind, n in zip(KIND_ORDER, side, strict=True)]
    choices = 1
    for r in ranges:
        choices *= len(r)
    if choices > LEAF_CHOICES:
        return None
    return [Material(tuple(c[:6]), tuple(c[6:])) for c in product(*ranges)]


class EngineTables:
    """The tables an engine consults: those of `folder`, or of app.tablebase's chosen folder (read at
    each search, so that set_folder is followed) when it is None."""

    def __init__(self, folder: str | os.PathLike[str] | None = None, leaf_bytes: int = LEAF_BYTES) -> None:
        self.folder = Path(folder) if folder is not None else None
        self.leaf_bytes = leaf_bytes
        self._tb: Tablebase | None = None
        self._told: set[str] = set()
        self._leaf_key: tuple[Path, tuple[int, ...]] | None = None
        self._leaf: LeafTables | None = None
        self._leaf_whole = False        # False: tables were left out for time, the next search goes on
        # the values last unpacked: their folder, each table's (offset, size) in them, the values
        self._unpacked: tuple[Path | None, dict[Material, tuple[int, int]], Any] = (None, {}, None)

    def tablebase(self) -> Tablebase:
        """The tables of the folder in use now (a new set when the chosen folder has changed)."""
        from app.tablebase import Tablebase, chosen_folder
        folder = self.folder if self.folder is not None else chosen_folder()
        if self._tb is None or self._tb.folder != folder:
            self._tb = Tablebase(folder, compiled=False)
        return self._tb

    def forget(self) -> None:
        """See the folder's files again (tables made or removed since); problems are told again."""
        if self._tb is not None:
            self._tb.forget()
        self._told.clear()
        self._leaf_key, self._leaf = None, None
        self._unpacked = (None, {}, None)

    def leaf_tables(self, board: Board, until: float | None = None) -> LeafTables | None:
        """The tables the search from this position probes at its nodes (see the module's doc), or None
        when no table of the folder is reachable (or the position has too many pieces to look).
        `until` (time.perf_counter() seconds): no table is unpacked after it (a search on a clock spends
        a share of its time at most; unpacking the tables of a big ending takes a second or more): the
        tables unpacked so far are used, and the next call goes on with the others."""
        squares = board.squares()
        counts = [0] * 16
        for code in squares:
            counts[code] += 1
        tb = self.tablebase()
        key = (tb.folder, tuple(counts))
        if key == self._leaf_key and self._leaf_whole:
            return self._leaf
        self._leaf_key = key
        self._leaf, self._leaf_whole = self._make_leaf(tb, squares, until)
        return self._leaf

    def _make_leaf(self, tb: Tablebase, squares: tuple[int, ...] | list[int],
                   until: float | None) -> tuple[LeafTables | None, bool]:
        from app.tablebase import TablebaseError
        from app.tablebase.layout import layout, view
        subs = _sub_materials(squares)
        if not subs:
            return None, True
        found = []
        for sub in subs:
            target = sub.canonical()[0]
            if tb.table(target) is not None:
                found.append((sub, target))
        found.sort(key=lambda st: (-st[0].pieces, st[0].name))      # nearest the root's material first
        folder, old_places, old_values = self._unpacked
        if folder != tb.folder:
            old_places = {}
        places: dict[Material, tuple[int, int]] = {}
        chosen: list[tuple[Material, Material]] = []
        total = 0
        for sub, target in found:
            if len(chosen) == TB_MAX:
                break
            if target not in places:
                size = layout(target).size
                if 2 * (total + size) > self.leaf_bytes:
                    continue
                places[target] = (total, size)
                total += size
            chosen.append((sub, target))
        if not chosen:
            return None, True
        import numpy as np
        values = np.empty(total, dtype=np.uint16)
        whole = True
        for target, (offset, size) in list(places.items()):
            before = old_places.get(target)
            if before is not None:
                values[offset:offset + size] = old_values[before[0]:before[0] + size]
                continue
            if until is not None and clock() >= until:     # out of time: the next search goes on
                del places[target]
                whole = False
                continue
            table = tb.table(target)
            try:
                if table is None:           # gone since it was looked up
                    raise KeyError(target)
                values[offset:offset + size] = table.all_values()
            except TablebaseError as err:   # a damaged block: the table is left out, and told
                tb.problems[target.name] = err
                del places[target]
            except KeyError:
                del places[target]
        chosen = [(sub, target) for sub, target in chosen if target in places]
        self._unpacked = (tb.folder, places, values)
        if not chosen:
            return None, whole
        rows = [0] * (TB_ROWS - TB_N + len(chosen) * TB_ROW)
        rows[0] = len(chosen)
        rows[TB_MOST - TB_N] = max(sub.pieces for sub, _t in chosen)
        for r, (sub, target) in enumerate(chosen):
            base = TB_ROWS - TB_N + r * TB_ROW
            row = view(sub)[1]
            assert len(row) == TB_LAY_W
            rows[base + TB_CODE] = material_code(sub)
            rows[base + TB_OFFSET] = places[target][0]
            rows[base + TB_LAY:base + TB_LAY + TB_LAY_W] = row
        return LeafTables(rows, values, tuple(sub.name for sub, _t in chosen), tuple(t.name for t in places)), whole

    def prepare(self) -> None:
        """Import the tables' code and look at the folder now (a first search's one-time cost, paid in
        Engine.warm_up before a clock runs)."""
        self.tablebase()

    def covers(self, board: Board) -> bool:
        """True if a usable table of the folder holds the position's material (cheap: no probing)."""
        squares = board.squares()
        if not may_be_in_a_table(squares):
            return False
        from app.tablebase.material import Material
        material = Material.of_squares(squares)
        if material is None:
            return False
        return self.tablebase().table(material.canonical()[0]) is not None

    def new_problems(self) -> list[TablebaseError]:
        """The tables found unusable since the last call (a missing table is no problem: it is simply
        not there), each once."""
        from app.tablebase import TableProblem
        tb = self._tb
        if tb is None:
            return []
        out = []
        for name, err in sorted(tb.problems.items()):
            if err.problem is not TableProblem.MISSING and name not in self._told:
                self._told.add(name)
                log.warning("endgame table not used: %s", err)
                out.append(err)
        return out

    def decide(self, board: Board, moves: list[int], fixed: dict[int, int], multipv: int = 1) -> Decided | None:
        """The table's answer for the root moves the search would consider (`moves`, `fixed` the
        scores the rulings give some), or None when the table has nothing to say."""
        if not self.covers(board):
            return None
        from app.tablebase import Wdl
        tb = self.tablebase()
        root = tb.probe(board)
        if root is None:
            return None
        if any(score > MATE_BOUND for score in fixed.values()):
            return None                       # a ruling wins at once: the search plays it
        values = {encode(mv.move.from_sq, mv.move.to_sq): mv for mv in tb.probe_moves(board)}
        probes = 1 + len(values)
        free = [m for m in moves if m not in fixed and m in values]
        known = [m for m in free if values[m].value is not None]
        known.sort(key=lambda m: _key(values[m]))
        if not known:
            return None
        best = values[known[0]].value
        assert best is not None
        ruled_draw = any(score >= 0 for score in fixed.values())
        if best.wdl is Wdl.DRAW or (best.wdl is Wdl.LOSS and (ruled_draw or len(known) < len(free))):
            if multipv > 1:
                return self._lines(board, tb, known, values, probes, multipv)
            unknown = [m for m in free if values[m].value is None]
            drawing = [m for m in known if values[m].value == best] + unknown
            allowed = drawing + [m for m in moves if m in fixed]
            return Decided(allowed, [], probes)
        return self._lines(board, tb, known, values, probes, multipv)

    def _lines(self, board: Board, tb: Tablebase, known: list[int], values: dict[int, MoveValue], probes: int,
               multipv: int) -> Decided:
        lines = []
        for m in known[:max(1, multipv)]:
            mv = values[m]
            assert mv.value is not None
            line, n = table_line(tb, board, mv.move, mv.value)
            probes += n
            lines.append((m, score_of(mv.value), line))
        return Decided(known, lines, probes)


def _key(mv: MoveValue) -> tuple[int, int]:
    return mv.value.sort_key() if mv.value is not None else (3, 0)


def table_line(tb: Tablebase, board: Board, first: Move, value: Probe,
               max_plies: int = LINE_PLIES) -> tuple[list[Move], int]:
    """The line the table gives after `first` (each side's best move: the fastest win, the longest
    loss) to the mate or `max_plies`, and the positions probed. A draw's line is its first move."""
    from app.tablebase import Wdl
    line = [first]
    probes = 0
    if value.wdl is Wdl.DRAW:
        return line, probes
    work = board.copy()
    work.push(first)
    while len(line) < max_plies:
        answers = tb.probe_moves(work)
        probes += len(answers)
        if not answers or answers[0].value is None:
            break
        line.append(answers[0].move)
        work.push(answers[0].move)
    return line, probes
