"""An exact mate prover: depth-limited AND/OR search over legal moves, checking moves first.

``mate_distance(board, max_moves)`` answers "can the side to move force mate within max_moves of its
own moves?" with the smallest such n, or None. A found mate is a proof: every defence was searched.
To stay fast in pure Python the attacker's quiet (non-checking) moves are searched only where at most
two attacker moves remain (a quiet move, then mate); earlier attacker moves must give check (the
连将杀 sequences of most mating puzzles). A caller may add a `suggest` function (an engine's best
move in a position): its quiet move is then tried too at any depth, so mates with an early quiet move
are found, and still proved, since every defence is searched whatever the attacker tries. So None
means "no mate of that shape", not a proof that none exists; a node budget bounds the work (over
budget: None). A win by stalemate (legal in xiangqi) is not counted as mate.
"""

from __future__ import annotations

from collections.abc import Callable

from app.model import Board, Move

Suggest = Callable[[Board], "Move | None"]

__all__ = ["mate_distance", "defence_lines", "DEFAULT_BUDGET"]

DEFAULT_BUDGET = 400_000   # positions visited per call before giving up


class _Budget(Exception):
    pass


class _Prover:
    def __init__(self, budget: int, suggest: Suggest | None = None) -> None:
        self.left = budget
        self.suggest = suggest
        self.table: dict[tuple[int, int], bool] = {}

    def tick(self) -> None:
        self.left -= 1
        if self.left < 0:
            raise _Budget

    def attacker_moves(self, board: Board, n: int) -> list[Move]:
        """Checks first; quiet moves only when n <= 2 (never for the mating move itself)."""
        checks: list[Move] = []
        quiet: list[Move] = []
        for m in board.legal_moves():
            (checks if board.gives_check(m) else quiet).append(m)
        if n == 2:
            return checks + quiet
        if n > 2 and self.suggest is not None:
            hint = self.suggest(board)
            if hint is not None and hint in quiet:
                return checks + [hint]
        return checks

    def attack(self, board: Board, n: int) -> bool:
        """True if the side to move mates within n of its moves."""
        key = (board.key, n)
        hit = self.table.get(key)
        if hit is not None:
            return hit
        self.tick()
        result = False
        for m in self.attacker_moves(board, n):
            board.push(m)
            try:
                if board.is_checkmate() or (n > 1 and self.defend(board, n - 1)):
                    result = True
                    break
            finally:
                board.pop()
        self.table[key] = result
        return result

    def defend(self, board: Board, n: int) -> bool:
        """True if every defence still loses to a mate within n attacker moves."""
        moves = board.legal_moves()
        if not moves:
            return board.is_check()
        for m in moves:
            self.tick()
            board.push(m)
            try:
                if not self.attack(board, n):
                    return False
            finally:
                board.pop()
        return True


def mate_distance(board: Board, max_moves: int, *, budget: int = DEFAULT_BUDGET,
                  suggest: Suggest | None = None) -> int | None:
    """Smallest n <= max_moves with a proved forced mate in n by the side to move, else None
    (`suggest`: an extra attacker move to try in each position, see the module docstring)."""
    work = board.copy()
    prover = _Prover(budget, suggest)
    try:
        for n in range(1, max_moves + 1):
            if prover.attack(work, n):
                return n
    except _Budget:
        return None
    return None


def defence_lines(board: Board, max_moves: int, *, budget: int = DEFAULT_BUDGET) -> list[tuple[str, int | None]]:
    """Each defence of the side to move (who is being mated) with the attacker's proved mate distance
    after it (None: no mate within max_moves found), the longest resistance first."""
    work = board.copy()
    out: list[tuple[str, int | None]] = []
    for m in work.legal_moves():
        work.push(m)
        try:
            out.append((m.iccs, mate_distance(work, max_moves, budget=budget)))
        finally:
            work.pop()
    out.sort(key=lambda t: -(max_moves + 1) if t[1] is None else -t[1])
    return out
