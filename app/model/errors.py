"""The model's errors as values: each carries an enum saying what is wrong and the arguments.

``IllegalMoveError.reason`` (an :class:`IllegalReason`) and ``FenError.problem`` (a
:class:`FenProblem`) are what callers switch on; the view words them in the user's language
(app/view/texts.py). ``str(err)`` is an English sentence for logs, scripts and the command line only.
"""

from __future__ import annotations

import errno
import os
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from .enums import Color, PieceKind

if TYPE_CHECKING:
    from .move import Move


def rebuilt(cls: type[BaseException], args: tuple[object, ...], state: dict[str, object]) -> BaseException:
    """An error of `cls` made again from its args and attributes, without calling its __init__ (see
    PicklableError)."""
    error = cls.__new__(cls, *args)
    error.args = args
    error.__dict__.update(state)
    return error


class PicklableError(Exception):
    """Base of the errors made from a kind and arguments: pickled (to a process pool or a dask worker
    and back) with their attributes, instead of by calling the class again on its English message,
    which their __init__ does not take."""

    def __reduce__(self) -> tuple[object, ...]:
        return (rebuilt, (type(self), self.args, dict(self.__dict__)))


def _square(sq: int | None) -> str:
    return "?" if sq is None else "abcdefghi"[sq % 9] + str(sq // 9)


class IllegalReason(StrEnum):
    """Why a move is not legal (the arguments each uses are listed in ``IllegalMoveError``)."""

    SAME_SQUARE = "same-square"              # a move must change square
    NO_PIECE = "no-piece"                    # square: nothing stands there
    WRONG_TURN = "wrong-turn"                # square, color (the piece's), kind, turn
    OWN_CAPTURE = "own-capture"              # square: the target holds one of the mover's pieces
    KING_STEP = "king-step"                  # the king moves one point along a rank or file
    PALACE = "palace"                        # kind (king or advisor) must stay in the palace
    ADVISOR_STEP = "advisor-step"            # the advisor moves one point diagonally
    ELEPHANT_STEP = "elephant-step"          # the elephant moves exactly two points diagonally
    ELEPHANT_RIVER = "elephant-river"        # the elephant cannot cross the river
    ELEPHANT_EYE = "elephant-eye"            # square: the elephant's eye is blocked there
    HORSE_STEP = "horse-step"                # one point orthogonally then one diagonally
    HORSE_LEG = "horse-leg"                  # square: the horse's leg is blocked there
    LINE_MOVE = "line-move"                  # kind (rook or cannon) moves along a rank or file
    BLOCKED = "blocked"                      # kind, square: the rook/cannon is blocked there
    CANNON_SCREENS = "cannon-screens"        # count: a cannon captures over exactly one piece
    PAWN_BACKWARDS = "pawn-backwards"        # a pawn never moves backwards
    PAWN_SIDEWAYS = "pawn-sideways"          # a pawn moves sideways only after crossing the river
    PAWN_STEP = "pawn-step"                  # one point forward (or sideways after the river)
    KINGS_FACE = "kings-face"                # the kings would face each other
    SELF_CHECK = "self-check"                # the move leaves the mover's king in check
    NO_SUCH_MOTION = "no-such-motion"        # kind: a notation text names a motion the piece cannot make
    NOT_LEGAL = "not-legal"                  # none of the above (should not happen for a real board)
    GAME_OVER = "game-over"                  # the game has ended (GameOverError)


_ILLEGAL_EN: dict[IllegalReason, str] = {
    IllegalReason.SAME_SQUARE: "a move must change square",
    IllegalReason.NO_PIECE: "there is no piece at {square}",
    IllegalReason.WRONG_TURN: "the piece at {square} is {color}'s; it is {turn}'s turn",
    IllegalReason.OWN_CAPTURE: "cannot capture your own piece at {square}",
    IllegalReason.KING_STEP: "the king moves one point along a rank or file",
    IllegalReason.PALACE: "the {kind} must stay in the palace",
    IllegalReason.ADVISOR_STEP: "the advisor moves one point diagonally",
    IllegalReason.ELEPHANT_STEP: "the elephant moves exactly two points diagonally",
    IllegalReason.ELEPHANT_RIVER: "the elephant cannot cross the river",
    IllegalReason.ELEPHANT_EYE: "the elephant's eye is blocked at {square}",
    IllegalReason.HORSE_STEP: "the horse moves one point orthogonally then one diagonally",
    IllegalReason.HORSE_LEG: "the horse is blocked at {square} (horse leg blocked at {square})",
    IllegalReason.LINE_MOVE: "the {kind} moves along a rank or file",
    IllegalReason.BLOCKED: "the {kind} is blocked at {square}",
    IllegalReason.CANNON_SCREENS: "the cannon captures by jumping exactly one piece (there are {count})",
    IllegalReason.PAWN_BACKWARDS: "a pawn never moves backwards",
    IllegalReason.PAWN_SIDEWAYS: "a pawn moves sideways only after crossing the river",
    IllegalReason.PAWN_STEP: "a pawn moves one point forward (or sideways after crossing the river)",
    IllegalReason.KINGS_FACE: "kings would face each other",
    IllegalReason.SELF_CHECK: "leaves the king in check",
    IllegalReason.NO_SUCH_MOTION: "the {kind} cannot make that motion",
    IllegalReason.NOT_LEGAL: "not a legal move",
    IllegalReason.GAME_OVER: "the game is over; open it for analysis to play on",
}


class IllegalMoveError(PicklableError, ValueError):
    """A move the rules do not allow here: ``reason`` says why, the other fields are its arguments.

    - ``move``: the move tried (None when a notation text named no single move);
    - ``square``: the square the reason is about (the blocking piece, the empty origin, ...);
    - ``kind``/``color``: the piece the reason is about; ``turn``: the side to move;
    - ``count``: a number (screens between a cannon and its target);
    - ``text``: the notation text that was read, if the move came as text;
    - ``causes``: when a text could mean several moves, the reason each one is illegal.
    """

    def __init__(self, reason: IllegalReason, move: Move | None = None, *, square: int | None = None,
                 kind: PieceKind | None = None, color: Color | None = None, turn: Color | None = None,
                 count: int | None = None, text: str | None = None,
                 causes: tuple[IllegalMoveError, ...] = ()) -> None:
        self.reason = reason
        self.move = move
        self.square = square
        self.kind = kind
        self.color = color
        self.turn = turn
        self.count = count
        self.text = text
        self.causes = causes
        super().__init__(self._english())

    def sentence(self) -> str:
        """The reason alone, in English (no move prefix)."""
        return _ILLEGAL_EN[self.reason].format(square=_square(self.square), kind=self.kind or "piece",
                                               color=self.color or "?", turn=self.turn or "?",
                                               count=self.count)

    def _english(self) -> str:
        what = self.sentence()
        if self.causes:
            what = "; ".join(f"the {c.kind or 'piece'} on {_square(c.move.from_sq if c.move else None)}: "
                             f"{c.sentence()}" for c in self.causes)
        if self.text is not None:
            return f"'{self.text}' is not legal here: {what}"
        if self.move is not None:
            return f"{self.move.iccs}: {what}"
        return what


class FenProblem(StrEnum):
    """What is wrong with a FEN (the arguments each uses are listed in ``FenError``)."""

    NOT_TEXT = "not-text"                    # text: the type name given instead of a string
    EMPTY = "empty"
    RANK_COUNT = "rank-count"                # count: ranks found (10 expected)
    BAD_LETTER = "bad-letter"                # text: the letter; rank
    RANK_WIDTH = "rank-width"                # rank, count: files found (9 expected)
    OUTSIDE_PALACE = "outside-palace"        # color, kind, square
    IMPOSSIBLE_SQUARE = "impossible-square"  # color, kind, square (an elephant or pawn where none can be)
    NO_KING = "no-king"                      # color
    TOO_MANY = "too-many"                    # color, kind, count
    BAD_SIDE = "bad-side"                    # text: the side-to-move field
    BAD_HALFMOVE = "bad-halfmove"            # text
    BAD_FULLMOVE = "bad-fullmove"            # text
    NEGATIVE_COUNTERS = "negative-counters"
    KINGS_FACING = "kings-facing"            # square: the red king's square (its file is the one)
    SIDE_NOT_TO_MOVE_IN_CHECK = "in-check"   # color: the side in check although it is not to move


_NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
                 9: "nine", 10: "ten"}

_FEN_EN: dict[FenProblem, str] = {
    FenProblem.NOT_TEXT: "FEN must be text, not {text}",
    FenProblem.EMPTY: "empty FEN",
    FenProblem.RANK_COUNT: "the board has {count} ranks, expected 10",
    FenProblem.BAD_LETTER: "unknown piece letter {text!r} on rank {rank}",
    FenProblem.RANK_WIDTH: "rank {rank} has {count} files",
    FenProblem.OUTSIDE_PALACE: "{color} {kind} outside the palace ({square})",
    FenProblem.IMPOSSIBLE_SQUARE: "{color} {kind} on an impossible square ({square})",
    FenProblem.NO_KING: "no {color} king",
    FenProblem.TOO_MANY: "{number} {color} {kind}s",
    FenProblem.BAD_SIDE: "side to move {text!r}",
    FenProblem.BAD_HALFMOVE: "halfmove clock {text!r} is not a number",
    FenProblem.BAD_FULLMOVE: "move number {text!r} is not a number",
    FenProblem.NEGATIVE_COUNTERS: "move counters must be non-negative (move number at least 1)",
    FenProblem.KINGS_FACING: "kings face each other on file {file}",
    FenProblem.SIDE_NOT_TO_MOVE_IN_CHECK: "{color} is in check but it is {other}'s turn",
}


@dataclass(frozen=True)
class PositionWarning:
    """Something a game can never reach in a position the rules can still play from (a rule-book
    diagram's pawn behind its start, a third advisor, an elephant across the river): ``problem`` is
    OUTSIDE_PALACE (an advisor), IMPOSSIBLE_SQUARE or TOO_MANY, with FenError's arguments."""

    problem: FenProblem
    color: Color | None = None
    kind: PieceKind | None = None
    square: int | None = None
    count: int | None = None
    rank: int | None = None
    text: str | None = None


class FenError(PicklableError, ValueError):
    """A FEN the rules cannot run in (not a FEN, a king missing, twice or outside its palace, the
    kings facing, the side not to move in check): ``problem`` says what, the other fields are its
    arguments (``color``, ``kind``, ``square``, ``rank``, ``count``, ``text``). Positions a game
    cannot reach but the rules can play from load, with PositionWarnings (``Board.warnings()``)."""

    def __init__(self, problem: FenProblem, *, color: Color | None = None, kind: PieceKind | None = None,
                 square: int | None = None, rank: int | None = None, count: int | None = None,
                 text: str | None = None) -> None:
        self.problem = problem
        self.color = color
        self.kind = kind
        self.square = square
        self.rank = rank
        self.count = count
        self.text = text
        super().__init__(self._english())

    def _english(self) -> str:
        kind = str(self.kind) if self.kind else "piece"
        return _FEN_EN[self.problem].format(
            text=self.text, count=self.count, rank=self.rank, color=self.color or "?",
            other=self.color.other if self.color else "?",
            kind=kind, square=_square(self.square),
            file="abcdefghi"[self.square % 9] if self.square is not None else "?",
            number=_NUMBER_WORDS.get(self.count or 0, str(self.count)))


class FileProblem(StrEnum):
    """Why a file could not be written or read (``FileFailure.problem``)."""

    NOT_FOUND = "not-found"              # the file, or the folder it goes in, does not exist
    NO_PERMISSION = "no-permission"      # the user may not write (or read) it
    IS_FOLDER = "is-folder"              # the name is a folder's
    NOT_A_FOLDER = "not-a-folder"        # a file stands where its folder (or one on the way) should be
    DISK_FULL = "disk-full"              # no space left on the disk (or the user's quota is used up)
    READ_ONLY = "read-only"              # the disk is read-only
    IN_USE = "in-use"                    # another running copy of the program holds it
    OTHER = "other"                      # detail: the system's words


_ERRNO_PROBLEMS = {errno.ENOENT: FileProblem.NOT_FOUND, errno.ENOTDIR: FileProblem.NOT_A_FOLDER,
                   errno.EEXIST: FileProblem.NOT_A_FOLDER,          # (making a folder where a file is)
                   errno.EACCES: FileProblem.NO_PERMISSION, errno.EPERM: FileProblem.NO_PERMISSION,
                   errno.EISDIR: FileProblem.IS_FOLDER, errno.ENOSPC: FileProblem.DISK_FULL,
                   errno.EDQUOT: FileProblem.DISK_FULL, errno.EROFS: FileProblem.READ_ONLY,
                   errno.EBUSY: FileProblem.IN_USE}


@dataclass(frozen=True)
class FileFailure:
    """A file that could not be written or read, as a value a signal carries and the view words:
    ``problem`` says what went wrong, ``path`` where, ``detail`` is the system's own words (shown for
    OTHER, and kept for logs)."""

    problem: FileProblem
    path: str = ""
    detail: str = ""

    @classmethod
    def of(cls, err: OSError, path: str | os.PathLike[str] = "") -> FileFailure:
        """The failure an OSError stands for (`path`: the file meant, if the error does not name one)."""
        named = err.filename if isinstance(err.filename, (str, os.PathLike)) else path
        problem = _ERRNO_PROBLEMS.get(err.errno or 0, FileProblem.OTHER)
        return cls(problem, os.fspath(named) if named else "", err.strerror or str(err))

    def __str__(self) -> str:
        return f"{self.path}: {self.detail or self.problem.value}" if self.path else self.detail or self.problem.value


__all__ = ["PicklableError", "rebuilt",
           "IllegalReason", "IllegalMoveError", "FenProblem", "FenError", "PositionWarning", "FileProblem",
           "FileFailure"]
