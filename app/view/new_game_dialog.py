"""The new-game dialog: rules, opponent and level, time control (per side for time odds), handicap.

Also used by "Play from here" (editor) and "Continue from here" with `setup=False` (only the
opponents and the time control: the position is given)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout,
                               QLabel, QLineEdit, QWidget)

from app.ai.levels import LEVELS as AI_LEVELS, Level
from app.model.enums import Color, Ruleset
from app.model.handicap import Handicap
from app.model.seating import NewGameChoice, Opponent, PlayerSpec
from app.model.time_control import MAX_MOVES, TimeControl, TimeControlError, TimeControlProblem

from .plain_text import elide, fill

if TYPE_CHECKING:
    from app.controller.settings import Settings

RULESET_NAMES = {Ruleset.CXQ: "CXQ rules", Ruleset.ASIAN: "Asian Rules",
                 Ruleset.CASUAL: "Casual (mate and repetition only)"}
PRESETS = ("-", "5+3", "10+5", "15+10", "30", "60", "10|30s", "40/90+30", "5s/move")
OPPONENTS = {Opponent.HUMANS: "Two players at this computer", Opponent.COMPUTER_BLACK: "Play Red against the computer",
             Opponent.COMPUTER_RED: "Play Black against the computer", Opponent.COMPUTERS: "Computer against computer"}
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


def level_word(name: str) -> str:
    """A built-in level's name in the user's words ("Master", 大师); a name that is no level, as it is."""
    return tr(name.capitalize()) if name in {str(level) for level in Level} else name


def level_label(name: str) -> str:
    """A level as the list shows it: its name and the rating measured for it with its 95% interval
    (docs/strength.md: "Strength and the ladder")."""
    spec = AI_LEVELS[Level(name)]
    label = tr(name.capitalize())
    if not spec.rating:
        return label
    if not spec.rating_error:
        return fill(tr("%1 (rating about %2)"), label, spec.rating)
    return fill(tr("%1 (rating %2 ± %3)"), label, spec.rating, spec.rating_error)


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
        # wide enough for a control when it first appears (it used to be squeezed to '···')
        self.custom.setMinimumWidth(self.custom.fontMetrics().horizontalAdvance("10|30s x3, 40/90+30") + 16)
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
        window = self.window()
        if window is not self and window.isVisible():
            window.adjustSize()                 # room for the custom field

    def time_control(self) -> TimeControl:
        """The chosen time control (TimeControlError for a custom text that is not one)."""
        data = self.box.currentData()
        return TimeControl.parse(self.custom.text() if data == "custom" else data)

    def text(self) -> str:
        """The chosen preset or the custom text, as typed."""
        data = self.box.currentData()
        return self.custom.text() if data == "custom" else str(data)


class NewGameDialog(QDialog):
    """Asks how to play; `choice()` gives the answers as a NewGameChoice."""

    def __init__(self, settings: Settings, parent: QWidget | None = None, setup: bool = True, times: bool = True,
                 engines: list[str] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New game") if setup else tr("Play from this position"))
        form = QFormLayout(self)
        self.ruleset = QComboBox()
        for ruleset, name in RULESET_NAMES.items():
            self.ruleset.addItem(tr(name), ruleset)
        self.ruleset.setCurrentIndex(max(0, self.ruleset.findData(settings.ruleset)))
        self.opponent = QComboBox()
        for opponent, name in OPPONENTS.items():
            self.opponent.addItem(tr(name), opponent)
        self.level = QComboBox()
        for name in LEVELS:
            self.level.addItem(level_label(name), name)
        self.level.setCurrentIndex(max(0, self.level.findData(settings.ai_level)))
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
        self.black_level = QComboBox()     # computer against computer: Black's own level
        for name in LEVELS:
            self.black_level.addItem(level_label(name), name)
        self.black_level.setCurrentIndex(self.level.currentIndex())

        def black_level_used() -> None:     # a level is the built-in AI's: an engine has its own strength
            engine = self.black_engine.currentData()
            self.black_level.setEnabled((self.engine.currentData() if engine is None else engine) == "")
        self.black_engine.currentIndexChanged.connect(black_level_used)
        self.engine.currentIndexChanged.connect(black_level_used)
        self.red_time = TimeChooser(settings.time_control)
        self.odds = QCheckBox(tr("Different time for Black (time odds)"))
        self.black_time = TimeChooser(settings.time_control)
        self.black_time.setEnabled(False)
        self.odds.toggled.connect(self.black_time.setEnabled)

        def black_as_red() -> None:          # without time odds Black's (greyed) time is Red's
            if not self.odds.isChecked():
                self.black_time.set_text(self.red_time.text())
        self.red_time.box.currentIndexChanged.connect(black_as_red)
        self.red_time.custom.textChanged.connect(black_as_red)
        self.odds.toggled.connect(lambda _on: black_as_red())
        self.handicap = QComboBox()
        for handicap, name in HANDICAPS.items():
            self.handicap.addItem(tr(name), handicap.value)
        self.giver = QComboBox()
        self.giver.addItem(tr("Red gives the handicap"), "red")
        self.giver.addItem(tr("Black gives the handicap"), "black")
        self.red_name, self.black_name = QLineEdit(), QLineEdit()     # the people's names (saved in the game)
        for edit, side in ((self.red_name, tr("Red")), (self.black_name, tr("Black"))):
            edit.setPlaceholderText(side)
            edit.setMaxLength(80)
        self.touch = QCheckBox(tr("Enforce touch-move (Asian Rules)"))
        self.touch.setChecked(settings.touch_move)
        self.problem = QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)     # it quotes what the user typed
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00000;")
        self.problem.hide()
        form.addRow(tr("Rules"), self.ruleset)
        form.addRow(tr("Opponent"), self.opponent)
        form.addRow(tr("Red's name"), self.red_name)
        form.addRow(tr("Black's name"), self.black_name)
        form.addRow(tr("Computer"), self.engine)
        form.addRow(tr("Computer level"), self.level)
        form.addRow(tr("Black's computer"), self.black_engine)
        form.addRow(tr("Black's level"), self.black_level)

        def black_engine_shown() -> None:
            both = self.opponent.currentData() == Opponent.COMPUTERS
            sides = Opponent(self.opponent.currentData()).computer_sides
            for widget, shown in ((self.engine, bool(sides) and bool(engines)), (self.level, bool(sides)),
                                  (self.black_engine, both and bool(engines)), (self.black_level, both),
                                  (self.red_name, Color.RED not in sides), (self.black_name, Color.BLACK not in sides)):
                widget.setVisible(shown)
                label = form.labelForField(widget)
                if label is not None:
                    label.setVisible(shown)
            self._fit_height()
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
        self.settings = settings
        self._recall(settings.new_game, setup)
        self._name_the_user(settings.player_name)
        self.opponent.currentIndexChanged.connect(lambda _=0: self._name_the_user(settings.player_name))

    def _fit_height(self) -> None:
        """As tall as the rows shown need: no blank strip where rows were just hidden (nor rows cut
        where they were shown); the width is kept."""
        layout = self.layout()
        if not self.isVisible() or layout is None:
            return
        layout.invalidate()
        layout.activate()
        self.resize(max(self.width(), self.minimumSizeHint().width()), self.sizeHint().height())

    def _name_the_user(self, name: str) -> None:
        """The user's name (Settings) on the side the user plays against the computer (Red with two people)."""
        sides = Opponent(self.opponent.currentData()).computer_sides
        user = self.black_name if Color.RED in sides and Color.BLACK not in sides else self.red_name
        if name and not user.text():
            user.setText(name)

    # the answers remembered from the last game (Settings.new_game): each field by its data
    _REMEMBERED = ("opponent", "engine", "black_engine", "black_level", "handicap", "giver")

    def _recall(self, remembered: str, setup: bool) -> None:
        """Set the fields to the last game's answers (rules, level and times come from their own settings)."""
        try:
            answers = json.loads(remembered)
        except ValueError:
            return
        if not isinstance(answers, dict):
            return
        for name in self._REMEMBERED:
            if name in ("handicap", "giver") and not setup:
                continue
            box: QComboBox = getattr(self, name)
            index = box.findData(answers.get(name, object()))
            if index >= 0:
                box.setCurrentIndex(index)
        if answers.get("odds") is True and isinstance(answers.get("black_tc"), str):
            self.odds.setChecked(True)
            self.black_time.set_text(answers["black_tc"])

    def answers(self) -> dict[str, object]:
        """The fields to remember for the next game (see _recall)."""
        answers: dict[str, object] = {name: getattr(self, name).currentData() for name in self._REMEMBERED}
        answers["odds"] = self.odds.isChecked()
        answers["black_tc"] = self.black_time.text()
        return answers

    def accept(self) -> None:
        """Close only with a time control that reads (otherwise say what is wrong); remember the answers."""
        try:
            self.choice()
        except TimeControlError as err:
            self.problem.setText(time_control_problem(err))
            self.problem.show()
            return
        self.settings.ai_level = self.level.currentData()    # stored with the answers (Settings: kept)
        self.settings.new_game = json.dumps(self.answers(), ensure_ascii=False)
        choice = self.choice()
        people = [choice.name(color) for color in (Color.RED, Color.BLACK) if color not in choice.computer_sides]
        if len(people) == 1 and people[0]:          # against the computer: the user's name, kept
            self.settings.player_name = people[0]
        super().accept()

    def choice(self) -> NewGameChoice:
        """The rules, each side's player, the time controls and the handicap chosen (TimeControlError
        for a custom time control that does not read)."""
        red = self.red_time.time_control()
        black = self.black_time.time_control() if self.odds.isChecked() else red
        level = self.level.currentData()
        computer = self._computer(self.engine.currentData(), level)
        black_engine, black_level = self.black_engine.currentData(), self.black_level.currentData()
        if black_engine is None:            # "the same" computer as Red, at Black's own level
            black_engine = self.engine.currentData()
        black_computer = self._computer(black_engine, black_level)
        return NewGameChoice.seated(
            Opponent(self.opponent.currentData()), computer, black_computer,
            ruleset=Ruleset(self.ruleset.currentData()), touch_move=self.touch.isChecked(), red_tc=red,
            black_tc=black, handicap=Handicap(self.handicap.currentData()), giver=Color(self.giver.currentData()),
            names=(self.red_name.text().strip(), self.black_name.text().strip()))

    @staticmethod
    def _computer(engine: str, level: str) -> PlayerSpec:
        """The built-in AI at `level` ('' for the engine), or the engine of that name."""
        return PlayerSpec.external(engine, level) if engine else PlayerSpec.builtin(level)
