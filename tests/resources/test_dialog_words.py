"""Words the dialogs translate from tables (tr(name) at run time, which lupdate cannot see) are in the
shipped translations: the opponents, rulesets, handicaps and levels of the new-game dialog."""

import pytest

pytest.importorskip("pytestqt")

from resources import resource_path


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_new_game_dialog_tables_are_translated(qapp, language):
    from PySide6.QtCore import QTranslator

    from app.view.new_game_dialog import HANDICAPS, OPPONENTS, RULESET_NAMES

    translator = QTranslator()
    assert translator.load(str(resource_path("i18n", f"xiangqi_{language}.qm")))
    words = [*OPPONENTS.values(), *RULESET_NAMES.values(), *HANDICAPS.values()]
    missing = [word for word in words if translator.translate("dialogs", word) in ("", word)]
    assert missing == []


def test_no_spin_box_unit_is_left_untranslated():
    """The Settings dialog's computer times read "2.00 s" in Chinese: their unit was set without tr().
    A unit is a word like any other: every suffix a view gives a spin box goes through its translator."""
    import re
    from pathlib import Path

    views = Path(__file__).resolve().parents[2] / "app" / "view"
    bare = [f"{path.name}:{n}" for path in sorted(views.glob("*.py"))
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if re.search(r"""setSuffix\(\s*["']""", line)]
    assert bare == []


@pytest.mark.parametrize("language, unit", [("zh_CN", " 秒"), ("zh_TW", " 秒")])
def test_the_settings_seconds_are_in_the_users_words(qtbot, qapp, tmp_path, language, unit):
    from PySide6.QtCore import QSettings, QTimer, QTranslator
    from PySide6.QtWidgets import QApplication, QDoubleSpinBox, QWidget

    from app.controller.settings import Settings
    from app.view.dialogs import Dialogs

    translator = QTranslator()
    assert translator.load(str(resource_path("i18n", f"xiangqi_{language}.qm")))
    qapp.installTranslator(translator)
    parent = QWidget()
    qtbot.addWidget(parent)
    suffixes: list[str] = []

    def look() -> None:                      # the dialog is modal: read its boxes, then cancel it
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, look)
            return
        suffixes.extend(box.suffix() for box in dialog.findChildren(QDoubleSpinBox))
        dialog.reject()

    try:
        QTimer.singleShot(0, look)
        Dialogs(parent).settings(Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)))
    finally:
        qapp.removeTranslator(translator)
    assert suffixes and set(suffixes) == {unit}
