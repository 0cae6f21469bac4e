"""Where the saved-game samples are: tests/data/games (copies of the shared samples; see its SOURCES.md)."""

from pathlib import Path

import pytest

GAMES = Path(__file__).resolve().parent.parent / "data" / "games"


def sample_files(root: Path = GAMES) -> list[Path]:
    """Every game file under a folder (the notes excluded)."""
    return sorted(p for p in root.rglob("*") if p.is_file() and not p.name.endswith(".md"))


@pytest.fixture
def games_dir() -> Path:
    return GAMES
