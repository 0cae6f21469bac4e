"""Engine tournaments (pure Python, no Qt): round robins, gauntlets and matches between engines, judged
by the same arbiter as the GUI, with clocks, adjudication, live standings, Elo, LOS and SPRT, every game
written to PGN as it finishes, resumable, on this machine or a dask.distributed cluster.

    settings = TournamentSettings(engines=(EngineSpec.parse("builtin:novice"),
                                           EngineSpec.parse("/usr/games/fairy-stockfish")),
                                  games=4, time=TimeSetting.parse("movetime=100ms"))
    standings = Tournament(settings, "games.pgn", concurrency=2).run()

Depends on app.model, app.engines, app.formats, app.openings and, for book openings, app.ai.book
(``builtin_book``), and to check a built-in entrant's EvalFile network before any game, app.ai.nnue
(imported only then: it needs numpy). The command line is app.tournament.cli (``python -m app tournament``). Its errors
are values (app.tournament.errors: a kind and its arguments; the view words them).
"""

from .config import Adjudication, EngineSpec, Format, SprtSettings, TimeSetting, TournamentSettings
from .errors import (ClusterReason, EngineFailure, NetworkReason, OpeningError, OpeningProblem, PgnChange,
                     SettingError, SettingProblem, StoreError, StoreProblem, TournamentError, TournamentProblem)
from .events import (Finish, GameFinished, GameStarted, StandingsChanged, TournamentEvent, TournamentFinished,
                     TournamentStarted)
from .openings import StartLine, load_openings
from .play import EnginePool, GameAborted, GameControl, GameJob, MovePlayed, opening_game, play_game
from .played import Ending, PlayedGame
from .results import GameResult, Standing, Standings, standings
from .runner import Tournament, default_concurrency
from .schedule import GameSlot, make_schedule, pairings
from .stats import Decision, EloEstimate, SprtStatus, elo_estimate, llr_pentanomial, llr_trinomial, los
from .store import TournamentStore, game_tree, state_path

__all__ = ["Adjudication", "EngineSpec", "Format", "SettingError", "SprtSettings", "TimeSetting",
           "TournamentSettings", "Finish", "GameFinished", "GameStarted", "StandingsChanged", "TournamentEvent",
           "TournamentFinished", "TournamentStarted", "OpeningError", "StartLine", "load_openings", "EnginePool",
           "GameAborted", "GameControl", "GameJob", "MovePlayed", "opening_game", "play_game", "Ending",
           "PlayedGame", "GameResult", "Standing", "Standings", "standings", "Tournament", "TournamentError",
           "default_concurrency", "GameSlot", "make_schedule", "pairings", "Decision", "EloEstimate",
           "SprtStatus", "elo_estimate", "llr_pentanomial", "llr_trinomial", "los", "StoreError",
           "TournamentStore", "game_tree", "state_path", "SettingProblem", "OpeningProblem", "StoreProblem",
           "PgnChange", "TournamentProblem", "ClusterReason", "EngineFailure", "NetworkReason"]
