"""GameFileError: what readers raise for input they cannot read, with where it went wrong."""

from __future__ import annotations

from dataclasses import replace

from app.model.tree import GameTree

from .problems import ProblemKind, ReadProblem


class GameFileError(ValueError):
    """A saved-game file (or one game in it) that cannot be read.

    Attributes (None when unknown): ``path`` (file name), ``game`` (1-based game number in the file),
    ``line`` (1-based line of a text file), ``offset`` (byte offset in a binary file),
    ``token`` (the offending text or bytes) and ``reason`` (the bare message). ``problem`` is the
    same as a value for the view (kind NOT_A_GAME_FILE, CANNOT_OPEN, or GAME_LEFT_OUT by default).
    ``partial`` is what a text reader read of the game before the move that stopped it (a GameTree with
    those moves, comments and variations; None when nothing was read or the format keeps nothing);
    it is not pickled.
    """

    def __init__(self, reason: str, *, path: str | None = None, game: int | None = None,
                 line: int | None = None, offset: int | None = None, token: str | None = None,
                 problem: ReadProblem | None = None) -> None:
        self._problem = problem
        self.reason = reason
        self.path = path
        self.game = game
        self.line = line
        self.offset = offset
        self.token = token
        self.partial: GameTree | None = None
        super().__init__(reason)

    def located(self, *, path: str | None = None, game: int | None = None) -> GameFileError:
        """This error with the file name and game number filled in (where still unknown)."""
        if self.path is None and path is not None:
            self.path = path
        if self.game is None and game is not None:
            self.game = game
        return self

    @property
    def problem(self) -> ReadProblem:
        """This error as a ReadProblem (game, line and byte offset as known now)."""
        base = self._problem or ReadProblem(ProblemKind.GAME_LEFT_OUT, self.reason)
        return replace(base, game=_first(base.game, self.game), line=_first(base.line, self.line),
                       byte_offset=_first(base.byte_offset, self.offset))

    def __str__(self) -> str:
        where = []
        if self.path is not None:
            where.append(str(self.path))
        if self.game is not None:
            where.append(f"game {self.game}")
        if self.line is not None:
            where.append(f"line {self.line}")
        if self.offset is not None:
            where.append(f"byte {self.offset}")
        head = ", ".join(where)
        token = f" (at {self.token!r})" if self.token is not None else ""
        return f"{head}: {self.reason}{token}" if head else f"{self.reason}{token}"

    def __reduce__(self) -> tuple[object, ...]:  # keep the attributes through pickling
        return (_rebuild, (self.reason, self.path, self.game, self.line, self.offset, self.token, self._problem))


def _rebuild(reason: str, path: str | None, game: int | None, line: int | None, offset: int | None,
             token: str | None, problem: ReadProblem | None = None) -> GameFileError:
    return GameFileError(reason, path=path, game=game, line=line, offset=offset, token=token, problem=problem)


def _first(a: int | None, b: int | None) -> int | None:
    return a if a is not None else b
