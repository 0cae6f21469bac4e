"""Engines: UCI/UCCI clients and the built-in AI behind one interface (pure Python, no Qt)."""

from .values import (EngineError, EngineOption, EngineTerminated, EngineTimeout, Info, Limit, OptionType,
                     PlayResult, Score)

__all__ = ["Limit", "Score", "Info", "PlayResult", "OptionType", "EngineOption", "EngineError",
           "EngineTimeout", "EngineTerminated"]
