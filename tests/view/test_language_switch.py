"""Switching the language while windows are open says everything again in it: the library window's
toolbar, labels and status line, the analysis panel, the main window's title (issue 27 point 18)."""

from PySide6.QtWidgets import QDockWidget


def test_open_windows_follow_a_language_switch(qtbot, studio):
    library = studio.library.show_window()
    qtbot.addWidget(library)
    panel = studio.analysis.panels[0]
    assert (library.windowTitle(), panel.toggle.text(), studio.window.windowTitle()) == \
        ("Game library", "Start", "Xiangqi Studio")
    studio.settings.language = "zh_CN"
    try:
        qtbot.waitUntil(lambda: library.windowTitle() == "棋谱库", timeout=3000)
        assert library.actions_by_name["import_files"].text() == "导入文件…"
        assert library.field_labels[0].text() == "棋手："
        assert "games" not in library.count_label.text()
        qtbot.waitUntil(lambda: panel.toggle.text() == "开始", timeout=3000)
        dock = panel.parentWidget()
        assert isinstance(dock, QDockWidget) and dock.windowTitle() == "分析"
        assert studio.window.windowTitle() == "象棋工作室"
    finally:
        studio.settings.language = "en"
    qtbot.waitUntil(lambda: library.windowTitle() == "Game library", timeout=3000)
    library.close()
