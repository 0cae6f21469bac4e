"""Composition root: builds the QApplication's settings, the play session, the main window and the
features beside the board, and wires them; the command line of `python -m app` and its subcommands."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject
from PySide6.QtWidgets import QApplication, QDockWidget

from app.controller.autosave import Autosave, claim_orphans, clean_stale_temps
from app.controller.file_folders import FileFolders
from app.controller.gc_pause import collect_on_gui_thread
from app.controller.play_session import PlaySession
from app.controller.recent_files import RecentFiles
from app.controller.settings import Settings
from app.model.tree import GameTree
from app.shell.board_look import board_look
from app.shell.language import Translators
from app.shell.move_voice import MoveVoice
from app.shell.opening_book import OpeningBook
from app.shell.quit_signals import quit_on_signals
from app.shell.play_view import PlayDialogs, PlayView
from app.shell.side_windows import bring_up, puzzle_window, tournament_window
from app.shell.study_windows import (add_study_features, attach_autosave, open_study_dialog, open_study_files,
                                     open_study_window, restore_studies, set_up_position)
from app.view.diagram import load_font
from app.view.dialogs import set_aside_text, set_aside_title
from app.view.file_dialogs import use_folders
from app.view.main_window import MainWindow
from app.view.sound import MoveSound
from app.view.speech import MoveSpeaker
from app.view.study_window import install_file_drops
from app.view.window_place import place_text, restore_place

if TYPE_CHECKING:
    from pathlib import Path

    from app.shell.analysis_feature import AnalysisFeature
    from app.shell.library_feature import LibraryFeature
    from app.shell.training_feature import TrainingFeature
    from app.shell.tablebase_feature import TablebaseFeature
    from app.view.puzzle_window import PuzzleWindow
    from app.view.tournament_window import TournamentWindow
    from app.view.study_window import StudyWindow


@dataclass(frozen=True)
class Features:
    """The parts beside the board an Application is built with (each may be left out)."""

    engines: bool = True      # the engine list, analysis docks, game review, engines as players
    library: bool = True      # the game library, its window, the opening explorer


class Application(QObject):
    """Builds the settings, the play session (app/controller/play_session.py) shown in the main window
    (app/shell/play_view.py), the study windows and the features beside the board, and connects them.
    The session's parts are kept under their names for wiring: controller, seats, clock, played."""

    analysis: AnalysisFeature | None = None       # Features.engines
    library: LibraryFeature | None = None         # Features.library
    puzzle_window: PuzzleWindow | None = None     # made when first asked for
    tournament_window: TournamentWindow | None = None    # made when first asked for
    training: TrainingFeature | None = None       # Features.engines and Features.library
    tablebases: TablebaseFeature | None = None    # endgame tables: Settings ▸ Tablebases, the endgame panels

    def __init__(self, qapp: QApplication, settings: Settings | None = None,
                 autosave: Autosave | None = None, recent: RecentFiles | None = None,
                 now: Callable[[], float] | None = None, features: Features | None = None) -> None:
        super().__init__()
        self.qapp = qapp
        self.settings = settings = settings or Settings()
        self.recent = recent or RecentFiles()
        self.autosave = autosave or Autosave()
        self.font_family = load_font()
        if self.font_family:  # Chinese text in menus and dialogs even where the system has no CJK font
            font = qapp.font()
            font.setFamilies([font.family(), self.font_family])
            qapp.setFont(font)
        self.translators = Translators(qapp)
        self.translators.install(settings.language)
        self.folders = FileFolders(settings)
        use_folders(self.folders)          # file dialogs start where a file of their kind was last chosen
        w = self.window = MainWindow(self.font_family, settings.piece_style)
        restore_place(w, settings.window_place)      # where it was at the last exit (kept on a screen)
        w.notation = settings.notation
        w.retranslate()
        w.scene.set_coordinates("iccs" if w.notation == "iccs" else "numbers")
        play = self.play = PlaySession(settings, self.autosave, self.recent,
                                       PlayDialogs(w, settings, self.engines_for_dialog), now or time.monotonic,
                                       self.folders, parent=self)
        self.controller, self.seats, self.clock, self.played = play.controller, play.seats, play.clock, play.played
        w.scene.set_flipped(settings.flipped)
        self.look = board_look(settings)          # every board's pieces, their script and theme
        w.scene.follow(self.look)
        self.book = OpeningBook(settings, self.seats, w, self.autosave.folder, self)
        self.sound = MoveSound()
        self.sound.enabled = settings.sounds
        self.speaker = MoveSpeaker()                   # spoken moves
        self.speaker.enabled, self.speaker.language = settings.speak_moves, settings.language
        self.kept_aside: list[tuple[Path, Path | None, bool]] = []   # unusable autosaves renamed at start-up
        clean_stale_temps(self.autosave.folder)
        # games other instances left unsaved (claimed: kept as they are until the user has answered)
        orphans, broken = claim_orphans(self.autosave.folder, self.autosave)
        self.kept_aside += [(path, kept, False) for path, kept in broken]
        self.play_view = PlayView(play, w, settings, self.sound, lambda: self.speaker, self.font_family,
                                  opened=self.study)    # a pasted game's study window gets the panels
        self._wire()
        self._attach_features(features or Features())
        self.watch_settings()
        self.controller.new_game(settings.ruleset)
        play.offer_restore(orphans)
        for study in restore_studies(w, self.autosave.folder, lambda count: w.dialogs.confirm("restore_study", count),
                                     settings, self.font_family, self.recent, self.kept_aside.append):
            self.study(study)          # a restored study window gets the explorer, analysis and voice too
        if self.kept_aside:
            w.dialogs.error(set_aside_title(), set_aside_text(
                [(str(path), str(kept) if kept else None, partly) for path, kept, partly in self.kept_aside]))

    def _wire(self) -> None:
        """The main window's requests beyond the game on its board: files, windows, settings."""
        w, s = self.window, self.settings
        w.settings_requested.connect(lambda: w.dialogs.settings(s))
        w.notation_requested.connect(lambda key: s.set("notation", key))
        w.style_requested.connect(lambda key: s.set("piece_style", key))
        # a file opens in a study window of its own: the game on the board stays, so nothing is asked
        w.open_requested.connect(lambda: self.study(open_study_dialog(w, s, self.font_family, self.recent)))
        w.open_path_requested.connect(lambda path: self.study(
            open_study_window(w, path, s, self.font_family, self.recent)))
        w.editor_requested.connect(lambda: set_up_position(w, self.controller.shown_board().fen(), s,
                                                           self.font_family, play=self.play.play_from,
                                                           study=self.study))
        self.recent.changed.connect(lambda: w.set_recent_files(self.recent.paths()))
        w.set_recent_files(self.recent.paths())
        self.file_drops = install_file_drops(w, lambda paths: [self.study(window) for window in
                                                  open_study_files(w, paths, s, self.font_family, self.recent)])
        w.puzzles_requested.connect(self.open_puzzles)
        self.qapp.aboutToQuit.connect(self.on_quit)

    def _attach_features(self, features: Features) -> None:
        """Engines and analysis, the game library and the opening explorer, beside the board."""
        c, w = self.controller, self.window
        if features.engines:
            from app.shell.analysis_feature import AnalysisFeature
            analysis = self.analysis = AnalysisFeature(w, self.settings)
            w.add_dock(analysis.attach(w, w.scene, self.play.shown_game, c.position_changed,
                                       place=w.place_below_moves))      # below the move list
            w.engines_requested.connect(analysis.edit_engines)
            w.tournament_requested.connect(self.open_tournament)
            self.play.engine_player = analysis.player         # engines as players (and hinters)
            self.qapp.aboutToQuit.connect(analysis.close)
        if features.library:
            from app.shell.library_feature import LibraryFeature
            library = self.library = LibraryFeature(w, self.settings, self.font_family, study=self.study)
            library.attach_explorer(w, c.shown_board, c.position_changed, c.play)
            explorer = w.findChild(QDockWidget, "opening-explorer")
            if explorer is not None:
                explorer.hide()
                w.add_dock(explorer)
            w.library_requested.connect(library.show_window)
            w.search_position_requested.connect(lambda: library.search_position(c.shown_board()))
            self.qapp.aboutToQuit.connect(library.close)
        if self.analysis is not None and self.library is not None:
            from app.shell.training_feature import TrainingFeature    # Review games, My mistakes
            training = self.training = TrainingFeature(w, self.settings, self.analysis.registry,
                                                       self.library.controller, self.library.open_game,
                                                       self.library.selected_ids, self.recent.paths)
            w.review_games_requested.connect(lambda: training.review_games(w))
            self.qapp.aboutToQuit.connect(training.close)
        # endgame tables (app/shell/tablebase_feature.py): the folder, Settings ▸ Tablebases, the panel
        from app.shell.tablebase_feature import attach_tablebases
        self.tablebases = attach_tablebases(self.window, self.controller, self.settings, self.qapp)

    # ----- settings ------------------------------------------------------------------------------
    def watch_settings(self) -> None:
        """Apply each setting at once when it changes (one handler per setting; the computer's own are
        the play session's)."""
        s = self.settings
        s.watch(Settings.touch_move, self.controller.set_touch_move)
        s.watch(Settings.flipped, self.window.scene.set_flipped)
        s.watch(Settings.piece_style, self.window.set_piece_style)   # View ▸ Pieces (every board follows the look)
        s.watch(Settings.move_times, lambda _shown: self.play_view.refresh_history())
        s.watch(Settings.notation, lambda _notation: self.apply_notation())
        s.watch(Settings.traditional, lambda _traditional: self.apply_notation())
        s.watch(Settings.language, self.apply_language)
        s.watch(Settings.sounds, lambda on: setattr(self.sound, "enabled", on))
        s.watch(Settings.speak_moves, lambda on: setattr(self.speaker, "enabled", on))

    def apply_notation(self) -> None:
        """Write moves (and name the board's points) in the notation the settings choose, everywhere."""
        notation, traditional = self.settings.notation, self.settings.traditional
        self.window.notation = notation
        self.window.scene.set_coordinates("iccs" if notation == "iccs" else "numbers")
        if self.analysis is not None:
            self.analysis.set_notation(notation, traditional)
        if self.puzzle_window is not None:
            self.puzzle_window.set_notation(notation, traditional)
        self.play_view.refresh_history()

    def apply_language(self, language: str) -> None:
        """Install the language the settings choose and say everything again in it."""
        self.speaker.language = language
        self.translators.install(language)
        self.window.retranslate()
        self.play_view.refresh_board()
        self.apply_notation()      # until chosen, traditional characters follow the language (zh_TW)
        if self.puzzle_window is not None:
            self.puzzle_window.retranslate()

    # ----- windows beside the board --------------------------------------------------------------
    def open_puzzles(self) -> None:
        """Open (or bring back) the puzzle training window."""
        if self.puzzle_window is None:
            self.puzzle_window = puzzle_window(self.settings, self.font_family, self.look, self.training,
                                               lambda: self.speaker)
        elif self.training is not None:           # My mistakes as it is now (a review may have added to it)
            self.training.add_mistakes_to(self.puzzle_window.controller)
        bring_up(self.puzzle_window)

    def open_tournament(self) -> None:
        """Open (or bring back) Tools ▸ Tournament…: engine tournaments run in the background."""
        if self.tournament_window is None:
            listed = self.analysis.registry.engines if self.analysis is not None else []
            engines = [(e.name, e.command, e.protocol, e.values) for e in listed if not e.builtin]
            self.tournament_window = tournament_window(self.window, self.settings, self.font_family, self.look,
                                                       engines, self.qapp, self.open_tournament_game)
        bring_up(self.tournament_window)

    def open_tournament_game(self, tree: GameTree | None) -> None:
        """Open a finished tournament game in a study window."""
        if tree is not None:
            window = open_study_window(self.window, tree, self.settings, self.font_family)
            if window is not None:
                self.study(window)

    def engines_for_dialog(self) -> list[str]:
        """The external engines the new-game dialog offers besides the built-in AI."""
        return self.analysis.external_engines() if self.analysis is not None else []

    def study(self, window: StudyWindow | None) -> StudyWindow | None:
        """Give a study window opened elsewhere its autosave (unsaved edits survive a crash), the
        opening explorer and analysis."""
        if window is not None and window.autosave is None:
            attach_autosave(window, self.autosave.folder)
        if window is not None:
            self.play_view.sharing.adopt(window)      # its pasted games open as this program's windows
        if window is not None and window.explorer is None:
            training = self.training
            if self.tablebases is not None:         # the endgame panel, tabbed with the other panels
                self.tablebases.attach_study(window)
            add_study_features(window, self.analysis, self.library, self.settings.ruleset,
                               training.review_games if training is not None else None)
            c = window.controller
            MoveVoice(window.board_view, c.position_changed, c.board, lambda: (window.notation, window.traditional),
                      lambda: self.speaker)
        return window

    def on_quit(self) -> None:
        """A clean exit: the window's place kept; the play session ends (its autosave goes only if
        nothing is left to save)."""
        self.settings.set("window_place", place_text(self.window))
        self.play.close()


USAGE = """usage: xiangqi-studio                     start the program (also: python -m app)
       python -m app diagram FEN OUT.png [--flip] [--size N] [--style traditional|international|contrast]
                                             [--theme wood|light|dark]
                                             [--last-move ICCS] [--turn]
                                          write a PNG diagram of a position
       python -m app export FILE --to OUT.pdf|OUT.gif|OUT.svg|OUT.png|OUT.txt [--game N] [--ply K]
                                             [--notation chinese|wxf|iccs] [--paper a4|letter] [--delay MS]
                                             [--flip] [--traditional] [--language en|zh_CN|zh_TW]
                                          a game as a score sheet, an animated GIF, a diagram or text
       python -m app engine [--level NAME]  the built-in AI as a UCI/UCCI engine on stdin/stdout
                                          (also: xiangqi-studio-engine)
       python -m app tournament --engine SPEC --engine SPEC [--games N] [--tc TEXT] [--pgn FILE] ...
                                          an engine tournament (also: xiangqi-studio-tournament)
       python -m app tablebase generate|list|verify|probe ...
                                          endgame tablebases (generate [NAMES|--all] [--folder DIR])
       python -m app --help                 this text

Each subcommand takes --help for its own options."""


def _engine(args: list[str]) -> int:
    from app.engines.builtin import serve
    return serve(args)


def _diagram(args: list[str]) -> int:
    from app.shell.diagram_command import run_diagram
    return run_diagram(args)


def _export(args: list[str]) -> int:
    from app.shell.export_command import run_export
    return run_export(args)


def _tournament(args: list[str]) -> int:
    from app.tournament.cli import main as tournament_main
    return tournament_main(args)


def _tablebase(args: list[str]) -> int:
    from app.tablebase.cli import main as tablebase_main
    return tablebase_main(args)


def _usage(_args: list[str]) -> int:
    print(USAGE)
    return 0


# The first argument -> the command it runs with the other arguments (returns the exit code). A new
# subcommand is one line here and its lines in USAGE.
SUBCOMMANDS: dict[str, Callable[[list[str]], int]] = {
    "-h": _usage, "--help": _usage, "help": _usage,
    "engine": _engine,
    "diagram": _diagram,
    "export": _export,
    "tournament": _tournament,
    "tablebase": _tablebase,
}


def main(argv: list[str] | None = None) -> int:
    """Start the program, or run the subcommand the first argument names; returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    command = SUBCOMMANDS.get(argv[0]) if argv else None
    if command is not None:
        return command(argv[1:])
    if argv and not argv[0].startswith("-"):
        print(f"xiangqi-studio: unknown command {argv[0]!r}\n\n{USAGE}", file=sys.stderr)
        return 2
    instance = QApplication.instance()
    qapp = instance if isinstance(instance, QApplication) else QApplication([sys.argv[0], *argv])
    qapp.setApplicationName("Xiangqi Studio")
    collect_on_gui_thread()       # engines' threads live as long as the program: Qt objects are freed here
    QLocale.setDefault(QLocale(QLocale.Language.English))
    application = Application(qapp)
    application.window.show()
    # Only now: a signal while the start-up asks (restore the unsaved game?) ends the program as before, the
    # game kept; caught there, it ended the question's event loop, which answered 'no' and discarded the
    # game, and the main loop, not yet running, then ran on.
    quit_on_signals(qapp)
    return qapp.exec()
