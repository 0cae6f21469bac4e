"""Play mode: the game played on the main board, from its start to its saving (QtCore only).

A :class:`PlaySession` is to the play window what :class:`StudyController` is to a study window (and
what a ChessGame is to Cute Chess's GUI): it owns the GameController (the moves, the board input,
the rulings), the Seats (who plays which side), the GameClock, the PlayedGame document (headers, the
file it was saved to) and the interplay with the autosave, and holds the rules of a played game:
starting and continuing games, undo back to the human's turn, draw offers, resigning, pausing,
stopping the computers, hints, settling and saving, the names the players are saved under, restoring
a game a crash left unsaved.

The window calls its intents (``new_game``, ``undo``, ``offer_draw``, ``resign``, ``set_paused``,
``stop_computers``, ``save``, ``settle``, ...). What it must ask the user goes through the
:class:`PlayQuestions` it is given (the shell answers with the window's dialogs, tests with a table);
what happened comes out as signals carrying values (``finished``, ``hint_shown``, ``save_failed``, ...)
that the view words. No widget is needed to drive it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from app.model import Board, Game, Move, Outcome
from app.model.enums import Color
from app.model.errors import FileFailure
from app.model.handicap import Handicap, start_fen
from app.model.seating import NewGameChoice, Opponent, PlayerKind, PlayerSpec
from app.model.tree import GameTree
from app.openings import PLIES as OPENING_PLIES
from app.openings import Opening, classify_prefix

from .autosave import Autosave, Orphan, restore
from .file_folders import FileFolders
from .game_clock import GameClock
from .game_controller import GameController
from .played_game import PlayedGame, player_name
from .player import Player
from .player_seats import ComputerFactory, Seats
from .recent_files import RecentFiles
from .settings import Settings

ADDED_TIME = 60           # seconds "Add time" gives a side


class PlayQuestions(Protocol):
    """What a PlaySession asks the user (app.view.main_window's dialogs answer, through the shell)."""

    def confirm(self, kind: str, data: object) -> bool:
        """Yes or no: 'resign' (side), 'draw' (the side offering), 'restore' (moves), 'truncate' (moves
        dropped), 'violation' (the ruling a move would bring)."""
        ...

    def unsaved_game(self) -> str:
        """What to do with the game that needs saving: 'save', 'discard' or 'cancel'."""
        ...

    def save_path(self, suggested: str) -> str:
        """Where to save the game as PGN, starting from `suggested` ('' if cancelled)."""
        ...

    def new_game(self, setup: bool = True, times: bool = True) -> NewGameChoice | None:
        """How to play (None: cancelled); `setup` False: the position is given, only the opponents and
        clocks are asked (and the clocks only with `times`)."""
        ...

    def restore_games(self, orphans: list[Orphan]) -> tuple[str, int]:
        """Which of several games left unsaved to restore: ('restore', index), ('later', -1): all are
        offered again at the next start, or ('discard', -1)."""
        ...


class PlaySession(QObject):
    """The game on the main board and everything about playing it."""

    paused_changed = Signal(bool)          # the game was paused (True) or resumed
    players_changed = Signal()             # who plays which side changed (seated anew)
    starting = Signal()                    # a new game is about to be set up (the last game's words go)
    finished = Signal(object, object)      # Outcome; with draw odds, the Color whose match it is (else None)
    hint_shown = Signal(object, object)    # the Move suggested, and the Opening it leads to (or None)
    draw_declined = Signal()               # a computer declined the draw offered
    computers_stopped = Signal()           # both sides are played at the board from now on
    saved = Signal(str)                    # the game was written to this path
    save_failed = Signal(object)           # FileFailure: the game could not be written
    autosave_failed = Signal(object)       # FileFailure: the autosave could not be written

    def __init__(self, settings: Settings, autosave: Autosave, recent: RecentFiles,
                 questions: PlayQuestions, now: Callable[[], float] = time.monotonic,
                 folders: FileFolders | None = None, parent: QObject | None = None,
                 computer: ComputerFactory | None = None) -> None:
        super().__init__(parent)
        self.settings, self.autosave, self.recent = settings, autosave, recent
        self.folders = folders or FileFolders(settings)
        self.questions = questions
        self.controller = GameController(confirm=lambda kind, data: self.questions.confirm(kind, data))
        self.controller.set_touch_move(settings.touch_move)
        # the game's chess clock (untimed: none); as on game servers, none runs before the first move
        self.clock = GameClock(now, self, wait_for_first_move=True)
        self.played = PlayedGame()            # the played game as a document: headers, saved or not
        # who plays which side: people, the built-in AI (`computer` makes it: tests give a fake), engines
        self.seats = Seats(self.controller, computer, now=now)
        self.seats.limit_source = self.clock.limit
        self.seats.time_limit = settings.ai_time
        self.seats.min_move_time = settings.min_move_time
        self.seats.resign_moves = 3 if settings.ai_resigns else 0
        self.players = NewGameChoice(settings.ruleset, computer=PlayerSpec.builtin(settings.ai_level))
        self.engine_player: Callable[[str], Player | None] | None = None   # an engine by name (the engines feature)
        self.controller.computer_turn = self.seats.is_computer_turn
        self._wire()

    def _wire(self) -> None:
        c, clock = self.controller, self.clock
        c.history_changed.connect(self._sync_clock)      # before the autosave: it keeps the clock
        c.history_changed.connect(self.save_progress)
        c.move_made.connect(lambda _move: clock.press())
        c.game_over.connect(self._on_game_over)
        clock.checkpoint.connect(self.save_progress)     # the thinking time so far (paused, or every few s)
        clock.flagged.connect(lambda color: c.time_forfeit(str(color)))
        self.seats.gave_up.connect(lambda _color, _name: clock.stop())   # it runs again once the user moved
        self.seats.hint_ready.connect(self.show_hint)
        s, seats = self.settings, self.seats
        s.watch(Settings.ai_time, lambda seconds: setattr(seats, "time_limit", seconds))
        s.watch(Settings.min_move_time, lambda seconds: setattr(seats, "min_move_time", seconds))
        s.watch(Settings.ai_resigns, lambda on: setattr(seats, "resign_moves", 3 if on else 0))

    # ----- starting games ----------------------------------------------------------------------
    def new_game(self) -> None:
        """Settle the game on the board, ask how to play, and start."""
        if not self.settle():
            return
        choice = self.questions.new_game()
        if choice is None:
            return
        self.settings.ruleset = choice.ruleset
        self.settings.touch_move = choice.touch_move
        fen = start_fen(choice.handicap, choice.giver) if choice.handicap is not Handicap.NONE else None
        self.start_game(choice, fen)

    def start_game(self, choice: NewGameChoice, fen: str | None = None) -> None:
        """Start a game as chosen (from `fen`, or the start position)."""
        self.settings.ai_level = choice.level
        if choice.red_tc is not None:
            self.settings.time_control = str(choice.red_tc)
        self.set_paused(False)
        self.starting.emit()
        self.seats.configure(set(), choice.level, self.settings.ai_time)   # nobody moves until it is set up
        self.seats.reset_scores()
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
        if human is not None:
            self.settings.flipped = human is Color.BLACK
        sides = choice.computer_sides
        black = choice.player(Color.BLACK)
        black_level = black.level if black.kind is PlayerKind.BUILTIN and len(sides) == 2 else None
        self.seats.configure({str(color) for color in sides}, choice.level, self.settings.ai_time, black_level)
        engine_player = self.engine_player
        if engine_player is not None:               # an external engine instead of the built-in AI
            for color in sides:
                spec = choice.player(color)
                if spec.kind is PlayerKind.ENGINE:
                    self.seats.seat(str(color), engine_player(spec.engine))
        engine = choice.computer.engine if choice.computer.kind is PlayerKind.ENGINE else ""
        self.seats.set_hinter(engine_player(engine) if engine and engine_player is not None else None)  # hints
        self.players = choice
        self.players_changed.emit()

    def play_from(self, fen: str) -> None:
        """Start a game from a position set up in the editor, with the opponents the user chooses."""
        if not self.settle():
            return
        choice = self.questions.new_game(setup=False)
        if choice is not None:
            given = replace(choice, ruleset=self.settings.ruleset, handicap=Handicap.NONE, giver=Color.RED)
            self.start_game(given, fen)

    def continue_game(self) -> None:
        """Play on from the position shown, with the opponents the user chooses (the clock, if any,
        gets back the times it had then)."""
        choice = self.questions.new_game(setup=False, times=not self.clock.timed)
        if choice is None:
            return
        self.seats.configure(set(), choice.level, self.settings.ai_time)
        timed = self.clock.timed
        if not self.controller.continue_from_here():
            return
        red_tc = choice.red_tc
        if not timed and red_tc is not None and red_tc.is_timed:     # a clock from here on
            game = self.controller.game
            self.clock.setup(red_tc, choice.black_tc, game.board.turn, len(game.moves))
            self.played.set_time_controls(red_tc, choice.black_tc)
            self._sync_clock()
        self.seat(choice)

    def load_position(self, fen: str) -> None:
        """Play on from a position given as FEN (FenError if it is none; the game on the board stays)."""
        self.controller.new_game(self.settings.ruleset, fen)

    # ----- during the game ---------------------------------------------------------------------
    def undo(self) -> None:
        """Take back a move; against the computer, back to the human's last turn."""
        self.seats.cancel()
        if not self.controller.undo():
            return
        while self.seats.sides and self.controller.game.board.turn in self.seats.sides and self.controller.can_undo:
            self.controller.undo()

    def human_side(self) -> Color:
        """The side of the person at the board (against the computer), else the side to move."""
        humans = [c for c in (Color.RED, Color.BLACK) if str(c) not in self.seats.sides]
        return humans[0] if len(humans) == 1 else Color(self.controller.game.board.turn)

    def resign(self) -> None:
        """The person at the board resigns (never the computer's side), once they have said so."""
        side = str(self.human_side())
        if not self.questions.confirm("resign", side):
            return
        self.seats.cancel()
        self.controller.resign(side)

    def offer_draw(self) -> None:
        """Offer a draw: a computer opponent decides by its evaluation, a person answers the question."""
        offering = self.human_side()
        answer = self.seats.answer_draw(offering)
        if answer is None:
            answer = self.questions.confirm("draw", str(offering))
        elif not answer:
            self.draw_declined.emit()
        if answer:
            self.seats.cancel()
            self.controller.agree_draw()

    def set_paused(self, paused: bool) -> None:
        """Pause or resume the game: clocks, the computers, the board (a finished game is not paused)."""
        if paused and self.controller.game.is_over():
            return
        self.controller.set_paused(paused)
        self.clock.set_paused(paused)
        self.seats.set_paused(paused)
        self.paused_changed.emit(paused)

    def toggle_pause(self) -> None:
        """Pause a running game, resume a paused one."""
        self.set_paused(not self.controller.paused)

    def stop_computers(self) -> None:
        """Stop the computers: both sides are played at the board from now on (the game stays)."""
        self.seats.configure(set(), self.seats.level, self.seats.time_limit)
        self.players = replace(self.players, red=PlayerSpec.human(), black=PlayerSpec.human())
        self.set_paused(False)
        self.computers_stopped.emit()

    def add_time(self, color: Color | str) -> None:
        """Give a side ADDED_TIME more seconds on its clock."""
        self.clock.add_time(color, ADDED_TIME)

    def show_hint(self, move: Move | None) -> None:
        """Show the computer's suggestion on the board (hint_shown names it and where it leads)."""
        if move is None:
            return
        self.controller.set_hint(move)
        game = self.controller.game
        opening = self.opening_after(game.board.ply, move) if len(game.moves) < OPENING_PLIES else None
        self.hint_shown.emit(move, opening)

    def opening_after(self, ply: int, extra: Move | None = None) -> Opening | None:
        """The ECCO opening the game has reached at board ply `ply`, with `extra` played after it if given
        (None before the first move and for a game not from the standard start)."""
        game = self.controller.game
        moves = list(game.moves)
        shown = len(moves) - (game.board.ply - ply)
        if extra is not None:
            moves, shown = [*moves[:shown], extra], shown + 1
        return classify_prefix(moves, shown, game.start_fen) if shown > 0 else None

    def shown_game(self) -> Game:
        """A copy of the game up to the position shown (what an analysis panel analyses)."""
        game = self.controller.game.copy()
        game.analysis = True
        while len(game.moves) > self.controller.view_ply:
            game.pop()
        return game

    def _sync_clock(self) -> None:
        """Keep the clock with the game: undo and continue give back the times of that ply."""
        c = self.controller
        self.clock.sync(c.game.board.ply, not c.game.is_over() and not c.paused)

    def _on_game_over(self, outcome: Outcome) -> None:
        self.clock.stop()
        self.finished.emit(outcome, self.played.draw_odds_winner(self.controller.game))

    # ----- the players' names ------------------------------------------------------------------
    def player_label(self, color: Color) -> str:
        """The name a side's player is saved under (the person's name, 'Computer (master)', an engine's
        name, 'Red')."""
        spec = self.players.player(color)
        named = self.played.headers.get("Red" if color is Color.RED else "Black", "")
        if named and str(color) not in self.seats.sides:
            return named
        return player_name(str(color), self.seats.sides, spec.engine or self.seats.level)

    def shown_name(self, color: Color) -> str:
        """The name shown beside a side's clock: the computer's, or a person's ('' when unnamed)."""
        if str(color) in self.seats.sides:
            return self.player_label(color)
        return self.played.headers.get("Red" if color is Color.RED else "Black", "")

    # ----- saving ------------------------------------------------------------------------------
    def record(self) -> GameTree:
        """The game as it would be saved: every header, the players' names and the clock times (what
        Copy game as text, Export and Print give)."""
        return self.played.record(self.controller.game, self.player_label(Color.RED),
                                  self.player_label(Color.BLACK), self.clock.move_times())

    def settle(self) -> bool:
        """Before the game on the board is left: ask to save it if it needs saving; False: cancelled."""
        game = self.controller.game
        if not self.played.needs_saving(game):
            return True
        answer = self.questions.unsaved_game()
        if answer == "save":
            return self.save(ask=self.played.path is None)
        if answer == "discard":
            self.played.discard(game)
            self.autosave.clear()
            return True
        return False

    def save(self, ask: bool = False) -> bool:
        """Save the game as PGN to its file (asking where if it has none, or with `ask`); True if written."""
        path = self.played.path
        if ask or path is None:
            path = self.questions.save_path(self.suggested_path())
            if not path:
                return False
        return self.save_to(path)

    def save_to(self, path: str) -> bool:
        """Write the game as PGN at `path` (save_failed says why not); True if written."""
        try:
            self.played.save(self.controller.game, path, self.player_label(Color.RED),
                             self.player_label(Color.BLACK), self.clock.move_times())
        except OSError as err:
            self.save_failed.emit(FileFailure.of(err, path))
            return False
        self.recent.add(path)
        self.saved.emit(path)
        return True

    def suggested_path(self) -> str:
        """Where a new game file is suggested: named by the time, in the folder games were last opened
        from or saved to, else the folder of the last file opened, else home."""
        folder = self.folders.folder("games")
        paths = self.recent.paths()
        if not self.settings.games_folder and paths:
            folder = str(Path(paths[0]).parent)
        return str(Path(folder) / f"game-{time.strftime('%Y%m%d-%H%M')}.pgn")

    # ----- never lose a game -------------------------------------------------------------------
    def save_progress(self) -> bool:
        """Autosave the game after every change (atomic write; a failure is reported through
        autosave_failed, not fatal); True if it was written."""
        try:
            self.autosave.save(self.controller.game, self.seats.sides, self.seats.level, self.clock.snapshot(),
                               self.played.headers)
        except OSError as err:
            self.autosave_failed.emit(FileFailure.of(err, self.autosave.path))
            return False
        return True

    def offer_restore(self, orphans: list[Orphan]) -> None:
        """After a crash, offer the games left unsaved by instances that no longer run; each stays on
        disk until the user has answered, and a restored one until it is autosaved anew."""
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
            self.seats.configure({str(c) for c in saved.computer_sides}, saved.level, self.settings.ai_time)
        written = self.save_progress()                    # the restored game (and who plays it) on disk anew
        for orphan in orphans:
            if orphan is chosen and written and game is not None or orphan is not chosen and not keep_others:
                orphan.discard()
            else:
                orphan.keep()

    def _ask_restore(self, orphans: list[Orphan]) -> tuple[Orphan | None, bool]:
        """The game to restore (None: none) and whether the others are kept for the next start."""
        if len(orphans) == 1:
            return (orphans[0] if self.questions.confirm("restore", len(orphans[0].saved.moves)) else None,
                    False)
        if not orphans:
            return None, False
        answer, index = self.questions.restore_games(orphans)
        return (orphans[index] if answer == "restore" else None), answer != "discard"

    def close(self) -> None:
        """The program ends: the players end; the autosave goes only if nothing is left to save."""
        self.seats.close()
        if not self.played.needs_saving(self.controller.game):
            self.autosave.clear()
        self.autosave.close()


__all__ = ["ADDED_TIME", "PlayQuestions", "PlaySession"]
