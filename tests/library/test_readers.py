"""Reader processes: a plain script without a main guard can import a big folder (the readers never
run it again), a reader that cannot start or that dies fails the import with a clear error, never a
hang or an endless respawn."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from app.library import ErrorKind, LibraryError
from app.library.readers import ProcessReaders
from app.library.sources import Cancelled

from .conftest import SAMPLE
from .test_import import dump

ROOT = Path(__file__).resolve().parents[2]


def run_script(tmp_path: Path, body: str) -> subprocess.CompletedProcess[str]:
    """Run `body` as a plain script (no `if __name__ == "__main__"`), from another folder."""
    script = tmp_path / "plain.py"
    script.write_text(textwrap.dedent(body), encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, str(script)], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=240)


def test_a_plain_script_imports_with_reader_processes_once(tmp_path: Path, imported: Path) -> None:
    result = run_script(tmp_path, f"""
        from app.library import Library
        with open({str(tmp_path / "runs.txt")!r}, "a") as log:
            log.write("run\\n")
        with Library({str(tmp_path / "plain.xqlib")!r}) as lib:
            report = lib.import_paths([{str(SAMPLE)!r}], workers=2, batch=8)   # 62 files: readers start
        print(report.files_seen, report.games_added, report.duplicates)
    """)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["62", "42", "20"]
    assert (tmp_path / "runs.txt").read_text() == "run\n"          # the script ran once
    assert dump(tmp_path / "plain.xqlib") == dump(imported)


def test_a_reader_that_cannot_start_fails_the_import_clearly(tmp_path: Path) -> None:
    result = run_script(tmp_path, f"""
        import sys
        from app.library import Library, LibraryError
        sys.executable = "/bin/false"          # no reader can start
        with Library({str(tmp_path / "nostart.xqlib")!r}) as lib:
            try:
                lib.import_paths([{str(SAMPLE)!r}], workers=2, batch=8)
            except LibraryError as exc:
                print(exc.kind, "|", exc.detail)
    """)
    assert result.returncode == 0, result.stderr
    kind, detail = result.stdout.split("|")
    assert kind.strip() == "readers-failed" and "could not start" in detail


def test_a_reader_that_dies_fails_the_import_instead_of_hanging(tmp_path: Path) -> None:
    readers = ProcessReaders(2)
    try:
        first = readers.submit(("texts", "one.pgn", 1, [(1, '[Event "x"]\n1. h2e2 *\n')]))
        assert len(readers.result(first, None).games) == 1
        for reader in readers._readers:
            reader.process.kill()
        tickets = [readers.submit(("file", str(p), p.read_bytes())) for p in sorted(SAMPLE.rglob("*.pgn"))[:20]]
        with pytest.raises(LibraryError) as info:
            for ticket in tickets:
                readers.result(ticket, None)
        assert info.value.kind is ErrorKind.READERS_FAILED and "exit code -9" in info.value.detail
    finally:
        readers.close()


def test_cancel_stops_the_wait_for_a_busy_reader(tmp_path: Path) -> None:
    readers = ProcessReaders(1)
    cancel = threading.Event()
    try:
        huge = "".join(f'[Event "{i}"]\n1. h2e2 h9g7 2. h0g2 i9h9 *\n\n' for i in range(60000))
        ticket = readers.submit(("texts", "huge.pgn", 1, [(1, huge)]))
        cancel.set()
        with pytest.raises(Cancelled):
            readers.result(ticket, cancel)
    finally:
        readers.close()

