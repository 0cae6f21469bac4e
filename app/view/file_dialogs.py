"""File dialogs that start where the user last chose a file of the same kind and show their columns whole.

Every file dialog of the program goes through these functions: each names its kind
of file (``"games"``, ``"puzzles"``, ``"diagrams"``, ``"engines"``, ``"openings"``, ``"tablebases"``) and starts in the
folder a file of that kind was last opened from or saved to; the folder of the file chosen is
remembered for the next time. Where they are remembered is installed by the shell (``use_folders``:
app/controller/file_folders.py keeps them in the settings); without it a dialog starts in the home
folder.

Where the platform has no dialog of its own (Qt's own is used), the dialog opens as large as the
screen's free area allows up to ``SIZE``, in the detail view, with the name column taking the width the
size, type and date columns leave once they show their whole text.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog, QFileDialog, QHeaderView, QListView, QTreeView, QWidget

from .window_place import fit_to_screen

SIZE = (900, 560)          # a file dialog's size where the screen has room (columns and places whole)
PLACES_WIDTH = 180         # the width of the list of places beside the files


class Folders(Protocol):
    """Where each kind of file was last chosen (app.controller.file_folders.FileFolders)."""

    def folder(self, kind: str) -> str: ...

    def remember(self, kind: str, path: str) -> None: ...


class _Home:
    def folder(self, kind: str) -> str:
        return str(Path.home())

    def remember(self, kind: str, path: str) -> None:
        pass


_folders: Folders = _Home()


def use_folders(folders: Folders | None) -> None:
    """Keep the folders of the file dialogs in `folders` (None: start in the home folder, remember nothing)."""
    global _folders
    _folders = folders if folders is not None else _Home()


def start_folder(kind: str) -> str:
    """The folder a dialog for `kind` starts in."""
    return _folders.folder(kind)


def _dialog(parent: QWidget | None, kind: str, title: str, filters: str, start: str = "") -> QFileDialog:
    """A file dialog in the folder of `kind` (or at `start`, a file or folder given by the caller)."""
    folder = start_folder(kind)
    if start:
        folder = start if os.path.isabs(start) else os.path.join(folder, start)
    dialog = QFileDialog(parent, title, folder, filters)
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    fit_to_screen(dialog, *SIZE)
    _show_columns_whole(dialog)
    return dialog


def _show_columns_whole(dialog: QFileDialog) -> None:
    """In Qt's own dialog: the size, type and date columns as wide as their text, the name column the rest;
    the list of places wide enough for its names (a platform's own dialog has none of these widgets)."""
    files = dialog.findChild(QTreeView, "treeView")
    if files is not None:
        header = files.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, header.count()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    places = dialog.findChild(QListView, "sidebar")
    if places is not None:
        places.setMinimumWidth(min(PLACES_WIDTH, dialog.width() // 5))
        QTimer.singleShot(0, lambda: _widen_places(dialog, places))


def _widen_places(dialog: QFileDialog, places: QListView) -> None:
    from PySide6.QtWidgets import QSplitter
    splitter = dialog.findChild(QSplitter, "splitter")
    if splitter is None or splitter.count() < 2:
        return
    sizes = splitter.sizes()
    want = min(max(places.minimumWidth(), places.sizeHintForColumn(0) + 16), sum(sizes) // 5)
    splitter.setSizes([want, sum(sizes) - want])


def _chosen(dialog: QFileDialog, kind: str) -> list[str]:
    """The paths chosen in a dialog just run ([] if cancelled); their folder is remembered."""
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return []
    paths = [p for p in dialog.selectedFiles() if p]
    if paths:
        _folders.remember(kind, paths[0])
    return paths


def open_file(parent: QWidget | None, kind: str, title: str, filters: str = "", start: str = "") -> str:
    """Ask for an existing file of `kind` ('' if cancelled); `start`: a file or folder to start at instead."""
    dialog = _dialog(parent, kind, title, filters, start)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    paths = _chosen(dialog, kind)
    return paths[0] if paths else ""


def open_files(parent: QWidget | None, kind: str, title: str, filters: str = "") -> list[str]:
    """Ask for one or more existing files of `kind` ([] if cancelled)."""
    dialog = _dialog(parent, kind, title, filters)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
    return _chosen(dialog, kind)


def open_folder(parent: QWidget | None, kind: str, title: str, start: str = "") -> str:
    """Ask for a folder of files of `kind` ('' if cancelled), starting at `start` if given."""
    dialog = _dialog(parent, kind, title, "", start)
    dialog.setFileMode(QFileDialog.FileMode.Directory)
    dialog.setOption(QFileDialog.Option.ShowDirsOnly, True)
    paths = _chosen(dialog, kind)
    return paths[0] if paths else ""


def save_file(parent: QWidget | None, kind: str, title: str, suggested: str = "", filters: str = "",
              chosen_filter: str = "") -> tuple[str, str]:
    """Ask where to write a file of `kind`: (path, the filter chosen); ('', '') if cancelled. `suggested`
    is a file name (in the kind's folder) or a whole path."""
    dialog = _dialog(parent, kind, title, filters, suggested)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    if chosen_filter:
        dialog.selectNameFilter(chosen_filter)
    if suggested:
        dialog.selectFile(os.path.basename(suggested))
    paths = _chosen(dialog, kind)
    return (paths[0], dialog.selectedNameFilter()) if paths else ("", "")


__all__ = ["SIZE", "Folders", "open_file", "open_files", "open_folder", "save_file", "start_folder", "use_folders"]
