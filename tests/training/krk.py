"""A KRK ending for tests of the tables in a review: the tables made by the pure kernel (no numba
compile in the default suite), and a game in which Red gives the won ending away and Black then loses
the drawn one."""

from __future__ import annotations

from pathlib import Path

import pytest

import app.tablebase.compiled as compiled_kernel
from app.model import Board, Move
from app.model.tree import GameTree
from app.tablebase import Tablebase
from app.tablebase import kernel as pure_kernel
from app.tablebase.generate import generate_tables
from app.tablebase.material import parse_name

# Red (king d0, rook a8) mates in one against the king e9; a8e8 leaves the rook to the king (a draw),
# e9f9 does not take it (Red wins again), and Red goes on with the table's fastest win.
START = "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1"
GIVE_AWAY, NOT_TAKEN = "a8e8", "e9f9"
PLAYERS = {"Red": "Winner", "Black": "Defender"}


def make_krk(folder: Path) -> Path:
    """KRK (and KK) generated into `folder` by the pure kernel."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(compiled_kernel, "kernel", lambda: pure_kernel)
        generate_tables([parse_name("KRK")], folder, codec="zlib")
    return folder


def krk_game(tb: Tablebase) -> GameTree:
    """START, a8e8 (the win given away), e9f9 (the draw lost), the table's best move for Red."""
    board = Board.from_fen(START)
    board.push(Move.from_iccs(GIVE_AWAY))
    board.push(Move.from_iccs(NOT_TAKEN))
    finish = tb.probe_moves(board)[0].move.iccs
    return GameTree.from_moves([GIVE_AWAY, NOT_TAKEN, finish], START, headers=dict(PLAYERS))
