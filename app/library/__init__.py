"""The game library (pure Python, standard sqlite3): import, search, position search, opening explorer.

    lib = Library("games.xqlib")
    report = lib.import_paths(["folder/"], progress=callback, cancel=event)
    lib.search(player="胡荣华", date_from="1980")
    lib.games_with_position(board)          # [(game id, ply), ...]
    lib.explore(board)                      # [ExplorerMove, ...], most frequent first
    lib.load(game_id)                       # GameTree
"""

from .fold import fold
from .importer import ImportReport
from .library import ExplorerMove, GameSummary, Library
from .schema import LibraryError

__all__ = ["ExplorerMove", "GameSummary", "ImportReport", "Library", "LibraryError", "fold"]
