"""Games shared as text, files and paper from the windows: the words and the questions of File ▸ Open from
text, File ▸ Export game, File ▸ Print and Copy/Paste as text (the study and play windows).

The view asks and says; app/shell/game_sharing.py reads and writes (the view reads no file). Each question
is a module function, so that tests (and the fit check, which cancels every dialog) can answer it:
``ask_game_text`` (a dialog with a text box), ``ask_export_path`` (a save dialog whose file types say
what is written: the score sheet's paper is chosen there, A4 or Letter), ``ask_gif_delay`` (the time
between an animation's frames) and ``ask_print`` (Qt's print dialog). Words in the 'share' context.
"""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QGuiApplication
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QLabel, QPlainTextEdit,
                               QPushButton, QVBoxLayout, QWidget)

from .file_dialogs import save_file
from .study_texts import pasted_text_problem
from .texts import fen_problem
from .window_place import fit_to_screen

EXPORT_KINDS = ("pdf", "gif", "svg", "png", "txt")
FILE_KIND = {"pdf": "games", "txt": "games", "gif": "diagrams", "svg": "diagrams", "png": "diagrams"}
DELAY_RANGE = (0.05, 60.0)          # seconds between an animation's frames (GIF_DELAY_RANGE, in ms)
TEXT_SIZE = (620, 460)              # the Open from text dialog's first size


def tr(text: str) -> str:
    """Translate in the 'share' context."""
    return QCoreApplication.translate("share", text)


# ----- menu entries -----------------------------------------------------------------------------------
def export_menu_title() -> str:
    """File ▸ Export game (a submenu of the formats)."""
    return tr("&Export game")


def export_action(kind: str) -> str:
    """An entry of File ▸ Export game."""
    return {"pdf": tr("Score sheet (&PDF)…"), "gif": tr("Animated &GIF…"), "svg": tr("Diagram (&SVG)…"),
            "png": tr("Diagram (P&NG)…"), "txt": tr("Game as &text…")}[kind]


def print_action() -> str:
    """File ▸ Print…"""
    return tr("Pr&int…")


def open_text_action() -> str:
    """File ▸ Open from text…"""
    return tr("Open from &text…")


def copy_game_action() -> str:
    """Edit ▸ Copy game as text."""
    return tr("Copy game as te&xt")


def copy_line_action() -> str:
    """Edit ▸ Copy line as text (the moves up to the current one and on along its line)."""
    return tr("Copy li&ne as text")


def paste_game_action() -> str:
    """Edit ▸ Paste game (the study window)."""
    return tr("Pa&ste game")


def paste_action() -> str:
    """Game ▸ Paste (the play window: a FEN starts a game, a game text opens for study)."""
    return tr("Paste FEN or &game")


def clear_marks_action() -> str:
    """Edit ▸ Clear arrows and circles."""
    return tr("Clear arrows and &circles")


def drawing_hint() -> str:
    """How to draw on the board: said in the study window's status bar when it opens and on the Clear
    arrows and circles entry (nothing else on screen tells a newcomer that the right button draws)."""
    return tr("Right-drag on the board draws an arrow, right-click circles a point (hold Shift for red, "
              "Ctrl for blue, Alt for yellow); drawing it again removes it.")


# ----- what happened ----------------------------------------------------------------------------------
def exported(path: str) -> str:
    """The status bar after an export."""
    return tr("Exported to %1").replace("%1", path)


def export_failed_title() -> str:
    """The title of a failed export's message."""
    return tr("Export failed")


def printed(pages: int) -> str:
    """The status bar after printing."""
    return tr("Printed 1 page") if pages == 1 else tr("Printed %1 pages").replace("%1", str(pages))


def print_failed_title() -> str:
    """The title of a failed print's message."""
    return tr("Printing failed")


def print_failed() -> str:
    """Why nothing was printed."""
    return tr("The printer could not be started.")


def copied(line: bool) -> str:
    """The status bar after Copy game / line as text."""
    return tr("The line was copied as text") if line else tr("The game was copied as text")


def too_long_to_animate(moves: int, most: int) -> str:
    """An animation refused: too many moves."""
    return tr("An animation holds at most %1 moves; this game has %2.").replace("%1", str(most)).replace(
        "%2", str(moves))


def open_text_failed_title() -> str:
    """The title of the message when a text holds no game."""
    return tr("No game in the text")


def no_game(problem: Any, notation: str = "chinese", traditional: bool = False) -> str:
    """Why a text opened no game: its start position cannot be played (and why), its first move named as
    written (pasted_text_problem), or that no move was found at all."""
    position = getattr(problem, "position", None)
    if position is not None:
        return tr("The game's start position cannot be played: %1.").replace("%1", fen_problem(position))
    if problem is not None and getattr(problem, "token", None):
        return pasted_text_problem(problem, notation, traditional)
    return tr("No moves were found. Write the moves in Chinese, WXF or ICCS notation (炮二平五, C2.5, h2e2), "
              "an optional FEN line first.")


def no_fen_nor_game(problem: Any, notation: str = "chinese", traditional: bool = False) -> str:
    """A paste in the play window that is neither a position nor a game."""
    return tr("The clipboard holds neither a position (FEN) nor a game. %1").replace(
        "%1", no_game(problem, notation, traditional))


def paste_failed_title() -> str:
    """The title of the message when a paste opens nothing."""
    return tr("Nothing to paste")


def empty_clipboard() -> str:
    """A paste with no text on the clipboard."""
    return tr("The clipboard holds no text.")


def pasted_heading() -> str:
    """The notice over a pasted game cut short by a move that could not be read."""
    return tr("The pasted game was read up to a move that could not be read:")


# ----- Open from text ---------------------------------------------------------------------------------
class OpenTextDialog(QDialog):
    """A box to paste or type a game into; Open is enabled once it holds text."""

    def __init__(self, parent: QWidget | None = None, text: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Open a game from text"))
        column = QVBoxLayout(self)
        about = QLabel(tr("Paste or type a game: its moves in Chinese, WXF or ICCS notation, numbered or not, "
                          "comments in braces, and first, for a set-up position, an optional FEN line. "
                          "It opens in a study window."))
        about.setWordWrap(True)
        column.addWidget(about)
        self.edit = QPlainTextEdit()
        self.edit.setPlaceholderText("1. 炮二平五 马８进７\n2. 马二进三 车９平８\n3. 车一平二 卒７进１")
        self.edit.setPlainText(text)
        self.edit.setAccessibleName(tr("Game text"))
        column.addWidget(self.edit, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        self.paste_button = QPushButton(tr("Paste"))
        self.paste_button.clicked.connect(self.paste)
        self.buttons.addButton(self.paste_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        column.addWidget(self.buttons)
        self.edit.textChanged.connect(self._enable)
        self._enable()
        fit_to_screen(self, *TEXT_SIZE)

    def paste(self) -> None:
        """Put the clipboard's text into the box (in place of what is selected)."""
        self.edit.insertPlainText(QGuiApplication.clipboard().text())

    def text(self) -> str:
        """The text in the box."""
        return self.edit.toPlainText()

    def _enable(self) -> None:
        button = self.buttons.button(QDialogButtonBox.StandardButton.Open)
        if button is not None:
            button.setEnabled(bool(self.text().strip()))


def ask_game_text(parent: QWidget | None, text: str = "") -> str | None:
    """Ask for a game as text (File ▸ Open from text); None if cancelled."""
    dialog = OpenTextDialog(parent, text)
    return dialog.text() if dialog.exec() == QDialog.DialogCode.Accepted else None


# ----- Export -----------------------------------------------------------------------------------------
def default_paper() -> str:
    """'letter' where the locale measures in inches (the United States), else 'a4'."""
    return "letter" if QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem else "a4"


def _filters(kind: str) -> dict[str, str]:
    """The file types offered for `kind`, by what each means (the PDF's paper)."""
    if kind == "pdf":
        return {"a4": tr("Score sheet on A4 paper (*.pdf)"), "letter": tr("Score sheet on Letter paper (*.pdf)")}
    return {"": {"gif": tr("Animated GIF (*.gif)"), "svg": tr("SVG diagram (*.svg)"),
                 "png": tr("PNG diagram (*.png)"), "txt": tr("Game as text (*.txt)")}[kind]}


def export_title(kind: str) -> str:
    """The save dialog's title."""
    return {"pdf": tr("Export a score sheet"), "gif": tr("Export an animated game"), "svg": tr("Export a diagram"),
            "png": tr("Export a diagram"), "txt": tr("Export the game as text")}[kind]


def ask_export_path(parent: QWidget | None, kind: str, suggested: str) -> tuple[str, str] | None:
    """Ask where to export as `kind` ('pdf', 'gif', 'svg', 'png', 'txt'), suggesting a name (its ending is
    the kind's): (path, paper) with paper 'a4' or 'letter' for a PDF ('' else), None if cancelled. A
    name typed without the ending gets it."""
    filters = _filters(kind)
    first = filters.get(default_paper(), next(iter(filters.values())))
    name = os.path.splitext(suggested)[0] + "." + kind
    path, chosen = save_file(parent, FILE_KIND[kind], export_title(kind), name, ";;".join(filters.values()), first)
    if not path:
        return None
    if os.path.splitext(path)[1].lower() != "." + kind:
        path += "." + kind
    paper = next((key for key, text in filters.items() if text == chosen), "") or ("a4" if kind == "pdf" else "")
    return path, paper


class DelayDialog(QDialog):
    """How long each position of an animated game shows."""

    def __init__(self, parent: QWidget | None, seconds: float) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Animated GIF"))
        form = QFormLayout(self)
        self.seconds = QDoubleSpinBox()
        self.seconds.setRange(*DELAY_RANGE)
        self.seconds.setDecimals(2)
        self.seconds.setSingleStep(0.25)
        self.seconds.setSuffix(tr(" s"))
        self.seconds.setValue(seconds)
        form.addRow(tr("Time for each move"), self.seconds)
        note = QLabel(tr("The last position shows three times as long; the animation starts again after it."))
        note.setWordWrap(True)
        form.addRow(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        fit_to_screen(self, 380, self.sizeHint().height())


def ask_gif_delay(parent: QWidget | None, delay_ms: int) -> int | None:
    """Ask for the milliseconds between an animation's frames (starting at `delay_ms`); None if cancelled."""
    dialog = DelayDialog(parent, delay_ms / 1000)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return round(dialog.seconds.value() * 1000)


# ----- Print ------------------------------------------------------------------------------------------
def ask_print(parent: QWidget | None, printer: QPrinter) -> bool:
    """Qt's print dialog for `printer` (the printer, pages and copies set in it); True to print."""
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(tr("Print the score sheet"))
    hint = dialog.sizeHint()
    fit_to_screen(dialog, hint.width(), hint.height())
    return dialog.exec() == QDialog.DialogCode.Accepted


__all__ = ["EXPORT_KINDS", "OpenTextDialog", "DelayDialog", "ask_game_text", "ask_export_path", "ask_gif_delay",
           "ask_print", "default_paper"]
