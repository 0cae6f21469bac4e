"""Python threads in the GUI process and the garbage collector (QtCore only).

Python's cyclic garbage collector frees what it finds on the thread that happens to trigger it; a Qt
object freed on a worker thread crashes Qt. ``pause_collection_while(thread)`` is called on the GUI
thread just before a worker thread starts: it collects once there, pauses the collector, and a timer
on the GUI thread turns it back on when every such worker has ended. For short-lived workers only
(reading a file, an import, a judgement), never for a thread that lives as long as the program.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QCoreApplication, QTimer

_workers: set[threading.Thread] = set()
_resume: list[bool] = []           # [True] if the collector was on when the first worker started
_watch: list[QTimer] = []


def pause_collection_while(thread: threading.Thread) -> None:
    """Before `thread` starts (GUI thread): collect garbage here, then pause the collector until it and
    every other paused-for worker are done."""
    if not _workers:
        _resume[:] = [gc.isenabled()]
        gc.collect()
        gc.disable()
    _workers.add(thread)
    if not _watch:
        timer = QTimer(QCoreApplication.instance())
        timer.setInterval(50)
        timer.timeout.connect(resume_if_done)
        _watch.append(timer)
    _watch[0].start()


def resume_if_done() -> None:
    """Turn the collector back on if no worker is running (called by the timer, and by a worker's owner
    as soon as it has ended)."""
    for thread in [t for t in _workers if t.ident is not None and not t.is_alive()]:
        _workers.discard(thread)
    if not _workers:
        if _resume and _resume[0]:
            gc.enable()
        _watch[0].stop()


__all__ = ["pause_collection_while", "resume_if_done"]
