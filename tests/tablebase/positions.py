"""Random legal positions of a material, for the tests (the board refuses illegal ones)."""

from __future__ import annotations

import random

from app.model import Board, FenError
from app.model.tables import KING, legal_squares
from app.tablebase.material import KIND_ORDER, Material

from .reference import fen_of


def random_boards(material: Material, count: int, seed: int) -> list[Board]:
    """`count` random legal positions of the material (either side to move)."""
    rng = random.Random(seed)
    out: list[Board] = []
    while len(out) < count:
        squares = [0] * 90
        pieces = [(c, KING) for c in (0, 1)] + [(c, kind) for c in (0, 1) for kind in KIND_ORDER
                                                for _ in range(material.count(c, kind))]
        ok = True
        for color, kind in pieces:
            free = [s for s in legal_squares(color, kind) if not squares[s]]
            if not free:
                ok = False
                break
            squares[rng.choice(free)] = kind | 8 * color
        if not ok:
            continue
        try:
            out.append(Board(fen_of(squares, rng.randrange(2))))
        except FenError:
            pass
    return out
