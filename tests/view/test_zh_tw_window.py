"""The play window in Traditional Chinese: menus, labels and the notation follow zh_TW."""

from app.model import Move
from tests.view.test_keyboard_play import type_move


def test_window_switches_to_traditional_chinese_and_back(qtbot, studio):
    studio.controller.play(Move.from_iccs("h0g2"))
    studio.settings.set("language", "zh_TW")
    try:
        titles = [a.text() for a in studio.window.menuBar().actions()]
        assert titles[:2] == ["檔案(&F)", "對局(&G)"]
        assert studio.window.turn_label.text() == "輪到黑方走"
        assert studio.window.history.item(0, 0).text() == "傌二進三"
        box = type_move(qtbot, studio.window, "马８进７")
        assert box.preview.text() == "按回車走 馬８進７ · H8+7 · h9g7"
        assert studio.window.board_view.accessibleName() == "棋盤"
        assert studio.window.history.accessibleName() == "著法記錄"
        box.close_box()
    finally:
        studio.settings.set("language", "en")
    assert studio.window.history.item(0, 0).text() == "马二进三"
    assert studio.window.menuBar().actions()[1].text() == "&Game"
