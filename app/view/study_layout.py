"""The study window's room, board first: its side panels (game list, opening explorer, analysis) tabbed
together on one side of the board, the splitters sized so that the board is as large as the window's
height allows, and the whole arrangement as one text to remember (Qt's saveState of the window's docks
and of each splitter, in base64 inside a JSON object; a damaged text falls back to the defaults)."""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QByteArray, QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QGraphicsView, QMainWindow, QSplitter

from app.model.stored_json import read_stored_json

SIDE_AREA = Qt.DockWidgetArea.LeftDockWidgetArea
SIDE_SHARE = 0.3           # the side panels take at most this share of the window's width ...
SIDE_WIDTH = 360           # ... and at most this many pixels (a game list's readable width)
DOCKS_KEY = "docks"


def tabify_docks(window: QMainWindow, docks: Sequence[QDockWidget], top: QDockWidget | None = None) -> None:
    """Dock `docks` (the first one's place kept) on the side area as tabs of one panel, `top` (or the
    first shown one) chosen; floating ones are left where the user put them."""
    docked = [dock for dock in docks if not dock.isFloating()]
    if not docked:
        return
    first = docked[0]
    if window.dockWidgetArea(first) != SIDE_AREA:
        window.addDockWidget(SIDE_AREA, first)
    for dock in docked[1:]:
        window.tabifyDockWidget(first, dock)
    shown = [dock for dock in docked if dock.isVisibleTo(window)]
    chosen = top if top is not None and top in shown else (shown[0] if shown else None)
    if chosen is not None:
        chosen.raise_()


def side_width(window_width: int) -> int:
    """The width the side panels start at in a window this wide."""
    return min(SIDE_WIDTH, round(SIDE_SHARE * window_width))


def board_first_sizes(total: int, board_height: int, aspect: float, side_minimum: int) -> list[int]:
    """Sizes for a (board, side column) splitter `total` pixels wide: the board as wide as a board of
    `board_height` (width/height `aspect`) needs, unless the side column would fall below its minimum."""
    board = min(round(board_height * aspect), total - side_minimum)
    board = max(board, total // 2)         # a very narrow window: share it
    return [board, total - board]


def layout_text(window: QMainWindow, splitters: Mapping[str, QSplitter]) -> str:
    """The window's docks and splitters as one text to remember."""
    states = {DOCKS_KEY: window.saveState(), **{name: s.saveState() for name, s in splitters.items()}}
    return json.dumps({name: base64.b64encode(state.data()).decode("ascii") for name, state in states.items()})


def _states(text: str) -> dict[str, QByteArray]:
    """The saved states in a layout text ({} if it does not read)."""
    try:
        value = read_stored_json(text) if text else {}
        if not isinstance(value, dict):
            return {}
        return {str(name): QByteArray(base64.b64decode(v, validate=True))
                for name, v in value.items() if isinstance(v, str)}
    except (ValueError, binascii.Error):
        return {}


def restore_layout(window: QMainWindow, splitters: Mapping[str, QSplitter], text: str) -> set[str]:
    """Apply a remembered layout: the docks' places, tabs and sizes (not whether each is shown: that
    follows what the window holds) and each splitter's sizes. Returns the parts restored ('docks' and
    splitter names); a part missing or damaged is left as it was."""
    states = _states(text)
    restored: set[str] = set()
    state = states.get(DOCKS_KEY)
    if state is not None:
        docks = window.findChildren(QDockWidget)
        shown = {dock: dock.isVisibleTo(window) for dock in docks}
        if window.restoreState(state):
            restored.add(DOCKS_KEY)
        for dock, visible in shown.items():
            if dock.isVisibleTo(window) != visible:
                dock.setVisible(visible)
    for name, splitter in splitters.items():
        state = states.get(name)
        if state is not None and splitter.restoreState(state):
            restored.add(name)
    return restored



class BoardRoom(QObject):
    """Keeps a study window's board first: tabs its side panels together (the game list's dock first),
    applies a remembered layout, and fits what it did not restore once the window is shown or changed.
    When a side panel is shown or hidden later (the analysis panel, the explorer), the board gets back
    the width its height allows if the window's new layout took it away (the move column keeps at
    least its minimum; a board the user made wider is left as it is)."""

    def __init__(self, window: QMainWindow, first: QDockWidget, board: QGraphicsView, board_splitter: QSplitter,
                 side_splitter: QSplitter) -> None:
        super().__init__(window)
        self.window, self.first, self.board = window, first, board
        self.splitters = {"board": board_splitter, "side": side_splitter}
        self.remembered = ""                   # the layout text to apply (from the settings)
        self.restored: set[str] = set()       # the parts of it applied ('docks', 'board', 'side')
        self._timer = QTimer(self, singleShot=True, interval=0)
        self._timer.timeout.connect(self.fit)
        self._keep_timer = QTimer(self, singleShot=True, interval=0)
        self._keep_timer.timeout.connect(self.keep_board)
        self._followed: set[int] = set()      # the docks whose showing and hiding keep the board's size
        self._shown: frozenset[int] = frozenset()     # the docks shown (tabbed or not) when last looked
        self._fitted = False                  # the first fit has run: later changes are the user's
        self._shown_once = False

    @property
    def pending(self) -> bool:
        """True while a fit waits for the window's layout to settle."""
        return self._timer.isActive()

    def docks(self) -> list[QDockWidget]:
        """The panels docked beside the board: the first (the game list), then the others."""
        others = [dock for dock in self.window.findChildren(QDockWidget) if dock is not self.first]
        return [self.first, *others]

    def arrange(self) -> None:
        """Tab the side panels together, apply the remembered layout, then fit the rest."""
        tabify_docks(self.window, self.docks(), self.first)
        for dock in self.docks():
            if id(dock) not in self._followed:
                self._followed.add(id(dock))
                dock.visibilityChanged.connect(self._dock_changed)
                dock.topLevelChanged.connect(self._dock_changed)
        if self.remembered:
            self.restored = restore_layout(self.window, self.splitters, self.remembered)
        self.show_list()

    def show_list(self) -> None:
        """The first panel (when shown) in front of its tabs; a fit once the window's layout settles."""
        if self.first.isVisibleTo(self.window):
            self.first.raise_()
        if self.window.isVisible():
            self._timer.start()

    def shown(self) -> None:
        """The window is shown: fit it the first time."""
        if not self._shown_once:
            self._shown_once = True
            self._timer.start()

    def state(self) -> str:
        """The layout as one text to remember."""
        return layout_text(self.window, self.splitters)

    def _shown_docks(self) -> frozenset[int]:
        return frozenset(id(dock) for dock in self.docks() if not dock.isHidden() and not dock.isFloating())

    def _dock_changed(self, *_: object) -> None:
        """A side panel was shown, hidden, floated or docked (not: another tab brought to the front)."""
        shown = self._shown_docks()
        if shown != self._shown and self._fitted and self.window.isVisible():
            self._keep_timer.start()
        self._shown = shown

    def keep_board(self) -> None:
        """After a side panel was shown or hidden: the board given back the width its height allows
        if the window's new layout took it (the board splitter's sizes by board_first_sizes, when they
        make the board wider than it is; the move column keeps at least its minimum)."""
        splitter, side = self.splitters["board"], self.splitters["side"]
        sizes = splitter.sizes()
        scene = self.board.sceneRect()
        if len(sizes) < 2 or sum(sizes) <= 0 or scene.height() <= 0:
            return
        wanted = board_first_sizes(sum(sizes), self.board.height(), scene.width() / scene.height(),
                                   side.minimumSizeHint().width())
        if wanted[0] > sizes[0]:
            splitter.setSizes(wanted)

    def fit(self) -> None:
        """The defaults where no layout was restored: the side panels at a share of the width, the board
        as large as the window's height allows (the move column gets the rest, at least its minimum)."""
        window = self.window
        self._fitted = True
        self._shown = self._shown_docks()
        if DOCKS_KEY not in self.restored:
            shown = [dock for dock in self.docks() if dock.isVisibleTo(window) and not dock.isFloating()]
            if shown:
                window.resizeDocks([shown[0]], [side_width(window.width())], Qt.Orientation.Horizontal)
                layout = window.layout()
                if layout is not None:
                    layout.activate()      # the docks' new width, so that the board's splitter has its own
        splitter, side = self.splitters["board"], self.splitters["side"]
        total = sum(splitter.sizes())
        scene = self.board.sceneRect()
        if "board" not in self.restored and total > 0 and scene.height() > 0:
            splitter.setSizes(board_first_sizes(total, self.board.height(), scene.width() / scene.height(),
                                                side.minimumSizeHint().width()))
