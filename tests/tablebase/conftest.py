"""Small tables generated once per test session (the kernel is compiled, or loaded from numba's cache,
on first use: some 20 s of CPU the first time on a machine, under a second after)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.formats.safety import FileLock
from app.tablebase import compiled
from app.tablebase.generate import generate_tables
from app.tablebase.material import parse_name

SMALL = ("KRKA", "KHKA", "KPKE", "KCK")


@pytest.fixture(scope="session")
def tables(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder holding the tables of SMALL and those they need (do not change it: copy it)."""
    folder = tmp_path_factory.mktemp("tables")
    _kernel_once()
    generate_tables([parse_name(n) for n in SMALL], folder)
    return folder


def _kernel_once() -> None:
    """The compiled kernel, compiled by one test process at a time: under pytest-xdist the other
    workers wait, then load it from numba's cache (the cache folder is shared, the home folders not)."""
    folder = compiled.cache_dir()
    if folder is None:
        return
    lock = FileLock(Path(folder) / ".tests.lock")
    assert lock.acquire(timeout=900), "another test process held the kernel's compile for 15 minutes"
    try:
        compiled.kernel()
    finally:
        lock.release()
