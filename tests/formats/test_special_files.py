"""A game file that is no regular file, or is larger than any game collection, is refused at once
with a clear error, by every reader of game files (read_games, read_headers, open_collection, so the
study window, the export command, tournament openings, puzzle collections): a named pipe used to block
the reader for ever, before its first byte, so that not even Cancel could end it, and /dev/zero to
fill the memory."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import app.formats as formats
from app.formats import GameFileError, read_games, read_headers
from app.formats.collection import open_collection
from app.formats.problems import ProblemKind

ROOT = Path(__file__).resolve().parents[2]
GAME = '[Event "x"]\n[Result "*"]\n\n1. h2e2 h9g7 *\n'

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")


def refused(read, path) -> GameFileError:
    """What `read(path)` raised, read in a thread that must end (a reader blocked on a pipe never does)."""
    out: list[BaseException | object] = []

    def run() -> None:
        try:
            out.append(read(path))
        except BaseException as exc:  # noqa: BLE001 (kept to be looked at)
            out.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(60)
    assert not thread.is_alive(), f"reading {path} did not end"
    assert isinstance(out[0], GameFileError), out[0]
    assert out[0].problem.kind is ProblemKind.CANNOT_OPEN
    return out[0]


@pytest.mark.parametrize("read", [read_games, read_headers, open_collection])
def test_a_named_pipe_a_device_and_a_folder_are_refused(tmp_path, read):
    fifo = tmp_path / "games.pgn"
    os.mkfifo(fifo)
    assert "not a regular file" in str(refused(read, fifo))
    assert "not a regular file" in str(refused(read, "/dev/zero"))
    assert "folder" in str(refused(read, tmp_path))
    link = tmp_path / "link.pgn"
    link.symlink_to(fifo)
    assert "not a regular file" in str(refused(read, link))


def test_a_file_larger_than_any_collection_is_refused(tmp_path, monkeypatch):
    path = tmp_path / "big.pgn"
    path.write_text(GAME * 100, encoding="utf-8")
    monkeypatch.setattr(formats, "MAX_FILE_BYTES", len(GAME) * 50)
    assert "more than a game file may have" in str(refused(read_games, path))
    monkeypatch.setattr(formats, "MAX_FILE_BYTES", len(GAME) * 100)
    assert len(read_games(path)) == 100                     # at the limit: read


def test_the_export_command_and_tournament_openings_say_so_instead_of_hanging(tmp_path):
    fifo = tmp_path / "games.pgn"
    os.mkfifo(fifo)
    done = subprocess.run([sys.executable, "-m", "app", "export", str(fifo), "--to", str(tmp_path / "out.txt")],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode != 0 and "not a regular file" in done.stderr
    done = subprocess.run([sys.executable, "-m", "app", "tournament", "--engine", "builtin:novice", "--engine",
                           "builtin:beginner", "--openings", str(fifo), "--pgn", str(tmp_path / "t.pgn")],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode != 0 and "not a regular file" in done.stderr
    assert not (tmp_path / "t.pgn").exists()
