"""The windows beside the board that are made when first asked for, composed: puzzle training and
engine tournaments. app/shell/main.py keeps the one of each it made and brings it back (``bring_up``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.controller.settings import Settings
from app.model.tree import GameTree
from app.shell.move_voice import MoveVoice
from app.view.board_scene import BoardLook
from app.view.speech import MoveSpeaker

if TYPE_CHECKING:
    from app.shell.training_feature import TrainingFeature
    from app.view.puzzle_window import PuzzleWindow
    from app.view.tournament_window import TournamentWindow


def bring_up(window: QWidget) -> None:
    """Show a window and bring it to the front."""
    window.show()
    window.raise_()
    window.activateWindow()


def puzzle_window(settings: Settings, font_family: str, look: BoardLook, training: TrainingFeature | None,
                  speaker: Callable[[], MoveSpeaker]) -> PuzzleWindow:
    """The puzzle training window (with the My mistakes collection when training is there), its board
    drawn like every other and its moves said."""
    from app.controller.puzzle_controller import PuzzleController
    from app.view.puzzle_window import PuzzleWindow
    s = settings
    puzzles = PuzzleController()
    if training is not None:
        training.add_mistakes_to(puzzles)
    window = PuzzleWindow(puzzles, font_family, s.piece_style, s.notation, s.traditional)
    window.scene.follow(look)
    MoveVoice(window.board_view, puzzles.position_changed, puzzles.shown_board,
              lambda: (s.notation, s.traditional), speaker)
    return window


def tournament_window(parent: QWidget, settings: Settings, font_family: str, look: BoardLook,
                      engines: list[tuple[str, str, str, dict[str, object]]], qapp: QApplication,
                      open_game: Callable[[GameTree | None], object]) -> TournamentWindow:
    """Tools ▸ Tournament…: engine tournaments run in the background (`engines`: the user's engines as
    (name, command, protocol, option values)); its set-up is remembered in the settings and a finished
    game opens with `open_game`."""
    from app.controller.tournament_controller import TournamentController, TournamentRequest
    from app.view.tournament_window import TournamentWindow
    controller = TournamentController(parent, settings.notation)
    window = TournamentWindow(controller, controller.entrants(engines), TournamentRequest, font_family,
                              settings.piece_style, parent, remembered=settings.tournament_setup)
    window.setWindowFlag(Qt.WindowType.Window)
    window.live.scene.follow(look)           # the live board looks like every other board
    window.setup_chosen.connect(lambda text: remember_tournament_setup(settings, text))
    window.open_game_requested.connect(lambda n: open_game(controller.record(n)))
    qapp.aboutToQuit.connect(controller.close)
    return window


def remember_tournament_setup(settings: Settings, text: str) -> None:
    """Keep the tournament window's set-up for the next time (Settings.tournament_setup)."""
    try:
        settings.tournament_setup = text
    except ValueError:
        pass


__all__ = ["bring_up", "puzzle_window", "remember_tournament_setup", "tournament_window"]
