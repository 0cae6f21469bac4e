"""Each move made on a study or puzzle board said aloud (when spoken moves are on) and announced to screen
readers, in the UI's language and the chosen notation, like the play window's moves.

A move is "made" when the board on show becomes the board before plus one move: a move played, or a
step forward through a game; going back, jumping, or a new puzzle say nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, SignalInstance

from app.model import Board
from app.model.notation import write_move
from app.view.access_texts import spoken_move
from app.view.board_access import announce
from app.view.board_view import BoardView
from app.view.speech import MoveSpeaker


def last_move_words(board: Board, notation: str, traditional: bool) -> str:
    """What is said for the last move on `board` ('Red: 炮二平五, check'); '' before the first move."""
    if not board.ply:
        return ""
    before = board.copy()
    move = before.pop()
    return spoken_move(str(before.turn), write_move(before, move, notation, traditional), board.is_check())


class MoveVoice(QObject):
    """Watches a board's position signal and says each move made on it in the notation its window
    shows (`notation()` gives the notation's name and whether Chinese is in traditional characters)."""

    def __init__(self, view: BoardView, changed: SignalInstance, shown: Callable[[], Board],
                 notation: Callable[[], tuple[str, bool]], speaker: Callable[[], MoveSpeaker]) -> None:
        super().__init__(view)
        self.view, self.shown, self.notation, self.speaker = view, shown, notation, speaker
        self._last = shown().copy()
        changed.connect(self.position_changed)

    def position_changed(self) -> None:
        """Say the move if the board on show is the one before plus one move."""
        board, last = self.shown(), self._last
        self._last = board.copy()
        if board.ply != last.ply + 1 or board.history_keys()[:-1] != last.history_keys():
            return
        said = last_move_words(board, *self.notation())
        self.speaker().speak(said)
        announce(self.view, said)
