"""`python -m app.ai.book_build GAMES BOOK`: build an opening book from a games file (any format the
readers open), for the program's "book of my own games" (app.controller.book_builder runs it as a
child process, so the window never waits).

Prints one JSON line and exits 0 when the book was written: ``{"games": G, "moves": M}``; else exits
1 after ``{"error": KIND, ...}``, KIND one of :class:`BuildProblem`'s values: ``unreadable`` (with
``reader``, the reader's problem kind such as ``not-a-game-file``, and ``file_kind``), ``no-results``
(no finished game with a result), ``not-written`` (the book file could not be written; ``detail``),
``failed`` (anything else; ``detail``). Every game counts (one game is enough to choose a move).
"""

from __future__ import annotations

import json
import sys
from enum import StrEnum
from pathlib import Path

from .book import Book


class BuildProblem(StrEnum):
    """Why no book came of a games file."""

    UNREADABLE = "unreadable"
    NO_RESULTS = "no-results"
    NOT_WRITTEN = "not-written"
    FAILED = "failed"


def build(games_file: str, target: str) -> dict[str, object]:
    """Build and save the book; the JSON answer (see the module docstring)."""
    from app.formats import GameFileError, read_games
    try:
        games = read_games(games_file)
    except GameFileError as err:
        problem = err.problem
        return {"error": str(BuildProblem.UNREADABLE), "reader": str(problem.kind), "file_kind": problem.file_kind,
                "detail": str(err)}
    book = Book.from_games(games)
    if not len(book):
        return {"error": str(BuildProblem.NO_RESULTS)}
    try:
        Path(target).parent.mkdir(parents=True, exist_ok=True)
        book.save(target)
    except OSError as err:
        return {"error": str(BuildProblem.NOT_WRITTEN), "detail": str(err.strerror or err)}
    return {"games": book.games, "moves": len(book)}


def main(argv: list[str] | None = None) -> int:
    """Entry point: ``python -m app.ai.book_build GAMES BOOK``."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2:
        print("usage: python -m app.ai.book_build GAMES_FILE BOOK_FILE", file=sys.stderr)
        return 2
    try:
        answer = build(args[0], args[1])
    except Exception as exc:  # noqa: BLE001 (whatever fails is reported to the program that asked)
        answer = {"error": str(BuildProblem.FAILED), "detail": f"{type(exc).__name__}: {exc}"}
    print(json.dumps(answer), flush=True)
    return 1 if "error" in answer else 0


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["build", "main", "BuildProblem"]
