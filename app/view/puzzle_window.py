"""The puzzle window: a board and a side panel (collection, filters, the goal, status, help buttons,
progress and rating). It renders what the PuzzleController reports and turns clicks into calls on it;
it decides no rule and reads no file (opening a collection goes through the controller)."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QGridLayout, QGroupBox,
                               QHBoxLayout, QLabel, QMainWindow, QPushButton, QSizePolicy, QSpinBox,
                               QVBoxLayout, QWidget)

from app.model import Board, Move
from app.model.notation import write_move

from . import study_texts, tablebase_texts, texts
from .board_marks import ScratchMarks
from .board_scene import BoardScene
from .board_view import BoardView
from .plain_text import elide, fill, plain_tooltip, warn
from .file_dialogs import open_file
from .window_place import fit_to_screen

if TYPE_CHECKING:  # the window is handed its controller; it never builds one
    from app.controller.puzzle_controller import PuzzleController, PuzzleStatus
    from app.model.errors import FileFailure
    from app.puzzles import Puzzle
    from app.puzzles.collections import CollectionReport
    from app.puzzles.progress import ProgressDamage

OPEN_FILTER = "Puzzle files (*.pgn *.xqf *.htm *.html *.txt);;All files (*)"


def tr(text: str) -> str:
    """Translate in the 'puzzles' context."""
    return QCoreApplication.translate("puzzles", text)


def ask_collection_path(parent: QWidget | None) -> str | None:
    """Ask for a PGN/XQF/DhtmlXQ file to solve (a module function so tests can replace it)."""
    return open_file(parent, "puzzles", tr("Open a puzzle collection"), OPEN_FILTER) or None


def show_error(parent: QWidget | None, title: str, text: str) -> None:
    """Report a problem as plain text (a module function so tests can replace it)."""
    warn(parent, title, text)


def clock_text(seconds: float) -> str:
    """'0:42', '12:05', '1:02:03'."""
    s = int(round(seconds))
    h, rest = divmod(s, 3600)
    m, sec = divmod(rest, 60)
    return f"{h}:{m:02d}:{sec:02d}" if h else f"{m}:{sec:02d}"


def goal_text(puzzle: Puzzle, notation: str = "chinese", traditional: bool = False) -> str:
    """'Red to move and mate in 3', 'Black to move and win material', 'Red to move: win this endgame';
    an exercise from one's own game names the move played there, in the user's notation."""
    side = texts.side_name(puzzle.side)
    if puzzle.played and str(puzzle.goal) == "better":
        played = move_text(puzzle.fen, puzzle.played, notation, traditional)
        return tr("%1 to move: find a better move than %2, the move played in the game").replace(
            "%1", side).replace("%2", played)
    goal = str(puzzle.goal)
    if goal == "mate":
        n = puzzle.mate_in or 1
        text = tr("%1 to move and mate in one") if n == 1 else tr("%1 to move and mate in %2")
        text = text.replace("%1", side).replace("%2", str(n))
        if puzzle.played:            # (a mate missed in one's own game)
            played = move_text(puzzle.fen, puzzle.played, notation, traditional)
            text = tr("%1 (the game went %2)").replace("%1", text).replace("%2", played)
        return text
    if goal == "material":
        return tr("%1 to move and win material").replace("%1", side)
    if goal == "better":
        return tr("%1 to move: find a better move than the one played").replace("%1", side)
    if goal == "tablebase":
        moves = next((t[8:] for t in puzzle.themes if t.startswith("mate-in-") and t[8:].isdigit()), "")
        if not moves:
            return tr("%1 to move: win this ending").replace("%1", side)
        return tr("%1 to move: win this ending (mate in %2 against the best defence)").replace(
            "%1", side).replace("%2", moves)
    if "drawn-ending-lost" in puzzle.themes:     # (a drawn ending lost in one's own game: the tables' draw)
        text = tr("%1 to move: hold the draw in this endgame").replace("%1", side)
    else:
        text = tr("%1 to move: win this endgame").replace("%1", side)
    if puzzle.played:                # (an ending given away in one's own game)
        played = move_text(puzzle.fen, puzzle.played, notation, traditional)
        text = tr("%1 (the game went %2)").replace("%1", text).replace("%2", played)
    return text


def collection_name(name: str) -> str:
    """A shipped collection's name in the user's language (users' files keep theirs)."""
    names = {"CCPD mating exercises": tr("CCPD mating exercises"), "CCPD endgames": tr("CCPD endgames"),
             "CCPD tactics": tr("CCPD tactics"), "My mistakes": tr("My mistakes"),
             "Win this ending": tr("Win this ending")}
    return names.get(name, name)


def theme_name(theme: str) -> str:
    """A theme as shown: 'mate-in-3' -> 'Mate in 3'; names from the source as they are."""
    if theme.startswith("mate-in-") and theme[8:].isdigit():
        return tr("Mate in %1").replace("%1", theme[8:])
    own = {"mistake": tr("Mistake"), "blunder": tr("Blunder"), "into-mate": tr("King walked into a mating net"),
           "won-ending-given-away": tr("Won ending given away"), "drawn-ending-lost": tr("Drawn ending lost"),
           "missed-mate": tr("Missed mate"), "hanging": tr("Piece left hanging"),
           "missed-capture": tr("Missed capture"), "other": tr("Other mistakes")}    # app.training's themes
    return own.get(theme, theme)


def move_text(fen: str, iccs: str | None, notation: str, traditional: bool = False) -> str:
    """An ICCS move written in the user's notation on the position `fen` (before the move)."""
    if not iccs:
        return "?"
    try:
        return write_move(Board.from_fen(fen), Move.from_iccs(iccs), notation, traditional)
    except ValueError:
        return iccs


def _with_engine_view(status: PuzzleStatus, text: str) -> str:
    """A provisional acceptance adds what the engine sees: the mate, or that it sees none."""
    if str(status.kind) != "provisional":
        return text
    if status.engine_mate is None:
        return tr("%1 The engine sees no mate.").replace("%1", text)
    return tr("%1 The engine sees mate in %2.").replace("%2", str(status.engine_mate)).replace("%1", text)


def line_text(fen: str, line: tuple[str, ...], notation: str, traditional: bool = False) -> str:
    """Moves (ICCS) played on from `fen`, written one after another in the notation."""
    board, words = Board.from_fen(fen), []
    for iccs in line:
        move = Move.from_iccs(iccs)
        words.append(write_move(board, move, notation, traditional))
        board.push(move)
    return " ".join(words)


def shortfall_text(status: PuzzleStatus) -> str:
    """How far a refused move of a better-move exercise falls short of the best, in words ('' unknown)."""
    from app.puzzles.evaluator import MATE_BOUND    # (loaded with the controller already)
    score, best = status.engine_score, status.best_score
    if score is None or best is None:
        return ""
    if score < -MATE_BOUND:
        return tr("the engine then mates you")
    if best > MATE_BOUND:
        return tr("the best move mates")
    pawns = max(0.0, (best - score) / 100)
    return tr("you keep %1 pawns less than with the best move").replace("%1", f"{pawns:.1f}")


def _refused_text(status: PuzzleStatus, notation: str, traditional: bool) -> str:
    """Why a move of a better-move exercise is not good enough: the engine's answer and the shortfall."""
    move = move_text(status.fen, status.move, notation, traditional)
    after = Board.from_fen(status.fen)
    after.push(Move.from_iccs(status.move or ""))
    answer = move_text(after.fen(), status.refutation, notation, traditional) if status.refutation else ""
    short = shortfall_text(status)
    if str(status.kind) == "played":
        text = tr("%1 is the move played in the game: find a better one.")
    else:
        text = tr("Not good enough: %1.")
    if answer:
        text += " " + (tr("The engine answers %2: %3.") if short else tr("The engine answers %2."))
    elif short:
        text += " " + tr("After it %3.")
    return text.replace("%1", move).replace("%2", answer).replace("%3", short)


def _mate_moves(score: int) -> int:
    """The moves to a mate of an evaluator mate score (MATE minus plies), either side's."""
    from app.puzzles.evaluator import MATE    # (loaded with the controller already)
    return (MATE - abs(score) + 1) // 2


def _slower_text(status: PuzzleStatus, notation: str, traditional: bool) -> str:
    """A tablebase ending's move that keeps the win, slower than the best: both mates, the defence."""
    move = move_text(status.fen, status.move, notation, traditional)
    # the scores are after the move: the move itself counted too
    mine, best = _mate_moves(status.engine_score or 0) + 1, _mate_moves(status.best_score or 0) + 1
    if status.reply:
        after = Board.from_fen(status.fen)
        after.push(Move.from_iccs(status.move or ""))
        answer = move_text(after.fen(), status.reply, notation, traditional)
        text = tr("%1 keeps the win, slower than the best: mate in %2 moves instead of %3. Answered by %4: "
                  "your move.").replace("%4", answer)
    else:
        text = tr("%1 keeps the win, slower than the best: mate in %2 moves instead of %3.")
    return text.replace("%1", move).replace("%2", str(mine)).replace("%3", str(best))


def _gave_away_text(status: PuzzleStatus, move: str, answer: str, side: str) -> str:
    """A tablebase ending's move that lets the win go: the table's answer and what is left."""
    score = status.engine_score or 0
    if score == 0:
        return tr("%1 lets the win go: %3 answers %2 and it is a draw.").replace("%1", move).replace(
            "%2", answer).replace("%3", side)
    return tr("%1 lets the win go: %3 answers %2 and wins, mate in %4.").replace("%1", move).replace(
        "%2", answer).replace("%3", side).replace("%4", str(_mate_moves(score)))


def _wrong_text(status: PuzzleStatus, notation: str, traditional: bool) -> str:
    """Why a move is wrong, by the puzzle's goal: a mate puzzle's move 'does not mate' and the defence is
    named as an answer; 'refuted' is kept for an answer that takes a piece or mates."""
    after = Board.from_fen(status.fen)
    after.push(Move.from_iccs(status.move or ""))
    move = move_text(status.fen, status.move, notation, traditional)
    mate, goal = status.goal == "mate", status.goal
    if not status.refutation:
        return (tr("%1 does not mate.") if mate else tr("Not the best: %1")).replace("%1", move)
    answer = move_text(after.fen(), status.refutation, notation, traditional)
    side = texts.side_name(str(after.turn))          # the defender, who answers
    if goal == "tablebase":
        return _gave_away_text(status, move, answer, side)
    reply = Move.from_iccs(status.refutation)
    refuted = after.is_capture(reply)
    if not refuted:
        after.push(reply)
        refuted = after.is_checkmate() or after.is_stalemate()    # (a stalemated side loses in xiangqi)
    if mate:
        text = tr("%1 does not mate: it is refuted by %2.") if refuted else tr("%1 does not mate: %3 answers %2.")
    elif goal == "material" and not refuted:
        text = tr("%1 does not win material: %3 answers %2.")
    elif goal == "endgame" and not refuted:
        text = tr("%1 does not win the endgame: %3 answers %2.")
    else:
        text = tr("Not the best: %1 is refuted by %2")
    return text.replace("%1", move).replace("%2", answer).replace("%3", side)


def status_text(status: PuzzleStatus, notation: str = "chinese", traditional: bool = False) -> str:
    """The status line for a status value."""
    kind = str(status.kind)
    if kind in ("not_enough", "played"):
        return _refused_text(status, notation, traditional)
    if kind in ("showing", "shown") and status.line:
        moves = line_text(status.fen, status.line, notation, traditional)
        text = tr("The solution: %1") if kind == "showing" else tr("That was the solution: %1. Try the next puzzle")
        return text.replace("%1", moves)
    if kind == "wrong":
        return _wrong_text(status, notation, traditional)
    if kind == "slower":
        return _slower_text(status, notation, traditional)
    if kind == "no_tables":
        return tr("No endgame tables yet. Make them in Settings → Tablebases (the one-attacker tables are "
                  "enough to start), then choose this collection again: its puzzles are the longest wins "
                  "in your tables.")
    if kind == "no_table":
        if status.problem in ("", "missing"):
            text = tr("The endgame table %1 this puzzle needs is missing: make it in Settings → Tablebases, "
                      "or go on with the next puzzle.")
        else:
            text = tr("The endgame table %1 this puzzle needs cannot be used (%2). Settings → Tablebases makes "
                      "it again; go on with the next puzzle meanwhile.")
        return text.replace("%1", status.table or "?").replace("%2", tablebase_texts.table_state(status.problem))
    if kind == "finding":
        return tr("Looking for the longest wins in your endgame tables…")
    if kind in ("correct", "also_good", "provisional"):
        move = move_text(status.fen, status.move, notation, traditional)
        if not status.reply:
            return _with_engine_view(status, {
                "correct": tr("Correct! %1"), "also_good": tr("Also good! %1"),
                "provisional": tr("Accepted for now: %1 (not proved in time)")}[kind].replace("%1", move))
        after = Board.from_fen(status.fen)
        after.push(Move.from_iccs(status.move or ""))
        answer = move_text(after.fen(), status.reply, notation, traditional)
        text = {"correct": tr("Correct! %1, answered by %2: your move."),
                "also_good": tr("Also good! %1, answered by %2: your move."),
                "provisional": tr("Accepted for now: %1 (not proved in time), answered by %2: your move.")}[kind]
        return _with_engine_view(status, text.replace("%1", move).replace("%2", answer))
    if kind == "hint_move":
        return tr("Hint: play %1").replace("%1", move_text(status.fen, status.move, notation, traditional))
    if kind in ("solved", "solved_late", "solved_helped"):
        text = {"solved": tr("Solved in %1"), "solved_late": tr("Solved in %1 (after a mistake)"),
                "solved_helped": tr("Solved in %1 with help: not counted as solved")}[kind]
        return text.replace("%1", clock_text(status.seconds))
    words = {"none": tr("No puzzle matches the filter"), "your_move": tr("Your move"),
             "checking": tr("Checking…"), "hint_piece": tr("Hint: move the highlighted piece"),
             "showing": tr("The solution:"), "shown": tr("That was the solution: try the next puzzle"),
             "all_solved": tr("All puzzles here are solved: this one again")}
    return words.get(kind, "")


def damage_title() -> str:
    """The title of the notice about a damaged progress file."""
    return tr("Puzzle progress not read in full")


def damage_text(damage: ProgressDamage) -> str:
    """What became of a damaged progress file (nothing of it is deleted)."""
    if damage.kept is None:
        text = tr("Your puzzle progress file %1 could not be read, nor moved aside. It is left as it is, and new "
                  "results are not saved until it is moved away.")
    elif str(damage.kind) == "partly":
        text = tr("Your puzzle progress file %1 could be read only in part (the results of %3 puzzles). "
                  "Nothing was deleted: the whole file was kept as %2.")
    else:
        text = tr("Your puzzle progress file %1 could not be read, so your progress starts afresh. "
                  "Nothing was deleted: the file was kept as %2.")
    return fill(text, damage.path, damage.kept, damage.records)


def left_out_text(report: CollectionReport) -> str:
    """How many positions of an opened file are not puzzles here, and why ('' if none)."""
    unread = sum(1 for p in report.left_out if str(p.kind) != "no-moves")
    empty = len(report.left_out) - unread
    if not report.left_out:
        return ""
    return (tr("%1 of the %2 positions in this file were left out (a bad position or move: %3; no moves: "
               "%4).").replace("%1", str(len(report.left_out)))
            .replace("%2", str(report.positions)).replace("%3", str(unread)).replace("%4", str(empty)))


def save_error_text(failure: FileFailure) -> str:
    """The notice while progress cannot be saved."""
    return tr("Progress not saved: %1. Your results still count while this window is open and are saved "
              "with the next one that can be.").replace("%1", texts.file_failure(failure))


def open_failed_text(problem: Any, name: str) -> str:
    """Why a file opened as a collection holds no puzzle (`problem`: an app.formats ReadProblem)."""
    if str(problem.kind) == "no-moves" and problem.game is None:
        return tr("“%1” holds no position with moves to solve").replace("%1", name)
    return study_texts.problem_sentence(problem, name)


class PuzzleWindow(QMainWindow):
    """Solve puzzles: board on the left, everything else on the right."""

    def __init__(self, controller: PuzzleController, font_family: str = "", style: str = "traditional",
                 notation: str = "chinese", traditional: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        if controller.parent() is None:
            controller.setParent(self)       # the window owns its controller
        self.notation, self.traditional = notation, traditional
        self.scene = BoardScene(font_family, style)
        self.board_view = BoardView(self.scene)
        self.drawn = ScratchMarks(self.board_view)      # arrows and circles until the position changes
        self.board_view.move_box.traditional = self.traditional      # its preview writes as the moves are
        self.scene.set_simplified(not traditional)      # the pieces in the script the moves are written in
        self._build_panel()
        body = QWidget()
        row = QHBoxLayout(body)
        row.addWidget(self.board_view, 3)
        row.addWidget(self.panel, 0)
        self.setCentralWidget(body)
        c = controller
        self.board_view.square_clicked.connect(c.click)
        self.board_view.drag_requested.connect(c.drag)
        self.board_view.escaped.connect(c.input.cancel)
        c.position_changed.connect(self.refresh_board)
        c.puzzle_changed.connect(self.refresh_puzzle)
        c.status_changed.connect(self.show_status)
        c.progress_changed.connect(self.refresh_progress)
        c.collections_changed.connect(self.refresh_collections)
        c.illegal_attempt.connect(lambda err: self.status_label.setText(texts.illegal_reason(err)))
        c.checking_changed.connect(self._on_checking)
        c.collection_read.connect(lambda report: self._set_left_out(left_out_text(report)))
        c.open_failed.connect(self._open_failed)
        self._opening = ""                  # the file being opened as a collection
        self._left_out = ""
        self.retranslate()
        self.refresh_collections()
        if c.puzzle is None and c.collections:
            c.choose_collection(c.collection_index)
        self.refresh_puzzle()
        self.refresh_board()
        self.show_status(c.status)
        fit_to_screen(self, 1100, 760)         # within the screen's free area

    # ----- building ------------------------------------------------------------------------------
    def _build_panel(self) -> None:
        self.panel = QWidget()
        self.panel.setMinimumWidth(330)
        self.panel.setMaximumWidth(420)
        col = QVBoxLayout(self.panel)
        self.collection_box = QComboBox()
        self.collection_box.currentIndexChanged.connect(self._on_collection)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.open_collection)
        top = QHBoxLayout()
        top.addWidget(self.collection_box, 1)
        top.addWidget(self.open_button)
        col.addLayout(top)
        self.filter_group = QGroupBox()
        form = QFormLayout(self.filter_group)
        self.min_spin, self.max_spin = QSpinBox(), QSpinBox()
        for spin, value in ((self.min_spin, 0), (self.max_spin, 3000)):
            spin.setRange(0, 3000)
            spin.setSingleStep(100)
            spin.setValue(value)
            spin.valueChanged.connect(self._on_filter)
        span = QHBoxLayout()
        span.addWidget(self.min_spin)
        span.addWidget(QLabel("–"))
        span.addWidget(self.max_spin)
        self.difficulty_label = QLabel()
        form.addRow(self.difficulty_label, span)
        self.theme_box = QComboBox()
        self.theme_box.currentIndexChanged.connect(self._on_filter)
        self.theme_label = QLabel()
        form.addRow(self.theme_label, self.theme_box)
        self.unsolved_check = QCheckBox()
        self.unsolved_check.toggled.connect(self._on_filter)
        form.addRow(self.unsolved_check)
        col.addWidget(self.filter_group)
        self.title_label = QLabel()
        self.title_label.setWordWrap(True)
        self.goal_label = QLabel()
        self.goal_label.setWordWrap(True)
        font = QFont(self.goal_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.goal_label.setFont(font)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.status_label.setMinimumHeight(48)
        status_font = QFont(self.status_label.font())
        status_font.setPointSizeF(status_font.pointSizeF() * 1.15)
        self.status_label.setFont(status_font)
        self.source_label = QLabel()
        self.source_label.setWordWrap(True)
        self.source_label.setStyleSheet("color: gray")
        for w in (self.title_label, self.source_label, self.goal_label, self.status_label):
            w.setTextFormat(Qt.TextFormat.PlainText)     # titles, themes and moves come from files
            # the text wraps in the panel's width and never sets it: a long status would widen the
            # panel and push the board aside, and it would jump back with the next short one
            w.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            col.addWidget(w)
        grid = QGridLayout()
        self.hint_button, self.solution_button = QPushButton(), QPushButton()
        self.retry_button, self.next_button = QPushButton(), QPushButton()
        self.hint_button.clicked.connect(self.controller.hint)
        self.solution_button.clicked.connect(self.controller.show_solution)
        self.retry_button.clicked.connect(self.controller.retry)
        self.next_button.clicked.connect(self.controller.next)
        grid.addWidget(self.hint_button, 0, 0)
        grid.addWidget(self.solution_button, 0, 1)
        grid.addWidget(self.retry_button, 1, 0)
        grid.addWidget(self.next_button, 1, 1)
        col.addLayout(grid)
        self.progress_label = QLabel()
        self.rating_label = QLabel()
        self.notice_label = QLabel()             # a failed save, positions left out of a file
        self.notice_label.setWordWrap(True)
        self.notice_label.setTextFormat(Qt.TextFormat.PlainText)    # it quotes the system's words
        self.notice_label.setStyleSheet("color: #b3261e")
        self.notice_label.hide()
        col.addWidget(self.progress_label)
        col.addWidget(self.rating_label)
        col.addWidget(self.notice_label)
        col.addStretch(1)

    def retranslate(self) -> None:
        """(Re)set every label in the current language."""
        self.setWindowTitle(tr("Puzzles"))
        self.open_button.setText(tr("Open…"))
        self.filter_group.setTitle(tr("Filter"))
        self.difficulty_label.setText(tr("Difficulty"))
        self.theme_label.setText(tr("Theme"))
        self.unsolved_check.setText(tr("Unsolved only"))
        self.hint_button.setText(tr("Hint"))
        self.solution_button.setText(tr("Show solution"))
        self.retry_button.setText(tr("Retry"))
        self.next_button.setText(tr("Next"))
        self.refresh_collections()
        self.refresh_puzzle()
        self.refresh_progress()
        self.show_status(self.controller.status)

    # ----- rendering -----------------------------------------------------------------------------
    def refresh_board(self) -> None:
        """Draw the controller's snapshot (arrows and circles drawn on another position go)."""
        snapshot = self.controller.snapshot()
        self.scene.show_snapshot(snapshot)
        self.drawn.position_shown(snapshot.fen)
        self._enable_buttons()

    def refresh_puzzle(self) -> None:
        """Title, goal and board side of the current puzzle."""
        puzzle = self.controller.puzzle
        if puzzle is None:
            self.title_label.setText("")
            self.title_label.setToolTip("")
            self.goal_label.setText("")
            self.source_label.setText("")
        else:
            self.title_label.setText(elide(puzzle.title or puzzle.id))
            self.title_label.setToolTip(plain_tooltip(puzzle.title or puzzle.id))
            self.goal_label.setText(goal_text(puzzle, self.notation, self.traditional))
            about = [theme_name(t) for t in puzzle.themes     # the goal says the mate, the title the ending
                     if not t.startswith("mate-in-") and t != puzzle.title]
            if puzzle.difficulty is not None:
                about.append(tr("Difficulty %1").replace("%1", str(puzzle.difficulty)))
            self.source_label.setText(elide(" · ".join(about)))
            flipped = puzzle.side == "black"
            if self.scene.flipped != flipped:
                self.scene.set_flipped(flipped)
        self._enable_buttons()

    def refresh_collections(self) -> None:
        """The collection chooser."""
        box = self.collection_box
        box.blockSignals(True)
        box.clear()
        for col in self.controller.collections:
            name = elide(collection_name(col.name))
            box.addItem(f"{name} ({len(col)})" if self.controller.counted(col) else name)   # (endings: once read)
        box.setCurrentIndex(self.controller.collection_index)
        box.blockSignals(False)
        self.refresh_themes()

    def refresh_themes(self) -> None:
        """The theme chooser for the chosen collection."""
        box = self.theme_box
        current = self.controller.filter.theme
        box.blockSignals(True)
        box.clear()
        box.addItem(tr("Any theme"), "")
        for theme in self.controller.themes():
            box.addItem(elide(theme_name(theme)), theme)
        index = box.findData(current)
        box.setCurrentIndex(max(0, index))
        box.blockSignals(False)

    def refresh_progress(self) -> None:
        """Solved / tried / total of the collection, and the rating."""
        s = self.controller.summary()
        if self.collection_box.currentIndex() != self.controller.collection_index:
            self.refresh_collections()
        counts = tr("Solved %1 · tried %2 · 1 puzzle") if s.total == 1 else tr("Solved %1 · tried %2 · %3 puzzles")
        self.progress_label.setText(counts.replace("%1", str(s.solved)).replace("%2", str(s.solved + s.failed))
                                    .replace("%3", str(s.total)))
        due = self.controller.due_today()
        if due is not None:
            due_text = tr("%1 due today").replace("%1", str(len(due)))
            self.progress_label.setText(self.progress_label.text() + " · " + due_text)
        self.rating_label.setText(tr("Rating: %1").replace("%1", str(round(self.controller.rating))))
        self._show_notice()
        self.tell_damage()

    def tell_damage(self) -> None:
        """Tell the user, once, of each damaged progress file set aside (once the window shows)."""
        if not self.isVisible():
            return
        for damage in self.controller.take_progress_damage():
            show_error(self, damage_title(), damage_text(damage))

    def showEvent(self, event: QShowEvent) -> None:
        """On showing: tell of a damaged progress file found while loading."""
        super().showEvent(event)
        QTimer.singleShot(0, self, self.tell_damage)     # (not after the window is gone)

    def _set_left_out(self, text: str) -> None:
        self._left_out = text
        self._show_notice()

    def _show_notice(self) -> None:
        """A failed save (first) and positions left out of the file last opened."""
        error = self.controller.save_error
        lines = [elide(save_error_text(error), 600)] if error else []
        lines += [self._left_out] if self._left_out else []
        self.notice_label.setText("\n".join(lines))
        self.notice_label.setVisible(bool(lines))

    def show_status(self, status: PuzzleStatus) -> None:
        """Word the controller's status."""
        self.status_label.setText(status_text(status, self.notation, self.traditional))
        colour = {"wrong": "#b3261e", "not_enough": "#b3261e", "played": "#b3261e", "solved": "#1b7f3b",
                  "no_table": "#b3261e", "slower": "#8a6d00",
                  "correct": "#1b7f3b", "also_good": "#1b7f3b", "solved_late": "#8a6d00",
                  "solved_helped": "#8a6d00", "provisional": "#8a6d00"}.get(str(status.kind), "")
        self.status_label.setStyleSheet(f"color: {colour}" if colour else "")

    def set_notation(self, notation: str, traditional: bool = False) -> None:
        """Write moves in another notation."""
        self.notation, self.traditional = notation, traditional
        self.board_view.move_box.traditional = traditional
        self.scene.set_simplified(not traditional)
        self.refresh_puzzle()          # the goal names the move played in the game
        self.show_status(self.controller.status)

    def _enable_buttons(self) -> None:
        c = self.controller
        has = c.puzzle is not None
        running = str(c.phase) == "solving"
        self.hint_button.setEnabled(has and running)
        self.solution_button.setEnabled(has and str(c.phase) not in ("showing", "checking", "no_table"))
        self.retry_button.setEnabled(has)
        self.next_button.setEnabled(bool(c.collections))

    def _on_checking(self, busy: bool) -> None:
        self._enable_buttons()

    # ----- user choices --------------------------------------------------------------------------
    def _on_collection(self, index: int) -> None:
        if index >= 0 and index != self.controller.collection_index:
            self.controller.choose_collection(index)
            self.refresh_themes()

    def _on_filter(self, *_args: object) -> None:
        lo, hi = self.min_spin.value(), self.max_spin.value()
        self.controller.with_filter(min_difficulty=min(lo, hi), max_difficulty=max(lo, hi),
                                    theme=self.theme_box.currentData() or "",
                                    unsolved_only=self.unsolved_check.isChecked())

    def open_collection(self) -> None:
        """Ask for a game file and solve it as a collection."""
        path = ask_collection_path(self)
        if not path:
            return
        self._opening = path
        self.controller.open_collection(path)

    def _open_failed(self, problem: Any) -> None:
        show_error(self, tr("Cannot open the collection"), open_failed_text(problem, os.path.basename(self._opening)))


__all__ = ["PuzzleWindow", "goal_text", "status_text", "theme_name", "clock_text", "ask_collection_path"]
