"""User settings, persisted with QSettings (one object, passed to whoever needs it).

The ruleset and the notation are read and written as the model's StrEnums (``Ruleset``, ``Notation``);
they are stored as their string values, the same strings the first version stored, so old settings load.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal

from app.ai.engine import Level
from app.model.enums import Notation, Ruleset

DEFAULTS: dict[str, object] = {
    "ruleset": Ruleset.CXQ,
    "touch_move": False,
    "notation": Notation.CHINESE,
    "traditional": False,
    "language": "en",
    "sounds": False,
    "piece_style": "traditional",
    "flipped": False,
    "ai_level": "master",
    "ai_time": 2.0,
    "time_control": "-",          # the last time control chosen for a new game (short text form)
    "min_move_time": 1.0,         # a computer's move is shown no sooner (seconds; watchable CvC)
    "ai_resigns": True,           # the computer resigns a hopeless position
    "ai_book": True,              # the built-in computer opens from an opening book
    "ai_book_games": "",          # the games file its book is built from ("": the shipped master games)
    "move_times": False,          # the history shows the clock after each move (timed games)
}
ENUMS: dict[str, type[StrEnum]] = {"ruleset": Ruleset, "notation": Notation}
CHOICES: dict[str, tuple[str, ...]] = {
    "ruleset": tuple(r.value for r in Ruleset),
    "notation": tuple(n.value for n in Notation),
    "language": ("en", "zh_CN"),
    "piece_style": ("traditional", "international"),
    "ai_level": tuple(str(name) for name in Level),
}


class Settings(QObject):
    """Typed access to the stored settings; emits changed(name) after a change."""

    changed = Signal(str)

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store or QSettings("XiangqiStudio", "XiangqiStudio")

    @property
    def store(self) -> QSettings:
        """The QSettings these settings live in (other stores of the program, such as the engine list,
        keep their keys beside them)."""
        return self._store

    def get(self, name: str) -> Any:
        """The stored value (a Ruleset or Notation for those two), or the default (bad stored values
        fall back to the default)."""
        default = DEFAULTS[name]
        value: Any = self._store.value(name, str(default) if isinstance(default, StrEnum) else default)
        if isinstance(default, bool):
            value = value in (True, "true", "1", 1)
        elif isinstance(default, float):
            try:
                value = float(value)
            except (TypeError, ValueError):
                value = default
        if name in CHOICES and value not in CHOICES[name]:
            value = default
        if name in ENUMS:
            value = ENUMS[name](value)
        return value

    def set(self, name: str, value: object) -> None:
        """Store a value (an enum member or its string) and announce it."""
        if name not in DEFAULTS:
            raise KeyError(name)
        if name in CHOICES and value not in CHOICES[name]:
            raise ValueError(f"{name} must be one of {CHOICES[name]}, not {value!r}")
        if name in ENUMS:
            value = str(ENUMS[name](str(value)))   # stored as the plain string, as always
        if self.get(name) == value:
            return
        self._store.setValue(name, value)
        self._store.sync()
        self.changed.emit(name)
