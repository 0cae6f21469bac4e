"""A BookFile that is no book file must never hold up the engine: only a regular
file of at most MAX_BOOK_BYTES is read, it is read outside the search, the engine says why a file is
not used, and ``stop`` and ``quit`` are answered whatever the file. The engine is a real process
(``python -m app.ai.uci``) so that a hung one can be ended."""

from __future__ import annotations

import os
import threading

import pytest

from app.ai.book import MAX_BOOK_BYTES, Book, BookError, BookProblem
from app.engines.builtin import builtin_command, builtin_env
from app.engines.process import EngineProcess
from app.model import Board, Move

from tests.engines.conftest import gone

ANSWER = 30.0          # seconds: far longer than any answer takes; a hung engine fails the test here


def load_in_thread(path: str) -> tuple[threading.Thread, list[object]]:
    out: list[object] = []

    def run() -> None:
        try:
            out.append(Book.load(path))
        except (OSError, BookError) as exc:
            out.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread, out


@pytest.fixture
def odd_files(tmp_path):
    """A named pipe nobody writes to, a file larger than a book may be (sparse), and a folder."""
    fifo = tmp_path / "book.fifo"
    os.mkfifo(fifo)
    huge = tmp_path / "huge.bin"
    with open(huge, "wb") as fh:
        fh.truncate(MAX_BOOK_BYTES + 1)
    folder = tmp_path / "folder.bin"
    folder.mkdir()
    return {"fifo": str(fifo), "huge": str(huge), "folder": str(folder), "device": "/dev/zero"}


def test_only_a_regular_file_of_bounded_size_is_read_as_a_book(odd_files):
    for kind, path in odd_files.items():
        thread, out = load_in_thread(path)
        thread.join(ANSWER)
        assert not thread.is_alive(), f"reading the {kind} did not return"
        assert isinstance(out[0], BookError), (kind, out)
        want = BookProblem.TOO_LARGE if kind == "huge" else BookProblem.NOT_A_FILE
        assert out[0].problem is want, kind
    assert "regular file" in str(BookError(BookProblem.NOT_A_FILE))


class Engine:
    def __init__(self) -> None:
        self.proc = EngineProcess(builtin_command(), env=builtin_env())

    def send(self, *lines: str) -> None:
        for line in lines:
            self.proc.send(line)

    def until(self, prefix: str) -> list[str]:
        out = []
        while True:
            line = self.proc.readline(ANSWER)
            out.append(line)
            if line.startswith(prefix):
                return out


@pytest.mark.parametrize("kind", ["device", "fifo", "huge"])
def test_a_book_file_that_is_a_device_a_pipe_or_huge_never_holds_up_the_engine(odd_files, kind):
    path = odd_files[kind]
    engine = Engine()
    try:
        engine.send("uci")
        engine.until("uciok")
        engine.send("setoption name OwnBook value true", f"setoption name BookFile value {path}", "isready")
        engine.until("readyok")
        engine.send("position startpos", "go movetime 200")
        lines = engine.until("bestmove")
        assert Board().is_legal(Move.from_iccs(lines[-1].split()[1]))
        said = [line for line in lines if line.startswith(f"info string book file {path} not used")]
        assert said and ("regular file" in said[0] or "more than a book may have" in said[0]), lines
        engine.send("position startpos moves h2e2", "go infinite")
        engine.until("info depth")
        engine.send("stop")
        engine.until("bestmove")
        engine.send("go infinite")
        engine.send("quit")
        assert engine.proc.wait_until_gone(ANSWER)
    finally:
        engine.proc.close(grace=0.0)
    assert gone(engine.proc.pid)


def test_a_good_book_file_is_still_played_from(tmp_path):
    from app.ai.book import builtin_book
    book = builtin_book()
    assert book is not None
    path = tmp_path / "mine.bin"
    book.save(path)
    engine = Engine()
    try:
        engine.send("uci")
        engine.until("uciok")
        engine.send("setoption name OwnBook value true", f"setoption name BookFile value {path}",
                    "position startpos", "go movetime 200")
        lines = engine.until("bestmove")
        assert any(line.startswith("info string book move") for line in lines), lines
    finally:
        engine.proc.close(grace=0.0)
