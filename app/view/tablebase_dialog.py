"""Settings ▸ Tablebases: the tables' folder (chosen with the folder chooser), the tables found there
(name, size, generation time, state), and making missing ones in the background with progress and
Cancel. The dialog only shows and asks: the shell (app/shell/tablebase_feature.py) lists the folder
and runs the generation (app/controller/tablebase_jobs.py), so the window never waits for either."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QHeaderView,
                               QLabel, QProgressBar, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout,
                               QWidget)

from . import tablebase_texts as t
from .file_dialogs import open_folder
from .window_place import fit_to_screen


class TableRow(Protocol):
    """A table file as the dialog lists it (app.controller.tablebase_jobs.TableEntry)."""

    @property
    def name(self) -> str: ...

    @property
    def size(self) -> int: ...

    @property
    def seconds(self) -> float: ...

    @property
    def problem(self) -> str: ...

    @property
    def detail(self) -> str: ...


class TablebaseDialog(QDialog):
    """The dialog. Signals: folder_chosen(path: "" for the program's folder), generate_requested(key:
    the key of the chosen set, as set_choices gave it), cancel_requested."""

    folder_chosen = Signal(str)
    generate_requested = Signal(str)
    cancel_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tablebases")
        self.setWindowTitle(t.dialog_title())
        self._start = ""
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel(t.folder_label()))
        self.folder = QLabel()
        self.folder.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.folder.setTextFormat(Qt.TextFormat.PlainText)
        self.folder.setWordWrap(True)
        row.addWidget(self.folder, 1)
        self.choose = QPushButton(t.choose_folder())
        self.choose.clicked.connect(self._choose)
        row.addWidget(self.choose)
        self.default = QPushButton(t.use_default_folder())
        self.default.clicked.connect(lambda: self.folder_chosen.emit(""))
        row.addWidget(self.default)
        layout.addLayout(row)
        self.list = QTableWidget(0, 4)
        self.list.setHorizontalHeaderLabels(t.table_columns())
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.verticalHeader().hide()
        self.list.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        header = self.list.horizontalHeader()
        for column in range(3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.list, 1)
        self.summary = QLabel()
        layout.addWidget(self.summary)
        make = QHBoxLayout()
        make.addWidget(QLabel(t.generate_label()))
        self.choices = QComboBox()
        make.addWidget(self.choices, 1)
        self.generate = QPushButton(t.generate_button())
        self.generate.clicked.connect(lambda: self.generate_requested.emit(str(self.choices.currentData() or "")))
        make.addWidget(self.generate)
        self.cancel = QPushButton(t.cancel_button())
        self.cancel.clicked.connect(self.cancel_requested.emit)
        self.cancel.setEnabled(False)
        make.addWidget(self.cancel)
        layout.addLayout(make)
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.hide()
        layout.addWidget(self.progress)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        note = QLabel(t.cost_note() + "\n" + t.rules_note())
        note.setWordWrap(True)
        note.setEnabled(False)          # drawn as a quieter remark
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_to_screen(self, 720, 560)

    # ----- what the shell shows -------------------------------------------------------------------
    def set_folder(self, path: str, is_default: bool) -> None:
        """The folder in use (shown as plain text) and whether it is the program's own."""
        self._start = path
        self.folder.setText(f"{path} {t.default_folder_suffix()}" if is_default else path)
        self.default.setEnabled(not is_default)

    def set_tables(self, rows: Sequence[TableRow]) -> None:
        """The tables found in the folder."""
        self.list.setRowCount(len(rows))
        size = 0
        for i, row in enumerate(rows):
            cells = [row.name, t.size_words(row.size), t.seconds_words(row.seconds) if not row.problem else "",
                     t.table_state(row.problem)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in (1, 2):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if row.problem:
                    item.setToolTip(row.detail)
                self.list.setItem(i, column, item)
            if not row.problem:
                size += row.size
        self.summary.setText(t.tables_summary(sum(1 for r in rows if not r.problem), size))

    def set_choices(self, choices: Sequence[tuple[str, str]]) -> None:
        """The sets of tables that can be made: (key, words), the current choice kept if still offered."""
        current = self.choices.currentData()
        self.choices.clear()
        for key, words in choices:
            self.choices.addItem(words, key)
        index = self.choices.findData(current)
        if index >= 0:
            self.choices.setCurrentIndex(index)

    def show_progress(self, done: int, total: int, name: str) -> None:
        """A generation runs: tables done of `total`, `name` under way."""
        self.progress.show()
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.status.setText(t.making(done, total, name))
        self._running(True)

    def show_finished(self, outcome: str, detail: str) -> None:
        """The generation ended ('done', 'cancelled', 'failed' with the generator's words)."""
        self.progress.hide()
        self.status.setText(t.finished_words(outcome, detail))
        self._running(False)

    def _running(self, running: bool) -> None:
        self.generate.setEnabled(not running)
        self.cancel.setEnabled(running)
        self.choose.setEnabled(not running)
        self.default.setEnabled(not running and not self.folder.text().endswith(t.default_folder_suffix()))
        self.choices.setEnabled(not running)

    def _choose(self) -> None:
        path = open_folder(self, "tablebases", t.choose_folder_title(), self._start)
        if path:
            self.folder_chosen.emit(path)
