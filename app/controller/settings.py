"""User settings, persisted with QSettings (one object, passed to whoever needs it).

Every setting has a spec in :data:`SPECS` (name, type, default, and its allowed values: a range of
numbers, a list of choices or a check). A stored value is read through its spec, and one that does not
fit (a wrong type, out of range, nan or inf, an unknown choice, a time control that does not read)
falls back to the default, so no bad value from the settings file ever reaches the program; ``set``
refuses such values (ValueError).

The ruleset and the notation are read and written as the model's StrEnums (``Ruleset``, ``Notation``);
they are stored as their string values, the same strings the first version stored, so old settings load.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal

from app.ai.levels import Level
from app.model.enums import Notation, Ruleset
from app.model.time_control import TimeControl, TimeControlError


def _reads_as_time_control(text: str) -> bool:
    """True if `text` is a time control's short form."""
    try:
        TimeControl.parse(text)
    except TimeControlError:
        return False
    return True


@dataclass(frozen=True)
class Spec:
    """One setting: its type, default and allowed values (`low`..`high` for numbers, `choices`, `check`)."""

    name: str
    type: type
    default: object
    low: float | None = None
    high: float | None = None
    choices: tuple[str, ...] = ()
    check: Callable[[str], bool] | None = None

    def typed(self, value: object) -> object:
        """`value` as the setting's type (ValueError if it is none: "abc" for a number, 7 for a text)."""
        if self.type is bool:
            if value in (True, "true", "1", 1):
                return True
            if value in (False, "false", "0", 0):
                return False
        elif self.type is float:
            if isinstance(value, (int, float, str)) and not isinstance(value, bool):
                try:
                    return float(value)
                except ValueError:
                    pass
        elif isinstance(value, str):
            return value
        raise ValueError(f"{self.name} must be a {self.type.__name__}, not {value!r}")

    def accepts(self, value: object) -> bool:
        """True if `value` (already of the setting's type) is allowed."""
        if isinstance(value, float):
            return (math.isfinite(value) and (self.low is None or value >= self.low)
                    and (self.high is None or value <= self.high))
        if self.choices and str(value) not in self.choices:
            return False
        return self.check is None or self.check(str(value))


SPECS: dict[str, Spec] = {spec.name: spec for spec in (
    Spec("ruleset", Ruleset, Ruleset.CXQ, choices=tuple(r.value for r in Ruleset)),
    Spec("touch_move", bool, False),
    Spec("notation", Notation, Notation.CHINESE, choices=tuple(n.value for n in Notation)),
    Spec("traditional", bool, False),
    Spec("language", str, "en", choices=("en", "zh_CN")),
    Spec("sounds", bool, False),
    Spec("piece_style", str, "traditional", choices=("traditional", "international")),
    Spec("flipped", bool, False),
    Spec("ai_level", str, "master", choices=tuple(str(name) for name in Level)),
    Spec("ai_time", float, 2.0, low=0.1, high=60.0),        # seconds a move (the settings dialog's range)
    Spec("time_control", str, "-", check=_reads_as_time_control),   # the last one chosen for a new game
    Spec("min_move_time", float, 1.0, low=0.0, high=10.0),  # a computer's move is shown no sooner (seconds)
    Spec("ai_resigns", bool, True),         # the computer resigns a hopeless position
    Spec("ai_book", bool, True),            # the built-in computer opens from an opening book
    Spec("ai_book_games", str, ""),         # the games file its book is built from ("": the master games)
    Spec("move_times", bool, False),        # the history shows the clock after each move (timed games)
)}
DEFAULTS: dict[str, object] = {name: spec.default for name, spec in SPECS.items()}
ENUMS: dict[str, type[StrEnum]] = {"ruleset": Ruleset, "notation": Notation}
CHOICES: dict[str, tuple[str, ...]] = {name: spec.choices for name, spec in SPECS.items() if spec.choices}


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
        """The stored value (a Ruleset or Notation for those two); the default if none is stored or the
        stored one does not fit the setting's spec."""
        spec = SPECS[name]
        value = spec.default
        raw: Any = self._store.value(name, None)
        if raw is not None:
            try:
                typed = spec.typed(str(raw) if name in ENUMS else raw)
            except ValueError:
                typed = None
            if typed is not None and spec.accepts(typed):
                value = typed
        return ENUMS[name](str(value)) if name in ENUMS else value

    def set(self, name: str, value: object) -> None:
        """Store a value (an enum member or its string) and announce it; ValueError if it does not fit
        the setting's spec."""
        spec = SPECS[name]          # KeyError: no such setting
        typed = spec.typed(str(value) if name in ENUMS else value)
        if not spec.accepts(typed):
            allowed = spec.choices or (f"{spec.low}..{spec.high}" if spec.type is float else "see SPECS")
            raise ValueError(f"{name} must be in {allowed}, not {value!r}")
        if self.get(name) == typed:
            return
        self._store.setValue(name, typed)
        self._store.sync()
        self.changed.emit(name)
