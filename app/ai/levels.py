"""The built-in AI's levels, for the layers above app.ai (settings, the new-game dialog, the engine
list): the only part of app.ai they may import; they reach the AI itself through app.engines.

The levels are defined with the engine (app.ai.engine) and named here.
"""

from __future__ import annotations

from .engine import LEVEL_NAMES, LEVELS, Level, LevelSpec, resolve_level

__all__ = ["Level", "LevelSpec", "LEVELS", "LEVEL_NAMES", "resolve_level"]
