"""The game library (pure Python, standard sqlite3): import, search, position search, opening explorer.

    lib = Library("games.xqlib")
    report = lib.import_paths(["folder/"], progress=callback, cancel=event)
    lib.search(player="胡荣华", date_from="1980")
    lib.games_with_position(board)          # [(game id, ply), ...]
    lib.explore(board)                      # [ExplorerMove, ...], most frequent first
    lib.load(game_id)                       # GameTree

Errors are LibraryError values with a kind (ErrorKind: damaged, read-only, disk full, a refused
argument, ...); the view words them. A read-only file opens for reading (``lib.read_only``).
"""

from .errors import ArgumentProblem, ArgumentRefused, ErrorKind, LibraryError, SkipReason
from .fold import fold
from .importer import ImportReport
from .library import ExplorerMove, GameSummary, Library

__all__ = ["ArgumentProblem", "ArgumentRefused", "ErrorKind", "ExplorerMove", "GameSummary", "ImportReport",
           "Library", "LibraryError", "SkipReason", "fold"]
