"""A slow, plain solver for small endgames, built only on app.model.Board: every position of a
material (and of those its captures lead to) enumerated, its legal moves taken from the board, and
distances to mate decided round by round. The tablebase's generator is held equal to it."""

from __future__ import annotations

from itertools import combinations

from app.model import Board, FenError
from app.model.fen import format_fen
from app.model.tables import KING, legal_squares
from app.tablebase.material import KIND_ORDER, Material


def fen_of(squares: list[int] | tuple[int, ...], side: int) -> str:
    return format_fen(list(squares), side, 0, 1)


def key(board: Board) -> str:
    return " ".join(board.fen().split()[:2])


def positions(material: Material) -> list[str]:
    """Every legal position of a material (both sides to move), as FEN keys."""
    groups = []
    for color in (0, 1):
        for kind in KIND_ORDER:
            n = material.count(color, kind)
            if n:
                groups.append((kind | 8 * color, sorted(legal_squares(color, kind)), n))
    out = []

    def place(i: int, squares: list[int]) -> None:
        if i == len(groups):
            for side in (0, 1):
                try:        # the board refuses kings facing and the side not to move in check
                    out.append(key(Board(fen_of(squares, side))))
                except FenError:
                    pass
            return
        code, where, n = groups[i]
        for combo in combinations(where, n):
            if any(squares[s] for s in combo):
                continue
            for s in combo:
                squares[s] = code
            place(i + 1, squares)
            for s in combo:
                squares[s] = 0

    for rk in sorted(legal_squares(0, KING)):
        for bk in sorted(legal_squares(1, KING)):
            squares = [0] * 90
            squares[rk], squares[bk] = KING, KING | 8
            place(0, squares)
    return out


def solve(material: Material) -> dict[str, int | None]:
    """FEN key -> plies to mate (odd: the side to move wins, even: it loses), None for a draw, for every
    legal position of the material and of the materials its captures lead to."""
    universe: list[str] = []
    seen: set[Material] = set()

    def add(m: Material) -> None:
        for colors in (m, m.flipped()):
            if colors not in seen:
                seen.add(colors)
                universe.extend(positions(colors))
                for c in (0, 1):
                    for kind in KIND_ORDER:
                        if colors.count(c, kind):
                            add(colors.without(c, kind))

    add(material)
    successors: dict[str, list[str]] = {}
    for k in universe:
        board = Board(k + " - - 0 1")
        succ = []
        for move in board.legal_moves():
            board.push(move)
            succ.append(key(board))
            board.pop()
        successors[k] = succ
    value: dict[str, int | None] = {k: 0 for k, s in successors.items() if not s}
    d = 1
    while True:
        new = {}
        for k, succ in successors.items():
            if k in value:
                continue
            vals = [value.get(s, -1) for s in succ]
            if d % 2:
                if any(v == d - 1 for v in vals):
                    new[k] = d
            elif all(v is not None and v >= 0 and v % 2 == 1 for v in vals):
                new[k] = d
        value.update(new)
        if not new and d > 2 and not any(v == d - 1 for v in value.values()):
            break
        d += 1
    return {k: value.get(k) for k in successors}
