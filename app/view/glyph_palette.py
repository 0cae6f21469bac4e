"""The study window's glyph palette: the move glyphs ! ? !! ?? !? ?! and the position glyphs (+- ± += = =+ ∓ -+
∞), each an action with a shortcut, shown as a tool bar beside the comment and in the Edit ▸ Glyphs menu
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
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QToolBar, QWidget

from app.model.glyphs import diagram_of, glyph_text

MOVE_GLYPH_KEYS = {1: "Ctrl+1", 2: "Ctrl+2", 3: "Ctrl+3", 4: "Ctrl+4", 5: "Ctrl+5", 6: "Ctrl+6"}
# from Red winning to Black winning, then unclear
POSITION_GLYPH_KEYS = {18: "Alt+1", 16: "Alt+2", 14: "Alt+3", 10: "Alt+4", 15: "Alt+5", 17: "Alt+6", 19: "Alt+7",
                       13: "Alt+8"}
DIAGRAM_KEY = "Ctrl+D"


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
    """The tool bar's name."""
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


class GlyphPalette(QObject):
    """The glyph actions (checkable: checked for the current move's glyphs), a tool bar and a menu of them."""

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
        self.bar = QToolBar()
        self.bar.setObjectName("glyphs")
        self.bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.bar.setFloatable(False)
        self.bar.setMovable(False)
        for group in (MOVE_GLYPH_KEYS, POSITION_GLYPH_KEYS):
            for nag in group:
                self.bar.addAction(self.actions[nag])
            self.bar.addSeparator()
        self.bar.addAction(self.diagram)
        self.retranslate()

    def retranslate(self) -> None:
        """Names, symbols and tooltips in the current language."""
        self.bar.setWindowTitle(palette_title())
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
        """Check the glyphs and diagram flag a move has; glyphs need a move (the start has none)."""
        self._nags = list(nags)
        for nag, action in self.actions.items():
            action.setChecked(nag in self._nags or (nag == 10 and any(n in (11, 12) for n in self._nags)))
            action.setEnabled(has_move)
        self.diagram.setChecked(diagram_of(self._nags) is not None)

    def _chosen(self, nag: int) -> None:
        equal = next((n for n in self._nags if n in (11, 12)), None)
        self.glyph_chosen.emit(equal if nag == 10 and equal is not None else nag)    # '=' read as $11/$12 too
        self.show_nags(self._nags, self.actions[nag].isEnabled())     # the move's glyphs decide, not the click

    def _diagram(self) -> None:
        self.diagram_toggled.emit()
        self.show_nags(self._nags, next(iter(self.actions.values())).isEnabled())


__all__ = ["GlyphPalette", "MOVE_GLYPH_KEYS", "POSITION_GLYPH_KEYS", "DIAGRAM_KEY", "glyph_name", "menu_title"]
