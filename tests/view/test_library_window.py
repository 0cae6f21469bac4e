"""The library window (import, search fields, sorting, paging, open, delete, export, position search)
and the opening-explorer panel."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, Qt

from app.controller.library_controller import LibraryController
from app.formats import read_games
from app.model import Board
from app.model.notation import write_move
from app.view import library_table
from app.openings import opening
from app.view.explorer_panel import OPENING, ExplorerPanel, percentages
from app.view.library_table import COLUMNS
from app.view.library_window import LibraryWindow
from app.view.move_tree import HeadersDialog
from app.view.opening_texts import name_of_code

SAMPLE = Path(__file__).parent.parent / "data" / "ccpd-games"
GAMES = 42


@pytest.fixture
def controller(imported: Path, tmp_path: Path):
    shutil.copy(imported, tmp_path / "lib.sqlite")
    c = LibraryController(tmp_path / "lib.sqlite")
    yield c
    c.close()


@pytest.fixture
def window(qtbot, controller: LibraryController) -> LibraryWindow:
    w = LibraryWindow(controller)
    qtbot.addWidget(w)
    return w


def column(name: str) -> int:
    return [key for key, _ in COLUMNS].index(name)


def listed(w: LibraryWindow, name: str) -> list[str]:
    model = w.model
    return [model.data(model.index(r, column(name))) for r in range(model.rowCount())]


def listed_ids(w: LibraryWindow) -> set[int]:
    return {w.model.summary(r).id for r in range(w.model.rowCount())}


def test_import_from_the_window_shows_progress_and_a_plain_report(qtbot, tmp_path: Path) -> None:
    folder = tmp_path / "games"
    shutil.copytree(SAMPLE, folder)
    (folder / "broken.pgn").write_bytes(b"\x00\x01 not a game at all")
    c = LibraryController(tmp_path / "new.sqlite")
    w = LibraryWindow(c)
    qtbot.addWidget(w)
    w.show()
    w.ask_import_folder = lambda: str(folder)
    assert w.model.rowCount() == 0
    with qtbot.waitSignal(c.import_finished, timeout=60000):
        w.actions_by_name["import_folder"].trigger()
        assert w.progress_bar.isVisible() and w.cancel_button.isVisible()
        assert not w.actions_by_name["import_files"].isEnabled()
    assert not w.progress_bar.isVisible()
    assert w.progress_bar.value() == w.progress_bar.maximum() == 63
    text = w.report_label.text()
    assert "Import finished" in text and "42 games added" in text and "20 duplicates skipped" in text
    assert "1 failures" in text
    assert w.report_details.isVisible() and "broken.pgn" in w.report_details.toPlainText()
    assert w.model.rowCount() == GAMES
    c.close()


def test_search_fields_filter_the_list(qtbot, window: LibraryWindow, controller) -> None:
    every = controller.search({}, limit=None)
    assert window.model.rowCount() == GAMES
    name = every[0].red
    window.player_edit.setText(name[:2])
    window.apply_search()
    expected = {s.id for s in every if name[:2] in s.red or name[:2] in s.black}
    assert {window.model.summary(r).id for r in range(window.model.rowCount())} == expected
    assert 0 < len(expected) < GAMES
    window.clear_fields()
    window.result_box.setCurrentIndex(3)           # 0-1: applied at once
    assert set(listed(window, "result")) == {"0-1"}
    assert window.model.rowCount() == sum(s.result == "0-1" for s in every)
    window.clear_fields()
    code = every[0].code
    window.opening_edit.setText(code.lower())   # an ECCO code: ours or the file's
    qtbot.waitUntil(lambda: window.model.rowCount() < GAMES)   # typing searches after a pause
    assert listed_ids(window) == {s.id for s in every if code in (s.code, s.ecco)}
    assert code in listed(window, "code")
    window.opening_edit.setText(code[:2] + "0-" + code[:2] + "9")     # a range: C80-C89
    qtbot.waitUntil(lambda: listed_ids(window) == {s.id for s in every if code[:2] in (s.code[:2], s.ecco[:2])})
    window.clear_fields()
    window.min_moves_box.setValue(60)
    window.apply_search()
    assert window.model.rowCount() == sum(s.plies >= 119 for s in every) > 0
    assert "of 42 games" in window.count_label.text()


def test_clicking_a_header_sorts_the_list(qtbot, window: LibraryWindow) -> None:
    window.show()
    header = window.table.horizontalHeader()
    x = header.sectionViewportPosition(column("moves")) + 5
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    assert header.sortIndicatorSection() == column("moves")
    moves = listed(window, "moves")
    descending = header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    assert moves == sorted(moves, reverse=descending) and moves[0] != moves[-1]
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    assert listed(window, "moves") == sorted(moves, reverse=not descending)
    window.table.sortByColumn(column("date"), Qt.SortOrder.DescendingOrder)
    dates = [window.model.summary(r).date for r in range(window.model.rowCount())]
    assert dates[0] >= dates[-1]
    window.table.sortByColumn(column("red"), Qt.SortOrder.AscendingOrder)
    assert window.model.rowCount() == GAMES


def test_big_lists_are_fetched_a_page_at_a_time(window: LibraryWindow, monkeypatch) -> None:
    monkeypatch.setattr(library_table, "PAGE", 10)
    window.table.sortByColumn(column("moves"), Qt.SortOrder.DescendingOrder)
    assert window.model.rowCount() == 10 and window.model.canFetchMore()
    window.model.fetchMore()
    assert window.model.rowCount() == 20
    while window.model.canFetchMore():
        window.model.fetchMore()
    moves = listed(window, "moves")
    assert len(moves) == GAMES and moves == sorted(moves, reverse=True)


def test_opening_a_game_emits_its_tree(qtbot, window: LibraryWindow) -> None:
    chosen = window.model.summary(2)
    with qtbot.waitSignal(window.open_game_requested) as blocker:
        window.table.selectRow(2)
        window.actions_by_name["open"].trigger()
    tree, ply = blocker.args
    assert ply == 0 and len(tree.mainline_moves()) == chosen.plies
    assert tree.headers.get("Red", "") == chosen.red


def test_search_this_position_lists_games_with_the_ply_and_opens_there(qtbot, window, controller) -> None:
    tree = controller.library.load(controller.search({})[5].id)
    board = tree.start_board()
    for move in tree.mainline_moves()[:6]:
        board.push(move)
    window.search_position(board)
    assert window.model.position_mode and not window.table.isColumnHidden(column("ply"))
    expected = {}
    for gid, ply in controller.library.games_with_position(board):
        expected.setdefault(gid, ply)
    rows = {window.model.summary(r).id: window.model.data(window.model.index(r, column("ply")))
            for r in range(window.model.rowCount())}
    assert rows == expected and rows
    assert window.position_label.text().startswith(str(len(expected)))
    window.table.sortByColumn(column("ply"), Qt.SortOrder.DescendingOrder)
    plies = listed(window, "ply")
    assert plies == sorted(expected.values(), reverse=True) and window.model.position_mode
    window.table.sortByColumn(column("moves"), Qt.SortOrder.AscendingOrder)
    assert listed(window, "moves") == sorted(listed(window, "moves"))
    with qtbot.waitSignal(window.open_game_requested) as blocker:
        window.open_row(0)
    opened, ply = blocker.args
    replay = opened.start_board()
    for move in opened.mainline_moves()[:ply]:
        replay.push(move)
    assert replay.fen().split()[:2] == board.fen().split()[:2]
    window.show_all_button.click()
    assert not window.model.position_mode and window.table.isColumnHidden(column("ply"))


def test_delete_and_export_selected_games(qtbot, window: LibraryWindow, controller, tmp_path: Path) -> None:
    window.table.selectRow(0)
    first = window.model.summary(0)
    window.confirm_delete = lambda n: n == 1
    window.actions_by_name["delete"].trigger()
    assert controller.count() == GAMES - 1 and window.model.rowCount() == GAMES - 1
    assert first.id not in {window.model.summary(r).id for r in range(window.model.rowCount())}
    window.table.clearSelection()
    window.table.selectRow(0)
    window.table.selectionModel().select(window.model.index(1, 0), window.table.selectionModel().SelectionFlag.Select
                                         | window.table.selectionModel().SelectionFlag.Rows)
    out = tmp_path / "out.pgn"
    window.ask_export_path = lambda: str(out)
    window.actions_by_name["export"].trigger()
    games = read_games(out)
    assert len(games) == 2
    assert [g.headers.get("Red") for g in games] == [window.model.summary(r).red for r in (0, 1)]


# ----- explorer panel -------------------------------------------------------------------------------
@pytest.fixture
def panel(qtbot, controller: LibraryController) -> ExplorerPanel:
    p = ExplorerPanel(controller.explore, notation="chinese")
    qtbot.addWidget(p)
    return p


def test_explorer_lists_the_start_position_moves_with_the_library_counts(qtbot, panel, controller) -> None:
    board = Board()
    panel.set_position(board)
    qtbot.waitUntil(lambda: panel.table.rowCount() > 0)
    expected = controller.library.explore(board)
    assert panel.row_texts() == [write_move(board, e.move, "chinese") for e in expected]
    assert [int(panel.table.item(r, 1).text()) for r in range(panel.table.rowCount())] == \
        [e.games for e in expected]
    assert sum(e.games for e in expected) == GAMES
    assert panel.row_texts()[0] == "炮二平五"
    red, draw, black = percentages(expected[0])
    assert abs(red + draw + black - 100) < 1e-6
    panel.set_notation("iccs")
    assert panel.row_texts() == [e.move.iccs for e in expected]


def test_clicking_an_explorer_move_emits_it(qtbot, panel) -> None:
    panel.set_position(Board())
    panel.refresh()
    with qtbot.waitSignal(panel.move_chosen) as blocker:
        rect = panel.table.visualRect(panel.table.model().index(1, 0))
        panel.show()
        qtbot.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert blocker.args[0] == panel.entries[1].move


def test_explorer_follows_the_position_and_asks_for_a_position_search(qtbot, panel, controller) -> None:
    board = Board()
    panel.set_position(board)
    panel.refresh()
    board.push(panel.entries[0].move)                  # the panel keeps its own copy
    panel.set_position(board)
    qtbot.waitUntil(lambda: panel.entries == controller.library.explore(board))
    assert panel.entries and panel.row_texts()[0] == write_move(board, panel.entries[0].move)
    with qtbot.waitSignal(panel.search_position_requested) as blocker:
        panel.search_button.click()
    assert blocker.args[0].fen() == board.fen()
    empty = Board("3k5/9/9/9/9/9/9/9/9/4K4 w")
    panel.set_position(empty)
    qtbot.waitUntil(lambda: panel.table.rowCount() == 0)
    assert panel.title.text().startswith("No game")


# ----- errors as values, worded in both languages ----------------------------------------------------
def _in_chinese(qapp):
    from PySide6.QtCore import QTranslator
    translator = QTranslator()
    assert translator.load(str(Path(__file__).resolve().parents[2] / "resources" / "i18n" / "xiangqi_zh_CN.qm"))
    qapp.installTranslator(translator)
    return translator


def test_a_folder_with_a_pipe_and_a_device_link_imports_and_says_why_they_were_skipped(qtbot, qapp,
                                                                                      tmp_path: Path) -> None:
    import os
    folder = tmp_path / "games"
    shutil.copytree(SAMPLE, folder)
    os.mkfifo(folder / "pipe.pgn")
    (folder / "zero.pgn").symlink_to("/dev/zero")
    c = LibraryController(tmp_path / "new.sqlite")
    w = LibraryWindow(c)
    qtbot.addWidget(w)
    w.ask_import_folder = lambda: str(folder)
    with qtbot.waitSignal(c.import_finished, timeout=120000) as done:
        w.actions_by_name["import_folder"].trigger()
    report = done.args[0]
    assert report.games_added == GAMES and len(report.files_skipped) == 2
    text = w.report_label.text()
    assert "Import finished" in text and "2 files not read" in text and "62 files read" in text
    details = w.report_details.toPlainText().splitlines()
    assert f"{folder / 'pipe.pgn'} was skipped: not a regular file (a named pipe)" in details
    assert f"{folder / 'zero.pgn'} was skipped: not a regular file (a device)" in details
    translator = _in_chinese(qapp)
    try:
        w.show_report(report)
        assert f"已跳过 {folder / 'pipe.pgn'}：不是普通文件（FIFO 文件）" in w.report_details.toPlainText()
        assert "2 个文件未读取" in w.report_label.text()
    finally:
        qapp.removeTranslator(translator)
    c.close()


def test_a_refused_search_field_is_worded_not_quoted(qtbot, qapp, window: LibraryWindow) -> None:
    window.date_from_edit.setText("last spring")
    window.apply_search()
    assert window.statusBar().currentMessage() == \
        "Library error: From (date) is not a date: write YYYY, YYYY-MM or YYYY-MM-DD"
    window.date_from_edit.setText("1" * 1200)
    translator = _in_chinese(qapp)
    try:
        window.apply_search()
        assert window.statusBar().currentMessage() == "棋谱库错误：“起始日期”的文字太长（最多 1000 个字符）"
    finally:
        qapp.removeTranslator(translator)


def test_a_read_only_library_is_browsed_but_not_imported_into(qtbot, imported: Path, tmp_path: Path) -> None:
    path = tmp_path / "ro.sqlite"
    shutil.copy(imported, path)
    path.chmod(0o444)
    try:
        c = LibraryController(path)
        w = LibraryWindow(c)
        qtbot.addWidget(w)
        assert w.model.rowCount() == GAMES
        assert not w.actions_by_name["import_folder"].isEnabled() and not w.actions_by_name["delete"].isEnabled()
        assert "read-only" in w.report_label.text()
        c.close()
    finally:
        path.chmod(0o644)


def test_every_library_error_is_worded_in_both_languages(qapp) -> None:
    import ast
    import inspect

    from app.library import ArgumentProblem, ErrorKind, LibraryError, SkipReason
    from app.view import texts
    examples = [LibraryError(k, "detail", path="/x/lib.sqlite", version=3, supported=2, game_id=7) for k in ErrorKind]
    examples += [LibraryError(ErrorKind.REFUSED_ARGUMENT, argument="player", problem=p, limit=9)
                 for p in ArgumentProblem]
    examples += [LibraryError(ErrorKind.FILE_SKIPPED, "why", path="/x/a.pgn", skip=s, file_type=t, size=5 << 20,
                              limit=4 << 20) for s in SkipReason for t in ("fifo", "character-device", "socket")]
    worded = [texts.library_error(e) for e in examples]
    assert all(w and "%" not in w and "None" not in w for w in worded), worded
    assert len(set(worded)) == len(worded) - 2 * (len(SkipReason) - 1)   # the file type matters for NOT_A_FILE
    from tools.i18n import translate_zh_CN
    sources = set()
    for fn in (texts.library_error, texts.library_refused, texts.skip_reason, texts.library_argument):
        tree = ast.parse(inspect.getsource(fn))
        sources |= {n.args[0].value for n in ast.walk(tree) if isinstance(n, ast.Call)
                    and getattr(n.func, "id", "") == "tr" and n.args and isinstance(n.args[0], ast.Constant)}
    assert len(sources) > 30 and not sources - set(translate_zh_CN.ZH)
    translator = _in_chinese(qapp)
    try:
        chinese = [texts.library_error(e) for e in examples]
    finally:
        qapp.removeTranslator(translator)
    assert all(c != w for c, w in zip(chinese, worded, strict=True))


# ----- opening codes and names ------------------------------------------------------------------------
def test_the_list_shows_our_code_and_its_name_and_the_files_tag_when_it_differs(window, controller) -> None:
    every = [window.model.summary(r) for r in range(window.model.rowCount())]
    codes, names = listed(window, "code"), listed(window, "opening")
    assert codes == [s.code for s in every] and all(codes) and len(every) == GAMES
    first = opening(every[0].code)
    assert names[0] == f"{first.english()} ({first.chinese()})"      # English UI: the Chinese name beside it
    notes = [window.model.opening_note(r) for r in range(len(every))]
    for s, note in zip(every, notes, strict=True):
        assert note.startswith(s.code)
        assert ("The file says: " + s.ecco in note) == (bool(s.ecco) and s.ecco.upper() != s.code)


def test_the_statistics_dock_lists_the_openings_and_a_players_results(qtbot, window, controller) -> None:
    stats = window.stats
    top = controller.most_played_openings(100)
    assert stats.codes == [o.code for o in top] and stats.table.rowCount() == 2 * len(top)
    assert stats.table.item(0, 0).text() == top[0].code and stats.table.item(0, 1).text() == str(top[0].games)
    player = controller.search({}, limit=None)[0].red
    window.player_edit.setText(player)
    window.apply_search()
    results = controller.results_by_opening(player)
    assert stats.codes == [r.code for r in results] and player in stats.title.text()
    window.player_edit.clear()
    window.apply_search()
    stats.choose_row(0)                       # a click lists the games of that opening
    assert window.opening_edit.text() == top[0].code
    every = controller.search({}, limit=None)
    assert listed_ids(window) == {s.id for s in every if top[0].code in (s.code, s.ecco)}
    assert len(listed_ids(window)) >= top[0].games


@pytest.mark.parametrize("chinese_ui", [False, True])
def test_the_statistics_show_opening_names_whole_at_1024x700(qtbot, window, controller, request, chinese_ui) -> None:
    """At 1024x700 the dock is narrow; each name has the panel's whole width, wrapped,
    never cut ('Central …'), and its row is as tall as the wrapped text; the name's tooltip too."""
    from PySide6.QtCore import QRect, Qt

    if chinese_ui:
        request.getfixturevalue("chinese")
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    stats = window.stats
    stats.refresh()
    table = stats.table
    assert table.width() < 360                                   # the dock's width on a small screen
    metrics = table.fontMetrics()
    for code in stats.codes:
        row = stats.row_of(code) + 1
        item = table.item(row, 0)
        name = name_of_code(code)
        assert item.text() == name and code in item.toolTip() and name in item.toolTip()
        assert table.columnSpan(row, 0) == table.columnCount()
        width = table.visualRect(table.model().index(row, 0)).width()
        assert width >= table.viewport().width() - 2
        needed = metrics.boundingRect(QRect(0, 0, width - 8, 10_000), Qt.TextFlag.TextWordWrap, name).height()
        assert table.rowHeight(row) >= needed, (code, name)
    stats.choose_row(stats.row_of(stats.codes[1]) + 1)          # a click on the name row: both rows chosen
    chosen = {index.row() for index in table.selectedIndexes()}
    assert chosen == {2, 3} and window.opening_edit.text() == stats.codes[1]


def test_explorer_names_each_continuation_and_filters_by_code(qtbot, panel, controller) -> None:
    panel.set_position(Board())
    panel.refresh()
    names = {panel.entries[r].move.iccs: panel.table.item(r, OPENING).text() for r in range(len(panel.entries))}
    assert names["h2e2"].startswith("B00 Central Cannon")
    code = controller.most_played_openings(1)[0].code
    panel.set_code(code.lower())
    qtbot.waitUntil(lambda: not panel.pending)
    assert sum(e.games for e in panel.entries) == sum(e.games for e in controller.explore(Board(), code))
    assert sum(e.games for e in panel.entries) < GAMES and code in panel.title.text()
    panel.set_code("not a code")              # ignored: every game again
    qtbot.waitUntil(lambda: not panel.pending)
    assert sum(e.games for e in panel.entries) == GAMES


def test_the_headers_dialog_shows_the_files_classification_and_ours(qtbot) -> None:
    ours = opening("C84")
    differ = HeadersDialog({"ECCO": "C80", "Opening": "中炮巡河炮对屏风马"}, None, ours)
    qtbot.addWidget(differ)
    text = differ.classification.text()
    assert "The file says: C80 中炮巡河炮对屏风马" in text and "Our classification: C84" in text
    same = HeadersDialog({"ECCO": "c84"}, None, ours)
    qtbot.addWidget(same)
    assert "The file says" not in same.classification.text() and same.classification.text().startswith("C84")
    untagged = HeadersDialog({}, None, ours)
    qtbot.addWidget(untagged)
    assert "(our classification)" in untagged.classification.text()
    assert HeadersDialog({}, None, None).classification is None



def test_game_information_names_our_classification_in_the_study_windows_script(qtbot, monkeypatch) -> None:
    """The study window's Game information names our classification in Traditional characters when
    the window shows them (繁體中文), as its title line does."""
    from app.controller.study_controller import StudyController
    from app.controller.study_document import StudyDocument
    from app.model.tree import GameTree
    from app.view import study_window
    dialog = HeadersDialog({}, None, opening("D24"), traditional=True)
    qtbot.addWidget(dialog)
    assert "順炮直車對橫車" in dialog.classification.text()
    tree = GameTree.from_moves(["h2e2", "h7e7", "h0g2", "h9g7", "i0h0", "i9i8", "h0h6", "i8d8"], None, {})
    window = study_window.StudyWindow(StudyController(StudyDocument(tree)), traditional=True)
    qtbot.addWidget(window)
    asked = []
    monkeypatch.setattr(study_window, "edit_headers", lambda *args, **kwargs: asked.append(kwargs) or None)
    window.edit_headers()
    assert asked and asked[0].get("traditional") is True

def test_every_column_shows_its_header_with_the_statistics_open(qtbot, studio) -> None:
    """No column is squeezed below its header (the Event column, the one stretched, was left 16 px
    wide, "ver", beside the opening statistics in the window as the program opens it)."""
    window = studio.library.show_window()
    qtbot.waitExposed(window)
    window.resize(1012, 664)                     # as on a 1024x700 screen
    header = window.table.horizontalHeader()
    qtbot.waitUntil(lambda: header.length() <= window.table.viewport().width())    # the stretch done
    assert window.stats_dock.isVisible()
    metrics = header.fontMetrics()
    for i in range(header.count()):
        if header.isSectionHidden(i):
            continue
        text = str(window.model.headerData(i, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole))
        assert header.sectionSize(i) >= metrics.horizontalAdvance(text), text


@pytest.mark.parametrize("chinese_ui", [False, True])
def test_the_game_list_fits_a_1024x700_screen_with_its_dates_and_results_whole(qtbot, window, request,
                                                                                chinese_ui) -> None:
    """Beside the opening statistics at 1024x700 every column of the game list is in view, with no
    scroll bar: the dates and results whole (a Chinese date, '2000年12月28日', was cut at 90 px), the
    players' names, and the event and the opening (the long texts, elided) sharing the rest, each no
    narrower than a name (the opening was left 48 px, two characters, while the games reaching a position
    were listed), the search's list as well as a position's."""
    from app.view.game_list import WIDEST_DATES

    from app.view.date_texts import date_text
    if chinese_ui:
        request.getfixturevalue("chinese")
        window.retranslate()
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    table, header = window.table, window.table.horizontalHeader()
    assert window.stats_dock.isVisible() and window.model.rowCount() == GAMES
    metrics = table.fontMetrics()
    events = listed(window, "event")
    assert max(metrics.horizontalAdvance(e) for e in events) > 300      # long event names, elided

    def whole(name: str, texts) -> bool:
        return header.sectionSize(column(name)) >= max(metrics.horizontalAdvance(t) for t in texts) + 8

    for position_mode in (False, True):
        if position_mode:
            window.search_position(Board())
            qtbot.waitUntil(lambda: not header.isSectionHidden(column("ply")))
        qtbot.waitUntil(lambda: header.length() <= table.viewport().width())     # the stretch done
        assert table.horizontalScrollBar().maximum() == 0
        assert whole("date", [date_text(d) for d in WIDEST_DATES] + listed(window, "date"))
        assert whole("result", ["1/2-1/2"])
        for name in ("red", "black"):
            assert whole(name, [n for n in listed(window, name) if len(n) <= 6]), name
        for name in ("event", "opening"):          # the long texts have no less room than a name
            assert header.sectionSize(column(name)) >= header.sectionSize(column("red")), (name, position_mode)
        shown = [i for i in range(header.count()) if not header.isSectionHidden(i)]
        assert sum(header.sectionSize(i) for i in shown) <= table.viewport().width()
