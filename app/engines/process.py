"""An engine subprocess: start it, write lines, read its lines through a background thread, end it.

The reader thread feeds a bounded queue (app.engines.output: no line longer than 64 KiB, at most
about 1 MiB unread, old info lines dropped first), so a caller waits for a line with a timeout, never
blocks on the pipe, and a flooding engine cannot grow our memory. The process gets its own process
group (POSIX) and a weakref finalizer that also runs at interpreter exit; ending it always ends the
whole group, so nothing the engine started outlives it, even when the engine quit by itself first.
"""

from __future__ import annotations

import logging
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
import weakref
from collections.abc import Sequence

from .errors import EngineError, EngineProblem, EngineTerminated
from .output import MAX_LINE, OutputEnded, read_lines
from .transport import QueuedLines

log = logging.getLogger(__name__)

GROUP_GRACE = 1.0       # seconds the engine's other processes get after SIGTERM before SIGKILL


def _group_members_alive(pgid: int) -> bool:
    """True if a process of the group still runs (zombies, which nobody may reap, do not count)."""
    try:
        os.killpg(pgid, 0)
    except OSError:
        return False
    if not os.path.isdir("/proc"):
        return True
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if len(fields) > 2 and fields[2] == str(pgid) and fields[0] != "Z":
            return True
    return False


def _wait_group(proc: subprocess.Popen[bytes], timeout: float) -> bool:
    """Wait until the engine and every other process of its group have ended; False if some still run."""
    deadline = time.monotonic() + timeout
    while True:
        leader_gone = proc.poll() is not None
        if leader_gone and not _group_members_alive(proc.pid):
            return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.01)


def _kill(proc: subprocess.Popen[bytes], grace: float) -> None:
    """End a process and its group: give it `grace` seconds to quit, then terminate, then kill. The
    group is ended even when the engine has already quit (its children may still run)."""
    if proc.poll() is None and grace > 0:
        try:
            proc.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            pass
    if sys.platform == "win32":
        for end in (proc.terminate, proc.kill):
            if proc.poll() is not None:
                break
            try:
                end()
                proc.wait(timeout=2.0)
            except (OSError, subprocess.TimeoutExpired):
                pass
    else:
        for sig, wait in ((signal.SIGTERM, 2.0 if proc.poll() is None else GROUP_GRACE),
                          (getattr(signal, "SIGKILL", signal.SIGTERM), 2.0)):
            if proc.poll() is not None and not _group_members_alive(proc.pid):
                break
            try:
                os.killpg(proc.pid, sig)
            except OSError:
                pass
            _wait_group(proc, wait)
    try:
        if proc.stdin is not None:
            proc.stdin.close()
    except OSError:
        pass


def _not_started(program: str, cwd: str | None) -> EngineError:
    """Why a program could not be started when the system says "no such file": the file itself is
    missing, or it exists and what it needs to start (its #! interpreter, its loader) is missing."""
    if os.sep in program or (os.altsep and os.altsep in program):
        path: str | None = os.path.join(cwd or "", program)
    else:
        path = shutil.which(program)
    if path is None or not os.path.isfile(path):
        return EngineError(EngineProblem.NOT_FOUND, program=program)
    try:
        with open(path, "rb") as f:
            first = f.readline(512)
    except OSError:
        first = b""
    if first.startswith(b"#!"):
        words = first[2:].decode("utf-8", "replace").split()
        return EngineError(EngineProblem.NO_INTERPRETER, program=program, detail=words[0] if words else "(none)")
    return EngineError(EngineProblem.WRONG_SYSTEM, program=program)


class EngineProcess(QueuedLines):
    """A running engine program (a Transport); ``describe`` names it in error messages."""

    def __init__(self, argv: Sequence[str], *, cwd: str | None = None,
                 env: dict[str, str] | None = None) -> None:
        super().__init__()
        self.argv = list(argv)
        self.describe = " ".join(self.argv)
        self.program = self.argv[0] if self.argv else ""
        try:
            self._proc: subprocess.Popen[bytes] = subprocess.Popen(
                self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                cwd=cwd, env=env, start_new_session=sys.platform != "win32")
        except FileNotFoundError:
            raise _not_started(self.program, cwd) from None
        except PermissionError:
            raise EngineError(EngineProblem.NOT_EXECUTABLE, program=self.program) from None
        except OSError as exc:
            raise EngineError(EngineProblem.CANNOT_RUN, program=self.program, detail=str(exc.strerror or exc)) from None
        self._pid = self._proc.pid
        self._write_lock = threading.Lock()
        self._finalizer = weakref.finalize(self, _kill, self._proc, 0.0)
        assert self._proc.stdout is not None
        self._reader = threading.Thread(target=read_lines, args=(self._proc.stdout, self._lines),
                                        name=f"engine-reader-{self.pid}", daemon=True)
        try:
            self._reader.start()
        except RuntimeError as exc:          # no thread to be had (a busy machine's limit): no engine either
            self._finalizer.detach()
            _kill(self._proc, 0.0)
            raise EngineError(EngineProblem.CANNOT_RUN, program=self.program, detail=str(exc)) from None

    @property
    def pid(self) -> int:
        """The engine's process id."""
        return self._pid

    @property
    def alive(self) -> bool:
        """True while the process runs."""
        return self._proc.poll() is None

    @property
    def returncode(self) -> int | None:
        """The exit status once the process ended."""
        return self._proc.poll()

    def send(self, line: str) -> None:
        """Write one command line; EngineTerminated if the engine is gone."""
        if "\n" in line or "\r" in line:
            raise ValueError(f"a command to an engine is one line: {line!r}")
        log.debug("%s << %s", self.pid, line)
        with self._write_lock:
            stdin = self._proc.stdin
            try:
                if stdin is None or stdin.closed:
                    raise BrokenPipeError
                stdin.write((line + "\n").encode("utf-8"))
                stdin.flush()
            except (BrokenPipeError, OSError, ValueError):
                raise self._ended_error() from None

    def _ended(self, end: OutputEnded) -> EngineTerminated:
        """The engine's output ended: it quit or crashed (with its exit status), or it broke the
        output's bounds and is ended now."""
        if end.why is not None:
            self.close(grace=0.0)
            return EngineTerminated(EngineProblem.LINE_TOO_LONG, engine=self.describe, count=MAX_LINE)
        return self._ended_error()

    def _ended_error(self) -> EngineTerminated:
        code = None
        try:
            code = self._proc.wait(timeout=0.5)
        except subprocess.TimeoutExpired:
            pass
        return EngineTerminated(EngineProblem.ENDED, engine=self.describe, code=code)

    def close(self, grace: float = 1.0) -> None:
        """Ask the engine to quit, then terminate or kill it and what it started; wait until all is gone."""
        if self._proc.poll() is None:
            try:
                self.send("quit")
            except EngineTerminated:
                pass
        self._finalizer.detach()
        self._lines.end()                   # a reader waiting for room lets go
        _kill(self._proc, grace)
        if self._reader is not threading.current_thread():
            self._reader.join(timeout=2.0)

    def wait_until_gone(self, timeout: float) -> bool:
        """True if the process has ended within `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self._proc.poll() is not None:
                return True
            time.sleep(0.01)
        return self._proc.poll() is not None


__all__ = ["EngineProcess"]
