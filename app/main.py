"""Composition root: builds the QApplication, settings, controllers and the window, and wires them."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QObject, QTranslator
from PySide6.QtWidgets import QApplication

from app.controller.player_seats import Seats
from app.controller.autosave import Autosave, restore
from app.controller.game_controller import GameController
from app.controller.move_text import move_texts
from app.controller.recent_files import RecentFiles
from app.controller.settings import Settings
from app.model import Board, FenError, Outcome
from app.model.notation import write_move
from app.view import texts
from app.view.main_window import MainWindow
from app.view.sound import MoveSound
from app.study import open_study_dialog, open_study_files, open_study_window, restore_studies, set_up_position
from app.view.study_window import install_file_drops
from app.view.diagram import export_diagram, load_font  # noqa: F401 (load_font: also app.main's API)

I18N = Path(__file__).resolve().parent.parent / "resources" / "i18n"


class Application(QObject):
    """Owns the window, the controller and the settings, and connects them."""

    def __init__(self, qapp: QApplication, settings: Settings | None = None,
                 autosave: Autosave | None = None, recent: RecentFiles | None = None) -> None:
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
        self.controller = GameController(confirm=lambda kind, data: self.window.dialogs.confirm(kind, data))
        self.controller.set_touch_move(self.settings.get("touch_move"))
        self.window.scene.set_flipped(self.settings.get("flipped"))
        self.ai = Seats(self.controller)  # who plays which side: people, the built-in AI (later: engines)
        self.sound = MoveSound()
        self.sound.enabled = self.settings.get("sounds")
        saved = self.autosave.load() if self.autosave.exists() else None  # read before it is overwritten
        self._wire()
        self.controller.new_game(self.settings.get("ruleset"))
        self._offer_restore(saved)
        restore_studies(self.window, self.autosave.folder,
                        lambda count: self.window.dialogs.confirm("restore_study", count),
                        self.settings, self.font_family, self.recent)

    def _wire(self) -> None:
        c, w = self.controller, self.window
        w.board_view.square_clicked.connect(c.click)
        w.board_view.drag_requested.connect(c.drag)
        c.position_changed.connect(self.refresh_board)
        c.history_changed.connect(self.refresh_history)
        c.game_over.connect(self.on_game_over)
        c.illegal_attempt.connect(
            lambda err: w.show_status(texts.illegal_reason(err, self.settings.get("notation"))))
        c.touch_notice.connect(lambda rule: w.show_status(texts.touch_message(rule, self.piece_name)))
        w.new_game_requested.connect(self.on_new_game)
        w.undo_requested.connect(self.on_undo)
        w.resign_requested.connect(c.resign)
        w.draw_requested.connect(self.on_draw)
        w.flip_requested.connect(self.on_flip)
        w.copy_fen_requested.connect(lambda: w.copy_text(c.shown_board().fen()))
        w.paste_fen_requested.connect(self.on_paste_fen)
        w.export_requested.connect(self.on_export)
        w.settings_requested.connect(lambda: w.dialogs.settings(self.settings))
        w.notation_requested.connect(lambda key: self.settings.set("notation", key))
        w.style_requested.connect(lambda key: self.settings.set("piece_style", key))
        w.step_requested.connect(c.step)
        w.jump_requested.connect(lambda ply: c.show_ply(len(c.game.moves) if ply < 0 else ply))
        w.continue_requested.connect(c.continue_from_here)
        self.settings.changed.connect(self.on_setting_changed)
        w.open_requested.connect(lambda: self.study(open_study_dialog(w, self.settings, self.font_family, self.recent)))
        w.open_path_requested.connect(
            lambda path: self.study(open_study_window(w, path, self.settings, self.font_family, self.recent)))
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
        self.ai.error.connect(lambda text: w.dialogs.error(texts.tr("The computer failed"), text))
        self.qapp.aboutToQuit.connect(self.ai.close)
        self.qapp.aboutToQuit.connect(self.autosave.clear)  # a clean exit: nothing to restore
        c.history_changed.connect(self.save_progress)
        c.move_made.connect(lambda _move: self.sound.play())

    # ----- never lose a game --------------------------------------------------------------------
    def _offer_restore(self, saved) -> None:
        """After a crash, offer to continue the autosaved game."""
        game = restore(saved) if saved is not None else None
        if game is not None and game.moves and self.window.dialogs.confirm("restore", len(game.moves)):
            self.controller.load_game(game)
            self.ai.configure(set(saved.computer_sides), saved.level, self.settings.get("ai_time"))

    def study(self, window):
        """Give a study window opened elsewhere its autosave (unsaved edits survive a crash)."""
        if window is not None and getattr(window, "autosave", None) is None:
            from app.controller.autosave import StudyAutosave
            window.autosave = StudyAutosave(window.controller, self.autosave.folder)
        return window

    def save_progress(self) -> None:
        """Autosave the game after every change (atomic write; a failure is reported, not fatal)."""
        try:
            self.autosave.save(self.controller.game, self.ai.sides, self.ai.level)
        except OSError as err:
            self.window.show_status(texts.tr("Autosave failed: %1").replace("%1", str(err)))

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
        c = self.controller
        self.window.show_snapshot(c.snapshot(), c.shown_board().turn, c.browsing)
        self.window.history.highlight(c.view_ply)
        self.window.set_enabled_actions(c.can_undo, c.game.is_over())

    def refresh_history(self) -> None:
        """Rewrite the move list in the chosen notation."""
        c = self.controller
        notation = self.settings.get("notation")
        moves = move_texts(c.game, notation, self.settings.get("traditional"))
        first_black = Board(c.game.start_fen).turn == "black"
        self.window.show_history(moves, first_black, c.view_ply)
        outcome = c.game.outcome()
        if outcome is not None:
            self.window.history.set_result(texts.outcome_sentence(outcome))

    def on_game_over(self, outcome: Outcome) -> None:
        """Show the ruling."""
        self.refresh_history()
        self.window.show_outcome(outcome)

    def on_new_game(self) -> None:
        """Ask for the kind of game and start it."""
        choice = self.window.dialogs.new_game(self.settings)
        if choice is None:
            return
        self.settings.set("ruleset", choice["ruleset"])
        self.settings.set("touch_move", choice["touch_move"])
        self.settings.set("ai_level", choice["level"])
        sides = {"human": set(), "ai-black": {"black"}, "ai-red": {"red"}, "ai-both": {"red", "black"}}
        self.ai.configure(set(), choice["level"], self.settings.get("ai_time"))
        self.controller.new_game(choice["ruleset"])
        if choice["opponent"] == "ai-red" and not self.window.scene.flipped:
            self.settings.set("flipped", True)
        elif choice["opponent"] == "ai-black" and self.window.scene.flipped:
            self.settings.set("flipped", False)
        self.ai.configure(sides[choice["opponent"]], choice["level"], self.settings.get("ai_time"))

    def play_from(self, fen: str) -> None:
        """Start a game (two players) from a position set up in the editor."""
        self.ai.configure(set(), self.ai.level, self.ai.time_limit)
        self.controller.new_game(self.settings.get("ruleset"), fen)

    def on_undo(self) -> None:
        """Take back a move; against the computer, back to the human's last turn."""
        self.ai.cancel()
        if not self.controller.undo():
            return
        while self.ai.sides and self.controller.game.board.turn in self.ai.sides and self.controller.can_undo:
            self.controller.undo()

    def on_hint(self, move) -> None:
        """Show the computer's suggestion on the board and in the status bar."""
        if move is None:
            return
        self.controller.set_hint(move)
        name = write_move(self.controller.game.board, move, self.settings.get("notation"),
                          self.settings.get("traditional"))
        self.window.show_status(texts.tr("Hint: %1").replace("%1", name))

    def on_draw(self) -> None:
        """Offer a draw to the other player at this computer."""
        if self.window.dialogs.confirm("draw", self.controller.game.board.turn):
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
            self.window.dialogs.error(texts.tr("Not a position"), texts.tr("The clipboard does not hold a valid FEN: %1")
                                      .replace("%1", str(err)))

    def on_export(self, path: str) -> None:
        """Write the shown position as a PNG diagram."""
        try:
            export_diagram(self.controller.shown_board().fen(), path, self.window.scene.flipped,
                           style=self.settings.get("piece_style"), font_family=self.font_family)
            self.window.show_status(texts.tr("Diagram saved to %1").replace("%1", path))
        except OSError as err:
            self.window.dialogs.error(texts.tr("Export failed"), str(err))

    def on_setting_changed(self, name: str) -> None:
        """Apply a changed setting at once."""
        value = self.settings.get(name)
        if name == "touch_move":
            self.controller.set_touch_move(value)
        elif name == "flipped":
            self.window.scene.set_flipped(value)
        elif name == "piece_style":
            self.window.scene.set_style(value)
        elif name in ("notation", "traditional"):
            self.window.notation = self.settings.get("notation")
            self.refresh_history()
        elif name == "sounds":
            self.sound.enabled = value
        elif name == "ai_time":
            self.ai.time_limit = value
        elif name == "language":
            self._apply_language()
            self.window.retranslate()
            self.refresh_board()
            self.refresh_history()

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


def main(argv: list[str] | None = None) -> int:
    """Start the program (`diagram` as the first argument writes a PNG instead); returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "diagram":
        from app.diagram import run_diagram
        return run_diagram(argv[1:])
    qapp = QApplication.instance() or QApplication([sys.argv[0], *argv])
    qapp.setApplicationName("Xiangqi Studio")
    QLocale.setDefault(QLocale(QLocale.Language.English))
    application = Application(qapp)
    application.window.show()
    return qapp.exec()
