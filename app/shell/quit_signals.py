"""A signal that would end the program (SIGTERM at logout, SIGHUP, Ctrl+C in a terminal, ...) ends it as
quitting does: the event loop ends, every feature closes on aboutToQuit (the engines with it: an engine
that ignores the end of its input would otherwise run on), and a game not saved keeps its autosave for
the next start. No window asks anything: nobody may be there to answer.

Python runs a signal's handler only when the interpreter gets control, which Qt's event loop does not
give it: the signal's number is written to a socket (signal.set_wakeup_fd) that the GUI thread
watches."""

from __future__ import annotations

import signal
import socket
from types import FrameType

from PySide6.QtCore import QCoreApplication, QSocketNotifier

from app.engines.ending_signals import ENDING_SIGNALS

_KEEP: list[object] = []      # the socket pair and the notifier, for the program's life


def quit_on_signals(qapp: QCoreApplication) -> None:
    """From now on (main thread, once), each ending signal that is not ignored makes `qapp` exit with the
    status 128 + the signal's number."""
    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)

    def noted(signum: int, frame: FrameType | None) -> None:
        """(The number reaches the socket before this runs: the exit happens there.)"""

    for sig in ENDING_SIGNALS:
        if signal.getsignal(sig) is signal.SIG_IGN:
            continue                          # (nohup's SIGHUP stays ignored)
        try:
            signal.signal(sig, noted)
        except (OSError, ValueError):
            continue
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, qapp)

    def woken() -> None:
        try:
            data = reader.recv(64)
        except OSError:
            return
        ending = [n for n in data if n in ENDING_SIGNALS]
        if ending:
            qapp.exit(128 + ending[0])

    notifier.activated.connect(woken)
    _KEEP.extend((reader, writer, notifier))


__all__ = ["quit_on_signals"]
