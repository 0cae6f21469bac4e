"""Game flow: clicks and drags become moves; selection, touch-move, history browsing, rulings.

QtCore only. The controller emits facts (signals) and never shows a dialog: questions go through the
`confirm` callable handed to it (wired to a dialog in main.py, to a stub in tests).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from app.model import Board, Game, Move, Outcome
from app.model.enums import Ruleset
from app.model.snapshot import BoardSnapshot
from app.model.touch import TouchRule

from .board_input import BoardInput
from .move_text import GameTexts, move_texts

Confirm = Callable[[str, object], bool]


class GameController(QObject):
    """Owns the live Game and the interaction state; the view only renders snapshots."""

    position_changed = Signal()            # board, highlights or history changed
    move_made = Signal(object)             # Move
    game_over = Signal(object)             # Outcome
    illegal_attempt = Signal(object)       # IllegalMoveError: a value the view words
    touch_notice = Signal(object)          # TouchRule (obligation or technical foul)
    history_changed = Signal()
    busy_click = Signal()                  # a click on the board while a computer has the move

    def __init__(self, confirm: Confirm | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._confirm: Confirm = confirm or (lambda _kind, _data: True)
        self.game = Game()
        self.input = BoardInput(lambda: self.game.board, self._commit,
                                lambda: not (self.browsing or self.paused or self.game.is_over()), parent=self)
        self.input.changed.connect(self.position_changed)
        self.input.illegal_attempt.connect(self.illegal_attempt)
        self.input.touch_notice.connect(self.touch_notice)
        self._view_ply: int | None = None  # None: the live end of the game
        self._announced: Outcome | None = None
        self._hint: Move | None = None
        self.paused = False                 # the game is paused (clocks stopped, no moves)
        self.computer_turn: Callable[[], bool] = lambda: False   # set by main: a computer has the move
        self._texts = GameTexts()

    # ----- game life cycle ---------------------------------------------------------------------
    def new_game(self, ruleset: Ruleset = Ruleset.CXQ, fen: str | None = None) -> None:
        """Start a new game (raises FenError for a bad FEN, leaving the old game in place)."""
        self.load_game(Game(fen, ruleset))

    def load_game(self, game: Game) -> None:
        """Play on with a game (a new one, a restored autosave, a position from the editor)."""
        self.game = game
        self._view_ply = None
        self.paused = False
        self._after_history_change()

    def set_touch_move(self, enabled: bool) -> None:
        """Turn touch-move enforcement on or off."""
        self.input.set_touch_move(enabled)
        self.position_changed.emit()

    @property
    def touch_move(self) -> bool:
        """True while touch-move is enforced."""
        return self.input.touch_move

    @property
    def can_undo(self) -> bool:
        """Undo is allowed unless touch-move is enforced (no undo in formal play)."""
        return not self.touch_move and self.game.board.ply > 0

    def undo(self) -> bool:
        """Take back the last move (not with touch-move on)."""
        if not self.can_undo:
            return False
        self.game.pop()
        self._after_history_change()
        return True

    def resign(self, color: str | None = None) -> Outcome:
        """`color` (default: the side to move) resigns."""
        outcome = self.game.resign(color or self.game.board.turn)
        self._after_history_change()
        return outcome

    def time_forfeit(self, color: str) -> Outcome:
        """`color` ran out of time (a loss, or a draw if the other side can never mate)."""
        outcome = self.game.time_forfeit(color)
        self._after_history_change()
        return outcome

    def set_paused(self, paused: bool) -> None:
        """Pause the game (no moves at the board) or resume it."""
        self.paused = paused
        self._reset_interaction()
        self.position_changed.emit()

    def agree_draw(self) -> Outcome:
        """Both sides agree to a draw."""
        outcome = self.game.agree_draw()
        self._after_history_change()
        return outcome

    def history_texts(self, notation: str = "chinese", traditional: bool = False) -> tuple[list[str], bool]:
        """The moves written in a notation (each move written once, when first asked for) and whether
        the first of them is Black's."""
        texts = self._texts.texts(self.game, notation, traditional)
        return texts, self._texts.first_is_black

    # ----- history browsing --------------------------------------------------------------------
    @property
    def view_ply(self) -> int:
        """Number of moves played in the position shown."""
        return self.game.board.ply if self._view_ply is None else self._view_ply

    @property
    def browsing(self) -> bool:
        """True while an earlier position is shown (the board is read-only)."""
        return self._view_ply is not None

    def show_ply(self, ply: int) -> None:
        """Show the position after `ply` moves (0 = start; the last ply returns to live play)."""
        total = self.game.board.ply
        ply = max(0, min(total, ply))
        self._view_ply = None if ply == total else ply
        self._reset_interaction()
        self.position_changed.emit()

    def step(self, delta: int) -> None:
        """Show the position `delta` moves later (negative: earlier)."""
        self.show_ply(self.view_ply + delta)

    def continue_from_here(self) -> bool:
        """Drop the moves after the shown position and play on from it (asks to confirm)."""
        if self._view_ply is None:
            return False
        dropped = len(self.game.moves) - self._view_ply
        if not self._confirm("truncate", dropped):
            return False
        while len(self.game.moves) > self._view_ply:
            self.game.pop()
        self._view_ply = None
        self._after_history_change()
        return True

    def shown_board(self) -> Board:
        """The position shown (a copy when browsing)."""
        if self._view_ply is None:
            return self.game.board
        board = self.game.board.copy()
        for _ in range(len(self.game.moves) - self._view_ply):
            board.pop()
        return board

    # ----- snapshot for the view ---------------------------------------------------------------
    def snapshot(self) -> BoardSnapshot:
        """Values the board view renders."""
        board = self.shown_board()
        marks = self.input.marks()
        check = board.king_square(board.turn) if board.is_check() else None
        return BoardSnapshot(board.fen(), marks.selected, marks.targets, marks.captures,
                             board.peek(), check, self.browsing or self.game.is_over(), marks.touched,
                             None if self.browsing else self._hint)

    def set_hint(self, move: Move | None) -> None:
        """Show the computer's suggested move (until the position changes)."""
        self._hint = move if move is None or self.game.board.is_legal(move) else None
        self.position_changed.emit()

    def touch_state(self) -> TouchRule:
        """The touch-move obligation now (case '' when nothing is touched or touch-move is off)."""
        return self.input.touch_state()

    # ----- input -------------------------------------------------------------------------------
    def click(self, sq: int) -> None:
        """A click on a board point: select, touch, or move to it."""
        if self._computer_moves():
            return
        self.input.click(sq)

    def drag(self, from_sq: int, to_sq: int) -> None:
        """A piece dragged from one point to another."""
        if self._computer_moves():
            return
        self.input.drag(from_sq, to_sq)

    def play(self, move: Move) -> bool:
        """Play a move from outside the board (the AI, a test); returns True if played."""
        if self.browsing or self.game.is_over():
            return False
        return self._commit(move)

    # ----- internals ---------------------------------------------------------------------------
    def _computer_moves(self) -> bool:
        if self.browsing or self.game.is_over() or not self.computer_turn():
            return False
        self.busy_click.emit()
        return True

    def _commit(self, move: Move) -> bool:
        if not self.game.board.is_legal(move):
            self.input.explain(move)
            return False
        if self.game.rules.warns_before_violation:
            warning = self.game.would_violate(move)
            if warning is not None and warning.winner is not None and warning.winner != self.game.board.turn:
                if not self._confirm("violation", warning):
                    self.input.deselect()
                    return False
        self.game.push(move)
        self._reset_interaction()
        self.move_made.emit(move)
        self.history_changed.emit()
        self.position_changed.emit()
        self._announce_outcome()
        return True

    def _reset_interaction(self) -> None:
        self.input.clear()
        self._hint = None

    def _after_history_change(self) -> None:
        self._reset_interaction()
        self._announced = None
        self.history_changed.emit()
        self.position_changed.emit()
        self._announce_outcome()

    def _announce_outcome(self) -> None:
        outcome = self.game.outcome()
        if outcome is not None and outcome != self._announced:
            self._announced = outcome
            self.game_over.emit(outcome)


__all__ = ["GameController", "Confirm", "move_texts"]
