"""Python threads in the GUI process and the garbage collector (QtCore only).

Python's cyclic garbage collector frees what it finds on the thread that happens to trigger it; a Qt
object freed on a worker thread crashes Qt. ``pause_collection_while(thread)`` is called on the GUI
thread just before a worker thread starts: it collects once there and pauses the automatic
collector; while it is paused, a timer on the GUI thread runs the collections the collector would
have run (``collect_due``: the generations whose counts passed their thresholds), so a worker may
run for hours (a tournament) without garbage piling up; the timer turns the collector back on when
every such worker has ended.

Some threads live as long as the program: an engine's host thread, its output readers, an engine run
in the program's own process. No pause could cover them, so the program itself (and the test suite,
which runs windows and such threads in one process) calls ``collect_on_gui_thread()`` once, after
making the QApplication: from then on the collector never runs on its own, and the GUI thread's timer
runs every collection it would have run.
"""

from __future__ import annotations

import gc
import threading
from time import monotonic

from PySide6.QtCore import QCoreApplication, QTimer

_workers: set[threading.Thread] = set()
_resume: list[bool] = []           # [True] if the collector was on when the first worker started
_watch: list[QTimer] = []
_last_full: list[float] = [0.0]    # when collect_due last collected every generation (monotonic seconds)
FULL_EVERY = 10.0                  # seconds at least between two full collections by collect_due
WATCH_MS = 50
_always: list[QTimer] = []         # the timer of collect_on_gui_thread while it is in force


def collect_on_gui_thread() -> None:
    """GUI thread, with the QApplication made: for the rest of the program (or until
    ``end_collect_on_gui_thread``) the collector does not run on its own; a timer here runs each
    collection it would have run. Calling it again changes nothing."""
    if _always:
        return
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("collect_on_gui_thread needs the QApplication")
    gc.collect()
    _last_full[0] = monotonic()
    gc.disable()
    timer = QTimer(app)
    timer.setInterval(WATCH_MS)
    timer.timeout.connect(collect_due)
    timer.start()
    _always.append(timer)


def collecting_on_gui_thread() -> bool:
    """True while collect_on_gui_thread is in force."""
    return bool(_always)


def end_collect_on_gui_thread() -> None:
    """The collector runs on its own again (on whichever thread triggers it); the timer stops."""
    if _always:
        timer = _always.pop()
        timer.stop()
        timer.deleteLater()
        gc.enable()


def pause_collection_while(thread: threading.Thread) -> None:
    """Before `thread` starts (GUI thread): collect garbage here, then pause the collector until it and
    every other paused-for worker are done (the watch timer collects here meanwhile). Nothing to do
    while collect_on_gui_thread is in force."""
    if _always:
        return
    if not _workers:
        _resume[:] = [gc.isenabled()]
        gc.collect()
        _last_full[0] = monotonic()
        gc.disable()
    _workers.add(thread)
    if not _watch:
        timer = QTimer(QCoreApplication.instance())
        timer.setInterval(WATCH_MS)
        timer.timeout.connect(_tick)
        _watch.append(timer)
    _watch[0].start()


def collect_due() -> int | None:
    """GUI thread, while the collector is paused: run the collection it would have run by now, if any
    (the oldest generation whose count passed its threshold, as CPython chooses; a full collection at
    most every FULL_EVERY seconds, as CPython too holds them back); returns the generation collected."""
    t0, t1, t2 = gc.get_threshold()
    c0, c1, c2 = gc.get_count()
    if t0 <= 0 or c0 <= t0:
        return None
    generation = 0
    if c1 > t1:
        generation = 1
        now = monotonic()
        if c2 > t2 and now - _last_full[0] >= FULL_EVERY:
            generation = 2
            _last_full[0] = now
    gc.collect(generation)
    return generation


def _tick() -> None:
    resume_if_done()
    if _workers and _resume and _resume[0]:
        collect_due()


def resume_if_done() -> None:
    """Turn the collector back on if no worker is running (called by the timer, and by a worker's owner
    as soon as it has ended)."""
    for thread in [t for t in _workers if t.ident is not None and not t.is_alive()]:
        _workers.discard(thread)
    if not _workers:
        if _resume and _resume[0] and not _always:
            gc.enable()
        if _watch:
            _watch[0].stop()


__all__ = ["pause_collection_while", "resume_if_done", "collect_due", "collect_on_gui_thread",
           "collecting_on_gui_thread", "end_collect_on_gui_thread"]
