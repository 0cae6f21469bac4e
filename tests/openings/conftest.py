"""The tests' sample: CCPD master games with their [ECCO] tags, never seen by the shipped classifier."""

from __future__ import annotations

import lzma
from pathlib import Path

import pytest

from app.formats import read_bytes

SAMPLE = Path(__file__).resolve().parent.parent / "data" / "ccpd-ecco" / "holdout.pgn.xz"


@pytest.fixture(scope="session")
def tagged_games() -> list[tuple[list[str], str]]:
    """(moves in ICCS, [ECCO] tag) of every game of the sample."""
    games = read_bytes(lzma.decompress(SAMPLE.read_bytes()), SAMPLE.name)
    assert not games.errors
    return [(tree.mainline(), tree.headers["ECCO"]) for tree in games]
