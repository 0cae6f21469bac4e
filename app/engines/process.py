"""An engine subprocess: start it, write lines, read its lines through a background thread, end it.

The reader thread feeds a queue, so a caller waits for a line with a timeout and never blocks on the
pipe. The process gets its own process group (POSIX) and a weakref finalizer that also runs at
interpreter exit, so an engine (and anything it started) never outlives the program.
"""

from __future__ import annotations

import logging
import os
import queue
import signal
import subprocess
import sys
import threading
import time
import weakref
from collections.abc import Sequence

from .values import EngineError, EngineTerminated, EngineTimeout

log = logging.getLogger(__name__)

_EOF = object()


def _kill(proc: subprocess.Popen[str], grace: float) -> None:
    """End a process and its group: give it `grace` seconds to quit, then terminate, then kill."""
    if proc.poll() is None and grace > 0:
        try:
            proc.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            pass
    for sig in (signal.SIGTERM, getattr(signal, "SIGKILL", signal.SIGTERM)):
        if proc.poll() is not None:
            break
        try:
            if sys.platform != "win32":
                os.killpg(proc.pid, sig)
            elif sig == signal.SIGTERM:
                proc.terminate()
            else:
                proc.kill()
        except OSError:
            pass
        try:
            proc.wait(timeout=2.0)
        except subprocess.TimeoutExpired:
            pass
    try:
        if proc.stdin is not None:
            proc.stdin.close()
    except OSError:
        pass


class EngineProcess:
    """A running engine program; ``describe`` names it in error messages."""

    def __init__(self, argv: Sequence[str], *, cwd: str | None = None,
                 env: dict[str, str] | None = None) -> None:
        self.argv = list(argv)
        self.describe = " ".join(self.argv)
        try:
            self._proc: subprocess.Popen[str] = subprocess.Popen(
                self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                text=True, encoding="utf-8", errors="replace", bufsize=1, cwd=cwd, env=env,
                start_new_session=sys.platform != "win32")
        except FileNotFoundError:
            raise EngineError(f"engine not found: {self.argv[0]}") from None
        except PermissionError:
            raise EngineError(f"engine {self.argv[0]} is not an executable program "
                              "(no permission to run it)") from None
        except OSError as exc:
            raise EngineError(f"engine {self.argv[0]} cannot be run ({exc.strerror or exc}); "
                              "is it a program?") from None
        self.pid = self._proc.pid
        self._lines: queue.Queue[object] = queue.Queue()
        self._write_lock = threading.Lock()
        self._finalizer = weakref.finalize(self, _kill, self._proc, 0.0)
        self._reader = threading.Thread(target=self._read, args=(self._proc, self._lines),
                                        name=f"engine-reader-{self.pid}", daemon=True)
        self._reader.start()

    @staticmethod
    def _read(proc: subprocess.Popen[str], lines: queue.Queue[object]) -> None:
        """Reader thread: every line of the engine's output into the queue, then the EOF mark."""
        assert proc.stdout is not None
        try:
            for line in proc.stdout:
                lines.put(line.rstrip("\r\n"))
        except (OSError, ValueError):
            pass
        lines.put(_EOF)

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
        log.debug("%s << %s", self.pid, line)
        with self._write_lock:
            stdin = self._proc.stdin
            try:
                if stdin is None or stdin.closed:
                    raise BrokenPipeError
                stdin.write(line + "\n")
                stdin.flush()
            except (BrokenPipeError, OSError, ValueError):
                raise EngineTerminated(self._ended_message()) from None

    def readline(self, timeout: float | None) -> str:
        """The next line (waiting up to `timeout` seconds; None waits for ever).

        EngineTimeout if none came in time, EngineTerminated if the engine's output ended.
        """
        try:
            item = self._lines.get(timeout=timeout)
        except queue.Empty:
            raise EngineTimeout(f"engine {self.describe} did not answer within {timeout:g} s") from None
        if item is _EOF:
            self._lines.put(_EOF)           # every later reader sees the end too
            raise EngineTerminated(self._ended_message())
        assert isinstance(item, str)
        log.debug("%s >> %s", self.pid, item)
        return item

    def _ended_message(self) -> str:
        code = None
        try:
            code = self._proc.wait(timeout=0.5)
        except subprocess.TimeoutExpired:
            pass
        how = "ended" if code is None else f"ended (exit status {code})"
        return f"engine {self.describe} {how}"

    def close(self, grace: float = 1.0) -> None:
        """Ask the engine to quit, then terminate or kill it; wait until it is gone."""
        if self._proc.poll() is None:
            try:
                self.send("quit")
            except EngineTerminated:
                pass
        self._finalizer.detach()
        _kill(self._proc, grace)
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
