"""Search and evaluation (pure Python; depends on app.model only).

``Engine(level).best_move(game, time_limit=..., depth=..., stop=...)`` returns a SearchResult;
``app.ai.process.ProcessSearch`` runs it in another process so that a GUI stays responsive.
"""

from .engine import (LEVEL_NAMES, LEVELS, MATE, MATE_BOUND, Engine, Level, LevelSpec, SearchResult, mate_in,
                     resolve_level)

__all__ = ["Engine", "SearchResult", "Level", "LevelSpec", "LEVELS", "LEVEL_NAMES", "MATE", "MATE_BOUND", "mate_in",
           "resolve_level"]
