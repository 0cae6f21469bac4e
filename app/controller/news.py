"""What a worker thread reported, read on the GUI thread without waiting."""

from __future__ import annotations

import queue
from collections.abc import Iterator
from typing import TypeVar

T = TypeVar("T")


def drained(news: queue.SimpleQueue[T]) -> Iterator[T]:
    """The items in `news` now, oldest first; stops when it is empty (never blocks)."""
    while True:
        try:
            yield news.get_nowait()
        except queue.Empty:
            return
