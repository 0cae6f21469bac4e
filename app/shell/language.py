"""The language the program speaks: the program's own translation and Qt's (OK, Cancel, Yes, No),
installed on the QApplication for the language the settings choose ("en": none)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QTranslator
from PySide6.QtWidgets import QApplication

I18N = Path(__file__).resolve().parents[2] / "resources" / "i18n"


class Translators:
    """The two translators of one QApplication; `install` swaps them for another language."""

    def __init__(self, qapp: QApplication) -> None:
        self.qapp = qapp
        self.translator = QTranslator()
        self.qt_translator = QTranslator()   # Qt's own words (OK, Cancel, Yes, No)

    def install(self, language: str) -> None:
        """Speak `language` from now on (the words already shown are said again by their windows)."""
        self.qapp.removeTranslator(self.translator)
        self.qapp.removeTranslator(self.qt_translator)
        if language == "en":
            return
        if self.translator.load(str(I18N / f"xiangqi_{language}.qm")):
            self.qapp.installTranslator(self.translator)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if self.qt_translator.load(f"qtbase_{language}", qt_dir):
            self.qapp.installTranslator(self.qt_translator)


__all__ = ["I18N", "Translators"]
