"""A right-to-left override (U+202E) in a game's header reverses only the value that holds it: where a
header value is put in a line with other words (the score sheet's title and players, the study
window's title and its players' tooltip, a line of the training summary) it is wrapped in a bidi
isolate, so Black's name after an overridden Red name still reads left to right. Checked on the order
Qt lays the characters out in, not on the string."""

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont, QTextLayout

from app.controller.recent_files import RecentFiles
from app.controller.study_controller import StudyController
from app.formats import read_text
from app.view import export_texts
from app.view.game_export import ExportLook, ScoreSheet
from app.view.plain_text import fill, isolated
from app.view.study_window import StudyWindow

RLO = "\u202e"
PGN = f'[Event "Club night"]\n[Red "{RLO}Evil"]\n[Black "Wang Tianyi"]\n[Result "1-0"]\n\n1. h2e2 h9g7 1-0\n'


def reads_left_to_right(line: str, part: str) -> bool:
    """Whether `part`, where it stands in `line`, is laid out left to right (each character further
    right than the one before) by Qt's bidi algorithm."""
    layout = QTextLayout(line, QFont())
    layout.beginLayout()
    row = layout.createLine()
    row.setLineWidth(100_000)
    layout.endLayout()
    start = line.index(part)
    xs = [row.cursorToX(start + k)[0] for k in range(len(part) + 1)]
    return all(a < b for a, b in zip(xs, xs[1:], strict=False))


def test_the_check_sees_a_reversed_name(qapp):
    assert not reads_left_to_right(f"{RLO}Evil – Wang Tianyi", "Wang Tianyi")     # what the override does
    assert reads_left_to_right("Evil – Wang Tianyi", "Wang Tianyi")


def test_the_score_sheets_players_are_not_reversed(qapp, tmp_path):
    from PySide6.QtGui import QPdfWriter
    game = read_text(PGN)[0]
    sheet = ScoreSheet(game, ExportLook(notation="wxf"), QPdfWriter(str(tmp_path / "sheet.pdf")))
    players = dict(sheet.header)["players"]
    assert "Wang Tianyi" in players and reads_left_to_right(players, "Wang Tianyi")
    assert reads_left_to_right(players, "Black")                      # the label after Red's value too
    untitled = export_texts.players(f"{RLO}Evil", "Wang Tianyi")      # the title of a game with no event
    assert reads_left_to_right(untitled, "Wang Tianyi")


def test_the_study_windows_title_and_tooltip_keep_blacks_name(qtbot, tmp_path):
    recent = RecentFiles(QSettings(str(tmp_path / "recent.ini"), QSettings.Format.IniFormat))
    controller = StudyController(read_text(PGN)[0])              # a game not from a file: named by its players
    window = StudyWindow(controller, recent=recent)
    qtbot.addWidget(window)
    try:
        assert reads_left_to_right(window.document_name(), "Wang Tianyi")
        assert reads_left_to_right(window.windowTitle(), "Study")         # the words after the names
        assert reads_left_to_right(window.info_label.toolTip(), "Wang Tianyi")
    finally:
        controller.document.set_modified(False)


@pytest.mark.parametrize("value", [f"{RLO}Evil", f"\u2069{RLO}Evil", f"\u2067{RLO}Evil", "\u202bEvil\u202c"])
def test_a_value_cannot_leave_its_isolate(qapp, value):
    """Neither by an end of isolate of its own nor by an isolate it leaves open."""
    line = fill("%1 – %2", value, "Wang Tianyi")
    assert reads_left_to_right(line, "Wang Tianyi")
    assert isolated("Wang Tianyi") == "Wang Tianyi"                  # plain text is left as it is
