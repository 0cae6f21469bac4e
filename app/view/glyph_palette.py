"""The study window's glyph palette: the move glyphs ! ? !! ?? !? ?! and the position glyphs (+- ± += = =+ ∓ -+
∞), each an action with a shortcut, shown as a palette of buttons above the comment and in the Edit ▸ Glyphs menu
(the same actions in both, so each shortcut belongs to one action), and the score sheet's diagram flag.

Two keystrokes a glyph: Ctrl with the NAG's own number for the move glyphs (Ctrl+1 ``!`` ... Ctrl+6 ``?!``,
PGN's $1-$6) and Alt with a place on the scale from Red winning to Black winning for the position glyphs
(Alt+1 ``+-``, Alt+2 ``±``, Alt+3 ``+=``, Alt+4 ``=``, Alt+5 ``=+``, Alt+6 ``∓``, Alt+7 ``-+``, Alt+8
``∞``); Ctrl+D asks for a diagram after the move. Choosing the glyph a move has takes it away. The
palette says what was chosen (``glyph_chosen(nag)``, ``diagram_toggled()``); the window makes it an
undoable edit and shows the current move's glyphs back (``show_nags``). Words in the 'glyphs' context.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QMenu, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from app.model.glyphs import diagram_of, glyph_text

MOVE_GLYPH_KEYS = {1: "Ctrl+1", 2: "Ctrl+2", 3: "Ctrl+3", 4: "Ctrl+4", 5: "Ctrl+5", 6: "Ctrl+6"}
# from Red winning to Black winning, then unclear
POSITION_GLYPH_KEYS = {18: "Alt+1", 16: "Alt+2", 14: "Alt+3", 10: "Alt+4", 15: "Alt+5", 17: "Alt+6", 19: "Alt+7",
                       13: "Alt+8"}
DIAGRAM_KEY = "Ctrl+D"
GROUP_GAP, BUTTON_GAP = 10, 0         # pixels between the palette's groups of buttons, and its buttons


def tr(text: str) -> str:
    """Translate in the 'glyphs' context."""
    return QCoreApplication.translate("glyphs", text)


def glyph_name(nag: int) -> str:
    """What a glyph says, in words ('Good move', 'Red is clearly better')."""
    names = {1: tr("Good move"), 2: tr("Mistake"), 3: tr("Brilliant move"), 4: tr("Blunder"),
             5: tr("Interesting move"), 6: tr("Dubious move"), 18: tr("Red is winning"),
             16: tr("Red is clearly better"), 14: tr("Red is slightly better"), 10: tr("Equal position"),
             15: tr("Black is slightly better"), 17: tr("Black is clearly better"), 19: tr("Black is winning"),
             13: tr("Unclear position")}
    return names.get(nag, "")


def menu_title() -> str:
    """The Edit menu's submenu of glyphs."""
    return tr("&Glyphs")


def palette_title() -> str:
    """The palette's name (for screen readers)."""
    return tr("Glyphs")


def diagram_text() -> str:
    """The diagram flag's action."""
    return tr("&Diagram in the score sheet")


def diagram_short() -> str:
    """The diagram flag's button in the palette."""
    return tr("Diagram")


def diagram_tip() -> str:
    """The diagram flag's tooltip."""
    return tr("Print a diagram of the position after this move in the score sheet")


class PaletteBar(QWidget):
    """The palette's buttons in their groups (move glyphs, position glyphs, the diagram flag), flowing onto
    as many lines as the column's width needs: a group that does not fit on a line begins the next one
    (and only a group wider than the column is broken), so that no button is ever hidden."""

    def __init__(self, groups: list[list[QAction]]) -> None:
        super().__init__()
        self.setObjectName("glyph_palette")
        self.groups: list[list[QToolButton]] = [[self._button(action) for action in group] for group in groups]
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 2, 0, 2)
        self.column.setSpacing(1)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.lines: list[list[QToolButton]] = []
        self._place(self.lines_for(10_000))

    def _button(self, action: QAction) -> QToolButton:
        button = QToolButton(self)
        button.setDefaultAction(action)
        button.setAutoRaise(True)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)     # the keys are the shortcuts; Tab goes to the board
        return button

    def buttons(self) -> list[QToolButton]:
        """Every button, in order."""
        return [button for group in self.groups for button in group]

    def lines_for(self, width: int) -> list[list[QToolButton]]:
        """The buttons on each line in `width` pixels."""
        lines: list[list[QToolButton]] = [[]]
        used = 0
        for group in self.groups:
            need = sum(b.sizeHint().width() for b in group) + BUTTON_GAP * (len(group) - 1)
            if lines[-1] and used + GROUP_GAP + need > width:
                lines.append([])                 # the group on a line of its own
                used = 0
            for button in group:
                step = button.sizeHint().width() + (0 if not lines[-1] else
                                                    GROUP_GAP if button is group[0] else BUTTON_GAP)
                if lines[-1] and used + step > width:     # a group wider than the column
                    lines.append([])
                    used, step = 0, button.sizeHint().width()
                lines[-1].append(button)
                used += step
        return lines

    def _place(self, lines: list[list[QToolButton]]) -> None:
        if lines == self.lines:
            return
        self.lines = lines
        while self.column.count():
            item = self.column.takeAt(0)
            layout = item.layout() if item is not None else None
            while layout is not None and layout.count():
                layout.takeAt(0)
        firsts = {group[0] for group in self.groups}
        for line in lines:
            row = QHBoxLayout()
            row.setSpacing(BUTTON_GAP)
            for button in line:
                if button in firsts and button is not line[0]:
                    row.addSpacing(GROUP_GAP - BUTTON_GAP)
                row.addWidget(button)
            row.addStretch(1)
            self.column.addLayout(row)
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._place(self.lines_for(event.size().width()))
        super().resizeEvent(event)


class GlyphPalette(QObject):
    """The glyph actions (checkable: checked for the current move's glyphs), a palette of buttons and a menu of them."""

    glyph_chosen = Signal(int)           # a NAG: $1-$6 or $10-$19
    diagram_toggled = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.actions: dict[int, QAction] = {}
        for nag, keys in (*MOVE_GLYPH_KEYS.items(), *POSITION_GLYPH_KEYS.items()):
            action = QAction(parent)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _=False, n=nag: self._chosen(n))
            self.actions[nag] = action
        self.diagram = QAction(parent)
        self.diagram.setCheckable(True)
        self.diagram.setShortcut(QKeySequence(DIAGRAM_KEY))
        self.diagram.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.diagram.triggered.connect(lambda _=False: self._diagram())
        self._nags: list[int] = []
        self.bar = PaletteBar([[self.actions[nag] for nag in MOVE_GLYPH_KEYS],
                               [self.actions[nag] for nag in POSITION_GLYPH_KEYS], [self.diagram]])
        self.retranslate()

    def retranslate(self) -> None:
        """Names, symbols and tooltips in the current language."""
        self.bar.setAccessibleName(palette_title())
        for nag, action in self.actions.items():
            symbol, name = glyph_text(nag), glyph_name(nag)
            action.setText(f"{name} ({symbol})")
            action.setIconText(symbol)
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(f"{name} ({symbol}) {keys}")
        self.diagram.setText(diagram_text())
        self.diagram.setIconText(diagram_short())
        keys = self.diagram.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        self.diagram.setToolTip(f"{diagram_tip()} {keys}")

    def fill(self, menu: QMenu) -> None:
        """Put the actions into a menu: the move glyphs, the position glyphs, the diagram flag."""
        for group in (MOVE_GLYPH_KEYS, POSITION_GLYPH_KEYS):
            for nag in group:
                menu.addAction(self.actions[nag])
            menu.addSeparator()
        menu.addAction(self.diagram)

    def show_nags(self, nags: Iterable[int], has_move: bool) -> None:
        """Check the glyphs and diagram flag a move has; both need a move (the start has none)."""
        self._nags = list(nags)
        for nag, action in self.actions.items():
            action.setChecked(nag in self._nags or (nag == 10 and any(n in (11, 12) for n in self._nags)))
            action.setEnabled(has_move)
        self.diagram.setChecked(diagram_of(self._nags) is not None)
        self.diagram.setEnabled(has_move)          # (a PGN keeps no NAG before the first move)

    def _chosen(self, nag: int) -> None:
        equal = next((n for n in self._nags if n in (11, 12)), None)
        self.glyph_chosen.emit(equal if nag == 10 and equal is not None else nag)    # '=' read as $11/$12 too
        self.show_nags(self._nags, self.actions[nag].isEnabled())     # the move's glyphs decide, not the click

    def _diagram(self) -> None:
        self.diagram_toggled.emit()
        self.show_nags(self._nags, next(iter(self.actions.values())).isEnabled())


__all__ = ["GlyphPalette", "PaletteBar", "MOVE_GLYPH_KEYS", "POSITION_GLYPH_KEYS", "DIAGRAM_KEY", "glyph_name",
           "menu_title"]
