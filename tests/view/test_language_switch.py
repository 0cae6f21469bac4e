"""Switching the language while windows are open says everything again in it: the library window's
toolbar, labels and status line, the analysis panel, the main window's title."""

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


def test_the_library_names_openings_in_the_script_of_the_language(qtbot, studio, tmp_path):
    """Under 繁體中文 the library's list and opening statistics name openings in Traditional characters,
    as the play and study windows do (they showed 顺炮直车对横车 beside 順炮直車對橫車 in the study window)."""
    from PySide6.QtCore import Qt
    from app.view.library_table import COLUMNS
    game = tmp_path / "d24.pgn"
    game.write_text('[Red "A"]\n[Black "B"]\n[Result "*"]\n\n1. 炮二平五 炮8平5 2. 马二进三 马8进7 '
                    '3. 车一平二 车9进1 4. 车二进六 车9平4 *\n', encoding="utf-8")
    library = studio.library.show_window()
    with qtbot.waitSignal(studio.library.controller.import_finished, timeout=30_000):
        studio.library.controller.start_import([str(game)])
    opening = [key for key, _ in COLUMNS].index("opening")
    model = library.model
    qtbot.waitUntil(lambda: model.rowCount() == 1)

    def shown() -> str:
        return str(model.data(model.index(0, opening), Qt.ItemDataRole.DisplayRole))

    def stats_names() -> list[str]:
        table = library.stats.table
        return [table.item(r, 0).text() for r in range(table.rowCount()) if table.item(r, 0) is not None]

    studio.settings.language = "zh_TW"
    try:
        qtbot.waitUntil(lambda: "順炮直車對橫車" in shown(), timeout=3000)
        library.stats.refresh()
        assert any("順炮直車對橫車" in name for name in stats_names())
        studio.settings.language = "zh_CN"
        qtbot.waitUntil(lambda: "顺炮直车对横车" in shown(), timeout=3000)
    finally:
        studio.settings.language = "en"
    library.close()
