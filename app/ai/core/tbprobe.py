"""Probing the endgame tables inside the search: at a node whose material has a table among those
handed to the core (layout.TB_*, set up by app.ai.tables from the root's material), the table's exact
value ends the node instead of a search.

A material is known by its code: three bits per kind and colour of piece other than the kings (Red's
advisors first, Black's pawns last: :func:`material_code`), computed from the piece lists' counts at
every node while tables are handed over (none are, and nothing is done but one test, in the middle
game). The pieces' squares are written in the row's numbering into ``tb``'s first words and indexed by
the tablebase kernel's own code (tbindex). A value is scored as the search scores a mate: ``MATE - ply
- n`` for a win in n plies, ``-(MATE - ply - n)`` for a loss, a draw as a repetition draw is (0, or the
contempt: support.repetition).
"""

from __future__ import annotations

from .board import SIDE
from .jit import IntArray, jit
from .layout import (DRAW_RED, MATE, NO_SCORE, TB_CODE, TB_HITS, TB_ILLEGAL, TB_LAY, TB_MOST, TB_N, TB_OFFSET,
                     TB_ROW, TB_ROWS, TB_SLOTS)
from .tbindex import index_of

L_NSLOTS, L_SLOT, SW = 0, 8, 3      # the kernel's layout row: pieces, each piece's colour and kind (kernel.L_*)


@jit
def material_code(pl: IntArray) -> int:
    """The code of the material on the board (the piece lists' counts, three bits each), or -1 when
    some kind has more than seven."""
    code = 0
    for p in range(2, 16):
        if p == 8 or p == 9:        # the kings (and no piece 8)
            continue
        c = pl[p * 8 + 7]
        if c > 7:
            return -1
        code |= c << (3 * (p - 2 - 2 * (p >> 3)))
    return code


@jit
def tb_probe(pl: IntArray, st: IntArray, tb: IntArray, tv: IntArray, ply: int) -> int:
    """The tables' score of the position at ply for the side to move, or NO_SCORE when no table
    handed over holds it."""
    count = 1                       # Red's king; Black's is code 9, counted below
    for p in range(2, 16):
        count += pl[p * 8 + 7]
    if count > tb[TB_MOST]:
        return NO_SCORE
    code = material_code(pl)
    for r in range(tb[TB_N]):
        base = TB_ROWS + r * TB_ROW
        if tb[base + TB_CODE] != code:
            continue
        lo = base + TB_LAY
        prev = -1
        k = 0
        for i in range(tb[lo + L_NSLOTS]):
            p = tb[lo + L_SLOT + SW * i + 1] | (tb[lo + L_SLOT + SW * i] << 3)
            k = k + 1 if p == prev else 0
            prev = p
            tb[TB_SLOTS + i] = pl[p * 8 + k]
        side = st[SIDE]
        idx = index_of(tb, side, tb, lo, -1)
        if idx < 0:
            return NO_SCORE
        v = int(tv[tb[base + TB_OFFSET] + idx])
        if v == TB_ILLEGAL:
            return NO_SCORE
        st[TB_HITS] += 1
        if v == 0:
            return st[DRAW_RED + side]
        n = v - 1
        if n & 1:
            return MATE - ply - n
        return -(MATE - ply - n)
    return NO_SCORE
