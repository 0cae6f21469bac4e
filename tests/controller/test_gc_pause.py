"""The cyclic garbage collector is paused while worker threads run in the GUI process; the GUI thread
collects meanwhile."""

from __future__ import annotations

import gc
import threading
import weakref

import pytest

from app.controller.gc_pause import (collect_on_gui_thread, end_collect_on_gui_thread, pause_collection_while,
                                     resume_if_done)

pytestmark = pytest.mark.usefixtures("collector_on_its_own")


def test_collection_pauses_until_every_worker_has_ended(qtbot):
    assert gc.isenabled()
    go = threading.Event()
    first = threading.Thread(target=go.wait, daemon=True)
    second = threading.Thread(target=go.wait, daemon=True)
    pause_collection_while(first)
    resume_if_done()                   # the watch timer's check, before the thread starts: it stays counted
    assert not gc.isenabled()
    first.start()
    pause_collection_while(second)
    second.start()
    assert not gc.isenabled()
    go.set()
    first.join()
    second.join()
    qtbot.waitUntil(gc.isenabled, timeout=5000)


def test_a_collector_turned_off_by_someone_else_stays_off(qtbot):
    gc.disable()
    try:
        worker = threading.Thread(target=lambda: None, daemon=True)
        pause_collection_while(worker)
        worker.start()
        worker.join()
        resume_if_done()               # what the watch timer does once the worker has ended
        assert not gc.isenabled()
    finally:
        gc.enable()


class Cycle:
    """Garbage only the cyclic collector frees (it refers to itself)."""

    def __init__(self):
        self.me = self


def test_while_a_long_worker_runs_garbage_is_collected_on_the_gui_thread(qtbot):
    """A worker may run for hours (a tournament): meanwhile the collector's work is done by the GUI
    thread's timer, never by the worker, and nothing piles up."""
    assert gc.isenabled()
    go, made_garbage, finish = threading.Event(), threading.Event(), threading.Event()
    where: list[threading.Thread] = []

    def worker():
        go.wait()
        junk = [[] for _ in range(5 * gc.get_threshold()[0])]      # what would make the collector run here
        made_garbage.set()
        finish.wait()
        del junk

    thread = threading.Thread(target=worker, daemon=True)
    pause_collection_while(thread)
    thread.start()
    try:
        garbage = Cycle()
        ref = weakref.ref(garbage, lambda _: where.append(threading.current_thread()))
        del garbage
        go.set()
        made_garbage.wait(10)
        qtbot.waitUntil(lambda: ref() is None, timeout=10_000)
        assert where == [threading.main_thread()]
        assert not gc.isenabled()                  # still paused: the worker runs
    finally:
        go.set()
        finish.set()
        thread.join()
    qtbot.waitUntil(gc.isenabled, timeout=5000)


def test_the_due_collection_is_the_oldest_generation_past_its_threshold(monkeypatch):
    from app.controller import gc_pause
    counts = [(10, 0, 0), (800, 3, 0), (800, 11, 2), (800, 11, 11), (800, 11, 11)]
    collected = []
    monkeypatch.setattr(gc, "get_threshold", lambda: (700, 10, 10))
    monkeypatch.setattr(gc, "get_count", lambda: counts.pop(0))
    monkeypatch.setattr(gc, "collect", lambda generation=2: collected.append(generation) or 0)
    clock = [100.0]
    monkeypatch.setattr(gc_pause, "monotonic", lambda: clock[0])
    monkeypatch.setattr(gc_pause, "_last_full", [100.0 - gc_pause.FULL_EVERY])
    assert [gc_pause.collect_due() for _ in range(4)] == [None, 0, 1, 2]
    clock[0] += 1.0                                  # a full collection a second ago: the middle one only
    assert gc_pause.collect_due() == 1
    assert collected == [0, 1, 2, 1]


def test_with_collection_on_the_gui_thread_no_other_thread_ever_frees_garbage(qtbot):
    """Threads that live as long as the program (an engine's host and readers) are covered by no pause:
    once the program keeps collection on the GUI thread, garbage one of them would have collected (it
    allocates past the collector's threshold) is freed by the GUI thread's timer, and the collector
    stays off after the thread ends."""
    collect_on_gui_thread()
    assert not gc.isenabled()
    where: list[threading.Thread] = []
    garbage = Cycle()
    ref = weakref.ref(garbage, lambda _: where.append(threading.current_thread()))
    del garbage
    made, finish = threading.Event(), threading.Event()

    def worker():
        junk = [[] for _ in range(5 * gc.get_threshold()[0])]      # what would make the collector run here
        made.set()
        finish.wait()
        del junk

    thread = threading.Thread(target=worker, daemon=True)
    thread.start()
    try:
        made.wait(10)
        qtbot.waitUntil(lambda: ref() is None, timeout=10_000)
        assert where == [threading.main_thread()]
    finally:
        finish.set()
        thread.join()
    pause_collection_while(threading.Thread(target=lambda: None))
    resume_if_done()
    assert not gc.isenabled()                      # a worker's pause ending does not turn it back on
    end_collect_on_gui_thread()
    assert gc.isenabled()
