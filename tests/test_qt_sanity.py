"""Guards against a broken Qt binding: PySide6 6.12.0 lost a reference to False on every emit()."""

import sys

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    plain = Signal()
    valued = Signal(object)


def test_signal_emit_keeps_bool_refcounts():
    emitter = _Emitter()
    received = []
    emitter.valued.connect(received.append)
    before = sys.getrefcount(False), sys.getrefcount(True)
    for _ in range(200):
        emitter.plain.emit()
        emitter.valued.emit(1)
    after = sys.getrefcount(False), sys.getrefcount(True)
    assert abs(after[0] - before[0]) < 5 and abs(after[1] - before[1]) < 5, "this PySide6 corrupts refcounts"
    assert len(received) == 200
