"""Opening names as the user reads them: the scheme's Chinese name in the Chinese UI; in the English UI
the English rendering with the Chinese name beside it (app.openings builds both from the scheme's names).

For the play window, the study window and the hint text too: ``opening_text(classify_prefix(...))``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.openings import Opening, opening

_MARKER = "Opening names in English, with the Chinese name beside them"


def tr(text: str) -> str:
    """Translate a source text in the 'opening_texts' context."""
    return QCoreApplication.translate("opening_texts", text)


def chinese_names() -> bool:
    """True when the UI is in Chinese (opening names are then shown in Chinese only): the Chinese UI
    translates this marker (tools/i18n/translate_zh_CN.py), the English one leaves it as it is."""
    return tr("Opening names in English, with the Chinese name beside them") != _MARKER


def opening_text(entry: Opening | None, traditional: bool = False) -> str:
    """An opening's name (and variation) for the UI: '中炮对屏风马' or 'Central Cannon vs Screen Horses
    (中炮对屏风马)'; '' for None."""
    if entry is None:
        return ""
    chinese = entry.chinese(traditional)
    if chinese_names():
        return chinese
    return tr("%1 (%2)").replace("%1", entry.english()).replace("%2", chinese)


def code_text(entry: Opening | None, traditional: bool = False) -> str:
    """'C84 ' followed by the name, '' for None."""
    return "" if entry is None else f"{entry.code} {opening_text(entry, traditional)}"


def name_of_code(code: str, traditional: bool = False) -> str:
    """The UI name of an ECCO code ('' for a code the scheme does not name)."""
    return opening_text(opening(code), traditional) if code else ""
