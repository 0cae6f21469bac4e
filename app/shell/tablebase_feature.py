"""Endgame tables, composed: the folder the settings choose (probing, and the engines the program
starts), Settings ▸ Tablebases (app/view/tablebase_dialog.py, the generation run by
app/controller/tablebase_jobs.py), and the endgame panel of the play and study windows
(app/view/endgame_panel.py), shown while the position is in a table of the folder.

Built by app/shell/main.py like the other features beside the board (analysis_feature.py).
"""

from __future__ import annotations

import os
from collections.abc import Callable

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, SignalInstance
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

import app.tablebase as tablebase
from app.controller.settings import Settings
from app.controller.tablebase_jobs import (TableGeneration, folder_of, folder_tables, missing, one_attacker_set,
                                           two_attacker_names)
from app.model import Board, Move
from app.tablebase import Tablebase, Wdl
from app.tablebase.folders import ENV
from app.tablebase.material import parse_name
from app.view import tablebase_texts as words
from app.view.analysis_panel import AnalysisPanel
from app.view.endgame_panel import EndgamePanel, MoveRow
from app.view.tablebase_dialog import TablebaseDialog

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication

    from app.controller.game_controller import GameController
    from app.view.main_window import MainWindow
    from app.view.study_window import StudyWindow

ONE_ATTACKER = "one-attacker"      # the choice of the missing one-attacker tables
ANALYSIS_LINE_PLIES = 20          # the table's line the analysis panel shows
RELIST_MS = 2000                   # the dialog's list is read again at most this often while tables are made


class TablebaseFeature(QObject):
    """The tables' folder, the dialog that lists and makes them, and the endgame panels."""

    def __init__(self, parent: QWidget, settings: Settings, generation: TableGeneration | None = None) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.settings = settings
        self.generation = generation or TableGeneration(self)
        # a folder the user named in $XIANGQI_STUDIO_TABLEBASES when starting the program stays the
        # default (the "program's folder") while the settings name none
        self.named_folder = os.environ.get(ENV, "")
        self.dialog: TablebaseDialog | None = None
        self.panels: list[tuple[EndgamePanel, QDockWidget, Callable[[], Board]]] = []
        # the panels probe with the pure kernel: a position and its moves in about 1.5 ms, and never a
        # first compile of the numba kernel (up to a minute) in the window's thread
        self.tables = Tablebase(folder_of(settings.tablebases_folder), compiled=False)
        self._last_outcome: tuple[str, str] | None = None
        self.generation.progress.connect(self._progress)
        self.generation.table_done.connect(lambda _name: self._table_made())
        self._relist = QTimer(self)             # the dialog's list follows a generation, at most every 2 s
        self._relist.setSingleShot(True)
        self._relist.setInterval(RELIST_MS)
        self._relist.timeout.connect(self._list_tables)
        self.generation.finished.connect(self._finished)
        self.apply_folder(settings.tablebases_folder)
        settings.watch(Settings.tablebases_folder, self.apply_folder)

    # ----- the folder -----------------------------------------------------------------------------
    def folder(self) -> str:
        """The folder in use now (the settings' one, or the program's)."""
        return os.fspath(folder_of(self.settings.tablebases_folder))

    def apply_folder(self, setting: str) -> None:
        """Probe the tables of the folder the setting names ("": the one $XIANGQI_STUDIO_TABLEBASES named
        when the program started, else the program's); engines started from now on read it too (the
        built-in engine finds it in $XIANGQI_STUDIO_TABLEBASES)."""
        if setting or self.named_folder:
            os.environ[ENV] = setting or self.named_folder
        else:
            os.environ.pop(ENV, None)
        tablebase.set_folder(folder_of(setting))
        self.tables = Tablebase(folder_of(setting), compiled=False)
        self._tables_changed()
        if self.dialog is not None:
            self._fill_dialog()

    def choose_folder(self, path: str) -> None:
        """The user chose a folder ("": the program's)."""
        try:
            self.settings.tablebases_folder = path
        except ValueError:
            pass                    # a path the settings cannot keep (too long): the old folder stays

    # ----- Settings ▸ Tablebases ------------------------------------------------------------------
    def show_dialog(self) -> TablebaseDialog:
        """Open (or bring back) the dialog; a generation under way shows its progress there."""
        if self.dialog is None:
            dialog = self.dialog = TablebaseDialog(self.parent_widget)
            dialog.folder_chosen.connect(self.choose_folder)
            dialog.generate_requested.connect(self.generate)
            dialog.cancel_requested.connect(self.generation.cancel)
            self._fill_dialog()
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog

    def _fill_dialog(self) -> None:
        dialog = self.dialog
        if dialog is None:
            return
        folder = self.folder()
        dialog.set_folder(folder, not self.settings.tablebases_folder)
        dialog.set_tables(folder_tables(folder))
        choices = [(ONE_ATTACKER, words.missing_one_attacker(len(missing(folder, one_attacker_set()))))]
        for name in two_attacker_names():
            choices.append((name, words.two_attacker_choice(name, len(missing(folder, [parse_name(name)])))))
        dialog.set_choices(choices)
        if self.generation.running:
            dialog.show_progress(*self._where)
        elif self._last_outcome is not None:
            dialog.show_finished(*self._last_outcome)

    def _table_made(self) -> None:
        self._tables_changed()
        if not self._relist.isActive():
            self._relist.start()

    def _list_tables(self) -> None:
        if self.dialog is not None:
            self.dialog.set_tables(folder_tables(self.folder()))

    def generate(self, key: str) -> None:
        """Make the chosen set of tables in the folder (in a process of its own)."""
        if self.generation.running or not key:
            return
        folder = self.folder()
        if key == ONE_ATTACKER:
            names = [m.name for m in one_attacker_set()]
        else:
            names = [key]
        todo = missing(folder, [parse_name(n) for n in names])
        if not todo:
            self._finished("done", "")
            return
        self._where = (0, len(todo), "")
        try:
            self.generation.start(todo, folder)
        except OSError as err:          # the folder cannot be made
            self._finished("failed", f"{folder}: {err.strerror or err}")

    _where: tuple[int, int, str] = (0, 0, "")

    def _progress(self, done: int, total: int, name: str) -> None:
        self._where = (done, total, name)
        if self.dialog is not None:
            self.dialog.show_progress(done, total, name)

    def _finished(self, outcome: str, detail: str) -> None:
        self._last_outcome = (outcome, detail)
        self._tables_changed()
        if self.dialog is not None:
            self._fill_dialog()
            self.dialog.show_finished(outcome, detail)

    def _tables_changed(self) -> None:
        """Files were made or the folder changed: probe them afresh and show the panels again."""
        self.tables.forget()
        tablebase.set_folder(self.tables.folder)      # probe() sees the new files too
        for panel, dock, board in self.panels:
            self._show(panel, dock, board())

    def close(self) -> None:
        """Stop a generation under way (the table it was making is dropped)."""
        if self.generation.running:
            self.generation.cancel()

    # ----- the endgame panel ----------------------------------------------------------------------
    def attach(self, window: QMainWindow, board: Callable[[], Board], changed: SignalInstance,
               play: Callable[[Move], object], notation: Callable[[], tuple[str, bool]],
               place: Callable[[QDockWidget], object] | None = None) -> QDockWidget:
        """Dock an endgame panel in `window`, shown while `board()` is in a table of the folder: every
        legal move with its value, best first; a clicked move is played with `play`."""
        panel = EndgamePanel(notation)
        dock = EndgameDock(words.panel_title(), window)
        dock.setObjectName("endgame-tablebase")
        dock.setWidget(panel)
        if place is not None:
            place(dock)
        else:
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.hide()
        panel.move_chosen.connect(play)
        changed.connect(lambda *_: self._show(panel, dock, board()))
        entry = (panel, dock, board)
        self.panels.append(entry)
        window.destroyed.connect(lambda *_: self.panels.remove(entry) if entry in self.panels else None)
        self._show(panel, dock, board())
        # once more when the window's other panels are made (a study window's analysis comes after)
        QTimer.singleShot(0, lambda: self._show(panel, dock, board()) if entry in self.panels else None)
        return dock

    def attach_study(self, window: StudyWindow) -> QDockWidget:
        """A study window's endgame panel (tabbed with its other panels when they are arranged)."""
        c = window.controller
        return self.attach(window, c.board, c.position_changed, c.play,
                           lambda: (window.notation, window.traditional))

    def _show(self, panel: EndgamePanel, dock: QDockWidget, board: Board) -> None:
        tb = self.tables
        value = tb.probe(board)
        if value is None:
            panel.clear()
            for analysis in self._analysis_panels(dock):
                analysis.show_tablebase("")
            if isinstance(dock, EndgameDock):
                dock.set_in_table(False)
            return
        rows = []
        best = None
        for mv in tb.probe_moves(board):
            if mv.value is None:
                rows.append(MoveRow(mv.move, None, None, False))
                continue
            key = mv.value.sort_key()
            best = key if best is None else best
            rows.append(MoveRow(mv.move, int(mv.value.wdl), mv.value.dtm, key == best))
        panel.show_position(board, int(value.wdl), value.dtm, rows)
        if isinstance(dock, EndgameDock):
            dock.set_in_table(True)
        line = tb.best_line(board, ANALYSIS_LINE_PLIES) if value.wdl is not Wdl.DRAW else tb.best_line(board, 1)
        for analysis in self._analysis_panels(dock):
            analysis.show_tablebase(words.analysis_words(int(value.wdl), value.dtm), board, line)

    @staticmethod
    def _analysis_panels(dock: QDockWidget) -> list[AnalysisPanel]:
        """The analysis panels of the window the dock is in (they say the table's value and line)."""
        return dock.window().findChildren(AnalysisPanel)


class EndgameDock(QDockWidget):
    """The endgame panel's dock: shown while the position is in a table, unless the user closed it
    (View shows it again, and it then comes back with each position a table covers)."""

    def __init__(self, title: str, parent: QWidget) -> None:
        super().__init__(title, parent)
        self.wanted = True
        self.in_table = False
        self.toggleViewAction().triggered.connect(self._toggled)

    def set_in_table(self, in_table: bool) -> None:
        """Show the dock for a position in a table (if wanted), hide it for one that is not."""
        self.in_table = in_table
        self.toggleViewAction().setEnabled(in_table)
        self.setVisible(in_table and self.wanted)

    def _toggled(self, checked: bool) -> None:
        self.wanted = checked

    def closeEvent(self, event: QCloseEvent) -> None:
        self.wanted = False
        super().closeEvent(event)


def attach_tablebases(w: MainWindow, c: GameController, s: Settings, qapp: QCoreApplication) -> TablebaseFeature:
    """The feature for the program (app/shell/main.py): its folder from the settings, Settings ▸
    Tablebases, the main window's endgame panel below the move list, a generation stopped at exit."""
    feature = TablebaseFeature(w, s)
    w.tablebases_requested.connect(feature.show_dialog)
    dock = feature.attach(w, c.shown_board, c.position_changed, c.play, lambda: (s.notation, s.traditional),
                          place=w.place_below_moves)
    w.add_dock(dock)
    qapp.aboutToQuit.connect(feature.close)
    return feature
