"""A tournament on disk: the PGN file of its finished games and the state file beside it.

Each game is appended to the PGN as it finishes (and flushed to disk), then the state file
(``GAMES.pgn.tournament.json``: the settings, the opening suite, every finished game's summary and the
PGN's length after it) is rewritten atomically (app.formats.atomic). A tournament killed at any moment
resumes from the two: the PGN is cut back to the length the state file recorded (a game written but not
yet recorded, or half written, is dropped and played again), and the finished games are not replayed.

PGN of a game: the usual headers (Event, Date, Round = the game's number, Red, Black, Result, Ruleset,
Termination and Rule as app.formats.game_record writes them; for adjudication and engine failures
Termination is 'adjudication', 'abandoned', 'stalled connection' or 'rules infraction'), TimeControl,
ECCO for an opening drawn by code; each engine move's comment holds its score (``[%eval 0.35]``, Red's
view, pawns) and the mover's clock after it (``[%clk 0:00:58.3]``); the opening's last move is marked
"book"; a game ended otherwise than by the rules says why in a comment after its last move.
"""

from __future__ import annotations

import datetime
import json
import os
from dataclasses import dataclass
from typing import Any

from app.engines.annotate import with_eval
from app.formats import GameTree, dumps_pgn, read_games
from app.formats.atomic import atomic_write_bytes
from app.model.clock_comment import with_clock
from app.model.enums import Rule, RuleBook
from app.model.stored_json import read_stored_json
from app.model.time_control import time_control_headers

from .config import TournamentSettings
from .openings import StartLine
from .played import Ending, PlayedGame
from .results import GameResult

STATE_FORMAT = 1
STATE_SUFFIX = ".tournament.json"


class StoreError(ValueError):
    """A state file or PGN that cannot be resumed from; the message says why."""


@dataclass(frozen=True)
class SavedTournament:
    """What a state file holds."""

    settings: TournamentSettings
    openings: tuple[StartLine, ...]
    results: tuple[GameResult, ...]
    pgn_size: int


def state_path(pgn: str) -> str:
    """The state file of a tournament's PGN."""
    return pgn + STATE_SUFFIX


def game_tree(game: PlayedGame, settings: TournamentSettings, date: datetime.date | None = None) -> GameTree:
    """The PGN record of a finished game (see the module doc)."""
    day = date or datetime.date.today()
    headers = {"Event": settings.event, "Site": "", "Date": day.strftime("%Y.%m.%d"), "Round": str(game.number),
               "Red": game.red, "Black": game.black, "Result": game.result}
    if game.opening.name and game.opening.name[:1] in "ABCDE" and len(game.opening.name) == 3:
        headers["ECCO"] = game.opening.name
    headers["Ruleset"] = settings.ruleset.value
    headers["Termination"] = game.termination
    if _cites_rule(game.rule):
        headers["Rule"] = game.rule
    if settings.time.clocked:
        headers |= time_control_headers(settings.time.control)
    else:
        headers["TimeControl"] = "-"
        headers["EngineLimit"] = str(settings.time)
    tree = GameTree(game.opening.fen, headers)
    node = tree.root
    for text in game.opening.moves:
        node = tree.add_move(node, text)
    if game.opening.moves:
        node.comment = "book"
    for i, text in enumerate(game.moves):
        node = tree.add_move(node, text)
        comment = with_eval("", game.evals[i] if i < len(game.evals) else None)
        clock = game.clocks[i] if i < len(game.clocks) else None
        node.comment = with_clock(comment, clock)
    if game.ending is not Ending.RULES:
        why = f"{game.ending.value}: {game.detail}" if game.detail else game.ending.value
        node.comment = f"{node.comment} {why}".strip()
    return tree


def _cites_rule(rule: str) -> bool:
    """True for a rule of a rule book (not resignation, agreement or time)."""
    try:
        return Rule(rule).book is not RuleBook.NONE
    except ValueError:
        return bool(rule)


class TournamentStore:
    """The PGN and state file of one tournament (see the module doc)."""

    def __init__(self, pgn: str) -> None:
        self.pgn = pgn
        self.state = state_path(pgn)
        self._settings: TournamentSettings | None = None
        self._openings: tuple[StartLine, ...] = ()
        self._results: list[GameResult] = []
        self._size = 0

    def exists(self) -> bool:
        """True if a tournament was saved here."""
        return os.path.exists(self.state)

    def create(self, settings: TournamentSettings, openings: list[StartLine]) -> None:
        """Start a new tournament here (games are appended after what the PGN holds already)."""
        self._settings, self._openings, self._results = settings, tuple(openings), []
        self._size = os.path.getsize(self.pgn) if os.path.exists(self.pgn) else 0
        self._save()

    def load(self) -> SavedTournament:
        """The saved tournament, its PGN cut back to the games the state recorded (StoreError)."""
        try:
            with open(self.state, "rb") as fh:
                data = read_stored_json(fh.read())      # ValueError: not JSON, too deep, a number out of range
            if not isinstance(data, dict) or data.get("format") != STATE_FORMAT:
                raise StoreError(f"{self.state}: not a tournament state file of format {STATE_FORMAT}")
            settings = TournamentSettings.from_dict(data["settings"])
            openings = tuple(StartLine.from_dict(o) for o in data["openings"])
            results = [GameResult.from_dict(r) for r in data["games"]]
            size = int(data["pgn_size"])
        except OSError as err:
            raise StoreError(f"cannot read {self.state}: {err.strerror or err}") from None
        except (KeyError, TypeError, ValueError) as err:
            raise StoreError(f"{self.state} is damaged: {err}") from None
        self._cut_pgn(size)
        self._settings, self._openings, self._results, self._size = settings, openings, results, size
        return SavedTournament(settings, openings, tuple(results), size)

    def _cut_pgn(self, size: int) -> None:
        have = os.path.getsize(self.pgn) if os.path.exists(self.pgn) else 0
        if have < size:
            raise StoreError(f"{self.pgn} is shorter than the state file says ({have} < {size} bytes)")
        if have > size:
            with open(self.pgn, "r+b") as fh:
                fh.truncate(size)
                fh.flush()
                os.fsync(fh.fileno())

    def add(self, game: PlayedGame) -> GameResult:
        """Append a finished game to the PGN, then record it in the state file."""
        if self._settings is None:
            raise RuntimeError("create() or load() the tournament first")
        text = dumps_pgn(game_tree(game, self._settings), self._settings.notation)
        payload = (("\n" if self._size else "") + text).encode("utf-8")
        with open(self.pgn, "ab") as fh:
            fh.truncate(self._size)
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
        self._size += len(payload)
        result = GameResult.of(game)
        self._results.append(result)
        self._save()
        return result

    @property
    def results(self) -> list[GameResult]:
        """The finished games, in the order they finished."""
        return list(self._results)

    def _save(self) -> None:
        assert self._settings is not None
        data: dict[str, Any] = {"format": STATE_FORMAT, "settings": self._settings.to_dict(),
                                "openings": [o.to_dict() for o in self._openings],
                                "games": [r.to_dict() for r in self._results], "pgn_size": self._size}
        atomic_write_bytes(self.state, json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))

    def read_game(self, number: int) -> GameTree | None:
        """The game numbered `number` as the PGN holds it (its Round tag), or None."""
        for tree in read_games(self.pgn):
            if tree.headers.get("Round") == str(number):
                return tree
        return None


__all__ = ["TournamentStore", "SavedTournament", "StoreError", "game_tree", "state_path",
           "STATE_SUFFIX"]
