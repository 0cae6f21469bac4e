"""Composition root: builds the QApplication, settings, controllers and the window, and wires them."""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QObject, QTranslator
from PySide6.QtWidgets import QApplication, QDockWidget

from app.controller.player_seats import Seats
from app.engines.book_build import BookBuildError
from app.controller.book_builder import BookBuilder, book_spec, built_book_path
from app.controller.autosave import Autosave, Orphan, claim_orphans, clean_stale_temps, restore
from app.controller.game_clock import GameClock
from app.controller.game_controller import GameController
from app.controller.played_game import PlayedGame, player_name
from app.controller.recent_files import RecentFiles
from app.controller.settings import Settings
from app.model import Board, FenError, Game, Outcome
from app.model.enums import Color
from app.model.handicap import Handicap, start_fen
from app.model.notation import write_move
from app.view import texts
from app.view.dialogs import RestoreOffer, set_aside_text, set_aside_title
from app.view.main_window import MainWindow
from app.view.rules_help import ruleset_name, ruleset_summary
from app.view.clock_widget import LOW_TIME
from app.view.sound import MoveSound, SoundKind, sound_kind
from app.study import (attach_autosave, open_study_dialog, open_study_files, open_study_window, restore_studies,
                       set_up_position)
from app.view.study_window import install_file_drops
from app.view.diagram import export_diagram, load_font  # noqa: F401 (load_font: also app.main's API)

I18N = Path(__file__).resolve().parent.parent / "resources" / "i18n"


class Application(QObject):
    """Owns the window, the controller and the settings, and connects them."""

    def __init__(self, qapp: QApplication, settings: Settings | None = None,
                 autosave: Autosave | None = None, recent: RecentFiles | None = None,
                 now: Callable[[], float] | None = None) -> None:
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
        self._apply_language()
        self.window = MainWindow(self.font_family, self.settings.get("piece_style"))
        self.window.notation = self.settings.get("notation")
        self.window.retranslate()
        self.window.scene.set_coordinates("iccs" if self.window.notation == "iccs" else "numbers")
        self.controller = GameController(confirm=lambda kind, data: self.window.dialogs.confirm(kind, data))
        self.controller.set_touch_move(self.settings.get("touch_move"))
        self.window.scene.set_flipped(self.settings.get("flipped"))
        now = now or time.monotonic
        self.clock = GameClock(now, self)     # the game's chess clock (untimed games have none)
        self.played = PlayedGame()            # the played game as a document: headers, saved or not
        self._ticked: int | None = None      # the last second of low time a tick sounded for
        self.ai = Seats(self.controller, now=now)  # who plays which side: people, the built-in AI, engines
        self.ai.limit_source = self.clock.limit
        self.ai.min_move_time = self.settings.get("min_move_time")
        self.ai.resign_moves = 3 if self.settings.get("ai_resigns") else 0
        self.book_builder = BookBuilder(self)
        self.book_builder.finished.connect(self.on_book_built)
        self.book_builder.failed.connect(self.on_book_failed)
        self.update_book()
        self.controller.computer_turn = self.ai.is_computer_turn
        self.window.close_guard = self.settle_game
        self.sound = MoveSound()
        self.sound.enabled = self.settings.get("sounds")
        self.kept_aside: list[tuple[Path, Path | None, bool]] = []   # unusable autosaves renamed at start-up
        clean_stale_temps(self.autosave.folder)
        # games other instances left unsaved (claimed: kept as they are until the user has answered)
        self.orphans, broken = claim_orphans(self.autosave.folder, self.autosave)
        self.kept_aside += [(path, kept, False) for path, kept in broken]
        self._wire()
        self._attach_features()
        self.controller.new_game(self.settings.get("ruleset"))
        self._offer_restore()
        restore_studies(self.window, self.autosave.folder,
                        lambda count: self.window.dialogs.confirm("restore_study", count),
                        self.settings, self.font_family, self.recent, self.kept_aside.append)
        if self.kept_aside:
            self.window.dialogs.error(set_aside_title(), set_aside_text(
                [(str(path), str(kept) if kept else None, partly) for path, kept, partly in self.kept_aside]))

    def _wire(self) -> None:
        c, w = self.controller, self.window
        w.board_view.square_clicked.connect(c.click)
        w.board_view.drag_requested.connect(c.drag)
        c.position_changed.connect(self.refresh_board)
        c.history_changed.connect(self.sync_clock)      # before the autosave: it keeps the clock
        c.history_changed.connect(self.refresh_history)
        c.game_over.connect(self.on_game_over)
        c.busy_click.connect(lambda: w.show_status(texts.tr("The computer is thinking…")))
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
        c.illegal_attempt.connect(
            lambda err: w.show_status(texts.illegal_reason(err, self.settings.get("notation"))))
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
        self.settings.changed.connect(self.on_setting_changed)
        w.open_requested.connect(lambda: self.settle_game() and self.study(
            open_study_dialog(w, self.settings, self.font_family, self.recent)))
        w.open_path_requested.connect(lambda path: self.settle_game() and self.study(
            open_study_window(w, path, self.settings, self.font_family, self.recent)))
        w.editor_requested.connect(lambda: set_up_position(w, c.shown_board().fen(), self.settings, self.font_family,
                                                           play=self.play_from))
        self.recent.changed.connect(lambda: w.set_recent_files(self.recent.paths()))
        w.set_recent_files(self.recent.paths())
        install_file_drops(w, lambda paths: [self.study(window) for window in
                                             open_study_files(w, paths, self.settings, self.font_family, self.recent)])
        w.hint_requested.connect(self.ai.hint)
        w.move_now_requested.connect(self.ai.move_now)
        self.ai.hint_ready.connect(self.on_hint)
        self.ai.thinking_changed.connect(
            lambda busy: w.set_thinking(texts.tr("Computer thinks…") if busy else ""))
        self.ai.error.connect(lambda error: w.dialogs.error(texts.tr("The computer failed"), texts.engine_error(error)))
        self.ai.gave_up.connect(self.on_computer_gave_up)
        self.qapp.aboutToQuit.connect(self.ai.close)
        self.qapp.aboutToQuit.connect(self.on_quit)
        c.history_changed.connect(self.save_progress)
        c.move_made.connect(self.on_move)

    def _attach_features(self) -> None:
        """Engines and analysis, the game library and the opening explorer, beside the board."""
        from app.analysis_app import AnalysisFeature
        from app.library_app import LibraryFeature
        c, w = self.controller, self.window
        self.analysis = AnalysisFeature(w, self.settings)
        w.add_dock(self.analysis.attach(w, w.scene, self.shown_game, c.position_changed))
        self.library = LibraryFeature(w, self.settings, self.font_family, study=self.study)
        self.library.attach_explorer(w, c.shown_board, c.position_changed, c.play)
        explorer = w.findChild(QDockWidget, "opening-explorer")
        if explorer is not None:
            explorer.hide()
            w.add_dock(explorer)
        w.engines_requested.connect(self.analysis.edit_engines)
        w.puzzles_requested.connect(self.open_puzzles)
        w.library_requested.connect(self.library.show_window)
        w.search_position_requested.connect(lambda: self.library.search_position(c.shown_board()))
        self.qapp.aboutToQuit.connect(self.analysis.close)
        self.qapp.aboutToQuit.connect(self.library.close)

    def open_puzzles(self) -> None:
        """Open (or bring back) the puzzle training window."""
        from app.controller.puzzle_controller import PuzzleController
        from app.view.puzzle_window import PuzzleWindow
        window = getattr(self, "puzzle_window", None)
        if window is None:
            window = self.puzzle_window = PuzzleWindow(
                PuzzleController(), self.font_family, self.settings.get("piece_style"),
                self.settings.get("notation"), bool(self.settings.get("traditional")))
        window.show()
        window.raise_()
        window.activateWindow()

    def engines_for_dialog(self) -> list[str]:
        """The external engines the new-game dialog offers besides the built-in AI."""
        return self.analysis.external_engines() if hasattr(self, "analysis") else []

    def shown_game(self) -> Game:
        """A copy of the game up to the position shown (what the analysis panel analyses)."""
        game = self.controller.game.copy()
        game.analysis = True
        while len(game.moves) > self.controller.view_ply:
            game.pop()
        return game

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
            self.ai.configure(set(saved.computer_sides), saved.level, self.settings.get("ai_time"))
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

    def study(self, window):
        """Give a study window opened elsewhere its autosave (unsaved edits survive a crash)."""
        if window is not None and getattr(window, "autosave", None) is None:
            attach_autosave(window, self.autosave.folder)
        if window is not None and getattr(window, "explorer", None) is None and hasattr(self, "library"):
            self.attach_study_features(window)
        return window

    def attach_study_features(self, window) -> None:
        """A study window gets the opening explorer, an analysis dock and Analysis ▸ Analyse game."""
        c = window.controller
        window.explorer = self.library.attach_study_window(window)
        ruleset = str(self.settings.get("ruleset"))

        def studied_game() -> Game:
            return c.tree.to_game(ruleset, node=c.node)

        def play_line(moves: list) -> None:
            for move in moves:
                c.play(move)

        dock = self.analysis.attach(window, window.scene, studied_game, c.position_changed, play_line)
        menu = window.menuBar().addMenu(texts.tr("&Analysis"))
        menu.addAction(dock.toggleViewAction())
        menu.addAction(texts.tr("Analyse &game…"), lambda: self.analysis.review(window, c, ruleset))
        explorer = window.findChild(QDockWidget, "opening-explorer")
        if explorer is not None:
            menu.addAction(explorer.toggleViewAction())

    def save_progress(self) -> bool:
        """Autosave the game after every change (atomic write; a failure is reported, not fatal); True
        if it was written."""
        try:
            self.autosave.save(self.controller.game, self.ai.sides, self.ai.level, self.clock.snapshot(),
                               self.played.headers)
        except OSError as err:
            self.window.show_status(texts.tr("Autosave failed: %1").replace("%1", str(err)))
            return False
        return True

    # ----- reactions ---------------------------------------------------------------------------
    def piece_name(self, sq: int) -> str:
        """'the red horse' for the piece on a square."""
        piece = self.controller.game.board.piece_at(sq)
        if piece is None:
            return "?"
        return texts.tr("the %1 %2").replace("%1", texts.side_name(piece.color).lower()).replace(
            "%2", texts.kind_name(piece.kind))

    def refresh_board(self) -> None:
        """Redraw the board and the action states."""
        c, w = self.controller, self.window
        w.show_snapshot(c.snapshot(), c.shown_board().turn, c.browsing, c.game.outcome())
        w.history.highlight(c.view_ply)
        w.set_enabled_actions(c.can_undo, c.game.is_over(), self.clock.timed, len(self.ai.sides))
        w.set_ruleset(ruleset_name(c.game.ruleset), ruleset_summary(c.game.ruleset))
        self.refresh_clocks()

    def refresh_clocks(self) -> None:
        """Redraw both clocks."""
        red, black = self.clock.state(Color.RED), self.clock.state(Color.BLACK)
        times = {"red": red, "black": black} if red is not None and black is not None else None
        running = self.clock.clock is not None and self.clock.clock.running
        turn = self.controller.game.board.turn
        self.window.show_clocks(times, turn, running)
        left = times[turn].remaining if times is not None and running else math.inf
        second = math.ceil(left) if left < LOW_TIME else None
        if second is not None and second != self._ticked and times is not None and not times[turn].out:
            self.sound.play(SoundKind.TICK)      # each second of the mover's last 10
        self._ticked = second

    def sync_clock(self) -> None:
        """Keep the clock with the game: undo and continue give back the times of that ply."""
        c = self.controller
        self.clock.sync(c.game.board.ply, not c.game.is_over() and not c.paused)

    def refresh_history(self) -> None:
        """Rewrite the move list in the chosen notation."""
        c = self.controller
        notation = self.settings.get("notation")
        moves, first_black = c.history_texts(notation, self.settings.get("traditional"))
        times = None
        if self.settings.get("move_times") and self.clock.timed:
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

    def on_computer_gave_up(self, color: str, name: str) -> None:
        """A computer gave no move: its clock stops (it runs again once the user moved for it), say so."""
        self.clock.stop()
        self.window.dialogs.error(texts.tr("The computer failed"), texts.computer_gave_no_move(name, color))

    def on_game_over(self, outcome: Outcome) -> None:
        """Stop the clock and show the ruling."""
        self.clock.stop()
        self.refresh_history()
        self.window.show_outcome(outcome)
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
        self.settings.set("ruleset", choice["ruleset"])
        self.settings.set("touch_move", choice["touch_move"])
        handicap, giver = choice.get("handicap", Handicap.NONE), choice.get("giver", Color.RED)
        fen = start_fen(handicap, giver) if handicap is not Handicap.NONE else None
        self.start_game(choice, choice["ruleset"], fen, handicap, giver)

    def start_game(self, choice: dict, ruleset: str, fen: str | None, handicap: Handicap = Handicap.NONE,
                   giver: Color = Color.RED) -> None:
        """Start a game as chosen in the new-game dialog (from `fen`, or the start position)."""
        self.settings.set("ai_level", choice["level"])
        red_tc, black_tc = choice.get("red_tc"), choice.get("black_tc")
        if red_tc is not None:
            self.settings.set("time_control", str(red_tc))
        self.set_paused(False)
        self.ai.configure(set(), choice["level"], self.settings.get("ai_time"))
        self.ai.reset_scores()
        self.clock.setup(red_tc, black_tc, Board(fen).turn if fen else Color.RED)
        self.played.start(red_tc, black_tc, handicap, giver)
        self.controller.new_game(ruleset, fen)
        self.seat(choice)

    def seat(self, choice: dict) -> None:
        """Seat the opponents chosen (and turn the board to the human's side)."""
        sides = {"human": set(), "ai-black": {"black"}, "ai-red": {"red"}, "ai-both": {"red", "black"}}
        if choice["opponent"] == "ai-red" and not self.window.scene.flipped:
            self.settings.set("flipped", True)
        elif choice["opponent"] == "ai-black" and self.window.scene.flipped:
            self.settings.set("flipped", False)
        self.ai.configure(sides[choice["opponent"]], choice["level"], self.settings.get("ai_time"))
        self.engine_name = choice.get("engine") or ""
        engines = {Color.RED: self.engine_name, Color.BLACK: self.engine_name}
        if choice["opponent"] == "ai-both":          # engine against engine: Black's may be another one
            engines[Color.BLACK] = choice.get("black_engine", self.engine_name) or ""
        if hasattr(self, "analysis"):                # an external engine instead of the built-in AI
            for color in sides[choice["opponent"]]:
                if engines[Color(color)]:
                    self.ai.seat(color, self.analysis.player(engines[Color(color)]))
        if self.engine_name and hasattr(self, "analysis"):
            self.ai.set_hinter(self.analysis.player(self.engine_name))   # hints come from the chosen engine
        else:
            self.ai.set_hinter(None)
        self.refresh_board()

    def play_from(self, fen: str) -> None:
        """Start a game from a position set up in the editor, with the opponents the user chooses."""
        if not self.settle_game():
            return
        choice = self.window.dialogs.new_game(self.settings, setup=False, engines=self.engines_for_dialog())
        if choice is not None:
            self.start_game(choice, self.settings.get("ruleset"), fen)

    def on_continue(self) -> None:
        """Play on from the position shown, with the opponents the user chooses (the clock, if any,
        gets back the times it had then)."""
        choice = self.window.dialogs.new_game(self.settings, setup=False, times=not self.clock.timed,
                                              engines=self.engines_for_dialog())
        if choice is None:
            return
        self.ai.configure(set(), choice["level"], self.settings.get("ai_time"))
        timed = self.clock.timed
        if not self.controller.continue_from_here():
            return
        red_tc = choice.get("red_tc")
        if not timed and red_tc is not None and red_tc.is_timed:     # a clock from here on
            game = self.controller.game
            self.clock.setup(red_tc, choice.get("black_tc"), game.board.turn, len(game.moves))
            self.played.set_time_controls(red_tc, choice.get("black_tc"))
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
        self.set_paused(False)
        self.window.show_status(texts.tr("The computers stopped; both sides are played at the board"))

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
        sides, level = self.ai.sides, getattr(self, "engine_name", "") or self.ai.level
        try:
            self.played.save(self.controller.game, path, player_name("red", sides, level),
                             player_name("black", sides, level), self.clock.move_times())
        except OSError as err:
            self.window.dialogs.error(texts.tr("Save failed"), texts.save_error(err))
            return False
        self.recent.add(path)
        self.window.show_status(texts.tr("Game saved to %1").replace("%1", path))
        return True

    def settings_folder(self) -> str:
        """Where a new game file is suggested: the folder of the last one saved, or home."""
        paths = self.recent.paths()
        return str(Path(paths[0]).parent) if paths else str(Path.home())

    def on_quit(self) -> None:
        """A clean exit: end the players; the autosave goes only if nothing is left to save."""
        self.ai.close()
        if not self.played.needs_saving(self.controller.game):
            self.autosave.clear()
        self.autosave.close()

    def on_hint(self, move) -> None:
        """Show the computer's suggestion on the board and in the status bar."""
        if move is None:
            return
        self.controller.set_hint(move)
        name = write_move(self.controller.game.board, move, self.settings.get("notation"),
                          self.settings.get("traditional"))
        self.window.show_status(texts.tr("Hint: %1").replace("%1", name))

    def human_side(self) -> Color:
        """The side of the person at the board (against the computer), else the side to move."""
        humans = [c for c in (Color.RED, Color.BLACK) if str(c) not in self.ai.sides]
        return humans[0] if len(humans) == 1 else Color(self.controller.game.board.turn)

    def on_resign(self) -> None:
        """The person at the board resigns (never the computer's side)."""
        self.ai.cancel()
        self.controller.resign(str(self.human_side()))

    def on_draw(self) -> None:
        """Offer a draw: a computer opponent decides by its evaluation, a person answers the dialog."""
        offering = self.human_side()
        answer = self.ai.answer_draw(offering)
        if answer is None:
            answer = self.window.dialogs.confirm("draw", str(offering))
        elif not answer:
            self.window.show_status(texts.tr("The computer declines the draw"))
        if answer:
            self.ai.cancel()
            self.controller.agree_draw()

    def on_flip(self) -> None:
        """Turn the board around."""
        self.settings.set("flipped", not self.window.scene.flipped)

    def on_paste_fen(self) -> None:
        """Start a game from the FEN on the clipboard (a clear error if it is not one)."""
        text = self.window.clipboard_text().strip()
        try:
            self.controller.new_game(self.settings.get("ruleset"), text)
        except FenError as err:
            self.window.dialogs.error(texts.tr("Not a position"), texts.tr(
                "The clipboard does not hold a valid FEN: %1").replace("%1", texts.fen_problem(err)))
            return
        warning = texts.position_warning(self.controller.game.board.warnings())
        if warning:
            self.window.show_status(warning)

    def on_export(self, path: str) -> None:
        """Write the shown position as a PNG diagram."""
        try:
            board = self.controller.shown_board()
            export_diagram(board.fen(), path, self.window.scene.flipped, style=self.settings.get("piece_style"),
                           font_family=self.font_family, last_move=board.peek(), show_turn=True)
            self.window.show_status(texts.tr("Diagram saved to %1").replace("%1", path))
        except OSError as err:
            self.window.dialogs.error(texts.tr("Export failed"), str(err))

    def update_book(self) -> None:
        """Give the computer the opening book the settings name; a games file not yet made into a book
        is built in the background (the master games serve until it is ready)."""
        enabled, games = bool(self.settings.get("ai_book")), str(self.settings.get("ai_book_games"))
        folder = self.autosave.folder
        if enabled and games and not built_book_path(games, folder).exists() and not self.book_builder.busy:
            self.book_builder.build(games, folder)
        self.ai.set_book(book_spec(enabled, games, folder))

    def on_book_built(self, path: str, games: int, moves: int) -> None:
        """The user's games are now the computer's opening book."""
        self.window.show_status(texts.book_ready(games, moves))
        self.update_book()

    def on_book_failed(self, error: BookBuildError) -> None:
        """Say why no book came of the chosen games, and go back to the master games."""
        games = str(self.settings.get("ai_book_games"))
        self.window.dialogs.error(texts.book_failed_title(), texts.book_failed(Path(games).name, error))
        self.settings.set("ai_book_games", "")

    def on_setting_changed(self, name: str) -> None:
        """Apply a changed setting at once."""
        value = self.settings.get(name)
        if name == "touch_move":
            self.controller.set_touch_move(value)
        elif name == "flipped":
            self.window.scene.set_flipped(value)
        elif name == "piece_style":
            self.window.set_piece_style(value)
            if getattr(self, "puzzle_window", None) is not None:
                self.puzzle_window.scene.set_style(value)
        elif name == "move_times":
            self.refresh_history()
        elif name in ("notation", "traditional"):
            self.window.notation = self.settings.get("notation")
            self.window.scene.set_coordinates("iccs" if self.window.notation == "iccs" else "numbers")
            if hasattr(self, "analysis"):
                self.analysis.set_notation(self.settings.get("notation"), self.settings.get("traditional"))
            if getattr(self, "puzzle_window", None) is not None:
                self.puzzle_window.set_notation(self.settings.get("notation"), bool(self.settings.get("traditional")))
            self.refresh_history()
        elif name == "sounds":
            self.sound.enabled = value
        elif name == "ai_time":
            self.ai.time_limit = value
        elif name == "min_move_time":
            self.ai.min_move_time = value
        elif name == "ai_resigns":
            self.ai.resign_moves = 3 if value else 0
        elif name in ("ai_book", "ai_book_games"):
            self.update_book()
        elif name == "language":
            self._apply_language()
            self.window.retranslate()
            self.refresh_board()
            self.refresh_history()
            if getattr(self, "puzzle_window", None) is not None:
                self.puzzle_window.retranslate()

    def _apply_language(self) -> None:
        self.qapp.removeTranslator(self.translator)
        self.qapp.removeTranslator(self.qt_translator)
        language = self.settings.get("language")
        if language == "en":
            return
        if self.translator.load(str(I18N / f"xiangqi_{language}.qm")):
            self.qapp.installTranslator(self.translator)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if self.qt_translator.load(f"qtbase_{language}", qt_dir):
            self.qapp.installTranslator(self.qt_translator)


USAGE = """usage: xiangqi-studio                     start the program (also: python -m app)
       python -m app diagram FEN OUT.png [--flip] [--size N] [--style traditional|international]
                                             [--last-move ICCS] [--turn]
                                          write a PNG diagram of a position
       python -m app engine [--level NAME]  the built-in AI as a UCI/UCCI engine on stdin/stdout
                                          (also: xiangqi-studio-engine)
       python -m app tournament --engine SPEC --engine SPEC [--games N] [--tc TEXT] [--pgn FILE] ...
                                          an engine tournament (also: xiangqi-studio-tournament)
       python -m app --help                 this text

Each subcommand takes --help for its own options."""


def main(argv: list[str] | None = None) -> int:
    """Start the program (`diagram` as the first argument writes a PNG instead); returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in ("-h", "--help", "help"):
        print(USAGE)
        return 0
    if argv and argv[0] == "engine":
        from app.engines.builtin import serve
        return serve(argv[1:])
    if argv and argv[0] == "diagram":
        from app.diagram import run_diagram
        return run_diagram(argv[1:])
    if argv and argv[0] == "tournament":
        from app.tournament.cli import main as tournament_main
        return tournament_main(argv[1:])
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
