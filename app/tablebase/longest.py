"""The longest wins of a table: the positions, with the stronger side (the table's Red) to move and
winning, whose mate is farthest away, for "win this ending" puzzles.

``longest_wins(source, material, count)`` reads the table's blocks for Red to move one at a time (the
values only, as numpy arrays), keeps the indices of the few largest win distances, and decodes those
into positions through the table's layout (app.tablebase.layout, kernel.decode). Of positions with the
same distance those with the side to move not in check come first, and each has the defending
side (Black, the weaker) set up differently: positions told apart only by where the attacker stands
are given once. Each
index is one position of its mirror pair already (the layout keeps one of the two).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from app.model import Board, FenError
from app.model.fen import format_fen

from . import kernel as kpure
from .errors import TableProblem, TablebaseError
from .layout import layout
from .material import Material, parse_name
from .probing import Tablebase
from .storage import SUFFIX, TableFile, table_path

__all__ = ["LongestWin", "longest_wins", "winning_tables", "DISTANCES_KEPT", "PER_DISTANCE"]

DISTANCES_KEPT = 4      # distinct win distances kept beyond the `count` wanted (candidates for the filters)
PER_DISTANCE = 1024     # indices kept per distance


@dataclass(frozen=True)
class LongestWin:
    """A position of a table with the side to move winning: the table, its index there, the FEN
    (Red to move, the table's colours), the plies to mate, and whether the side to move is in check."""

    material: Material
    index: int
    fen: str
    dtm: int
    in_check: bool


def _table_of(source: Tablebase | str | os.PathLike[str], material: Material) -> TableFile:
    if isinstance(source, Tablebase):
        table = source.table(material)
        if table is None:
            raise source.problems.get(material.name) or TablebaseError(
                TableProblem.MISSING, path=str(table_path(source.folder, material)), name=material.name)
        return table
    path = table_path(source, material)
    if not path.exists():
        raise TablebaseError(TableProblem.MISSING, path=str(path), name=material.name)
    return TableFile(path, material)


def _scan(table: TableFile, half: int, distances: int) -> dict[int, list[int]]:
    """The table's values for Red to move (indices below `half`): kernel value -> indices (at most
    PER_DISTANCE each) for the `distances` largest win values (even values of 2 or more)."""
    import numpy as np
    found: dict[int, list[int]] = {}
    floor = 2                                   # the smallest value still worth keeping
    per = table.block_entries
    for n in range(-(-half // per)):
        raw = table.read_block(n)
        arr = np.frombuffer(raw, dtype=np.uint8 if table.width == 1 else "<u2")
        arr = arr[:max(0, min(len(arr), half - n * per))]
        wins = (arr >= floor) & (arr != table.illegal) & ((arr & 1) == 0)
        if not wins.any():
            continue
        where = np.flatnonzero(wins)
        vals = arr[where]
        for value in np.unique(vals)[::-1]:
            v = int(value)
            if v < floor:
                break
            kept = found.setdefault(v, [])
            room = PER_DISTANCE - len(kept)
            if room > 0:
                kept.extend(int(i) + n * per for i in where[vals == value][:room])
        if len(found) > distances:
            for v in sorted(found)[:len(found) - distances]:
                del found[v]
            floor = min(found)
    return found


def _position(material: Material, index: int) -> Board | None:
    """The board of a table index (None if it is no legal position)."""
    lay = layout(material)
    slots = [-1] * len(lay.pieces)
    side = kpure.decode(index, list(lay.row), slots, [0] * 90)
    if side < 0:
        return None
    squares = [0] * 90
    for i, sq in enumerate(slots):
        color, kind = lay.pieces[i]
        squares[sq] = kind | 8 * color
    try:
        return Board(format_fen(squares, side, 0, 1))
    except FenError:
        return None


def _likeness(board: Board) -> tuple[int, ...]:
    """What makes positions look alike: the defending side (the table's Black) set up the same."""
    return tuple(code if code >> 3 else 0 for code in board.squares())


def longest_wins(source: Tablebase | str | os.PathLike[str], material: Material | str,
                 count: int) -> list[LongestWin]:
    """Up to `count` positions of a table with Red (the table's stronger side) to move and winning,
    the longest wins first: the table's largest distance to mate first, then the next ones. Positions
    with the side to move not in check come first among those of one distance; positions alike in
    all but the defenders' advisors and elephants are given once. `source`: a Tablebase or a folder.
    Raises TablebaseError if the table is missing or damaged."""
    mat = parse_name(material) if isinstance(material, str) else material.canonical()[0]
    table = _table_of(source, mat)
    half = layout(mat).half
    found = _scan(table, half, count + DISTANCES_KEPT)
    out: list[LongestWin] = []
    seen: set[tuple[int, ...]] = set()
    for value in sorted(found, reverse=True):
        dtm = value - 1
        later: list[LongestWin] = []
        for index in found[value]:
            board = _position(mat, index)
            if board is None:
                continue
            look = _likeness(board)
            if look in seen:
                continue
            seen.add(look)
            win = LongestWin(mat, index, board.fen(), dtm, board.is_check())
            (later if win.in_check else out).append(win)
            if len(out) >= count:
                return out
        out.extend(later[:count - len(out)])
        if len(out) >= count:
            return out
    return out


def winning_tables(folder: str | os.PathLike[str]) -> list[Material]:
    """The tables in a folder where the stronger side has an attacking piece (a rook, horse, cannon or
    pawn) and can win, by name (smallest first); files that cannot be read are left out here (their
    problem shows when they are probed)."""
    out = []
    for path in sorted(Path(folder).glob(f"*{SUFFIX}")):
        try:
            material = parse_name(path.stem)
            if material.attackers(0) == 0:
                continue
            info = TableFile(path, material).info
        except (ValueError, TablebaseError):
            continue
        if info.wins:
            out.append(material)
    return sorted(out, key=lambda m: (m.pieces, m.name))
