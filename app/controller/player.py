"""One interface for anything that chooses moves: a human at the board, or an engine (the built-in AI
included: app.controller.player_engine.EnginePlayer).

QtCore only. A Player is asked to think about a position with a Limit; it streams progress as
Info, delivers its choice as a PlayResult and reports a failure as an error value::

    player.info.connect(on_info)               # (job, Info): each finished iteration
    player.move_ready.connect(on_move)         # (job, PlayResult)
    player.failed.connect(on_failed)           # (job, EngineError): what went wrong (the view words it)
    player.configure(Level="casual")           # engine options, from the next search on
    job = player.start(game, Limit(time=2.0))  # reads the game at once, keeps no reference to it
    player.stop()                              # deliver the best move found so far, soon
    player.cancel()                            # drop this job: nothing more is emitted for it
    player.close()                             # end its worker (process, thread) for good

Every start() gets a new job number and every signal carries it, so a listener can tell a result
for the position it asked about from a late one; the player itself emits nothing for a job that
was cancelled or replaced by a newer start().
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from app.engines.values import Limit
from app.model import Game


class Player(QObject):
    """Something that chooses moves; see the module docstring. Subclasses implement the methods."""

    info = Signal(int, object)          # job, Info
    move_ready = Signal(int, object)    # job, PlayResult
    failed = Signal(int, object)        # job, EngineError

    #: True if the moves come from the board (the player only marks whose turn it is).
    is_human = False

    def __init__(self, name: str = "", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._job = 0
        self._active = False

    @property
    def job(self) -> int:
        """The number of the last start() (0 before the first)."""
        return self._job

    @property
    def busy(self) -> bool:
        """True from start() until the move, the failure or cancel()."""
        return self._active

    def start(self, game: Game, limit: Limit) -> int:
        """Begin thinking about the game's current position; returns the job number."""
        raise NotImplementedError

    def stop(self) -> None:
        """Ask for the move now: move_ready follows with the best move found so far."""
        raise NotImplementedError

    def cancel(self) -> None:
        """Forget the running job: nothing more is emitted for it."""
        self._active = False

    def configure(self, **options: object) -> None:
        """Engine options by name (e.g. the built-in AI's Level, OwnBook, BookFile), applied before
        the next search; a player without options (a person) has nothing to set."""

    def close(self) -> None:
        """Release what the player holds (worker process, engine); it is not used again."""
        self.cancel()

    # ----- for subclasses ----------------------------------------------------------------------
    def _next_job(self) -> int:
        self._job += 1
        self._active = True
        return self._job


class HumanPlayer(Player):
    """A person at the board: the moves come from the board input, so start() only marks the turn
    and stop() has nothing to deliver."""

    is_human = True

    def start(self, game: Game, limit: Limit) -> int:
        """Mark that it is this player's turn."""
        return self._next_job()

    def stop(self) -> None:
        """Nothing to do: a person cannot be made to move."""
