"""Games shared from the windows: pasted, typed or dropped as text, copied out as text, exported
as a score sheet, an animation, a diagram or text, and printed.

The windows ask (app/view/share_dialogs.py) and say what they want as signals; this module reads and writes:

- a text (Ctrl+V, File ▸ Open from text, text dropped on a window) opens as a new, unsaved game in a
  study window of its own (``open_text_window``; StudyController.open_text reads it). A text cut short
  by a move that cannot be read opens with the moves before it and a notice naming that move; one with
  no move at all is refused with the reason. In the play window a FEN still starts a game (the paste
  goes to its old handler); in a study window a FEN opens a study of that position.
- File ▸ Export game writes the game (``export_game``, as ``python -m app export`` does) with the
  window's notation, pieces, board and side: a study window's game with its diagrams of the current
  move, the play window's game as it would be saved, its diagrams of the position shown with the
  arrows and circles drawn on it.
- File ▸ Print paints the score sheet onto the printer chosen in Qt's print dialog.

``attach_study_window`` wires a study window (app/shell/study_windows.py calls it for every one);
``PlaySharing`` wires the play window (app/shell/main.py makes one)."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QWidget

from app.controller.study_document import LoadReport, StudyDocument, read_text_report
from app.formats import game_text
from app.model import Board, FenError
from app.model.errors import FileFailure
from app.model.marks import set_node_marks
from app.model.tree import GameTree, Node
from app.shell.export_command import export_game
from app.view import share_dialogs, texts
from app.view.board_scene import BoardScene
from app.view.file_drops import install_text_drops
from app.view.game_export import GIF_DELAY_RANGE, MAX_GIF_FRAMES, ExportLook, mainline_node, print_score_sheet
from app.view.plain_text import warn

if TYPE_CHECKING:
    from app.controller.recent_files import RecentFiles
    from app.view.main_window import MainWindow
    from app.view.study_window import StudyWindow

Opened = Callable[["StudyWindow | None"], object]     # what becomes of a study window opened here (autosave, panels)
DEFAULT_DELAY_MS = 1000


def look_of(scene: BoardScene, font_family: str, notation: str, traditional: bool) -> ExportLook:
    """How a window's board and moves look, for what it exports: its pieces, board, side at the bottom and
    notation."""
    return ExportLook(scene.piece_style, scene.board_theme, font_family, scene.flipped, scene.simplified,
                      notation, traditional)


def suggested_name(tree: GameTree, path: str | None = None) -> str:
    """A file name for an exported game: its file's name, else its players ('Li – Wang'), else 'game'."""
    if path:
        return os.path.splitext(os.path.basename(path))[0] or "game"
    red, black = tree.headers.get("Red", "").strip(), tree.headers.get("Black", "").strip()
    name = f"{red or '?'} – {black or '?'}" if red or black else "game"
    return "".join("_" if ch in '/\\:*?"<>|' else ch for ch in name)[:80]


# ----- export and print --------------------------------------------------------------------------------
class Exporter:
    """Asks how and where to export or print a game, then writes it (remembering the animation's delay)."""

    def __init__(self) -> None:
        self.delay_ms = DEFAULT_DELAY_MS

    def export(self, parent: QWidget, kind: str, tree: GameTree, look: ExportLook, node: Node | None = None,
               path: str | None = None) -> str | None:
        """Export `tree` as `kind` ('pdf', 'gif', 'svg', 'png', 'txt'; a diagram shows the position after
        `node`, default the end of the main line); the path written, None if cancelled or failed (said)."""
        delay = self.delay_ms
        if kind == "gif":
            moves = len(tree.mainline_nodes())
            if moves + 1 > MAX_GIF_FRAMES:
                warn(parent, share_dialogs.export_failed_title(),
                     share_dialogs.too_long_to_animate(moves, MAX_GIF_FRAMES - 1))
                return None
            chosen = share_dialogs.ask_gif_delay(parent, delay)
            if chosen is None:
                return None
            low, high = GIF_DELAY_RANGE
            delay = self.delay_ms = max(low, min(high, chosen))
        answer = share_dialogs.ask_export_path(parent, kind, suggested_name(tree, path))
        if answer is None:
            return None
        out, paper = answer
        try:
            export_game(tree, out, look, paper=paper or "a4", delay_ms=delay, node=node)
        except OSError as err:
            warn(parent, share_dialogs.export_failed_title(), texts.file_failure(FileFailure.of(err, out)))
            return None
        return out

    @staticmethod
    def print(parent: QWidget, tree: GameTree, look: ExportLook) -> int | None:
        """Print the score sheet on the printer chosen in the print dialog; the pages printed, None if
        cancelled or failed (said)."""
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(suggested_name(tree))
        if not share_dialogs.ask_print(parent, printer):
            return None
        try:
            return print_score_sheet(printer, tree, look)
        except OSError:
            warn(parent, share_dialogs.print_failed_title(), share_dialogs.print_failed())
            return None


# ----- texts opened as games ----------------------------------------------------------------------------
def is_fen(text: str) -> bool:
    """True if the text is one line holding a position (a FEN the board takes)."""
    text = text.strip()
    if not text or "\n" in text:
        return False
    try:
        Board(text)
    except (FenError, ValueError):
        return False
    return True


def looks_like_fen(text: str) -> bool:
    """True if a one-line text starts like a FEN (its first word has the ranks' nine slashes), though it
    may not be a good one: its error is the FEN's."""
    words = text.strip().split()
    return "\n" not in text.strip() and bool(words) and words[0].count("/") == 9


def open_text_window(parent: QWidget | None, text: str, settings=None, font_family: str = "",
                     recent: RecentFiles | None = None) -> tuple[StudyWindow | None, LoadReport]:
    """A study window holding the game of a text (unsaved, no file), with a notice naming the first move
    that could not be read, if one could not; (None, the report) if the text holds no move at all."""
    from app.shell.study_windows import open_study_window
    report = read_text_report(text)
    if not report.ok:
        return None, report
    window = open_study_window(parent, StudyDocument(), settings, font_family, recent, show=False)
    if window is None:
        return None, report
    report = window.controller.open_text(text)
    window.show()
    window.raise_()
    window.activateWindow()
    return window, report


def open_study_text(window: StudyWindow, text: str, settings, font_family: str, recent: RecentFiles | None,
                    opened: Opened | None = None) -> StudyWindow | None:
    """A text pasted, typed or dropped in a study window: a FEN opens a study of that position, a game a
    study window of its own (the one it came from keeps its games); else the reason is shown."""
    from app.shell.study_windows import study_position
    parent = window.parentWidget()         # the play window: the new one is not closed with this one
    if is_fen(text):
        made = study_position(parent, text.strip(), settings, font_family)
    else:
        made, report = open_text_window(parent, text, settings, font_family, recent)
        if made is None:
            warn(window, share_dialogs.open_text_failed_title(),
                 share_dialogs.no_game(report.problems[0] if report.problems else None, window.notation,
                                       window.traditional))
            return None
    if opened is not None:
        opened(made)
    return made


def attach_study_window(window: StudyWindow, settings=None, font_family: str = "",
                        recent: RecentFiles | None = None, exporter: Exporter | None = None) -> None:
    """Give a study window its export, print and opening of texts (study windows' texts open in windows
    of their own; ``adopt`` them to give those the program's autosave and panels)."""
    exporter = exporter or Exporter()

    def look() -> ExportLook:
        return look_of(window.scene, window.font_family, window.notation, window.traditional)

    def export(kind: str) -> None:
        c = window.controller
        written = exporter.export(window, kind, c.tree, look(), c.node, c.document.path)
        if written:
            window.statusBar().showMessage(share_dialogs.exported(written), 10000)

    def print_sheet() -> None:
        pages = exporter.print(window, window.controller.tree, look())
        if pages:
            window.statusBar().showMessage(share_dialogs.printed(pages), 10000)

    window.export_game_requested.connect(export)
    window.print_requested.connect(print_sheet)
    window.open_text = lambda text: open_study_text(window, text, settings, font_family, recent)


# ----- the play window ------------------------------------------------------------------------------
class PlaySharing(QObject):
    """The play window's paste (a FEN or a game), Open from text, dropped text, Copy game as text, Export
    and Print (of the game played), and the study windows' texts opened as the program's windows."""

    def __init__(self, window: MainWindow, settings, font_family: str, recent: RecentFiles | None,
                 record: Callable[[], GameTree], shown_ply: Callable[[], int], paste_fen: Callable[[], object],
                 opened: Opened) -> None:
        super().__init__(window)
        self.window, self.settings, self.font_family, self.recent = window, settings, font_family, recent
        self.record, self.shown_ply, self.paste_fen, self.opened = record, shown_ply, paste_fen, opened
        self.exporter = Exporter()
        window.paste_fen_requested.connect(self.paste)
        window.copy_game_requested.connect(self.copy_game)
        window.text_opened.connect(self.open_typed)
        window.export_game_requested.connect(self.export)
        window.print_requested.connect(self.print_sheet)
        self.text_drops = install_text_drops(window, self.open_text)     # (files dropped: the shell's filter)

    @property
    def notation(self) -> tuple[str, bool]:
        """The notation moves are written in and whether in traditional characters."""
        return self.settings.notation, self.settings.traditional

    def game(self) -> tuple[GameTree, Node]:
        """The game played as it would be saved, and its node of the position shown (with the arrows and
        circles drawn on it)."""
        tree = self.record()
        node = mainline_node(tree, min(self.shown_ply(), len(tree.mainline_nodes())))
        set_node_marks(node, self.window.drawn.marks)
        return tree, node

    def look(self) -> ExportLook:
        """The play window's look (its board, pieces and side; the settings' notation)."""
        return look_of(self.window.scene, self.font_family, *self.notation)

    def paste(self) -> None:
        """Ctrl+V: a FEN on the clipboard starts a game (as Paste FEN always did); a game as text opens
        in a study window; anything else is refused with the reason."""
        text = self.window.clipboard_text()
        if is_fen(text) or looks_like_fen(text):
            self.paste_fen()                # a FEN, good or not: its own handler says what is wrong
            return
        if not text.strip():
            self.window.dialogs.error(share_dialogs.paste_failed_title(), share_dialogs.empty_clipboard())
            return
        self.open_text(text, pasted=True)

    def open_text(self, text: str, pasted: bool = False) -> StudyWindow | None:
        """A game's text opened in a study window of its own (the game on the board stays)."""
        window, report = open_text_window(self.window, text, self.settings, self.font_family, self.recent)
        if window is None:
            problem = report.problems[0] if report.problems else None
            if pasted:
                self.window.dialogs.error(share_dialogs.paste_failed_title(),
                                          share_dialogs.no_fen_nor_game(problem, *self.notation))
            else:
                self.window.dialogs.error(share_dialogs.open_text_failed_title(),
                                          share_dialogs.no_game(problem, *self.notation))
            return None
        self.opened(window)
        return window

    def open_typed(self, text: str) -> StudyWindow | None:
        """File ▸ Open from text: a text that opens no game is said why and offered again in the box, to
        be corrected rather than typed again (cancelling the box drops it)."""
        while True:
            made = self.open_text(text)
            if made is not None:
                return made
            again = share_dialogs.ask_game_text(self.window, text)
            if again is None or not again.strip():
                return None
            text = again

    def adopt(self, window: StudyWindow) -> None:
        """A study window's texts open as this program's windows (with their autosave and panels)."""
        window.open_text = lambda text: open_study_text(window, text, self.settings, self.font_family, self.recent,
                                                        self.opened)

    def copy_game(self) -> None:
        """The game played, as text in the chosen notation, on the clipboard."""
        tree, _ = self.game()
        notation, traditional = self.notation
        self.window.copy_text(game_text(tree, notation, traditional=traditional))
        self.window.show_status(share_dialogs.copied(False))

    def export(self, kind: str) -> None:
        """File ▸ Export game: the game played (a diagram: the position shown, with its arrows and circles)."""
        tree, node = self.game()
        written = self.exporter.export(self.window, kind, tree, self.look(), node)
        if written:
            self.window.show_status(share_dialogs.exported(written))

    def print_sheet(self) -> None:
        """File ▸ Print: the game played's score sheet."""
        tree, _ = self.game()
        pages = self.exporter.print(self.window, tree, self.look())
        if pages:
            self.window.show_status(share_dialogs.printed(pages))


__all__ = ["PlaySharing", "Exporter", "attach_study_window", "open_text_window", "open_study_text", "look_of",
           "suggested_name", "is_fen"]
