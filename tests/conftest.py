"""Test-wide settings: Qt runs offscreen; data files live in tests/data."""

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The built-in engine searches with its pure core in tests (and in the engine processes they start):
# no test waits on, or competes with, a background compile. tests/ai/test_core.py builds the compiled
# core itself and holds it equal to the pure one.
os.environ.setdefault("XIANGQI_STUDIO_ENGINE", "python")


def pytest_configure(config):
    """Qt's standard locations (data folder, default QSettings) point at a test folder, so that no
    test writes into the user's own settings, library or autosaves."""
    from PySide6.QtCore import QStandardPaths
    QStandardPaths.setTestModeEnabled(True)


DATA = Path(__file__).parent / "data"


@pytest.fixture
def data_dir() -> Path:
    """Folder of the test data files."""
    return DATA


@pytest.fixture(scope="session")
def imported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A library file holding the CCPD sample games in tests/data/ccpd-games, imported once for the
    whole run (copy it before changing it)."""
    from app.library import Library
    path = tmp_path_factory.mktemp("lib") / "sample.xqlib"
    with Library(path) as lib:
        lib.import_paths([DATA / "ccpd-games"], workers=0)
    return path
