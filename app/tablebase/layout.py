"""A table's index: the order of its pieces and the strides of its groups, as the kernel's rows of
ints (app.tablebase.kernel: L_*, G_*).

Index = side to move, then the kings' pair (45 pairs: the mirror image of the others), then one number
per group of like pieces (their places in the group's square set, by the combinatorial number system),
defenders outermost and attackers innermost. A position whose kings both stand on the e-file has two
indices (it and its mirror image); the smaller is used and the other is marked illegal.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from app.model.tables import ADVISOR, CANNON, ELEPHANT, HORSE, KING, PAWN, ROOK

from . import kernel as kpure
from .ktables import BINOM, N_KING_PAIRS, SET_SIZE, set_of
from .material import Material

GROUP_ORDER = ((0, ADVISOR), (0, ELEPHANT), (1, ADVISOR), (1, ELEPHANT), (1, ROOK), (1, HORSE), (1, CANNON),
               (1, PAWN), (0, ROOK), (0, HORSE), (0, CANNON), (0, PAWN))


@dataclass(frozen=True)
class Group:
    """Like pieces of one colour: how many, the number of the first, and their stride in the index."""

    color: int
    kind: int
    count: int
    first: int
    stride: int


@dataclass(frozen=True)
class Layout:
    """A table's index for one material (in the table's own colours)."""

    material: Material
    pieces: tuple[tuple[int, int], ...]     # (colour, kind) of each piece number
    groups: tuple[Group, ...]
    half: int                               # indices with one side to move
    row: tuple[int, ...]                    # the kernel's layout row (LAY_W ints)

    @property
    def size(self) -> int:
        """Indices in the table (both sides to move)."""
        return 2 * self.half

    def group_of(self, color: int, kind: int) -> Group | None:
        """The group of this colour and kind, if the material has one."""
        return next((g for g in self.groups if g.color == color and g.kind == kind), None)


def _choose(n: int, k: int) -> int:
    return BINOM[n * 4 + k]


@functools.cache
def layout(material: Material) -> Layout:
    """The index of a material's table (its colours as given)."""
    pieces: list[tuple[int, int]] = [(0, KING), (1, KING)]
    spans = []
    for color, kind in GROUP_ORDER:
        n = material.count(color, kind)
        if n:
            spans.append((color, kind, n, len(pieces)))
            pieces.extend([(color, kind)] * n)
    strides = []
    stride = 1
    for color, kind, n, _first in reversed(spans):
        strides.append(stride)
        stride *= _choose(SET_SIZE[set_of(color, kind)], n)
    strides.reverse()
    groups = tuple(Group(c, k, n, first, s) for (c, k, n, first), s in zip(spans, strides, strict=True))
    half = N_KING_PAIRS * stride
    row = _row(pieces, [(g, g.count, set_of(g.color, g.kind), g.stride) for g in groups], half, stride, 0)
    return Layout(material, tuple(pieces), groups, half, tuple(row))


def _row(pieces: list[tuple[int, int]] | tuple[tuple[int, int], ...],
         groups: list[tuple[Group, int, int, int]], half: int, kp_stride: int, flip: int) -> list[int]:
    row = [0] * kpure.LAY_W
    row[kpure.L_NSLOTS] = len(pieces)
    row[kpure.L_NGROUPS] = len(groups)
    row[kpure.L_HALF] = half
    row[kpure.L_KPSTRIDE] = kp_stride
    row[kpure.L_FLIP] = flip
    group_of = {}
    for j, (g, _t, _s, _st) in enumerate(groups):
        for i in range(g.first, g.first + g.count):
            group_of[i] = j
    checkers: list[list[int]] = [[], []]
    for i, (color, kind) in enumerate(pieces):
        row[kpure.L_SLOT + kpure.SW * i] = color
        row[kpure.L_SLOT + kpure.SW * i + 1] = kind
        row[kpure.L_SLOT + kpure.SW * i + 2] = group_of.get(i, -1)
        if kind not in (ADVISOR, ELEPHANT):
            checkers[color].append(i)
    for color in (0, 1):
        row[kpure.L_ATT + color * kpure.AW] = len(checkers[color])
        for a, i in enumerate(checkers[color]):
            row[kpure.L_ATT + color * kpure.AW + 1 + a] = i
    for j, (g, tcount, setid, stride) in enumerate(groups):
        base = kpure.L_GROUP + j * kpure.GW
        row[base + kpure.G_PCOUNT] = g.count
        row[base + kpure.G_SET] = setid
        row[base + kpure.G_STRIDE] = stride
        row[base + kpure.G_FIRST] = g.first
        row[base + kpure.G_TCOUNT] = tcount
        row[base + kpure.G_KIND] = g.kind
    return row


@functools.cache
def view(source: Material, captured: int = -1) -> tuple[Material, tuple[int, ...]]:
    """How positions of `source` (its pieces numbered by layout(source)) are indexed in a table: the
    table of source itself, or with piece number `captured` taken; returns the table's (canonical)
    material and the view row."""
    own = layout(source)
    after = source
    if captured >= 0:
        color, kind = own.pieces[captured]
        after = source.without(color, kind)
    target, flip = after.canonical()
    tlay = layout(target)
    groups = []
    for g in own.groups:
        tcount = g.count - (1 if g.first <= captured < g.first + g.count else 0)
        tcolor = g.color ^ int(flip)
        tg = tlay.group_of(tcolor, g.kind)
        groups.append((g, tcount, set_of(tcolor, g.kind), tg.stride if tg is not None and tcount else 0))
    kp_stride = tlay.half // N_KING_PAIRS
    return target, tuple(_row(own.pieces, groups, tlay.half, kp_stride, int(flip)))


def slots_of(squares: tuple[int, ...] | list[int], material: Material) -> list[int]:
    """The square of each piece of a board (piece codes as Board.squares()) in layout(material)'s
    numbering."""
    own = layout(material)
    slots = [-1] * len(own.pieces)
    nxt: dict[tuple[int, int], int] = {}
    firsts = {(0, KING): 0, (1, KING): 1}
    for g in own.groups:
        firsts[(g.color, g.kind)] = g.first
    for sq, code in enumerate(squares):
        if code:
            key = (code >> 3, code & 7)
            i = firsts[key] + nxt.get(key, 0)
            nxt[key] = nxt.get(key, 0) + 1
            slots[i] = sq
    return slots


__all__ = ["Layout", "Group", "layout", "view", "slots_of", "CANNON", "HORSE", "PAWN", "ROOK", "ELEPHANT"]


def work_arrays(lay: Layout) -> tuple[Any, Any, Any, Any, Any, Any, Any]:
    """The kernel's scratch arrays: lay, board, slots, moves (piece, target), seen, stats."""
    import numpy as np
    return (np.array(lay.row, dtype=np.int64), np.zeros(90, dtype=np.int64),
            np.full(len(lay.pieces), -1, dtype=np.int64), np.zeros(kpure.MAX_MOVES, dtype=np.int64),
            np.zeros(kpure.MAX_MOVES, dtype=np.int64), np.zeros(kpure.MAX_MOVES, dtype=np.int64),
            np.zeros(kpure.N_STATS, dtype=np.int64))
