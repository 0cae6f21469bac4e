"""The library window: import with progress and cancel, search fields, a sortable game list with each
game's ECCO code and opening name, games reaching a position, open / delete / export, and a dock of
opening statistics (the library's most played openings, or the Player field's results by opening).

It works through a LibraryController (passed in; duck-typed, the view never imports the controller)
and asks the study window to open games with `open_game_requested(GameTree, ply)`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDockWidget, QGridLayout, QHBoxLayout,
                               QHeaderView, QLabel, QLineEdit, QMainWindow, QMessageBox, QPlainTextEdit,
                               QProgressBar, QPushButton, QSpinBox, QStyle, QTableView, QToolBar, QVBoxLayout,
                               QWidget)

from app.library import ImportReport, LibraryError
from app.model import Board
from app.openings import code_range

from . import texts
from .library_table import COLUMNS, GameListModel
from .opening_stats import OpeningStatsPanel
from .date_texts import date_text
from .file_dialogs import open_files, open_folder, save_file
from .game_list import WIDEST_DATES
from .window_place import fit_to_screen
RESULTS = ("", "1-0", "1/2-1/2", "0-1", "*")
PLY_COLUMN = len(COLUMNS) - 1
# the widest values of the columns sized to what they hold (a longer name is elided, whole in its tooltip)
NAME_SAMPLES = ("黑龍江趙國榮", "Zhao Guorong")
CODE_SAMPLES = ("A00", "E09", "C84")
COUNT_SAMPLES = ("888",)
CELL_MARGIN = 5          # pixels each side of a cell's text


class LibraryWindow(QMainWindow):
    """Search, browse and import the game library."""

    open_game_requested = Signal(object, int)      # GameTree, ply to show

    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.model = GameListModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setDefaultSectionSize(22)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.table.doubleClicked.connect(lambda index: self.open_row(index.row()))
        self._search_timer = QTimer(self, singleShot=True, interval=250)
        self._search_timer.timeout.connect(self.apply_search)
        self._build_fields()
        self._build_import_bar()
        self._build_actions()
        central = QWidget()
        column = QVBoxLayout(central)
        column.addLayout(self.fields_grid)
        column.addLayout(self.position_row)
        column.addWidget(self.table, 1)
        column.addLayout(self.import_row)
        column.addWidget(self.report_label)
        column.addWidget(self.report_details)
        self.setCentralWidget(central)
        self._build_stats()
        controller.progress.connect(self._progress)
        controller.import_started.connect(self._import_started)
        controller.import_finished.connect(self.show_report)
        controller.changed.connect(self.model.reload)
        controller.changed.connect(self.stats.refresh)
        controller.error.connect(self.show_error)
        fit_to_screen(self, 1100, 700)         # within the screen's free area
        self.retranslate()
        self.apply_search()
        self._show_read_only()

    # ----- layout ----------------------------------------------------------------------------------
    def _line(self) -> QLineEdit:
        edit = QLineEdit()
        edit.setClearButtonEnabled(True)
        edit.textChanged.connect(self._search_timer.start)
        edit.returnPressed.connect(self.apply_search)
        return edit

    def _build_fields(self) -> None:
        # every fixed text is set by retranslate() (at the end of __init__ and on a language change)
        self.player_edit = self._line()
        self.red_edit = self._line()
        self.black_edit = self._line()
        self.event_edit = self._line()
        self.date_from_edit = self._line()
        self.date_to_edit = self._line()
        self.opening_edit = self._line()
        self.result_box = QComboBox()
        self.result_box.addItems([""] + list(RESULTS[1:]))
        self.result_box.currentIndexChanged.connect(self.apply_search)
        self.min_moves_box = QSpinBox()
        self.min_moves_box.setRange(0, 999)
        self.min_moves_box.setSpecialValueText(" ")
        self.min_moves_box.valueChanged.connect(self._search_timer.start)
        self.clear_button = QPushButton()
        self.clear_button.clicked.connect(self.clear_fields)
        grid = QGridLayout()
        fields = (self.player_edit, self.red_edit, self.black_edit, self.event_edit, self.date_from_edit,
                  self.date_to_edit, self.opening_edit, self.result_box, self.min_moves_box)
        self.field_labels: list[QLabel] = []
        for i, widget in enumerate(fields):
            row, col = divmod(i, 4)
            self.field_labels.append(QLabel())
            grid.addWidget(self.field_labels[-1], row, 2 * col, Qt.AlignmentFlag.AlignRight)
            grid.addWidget(widget, row, 2 * col + 1)
        grid.addWidget(self.clear_button, 2, 3)
        self.count_label = QLabel()
        grid.addWidget(self.count_label, 2, 4, 1, 4)
        self.fields_grid = grid
        self.position_label = QLabel()
        self.show_all_button = QPushButton()
        self.show_all_button.clicked.connect(self.apply_search)
        self.position_row = QHBoxLayout()
        self.position_row.addWidget(self.position_label, 1)
        self.position_row.addWidget(self.show_all_button)
        self._show_position_row(False)

    def _build_import_bar(self) -> None:
        self.progress_bar = QProgressBar()
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.controller.cancel_import)
        self.import_row = QHBoxLayout()
        self.import_row.addWidget(self.progress_bar, 1)
        self.import_row.addWidget(self.cancel_button)
        self.report_label = QLabel()
        self.report_label.setWordWrap(True)
        self.report_details = QPlainTextEdit()
        self.report_details.setReadOnly(True)
        self.report_details.setMaximumHeight(110)
        self._show_import_bar(False)
        self.report_details.hide()

    def _build_actions(self) -> None:
        self.tool_bar = bar = QToolBar()
        bar.setObjectName("library-tools")
        bar.setMovable(False)
        self.addToolBar(bar)
        self.actions_by_name: dict[str, QAction] = {}
        for name, slot, key in (
                ("import_files", self.import_files, None),
                ("import_folder", self.import_folder, None),
                ("open", self.open_selected, QKeySequence(Qt.Key.Key_Return)),
                ("delete", self.delete_selected, QKeySequence.StandardKey.Delete),
                ("export", self.export_selected, None)):
            action = QAction(self)
            action.triggered.connect(slot)
            if key is not None:
                action.setShortcut(key)
                action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                self.table.addAction(action)
            bar.addAction(action)
            self.actions_by_name[name] = action

    def _build_stats(self) -> None:
        self.stats = OpeningStatsPanel(self.controller.most_played_openings, self.controller.results_by_opening)
        self.stats.code_chosen.connect(self.show_opening)
        self.stats_dock = QDockWidget(self.stats.dock_title(), self)
        self.stats_dock.setObjectName("opening-statistics")
        self.stats_dock.setWidget(self.stats)
        self.stats_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                                    | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.stats_dock)
        toggle = self.stats_dock.toggleViewAction()
        self.tool_bar.addAction(toggle)
        self.actions_by_name["statistics"] = toggle
        self.resizeDocks([self.stats_dock], [300], Qt.Orientation.Horizontal)

    @Slot(str)
    def set_traditional(self, traditional: bool) -> None:
        """Opening names in Traditional characters (the setting, which follows 繁體中文 until chosen) in
        the list and the statistics, as the play and study windows show them."""
        if traditional == self.model.traditional == self.stats.traditional:
            return
        self.model.traditional = self.stats.traditional = traditional
        self.model.reload()
        self.stats.refresh()

    def show_opening(self, code: str) -> None:
        """List the games of one opening (an ECCO code), keeping the other fields."""
        self.opening_edit.setText(code)
        self.apply_search()

    def _size_columns(self) -> None:
        """Columns that fit the table beside the opening statistics on a 1024x700 screen: the short values
        (result, date, ECCO code, moves, ply) as wide as the widest they hold and their header; the players
        as wide as a long Chinese name (province or club, then the player); the event and the opening,
        the long texts (elided, whole in their tooltips), share the room left. Fixed widths that ignored
        the language (a Chinese date cut at 90 px) with only the opening stretched left it a few pixels
        wide, and the table a scroll bar away from the date and the result, on a small screen."""
        cells = self.table.fontMetrics()
        header = self.table.horizontalHeader()
        titles = header.fontMetrics()
        title_margin = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header) + 2
        widest = {"red": NAME_SAMPLES, "black": NAME_SAMPLES, "result": RESULTS[1:],
                  "date": [date_text(d) for d in WIDEST_DATES], "code": CODE_SAMPLES, "moves": COUNT_SAMPLES,
                  "ply": COUNT_SAMPLES}
        for i, (key, _) in enumerate(COLUMNS):
            if key in widest:
                value = max(cells.horizontalAdvance(text) for text in widest[key]) + 2 * CELL_MARGIN
                title = str(self.model.headerData(i, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole))
                header.setSectionResizeMode(i, QHeaderView.ResizeMode.Interactive)
                header.resizeSection(i, max(value, titles.horizontalAdvance(title) + title_margin))
            else:                                     # the event and the opening
                header.setSectionResizeMode(i, QHeaderView.ResizeMode.Stretch)

    def _show_position_row(self, shown: bool) -> None:
        """Position mode (the games reaching a position) or the search: the search fields are hidden
        while the list ignores them (they come back with 'Back to the search')."""
        self.position_label.setVisible(shown)
        self.show_all_button.setVisible(shown)
        self.table.setColumnHidden(PLY_COLUMN, not shown)
        for i in range(self.fields_grid.count()):
            item = self.fields_grid.itemAt(i)
            widget = item.widget() if item is not None else None
            if widget is not None and widget is not self.count_label:
                widget.setVisible(not shown)

    def _show_read_only(self) -> None:
        """A library that can be read but not written: no import or delete, and a word why."""
        if self.controller.read_only:
            for name in ("import_files", "import_folder", "delete"):
                self.actions_by_name[name].setEnabled(False)
            self.report_label.setText(self.tr("This library is read-only: you can search, open and export "
                                              "games, but not import or delete them."))

    def _show_import_bar(self, shown: bool) -> None:
        self.progress_bar.setVisible(shown)
        self.cancel_button.setVisible(shown)

    # ----- search ----------------------------------------------------------------------------------
    def filters(self) -> dict[str, Any]:
        """The search fields as Library.search keywords."""
        opening = self.opening_edit.text().strip()
        moves = self.min_moves_box.value()
        return {"player": self.player_edit.text().strip(), "red": self.red_edit.text().strip(),
                "black": self.black_edit.text().strip(), "event": self.event_edit.text().strip(),
                "date_from": self.date_from_edit.text().strip(), "date_to": self.date_to_edit.text().strip(),
                "result": RESULTS[self.result_box.currentIndex()],
                "ecco": opening if code_range(opening) else "",
                "opening": "" if code_range(opening) else opening,
                "min_moves": 2 * moves - 1 if moves else None}

    @Slot()
    def apply_search(self) -> None:
        """List the games matching the fields (pages are fetched as the list scrolls)."""
        self._search_timer.stop()
        filters = self.filters()
        self._show_position_row(False)
        self.model.set_query(lambda order, desc, limit, offset:
                             [(s, 0) for s in self.controller.search(filters, order, desc, limit, offset)])
        self._show_count()
        self.stats.set_player(filters["player"])

    def changeEvent(self, event: QEvent) -> None:
        """Say everything again when the program's language changes (the open window follows it)."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "stats_dock"):
            self.retranslate()
            self._show_count()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """(Re)set every fixed text of the window in the current language."""
        self.setWindowTitle(self.tr("Game library"))
        self.player_edit.setPlaceholderText(self.tr("either side"))
        self.date_from_edit.setPlaceholderText(self.tr("YYYY or YYYY-MM-DD"))
        self.date_to_edit.setPlaceholderText(self.tr("YYYY or YYYY-MM-DD"))
        self.opening_edit.setPlaceholderText(self.tr("code (C84, C8, C80-C89) or name"))
        self.result_box.setItemText(0, self.tr("any"))
        self.min_moves_box.setSpecialValueText(self.tr("any"))
        self.clear_button.setText(self.tr("Clear"))
        names = (self.tr("Player:"), self.tr("Red:"), self.tr("Black:"), self.tr("Event:"), self.tr("From:"),
                 self.tr("To:"), self.tr("ECCO / opening:"), self.tr("Result:"), self.tr("At least (moves):"))
        for label, name in zip(self.field_labels, names, strict=True):
            label.setText(name)
        self.show_all_button.setText(self.tr("Back to the search"))
        self.progress_bar.setFormat(self.tr("%v of %m files"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.tool_bar.setWindowTitle(self.tr("Library"))
        for name, text in (("import_files", self.tr("Import files…")), ("import_folder", self.tr("Import folder…")),
                           ("open", self.tr("Open")), ("delete", self.tr("Delete")),
                           ("export", self.tr("Export to PGN…")), ("statistics", self.tr("Opening statistics"))):
            self.actions_by_name[name].setText(text)
        self.stats_dock.setWindowTitle(self.stats.dock_title())
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.model.columnCount() - 1)
        self._size_columns()                       # the headers and the dates are another length now

    def _show_count(self) -> None:
        total = self.controller.count()
        shown = self.model.rowCount()
        more = "+" if self.model.canFetchMore() else ""
        self.count_label.setText(self.tr("%1%2 of %3 games").replace("%1", str(shown))
                                 .replace("%2", more).replace("%3", str(total)))

    def clear_fields(self) -> None:
        """Empty every search field and list all games."""
        for edit in (self.player_edit, self.red_edit, self.black_edit, self.event_edit,
                     self.date_from_edit, self.date_to_edit, self.opening_edit):
            edit.blockSignals(True)
            edit.clear()
            edit.blockSignals(False)
        for box in (self.result_box, self.min_moves_box):
            box.blockSignals(True)
        self.result_box.setCurrentIndex(0)
        self.min_moves_box.setValue(0)
        for box in (self.result_box, self.min_moves_box):
            box.blockSignals(False)
        self.apply_search()

    @Slot(object)
    def search_position(self, board: Board) -> None:
        """List the games that reach this position, with the ply; shows the window."""
        board = board.copy()
        self.model.set_query(lambda order, desc, limit, offset:
                             self.controller.games_at_position(board, order, desc, limit, offset),
                             position_mode=True)
        self._show_position_row(True)
        self.position_label.setText(self.tr("%1 games reach this position (Ply: where it is reached)")
                                    .replace("%1", str(self.controller.position_count(board))))
        self.count_label.clear()
        self.show()
        self.raise_()
        self.activateWindow()

    # ----- games -----------------------------------------------------------------------------------
    def selected_rows(self) -> list[int]:
        """Rows selected in the list, top to bottom."""
        return sorted({index.row() for index in self.table.selectionModel().selectedRows()})

    def open_row(self, row: int) -> None:
        """Load a row's game and ask for it to be shown at its ply."""
        if 0 <= row < self.model.rowCount():
            tree = self.controller.open_game(self.model.summary(row).id, self.model.ply(row))
            if tree is not None:
                self.open_game_requested.emit(tree, self.model.ply(row))

    def open_selected(self) -> None:
        """Open the selected games (each in a study window)."""
        for row in self.selected_rows():
            self.open_row(row)

    def delete_selected(self) -> None:
        """Delete the selected games after asking."""
        ids = [self.model.summary(r).id for r in self.selected_rows()]
        if ids and self.confirm_delete(len(ids)):
            self.controller.delete(ids)          # its `changed` reloads the list

    def export_selected(self) -> None:
        """Write the selected games (or all listed, if none is selected) to a PGN file."""
        rows = self.selected_rows() or list(range(self.model.rowCount()))
        if not rows:
            return
        path = self.ask_export_path()
        if path:
            n = self.controller.export_pgn([self.model.summary(r).id for r in rows], path)
            if n:
                self.statusBar().showMessage(self.tr("%1 games written to %2")
                                             .replace("%1", str(n)).replace("%2", path), 8000)

    # ----- import ----------------------------------------------------------------------------------
    def import_files(self) -> None:
        """Ask for game files and import them."""
        paths = self.ask_import_files()
        if paths:
            self.controller.start_import(paths)

    def import_folder(self) -> None:
        """Ask for a folder and import every game file under it."""
        path = self.ask_import_folder()
        if path:
            self.controller.start_import([path])

    def _import_started(self) -> None:
        self.progress_bar.setRange(0, 0)
        self._show_import_bar(True)
        self.report_label.setText(self.tr("Importing…"))
        self.report_details.hide()
        for name in ("import_files", "import_folder"):
            self.actions_by_name[name].setEnabled(False)

    def _progress(self, done: int, total: int) -> None:
        self.progress_bar.setRange(0, max(total, 1))
        self.progress_bar.setValue(done)

    @Slot(object)
    def show_report(self, report: ImportReport) -> None:
        """Say plainly what an import did, with each failure and its reason."""
        self._show_import_bar(False)
        for name in ("import_files", "import_folder"):
            self.actions_by_name[name].setEnabled(True)
        self.report_label.setText(self.report_text(report))
        failures = [texts.library_error(err) for err in report.files_skipped]
        failures += [texts.shown_path(why if why.startswith(path) else f"{path}: {why}")  # (why may name it)
                     for path, why in report.files_failed + report.games_failed]
        if report.games_failed_unlisted:
            failures.append(self.tr("(and %1 more games that could not be read)")
                            .replace("%1", str(report.games_failed_unlisted)))
        self.report_details.setPlainText("\n".join(failures))
        self.report_details.setVisible(bool(failures))
        self.model.reload()
        if not self.model.position_mode:
            self._show_count()

    def report_text(self, report: ImportReport) -> str:
        """'Import finished: 62 games added, 3 duplicates skipped, …'."""
        if report.error is not None:
            return self.tr("Import stopped: %1.").replace("%1", texts.library_error(report.error))
        first = self.tr("Import cancelled") if report.cancelled else self.tr("Import finished")
        read = report.files_seen - report.files_unchanged - len(report.files_skipped)
        parts = [self.tr("%1 games added").replace("%1", str(report.games_added)),
                 self.tr("%1 duplicates skipped").replace("%1", str(report.duplicates)),
                 self.tr("%1 files read").replace("%1", str(read))]
        if report.files_unchanged:
            parts.append(self.tr("%1 unchanged files skipped").replace("%1", str(report.files_unchanged)))
        if report.files_skipped:
            parts.append(self.tr("%1 files not read (listed below)").replace("%1", str(len(report.files_skipped))))
        failed = len(report.files_failed) + report.games_failed_count
        parts.append(self.tr("%1 failures (listed below)").replace("%1", str(failed)) if failed
                     else self.tr("no failures"))
        return first + ": " + ", ".join(parts) + "."

    def show_error(self, error: LibraryError) -> None:
        """Show a library error, worded in the user's language, in the status bar."""
        self.statusBar().showMessage(self.tr("Library error: %1").replace("%1", texts.library_error(error)), 15000)

    # ----- questions (replaced in tests) --------------------------------------------------------
    def ask_import_files(self) -> list[str]:
        """Game files chosen by the user."""
        return open_files(self, "games", self.tr("Import games"),
                          self.tr("Game files (*.pgn *.xqf *.cbr *.cbl *.ubb *.txt *.wxf *.htm *.html);;All files (*)"))

    def ask_import_folder(self) -> str:
        """A folder chosen by the user ('' if cancelled)."""
        return open_folder(self, "games", self.tr("Import a folder of games"))

    def ask_export_path(self) -> str:
        """A PGN file to write ('' if cancelled)."""
        path, _ = save_file(self, "games", self.tr("Export games"), "games.pgn", self.tr("PGN files (*.pgn)"))
        return path

    def confirm_delete(self, count: int) -> bool:
        """Ask before deleting games."""
        answer = QMessageBox.question(self, self.tr("Delete games"),
                                      self.tr("Delete %1 games from the library?").replace("%1", str(count)))
        return answer == QMessageBox.StandardButton.Yes

    def closeEvent(self, event: Any) -> None:
        """Closing only hides the window; an import keeps running (its bar shows when reopened)."""
        self._search_timer.stop()
        super().closeEvent(event)
