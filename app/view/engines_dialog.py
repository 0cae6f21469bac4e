"""The Engines dialog: the list of engines (built-in first), Add… by path, Remove, and an options
editor generated from the options each engine declared (spin, check, combo, string, button).

The dialog edits a copy of the list; OK hands it to the registry (``registry.replace_all``). It is
given the registry and an engine detector (app.controller.engine_registry) by the composition root,
and a core probe (CoreProbe there): for the built-in engine it says which search core the engine
will run (its fast compiled core, still to be compiled, or the slower pure-Python one and why).
Everything an engine said about itself (name, option names and choices, error messages) is shown as
plain text: a program may call itself ``<img src=...>``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QHBoxLayout, QLabel, QLineEdit, QListWidget, QPushButton, QScrollArea,
                               QSpinBox, QVBoxLayout, QWidget)

from app.engines import EngineError, EngineOption, OptionType
from app.engines.builtin import LEVEL_OPTION, CoreReport
from app.engines.values import for_xiangqi

from .new_game_dialog import level_label
from .texts import engine_core, engine_core_notes, engine_error, engine_label
from .plain_text import SHOWN_LIMIT, TOOLTIP_LIMIT, elide, escaped, fill
from .file_dialogs import open_file
from .window_place import fit_to_screen

if TYPE_CHECKING:
    from app.controller.engine_registry import CoreProbe, EngineDetector, EngineRegistry, EngineSpec


def tr(text: str) -> str:
    """Translate in the 'engines' context."""
    return QCoreApplication.translate("engines", text)


class OptionsEditor(QWidget):
    """One editor per declared option; ``values()`` gives the values set (name -> value)."""

    def __init__(self, options: tuple[EngineOption, ...], values: dict[str, object],
                 parent: QWidget | None = None, builtin: bool = False) -> None:
        super().__init__(parent)
        self.editors: dict[str, QWidget] = {}
        layout = QFormLayout(self)
        for option in options:
            editor = _editor(option, values.get(option.name, option.default))
            self.editors[option.name] = editor
            label = QLabel("" if option.type == OptionType.BUTTON else elide(option.name, SHOWN_LIMIT))
            label.setTextFormat(Qt.TextFormat.PlainText)       # the engine's words
            if builtin and option.name == LEVEL_OPTION and isinstance(editor, QComboBox):
                _say_levels(label, editor)                      # ours: in the user's language
            layout.addRow(label, editor)
        if not options:
            layout.addRow(QLabel(tr("This engine declares no options.")))
        self._options = {o.name: o for o in options}

    def values(self) -> dict[str, object]:
        """The values that differ from the engine's defaults (buttons: True if to be pressed)."""
        out: dict[str, object] = {}
        for name, editor in self.editors.items():
            option = self._options[name]
            value: Any
            if isinstance(editor, QSpinBox):
                value = editor.value()
            elif isinstance(editor, QCheckBox):
                value = editor.isChecked()
            elif isinstance(editor, QComboBox):
                data = editor.currentData()                     # a level of ours: its name, not its label
                value = data if isinstance(data, str) else editor.currentText()
            elif isinstance(editor, QLineEdit):
                value = editor.text()
            else:
                assert isinstance(editor, QPushButton)
                if editor.isChecked():
                    out[name] = True
                continue
            if option.type == OptionType.CHECK:
                default: object = str(option.default).lower() == "true"
            elif option.type == OptionType.SPIN:
                default = _int(option.default, option.min or 0)
            else:
                default = "" if option.default is None else str(option.default)
            if value != default:
                out[name] = value
        return out


def _say_levels(label: QLabel, combo: QComboBox) -> None:
    """The built-in engine's Level option in the user's words: "Level", and each level as the new-game
    dialog lists it ("Master (rating 3130 ± 100)"); the value set stays the level's name."""
    label.setText(tr("Level"))
    for i in range(combo.count()):
        name = combo.itemText(i)
        combo.setItemData(i, name)
        combo.setItemText(i, level_label(name))


def _int(value: object, fallback: int) -> int:
    try:
        return int(str(value))
    except ValueError:
        return fallback


def _editor(option: EngineOption, value: object) -> QWidget:
    """The widget for one option, showing `value`."""
    if option.type == OptionType.SPIN:
        spin = QSpinBox()
        spin.setRange(option.min if option.min is not None else -(2**31),
                      option.max if option.max is not None else 2**31 - 1)
        spin.setValue(_int(value, option.min or 0))
        return spin
    if option.type == OptionType.CHECK:
        box = QCheckBox()
        box.setChecked(value is True or str(value).lower() == "true")
        return box
    if option.type == OptionType.COMBO:
        combo = QComboBox()
        combo.addItems(list(option.choices))
        combo.setCurrentText(str(value))
        return combo
    if option.type == OptionType.BUTTON:
        button = QPushButton(elide(option.name, SHOWN_LIMIT))
        button.setCheckable(True)
        button.setChecked(value is True)
        button.setToolTip(tr("Pressed each time the engine starts"))
        return button
    edit = QLineEdit("" if value is None else str(value))
    return edit


class EnginesDialog(QDialog):
    """Engines: list, Add…, Remove, options of the selected engine, OK/Cancel."""

    def __init__(self, registry: EngineRegistry, detector: EngineDetector,
                 parent: QWidget | None = None, core: CoreProbe | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Engines"))
        self.registry, self.detector = registry, detector
        self.specs: list[EngineSpec] = registry.engines
        self.list = QListWidget()
        self.add_button = QPushButton(tr("Add…"))
        self.remove_button = QPushButton(tr("Remove"))
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)     # quotes engine names and errors
        self.details = QLabel()
        self.details.setTextFormat(Qt.TextFormat.RichText)     # our markup around escaped engine text
        self.core_label = QLabel()          # the built-in engine's search core
        self.core_label.setWordWrap(True)
        self.core_label.setTextFormat(Qt.TextFormat.PlainText)  # it may quote an error or a folder
        self.core_label.setVisible(False)
        self.core_report: CoreReport | None = None
        self.options_area = QScrollArea()
        self.options_area.setWidgetResizable(True)
        self.editor: OptionsEditor | None = None
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        left = QVBoxLayout()
        left.addWidget(self.list)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        left.addLayout(row)
        right = QVBoxLayout()
        right.addWidget(self.details)
        right.addWidget(self.core_label)
        right.addWidget(self.options_area, 1)
        body = QHBoxLayout()
        body.addLayout(left, 1)
        body.addLayout(right, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(body)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.add_button.clicked.connect(self._browse)
        self.remove_button.clicked.connect(self.remove_selected)
        self.list.currentRowChanged.connect(self._show)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        detector.found.connect(self._found)
        detector.failed.connect(self._failed)
        self._current = -1
        self._refresh(0)
        fit_to_screen(self, 640, 420)
        self.core_probe = core                  # kept while its thread looks
        if core is not None:
            core.found.connect(self.show_core)
            if core.report is not None:
                self.show_core(core.report)
            core.check()

    # ----- actions -----------------------------------------------------------------------------
    def add_path(self, path: str) -> None:
        """Check the program at `path` in the background ("checking…"), then add it or say why not."""
        self.status.setText(tr("Checking %1…").replace("%1", path))
        self.add_button.setEnabled(False)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
        self.detector.check(path)

    def remove_selected(self) -> None:
        """Remove the selected engine (the built-in one cannot be removed)."""
        row = self.list.currentRow()
        if row <= 0 or row >= len(self.specs):
            return
        self._keep_values()
        del self.specs[row]
        self._current = -1
        self._refresh(min(row, len(self.specs) - 1))

    def accept(self) -> None:
        """Store the edited list."""
        self._keep_values()
        self.registry.replace_all(self.specs)
        super().accept()

    def show_core(self, report: CoreReport) -> None:
        """Say which search core the built-in engine will run (shown while it is selected)."""
        self.core_report = report
        self._show_core_label()

    # ----- internals ---------------------------------------------------------------------------
    def _show_core_label(self) -> None:
        row = self._current
        builtin = 0 <= row < len(self.specs) and self.specs[row].builtin
        report = self.core_report
        text = "" if report is None else " ".join([engine_core(report), *engine_core_notes(report)])
        self.core_label.setText(tr("Search core: %1").replace("%1", text) if text else "")
        self.core_label.setVisible(builtin and bool(text))

    def _browse(self) -> None:
        path = open_file(self, "engines", tr("Choose an engine program"))
        if path:
            self.add_path(path)

    def _found(self, spec: EngineSpec) -> None:
        self._keep_values()
        self.specs = [s for s in self.specs if s.builtin or s.command != spec.command] + [spec]
        self._done(fill(tr("Added %1 (%2)."), elide(spec.name), spec.protocol.upper()))
        self._current = -1
        self._refresh(len(self.specs) - 1)

    def _failed(self, error: EngineError) -> None:
        self._done(tr("Not added: %1").replace("%1", elide(engine_error(error), TOOLTIP_LIMIT)))
        self.status.setStyleSheet("color: #b00020")

    def _done(self, text: str) -> None:
        self.status.setStyleSheet("")
        self.status.setText(text)
        self.add_button.setEnabled(True)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)

    def _refresh(self, row: int) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        self.list.addItems([elide(engine_label(s.name, s.command)) for s in self.specs])   # built-in: translated
        self.list.blockSignals(False)
        self.list.setCurrentRow(row)
        self._show(row)

    def _keep_values(self) -> None:
        if self.editor is not None and 0 <= self._current < len(self.specs):
            self.specs[self._current] = self.specs[self._current].with_values(self.editor.values())

    def _show(self, row: int) -> None:
        if row == self._current:
            return
        self._keep_values()
        self._current = row
        if not 0 <= row < len(self.specs):
            return
        spec = self.specs[row]
        self.remove_button.setEnabled(not spec.builtin)
        where = tr("built in") if spec.builtin else spec.command
        self.details.setText(f"<b>{escaped(engine_label(spec.name, spec.command))}</b><br>{escaped(where, 400)} · "
                             f"{escaped(spec.protocol.upper(), 8)}")
        self.editor = OptionsEditor(for_xiangqi(spec.declared), spec.values,   # chess-only options hidden
                                    builtin=spec.builtin)
        self.options_area.setWidget(self.editor)
        self._show_core_label()


__all__ = ["EnginesDialog", "OptionsEditor"]
