"""The study window's room, board first: its side panels (game list, opening explorer, analysis) tabbed
together on one side of the board, the splitters sized so that the board is as large as the window's
height allows, and the whole arrangement as one text to remember (Qt's saveState of the window's docks
and of each splitter, in base64 inside a JSON object; a damaged text falls back to the defaults)."""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QSplitter

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
        value = json.loads(text) if text else {}
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

