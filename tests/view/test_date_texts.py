"""Dates shown in the UI's language; the library list shows them so (the file's text in the tooltip)."""

from app.view.date_texts import date_text


def test_english(qapp):
    assert [date_text(d) for d in ("1964年4月26日", "19540700", "1964.??.??", "7/23/1989", "第三轮")] == \
        ["26 Apr 1964", "Jul 1954", "1964", "23 Jul 1989", "第三轮"]


def test_chinese(qapp, chinese):
    assert [date_text(d) for d in ("1986.11.02", "1954.07.??", "1964", "unknown")] == \
        ["1986年11月2日", "1954年7月", "1964年", "unknown"]


def test_the_library_list_shows_dates_as_read_and_the_file_text_as_tooltip(qapp):
    from PySide6.QtCore import Qt

    from app.library import GameSummary
    from app.view.library_table import COLUMNS, GameListModel

    summary = GameSummary(1, "R", "B", "E", "7/23/1989", "*", "", "", 10, 1989, "")
    model = GameListModel()
    model.set_query(lambda order, descending, limit, offset: [(summary, 0)] if offset == 0 else [])
    column = [key for key, _ in COLUMNS].index("date")
    index = model.index(0, column)
    assert model.data(index) == "23 Jul 1989"
    assert "7/23/1989" in model.data(index, Qt.ItemDataRole.ToolTipRole)
