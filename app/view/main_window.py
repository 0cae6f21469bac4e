"""The main window: board, move history, menus and status bar. Renders; decides no rule."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (QDockWidget, QHBoxLayout, QLabel, QMainWindow, QPushButton, QSplitter,
                               QStyle, QVBoxLayout, QWidget)

from app.model import Outcome
from app.model.snapshot import BoardSnapshot

from . import share_dialogs, tablebase_texts, texts
from .board_marks import ScratchMarks
from .board_scene import BoardScene
from .board_view import BoardView
from .clock_widget import ClockPanel
from .dialogs import Dialogs
from .history import MoveHistory, two_moves_width
from .status_line import GAP, ElidedLabel, StatusBar
from .window_place import fit_to_screen, keep_on_screen, room_for


class MainWindow(QMainWindow):
    """Shows what the controller reports and turns menu choices into intents (signals)."""

    new_game_requested = Signal()
    undo_requested = Signal()
    resign_requested = Signal()
    draw_requested = Signal()
    flip_requested = Signal()
    copy_fen_requested = Signal()
    paste_fen_requested = Signal()       # Ctrl+V: a FEN starts a game, a game as text opens for study
    copy_game_requested = Signal()       # the game played, as text
    text_opened = Signal(str)            # File ▸ Open from text: a game's text to open for study
    export_game_requested = Signal(str)  # 'pdf', 'gif', 'svg', 'png' or 'txt' (app/view/share_dialogs.py)
    print_requested = Signal()
    settings_requested = Signal()
    notation_requested = Signal(str)
    style_requested = Signal(str)
    step_requested = Signal(int)          # -1 / +1
    jump_requested = Signal(int)          # ply to show; -1 = the end
    continue_requested = Signal()
    hint_requested = Signal()
    move_now_requested = Signal()
    open_requested = Signal()
    open_path_requested = Signal(str)
    editor_requested = Signal()
    save_requested = Signal()
    save_as_requested = Signal()
    pause_requested = Signal()
    stop_requested = Signal()
    add_time_requested = Signal(str)      # the colour given more time
    rules_help_requested = Signal()
    engines_requested = Signal()
    tablebases_requested = Signal()     # Settings ▸ Tablebases… (app/shell/tablebase_feature.py)
    puzzles_requested = Signal()
    library_requested = Signal()
    tournament_requested = Signal()
    review_games_requested = Signal()     # Tools ▸ Review games… (training on one's own mistakes)
    search_position_requested = Signal()

    def __init__(self, font_family: str = "", style: str = "traditional") -> None:
        super().__init__()
        self.setWindowTitle("Xiangqi Studio")
        self.dialogs = Dialogs(self)
        self.scene = BoardScene(font_family, style)
        self.board_view = BoardView(self.scene)
        self.drawn = ScratchMarks(self.board_view)    # arrows and circles until the next move
        self.history = MoveHistory(font_family)
        self.history.setMinimumWidth(two_moves_width(self.history))   # two Chinese moves side by side
        self.turn_label = QLabel()
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.thinking_label = QLabel()
        self.thinking_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.continue_button = QPushButton()
        self.continue_button.clicked.connect(self.continue_requested)
        self.continue_button.hide()
        self.clocks = ClockPanel(font_family)
        side = QWidget()
        column = QVBoxLayout(side)
        moves = QWidget()                   # the turn, the move list and its buttons, above any panel
        block = QVBoxLayout(moves)
        block.setContentsMargins(0, 0, 0, 0)
        block.addWidget(self.turn_label)
        block.addWidget(self.thinking_label)
        block.addWidget(self.history, 1)
        block.addWidget(self.continue_button)
        nav = QHBoxLayout()
        self.nav_buttons = []
        pixmaps = (QStyle.StandardPixmap.SP_MediaSkipBackward, QStyle.StandardPixmap.SP_MediaSeekBackward,
                   QStyle.StandardPixmap.SP_MediaSeekForward, QStyle.StandardPixmap.SP_MediaSkipForward)
        handlers = (lambda: self.jump_requested.emit(0), lambda: self.step_requested.emit(-1),
                    lambda: self.step_requested.emit(1), lambda: self.jump_requested.emit(-1))
        for pixmap, handler in zip(pixmaps, handlers, strict=True):
            button = QPushButton(self.style().standardIcon(pixmap), "")
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)   # Tab reaches it; a click leaves the focus where it was
            button.clicked.connect(handler)
            nav.addWidget(button)
            self.nav_buttons.append(button)
        block.addLayout(nav)
        # panels (analysis) open below the move list in the side column: the window keeps its size
        self.side_split = QSplitter(Qt.Orientation.Vertical)
        self.side_split.setChildrenCollapsible(False)
        self.side_split.addWidget(moves)
        column.addWidget(self.clocks.top)
        column.addWidget(self.side_split, 1)
        column.addWidget(self.clocks.bottom)
        splitter = QSplitter()
        splitter.addWidget(self.board_view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([720, 260])
        self.setCentralWidget(splitter)
        self.history.ply_chosen.connect(self.jump_requested)
        self.actions_by_name: dict[str, QAction] = {}
        self._nav_actions: dict[str, QAction] = {}
        keys = [("first", "Home", lambda: self.jump_requested.emit(0)),
                ("prev", "Left", lambda: self.step_requested.emit(-1)),
                ("next", "Right", lambda: self.step_requested.emit(1)),
                ("last", "End", lambda: self.jump_requested.emit(-1))]
        for name, key, handler in keys:  # window-wide keys, made once (menus are rebuilt on retranslate)
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(handler)
            self.addAction(action)
            self._nav_actions[name] = action
        self.notation = "chinese"
        self.piece_style = style
        self.paused = False
        self.close_guard = lambda: True      # main.py: asks about an unsaved game; False keeps the window
        # messages shortened to their own part of the bar, never running into the labels after them
        self.setStatusBar(StatusBar())
        self.opening_label = ElidedLabel()   # the ECCO opening reached so far (plain text: names are data)
        self.opening_label.setContentsMargins(8, 0, 8, 0)
        self.statusBar().addPermanentWidget(self.opening_label)
        self.ruleset_label = QLabel()
        self.statusBar().addPermanentWidget(self.ruleset_label)   # made now: the board never jumps later
        self.statusBar().setMinimumHeight(self.statusBar().sizeHint().height())
        self.statusBar().messageChanged.connect(lambda _text: self._fit_opening())
        self.retranslate()
        # the window opens with the focus on the move list (Tab order: board, list, buttons), so the
        # arrow keys step through the moves until a keyboard player tabs to the board
        self.history.setFocus(Qt.FocusReason.OtherFocusReason)
        fit_to_screen(self, 1000, 800)     # never larger than the screen's free area, frame included

    # ----- menus -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        """(Re)build menus and labels in the current language."""
        self.setWindowTitle(self.tr("Xiangqi Studio"))      # one program title in each language
        for entry in self.menuBar().actions():     # the menus of the last build go, with their shortcuts
            menu = entry.menu()
            if menu is not None:
                menu.setParent(None)
                menu.deleteLater()
        self.menuBar().clear()
        self.actions_by_name.clear()
        file = self.menuBar().addMenu(self.tr("&File"))
        self._action(file, "new", self.tr("&New game…"), self.new_game_requested, QKeySequence.StandardKey.New)
        self._action(file, "open", self.tr("&Open saved games…"), self.open_requested, QKeySequence.StandardKey.Open)
        self._action(file, "open_text", share_dialogs.open_text_action(), self._ask_text)
        self.recent_menu = file.addMenu(self.tr("Open &recent"))
        self._fill_recent()
        self._action(file, "editor", self.tr("&Position editor…"), self.editor_requested)
        self._action(file, "puzzles", self.tr("P&uzzles…"), self.puzzles_requested)
        file.addSeparator()
        export = file.addMenu(share_dialogs.export_menu_title())
        for kind in share_dialogs.EXPORT_KINDS:
            self._action(export, f"export_{kind}", share_dialogs.export_action(kind),
                         lambda _=False, k=kind: self.export_game_requested.emit(k))
        self._action(file, "print", share_dialogs.print_action(), self.print_requested,
                     QKeySequence.StandardKey.Print)
        file.addSeparator()
        self._action(file, "save", self.tr("&Save game"), self.save_requested, QKeySequence.StandardKey.Save)
        self._action(file, "save_as", self.tr("Save game &as PGN…"), self.save_as_requested, "Ctrl+Shift+S")
        file.addSeparator()
        self._action(file, "quit", self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        game = self.menuBar().addMenu(self.tr("&Game"))
        game.addAction(self.actions_by_name["new"])       # where players look for it first; one action, one Ctrl+N
        game.addSeparator()
        self._action(game, "undo", self.tr("&Undo move"), self.undo_requested, QKeySequence.StandardKey.Undo)
        self._action(game, "resign", self.tr("&Resign"), self.resign_requested)
        self._action(game, "draw", self.tr("Offer &draw"), self.draw_requested)
        self._action(game, "hint", self.tr("&Hint"), self.hint_requested, "H")
        self._action(game, "move_now", self.tr("&Move now"), self.move_now_requested, "M")
        game.addSeparator()
        pause = self._action(game, "pause", self.tr("&Pause"), self.pause_requested, "P")
        pause.setCheckable(True)
        pause.setChecked(self.paused)
        self._action(game, "stop", self.tr("&Stop the computers"), self.stop_requested)
        add_time = game.addMenu(self.tr("&Add time"))
        for side in ("red", "black"):
            self._action(add_time, f"add_time_{side}", self.tr("+1 minute for %1").replace(
                "%1", texts.side_name(side)), lambda _=False, c=side: self.add_time_requested.emit(c))
        game.addSeparator()
        self._action(game, "copy_fen", self.tr("&Copy FEN"), self.copy_fen_requested, QKeySequence.StandardKey.Copy)
        self._action(game, "copy_game", share_dialogs.copy_game_action(), self.copy_game_requested, "Ctrl+Shift+C")
        self._action(game, "paste_fen", share_dialogs.paste_action(), self.paste_fen_requested,
                     QKeySequence.StandardKey.Paste)
        view = self.menuBar().addMenu(self.tr("&View"))
        self._action(view, "flip", self.tr("&Flip board"), self.flip_requested, "F")
        notation = view.addMenu(self.tr("&Notation"))
        group = QActionGroup(self)
        for key, name in (("chinese", self.tr("Chinese")), ("wxf", "WXF"), ("iccs", "ICCS")):
            action = notation.addAction(name)
            action.setCheckable(True)
            action.setChecked(key == self.notation)
            action.triggered.connect(lambda _=False, k=key: self.notation_requested.emit(k))
            group.addAction(action)
            self.actions_by_name[f"notation_{key}"] = action
        pieces = view.addMenu(self.tr("&Pieces"))
        group = QActionGroup(self)
        styles = (("traditional", self.tr("Chinese characters")), ("international", self.tr("International symbols")),
                  ("contrast", self.tr("High contrast (shape and outline)")))
        for key, name in styles:
            action = pieces.addAction(name)
            action.setCheckable(True)
            action.setChecked(key == self.piece_style)
            action.triggered.connect(lambda _=False, k=key: self.style_requested.emit(k))
            group.addAction(action)
            self.actions_by_name[f"pieces_{key}"] = action
        for dock in getattr(self, "docks", []):     # panels beside the board: analysis, opening explorer
            view.addAction(dock.toggleViewAction())
        tools = self.menuBar().addMenu(self.tr("&Tools"))
        self._action(tools, "engines", self.tr("&Engines…"), self.engines_requested)
        self._action(tools, "library", self.tr("Game &library…"), self.library_requested, "Ctrl+L")
        self._action(tools, "search_position", self.tr("&Search this position in the library"),
                     self.search_position_requested)
        self._action(tools, "review_games", self.tr("&Review games…"), self.review_games_requested)
        self._action(tools, "tournament", self.tr("&Tournament…"), self.tournament_requested)
        settings = self.menuBar().addMenu(self.tr("&Settings"))
        self._action(settings, "settings", self.tr("&Preferences…"), self.settings_requested)
        self._action(settings, "tablebases", tablebase_texts.menu_item(), self.tablebases_requested)   # endgame tables
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._action(help_menu, "rules_help", self.tr("&What are these rules?"), self.rules_help_requested)
        self.actions_by_name.update(self._nav_actions)
        self.continue_button.setText(self.tr("Continue from here"))
        self.history.setHorizontalHeaderLabels([self.tr("Red"), self.tr("Black")])
        self.history.setAccessibleName(self.tr("Move list"))
        for button, name in zip(self.nav_buttons, (self.tr("First move"), self.tr("Previous move"),
                                                   self.tr("Next move"), self.tr("Last move")), strict=True):
            button.setToolTip(name)
            button.setAccessibleName(name)
        self.board_view.retranslate()

    def add_dock(self, dock: QDockWidget) -> None:
        """Keep a panel beside the board and list it under View (so it can be shown and hidden)."""
        if not hasattr(self, "docks"):
            self.docks: list[QDockWidget] = []
        self.docks.append(dock)
        if dock.parentWidget() is self.side_split:       # below the move list: the window keeps its size
            dock.visibilityChanged.connect(lambda visible: self._share_side(dock) if visible else None)
        else:
            dock.setMinimumWidth(300)
            dock.visibilityChanged.connect(lambda visible: self._make_room(dock) if visible else None)
        self.retranslate()

    def place_below_moves(self, dock: QDockWidget) -> None:
        """Put a panel below the move list in the side column (hidden; View shows it): a panel opened
        there takes part of the list's height, never the board's room nor more of the screen."""
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)   # no floating window to lose
        dock.setParent(self.side_split)
        self.side_split.addWidget(dock)
        dock.hide()

    def _share_side(self, dock: QDockWidget) -> None:
        """A panel just shown below the move list gets most of the column's height (the list keeps a few
        rows above it)."""
        index = self.side_split.indexOf(dock)
        sizes = self.side_split.sizes()
        total = sum(sizes)
        if index < 0 or total <= 0:
            return
        share = total * 11 // 20
        rest = [size if i != index else 0 for i, size in enumerate(sizes)]
        others = max(1, sum(rest))
        self.side_split.setSizes([share if i == index else (total - share) * size // others
                                  for i, size in enumerate(rest)])

    def _make_room(self, dock: QDockWidget) -> None:
        """Widen the window for a panel just shown (as far as the screen allows), so that the board
        and the move list keep their size instead of being squeezed."""
        if self.isMaximized() or self.isFullScreen():
            return
        room = room_for(self).width() - self.width()       # the frame stays on the screen too
        want = max(dock.width(), dock.minimumWidth())
        if room > 0:
            self.resize(self.width() + min(room, want), self.height())
        if self.isVisible():
            keep_on_screen(self)            # widened past the screen's edge: moved back within it

    def set_recent_files(self, paths: list[str]) -> None:
        """The files listed under File ▸ Open recent."""
        self._recent = list(paths)
        self._fill_recent()

    def _fill_recent(self) -> None:
        menu = getattr(self, "recent_menu", None)
        if menu is None:
            return
        menu.clear()
        for path in getattr(self, "_recent", []):
            action = menu.addAction(path)
            action.triggered.connect(lambda _=False, p=path: self.open_path_requested.emit(p))
        menu.setEnabled(bool(getattr(self, "_recent", [])))

    def _action(self, menu, name: str, text: str, slot, shortcut=None) -> QAction:
        action = menu.addAction(text)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        self.actions_by_name[name] = action
        return action

    def _ask_text(self) -> None:
        text = share_dialogs.ask_game_text(self)
        if text is not None and text.strip():
            self.text_opened.emit(text)

    def closeEvent(self, event) -> None:
        """Study windows with unsaved changes ask first; cancelling keeps everything open."""
        from .study_window import close_study_windows
        if not self.close_guard() or not close_study_windows(self):
            event.ignore()
            return
        super().closeEvent(event)

    # ----- rendering ---------------------------------------------------------------------------
    def show_snapshot(self, snapshot: BoardSnapshot, turn: str, browsing: bool,
                      outcome: Outcome | None = None) -> None:
        """Draw the board and the turn line (the result once the game is over); arrows and circles drawn
        on another position go."""
        self.scene.show_snapshot(snapshot)
        self.drawn.position_shown(snapshot.fen)
        if browsing:
            self.turn_label.setText(self.tr("Viewing an earlier position"))
        elif outcome is not None:
            self.turn_label.setText(texts.outcome_title(outcome))
        elif self.paused:
            self.turn_label.setText(self.tr("Paused"))
        else:
            self.turn_label.setText(self.tr("%1 to move").replace("%1", texts.side_name(turn)))
        self.continue_button.setVisible(browsing)

    def show_history(self, move_texts: list[str], first_is_black: bool, ply: int,
                     times: list[float | None] | None = None) -> None:
        """Fill the move list (with each move's clock time when `times` is given)."""
        from .clock_widget import clock_text
        shown = [clock_text(t) if t is not None else "" for t in times] if times else None
        self.history.set_moves(move_texts, first_is_black, ply, shown)

    def show_opening(self, text: str) -> None:
        """The opening the shown position has reached ('C84 中炮…'; '' when none or not a standard game),
        shortened if the bar has no room for all of it (whole in its tooltip)."""
        self.opening_label.setText(text)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_opening()

    def _fit_opening(self) -> None:
        """The opening's room in the status bar: what the message does not need, and never less than 40%
        of the bar (a long message gets the rest, shortened). It was held to 40% with no message at all,
        so a long name was cut beside an empty bar."""
        bar = self.statusBar()
        message = bar.currentMessage()
        needed = bar.fontMetrics().horizontalAdvance(message) + GAP if message else 0
        others = self.ruleset_label.sizeHint().width() if self.ruleset_label.isVisible() else 0
        room = self.width() - needed - others - 2 * GAP
        self.opening_label.setMaximumWidth(max(120, self.width() * 2 // 5, room))

    def show_status(self, text: str) -> None:
        """A message in the status bar."""
        self.statusBar().showMessage(text, 8000)

    def clear_status(self) -> None:
        """Empty the status bar's message (a new game begins)."""
        self.statusBar().clearMessage()

    def show_outcome(self, outcome: Outcome) -> None:
        """Put the result in the status bar and the history, then pop up the ruling."""
        sentence = texts.outcome_sentence(outcome)
        self.statusBar().showMessage(sentence)
        self.turn_label.setText(texts.outcome_title(outcome))
        self.dialogs.ruling(outcome)

    def set_enabled_actions(self, can_undo: bool, game_over: bool, timed: bool = False,
                            computers: int = 0) -> None:
        """Grey out what cannot be done now."""
        self.actions_by_name["undo"].setEnabled(can_undo)
        self.actions_by_name["resign"].setEnabled(not game_over)
        self.actions_by_name["draw"].setEnabled(not game_over)
        self.actions_by_name["pause"].setEnabled(not game_over and (timed or computers > 0))
        self.actions_by_name["stop"].setEnabled(not game_over and computers > 0)
        for side in ("red", "black"):
            self.actions_by_name[f"add_time_{side}"].setEnabled(timed and not game_over)

    def set_piece_style(self, style: str) -> None:
        """Draw the pieces in a set and check it in View ▸ Pieces."""
        self.piece_style = style
        self.scene.set_style(style)
        action = self.actions_by_name.get(f"pieces_{style}")
        if action is not None:
            action.setChecked(True)

    def set_paused(self, paused: bool) -> None:
        """Show the game as paused (or running)."""
        self.paused = paused
        self.actions_by_name["pause"].setChecked(paused)

    def show_clocks(self, times: dict | None, turn: str, running: bool, names: dict[str, str] | None = None,
                    waiting: bool = False) -> None:
        """Draw both clocks (None: an untimed game, no clocks), each with its player's name when known;
        `waiting`: the clocks start with the first move, which `turn` is to make."""
        self.clocks.show_clocks(times, turn, running, self.scene.flipped, names, waiting)

    def set_ruleset(self, name: str, summary: str) -> None:
        """The rules in force, always shown in the status bar (the summary as tooltip)."""
        self.ruleset_label.setText(name)
        self.ruleset_label.setToolTip(summary)

    def set_thinking(self, text: str) -> None:
        """Show or clear the AI's thinking indicator."""
        self.thinking_label.setText(text)

    def copy_text(self, text: str) -> None:
        """Put text on the clipboard."""
        QGuiApplication.clipboard().setText(text)

    def clipboard_text(self) -> str:
        """Text on the clipboard."""
        return QGuiApplication.clipboard().text()
