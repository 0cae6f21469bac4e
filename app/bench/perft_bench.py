"""`python -m app.bench perft`: leaves/second of our perft and, in the same run, of cchess."""

from __future__ import annotations

import time

from app.model import Board, perft


def _ours(depth: int) -> tuple[int, float]:
    board = Board()
    start = time.perf_counter()
    nodes = perft(board, depth)
    return nodes, time.perf_counter() - start


def _cchess_perft(depth: int) -> tuple[int, float] | None:
    """Perft by the pure-Python cchess library (legal moves by its own check test), or None."""
    try:
        from cchess import FULL_INIT_FEN, ChessBoard
    except ImportError:
        return None

    def count(board, d: int) -> int:
        moves = [(f, t) for f, t in board.create_moves() if not board.is_checked_move(f, t)]
        if d == 1:
            return len(moves)
        total = 0
        for f, t in moves:
            child = board.copy()
            child._move_piece(f, t)  # noqa: SLF001 (third-party cchess: no public move without checks)
            child.next_turn()
            total += count(child, d - 1)
        return total

    start = time.perf_counter()
    nodes = count(ChessBoard(FULL_INIT_FEN), depth)
    return nodes, time.perf_counter() - start


def run(args: list[str]) -> int:
    """Print the perft benchmark; `--cchess-depth N` sets cchess's depth (default 3)."""
    cdepth = 3
    if "--cchess-depth" in args:
        cdepth = int(args[args.index("--cchess-depth") + 1])
    results = {}
    for depth in (3, 4):
        nodes, secs = _ours(depth)
        results[depth] = nodes / secs
        print(f"ours    perft({depth}) = {nodes:>9,} in {secs:7.3f} s  {nodes / secs:>12,.0f} leaves/s")
    peer = _cchess_perft(cdepth)
    if peer is None:
        print("cchess  not installed (pip install cchess) - no comparison")
        return 0
    nodes, secs = peer
    rate = nodes / secs
    print(f"cchess  perft({cdepth}) = {nodes:>9,} in {secs:7.3f} s  {rate:>12,.0f} leaves/s")
    if cdepth in results:
        print(f"ratio   ours/cchess at perft({cdepth}): {results[cdepth] / rate:.1f}x")
    return 0
