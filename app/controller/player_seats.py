"""Who plays which side: starts the right Player when it is its turn and plays its move.

Seats replaces the old AiPlayer. Each colour has a seat holding a Player (a HumanPlayer unless the
computer or an engine is seated there). When the position changes, a job started for the old
position is cancelled and the side to move's player is started on a copy of the game; its
move_ready is played through GameController.play only if it answers the job and position it was
asked about. Hints (a short search for the side to move, shown and never played), move-now (the
player delivers its best move so far) and computer-vs-computer (a computer on both seats) go through
the same Player interface. A computer that answers its turn with no move although the position has
legal moves (an engine's bare ``bestmove``, ``bestmove (none)``, ``nobestmove``) has failed: its
side is handed to the person at the board (``gave_up``), so the game never waits on it.

The computer is whatever the factory makes for a level and an opening book (by default the built-in
AI through app.engines: app.controller.player_engine.builtin_player); a new level or book is handed
to the seated computer as engine options (Player.configure), which it applies before its next search.
A failure reaches ``error`` as the player's error value (an EngineError), for the view to word.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from app.engines import EngineError, builtin_options
from app.engines.values import Info, Limit, PlayResult, Score
from app.model.enums import Color

from .game_controller import GameController
from .player import HumanPlayer, Player
from .player_engine import builtin_player

ComputerFactory = Callable[[str, str | None], Player]     # (level, opening book) -> a computer player

HINT_LEVEL = "master"
DRAW_MIN_PLIES = 40          # the computer considers no draw offer in the first 20 moves


@dataclass(frozen=True)
class _Job:
    player: Player
    job: int
    state: tuple[int, int]      # (moves played, position key) when it was started
    started: float = 0.0        # when it was started (the `now` source of Seats)
    limit: Limit | None = None


class Seats(QObject):
    """The players of both sides of a GameController's game; also answers hint requests."""

    thinking_changed = Signal(bool)      # True while a computer player searches for a move to play
    info = Signal(object)                # Info streamed by the computer player thinking now
    hint_ready = Signal(object)          # Move (or None) suggested for the side to move
    error = Signal(object)               # a player failed: its EngineError
    resigned = Signal(str)               # colour of a computer that resigned a hopeless position
    gave_up = Signal(str, str)           # colour, player name: it gave no move; that side is now the user's

    def __init__(self, game: GameController, computer_factory: ComputerFactory | None = None,
                 parent: QObject | None = None, now: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.game = game
        self.level = "master"
        self.time_limit = 2.0
        self.hint_time = 1.0
        self.min_move_time = 0.0         # a computer's move is shown no sooner than this (watchable CvC)
        self.resign_moves = 3            # resign after this many own moves scored <= -resign_cp (0: never)
        self.resign_cp = 900
        self.book: str | None = None     # the computer's opening book (see app.engines.builtin_options)
        self.limit_source: Callable[[str], Limit | None] = lambda _color: None   # the clock's limit
        self.paused = False
        self._now = now
        self._scores: dict[str, list[Score | None]] = {Color.RED: [], Color.BLACK: []}
        self._pending: QTimer | None = None
        self._factory: ComputerFactory = computer_factory or (lambda level, book: builtin_player(level, book))
        self._human = HumanPlayer("human", self)
        self._seats: dict[str, Player] = {Color.RED: self._human, Color.BLACK: self._human}
        self._computer: Player | None = None
        self._second: Player | None = None     # Black's built-in computer when it plays at another level
        self._hinter: Player | None = None
        self._wired: set[int] = set()
        self._move: _Job | None = None
        self._hint: _Job | None = None
        self._wire(self._human)
        game.position_changed.connect(self._on_position)

    # ----- seating -----------------------------------------------------------------------------
    def configure(self, sides: set[str], level: str, time_limit: float, black_level: str | None = None) -> None:
        """Seat the built-in computer on `sides` ('red', 'black') at `level`, `time_limit` s a move; with
        `black_level` (computer against computer), Black's computer plays at that level."""
        self.level = level
        self.time_limit = time_limit
        computer = None
        if sides:
            computer = self._computer = self._at_level(self._computer, level)
        seats: dict[str, Player] = {color: computer if color in sides and computer else self._human
                                    for color in (Color.RED, Color.BLACK)}
        if black_level is not None and black_level != level and Color.BLACK in sides:
            seats[Color.BLACK] = self._second = self._at_level(self._second, black_level)
        self.seat_all(seats)

    def _at_level(self, player: Player | None, level: str) -> Player:
        """A built-in computer at `level`: `player` set to it, or a new one when there is none yet."""
        if player is None:
            return self._factory(level, self.book)
        player.configure(**builtin_options(level, self.book))
        return player

    def set_book(self, spec: str | None) -> None:
        """The opening book the computer plays from (see app.engines.builtin_options), from its next move."""
        self.book = spec
        for computer in (self._computer, self._second):
            if computer is not None:
                computer.configure(**builtin_options(None, spec))

    def seat(self, color: str, player: Player | None) -> None:
        """Put `player` on one side (None: a human); starts it if it is that side's turn."""
        self.seat_all({**self._seats, color: player or self._human})

    def seat_all(self, seats: dict[str, Player]) -> None:
        """Seat players on both sides at once (the running job is dropped, then the side to move starts)."""
        self.cancel()
        for player in seats.values():
            self._wire(player)
        self._seats = {Color.RED: seats[Color.RED], Color.BLACK: seats[Color.BLACK]}
        self._on_position()

    def player(self, color: str) -> Player:
        """Who plays `color`."""
        return self._seats[Color(color)]

    @property
    def sides(self) -> set[str]:
        """The colours not played by a human at the board."""
        return {str(color) for color, player in self._seats.items() if not player.is_human}

    @property
    def thinking(self) -> bool:
        """True while a computer player searches for a move to play."""
        return self._move is not None and not self._move.player.is_human

    def is_computer_turn(self) -> bool:
        """True if the side to move is not played at the board (and the game goes on, live)."""
        game = self.game.game
        return game.board.turn in self.sides and not game.is_over() and not self.game.browsing

    def set_paused(self, paused: bool) -> None:
        """Pause (the thinking computer is dropped, nobody is started) or resume (the side to move starts)."""
        self.paused = paused
        if paused:
            self.cancel()
        else:
            self._on_position()

    def reset_scores(self) -> None:
        """Forget the computers' evaluations (a new game)."""
        self._scores = {Color.RED: [], Color.BLACK: []}

    def last_score(self, color: str) -> Score | None:
        """The last evaluation a computer on `color` reported for its own move (its view), or None."""
        scores = self._scores[Color(color)]
        return scores[-1] if scores else None

    def answer_draw(self, offering: str) -> bool | None:
        """A computer's answer to a draw offered by `offering` (None: a person answers): yes only after
        the first 20 moves and when its own last evaluation says level or worse for it."""
        other = Color(offering).other
        if self.player(other).is_human:
            return None
        if self.game.game.board.ply < DRAW_MIN_PLIES:
            return False
        score = self.last_score(other)
        if score is None:
            return False
        if score.mate is not None:
            return score.mate <= 0
        return (score.cp or 0) <= 0

    # ----- actions -----------------------------------------------------------------------------
    def move_now(self) -> None:
        """Make the computer thinking now play its best move so far."""
        if self.thinking and self._move is not None:
            self._move.player.stop()

    def hint(self) -> None:
        """Search briefly for the side to move and report the suggestion (hint_ready); plays nothing."""
        if self.thinking or self.game.game.is_over():
            return
        if self._hint is not None:
            self._hint.player.cancel()
        if self._hinter is None:
            self._hinter = self._factory(HINT_LEVEL, None)      # the strongest level, searching (no book)
        hinter = self._hinter
        self._wire(hinter)
        job = hinter.start(self.game.game.copy(), Limit(time=self.hint_time))
        self._hint = _Job(hinter, job, self._state())

    def set_hinter(self, player: Player | None) -> None:
        """Who answers hints: `player` (e.g. the engine chosen as opponent), or None for the built-in AI."""
        if self._hint is not None:
            self._hint.player.cancel()
            self._hint = None
        old = self._hinter
        self._hinter = player
        if old is not None and old is not player and old not in self._seats.values() and old is not self._computer:
            old.close()

    def cancel(self) -> None:
        """Drop the running move search and hint (their results are never used)."""
        was_thinking = self.thinking
        for job in (self._move, self._hint):
            if job is not None:
                job.player.cancel()
        self._move = self._hint = None
        self._drop_pending()
        if was_thinking:
            self.thinking_changed.emit(False)

    def close(self) -> None:
        """End every player's worker."""
        self.cancel()
        for player in {id(p): p for p in (self._computer, self._second, self._hinter, *self._seats.values())
                       if p}.values():
            player.close()
        self._computer = self._second = self._hinter = None

    # ----- internals ---------------------------------------------------------------------------
    def _state(self) -> tuple[int, int]:
        game = self.game.game
        return game.board.ply, game.board.key

    def _wire(self, player: Player) -> None:
        if id(player) in self._wired:
            return
        self._wired.add(id(player))
        player.info.connect(lambda job, info, p=player: self._on_info(p, job, info))
        player.move_ready.connect(lambda job, result, p=player: self._on_move(p, job, result))
        player.failed.connect(lambda job, error, p=player: self._on_failed(p, job, error))

    def _on_position(self) -> None:
        state = self._state()
        if self._hint is not None and self._hint.state != state:
            self._hint.player.cancel()
            self._hint = None
        if self._move is not None and self._move.state != state:
            was_thinking = self.thinking
            self._move.player.cancel()
            self._move = None
            self._drop_pending()
            if was_thinking:
                self.thinking_changed.emit(False)
        if self._move is None:
            self._start_turn()

    def _start_turn(self) -> None:
        game = self.game.game
        if game.is_over() or self.game.browsing or self.paused:
            return
        player = self._seats[Color(game.board.turn)]
        limit = self.limit_source(game.board.turn) or Limit(time=self.time_limit)
        job = player.start(game.copy(), limit)
        self._move = _Job(player, job, self._state(), self._now(), limit)
        if not player.is_human:
            self.thinking_changed.emit(True)

    def _current(self, which: _Job | None, player: Player, job: int) -> bool:
        return which is not None and which.player is player and which.job == job and which.state == self._state()

    def _on_info(self, player: Player, job: int, info: Info) -> None:
        if self._current(self._move, player, job):
            self.info.emit(info)

    def _on_move(self, player: Player, job: int, result: PlayResult) -> None:
        if self._current(self._hint, player, job):
            self._hint = None
            self.hint_ready.emit(result.move)
        if not self._current(self._move, player, job) or self._pending is not None:
            return                          # stale: asked about another position
        if result.move is None and not player.is_human and self.game.game.board.legal_moves():
            self._hand_over(player)
            return
        if player.is_human:
            self._move = None
            self._play(result)
            return
        delay = self._pace_delay(self._move) if self._move is not None else 0.0
        if delay <= 0:
            self._deliver(result)
            return
        self._pending = QTimer(self)        # watchable: the move is shown no sooner than min_move_time
        self._pending.setSingleShot(True)
        self._pending.timeout.connect(lambda r=result: self._deliver(r))
        self._pending.start(int(delay * 1000))

    def _pace_delay(self, job: _Job) -> float:
        delay = self.min_move_time - (self._now() - job.started)
        limit = job.limit
        if limit is not None and limit.time is None and limit.red_clock is not None:
            clock = limit.red_clock if self.game.game.board.turn == Color.RED else limit.black_clock
            delay = min(delay, 0.05 * (clock or 0.0))   # pacing never costs a timed game much clock
        return delay

    def _drop_pending(self) -> None:
        if self._pending is not None:
            self._pending.stop()
            self._pending.deleteLater()
            self._pending = None

    def _deliver(self, result: PlayResult) -> None:
        self._drop_pending()
        color = self.game.game.board.turn
        self._move = None
        self.thinking_changed.emit(False)
        if self.game.game.is_over():        # e.g. its flag fell while the move was held back
            return
        self._scores[color].append(result.info.score if result.info is not None else None)
        if self._hopeless(color):
            self.game.resign()
            self.resigned.emit(str(color))
            return
        self._play(result)

    def _hopeless(self, color: str) -> bool:
        if self.resign_moves <= 0:
            return False
        recent = self._scores[Color(color)][-self.resign_moves:]
        if len(recent) < self.resign_moves:
            return False
        return all(s is not None and (s.mate is not None and s.mate <= 0 or s.mate is None and (s.cp or 0)
                                      <= -self.resign_cp) for s in recent)

    def _play(self, result: PlayResult) -> None:
        if result.move is not None and not self.game.play(result.move):
            return                          # (browsing: the turn starts again on returning live)

    def _hand_over(self, player: Player) -> None:
        """The computer to move gave no move: the person at the board plays its side from now on."""
        color = str(self.game.game.board.turn)
        self._move = None
        self.thinking_changed.emit(False)
        self.seat(color, None)
        self.gave_up.emit(color, player.name)

    def _on_failed(self, player: Player, job: int, error: EngineError) -> None:
        if self._current(self._hint, player, job):
            self._hint = None
            self.error.emit(error)
        if self._current(self._move, player, job):
            self._move = None
            self.thinking_changed.emit(False)
            self.error.emit(error)
