"""Tools ▸ Tournament…: set up an engine tournament, run it in the background and watch it.

Left, the set-up (participants from the built-in levels and the engine list, format, games, time
control and its margin, openings, rules, games at once, the PGN file, adjudication and the SPRT, each
with its own labelled fields); right, the progress with Pause and Stop, the standings with Elo and
error bars, the crosstable, the finished games (double-click one to study it) and the games under way
on a small board. The window drives a TournamentController (passed in; the view does not import the
controller layer) and words its values (its problems through tournament_texts); the set-up is handed
over as a TournamentRequest made by ``request_factory``.

The PGN file starts as a new file in the user's data folder (the controller's ``default_pgn``). The
set-up is remembered: ``remembered`` (a JSON text, as ``setup_text`` writes it) fills the fields at
start, and ``setup_chosen(text)`` is emitted at each Start for the caller to keep (Settings).
Stop asks before it stops games under way (they are kept and go on when resumed); "Resume a saved
tournament…" takes a tournament's PGN or its state file.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QGridLayout, QGroupBox,
                               QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QMainWindow, QMessageBox,
                               QPushButton, QScrollArea, QSpinBox, QSplitter, QTabWidget, QVBoxLayout,
                               QWidget)

from . import tournament_texts
from .new_game_dialog import level_label
from .progress_room import ProgressRoom
from .tournament_tables import FinishedGames, LiveGamesPanel, StandingsPanel
from .file_dialogs import open_file, save_file
from .window_place import fit_to_screen

if TYPE_CHECKING:
    from app.controller.tournament_values import Problem
    from app.tournament import EngineSpec, GameResult, PlayedGame, Standings, TournamentFinished, TournamentStarted

TIME_PRESETS = ("movetime=100ms", "movetime=500ms", "movetime=2s", "1+1", "3+2", "10+5", "depth=8")
OPENINGS = ("start", "book", "ecco", "file")


class TournamentWindow(QMainWindow):
    """The tournament window (see the module doc). ``open_game_requested(int)``: study a finished game;
    ``setup_chosen(str)``: the set-up at Start, to remember (JSON)."""

    open_game_requested = Signal(int)
    setup_chosen = Signal(str)

    def __init__(self, controller: Any, entrants: list[EngineSpec], request_factory: Callable[..., Any],
                 font_family: str = "", style: str = "traditional", parent: QWidget | None = None,
                 remembered: str = "") -> None:
        super().__init__(parent)
        self.controller, self.entrants, self.make_request = controller, list(entrants), request_factory
        self.ask: Callable[[str, str], bool] = self._ask          # (title, question) -> yes; replaced in tests
        self.choose_file: Callable[[str], str] = self._choose_file  # kind ("pgn", "openings", "resume") -> path
        self.total = 0
        self._default_pgn = ""
        self._build_setup()
        self.standings = StandingsPanel()
        self.finished_games = FinishedGames()
        self.live = LiveGamesPanel(font_family, style)
        self._build_run()
        self._wire()
        self.retranslate()
        self.apply_setup(remembered)
        if not self.pgn.text().strip():
            self._propose_pgn()
        self._refresh_state()
        fit_to_screen(self, 1100, 720)     # never larger than the screen's free area, frame included

    # ----- building ---------------------------------------------------------------------------------
    def _build_setup(self) -> None:
        self.participants = QListWidget()
        for index, spec in enumerate(self.entrants):
            item = QListWidgetItem(self.entrant_name(spec))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            item.setData(Qt.ItemDataRole.UserRole, index)
            self.participants.addItem(item)
        self.participants.setMinimumHeight(110)
        self.up, self.down = QPushButton(), QPushButton()
        self.format = QComboBox()
        self.games = QSpinBox()
        self.games.setRange(1, 10_000)
        self.games.setValue(2)
        self.time = QComboBox()
        self.time.setEditable(True)
        self.time.addItems(TIME_PRESETS)
        self.margin = QSpinBox()
        self.margin.setRange(-1, 60_000)
        self.margin.setSingleStep(100)
        self.margin.setValue(-1)                   # -1: the default for the kind of time
        self.openings = QComboBox()
        self.openings_text = QLineEdit()
        self.openings_browse = QPushButton()
        self.opening_plies = QSpinBox()
        self.opening_plies.setRange(0, 1000)
        self.opening_plies.setValue(8)
        self.ruleset = QComboBox()
        self.concurrency = QSpinBox()
        self.concurrency.setRange(1, 64)
        self.concurrency.setValue(self.controller.default_concurrency())
        self.pgn = QLineEdit()
        self.pgn_browse = QPushButton()
        self.start_button, self.resume_button = QPushButton(), QPushButton()
        self.form = QFormLayout()
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        moves = QHBoxLayout()
        moves.addWidget(self.up)
        moves.addWidget(self.down)
        moves.addStretch(1)
        self.openings_source_row = QWidget()
        source = QHBoxLayout(self.openings_source_row)
        source.setContentsMargins(0, 0, 0, 0)
        source.addWidget(self.openings_text, 1)
        source.addWidget(self.openings_browse)
        pgn = QHBoxLayout()
        pgn.addWidget(self.pgn, 1)
        pgn.addWidget(self.pgn_browse)
        self.participants_label = QLabel()
        self.participants_label.setWordWrap(True)
        setup = QWidget()
        column = QVBoxLayout(setup)
        column.addWidget(self.participants_label)
        column.addWidget(self.participants, 1)
        column.addLayout(moves)
        column.addLayout(self.form)
        self.form_labels: dict[str, QLabel] = {}
        rows: list[tuple[str, QWidget | QHBoxLayout]] = [
            ("format", self.format), ("games", self.games), ("tc", self.time), ("margin", self.margin),
            ("openings", self.openings), ("openings source", self.openings_source_row),
            ("opening-plies", self.opening_plies), ("ruleset", self.ruleset), ("concurrency", self.concurrency),
            ("pgn", pgn)]
        for key, row in rows:
            label = QLabel()
            label.setWordWrap(True)
            self.form_labels[key] = label
            self.form.addRow(label, row)
        self._build_adjudication()
        self._build_sprt()
        column.addWidget(self.adjudication_box)
        column.addWidget(self.sprt_box)
        self.problem_room = ProblemRoom()
        self.problem = self.problem_room.label
        self.setup = QScrollArea()
        self.setup.setWidgetResizable(True)
        self.setup.setWidget(setup)
        self.setup.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setup_form = setup
        # Start and Resume stay in sight under the set-up, however far it scrolls (on a small screen
        # the set-up is taller than the window, and a newcomer did not find Start below it)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(9, 0, 9, 0)        # in line with the set-up's fields
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.resume_button)
        self.setup_pane = QWidget()
        pane = QVBoxLayout(self.setup_pane)
        pane.setContentsMargins(0, 0, 0, 4)
        pane.addWidget(self.setup, 1)
        pane.addWidget(self.problem_room)     # its own room above Start, never over a field (a long
        pane.addLayout(buttons)               # path wraps; a very long one scrolls)
        self.setup_pane.setMinimumWidth(340)

    def _build_adjudication(self) -> None:
        """Each rule a tick box and its numbers, each number with its unit."""
        self.adjudication_box = QGroupBox()
        grid = QGridLayout(self.adjudication_box)
        self.resign_on, self.draw_on, self.max_on = QCheckBox(), QCheckBox(), QCheckBox()
        self.resign_score, self.resign_moves = _spin(1, 100_000, 600, 50), _spin(1, 1000, 3)
        self.draw_score, self.draw_moves = _spin(0, 10_000, 20, 5), _spin(1, 1000, 8)
        self.draw_from = _spin(0, 1000, 30)
        self.max_moves = _spin(1, 10_000, 150, 10)
        self.adjudication_words: dict[str, QLabel] = {name: QLabel() for name in (
            "resign by", "resign for", "draw within", "draw for", "draw from")}
        grid.addWidget(self.resign_on, 0, 0, 1, 4)
        grid.addWidget(self.adjudication_words["resign by"], 1, 0)
        grid.addWidget(self.resign_score, 1, 1)
        grid.addWidget(self.adjudication_words["resign for"], 1, 2)
        grid.addWidget(self.resign_moves, 1, 3)
        grid.addWidget(self.draw_on, 2, 0, 1, 4)
        grid.addWidget(self.adjudication_words["draw within"], 3, 0)
        grid.addWidget(self.draw_score, 3, 1)
        grid.addWidget(self.adjudication_words["draw for"], 3, 2)
        grid.addWidget(self.draw_moves, 3, 3)
        grid.addWidget(self.adjudication_words["draw from"], 4, 0, 1, 3)
        grid.addWidget(self.draw_from, 4, 3)
        grid.addWidget(self.max_on, 5, 0, 1, 3)
        grid.addWidget(self.max_moves, 5, 3)
        grid.setColumnStretch(0, 1)
        for box, fields in ((self.resign_on, (self.resign_score, self.resign_moves)),
                            (self.draw_on, (self.draw_score, self.draw_moves, self.draw_from)),
                            (self.max_on, (self.max_moves,))):
            box.toggled.connect(lambda on, fields=fields: [f.setEnabled(on) for f in fields])
            for f in fields:
                f.setEnabled(False)

    def _build_sprt(self) -> None:
        """A tick box for the test, then its two hypotheses and error rates, each labelled."""
        self.sprt_box = QGroupBox()
        self.sprt_box.setCheckable(True)
        self.sprt_box.setChecked(False)
        grid = QGridLayout(self.sprt_box)      # (a form layout gave its wrapped labels less height than
        grid.setColumnStretch(0, 1)            # they need on a narrow column: the lines overlapped)
        self.elo0, self.elo1 = _elo_spin(0.0), _elo_spin(5.0)
        self.alpha, self.beta = _rate_spin(), _rate_spin()
        self.sprt_labels = [QLabel() for _ in range(4)]
        for row, (label, field) in enumerate(zip(self.sprt_labels, (self.elo0, self.elo1, self.alpha, self.beta),
                                                 strict=True)):
            label.setWordWrap(True)
            label.setBuddy(field)
            grid.addWidget(label, row, 0)
            grid.addWidget(field, row, 1, Qt.AlignmentFlag.AlignVCenter)

    def _build_run(self) -> None:
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.progress_room = ProgressRoom()      # words in the bar's place until the tournament starts
        self.progress = self.progress_room.bar
        self.pause_button, self.stop_button = QPushButton(), QPushButton()
        self.pause_button.setCheckable(True)
        top = QHBoxLayout()
        top.addWidget(self.progress_room, 1)
        top.addWidget(self.pause_button)
        top.addWidget(self.stop_button)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.standings, "")
        self.tabs.addTab(self.finished_games, "")
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.tabs)
        split.addWidget(self.live)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        run = QWidget()
        column = QVBoxLayout(run)
        column.addLayout(top)
        column.addWidget(self.status)
        column.addWidget(split, 1)
        main = QSplitter(Qt.Orientation.Horizontal)
        main.addWidget(self.setup_pane)
        main.addWidget(run)
        main.setStretchFactor(1, 1)
        main.setSizes([380, 720])
        self.setCentralWidget(main)

    def _wire(self) -> None:
        c = self.controller
        self.up.clicked.connect(lambda: self._move_entrant(-1))
        self.down.clicked.connect(lambda: self._move_entrant(1))
        self.openings.currentIndexChanged.connect(lambda *_: self._openings_changed())
        self.openings_browse.clicked.connect(self._browse_openings)
        self.pgn_browse.clicked.connect(self._browse_pgn)
        self.start_button.clicked.connect(self.start)
        self.resume_button.clicked.connect(self.resume_saved)
        self.pause_button.toggled.connect(self._pause_toggled)
        self.stop_button.clicked.connect(self.stop)
        self.finished_games.open_requested.connect(self.open_game_requested)
        c.started.connect(self._started)
        c.game_started.connect(self.live.update_game)
        c.game_moved.connect(self.live.update_game)
        c.game_finished.connect(self._game_finished)
        c.earlier_games.connect(self._earlier_games)
        c.standings_changed.connect(self._standings_changed)
        c.finished.connect(self._finished)
        c.failed.connect(self.show_problem)
        c.state_changed.connect(self._refresh_state)

    # ----- words ------------------------------------------------------------------------------------
    def entrant_name(self, spec: EngineSpec) -> str:
        """How an entrant is listed: 'Built-in engine: novice', or the engine list's name."""
        if spec.is_builtin:
            return self.tr("Built-in engine: %1").replace("%1", level_label(str(spec.level)))
        return spec.label

    def retranslate(self) -> None:
        """All texts in the current language."""
        self.setWindowTitle(self.tr("Tournament"))
        self.participants_label.setText(self.tr("Participants (tick two or more; in a gauntlet the first plays "
                                                "all the others)"))
        self.up.setText(self.tr("Move up"))
        self.down.setText(self.tr("Move down"))
        for row in range(self.participants.count()):
            item = self.participants.item(row)
            item.setText(self.entrant_name(self.entrants[int(item.data(Qt.ItemDataRole.UserRole))]))
        self._fill_combo(self.format, [("roundrobin", self.tr("Round robin (two engines: a match)")),
                                       ("gauntlet", self.tr("Gauntlet"))])
        self._fill_combo(self.openings, [("start", self.tr("Start position")), ("book", self.tr("Opening book")),
                                         ("ecco", self.tr("ECCO codes")), ("file", self.tr("PGN or EPD file"))])
        self._fill_combo(self.ruleset, [("cxq", self.tr("Chinese rules (CXQ)")), ("asian", self.tr("Asian rules"))])
        labels = {"format": self.tr("Format"), "games": self.tr("Games per pairing"), "tc": self.tr("Time control"),
                  "margin": self.tr("Time margin"), "openings": self.tr("Openings"),
                  "opening-plies": self.tr("Plies of each line"), "ruleset": self.tr("Rules"),
                  "concurrency": self.tr("Games at once"), "pgn": self.tr("PGN file")}
        for key, text in labels.items():
            self.form_labels[key].setText(text)
        self.time.setToolTip(self.tr("A clock (3+2: 3 minutes and 2 seconds a move; 40/5: 40 moves in 5 "
                                     "minutes) or a limit a move: movetime=100ms, depth=8, nodes=100000"))
        self.margin.setSpecialValueText(self.tr("Default"))
        self.margin.setSuffix(self.tr(" ms"))
        self.margin.setToolTip(self.tr("How late a move may come and still count; later, the engine loses on "
                                       "time. Default: 100 ms past the flag with a clock, 1000 ms past the "
                                       "time a move with movetime. Late moves are noted in the PGN and the "
                                       "standings."))
        self.opening_plies.setSpecialValueText(self.tr("All"))
        self.opening_plies.setToolTip(self.tr("How many plies of each opening line are played before the "
                                              "engines take over"))
        self.pgn.setPlaceholderText(self.tr("The file the games are written to"))
        self.pgn.setToolTip(self.tr("Every game is written to this file as it ends; the tournament's state is "
                                    "kept beside it (.tournament.json), to resume it."))
        self.adjudication_box.setTitle(self.tr("Adjudication: end games early (optional)"))
        self.resign_on.setText(self.tr("A side loses when both engines see it behind"))
        self.adjudication_words["resign by"].setText(self.tr("by at least"))
        self.adjudication_words["resign for"].setText(self.tr("for"))
        self.draw_on.setText(self.tr("A draw when both engines see the game level"))
        self.adjudication_words["draw within"].setText(self.tr("within"))
        self.adjudication_words["draw for"].setText(self.tr("for"))
        self.adjudication_words["draw from"].setText(self.tr("counting from move"))
        self.max_on.setText(self.tr("A draw when the game reaches"))
        for spin in (self.resign_score, self.draw_score):
            spin.setSuffix(self.tr(" cp"))
            spin.setToolTip(self.tr("Centipawns: 100 is about a pawn"))
        for spin in (self.resign_moves, self.draw_moves, self.max_moves):
            spin.setSuffix(self.tr(" moves"))
        self.resign_moves.setToolTip(self.tr("Moves of each engine in a row"))
        self.draw_moves.setToolTip(self.tr("Moves of each engine in a row"))
        self.sprt_box.setTitle(self.tr("Stop a match early by the SPRT (two engines)"))
        self.sprt_box.setToolTip(self.tr("A sequential probability ratio test of the first engine against the "
                                         "second: the match stops as soon as the results decide between the two "
                                         "hypotheses with the error rates chosen"))
        for label, text in zip(self.sprt_labels, (self.tr("H0: the first is at most this much stronger (Elo)"),
                                                  self.tr("H1: the first is at least this much stronger (Elo)"),
                                                  self.tr("Alpha: the risk of accepting H1 wrongly"),
                                                  self.tr("Beta: the risk of accepting H0 wrongly")), strict=True):
            label.setText(text)
        self.openings_browse.setText(self.tr("Browse…"))
        self.pgn_browse.setText(self.tr("Browse…"))
        self.start_button.setText(self.tr("Start"))
        self.resume_button.setText(self.tr("Resume a saved tournament…"))
        self.resume_button.setToolTip(self.tr("Choose the PGN file of a tournament, or its state file "
                                              "(.tournament.json)"))
        self.stop_button.setText(self.tr("Stop"))
        self.progress_room.set_idle_text(self.tr("The progress shows here once the tournament starts"))
        self.tabs.setTabText(0, self.tr("Standings"))
        self.tabs.setTabText(1, self.tr("Finished games"))
        self.standings.retranslate()
        self.finished_games.retranslate()
        self.live.retranslate()
        self._openings_changed()
        self._refresh_state()

    @staticmethod
    def _fill_combo(combo: QComboBox, items: list[tuple[str, str]]) -> None:
        key = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for data, text in items:
            combo.addItem(text, data)
        combo.setCurrentIndex(max(0, combo.findData(key)))
        combo.blockSignals(False)

    def problem_text(self, problem: Problem) -> str:
        """A problem in words, from its error's kind and arguments (tournament_texts); text from files and
        engines is put in as it came."""
        return tournament_texts.problem_text(problem.error)

    # ----- set-up -----------------------------------------------------------------------------------
    def checked_entrants(self) -> list[EngineSpec]:
        """The ticked participants, in list order."""
        out = []
        for row in range(self.participants.count()):
            item = self.participants.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                out.append(self.entrants[int(item.data(Qt.ItemDataRole.UserRole))])
        return out

    def set_checked(self, labels: list[str]) -> None:
        """Tick the participants with these names ('builtin-novice', an engine's name), untick the rest."""
        for row in range(self.participants.count()):
            item = self.participants.item(row)
            spec = self.entrants[int(item.data(Qt.ItemDataRole.UserRole))]
            item.setCheckState(Qt.CheckState.Checked if spec.label in labels else Qt.CheckState.Unchecked)

    def set_adjudication(self, words: str) -> None:
        """Set the adjudication fields from command-line words ('resign=600/3 draw=20/8/30 maxmoves=150');
        a rule left out is turned off."""
        rules: dict[str, list[int]] = {}
        for word in words.split():
            key, _, value = word.partition("=")
            try:
                rules[key.lower().replace("-", "")] = [int(v) for v in value.split("/")]
            except ValueError:
                continue
        resign, draw, most = rules.get("resign", []), rules.get("draw", []), rules.get("maxmoves", [])
        self.resign_on.setChecked(len(resign) == 2)
        if len(resign) == 2:
            self.resign_score.setValue(resign[0])
            self.resign_moves.setValue(resign[1])
        self.draw_on.setChecked(len(draw) in (2, 3))
        if len(draw) in (2, 3):
            self.draw_score.setValue(draw[0])
            self.draw_moves.setValue(draw[1])
            self.draw_from.setValue(draw[2] if len(draw) == 3 else 0)
        self.max_on.setChecked(len(most) == 1)
        if len(most) == 1:
            self.max_moves.setValue(most[0])

    def adjudication_words_text(self) -> str:
        """The adjudication set up, as the command line writes it ('' for none)."""
        words = []
        if self.resign_on.isChecked():
            words.append(f"resign={self.resign_score.value()}/{self.resign_moves.value()}")
        if self.draw_on.isChecked():
            words.append(f"draw={self.draw_score.value()}/{self.draw_moves.value()}/{self.draw_from.value()}")
        if self.max_on.isChecked():
            words.append(f"maxmoves={self.max_moves.value()}")
        return " ".join(words)

    def sprt_words_text(self) -> str:
        """The SPRT set up, as the command line writes it ('' when off)."""
        if not self.sprt_box.isChecked():
            return ""
        return (f"elo0={self.elo0.value():g} elo1={self.elo1.value():g} alpha={self.alpha.value():g} "
                f"beta={self.beta.value():g}")

    def _move_entrant(self, step: int) -> None:
        row = self.participants.currentRow()
        if row < 0 or not 0 <= row + step < self.participants.count():
            return
        item = self.participants.takeItem(row)
        self.participants.insertItem(row + step, item)
        self.participants.setCurrentRow(row + step)

    def _openings_changed(self) -> None:
        """The source field (with its own label) only for ECCO codes and files; plies for book and file lines."""
        kind = self.openings.currentData()
        source = kind in ("ecco", "file")
        self.form.setRowVisible(self.openings_source_row, source)
        self.form.setRowVisible(self.opening_plies, kind in ("book", "file"))
        self.openings_browse.setVisible(kind == "file")
        self.form_labels["openings source"].setText(self.tr("ECCO codes") if kind == "ecco"
                                                    else self.tr("Opening file"))
        self.openings_text.setPlaceholderText({"ecco": self.tr("A code or a range, such as C70-C79"),
                                               "file": self.tr("A PGN or EPD file")}.get(kind, ""))

    def openings_source(self) -> str | None:
        """What the openings come from: None (the start position), 'book', an ECCO range or a file."""
        kind = self.openings.currentData()
        text = self.openings_text.text().strip()
        return {"start": None, "book": "book"}.get(kind, text or None) if kind in OPENINGS else None

    def request(self) -> Any:
        """The set-up as a TournamentRequest."""
        margin = self.margin.value()
        return self.make_request(entrants=tuple(self.checked_entrants()), format=self.format.currentData(),
                                 games=self.games.value(), time=self.time.currentText().strip(),
                                 openings=self.openings_source(), ruleset=self.ruleset.currentData(),
                                 concurrency=self.concurrency.value(), pgn=self.pgn_path(),
                                 adjudicate=self.adjudication_words_text(), sprt=self.sprt_words_text(),
                                 margin=None if margin < 0 else margin, opening_plies=self.opening_plies.value())

    # ----- the set-up remembered --------------------------------------------------------------------
    def setup_text(self) -> str:
        """The set-up as a JSON text (the participants by name and order; the PGN file's folder, where the
        next tournament's file is proposed)."""
        order = []
        for row in range(self.participants.count()):
            item = self.participants.item(row)
            spec = self.entrants[int(item.data(Qt.ItemDataRole.UserRole))]
            order.append([spec.label, item.checkState() == Qt.CheckState.Checked])
        pgn = self.pgn_path()
        folder = os.path.dirname(pgn) if pgn else ""
        return json.dumps({
            "participants": order, "format": self.format.currentData(), "games": self.games.value(),
            "time": self.time.currentText().strip(), "margin": self.margin.value(),
            "openings": self.openings.currentData(), "openings_text": self.openings_text.text(),
            "opening_plies": self.opening_plies.value(), "ruleset": self.ruleset.currentData(),
            "concurrency": self.concurrency.value(), "adjudicate": self.adjudication_words_text(),
            "sprt": self.sprt_words_text() or None, "sprt_values": [self.elo0.value(), self.elo1.value(),
                                                                    self.alpha.value(), self.beta.value()],
            "pgn_folder": folder}, ensure_ascii=False)

    def apply_setup(self, text: str) -> None:
        """Fill the fields from a set-up setup_text wrote (what does not read, or no longer exists, such
        as an engine taken off the list, is left as it is)."""
        try:
            data = json.loads(text) if text else {}
        except (ValueError, RecursionError):
            return
        if not isinstance(data, dict):
            return
        participants = data.get("participants")
        if isinstance(participants, list):
            self._order_participants([p for p in participants if isinstance(p, list) and len(p) == 2
                                      and isinstance(p[0], str)])
        for combo, key in ((self.format, "format"), (self.openings, "openings"), (self.ruleset, "ruleset")):
            index = combo.findData(data.get(key))
            if index >= 0:
                combo.setCurrentIndex(index)
        for spin, key in ((self.games, "games"), (self.margin, "margin"), (self.opening_plies, "opening_plies"),
                          (self.concurrency, "concurrency")):
            value = data.get(key)
            if isinstance(value, int) and not isinstance(value, bool):    # kept within the box's range (a
                spin.setValue(min(max(value, spin.minimum()), spin.maximum()))  # huge one overflows Qt's int)
        for edit, key in ((self.openings_text, "openings_text"),):
            if isinstance(data.get(key), str):
                edit.setText(data[key])
        if isinstance(data.get("time"), str) and data["time"]:
            self.time.setCurrentText(data["time"])
        if isinstance(data.get("adjudicate"), str):
            self.set_adjudication(data["adjudicate"])
        values = data.get("sprt_values")
        if isinstance(values, list) and len(values) == 4 and all(isinstance(v, (int, float)) for v in values):
            for rate, value in zip((self.elo0, self.elo1, self.alpha, self.beta), values, strict=True):
                rate.setValue(float(value))
        self.sprt_box.setChecked(isinstance(data.get("sprt"), str))
        folder = data.get("pgn_folder")
        if isinstance(folder, str) and folder and os.path.isdir(folder):
            self._propose_pgn(folder)

    def _order_participants(self, order: list[list[Any]]) -> None:
        """Tick and order the participants as remembered (names not listed any more are skipped)."""
        rows = {self.entrants[int(self.participants.item(r).data(Qt.ItemDataRole.UserRole))].label: r
                for r in range(self.participants.count())}
        items = [self.participants.item(r) for r in range(self.participants.count())]
        wanted = [rows[name] for name, _ in order if name in rows]
        ticked = {name for name, on in order if on is True}
        rest = [r for r in range(len(items)) if r not in wanted]
        for item in items:
            self.participants.takeItem(self.participants.row(item))
        for r in wanted + rest:
            item = items[r]
            label = self.entrants[int(item.data(Qt.ItemDataRole.UserRole))].label
            item.setCheckState(Qt.CheckState.Checked if label in ticked else Qt.CheckState.Unchecked)
            self.participants.addItem(item)

    def _propose_pgn(self, folder: str | None = None) -> None:
        """A new file for the games: in `folder`, or in the user's data folder."""
        self._default_pgn = self.controller.default_pgn(folder)
        self.pgn.setText(self._default_pgn)

    def pgn_path(self) -> str:
        """The games file the field names, as a full path: a name typed without a folder ("tourn3.pgn") is
        in the folder of the file proposed (the user's data folder, or the last tournament's), and "~" is
        the home folder, never the program's working folder, which the resume dialog does not look in
        (a tournament written there could not be found to be resumed)."""
        text = os.path.expanduser(self.pgn.text().strip())
        if not text or os.path.isabs(text):
            return text
        folder = os.path.dirname(self._default_pgn) or os.path.dirname(self.controller.default_pgn())
        return os.path.join(folder, text)

    # ----- files ------------------------------------------------------------------------------------
    def _browse_openings(self) -> None:
        path = self.choose_file("openings")
        if path:
            self.openings_text.setText(path)

    def _browse_pgn(self) -> None:
        path = self.choose_file("pgn")
        if path:
            self.pgn.setText(self.controller.pgn_of(path))

    def _choose_file(self, kind: str) -> str:
        games = self.tr("Games (*.pgn);;All files (*)")
        if kind == "pgn":
            path, _ = save_file(self, "games", self.tr("Write the games to"), self.pgn_path(), games)
            return path + (".pgn" if path and not os.path.splitext(path)[1] else "")
        if kind == "resume":
            pgn = self.pgn_path()
            state = self.controller.state_of(pgn) if pgn else ""
            start = state if state and os.path.exists(state) else pgn
            saved = self.tr("Saved tournaments (*.tournament.json *.pgn);;All files (*)")
            return open_file(self, "games", self.tr("Choose the tournament to resume"), saved, start)
        return open_file(self, "openings", self.tr("Openings"), self.tr("Openings (*.pgn *.epd);;All files (*)"))

    def _ask(self, title: str, question: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, title, question,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        return box.exec() == QMessageBox.StandardButton.Yes

    # ----- running ----------------------------------------------------------------------------------
    def start(self) -> bool:
        """Start the tournament set up (or, if one is saved with its PGN and the user agrees, resume it)."""
        self.problem.clear()
        pgn = self.pgn_path()
        if not pgn:                      # (the field was emptied: a new file in the data folder)
            self._propose_pgn()
            pgn = self.pgn.text().strip()
        self.pgn.setText(pgn)            # where the games go, in full
        if self.controller.saved(pgn):
            if not self.ask(self.tr("Tournament"), self.tr("A tournament is saved with %1. Resume it?")
                            .replace("%1", self.controller.pgn_of(pgn))):
                return False
            return self._resume(pgn)
        kind = self.openings.currentData()
        if kind in ("ecco", "file") and not self.openings_text.text().strip():
            missing = self.tr("Choose the file of the openings") if kind == "file" \
                else self.tr("Give an ECCO code or a range of codes")
            self.problem.setText(self.tr("%1: %2").replace("%1", self.tr("Openings")).replace("%2", missing))
            self.openings_text.setFocus()
            return False
        self.setup_chosen.emit(self.setup_text())
        self._clear_results()
        return bool(self.controller.start(self.request()))

    def resume_saved(self) -> bool:
        """Choose a tournament (its PGN or its state file) and play the rest of its games."""
        path = self.choose_file("resume")
        if not path:
            return False
        return self._resume(path)

    def _resume(self, path: str) -> bool:
        pgn = self.controller.pgn_of(path)
        self.pgn.setText(pgn)
        self.problem.clear()
        self._clear_results()
        return bool(self.controller.resume(pgn, self.concurrency.value()))

    def stop(self) -> bool:
        """Stop the tournament; with games under way, only if the user agrees (they are kept, and go on
        from where they are when the tournament is resumed). True if it was stopped."""
        if not self.controller.running:
            return False
        under_way = int(self.controller.games_under_way)
        if under_way and not self.ask(self.tr("Tournament"), self.stop_question(under_way)):
            return False
        self.controller.stop()
        return True

    def stop_question(self, under_way: int) -> str:
        """What Stop asks when games are under way."""
        return self.tr("Stop the tournament? The games under way (%1) will stop; each is kept as far as it "
                       "went and goes on from there when you resume the tournament.").replace("%1", str(under_way))

    def _clear_results(self) -> None:
        self.finished_games.clear_games()
        self.live.clear_games()
        self.standings.clear_standings()

    def _pause_toggled(self, paused: bool) -> None:
        if paused:
            self.controller.pause()
        else:
            self.controller.go_on()

    def _started(self, event: TournamentStarted) -> None:
        self.total = event.total
        self.progress_room.show_bar()
        self.progress.setRange(0, max(1, event.total))
        self.progress.setValue(event.finished)
        self.tabs.setCurrentIndex(0)
        if self.controller.standings is not None:
            self._standings_changed(self.controller.standings)
        self._refresh_state()

    def _earlier_games(self, games: list[GameResult]) -> None:
        for game in games:
            self.finished_games.add_game(game)

    def _game_finished(self, game: PlayedGame) -> None:
        self.live.remove_game(game.number)
        self.finished_games.add_game(game)

    def _standings_changed(self, table: Standings) -> None:
        self.standings.show_standings(table)
        self.progress_room.show_bar()
        self.progress.setRange(0, max(1, table.total))
        self.progress.setValue(table.finished)
        self._refresh_state()

    def _finished(self, event: TournamentFinished) -> None:
        self.live.clear_games()
        self._standings_changed(event.standings)
        words = {"complete": self.tr("The tournament is complete."),
                 "sprt": self.tr("The SPRT decided: the match is over."),
                 "stopped": self.tr("Stopped. Resume goes on with the games under way, from where they "
                                    "stopped, and plays the rest.")}
        self.status.setText(words.get(event.reason.value, ""))
        if event.reason.value != "stopped" and self.pgn.text().strip() == self._default_pgn:
            self._propose_pgn()          # the next tournament gets a file of its own

    def show_problem(self, problem: Problem) -> None:
        """Show why the tournament did not start or stopped, beside the set-up; a setting's field gets
        the focus."""
        self.problem.setText(self.problem_text(problem))
        widget = self._field_of(problem.setting) if problem.kind.value in ("setting", "openings", "file") else None
        if widget is not None and widget.isEnabled():
            widget.setFocus()
        self._refresh_state()

    def _field_of(self, setting: str) -> QWidget | None:
        return {"engine": self.participants, "format": self.format, "games": self.games, "tc": self.time,
                "openings": self.openings_text if self.openings_text.isVisible() else self.openings,
                "ruleset": self.ruleset, "adjudicate": self.adjudication_box, "sprt": self.sprt_box,
                "concurrency": self.concurrency, "pgn": self.pgn, "margin": self.margin,
                "opening-plies": self.opening_plies}.get(setting)

    def _refresh_state(self) -> None:
        running = bool(self.controller.running)
        paused = bool(self.controller.paused)
        self.setup_form.setEnabled(not running)
        self.start_button.setEnabled(not running)
        self.resume_button.setEnabled(not running)
        self.pause_button.setEnabled(running)
        self.stop_button.setEnabled(running)
        self.pause_button.blockSignals(True)
        self.pause_button.setChecked(paused)
        self.pause_button.blockSignals(False)
        self.pause_button.setText(self.tr("Continue") if paused else self.tr("Pause"))
        if running:
            table = self.controller.standings
            done = table.finished if table is not None else 0
            total = table.total if table is not None else self.total
            text = self.tr("Paused: %1 of %2 games played") if paused else self.tr("Running: %1 of %2 games played")
            self.status.setText(text.replace("%1", str(done)).replace("%2", str(total)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing stops a running tournament (its games are kept; Resume goes on with them)."""
        if self.controller.running:
            if not self.ask(self.tr("Tournament"), self.tr("Stop the tournament? The finished games are saved, the "
                                                           "games under way are kept as far as they went, and "
                                                           "Resume plays the rest.")):
                event.ignore()
                return
            self.controller.stop()
        super().closeEvent(event)


class ProblemNote(QLabel):
    """The set-up's problem: plain text that wraps, in red; tells its room when its text changes."""

    def __init__(self, changed: Callable[[], None]) -> None:
        super().__init__()
        self._changed = changed
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setStyleSheet("color: #b00020;")

    def setText(self, text: str) -> None:
        super().setText(text)
        self._changed()

    def clear(self) -> None:
        super().clear()
        self._changed()


class ProblemRoom(QScrollArea):
    """Room for the problem under the set-up and above Start: hidden while there is none, as tall as the
    wrapped message up to about six lines, scrolling beyond (it is never laid over the set-up's fields)."""

    LINES = 6

    def __init__(self) -> None:
        super().__init__()
        self.label = ProblemNote(self._fit)
        self.setWidget(self.label)
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.label.setContentsMargins(9, 2, 9, 2)    # in line with the set-up's fields
        self.setVisible(False)

    def _fit(self) -> None:
        """Show the room only with a message, as tall as the message needs (up to LINES lines)."""
        text = self.label.text()
        self.setVisible(bool(text))
        if not text:
            return
        needed = self.label.heightForWidth(self.width())
        most = self.label.fontMetrics().lineSpacing() * self.LINES
        self.setFixedHeight(min(needed, most))      # beyond LINES lines it scrolls

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()


def _spin(low: int, high: int, value: int, step: int = 1) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setValue(value)
    spin.setSingleStep(step)
    return spin


def _elo_spin(value: float) -> QDoubleSpinBox:
    spin = QDoubleSpinBox()
    spin.setRange(-1000.0, 1000.0)
    spin.setDecimals(1)
    spin.setValue(value)
    return spin


def _rate_spin() -> QDoubleSpinBox:
    spin = QDoubleSpinBox()
    spin.setRange(0.001, 0.499)
    spin.setDecimals(3)
    spin.setSingleStep(0.01)
    spin.setValue(0.05)
    return spin


__all__ = ["TournamentWindow"]
