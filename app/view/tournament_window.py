"""Tools ▸ Tournament…: set up an engine tournament, run it in the background and watch it.

Left, the set-up (participants from the built-in levels and the engine list, format, games, time
control, openings, rules, adjudication, SPRT, games at once, the PGN file); right, the progress with
Pause and Stop, the standings with Elo and error bars, the crosstable, the finished games (double-click
one to study it) and the games under way on a small board. The window drives a TournamentController
(passed in; the view does not import the controller layer) and words its values; the set-up is handed
over as a TournamentRequest made by ``request_factory``.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QMainWindow, QMessageBox, QProgressBar, QPushButton, QScrollArea,
                               QSpinBox, QSplitter, QTabWidget, QVBoxLayout, QWidget)

from .new_game_dialog import level_label
from .tournament_tables import FinishedGames, LiveGamesPanel, StandingsPanel
from .file_dialogs import open_file, save_file
from .window_place import fit_to_screen

if TYPE_CHECKING:
    from app.controller.tournament_values import Problem
    from app.tournament import EngineSpec, GameResult, PlayedGame, Standings, TournamentFinished, TournamentStarted

TIME_PRESETS = ("movetime=100ms", "movetime=500ms", "movetime=2s", "1+1", "3+2", "10+5", "depth=8")
OPENINGS = ("start", "book", "ecco", "file")


class TournamentWindow(QMainWindow):
    """The tournament window (see the module doc). ``open_game_requested(int)``: study a finished game."""

    open_game_requested = Signal(int)

    def __init__(self, controller: Any, entrants: list[EngineSpec], request_factory: Callable[..., Any],
                 font_family: str = "", style: str = "traditional", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller, self.entrants, self.make_request = controller, list(entrants), request_factory
        self.ask: Callable[[str, str], bool] = self._ask          # (title, question) -> yes; replaced in tests
        self.choose_file: Callable[[str], str] = self._choose_file  # kind ("pgn", "openings", "resume") -> path
        self.total = 0
        self._build_setup()
        self.standings = StandingsPanel()
        self.finished_games = FinishedGames()
        self.live = LiveGamesPanel(font_family, style)
        self._build_run()
        self._wire()
        self.retranslate()
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
        self.up, self.down = QPushButton(), QPushButton()
        self.format = QComboBox()
        self.games = QSpinBox()
        self.games.setRange(1, 1000)
        self.games.setValue(2)
        self.time = QComboBox()
        self.time.setEditable(True)
        self.time.addItems(TIME_PRESETS)
        self.openings = QComboBox()
        self.openings_text = QLineEdit()
        self.openings_browse = QPushButton()
        self.ruleset = QComboBox()
        self.adjudicate = QLineEdit()
        self.sprt = QLineEdit()
        self.concurrency = QSpinBox()
        self.concurrency.setRange(1, 64)
        self.concurrency.setValue(self.controller.default_concurrency())
        self.pgn = QLineEdit()
        self.pgn_browse = QPushButton()
        self.start_button, self.resume_button = QPushButton(), QPushButton()
        self.form = QFormLayout()
        moves = QHBoxLayout()
        moves.addWidget(self.up)
        moves.addWidget(self.down)
        moves.addStretch(1)
        openings = QHBoxLayout()
        openings.addWidget(self.openings)
        openings.addWidget(self.openings_text, 1)
        openings.addWidget(self.openings_browse)
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
        self.form_labels: list[QLabel] = []
        for row in (self.format, self.games, self.time, openings, self.ruleset, self.adjudicate, self.sprt,
                    self.concurrency, pgn):
            label = QLabel()
            self.form_labels.append(label)
            self.form.addRow(label, row)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.resume_button)
        column.addLayout(buttons)
        self.setup = QScrollArea()
        self.setup.setWidgetResizable(True)
        self.setup.setWidget(setup)
        self.setup_form = setup
        self.setup.setMinimumWidth(330)

    def _build_run(self) -> None:
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        self.progress = QProgressBar()
        self.pause_button, self.stop_button = QPushButton(), QPushButton()
        self.pause_button.setCheckable(True)
        top = QHBoxLayout()
        top.addWidget(self.progress, 1)
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
        column.addWidget(self.problem)
        column.addWidget(split, 1)
        main = QSplitter(Qt.Orientation.Horizontal)
        main.addWidget(self.setup)
        main.addWidget(run)
        main.setStretchFactor(1, 1)
        main.setSizes([360, 740])
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
        self.stop_button.clicked.connect(c.stop)
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
        labels = [self.tr("Format"), self.tr("Games per pairing"), self.tr("Time control"), self.tr("Openings"),
                  self.tr("Rules"), self.tr("Adjudication"), self.tr("SPRT"), self.tr("Games at once"),
                  self.tr("PGN file")]
        for label, text in zip(self.form_labels, labels, strict=True):
            label.setText(text)
        self.time.setToolTip(self.tr("A clock (3+2: 3 minutes and 2 seconds a move; 40/5: 40 moves in 5 "
                                     "minutes) or a limit a move: movetime=100ms, depth=8, nodes=100000"))
        self.adjudicate.setToolTip(self.tr("Optional: end games early") + "\nresign=600/3 draw=20/8/30 maxmoves=150")
        self.sprt.setToolTip(self.tr("Optional, for a match of two engines: stop when the test decides")
                             + "\nelo0=0 elo1=5 alpha=0.05 beta=0.05")
        self.adjudicate.setPlaceholderText(self.tr("Off") + " (resign=600/3 draw=20/8/30 maxmoves=150)")
        self.sprt.setPlaceholderText(self.tr("Off") + " (elo0=0 elo1=5 alpha=0.05 beta=0.05)")
        self.openings_browse.setText(self.tr("Browse…"))
        self.pgn_browse.setText(self.tr("Browse…"))
        self.start_button.setText(self.tr("Start"))
        self.resume_button.setText(self.tr("Resume a saved tournament…"))
        self.stop_button.setText(self.tr("Stop"))
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
        """A problem in words; the detail (from files and engines) is quoted as it came."""
        fields = {"engine": self.tr("Participants"), "format": self.tr("Format"), "games": self.tr("Games per pairing"),
                  "tc": self.tr("Time control"), "openings": self.tr("Openings"), "ruleset": self.tr("Rules"),
                  "adjudicate": self.tr("Adjudication"), "sprt": self.tr("SPRT"),
                  "concurrency": self.tr("Games at once"), "pgn": self.tr("PGN file")}
        heads = {"setting": self.tr("%1: %2"), "openings": self.tr("The openings cannot be read: %2"),
                 "saved": self.tr("The saved tournament cannot be resumed: %2"),
                 "file": self.tr("The PGN file cannot be written: %2"),
                 "engines": self.tr("An engine did not start: %2"),
                 "failed": self.tr("The tournament stopped with an error: %2")}
        head = heads.get(problem.kind.value, "%2")
        return head.replace("%1", fields.get(problem.setting, problem.setting)).replace("%2", problem.detail)

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

    def _move_entrant(self, step: int) -> None:
        row = self.participants.currentRow()
        if row < 0 or not 0 <= row + step < self.participants.count():
            return
        item = self.participants.takeItem(row)
        self.participants.insertItem(row + step, item)
        self.participants.setCurrentRow(row + step)

    def _openings_changed(self) -> None:
        kind = self.openings.currentData()
        self.openings_text.setEnabled(kind in ("ecco", "file"))
        self.openings_browse.setEnabled(kind == "file")
        self.openings_text.setPlaceholderText({"ecco": "C70-C79", "file": self.tr("A PGN or EPD file")}.get(kind, ""))

    def openings_source(self) -> str | None:
        """What the openings come from: None (the start position), 'book', an ECCO range or a file."""
        kind = self.openings.currentData()
        text = self.openings_text.text().strip()
        return {"start": None, "book": "book"}.get(kind, text or None) if kind in OPENINGS else None

    def request(self) -> Any:
        """The set-up as a TournamentRequest."""
        return self.make_request(entrants=tuple(self.checked_entrants()), format=self.format.currentData(),
                                 games=self.games.value(), time=self.time.currentText().strip(),
                                 openings=self.openings_source(), ruleset=self.ruleset.currentData(),
                                 concurrency=self.concurrency.value(), pgn=self.pgn.text().strip(),
                                 adjudicate=self.adjudicate.text(), sprt=self.sprt.text())

    def _browse_openings(self) -> None:
        path = self.choose_file("openings")
        if path:
            self.openings_text.setText(path)

    def _browse_pgn(self) -> None:
        path = self.choose_file("pgn")
        if path:
            self.pgn.setText(path)

    def _choose_file(self, kind: str) -> str:
        games = self.tr("Games (*.pgn);;All files (*)")
        if kind == "pgn":
            path, _ = save_file(self, "games", self.tr("Write the games to"), self.pgn.text(), games)
            return path + (".pgn" if path and not os.path.splitext(path)[1] else "")
        if kind == "resume":
            return open_file(self, "games", self.tr("Resume the tournament of"), games, self.pgn.text())
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
        pgn = self.pgn.text().strip()
        if pgn and self.controller.saved(pgn):
            if not self.ask(self.tr("Tournament"), self.tr("A tournament is saved with %1. Resume it?")
                            .replace("%1", pgn)):
                return False
            return self._resume(pgn)
        self._clear_results()
        return bool(self.controller.start(self.request()))

    def resume_saved(self) -> bool:
        """Choose a tournament's PGN and play the rest of its games."""
        path = self.choose_file("resume")
        if not path:
            return False
        self.pgn.setText(path)
        return self._resume(path)

    def _resume(self, pgn: str) -> bool:
        self.problem.clear()
        self._clear_results()
        return bool(self.controller.resume(pgn, self.concurrency.value()))

    def _clear_results(self) -> None:
        self.finished_games.clear_games()
        self.live.clear_games()

    def _pause_toggled(self, paused: bool) -> None:
        if paused:
            self.controller.pause()
        else:
            self.controller.go_on()

    def _started(self, event: TournamentStarted) -> None:
        self.total = event.total
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
        self.progress.setRange(0, max(1, table.total))
        self.progress.setValue(table.finished)
        self._refresh_state()

    def _finished(self, event: TournamentFinished) -> None:
        self.live.clear_games()
        self._standings_changed(event.standings)
        words = {"complete": self.tr("The tournament is complete."),
                 "sprt": self.tr("The SPRT decided: the match is over."),
                 "stopped": self.tr("Stopped. Resume plays the games not yet finished.")}
        self.status.setText(words.get(event.reason.value, ""))

    def show_problem(self, problem: Problem) -> None:
        """Show why the tournament did not start or stopped."""
        self.problem.setText(self.problem_text(problem))
        self._refresh_state()

    def _refresh_state(self) -> None:
        running = bool(self.controller.running)
        paused = bool(self.controller.paused)
        self.setup_form.setEnabled(not running)
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
        """Closing stops a running tournament (its finished games are saved; Resume plays the rest)."""
        if self.controller.running:
            if not self.ask(self.tr("Tournament"), self.tr("Stop the tournament? The finished games are saved and "
                                                           "Resume plays the rest.")):
                event.ignore()
                return
            self.controller.stop()
        super().closeEvent(event)


__all__ = ["TournamentWindow"]
