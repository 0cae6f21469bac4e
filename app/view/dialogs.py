"""Dialogs: rulings, confirmations, errors, new game and settings (words via Qt translation)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout,
                               QMessageBox, QWidget)

from app.model import Outcome

from . import texts

RULESET_NAMES = {"cxq": "CXQ rules", "asian": "Asian Rules", "casual": "Casual (mate and repetition only)"}


def tr(text: str) -> str:
    """Translate in the 'dialogs' context."""
    return QCoreApplication.translate("dialogs", text)


class Dialogs:
    """Every modal question the program asks; tests replace these methods to answer them."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent

    def ruling(self, outcome: Outcome) -> None:
        """Announce how the game ended."""
        box = QMessageBox(self.parent)
        box.setWindowTitle(texts.outcome_title(outcome))
        box.setIcon(QMessageBox.Icon.Information)
        box.setText(f"<b>{texts.outcome_title(outcome)}</b>")
        box.setInformativeText(texts.outcome_sentence(outcome))
        box.exec()

    def confirm(self, kind: str, data: object) -> bool:
        """Ask a yes/no question: 'violation' (an Outcome), 'truncate' (moves dropped), 'draw' (side)."""
        if kind == "violation":
            question = texts.violation_warning(data)  # type: ignore[arg-type]
        elif kind == "truncate":
            question = tr("Play on from here? The %1 later moves will be dropped.").replace("%1", str(data))
        elif kind == "restore":
            question = tr("The last session did not end cleanly. Restore its game (%1 moves)?").replace(
                "%1", str(data))
        elif kind == "restore_study":
            question = tr("Unsaved study edits from the last session were kept (%1 files). Reopen them?").replace(
                "%1", str(data))
        elif kind == "draw":
            question = tr("%1 offers a draw. Does %2 accept?").replace("%1", texts.side_name(str(data))).replace(
                "%2", texts.side_name("black" if data == "red" else "red"))
        else:
            question = str(data)
        answer = QMessageBox.question(self.parent, tr("Xiangqi Studio"), question)
        return answer == QMessageBox.StandardButton.Yes

    def error(self, title: str, text: str) -> None:
        """Report a problem the user can fix."""
        QMessageBox.warning(self.parent, title, text)

    def new_game(self, settings) -> dict | None:
        """Ask for the new game's ruleset and touch-move; None if cancelled."""
        dialog = QDialog(self.parent)
        dialog.setWindowTitle(tr("New game"))
        form = QFormLayout(dialog)
        ruleset = _ruleset_box(settings.get("ruleset"))
        touch = QCheckBox(tr("Enforce touch-move (Asian Rules)"))
        touch.setChecked(settings.get("touch_move"))
        opponent = QComboBox()
        opponent.addItem(tr("Two players at this computer"), "human")
        opponent.addItem(tr("Play Red against the computer"), "ai-black")
        opponent.addItem(tr("Play Black against the computer"), "ai-red")
        opponent.addItem(tr("Computer against computer"), "ai-both")
        level = QComboBox()
        for name in ("beginner", "casual", "intermediate", "strong", "master"):
            level.addItem(tr(name.capitalize()), name)
        level.setCurrentIndex(max(0, level.findData(settings.get("ai_level"))))
        form.addRow(tr("Rules"), ruleset)
        form.addRow(tr("Opponent"), opponent)
        form.addRow(tr("Computer level"), level)
        form.addRow(touch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        form.addRow(buttons)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return {"ruleset": ruleset.currentData(), "touch_move": touch.isChecked(),
                "opponent": opponent.currentData(), "level": level.currentData()}

    def settings(self, settings) -> None:
        """Edit the stored settings."""
        dialog = QDialog(self.parent)
        dialog.setWindowTitle(tr("Settings"))
        form = QFormLayout(dialog)
        ruleset = _ruleset_box(settings.get("ruleset"))
        touch = QCheckBox()
        touch.setChecked(settings.get("touch_move"))
        notation = QComboBox()
        for key, name in (("chinese", tr("Chinese")), ("wxf", "WXF"), ("iccs", "ICCS")):
            notation.addItem(name, key)
        notation.setCurrentIndex(notation.findData(settings.get("notation")))
        traditional = QCheckBox()
        traditional.setChecked(settings.get("traditional"))
        language = QComboBox()
        language.addItem("English", "en")
        language.addItem("简体中文", "zh_CN")
        language.setCurrentIndex(language.findData(settings.get("language")))
        style = QComboBox()
        style.addItem(tr("Chinese characters"), "traditional")
        style.addItem(tr("International symbols"), "international")
        style.setCurrentIndex(style.findData(settings.get("piece_style")))
        sounds = QCheckBox()
        sounds.setChecked(settings.get("sounds"))
        ai_time = QDoubleSpinBox()
        ai_time.setRange(0.1, 60.0)
        ai_time.setValue(settings.get("ai_time"))
        ai_time.setSuffix(" s")
        form.addRow(tr("Rules for new games"), ruleset)
        form.addRow(tr("Enforce touch-move"), touch)
        form.addRow(tr("Move notation"), notation)
        form.addRow(tr("Traditional characters in notation"), traditional)
        form.addRow(tr("Language"), language)
        form.addRow(tr("Pieces"), style)
        form.addRow(tr("Move sounds"), sounds)
        form.addRow(tr("Computer time per move"), ai_time)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        form.addRow(buttons)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        settings.set("ruleset", ruleset.currentData())
        settings.set("touch_move", touch.isChecked())
        settings.set("notation", notation.currentData())
        settings.set("traditional", traditional.isChecked())
        settings.set("language", language.currentData())
        settings.set("piece_style", style.currentData())
        settings.set("sounds", sounds.isChecked())
        settings.set("ai_time", float(ai_time.value()))


def _ruleset_box(current: str) -> QComboBox:
    box = QComboBox()
    for key, name in RULESET_NAMES.items():
        box.addItem(tr(name), key)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box
