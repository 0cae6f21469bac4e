"""The program's own puzzle files (a collection, the progress file, My mistakes, the cache of the
longest wins) read only regular files: a named pipe in a file's place made the reader wait for ever
for a writer (the Puzzles window froze), a device filled the memory. Each is refused as unreadable and
the program goes on."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.formats.safety import read_regular
from app.puzzles.collections import load_collection_file
from app.puzzles.endings import Endings
from app.puzzles.progress import ProgressStore
from app.training.collection import MistakesFile


def _without_waiting(path: Path, read: Callable[[], Any]) -> list[Any]:
    """What `read` gave or raised, run in a thread; it must end without a writer on the pipe."""
    out: list[Any] = []

    def run() -> None:
        try:
            out.append(read())
        except Exception as exc:  # noqa: BLE001 (what is raised is the answer the test looks at)
            out.append(exc)

    reader = threading.Thread(target=run, daemon=True)
    reader.start()
    reader.join(60)
    waited = reader.is_alive()
    if waited:                       # let the old reader go: a writer opens and closes the pipe
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        reader.join(60)
    assert not waited, "the reader waited for a writer on the pipe"
    return out


def test_read_regular_refuses_a_pipe_a_folder_a_device_and_a_file_too_large(tmp_path):
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    assert isinstance(_without_waiting(pipe, lambda: read_regular(pipe, 100))[0], OSError)
    with pytest.raises(OSError):
        read_regular(tmp_path, 100)
    with pytest.raises(OSError):
        read_regular("/dev/zero", 100)
    big = tmp_path / "big"
    big.write_bytes(b"x" * 101)
    with pytest.raises(OSError):
        read_regular(big, 100)
    assert read_regular(big, 101) == b"x" * 101
    with pytest.raises(FileNotFoundError):
        read_regular(tmp_path / "none", 100)


def test_a_pipe_in_a_collection_files_place_is_refused(tmp_path):
    pipe = tmp_path / "puzzles.json.gz"
    os.mkfifo(pipe)
    assert isinstance(_without_waiting(pipe, lambda: load_collection_file(pipe))[0], OSError)


def test_a_pipe_in_the_progress_files_place_is_set_aside_and_progress_starts_afresh(tmp_path):
    pipe = tmp_path / "progress.json"
    os.mkfifo(pipe)
    store = _without_waiting(pipe, lambda: ProgressStore(pipe))[0]
    assert isinstance(store, ProgressStore) and store.records == {}


def test_a_pipe_in_my_mistakes_place_is_set_aside(tmp_path):
    pipe = tmp_path / "my-mistakes.json"
    os.mkfifo(pipe)
    mistakes = _without_waiting(pipe, lambda: MistakesFile(pipe))[0]
    assert isinstance(mistakes, MistakesFile) and list(mistakes.collection.puzzles) == []
    assert mistakes.damage is not None and not pipe.exists()          # set aside under another name


def test_a_pipe_in_the_longest_wins_cache_place_is_no_cache(tmp_path):
    pipe = tmp_path / "endings-puzzles.json"
    os.mkfifo(pipe)
    endings = Endings(tmp_path / "no-tables", pipe)
    collection = _without_waiting(pipe, lambda: endings.collection())[0]
    assert not isinstance(collection, BaseException) and list(collection.puzzles) == []
