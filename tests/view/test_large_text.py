"""Large system fonts: the move list, study tree and clocks grow with them, and two Chinese moves still
fit side by side in the play window's move list."""

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication


@pytest.fixture
def large_font(qapp):
    before = QApplication.font()
    font = QFont(before)
    font.setPointSizeF(20)
    QApplication.setFont(font)
    yield
    QApplication.setFont(before)


def test_move_texts_follow_a_large_system_font(qtbot, large_font):
    from app.view.clock_widget import ClockFace
    from app.view.history import MoveHistory
    from app.view.move_tree import MoveTree
    history, tree = MoveHistory("Sans"), MoveTree("Sans")
    clock = ClockFace()
    for widget in (history, tree, clock):
        qtbot.addWidget(widget)
    assert history.font().pointSizeF() == pytest.approx(20 * 4 / 3)
    assert tree.font().pointSizeF() == pytest.approx(20 * 4 / 3)
    assert clock.digits.font().pointSizeF() >= 20 * 2.6 - 0.01


def test_two_chinese_moves_fit_in_the_move_list_at_a_large_font(qtbot, large_font):
    from app.view.main_window import MainWindow
    window = MainWindow("Sans", "traditional")
    qtbot.addWidget(window)
    window.show_history(["炮二平五", "马８进７"], False, 2, None)
    history = window.history
    history.resize(history.minimumWidth(), 300)
    assert history.font().pointSizeF() > 20                       # the moves are written large
    needed = history.fontMetrics().horizontalAdvance("炮二平五")
    assert history.columnWidth(0) >= needed and history.columnWidth(1) >= needed
