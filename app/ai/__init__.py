"""The built-in AI as a library (depends on app.model, and on app.formats to build books): search and
evaluation, levels, the opening book, the clock budget and the UCI/UCCI server.

``Engine(level).best_move(game, time_limit=..., depth=..., stop=...)`` returns a SearchResult.
``python -m app.ai.uci`` (``xiangqi-studio-engine``) serves it as an engine; every layer above app.ai
reaches it that way, through app.engines (``open_engine("builtin", ...)``), and imports nothing of
app.ai but app.ai.levels. The search core (app.ai.core) is one source that CPython runs as it is and
numba compiles, in the background and cached per user; the engine uses the compiled core once it is
ready (pure Python when numba is missing or ``XIANGQI_STUDIO_ENGINE=python``).
"""

from .engine import (HANDWRITTEN, LEVEL_NAMES, LEVELS, MATE, MATE_BOUND, Engine, Level, LevelSpec, SearchResult,
                     mate_in, resolve_level)

__all__ = ["Engine", "HANDWRITTEN", "SearchResult", "Level", "LevelSpec", "LEVELS", "LEVEL_NAMES", "MATE", "MATE_BOUND",
           "mate_in", "resolve_level"]
