"""An engine's output lines, read in bounded pieces and queued in bounded memory.

An engine is a program we did not write: it may write a line that never ends or flood us with info
lines faster than we read them. The reader reads at most ``MAX_LINE`` bytes of a line (a longer line
ends the output: no engine needs one, so the program is refused), and the queue holds at most
``QUEUE_LIMIT`` (characters, plus a per-line allowance so that empty lines count too). When it is
full, the oldest reports (``info`` and lines the protocols do not know) make room for the newest;
answers (``bestmove``, ``readyok``, ``uciok``, options...) are never dropped: the reader waits for
the caller to take some lines instead, and the engine waits on its full pipe.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from typing import BinaryIO

MAX_LINE = 64 * 1024            # bytes: the longest line an engine may send
QUEUE_LIMIT = 1024 * 1024       # characters of unread lines (each line also counts LINE_COST)
LINE_COST = 64
CHUNK = 64 * 1024               # bytes read from the pipe at once
ANSWERS = frozenset({"bestmove", "nobestmove", "readyok", "uciok", "ucciok", "id", "option", "bye",
                     "copyprotection", "registration", "pophash"})


class OutputEnded(Exception):
    """The engine's output ended; ``why`` is None at the end of the pipe, else what went wrong."""

    def __init__(self, why: str | None) -> None:
        super().__init__(why or "end of output")
        self.why = why


class OutputQueue:
    """The unread lines of one engine (filled by its reader thread, emptied by the caller)."""

    def __init__(self, limit: int = QUEUE_LIMIT) -> None:
        self._limit = limit
        self._items: deque[tuple[str, bool]] = deque()      # (line, droppable)
        self._size = 0
        self._cond = threading.Condition()
        self._ended = False
        self._why: str | None = None
        self.dropped = 0                                     # reports dropped to make room

    @staticmethod
    def _cost(line: str) -> int:
        return len(line) + LINE_COST

    def put(self, line: str) -> None:
        """Queue one line (see put_many)."""
        self.put_many([line])

    def put_many(self, lines: list[str]) -> None:
        """Queue lines in order (reader thread); waits while the queue is full of answers."""
        with self._cond:
            for line in lines:
                if self._ended:
                    return                               # closed: nobody reads any more
                if line.startswith("info "):
                    droppable = True                     # the common case, decided fast
                else:
                    words = line.split(None, 1)
                    droppable = not words or words[0] not in ANSWERS
                cost = len(line) + LINE_COST
                if self._make_room(cost, droppable):
                    self._items.append((line, droppable))
                    self._size += cost
                else:
                    self.dropped += 1
            self._cond.notify_all()

    def _make_room(self, cost: int, droppable: bool) -> bool:
        """Room for a line of `cost`: old reports are dropped first; an answer waits for the caller to
        take lines, a report is dropped itself (False) when only answers are queued."""
        while self._items and self._size + cost > self._limit:
            if self._ended:
                return False
            if self._drop_oldest_report():
                continue
            if droppable:
                return False
            self._cond.notify_all()
            self._cond.wait()
        return not self._ended

    def _drop_oldest_report(self) -> bool:
        """Remove the oldest droppable line; False if every queued line is an answer."""
        line, droppable = self._items[0]
        if droppable:
            self._items.popleft()
            self._size -= self._cost(line)
            self.dropped += 1
            return True
        for i, (line, droppable) in enumerate(self._items):
            if droppable:
                del self._items[i]
                self._size -= self._cost(line)
                self.dropped += 1
                return True
        return False

    def end(self, why: str | None = None) -> None:
        """No more lines will come (why: None at the end of the pipe, else the reason); a reader
        waiting for room gives up its line."""
        with self._cond:
            if not self._ended:
                self._ended, self._why = True, why
            self._cond.notify_all()

    def get(self, timeout: float | None) -> str:
        """The next line, waiting up to `timeout` s (None: for ever); TimeoutError if none came,
        OutputEnded once the queue is empty and the output ended."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            while not self._items:
                if self._ended:
                    raise OutputEnded(self._why)
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    raise TimeoutError
                self._cond.wait(left)
            line, _ = self._items.popleft()
            self._size -= self._cost(line)
            self._cond.notify_all()
            return line

    @property
    def size(self) -> int:
        """The characters (with the per-line allowance) waiting now."""
        return self._size


def read_lines(stream: BinaryIO, out: OutputQueue, max_line: int = MAX_LINE) -> None:
    """Reader thread: every line of `stream` into `out` (decoded as UTF-8, bad bytes replaced), then
    the end; a line longer than `max_line` bytes ends the output with a reason (it is not read on).
    Reads what the pipe holds (up to CHUNK bytes) at once and queues its lines together."""
    why: str | None = None
    pending = b""
    read = getattr(stream, "read1", stream.read)         # read1: what the pipe holds, without waiting for more
    try:
        while True:
            data = read(CHUNK)
            if not data:
                break
            parts = (pending + data).split(b"\n")
            pending = parts.pop()
            if len(pending) > max_line or (parts and max(map(len, parts)) > max_line + 1):
                why = f"sent a line longer than {max_line} bytes"
                break
            if parts:
                out.put_many([part.decode("utf-8", "replace").rstrip("\r") for part in parts])
        if pending and why is None:
            out.put_many([pending.decode("utf-8", "replace").rstrip("\r")])    # a last line without end
    except (OSError, ValueError):
        pass
    out.end(why)


__all__ = ["OutputQueue", "OutputEnded", "read_lines", "MAX_LINE", "QUEUE_LIMIT", "ANSWERS"]
