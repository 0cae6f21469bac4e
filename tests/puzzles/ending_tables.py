"""Two tiny tables for the "Win this ending" tests, generated with the kernel run by CPython (about a
second in all: no numba compile): KPK (a pawn wins in up to 19 plies, and can throw the win away) and
KRK (a rook mates in at most 3)."""

from __future__ import annotations

from pathlib import Path

from app.tablebase.generate import generate_tables
from app.tablebase.material import parse_name

NAMES = ("KPK", "KRK")


def make_tables(folder: Path) -> Path:
    """Generate KPK and KRK (and KK, which they need) into `folder`."""
    generate_tables([parse_name(n) for n in NAMES], folder, compiled=False)
    return folder
