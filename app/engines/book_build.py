"""Building an opening book for the built-in engine from a games file: the client side of
``python -m app.ai.book_build GAMES BOOK`` (the controller runs the command; this module says what to
run and reads its answer into values the view words).
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from enum import StrEnum


class BookBuildProblem(StrEnum):
    """Why no book came of a games file (the builder's answers, and ENDED)."""

    UNREADABLE = "unreadable"      # the games file cannot be read (reader and file_kind say how)
    NO_RESULTS = "no-results"      # no finished game with a result in it
    NOT_WRITTEN = "not-written"    # the book file could not be written (detail: the system's reason)
    FAILED = "failed"              # the builder failed (detail: what it said)
    ENDED = "ended"                # the builder ended without an answer (it crashed or could not start)


@dataclass(frozen=True)
class BookBuildError:
    """A failed build: its problem, and for UNREADABLE the reader's problem kind (an app.formats
    ProblemKind value such as 'not-a-game-file' or 'cannot-open') and the file's kind ('empty', 'png',
    ...); ``detail`` is technical English for logs."""

    problem: BookBuildProblem
    reader: str = ""
    file_kind: str | None = None
    detail: str = ""


def book_build_command(games_file: str, target: str) -> list[str]:
    """The argv that builds the book of `games_file` into `target` with this interpreter (run it with
    app.engines.builtin.builtin_env())."""
    return [sys.executable, "-m", "app.ai.book_build", games_file, target]


def parse_build_answer(text: str) -> tuple[int, int] | BookBuildError:
    """(games, moves) from the builder's answer, or the error it reports (ENDED if it gave none)."""
    lines = [line for line in text.splitlines() if line.strip()]
    try:
        answer = json.loads(lines[-1]) if lines else None
    except ValueError:
        answer = None
    if not isinstance(answer, dict):
        return BookBuildError(BookBuildProblem.ENDED, detail=text[-200:])
    if "error" not in answer:
        return int(answer.get("games", 0)), int(answer.get("moves", 0))
    try:
        problem = BookBuildProblem(answer["error"])
    except ValueError:
        problem = BookBuildProblem.FAILED
    file_kind = answer.get("file_kind")
    return BookBuildError(problem, str(answer.get("reader") or ""), str(file_kind) if file_kind else None,
                          str(answer.get("detail") or ""))


__all__ = ["BookBuildProblem", "BookBuildError", "book_build_command", "parse_build_answer"]
