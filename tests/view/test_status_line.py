"""The play window's status bar gives a message and the opening each their own place (a
hint cut mid-character ran into "D00 Same-Direction…"): the message is shortened with "…" before a
gap, the opening label takes at most part of the bar, and each says all in its tooltip."""

import pytest
from PySide6.QtWidgets import QApplication

from app.model import Move
from app.view import texts
from app.view.status_line import GAP

LINE = ("h2e2", "h7e7", "h0g2", "h9g7", "i0h0", "i9h9")      # D10 Same-Direction Cannons …


def band(window, left: int, right: int) -> bytes:
    """The status bar's pixels from x = left to right (all its height), as drawn now."""
    image = window.statusBar().grab().toImage().copy(left, 0, right - left, window.statusBar().height())
    rgb = image.convertToFormat(image.Format.Format_RGB32)   # held: constBits() does not keep it alive
    return bytes(rgb.constBits())


@pytest.mark.parametrize("width, height", [(1024, 700), (1366, 768)])
def test_a_long_hint_stops_short_of_the_opening(qtbot, studio, width, height):
    window = studio.window
    window.resize(width, height)
    for iccs in LINE:
        assert studio.controller.play(Move.from_iccs(iccs))
    label = window.opening_label
    opening = label.text()
    assert opening.startswith("D10 Same-Direction Cannons")
    qtbot.waitUntil(lambda: window.width() == width and label.isVisible()
                    and label.geometry().right() < window.statusBar().width() - 20)
    QApplication.processEvents()
    hint = texts.hint("马二进三", opening) + " " + texts.hint("车九平八", opening) * 3
    window.show_status(hint)
    bar = window.statusBar()
    assert bar.currentMessage() == hint
    qtbot.waitUntil(lambda: label.width() <= window.width() * 2 // 5)    # the opening makes room for it
    QApplication.processEvents()
    start = label.geometry().left()
    gap = band(window, start - GAP + 2, start + 6)       # the gap before the label and the label's margin
    assert len(set(gap[i:i + 4] for i in range(0, len(gap), 4))) == 1, "the message runs into the opening"
    assert bar.toolTip() == hint                          # all of it, on the message's place
    shown = bar.shown_message()
    assert shown.endswith("…") and hint.startswith(shown[:-1])
    assert bar.fontMetrics().horizontalAdvance(shown) <= bar.message_rect().width()
    assert bar.message_rect().right() <= start - GAP + 1
    # the opening keeps to its part of the bar, the whole name in its tooltip
    assert label.width() <= window.width() * 2 // 5 and label.toolTip() == opening
    assert label.fontMetrics().horizontalAdvance(label.shown_text()) <= label.contentsRect().width()


def test_a_short_message_is_shown_whole(qtbot, studio):
    studio.window.show_status(texts.computers_stopped())
    bar = studio.window.statusBar()
    assert bar.shown_message() == texts.computers_stopped() == bar.currentMessage()
    studio.window.clear_status()
    assert bar.shown_message() == "" and bar.toolTip() == ""


def test_with_no_message_the_opening_takes_the_room_it_needs(qtbot, studio):
    """The opening was held to 40% of the bar with no message beside it: "D24 Same-Direction Cannons
    Straight Rook vs Horizontal Rook: …" was cut at 1366 pixels beside an empty bar."""
    window = studio.window
    window.resize(1366, 768)
    for iccs in ("h2e2", "h7e7", "h0g2", "h9g7", "i0h0", "i9i8", "h0h6", "i8d8"):
        assert studio.controller.play(Move.from_iccs(iccs))
    window.clear_status()
    label = window.opening_label
    opening = label.text()
    assert opening.startswith("D24")
    whole = label.fontMetrics().horizontalAdvance(opening) + 16
    assert whole > window.width() * 2 // 5                # a name longer than the old limit
    qtbot.waitUntil(lambda: label.shown_text() == opening, timeout=5_000)
    window.show_status(texts.hint("马二进三", opening) * 4)
    qtbot.waitUntil(lambda: label.width() <= window.width() * 2 // 5)    # a long message still gets its part
    window.clear_status()
    qtbot.waitUntil(lambda: label.shown_text() == opening, timeout=5_000)


def test_chinese_names_are_shortened_too(qtbot, studio, chinese):
    window = studio.window
    window.resize(1024, 700)
    studio.settings.language = "zh_CN"
    try:
        for iccs in LINE:
            assert studio.controller.play(Move.from_iccs(iccs))
        label = window.opening_label
        qtbot.waitUntil(lambda: window.width() == 1024 and label.isVisible() and label.width() > 0)
        QApplication.processEvents()
        opening = label.text()
        assert opening.startswith("D10 顺炮")
        hint = texts.hint("马二进三", opening) * 6
        window.show_status(hint)
        bar = window.statusBar()
        assert bar.shown_message().endswith("…") and bar.toolTip() == hint
        assert bar.message_rect().right() <= label.geometry().left() - GAP + 1
    finally:
        studio.settings.language = "en"
