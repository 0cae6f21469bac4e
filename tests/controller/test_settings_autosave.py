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


# ----- every stored value is checked against its setting's spec ------------------
from app.controller.settings import SPECS  # noqa: E402

BAD_STORED = [
    ("min_move_time", "inf"), ("min_move_time", "nan"), ("min_move_time", "-1"), ("min_move_time", "10.5"),
    ("min_move_time", "abc"), ("min_move_time", ["1", "2"]), ("ai_time", "nan"), ("ai_time", "-5"),
    ("ai_time", "0"), ("ai_time", "1e309"), ("ai_time", "true"), ("ruleset", "chess"), ("notation", ""),
    ("touch_move", "banana"), ("ai_resigns", "maybe"), ("language", "fr"), ("piece_style", "7"),
    ("ai_level", "grandmaster"), ("time_control", "1" * 5000), ("time_control", "1" + "0" * 21),
    ("time_control", "12 minutes"), ("time_control", "5+100000000000000000000"),
    # JSON nested past what Python's json module reads falls back too (no RecursionError)
    ("new_game", "[" * 100_000 + "]" * 100_000), ("new_game", '{"a":' * 50_000 + "1" + "}" * 50_000),
    ("new_game", '{"odds": true, "black_tc": "5+3", "x": ' + "[" * 200 + "]" * 200 + "}"),
    ("new_game", '{"odds": NaN}'), ("study_layout", '{"a":' * 50_000 + '"AAAA"' + "}" * 50_000),
    ("study_layout", "[" * 100_000),
    # a folder file dialogs start in is an absolute path
    ("games_folder", "relative/games"), ("puzzles_folder", "/a\0b"), ("diagrams_folder", "/" + "x" * 5000),
    ("engines_folder", ["/usr/games"]),
    ("tournament_setup", "[1, 2]"), ("tournament_setup", "{broken"),
]


@pytest.mark.parametrize(("name", "stored"), BAD_STORED, ids=[f"{n}={str(v)[:12]}" for n, v in BAD_STORED])
def test_a_stored_value_out_of_its_range_falls_back_to_the_default(store, name, stored):
    store.setValue(name, stored)
    store.sync()
    value = Settings(store).get(name)
    assert value == SPECS[name].default and type(value) is type(SPECS[name].default)


@pytest.mark.parametrize(("name", "stored", "expected"), [
    ("min_move_time", "0", 0.0), ("min_move_time", "10", 10.0), ("ai_time", "0.1", 0.1), ("ai_time", 7, 7.0),
    ("touch_move", "false", False), ("ai_resigns", "0", False), ("time_control", "40/90+30", "40/90+30"),
    ("ai_book_games", "/home/me/games.pgn", "/home/me/games.pgn"), ("games_folder", "/home/me/games", "/home/me/games"),
    ("openings_folder", "", ""), ("new_game", '{"opponent": "computer"}', '{"opponent": "computer"}'),
    ("tournament_setup", '{"games": 4}', '{"games": 4}')])
def test_a_stored_value_in_range_is_kept(store, name, stored, expected):
    store.setValue(name, stored)
    assert Settings(store).get(name) == expected


def test_every_default_fits_its_own_spec_and_set_refuses_what_get_would_not_return(store):
    settings = Settings(store)
    for name, spec in SPECS.items():
        assert spec.accepts(spec.typed(str(spec.default) if isinstance(spec.default, str) else spec.default)), name
        assert settings.get(name) == spec.default
    for name, value in [("min_move_time", float("inf")), ("min_move_time", float("nan")), ("ai_time", -5.0),
                        ("ai_time", "abc"), ("time_control", "1" * 5000), ("language", "fr"), ("flipped", "yes")]:
        with pytest.raises(ValueError):
            settings.set(name, value)
    with pytest.raises(KeyError):
        settings.set("no such setting", 1)
    settings.set("min_move_time", 0.5)
    assert settings.get("min_move_time") == 0.5


# ----- typed accessors with ranges, a handler per setting ----------------------------
def test_each_setting_is_a_typed_accessor_of_its_spec(store):
    settings = Settings(store)
    for name, spec in SPECS.items():
        assert getattr(Settings, name) is spec
        assert getattr(settings, name) == settings.get(name)
    settings.ai_time = 3.5
    settings.ruleset = Ruleset.ASIAN
    assert settings.get("ai_time") == 3.5 and settings.ruleset is Ruleset.ASIAN
    assert Settings.limits("ai_time") == (Settings.ai_time.low, Settings.ai_time.high) == (0.1, 60.0)
    with pytest.raises(ValueError):
        settings.min_move_time = 11.0              # beyond the spec's range
    with pytest.raises(ValueError):
        Settings.limits("language")                # not a number


def test_a_watcher_gets_the_new_value_of_its_setting_only(store):
    settings = Settings(store)
    seen = []
    settings.watch(Settings.notation, seen.append)
    settings.flipped = True
    settings.notation = Notation.WXF
    settings.notation = Notation.WXF               # no change: no call
    assert seen == [Notation.WXF]
