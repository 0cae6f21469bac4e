"""Test-wide settings: Qt runs offscreen; data files live in tests/data."""

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

DATA = Path(__file__).parent / "data"


@pytest.fixture
def data_dir() -> Path:
    """Folder of the test data files."""
    return DATA
