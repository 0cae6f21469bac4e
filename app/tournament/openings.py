"""The opening suite: the positions games start from, each played once with each colour.

Sources (``load_openings(source, ...)``):

- None: every game from the standard start position.
- A file: PGN (or any game file app.formats reads; each game's main line, the first `plies` plies of
  it, 0 for all, from its own start position), or EPD/FEN (one position a line: the FEN's first two
  fields, board and side to move; what follows is ignored).
- ``book``: lines drawn from the shipped opening book (app.ai.book), `plies` plies each, every move
  chosen as the built-in engine chooses its book moves (by games x score), with the tournament's seed;
  lines met twice are drawn again.
- An ECCO code or range (``C70-C79``, ``C7``, ``B``): for each code of the range that the book's lines
  reach, the most played book line that the classifier (app.openings) puts in that code, cut at the
  first ply at which it does.

Every line is checked by playing it through the rules (Board); a line that is not legal is refused.
A source that gives no usable openings is an OpeningError (app.tournament.errors), its ``problem`` saying why.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from dataclasses import dataclass

from app.ai.book import Book, builtin_book
from app.formats import GameFileError, read_games
from app.model import Board, FenError, IllegalMoveError, Move
from app.model.board import START_FEN
from app.openings import classify_prefix, code_range, find_codes

from .errors import OpeningError, OpeningProblem

BOOK = "book"
ECCO_PLIES = 12         # how deep book lines are followed to find each ECCO code
MAX_DRAWS = 50          # tries per wanted book line before giving up on new ones


@dataclass(frozen=True)
class StartLine:
    """A game's start: a position and the moves played from it before the engines take over."""

    fen: str = START_FEN
    moves: tuple[str, ...] = ()
    name: str = ""           # an ECCO code, or where the line came from ('file.pgn #3')

    def to_dict(self) -> dict[str, object]:
        """A JSON-ready dict."""
        return {"fen": self.fen, "moves": list(self.moves), "name": self.name}

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> StartLine:
        """The line to_dict wrote (checked: OpeningError if it is not legal)."""
        raw = data.get("moves", [])
        moves = tuple(str(m) for m in raw) if isinstance(raw, list) else ()
        return checked(StartLine(str(data.get("fen", START_FEN)), moves, str(data.get("name", ""))))


def checked(line: StartLine) -> StartLine:
    """The line, its position and moves checked by the rules (OpeningError names the problem)."""
    try:
        board = Board(line.fen)
        for text in line.moves:
            board.push(Move.from_iccs(text))
    except (FenError, IllegalMoveError, ValueError) as err:
        raise OpeningError(OpeningProblem.ILLEGAL_LINE, line=line.name or line.fen, cause=err,
                           detail=str(err)) from None
    if not board.legal_moves():
        raise OpeningError(OpeningProblem.GAME_OVER, line=line.name or line.fen)
    return StartLine(board.start_board().fen(), line.moves, line.name)


def load_openings(source: str | None, count: int, plies: int = 8, seed: int = 1) -> list[StartLine]:
    """The openings a source gives (see the module doc); `count` is how many book lines to draw."""
    if source is None or source == "":
        return [StartLine()]
    if source == BOOK:
        return book_openings(count, plies, seed)
    if os.path.exists(source):
        return file_openings(source, plies)
    if code_range(source) is not None:
        return ecco_openings(source)
    raise OpeningError(OpeningProblem.UNKNOWN_SOURCE, source=source)


def file_openings(path: str, plies: int = 0) -> list[StartLine]:
    """Openings from a game file or an EPD/FEN file (see the module doc)."""
    name = os.path.basename(path)
    epd = _epd_lines(path)
    if epd is not None:
        return [checked(StartLine(fen, (), f"{name} #{i}")) for i, fen in enumerate(epd, 1)]
    try:
        games = read_games(path)
    except GameFileError as err:
        raise OpeningError(OpeningProblem.NOT_GAMES, path=path, read=err.problem, detail=str(err)) from None
    out = []
    for number, tree in zip(games.numbers, games, strict=False):
        moves = tuple(tree.mainline())
        out.append(checked(StartLine(tree.start_fen, moves[:plies] if plies > 0 else moves, f"{name} #{number}")))
    return out


def _epd_lines(path: str) -> list[str] | None:
    """The positions of an EPD/FEN file (board and side to move of each line), or None if the file is
    not one (its first line that is not blank does not start with a FEN board)."""
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            lines = [line.strip() for line in fh]
    except OSError as err:
        raise OpeningError(OpeningProblem.CANNOT_READ, path=path, detail=str(err.strerror or err)) from None
    lines = [line for line in lines if line and not line.startswith("#")]
    if not lines or lines[0].split()[0].count("/") != 9:
        return None
    out = []
    for line in lines:
        fields = line.replace(";", " ").split()
        if len(fields) < 2 or fields[0].count("/") != 9:
            raise OpeningError(OpeningProblem.NOT_EPD, path=path, source=line[:60])
        out.append(f"{fields[0]} {fields[1]} - - 0 1")
    return out


def _book() -> Book:
    book = builtin_book()
    if book is None:
        raise OpeningError(OpeningProblem.NO_BOOK)
    return book


def book_openings(count: int, plies: int, seed: int) -> list[StartLine]:
    """`count` different book lines of `plies` plies (fewer if the book has no more)."""
    book, rng = _book(), random.Random(seed)
    found: list[StartLine] = []
    seen: set[tuple[str, ...]] = set()
    misses = 0
    while len(found) < count and misses < MAX_DRAWS:
        board = Board()
        while board.ply < plies:
            move = book.choose(board, rng)
            if move is None:
                break
            board.push(move)
        line = tuple(m.iccs for m in board.move_stack)
        if not line or line in seen:
            misses += 1
            continue
        seen.add(line)
        found.append(StartLine(START_FEN, line, f"book #{len(found) + 1}"))
    if not found:
        raise OpeningError(OpeningProblem.BOOK_EMPTY)
    return found


def book_lines(book: Book, plies: int) -> Iterator[tuple[tuple[str, ...], int]]:
    """Every line the book's playable moves make from the start, to `plies` plies or the book's end,
    with the games of its last move."""
    board = Board()
    stack: list[tuple[int, list[tuple[Move, int]]]] = []
    moves = [(b.move, b.games) for b, _ in book.candidates(board)]
    stack.append((0, moves))
    games_of: list[int] = []
    while stack:
        index, choices = stack[-1]
        if index >= len(choices):
            stack.pop()
            if board.ply:
                board.pop()
                games_of.pop()
            continue
        stack[-1] = (index + 1, choices)
        move, games = choices[index]
        board.push(move)
        games_of.append(games)
        nxt = [(b.move, b.games) for b, _ in book.candidates(board)] if board.ply < plies else []
        if nxt:
            stack.append((0, nxt))
        else:
            yield tuple(m.iccs for m in board.move_stack), games
            board.pop()
            games_of.pop()


def _code(line: tuple[str, ...], plies: int) -> str | None:
    found = classify_prefix(line, plies)
    return None if found is None else found.code


def ecco_openings(text: str) -> list[StartLine]:
    """For each code of an ECCO range, the most played book line classified in it (see the module doc)."""
    codes = set(find_codes(text))
    if not codes:
        raise OpeningError(OpeningProblem.NO_CODE, source=text)
    best: dict[str, tuple[int, tuple[str, ...]]] = {}
    for line, games in book_lines(_book(), ECCO_PLIES):
        whole = classify_prefix(line, len(line))
        if whole is None or whole.code not in codes or games <= best.get(whole.code, (0, ()))[0]:
            continue
        ply = next(p for p in range(1, len(line) + 1) if _code(line, p) == whole.code)
        best[whole.code] = (games, line[:ply])
    if not best:
        raise OpeningError(OpeningProblem.CODE_NOT_REACHED, source=text)
    return [StartLine(START_FEN, best[code][1], code) for code in sorted(best)]


__all__ = ["StartLine", "OpeningError", "load_openings", "file_openings", "book_openings", "ecco_openings",
           "book_lines", "checked", "BOOK"]
