"""Game flow: clicks and drags become moves; selection, touch-move, history browsing, rulings.

QtCore only. The controller emits facts (signals) and never shows a dialog: questions go through the
`confirm` callable handed to it (wired to a dialog in main.py, to a stub in tests).
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, Signal

from app.model import Board, Game, IllegalMoveError, Move, Outcome
from app.model.notation import write_move
from app.model.snapshot import BoardSnapshot
from app.model.touch import TouchRule, touch_rule

Confirm = Callable[[str, object], bool]


class GameController(QObject):
    """Owns the live Game and the interaction state; the view only renders snapshots."""

    position_changed = Signal()            # board, highlights or history changed
    move_made = Signal(object)             # Move
    game_over = Signal(object)             # Outcome
    illegal_attempt = Signal(str)          # reason in the model's words
    touch_notice = Signal(object)          # TouchRule (obligation or technical foul)
    history_changed = Signal()

    def __init__(self, confirm: Confirm | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._confirm: Confirm = confirm or (lambda _kind, _data: True)
        self.game = Game()
        self.touch_move = False
        self._selected: int | None = None
        self._touched: list[int] = []
        self._view_ply: int | None = None  # None: the live end of the game
        self._announced: Outcome | None = None
        self._hint: Move | None = None

    # ----- game life cycle ---------------------------------------------------------------------
    def new_game(self, ruleset: str = "cxq", fen: str | None = None) -> None:
        """Start a new game (raises FenError for a bad FEN, leaving the old game in place)."""
        self.game = Game(fen, ruleset)
        self._reset_interaction()
        self._view_ply = None
        self._announced = None
        self.history_changed.emit()
        self.position_changed.emit()
        self._announce_outcome()

    def load_game(self, game: Game) -> None:
        """Continue a game built elsewhere (a restored autosave, a position from the editor)."""
        self.game = game
        self._reset_interaction()
        self._view_ply = None
        self._announced = None
        self.history_changed.emit()
        self.position_changed.emit()
        self._announce_outcome()

    def set_touch_move(self, enabled: bool) -> None:
        """Turn touch-move enforcement on or off."""
        self.touch_move = enabled
        self._touched.clear()
        self.position_changed.emit()

    @property
    def can_undo(self) -> bool:
        """Undo is allowed unless touch-move is enforced (no undo in formal play)."""
        return not self.touch_move and bool(self.game.moves)

    def undo(self) -> bool:
        """Take back the last move (not with touch-move on)."""
        if not self.can_undo:
            return False
        self.game.pop()
        self._after_history_change()
        return True

    def resign(self) -> Outcome:
        """The side to move resigns."""
        outcome = self.game.resign(self.game.board.turn)
        self._after_history_change()
        return outcome

    def agree_draw(self) -> Outcome:
        """Both sides agree to a draw."""
        outcome = self.game.agree_draw()
        self._after_history_change()
        return outcome

    # ----- history browsing --------------------------------------------------------------------
    @property
    def view_ply(self) -> int:
        """Number of moves played in the position shown."""
        return len(self.game.moves) if self._view_ply is None else self._view_ply

    @property
    def browsing(self) -> bool:
        """True while an earlier position is shown (the board is read-only)."""
        return self._view_ply is not None

    def show_ply(self, ply: int) -> None:
        """Show the position after `ply` moves (0 = start; the last ply returns to live play)."""
        total = len(self.game.moves)
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
        while len(board._stack) > self._view_ply:
            board.pop()
        return board

    # ----- snapshot for the view ---------------------------------------------------------------
    def snapshot(self) -> BoardSnapshot:
        """Values the board view renders."""
        board = self.shown_board()
        targets: set[int] = set()
        captures: set[int] = set()
        if self._selected is not None:
            for move in self._allowed_moves_from(self._selected):
                (captures if board.piece_at(move.to_sq) else targets).add(move.to_sq)
        check = board.king_square(board.turn) if board.is_check() else None
        return BoardSnapshot(board.fen(), self._selected, frozenset(targets), frozenset(captures),
                             board.peek(), check, self.browsing or self.game.is_over(), tuple(self._touched),
                             None if self.browsing else self._hint)

    def set_hint(self, move: Move | None) -> None:
        """Show the computer's suggested move (until the position changes)."""
        self._hint = move if move is None or self.game.board.is_legal(move) else None
        self.position_changed.emit()

    def touch_state(self) -> TouchRule:
        """The touch-move obligation now (case '' when nothing is touched or touch-move is off)."""
        if not self.touch_move:
            return touch_rule(self.game.board, [])
        return touch_rule(self.game.board, self._touched)

    # ----- input -------------------------------------------------------------------------------
    def click(self, sq: int) -> None:
        """A click on a board point: select, touch, or move to it."""
        if self.browsing or self.game.is_over():
            return
        board = self.game.board
        piece = board.piece_at(sq)
        own = piece is not None and piece.color == board.turn
        if self._selected is not None and not own:
            self._try_move(Move(self._selected, sq), touched_target=piece is not None)
            return
        if self._selected is not None and sq == self._selected:
            if not self.touch_move:
                self._selected = None
                self.position_changed.emit()
            return
        if piece is None:
            return
        if self.touch_move:
            self._touch(sq)
            return
        if own:
            self._selected = sq
            self.position_changed.emit()
        else:
            self.illegal_attempt.emit(f"that is {piece.color}'s {piece.kind}; it is {board.turn}'s turn")

    def drag(self, from_sq: int, to_sq: int) -> None:
        """A piece dragged from one point to another."""
        if self.browsing or self.game.is_over():
            return
        piece = self.game.board.piece_at(from_sq)
        if piece is None or piece.color != self.game.board.turn:
            return
        if self.touch_move and from_sq not in self._touched:
            self._touch(from_sq)
            if self._selected != from_sq:
                return
        self._selected = from_sq
        self._try_move(Move(from_sq, to_sq), touched_target=self.game.board.piece_at(to_sq) is not None)

    def play(self, move: Move) -> bool:
        """Play a move from outside the board (the AI, a test); returns True if played."""
        if self.browsing or self.game.is_over():
            return False
        return self._commit(move)

    # ----- internals ---------------------------------------------------------------------------
    def _touch(self, sq: int) -> None:
        board = self.game.board
        piece = board.piece_at(sq)
        own = piece.color == board.turn
        current = touch_rule(board, self._touched)
        if own and current.own is not None and current.own != sq:
            if any(m.from_sq == sq for m in current.allowed):  # c-3 / d-2: another piece must capture
                self._selected = sq
                self.position_changed.emit()
            else:
                self.touch_notice.emit(current)
            return
        if sq not in self._touched:
            self._touched.append(sq)
        rule = touch_rule(board, self._touched)
        if own:
            self._selected = sq
        self.touch_notice.emit(rule)
        if rule.foul:
            self._touched.clear()
            self._selected = None
        elif not own and self._selected is None and len({m.from_sq for m in rule.allowed}) == 1:
            self._selected = next(iter(rule.allowed)).from_sq
        self.position_changed.emit()

    def _allowed_moves_from(self, sq: int) -> list[Move]:
        moves = [m for m in self.game.board.legal_moves() if m.from_sq == sq]
        if self.touch_move and self._touched:
            allowed = touch_rule(self.game.board, self._touched).allowed
            moves = [m for m in moves if m in allowed]
        return moves

    def _try_move(self, move: Move, touched_target: bool) -> None:
        board = self.game.board
        if self.touch_move:
            if touched_target and move.to_sq not in self._touched:
                self._touched.append(move.to_sq)
            rule = touch_rule(board, self._touched)
            if move not in rule.allowed:
                if not board.is_legal(move) and not touched_target:
                    self._explain(move)
                else:
                    self.touch_notice.emit(rule)
                if rule.foul:
                    self._touched.clear()
                    self._selected = None
                self.position_changed.emit()
                return
        elif not board.is_legal(move):
            self._explain(move)
            return
        self._commit(move)

    def _explain(self, move: Move) -> None:
        try:
            self.game.board.copy().push(move)
        except IllegalMoveError as err:
            reason = str(err).split(": ", 1)[-1]
            self.illegal_attempt.emit(reason)

    def _commit(self, move: Move) -> bool:
        if not self.game.board.is_legal(move):
            self._explain(move)
            return False
        if self.game.ruleset == "asian":
            warning = self.game.would_violate(move)
            if warning is not None and warning.winner is not None and warning.winner != self.game.board.turn:
                if not self._confirm("violation", warning):
                    self._selected = None
                    self.position_changed.emit()
                    return False
        self.game.push(move)
        self._reset_interaction()
        self.move_made.emit(move)
        self.history_changed.emit()
        self.position_changed.emit()
        self._announce_outcome()
        return True

    def _reset_interaction(self) -> None:
        self._selected = None
        self._touched.clear()
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


def move_texts(game: Game, notation: str, traditional: bool = False) -> list[str]:
    """The game's moves written in 'chinese', 'wxf' or 'iccs'."""
    board = Board(game.start_fen)
    texts = []
    for move in game.moves:
        texts.append(write_move(board, move, notation, traditional))
        board.push(move)
    return texts
