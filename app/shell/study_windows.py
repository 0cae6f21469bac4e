"""Study windows and the position editor, composed: builds a StudyDocument (reading files) and a
StudyController for it and hands them to a StudyWindow (the view never builds controllers and never
reads files; app/shell/main.py calls these functions), and adds the opening explorer and analysis to
a study window."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QWidget

from app.controller.autosave import PendingStudy, StudyAutosave, pending_studies, remove_study_autosave, set_aside
from app.controller.recent_files import RecentFiles
from app.controller.settings import Settings
from app.controller.study_controller import StudyController
from app.controller.study_document import LoadReport, StudyDocument, is_large, read_report
from app.model import Game, Move, Ruleset
from app.model.tree import GameTree
from app.shell.board_look import board_look
from app.view import texts
from app.view.position_editor import edit_position_choice
from app.view.study_window import StudyWindow, ask_open_path, show_load_report
from app.view.window_place import place_text, restore_place, step_from

if TYPE_CHECKING:
    from app.shell.analysis_feature import AnalysisFeature
    from app.shell.library_feature import LibraryFeature


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
    window.follow(board_look(settings))       # the pieces, their script and the theme of every board
    from app.shell.game_sharing import attach_study_window     # (it opens study windows itself)
    attach_study_window(window, settings, font_family, recent)   # export, print, texts opened
    remember_layout(window, settings)
    if isinstance(source, (str, os.PathLike)):
        window.show_problems(report)
    if autosave_folder is not None:
        attach_autosave(window, autosave_folder)
    if show:
        window.show()
        window.raise_()
        window.activateWindow()
    return window


def remember_layout(window: StudyWindow, settings) -> None:
    """Give a study window the size, place, panel and splitter sizes the last one closed with (a step
    aside if another study window is there), and keep its own when it closes (the settings'
    study_place and study_layout)."""
    if not isinstance(settings, Settings):      # none, or a stand-in that only gives values
        return
    restore_place(window, settings.study_place)
    parent = window.parentWidget()
    if parent is not None:
        step_from(window, list(parent.findChildren(StudyWindow)))
    window.use_layout(settings.study_layout)

    def keep() -> None:
        settings.set("study_place", place_text(window))
        settings.set("study_layout", window.layout_state())
    window.closing.connect(keep)


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
                    play: Callable[[str], object] | None = None,
                    study: Callable[[StudyWindow | None], object] | None = None) -> str | None:
    """The position editor; 'Play from here' hands the FEN to `play`, 'Study from here' opens a study
    window on it and hands it to `study` (the program gives it its panels: analysis, endgame tables,
    explorer, autosave). Returns the FEN, or None if cancelled."""
    look = board_look(settings)
    answer = edit_position_choice(parent, fen, font_family, look.style, look)
    if answer is None:
        return None
    fen, choice = answer
    if choice == "study" or play is None:
        window = study_position(parent, fen, settings, font_family)
        if study is not None:
            study(window)
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


def add_study_features(window: StudyWindow, analysis: AnalysisFeature | None, library: LibraryFeature | None,
                       ruleset: Ruleset, review_games: Callable[[StudyWindow], object] | None = None) -> None:
    """A study window gets the opening explorer, an analysis dock, Analysis ▸ Analyse game and, with
    `review_games`, Analysis ▸ Review games (each feature the program has)."""
    if library is not None:
        window.explorer = library.attach_study_window(window)
    if analysis is not None:
        _add_analysis(window, analysis, ruleset, review_games)
    window.arrange_panels()        # the panels tabbed beside the board (or as the user last left them)


def _add_analysis(window: StudyWindow, analysis: AnalysisFeature, ruleset: Ruleset,
                  review_games: Callable[[StudyWindow], object] | None) -> None:
    """The analysis dock (shown on top of the side panels when asked for) and the Analysis menu."""
    c = window.controller

    def studied_game() -> Game:
        return c.tree.to_game(ruleset, node=c.node)

    def play_line(moves: list[Move]) -> None:
        for move in moves:
            c.play(move)

    dock = analysis.attach(window, window.scene, studied_game, c.position_changed, play_line)
    menu = window.menuBar().addMenu(texts.analysis_menu())
    shown = dock.toggleViewAction()
    shown.triggered.connect(lambda on: dock.raise_() if on else None)    # its tab comes to the front
    menu.addAction(shown)
    menu.addAction(texts.analyse_game_action(), lambda: analysis.review(window, c, ruleset))
    if review_games is not None:
        menu.addAction(texts.review_games_action(), lambda: review_games(window))
    explorer = window.findChild(QDockWidget, "opening-explorer")
    if explorer is not None:
        shown = explorer.toggleViewAction()
        shown.triggered.connect(lambda on: explorer.raise_() if on else None)
        menu.addAction(shown)


def attach_autosave(window: StudyWindow, folder: Path) -> StudyAutosave:
    """Give a study window its autosave in `folder` (a failed write shows in the window's status bar)."""
    autosave = StudyAutosave(window.controller, folder)
    autosave.failed.connect(window.show_autosave_failure)
    window.autosave = autosave
    return autosave


# (the autosave's file, where it was kept (None: it could not be moved), True if its games were restored in part)
SetAside = tuple[Path, Path | None, bool]


def restore_studies(parent: QWidget | None, folder: Path, confirm: Callable[[int], bool], settings=None,
                    font_family: str = "", recent: RecentFiles | None = None,
                    set_aside_report: Callable[[SetAside], object] | None = None) -> list[StudyWindow]:
    """After a crash: offer the study edits left in `folder`; reopen them (still marked unsaved,
    and autosaved again at once) or drop them. An autosave that cannot be read (in whole or in part)
    is never deleted: it is renamed NAME.broken-<time> and `set_aside_report` is told."""
    pending = pending_studies(folder)
    if not pending:
        return []
    keep = confirm(len(pending))
    told = set_aside_report or (lambda item: None)
    windows = []
    for study in pending:
        if not keep:
            remove_study_autosave(study)
            continue
        if study.meta_broken:
            told((study.meta, set_aside(study.meta), False))
        window = _restore_study(parent, study, folder, settings, font_family, recent, told)
        if window is not None:
            windows.append(window)
    return windows


def _restore_study(parent: QWidget | None, study: PendingStudy, folder: Path, settings, font_family: str,
                   recent: RecentFiles | None, told: Callable[[SetAside], object]) -> StudyWindow | None:
    """Reopen one study autosave; its files go once the restored games are autosaved anew (or, if they
    cannot be read in full, are set aside)."""
    try:
        report = read_report(study.pgn)
    except Exception:  # noqa: BLE001 (a file from disk: whatever fails, the program starts)
        report = None
    complete = report is not None and report.ok and not report.errors
    if not complete:
        told((study.pgn, set_aside(study.pgn), report is not None and report.ok))
        if os.path.lexists(study.meta):
            set_aside(study.meta)
        if report is None or not report.ok:
            return None
    assert report is not None
    document = StudyDocument(report.games)
    window = open_study_window(parent, document, settings, font_family, recent, autosave_folder=folder)
    if window is None:
        return None
    document.adopt(report.games, study.original)  # unsaved, and written to a fresh autosave now
    autosave = window.autosave
    if complete and isinstance(autosave, StudyAutosave) and autosave.written:
        remove_study_autosave(study)
    return window
