"""Typed settings (Ruleset and Notation values over the old strings) and autosave files of the first format."""

import json

import pytest
from PySide6.QtCore import QSettings

from app.controller.autosave import Autosave, SavedGame, restore
from app.controller.settings import Settings
from app.model.enums import Color, Notation, Ruleset

# Written by Autosave.save before the enums (a 4-move Asian-rules game against the computer as Black).
TODAYS_AUTOSAVE = (
    '{"format": 1, "start_fen": "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", '
    '"moves": ["h2e2", "h9g7", "h0g2", "i9h9"], "ruleset": "asian", "computer_sides": ["black"], '
    '"level": "strong"}')


@pytest.fixture
def store(qapp, tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_ruleset_and_notation_come_back_as_enums(store):
    settings = Settings(store)
    assert settings.get("ruleset") is Ruleset.CXQ and settings.get("notation") is Notation.CHINESE
    settings.set("ruleset", Ruleset.ASIAN)
    settings.set("notation", "wxf")            # the old strings are still accepted
    assert settings.get("ruleset") is Ruleset.ASIAN and settings.get("notation") is Notation.WXF
    assert store.value("ruleset") == "asian" and type(store.value("ruleset")) is str
    with pytest.raises(ValueError):
        settings.set("notation", "algebraic")


def test_settings_stored_as_strings_by_the_first_version_still_load(store):
    store.setValue("ruleset", "casual")
    store.setValue("notation", "iccs")
    store.setValue("touch_move", "true")
    store.sync()
    settings = Settings(store)
    assert settings.get("ruleset") is Ruleset.CASUAL and settings.get("notation") is Notation.ICCS
    assert settings.get("touch_move") is True
    store.setValue("ruleset", "chess")
    assert settings.get("ruleset") is Ruleset.CXQ, "a bad stored value falls back to the default"


def test_changed_is_emitted_once_per_real_change(store, qtbot):
    settings = Settings(store)
    with qtbot.assertNotEmitted(settings.changed):
        settings.set("ruleset", "cxq")
    with qtbot.waitSignal(settings.changed) as blocker:
        settings.set("ruleset", Ruleset.CASUAL)
    assert blocker.args == ["ruleset"] and settings.get("ruleset") is Ruleset.CASUAL


def test_an_autosave_in_todays_format_restores(qapp, tmp_path):
    autosave = Autosave(tmp_path)
    tmp_path.mkdir(exist_ok=True)
    autosave.path.write_text(TODAYS_AUTOSAVE, encoding="utf-8")
    saved = autosave.load()
    assert saved is not None
    assert saved.ruleset is Ruleset.ASIAN and saved.computer_sides == (Color.BLACK,) and saved.level == "strong"
    game = restore(saved)
    assert game is not None and [m.iccs for m in game.moves] == ["h2e2", "h9g7", "h0g2", "i9h9"]
    assert game.ruleset == "asian" and not game.analysis


def test_autosave_writes_format_1_fields_plus_the_clock(qapp, tmp_path):
    """Format 2 is format 1 with a "clock" entry (None for an untimed game) and the played game's own
    "headers" (handicap, time control; empty here)."""
    game = restore(SavedGame(json.loads(TODAYS_AUTOSAVE)["start_fen"], ("h2e2", "h9g7", "h0g2", "i9h9"),
                             Ruleset.ASIAN))
    autosave = Autosave(tmp_path)
    autosave.save(game, {Color.BLACK}, "strong")
    expected = {**json.loads(TODAYS_AUTOSAVE), "format": 2, "clock": None, "headers": {}}
    assert json.loads(autosave.path.read_text(encoding="utf-8")) == expected
