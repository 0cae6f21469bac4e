"""Puzzle mode values handed from the PuzzleController to the view: phase, status, result, filter."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from app.puzzles import Puzzle

PROGRESS_FILE = "puzzles-progress.json"


def default_progress_path() -> Path:
    """The progress file in the user's data folder."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder or Path.home() / ".xiangqi-studio") / PROGRESS_FILE


class Phase(StrEnum):
    """Where the solver is with the current puzzle."""

    IDLE = "idle"            # no puzzle (empty collection or filter)
    SOLVING = "solving"      # the solver's turn
    CHECKING = "checking"    # a move is being judged in the background
    REPLYING = "replying"    # the defence is about to be played
    WRONG = "wrong"          # a wrong move is on the board with its refutation, about to be taken back
    SHOWING = "showing"      # the solution is being played
    SOLVED = "solved"
    SHOWN = "shown"          # the solution was shown (the puzzle counts as failed)
    NO_TABLE = "no_table"    # a tablebase ending whose table is missing or damaged: nothing to play


class StatusKind(StrEnum):
    """What the status line says (the view words it)."""

    NONE = "none"                # no puzzle matches
    YOUR_MOVE = "your_move"
    CHECKING = "checking"
    CORRECT = "correct"          # the recorded move
    ALSO_GOOD = "also_good"      # another move proved just as good
    PROVISIONAL = "provisional"  # another move accepted unproved: the mate proof did not finish in time
    WRONG = "wrong"              # move is refuted by refutation
    NOT_ENOUGH = "not_enough"    # a better-move exercise: the move falls short of the best (the engine's answer)
    PLAYED = "played"            # a better-move exercise: the move played in the game, the mistake itself
    SOLVED = "solved"            # in `seconds`, no mistakes
    SOLVED_LATE = "solved_late"  # solved after a mistake
    SOLVED_HELPED = "solved_helped"  # solved after a hint or the shown solution: not counted as solved
    HINT_PIECE = "hint_piece"
    HINT_MOVE = "hint_move"
    SHOWING = "showing"
    SHOWN = "shown"
    ALL_SOLVED = "all_solved"    # Next found nothing left to solve
    SLOWER = "slower"            # a tablebase ending: the move keeps the win, with a longer mate than the best
    FINDING = "finding"          # "Win this ending": the tables are being read for their longest wins
    NO_TABLES = "no_tables"      # "Win this ending": no winning table in the tablebase folder
    NO_TABLE = "no_table"        # a tablebase ending: the table it needs (`table`) is missing or damaged


@dataclass(frozen=True)
class PuzzleStatus:
    """A status value: its kind, the move and refutation (ICCS) with the position before the move
    (`fen`), the solving time in seconds, the defence that answered an accepted move, for a
    provisional acceptance the engine's view (the mate it sees, None: none), and for a move refused in
    a better-move exercise the scores after it and after the best move (app.puzzles.evaluator's scale,
    the solver's view). In a tablebase ending the scores are the tables' exact values on that scale
    (SLOWER: after the move and after the best; WRONG: after the move, 0 a draw)."""

    kind: StatusKind
    move: str | None = None
    refutation: str | None = None
    fen: str = ""
    seconds: float = 0.0
    reply: str | None = None      # the defence played after an accepted move
    engine_mate: int | None = None   # PROVISIONAL: the mate (solver moves, this one counted) the engine sees
    line: tuple[str, ...] = ()       # SHOWING / SHOWN: the solution's moves (ICCS) from `fen`, as far as shown
    engine_score: int | None = None  # NOT_ENOUGH / PLAYED: the solver's score after the move (evaluator scale)
    best_score: int | None = None    # ... and after the best move
    goal: str = ""                   # WRONG: the puzzle's goal (a Goal's value), which the words follow
    table: str = ""                  # NO_TABLE: the table's name (KRKAA); FINDING: the folder
    problem: str = ""                # NO_TABLE: the table's problem (an app.tablebase TableProblem value)


@dataclass(frozen=True)
class PuzzleResult:
    """A finished puzzle: solved (clean or not), the time taken and the rating after it."""

    puzzle: Puzzle
    clean: bool
    seconds: float
    rating: float


@dataclass(frozen=True)
class PuzzleFilter:
    """Which puzzles of the collection are offered."""

    min_difficulty: int = 0
    max_difficulty: int = 9999
    theme: str = ""
    unsolved_only: bool = False


__all__ = ["Phase", "StatusKind", "PuzzleStatus", "PuzzleResult", "PuzzleFilter", "default_progress_path",
           "PROGRESS_FILE"]
