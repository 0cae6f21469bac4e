"""Search and evaluation (depends on app.model only).

``Engine(level).best_move(game, time_limit=..., depth=..., stop=...)`` returns a SearchResult;
``app.ai.process.ProcessSearch`` runs it in another process so that a GUI stays responsive. The
search core (app.ai.core) is one source that CPython runs as it is and numba compiles, in the
background and cached per user; the engine uses the compiled core once it is ready.
"""

from .engine import (LEVEL_NAMES, LEVELS, MATE, MATE_BOUND, Engine, Level, LevelSpec, SearchResult, mate_in,
                     resolve_level)

__all__ = ["Engine", "SearchResult", "Level", "LevelSpec", "LEVELS", "LEVEL_NAMES", "MATE", "MATE_BOUND", "mate_in",
           "resolve_level"]
