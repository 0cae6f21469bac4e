"""Tablebase errors as values: a kind (:class:`TableProblem`) and its arguments.

``TablebaseError.problem`` is what callers switch on and a view words in the user's language;
``str(err)`` is an English sentence for logs and the command line only. A table with a problem is left
out: probing goes on without it (app.tablebase.probe answers None for its positions).
"""

from __future__ import annotations

from enum import StrEnum


class TableProblem(StrEnum):
    """What is wrong with a table file or a table name (the arguments each uses are listed)."""

    MISSING = "missing"              # path, name: no such file
    UNREADABLE = "unreadable"        # path, detail (the system's reason)
    NOT_A_TABLE = "not-a-table"      # path: not a tablebase file (no signature)
    WRONG_VERSION = "wrong-version"  # path, found, expected (file format or index version)
    DAMAGED = "damaged"              # path, block (None: the header), detail
    TRUNCATED = "truncated"          # path, found (bytes), expected (bytes)
    WRONG_TABLE = "wrong-table"      # path, name (the table the file should hold), detail (what it holds)
    BAD_NAME = "bad-name"            # name, detail: not an endgame's name, or one no table can index


class TablebaseError(Exception):
    """A table that cannot be used. ``problem`` says why; ``path``, ``name``, ``block``, ``found``,
    ``expected`` and ``detail`` are its arguments (None or empty when unused)."""

    def __init__(self, problem: TableProblem, *, path: str = "", name: str = "", block: int | None = None,
                 found: int | None = None, expected: int | None = None, detail: str = "") -> None:
        self.problem = problem
        self.path = path
        self.name = name
        self.block = block
        self.found = found
        self.expected = expected
        self.detail = detail
        super().__init__(self.english())

    def english(self) -> str:
        """Technical English for logs and the command line (a view words the problem itself)."""
        p, where = self.problem, self.path or self.name
        if p is TableProblem.MISSING:
            return f"{where}: no such table file"
        if p is TableProblem.UNREADABLE:
            return f"{where}: cannot be read ({self.detail})"
        if p is TableProblem.NOT_A_TABLE:
            return f"{where}: not a tablebase file"
        if p is TableProblem.WRONG_VERSION:
            return f"{where}: made by another version (format {self.found}, this program reads {self.expected})"
        if p is TableProblem.DAMAGED:
            part = "its header" if self.block is None else f"block {self.block}"
            return f"{where}: damaged ({part}{': ' + self.detail if self.detail else ''})"
        if p is TableProblem.TRUNCATED:
            return f"{where}: cut short ({self.found} bytes of {self.expected})"
        if p is TableProblem.WRONG_TABLE:
            return f"{where}: holds {self.detail}, not {self.name}"
        return f"{self.name!r}: {self.detail}"

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild, (self.problem, dict(self.__dict__)))


def _rebuild(problem: TableProblem, attrs: dict[str, object]) -> TablebaseError:
    err = TablebaseError(problem)
    err.__dict__.update(attrs)
    return err
