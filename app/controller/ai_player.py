"""The computer player: runs the search in another process and plays its move when it is its turn.

A pure-Python search holds the GIL, so it runs in a worker process (app.ai.process.ProcessSearch);
a QTimer polls for the result, so the GUI thread never waits. Results of searches started for an
earlier position are dropped (the position key and move count are checked before playing).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from app.model import Move

from .game_controller import GameController

POLL_MS = 15


class AiPlayer(QObject):
    """Plays the sides it is given; also answers hint requests for the human side."""

    thinking_changed = Signal(bool)      # True while a search for a move runs
    hint_ready = Signal(object)          # Move or None
    error = Signal(str)

    def __init__(self, game: GameController, search_factory=None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.sides: set[str] = set()
        self.level = "master"
        self.time_limit = 2.0
        self.hint_time = 1.0
        self._factory = search_factory
        self._search = None
        self._purpose: str | None = None     # 'move' or 'hint'
        self._started_for: tuple[int, int] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        game.position_changed.connect(self._maybe_start)

    # ----- configuration -----------------------------------------------------------------------
    def configure(self, sides: set[str], level: str, time_limit: float) -> None:
        """Which sides the computer plays ('red', 'black'), its level and seconds per move."""
        self.cancel()
        self.sides = set(sides)
        self.level = level
        self.time_limit = time_limit
        self._maybe_start()

    @property
    def thinking(self) -> bool:
        """True while searching for a move to play."""
        return self._purpose == "move"

    def is_computer_turn(self) -> bool:
        """True if the side to move is played by the computer (and the game goes on)."""
        game = self.game.game
        return game.board.turn in self.sides and not game.is_over() and not self.game.browsing

    # ----- actions -----------------------------------------------------------------------------
    def move_now(self) -> None:
        """Stop thinking and play the best move found so far."""
        if self._search is not None and self._purpose == "move":
            self._search.stop()

    def hint(self) -> None:
        """Search briefly for the side to move and report the suggestion (hint_ready)."""
        if self._purpose == "move" or self.game.game.is_over():
            return
        self._start("hint", self.hint_time)

    def cancel(self) -> None:
        """Forget the running search (its result will be dropped)."""
        if self._search is not None and self._purpose is not None:
            self._search.stop()
        was_thinking = self._purpose == "move"
        self._purpose = None
        self._started_for = None
        self._timer.stop()
        if was_thinking:
            self.thinking_changed.emit(False)

    def close(self) -> None:
        """Stop the worker process."""
        self.cancel()
        if self._search is not None:
            self._search.close()
            self._search = None

    # ----- internals ---------------------------------------------------------------------------
    def _ensure_search(self):
        if self._search is None:
            if self._factory is None:
                from app.ai.process import ProcessSearch
                self._factory = ProcessSearch
            self._search = self._factory()
        return self._search

    def _maybe_start(self) -> None:
        if self._purpose is not None:
            state = (len(self.game.game.moves), self.game.game.board.key)
            if state != self._started_for:
                self.cancel()
        if self._purpose is None and self.is_computer_turn():
            self._start("move", self.time_limit)

    def _start(self, purpose: str, seconds: float) -> None:
        game = self.game.game
        search = self._ensure_search()
        self._purpose = purpose
        self._started_for = (len(game.moves), game.board.key)
        level = self.level if purpose == "move" else "master"
        search.start(game.start_fen, [m.iccs for m in game.moves], game.ruleset, level, seconds)
        self._timer.start()
        if purpose == "move":
            self.thinking_changed.emit(True)

    def _poll(self) -> None:
        if self._search is None or self._purpose is None:
            self._timer.stop()
            return
        try:
            result = self._search.poll()
        except RuntimeError as err:
            self.cancel()
            self.error.emit(str(err))
            return
        if result is None:
            return
        purpose, started_for = self._purpose, self._started_for
        self._purpose = None
        self._started_for = None
        self._timer.stop()
        game = self.game.game
        if started_for != (len(game.moves), game.board.key):
            self._maybe_start()  # stale: the position changed meanwhile
            return
        if purpose == "hint":
            self.hint_ready.emit(result.move)
            return
        self.thinking_changed.emit(False)
        if result.move is not None and isinstance(result.move, Move):
            self.game.play(result.move)
