"""Game review: an engine evaluates every position of a game's mainline, in the background.

``GameReviewer.start(tree, opener, seconds)`` runs the engine in its own thread (an EngineHost that
owns the session) over positions 0..n at `seconds` per position, emitting ``progress(done, total)``;
at the end ``finished(Review)`` (see app.engines.annotate: evaluations, NAG verdicts, per-side
summary; the moves the endgame tables cover judged by them, app.training.endings), or
``failed(EngineError)``, or ``cancelled()`` after :meth:`cancel`. A table file that cannot be used is
left out of the review and listed in ``table_problems`` ((name, TableProblem value) pairs) before ``finished``.
Nothing in the tree changes until :func:`apply_to_study` (or app.engines.annotate.apply_review) writes
the review into it; :func:`undo_on_study` takes it back out (the study controller can wrap the pair for undo).
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal

from app.engines import EngineSession, Limit, Score
from app.engines.annotate import PositionEval, Review, ReviewEdit, apply_review, judge, red_pawns, revert_review
from app.model import Game, Move, Ruleset
from app.model.tree import GameTree
from app.tablebase import TablebaseError
from app.training.endings import Tables, judge_endings

from .engine_host import EngineHost
from .study_controller import StudyController


class GameReviewer(QObject):
    """See the module docstring."""

    progress = Signal(int, int)          # positions done, positions in all
    evaluated = Signal(int, float)       # a position's index and its score (Red's view, pawns) as it is done
    finished = Signal(object)            # Review
    failed = Signal(object)              # EngineError
    cancelled = Signal()
    table_problems = Signal(object)      # ((table name, TableProblem value), ...): tables left out (before finished)
    _posted = Signal(int, str, object)   # run, kind, payload (from the engine thread)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._host: EngineHost | None = None
        self._run = 0
        self._cancel = threading.Event()
        self._posted.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    @property
    def busy(self) -> bool:
        """True while a review runs."""
        return self._host is not None

    def start(self, tree: GameTree, opener: Callable[[], EngineSession], seconds: float = 0.5,
              ruleset: Ruleset = Ruleset.CXQ, tables: Tables = True) -> int:
        """Review the tree's mainline with the engine at `seconds` per position, the moves the endgame
        `tables` cover (True: the chosen folder's) judged by them; returns a run number."""
        self._end()
        self._run += 1
        run = self._run
        self._cancel = threading.Event()
        cancel = self._cancel
        moves: list[Move] = list(tree.mainline_moves())
        start_fen = tree.start_fen
        self._host = EngineHost(opener, "review")
        host = self._host
        host.submit(lambda session, gen: self._review(session, host, gen, run, cancel, start_fen, moves,
                                                     seconds, ruleset, tables),
                    lambda error: self._post(run, "failed", error))
        return run

    def cancel(self) -> None:
        """Stop the review (``cancelled`` follows; the tree is untouched)."""
        if self._host is not None:
            self._cancel.set()
            self._host.stop_search()

    def close(self) -> None:
        """Cancel and end the engine."""
        self.cancel()
        self._end()

    # ----- internals ---------------------------------------------------------------------------
    def _end(self) -> None:
        host, self._host = self._host, None
        if host is not None:
            host.close()

    def _review(self, session: EngineSession, host: EngineHost, gen: int, run: int, cancel: threading.Event,
                start_fen: str, moves: list[Move], seconds: float, ruleset: Ruleset, tables: Tables) -> None:
        """Engine thread: evaluate positions 0..n one after another."""
        game = Game(start_fen, ruleset, analysis=True)
        session.new_game()
        total = len(moves) + 1
        positions: list[PositionEval] = []
        for i in range(total):
            if cancel.is_set():
                self._post(run, "cancelled", None)
                return
            positions.append(self._evaluate(session, host, gen, game, seconds))
            if cancel.is_set():
                self._post(run, "cancelled", None)
                return
            self._post(run, "evaluated", (i, red_pawns(positions[-1].score, positions[-1].red_to_move)))
            self._post(run, "progress", (i + 1, total))
            if i < len(moves):
                game.push(moves[i])
        ending = judge_endings(judge(positions, moves), start_fen, tables)
        if ending.problems:
            self._post(run, "tables", ending.problems)
        self._post(run, "finished", ending.review)

    @staticmethod
    def _evaluate(session: EngineSession, host: EngineHost, gen: int, game: Game, seconds: float) -> PositionEval:
        board = game.board
        red = board.turn == "red"
        if not board.legal_moves():
            return PositionEval(Score(mate=0), red)           # mated (or stalemated: a loss in xiangqi)
        stream = host.begin(session, gen, game, Limit(time=seconds))
        stream.wait()
        lines = stream.lines
        if not lines or lines[0].score is None:
            result = stream.result()
            return PositionEval(Score(cp=0), red, (result.move,) if result.move is not None else ())
        return PositionEval(lines[0].score, red, lines[0].pv)

    def _post(self, run: int, kind: str, payload: object) -> None:
        try:
            self._posted.emit(run, kind, payload)
        except RuntimeError:
            pass

    def _deliver(self, run: int, kind: str, payload: object) -> None:
        if run != self._run:
            return
        if kind == "progress":
            assert isinstance(payload, tuple)
            self.progress.emit(int(payload[0]), int(payload[1]))
            return
        if kind == "tables":
            found = payload if isinstance(payload, tuple) else ()
            self.table_problems.emit(tuple((e.name, str(e.problem)) for e in found if isinstance(e, TablebaseError)))
            return
        if kind == "evaluated":
            assert isinstance(payload, tuple)
            self.evaluated.emit(int(payload[0]), float(payload[1]))
            return
        self._end()
        if kind == "finished":
            self.finished.emit(payload)
        elif kind == "cancelled":
            self.cancelled.emit()
        else:
            self.failed.emit(payload)


def apply_to_study(controller: StudyController, review: Review) -> ReviewEdit:
    """Write a review into the studied game (evals, NAGs, better lines) and tell the views; ValueError
    (nothing changed) if the mainline was edited since the review began."""
    edit = apply_review(controller.tree, review)
    controller.forget_labels()                  # its better lines are written in the user's notation
    controller.document.set_modified(True)
    controller.tree_changed.emit()
    controller.position_changed.emit()
    return edit


def undo_on_study(controller: StudyController, edit: ReviewEdit) -> None:
    """Take a review back out of the studied game."""
    revert_review(controller.tree, edit)
    controller.forget_labels()
    if controller.node.parent is not None and not _in_tree(controller.tree, controller.node):
        controller.go_to(controller.tree.root)
    controller.document.set_modified(True)
    controller.tree_changed.emit()
    controller.position_changed.emit()


def _in_tree(tree: GameTree, node: object) -> bool:
    return any(n is node for n in tree.nodes())


__all__ = ["GameReviewer", "apply_to_study", "undo_on_study"]
