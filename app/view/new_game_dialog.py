"""The new-game dialog: rules, opponent and level, time control (per side for time odds), handicap.

Also used by "Play from here" (editor) and "Continue from here" with `setup=False` (only the
opponents and the time control: the position is given)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout,
                               QLabel, QLineEdit, QWidget)

from app.ai.levels import LEVELS as AI_LEVELS, Level
from app.model.enums import Color
from app.model.handicap import Handicap
from app.model.time_control import MAX_MOVES, TimeControl, TimeControlError, TimeControlProblem

from .plain_text import elide

RULESET_NAMES = {"cxq": "CXQ rules", "asian": "Asian Rules", "casual": "Casual (mate and repetition only)"}
PRESETS = ("-", "5+3", "10+5", "15+10", "30", "60", "10|30s", "40/90+30", "5s/move")
OPPONENTS = (("human", "Two players at this computer"), ("ai-black", "Play Red against the computer"),
             ("ai-red", "Play Black against the computer"), ("ai-both", "Computer against computer"))
LEVELS = tuple(str(name) for name in Level)     # weakest first
HANDICAPS = {Handicap.NONE: "No handicap", Handicap.LEFT_HORSE: "One horse (left)",
             Handicap.RIGHT_HORSE: "One horse (right)", Handicap.TWO_HORSES: "Two horses",
             Handicap.LEFT_CANNON: "One cannon", Handicap.LEFT_ROOK: "One rook (left)",
             Handicap.RIGHT_ROOK: "One rook (right)", Handicap.ROOK_HORSE: "Rook and horse",
             Handicap.ROOK_TWO_HORSES: "Rook and two horses", Handicap.TWO_ROOKS: "Two rooks",
             Handicap.NINE_PIECES: "Nine pieces", Handicap.DRAW_ODDS: "Draw odds (a draw wins for the receiver)"}


def tr(text: str) -> str:
    """Translate in the 'dialogs' context."""
    return QCoreApplication.translate("dialogs", text)


def preset_name(text: str) -> str:
    """How a preset reads in the list."""
    if text == "-":
        return tr("No clock")
    if text == "10|30s":
        return tr("10 min, then 30 s a move (byo-yomi)")
    if text == "40/90+30":
        return tr("40 moves in 90 min, +30 s")
    if text == "5s/move":
        return tr("5 s a move")
    if "+" in text:
        minutes, inc = text.split("+")
        return tr("%1 min + %2 s a move").replace("%1", minutes).replace("%2", inc)
    return tr("%1 min").replace("%1", text)


def level_label(name: str) -> str:
    """A level as the list shows it: its name and the rating measured for it (README: "How strong is
    the computer?")."""
    rating = AI_LEVELS[Level(name)].rating
    label = tr(name.capitalize())
    return tr("%1 (rating about %2)").replace("%1", label).replace("%2", str(rating)) if rating else label


def time_control_problem(err: TimeControlError) -> str:
    """Why a typed time control cannot be used (the text quoted shortened)."""
    text = elide(err.text, 40)
    if err.problem is TimeControlProblem.TOO_LONG:
        return tr("Too long: a time control may last at most a year (%1)").replace("%1", text)
    if err.problem is TimeControlProblem.BAD_MOVES:
        return tr("Moves a period must be from 1 to %1 (%2)").replace("%1", str(MAX_MOVES)).replace("%2", text)
    return tr("Not a time control: %1 (try 20+10, 60, 10|30s, 40/90+30, 5s/move)").replace("%1", text)


class TimeChooser(QWidget):
    """A preset list with a 'custom' entry whose text is checked with TimeControl.parse."""

    def __init__(self, current: str = "-", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = QComboBox()
        for text in PRESETS:
            self.box.addItem(preset_name(text), text)
        self.box.addItem(tr("Custom…"), "custom")
        self.custom = QLineEdit()
        self.custom.setPlaceholderText("20+10, 60, 10|30s x3, 40/90+30, 5s/move")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.box, 1)
        row.addWidget(self.custom, 1)
        self.box.currentIndexChanged.connect(self._on_choice)
        self.set_text(current)

    def set_text(self, text: str) -> None:
        """Choose a preset, or the custom entry holding `text`."""
        index = self.box.findData(text)
        if index < 0:
            index = self.box.findData("custom")
            self.custom.setText(text)
        self.box.setCurrentIndex(index)
        self._on_choice()

    def _on_choice(self) -> None:
        self.custom.setVisible(self.box.currentData() == "custom")

    def time_control(self) -> TimeControl:
        """The chosen time control (TimeControlError for a custom text that is not one)."""
        data = self.box.currentData()
        return TimeControl.parse(self.custom.text() if data == "custom" else data)


class NewGameDialog(QDialog):
    """Asks how to play; `choice()` gives the answers as a dict (see there)."""

    def __init__(self, settings, parent: QWidget | None = None, setup: bool = True, times: bool = True,
                 engines: list[str] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New game") if setup else tr("Play from this position"))
        form = QFormLayout(self)
        self.ruleset = QComboBox()
        for key, name in RULESET_NAMES.items():
            self.ruleset.addItem(tr(name), key)
        self.ruleset.setCurrentIndex(max(0, self.ruleset.findData(settings.get("ruleset"))))
        self.opponent = QComboBox()
        for key, name in OPPONENTS:
            self.opponent.addItem(tr(name), key)
        self.level = QComboBox()
        for name in LEVELS:
            self.level.addItem(level_label(name), name)
        self.level.setCurrentIndex(max(0, self.level.findData(settings.get("ai_level"))))
        self.engine = QComboBox()          # the built-in AI, or an engine from Tools ▸ Engines
        self.engine.addItem(tr("Built-in AI"), "")
        for name in engines or []:
            self.engine.addItem(name, name)
        self.engine.currentIndexChanged.connect(lambda: self.level.setEnabled(not self.engine.currentData()))
        self.black_engine = QComboBox()    # engine against engine: Black's computer may differ
        self.black_engine.addItem(tr("The same"), None)
        self.black_engine.addItem(tr("Built-in AI"), "")
        for name in engines or []:
            self.black_engine.addItem(name, name)
        self.red_time = TimeChooser(settings.get("time_control"))
        self.odds = QCheckBox(tr("Different time for Black (time odds)"))
        self.black_time = TimeChooser(settings.get("time_control"))
        self.black_time.setEnabled(False)
        self.odds.toggled.connect(self.black_time.setEnabled)
        self.handicap = QComboBox()
        for key, name in HANDICAPS.items():
            self.handicap.addItem(tr(name), key.value)
        self.giver = QComboBox()
        self.giver.addItem(tr("Red gives the handicap"), "red")
        self.giver.addItem(tr("Black gives the handicap"), "black")
        self.touch = QCheckBox(tr("Enforce touch-move (Asian Rules)"))
        self.touch.setChecked(settings.get("touch_move"))
        self.problem = QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)     # it quotes what the user typed
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00000;")
        self.problem.hide()
        form.addRow(tr("Rules"), self.ruleset)
        form.addRow(tr("Opponent"), self.opponent)
        form.addRow(tr("Computer"), self.engine)
        form.addRow(tr("Computer level"), self.level)
        form.addRow(tr("Black's computer"), self.black_engine)
        if not engines:
            self.engine.hide()
            form.labelForField(self.engine).hide()

        def black_engine_shown() -> None:
            shown = bool(engines) and self.opponent.currentData() == "ai-both"
            self.black_engine.setVisible(shown)
            label = form.labelForField(self.black_engine)
            if label is not None:
                label.setVisible(shown)
        self.opponent.currentIndexChanged.connect(lambda _=0: black_engine_shown())
        black_engine_shown()
        form.addRow(tr("Time control"), self.red_time)
        form.addRow(self.odds)
        form.addRow(tr("Black's time"), self.black_time)
        if setup:
            form.addRow(tr("Handicap"), self.handicap)
            form.addRow("", self.giver)
            form.addRow(self.touch)
        else:
            for widget in (self.ruleset, self.handicap, self.giver, self.touch):
                widget.hide()
            form.labelForField(self.ruleset).hide()
        if not times:            # the game keeps its clock (continue from here)
            for timing in (self.red_time, self.odds, self.black_time):
                timing.hide()
                label = form.labelForField(timing)
                if label is not None:
                    label.hide()
        form.addRow(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def accept(self) -> None:
        """Close only with a time control that reads; otherwise say what is wrong."""
        try:
            self.choice()
        except TimeControlError as err:
            self.problem.setText(time_control_problem(err))
            self.problem.show()
            return
        super().accept()

    def choice(self) -> dict:
        """ruleset, touch_move, opponent, level, red_tc/black_tc (TimeControl), handicap, giver."""
        red = self.red_time.time_control()
        black = self.black_time.time_control() if self.odds.isChecked() else red
        return {"ruleset": self.ruleset.currentData(), "touch_move": self.touch.isChecked(),
                "opponent": self.opponent.currentData(), "level": self.level.currentData(),
                "engine": self.engine.currentData() or "",
                "black_engine": (self.engine.currentData() or "") if self.black_engine.currentData() is None
                else self.black_engine.currentData(),
                "red_tc": red, "black_tc": black, "handicap": Handicap(self.handicap.currentData()),
                "giver": Color(self.giver.currentData())}
