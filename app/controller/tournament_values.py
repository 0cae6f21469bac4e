"""What the tournament window hands the tournament controller and gets back, as values (QtCore-free).

``TournamentRequest`` is the set-up as the user typed it (texts and numbers); ``settings_of`` reads it
into ``app.tournament`` settings (SettingError). ``Problem`` is why a tournament could not start or run:
a kind, the setting concerned and the error as a value (app.tournament's errors, a FileFailure), which
the view words (app/view/tournament_texts.py); nothing here reads an error's English. ``LiveGame`` is a game
under way, kept up to date from the tournament's MovePlayed events, its moves written in a notation.
``entrants`` lists who can play: the built-in levels and the engines of the engine list.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from app.ai.levels import LEVEL_NAMES
from app.engines import BUILTIN
from app.model import Board, Move
from app.model.enums import Ruleset
from app.model.errors import FileFailure
from app.model.notation import write_move
from app.tournament import (Adjudication, EngineSpec, Format, GameStarted, MovePlayed, SprtSettings, TimeSetting,
                            TournamentSettings)
from app.tournament.config import MAX_CONCURRENCY
from app.tournament.errors import (OpeningError, SettingError, SettingProblem, StoreError, StoreProblem,
                                   TournamentError, TournamentProblem)


@dataclass(frozen=True)
class TournamentRequest:
    """A tournament as set up in the window."""

    entrants: tuple[EngineSpec, ...]
    format: str = Format.ROUND_ROBIN.value
    games: int = 2
    time: str = "movetime=100ms"
    openings: str | None = None
    ruleset: str = "cxq"
    concurrency: int = 1
    pgn: str = ""
    adjudicate: str = ""            # resign=CP/MOVES draw=CP/MOVES[/FROM] maxmoves=N (any of them)
    sprt: str = ""                  # elo0=0 elo1=5 alpha=0.05 beta=0.05 (a match of two engines)
    notation: str = "chinese"
    margin: int | None = None       # milliseconds a move may come late (None: the default for the time)
    opening_plies: int = 8          # plies of each book or file line


def settings_of(request: TournamentRequest) -> TournamentSettings:
    """The tournament settings a request describes (SettingError)."""
    if request.concurrency < 1:
        raise SettingError("concurrency", SettingProblem.OUT_OF_RANGE, value=str(request.concurrency), low=1,
                           high=MAX_CONCURRENCY)
    if not request.pgn.strip():
        raise SettingError("pgn", SettingProblem.NO_PGN)
    return TournamentSettings(
        engines=request.entrants, format=Format(request.format), games=request.games,
        openings=request.openings or None, opening_plies=request.opening_plies, time=TimeSetting.parse(request.time),
        ruleset=_ruleset(request.ruleset), adjudication=Adjudication.parse(request.adjudicate.split()),
        sprt=SprtSettings.parse(request.sprt.split()) if request.sprt.strip() else None,
        margin=None if request.margin is None else request.margin / 1000.0, notation=request.notation)


def _ruleset(text: str) -> Ruleset:
    try:
        return Ruleset(text)
    except ValueError:
        raise SettingError("ruleset", SettingProblem.NOT_ONE_OF, value=text,
                           choices=tuple(r.value for r in Ruleset)) from None


class ProblemKind(StrEnum):
    """Why a tournament did not start or stopped with an error."""

    SETTING = "setting"          # a setting cannot be read (``setting`` names it)
    OPENINGS = "openings"        # the opening suite cannot be read
    SAVED = "saved"              # a tournament is saved with this PGN already, or its state is unreadable
    DAMAGED = "damaged"          # the saved tournament's state file is damaged (``field`` names where)
    CHANGED = "changed"          # the PGN was changed after the tournament wrote it (kept as it is)
    FILE = "file"                # the PGN file cannot be written
    ENGINES = "engines"          # an engine did not start
    FAILED = "failed"            # anything else that ended the tournament


@dataclass(frozen=True)
class Problem:
    """A problem to show: its kind, the setting it concerns ('' if none) and the error, a value the view
    words: a SettingError, OpeningError, StoreError or TournamentError, a FileFailure (the PGN or state
    file could not be written), or (FAILED) whatever else ended the tournament."""

    kind: ProblemKind
    setting: str = ""
    error: BaseException | FileFailure | None = None


_STORE_KINDS = {StoreProblem.DAMAGED: ProblemKind.DAMAGED, StoreProblem.PGN_CHANGED: ProblemKind.CHANGED}


def problem_of(error: BaseException) -> Problem:
    """The problem an exception from setting up or running a tournament stands for (by its type and kind)."""
    if isinstance(error, SettingError):
        return Problem(ProblemKind.SETTING, error.setting, error)
    if isinstance(error, OpeningError):
        return Problem(ProblemKind.OPENINGS, "openings", error)
    if isinstance(error, StoreError):
        return Problem(_STORE_KINDS.get(error.problem, ProblemKind.SAVED), "pgn", error)
    if isinstance(error, OSError):
        return Problem(ProblemKind.FILE, "pgn", FileFailure.of(error))
    if isinstance(error, TournamentError):
        kind = ProblemKind.ENGINES if error.problem is TournamentProblem.ENGINES else ProblemKind.FAILED
        return Problem(kind, "engine", error)
    return Problem(ProblemKind.FAILED, "", error)


# ----- who can play -----------------------------------------------------------------------------
def builtin_entrants() -> list[EngineSpec]:
    """The built-in engine at each of its levels (weakest first)."""
    return [EngineSpec(BUILTIN, level) for level in LEVEL_NAMES]


def option_text(value: object) -> str:
    """An engine option's value as the engine protocols write it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def external_entrant(name: str, command: str, protocol: str, values: dict[str, object]) -> EngineSpec:
    """An engine of the engine list, with the option values chosen for it there."""
    return EngineSpec(command, None, protocol if protocol in ("uci", "ucci") else "auto", name,
                      tuple((k, option_text(v)) for k, v in values.items()))


def score_text(cp: int | None, mate: int | None) -> str:
    """A score from Red's view: '+0.35' (pawns) or '-M4' (mated in 4)."""
    if mate is not None:
        return f"{'-' if mate < 0 else '+'}M{abs(mate)}"
    return f"{(cp or 0) / 100:+.2f}"


# ----- games under way --------------------------------------------------------------------------
@dataclass(frozen=True)
class LiveGame:
    """A game under way: the players, the position, the moves so far (written), the last score (Red's
    view, centipawns or a mate) and the clocks (None without a clock)."""

    number: int
    red: str
    black: str
    fen: str
    moves: tuple[str, ...]
    last: Move | None = None
    score: str = ""
    red_clock: float | None = None
    black_clock: float | None = None


class LiveBoards:
    """The games under way, updated from the tournament's events (one thread: the controller's)."""

    def __init__(self, notation: str = "chinese") -> None:
        self.notation = notation
        self._boards: dict[int, Board] = {}
        self.games: dict[int, LiveGame] = {}

    def started(self, event: GameStarted) -> LiveGame:
        """A game began from its opening."""
        board = Board.from_fen(event.opening.fen)
        texts = []
        for text in event.opening.moves:
            move = Move.from_iccs(text)
            texts.append(write_move(board, move, self.notation))
            board.push(move)
        self._boards[event.number] = board
        game = LiveGame(event.number, event.red, event.black, board.fen(), tuple(texts))
        self.games[event.number] = game
        return game

    def moved(self, event: MovePlayed) -> LiveGame | None:
        """A move was played (None for a game not known here)."""
        board, game = self._boards.get(event.number), self.games.get(event.number)
        if board is None or game is None:
            return None
        move = Move.from_iccs(event.move)
        text = write_move(board, move, self.notation)
        board.push(move)
        score = "" if event.score is None else score_text(event.score.cp, event.score.mate)
        game = replace(game, fen=event.fen, moves=game.moves + (text,), last=move, score=score,
                       red_clock=event.red_clock, black_clock=event.black_clock)
        self.games[event.number] = game
        return game

    def ended(self, number: int) -> None:
        """A game ended (or was dropped)."""
        self._boards.pop(number, None)
        self.games.pop(number, None)

    def clear(self) -> None:
        """No game is under way."""
        self._boards.clear()
        self.games.clear()


__all__ = ["TournamentRequest", "settings_of", "ProblemKind", "Problem", "problem_of", "builtin_entrants",
           "external_entrant", "option_text", "score_text", "LiveGame", "LiveBoards"]
