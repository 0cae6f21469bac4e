"""Engines and analysis, composed: the engine registry, the Engines dialog, an analysis dock for any
window with a board, "Analyse game" for study windows, and engine players for the seats.

Built by app/shell/main.py (like library_feature.py for the library); the view and controller modules
it joins never import each other.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, SignalInstance
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from app.controller.analysis import AnalysisController
from app.controller.engine_registry import CoreProbe, EngineDetector, EngineRegistry
from app.controller.player import Player
from app.controller.player_engine import EnginePlayer
from app.controller.settings import Settings
from app.controller.review import GameReviewer, apply_to_study
from app.model import Game, Move, Ruleset
from app.model.enums import Notation
from app.view import texts
from app.view.analysis_panel import AnalysisPanel
from app.view.board_scene import BoardScene
from app.view.engines_dialog import EnginesDialog
from app.view.plain_text import warn
from app.view.review_dialog import ReviewDialog


class AnalysisFeature(QObject):
    """The engines the user has, and the analysis docks and reviews that use them."""

    def __init__(self, parent: QWidget, settings: Settings | None = None,
                 registry: EngineRegistry | None = None) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.settings = settings
        store = settings.store if settings is not None else None    # the engine list lives with the settings
        self.registry = registry or EngineRegistry(store, parent=self)
        self.panels: list[AnalysisPanel] = []
        self.reviews: list[ReviewDialog] = []
        if settings is not None:
            settings.watch(Settings.weighted_arrows, self.set_weighted_arrows)

    # ----- engines ----------------------------------------------------------------------------
    def edit_engines(self) -> None:
        """The Engines dialog: add, configure and remove engines (the built-in AI always listed)."""
        EnginesDialog(self.registry, EngineDetector(), self.parent_widget, CoreProbe()).exec()

    def external_engines(self) -> list[str]:
        """Names of the engines other than the built-in AI (for the new-game dialog)."""
        return [spec.name for spec in self.registry.engines if not spec.builtin]

    def player(self, name: str) -> Player | None:
        """A player for the engine called `name`, or None if there is no such engine."""
        spec = self.registry.get(name)
        if spec is None:
            return None
        return EnginePlayer(opener=spec.opener(), name=spec.name)

    # ----- analysis docks ---------------------------------------------------------------------
    def attach(self, window: QMainWindow, scene: BoardScene, game: Callable[[], Game], changed: SignalInstance,
               play_line: Callable[[list[Move]], object] | None = None,
               place: Callable[[QDockWidget], object] | None = None) -> QDockWidget:
        """Dock an analysis panel beside `window`'s board (hidden until the user shows it), or where
        `place` puts it: it follows `changed` (reading `game()`), draws the best move on `scene`, and
        plays a clicked line with `play_line`. Hiding the dock stops the engine."""
        controller = AnalysisController(parent=window)
        panel = AnalysisPanel(controller, self.registry, *notation_of(self.settings))
        panel.set_weighted_arrows(self.settings.weighted_arrows if self.settings is not None else True)
        dock = QDockWidget(panel.dock_title(), window)
        dock.setObjectName("analysis")
        dock.setWidget(panel)
        if place is not None:
            place(dock)
        else:
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.hide()
        panel.arrows_changed.connect(scene.set_arrows)
        changed.connect(lambda *_: panel.set_position(game()) if dock.isVisible() else None)
        dock.visibilityChanged.connect(lambda visible: self._visibility(panel, scene, game, visible))
        if play_line is not None:
            panel.line_move_chosen.connect(play_line)
        window.destroyed.connect(lambda *_: self._forget(panel))
        self.panels.append(panel)
        return dock

    def _visibility(self, panel: AnalysisPanel, scene: BoardScene, game: Callable[[], Game], visible: bool) -> None:
        if visible:
            panel.set_position(game())
        else:
            panel.stop()
            scene.set_arrows([])

    def set_weighted_arrows(self, on: bool) -> None:
        """Draw an arrow for every line, fainter by its loss (on), or the best move's only."""
        for panel in self.panels:
            panel.set_weighted_arrows(on)

    def set_notation(self, notation: str, traditional: bool = False) -> None:
        """Write every panel's lines in this notation."""
        for panel in self.panels:
            panel.set_notation(notation, traditional)

    # ----- game review ------------------------------------------------------------------------
    def review(self, window: QMainWindow, study: Any, ruleset: Ruleset = Ruleset.CXQ) -> ReviewDialog:
        """'Analyse game' for a study window's controller: the review dialog, applying the result to
        the studied game (its graph jumps to a move when clicked)."""
        reviewer = GameReviewer(parent=study)
        dialog = ReviewDialog(reviewer, self.registry, study.tree, ruleset, parent=window)

        def ready(review: Any) -> None:
            try:
                apply_to_study(study, review)
            except ValueError:                  # the main line changed meanwhile
                warn(window, dialog.windowTitle(), texts.review_outdated())

        def jump(ply: int) -> None:
            nodes = [study.tree.root, *study.tree.mainline_nodes()]
            if 0 <= ply < len(nodes):
                study.go_to(nodes[ply])

        dialog.review_ready.connect(ready)
        dialog.graph.ply_chosen.connect(jump)
        study.position_changed.connect(
            lambda: dialog.graph.set_current(study.node.ply if study.node.is_mainline() else None))
        self.reviews.append(dialog)
        dialog.finished.connect(lambda *_: self.reviews.remove(dialog) if dialog in self.reviews else None)
        dialog.show()
        return dialog

    # ----- life cycle -------------------------------------------------------------------------
    def _forget(self, panel: AnalysisPanel) -> None:
        if panel in self.panels:
            self.panels.remove(panel)

    def close(self) -> None:
        """Stop every analysis and review (their engines end)."""
        for panel in list(self.panels):
            panel.controller.close()
        for dialog in list(self.reviews):
            dialog.reviewer.close()


def notation_of(settings: Settings | None) -> tuple[Notation, bool]:
    """The move notation the settings choose and whether it uses traditional characters."""
    if settings is None:
        return Notation.CHINESE, False
    return settings.notation, settings.traditional
