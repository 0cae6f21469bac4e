"""One board-input path: selection, click and drag, trying a move, why it is illegal, touch-move.

QtCore only. A controller (play, study, later puzzles) composes a ``BoardInput`` and gives it the board
to play on (a callable: the board changes as games are started or browsed), a ``commit`` callback that
plays a legal move for real, and optionally an ``accepts`` predicate (False while the board is
read-only). The input piece never changes the board itself; it reports facts:

- ``changed``: the selection or the touched pieces changed (the board needs redrawing);
- ``illegal_attempt(IllegalMoveError)``: the error itself, a value the view words;
- ``touch_notice(TouchRule)``: the touch-move obligation or a technical foul.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from app.model import Board, IllegalMoveError, Move
from app.model.enums import Color, PieceKind
from app.model.errors import IllegalMoveError as ReasonedIllegalMoveError
from app.model.errors import IllegalReason
from app.model.touch import TouchRule, touch_rule


@dataclass(frozen=True)
class InputMarks:
    """What the board shows of the input: the selected point, its targets and captures, touched pieces."""

    selected: int | None
    targets: frozenset[int]
    captures: frozenset[int]
    touched: tuple[int, ...]


class BoardInput(QObject):
    """Turns clicks and drags on a board into moves handed to `commit` (or reasons why not)."""

    changed = Signal()
    illegal_attempt = Signal(object)       # IllegalMoveError (the exception object, a value)
    touch_notice = Signal(object)          # TouchRule

    def __init__(self, board: Callable[[], Board], commit: Callable[[Move], object],
                 accepts: Callable[[], bool] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._board = board
        self._commit = commit
        self._accepts = accepts or (lambda: True)
        self.touch_move = False
        self._selected: int | None = None
        self._touched: list[int] = []

    # ----- state ---------------------------------------------------------------------------------
    @property
    def selected(self) -> int | None:
        """The selected point, or None."""
        return self._selected

    @property
    def touched(self) -> tuple[int, ...]:
        """The pieces touched so far this turn (touch-move only), in order."""
        return tuple(self._touched)

    def set_touch_move(self, enabled: bool) -> None:
        """Turn touch-move enforcement on or off (forgets what was touched)."""
        self.touch_move = enabled
        self._touched.clear()

    def clear(self) -> None:
        """Forget the selection and the touched pieces (no signal: the caller redraws)."""
        self._selected = None
        self._touched.clear()

    def deselect(self) -> None:
        """Drop the selection and announce it."""
        self._selected = None
        self.changed.emit()

    def cancel(self) -> None:
        """Escape: drop the selection, unless touch-move holds the player to the touched piece."""
        if self._selected is not None and not (self.touch_move and self._touched):
            self.deselect()

    def touch_state(self) -> TouchRule:
        """The touch-move obligation now (case '' when nothing is touched or touch-move is off)."""
        return touch_rule(self._board(), self._touched if self.touch_move else [])

    def allowed_moves_from(self, sq: int) -> list[Move]:
        """Legal moves of the piece on `sq` (narrowed by the touch-move obligation)."""
        board = self._board()
        moves = [m for m in board.legal_moves() if m.from_sq == sq]
        if self.touch_move and self._touched:
            allowed = touch_rule(board, self._touched).allowed
            moves = [m for m in moves if m in allowed]
        return moves

    def marks(self) -> InputMarks:
        """The selection with its targets (empty points) and captures, and the touched pieces."""
        board = self._board()
        targets: set[int] = set()
        captures: set[int] = set()
        if self._selected is not None:
            for move in self.allowed_moves_from(self._selected):
                (captures if board.piece_at(move.to_sq) else targets).add(move.to_sq)
        return InputMarks(self._selected, frozenset(targets), frozenset(captures), tuple(self._touched))

    # ----- input ---------------------------------------------------------------------------------
    def click(self, sq: int) -> None:
        """A click on a board point: select, touch, or move to it."""
        if not self._accepts():
            return
        board = self._board()
        piece = board.piece_at(sq)
        own = piece is not None and piece.color == board.turn
        if self._selected is not None and not own:
            self._try_move(Move(self._selected, sq), touched_target=piece is not None)
            return
        if self._selected is not None and sq == self._selected:
            if not self.touch_move:
                self.deselect()
            return
        if piece is None:
            return
        if self.touch_move:
            self._touch(sq)
        elif own:
            self._selected = sq
            self.changed.emit()
        else:
            self.illegal_attempt.emit(ReasonedIllegalMoveError(
                IllegalReason.WRONG_TURN, square=sq, color=Color(piece.color), kind=PieceKind(piece.kind),
                turn=Color(board.turn)))

    def drag(self, from_sq: int, to_sq: int) -> None:
        """A piece dragged from one point to another."""
        if not self._accepts():
            return
        board = self._board()
        piece = board.piece_at(from_sq)
        if piece is None or piece.color != board.turn:
            return
        if self.touch_move and from_sq not in self._touched:
            self._touch(from_sq)
            if self._selected != from_sq:
                return
        self._selected = from_sq
        self._try_move(Move(from_sq, to_sq), touched_target=board.piece_at(to_sq) is not None)

    def explain(self, move: Move) -> None:
        """Announce why `move` is illegal on the board (nothing if it is legal)."""
        try:
            self._board().copy().push(move)
        except IllegalMoveError as err:
            self.illegal_attempt.emit(err)

    # ----- internals -----------------------------------------------------------------------------
    def _touch(self, sq: int) -> None:
        board = self._board()
        piece = board.piece_at(sq)
        own = piece is not None and piece.color == board.turn
        current = touch_rule(board, self._touched)
        if own and current.own is not None and current.own != sq:
            if any(m.from_sq == sq for m in current.allowed):  # c-3 / d-2: another piece must capture
                self._selected = sq
                self.changed.emit()
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
            self.clear()
        elif not own and self._selected is None and len({m.from_sq for m in rule.allowed}) == 1:
            self._selected = next(iter(rule.allowed)).from_sq
        self.changed.emit()

    def _try_move(self, move: Move, touched_target: bool) -> None:
        board = self._board()
        if self.touch_move:
            if touched_target and move.to_sq not in self._touched:
                self._touched.append(move.to_sq)
            rule = touch_rule(board, self._touched)
            if move not in rule.allowed:
                if not board.is_legal(move) and not touched_target:
                    self.explain(move)
                else:
                    self.touch_notice.emit(rule)
                if rule.foul:
                    self.clear()
                self.changed.emit()
                return
        elif not board.is_legal(move):
            self.explain(move)
            return
        self._commit(move)


__all__ = ["BoardInput", "InputMarks"]
