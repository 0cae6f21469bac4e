"""Dialogs: rulings, confirmations, errors, new game and settings (words via Qt translation)."""

from __future__ import annotations

import html
import os
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, Qt
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox,
                               QFormLayout, QHBoxLayout, QLabel, QListWidget, QMessageBox, QPushButton,
                               QVBoxLayout, QWidget)

from app.model import Notation, Outcome, Ruleset
from app.model.seating import NewGameChoice

from . import texts
from .new_game_dialog import RULESET_NAMES, NewGameDialog
from .plain_text import fill, warn
from .theme_preview import ThemePreview
from .file_dialogs import open_file, save_file
from .window_place import ShrinkingArea, fit_to_hint

if TYPE_CHECKING:
    from app.controller.settings import Settings


def tr(text: str) -> str:
    """Translate in the 'dialogs' context."""
    return QCoreApplication.translate("dialogs", text)


@dataclass(frozen=True)
class RestoreOffer:
    """A game left unsaved by a session that did not end cleanly, as the restore question lists it."""

    moves: int
    saved_at: float                       # when it was last autosaved (seconds since the epoch)
    computer_sides: tuple[str, ...] = ()  # 'red', 'black'
    level: str = ""
    timed: bool = False


class RulingDialog(QDialog):
    """How the game ended: the result in bold over its sentence, each on one line sized to its text."""

    def __init__(self, outcome: Outcome, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(texts.outcome_title(outcome))
        self.title = QLabel(texts.outcome_title(outcome))
        self.sentence = QLabel(texts.outcome_sentence(outcome))
        bold = self.title.font()
        bold.setBold(True)
        self.title.setFont(bold)
        for label in (self.title, self.sentence):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 12)
        layout.addWidget(self.title)
        layout.addWidget(self.sentence)
        layout.addSpacing(6)
        layout.addWidget(buttons)
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetFixedSize)


class Dialogs:
    """Every modal question the program asks; tests replace these methods to answer them."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent

    def ruling(self, outcome: Outcome) -> None:
        """Announce how the game ended."""
        RulingDialog(outcome, self.parent).exec()

    def confirm(self, kind: str, data: object) -> bool:
        """Ask a yes/no question: 'violation' (an Outcome), 'truncate' (moves dropped), 'draw', 'resign' (side)."""
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
        elif kind == "resign":
            question = tr("Resign this game as %1?").replace("%1", texts.side_name(str(data)))
        elif kind == "draw":
            question = tr("%1 offers a draw. Does %2 accept?").replace("%1", texts.side_name(str(data))).replace(
                "%2", texts.side_name("black" if data == "red" else "red"))
        else:
            question = str(data)
        answer = QMessageBox.question(self.parent, tr("Xiangqi Studio"), question)
        return answer == QMessageBox.StandardButton.Yes

    def restore_games(self, offers: list[RestoreOffer]) -> tuple[str, int]:
        """Ask which of several unsaved games to restore: ('restore', its index), ('later', -1): all are
        offered again at the next start, or ('discard', -1)."""
        dialog = RestoreDialog(offers, self.parent)
        dialog.exec()
        return dialog.answer

    def error(self, title: str, text: str) -> None:
        """Report a problem the user can fix (the text may quote file names: shown as plain text)."""
        warn(self.parent, title, text)

    def new_game(self, settings: Settings, setup: bool = True, times: bool = True,
                 engines: list[str] | None = None) -> NewGameChoice | None:
        """Ask how to play (see NewGameDialog.choice); None if cancelled. `setup=False`: the position
        is given (play from the editor, continue from here): only opponents and clocks."""
        dialog = NewGameDialog(settings, self.parent, setup, times, engines or [])
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.choice()

    def unsaved_game(self) -> str:
        """Ask what to do with the game on the board: 'save', 'discard' or 'cancel'."""
        box = self.unsaved_game_box()
        buttons = QMessageBox.StandardButton
        answer = box.exec()
        return {buttons.Save: "save", buttons.Discard: "discard"}.get(buttons(answer), "cancel")

    def unsaved_game_box(self) -> QMessageBox:
        """The Save / Discard / Cancel question about the game on the board (not shown yet)."""
        box = QMessageBox(self.parent)
        box.setWindowTitle(tr("Xiangqi Studio"))
        box.setIcon(QMessageBox.Icon.Question)
        box.setText(tr("<b>Save the game you played?</b>"))
        box.setInformativeText(tr("It has not been saved. If you discard it, it cannot be restored."))
        buttons = QMessageBox.StandardButton
        box.setStandardButtons(buttons.Save | buttons.Discard | buttons.Cancel)
        box.setDefaultButton(buttons.Save)
        return box

    def rules_help(self, ruleset: Ruleset) -> QDialog:
        """Open the rules help at the current ruleset (not modal)."""
        from .rules_help import RulesHelp
        dialog = RulesHelp(ruleset, self.parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def save_path(self, suggested: str) -> str:
        """Ask where to save a game as PGN ('' if cancelled)."""
        path, _ = save_file(self.parent, "games", tr("Save game"), suggested, tr("PGN games (*.pgn)"))
        if path and not path.lower().endswith(".pgn"):
            path += ".pgn"
        return path

    def settings(self, settings: Settings) -> None:
        """Edit the stored settings."""
        dialog = QDialog(self.parent)
        dialog.setWindowTitle(tr("Settings"))
        rows = QWidget()                    # scrolled on a screen too low for all of them; OK stays in view
        form = QFormLayout(rows)
        ruleset = _ruleset_box(settings.ruleset)
        touch = QCheckBox()
        touch.setChecked(settings.touch_move)
        notation = QComboBox()
        for key, name in (("chinese", tr("Chinese")), ("wxf", "WXF"), ("iccs", "ICCS")):
            notation.addItem(name, key)
        notation.setCurrentIndex(notation.findData(settings.notation))
        traditional = QCheckBox()
        traditional.setChecked(settings.traditional)
        language = QComboBox()
        language.addItem("English", "en")
        language.addItem("简体中文", "zh_CN")
        language.addItem("繁體中文", "zh_TW")
        language.setCurrentIndex(language.findData(settings.language))
        style = QComboBox()
        style.addItem(tr("Chinese characters"), "traditional")
        style.addItem(tr("International symbols"), "international")
        style.addItem(tr("High contrast (shape and outline)"), "contrast")
        style.setCurrentIndex(style.findData(settings.piece_style))
        board_look = QComboBox()
        for key, name in (("wood", tr("Wood")), ("light", tr("Plain light")), ("dark", tr("Dark"))):
            board_look.addItem(name, key)
        board_look.setCurrentIndex(board_look.findData(settings.board_theme))
        preview = ThemePreview(board_look, style, QApplication.font().families()[-1])
        sounds = QCheckBox()
        sounds.setChecked(settings.sounds)
        speak = QCheckBox()
        speak.setChecked(settings.speak_moves)
        ai_time = _seconds_box(settings, "ai_time")
        form.addRow(tr("Rules for new games"), ruleset)
        form.addRow(tr("Enforce touch-move"), touch)
        form.addRow(tr("Move notation"), notation)
        form.addRow(tr("Traditional characters in notation"), traditional)
        form.addRow(tr("Language"), language)
        form.addRow(tr("Pieces"), style)
        form.addRow(tr("Board"), board_look)
        form.addRow(tr("Preview"), preview)
        form.addRow(tr("Move sounds"), sounds)
        form.addRow(tr("Speak moves aloud"), speak)
        form.addRow(tr("Computer time per move"), ai_time)
        min_time = _seconds_box(settings, "min_move_time")
        form.addRow(tr("Computer moves no faster than"), min_time)
        resigns = QCheckBox()
        resigns.setChecked(settings.ai_resigns)
        form.addRow(tr("Computer resigns hopeless positions"), resigns)
        book = QCheckBox()
        book.setChecked(settings.ai_book)
        form.addRow(tr("Computer opens from an opening book"), book)
        book_games = BookSource(settings.ai_book_games, dialog)
        book.toggled.connect(book_games.setEnabled)
        book_games.setEnabled(book.isChecked())
        form.addRow(tr("Opening book"), book_games)
        move_times = QCheckBox()
        move_times.setChecked(settings.move_times)
        form.addRow(tr("Clock times in the move list"), move_times)
        weighted = QCheckBox()
        weighted.setChecked(settings.weighted_arrows)
        form.addRow(tr("Arrows for every analysis line, by quality"), weighted)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        column = QVBoxLayout(dialog)
        column.addWidget(ShrinkingArea(rows), 1)
        column.addWidget(buttons)
        fit_to_hint(dialog)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        settings.ruleset = Ruleset(ruleset.currentData())
        settings.touch_move = touch.isChecked()
        settings.notation = Notation(notation.currentData())
        settings.traditional = traditional.isChecked()
        settings.language = language.currentData()
        settings.piece_style = style.currentData()
        settings.board_theme = board_look.currentData()
        settings.sounds = sounds.isChecked()
        settings.speak_moves = speak.isChecked()
        settings.ai_time = float(ai_time.value())
        settings.min_move_time = float(min_time.value())
        settings.ai_resigns = resigns.isChecked()
        settings.ai_book = book.isChecked()
        settings.ai_book_games = book_games.path
        settings.move_times = move_times.isChecked()
        settings.weighted_arrows = weighted.isChecked()


class BookSource(QWidget):
    """The opening book's source in the settings: the master games that ship, or a games file chosen."""

    def __init__(self, path: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path = path
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        choose = QPushButton(tr("Games file…"))
        choose.clicked.connect(self._choose)
        builtin = QPushButton(tr("Master games"))
        builtin.clicked.connect(lambda: self._set(""))
        layout.addWidget(self.label, 1)
        layout.addWidget(choose)
        layout.addWidget(builtin)
        self._set(path)

    def _set(self, path: str) -> None:
        self.path = path
        self.label.setText(os.path.basename(path) if path else tr("Master games (built in)"))
        self.label.setToolTip(html.escape(path))

    def _choose(self) -> None:
        path = open_file(self, "games", tr("Games for the opening book"),
                         tr("Game files (*.pgn *.xqf *.cbl *.cbr *.txt);;All files (*)"), self.path)
        if path:
            self._set(path)


def restore_offer_text(offer: RestoreOffer) -> str:
    """One unsaved game as the restore question lists it: '23 moves · against the computer (Master) ·
    with a clock · autosaved 14:02 (3 May)'."""
    sides = set(offer.computer_sides)
    if not sides:
        opponent = tr("two players")
    elif len(sides) == 2:
        opponent = tr("computer against computer")
    else:
        opponent = tr("against the computer (%1)").replace("%1", tr(offer.level.capitalize()))
    when = QDateTime.fromSecsSinceEpoch(int(offer.saved_at)).toString("yyyy-MM-dd HH:mm")
    parts = [tr("%1 moves").replace("%1", str(offer.moves)), opponent]
    if offer.timed:
        parts.append(tr("with a clock"))
    parts.append(tr("autosaved %1").replace("%1", when))
    return " · ".join(parts)


class RestoreDialog(QDialog):
    """The restore question for several unsaved games: choose one to play on, keep all for later, or
    discard all; ``answer`` after exec() ('later' if the dialog was closed)."""

    def __init__(self, offers: list[RestoreOffer], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Xiangqi Studio"))
        self.answer: tuple[str, int] = ("later", -1)
        layout = QVBoxLayout(self)
        intro = QLabel(tr("Sessions that did not end cleanly left %1 games unsaved. Choose the game to "
                          "play on; the others are offered again at the next start.").replace("%1", str(len(offers))))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.games = QListWidget()
        self.games.addItems([restore_offer_text(offer) for offer in offers])   # plain text items
        self.games.setCurrentRow(0)
        self.games.itemDoubleClicked.connect(lambda _item: self._answer("restore"))
        layout.addWidget(self.games)
        buttons = QDialogButtonBox()
        restore = buttons.addButton(tr("Restore"), QDialogButtonBox.ButtonRole.AcceptRole)
        later = buttons.addButton(tr("Later"), QDialogButtonBox.ButtonRole.RejectRole)
        discard = buttons.addButton(tr("Discard all"), QDialogButtonBox.ButtonRole.DestructiveRole)
        restore.clicked.connect(lambda: self._answer("restore"))
        later.clicked.connect(lambda: self._answer("later"))
        discard.clicked.connect(lambda: self._answer("discard"))
        for button in (later, discard):
            button.setAutoDefault(False)
        restore.setDefault(True)
        layout.addWidget(buttons)
        self.games.setFocus()
        self.games.setMinimumWidth(min(900, self.games.sizeHintForColumn(0) + 40))

    def _answer(self, kind: str) -> None:
        self.answer = (kind, self.games.currentRow() if kind == "restore" else -1)
        self.done(QDialog.DialogCode.Accepted if kind == "restore" else QDialog.DialogCode.Rejected)


def set_aside_title() -> str:
    """The title of the notice about autosaves that could not be restored."""
    return tr("Autosave not restored")


def set_aside_text(items: list[tuple[str, str | None, bool]]) -> str:
    """The notice about autosaves set aside at start-up: (file, where it was kept or None, True if its
    games were restored in part) for each."""
    lines = [tr("Work autosaved in the last session could not be restored in full. Nothing was deleted:")]
    for path, kept, partly in items:
        if kept is None:
            line = tr("%1 could not be read; it was left where it is.")
        elif partly:
            line = tr("%1 was restored only in part; the whole file was kept as %2.")
        else:
            line = tr("%1 could not be read; it was kept as %2.")
        lines.append("• " + fill(line, path, kept or ""))
    return "\n".join(lines)


def _seconds_box(settings: Settings, name: str) -> QDoubleSpinBox:
    """A spin box for a setting in seconds, within the setting's range."""
    box = QDoubleSpinBox()
    box.setRange(*settings.limits(name))
    box.setValue(settings.get(name))
    box.setSuffix(tr(" s"))
    return box


def _ruleset_box(current: Ruleset) -> QComboBox:
    box = QComboBox()
    for key, name in RULESET_NAMES.items():
        box.addItem(tr(name), key)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box
