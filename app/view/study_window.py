"""The study window: a saved game's tree of moves on a board, with comments, headers and variations.

It renders what the StudyController (handed to it by app/shell/study_windows.py) reports and turns clicks, keys and
menu choices into calls on it; it decides no rule. ``install_file_drops`` (files dropped on a window,
from app/view/file_drops.py, re-exported here) and ``close_study_windows`` are used by the main window.

Annotating: a right-drag on the board draws an arrow and a right-click a circle (the mark keys
in keyboard play, app/view/board_view.py), kept in the current move's comment; the glyph palette
(app/view/glyph_palette.py) beside the comment and in Edit ▸ Glyphs sets glyphs and the diagram flag;
all are undoable edits. Games as text: Edit ▸ Copy game / line as text; Edit ▸ Paste game, File ▸ Open
from text and text dropped on the window go to ``open_text`` (set by app/shell/game_sharing.py: a window
of their own); File ▸ Export game and File ▸ Print are asked for with ``export_game_requested(kind)`` and
``print_requested`` (the shell writes and prints).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence, QShowEvent
from PySide6.QtWidgets import (QDockWidget, QDoubleSpinBox, QHBoxLayout, QLabel,
                               QMainWindow, QMenu, QMessageBox, QPlainTextEdit, QProgressBar, QPushButton,
                               QSizePolicy, QSplitter,
                               QStyle, QVBoxLayout, QWidget)

from app.model.errors import FileFailure
from app.model.tree import Node
from app.openings import classify

from . import share_dialogs, study_texts, texts
from .board_scene import BoardLook, BoardScene
from .board_view import BoardView
from .game_list import GameListWidget
from .glyph_palette import GlyphPalette, menu_title as glyphs_menu_title
from .move_tree import MoveTree, edit_headers, shown_comment, typed_comment
from .file_drops import dropped_paths, install_file_drops
from .notice_bar import NoticeBar
from .date_texts import date_text
from .opening_texts import code_text
from .plain_text import elide, escaped, isolated, plain_tooltip, warn
from .status_line import StatusBar
from .study_layout import BoardRoom
from .study_texts import find_problem_node
from .file_dialogs import open_file, save_file
from .window_place import FRAME, fit_to_screen

if TYPE_CHECKING:  # the window is handed its controller; it never builds one
    from app.controller.recent_files import RecentFiles
    from app.controller.study_controller import StudyController
    from app.controller.study_document import LoadReport

SAVE_FILTERS = {"chinese": "PGN, Chinese moves (*.pgn)", "wxf": "PGN, WXF moves (*.pgn)",
                "iccs": "PGN, ICCS moves (*.pgn)"}
FIRST_SIZE = (1180, 680)             # fits 1366x768 with a task bar and the title bar
FIRST_SIZE_WITH_LIST = (1340, 680)
FRAME_HEIGHT = FRAME.height()        # room left for the window's title bar
COMMENT_HEIGHT = 120                 # the comment box's first height (its splitter with the moves is remembered)
HINT_MS = 20000                      # how long the hint on drawing shows when the window opens
PANEL_LIMIT = 40                     # characters of a player's name shown above the moves
OPEN_FILTER = ("Saved games (*.pgn *.xqf *.cbr *.cbl *.ubb *.txt *.wxf *.htm *.html);;All files (*)")


def tr(text: str) -> str:
    """Translate in the 'study' context."""
    return QCoreApplication.translate("study", text)


# ----- questions (module functions so tests can replace them) ------------------------------------
def ask_unsaved_changes(parent: QWidget, name: str) -> str:
    """Ask what to do with unsaved changes: 'save', 'discard' or 'cancel'."""
    buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
               | QMessageBox.StandardButton.Cancel)
    box = QMessageBox(QMessageBox.Icon.Question, tr("Unsaved changes"),
                      tr("Save the changes to %1?").replace("%1", name), buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)          # the name comes from a file
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    box.exec()
    answer = box.standardButton(box.clickedButton())
    return {QMessageBox.StandardButton.Save: "save",
            QMessageBox.StandardButton.Discard: "discard"}.get(answer, "cancel")


def ask_save_path(parent: QWidget, suggested: str, notation: str) -> tuple[str, str] | None:
    """Ask where to save as PGN and in which notation; (path, notation) or None if cancelled."""
    names = {key: tr(text) for key, text in SAVE_FILTERS.items()}
    filters = ";;".join(names.values())
    path, chosen = save_file(parent, "games", tr("Save games as PGN"), suggested, filters, names.get(notation, ""))
    if not path:
        return None
    if not os.path.splitext(path)[1]:
        path += ".pgn"
    notation = next((k for k, v in names.items() if v == chosen), notation)
    return path, notation


def ask_open_path(parent: QWidget | None) -> str | None:
    """Ask for a saved-game file to open."""
    return open_file(parent, "games", tr("Open saved games"), tr(OPEN_FILTER)) or None


def show_error(parent: QWidget | None, title: str, text: str) -> None:
    """Report a problem (as plain text: it may quote the file)."""
    warn(parent, title, text)


def failure_text(report: LoadReport) -> str:
    """A plain sentence about a file nothing could be read from ('“x.png” is not a game file we can read')."""
    name = os.path.basename(report.path)
    if report.missing:
        return study_texts.missing_file(name)
    if report.problems:
        return study_texts.problem_sentence(report.problems[0], name)
    return study_texts.unreadable_file(name)


def show_load_report(parent: QWidget | None, report: LoadReport) -> bool:
    """Report a file that cannot be read (a message box, there being no study window to show it in);
    True if games were read (what they lost is shown in the window: StudyWindow.show_problems)."""
    if report.failure is not None or not report.games:
        show_error(parent, tr("Cannot open the file"), failure_text(report))
        return False
    return True


# ----- the window -------------------------------------------------------------------------------------
class StudyWindow(QMainWindow):
    """Board, move tree, comment box, navigation and autoplay for one file's games."""

    closing = Signal()         # the window is closing (its layout is remembered then)
    export_game_requested = Signal(str)    # File ▸ Export game: 'pdf', 'gif', 'svg', 'png' or 'txt'
    print_requested = Signal()             # File ▸ Print
    open_text: Callable[[str], object] | None = None   # a game's text pasted, typed or dropped (the shell's)
    _hinted = False                                    # the hint on drawing was shown (when first shown)

    def __init__(self, controller: StudyController, font_family: str = "", style: str = "traditional",
                 notation: str = "chinese", flipped: bool = False, traditional: bool = False,
                 recent: RecentFiles | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        controller.setParent(self)
        self.setStatusBar(StatusBar())           # made now, so the board does not jump at the first message;
        # its messages keep clear of the reading progress at its right
        self._build_reading()
        self.autosave: object | None = None     # given by app/shell/study_windows.py or main.py (StudyAutosave)
        self.explorer: object | None = None     # the opening-explorer panel, when the library is attached
        self.font_family, self.notation, self.traditional, self.recent = font_family, notation, traditional, recent
        self.scene = BoardScene(font_family, style)
        self.scene.set_flipped(flipped)
        self.scene.set_coordinates("iccs" if notation == "iccs" else "numbers")
        self.scene.set_simplified(not traditional)      # the pieces in the script the moves are written in
        self.board_view = BoardView(self.scene)
        self.board_view.move_box.traditional = self.traditional      # its preview writes as the moves are
        self.board_view.set_drawing(True)      # arrows and circles, kept in the moves' comments
        self.glyphs = GlyphPalette(self)
        self.tree = MoveTree(font_family)
        self.info_label = QLabel()
        self.info_label.setWordWrap(True)
        self.info_label.setTextFormat(Qt.TextFormat.RichText)     # of escaped values
        self.info_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # never widens
        self.turn_label = QLabel()
        self.comment_edit = QPlainTextEdit()
        self.comment_edit.setMinimumHeight(40)
        self._updating = False
        self._notice: LoadReport | None = None    # the report the notice bar words
        self._linked: list[Any] = []                   # the problem behind each notice line that names a move
        self.games_list = GameListWidget(follow=True)
        self.games_dock = QDockWidget(self)
        self.games_dock.setObjectName("games")
        self.games_dock.setWidget(self.games_list)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.games_dock)
        self._build_side()
        self.room = BoardRoom(self, self.games_dock, self.board_view, self.board_splitter, self.side_splitter)
        self.actions_by_name: dict[str, QAction] = {}
        self._build_menus()
        self._wire()
        self.file_drops = install_file_drops(self, self.open_paths, self._open_text)
        self._reload_games()
        self.fit_first_size()
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the window in the current UI language (also after a language switch)."""
        self.games_dock.setWindowTitle(self.tr("Games"))
        self.headers_button.setText(self.tr("Game info…"))
        self.promote_button.setText(self.tr("Promote"))
        self.main_button.setText(self.tr("Main line"))
        self.delete_button.setText(self.tr("Delete"))
        self.play_button.setToolTip(self.tr("Autoplay"))
        self.speed_box.setSuffix(self.tr(" s"))
        self.speed_box.setToolTip(self.tr("Seconds per move"))
        self.comment_label.setText(self.comment_placeholder(self.controller.node))
        # the label names the move; the empty box names none (Qt repaints a changed placeholder only when
        # it appears or goes, so one that named the move could show an earlier move's)
        self.comment_edit.setPlaceholderText(self.tr("Type a comment here"))
        for menu, text in ((self.file_menu, self.tr("&File")), (self.recent_menu, self.tr("Open &recent")),
                           (self.edit_menu, self.tr("&Edit")), (self.view_menu, self.tr("&View")),
                           (self.notation_menu, self.tr("&Notation")), (self.glyphs_menu, glyphs_menu_title()),
                           (self.export_menu, share_dialogs.export_menu_title())):
            menu.setTitle(text)
        names = {"open": self.tr("&Open…"), "save": self.tr("&Save"), "save_as": self.tr("Save &as…"),
                 "close": self.tr("&Close"), "headers": self.tr("Game &information…"),
                 "promote": self.tr("&Promote variation"), "demote": self.tr("&Demote variation"),
                 "main": self.tr("Make &main line"), "delete": self.tr("De&lete from here"),
                 "truncate": self.tr("Delete the moves &after this"), "flip": self.tr("&Flip board"),
                 "autoplay": self.tr("&Autoplay"), "notation_chinese": self.tr("Chinese"),
                 "open_text": share_dialogs.open_text_action(), "print": share_dialogs.print_action(),
                 "copy_game": share_dialogs.copy_game_action(), "copy_line": share_dialogs.copy_line_action(),
                 "paste_game": share_dialogs.paste_game_action(), "clear_marks": share_dialogs.clear_marks_action(),
                 **{f"export_{kind}": share_dialogs.export_action(kind) for kind in share_dialogs.EXPORT_KINDS}}
        for name, text in names.items():
            self.actions_by_name[name].setText(text)
        self.actions_by_name["clear_marks"].setStatusTip(share_dialogs.drawing_hint())
        self.actions_by_name["clear_marks"].setToolTip(share_dialogs.drawing_hint())
        self.glyphs.retranslate()
        self.tree.retranslate()
        self.games_list.retranslate()
        self.refresh_tree()
        self.refresh_game()
        self.refresh_position()
        self.refresh_undo()
        if self._notice is not None and not self.notice.isHidden():
            self.show_problems(self._notice)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "comment_label"):
            self.retranslate()
        super().changeEvent(event)

    # ----- layout ----------------------------------------------------------------------------------
    def _build_side(self) -> None:
        side = QWidget()
        column = QVBoxLayout(side)
        info_row = QHBoxLayout()
        info_row.addWidget(self.info_label, 1)
        self.headers_button = QPushButton()
        self.headers_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        info_row.addWidget(self.headers_button)
        column.addLayout(info_row)
        column.addWidget(self.turn_label)
        column.addWidget(self.tree, 1)
        edits = QHBoxLayout()
        self.promote_button, self.main_button, self.delete_button = QPushButton(), QPushButton(), QPushButton()
        for button in (self.promote_button, self.main_button, self.delete_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            edits.addWidget(button)
        column.addLayout(edits)
        nav = QHBoxLayout()
        icons = (QStyle.StandardPixmap.SP_MediaSkipBackward, QStyle.StandardPixmap.SP_MediaSeekBackward,
                 QStyle.StandardPixmap.SP_MediaSeekForward, QStyle.StandardPixmap.SP_MediaSkipForward)
        slots = (self.controller.first, self.controller.back, self.controller.forward, self.controller.last)
        self.nav_buttons: list[QPushButton] = []
        for icon, slot in zip(icons, slots, strict=True):
            button = QPushButton(self.style().standardIcon(icon), "")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, s=slot: s())
            nav.addWidget(button)
            self.nav_buttons.append(button)
        self.play_button = QPushButton(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPlay), "")
        self.play_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.speed_box = QDoubleSpinBox()
        self.speed_box.setRange(*self.controller.autoplay.RANGE)
        self.speed_box.setSingleStep(0.5)
        self.speed_box.setDecimals(1)
        self.speed_box.setValue(self.controller.autoplay.interval)
        nav.addWidget(self.play_button)
        nav.addWidget(self.speed_box)
        column.addLayout(nav)
        column.setContentsMargins(0, 0, 0, 0)
        comment = QWidget()
        comment_column = QVBoxLayout(comment)
        comment_column.setContentsMargins(0, 0, 0, 0)
        self.comment_label = QLabel()
        comment_column.addWidget(self.glyphs.bar)       # the current move's glyphs, above its comment
        comment_column.addWidget(self.comment_label)
        comment_column.addWidget(self.comment_edit, 1)
        self.side_splitter = QSplitter(Qt.Orientation.Vertical)     # the moves above, the comment below
        self.side_splitter.setObjectName("side")
        self.side_splitter.setChildrenCollapsible(False)
        self.side_splitter.addWidget(side)
        self.side_splitter.addWidget(comment)
        self.side_splitter.setStretchFactor(0, 1)
        self.side_splitter.setStretchFactor(1, 0)
        self.side_splitter.setSizes([FIRST_SIZE[1] - COMMENT_HEIGHT, COMMENT_HEIGHT])
        self.board_splitter = splitter = QSplitter()      # the board, then the moves and comment
        splitter.setObjectName("board")
        splitter.addWidget(self.board_view)
        splitter.addWidget(self.side_splitter)
        splitter.setCollapsible(0, False)
        splitter.setStretchFactor(0, 1)      # a wider window widens the board first
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([640, 420])
        self.notice = NoticeBar()
        self.notice.line_chosen.connect(self.go_to_problem)
        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setContentsMargins(4, 4, 4, 0)
        outer.addWidget(self.notice)
        outer.addWidget(splitter, 1)
        self.setCentralWidget(central)

    def _build_reading(self) -> None:
        """The progress of a file being read, with Cancel, at the right of the status bar (hidden)."""
        self.read_label, self.read_bar, self.read_cancel = QLabel(), QProgressBar(), QPushButton()
        self.read_label.setTextFormat(Qt.TextFormat.PlainText)     # it names the file
        self.read_bar.setRange(0, 1000)
        self.read_bar.setFixedWidth(160)
        self.read_bar.setTextVisible(False)
        self.read_cancel.clicked.connect(self.controller.cancel_reading)
        for widget in (self.read_label, self.read_bar, self.read_cancel):
            self.statusBar().addPermanentWidget(widget)
            widget.hide()

    def _build_menus(self) -> None:
        c = self.controller
        file_menu = self.file_menu = self.menuBar().addMenu("")
        self._action(file_menu, "open", self.open_dialog, QKeySequence.StandardKey.Open)
        self._action(file_menu, "open_text", self.open_text_dialog)
        self.recent_menu = file_menu.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self._action(file_menu, "save", self.save, QKeySequence.StandardKey.Save)
        self._action(file_menu, "save_as", self.save_as, QKeySequence.StandardKey.SaveAs)
        file_menu.addSeparator()
        self.export_menu = file_menu.addMenu("")
        for kind in share_dialogs.EXPORT_KINDS:
            self._action(self.export_menu, f"export_{kind}", partial(self.export_game_requested.emit, kind))
        self._action(file_menu, "print", self.print_requested.emit, QKeySequence.StandardKey.Print)
        file_menu.addSeparator()
        self._action(file_menu, "close", self.close, QKeySequence.StandardKey.Close)
        edit = self.edit_menu = self.menuBar().addMenu("")
        self._action(edit, "undo", c.undo, QKeySequence.StandardKey.Undo)
        self._action(edit, "redo", c.redo, QKeySequence("Ctrl+Shift+Z"))
        edit.addSeparator()
        self._action(edit, "copy_game", lambda: self.copy_as_text(line=False), "Ctrl+Shift+C")
        self._action(edit, "copy_line", lambda: self.copy_as_text(line=True))
        self._action(edit, "paste_game", self.paste_game, QKeySequence.StandardKey.Paste)
        edit.addSeparator()
        self.glyphs_menu = edit.addMenu("")
        self.glyphs.fill(self.glyphs_menu)
        self._action(edit, "clear_marks", lambda: c.clear_marks())
        edit.addSeparator()
        self._action(edit, "headers", self.edit_headers)
        edit.addSeparator()
        self._action(edit, "promote", lambda: c.promote())
        self._action(edit, "demote", lambda: c.demote())
        self._action(edit, "main", lambda: c.promote_to_main())
        self._action(edit, "delete", lambda: c.delete())
        self._action(edit, "truncate", lambda: c.truncate())
        view = self.view_menu = self.menuBar().addMenu("")
        self._action(view, "flip", lambda: self.scene.set_flipped(not self.scene.flipped), "F")
        notation = self.notation_menu = view.addMenu("")
        group = QActionGroup(self)
        for key, name in (("chinese", ""), ("wxf", "WXF"), ("iccs", "ICCS")):
            action = notation.addAction(name)
            action.setCheckable(True)
            action.setChecked(key == self.notation)
            action.triggered.connect(lambda _=False, k=key: self.set_notation(k))
            group.addAction(action)
            self.actions_by_name[f"notation_{key}"] = action
        view.addAction(self.games_dock.toggleViewAction())
        self._action(view, "autoplay", c.autoplay.toggle, "Space")
        for name, key, slot in (("first", "Home", c.first), ("prev", "Left", c.back), ("next", "Right", c.forward),
                                ("last", "End", c.last), ("up", "Up", lambda: c.switch_variation(-1)),
                                ("down", "Down", lambda: c.switch_variation(1))):
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _=False, s=slot: s())
            self.addAction(action)
            self.actions_by_name[name] = action

    def _action(self, menu: QMenu, name: str, slot: Callable[[], object],
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
        action = menu.addAction("")
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _=False: slot())
        self.actions_by_name[name] = action
        return action

    def _wire(self) -> None:
        c = self.controller
        self.board_view.square_clicked.connect(c.click)
        self.board_view.drag_requested.connect(c.drag)
        self.board_view.escaped.connect(c.input.cancel)
        self.board_view.mark_drawn.connect(lambda start, end, color: c.toggle_arrow(start, end, color))
        self.board_view.marks_cleared.connect(lambda: c.clear_marks())
        self.glyphs.glyph_chosen.connect(lambda nag: c.toggle_glyph(nag))
        self.glyphs.diagram_toggled.connect(lambda: c.toggle_diagram())
        c.marks_changed.connect(self._marks_changed)
        c.nags_changed.connect(self._nags_changed)
        self.tree.node_chosen.connect(c.go_to)
        self.tree.edit_requested.connect(self._tree_edit)
        self.comment_edit.textChanged.connect(self._comment_typed)
        self.headers_button.clicked.connect(self.edit_headers)
        self.promote_button.clicked.connect(lambda: c.promote())
        self.main_button.clicked.connect(lambda: c.promote_to_main())
        self.delete_button.clicked.connect(lambda: c.delete())
        self.play_button.clicked.connect(c.autoplay.toggle)
        self.speed_box.valueChanged.connect(c.autoplay.set_interval)
        self.games_list.game_chosen.connect(c.choose_game)
        c.position_changed.connect(self.refresh_position)
        c.tree_changed.connect(self.refresh_tree)
        c.game_changed.connect(self.refresh_game)
        c.document.modified_changed.connect(lambda _m: self.refresh_title())
        c.document.file_changed.connect(self._reload_games)
        c.autoplay.changed.connect(self._autoplay_changed)
        c.illegal_attempt.connect(
            lambda err: self.statusBar().showMessage(texts.illegal_reason(err, self.notation), 8000))
        c.comment_changed.connect(self._comment_changed)
        c.undo_changed.connect(self.refresh_undo)
        c.moves_removed.connect(self._moves_removed)
        c.node_added.connect(lambda node: self.tree.add_node(node, c.label(node, self.notation, self.traditional)))
        c.reading.connect(self._reading)
        c.read_progress.connect(lambda fraction: self.read_bar.setValue(round(fraction * 1000)))
        c.file_read.connect(self._file_read)
        c.game_changed.connect(self._show_game_problems)

    # ----- rendering -------------------------------------------------------------------------------
    def refresh_position(self) -> None:
        """Board, current row, comment and button states for the current node."""
        c = self.controller
        node = c.node
        self.scene.show_snapshot(c.snapshot())
        self._show_marks()
        self.glyphs.show_nags(node.nags, node.parent is not None)
        self.tree.highlight(node)
        self._updating = True
        if self.comment_edit.toPlainText() != shown_comment(node.comment):
            self.comment_edit.setPlainText(shown_comment(node.comment))
        self._updating = False
        self.comment_label.setText(self.comment_placeholder(node))    # which move the comment goes with
        turn = texts.tr("%1 to move").replace("%1", texts.side_name(c.board().turn))
        if not node.is_mainline():
            turn += " · " + self.tr("in a variation")
        if c.board().is_game_over():
            turn = self.tr("%1 has no legal move").replace("%1", texts.side_name(c.board().turn))
        self.turn_label.setText(turn)
        first = node.parent is None or node.parent.children[0] is node
        self.promote_button.setEnabled(not first)
        self.main_button.setEnabled(not node.is_mainline())
        self.delete_button.setEnabled(node.parent is not None)
        for name, enabled in (("promote", not first), ("main", not node.is_mainline()),
                              ("delete", node.parent is not None),
                              ("demote", node.parent is not None and node.parent.children[-1] is not node),
                              ("truncate", bool(node.children))):
            self.actions_by_name[name].setEnabled(enabled)
        states = (c.can_back, c.can_back, c.can_forward, c.can_forward)
        for button, enabled in zip(self.nav_buttons, states, strict=True):
            button.setEnabled(enabled)

    def refresh_tree(self) -> None:
        """Rewrite the move tree in the chosen notation."""
        c = self.controller
        labels = c.move_labels(self.notation, self.traditional)
        self.tree.set_tree(c.tree.root, labels, c.move_number, self.tr("Start position"))
        self.tree.highlight(c.node)

    def refresh_game(self) -> None:
        """Players, event and result of the game; the title; the game list's selection."""
        h = self.controller.tree.headers
        red, black = h.get("Red", "") or self.tr("Red"), h.get("Black", "") or self.tr("Black")
        date = date_text(h.get("Date", "")) if h.get("Date", "") else ""
        event = " · ".join(x for x in (h.get("Event", "") or h.get("Title", ""), date) if x)
        tree = self.controller.tree
        opening = code_text(classify(tree.mainline(), tree.start_fen), self.traditional)   # ours, by its moves
        result = h.get("Result", "*") or "*"
        result_html = "" if result == "*" else f" &nbsp; {escaped(result, PANEL_LIMIT)}"
        lines = "".join(f"<br><span style='color:#555'>{escaped(text, 2 * PANEL_LIMIT)}</span>"
                        for text in (event, opening) if text)
        self.info_label.setText(f"<b>{escaped(red, PANEL_LIMIT)}</b> – <b>{escaped(black, PANEL_LIMIT)}</b>"
                                f"{result_html}{lines}")
        self.info_label.setToolTip(plain_tooltip("\n".join(x for x in (f"{isolated(red)} – {isolated(black)}",
                                                                          result, event, opening)
                                                           if x)))
        self.games_list.model.refresh(self.controller.index)
        self.games_list.show_game(self.controller.index)
        self.refresh_title()

    def refresh_title(self) -> None:
        """'name* — Study — Xiangqi Studio' (the star while there are unsaved changes)."""
        c = self.controller
        star = "*" if c.document.modified else ""
        game = f" ({c.index + 1}/{len(c.games)})" if len(c.games) > 1 else ""
        study, program = self.tr("Study"), self.tr("Xiangqi Studio")
        self.setWindowTitle(f"{self.document_name()}{star}{game} — {study} — {program}")

    def document_name(self) -> str:
        """File name shown in the title and questions; for a game not from a file (the library, a
        tournament) its players and event ('Hu Ronghua – Yang Guanlin (National)'), else 'Untitled'."""
        path = self.controller.document.path
        if path:
            return os.path.basename(path)
        headers = self.controller.tree.headers
        red, black = headers.get("Red", "").strip(), headers.get("Black", "").strip()
        event = headers.get("Event", "").strip()
        if red or black:
            players = f"{isolated(red or '?')} – {isolated(black or '?')}"
            return isolated(elide(f"{players} ({isolated(event)})" if event else players, 80))  # (cut or not)
        return elide(event, 80) if event else self.tr("Untitled")

    def follow(self, look: BoardLook) -> None:
        """Draw the board as `look` says (BoardScene.follow) and write the moves in the script of its
        pieces, now and after each change (a switch to 繁體中文 rewrites them at once)."""
        self.scene.follow(look)
        look.changed.connect(self._look_changed)
        self._look_changed()

    def _look_changed(self) -> None:
        look = self.scene.look
        if look is not None and look.simplified == self.traditional:
            self.set_traditional(not look.simplified)

    def set_traditional(self, traditional: bool) -> None:
        """Write the moves (the tree, the comment's label, the move box's preview) in traditional
        characters (車馬砲) or simplified ones, and draw the character pieces likewise."""
        self.traditional = traditional
        self.board_view.move_box.traditional = traditional
        if self.scene.simplified == traditional:
            self.scene.set_simplified(not traditional)
        self.refresh_tree()
        self.refresh_game()
        self.refresh_position()
        if self._notice is not None and not self.notice.isHidden():
            self.show_problems(self._notice)

    def set_notation(self, notation: str) -> None:
        """Write the moves in 'chinese', 'wxf' or 'iccs'."""
        self.notation = notation
        self.actions_by_name[f"notation_{notation}"].setChecked(True)
        self.refresh_tree()
        self.scene.set_coordinates("iccs" if notation == "iccs" else "numbers")
        self.comment_label.setText(self.comment_placeholder(self.controller.node))
        if self._notice is not None and not self.notice.isHidden():
            self.show_problems(self._notice)

    def show_problems(self, report: LoadReport) -> None:
        """Show what reading a file lost (or why it could not be read) in the notice bar; hide it if nothing."""
        name = os.path.basename(report.path)
        if report.ok and not report.problems:
            self._notice = None
            self.notice.dismiss()
            return
        self._notice = report
        details = "\n".join(p.detail for p in report.problems if p.detail)
        if not report.ok:      # nothing read: the games shown are still the previous file's
            self.notice.show_notice(failure_text(report), [], details)
            return
        if not report.path and any(getattr(p, "token", None) for p in report.problems):
            self._show_text_problems(report, details)       # a pasted game cut short
            return
        lines = study_texts.problem_sentences(report.problems, name, self.notation, self.traditional)
        self._linked = [p for p in report.problems if str(p.kind) != "section-skipped"][:len(lines)]
        links = [study_texts.move_text(p, self.notation, self.traditional) for p in self._linked]
        self.notice.show_notice(study_texts.notice_heading(name, len(report.games)), lines, details, links)

    def _show_text_problems(self, report: LoadReport, details: str) -> None:
        """A game read from text up to a move that could not be read: that move named, the last good one
        a link to it, and any other problems after it."""
        first = next(p for p in report.problems if getattr(p, "token", None))
        rest = [p for p in report.problems if p is not first and str(p.kind) != "section-skipped"]
        tree = report.games[0] if len(report.games) else None
        lines = [study_texts.pasted_text_problem(first, self.notation, self.traditional, tree)]
        lines += study_texts.problem_sentences(rest, "", self.notation, self.traditional) if rest else []
        self._linked = [first, *rest][:len(lines)]
        links = [study_texts.move_text(p, self.notation, self.traditional) for p in self._linked]
        self.notice.show_notice(share_dialogs.pasted_heading(), lines, details, links)

    def go_to_problem(self, line: int) -> bool:
        """Show the last good move before the loss the notice's line `line` tells of; False if unknown."""
        if not 0 <= line < len(self._linked):
            return False
        problem = self._linked[line]
        index = getattr(problem, "index", None)
        if index is not None and index != self.controller.index and 0 <= index < len(self.controller.games):
            self.controller.choose_game(index)
        node = find_problem_node(self.controller.tree.root, problem)
        if node is None:
            return False
        self.controller.go_to(node)
        return True

    def fit_first_size(self) -> None:
        """A first size that fits a 1366x768 screen (and the screen it is on, if smaller), with room for
        the game list when the file has several games."""
        width, height = FIRST_SIZE_WITH_LIST if len(self.controller.games) > 1 else FIRST_SIZE
        fit_to_screen(self, width, height)         # the screen's free area, frame included

    def _reload_games(self) -> None:
        c = self.controller
        self.games_list.set_games(c.games)
        self.games_list.show_game(c.index)
        listed = self.games_dock.isVisibleTo(self)
        self.games_dock.setVisible(len(c.games) > 1)
        if self.games_dock.isVisibleTo(self) and not listed:
            self.give_the_game_list_room()
        self.refresh_title()

    def give_the_game_list_room(self) -> None:
        """The game list (when shown) in front of the side panels, and the board given the room left."""
        self.room.show_list()

    def use_layout(self, text: str) -> None:
        """Apply a remembered layout text (from layout_state, kept in the settings), now and after panels
        are added; a damaged or absent text leaves the defaults (board first)."""
        self.room.remembered = text
        self.room.arrange()

    def layout_state(self) -> str:
        """The docks' places, tabs and sizes and the splitters' sizes, as one text to remember."""
        return self.room.state()

    def arrange_panels(self) -> None:
        """The side panels tabbed together beside the board, the game list in front (or as a remembered
        layout has them), then the board given the room that is left."""
        self.room.arrange()

    @property
    def fit_pending(self) -> bool:
        """True while the panels wait to be fitted to the window (just after it is shown or changed)."""
        return self.room.pending

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.room.shown()
        if not self._hinted:             # once, when nothing else is said: how to draw on the board
            self._hinted = True
            if not self.statusBar().currentMessage():
                self.statusBar().showMessage(share_dialogs.drawing_hint(), HINT_MS)

    def refresh_undo(self) -> None:
        """Undo/Redo enabled and named after the edit they would undo or redo."""
        c = self.controller
        for name, kind, enabled in (("undo", c.undo_kind(), c.can_undo), ("redo", c.redo_kind(), c.can_redo)):
            action = self.actions_by_name[name]
            action.setEnabled(enabled)
            what = study_texts.edit_kind_name(kind) if kind is not None else ""
            base = self.tr("&Undo") if name == "undo" else self.tr("&Redo")
            action.setText(f"{base} {what}" if what else base)

    def _moves_removed(self, count: int) -> None:
        shortcut = self.actions_by_name["undo"].shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        self.statusBar().showMessage(study_texts.moves_removed(count, shortcut), 10000)

    def _autoplay_changed(self, playing: bool) -> None:
        icon = QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
        self.play_button.setIcon(self.style().standardIcon(icon))

    def comment_placeholder(self, node: Node) -> str:
        """What the comment box's label says: which move a comment goes with."""
        if node.parent is None:
            return self.tr("Comment before the first move")
        number, black = self.controller.move_number(node.ply)
        move = f"{number}{'…' if black else '.'} {self.controller.label(node, self.notation, self.traditional)}"
        return self.tr("Comment on %1").replace("%1", move)

    def _show_marks(self) -> None:
        marks = self.controller.marks()
        if self.scene.drawn_marks() != marks:
            self.scene.set_drawn_marks(marks)
        self.actions_by_name["clear_marks"].setEnabled(bool(marks))

    def _marks_changed(self, node: Node) -> None:
        if node is self.controller.node:
            self._show_marks()

    def _nags_changed(self, node: Node) -> None:
        self.tree.update_move(node)
        if node is self.controller.node:
            self.glyphs.show_nags(node.nags, node.parent is not None)

    def _comment_typed(self) -> None:
        if not self._updating:
            self._updating = True
            node = self.controller.node
            self.controller.set_comment(typed_comment(self.comment_edit.toPlainText(), node.comment))
            self._updating = False

    def _comment_changed(self, node: Node) -> None:
        self.tree.update_comment(node)
        if node is self.controller.node and not self._updating:
            self._updating = True
            self.comment_edit.setPlainText(shown_comment(node.comment))
            self._updating = False

    def _tree_edit(self, action: str, node: Node) -> None:
        c = self.controller
        {"promote": c.promote, "demote": c.demote, "main": c.promote_to_main, "delete": c.delete,
         "truncate": c.truncate}[action](node)

    # ----- games as text ------------------------------------------------------------------------------
    def copy_as_text(self, line: bool = False) -> str:
        """Put the game (or the line through the current move) on the clipboard as text in the window's
        notation, with numbers, comments, variations (the game) and the result; the text."""
        text = self.controller.game_text(self.notation, self.traditional, line)
        QGuiApplication.clipboard().setText(text)
        self.statusBar().showMessage(share_dialogs.copied(line), 5000)
        return text

    def paste_game(self) -> None:
        """Edit ▸ Paste game: the game on the clipboard opens in a study window of its own."""
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            self.statusBar().showMessage(share_dialogs.empty_clipboard(), 5000)
            return
        self._open_text(text)

    def open_text_dialog(self) -> None:
        """File ▸ Open from text: a game typed or pasted into a box opens in a study window of its own; a
        text that opens nothing (the reason said) comes back in the box to be corrected, not typed again."""
        if self.open_text is None:
            return
        text = share_dialogs.ask_game_text(self)
        while text is not None and text.strip():
            if self._open_text(text) is not None:
                return
            text = share_dialogs.ask_game_text(self, text)

    def _open_text(self, text: str) -> object:
        return self.open_text(text) if self.open_text is not None else None

    # ----- files -------------------------------------------------------------------------------------
    def edit_headers(self) -> None:
        """Ask for the game's headers and apply them."""
        tree = self.controller.tree
        try:
            ours = classify(tree.mainline(), tree.start_fen)
        except ValueError:
            ours = None
        values = edit_headers(self, tree.headers, ours, traditional=self.traditional)
        if values is not None:
            self.controller.set_headers(values)

    def save(self) -> bool:
        """Save in place if the games came from a PGN file, else ask where; True if saved."""
        document = self.controller.document
        if not document.can_save_in_place:
            return self.save_as()
        return self._write(None, document.notation)

    def save_as(self) -> bool:
        """Ask for a PGN path and notation and save there; True if saved."""
        document = self.controller.document
        base = os.path.splitext(document.path)[0] + ".pgn" if document.path else "games.pgn"
        answer = ask_save_path(self, base, document.notation)
        return answer is not None and self._write(*answer)

    def _write(self, path: str | None, notation: str) -> bool:
        try:
            written = self.controller.document.save(path, notation)
        except (OSError, ValueError) as err:
            show_error(self, self.tr("Save failed"), texts.save_error(err))
            return False
        if self.recent is not None:
            self.recent.add(written)
        self.statusBar().showMessage(self.tr("Saved %1").replace("%1", written), 8000)
        return True

    def maybe_save(self) -> bool:
        """Ask about unsaved changes; True if it is fine to go on (saved or discarded)."""
        if not self.controller.document.modified:
            return True
        answer = ask_unsaved_changes(self, self.document_name())
        if answer == "save":
            return self.save()
        return answer == "discard"

    def open_dialog(self) -> None:
        """Ask for a file and open it here."""
        path = ask_open_path(self)
        if path:
            self.open_paths([path])

    def open_paths(self, paths: list[str]) -> bool:
        """Open the first readable file of `paths` in this window (after asking about unsaved changes):
        read on a worker thread, with the progress and Cancel in the status bar; True if reading began."""
        if not paths or not self.maybe_save():
            return False
        return self.controller.open_files(paths)

    def _reading(self, busy: bool) -> None:
        path = self.controller.loader.path if busy else None
        self.read_label.setText(self.tr("Reading %1…").replace("%1", os.path.basename(path)) if path else "")
        self.read_cancel.setText(self.tr("Cancel"))
        self.read_bar.setValue(0)
        for widget in (self.read_label, self.read_bar, self.read_cancel):
            widget.setVisible(busy)

    def _file_read(self, report: LoadReport) -> None:
        """What a file gave: its problems in the notice bar, the recent files kept up to date."""
        if report.cancelled:
            self.statusBar().showMessage(self.tr("Opening cancelled"), 5000)
            return
        self.show_problems(report)
        if self.recent is not None and report.ok and report.path:
            self.recent.add(report.path)
        elif self.recent is not None and report.missing:
            self.recent.remove(report.path)
        if report.ok:
            self._show_game_problems()

    def _show_game_problems(self) -> None:
        """A large file's games are read when chosen: show what reading the chosen one met."""
        c = self.controller
        if not c.document.lazy:
            return
        report = c.document.game_report(c.index)
        if report.problems or (self._notice is not None and self._notice.lazy):
            self.show_problems(report)      # or hide the notice about the game shown before

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        paths = self.recent.paths() if self.recent is not None else []
        for path in paths:
            action = self.recent_menu.addAction(os.path.basename(path))
            action.setToolTip(plain_tooltip(path))
            action.triggered.connect(lambda _=False, p=path: self.open_paths([p]))
        if not paths:
            self.recent_menu.addAction(self.tr("(none)")).setEnabled(False)

    def show_autosave_failure(self, failure: FileFailure) -> None:
        """Say in the status bar that the edits could not be autosaved."""
        self.statusBar().showMessage(texts.autosave_failed(failure), 10000)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.autoplay.stop()
        if self.maybe_save():
            self.closing.emit()
            event.accept()
        else:
            event.ignore()


# ----- closing (used by the main window) ---------------------------------------------------------
def close_study_windows(parent: QWidget) -> bool:
    """Close the study windows opened over `parent`, each asking about unsaved changes; False if
    one of them was kept open (the caller should then stay open too)."""
    for window in parent.findChildren(StudyWindow):
        if window.isVisible() and not window.close():
            return False
    return True


__all__ = ["StudyWindow", "close_study_windows", "dropped_paths", "install_file_drops", "show_load_report",
           "ask_open_path", "failure_text", "find_problem_node"]
