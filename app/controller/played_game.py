"""The played game as a document: its extra headers (handicap, time control), where it was saved,
whether it has changed since, and writing it as PGN (players, date, ruleset, result, termination,
[%clk] times). QtCore-free; main.py asks the user and calls `save`.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from pathlib import Path

from app.formats import game_record, write_pgn
from app.model import Game
from app.model.clock_comment import set_line_clocks
from app.model.enums import Color
from app.model.handicap import Handicap, handicap_of, match_winner
from app.model.handicap import headers as handicap_headers
from app.model.time_control import TimeControl, time_control_headers
from app.model.tree import GameTree


def player_name(color: str, computer_sides: Iterable[str], level: str) -> str:
    """'Computer (master)' for a side the computer plays, else 'Red' / 'Black'."""
    if str(color) in {str(c) for c in computer_sides}:
        return f"Computer ({level})"
    return "Red" if Color(color) is Color.RED else "Black"


class PlayedGame:
    """Bookkeeping for saving the game on the board."""

    def __init__(self) -> None:
        self.headers: dict[str, str] = {}
        self.path: str | None = None
        self._saved_state: tuple[object, ...] | None = None    # saved (or discarded) as it was then

    def start(self, red_tc: TimeControl | None = None, black_tc: TimeControl | None = None,
              handicap: Handicap = Handicap.NONE, giver: Color = Color.RED) -> None:
        """A new game: its handicap and time control headers; not saved anywhere yet."""
        self.headers = dict(handicap_headers(handicap, giver))
        self.headers.pop("FEN", None)     # game_record writes the start position itself
        self.headers.pop("SetUp", None)
        self.set_time_controls(red_tc, black_tc)
        self.path = None
        self._saved_state = None

    def set_time_controls(self, red_tc: TimeControl | None, black_tc: TimeControl | None = None) -> None:
        """Record the time controls (nothing for an untimed game)."""
        for name in ("TimeControl", "RedTimeControl", "BlackTimeControl"):
            self.headers.pop(name, None)
        if red_tc is not None and (red_tc.is_timed or (black_tc is not None and black_tc.is_timed)):
            self.headers.update(time_control_headers(red_tc, black_tc))

    def draw_odds_winner(self, game: Game) -> Color | None:
        """With draw odds, the receiver wins the match when the game is drawn; else None."""
        outcome = game.outcome()
        recorded = handicap_of(self.headers)
        if outcome is None or outcome.winner is not None or recorded is None or not recorded[0].draw_odds:
            return None
        return match_winner(None, recorded[0], recorded[1])

    @staticmethod
    def state(game: Game) -> tuple[object, ...]:
        """What saving records: the moves and the outcome."""
        return tuple(m.iccs for m in game.moves), game.outcome()

    def needs_saving(self, game: Game) -> bool:
        """True for a game with moves that changed since it was last saved or discarded."""
        return game.board.ply > 0 and self.state(game) != self._saved_state

    def discard(self, game: Game) -> None:
        """The user chose not to keep the game as it is now (later moves make it worth asking again)."""
        self._saved_state = self.state(game)

    def record(self, game: Game, red: str, black: str, clocks: list[float] | None = None,
               date: datetime.date | None = None) -> GameTree:
        """The game as a tree with every header (and [%clk] times on the moves if timed)."""
        tree = game_record(game, red=red, black=black, date=date or datetime.date.today())
        tree.headers.update(self.headers)
        if clocks:     # the clock may have started after the first moves (a restored game): align at the end
            clocks = clocks[-len(game.moves):]
            set_line_clocks(tree.mainline_nodes()[len(game.moves) - len(clocks):], clocks)
        return tree

    def save(self, game: Game, path: str, red: str, black: str, clocks: list[float] | None = None,
             notation: str = "chinese") -> None:
        """Write the game as PGN at `path` (atomically; OSError to the caller)."""
        write_pgn(self.record(game, red, black, clocks), Path(path), notation)
        self.path = path
        self._saved_state = self.state(game)
