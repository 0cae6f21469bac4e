"""Reader processes for imports: games are read (parsed and hashed) beside the process that stores them.

Each reader is started as ``python -m app.library.readers`` and talks over its standard input and output
(length-prefixed pickles of our own values). Unlike multiprocessing's spawn, this never runs the
caller's script again, so a script without an ``if __name__ == "__main__"`` guard can import a folder.
A reader that does not start (or stops) fails the import with LibraryError READERS_FAILED and what it
wrote on its error output; it is never started again and again. Waiting for a result looks at the
cancel flag, so Cancel and quitting work while a reader is busy with a long file.

``InlineReaders`` does the same work in this process, one task when its result is asked for."""

from __future__ import annotations

import os
import pickle
import queue
import struct
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import IO, Protocol

from .errors import ErrorKind, LibraryError
from .parsing import ParsedFile, run_task
from .sources import Cancelled

Task = tuple[object, ...]
_LENGTH = struct.Struct("<Q")
_ROOT = str(Path(__file__).resolve().parents[2])     # the folder holding the `app` package
START_TIMEOUT = 120.0         # seconds a reader may take to start (a loaded machine imports slowly)
_POLL = 0.05                  # seconds between looks at the cancel flag while waiting


def send(stream: IO[bytes], value: object) -> None:
    """Write one framed value."""
    data = pickle.dumps(value, pickle.HIGHEST_PROTOCOL)
    stream.write(_LENGTH.pack(len(data)))
    stream.write(data)
    stream.flush()


def receive(stream: IO[bytes]) -> object:
    """Read one framed value (EOFError at the end of the stream)."""
    head = stream.read(_LENGTH.size)
    if len(head) < _LENGTH.size:
        raise EOFError
    size = _LENGTH.unpack(head)[0]
    data = stream.read(size)
    if len(data) < size:
        raise EOFError
    return pickle.loads(data)


class Readers(Protocol):
    """Where an import's reading happens: tasks in, results (in any order of asking) out."""

    def submit(self, task: Task) -> int:
        """Queue a task; returns its ticket."""

    def result(self, ticket: int, cancel: threading.Event | None) -> ParsedFile:
        """The result of a task (Cancelled when `cancel` is set while waiting)."""

    def close(self) -> None:
        """Stop the readers."""


class InlineReaders:
    """Reading in this process: a task runs when its result is asked for."""

    def __init__(self) -> None:
        self._tasks: dict[int, Task] = {}
        self._next = 0

    def submit(self, task: Task) -> int:
        """Keep the task for later."""
        self._next += 1
        self._tasks[self._next] = task
        return self._next

    def result(self, ticket: int, cancel: threading.Event | None) -> ParsedFile:
        """Run the task now."""
        if cancel is not None and cancel.is_set():
            raise Cancelled
        return run_task(self._tasks.pop(ticket))

    def close(self) -> None:
        """Forget the tasks not run."""
        self._tasks.clear()


class _Reader:
    """One reader process and the thread that feeds it."""

    def __init__(self, owner: ProcessReaders) -> None:
        self.owner = owner
        self.errors = tempfile.TemporaryFile()
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (_ROOT, env.get("PYTHONPATH", "")) if p)
        self.process = subprocess.Popen([sys.executable, "-m", "app.library.readers"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=self.errors, env=env, cwd=_ROOT)
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self._serve, name="library-reader", daemon=True)
        self.thread.start()

    def error_output(self) -> str:
        """The last lines the process wrote to its error output."""
        self.errors.seek(0)
        lines = self.errors.read().decode("utf-8", "replace").strip().splitlines()
        return "\n".join(lines[-6:])

    def _serve(self) -> None:
        process = self.process
        assert process.stdin is not None and process.stdout is not None
        try:
            hello = receive(process.stdout)
        except (EOFError, OSError, pickle.UnpicklingError):
            self.owner.failed(self, "could not start")
            return
        if hello != "ready":
            self.owner.failed(self, "could not start")
            return
        self.ready.set()
        while True:
            item = self.owner.tasks.get()
            if item is None:
                return
            ticket, task = item
            try:
                send(process.stdin, task)
                result = receive(process.stdout)
            except (EOFError, OSError, pickle.UnpicklingError):
                self.owner.failed(self, "stopped")
                return
            self.owner.done(ticket, result)


class ProcessReaders:
    """`count` reader processes, started with the first task (an import of unchanged files starts
    none); results are handed back by ticket."""

    def __init__(self, count: int) -> None:
        if not sys.executable:
            raise LibraryError(ErrorKind.READERS_FAILED, "no Python interpreter to start readers with")
        self.tasks: queue.SimpleQueue[tuple[int, Task] | None] = queue.SimpleQueue()
        self._done: dict[int, ParsedFile] = {}
        self._failure: LibraryError | None = None
        self._closing = False
        self._next = 0
        self._changed = threading.Condition()
        self._count = max(1, count)
        self._readers: list[_Reader] = []
        self._started = 0.0

    def _start(self) -> None:
        self._started = time.monotonic()
        self._readers = [_Reader(self) for _ in range(self._count)]

    def _check_started(self) -> None:
        """LibraryError if no reader has started in START_TIMEOUT seconds."""
        if time.monotonic() - self._started > START_TIMEOUT and not any(r.ready.is_set() for r in self._readers):
            raise LibraryError(ErrorKind.READERS_FAILED, f"no reader started in {START_TIMEOUT:.0f} s")

    def failed(self, reader: _Reader, what: str) -> None:
        """A reader's thread: its process ended (or never started)."""
        code = reader.process.wait()
        with self._changed:
            if self._closing:
                self._changed.notify_all()
                return
        detail = f"a reader process {what} (exit code {code})"
        output = reader.error_output()
        if output:
            detail += ":\n" + output
        with self._changed:
            if self._failure is None and not self._closing:
                self._failure = LibraryError(ErrorKind.READERS_FAILED, detail)
            self._changed.notify_all()

    def done(self, ticket: int, result: object) -> None:
        """A reader's thread: a task's result."""
        with self._changed:
            self._done[ticket] = result  # type: ignore[assignment]
            self._changed.notify_all()

    def submit(self, task: Task) -> int:
        """Queue a task for the first free reader."""
        if not self._readers:
            self._start()
        self._next += 1
        self.tasks.put((self._next, task))
        return self._next

    def result(self, ticket: int, cancel: threading.Event | None) -> ParsedFile:
        """Wait for a task's result (LibraryError if a reader failed, Cancelled on cancel)."""
        with self._changed:
            while ticket not in self._done:
                if self._failure is not None:
                    raise self._failure
                if cancel is not None and cancel.is_set():
                    raise Cancelled
                self._check_started()
                self._changed.wait(_POLL)
            return self._done.pop(ticket)

    def close(self) -> None:
        """Stop the readers: at once (a task they are busy with is not needed any more)."""
        with self._changed:
            self._closing = True
        for _ in self._readers:
            self.tasks.put(None)
        for reader in self._readers:
            reader.process.kill()
            reader.process.wait()
        for reader in self._readers:
            reader.thread.join()
            for stream in (reader.process.stdin, reader.process.stdout, reader.errors):
                if stream is not None:
                    try:
                        stream.close()
                    except OSError:
                        pass


def serve() -> None:
    """A reader process: answer tasks from standard input until it ends."""
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)                      # a stray print goes to the error output, not into the answers
    sys.stdout = sys.stderr
    source = sys.stdin.buffer
    send(out, "ready")
    while True:
        try:
            task = receive(source)
        except EOFError:
            return
        send(out, run_task(task))  # type: ignore[arg-type]


if __name__ == "__main__":
    serve()
