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
