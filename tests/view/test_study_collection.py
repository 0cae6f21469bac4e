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


def test_the_list_keeps_the_files_order_until_a_header_is_clicked(qtbot):
    class Named:
        def __init__(self, names):
            self.names = names

        def __len__(self):
            return len(self.names)

        def __getitem__(self, index):
            raise AssertionError("no game is parsed to list it")

        def headers_of(self, index):
            return {"Red": self.names[index]}

    widget = GameListWidget(Named(["Zhao", "Hu", "Lü", "Xu"]))
    qtbot.addWidget(widget)
    assert widget.visible_rows() == [0, 1, 2, 3]
    widget.show()
    qtbot.waitExposed(widget)
    header = widget.table.horizontalHeader()
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(header.sectionViewportPosition(COLUMNS.index("Red")) + 5, header.height() // 2))
    assert widget.visible_rows() in ([1, 2, 3, 0], [0, 3, 2, 1])
    assert [widget.model.data(widget.model.index(r, 0)) for r in widget.visible_rows()] in (
        ["Hu", "Lü", "Xu", "Zhao"], ["Zhao", "Xu", "Lü", "Hu"])


class _Named:
    """Games that have only a Red player's name."""

    def __init__(self, names):
        self.names = names

    def __len__(self):
        return len(self.names)

    def __getitem__(self, index):
        raise AssertionError("no game is parsed to list it")

    def headers_of(self, index):
        return {"Red": self.names[index]}


def _click_header(qtbot, widget, column):
    header = widget.table.horizontalHeader()
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(header.sectionViewportPosition(column) + 5, header.height() // 2))


def test_a_third_click_on_a_header_goes_back_to_the_files_order(qtbot):
    """Once sorted, the list never went back to the file's order (a tournament's rounds, a book's
    chapters) short of opening the file again."""
    widget = GameListWidget(_Named(["Zhao", "Hu", "Lü", "Xu"]))
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    orders = []
    for _ in range(3):
        _click_header(qtbot, widget, COLUMNS.index("Red"))
        orders.append(widget.visible_rows())
    assert orders == [[1, 2, 3, 0], [0, 3, 2, 1], [0, 1, 2, 3]]


def test_the_game_shown_stays_in_sight_when_the_list_is_sorted(qtbot):
    """Sorting moved the game shown's row out of sight (still highlighted, somewhere in the list)."""
    widget = GameListWidget(_Named([f"Player {499 - i:03d}" for i in range(500)]), follow=True)
    qtbot.addWidget(widget)
    widget.resize(500, 300)
    widget.show()
    qtbot.waitExposed(widget)
    widget.show_game(3)

    def in_sight() -> bool:
        index = widget.proxy.mapFromSource(widget.model.index(3, 0))
        return widget.table.viewport().rect().intersects(widget.table.visualRect(index))

    assert in_sight()
    for _ in range(3):
        _click_header(qtbot, widget, COLUMNS.index("Red"))
        assert widget.selected_game() == 3 and in_sight(), widget.table.horizontalHeader().sortIndicatorOrder()
