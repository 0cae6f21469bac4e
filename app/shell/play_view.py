"""The play session shown in the main window, composed: the window's requests become the session's
intents, and the session's facts (its signals, its controller's, clock's and seats') are drawn and
worded there (board, move list, clocks, status line, sounds, spoken moves). The questions the session
asks are answered by the window's dialogs (PlayDialogs).

Built by app/shell/main.py; the game flow itself is app/controller/play_session.py.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from app.controller.autosave import Orphan
from app.controller.play_session import PlaySession
from app.controller.settings import Settings
from app.shell.game_sharing import Opened, PlaySharing
from app.model import FenError, Move, Outcome
from app.model.enums import Color
from app.model.notation import write_move
from app.model.seating import NewGameChoice
from app.openings import Opening
from app.view import texts
from app.view.access_texts import spoken_move
from app.view.board_access import announce
from app.view.clock_widget import LOW_TIME
from app.view.dialogs import RestoreOffer
from app.view.main_window import MainWindow
from app.view.opening_texts import code_text, opening_text
from app.view.rules_help import ruleset_name, ruleset_summary
from app.view.sound import MoveSound, SoundKind, sound_kind
from app.view.speech import MoveSpeaker


class PlayDialogs:
    """The play session's questions (app.controller.play_session.PlayQuestions), asked by the window's
    dialogs (whatever `window.dialogs` is when asked: tests put answering ones there)."""

    def __init__(self, window: MainWindow, settings: Settings, engines: Callable[[], list[str]]) -> None:
        self.window, self.settings, self.engines = window, settings, engines

    def confirm(self, kind: str, data: object) -> bool:
        return self.window.dialogs.confirm(kind, data)

    def unsaved_game(self) -> str:
        return self.window.dialogs.unsaved_game()

    def save_path(self, suggested: str) -> str:
        return self.window.dialogs.save_path(suggested)

    def new_game(self, setup: bool = True, times: bool = True) -> NewGameChoice | None:
        return self.window.dialogs.new_game(self.settings, setup=setup, times=times, engines=self.engines())

    def restore_games(self, orphans: list[Orphan]) -> tuple[str, int]:
        return self.window.dialogs.restore_games([RestoreOffer(
            len(o.saved.moves), o.modified, tuple(str(c) for c in o.saved.computer_sides), o.saved.level,
            o.saved.clock is not None) for o in orphans])


class PlayView:
    """Shows a PlaySession in the main window and turns the window's requests into its intents."""

    def __init__(self, session: PlaySession, window: MainWindow, settings: Settings, sound: MoveSound,
                 speaker: Callable[[], MoveSpeaker], font_family: str = "",
                 opened: Opened | None = None) -> None:
        self.session, self.window, self.settings = session, window, settings
        self.sound, self.speaker, self.font_family = sound, speaker, font_family
        self.opened: Opened = opened or (lambda _window: None)     # what becomes of a study window opened here
        self._ticked: int | None = None      # the last second of low time a tick sounded for
        self._show_facts()
        self._take_requests()

    def _show_facts(self) -> None:
        p, c, w, seats = self.session, self.session.controller, self.window, self.session.seats
        c.position_changed.connect(self.refresh_board)
        c.history_changed.connect(self.refresh_history)
        c.move_made.connect(self.on_move)
        c.busy_click.connect(lambda: w.show_status(texts.computer_busy()))
        c.illegal_attempt.connect(lambda err: w.show_status(texts.illegal_reason(err, self.settings.notation)))
        c.touch_notice.connect(lambda rule: w.show_status(texts.touch_message(rule, self.piece_name)))
        p.clock.changed.connect(self.refresh_clocks)
        w.destroyed.connect(p.clock.detach)          # no display refresh into a deleted window
        p.finished.connect(self.on_finished)
        p.paused_changed.connect(self.on_paused)
        p.players_changed.connect(self.refresh_board)
        p.starting.connect(w.clear_status)          # the last game's result is not this game's
        p.hint_shown.connect(self.on_hint)
        p.draw_declined.connect(lambda: w.show_status(texts.draw_declined()))
        p.computers_stopped.connect(lambda: w.show_status(texts.computers_stopped()))
        p.saved.connect(lambda path: w.show_status(texts.game_saved(path)))
        p.save_failed.connect(lambda failure: w.dialogs.error(texts.save_failed_title(), texts.file_failure(failure)))
        p.autosave_failed.connect(lambda failure: w.show_status(texts.autosave_failed(failure)))
        seats.resigned.connect(lambda color: w.show_status(texts.computer_resigned(color)))
        seats.thinking_changed.connect(lambda busy: w.set_thinking(texts.computer_thinking() if busy else ""))
        seats.error.connect(lambda error: w.dialogs.error(texts.computer_failed_title(), texts.engine_error(error)))
        seats.gave_up.connect(lambda color, name: w.dialogs.error(texts.computer_failed_title(),
                                                                  texts.computer_gave_no_move(name, color)))

    def _take_requests(self) -> None:
        p, c, w = self.session, self.session.controller, self.window
        w.board_view.square_clicked.connect(c.click)
        w.board_view.drag_requested.connect(c.drag)
        w.board_view.escaped.connect(c.input.cancel)
        w.new_game_requested.connect(p.new_game)
        w.continue_requested.connect(p.continue_game)
        w.undo_requested.connect(p.undo)
        w.resign_requested.connect(p.resign)
        w.draw_requested.connect(p.offer_draw)
        w.pause_requested.connect(p.toggle_pause)
        w.stop_requested.connect(p.stop_computers)
        w.add_time_requested.connect(p.add_time)
        w.save_requested.connect(lambda: p.save())
        w.save_as_requested.connect(lambda: p.save(ask=True))
        w.hint_requested.connect(p.seats.hint)
        w.move_now_requested.connect(p.seats.move_now)
        w.step_requested.connect(c.step)
        w.jump_requested.connect(lambda ply: c.show_ply(c.game.board.ply if ply < 0 else ply))
        w.rules_help_requested.connect(lambda: w.dialogs.rules_help(c.game.ruleset))
        w.flip_requested.connect(lambda: setattr(self.settings, "flipped", not w.scene.flipped))
        w.copy_fen_requested.connect(lambda: w.copy_text(c.shown_board().fen()))
        # Ctrl+V (a FEN or a game), Open from text, dropped text, Copy game as text, Export and Print
        self.sharing = PlaySharing(w, self.settings, self.font_family, p.recent, p.record, lambda: c.view_ply,
                                   self.paste_fen, self.opened)
        w.close_guard = p.settle

    # ----- drawing -----------------------------------------------------------------------------
    def refresh_board(self) -> None:
        """Redraw the board and the action states."""
        p, c, w = self.session, self.session.controller, self.window
        w.show_snapshot(c.snapshot(), c.shown_board().turn, c.browsing, c.game.outcome())
        w.history.highlight(c.view_ply)
        w.set_enabled_actions(c.can_undo, c.game.is_over(), p.clock.timed, len(p.seats.sides))
        w.set_ruleset(ruleset_name(c.game.ruleset), ruleset_summary(c.game.ruleset))
        w.show_opening(code_text(p.opening_after(c.view_ply), self.settings.traditional))
        self.refresh_clocks()

    def refresh_clocks(self) -> None:
        """Redraw both clocks (and tick each second of the mover's last 10)."""
        p, clock = self.session, self.session.clock
        red, black = clock.state(Color.RED), clock.state(Color.BLACK)
        times = {"red": red, "black": black} if red is not None and black is not None else None
        running = clock.clock is not None and clock.clock.running
        game = p.controller.game
        turn = game.board.turn
        waiting = clock.waiting and not clock.paused and not game.is_over()
        self.window.show_clocks(times, turn, running, {str(c): p.shown_name(c) for c in (Color.RED, Color.BLACK)},
                                waiting)
        left = times[turn].remaining if times is not None and running else math.inf
        second = math.ceil(left) if left < LOW_TIME else None
        if second is not None and second != self._ticked and times is not None and not times[turn].out:
            self.sound.play(SoundKind.TICK)
        self._ticked = second

    def refresh_history(self) -> None:
        """Rewrite the move list in the chosen notation (with the clock after each move if chosen)."""
        p, c, s = self.session, self.session.controller, self.settings
        moves, first_black = c.history_texts(s.notation, s.traditional)
        self.window.board_view.move_box.traditional = s.traditional
        times = None
        if s.move_times and p.clock.timed:
            left = p.clock.move_times()[-len(moves):] if moves else []
            times = [None] * (len(moves) - len(left)) + list(left)
        self.window.show_history(moves, first_black, c.view_ply, times)
        outcome = c.game.outcome()
        if outcome is not None:
            self.window.history.set_result(texts.outcome_sentence(outcome))

    def on_paused(self, paused: bool) -> None:
        self.window.set_paused(paused)
        self.refresh_board()

    # ----- saying what happened ----------------------------------------------------------------
    def piece_name(self, sq: int) -> str:
        """'the red horse' for the piece on a square."""
        piece = self.session.controller.game.board.piece_at(sq)
        return texts.piece_phrase(piece.color, piece.kind) if piece is not None else "?"

    def on_move(self, _move: Move) -> None:
        """A move was played: the sound of its kind, and the move said (and announced to screen readers)."""
        c = self.session.controller
        game = c.game
        kind = game.classification(game.board.ply - 1)
        self.sound.play(sound_kind(kind.capture, kind.check))
        said, _ = c.history_texts(self.settings.get("notation"), self.settings.get("traditional"))
        text = spoken_move(str(game.board.turn.other), said[-1], kind.check)
        self.speaker().speak(text)
        announce(self.window.board_view, text)             # screen readers hear it with speech off too

    def on_finished(self, outcome: Outcome, draw_odds_receiver: Color | None) -> None:
        """Show and say the ruling (and whose match a draw with draw odds is)."""
        self.refresh_history()
        self.window.show_outcome(outcome)
        self.speaker().speak(texts.outcome_sentence(outcome))
        announce(self.window.board_view, texts.outcome_sentence(outcome))
        if draw_odds_receiver is not None:
            self.window.show_status(texts.draw_odds_match(str(draw_odds_receiver)))

    def on_hint(self, move: Move, opening: Opening | None) -> None:
        """Name the computer's suggestion (and the opening it leads to) in the status bar."""
        s = self.settings
        name = write_move(self.session.controller.game.board, move, s.notation, s.traditional)
        self.window.show_status(texts.hint(name, opening_text(opening, s.traditional)))

    # ----- the position as text ----------------------------------------------------------------
    def paste_fen(self) -> None:
        """Play on from the FEN on the clipboard (a clear error if it is not one)."""
        try:
            self.session.load_position(self.window.clipboard_text().strip())
        except FenError as err:
            self.window.dialogs.error(texts.paste_fen_title(), texts.paste_fen_failed(err))
            return
        warning = texts.position_warning(self.session.controller.game.board.warnings())
        if warning:
            self.window.show_status(warning)
