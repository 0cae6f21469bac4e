"""Probing: the public probe, the pure and compiled index agree, every legal move valued, colours
and mirror images answer alike."""

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

import app.tablebase as tb_api
from app.model import Board
from app.tablebase import Probe, Tablebase, Wdl, probe, probe_moves, set_folder
from app.tablebase.material import parse_name

from .positions import random_boards
from .reference import fen_of

ROOT = Path(__file__).resolve().parents[2]


def test_probe_answers_for_the_side_to_move(tables):
    set_folder(tables)
    try:
        assert probe(Board("3k5/9/4R4/9/9/9/9/9/9/4K4 w - - 0 1")) == Probe(Wdl.WIN, 1)
        mated = Board("3k5/9/3R5/9/9/9/9/9/9/4K4 b - - 0 1")
        assert mated.is_checkmate() and probe(mated) == Probe(Wdl.LOSS, 0)
        assert probe(Board("4k4/4R4/9/9/9/9/9/9/9/3K5 b - - 0 1")) == Probe(Wdl.DRAW, None)   # the king takes
        assert probe(Board()) is None                                    # no table for the opening
        assert probe(Board("4k4/9/9/9/9/9/9/9/9/RR1K5 w - - 0 1")) is None   # K+R+R vs K: none made here
    finally:
        set_folder(None)


def test_a_probe_is_a_frozen_value():
    p = Probe(Wdl.WIN, 5)
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.dtm = 3                                       # type: ignore[misc]
    assert Probe.of_value(6) == p and Probe.of_value(5) == Probe(Wdl.LOSS, 4)
    assert Probe.of_value(0) == Probe(Wdl.DRAW, None)
    assert p.after_move() == Probe(Wdl.LOSS, 6) and Probe(Wdl.LOSS, 4).after_move() == Probe(Wdl.WIN, 5)
    assert tb_api.probe is probe                        # the public name


@pytest.mark.parametrize("name", ["KRKA", "KHKA", "KPKE", "KCK", "KAK", "KRK"])
def test_the_pure_and_the_compiled_probe_agree(tables, name):
    pure, fast = Tablebase(tables, compiled=False), Tablebase(tables, compiled=True)
    assert not pure.compiled and fast.compiled
    material = parse_name(name)
    for board in random_boards(material, 200, seed=3) + random_boards(material.flipped(), 100, seed=4):
        assert pure.index(board) == fast.index(board)
        assert pure.probe(board) == fast.probe(board) is not None


def _turned(board):
    """The position with the colours swapped (ranks 0-9 as 9-0) and the mirror image (files a-i as i-a)."""
    squares = board.squares()
    flipped = [0] * 90
    mirrored = [0] * 90
    for sq, code in enumerate(squares):
        if code:
            rank, file = divmod(sq, 9)
            flipped[(9 - rank) * 9 + file] = code ^ 8
            mirrored[rank * 9 + 8 - file] = code
    side = board.turn.index
    return Board(fen_of(flipped, 1 - side)), Board(fen_of(mirrored, side))


@pytest.mark.parametrize("name", ["KRKA", "KHKA", "KPKE"])
def test_colours_swapped_and_mirror_images_have_the_same_value(tables, name):
    tb = Tablebase(tables, compiled=False)
    for board in random_boards(parse_name(name), 150, seed=11):
        flipped, mirrored = _turned(board)
        assert tb.probe(board) == tb.probe(flipped) == tb.probe(mirrored) is not None


def test_every_legal_move_is_valued_and_the_best_keeps_the_value(tables):
    tb = Tablebase(tables)
    for board in random_boards(parse_name("KHKA"), 60, seed=5):
        here = tb.probe(board)
        moves = tb.probe_moves(board)
        assert {m.move for m in moves} == set(board.legal_moves())
        assert all(m.value is not None for m in moves)
        if not moves:
            assert here == Probe(Wdl.LOSS, 0)
            continue
        assert moves[0].value == here                     # the best move keeps the position's value
        keys = [m.value.sort_key() for m in moves]
        assert keys == sorted(keys)
        for m in moves:
            board.push(m.move)
            assert tb.probe(board).after_move() == m.value
            board.pop()


def test_the_module_level_moves_list_uses_the_chosen_folder(tables):
    set_folder(tables)
    try:
        moves = probe_moves(Board("3k5/9/4R4/9/9/9/9/9/9/4K4 w - - 0 1"))
        assert moves[0].value == Probe(Wdl.WIN, 1)
    finally:
        set_folder(None)


def test_probing_needs_neither_numba_nor_numpy(tables):
    """The pure path: with numba and numpy unimportable, probe() still reads the tables."""
    code = (
        "import sys\n"
        "sys.modules['numba'] = None\n"
        "sys.modules['numpy'] = None\n"
        "from app.model import Board\n"
        "from app.tablebase import Tablebase, Probe, Wdl\n"
        f"tb = Tablebase({str(tables)!r})\n"
        "assert not tb.compiled\n"
        "assert tb.probe(Board('3k5/9/4R4/9/9/9/9/9/9/4K4 w - - 0 1')) == Probe(Wdl.WIN, 1)\n"
        "assert tb.probe_moves(Board('3ak4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1'))[0].value.wdl is Wdl.WIN\n"
        "print('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr
