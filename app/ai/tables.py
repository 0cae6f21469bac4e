"""The engine's endgame tables (app.tablebase): consulted at the root of a search.

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
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path

from typing import TYPE_CHECKING

from app.model import Board, Move
from app.model.move import encode
from app.model.tables import ADVISOR, CANNON, ELEPHANT, HORSE, PAWN, ROOK

from .search import MATE, MATE_BOUND

if TYPE_CHECKING:      # app.tablebase is imported at the first search that may use it (import time)
    from app.tablebase import MoveValue, Probe, Tablebase, TablebaseError

log = logging.getLogger(__name__)

LINE_PLIES = 40         # the table's line given with a decided move is cut after this many plies
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


class EngineTables:
    """The tables an engine consults: those of `folder`, or of app.tablebase's chosen folder (read at
    each search, so that set_folder is followed) when it is None."""

    def __init__(self, folder: str | os.PathLike[str] | None = None) -> None:
        self.folder = Path(folder) if folder is not None else None
        self._tb: Tablebase | None = None
        self._told: set[str] = set()

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
