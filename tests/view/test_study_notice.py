"""The damaged-file notice: a non-modal bar above the board with a plain sentence per problem."""

import pytest
from PySide6.QtCore import Qt

from app.controller.study_controller import StudyController
from app.controller.study_document import read_report
from app.formats import read_games
from app.shell.study_windows import open_study_window
from app.view import study_window
from app.view.study_window import StudyWindow

CC = "games/cchess/"
CBL = CC + "1989年龙化杯象棋名师邀请赛35局.CBL"
PNG_BYTES = b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\rIHDR" + bytes(40)


@pytest.fixture
def no_boxes(monkeypatch):
    shown = []
    monkeypatch.setattr(study_window, "show_error", lambda parent, title, text: shown.append((title, text)))
    return shown


def opened(qtbot, path, notation="chinese"):
    win = open_study_window(None, str(path), show=False)
    assert win is not None
    qtbot.addWidget(win)
    win.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    if notation != "chinese":
        win.set_notation(notation)
    return win


@pytest.mark.parametrize(("name", "ply", "move"), [("BadMoveTest3.xqf", 9, "5.马六进五"),
                                                   ("WildHouse.xqf", 73, "37.车五退八")])
def test_lost_moves_are_named_by_the_last_good_move(qtbot, data_dir, no_boxes, name, ply, move):
    win = opened(qtbot, data_dir / CC / name)
    assert not no_boxes and not win.notice.isHidden()
    assert win.notice.lines == [f"Game 1: moves after {move} were unreadable and are missing"]
    problem = read_report(data_dir / CC / name).problems[0]
    ends = [n for n in win.controller.tree.nodes() if n.ply == ply and n.move == problem.after_move]
    assert len(ends) == 1 and not ends[0].children, "the line read stops at the move named"
    last = ends[0]
    number, label = move.split(".")
    assert win.tree.item_of(last).text(0) == f"{number}. {label}", "written as the move list writes it"
    assert "byte" not in " ".join(win.notice.lines) and "byte" in win.notice.toolTip()


def test_the_sentence_follows_the_notation(qtbot, data_dir, no_boxes):
    win = opened(qtbot, data_dir / CC / "BadMoveTest3.xqf")
    win.set_notation("iccs")
    assert win.notice.lines == ["Game 1: moves after 5.d5e7 were unreadable and are missing"]
    win.set_notation("wxf")
    assert win.notice.lines == ["Game 1: moves after 5.H6+5 were unreadable and are missing"]


def test_skipped_section_headers_are_counted_in_one_sentence(qtbot, data_dir, no_boxes):
    win = opened(qtbot, data_dir / CBL)
    assert win.notice.lines == ["The file's section headers (2) were skipped"]
    assert "36 games" in win.notice.label.text()


def test_a_png_is_not_a_game_file(qtbot, tmp_path, no_boxes, data_dir, open_files):
    png = tmp_path / "x.png"
    png.write_bytes(PNG_BYTES)
    report = read_report(png)
    assert not report.ok and report.not_a_game_file
    assert open_study_window(None, str(png), show=False) is None
    assert no_boxes[-1][1] == "“x.png” is not a game file we can read"
    win = StudyWindow(StudyController(read_games(data_dir / CC / "game_varations.xqf")))
    qtbot.addWidget(win)
    before = win.controller.tree
    assert not open_files(win, [str(png)]).ok
    assert win.controller.tree is before, "the game shown stays"
    assert not win.notice.isHidden()
    assert "“x.png” is not a game file we can read" in win.notice.label.text()


def test_the_notice_is_dismissed_and_a_clean_file_hides_it(qtbot, data_dir, no_boxes, open_files):
    win = opened(qtbot, data_dir / CC / "WildHouse.xqf")
    win.show()
    qtbot.waitExposed(win)
    qtbot.mouseClick(win.notice.close_button, Qt.MouseButton.LeftButton)
    assert win.notice.isHidden()
    assert open_files(win, [str(data_dir / CC / "BadMoveTest3.xqf")]).ok and win.notice.isVisible()
    assert open_files(win, [str(data_dir / CC / "game_varations.xqf")]).ok and win.notice.isHidden()
    assert not no_boxes, "never a modal box for a file that was read"


@pytest.fixture
def chinese(qapp):
    from pathlib import Path

    from PySide6.QtCore import QTranslator
    translator = QTranslator()
    qm = Path(__file__).resolve().parents[2] / "resources" / "i18n" / "xiangqi_zh_CN.qm"
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def test_the_notice_and_the_window_speak_chinese(qtbot, data_dir, no_boxes, chinese, tmp_path):
    win = opened(qtbot, data_dir / CC / "BadMoveTest3.xqf")
    assert win.notice.lines == ["第 1 局：5.马六进五 之后的着法无法读取，已缺失"]
    assert "“BadMoveTest3.xqf”已读取" in win.notice.label.text()
    assert win.windowTitle() == "BadMoveTest3.xqf — 打谱 — 象棋工作室"
    assert "Study" not in win.windowTitle() and "Xiangqi" not in win.windowTitle()
    assert [a.text() for a in win.menuBar().actions()][:2] == ["文件(&F)", "编辑(&E)"]
    assert win.actions_by_name["undo"].text() == "撤销(&U)"
    win.controller.step(1)
    assert win.comment_label.text().startswith("对 1. ")
    cbl = opened(qtbot, data_dir / CBL)
    assert cbl.notice.lines == ["文件中的分组标题（2 个）已跳过"]
    png = tmp_path / "x.png"
    png.write_bytes(PNG_BYTES)
    assert open_study_window(None, str(png), show=False) is None
    assert no_boxes[-1][1] == "“x.png”不是本程序能读取的棋谱文件"


def test_the_named_move_is_a_link_to_where_the_moves_were_lost(qtbot, data_dir, no_boxes):
    win = opened(qtbot, data_dir / CC / "WildHouse.xqf")
    assert "<a href='0'>37.车五退八</a>" in win.notice.label.text()
    with qtbot.waitSignal(win.notice.line_chosen) as blocker:
        win.notice.label.linkActivated.emit("0")
    assert blocker.args == [0]
    node = win.controller.node
    assert node.ply == 73 and node.iccs == "e9e1" and not node.children
    assert not win.go_to_problem(5)


def test_an_open_study_window_follows_a_language_switch(qtbot, data_dir, no_boxes, qapp):
    from pathlib import Path

    from PySide6.QtCore import QTranslator
    win = opened(qtbot, data_dir / CC / "BadMoveTest3.xqf")
    assert win.menuBar().actions()[1].text() == "&Edit" and "Study" in win.windowTitle()
    translator = QTranslator()
    assert translator.load(str(Path(__file__).resolve().parents[2] / "resources" / "i18n" / "xiangqi_zh_CN.qm"))
    qapp.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: win.menuBar().actions()[1].text() == "编辑(&E)", timeout=3000)
        assert win.windowTitle() == "BadMoveTest3.xqf — 打谱 — 象棋工作室"
        assert win.notice.lines == ["第 1 局：5.马六进五 之后的着法无法读取，已缺失"]
        assert win.tree.headerItem().text(0) == "着法" and win.delete_button.text() == "删除"
    finally:
        qapp.removeTranslator(translator)
    qtbot.waitUntil(lambda: win.menuBar().actions()[1].text() == "&Edit", timeout=3000)
    assert win.notice.lines == ["Game 1: moves after 5.马六进五 were unreadable and are missing"]
