"""The engines the user installed, kept in QSettings; the built-in AI is always the first one.

An engine is added by its path: a :class:`EngineDetector` starts it once in a thread (protocol, name
and declared options come from the handshake) and reports ``found(EngineSpec)`` or ``failed(EngineError)``.
Each engine keeps the option values the user chose (name -> value); :meth:`EngineSpec.opener` starts it
with them.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from PySide6.QtCore import QObject, QSettings, Qt, Signal

from app.engines import (BUILTIN, EngineError, EngineOption, EngineProblem, EngineSession, OptionType, UciProtocol,
                         open_engine)
from app.engines.builtin import CoreReason, CoreReport, CoreState, builtin_core_status, level_option
from app.model.stored_json import read_stored_json

from .player_engine import engine_opener

KEY = "engines/list"
LEVEL = "Level"                 # the built-in engine's one option here (its level names)


@dataclass(frozen=True)
class EngineSpec:
    """An engine: its name, command (a path, or "builtin"), protocol, declared options and chosen values."""

    name: str
    command: str
    protocol: str = "auto"
    declared: tuple[EngineOption, ...] = ()
    values: dict[str, object] = field(default_factory=dict)

    @property
    def builtin(self) -> bool:
        """True for the built-in AI."""
        return self.command == BUILTIN

    def opener(self, timeout: float = 10.0) -> Callable[[], EngineSession]:
        """A function that starts this engine with its chosen option values."""
        values = dict(self.values)
        level = values.pop(LEVEL, None) if self.builtin else None
        if level is not None and not isinstance(level, str | int):
            level = str(level)
        return engine_opener(self.command, self.protocol, values, level, timeout)

    def with_values(self, values: dict[str, object]) -> EngineSpec:
        """The same engine with other option values."""
        return replace(self, values=dict(values))


def builtin_spec(values: dict[str, object] | None = None) -> EngineSpec:
    """The built-in AI (its options: the level)."""
    return EngineSpec("Xiangqi Studio (built-in)", BUILTIN, UciProtocol.name, (level_option(),),
                      dict(values or {LEVEL: "master"}))


def detect(command: str, timeout: float = 10.0) -> EngineSpec:
    """Start the engine once and describe it (blocking; EngineError if it is not a usable engine)."""
    try:
        with open_engine(command, "auto", timeout=timeout) as session:
            declared = tuple(o for o in session.options.values() if o.name != "UCI_Variant")
            return EngineSpec(session.name, command, session.protocol.name, declared, {})
    except OSError as exc:
        raise EngineError(EngineProblem.CANNOT_RUN, program=command, detail=str(exc.strerror or exc)) from None


class EngineDetector(QObject):
    """Runs :func:`detect` in a thread; ``found(EngineSpec)`` or ``failed(EngineError)`` in the Qt thread."""

    found = Signal(object)
    failed = Signal(object)
    _done = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._done.connect(self._finish, Qt.ConnectionType.QueuedConnection)
        self._thread: threading.Thread | None = None

    @property
    def busy(self) -> bool:
        """True while an engine is being checked."""
        return self._thread is not None and self._thread.is_alive()

    def check(self, command: str, timeout: float = 10.0) -> None:
        """Start checking the program at `command`."""
        def work() -> None:
            try:
                spec: EngineSpec | EngineError = detect(command, timeout)
            except EngineError as exc:
                spec = exc
            except ValueError as exc:           # no command at all
                spec = EngineError(EngineProblem.NOT_FOUND, program=command, detail=str(exc))
            self._emit(spec)
        self._thread = threading.Thread(target=work, daemon=True, name="xiangqi-engine-check")
        self._thread.start()

    def _emit(self, outcome: EngineSpec | EngineError) -> None:
        try:
            self._done.emit(outcome)
        except RuntimeError:
            pass

    def _finish(self, outcome: EngineSpec | EngineError) -> None:
        if isinstance(outcome, EngineError):
            self.failed.emit(outcome)
        else:
            self.found.emit(outcome)


class CoreProbe(QObject):
    """Finds out in a thread what the built-in engine's search core would be if it started now
    (app.engines.builtin_core_status: compiled, compiling, not compiled yet, or the pure one and
    why) and reports ``found(CoreReport)`` in the Qt thread."""

    found = Signal(object)
    _done = Signal(object)

    def __init__(self, probe: Callable[[], CoreReport] = builtin_core_status, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._probe = probe
        self.report: CoreReport | None = None
        self._done.connect(self._finish, Qt.ConnectionType.QueuedConnection)

    def check(self) -> None:
        """Start finding out (the answer comes with ``found``)."""
        def work() -> None:
            try:
                report = self._probe()
            except OSError as exc:              # its sources or cache folder could not be read
                report = CoreReport(CoreState.PURE, CoreReason.FAILED, str(exc.strerror or exc))
            try:
                self._done.emit(report)
            except RuntimeError:                # the probe object is gone
                pass
        threading.Thread(target=work, daemon=True, name="xiangqi-core-probe").start()

    def _finish(self, report: CoreReport) -> None:
        self.report = report
        self.found.emit(report)


class EngineRegistry(QObject):
    """The list of engines (built-in first), persisted; ``changed`` after any edit."""

    changed = Signal()

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store if store is not None else QSettings()
        self._engines: list[EngineSpec] = self._load()

    @property
    def engines(self) -> list[EngineSpec]:
        """All engines, the built-in one first."""
        return list(self._engines)

    def names(self) -> list[str]:
        """The engines' names, in order."""
        return [e.name for e in self._engines]

    def get(self, name: str) -> EngineSpec | None:
        """The engine called `name`."""
        return next((e for e in self._engines if e.name == name), None)

    def add(self, spec: EngineSpec) -> EngineSpec:
        """Add an engine (an engine with the same command is replaced; a clashing name gets a number)."""
        rest = [e for e in self._engines if e.builtin or e.command != spec.command]
        name, n = spec.name, 2
        while any(e.name == name for e in rest):
            name, n = f"{spec.name} ({n})", n + 1
        spec = replace(spec, name=name)
        self._engines = rest + [spec]
        self._save()
        return spec

    def remove(self, name: str) -> bool:
        """Remove an engine (not the built-in one); True if removed."""
        spec = self.get(name)
        if spec is None or spec.builtin:
            return False
        self._engines.remove(spec)
        self._save()
        return True

    def set_values(self, name: str, values: dict[str, object]) -> None:
        """Store the option values chosen for an engine."""
        self._engines = [e.with_values(values) if e.name == name else e for e in self._engines]
        self._save()

    def replace_all(self, specs: list[EngineSpec]) -> None:
        """Take a whole edited list (from the dialog's OK); the built-in engine stays first."""
        builtin = next((s for s in specs if s.builtin), None) or builtin_spec()
        self._engines = [builtin] + [s for s in specs if not s.builtin]
        self._save()

    # ----- storage -----------------------------------------------------------------------------
    def _load(self) -> list[EngineSpec]:
        raw = self._store.value(KEY, "")
        try:
            items = read_stored_json(str(raw)) if raw else []
        except ValueError:
            items = []
        if not isinstance(items, list):          # a damaged list: the built-in engine alone
            items = []
        specs = [s for s in (_from_json(i) for i in items if isinstance(i, dict)) if s is not None]
        builtin = next((s for s in specs if s.builtin), None)
        builtin = builtin_spec(builtin.values if builtin else None)
        return [builtin] + [s for s in specs if not s.builtin]

    def _save(self) -> None:
        self._store.setValue(KEY, json.dumps([_to_json(s) for s in self._engines]))
        self._store.sync()
        self.changed.emit()


def _to_json(spec: EngineSpec) -> dict[str, object]:
    return {"name": spec.name, "command": spec.command, "protocol": spec.protocol, "values": spec.values,
            "declared": [{"name": o.name, "type": o.type.value, "default": o.default, "min": o.min,
                          "max": o.max, "choices": list(o.choices)} for o in spec.declared]}


def _from_json(data: dict[str, Any]) -> EngineSpec | None:
    try:
        declared = tuple(EngineOption(str(o["name"]), OptionType(o["type"]), o.get("default"), o.get("min"),
                                      o.get("max"), tuple(o.get("choices") or ()))
                         for o in data.get("declared") or [])
        values: dict[str, object] = {str(k): v for k, v in dict(data.get("values") or {}).items()
                  if isinstance(v, (str, int, float, bool))}      # an option's value is a plain value
        return EngineSpec(str(data["name"]), str(data["command"]), str(data.get("protocol", "auto")),
                          declared, values)
    except (KeyError, TypeError, ValueError):
        return None


__all__ = ["EngineSpec", "EngineRegistry", "EngineDetector", "CoreProbe", "builtin_spec", "detect", "LEVEL"]
