"""The UI language follows the system locale until one is chosen; traditional notation follows zh_TW."""

import pytest
from PySide6.QtCore import QSettings

from app.controller.settings import Settings, language_for_locale


@pytest.mark.parametrize("locale, language", [
    ("zh_TW", "zh_TW"), ("zh_HK", "zh_TW"), ("zh_MO", "zh_TW"), ("zh_Hant_TW", "zh_TW"), ("zh-TW", "zh_TW"),
    ("zh_TW.UTF-8", "zh_TW"), ("zh_CN", "zh_CN"), ("zh_SG", "zh_CN"), ("zh", "zh_CN"), ("en_US", "en"),
    ("de_DE", "en"), ("C", "en"),
])
def test_language_for_locale(locale, language):
    assert language_for_locale(locale) == language


def store(tmp_path):
    return QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)


def test_unchosen_language_follows_the_system_and_a_choice_wins(tmp_path):
    settings = Settings(store(tmp_path), locale="zh_HK")
    assert settings.get("language") == "zh_TW" and settings.get("traditional") is True
    settings.set("language", "en")
    assert settings.get("language") == "en" and settings.get("traditional") is False
    assert Settings(store(tmp_path), locale="zh_HK").get("language") == "en"      # stored


def test_a_chosen_notation_style_wins_over_the_language(tmp_path):
    settings = Settings(store(tmp_path), locale="en_GB")
    assert settings.get("language") == "en"
    settings.set("traditional", True)
    assert settings.get("traditional") is True
    settings.set("language", "zh_TW")
    settings.set("traditional", False)
    assert settings.get("traditional") is False
