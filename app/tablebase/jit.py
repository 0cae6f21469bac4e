"""The tablebase kernel's decorator as CPython runs it: the functions stay plain Python (see
app.tablebase.compiled, which loads the same kernel again with numba's ``njit`` here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

F = TypeVar("F", bound=Callable[..., object])


def jit(func: F) -> F:
    """The function itself (the compiled package's jit compiles it)."""
    return func


class IntArray(Protocol):
    """The kernel's arrays: lists of ints when CPython runs it, numpy arrays when compiled."""

    def __getitem__(self, i: int, /) -> int: ...

    def __setitem__(self, i: int, value: int, /) -> None: ...
