"""The cyclic garbage collector is paused while short-lived worker threads run in the GUI process."""

from __future__ import annotations

import gc
import threading

from app.controller.gc_pause import pause_collection_while, resume_if_done


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
