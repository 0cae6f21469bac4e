"""The board widget: a QGraphicsView that scales the scene and turns mouse and key input into intents.

Keys: '/' or Ctrl+M anywhere in the window opens the move box over the board; Escape drops the selection.
Keyboard play begins when Tab (or Shift+Tab) brings the focus to the board: a cursor square shows, the
arrow keys move it over the points and Enter or Space picks up and puts down (the same intent as a
click), and the status bar says so. The board may have the focus without it (the window gave it, or
the move box closed): then the cursor is hidden and the arrow keys stay the window's (through the moves).

Drawing (in the windows that turn it on: ``set_drawing(True)``): a right-drag from one point to another
asks for an arrow, a right-click on a point for a circle, in the colour the modifier held at the press
names (none green, Shift red, Ctrl blue, Alt yellow: ``mark_color``); ``mark_drawn(from, to, colour)``
says so (from == to: a circle) and the window keeps or drops the mark. In keyboard play the colour's
letter marks the cursor's point: G, R, B, Y circle it in green, red, blue, yellow; with Shift the letter
begins an arrow there, and Shift with a letter again at another point ends it (in that letter's colour;
at the same point, or Escape, forgets it); X asks to clear every mark (``marks_cleared``). None of these
keys is a shortcut of a window, and none uses Ctrl or Alt (Ctrl+C copies, Alt opens menus).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt, Signal
from PySide6.QtGui import (QAccessible, QFocusEvent, QKeyEvent, QKeySequence, QMouseEvent, QPainter, QResizeEvent,
                           QShortcut)
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QMainWindow, QStatusBar, QWidget

from app.model import Board, Move
from app.model.marks import MarkColor

from .access_texts import board_help, board_name, keyboard_play_help
from .board_access import BoardAccessible, install_board_accessibility
from .board_scene import BoardScene
from .move_box import MoveBox

DRAG_THRESHOLD = 6  # pixels before a press becomes a drag
# arrow key -> (file step, rank step) as seen with Red at the bottom
_STEPS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, 1), Qt.Key.Key_Down: (0, -1)}
# keyboard play: the letter of a colour marks the cursor's point in it (lichess's letters, as [%csl] writes them)
MARK_KEYS = {Qt.Key.Key_G: MarkColor.GREEN, Qt.Key.Key_R: MarkColor.RED, Qt.Key.Key_B: MarkColor.BLUE,
             Qt.Key.Key_Y: MarkColor.YELLOW}
CLEAR_KEY = Qt.Key.Key_X


def mark_color(modifiers: Qt.KeyboardModifier) -> MarkColor:
    """The colour a right-click or right-drag draws in: none green, Shift red, Ctrl blue, Alt yellow (the
    first of these held, in that order)."""
    if modifiers & Qt.KeyboardModifier.ShiftModifier:
        return MarkColor.RED
    if modifiers & Qt.KeyboardModifier.ControlModifier:
        return MarkColor.BLUE
    if modifiers & Qt.KeyboardModifier.AltModifier:
        return MarkColor.YELLOW
    return MarkColor.GREEN


class BoardView(QGraphicsView):
    """Shows a BoardScene fitted to the widget; emits square_clicked and drag_requested."""

    square_clicked = Signal(int)
    drag_requested = Signal(int, int)
    escaped = Signal()                   # Escape in the window (the move box closed): drop the selection
    mark_drawn = Signal(int, int, object)    # from, to (the same: a circle), MarkColor: a mark drawn or undrawn
    marks_cleared = Signal()             # X in keyboard play: every mark of the position to go
    drawing = False                      # right-drags and the mark keys draw (set_drawing)
    keyboard_play = False                # Tab brought the focus here: the cursor shows and takes the arrows
    _given_by_window = False             # the focus came with the window's activation, not from the user
    _tabbed = False                      # the focus came by Tab (or from a widget being hidden: Qt says Tab)

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board_scene = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMinimumSize(270, 300)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self._press_sq: int | None = None
        self._press_pos: QPointF | None = None
        self._dragging = False
        self._draw_from: int | None = None     # a right-drag began on this point ...
        self._draw_color = MarkColor.GREEN     # ... in this colour
        self.arrow_from: int | None = None     # keyboard play: an arrow begun here (Shift with a colour's letter)
        self.cursor_square = 4                # Red's king's point (Black's when the board is flipped)
        self._cursor_placed = False
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)
        # Tab reaches the board; a click does not take the focus, so the window's Left/Right keep
        # stepping through the moves for mouse players (the move box opens with Ctrl+M: Ctrl+L is the library)
        # (the viewport's focus proxy is the view, and a proxy takes the policy set on it: viewport first)
        self.viewport().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAccessibleName(board_name())
        self.setAccessibleDescription(board_help())
        install_board_accessibility()
        self.move_box = MoveBox(self)
        self.move_box.move_entered.connect(self._play_typed)
        self.move_box.closed.connect(lambda: self.setFocus(Qt.FocusReason.OtherFocusReason))
        for keys in ("/", "Ctrl+M"):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(self.open_move_box)
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        escape.setContext(Qt.ShortcutContext.WindowShortcut)
        escape.activated.connect(self._escape)

    def retranslate(self) -> None:
        """Words in the current language (accessible names, the move box)."""
        self.setAccessibleName(board_name())
        self.setAccessibleDescription(board_help())
        self.move_box.retranslate()

    def shown_board(self) -> Board | None:
        """The position on show, or None before the first one."""
        snapshot = self.board_scene.snapshot
        return None if snapshot is None else Board.from_fen(snapshot.fen)

    def open_move_box(self) -> None:
        """Open the move box for the position on show (not while it is read-only)."""
        board = self.shown_board()
        if board is None or not self.isVisible():
            return
        self._place_move_box()
        self.move_box.open_on(board)

    def set_drawing(self, on: bool) -> None:
        """Let right-drags, right-clicks and (in keyboard play) the mark keys draw arrows and circles."""
        self.drawing = on
        if not on:
            self._cancel_drawing()

    def _cancel_drawing(self) -> None:
        self._draw_from = None
        self.arrow_from = None
        self.board_scene.set_mark_preview(None)

    def _escape(self) -> None:
        if self.move_box.isVisible():
            self.move_box.close_box()
        elif self.arrow_from is not None or self._draw_from is not None:
            self._cancel_drawing()           # a begun arrow forgotten; the selection stays
        else:
            self.escaped.emit()

    def _place_move_box(self) -> None:
        width = max(240, min(self.width() - 16, 460))
        self.move_box.setFixedWidth(width)
        self.move_box.adjustSize()
        # over the river, the one band of the board without pieces at the start
        river = self.mapFromScene(self.board_scene.sceneRect().center()).y()
        self.move_box.move((self.width() - width) // 2, max(0, river - self.move_box.height() // 2))

    def _play_typed(self, move: Move) -> None:
        self.cursor_square = move.to_sq
        self._cursor_placed = True
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.drag_requested.emit(move.from_sq, move.to_sq)

    # ----- keys ----------------------------------------------------------------------------------
    def move_cursor(self, df: int, dr: int) -> None:
        """Move the cursor by files and ranks as seen on screen (stops at the edges)."""
        self._cursor_placed = True
        if self.board_scene.flipped:
            df, dr = -df, -dr
        f = min(8, max(0, self.cursor_square % 9 + df))
        r = min(9, max(0, self.cursor_square // 9 + dr))
        self.cursor_square = r * 9 + f
        self.board_scene.set_cursor(self.cursor_square)
        if self.arrow_from is not None:        # the arrow begun follows the cursor
            color = self.board_scene.mark_preview_color() or MarkColor.GREEN
            self.board_scene.set_mark_preview((self.arrow_from, self.cursor_square, color))
        self.announce_cursor()

    def announce_cursor(self) -> None:
        """Tell a screen reader which point the cursor is on."""
        access = QAccessible.queryAccessibleInterface(self)
        if isinstance(access, BoardAccessible):
            access.focus_cursor()

    def event(self, event: QEvent) -> bool:
        """In keyboard play the arrow keys move the board's cursor, not through the window's moves, and the
        mark keys mark its point."""
        if self.keyboard_play and event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and (self._is_step(event) or self._mark_key(event) is not None):
            event.accept()
            return True
        return super().event(event)

    @staticmethod
    def _is_step(event: QKeyEvent) -> bool:
        return Qt.Key(event.key()) in _STEPS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier

    def _mark_key(self, event: QKeyEvent) -> str | None:
        """'circle', 'arrow' or 'clear' for a mark key of keyboard play (drawing on), else None."""
        if not self.drawing:
            return None
        key, modifiers = Qt.Key(event.key()), event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key == CLEAR_KEY and not modifiers:
            return "clear"
        if key in MARK_KEYS and not modifiers:
            return "circle"
        if key in MARK_KEYS and modifiers == Qt.KeyboardModifier.ShiftModifier:
            return "arrow"
        return None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        step = _STEPS.get(Qt.Key(event.key()))
        mark = self._mark_key(event) if self.keyboard_play else None
        if not self.keyboard_play:
            super().keyPressEvent(event)
        elif step is not None and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.move_cursor(*step)
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.square_clicked.emit(self.cursor_square)
        elif mark is not None:
            self.mark_with_key(mark, MARK_KEYS.get(Qt.Key(event.key()), MarkColor.GREEN))
        else:
            super().keyPressEvent(event)

    def mark_with_key(self, what: str, color: MarkColor) -> None:
        """A mark key pressed in keyboard play: 'circle' the cursor's point, begin or end an 'arrow' there,
        or 'clear' every mark."""
        here = self.cursor_square
        if what == "clear":
            self._cancel_drawing()
            self.marks_cleared.emit()
        elif what == "circle":
            self.mark_drawn.emit(here, here, color)
        elif self.arrow_from is None:
            self.arrow_from = here
            self.board_scene.set_mark_preview((here, here, color))
        else:
            start, self.arrow_from = self.arrow_from, None
            self.board_scene.set_mark_preview(None)
            if start != here:
                self.mark_drawn.emit(start, here, color)
        self.announce_cursor()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:   # every window's board follows a language switch
            self.retranslate()
        super().changeEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self._given_by_window = event.reason() == Qt.FocusReason.ActiveWindowFocusReason
        # Tab begins keyboard play once the focus change is complete (_focus_moved): Qt also moves the
        # focus "by Tab" from a widget being hidden, which is no one's choice of the board
        self._tabbed = event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
        if self.keyboard_play:            # back from the move box, a menu or another window
            self.board_scene.set_cursor(self.cursor_square)
            self.announce_cursor()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.board_scene.set_cursor(None)
        # keyboard play goes on after the move box, a menu or a visit to another window; Tab or a click
        # elsewhere ends it
        kept = event.reason() in (Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason)
        if not kept and not self.move_box.isVisible():
            self.end_keyboard_play()

    def end_keyboard_play(self) -> None:
        """The cursor's arrows are the window's again; the status bar no longer tells how to play by
        keyboard (the help would be wrong: the arrows now step through the moves)."""
        self.keyboard_play = False
        bar = self._status_bar()
        if bar is not None and bar.currentMessage() == keyboard_play_help():
            bar.clearMessage()
        if self.toolTip() == keyboard_play_help():
            self.setToolTip("")

    def _status_bar(self) -> QStatusBar | None:
        """The status bar of the board's window, if it has one. (QMainWindow.statusBar() makes one where
        there is none: the puzzle window got an empty bar the first time its board lost the focus, and
        the board shrank by the bar's height under the player's eyes.)"""
        window = self.window()
        if not isinstance(window, QMainWindow):
            return None
        return window.findChild(QStatusBar, options=Qt.FindChildOption.FindDirectChildrenOnly)

    def _focus_moved(self, old: QWidget | None, new: QWidget | None) -> None:
        """After a focus change (QApplication.focusChanged, sent after the focus events): the board
        reached by Tab from a widget still shown begins keyboard play."""
        tabbed, self._tabbed = self._tabbed, False
        if new is self and tabbed and (old is None or old.isVisible()):
            self.start_keyboard_play()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab on a board that has the focus only because its window was activated (a study window
        gives its first widget the focus) begins keyboard play there; the next Tab goes on."""
        if self.hasFocus() and not self.keyboard_play and self._given_by_window:
            self.start_keyboard_play()
            return True
        return super().focusNextPrevChild(next)

    def start_keyboard_play(self) -> None:
        """Show the cursor (first on the king of the side at the bottom) and give it the arrow keys; the
        window's status bar says how to play."""
        if not self._cursor_placed:
            self.cursor_square = 85 if self.board_scene.flipped else 4
            self._cursor_placed = True
        self.keyboard_play = True
        self.board_scene.set_cursor(self.cursor_square)
        self.announce_cursor()
        bar = self._status_bar()
        if bar is not None:
            bar.showMessage(keyboard_play_help(), 15000)
        else:                           # (a window without a status bar: the help in the board's tooltip)
            self.setToolTip(keyboard_play_help())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self.board_scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if self.move_box.isVisible():
            self._place_move_box()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fitInView(self.board_scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def square_at_widget(self, pos) -> int | None:
        """Square under a widget position."""
        return self.board_scene.square_at(self.mapToScene(pos))

    def widget_point(self, sq: int):
        """Widget position of a square's centre (for tests and drag feedback)."""
        return self.mapFromScene(self.board_scene.square_center(sq))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton and self.drawing:
            self._start_drawing(event)
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._draw_from = None
        self.board_scene.set_mark_preview(None)
        self._press_sq = self.square_at_widget(event.position().toPoint())
        self._press_pos = event.position()
        self._dragging = False

    # ----- drawing with the right button -----------------------------------------------------------------
    def _start_drawing(self, event: QMouseEvent) -> None:
        """A right press: a mark begins on the point under it (a piece being dragged goes back first)."""
        if self._dragging and self._press_sq is not None:
            item = self.board_scene.pieces.get(self._press_sq)
            if item is not None:
                item.setZValue(10)
                item.setPos(self.board_scene.square_center(self._press_sq))
        self._press_sq, self._press_pos, self._dragging = None, None, False
        self._draw_from = self.square_at_widget(event.position().toPoint())
        self._draw_color = mark_color(event.modifiers())
        if self._draw_from is not None:
            self.board_scene.set_mark_preview((self._draw_from, self._draw_from, self._draw_color))

    def _drawing_to(self, event: QMouseEvent) -> int | None:
        return self.square_at_widget(event.position().toPoint())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._draw_from is not None:
            end = self._drawing_to(event)
            self.board_scene.set_mark_preview(None if end is None else (self._draw_from, end, self._draw_color))
            return
        if self._press_sq is None or self._press_pos is None:
            return
        item = self.board_scene.pieces.get(self._press_sq)
        if item is None:
            return
        if not self._dragging and (event.position() - self._press_pos).manhattanLength() > DRAG_THRESHOLD:
            self._dragging = True
            item.setZValue(50)
        if self._dragging:
            item.setPos(self.mapToScene(event.position().toPoint()))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton and self._draw_from is not None:
            start, self._draw_from = self._draw_from, None
            self.board_scene.set_mark_preview(None)
            end = self._drawing_to(event)
            if end is not None:                  # released off the board: nothing drawn
                self.mark_drawn.emit(start, end, self._draw_color)
            return
        if event.button() != Qt.MouseButton.LeftButton or self._press_sq is None:
            return
        start, dragging = self._press_sq, self._dragging
        self._press_sq, self._press_pos, self._dragging = None, None, False
        end = self.square_at_widget(event.position().toPoint())
        if dragging:
            item = self.board_scene.pieces.get(start)
            if item is not None:  # snap back; the controller redraws if the move is played
                item.setZValue(10)
                item.setPos(self.board_scene.square_center(start))
            if end is not None and end != start:
                self.drag_requested.emit(start, end)
            else:
                self.square_clicked.emit(start)
            return
        if end is not None and end == start:
            self.square_clicked.emit(end)
