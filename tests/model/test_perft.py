"""Perft counts against the published numbers in tests/data/perft.json."""

import json
from pathlib import Path

import pytest

from app.model import Board, perft

DATA = json.loads((Path(__file__).parent.parent / "data" / "perft.json").read_text())
FAST_LIMIT = 250_000  # leaves per case in the default run; deeper counts are marked slow

CASES = []
for index, entry in enumerate(DATA["positions"]):
    for depth, nodes in entry["nodes"].items():
        marks = [] if nodes <= FAST_LIMIT else [pytest.mark.slow]
        if nodes > 15_000_000:
            continue  # beyond what pure Python counts in reasonable time even in the slow run
        CASES.append(pytest.param(entry["fen"], int(depth), nodes, marks=marks, id=f"pos{index}-d{depth}"))


def test_every_position_is_counted():
    assert {c.values[0] for c in CASES} == {e["fen"] for e in DATA["positions"]}
    assert len({c.values[0] for c in CASES if not c.marks}) >= len(DATA["positions"]) - 1


@pytest.mark.parametrize("fen, depth, expected", CASES)
def test_perft(fen, depth, expected):
    board = Board.from_fen(fen)
    before = board.fen()
    assert perft(board, depth) == expected
    assert board.fen() == before, "perft must leave the board as it found it"
