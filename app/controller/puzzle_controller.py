"""Puzzle mode: collections, filters, the puzzle being solved, judging moves, hints and progress.

QtCore only. Board clicks go through a :class:`BoardInput` (``controller.input``), open only on the
solver's turn while the puzzle runs. A move outside the recorded solution is judged in a worker thread
(the mate prover and the engine take 0.1-2 s); meanwhile ``checking_changed(True)`` is emitted and the
board is locked. An accepted move stays and the defence follows after ``reply_delay_ms``; a wrong move
is shown with its refutation as a hint, the refutation is then played on the board (after
``reply_delay_ms``) and both are taken back after ``takeback_delay_ms`` (tests set the delays to 0).
Signals are facts: ``puzzle_changed``, ``position_changed``, ``status_changed(PuzzleStatus)``,
``checking_changed(bool)``, ``solved(PuzzleResult)``, ``failed(Puzzle)``, ``progress_changed``,
``collections_changed``, ``collection_read(CollectionReport)``, ``open_failed(ReadProblem)`` and
``illegal_attempt(IllegalMoveError)``. The view words the values.

A solve counts (is recorded as solved and raises the rating) only without help: a hint or the shown
solution counts the attempt as failed at once, as a wrong move does, and a puzzle whose solution was
shown or hinted stays "helped" for the rest of that day, so solving it again after a retry is shown as
solved with help and not counted. In a better-move exercise a refused move is told apart: the move
played in the game (StatusKind.PLAYED) or a move short of the best (StatusKind.NOT_ENOUGH), each with
the engine's answer and the scores.

"Win this ending" (app.puzzles.endings) is offered after the shipped collections when the controller
makes its own list: the user's tablebase folder is read for it in a worker thread each time it is
chosen (quick once its cache holds the tables; a table made since is read then), with
``StatusKind.FINDING`` meanwhile and ``NO_TABLES`` when the folder holds no winning table. Its puzzles
are judged by the tables (``tablebase``, a TablebaseEvaluator), hints and the shown solution are the
tables' best moves, and a puzzle whose table is missing or damaged says so (``Phase.NO_TABLE``,
``StatusKind.NO_TABLE``) while the window goes on.

Progress is never lost silently: a result whose save fails still counts (``save_error`` holds the
FileFailure until a later save succeeds, and ``progress_changed`` is emitted either way); a damaged
progress file is set aside by the store and reported once through :meth:`take_progress_damage`.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import date
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from app.formats import GameFileError, ProblemKind, ReadProblem
from app.model import Board, Move
from app.model.errors import FileFailure
from app.model.snapshot import BoardSnapshot
from app.puzzles import (Collection, Evaluator, due_puzzles, Goal, ProgressStore, Puzzle, Reason, SolutionNode,
                         Summary, Verdict, builtin_collections, judge_move, next_puzzle)
from app.puzzles.collections import read_collection_report
from app.puzzles.endings import CACHE_FILE, ENDINGS_NAME, Endings, TablebaseEvaluator, table_evaluator
from app.puzzles.progress import DEFAULT_DIFFICULTY, ProgressDamage

from .board_input import BoardInput
from .gc_pause import pause_collection_while
from .puzzle_values import (PROGRESS_FILE, Phase, PuzzleFilter, PuzzleResult, PuzzleStatus, StatusKind,
                            default_progress_path)


KINGS_ONLY = "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"    # the board while the endings are found (or none are)


class _Relay(QObject):
    """Carries a worker thread's result into the Qt thread."""

    done = Signal(int, object)


class PuzzleController(QObject):
    """The collections, the puzzle being solved, the moves played and the user's progress."""

    puzzle_changed = Signal()
    position_changed = Signal()
    status_changed = Signal(object)       # PuzzleStatus
    checking_changed = Signal(bool)
    solved = Signal(object)               # PuzzleResult
    failed = Signal(object)               # Puzzle (first mistake or solution shown in this attempt)
    progress_changed = Signal()
    collections_changed = Signal()
    collection_read = Signal(object)      # CollectionReport of a file opened (positions left out, if any)
    open_failed = Signal(object)          # ReadProblem: why a file opened holds no puzzle
    illegal_attempt = Signal(object)      # IllegalMoveError

    def __init__(self, progress_path: str | os.PathLike[str] | None = None,
                 collections: Sequence[Collection] | None = None, evaluator: Evaluator | None = None,
                 clock: Callable[[], float] = time.monotonic, parent: QObject | None = None,
                 endings: Endings | None = None, tablebase: TablebaseEvaluator | None = None) -> None:
        super().__init__(parent)
        self.store = ProgressStore(progress_path if progress_path is not None else default_progress_path())
        self.collections: list[Collection] = list(builtin_collections() if collections is None else collections)
        if endings is None and collections is None:      # the program's own list: the tables' endings too
            endings = Endings(None, self.store.path.parent / CACHE_FILE)
        self.endings = endings              # "Win this ending", read from the tables when chosen
        self.tablebase = tablebase          # judges tablebase endings (None: the folder app.tablebase probes)
        self._endings_read = False          # (its size is not known until then)
        if endings is not None:
            self.collections.append(Collection(ENDINGS_NAME))
        self.collection_index = 0
        self.filter = PuzzleFilter()
        self.evaluator = evaluator
        self.clock = clock
        self.today: Callable[[], int] = lambda: date.today().toordinal()
        self.spaced: set[str] = set()       # names of collections scheduled by spaced repetition (SM-2)
        self.reply_delay_ms = 600
        self.takeback_delay_ms = 1500
        self.step_delay_ms = 900
        self.puzzle: Puzzle | None = None
        self.played: list[str] = []
        self.phase = Phase.IDLE
        self.status = PuzzleStatus(StatusKind.NONE)
        self.last_judge_seconds = 0.0       # how long the last judgement took (sync or in the worker)
        self.save_error: FileFailure | None = None   # why the last progress save failed (None: it did not)
        self._board = Board()
        self._shown: Board | None = None     # a wrong move on show (the board otherwise)
        self._hint: Move | None = None
        self._hint_level = 0
        self._mistake = False
        self._helped = False                 # this attempt had a hint or the shown solution
        self._helped_on: dict[str, int] = {}   # puzzle id -> the day its solution was last hinted or shown
        self._started = 0.0
        self._job = 0
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)
        self._pending: dict[int, Callable[[Any], None]] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        self._after_timer: Callable[[], None] | None = None
        self.input = BoardInput(self.board, self._commit, self._accepts, parent=self)
        self.input.changed.connect(self.position_changed)
        self.input.illegal_attempt.connect(self.illegal_attempt)

    # ----- collections and filters ---------------------------------------------------------------
    @property
    def collection(self) -> Collection | None:
        """The chosen collection."""
        return self.collections[self.collection_index] if self.collections else None

    def open_collection(self, path: str | os.PathLike[str]) -> Collection | None:
        """Read a user's game file as a collection, add it and choose it; ``collection_read`` says how many
        of its positions were left out. A file that holds no puzzle emits ``open_failed`` (None)."""
        try:
            report = read_collection_report(path)
        except GameFileError as err:
            self.open_failed.emit(err.problem)
            return None
        except OSError as err:                    # (the readers report what they cannot open as above)
            self.open_failed.emit(ReadProblem(ProblemKind.CANNOT_OPEN, str(err)))
            return None
        collection = report.collection
        if not collection.puzzles:
            self.open_failed.emit(ReadProblem(ProblemKind.NO_MOVES, "no positions with moves"))
            return None
        self.collection_read.emit(report)
        self.collections.append(collection)
        self.collection_index = len(self.collections) - 1
        self.collections_changed.emit()
        self.choose_collection(len(self.collections) - 1)
        return collection

    def add_spaced_collection(self, collection: Collection) -> None:
        """Add a collection whose puzzles come back by spaced repetition (My mistakes): the due ones
        first, and each result schedules the puzzle (app.puzzles.repetition). A collection of that name
        already offered is replaced in its place (My mistakes read again after a review added to it);
        the puzzle under way stays."""
        self.spaced.add(collection.name)
        names = [c.name for c in self.collections]
        if collection.name in names:
            self.collections[names.index(collection.name)] = collection
        else:
            self.collections.append(collection)
        self.collections_changed.emit()

    def due_today(self) -> list[Puzzle] | None:
        """For a spaced-repetition collection the puzzles due today (overdue first); None for others."""
        col = self.collection
        if col is None or col.name not in self.spaced:
            return None
        by_id = {p.id: p for p in col.puzzles}
        return [by_id[i] for i in due_puzzles(by_id, self.store.cards, self.today())]

    def choose_collection(self, index: int) -> None:
        """Solve from collection `index` (starts the next puzzle of it)."""
        if not 0 <= index < len(self.collections):
            raise IndexError(f"no collection {index}")
        self.collection_index = index
        if self.filter.theme and self.filter.theme not in self.themes():
            self.filter = replace(self.filter, theme="")     # a theme of another collection
        self.progress_changed.emit()
        if self._is_endings(self.collections[index]):
            self._find_endings()
            return
        self.next()

    # ----- "Win this ending" ---------------------------------------------------------------------
    def _is_endings(self, collection: Collection | None) -> bool:
        return self.endings is not None and collection is not None and collection.name == ENDINGS_NAME

    def counted(self, collection: Collection) -> bool:
        """False for "Win this ending" before its tables were first read (its size is not known yet)."""
        return not (self._is_endings(collection) and not self._endings_read)

    def tables(self) -> TablebaseEvaluator:
        """The tables that judge tablebase endings."""
        return self.tablebase if self.tablebase is not None else table_evaluator()

    def _find_endings(self) -> None:
        """Read the tablebase folder for the endings (in a worker), then offer the next of them."""
        endings = self.endings
        assert endings is not None
        self._stop()
        self.puzzle = None
        self._board = Board(KINGS_ONLY)      # not the last collection's puzzle meanwhile
        self.played = []
        self.phase = Phase.IDLE
        self.puzzle_changed.emit()
        self.position_changed.emit()
        self._set_status(PuzzleStatus(StatusKind.FINDING, table=os.fspath(endings.folder)))
        self.tables().tables.forget()        # tables made or removed since are seen again
        self._run(endings.collection, self._endings_found)

    def _endings_found(self, collection: object) -> None:
        assert isinstance(collection, Collection)
        self._endings_read = True
        names = [c.name for c in self.collections]
        if ENDINGS_NAME in names:
            self.collections[names.index(ENDINGS_NAME)] = collection
        self.collections_changed.emit()
        self.progress_changed.emit()
        self.next()

    def _nothing_status(self) -> PuzzleStatus:
        """What to say when no puzzle is offered: no tables for the endings, else nothing matches."""
        col = self.collection
        if self._is_endings(col) and col is not None and not col.puzzles:
            return PuzzleStatus(StatusKind.NO_TABLES, table=os.fspath(self.endings.folder) if self.endings else "")
        return PuzzleStatus(StatusKind.NONE)

    def _table_trouble(self, board: Board) -> PuzzleStatus:
        """The status of a tablebase ending the tables cannot value on `board`."""
        problem = self.tables().problem(board)
        return PuzzleStatus(StatusKind.NO_TABLE, table=problem.name or os.path.basename(problem.path),
                            problem=str(problem.problem), fen=board.fen())

    def set_filter(self, puzzle_filter: PuzzleFilter) -> None:
        """Offer only puzzles matching the filter (the current one stays until Next)."""
        self.filter = puzzle_filter
        self.progress_changed.emit()

    def themes(self) -> list[str]:
        """The themes named in the chosen collection, sorted."""
        col = self.collection
        return sorted({t for p in col.puzzles for t in p.themes}) if col else []

    def matching(self) -> list[Puzzle]:
        """The puzzles of the chosen collection that pass the filter."""
        col, f = self.collection, self.filter
        if col is None:
            return []
        out = []
        for p in col.puzzles:
            diff = p.difficulty if p.difficulty is not None else DEFAULT_DIFFICULTY
            if not f.min_difficulty <= diff <= f.max_difficulty:
                continue
            if f.theme and f.theme not in p.themes:
                continue
            if f.unsolved_only and self.store.record(p.id).solved:
                continue
            out.append(p)
        return out

    def summary(self) -> Summary:
        """Progress over the chosen collection (solved / tried / total)."""
        col = self.collection
        return self.store.summary(col) if col else Summary(0, 0, 0, 0)

    @property
    def rating(self) -> float:
        """The user's puzzle rating."""
        return self.store.rating

    def take_progress_damage(self) -> list[ProgressDamage]:
        """Damaged progress files set aside since the last call (to tell the user once)."""
        return self.store.take_damage()

    def _add_result(self, puzzle: Puzzle, solved: bool, seconds: float) -> None:
        """Count an attempt; a failed save is kept in ``save_error`` (the attempt still counts)."""
        try:
            spaced = self.collection is not None and self.collection.name in self.spaced
            self.store.add_result(puzzle, solved=solved, seconds=seconds, day=self.today() if spaced else None,
                                  wrong_moves=int(self._mistake))
        except OSError as err:
            self.save_error = FileFailure.of(err, self.store.path)
        else:
            self.save_error = None

    # ----- puzzle life cycle ---------------------------------------------------------------------
    def next(self) -> Puzzle | None:
        """Start the unsolved matching puzzle nearest the rating (another than the current one when
        possible; any other matching one once all are solved). None when nothing matches."""
        if self._pending and self.status.kind is StatusKind.FINDING:
            return None                          # the endings are being found: they come next anyway
        due = [p for p in self.due_today() or () if self.puzzle is None or p.id != self.puzzle.id]
        if due:
            self.start(due[0])
            return due[0]
        pool = self.matching()
        others = [p for p in pool if self.puzzle is None or p.id != self.puzzle.id] or pool
        choice = next_puzzle(Collection("", tuple(others)), self.store)
        if choice is None and others:
            ids = [p.id for p in pool]
            at = ids.index(self.puzzle.id) + 1 if self.puzzle is not None and self.puzzle.id in ids else 0
            choice = pool[at % len(pool)]
            if not self.filter.unsolved_only:
                self.start(choice)
                self._set_status(PuzzleStatus(StatusKind.ALL_SOLVED))
                return choice
        if choice is None:
            self._stop()
            self.puzzle = None
            self.phase = Phase.IDLE
            self.puzzle_changed.emit()
            self.position_changed.emit()
            self._set_status(self._nothing_status())
            return None
        self.start(choice)
        return choice

    def start(self, puzzle: Puzzle) -> None:
        """Set up `puzzle` for a new attempt."""
        self._stop()
        self.puzzle = puzzle
        self._board = Board.from_fen(puzzle.fen)
        self.played = []
        self._helped = self._helped_on.get(puzzle.id) == self.today()   # seen today: counted already
        self._mistake = self._helped
        self._started = self.clock()
        self.phase = Phase.SOLVING
        trouble = None
        if puzzle.goal is Goal.TABLEBASE and self.tables().value(self._board) is None:
            self.phase = Phase.NO_TABLE          # its table is missing or damaged: nothing to play
            trouble = self._table_trouble(self._board)
        self.puzzle_changed.emit()
        self.position_changed.emit()
        self._set_status(trouble or PuzzleStatus(StatusKind.YOUR_MOVE))

    def retry(self) -> None:
        """Start the current puzzle again (a new attempt)."""
        if self.puzzle is not None:
            self.start(self.puzzle)

    def elapsed(self) -> float:
        """Seconds since the attempt began."""
        return max(0.0, self.clock() - self._started)

    def _stop(self) -> None:
        """Cancel timers and pending judgements; clear hints and the input."""
        self._timer.stop()
        self._after_timer = None
        if self._pending:
            self._pending.clear()
            self.checking_changed.emit(False)
        self._job += 1
        self._shown = None
        self._hint, self._hint_level = None, 0
        self.input.clear()

    # ----- board ---------------------------------------------------------------------------------
    def board(self) -> Board:
        """The position the solver plays on (do not push on it)."""
        return self._board

    def shown_board(self) -> Board:
        """The position on show (with a wrong move on it while its refutation is shown)."""
        return self._shown if self._shown is not None else self._board

    def _accepts(self) -> bool:
        return (self.phase is Phase.SOLVING and self.puzzle is not None
                and self._board.turn == self.puzzle.side)

    def snapshot(self) -> BoardSnapshot:
        """Values the board view renders."""
        board = self.shown_board()
        marks = self.input.marks()
        check = board.king_square(board.turn) if board.is_check() else None
        last = board.peek()
        return BoardSnapshot(board.fen(), marks.selected, marks.targets, marks.captures, last, check,
                             not self._accepts(), (), self._hint)

    def click(self, sq: int) -> None:
        """A click on a board point."""
        self.input.click(sq)

    def drag(self, from_sq: int, to_sq: int) -> None:
        """A piece dragged from one point to another."""
        self.input.drag(from_sq, to_sq)

    def play(self, move: Move | str) -> None:
        """Play a solver's move (as if made on the board; ignored when the board is locked)."""
        if self._accepts():
            self._commit(Move.from_iccs(move) if isinstance(move, str) else move)

    # ----- judging -------------------------------------------------------------------------------
    def _recorded(self) -> tuple[SolutionNode, ...]:
        """The solver's recorded moves here (empty once off the recorded line)."""
        assert self.puzzle is not None
        cands = self.puzzle.solution
        for mv in self.played:
            node = next((n for n in cands if n.move == mv), None)
            if node is None:
                return ()
            cands = node.replies
        return cands

    def _commit(self, move: Move) -> None:
        assert self.puzzle is not None
        puzzle, played, iccs = self.puzzle, list(self.played), move.iccs
        self._hint, self._hint_level = None, 0
        self.input.clear()
        judge = self._judge_call(puzzle, played, iccs)
        if any(n.move == iccs for n in self._recorded()):
            self._on_verdict(iccs, judge())      # a recorded move: instant
            return
        self.phase = Phase.CHECKING
        self._shown = self._board.copy()
        self._shown.push(move)                   # the move stays on show while it is checked
        self.position_changed.emit()
        self._set_status(PuzzleStatus(StatusKind.CHECKING, iccs, fen=self._board.fen()))
        self._run(judge, lambda verdict: self._on_verdict(iccs, verdict))

    def _judge_call(self, puzzle: Puzzle, played: list[str], move: str) -> Callable[[], Verdict]:
        def call() -> Verdict:
            began = time.perf_counter()
            try:
                return judge_move(puzzle, played, move, evaluator=self._evaluator_for(puzzle))
            finally:
                self.last_judge_seconds = time.perf_counter() - began
        return call

    def _evaluator_for(self, puzzle: Puzzle) -> Evaluator | None:
        """The tables for a tablebase ending, the engine (None: the built-in one) for the others."""
        return self.tables() if puzzle.goal is Goal.TABLEBASE else self.evaluator

    def _run(self, work: Callable[[], Any], then: Callable[[Any], None]) -> None:
        """Run `work` in a worker thread and `then(result)` in the Qt thread (unless cancelled)."""
        self._job += 1
        job = self._job
        self._pending[job] = then
        self.checking_changed.emit(True)

        def worker() -> None:
            try:
                result: Any = work()
            except Exception as exc:  # noqa: BLE001 (any failure of the job is reported in the Qt thread)
                result = exc
            try:
                self._relay.done.emit(job, result)
            except RuntimeError:                  # the controller was deleted meanwhile
                pass

        thread = threading.Thread(target=worker, name="puzzle-judge", daemon=True)
        pause_collection_while(thread)
        thread.start()

    def _on_done(self, job: int, result: object) -> None:
        then = self._pending.pop(job, None)
        if then is None:
            return                                # cancelled (another puzzle, retry)
        self.checking_changed.emit(False)
        if isinstance(result, Exception):          # a bug: back to the solver's turn, then report it
            self._shown, self.phase = None, Phase.SOLVING
            self.position_changed.emit()
            self._set_status(PuzzleStatus(StatusKind.YOUR_MOVE))
            raise result
        then(result)

    def _on_verdict(self, move: str, verdict: Verdict) -> None:
        before = self._board.fen()
        if verdict.reason is Reason.ILLEGAL:
            self._shown = None
            self.phase = Phase.SOLVING
            self.input.explain(Move.from_iccs(move))
            self.position_changed.emit()
            return
        if verdict.reason is Reason.NO_TABLE:      # a table the ending needs is missing or damaged
            after = self._board.copy()
            after.push(Move.from_iccs(move))
            trouble = self._table_trouble(after)
            if trouble.table == "":
                trouble = self._table_trouble(self._board)
            self._shown = None
            self.phase = Phase.NO_TABLE
            self.position_changed.emit()
            self._set_status(trouble)
            return
        if not verdict.accepted:
            self._on_wrong(move, verdict, before)
            return
        self._shown = None
        self._board.push(Move.from_iccs(move))
        self.played.append(move)
        if verdict.solved:
            self._finish(solved=True)
            return
        kind = {Reason.IN_SOLUTION: StatusKind.CORRECT, Reason.SLOWER: StatusKind.SLOWER,
                Reason.PROVISIONAL: StatusKind.PROVISIONAL}.get(verdict.reason, StatusKind.ALSO_GOOD)
        if self.puzzle is not None and self.puzzle.goal is Goal.TABLEBASE and kind is StatusKind.ALSO_GOOD:
            kind = StatusKind.CORRECT                # the table's best (or as good): no recorded line to leave
        self.phase = Phase.REPLYING
        self.position_changed.emit()
        slower = kind is StatusKind.SLOWER         # (both mates are told)
        self._set_status(PuzzleStatus(kind, move, fen=before, engine_mate=verdict.engine_mate,
                                      engine_score=verdict.engine_score if slower else None,
                                      best_score=verdict.best_score if slower else None))
        reply = verdict.reply
        if reply is not None:
            self._later(self.reply_delay_ms, lambda: self._play_reply(reply))

    def _play_reply(self, reply: str) -> None:
        self._board.push(Move.from_iccs(reply))
        self.played.append(reply)
        self.phase = Phase.SOLVING
        self.position_changed.emit()
        self._set_status(replace(self.status, reply=reply))

    def _on_wrong(self, move: str, verdict: Verdict, before: str) -> None:
        shown = self._board.copy()
        shown.push(Move.from_iccs(move))
        self._shown = shown
        self._hint = Move.from_iccs(verdict.refutation) if verdict.refutation else None
        self.phase = Phase.WRONG
        self._fail_once()
        self.position_changed.emit()
        kind = StatusKind.WRONG
        if verdict.reason is Reason.PLAYED:
            kind = StatusKind.PLAYED
        elif self.puzzle is not None and self.puzzle.goal is Goal.BETTER:
            kind = StatusKind.NOT_ENOUGH
        goal = str(self.puzzle.goal) if self.puzzle is not None else ""
        self._set_status(PuzzleStatus(kind, move, verdict.refutation, before, engine_score=verdict.engine_score,
                                      best_score=verdict.best_score, goal=goal))
        self._later(self.reply_delay_ms, self._show_refutation)

    def _show_refutation(self) -> None:
        """Play the refutation on the board (the wrong move stays on it), then take both back."""
        if self.phase is not Phase.WRONG or self._shown is None:
            return
        if self._hint is not None:
            shown = self._shown.copy()
            shown.push(self._hint)
            self._shown, self._hint = shown, None
            self.position_changed.emit()
        self._later(self.takeback_delay_ms, self._take_back)

    def _take_back(self) -> None:
        self._shown, self._hint = None, None
        self.phase = Phase.SOLVING
        self.position_changed.emit()

    def _fail_once(self) -> None:
        """Count the attempt as failed at its first mistake (or shown solution)."""
        if self._mistake or self.puzzle is None:
            return
        self._mistake = True
        self._add_result(self.puzzle, solved=False, seconds=self.elapsed())
        self.failed.emit(self.puzzle)
        self.progress_changed.emit()

    def _finish(self, solved: bool) -> None:
        assert self.puzzle is not None
        seconds = self.elapsed()
        self.phase = Phase.SOLVED
        clean = not self._mistake
        if clean:
            self._add_result(self.puzzle, solved=True, seconds=seconds)
        self.position_changed.emit()
        kind = StatusKind.SOLVED if clean else StatusKind.SOLVED_HELPED if self._helped else StatusKind.SOLVED_LATE
        self._set_status(PuzzleStatus(kind, seconds=seconds))
        self.progress_changed.emit()
        self.solved.emit(PuzzleResult(self.puzzle, clean, seconds, self.store.rating))

    # ----- help ----------------------------------------------------------------------------------
    def _help(self) -> None:
        """A hint or the solution was given: the attempt counts as failed, and so does a solve of this
        puzzle later today (see the module doc)."""
        if self.puzzle is None:
            return
        self._helped = True
        self._helped_on[self.puzzle.id] = self.today()
        self._fail_once()

    def hint(self) -> None:
        """First call: highlight the piece to move; second call: show the whole move. Either counts
        the attempt as failed (a solve after it is not counted)."""
        if not self._accepts():
            return
        self._help()
        recorded = self._recorded()
        if recorded:
            self._show_hint(recorded[0].move)
        else:                                      # off the recorded line: ask the engine
            fen = self._board.fen()
            self.phase = Phase.CHECKING
            self._set_status(PuzzleStatus(StatusKind.CHECKING))
            self._run(lambda: self._engine_move(fen), self._hint_found)

    def _engine_move(self, fen: str) -> str | None:
        from app.puzzles.judge import default_evaluator
        if self.puzzle is not None and self.puzzle.goal is Goal.TABLEBASE:     # the table's best move
            moves = self.tables().moves(Board.from_fen(fen))
            return moves[0].move.iccs if moves and moves[0].value is not None else None
        ev = (self.evaluator or default_evaluator()).evaluate(fen)
        return ev.pv[0] if ev.pv else None

    def _hint_found(self, move: object) -> None:
        self.phase = Phase.SOLVING
        if isinstance(move, str):
            self._show_hint(move)

    def _show_hint(self, iccs: str) -> None:
        move = Move.from_iccs(iccs)
        self._hint_level = min(2, self._hint_level + 1)
        self._hint = Move(move.from_sq, move.from_sq) if self._hint_level == 1 else move
        kind = StatusKind.HINT_PIECE if self._hint_level == 1 else StatusKind.HINT_MOVE
        self.position_changed.emit()
        self._set_status(PuzzleStatus(kind, iccs if self._hint_level == 2 else None, fen=self._board.fen()))

    def show_solution(self) -> None:
        """Play the recorded solution from the start, one move after another (counts as failed)."""
        if self.puzzle is None:
            return
        puzzle = self.puzzle
        self._stop()
        if self.phase is not Phase.SOLVED:
            self._help()
        self._board = Board.from_fen(puzzle.fen)
        self.played = []
        self.phase = Phase.SHOWING
        self.position_changed.emit()
        self._set_status(PuzzleStatus(StatusKind.SHOWING, fen=puzzle.fen))
        line = puzzle.mainline()
        if puzzle.goal is Goal.TABLEBASE:          # the table plays it out to the mate
            line = self.tables().line(puzzle.fen) or line
        self._later(self.step_delay_ms, lambda: self._show_step(line))

    def _show_step(self, line: list[str]) -> None:
        if len(self.played) < len(line):
            mv = line[len(self.played)]
            self._board.push(Move.from_iccs(mv))
            self.played.append(mv)
            self.position_changed.emit()
        fen = self.puzzle.fen if self.puzzle is not None else ""
        if len(self.played) < len(line):
            self._set_status(PuzzleStatus(StatusKind.SHOWING, fen=fen, line=tuple(self.played)))
            self._later(self.step_delay_ms, lambda: self._show_step(line))
        else:
            self.phase = Phase.SHOWN
            self.position_changed.emit()
            self._set_status(PuzzleStatus(StatusKind.SHOWN, fen=fen, line=tuple(line)))

    # ----- helpers -------------------------------------------------------------------------------
    def _later(self, ms: int, action: Callable[[], None]) -> None:
        self._after_timer = action
        self._timer.start(max(0, ms))

    def advance(self) -> None:
        """Do the pending delayed step now (the defence's reply, a take-back, the next solution move)."""
        if self._timer.isActive():
            self._timer.stop()
            self._on_timer()

    def _on_timer(self) -> None:
        action, self._after_timer = self._after_timer, None
        if action is not None:
            action()

    def _set_status(self, status: PuzzleStatus) -> None:
        self.status = status
        self.status_changed.emit(status)

    def with_filter(self, **changes: Any) -> None:
        """Change some fields of the filter."""
        self.set_filter(replace(self.filter, **changes))


__all__ = ["PuzzleController", "PuzzleStatus", "StatusKind", "PuzzleResult", "PuzzleFilter", "Phase",
           "default_progress_path", "PROGRESS_FILE"]
