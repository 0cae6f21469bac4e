"""Distances to mate held against Fairy-Stockfish's search (UCI, UCI_Variant xiangqi): asked for a mate
in the table's number of moves (`go mate N`) it finds one, and never a shorter one; on a lost position
the table's best defence leads to the opponent's win one ply shorter, which the engine finds the same
way. A plain fixed-depth search is no oracle here: in these endgames its pruning finds the shortest
mate only far deeper than the mate (a mate in 6 moves with K+C+A+A+E vs K+A at depth 36)."""

import os
import random

import numpy as np
import pytest

from app.model import Board
from app.tablebase import Probe, Tablebase, Wdl
from app.tablebase.generate import ValueCache
from app.tablebase.material import parse_name
from app.tablebase.verify import fen_of_index
from tests.puzzles.fsf_oracle import FSF, Oracle

from .fsf import mate_search

pytestmark = pytest.mark.skipif(not os.path.exists(FSF), reason="needs the Debian package fairy-stockfish")


def _sample(tables, name, low, high, count, seed):
    """Positions of a table whose distance is in [low, high], as FENs."""
    material = parse_name(name)
    values = ValueCache(tables)(material)
    dist = values.astype(np.int64) - 1
    picks = np.flatnonzero((values != 0xFFFF) & (dist >= low) & (dist <= high))
    rng = random.Random(seed)
    return [fen_of_index(material, int(i)) for i in rng.sample(list(picks), min(count, len(picks)))]


def _fsf_plies(oracle, fen, depth):
    """Fairy-Stockfish's mate distance in plies for the side to move (+ a win, - a loss), or None."""
    kind, score, _line = oracle.search(fen, [], depth)
    if kind != "mate":
        return None
    return 2 * score - 1 if score > 0 else 2 * score


@pytest.fixture(scope="module")
def oracle():
    engine = Oracle(hash_mb=16)
    yield engine
    engine.send("quit")
    engine.proc.wait(timeout=10)


@pytest.mark.parametrize("name", ["KRKA", "KHKA", "KPKE", "KHK", "KPK"])
def test_short_mates_are_fairy_stockfishs(tables, oracle, name):
    tb = Tablebase(tables)
    fens = _sample(tables, name, 1, 11, 6, seed=1)
    assert fens
    for fen in fens:
        board = Board(fen)
        value = tb.probe(board)
        assert value is not None and value.wdl is not Wdl.DRAW
        if value.wdl is Wdl.LOSS:                   # the longest defence gives the opponent a win 1 shorter
            best = tb.probe_moves(board)[0]
            board.push(best.move)
            value = tb.probe(board)
            assert value == Probe(Wdl.WIN, best.value.dtm - 1), fen
        assert mate_search(oracle, board.fen(), (value.dtm + 1) // 2) == (value.dtm + 1) // 2, board.fen()


@pytest.mark.slow
@pytest.mark.parametrize("name", ["KRKA", "KHKA", "KPKE"])
def test_a_longer_mate_fairy_stockfish_finds_is_never_shorter_than_the_tables(tables, oracle, name):
    """On wins of 11 plies and more: a mate the engine reports is a real mate, so never shorter than
    the table's shortest; where it finds none, the table's win is a longer one than its search saw."""
    tb = Tablebase(tables)
    for fen in _sample(tables, name, 11, 99, 8, seed=2):
        value = tb.probe(Board(fen))
        if value.wdl is not Wdl.WIN:
            continue
        theirs = _fsf_plies(oracle, fen, 16)
        assert theirs is None or theirs >= value.dtm, fen
        assert value == Probe(Wdl.WIN, value.dtm)
