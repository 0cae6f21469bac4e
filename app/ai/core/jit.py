"""The core's decorator as CPython runs it: the functions stay plain Python (see app.ai.core.compiled,
which loads the same modules again with numba's ``njit`` here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

F = TypeVar("F", bound=Callable[..., object])


class IntArray(Protocol):
    """The core's arrays: lists of ints when CPython runs it, int64 numpy arrays when compiled."""

    def __getitem__(self, i: int, /) -> int: ...

    def __setitem__(self, i: int, value: int, /) -> None: ...


def jit(func: F) -> F:
    """The function itself (the compiled package's jit compiles it)."""
    return func


def jit_gil(func: F) -> F:
    """The same for a function that calls back into Python (the compiled one holds the GIL)."""
    return func
