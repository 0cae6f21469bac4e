"""User settings, persisted with QSettings (one object, passed to whoever needs it).

Every setting is one line in the ``Settings`` class: a :class:`Spec` (name, type, default, and its
allowed values: a range of numbers, a list of choices or a check) that is also the setting's typed
accessor (``settings.ai_time`` is a float within 0.1..60, ``settings.ai_time = 3.0`` stores one;
``Settings.ai_time.low`` is the range's end). :data:`SPECS` lists them by name for ``get``/``set``.
A stored value is read through its spec, and one that does not fit (a wrong type, out of range, nan
or inf, an unknown choice, a time control that does not read, JSON that does not read or nests too
deeply) falls back to the default, so no bad value from the settings file ever reaches the program;
``set`` refuses such values (ValueError).
``watch(Settings.ai_time, handler)`` calls ``handler(value)`` after each change of that setting.

The ruleset and the notation are read and written as the model's StrEnums (``Ruleset``, ``Notation``);
they are stored as their string values, the same strings the first version stored, so old settings load.
"""

from __future__ import annotations

import base64
import binascii
import math
import os
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Generic, TypeVar, cast, overload

from PySide6.QtCore import QLocale, QObject, QSettings, Signal

from app.ai.levels import Level
from app.model.enums import Notation, Ruleset
from app.model.stored_json import read_stored_json
from app.model.time_control import TimeControl, TimeControlError


def _is_json_object(text: str) -> bool:
    """True if `text` is a JSON object (the new-game dialog's remembered answers) of a sane depth."""
    try:
        return isinstance(read_stored_json(text), dict)
    except ValueError:
        return False


def _is_base64(text: str) -> bool:
    """True if `text` is "" or base64 (a window's remembered size and place: Qt's saveGeometry)."""
    try:
        base64.b64decode(text, validate=True)
    except (ValueError, binascii.Error):
        return False
    return True


def _is_window_layout(text: str) -> bool:
    """True if `text` is "" or a remembered window layout: a JSON object of base64 texts (what Qt's
    saveState gave for the window's docks and each splitter)."""
    if not text:
        return True
    try:
        value = read_stored_json(text)
    except ValueError:
        return False
    return isinstance(value, dict) and all(isinstance(v, str) and v and _is_base64(v) for v in value.values())


def _is_folder_text(text: str) -> bool:
    """True if `text` is "" or could name a folder: an absolute path of a sane length without NUL (a
    folder file dialogs start in; whether it still exists is seen when it is used)."""
    return not text or (len(text) <= 4096 and "\0" not in text and os.path.isabs(text))


def _reads_as_time_control(text: str) -> bool:
    """True if `text` is a time control's short form."""
    try:
        TimeControl.parse(text)
    except TimeControlError:
        return False
    return True


T = TypeVar("T")


@dataclass(frozen=True)
class Spec(Generic[T]):
    """One setting: its type, default and allowed values (`low`..`high` for numbers, `choices`, `check`).
    As an attribute of Settings it is the setting's typed accessor."""

    name: str
    type: type[T]
    default: T
    low: float | None = None
    high: float | None = None
    choices: tuple[str, ...] = ()
    check: Callable[[str], bool] | None = None
    kept: bool = False      # a value set is stored even when it is the default: a new default leaves it

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

    def __set_name__(self, owner: object, name: str) -> None:
        if name != self.name:
            raise TypeError(f"the setting {self.name!r} is declared as {name!r}")

    @overload
    def __get__(self, settings: None, owner: object = None) -> Spec[T]: ...

    @overload
    def __get__(self, settings: Settings, owner: object = None) -> T: ...

    def __get__(self, settings: Settings | None, owner: object = None) -> Spec[T] | T:
        return self if settings is None else cast(T, settings.get(self.name))

    def __set__(self, settings: Settings, value: T) -> None:
        settings.set(self.name, value)


LANGUAGES = ("en", "zh_CN", "zh_TW")
OLD_AI_LEVEL = "master"        # the default level before Casual became a new user's: kept for users who played with it


def language_for_locale(locale: str) -> str:
    """The UI language for a system locale name: Traditional Chinese for Taiwan, Hong Kong and Macau,
    Simplified for other Chinese locales, else English."""
    name = locale.replace("-", "_")
    if name.startswith("zh"):
        traditional = any(part in ("TW", "HK", "MO", "Hant") for part in name.split(".")[0].split("_")[1:])
        return "zh_TW" if traditional else "zh_CN"
    return "en"


class Settings(QObject):
    """Typed access to the stored settings; emits changed(name) after a change.

    To add a setting: one line below (its Spec: name, type, default, allowed values), its row in the
    settings dialog (app/view/dialogs.py), and a handler in the shell (Settings.watch in
    Application.watch_settings); see docs/contributing.md, "Adding a setting"."""

    changed = Signal(str)

    ruleset = Spec("ruleset", Ruleset, Ruleset.CXQ, choices=tuple(r.value for r in Ruleset))
    touch_move = Spec("touch_move", bool, False)
    notation = Spec("notation", Notation, Notation.CHINESE, choices=tuple(n.value for n in Notation))
    traditional = Spec("traditional", bool, False)         # traditional characters in Chinese notation
    language = Spec("language", str, "en", choices=LANGUAGES)     # unstored: the system's (language_for_locale)
    sounds = Spec("sounds", bool, False)
    speak_moves = Spec("speak_moves", bool, False)     # each move, check and result said aloud (app/view/speech.py)
    piece_style = Spec("piece_style", str, "traditional", choices=("traditional", "international", "contrast"))
    board_theme = Spec("board_theme", str, "wood", choices=("wood", "light", "dark"))      # app/view/themes.py
    flipped = Spec("flipped", bool, False)
    # a newcomer meets a moderate level; someone who played before Casual was the default keeps Master
    ai_level = Spec("ai_level", str, "casual", choices=tuple(str(name) for name in Level), kept=True)
    ai_time = Spec("ai_time", float, 2.0, low=0.1, high=60.0)          # seconds a move
    time_control = Spec("time_control", str, "-", check=_reads_as_time_control)   # the last one chosen
    new_game = Spec("new_game", str, "{}", check=_is_json_object)   # the new-game dialog's last answers (JSON)
    tournament_setup = Spec("tournament_setup", str, "{}", check=_is_json_object)  # the tournament window's set-up
    min_move_time = Spec("min_move_time", float, 1.0, low=0.0, high=10.0)  # a computer's move is shown no sooner
    ai_resigns = Spec("ai_resigns", bool, True)           # the computer resigns a hopeless position
    ai_book = Spec("ai_book", bool, True)                 # the built-in computer opens from an opening book
    ai_book_games = Spec("ai_book_games", str, "")        # the games file its book is built from ("": master games)
    move_times = Spec("move_times", bool, False)          # the history shows the clock after each move (timed games)
    player_name = Spec("player_name", str, "")            # the user's name in games ("my games" in Review games)
    weighted_arrows = Spec("weighted_arrows", bool, True)  # analysis: an arrow a line, fainter by its loss
    study_layout = Spec("study_layout", str, "", check=_is_window_layout)  # the last study window's panels
    window_place = Spec("window_place", str, "", check=_is_base64)   # the main window's size and place at exit
    study_place = Spec("study_place", str, "", check=_is_base64)     # the last study window's size and place
    # the folder each kind of file was last opened from or saved to: file dialogs start there
    # (app/controller/file_folders.py; "" until a file of that kind was chosen)
    games_folder = Spec("games_folder", str, "", check=_is_folder_text)        # games (PGN and other formats)
    puzzles_folder = Spec("puzzles_folder", str, "", check=_is_folder_text)    # puzzle collections
    diagrams_folder = Spec("diagrams_folder", str, "", check=_is_folder_text)  # exported diagrams (PNG)
    engines_folder = Spec("engines_folder", str, "", check=_is_folder_text)    # engine programs
    openings_folder = Spec("openings_folder", str, "", check=_is_folder_text)  # tournament openings (EPD, PGN)
    # the endgame tables' folder ("": tablebases in the program's data folder); its dialog starts there
    tablebases_folder = Spec("tablebases_folder", str, "", check=_is_folder_text)

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None,
                 locale: str | None = None) -> None:
        super().__init__(parent)
        self._store = store or QSettings("XiangqiStudio", "XiangqiStudio")
        # until a language is chosen, the system's; traditional notation follows zh_TW until chosen
        self._locale_language = language_for_locale(QLocale.system().name() if locale is None else locale)
        self._watchers: dict[str, list[Callable[[Any], object]]] = {}
        if self._store.contains("new_game") and not self._store.contains("ai_level"):
            # someone who played before Casual became the default played Master, chosen or not (a level
            # equal to the default was not stored then): it stays their level
            self._store.setValue("ai_level", OLD_AI_LEVEL)

    @property
    def store(self) -> QSettings:
        """The QSettings these settings live in (other stores of the program, such as the engine list,
        keep their keys beside them)."""
        return self._store

    def get(self, name: str) -> Any:
        """The stored value (a Ruleset or Notation for those two); the default if none is stored or the
        stored one does not fit the setting's spec."""
        spec = SPECS[name]
        value = self._default(name)
        raw: Any = self._store.value(name, None)
        if raw is not None:
            try:
                typed = spec.typed(str(raw) if name in ENUMS else raw)
            except ValueError:
                typed = None
            if typed is not None and spec.accepts(typed):
                value = typed
        return ENUMS[name](str(value)) if name in ENUMS else value

    def _default(self, name: str) -> object:
        """The value of a setting never stored."""
        if name == "language":
            return self._locale_language
        if name == "traditional":
            return self.get("language") == "zh_TW"
        return SPECS[name].default

    def set(self, name: str, value: object) -> None:
        """Store a value (an enum member or its string) and announce it; ValueError if it does not fit
        the setting's spec."""
        spec = SPECS[name]          # KeyError: no such setting
        typed = spec.typed(str(value) if name in ENUMS else value)
        if not spec.accepts(typed):
            allowed = spec.choices or (f"{spec.low}..{spec.high}" if spec.type is float else "see SPECS")
            raise ValueError(f"{name} must be in {allowed}, not {value!r}")
        if self.get(name) == typed:
            if spec.kept and not self._store.contains(name):
                self._store.setValue(name, typed)      # chosen, not just the default: kept as it is
                self._store.sync()
            return
        self._store.setValue(name, typed)
        self._store.sync()
        for handler in list(self._watchers.get(name, ())):
            handler(self.get(name))
        self.changed.emit(name)

    def watch(self, spec: Spec[T], handler: Callable[[T], object]) -> None:
        """Call `handler(new value)` after each change of this setting (before `changed` is emitted)."""
        self._watchers.setdefault(spec.name, []).append(handler)

    @staticmethod
    def limits(name: str) -> tuple[float, float]:
        """The range a number setting may take (for a spin box)."""
        spec = SPECS[name]
        if spec.low is None or spec.high is None:
            raise ValueError(f"{name} has no range")
        return spec.low, spec.high


SPECS: dict[str, Spec[Any]] = {spec.name: spec for spec in vars(Settings).values() if isinstance(spec, Spec)}
DEFAULTS: dict[str, object] = {name: spec.default for name, spec in SPECS.items()}
ENUMS: dict[str, type[StrEnum]] = {"ruleset": Ruleset, "notation": Notation}
CHOICES: dict[str, tuple[str, ...]] = {name: spec.choices for name, spec in SPECS.items() if spec.choices}
