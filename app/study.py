"""Study windows and the position editor, composed: builds a StudyDocument (reading files) and a
StudyController for it and hands them to a StudyWindow (the view never builds controllers and never
reads files; main.py calls these functions)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from app.controller.autosave import StudyAutosave, pending_studies
from app.controller.recent_files import RecentFiles
from app.controller.study_controller import StudyController
from app.controller.study_document import LoadReport, StudyDocument, is_large, read_report
from app.model.tree import GameTree
from app.view.position_editor import edit_position_choice
from app.view.study_window import StudyWindow, ask_open_path, show_load_report


def open_study_window(parent: QWidget | None, source: str | os.PathLike | StudyDocument | GameTree | Iterable[GameTree],
                      settings=None, font_family: str = "", recent: RecentFiles | None = None,
                      show: bool = True, autosave_folder: Path | None = None) -> StudyWindow | None:
    """Open a file (reporting read problems), a document, a GameList or a GameTree in a new study window.
    `settings` (app.controller.settings.Settings) gives notation, piece style and board side.
    Returns the window, or None if the file could not be read. A large file is read on a worker thread
    in a window opened at once (closed again, with the reason in a message box, if nothing is read)."""
    if isinstance(source, (str, os.PathLike)) and is_large(source):
        return _open_large(parent, os.fspath(source), settings, font_family, recent, show)
    if isinstance(source, (str, os.PathLike)):
        report = read_report(source)
        if not show_load_report(parent, report):
            if recent is not None and report.missing:
                recent.remove(report.path)
            return None
        if recent is not None:
            recent.add(report.path)
        document = StudyDocument(report.games, report.path, report.format)
    elif isinstance(source, StudyDocument):
        document = source
    else:
        document = StudyDocument(source)
    get = settings.get if settings is not None else (lambda name: None)
    window = StudyWindow(StudyController(document), font_family, get("piece_style") or "traditional",
                         get("notation") or "chinese", bool(get("flipped")), bool(get("traditional")),
                         recent, parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    if isinstance(source, (str, os.PathLike)):
        window.show_problems(report)
    if autosave_folder is not None:
        window.autosave = StudyAutosave(window.controller, autosave_folder)
    if show:
        window.show()
        window.raise_()
        window.activateWindow()
    return window


def _open_large(parent: QWidget | None, path: str, settings, font_family: str, recent: RecentFiles | None,
                show: bool) -> StudyWindow | None:
    """A study window that reads a large file on a worker thread (progress and Cancel in its status bar)."""
    window = open_study_window(parent, StudyDocument(), settings, font_family, recent, show)
    if window is None:
        return None

    def read(report: LoadReport) -> None:
        if report.ok:
            return
        if not report.cancelled:
            show_load_report(parent, report)
        window.close()

    window.controller.file_read.connect(read)
    window.controller.open_files([path])
    return window


def open_study_dialog(parent: QWidget | None, settings=None, font_family: str = "",
                      recent: RecentFiles | None = None) -> StudyWindow | None:
    """Ask for a saved-game file and open it in a study window (File ▸ Open…)."""
    path = ask_open_path(parent)
    return open_study_window(parent, path, settings, font_family, recent) if path else None


def set_up_position(parent: QWidget | None, fen: str | None, settings=None, font_family: str = "",
                    play: Callable[[str], object] | None = None) -> str | None:
    """The position editor; 'Play from here' hands the FEN to `play`, 'Study from here' opens a study
    window on it. Returns the FEN, or None if cancelled."""
    style = (settings.get("piece_style") if settings is not None else None) or "traditional"
    answer = edit_position_choice(parent, fen, font_family, style)
    if answer is None:
        return None
    fen, choice = answer
    if choice == "study" or play is None:
        study_position(parent, fen, settings, font_family)
    else:
        play(fen)
    return fen


def study_position(parent: QWidget | None, fen: str, settings=None, font_family: str = "") -> StudyWindow | None:
    """A study window with an empty game from a position (for example one set up in the editor)."""
    return open_study_window(parent, GameTree(fen, {"Result": "*"}), settings, font_family)


def open_study_files(parent: QWidget | None, paths: list[str], settings=None, font_family: str = "",
                     recent: RecentFiles | None = None) -> list[StudyWindow]:
    """A study window for each readable file (what the main window does with dropped files)."""
    windows = []
    for path in paths:
        window = open_study_window(parent, path, settings, font_family, recent)
        if window is not None:
            windows.append(window)
    return windows


def restore_studies(parent: QWidget | None, folder: Path, confirm: Callable[[int], bool], settings=None,
                    font_family: str = "", recent: RecentFiles | None = None) -> list[StudyWindow]:
    """After a crash: offer the study edits left in `folder`; reopen them (still marked unsaved,
    and autosaved again at once) or drop them."""
    pending = pending_studies(folder)
    if not pending:
        return []
    keep = confirm(len(pending))
    windows = []
    for pgn, meta, original in pending:
        if keep:
            report = read_report(pgn)
            if report.ok:
                document = StudyDocument(report.games)
                window = open_study_window(parent, document, settings, font_family, recent, autosave_folder=folder)
                if window is not None:
                    document.adopt(report.games, original)  # unsaved, and written to a fresh autosave now
                    windows.append(window)
        for path in (pgn, meta):
            try:
                os.unlink(path)
            except FileNotFoundError:
                pass
    return windows
