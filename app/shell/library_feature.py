"""The game library wired into the program: one library controller, its window, explorer docks
beside boards, "search this position" from any board, and library games opened in study windows
at the matched ply. main.py creates one LibraryFeature and calls its attach methods."""

from __future__ import annotations

import os
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, SignalInstance
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from app.controller.library_controller import LibraryController
from app.controller.settings import Settings
from app.model import Board, Move
from app.model.tree import GameTree
from app.shell.analysis_feature import notation_of
from app.shell.study_windows import open_study_window
from app.view.explorer_panel import ExplorerPanel
from app.view.library_window import LibraryWindow
from app.view.study_window import StudyWindow


class LibraryFeature(QObject):
    """Owns the library controller and window; adds explorer docks to board windows."""

    def __init__(self, parent: QWidget, settings: Settings | None = None, font_family: str = "",
                 study: Callable[[StudyWindow | None], object] = lambda w: w,
                 path: str | os.PathLike[str] | None = None) -> None:
        super().__init__(parent)
        self.parent_widget, self.settings, self.font_family, self.study = parent, settings, font_family, study
        self.controller = LibraryController(path, self)
        self._window: LibraryWindow | None = None
        self.panels: list[ExplorerPanel] = []
        if settings is not None:
            settings.watch(Settings.notation, lambda _notation: self._notation_changed())
            settings.watch(Settings.traditional, lambda _traditional: self._notation_changed())
            # (traditional characters follow the language until chosen: 繁體中文 switches them on)
            settings.watch(Settings.language, lambda _language: self._script_changed())

    # ----- the library window ---------------------------------------------------------------------
    @property
    def window(self) -> LibraryWindow:
        """The library window (made on first use)."""
        if self._window is None:
            self._window = LibraryWindow(self.controller, self.parent_widget)
            self._window.setWindowFlag(Qt.WindowType.Window)
            if self.settings is not None:
                self._window.set_traditional(self.settings.traditional)
            self._window.open_game_requested.connect(self.open_game)
        return self._window

    def show_window(self) -> LibraryWindow:
        """Show and raise the library window."""
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()
        return self.window

    def selected_ids(self) -> list[int]:
        """Ids of the games selected in the library window ([] before it was opened)."""
        window = self._window
        return [window.model.summary(row).id for row in window.selected_rows()] if window is not None else []

    def search_position(self, board: Board) -> None:
        """List the library games that reach this position (the window comes up)."""
        self.window.search_position(board)

    def open_game(self, tree: GameTree, ply: int = 0) -> StudyWindow | None:
        """Open a library game in a new study window, showing the position after `ply` moves."""
        window = open_study_window(self.parent_widget, tree, self.settings, self.font_family)
        if window is None:
            return None
        nodes = window.controller.tree.mainline_nodes()
        if 0 < ply <= len(nodes):
            window.controller.go_to(nodes[ply - 1])
        self.study(window)
        return window

    # ----- explorer docks -------------------------------------------------------------------------
    def attach_explorer(self, window: QMainWindow, board: Callable[[], Board], changed: SignalInstance,
                        play: Callable[[Move], object]) -> ExplorerPanel:
        """Dock an explorer beside a window's board: it follows `changed` (reading `board()`),
        plays a clicked move with `play`, and its button lists the position's games here."""
        panel = ExplorerPanel(self.controller.explore, *notation_of(self.settings))
        dock = QDockWidget(panel.dock_title(), window)
        dock.setObjectName("opening-explorer")
        dock.setWidget(panel)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        changed.connect(lambda *_: panel.set_position(board()))
        panel.move_chosen.connect(play)
        panel.search_position_requested.connect(self.search_position)
        self.controller.changed.connect(panel.refresh)
        panel.destroyed.connect(lambda *_: self._forget(panel))
        self.panels.append(panel)
        panel.set_position(board())
        return panel

    def attach_study_window(self, window: StudyWindow) -> ExplorerPanel:
        """An explorer dock for a study window (follows its current node, clicks play moves)."""
        c = window.controller
        panel = self.attach_explorer(window, c.board, c.position_changed, c.play)
        if self.controller.count() == 0:        # nothing to explore: the board gets the room (View shows it)
            dock = window.findChild(QDockWidget, "opening-explorer")
            if dock is not None:
                dock.hide()
        window.give_the_game_list_room()
        return panel

    def _forget(self, panel: ExplorerPanel) -> None:
        if panel in self.panels:
            self.panels.remove(panel)

    def _notation_changed(self) -> None:
        for panel in self.panels:
            panel.set_notation(*notation_of(self.settings))
        self._script_changed()

    def _script_changed(self) -> None:
        """The library window's opening names in the script chosen (or the language's, until chosen)."""
        if self._window is not None and self.settings is not None:
            self._window.set_traditional(self.settings.traditional)

    def close(self) -> None:
        """Stop an import and close the library file."""
        self.controller.close()
