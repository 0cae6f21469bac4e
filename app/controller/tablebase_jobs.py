"""Settings ▸ Tablebases: the tables of the chosen folder, and generating missing ones in the background.

``folder_tables(folder)`` lists the table files of a folder (name, size, generation time, or why one
cannot be used); ``TableGeneration`` makes tables with ``python -m app tablebase generate NAMES
--folder DIR`` in a process of its own (so the window never waits, and the generator's compiled kernel
never holds this process's GIL), reports each table done and the one under way, and Cancel ends the
process with SIGTERM, on which the generator drops the table under way: no partial file is left
(the files are written whole and renamed into place, app.formats.atomic), the finished ones stay.
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QProcessEnvironment, Signal

from app.engines.builtin import builtin_env
from app.tablebase import TablebaseError
from app.tablebase.folders import default_folder
from app.tablebase.material import TWO_ATTACKER, Material, dependencies, one_attacker, parse_name
from app.tablebase.storage import SUFFIX, TableFile, table_path

KILL_AFTER_MS = 5000        # a cancelled generator that has not ended by then is killed


@dataclass(frozen=True)
class TableEntry:
    """A table file in the folder: its name, size in bytes, the seconds its generation took, and the
    problem's kind (a TableProblem value, "" when the table can be used) with the English detail."""

    name: str
    size: int
    seconds: float
    problem: str = ""
    detail: str = ""


def folder_of(setting: str) -> Path:
    """The tables' folder a setting names ("" : the program's default folder)."""
    return Path(setting) if setting else default_folder()


def folder_tables(folder: str | os.PathLike[str]) -> list[TableEntry]:
    """The table files of a folder, by name (none if the folder is not there)."""
    where = Path(folder)
    try:
        files = sorted(where.glob(f"*{SUFFIX}")) if where.is_dir() else []
    except OSError:
        return []
    out = []
    for path in files:
        try:
            info = TableFile(path).info
        except TablebaseError as err:
            try:
                size = path.stat().st_size
            except OSError:
                size = 0
            out.append(TableEntry(path.stem, size, 0.0, str(err.problem), err.english()))
            continue
        out.append(TableEntry(info.name, info.file_size, info.seconds))
    return out


def missing(folder: str | os.PathLike[str], targets: list[Material]) -> list[str]:
    """The names of the tables `targets` need (they and those they lead to) not usable in the folder."""
    have = {e.name for e in folder_tables(folder) if not e.problem}
    return [m.name for m in dependencies(targets) if m.name not in have]


def one_attacker_set() -> list[Material]:
    """The one-attacker endgames (with those they lead to, 369 tables)."""
    return list(one_attacker())


def two_attacker_names() -> tuple[str, ...]:
    """The two-attacker endgames that can be made here, by name."""
    return TWO_ATTACKER


_DONE = re.compile(r"^(\w+): (made|already there), ")
_START = re.compile(r"^(\w+): [\d,]+ indices")


class TableGeneration(QObject):
    """Generating tables in a process of its own. ``start(names, folder)``; ``cancel()``.

    progress(done, total, name): tables made of those to make (the targets and what they need, less
    those the folder already has), the one under way ("" before the first); table_done(name);
    finished(outcome, detail): "done", "cancelled" or "failed" (detail: the generator's last error line)."""

    progress = Signal(int, int, str)
    table_done = Signal(str)
    finished = Signal(str, str)

    def __init__(self, parent: QObject | None = None, program: list[str] | None = None) -> None:
        super().__init__(parent)
        self._program = program or [sys.executable, "-m", "app", "tablebase", "generate"]
        self._process: QProcess | None = None
        self._cancelled = False
        self._total = 0
        self._done = 0
        self._current = ""
        self._errors: list[str] = []
        self._out = b""
        self._err = b""

    @property
    def running(self) -> bool:
        """True while a generation runs."""
        return self._process is not None

    def start(self, names: list[str], folder: str | os.PathLike[str]) -> None:
        """Make the tables `names` name (and those they need) in `folder` (made if need be)."""
        if self._process is not None:
            raise RuntimeError("a generation is already running")
        targets = [parse_name(n) for n in names]
        # the progress counts the tables to make: those the folder has already are skipped at once
        self._total, self._done, self._current = len(missing(folder, targets)), 0, ""
        self._cancelled, self._errors, self._out, self._err = False, [], b"", b""
        Path(folder).mkdir(parents=True, exist_ok=True)
        process = QProcess(self)
        env = QProcessEnvironment()
        for key, value in builtin_env().items():
            env.insert(key, value)
        process.setProcessEnvironment(env)
        process.readyReadStandardOutput.connect(self._read_out)
        process.readyReadStandardError.connect(self._read_err)
        process.finished.connect(self._ended)
        process.errorOccurred.connect(self._failed_to_start)
        self._process = process
        self.progress.emit(0, self._total, "")
        process.start(self._program[0], [*self._program[1:], *[m.name for m in targets],
                                         "--folder", os.fspath(folder)])

    def cancel(self) -> None:
        """Stop the generation: the table under way is dropped, the finished ones stay."""
        process = self._process
        if process is None:
            return
        self._cancelled = True
        process.terminate()
        if not process.waitForFinished(KILL_AFTER_MS) and self._process is process:
            process.kill()

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the generation to end (tests and quitting); True if it has."""
        process = self._process
        return process is None or process.waitForFinished(msecs) or self._process is None

    # ----- the process's output -------------------------------------------------------------------
    def _read_out(self) -> None:
        if self._process is None:
            return
        self._out += bytes(self._process.readAllStandardOutput().data())
        *lines, rest = self._out.split(b"\n")
        self._out = rest
        for raw in lines:
            match = _DONE.match(raw.decode("utf-8", "replace").strip())
            if match:
                if match.group(2) == "made":          # not one the folder had: it is not counted
                    self._done = min(self._total, self._done + 1)
                self.table_done.emit(match.group(1))
                self.progress.emit(self._done, self._total, self._current)

    def _read_err(self) -> None:
        if self._process is None:
            return
        self._err += bytes(self._process.readAllStandardError().data())
        *lines, rest = self._err.split(b"\n")
        self._err = rest
        for raw in lines:
            line = raw.decode("utf-8", "replace").strip()
            match = _START.match(line)
            if match:
                self._current = match.group(1)
                self.progress.emit(self._done, self._total, self._current)
            elif line.startswith("error:") or "Error" in line:
                self._errors.append(line)

    def _ended(self, code: int, _status: QProcess.ExitStatus) -> None:
        if self._process is None:
            return
        self._read_out()
        self._read_err()
        self._process.deleteLater()
        self._process = None
        if self._cancelled:
            self.finished.emit("cancelled", "")
        elif code == 0:
            self.finished.emit("done", "")
        else:
            self.finished.emit("failed", self._errors[-1] if self._errors else f"exit status {code}")

    def _failed_to_start(self, error: QProcess.ProcessError) -> None:
        if error is QProcess.ProcessError.FailedToStart and self._process is not None:
            detail = self._process.errorString()
            self._process.deleteLater()
            self._process = None
            self.finished.emit("failed", detail)


__all__ = ["TableEntry", "TableGeneration", "folder_of", "folder_tables", "missing", "one_attacker_set",
           "two_attacker_names", "table_path", "KILL_AFTER_MS"]
