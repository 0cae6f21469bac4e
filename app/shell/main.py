"""Composition root: builds the QApplication, settings, controllers and the window, and wires them."""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLibraryInfo, QLocale, QObject, Qt, QTranslator
from PySide6.QtWidgets import QApplication, QDockWidget

from app.controller.player_seats import Seats
from app.controller.autosave import Autosave, Orphan, claim_orphans, clean_stale_temps, restore
from app.controller.game_clock import GameClock
from app.controller.game_controller import GameController
from app.controller.played_game import PlayedGame, player_name
from app.controller.file_folders import FileFolders
from app.controller.recent_files import RecentFiles
from app.controller.settings import Settings
from app.model import Board, FenError, Game, Move, Outcome
from app.model.enums import Color
from app.model.errors import FileFailure
from app.model.handicap import Handicap, start_fen
from app.model.notation import write_move
from app.model.seating import NewGameChoice, Opponent, PlayerKind, PlayerSpec
from app.model.tree import GameTree
from app.openings import PLIES as OPENING_PLIES
from app.openings import Opening, classify_prefix
from app.view import texts
from app.view.dialogs import RestoreOffer, set_aside_text, set_aside_title
from app.view.file_dialogs import use_folders
from app.view.main_window import MainWindow
from app.view.rules_help import ruleset_name, ruleset_summary
from app.view.clock_widget import LOW_TIME
from app.view.access_texts import spoken_move
from app.view.board_access import announce
from app.view.sound import MoveSound, SoundKind, sound_kind
from app.view.speech import MoveSpeaker
from app.shell.board_look import board_look
from app.shell.move_voice import MoveVoice
from app.shell.opening_book import OpeningBook
from app.shell.study_windows import (add_study_features, attach_autosave, open_study_dialog, open_study_files,
                                     open_study_window, restore_studies, set_up_position)
from app.view.study_window import install_file_drops
from app.view.window_place import place_text, restore_place
from app.view.diagram import export_diagram, load_font
from app.view.opening_texts import code_text, opening_text

if TYPE_CHECKING:
    from app.shell.analysis_feature import AnalysisFeature
    from app.shell.library_feature import LibraryFeature
    from app.shell.training_feature import TrainingFeature
    from app.view.puzzle_window import PuzzleWindow
    from app.view.tournament_window import TournamentWindow
    from app.view.study_window import StudyWindow

I18N = Path(__file__).resolve().parents[2] / "resources" / "i18n"


@dataclass(frozen=True)
class Features:
    """The parts beside the board an Application is built with (each may be left out)."""

    engines: bool = True      # the engine list, analysis docks, game review, engines as players
    library: bool = True      # the game library, its window, the opening explorer


class Application(QObject):
    """Owns the window, the controller and the settings, and connects them."""

    analysis: AnalysisFeature | None = None       # Features.engines
    library: LibraryFeature | None = None         # Features.library
    puzzle_window: PuzzleWindow | None = None     # made when first asked for
    tournament_window: TournamentWindow | None = None    # made when first asked for
    training: TrainingFeature | None = None       # Features.engines and Features.library

    def __init__(self, qapp: QApplication, settings: Settings | None = None,
                 autosave: Autosave | None = None, recent: RecentFiles | None = None,
                 now: Callable[[], float] | None = None, features: Features | None = None) -> None:
        super().__init__()
        self.qapp = qapp
        self.settings = settings or Settings()
        self.recent = recent or RecentFiles()
        self.autosave = autosave or Autosave()
        self.font_family = load_font()
        if self.font_family:  # Chinese text in menus and dialogs even where the system has no CJK font
            font = qapp.font()
            font.setFamilies([font.family(), self.font_family])
            qapp.setFont(font)
        self.translator = QTranslator()
        self.qt_translator = QTranslator()   # Qt's own words (OK, Cancel, Yes, No)
        self._install_translators()
        settings = self.settings
        self.folders = FileFolders(settings)
        use_folders(self.folders)          # file dialogs start where a file of their kind was last chosen
        self.window = MainWindow(self.font_family, settings.piece_style)
        restore_place(self.window, settings.window_place)      # where it was at the last exit (kept on a screen)
        self.window.notation = settings.notation
        self.window.retranslate()
        self.window.scene.set_coordinates("iccs" if self.window.notation == "iccs" else "numbers")
        self.controller = GameController(confirm=lambda kind, data: self.window.dialogs.confirm(kind, data))
        self.controller.set_touch_move(settings.touch_move)
        self.window.scene.set_flipped(settings.flipped)
        self.look = board_look(settings)          # every board's pieces, their script and theme
        self.window.scene.follow(self.look)
        now = now or time.monotonic
        self.clock = GameClock(now, self, wait_for_first_move=True)   # the game's chess clock (untimed: none);
        # as on game servers, no clock runs before the game's first move
        self.played = PlayedGame()            # the played game as a document: headers, saved or not
        self._ticked: int | None = None      # the last second of low time a tick sounded for
        self.ai = Seats(self.controller, now=now)  # who plays which side: people, the built-in AI, engines
        self.ai.limit_source = self.clock.limit
        self.ai.time_limit = settings.ai_time
        self.ai.min_move_time = settings.min_move_time
        self.ai.resign_moves = 3 if settings.ai_resigns else 0
        self.players = NewGameChoice(settings.ruleset, computer=PlayerSpec.builtin(settings.ai_level))
        self.book = OpeningBook(settings, self.ai, self.window, self.autosave.folder, self)
        self.controller.computer_turn = self.ai.is_computer_turn
        self.window.close_guard = self.settle_game
        self.sound = MoveSound()
        self.sound.enabled = settings.sounds
        self.speaker = MoveSpeaker()                   # spoken moves (issue 31)
        self.speaker.enabled, self.speaker.language = settings.speak_moves, settings.language
        self.kept_aside: list[tuple[Path, Path | None, bool]] = []   # unusable autosaves renamed at start-up
        clean_stale_temps(self.autosave.folder)
        # games other instances left unsaved (claimed: kept as they are until the user has answered)
        self.orphans, broken = claim_orphans(self.autosave.folder, self.autosave)
        self.kept_aside += [(path, kept, False) for path, kept in broken]
        self._wire()
        self._attach_features(features or Features())
        self.watch_settings()
        self.controller.new_game(settings.ruleset)
        self._offer_restore()
        for study in restore_studies(self.window, self.autosave.folder,
                                     lambda count: self.window.dialogs.confirm("restore_study", count),
                                     self.settings, self.font_family, self.recent, self.kept_aside.append):
            self.study(study)          # a restored study window gets the explorer, analysis and voice too
        if self.kept_aside:
            self.window.dialogs.error(set_aside_title(), set_aside_text(
                [(str(path), str(kept) if kept else None, partly) for path, kept, partly in self.kept_aside]))

    def _wire(self) -> None:
        c, w = self.controller, self.window
        w.board_view.square_clicked.connect(c.click)
        w.board_view.drag_requested.connect(c.drag)
        w.board_view.escaped.connect(c.input.cancel)
        c.position_changed.connect(self.refresh_board)
        c.history_changed.connect(self.sync_clock)      # before the autosave: it keeps the clock
        c.history_changed.connect(self.refresh_history)
        c.game_over.connect(self.on_game_over)
        c.busy_click.connect(lambda: w.show_status(texts.computer_busy()))
        self.clock.changed.connect(self.refresh_clocks)
        self.clock.checkpoint.connect(self.save_progress)   # the thinking time so far (paused, or every few s)
        w.destroyed.connect(self.clock.detach)          # no display refresh into a deleted window
        self.clock.flagged.connect(lambda color: c.time_forfeit(str(color)))
        w.save_requested.connect(lambda: self.save_game(ask=False))
        w.save_as_requested.connect(lambda: self.save_game(ask=True))
        w.pause_requested.connect(lambda: self.set_paused(not self.controller.paused))
        w.stop_requested.connect(self.on_stop)
        w.add_time_requested.connect(lambda color: self.clock.add_time(color, 60))
        w.rules_help_requested.connect(lambda: w.dialogs.rules_help(c.game.ruleset))
        self.ai.resigned.connect(lambda color: w.show_status(texts.computer_resigned(color)))
        c.illegal_attempt.connect(lambda err: w.show_status(texts.illegal_reason(err, self.settings.notation)))
        c.touch_notice.connect(lambda rule: w.show_status(texts.touch_message(rule, self.piece_name)))
        w.new_game_requested.connect(self.on_new_game)
        w.undo_requested.connect(self.on_undo)
        w.resign_requested.connect(self.on_resign)
        w.draw_requested.connect(self.on_draw)
        w.flip_requested.connect(self.on_flip)
        w.copy_fen_requested.connect(lambda: w.copy_text(c.shown_board().fen()))
        w.paste_fen_requested.connect(self.on_paste_fen)
        w.export_requested.connect(self.on_export)
        w.settings_requested.connect(lambda: w.dialogs.settings(self.settings))
        w.notation_requested.connect(lambda key: self.settings.set("notation", key))
        w.style_requested.connect(lambda key: self.settings.set("piece_style", key))
        w.step_requested.connect(c.step)
        w.jump_requested.connect(lambda ply: c.show_ply(c.game.board.ply if ply < 0 else ply))
        w.continue_requested.connect(self.on_continue)
        # a file opens in a study window of its own: the game on the board stays, so nothing is asked
        w.open_requested.connect(lambda: self.study(open_study_dialog(w, self.settings, self.font_family,
                                                                      self.recent)))
        w.open_path_requested.connect(lambda path: self.study(
            open_study_window(w, path, self.settings, self.font_family, self.recent)))
        w.editor_requested.connect(lambda: set_up_position(w, c.shown_board().fen(), self.settings, self.font_family,
                                                           play=self.play_from))
        self.recent.changed.connect(lambda: w.set_recent_files(self.recent.paths()))
        w.set_recent_files(self.recent.paths())
        install_file_drops(w, lambda paths: [self.study(window) for window in
                                             open_study_files(w, paths, self.settings, self.font_family, self.recent)])
        w.hint_requested.connect(self.ai.hint)
        w.move_now_requested.connect(self.ai.move_now)
        w.puzzles_requested.connect(self.open_puzzles)
        self.ai.hint_ready.connect(self.on_hint)
        self.ai.thinking_changed.connect(lambda busy: w.set_thinking(texts.computer_thinking() if busy else ""))
        self.ai.error.connect(lambda error: w.dialogs.error(texts.computer_failed_title(), texts.engine_error(error)))
        self.ai.gave_up.connect(self.on_computer_gave_up)
        self.qapp.aboutToQuit.connect(self.ai.close)
        self.qapp.aboutToQuit.connect(self.on_quit)
        c.history_changed.connect(self.save_progress)
        c.move_made.connect(self.on_move)

    def _attach_features(self, features: Features) -> None:
        """Engines and analysis, the game library and the opening explorer, beside the board."""
        c, w = self.controller, self.window
        if features.engines:
            from app.shell.analysis_feature import AnalysisFeature
            analysis = self.analysis = AnalysisFeature(w, self.settings)
            w.add_dock(analysis.attach(w, w.scene, self.shown_game, c.position_changed,
                                       place=w.place_below_moves))      # below the move list (issue 27)
            w.engines_requested.connect(analysis.edit_engines)
            w.tournament_requested.connect(self.open_tournament)
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
            from app.shell.training_feature import TrainingFeature    # Review games, My mistakes (issue 29)
            training = self.training = TrainingFeature(w, self.settings, self.analysis.registry,
                                                       self.library.controller, self.library.open_game,
                                                       self.library.selected_ids, self.recent.paths)
            w.review_games_requested.connect(lambda: training.review_games(w))
            self.qapp.aboutToQuit.connect(training.close)

    # ----- settings ------------------------------------------------------------------------------
    def watch_settings(self) -> None:
        """Apply each setting at once when it changes (one handler per setting)."""
        s, ai = self.settings, self.ai
        s.watch(Settings.touch_move, self.controller.set_touch_move)
        s.watch(Settings.flipped, self.window.scene.set_flipped)
        s.watch(Settings.piece_style, self.apply_piece_style)
        s.watch(Settings.move_times, lambda _shown: self.refresh_history())
        s.watch(Settings.notation, lambda _notation: self.apply_notation())
        s.watch(Settings.traditional, lambda _traditional: self.apply_notation())
        s.watch(Settings.language, self.apply_language)
        s.watch(Settings.sounds, lambda on: setattr(self.sound, "enabled", on))
        s.watch(Settings.speak_moves, lambda on: setattr(self.speaker, "enabled", on))
        s.watch(Settings.ai_time, lambda seconds: setattr(ai, "time_limit", seconds))
        s.watch(Settings.min_move_time, lambda seconds: setattr(ai, "min_move_time", seconds))
        s.watch(Settings.ai_resigns, lambda on: setattr(ai, "resign_moves", 3 if on else 0))

    def apply_piece_style(self, style: str) -> None:
        """Check the piece set in View ▸ Pieces (every board draws it: they follow self.look)."""
        self.window.set_piece_style(style)

    def apply_notation(self) -> None:
        """Write moves (and name the board's points) in the notation the settings choose, everywhere."""
        notation, traditional = self.settings.notation, self.settings.traditional
        self.window.notation = notation
        self.window.scene.set_coordinates("iccs" if notation == "iccs" else "numbers")
        if self.analysis is not None:
            self.analysis.set_notation(notation, traditional)
        if self.puzzle_window is not None:
            self.puzzle_window.set_notation(notation, traditional)
        self.refresh_history()

    def apply_language(self, language: str) -> None:
        """Install the language the settings choose and say everything again in it."""
        self.speaker.language = language
        self._install_translators()
        self.window.retranslate()
        self.refresh_board()
        self.apply_notation()      # until chosen, traditional characters follow the language (zh_TW)
        if self.puzzle_window is not None:
            self.puzzle_window.retranslate()

    def _install_translators(self) -> None:
        self.qapp.removeTranslator(self.translator)
        self.qapp.removeTranslator(self.qt_translator)
        language = self.settings.language
        if language == "en":
            return
        if self.translator.load(str(I18N / f"xiangqi_{language}.qm")):
            self.qapp.installTranslator(self.translator)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if self.qt_translator.load(f"qtbase_{language}", qt_dir):
            self.qapp.installTranslator(self.qt_translator)

    # ----- windows beside the board --------------------------------------------------------------
    def open_puzzles(self) -> None:
        """Open (or bring back) the puzzle training window."""
        from app.controller.puzzle_controller import PuzzleController
        from app.view.puzzle_window import PuzzleWindow
        window = self.puzzle_window
        if window is None:
            s = self.settings
            puzzles = PuzzleController()
            if self.training is not None:
                self.training.add_mistakes_to(puzzles)
            window = self.puzzle_window = PuzzleWindow(puzzles, self.font_family, s.piece_style,
                                                       s.notation, s.traditional)
            window.scene.follow(self.look)
            MoveVoice(window.board_view, puzzles.position_changed, puzzles.shown_board,
                      lambda: (s.notation, s.traditional), lambda: self.speaker)
        elif self.training is not None:           # My mistakes as it is now (a review may have added to it)
            self.training.add_mistakes_to(window.controller)
        window.show()
        window.raise_()
        window.activateWindow()

    def open_tournament(self) -> None:
        """Open (or bring back) Tools ▸ Tournament…: engine tournaments run in the background."""
        from app.controller.tournament_controller import TournamentController, TournamentRequest
        from app.view.tournament_window import TournamentWindow
        window = self.tournament_window
        if window is None:
            controller = TournamentController(self.window, self.settings.notation)
            listed = self.analysis.registry.engines if self.analysis is not None else []
            engines = [(e.name, e.command, e.protocol, e.values) for e in listed if not e.builtin]
            window = self.tournament_window = TournamentWindow(
                controller, controller.entrants(engines), TournamentRequest, self.font_family,
                self.settings.piece_style, self.window, remembered=self.settings.tournament_setup)
            window.setWindowFlag(Qt.WindowType.Window)
            window.live.scene.follow(self.look)           # the live board looks like every other board
            window.setup_chosen.connect(self._remember_tournament_setup)
            window.open_game_requested.connect(lambda n: self.open_tournament_game(controller.record(n)))
            self.qapp.aboutToQuit.connect(controller.close)
        window.show()
        window.raise_()
        window.activateWindow()

    def _remember_tournament_setup(self, text: str) -> None:
        """Keep the tournament window's set-up for the next time (Settings.tournament_setup)."""
        try:
            self.settings.tournament_setup = text
        except ValueError:
            pass

    def open_tournament_game(self, tree: GameTree | None) -> None:
        """Open a finished tournament game in a study window."""
        if tree is not None:
            window = open_study_window(self.window, tree, self.settings, self.font_family)
            if window is not None:
                self.study(window)

    def engines_for_dialog(self) -> list[str]:
        """The external engines the new-game dialog offers besides the built-in AI."""
        return self.analysis.external_engines() if self.analysis is not None else []

    def shown_game(self) -> Game:
        """A copy of the game up to the position shown (what the analysis panel analyses)."""
        game = self.controller.game.copy()
        game.analysis = True
        while len(game.moves) > self.controller.view_ply:
            game.pop()
        return game

    def study(self, window: StudyWindow | None) -> StudyWindow | None:
        """Give a study window opened elsewhere its autosave (unsaved edits survive a crash), the
        opening explorer and analysis."""
        if window is not None and window.autosave is None:
            attach_autosave(window, self.autosave.folder)
        if window is not None and window.explorer is None:
            training = self.training
            add_study_features(window, self.analysis, self.library, self.settings.ruleset,
                               training.review_games if training is not None else None)
            c = window.controller
            MoveVoice(window.board_view, c.position_changed, c.board, lambda: (window.notation, window.traditional),
                      lambda: self.speaker)
        return window


    # ----- never lose a game --------------------------------------------------------------------
    def _offer_restore(self) -> None:
        """After a crash, offer the games left unsaved by instances that no longer run; each stays on
        disk until the user has answered, and a restored one until it is autosaved anew."""
        orphans, self.orphans = self.orphans, []
        chosen, keep_others = self._ask_restore(orphans)
        game = restore(chosen.saved) if chosen is not None else None
        if chosen is not None and game is not None:
            saved = chosen.saved
            self.clock.load(saved.clock, len(game.moves))
            snap = saved.clock
            self.played.start(snap.red if snap else None, snap.black if snap else None)
            self.played.headers.update(saved.headers)     # the handicap (and time control) it was played with
            self.controller.load_game(game)
            self.players = NewGameChoice.seated(Opponent.of(set(saved.computer_sides)),
                                                PlayerSpec.builtin(saved.level), ruleset=game.ruleset)
            self.ai.configure({str(c) for c in saved.computer_sides}, saved.level, self.settings.ai_time)
        written = self.save_progress()                    # the restored game (and who plays it) on disk anew
        for orphan in orphans:
            if orphan is chosen and written and game is not None or orphan is not chosen and not keep_others:
                orphan.discard()
            else:
                orphan.keep()

    def _ask_restore(self, orphans: list[Orphan]) -> tuple[Orphan | None, bool]:
        """The game to restore (None: none) and whether the others are kept for the next start."""
        if len(orphans) == 1:
            return (orphans[0] if self.window.dialogs.confirm("restore", len(orphans[0].saved.moves)) else None,
                    False)
        if not orphans:
            return None, False
        answer, index = self.window.dialogs.restore_games([RestoreOffer(
            len(o.saved.moves), o.modified, tuple(str(c) for c in o.saved.computer_sides), o.saved.level,
            o.saved.clock is not None) for o in orphans])
        return (orphans[index] if answer == "restore" else None), answer != "discard"

    def save_progress(self) -> bool:
        """Autosave the game after every change (atomic write; a failure is reported, not fatal); True
        if it was written."""
        try:
            self.autosave.save(self.controller.game, self.ai.sides, self.ai.level, self.clock.snapshot(),
                               self.played.headers)
        except OSError as err:
            self.window.show_status(texts.autosave_failed(FileFailure.of(err, self.autosave.path)))
            return False
        return True

    # ----- reactions ---------------------------------------------------------------------------
    def piece_name(self, sq: int) -> str:
        """'the red horse' for the piece on a square."""
        piece = self.controller.game.board.piece_at(sq)
        return texts.piece_phrase(piece.color, piece.kind) if piece is not None else "?"

    def refresh_board(self) -> None:
        """Redraw the board and the action states."""
        c, w = self.controller, self.window
        w.show_snapshot(c.snapshot(), c.shown_board().turn, c.browsing, c.game.outcome())
        w.history.highlight(c.view_ply)
        w.set_enabled_actions(c.can_undo, c.game.is_over(), self.clock.timed, len(self.ai.sides))
        w.set_ruleset(ruleset_name(c.game.ruleset), ruleset_summary(c.game.ruleset))
        w.show_opening(code_text(self.opening_after(c.view_ply), self.settings.traditional))
        self.refresh_clocks()

    def opening_after(self, ply: int, extra: Move | None = None) -> Opening | None:
        """The ECCO opening the game has reached at board ply `ply`, with `extra` played after it if given
        (None before the first move and for a game not from the standard start)."""
        game = self.controller.game
        moves = list(game.moves)
        shown = len(moves) - (game.board.ply - ply)
        if extra is not None:
            moves, shown = [*moves[:shown], extra], shown + 1
        return classify_prefix(moves, shown, game.start_fen) if shown > 0 else None

    def refresh_clocks(self) -> None:
        """Redraw both clocks."""
        red, black = self.clock.state(Color.RED), self.clock.state(Color.BLACK)
        times = {"red": red, "black": black} if red is not None and black is not None else None
        running = self.clock.clock is not None and self.clock.clock.running
        turn = self.controller.game.board.turn
        waiting = self.clock.waiting and not self.clock.paused and not self.controller.game.is_over()
        self.window.show_clocks(times, turn, running, {str(c): self.shown_name(c) for c in (Color.RED, Color.BLACK)},
                                waiting)
        left = times[turn].remaining if times is not None and running else math.inf
        second = math.ceil(left) if left < LOW_TIME else None
        if second is not None and second != self._ticked and times is not None and not times[turn].out:
            self.sound.play(SoundKind.TICK)      # each second of the mover's last 10
        self._ticked = second

    def shown_name(self, color: Color) -> str:
        """The name shown beside a side's clock: the computer's, or a person's ('' when unnamed)."""
        if str(color) in self.ai.sides:
            return self.player_label(color)
        return self.played.headers.get("Red" if color is Color.RED else "Black", "")

    def sync_clock(self) -> None:
        """Keep the clock with the game: undo and continue give back the times of that ply."""
        c = self.controller
        self.clock.sync(c.game.board.ply, not c.game.is_over() and not c.paused)

    def refresh_history(self) -> None:
        """Rewrite the move list in the chosen notation."""
        c = self.controller
        moves, first_black = c.history_texts(self.settings.notation, self.settings.traditional)
        self.window.board_view.move_box.traditional = self.settings.traditional
        times = None
        if self.settings.move_times and self.clock.timed:
            left = self.clock.move_times()[-len(moves):] if moves else []
            times = [None] * (len(moves) - len(left)) + list(left)
        self.window.show_history(moves, first_black, c.view_ply, times)
        outcome = c.game.outcome()
        if outcome is not None:
            self.window.history.set_result(texts.outcome_sentence(outcome))

    def on_move(self, _move) -> None:
        """A move was played: press the clock, play the sound of its kind."""
        self.clock.press()
        game = self.controller.game
        kind = game.classification(game.board.ply - 1)
        self.sound.play(sound_kind(kind.capture, kind.check))
        said, _ = self.controller.history_texts(self.settings.get("notation"), self.settings.get("traditional"))
        text = spoken_move(str(game.board.turn.other), said[-1], kind.check)
        self.speaker.speak(text)
        announce(self.window.board_view, text)             # screen readers hear it with speech off too

    def on_computer_gave_up(self, color: str, name: str) -> None:
        """A computer gave no move: its clock stops (it runs again once the user moved for it), say so."""
        self.clock.stop()
        self.window.dialogs.error(texts.computer_failed_title(), texts.computer_gave_no_move(name, color))

    def on_game_over(self, outcome: Outcome) -> None:
        """Stop the clock and show the ruling."""
        self.clock.stop()
        self.refresh_history()
        self.window.show_outcome(outcome)
        self.speaker.speak(texts.outcome_sentence(outcome))
        announce(self.window.board_view, texts.outcome_sentence(outcome))
        receiver = self.played.draw_odds_winner(self.controller.game)
        if receiver is not None:
            self.window.show_status(texts.draw_odds_match(str(receiver)))

    # ----- starting games ------------------------------------------------------------------------
    def on_new_game(self) -> None:
        """Ask about the game on the board, then how to play, and start."""
        if not self.settle_game():
            return
        choice = self.window.dialogs.new_game(self.settings, engines=self.engines_for_dialog())
        if choice is None:
            return
        self.settings.ruleset = choice.ruleset
        self.settings.touch_move = choice.touch_move
        fen = start_fen(choice.handicap, choice.giver) if choice.handicap is not Handicap.NONE else None
        self.start_game(choice, fen)

    def start_game(self, choice: NewGameChoice, fen: str | None = None) -> None:
        """Start a game as chosen in the new-game dialog (from `fen`, or the start position)."""
        self.settings.ai_level = choice.level
        if choice.red_tc is not None:
            self.settings.time_control = str(choice.red_tc)
        self.set_paused(False)
        self.window.clear_status()                  # the last game's result is not this game's
        self.ai.configure(set(), choice.level, self.settings.ai_time)
        self.ai.reset_scores()
        self.clock.setup(choice.red_tc, choice.black_tc, Board(fen).turn if fen else Color.RED)
        self.played.start(choice.red_tc, choice.black_tc, choice.handicap, choice.giver)
        for color, header in ((Color.RED, "Red"), (Color.BLACK, "Black")):
            if choice.name(color):                  # a person's name: saved in the game and its autosave
                self.played.headers[header] = choice.name(color)
        self.controller.new_game(choice.ruleset, fen)
        self.seat(choice)

    def seat(self, choice: NewGameChoice) -> None:
        """Seat each side's player as chosen (and turn the board to the human's side)."""
        human = choice.opponent.human_side
        if human is not None and self.window.scene.flipped != (human is Color.BLACK):
            self.settings.flipped = human is Color.BLACK
        sides = choice.computer_sides
        black = choice.player(Color.BLACK)
        black_level = black.level if black.kind is PlayerKind.BUILTIN and len(sides) == 2 else None
        self.ai.configure({str(color) for color in sides}, choice.level, self.settings.ai_time, black_level)
        analysis = self.analysis
        if analysis is not None:                    # an external engine instead of the built-in AI
            for color in sides:
                spec = choice.player(color)
                if spec.kind is PlayerKind.ENGINE:
                    self.ai.seat(str(color), analysis.player(spec.engine))
        engine = choice.computer.engine if choice.computer.kind is PlayerKind.ENGINE else ""
        self.ai.set_hinter(analysis.player(engine) if engine and analysis is not None else None)  # hints
        self.players = choice
        self.refresh_board()

    def play_from(self, fen: str) -> None:
        """Start a game from a position set up in the editor, with the opponents the user chooses."""
        if not self.settle_game():
            return
        choice = self.window.dialogs.new_game(self.settings, setup=False, engines=self.engines_for_dialog())
        if choice is not None:
            given = replace(choice, ruleset=self.settings.ruleset, handicap=Handicap.NONE, giver=Color.RED)
            self.start_game(given, fen)

    def on_continue(self) -> None:
        """Play on from the position shown, with the opponents the user chooses (the clock, if any,
        gets back the times it had then)."""
        choice = self.window.dialogs.new_game(self.settings, setup=False, times=not self.clock.timed,
                                              engines=self.engines_for_dialog())
        if choice is None:
            return
        self.ai.configure(set(), choice.level, self.settings.ai_time)
        timed = self.clock.timed
        if not self.controller.continue_from_here():
            return
        red_tc = choice.red_tc
        if not timed and red_tc is not None and red_tc.is_timed:     # a clock from here on
            game = self.controller.game
            self.clock.setup(red_tc, choice.black_tc, game.board.turn, len(game.moves))
            self.played.set_time_controls(red_tc, choice.black_tc)
            self.sync_clock()
        self.seat(choice)

    def on_undo(self) -> None:
        """Take back a move; against the computer, back to the human's last turn."""
        self.ai.cancel()
        if not self.controller.undo():
            return
        while self.ai.sides and self.controller.game.board.turn in self.ai.sides and self.controller.can_undo:
            self.controller.undo()

    # ----- pause, stop, save, quit ---------------------------------------------------------------
    def set_paused(self, paused: bool) -> None:
        """Pause or resume the game: clocks, the computers, the board."""
        if paused and self.controller.game.is_over():
            return
        self.controller.set_paused(paused)
        self.clock.set_paused(paused)
        self.ai.set_paused(paused)
        self.window.set_paused(paused)
        self.refresh_board()

    def on_stop(self) -> None:
        """Stop the computers: both sides are played at the board from now on (the game stays)."""
        self.ai.configure(set(), self.ai.level, self.ai.time_limit)
        self.players = replace(self.players, red=PlayerSpec.human(), black=PlayerSpec.human())
        self.set_paused(False)
        self.window.show_status(texts.computers_stopped())

    def settle_game(self, _why: str = "") -> bool:
        """Before the game on the board is left: ask to save it if it needs saving; False: cancelled."""
        game = self.controller.game
        if not self.played.needs_saving(game):
            return True
        answer = self.window.dialogs.unsaved_game()
        if answer == "save":
            return self.save_game(ask=self.played.path is None)
        if answer == "discard":
            self.played.discard(game)
            self.autosave.clear()
            return True
        return False

    def save_game(self, ask: bool = True) -> bool:
        """Save the played game as PGN (asking where unless it has a file); True if written."""
        path = self.played.path
        if ask or path is None:
            suggested = str(Path(self.settings_folder()) / f"game-{time.strftime('%Y%m%d-%H%M')}.pgn")
            path = self.window.dialogs.save_path(suggested)
            if not path:
                return False
        try:
            self.played.save(self.controller.game, path, self.player_label(Color.RED),
                             self.player_label(Color.BLACK), self.clock.move_times())
        except OSError as err:
            self.window.dialogs.error(texts.save_failed_title(), texts.file_failure(FileFailure.of(err, path)))
            return False
        self.recent.add(path)
        self.window.show_status(texts.game_saved(path))
        return True

    def player_label(self, color: Color) -> str:
        """The name a side's player is saved under (the person's name, 'Computer (master)', an engine's
        name, 'Red')."""
        spec = self.players.player(color)
        named = self.played.headers.get("Red" if color is Color.RED else "Black", "")
        if named and str(color) not in self.ai.sides:
            return named
        return player_name(str(color), self.ai.sides, spec.engine or self.ai.level)

    def settings_folder(self) -> str:
        """Where a new game file is suggested: the folder games were last opened from or saved to, else
        the folder of the last file opened, else home."""
        if self.settings.games_folder:
            return self.folders.folder("games")
        paths = self.recent.paths()
        return str(Path(paths[0]).parent) if paths else self.folders.folder("games")

    def on_quit(self) -> None:
        """A clean exit: the window's place kept; end the players; the autosave goes only if nothing is
        left to save."""
        self.settings.set("window_place", place_text(self.window))
        self.ai.close()
        if not self.played.needs_saving(self.controller.game):
            self.autosave.clear()
        self.autosave.close()

    def on_hint(self, move) -> None:
        """Show the computer's suggestion on the board and in the status bar."""
        if move is None:
            return
        self.controller.set_hint(move)
        name = write_move(self.controller.game.board, move, self.settings.notation, self.settings.traditional)
        game = self.controller.game
        opening = self.opening_after(game.board.ply, move) if len(game.moves) < OPENING_PLIES else None
        self.window.show_status(texts.hint(name, opening_text(opening, self.settings.traditional)))

    def human_side(self) -> Color:
        """The side of the person at the board (against the computer), else the side to move."""
        humans = [c for c in (Color.RED, Color.BLACK) if str(c) not in self.ai.sides]
        return humans[0] if len(humans) == 1 else Color(self.controller.game.board.turn)

    def on_resign(self) -> None:
        """The person at the board resigns (never the computer's side), once they have said so."""
        side = str(self.human_side())
        if not self.window.dialogs.confirm("resign", side):
            return
        self.ai.cancel()
        self.controller.resign(side)

    def on_draw(self) -> None:
        """Offer a draw: a computer opponent decides by its evaluation, a person answers the dialog."""
        offering = self.human_side()
        answer = self.ai.answer_draw(offering)
        if answer is None:
            answer = self.window.dialogs.confirm("draw", str(offering))
        elif not answer:
            self.window.show_status(texts.draw_declined())
        if answer:
            self.ai.cancel()
            self.controller.agree_draw()

    def on_flip(self) -> None:
        """Turn the board around."""
        self.settings.flipped = not self.window.scene.flipped

    def on_paste_fen(self) -> None:
        """Start a game from the FEN on the clipboard (a clear error if it is not one)."""
        text = self.window.clipboard_text().strip()
        try:
            self.controller.new_game(self.settings.ruleset, text)
        except FenError as err:
            self.window.dialogs.error(texts.paste_fen_title(), texts.paste_fen_failed(err))
            return
        warning = texts.position_warning(self.controller.game.board.warnings())
        if warning:
            self.window.show_status(warning)

    def on_export(self, path: str) -> None:
        """Write the shown position as a PNG diagram."""
        try:
            board = self.controller.shown_board()
            export_diagram(board.fen(), path, self.window.scene.flipped, style=self.settings.piece_style,
                           font_family=self.font_family, last_move=board.peek(), show_turn=True,
                           board_theme=self.settings.board_theme)
        except OSError as err:
            self.window.dialogs.error(texts.export_failed_title(), texts.file_failure(FileFailure.of(err, path)))
            return
        self.window.show_status(texts.diagram_saved(path))


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
    QLocale.setDefault(QLocale(QLocale.Language.English))
    application = Application(qapp)
    application.window.show()
    return qapp.exec()
