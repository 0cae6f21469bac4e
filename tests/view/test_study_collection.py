"""Opening files in the study window off the GUI thread; a large file's list; header values as plain text."""

import threading

import pytest
from PySide6.QtCore import QModelIndex, QPoint, Qt, QTimer
from PySide6.QtGui import QTextDocument
from PySide6.QtGui import Qt as GuiQt

from app.controller import file_loader
from app.controller.study_controller import StudyController
from app.controller.study_document import StudyDocument
from app.formats import collection as collection_module
from app.model.tree import GameTree
from app.view import study_window
from app.view.game_list import COLUMNS, GameListWidget, GameTableModel
from app.shell.study_windows import open_study_window
from app.view.study_window import StudyWindow

GOOD = '[Event "Good {n}"]\n[Red "Red {n}"]\n[Black "Black {n}"]\n[Result "1-0"]\n\n1. h2e2 h9g7 2. h0g2 1-0\n\n'
BAD = '[Event "Bad"]\n[Result "*"]\n\n1. h2e2 h9h1 *\n\n'
HOSTILE = ['<img src="/etc/passwd">', "<b>bold</b>", "<a href='x'>link</a>", "&amp; <br> <i>x",
           '<table><tr><td>cell</td></tr></table>']


@pytest.fixture
def lazy(monkeypatch):
    monkeypatch.setattr(collection_module, "LAZY_FROM", 0)


@pytest.fixture
def no_boxes(monkeypatch):
    shown = []
    monkeypatch.setattr(study_window, "show_error", lambda parent, title, text: shown.append((title, text)))
    return shown


@pytest.fixture
def window(qtbot, no_boxes):
    win = StudyWindow(StudyController(StudyDocument()))
    qtbot.addWidget(win)
    return win


def test_a_file_is_read_while_the_window_keeps_answering(qtbot, window, lazy, tmp_path):
    path = tmp_path / "many.pgn"
    path.write_text(BAD + "".join(GOOD.format(n=i) for i in range(1, 20000)), encoding="utf-8")
    window.show()
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(window.controller.is_reading))
    timer.start(0)
    assert window.open_paths([str(path)])
    assert window.controller.is_reading, "open_paths returns at once: the reading goes on in a worker"
    assert window.read_bar.isVisible() and window.read_cancel.isVisible() and "many.pgn" in window.read_label.text()
    qtbot.waitUntil(lambda: not window.controller.is_reading, timeout=60000)
    timer.stop()
    assert True in ticks, "the event loop ran while the file was read"
    assert not window.read_bar.isVisible() and not window.read_cancel.isVisible()
    model = window.games_list.model
    assert model.rowCount() == 20000 and window.games_dock.isVisible()
    assert model.data(model.index(19999, 0)) == "Red 19999"
    assert window.controller.document.lazy and not window.controller.games.is_read(19999)
    assert window.controller.index == 0 and window.notice.isVisible(), "the first game shown is unreadable"
    assert any("Game 1" in line for line in window.notice.lines)


def test_choosing_an_unreadable_game_of_a_large_file_tells_why(qtbot, window, lazy, tmp_path, open_files):
    path = tmp_path / "mixed.pgn"
    path.write_text(GOOD.format(n=1) + BAD + GOOD.format(n=3), encoding="utf-8")
    window.show()
    assert open_files(window, [str(path)]).ok
    assert window.notice.isHidden()
    window.games_list.game_chosen.emit(1)
    assert window.controller.index == 1 and window.notice.isVisible()
    assert any("Game 2" in line for line in window.notice.lines)
    window.games_list.game_chosen.emit(2)
    assert window.notice.isHidden() and window.controller.tree.mainline() == ["h2e2", "h9g7", "h0g2"]


def test_the_cancel_button_stops_the_reading_and_keeps_the_games_shown(qtbot, window, lazy, tmp_path,
                                                                       monkeypatch):
    path = tmp_path / "games.pgn"
    path.write_text(GOOD.format(n=1) * 3, encoding="utf-8")
    go = threading.Event()
    real = file_loader.read_report
    monkeypatch.setattr(file_loader, "read_report", lambda p, progress=None, cancel=None: go.wait(10) and
                        real(p, progress, cancel))
    window.show()
    before = window.controller.tree
    assert window.open_paths([str(path)])
    qtbot.mouseClick(window.read_cancel, Qt.MouseButton.LeftButton)
    go.set()
    qtbot.waitUntil(lambda: not window.controller.is_reading, timeout=10000)
    assert window.controller.tree is before and window.controller.document.path is None
    assert window.statusBar().currentMessage() == "Opening cancelled"


def _shown_as(tooltip: str) -> str:
    """The text a reader sees in a tooltip (Qt shows rich text when the tooltip looks like HTML)."""
    if not GuiQt.mightBeRichText(tooltip):
        return tooltip
    doc = QTextDocument()
    doc.setHtml(tooltip)
    return doc.toPlainText()


def test_header_values_are_shown_as_plain_text_in_cells_and_tooltips(qapp):
    games = []
    for value in HOSTILE:
        games.append(GameTree(None, {key: value for key in COLUMNS}))
    model = GameTableModel(games)
    for row, value in enumerate(HOSTILE):
        for column in range(len(COLUMNS)):
            index = model.index(row, column)
            assert model.data(index, Qt.ItemDataRole.DisplayRole) == value
            tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
            assert _shown_as(tip) == value, f"{value!r} must be shown, not obeyed"
            assert "<img" not in tip and "<b>" not in tip


def test_very_long_header_values_are_cut_in_the_list(qapp):
    long = "x" * 1_000_000
    model = GameTableModel([GameTree(None, {"Red": long})])
    shown = model.data(model.index(0, 0))
    assert len(shown) < 300 and shown.startswith("xxx")
    assert len(model.data(model.index(0, 0), Qt.ItemDataRole.ToolTipRole)) < 3000


def test_the_list_reads_headers_through_headers_of_when_the_games_have_it(qapp):
    class Headers:
        asked: list[int] = []

        def __len__(self):
            return 50000

        def __getitem__(self, index):
            raise AssertionError("no game is parsed to list it")

        def headers_of(self, index):
            self.asked.append(index)
            return {"Red": f"R{index}"}

    games = Headers()
    widget = GameListWidget(games)
    # listed in the file's order: no game's headers are read until its row is shown (a sort at the
    # start read all 50,000, 11 s of CPU)
    assert len(games.asked) < 100
    assert widget.model.rowCount() == 50000 and widget.model.rowCount(QModelIndex()) == 50000
    assert widget.model.data(widget.model.index(49999, 0)) == "R49999"
    assert 49999 in games.asked


def test_a_large_file_opens_its_window_at_once_and_reads_in_it(qtbot, lazy, tmp_path, no_boxes):
    path = tmp_path / "big.pgn"
    path.write_text("".join(GOOD.format(n=i) for i in range(1, 300)), encoding="utf-8")
    win = open_study_window(None, str(path), show=False)
    assert win is not None and win.controller.is_reading
    qtbot.addWidget(win)
    win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.waitUntil(lambda: not win.controller.is_reading, timeout=10000)
    assert win.controller.document.path == str(path) and len(win.controller.games) == 299 and not no_boxes


def test_a_large_unreadable_file_closes_its_window_and_says_why(qtbot, lazy, tmp_path, no_boxes):
    png = tmp_path / "x.pgn"
    png.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8)
    win = open_study_window(None, str(png), show=True)
    assert win is not None
    qtbot.addWidget(win)
    win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.waitUntil(lambda: not win.controller.is_reading, timeout=10000)
    assert not win.isVisible() and no_boxes and "not a game file" in no_boxes[-1][1]


class _Listed:
    """Games known by their headers only, as a large file's are."""

    def __init__(self, headers):
        self.rows = headers

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, index):
        raise AssertionError("no game is parsed to list it")

    def headers_of(self, index):
        return self.rows[index]


def _click_header(qtbot, widget, column):
    header = widget.table.horizontalHeader()
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(header.sectionViewportPosition(column) + 5, header.height() // 2))


def _named(names):
    """Games that have only a Red player's name."""
    return _Listed([{"Red": name} for name in names])


def test_the_list_keeps_the_files_order_until_a_header_is_clicked(qtbot):
    widget = GameListWidget(_named(["Zhao", "Hu", "Lü", "Xu"]))
    qtbot.addWidget(widget)
    assert widget.visible_rows() == [0, 1, 2, 3]
    widget.show()
    qtbot.waitExposed(widget)
    _click_header(qtbot, widget, COLUMNS.index("Red"))
    assert widget.visible_rows() in ([1, 2, 3, 0], [0, 3, 2, 1])
    assert [widget.proxy.data(widget.proxy.index(r, 0)) for r in range(widget.proxy.rowCount())] in (
        ["Hu", "Lü", "Xu", "Zhao"], ["Zhao", "Xu", "Lü", "Hu"])


def test_a_sort_or_the_filter_reads_each_games_headers_once(qtbot):
    """Sorting asked each comparison's two values through Python (3 to 6 s of CPU at each click on a
    header for the 23,815 master games) and each letter typed in the filter read three values of every
    game again (a second's freeze a letter)."""
    names = ["Zhao", "Hu", "Lü", "Xu", "Wang", "Li", "Lü"]

    class Counted:
        asked = 0

        def __len__(self):
            return 3500

        def __getitem__(self, index):
            raise AssertionError("no game is parsed to list it")

        def headers_of(self, index):
            Counted.asked += 1
            return {"Red": names[index % 7], "Black": f"B{index:04}", "Event": "Cup" if index % 2 else "League"}

    games = Counted()
    widget = GameListWidget(games, follow=True)
    qtbot.addWidget(widget)
    widget.show_game(10)
    for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        Counted.asked = 0
        widget.table.sortByColumn(COLUMNS.index("Red"), order)
        assert Counted.asked <= len(games)
        rows = widget.visible_rows()
        shown = [names[game % 7] for game in rows]
        assert shown == sorted(shown, reverse=order == Qt.SortOrder.DescendingOrder)
        assert rows[:2] == ([1, 8] if order == Qt.SortOrder.AscendingOrder else [0, 7])  # file order among equals
        assert widget.selected_game() == 10 and widget.shown == 10
    Counted.asked = 0
    qtbot.keyClicks(widget.filter_edit, "cup")
    assert Counted.asked <= len(games)
    assert len(widget.visible_rows()) == 1750 and all(game % 2 for game in widget.visible_rows())
    qtbot.keyClicks(widget.filter_edit, " xu")
    assert Counted.asked <= len(games)
    assert widget.visible_rows()[:3] == [3, 17, 31]
    assert widget.proxy.headerData(0, Qt.Orientation.Vertical) == "4"    # the game's number in the file


def _sorted_by(qtbot, headers, column, order=Qt.SortOrder.AscendingOrder):
    widget = GameListWidget(_Listed(headers))
    qtbot.addWidget(widget)
    widget.table.sortByColumn(COLUMNS.index(column), order)
    return widget.visible_rows()


def test_dates_sort_by_the_day_they_name_whatever_their_form(qtbot):
    """Dates sorted as text: '2001年10月3日' came before '2001年9月1日', '4/17/1996' after '2001-…'.
    Text that is no date goes last either way (the newest games first, not typos such as '上989年5月2日')."""
    dates = ["2001年10月3日", "4/17/1996", "2001.9.1", "", "19990108", "2001-09-15", "unknown", "1999"]
    rows = _sorted_by(qtbot, [{"Date": d} for d in dates], "Date")
    assert [dates[r] for r in rows] == ["4/17/1996", "1999", "19990108", "2001.9.1", "2001-09-15", "2001年10月3日",
                                        "unknown", ""]
    rows = _sorted_by(qtbot, [{"Date": d} for d in dates], "Date", Qt.SortOrder.DescendingOrder)
    assert [dates[r] for r in rows] == ["2001年10月3日", "2001-09-15", "2001.9.1", "19990108", "1999", "4/17/1996",
                                        "unknown", ""]


def test_players_sort_as_a_chinese_reader_orders_them_and_blanks_last(qtbot):
    """By code point 李 (U+674E) came before 胡 (U+80E1) and 呂 first of all; games without a Red
    player (338 of the master games) filled the top of the list."""
    names = ["趙國榮", "", "胡榮華", "李來群", "呂欽", "許銀川", "柳大華"]
    rows = _sorted_by(qtbot, [{"Red": n} for n in names], "Red")
    assert [names[r] for r in rows] == ["胡榮華", "李來群", "柳大華", "呂欽", "許銀川", "趙國榮", ""]
    rows = _sorted_by(qtbot, [{"Red": n} for n in names], "Red", Qt.SortOrder.DescendingOrder)
    assert [names[r] for r in rows] == ["趙國榮", "許銀川", "呂欽", "柳大華", "李來群", "胡榮華", ""]
    latin = ["xu", "Hu", "Zhao", "lü", "Li"]
    rows = _sorted_by(qtbot, [{"Red": n} for n in latin], "Red")
    assert [latin[r] for r in rows] == ["Hu", "Li", "lü", "xu", "Zhao"]


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_dates_are_listed_whole_in_one_form(qtbot, request, language):
    """The list showed each date as its file wrote it ('4/17/1996', '2001.9.29.', '2001年10月24日') in a
    column of 80 pixels, which cut the Chinese ones ('2001年10…')."""
    if language == "zh_CN":
        request.getfixturevalue("chinese")
    dates = ["4/17/1996", "2001.9.29.", "2001年10月24日", "20000928", "someday"]
    widget = GameListWidget(_Listed([{"Date": d} for d in dates]))
    qtbot.addWidget(widget)
    column = COLUMNS.index("Date")
    shown = [widget.model.data(widget.model.index(row, column)) for row in range(len(dates))]
    assert shown == (["17 Apr 1996", "29 Sep 2001", "24 Oct 2001", "28 Sep 2000", "someday"] if language == "en" else
                     ["1996年4月17日", "2001年9月29日", "2001年10月24日", "2000年9月28日", "someday"])
    metrics = widget.table.fontMetrics()
    assert all(metrics.horizontalAdvance(text) + 8 <= widget.table.columnWidth(column) for text in shown)
    assert widget.model.data(widget.model.index(0, column), Qt.ItemDataRole.ToolTipRole) == "<qt>4/17/1996</qt>"


def test_the_game_shown_stays_in_sight_after_a_sort(qtbot):
    """A click on a header sorted the list and left it at its top, the game shown somewhere far below."""
    widget = GameListWidget(_Listed([{"Red": f"R{i % 97:03}"} for i in range(3000)]), follow=True)
    qtbot.addWidget(widget)
    widget.resize(400, 500)
    widget.show()
    qtbot.waitExposed(widget)
    widget.show_game(2500)
    for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        _click_header(qtbot, widget, COLUMNS.index("Red"))
        assert widget.table.horizontalHeader().sortIndicatorOrder() == order
        row = widget.visible_rows().index(2500)
        assert row > 100 and widget.selected_game() == 2500
        rect = widget.table.visualRect(widget.proxy.index(row, 0))
        assert widget.table.viewport().rect().contains(rect.center())


def test_a_third_click_on_a_header_goes_back_to_the_files_order(qtbot):
    """Once sorted, the list never went back to the file's order (a tournament's rounds, a book's
    chapters) short of opening the file again."""
    widget = GameListWidget(_named(["Zhao", "Hu", "Lü", "Xu"]))
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    orders = []
    for _ in range(3):
        _click_header(qtbot, widget, COLUMNS.index("Red"))
        orders.append(widget.visible_rows())
    assert orders == [[1, 2, 3, 0], [0, 3, 2, 1], [0, 1, 2, 3]]
