"""Small tables generated once per test session (the kernel is compiled, or loaded from numba's cache,
on first use: some 20 s of CPU the first time on a machine, under a second after)."""

from __future__ import annotations

from pathlib import Path

import pytest

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
    """The compiled kernel: under pytest-xdist the first worker compiles it, the others wait for its
    compile lock (app.tablebase.compiled holds one per cache folder), then load it from numba's cache
    (the cache folder is shared, the home folders not)."""
    compiled.kernel()
