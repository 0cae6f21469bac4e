"""The game library (pure Python, standard sqlite3): import, search, position search, opening explorer.

    lib = Library("games.xqlib")
    report = lib.import_paths(["folder/"], progress=callback, cancel=event)
    lib.search(player="胡荣华", date_from="1980")
    lib.games_with_position(board)          # [(game id, ply), ...]
    lib.explore(board)                      # [ExplorerMove, ...], most frequent first
    lib.search(ecco="C8", opening="屏风马")  # by our ECCO code (or the file's) and by opening name
    lib.most_played_openings()              # [OpeningCount, ...]; lib.results_by_opening("胡荣华")
    lib.load(game_id)                       # GameTree

Errors are LibraryError values with a kind (ErrorKind: damaged, read-only, disk full, a refused
argument, ...); the view words them. A read-only file opens for reading (``lib.read_only``).
"""

from .errors import ArgumentProblem, ArgumentRefused, ErrorKind, LibraryError, SkipReason
from .fold import fold
from .importer import ImportReport
from .library import ExplorerMove, GameSummary, Library
from .openings import OpeningCount, OpeningResults, Score
from .reviews import Evaluation, PlayerReviews, SideCounts, StoredReview, UnreadableReview, review_key

__all__ = ["ArgumentProblem", "ArgumentRefused", "ErrorKind", "Evaluation", "ExplorerMove", "GameSummary",
           "ImportReport", "Library", "LibraryError", "OpeningCount", "OpeningResults", "Score", "SideCounts",
           "SkipReason", "StoredReview", "fold", "review_key", "PlayerReviews", "UnreadableReview"]
