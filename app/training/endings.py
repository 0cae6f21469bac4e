"""Endgame tables in a game's review: where the tables (app.tablebase) cover both the position before a
move and the one after it, their exact value decides the move's verdict, whatever the engine's search
made of it (an engine can misjudge a long ending; a table cannot).

- A move that turns a won table position (won for the mover) into a draw or a loss, or a drawn one into
  a loss, is a blunder (??) with the table's line as the better variation; its kind of mistake is
  WON_ENDING_LOST or DRAWN_ENDING_LOST (app.training.kinds).
- A move that keeps its table value gets no NAG.
- Where no table covers both positions, the engine's verdict stays as it was.

Which tables: ``tables=True`` (the review functions' default) reads the folder the program probes
(app.tablebase.chosen_folder) when it holds any table file; a Tablebase reads its own folder; False
reads none. A table file that cannot be used (damaged, cut short, made by another version, unreadable)
is left out: the moves it would judge keep the engine's verdict, and the file's problem is reported
(``EndingReview.problems``, TablebaseError values named by their table), never raised.

app.tablebase is imported on first use: importing app.training does not load the tables' code.
"""

from __future__ import annotations

import copy
import os
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, TypeAlias

from app.engines.annotate import NAG_BLUNDER, PV_PLIES, MoveVerdict, Review, with_verdicts
from app.model import Board, Move

if TYPE_CHECKING:
    from app.tablebase import Probe, Tablebase, TablebaseError

__all__ = ["Tables", "EndingReview", "judge_endings", "tables_for", "table_names", "table_value",
           "keeping_moves"]

Tables: TypeAlias = "Tablebase | bool"
_CHANCE = {1: 1.0, 0: 0.5, -1: 0.0}         # the mover's winning chance of a table value (win, draw, loss)


@dataclass(frozen=True)
class EndingReview:
    """A review with the tables' verdicts, and the table files that could not be used (each once)."""

    review: Review
    problems: tuple[TablebaseError, ...] = ()


def tables_for(tables: Tables) -> Tablebase | None:
    """The tables to judge with: the given ones, those of the chosen folder (True; None when it holds
    no table file), or none (False)."""
    from app.tablebase import Tablebase, chosen_folder
    if isinstance(tables, Tablebase):
        return tables
    if not tables:
        return None
    folder = chosen_folder()
    return Tablebase(folder) if table_names(folder) else None


def table_names(folder: str | os.PathLike[str]) -> frozenset[str]:
    """The names of the tables whose files a folder holds ('KRK', ...; empty if it cannot be listed)."""
    from app.tablebase.storage import SUFFIX
    try:
        return frozenset(p.name[: -len(SUFFIX)] for p in Path(folder).iterdir() if p.name.endswith(SUFFIX))
    except OSError:
        return frozenset()


class _Reader:
    """Probes only positions whose table file is in the folder, and keeps each problem met."""

    def __init__(self, tables: Tablebase) -> None:
        self.tables = tables
        self.names = table_names(tables.folder)
        self.problems: dict[str, TablebaseError] = {}

    def value(self, board: Board) -> Probe | None:
        from app.tablebase import Material, TableProblem, TablebaseError
        material = Material.of_squares(board.squares())
        name = material.canonical()[0].name if material is not None else ""
        if name not in self.names:
            return None
        try:
            found = self.tables.probe(board)
        except TablebaseError as err:           # (the tables keep their problems; this is a last guard)
            self._keep(name, err)
            return None
        except OSError as err:
            self._keep(name, TablebaseError(TableProblem.UNREADABLE, name=name, detail=str(err)))
            return None
        problem = self.tables.problem_for(board)
        if found is None and problem is not None and problem.problem is not TableProblem.MISSING:
            self._keep(name, problem)
        return found

    def _keep(self, name: str, problem: TablebaseError) -> None:
        """Keep a problem once, named by its table."""
        if name not in self.problems:
            named = copy.copy(problem)
            named.name = name
            self.problems[name] = named


def table_value(tables: Tablebase, board: Board) -> Probe | None:
    """The tables' value of a position for the side to move (None: no usable table covers it)."""
    return _Reader(tables).value(board)


def judge_endings(review: Review, start_fen: str, tables: Tables = True) -> EndingReview:
    """The review with every move that the tables cover (before and after it) judged by them (see the
    module doc); the review itself when no tables are there."""
    chosen = tables_for(tables)
    if chosen is None:
        return EndingReview(review)
    reader = _Reader(chosen)
    if not reader.names:
        return EndingReview(review)
    board = Board.from_fen(start_fen)
    values = [reader.value(board)]
    for move in review.moves:
        board.push(move)
        values.append(reader.value(board))
    board = Board.from_fen(start_fen)
    verdicts: list[MoveVerdict] = []
    changed = False
    for i, (verdict, played) in enumerate(zip(review.verdicts, review.moves, strict=False)):
        before, after = values[i], values[i + 1]
        if before is None or after is None:
            verdicts.append(verdict)
        else:
            verdicts.append(_table_verdict(reader.tables, board, verdict, before, after.after_move()))
            changed = True
        board.push(played)
    verdicts += review.verdicts[len(verdicts):]
    problems = tuple(reader.problems.values())
    return EndingReview(with_verdicts(review, verdicts) if changed else review, problems)


def _table_verdict(tables: Tablebase, board: Board, verdict: MoveVerdict, before: Probe, after: Probe) -> MoveVerdict:
    """The verdict of a move from `board` whose mover's value goes from `before` to `after`."""
    worse = after.wdl < before.wdl
    loss = max(0.0, _CHANCE[int(before.wdl)] - _CHANCE[int(after.wdl)])
    better: tuple[Move, ...] = tuple(tables.best_line(board, PV_PLIES)) if worse else ()
    return replace(verdict, loss=loss, nag=NAG_BLUNDER if worse else None, better=better,
                   table=(int(before.wdl), int(after.wdl)))


def keeping_moves(tables: Tablebase, board: Board, at_least: int) -> Sequence[Move]:
    """The legal moves that keep at least the value `at_least` (1 win, 0 draw, -1 loss) for the side to
    move, best first."""
    return [mv.move for mv in tables.probe_moves(board) if mv.value is not None and mv.value.wdl >= at_least]
