"""Two tiny tables for the "Win this ending" tests, generated with the kernel run by CPython (about a
second in all: no numba compile): KPK (a pawn wins in up to 19 plies, and can throw the win away) and
KRK (a rook mates in at most 3)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from app.model import Board
from app.puzzles import Endings, Goal, Puzzle, TablebaseEvaluator
from app.tablebase.generate import generate_tables
from app.tablebase.material import parse_name

NAMES = ("KPK", "KRK")


def make_tables(folder: Path) -> Path:
    """Generate KPK and KRK (and KK, which they need) into `folder`."""
    generate_tables([parse_name(n) for n in NAMES], folder, compiled=False)
    return folder


def along_the_line(tables: Path, wanted: Callable[[Any, Any], bool], name: str = "KPK",
                   puzzles: Sequence[Puzzle] | None = None) -> tuple[Puzzle, Any]:
    """The first position (Red to move) on the table's line from a puzzle of the table `name` (among
    `puzzles`, default the collection of `tables`) with a move whose value passes `wanted(value, best)`,
    as a puzzle of its own, and that move."""
    if puzzles is None:
        puzzles = Endings(tables).collection().puzzles
    puzzle = next(p for p in puzzles if p.title == name)
    ev = TablebaseEvaluator(tables)
    board = Board(puzzle.fen)
    for mv in [None, *ev.line(puzzle.fen)]:
        if mv is not None:
            board.push_iccs(mv)
        if board.turn == "red" and not board.is_game_over():
            moves = ev.moves(board)
            found = next((m for m in moves if wanted(m.value, moves[0].value)), None)
            if found is not None:
                return Puzzle(board.fen(), Goal.TABLEBASE, [moves[0].move.iccs], id="here", title=name), found
    raise AssertionError("no such move on the line")
