"""A library imported from the CCPD sample, and a brute-force replay of the same files."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from app.formats import read_games
from app.library import Library

SAMPLE = Path(__file__).parent.parent / "data" / "ccpd-games"


def sample_files() -> list[Path]:
    """The sample's game files in import order."""
    return sorted(p for p in SAMPLE.rglob("*.pgn"))


def position(fen: str) -> str:
    """Placement and side of a FEN (what a position search matches)."""
    return " ".join(fen.split()[:2])


@pytest.fixture(scope="session")
def sample_trees() -> list[tuple[Path, object]]:
    """(file, GameTree) for every game of the sample, read directly."""
    return [(p, tree) for p in sample_files() for tree in read_games(p)]


@pytest.fixture
def lib_copy(imported: Path, tmp_path: Path) -> Library:
    """A private, writable copy of the sample library."""
    path = tmp_path / "copy.xqlib"
    shutil.copy(imported, path)
    lib = Library(path)
    yield lib
    lib.close()
