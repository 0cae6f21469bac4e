"""Glyphs in two keystrokes: the palette beside the comment and Edit ▸ Glyphs set move
glyphs (Ctrl+1..6: ! ? !! ?? !? ?!) and position glyphs (Alt+1..8: +- ± += = =+ ∓ -+ ∞) and the diagram
flag (Ctrl+D) as NAGs, each an undoable edit, shown in the move list; no two actions of a window share a
shortcut."""

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QToolButton

from app.controller.study_controller import StudyController
from app.formats import read_text, write_pgn, read_games
from app.model.glyphs import DIAGRAM
from app.view import study_window
from app.view.glyph_palette import MOVE_GLYPH_KEYS, POSITION_GLYPH_KEYS
from app.view.study_window import StudyWindow

GAME = "1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7"


@pytest.fixture(autouse=True)
def never_ask(monkeypatch):
    monkeypatch.setattr(study_window, "ask_unsaved_changes", lambda parent, name: "discard")


@pytest.fixture
def window(qtbot):
    win = StudyWindow(StudyController(read_text(GAME)))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=2000)
    yield win
    win.controller.document.set_modified(False)


def keys(qtbot, window, sequence: str) -> None:
    """Press a key sequence as a person does: to the widget with the focus."""
    combo = QKeySequence(sequence)[0]
    qtbot.keyClick(QApplication.focusWidget() or window, combo.key(), combo.keyboardModifiers())


def row_text(window, node) -> str:
    return window.tree.item_of(node).text(0)


def test_the_shortcuts_set_move_and_position_glyphs_shown_in_the_move_list(qtbot, window):
    c = window.controller
    c.last()
    c.back()                                              # 3. i0h0
    node = c.node
    keys(qtbot, window, "Ctrl+5")
    assert node.nags == [5] and row_text(window, node) == "3. 车一平二!?"
    keys(qtbot, window, "Alt+2")
    assert node.nags == [5, 16] and row_text(window, node) == "3. 车一平二!? ±"
    keys(qtbot, window, "Ctrl+3")                         # another move glyph replaces it
    assert node.nags == [3, 16] and row_text(window, node) == "3. 车一平二!! ±"
    keys(qtbot, window, "Ctrl+3")                         # the same again takes it away
    assert node.nags == [16] and row_text(window, node) == "3. 车一平二 ±"
    assert window.actions_by_name["undo"].text().endswith("glyph")
    c.undo()
    assert node.nags == [3, 16] and row_text(window, node) == "3. 车一平二!! ±"
    for _ in range(3):
        c.undo()
    assert node.nags == [] and row_text(window, node) == "3. 车一平二"


@pytest.mark.parametrize("nag, sequence", [*MOVE_GLYPH_KEYS.items(), *POSITION_GLYPH_KEYS.items()])
def test_each_glyph_has_its_two_keystrokes(qtbot, window, nag, sequence):
    c = window.controller
    c.forward()
    keys(qtbot, window, sequence)
    assert c.node.nags == [nag]


def test_the_palettes_buttons_and_the_edit_menu_set_glyphs_and_the_diagram_flag(qtbot, window, tmp_path):
    c = window.controller
    c.forward()
    c.forward()                                           # 1... h9g7
    bar = window.glyphs.bar
    assert bar.isVisible()
    buttons = {b.text(): b for b in bar.findChildren(QToolButton) if b.text()}
    assert {"!", "?", "!!", "??", "!?", "?!", "+-", "±", "+=", "=", "=+", "∓", "-+", "∞"} <= set(buttons)
    qtbot.mouseClick(buttons["?!"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(buttons["∞"], Qt.MouseButton.LeftButton)
    assert c.node.nags == [6, 13] and buttons["?!"].isChecked() and buttons["∞"].isChecked()
    assert row_text(window, c.node) == "1… 马８进７?! ∞"
    menu = window.glyphs_menu
    names = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert "Good move (!)" in names and "Unclear position (∞)" in names
    next(a for a in menu.actions() if a.text() == "Good move (!)").trigger()
    assert c.node.nags == [1, 13] and not buttons["?!"].isChecked() and buttons["!"].isChecked()
    keys(qtbot, window, "Ctrl+D")                         # a diagram here in the score sheet
    assert DIAGRAM in c.node.nags and window.glyphs.diagram.isChecked()
    c.back()                                              # another move: its own (no) glyphs checked
    assert not buttons["!"].isChecked() and not window.glyphs.diagram.isChecked()
    c.first()
    assert not window.glyphs.actions[1].isEnabled(), "the start has no move to judge"
    assert not window.glyphs.diagram.isEnabled(), "nor a move to show a diagram after"
    keys(qtbot, window, "Ctrl+D")
    assert c.node.nags == [], "Ctrl+D at the start sets nothing a file could not keep"
    c.forward()
    c.forward()
    path = tmp_path / "glyphs.pgn"
    write_pgn(c.games, path)
    assert read_games(path)[0].mainline_nodes()[1].nags == [1, 13, DIAGRAM]
    c.undo()
    assert not window.glyphs.diagram.isChecked()


@pytest.mark.parametrize("size", [(1366, 768), (1024, 700), (800, 600)])
def test_every_button_of_the_palette_shows_at_the_windows_sizes(qtbot, window, size):
    """None of the palette's buttons hides behind a tool bar's overflow arrow: in a narrow column its
    groups go on more lines."""
    window.resize(*size)
    wanted = [*window.glyphs.actions.values(), window.glyphs.diagram]

    def shown() -> list[str]:
        buttons = {b.defaultAction(): b for b in window.findChildren(QToolButton) if b.defaultAction() in wanted}
        return [a.iconText() for a in wanted if a in buttons and buttons[a].isVisible()
                and window.rect().contains(buttons[a].mapTo(window, buttons[a].rect().bottomRight()))]

    qtbot.waitUntil(lambda: len(shown()) == len(wanted), timeout=2000)


def test_an_equal_position_read_as_11_is_shown_and_taken_away_as_equal(qtbot, window):
    c = window.controller
    c.forward()
    c.node.nags = [11]
    c.back()
    c.forward()
    assert window.glyphs.actions[10].isChecked()
    keys(qtbot, window, "Alt+4")
    assert c.node.nags == []


def shortcuts_of(window) -> list[tuple[str, str]]:
    """(shortcut, what) for every action and shortcut object of a window (the same action shown in a menu
    and a tool bar counted once)."""
    found, seen = [], set()
    for action in window.findChildren(QAction):
        if id(action) in seen:
            continue
        seen.add(id(action))
        for key in action.shortcuts():
            if not key.isEmpty():
                found.append((key.toString(), action.text() or action.objectName()))
    for shortcut in window.findChildren(QShortcut):
        if not shortcut.key().isEmpty():
            found.append((shortcut.key().toString(), "QShortcut"))
    return found


def clashes(found):
    keys_ = [key for key, _ in found]
    return sorted({(key, what) for key, what in found if keys_.count(key) > 1})


def test_no_two_actions_of_the_study_window_share_a_shortcut(window):
    found = shortcuts_of(window)
    assert {"Ctrl+1", "Alt+8", "Ctrl+D", "Ctrl+Shift+C", "Ctrl+V", "Ctrl+P"} <= {key for key, _ in found}
    assert clashes(found) == []


def test_no_two_actions_of_the_play_window_share_a_shortcut(studio):
    found = shortcuts_of(studio.window)
    assert {"Ctrl+C", "Ctrl+V", "Ctrl+Shift+C", "Ctrl+P"} <= {key for key, _ in found}
    assert clashes(found) == []


def mnemonic_clashes(window) -> list[tuple[str, str, list[str]]]:
    """(menu, letter, entries) for every letter two entries of one menu underline (Alt+letter would pick
    the first only)."""
    found = []
    menus = [entry.menu() for entry in window.menuBar().actions() if entry.menu() is not None]
    while menus:
        menu = menus.pop()
        letters: dict[str, list[str]] = {}
        for action in menu.actions():
            match = re.search(r"&(\w)", action.text())
            if match:
                letters.setdefault(match.group(1).lower(), []).append(action.text())
            if action.menu() is not None:
                menus.append(action.menu())
        found += [(menu.title(), letter, entries) for letter, entries in letters.items() if len(entries) > 1]
    return found


def test_the_new_menu_entries_underline_letters_of_their_own(window, studio):
    """Print, Paste game, Copy line and Paste FEN or game take letters no other entry of their menu has."""
    assert mnemonic_clashes(window) == []
    assert mnemonic_clashes(studio.window) == []
