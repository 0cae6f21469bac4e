"""“Win this ending”: puzzles drawn from the user's endgame tablebases, and the tablebase as the judge.

The collection (``Endings(folder, cache_path).collection()``): for every table in the folder where the
stronger side has an attacking piece and can win (app.tablebase.winning_tables), the positions with
the longest wins (app.tablebase.longest_wins: the largest distance to mate with that side to move,
not in check where possible, the defence set up differently in each), PER_TABLE of them and none
shorter than a mate in two (SHORTEST plies), ordered by their distance to mate (the difficulty), the
longest wins last. Finding them reads every block of a table's one half, so what was found is kept
in a small JSON file (``cache_path``, written atomically) with each table file's size and
modification time: a table made again, added or removed is read again, the others are not.

Judging (app.puzzles.judge, Goal.TABLEBASE) asks a :class:`TablebaseEvaluator`: any move after which
the opponent is lost keeps the win and is accepted, even a slower one (the verdict carries both
distances); a move after which the position is a draw or a loss for the solver is wrong, the table's
best reply the refutation; the defence is the longest loss. The puzzle is solved at mate (or
stalemate, which loses too). The recorded solution is the table's first best move only: the table
itself is the solution (:meth:`TablebaseEvaluator.line` plays it out).
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.model import Board
from app.formats.safety import read_regular
from app.model.stored_json import read_stored_json
from app.tablebase import (Material, MoveValue, Probe, Tablebase, TablebaseError, Wdl, chosen_folder,
                           longest_wins, parse_name, winning_tables)

from .evaluator import MATE, Evaluation
from .puzzle import Collection, Goal, Puzzle

__all__ = ["ENDINGS_NAME", "PER_TABLE", "SHORTEST", "CACHE_FILE", "Endings", "TablebaseEvaluator", "ending_puzzle",
           "difficulty_of", "table_evaluator", "value_score"]

ENDINGS_NAME = "Win this ending"      # the collection's name (the view words it)
PER_TABLE = 3                         # positions per table
SHORTEST = 3                          # plies: a mate in one is no ending to win (a cannon's odd win in KCKAA)
MAX_CACHE_BYTES = 16 << 20      # the cache of the longest wins (some 60 kB for every one-attacker table)
CACHE_FILE = "endings-puzzles.json"   # beside the puzzle progress file (the controller's choice)
FORMAT = 1


def value_score(value: Probe) -> int:
    """A table's value on the evaluator's scale (app.puzzles.evaluator): MATE minus the plies to mate
    for a win, its negative for a loss, 0 for a draw."""
    if value.wdl is Wdl.DRAW or value.dtm is None:
        return 0
    return MATE - value.dtm if value.wdl is Wdl.WIN else -(MATE - value.dtm)


class TablebaseEvaluator:
    """The tables of one folder as an Evaluator (exact scores: a win in n plies scores MATE - n; the
    line is the table's best move), with the values and moves the tablebase judge reads. Thread-safe
    (app.tablebase.Tablebase is). A position no usable table covers: ``value`` None, ``evaluate``
    raises TablebaseError (its problem, or MISSING)."""

    def __init__(self, tables: Tablebase | str | os.PathLike[str]) -> None:
        self.tables = tables if isinstance(tables, Tablebase) else Tablebase(tables, compiled=False)

    def value(self, board: Board) -> Probe | None:
        """The table's value for the side to move (None: no usable table covers the position)."""
        return self.tables.probe(board)

    def moves(self, board: Board) -> list[MoveValue]:
        """Every legal move with its value, best first (quickest win, draw, longest loss)."""
        return self.tables.probe_moves(board)

    def problem(self, board: Board) -> TablebaseError:
        """Why the position has no value: its table's problem (missing, damaged), or MISSING."""
        from app.tablebase import TableProblem
        found = self.tables.problem_for(board)
        if found is not None:
            return found
        material = Material.of_squares(board.squares())
        name = material.canonical()[0].name if material is not None else ""
        return TablebaseError(TableProblem.MISSING, name=name)

    def evaluate(self, fen: str) -> Evaluation:
        """The exact score of `fen` for its side to move and the table's best move."""
        board = Board.from_fen(fen)
        value = self.value(board)
        if value is None:
            if board.is_game_over():
                return Evaluation(-MATE, ())
            raise self.problem(board)
        moves = self.moves(board)
        best = moves[0].move.iccs if moves and moves[0].value is not None else None
        return Evaluation(value_score(value), (best,) if best else ())

    def line(self, fen: str, max_plies: int = 400) -> list[str]:
        """The table's line from `fen`: the fastest win against the longest defence, to the mate."""
        return [m.iccs for m in self.tables.best_line(Board.from_fen(fen), max_plies)]


_EVALUATORS: dict[Path, TablebaseEvaluator] = {}
_EVALUATORS_LOCK = threading.Lock()


def table_evaluator(folder: str | os.PathLike[str] | None = None) -> TablebaseEvaluator:
    """The shared evaluator of a folder's tables (None: the folder app.tablebase probes, chosen_folder)."""
    where = Path(folder) if folder is not None else chosen_folder()
    with _EVALUATORS_LOCK:
        found = _EVALUATORS.get(where)
        if found is None:
            found = _EVALUATORS[where] = TablebaseEvaluator(where)
        return found


def difficulty_of(dtm: int) -> int:
    """A puzzle rating (app.puzzles.progress's scale) for a win in `dtm` plies: 1000 for a mate in
    one, 25 more per ply, at most 2800."""
    return min(2800, 1000 + 25 * max(0, dtm - 1))


def ending_puzzle(name: str, index: int, fen: str, dtm: int, first: str) -> Puzzle:
    """The puzzle of a table's position: the id names the table and index (progress stays with it as
    long as the table does), the themes the endgame and the mate's length in moves."""
    moves = (dtm + 1) // 2
    return Puzzle(fen, Goal.TABLEBASE, [first], id=f"ending:{name}:{index}", title=name,
                  themes=(name, f"mate-in-{moves}"), difficulty=difficulty_of(dtm), source="tablebase")


@dataclass(frozen=True)
class _Found:
    index: int
    fen: str
    dtm: int
    first: str

    def to_json(self) -> list[Any]:
        return [self.index, self.fen, self.dtm, self.first]


def _cached_wins(entry: Any, stamp: list[int]) -> bool:
    """True if a cache entry is of this table file (its stamp) and each of its wins reads as one: an
    entry damaged or written by hand (an item of another type, a number out of a table's range) is found
    again from the table."""
    if not isinstance(entry, dict) or entry.get("stamp") != stamp or not isinstance(entry.get("wins"), list):
        return False
    for item in entry["wins"]:
        if not (isinstance(item, list) and len(item) == 4 and isinstance(item[1], str) and isinstance(item[3], str)
                and all(type(n) is int for n in (item[0], item[2]))
                and 0 <= item[0] < 1 << 40 and SHORTEST <= item[2] < 1 << 16):
            return False
    return True


def _stamp(path: Path) -> list[int]:
    st = path.stat()
    return [st.st_size, st.st_mtime_ns]


class Endings:
    """The "Win this ending" collection of a folder's tables, found once and kept in `cache_path`
    (None: not kept). `folder` None: the folder app.tablebase probes (chosen_folder), read at each
    collection() call."""

    def __init__(self, folder: str | os.PathLike[str] | None = None,
                 cache_path: str | os.PathLike[str] | None = None, per_table: int = PER_TABLE) -> None:
        self._folder = Path(folder) if folder is not None else None
        self.cache_path = Path(cache_path) if cache_path is not None else None
        self.per_table = per_table
        self.tables_read = 0                  # tables scanned by the last collection() (0: all from the cache)
        self.problems: dict[str, TablebaseError] = {}   # tables left out by the last collection()

    @property
    def folder(self) -> Path:
        """The tables' folder."""
        return self._folder if self._folder is not None else chosen_folder()

    def _read_cache(self, folder: Path) -> dict[str, Any]:
        if self.cache_path is None:
            return {}
        try:
            data = read_stored_json(read_regular(self.cache_path, MAX_CACHE_BYTES))
        except (OSError, ValueError):
            return {}                          # none yet, or unreadable: found again (and written anew)
        if (not isinstance(data, dict) or data.get("format") != FORMAT or data.get("folder") != os.fspath(folder)
                or data.get("per_table") != self.per_table or data.get("shortest") != SHORTEST
                or not isinstance(data.get("tables"), dict)):
            return {}
        tables: dict[str, Any] = data["tables"]
        return tables

    def _write_cache(self, folder: Path, tables: dict[str, Any]) -> None:
        if self.cache_path is None:
            return
        from app.formats.atomic import atomic_write_bytes
        payload = {"format": FORMAT, "folder": os.fspath(folder), "per_table": self.per_table, "shortest": SHORTEST,
                   "tables": tables}
        try:
            self.cache_path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_bytes(self.cache_path, json.dumps(payload, separators=(",", ":")).encode("utf-8"))
        except OSError:
            pass                               # a cache only: found again next time

    def _find(self, tables: Tablebase, material: Material) -> list[_Found]:
        out = []
        for win in longest_wins(tables, material, self.per_table):
            if win.dtm < SHORTEST:
                break
            moves = tables.probe_moves(Board.from_fen(win.fen))
            if not moves or moves[0].value is None or moves[0].value.wdl is not Wdl.WIN:
                continue                       # a table its moves lead to is missing: no puzzle of it
            out.append(_Found(win.index, win.fen, win.dtm, moves[0].move.iccs))
        return out

    def collection(self, progress: Callable[[int, int], None] | None = None) -> Collection:
        """The collection (empty when the folder holds no winning table). Tables that cannot be read
        are left out (``problems``); `progress(done, total)` is told after each table."""
        folder = self.folder
        cached = self._read_cache(folder)
        materials = winning_tables(folder) if folder.is_dir() else []
        tables = Tablebase(folder, compiled=False)
        kept: dict[str, Any] = {}
        self.tables_read = 0
        self.problems = {}
        for n, material in enumerate(materials):
            path = folder / f"{material.name}.xqtb"
            try:
                stamp = _stamp(path)
            except OSError:
                continue
            entry = cached.get(material.name)
            if not _cached_wins(entry, stamp):
                try:
                    found = self._find(tables, material)
                except TablebaseError as err:
                    self.problems[material.name] = err
                    continue
                self.tables_read += 1
                entry = {"stamp": stamp, "wins": [f.to_json() for f in found]}
            kept[material.name] = entry
            if progress is not None:
                progress(n + 1, len(materials))
        if kept != cached and (kept or materials):     # (a folder with no tables leaves another's cache be)
            self._write_cache(folder, kept)
        puzzles = []
        for name, entry in kept.items():
            for item in entry["wins"]:
                try:
                    index, fen, dtm, first = int(item[0]), str(item[1]), int(item[2]), str(item[3])
                    puzzles.append(ending_puzzle(name, index, fen, dtm, first))
                except (TypeError, ValueError, IndexError):
                    continue                   # a damaged cache entry: the others still count
        puzzles.sort(key=lambda p: (p.difficulty or 0, parse_name(p.title).pieces, p.title, p.id))
        return Collection(ENDINGS_NAME, tuple(puzzles), "")
