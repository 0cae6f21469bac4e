"""Text from game files is shown as written, never read as HTML, and header values
of megabytes are shown shortened while the whole value is kept (point 11)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QTreeWidgetItemIterator, QWidget

from app.controller.library_controller import LibraryController
from app.controller.puzzle_controller import PuzzleController
from app.formats import write_pgn
from app.model.tree import GameTree
from app.puzzles import Collection, Puzzle
from app.shell.study_windows import open_study_window
from app.view.library_table import COLUMNS
from app.view.library_window import LibraryWindow
from app.view.move_tree import HeadersDialog
from app.view.notice_bar import NoticeBar
from app.view.plain_text import SHOWN_LIMIT, TOOLTIP_LIMIT, plain_tooltip
from app.view.puzzle_window import PuzzleWindow

HEADERS = ("Event", "Site", "Date", "Round", "Red", "Black", "Result", "Opening", "ECCO", "Title", "Annotator")
MARK = re.compile(r"M\d{3}")


@pytest.fixture
def image(tmp_path: Path) -> Path:
    """A real picture: if Qt read the planted <img>, it would show it (an object character)."""
    path = tmp_path / "pic.png"
    picture = QImage(8, 8, QImage.Format.Format_RGB32)
    picture.fill(0xFF0000)
    assert picture.save(str(path))
    return path


def planted(number: int, image: Path) -> str:
    return f"<b>M{number:03d}</b><img src=\"{image}\">&amp;"


def hostile_game(image: Path) -> GameTree:
    """Every header and every comment holds HTML."""
    tree = GameTree.from_moves(["h2e2", "h9g7", "h0g2", "i9h9"])
    for i, key in enumerate(HEADERS):
        tree.headers[key] = planted(i, image)
    tree.root.comment = planted(100, image)
    for i, node in enumerate(tree.nodes()):
        node.comment = planted(101 + i, image) + "\nsecond line"
    tree.add_move(tree.root.children[0], "b9c7").comment = planted(199, image)   # a variation's comment
    return tree


def shown(text: str, text_format: Qt.TextFormat = Qt.TextFormat.AutoText) -> str:
    """What Qt shows for a text in a format (tooltips are always AutoText)."""
    rich = text_format == Qt.TextFormat.RichText or (
        text_format == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def assert_as_written(text: str, where: str) -> None:
    """Every planted mark is shown with its tags around it; no picture; the entity left as typed."""
    assert "\ufffc" not in text, f"{where}: a planted <img> was shown as a picture: {text!r}"
    for mark in MARK.finditer(text):
        start, end = mark.span()
        assert text[max(0, start - 3):start] == "<b>" and text[end:end + 4] == "</b>", \
            f"{where}: planted HTML was read as HTML: {text!r}"
        rest = text[end + 4:end + 13]
        assert rest == "<img src=" or "<img src=".startswith(rest.rstrip("…")), f"{where}: {text!r}"


def check_widgets(top: QWidget) -> int:
    """Every label and every tooltip under `top` shows what it shows as written; returns how many
    showed a planted mark."""
    seen = 0
    for widget in [top, *top.findChildren(QWidget)]:
        texts = [(shown(widget.toolTip()), f"tooltip of {widget!r}")]
        if isinstance(widget, QLabel):
            texts.append((shown(widget.text(), widget.textFormat()), f"label {widget.objectName()!r}"))
        for text, where in texts:
            assert_as_written(text, where)
            seen += bool(MARK.search(text))
    return seen


def test_study_window_shows_headers_and_comments_as_written(qtbot, tmp_path, image):
    path = tmp_path / "hostile.pgn"
    write_pgn([hostile_game(image)], path, "iccs")
    window = open_study_window(None, str(path), show=False)
    assert window is not None
    qtbot.addWidget(window)
    window.show()
    c = window.controller
    assert c.tree.headers["Red"] == planted(4, image), "the file kept the HTML as text"
    labels = 0
    for node in [c.tree.root, *c.tree.nodes()]:
        c.go_to(node)
        labels += check_widgets(window)
        assert window.comment_edit.toPlainText() == node.comment       # a plain-text box
    assert labels > 0, "the header panel shows the players"
    tips = 0
    iterator = QTreeWidgetItemIterator(window.tree)
    while iterator.value() is not None:
        item = iterator.value()
        for column in range(window.tree.columnCount()):
            assert_as_written(shown(item.toolTip(column)), f"move tree tooltip {item.text(0)!r}")
            tips += bool(MARK.search(shown(item.toolTip(column))))
        iterator += 1
    assert tips == 1 + 4 + 1, "every comment is in a tooltip, as written"
    dialog = HeadersDialog(c.tree.headers, window)
    for key, field in dialog.fields.items():
        assert_as_written(shown(field.toolTip()), f"{key} field")
    assert dialog.values()["Red"] == planted(4, image)
    c.document.set_modified(False)


def test_notice_bar_shows_file_text_as_written(qtbot, image):
    bar = NoticeBar()
    qtbot.addWidget(bar)
    bar.show_notice(planted(1, image), [planted(2, image), "Game 1: moves after 3. x are missing"],
                    planted(3, image), ["", "3. x"])
    text = shown(bar.label.text(), bar.label.textFormat())
    assert "M001" in text and "M002" in text
    assert "M003" in shown(bar.toolTip())
    assert check_widgets(bar) >= 2


def test_library_window_lists_imported_headers_as_written(qtbot, tmp_path, image):
    path = tmp_path / "hostile.pgn"
    write_pgn([hostile_game(image)], path, "iccs")
    controller = LibraryController(tmp_path / "lib.sqlite")
    window = LibraryWindow(controller)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(controller.import_finished, timeout=60000):
        controller.start_import([str(path)])
    window.apply_search()
    model = window.model
    assert model.rowCount() == 1
    marks = 0
    for column, (key, _) in enumerate(COLUMNS):
        tip = model.data(model.index(0, column), Qt.ItemDataRole.ToolTipRole)
        assert_as_written(shown(tip), f"library {key} tooltip")
        marks += bool(MARK.search(shown(tip)))
    assert marks >= 4, "red, black, event and opening are listed"
    check_widgets(window)
    controller.close()


def test_puzzle_window_shows_names_from_files_as_written(qtbot, tmp_path, image):
    puzzle = Puzzle("3k5/4a4/9/9/9/9/9/9/R8/4K3R w - - 0 1", "mate", ["a1d1", "e8d7", "d1d7"], id="p1",
                    title=planted(1, image), themes=(planted(2, image),))
    controller = PuzzleController(tmp_path / "progress.json", [Collection(planted(3, image), (puzzle,))])
    window = PuzzleWindow(controller)
    qtbot.addWidget(window)
    window.show()
    assert check_widgets(window) >= 2
    assert window.collection_box.itemText(0).startswith(planted(3, image))


def test_plain_tooltip_is_rich_text_of_the_text_as_written():
    text = "a < b && <i>c</i>\n  indented"
    tip = plain_tooltip(text)
    assert GuiQt.mightBeRichText(tip) and shown(tip) == text
    assert plain_tooltip("") == ""
    assert len(shown(plain_tooltip("x" * 10 * TOOLTIP_LIMIT))) == TOOLTIP_LIMIT


# ----- point 11: megabyte header values ---------------------------------------------------------------
@pytest.mark.parametrize("size", [400_000, 1_000_000])     # a file read at once; a large one read on a worker
def test_megabyte_header_values_are_shown_shortened_and_kept_whole(qtbot, tmp_path, size):
    huge = {key: key[0] * size for key in ("Red", "Black", "Event", "Opening")}
    tree = GameTree.from_moves(["h2e2", "h9g7"], headers=huge)
    path = tmp_path / "huge.pgn"
    write_pgn([tree], path, "iccs")
    window = open_study_window(None, str(path), show=False)
    assert window is not None
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.controller.tree.headers.get("Red") == huge["Red"], timeout=60000)
    for label in window.findChildren(QLabel):
        assert len(label.text()) < 10 * SHOWN_LIMIT, f"a label shows {len(label.text())} characters"
    assert len(window.info_label.toolTip()) < 2 * TOOLTIP_LIMIT
    assert "RRRR" in window.info_label.text() and "…" in window.info_label.text()
    dialog = HeadersDialog(window.controller.tree.headers, window)
    assert all(len(field.text()) <= SHOWN_LIMIT for field in dialog.fields.values() if hasattr(field, "text"))
    assert dialog.values()["Red"] == huge["Red"], "a value left alone is kept whole"
    dialog.fields["Event"].setText("Club match")
    dialog.fields["Event"].setModified(True)                      # as typing does
    assert dialog.values()["Event"] == "Club match" and dialog.values()["Black"] == huge["Black"]
    window.controller.document.set_modified(False)


def test_library_cells_are_shortened(qtbot, tmp_path):
    tree = GameTree.from_moves(["h2e2"], headers={"Red": "R" * 200_000, "Event": "E" * 200_000})
    path = tmp_path / "long.pgn"
    write_pgn([tree], path, "iccs")
    controller = LibraryController(tmp_path / "lib.sqlite")
    window = LibraryWindow(controller)
    qtbot.addWidget(window)
    with qtbot.waitSignal(controller.import_finished, timeout=60000):
        controller.start_import([str(path)])
    window.apply_search()
    model = window.model
    assert model.rowCount() == 1
    for column in range(len(COLUMNS)):
        assert len(str(model.data(model.index(0, column)))) <= SHOWN_LIMIT
        assert len(str(model.data(model.index(0, column), Qt.ItemDataRole.ToolTipRole))) < 2 * TOOLTIP_LIMIT
    controller.close()


def _answer_box(qtbot, button, seen):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    def check():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, check)
            return
        seen.append((box.textFormat(), box.text()))
        box.button(button).click()
    QTimer.singleShot(0, check)


def test_message_boxes_that_quote_a_file_name_show_it_as_text(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox, QWidget

    from app.view.dialogs import Dialogs
    from app.view.study_window import ask_unsaved_changes
    seen: list = []
    _answer_box(qtbot, QMessageBox.StandardButton.Discard, seen)
    assert ask_unsaved_changes(None, "<b>bold</b>.pgn") == "discard"
    _answer_box(qtbot, QMessageBox.StandardButton.Ok, seen)
    parent = QWidget()
    qtbot.addWidget(parent)
    Dialogs(parent).error("Save failed", "<img src=/tmp/x.png> cannot be written")
    assert [fmt for fmt, _ in seen] == [Qt.TextFormat.PlainText, Qt.TextFormat.PlainText]
    assert "<b>bold</b>.pgn" in seen[0][1] and "<img src=/tmp/x.png>" in seen[1][1]


# ----- text from engines -------------------------------------------------------------
def named_engine(tmp_path: Path, name: str) -> str:
    """An executable fake engine whose name, author, option names and info string are `name`; it
    answers every search with an illegal move."""
    import shlex
    import sys

    from tests.engines.conftest import FAKE
    path = tmp_path / "named-engine"
    path.write_text("#!/bin/sh\nexec " + " ".join(shlex.quote(a) for a in (sys.executable, str(FAKE), "named", name))
                    + "\n")
    path.chmod(0o755)
    return str(path)


def test_engine_text_is_shown_as_written(qtbot, tmp_path, image):
    """An engine called <img src=...>: the Engines dialog, the analysis panel (whose status quotes its
    error after an illegal move), the review dialog and the error box show its words as written."""
    from PySide6.QtCore import QSettings

    from app.controller.analysis import AnalysisController
    from app.controller.engine_registry import EngineDetector, EngineRegistry
    from app.controller.review import GameReviewer
    from app.model import Game
    from app.view.analysis_panel import AnalysisPanel
    from app.view.engines_dialog import EnginesDialog
    from app.view.new_game_dialog import NewGameDialog
    from app.view.review_dialog import ReviewDialog
    name = planted(1, image)
    registry = EngineRegistry(QSettings(str(tmp_path / "engines.ini"), QSettings.Format.IniFormat))
    dialog = EnginesDialog(registry, EngineDetector())
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitSignal(dialog.detector.found, timeout=30000):
        dialog.add_path(named_engine(tmp_path, name))
    assert dialog.specs[-1].name == name, "the name is kept as the engine said it"
    assert check_widgets(dialog) >= 3, "the status, the details and the option's label name it"
    dialog.accept()

    controller = AnalysisController()
    panel = AnalysisPanel(controller, registry, notation="iccs")
    qtbot.addWidget(panel)
    panel.show()
    panel.engine.setCurrentText(name)
    panel.set_position(Game())
    with qtbot.waitSignal(controller.failed, timeout=30000):
        panel.start()
    assert "M001" in panel.status.text() and "illegal move" in panel.status.text()
    assert check_widgets(panel) >= 1
    controller.close()

    tree = GameTree.from_moves(["h2e2"])
    review = ReviewDialog(GameReviewer(), registry, tree)
    qtbot.addWidget(review)
    review.show()
    review.engine.setCurrentText(name)
    with qtbot.waitSignal(review.reviewer.failed, timeout=30000):
        review.start()
    assert "M001" in review.status.text() and check_widgets(review) >= 1
    review.reviewer.close()

    from app.controller.settings import Settings
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    new_game = NewGameDialog(settings, None, True, True, [name])
    qtbot.addWidget(new_game)
    assert new_game.engine.itemText(1) == name
    check_widgets(new_game)


def test_message_boxes_that_quote_an_engine_show_it_as_text(qtbot):
    from PySide6.QtWidgets import QMessageBox

    from app.view import texts
    from app.view.dialogs import Dialogs
    seen: list = []
    _answer_box(qtbot, QMessageBox.StandardButton.Ok, seen)
    parent = QWidget()
    qtbot.addWidget(parent)
    Dialogs(parent).error("The computer failed", texts.computer_gave_no_move("<img src=/tmp/x.png>", "red"))
    assert seen[0][0] == Qt.TextFormat.PlainText and "<img src=/tmp/x.png> gave no move" in seen[0][1]


def test_names_from_engines_and_files_holding_place_marks_are_shown_as_written(qtbot, image):
    """A name that holds "%2" (an engine's id name, a file's, a header) is shown as written: the words
    around it are filled in one pass, not the name filled in again by the next value; and a tournament's
    live games list shows engine names in its tooltips as written too."""
    from app.controller.tournament_values import LiveGame
    from app.engines import EngineError, EngineProblem
    from app.library import ErrorKind, LibraryError
    from app.puzzles.progress import DamageKind, ProgressDamage
    from app.view import export_texts
    from app.view.dialogs import set_aside_text
    from app.view.puzzle_window import damage_text
    from app.view.study_texts import notice_heading
    from app.view.texts import engine_error, library_error
    from app.view.tournament_tables import LiveGamesPanel

    red, black = "Red %2 %3 %5", "Black %1"
    assert export_texts.players(red, black) == f"{red} – {black}"
    assert export_texts.labelled("Red", red) == f"Red: {red}"
    assert notice_heading("games%2.pgn", 7).startswith("“games%2.pgn” was read")
    said = engine_error(EngineError(EngineProblem.ILLEGAL_MOVE, engine="Evil %2 %3", move="a0a9"))
    assert "Evil %2 %3" in said and said.count("a0a9") == 1
    said = library_error(LibraryError(ErrorKind.CANNOT_OPEN, "no permission", path="/tmp/lib %2.sqlite"))
    assert "lib %2.sqlite" in said and said.count("no permission") == 1
    said = damage_text(ProgressDamage(DamageKind.PARTLY, Path("/tmp/a %2 %3/p.json"), Path("/tmp/kept"), 4))
    assert "/tmp/a %2 %3/p.json" in said
    said = set_aside_text([("/tmp/auto %2.json", "/tmp/kept.json", False)])
    assert "/tmp/auto %2.json could not be read" in said

    panel = LiveGamesPanel()
    qtbot.addWidget(panel)
    game = LiveGame(3, planted(1, image) + " %3", planted(2, image), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/"
                    "1C5C1/9/RNBAKABNR w - - 0 1", ())
    panel.update_game(game)
    item = panel.list.item(0)
    assert item.text() == f"Game 3: {game.red} – {game.black}"
    assert_as_written(shown(item.toolTip()), "live game tooltip")
    assert shown(item.toolTip()) == item.text()
    assert check_widgets(panel) >= 1
