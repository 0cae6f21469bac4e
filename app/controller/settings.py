"""User settings, persisted with QSettings (one object, passed to whoever needs it)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Signal

DEFAULTS: dict[str, object] = {
    "ruleset": "cxq",
    "touch_move": False,
    "notation": "chinese",
    "traditional": False,
    "language": "en",
    "sounds": False,
    "piece_style": "traditional",
    "flipped": False,
    "ai_level": "master",
    "ai_time": 2.0,
}
CHOICES: dict[str, tuple[str, ...]] = {
    "ruleset": ("cxq", "asian", "casual"),
    "notation": ("chinese", "wxf", "iccs"),
    "language": ("en", "zh_CN"),
    "piece_style": ("traditional", "international"),
    "ai_level": ("beginner", "casual", "intermediate", "strong", "master"),
}


class Settings(QObject):
    """Typed access to the stored settings; emits changed(name) after a change."""

    changed = Signal(str)

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store or QSettings("XiangqiStudio", "XiangqiStudio")

    def get(self, name: str):
        """The stored value, or the default (bad stored values fall back to the default)."""
        default = DEFAULTS[name]
        value = self._store.value(name, default)
        if isinstance(default, bool):
            value = value in (True, "true", "1", 1)
        elif isinstance(default, float):
            try:
                value = float(value)
            except (TypeError, ValueError):
                value = default
        if name in CHOICES and value not in CHOICES[name]:
            value = default
        return value

    def set(self, name: str, value) -> None:
        """Store a value and announce it."""
        if name not in DEFAULTS:
            raise KeyError(name)
        if name in CHOICES and value not in CHOICES[name]:
            raise ValueError(f"{name} must be one of {CHOICES[name]}, not {value!r}")
        if self.get(name) == value:
            return
        self._store.setValue(name, value)
        self._store.sync()
        self.changed.emit(name)
