"""Games as text and exports in the windows: a game pasted (Ctrl+V), typed into File ▸
Open from text or dropped as text opens as a new, unsaved game in a study window (cut short at a move that
cannot be read: the moves before it kept and that move named); a FEN pasted in the play window still
starts a game; Copy game / line as text gives text read_text reads back; File ▸ Export game writes what
each entry says and File ▸ Print paints the score sheet onto the printer chosen."""

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QGuiApplication, QImage
from PySide6.QtPrintSupport import QPrinter

from app.formats import read_games, read_text
from app.model.marks import MarkColor
from app.model.tables import parse_square as sq
from app.shell import game_sharing
from app.shell.study_windows import open_study_window
from app.view import share_dialogs, study_window
from app.view.board_scene import MARK_COLORS
from app.view.study_window import StudyWindow

GAME = "1. 炮二平五 马８进７\n2. 马二进三 {先手} 车９平８\n3. 车一平二 卒７进１!?\n"
CUT_SHORT = "1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 车八进九 4. 马八进七"
WITH_LINES = """[Event "Club"]
[Red "Li"]
[Black "Wang"]
[Result "1-0"]

1. h2e2 {[%cal Gh2e2] Central cannon} h9g7 $5 2. h0g2 (2. b0c2 b9c7 3. a0b0) i9h9 3. i0h0 b9c7 1-0
"""


@pytest.fixture(autouse=True)
def never_ask(monkeypatch):
    monkeypatch.setattr(study_window, "ask_unsaved_changes", lambda parent, name: "discard")


def study_windows(application) -> list[StudyWindow]:
    return [w for w in application.window.findChildren(StudyWindow) if w.isVisible()]


def moves_of(window: StudyWindow) -> list[str]:
    return list(window.controller.tree.mainline())


def close_all(application) -> None:
    for window in study_windows(application):
        window.controller.document.set_modified(False)
        window.close()


# ----- paste, Open from text, drops ------------------------------------------------------------------------
def test_a_game_pasted_in_the_play_window_opens_as_a_new_unsaved_game_for_study(qtbot, studio):
    window = studio.window
    window.copy_text(GAME)
    window.actions_by_name["paste_fen"].trigger()
    opened = study_windows(studio)
    assert len(opened) == 1
    study = opened[0]
    assert moves_of(study) == ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "g6g5"]
    assert study.controller.tree.mainline_nodes()[5].nags == [5]
    assert study.controller.document.modified and study.controller.document.path is None
    assert study.autosave is not None, "the program's windows keep an unsaved game safe"
    assert study.notice.isHidden()
    assert studio.controller.game.moves == [], "the game on the board stays"
    assert window.dialogs.errors == []
    close_all(studio)


def test_a_pasted_game_cut_short_keeps_the_moves_before_the_bad_one_and_names_it(qtbot, studio):
    studio.window.copy_text(CUT_SHORT)
    studio.window.actions_by_name["paste_fen"].trigger()
    study = study_windows(studio)[0]
    assert moves_of(study) == ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0"]
    assert not study.notice.isHidden()
    assert study.notice.lines == ["“车八进九” after 3.车一平二 is not a legal move there. The 5 moves before it "
                                  "were kept."]
    assert "The pasted game was read up to a move that could not be read" in study.notice.label.text()
    study.controller.first()
    assert study.go_to_problem(0) and study.controller.node.ply == 5     # its link: the last good move
    close_all(studio)


def test_a_paste_cut_short_inside_a_variation_says_what_the_study_keeps_of_both_lines(qtbot, studio):
    """A paste that stops inside a variation keeps the main line up to the variation and the variation's
    moves before the bad one; the rest of the text, the main line after the variation too, is lost. The
    notice counted only the moves along the variation's line ("The move before it was kept.") while the
    study showed two moves, and did not say that the main line was cut as well."""
    studio.window.copy_text("1. 炮二平五 (1. 马二进三 车九进九) 马８进７ 2. 马二进三")
    studio.window.actions_by_name["paste_fen"].trigger()
    study = study_windows(studio)[0]
    tree = study.controller.tree
    assert moves_of(study) == ["h2e2"] and [c.iccs for c in tree.root.children] == ["h2e2", "h0g2"]
    assert study.notice.lines == ["“车九进九” after 1.马二进三 is not a legal move there. It is inside a "
                                  "variation: the study keeps the move of the main line and the move of the "
                                  "variation before it, and nothing after it."]
    study.controller.first()
    assert study.go_to_problem(0) and study.controller.node is tree.root.children[1]
    close_all(studio)
    studio.window.copy_text("1. 炮二平五 马８进７ 2. 马二进三 (2. 马八进七 车９平８ 3. 车九进一 xyz) 车９平８")
    studio.window.actions_by_name["paste_fen"].trigger()
    study = study_windows(studio)[0]
    assert moves_of(study) == ["h2e2", "h9g7", "h0g2"]
    assert study.notice.lines == ["“xyz” after 3.车九进一 could not be read as a move. It is inside a variation: "
                                  "the study keeps the 3 moves of the main line and the 3 moves of the "
                                  "variation before it, and nothing after it."]
    close_all(studio)
    studio.window.copy_text("1. 炮二平五 马８进７ 2. 马二进三 车９平８ (2… 车９进９) 3. 车一平二")
    studio.window.actions_by_name["paste_fen"].trigger()
    study = study_windows(studio)[0]
    assert moves_of(study) == ["h2e2", "h9g7", "h0g2", "i9h9"]
    assert study.notice.lines == ["“车９进９” after 2.马二进三 is not a legal move there. It starts a variation: "
                                  "the study keeps the 4 moves of the main line, and nothing after it."]
    close_all(studio)


def test_a_fen_still_starts_a_game_and_a_paste_of_neither_says_why(qtbot, studio):
    window = studio.window
    window.copy_text("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")
    window.actions_by_name["paste_fen"].trigger()
    assert studio.controller.game.board.fen() == "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1" and not study_windows(studio)
    window.copy_text("1. 帅五进二")
    window.actions_by_name["paste_fen"].trigger()
    title, text = window.dialogs.errors[-1]
    assert "neither a position (FEN) nor a game" in text and "The first move, “帅五进二”, is not a legal move." in text
    window.copy_text("hello there")
    window.actions_by_name["paste_fen"].trigger()
    assert "No moves were found" in window.dialogs.errors[-1][1]
    window.copy_text("   ")
    window.actions_by_name["paste_fen"].trigger()
    assert window.dialogs.errors[-1][1] == "The clipboard holds no text."
    assert not study_windows(studio)


def test_open_from_text_in_the_play_window(qtbot, studio, monkeypatch):
    monkeypatch.setattr(share_dialogs, "ask_game_text", lambda parent, text="": "C2.5 H8+7 H2+3")
    studio.window.actions_by_name["open_text"].trigger()
    assert [moves_of(w) for w in study_windows(studio)] == [["h2e2", "h9g7", "h0g2"]]
    monkeypatch.setattr(share_dialogs, "ask_game_text", lambda parent, text="": None)     # cancelled
    studio.window.actions_by_name["open_text"].trigger()
    assert len(study_windows(studio)) == 1
    close_all(studio)


def test_a_text_that_opens_no_game_comes_back_in_the_box_to_be_corrected(qtbot, studio, monkeypatch):
    asked: list[str] = []
    answers = iter(["1. 帅五进二 马８进７", "1. 炮二平五 马８进７", None])

    def ask(parent, text=""):
        asked.append(text)
        return next(answers)

    monkeypatch.setattr(share_dialogs, "ask_game_text", ask)
    studio.window.actions_by_name["open_text"].trigger()
    assert asked == ["", "1. 帅五进二 马８进７"], "the text typed is offered again after the reason is said"
    assert "“帅五进二”" in studio.window.dialogs.errors[-1][1]
    assert [moves_of(w) for w in study_windows(studio)] == [["h2e2", "h9g7"]]
    first = study_windows(studio)[0]
    warned: list[str] = []
    monkeypatch.setattr(game_sharing, "warn", lambda parent, title, text: warned.append(text))
    asked.clear()
    answers = iter(["hello there", None])
    first.actions_by_name["open_text"].trigger()
    assert asked == ["", "hello there"] and "No moves were found" in warned[0]
    assert len(study_windows(studio)) == 1
    close_all(studio)


def drop_text(widget, filters, text: str) -> None:
    """A drag of text entering `widget` and dropped on it, handed to its drop filters in Qt's order (the
    last installed first; Qt only delivers real drags through QApplication): each is accepted."""
    mime = QMimeData()
    mime.setText(text)
    at = QPointF(widget.width() / 2, widget.height() / 2)
    enter = QDragEnterEvent(at.toPoint(), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    drop = QDropEvent(at, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    for event in (enter, drop):
        assert any(f.eventFilter(widget, event) for f in filters) and event.isAccepted()


def test_text_dropped_on_the_play_window_opens_for_study(qtbot, studio):
    window = studio.window
    drop_text(window, [studio.play_view.sharing.text_drops, studio.file_drops], "h2e2 h9g7 h0g2")
    assert [moves_of(w) for w in study_windows(studio)] == [["h2e2", "h9g7", "h0g2"]]
    close_all(studio)


def test_a_study_windows_paste_open_from_text_and_drop_open_windows_of_their_own(qtbot, studio, monkeypatch):
    first = open_study_window(studio.window, read_text(WITH_LINES)[0])
    studio.study(first)
    QGuiApplication.clipboard().setText(GAME)
    first.actions_by_name["paste_game"].trigger()
    monkeypatch.setattr(share_dialogs, "ask_game_text", lambda parent, text="": "1. h2e2 h7e7")
    first.actions_by_name["open_text"].trigger()
    drop_text(first, [first.file_drops], "b2e2 b7e7")
    QGuiApplication.clipboard().setText("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1")     # a position: studied from there
    first.actions_by_name["paste_game"].trigger()
    others = [w for w in study_windows(studio) if w is not first]
    assert [moves_of(w)[:2] for w in others] == [["h2e2", "h9g7"], ["h2e2", "h7e7"], ["b2e2", "b7e7"], []]
    assert others[-1].controller.tree.start_fen == "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1"
    assert all(w.autosave is not None and w.parentWidget() is studio.window for w in others)
    assert moves_of(first) == ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"], "the first keeps its game"
    close_all(studio)


# ----- copy as text ---------------------------------------------------------------------------------------
def test_copy_game_and_line_as_text_reads_back_to_the_same_moves(qtbot, studio):
    window = open_study_window(studio.window, read_text(WITH_LINES)[0])
    c = window.controller
    window.actions_by_name["copy_game"].trigger()
    copied = QGuiApplication.clipboard().text()
    back = read_text(copied)[0]
    assert list(back.mainline()) == moves_of(window)
    assert [child.move.iccs for child in back.mainline_nodes()[1].children] == ["h0g2", "b0c2"]   # the variation
    assert "炮二平五" in copied and "{Central cannon}" in copied and "[%cal" not in copied
    assert window.statusBar().currentMessage() == "The game was copied as text"
    variation = c.tree.mainline_nodes()[1].children[1]            # 2. b0c2
    c.go_to(variation)
    window.set_notation("wxf")
    window.actions_by_name["copy_line"].trigger()
    line = read_text(QGuiApplication.clipboard().text())[0]
    assert list(line.mainline()) == ["h2e2", "h9g7", "b0c2", "b9c7", "a0b0"]
    assert QGuiApplication.clipboard().text().startswith("1. C2.5 ")
    close_all(studio)


def test_the_play_windows_game_copied_as_text(qtbot, studio):
    from app.model import Move
    for move in ("h2e2", "h9g7", "h0g2"):
        studio.controller.play(Move.from_iccs(move))
    studio.window.actions_by_name["copy_game"].trigger()
    text = studio.window.clipboard_text()
    assert list(read_text(text)[0].mainline()) == ["h2e2", "h9g7", "h0g2"]
    assert studio.window.statusBar().currentMessage() == "The game was copied as text"


# ----- export and print -----------------------------------------------------------------------------------
def answer_export(monkeypatch, folder: Path, paper: str = "a4", delay: int = 250) -> list[str]:
    asked = []

    def ask(parent, kind, suggested):
        asked.append(suggested)
        return str(folder / f"out.{kind}"), paper if kind == "pdf" else ""

    monkeypatch.setattr(share_dialogs, "ask_export_path", ask)
    monkeypatch.setattr(share_dialogs, "ask_gif_delay", lambda parent, ms: delay)
    return asked


def test_the_study_windows_exports_are_what_they_claim(qtbot, studio, monkeypatch, tmp_path):
    window = open_study_window(studio.window, read_text(WITH_LINES)[0])
    asked = answer_export(monkeypatch, tmp_path, paper="letter")
    c = window.controller
    c.go_to(c.tree.mainline_nodes()[0])                   # diagrams: the position shown, with its arrow
    for kind in share_dialogs.EXPORT_KINDS:
        window.actions_by_name[f"export_{kind}"].trigger()
        assert window.statusBar().currentMessage() == f"Exported to {tmp_path / f'out.{kind}'}"
    assert asked[0] == "Li – Wang"
    pdf = (tmp_path / "out.pdf").read_bytes()
    assert pdf.startswith(b"%PDF") and re.search(rb"/MediaBox\s*\[0 0 612(\.0*)? 792(\.0*)?\]", pdf), "Letter paper"
    with Image.open(tmp_path / "out.gif") as gif:
        assert gif.n_frames == len(c.tree.mainline()) + 1
        assert gif.info["duration"] == 250
    svg = ET.parse(tmp_path / "out.svg").getroot()
    assert svg.tag == "{http://www.w3.org/2000/svg}svg"
    assert svg.findtext("{http://www.w3.org/2000/svg}desc") == c.board().fen()
    assert MARK_COLORS[MarkColor.GREEN] in {el.get("fill") for el in svg.iter()}
    assert not QImage(str(tmp_path / "out.png")).isNull()
    assert list(read_games(tmp_path / "out.txt")[0].mainline()) == moves_of(window)
    close_all(studio)


def test_the_play_windows_exports_are_the_game_played_and_its_shown_position_with_its_marks(
        qtbot, studio, monkeypatch, tmp_path):
    from app.model import Move
    for move in ("h2e2", "h9g7"):
        studio.controller.play(Move.from_iccs(move))
    answer_export(monkeypatch, tmp_path)
    window = studio.window
    window.drawn.draw(sq("b0"), sq("c2"), MarkColor.RED)
    window.actions_by_name["export_svg"].trigger()
    svg = ET.parse(tmp_path / "out.svg").getroot()
    assert svg.findtext("{http://www.w3.org/2000/svg}desc") == studio.controller.game.board.fen()
    assert MARK_COLORS[MarkColor.RED] in {el.get("fill") for el in svg.iter()}, "the arrow drawn"
    window.actions_by_name["export_gif"].trigger()
    with Image.open(tmp_path / "out.gif") as gif:
        assert gif.n_frames == 3
    window.actions_by_name["export_pdf"].trigger()
    assert (tmp_path / "out.pdf").read_bytes().startswith(b"%PDF")
    window.actions_by_name["export_txt"].trigger()
    saved = read_games(tmp_path / "out.txt")[0]
    assert list(saved.mainline()) == ["h2e2", "h9g7"] and saved.headers["Red"]
    assert "[%cal" not in (tmp_path / "out.txt").read_text(encoding="utf-8"), "text keeps no drawn marks"


def test_a_failed_export_says_why_and_a_cancelled_one_writes_nothing(qtbot, studio, monkeypatch, tmp_path):
    told = []
    monkeypatch.setattr(game_sharing, "warn", lambda parent, title, text: told.append((title, text)))
    monkeypatch.setattr(share_dialogs, "ask_export_path",
                        lambda parent, kind, suggested: (str(tmp_path / "no-such-folder" / "x.pdf"), "a4"))
    studio.window.actions_by_name["export_pdf"].trigger()
    assert told and told[0][0] == "Export failed" and "no-such-folder" in told[0][1]
    monkeypatch.setattr(share_dialogs, "ask_export_path", lambda parent, kind, suggested: None)
    monkeypatch.setattr(share_dialogs, "ask_gif_delay", lambda parent, ms: None)
    for kind in share_dialogs.EXPORT_KINDS:
        studio.window.actions_by_name[f"export_{kind}"].trigger()
    assert len(told) == 1 and {p.name for p in tmp_path.iterdir()} <= {"data", "settings.ini", "recent.ini"}


def test_print_paints_the_score_sheet_onto_the_printer_chosen(qtbot, studio, monkeypatch, tmp_path):
    window = open_study_window(studio.window, read_text(WITH_LINES)[0])
    out = tmp_path / "printed.pdf"
    chosen = []

    def ask(parent, printer):
        chosen.append(printer)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        return True

    monkeypatch.setattr(share_dialogs, "ask_print", ask)
    window.actions_by_name["print"].trigger()
    data = out.read_bytes()
    pages = len(re.findall(rb"/Type\s*/Page\b(?!s)", data))
    assert data.startswith(b"%PDF") and pages >= 1
    assert window.statusBar().currentMessage() == ("Printed 1 page" if pages == 1 else f"Printed {pages} pages")
    monkeypatch.setattr(share_dialogs, "ask_print", lambda parent, printer: False)      # cancelled
    out.unlink()
    window.actions_by_name["print"].trigger()
    assert not out.exists()
    studio.window.actions_by_name["print"].trigger()
    close_all(studio)


def test_ctrl_v_in_the_comment_box_pastes_text_into_the_comment(qtbot, studio):
    """Paste game is the window's Ctrl+V outside a text box only: in the comment box Ctrl+V pastes there."""
    window = open_study_window(studio.window, read_text(WITH_LINES)[0])
    studio.study(window)
    qtbot.waitExposed(window)
    window.activateWindow()
    window.controller.forward()
    window.comment_edit.setFocus()
    qtbot.waitUntil(window.comment_edit.hasFocus)
    QGuiApplication.clipboard().setText("1. 炮二平五")
    qtbot.keyClick(window.comment_edit, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert "1. 炮二平五" in window.comment_edit.toPlainText()
    assert [w for w in study_windows(studio) if w is not window] == [], "no game opened"
    window.tree.setFocus()
    qtbot.waitUntil(window.tree.hasFocus)
    qtbot.keyClick(window.tree, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)      # outside it: a game
    assert [moves_of(w) for w in study_windows(studio) if w is not window] == [["h2e2"]]
    close_all(studio)



def test_a_text_whose_position_cannot_be_played_says_what_is_wrong_with_it(qtbot, studio, tmp_path):
    """A game text whose first line is a FEN the rules cannot play from (two red kings) is refused
    naming the position's fault, not with "No moves were found"; a file holding such a game says the
    same of that game when it leaves it out."""
    from app.formats import read_games
    from app.view.study_texts import problem_sentence
    window = studio.window
    window.copy_text("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNK w - - 0 1\nh2e2 h9g7")
    window.actions_by_name["paste_fen"].trigger()
    text = window.dialogs.errors[-1][1]
    assert "The game's start position cannot be played: Red has 2 kings, more than a side can have." in text
    assert "No moves were found" not in text and not study_windows(studio)
    path = tmp_path / "two.pgn"
    path.write_text('[FEN "3k5/9/9/9/9/9/9/9/9/3K5 w - - 0 1"]\n\n1. h0h1 *\n\n[Event "b"]\n\n1. h2e2 h7e7 *\n',
                    encoding="utf-8")
    games = read_games(path)
    assert len(games) == 1 and problem_sentence(games.problems[0], "two.pgn") == (
        "Game 1 was left out, its start position cannot be played: The kings face each other on file d")
