"""The engine registry (persisted, built-in first, detection of Fairy-Stockfish as UCI, a clear error
for a program that is not an engine) and the Engines dialog with its generated options editor."""

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QPushButton, QSpinBox

from app.controller.engine_registry import EngineDetector, EngineRegistry, EngineSpec, detect
from app.engines import EngineError, EngineOption, OptionType
from app.view.engines_dialog import EnginesDialog, OptionsEditor
from tests.engines.conftest import FAIRY, needs_fairy


def store(tmp_path):
    return QSettings(str(tmp_path / "engines.ini"), QSettings.Format.IniFormat)


def not_an_engine(tmp_path):
    script = tmp_path / "hello.sh"
    script.write_text("#!/bin/sh\necho hello\n")
    script.chmod(0o755)
    return str(script)


def test_the_builtin_engine_is_always_first_and_cannot_be_removed(qapp, tmp_path):
    registry = EngineRegistry(store(tmp_path))
    assert registry.engines[0].builtin and len(registry.engines) == 1
    assert not registry.remove(registry.engines[0].name)
    registry.replace_all([])
    assert [e.builtin for e in registry.engines] == [True]


@needs_fairy
def test_fairy_is_detected_as_uci_added_persisted_and_removed(qapp, tmp_path):
    spec = detect(FAIRY)
    assert spec.protocol == "uci" and "Fairy-Stockfish" in spec.name
    assert {"Threads", "Hash", "MultiPV"} <= {o.name for o in spec.declared}
    registry = EngineRegistry(store(tmp_path))
    added = registry.add(spec)
    registry.set_values(added.name, {"Threads": 1, "Hash": 32})
    again = EngineRegistry(store(tmp_path))              # a new session reads the settings
    assert again.names() == registry.names() and again.get(added.name).values == {"Threads": 1, "Hash": 32}
    assert next(o for o in again.get(added.name).declared if o.name == "Hash").type == OptionType.SPIN
    assert again.remove(added.name)
    assert EngineRegistry(store(tmp_path)).names() == [registry.engines[0].name]


def test_a_program_that_is_not_an_engine_gives_a_clear_error(qapp, tmp_path):
    with pytest.raises(EngineError, match="not a UCI or UCCI engine|ended"):
        detect(not_an_engine(tmp_path))
    text = tmp_path / "notes.txt"
    text.write_text("not a program")
    with pytest.raises(EngineError, match="notes.txt"):
        detect(str(text))


def test_the_options_editor_makes_an_editor_per_type(qtbot):
    options = (EngineOption("Hash", OptionType.SPIN, 16, 1, 1024),
               EngineOption("Ponder", OptionType.CHECK, False),
               EngineOption("Style", OptionType.COMBO, "Normal", choices=("Solid", "Normal", "Risky")),
               EngineOption("EvalFile", OptionType.STRING, "nn.bin"),
               EngineOption("Clear Hash", OptionType.BUTTON))
    editor = OptionsEditor(options, {"Hash": 64})
    qtbot.addWidget(editor)
    kinds = {name: type(w) for name, w in editor.editors.items()}
    assert kinds == {"Hash": QSpinBox, "Ponder": QCheckBox, "Style": QComboBox, "EvalFile": QLineEdit,
                     "Clear Hash": QPushButton}
    assert editor.editors["Hash"].maximum() == 1024 and editor.values() == {"Hash": 64}
    editor.editors["Ponder"].setChecked(True)
    editor.editors["Style"].setCurrentText("Risky")
    editor.editors["Hash"].setValue(16)
    assert editor.values() == {"Ponder": True, "Style": "Risky"}


def _dialog(qtbot, tmp_path):
    registry = EngineRegistry(store(tmp_path))
    dialog = EnginesDialog(registry, EngineDetector())
    qtbot.addWidget(dialog)
    return registry, dialog


def test_the_dialog_reports_a_non_engine_clearly(qtbot, tmp_path):
    registry, dialog = _dialog(qtbot, tmp_path)
    with qtbot.waitSignal(dialog.detector.failed, timeout=20000):
        dialog.add_path(not_an_engine(tmp_path))
        assert "Checking" in dialog.status.text() and not dialog.add_button.isEnabled()
    assert dialog.status.text().startswith("Not added") and dialog.add_button.isEnabled()
    assert dialog.list.count() == 1


@needs_fairy
def test_the_dialog_adds_edits_and_removes(qtbot, tmp_path):
    registry, dialog = _dialog(qtbot, tmp_path)
    with qtbot.waitSignal(dialog.detector.found, timeout=20000):
        dialog.add_path(FAIRY)
    assert dialog.list.count() == 2 and dialog.list.currentRow() == 1
    declared = {o.name for o in dialog.specs[1].declared}
    assert {"UCI_Chess960", "SyzygyPath"} <= declared                # Fairy-Stockfish declares them...
    assert not {"UCI_Chess960", "SyzygyPath", "UCI_Variant"} & set(dialog.editor.editors)   # ...for chess only
    assert "Threads" in dialog.editor.editors and "Skill Level" in dialog.editor.editors
    dialog.editor.editors["Threads"].setValue(2)
    dialog.list.setCurrentRow(0)                             # the built-in engine: its level
    assert not dialog.remove_button.isEnabled()
    level = dialog.editor.editors["Level"]
    level.setCurrentIndex(level.findData("casual"))          # listed as "Casual (rating …)"
    dialog.accept()
    assert registry.engines[1].values == {"Threads": 2}
    assert registry.engines[0].values == {"Level": "casual"}
    dialog2 = EnginesDialog(registry, EngineDetector())
    qtbot.addWidget(dialog2)
    dialog2.list.setCurrentRow(1)
    dialog2.remove_selected()
    dialog2.reject()                                         # Cancel keeps the list
    assert len(registry.engines) == 2
    dialog2.list.setCurrentRow(1)
    dialog2.remove_selected()
    dialog2.accept()
    assert len(registry.engines) == 1


def test_spec_opener_gives_the_builtin_its_level(qapp):
    """The engine the opener starts plays at the level chosen (the built-in AI announces it)."""
    spec = EngineSpec("x", "builtin", "uci", (), {"Level": "casual"})
    assert spec.builtin
    session = spec.opener()()
    try:
        assert session.options["Level"].default == "casual"
    finally:
        session.close()


def test_the_dialog_adds_a_ucci_only_engine_that_ends_on_uci(qtbot, tmp_path):
    """ElephantEye ends when its first command is not ucci; it used to be refused as
    'not a UCI or UCCI engine'."""
    import shlex
    import sys

    from tests.engines.test_ucci import FAKE_UCCI
    script = tmp_path / "eleeye"
    script.write_text(f"#!/bin/sh\nexec {shlex.quote(sys.executable)} {shlex.quote(str(FAKE_UCCI))}\n")
    script.chmod(0o755)
    registry, dialog = _dialog(qtbot, tmp_path)
    with qtbot.waitSignal(dialog.detector.found, timeout=30000):
        dialog.add_path(str(script))
    assert dialog.status.text() == "Added FakeEye (UCCI)."
    dialog.accept()
    spec = registry.engines[-1]
    assert spec.protocol == "ucci" and "hashsize" in {o.name for o in spec.declared}


def test_the_builtin_engines_level_is_in_the_users_words(qtbot, tmp_path):
    """Its Level option is ours: labelled and listed as the new-game dialog lists the levels, not
    "Level" and "master" as the engine declares them; the value stored is still the level's name."""
    registry, dialog = _dialog(qtbot, tmp_path)
    dialog.list.setCurrentRow(0)
    level = dialog.editor.editors["Level"]
    assert level.currentText().startswith("Master (rating ")           # its default, master
    assert [level.itemData(i) for i in range(level.count())][0] == "novice"
    assert level.itemText(0).startswith("Novice (rating ")
    labels = [w.text() for w in dialog.editor.findChildren(QLabel)]
    assert "Level" in labels
    level.setCurrentIndex(level.findData("strong"))
    dialog.accept()
    assert registry.engines[0].values == {"Level": "strong"}


def test_the_builtin_levels_read_in_chinese(qtbot, tmp_path):
    from PySide6.QtCore import QTranslator
    from PySide6.QtWidgets import QApplication
    from app.shell.language import I18N
    translator = QTranslator()
    assert translator.load(str(I18N / "xiangqi_zh_CN.qm"))
    QApplication.instance().installTranslator(translator)
    try:
        registry, dialog = _dialog(qtbot, tmp_path)
        dialog.list.setCurrentRow(0)
        level = dialog.editor.editors["Level"]
        assert level.currentText().startswith("大师") and "Level" not in level.currentText()
        assert "等级" in [w.text() for w in dialog.editor.findChildren(QLabel)]
    finally:
        QApplication.instance().removeTranslator(translator)
