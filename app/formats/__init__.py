"""Saved games: readers and writers (pure Python; depends on app.model only, never on Qt).

Reading::

    games = read_games("file.pgn")          # a GameList (a list of GameTree)
    games[0].mainline()                     # ['h2e2', 'h9g7', ...]
    games[0].headers                        # {'Event': ..., 'Red': ..., 'Result': ...}
    games.errors                            # GameFileError for each game that could not be read
    games.warnings                          # notes about the file (skipped section headers, ...)
    games[0].warnings                       # problems worked around inside that game
    games.problems                          # all of them as ReadProblem values (kind, game, last good move)
    read_headers("file.pgn")                # [{'Event': ..., 'Red': ..., 'Result': ...}, ...]: no move read

Problems as values (for the view to word): ``games.problems`` lists every problem met, file order, each
a frozen ``ReadProblem`` (``kind: ProblemKind``, ``game`` number, ``after_ply``/``after_move``/
``board_fen_before`` for the last good move, ``lost``, ``byte_offset``, ``detail``); a game left out
gives one of kind GAME_LEFT_OUT. ``problems_of(tree)`` gives one game's. A file that is not a game file
(an image, an archive, random bytes, an empty file) raises GameFileError whose ``.problem.kind`` is
NOT_A_GAME_FILE. ``game_record(game, red=..., black=..., date=...)`` turns a played arbiter Game into a
GameTree with PGN headers (Result, Ruleset, Termination, Rule) to save with write_pgn.

``read_games(path, errors="warn")`` reads every game it can: a game that cannot be read is left out
and its GameFileError (naming the file, game number, line or byte offset and offending token) goes
to ``games.errors``. If no game at all can be read, the first error is raised. With
``errors="strict"`` the first problem of any kind (also a worked-around one) is raised.

Formats, recognised by content (not by extension): PGN (Chinese programs' dialect with ICCS, WXF or
Chinese moves, and the WinBoard/pychess one), bare movetext (ICCS/WXF/Chinese, optionally after a
FEN line), the WXF file format (FORMAT/START{...}END), XQF 1.0-1.8, DhtmlXQ/UBB (also inside HTML),
CCBridge CBR and CBL. Text encodings: UTF-8 with or without BOM, UTF-16, GBK/GB18030, Big5.

Formats are told by structure (``text_format``): a text that starts with a PGN tag pair is PGN whatever
its comments hold; a [DhtmlXQ] block anywhere else (also deep in an HTML page) makes it DhtmlXQ.
Every reader is linear in the size of its input (``python -m app.bench formats --scaling``).

A game that stops at a move that cannot be read is left out, but its GameFileError keeps what was read
before that move (``err.partial``, a GameTree) and its problem names the move as written
(``err.problem.token``) and why (``err.problem.fault``: a MoveFault).

Games as text (text_game.py): ``game_text(tree, notation, traditional=..., node=...)`` writes a game or one
line as numbered moves in Chinese, WXF or ICCS with comments in braces and the result, which read_text
reads back; ``read_game_text(text)`` gives a pasted text's first game, complete or up to the first move
that cannot be read (a TextGame: ``tree``, ``problems``).

Writing: ``write_pgn(games, path, notation="chinese"|"wxf"|"iccs")`` writes atomically (a temporary
file beside the real file, fsync, os.replace): a failed save never harms the existing file. Symbolic
links are written through, hard-linked files rewritten in place, a read-only file is refused with
``ReadOnlyFileError`` (a PermissionError) and errors name the user's file (see atomic.py). Tag values
and comments are escaped so that any text reads back exactly (see pgn_escape.py).
``dumps_pgn(game, notation)`` gives the text of one game.
"""

from __future__ import annotations

import errno
import os
import re
from collections.abc import Callable, Iterable
from typing import NoReturn

from app.model.tree import GameTree, Node

from . import cbr, dhtmlxq, xqf
from .atomic import ReadOnlyFileError, atomic_write_bytes
from .errors import GameFileError
from .pgn import Locator, read_pgn_headers, read_pgn_text
from .pgn_write import dumps_pgn
from .played import game_record, record_ruleset, record_termination
from .safety import read_regular
from .problems import MoveFault, ProblemKind, ReadProblem, ReadTree, looks_binary, problems_of, sniff_not_a_game
from .text_game import TextGame, game_text, read_game_text
from .textio import decode_text

__all__ = ["read_games", "read_headers", "read_bytes", "read_text", "write_pgn", "dumps_pgn", "GameFileError",
           "GameList", "GameTree", "Node", "ProblemKind", "ReadProblem", "ReadTree", "problems_of", "game_record",
           "record_ruleset", "record_termination", "ReadOnlyFileError", "text_format", "MoveFault", "TextGame",
           "game_text", "read_game_text"]

ERROR_MODES = ("warn", "strict")


class GameList(list[GameTree]):
    """The games read from one file, with the problems met: ``errors`` (GameFileError of each game left
    out), ``warnings`` (notes about the file) and ``problems`` (every problem, of the file and of each
    game, as ReadProblem values); ``format`` and ``encoding`` say how it was read."""

    def __init__(self, games: Iterable[GameTree] = (), *, path: str | None = None, fmt: str = "",
                 encoding: str = "") -> None:
        super().__init__(games)
        self.path = path
        self.format = fmt
        self.encoding = encoding
        self.errors: list[GameFileError] = []
        self.warnings: list[str] = []
        self.problems: list[ReadProblem] = []
        self.numbers: list[int] = []     # the number in the file (1-based) of each game, in list order

    def add_game(self, tree: GameTree, number: int) -> None:
        """Append the game numbered `number` in the file."""
        self.append(tree)
        self.numbers.append(number)

    def note(self, problem: ReadProblem) -> None:
        """Record a problem about the file (and its detail in ``warnings``)."""
        self.problems.append(problem)
        self.warnings.append(problem.detail)

    def problems_of_game(self, index: int) -> list[ReadProblem]:
        """The problems of the game at list position `index`."""
        return [p for p in self.problems if p.index == index]

    def collect_problems(self) -> None:
        """Fill ``problems`` with each game's problems and the games left out (file order)."""
        found = list(self.problems)
        for index, tree in enumerate(self):
            number = self.numbers[index] if index < len(self.numbers) else index + 1
            found += [p.located(game=number, index=index) for p in problems_of(tree)]
        found += [err.problem for err in self.errors]
        found.sort(key=lambda p: p.game or 0)
        self.problems[:] = found


def read_games(path: str | os.PathLike[str], errors: str = "warn") -> GameList:
    """Every game in a file (see the module doc for `errors`); raises GameFileError."""
    name = os.fspath(path)
    return read_bytes(read_file(name), name, errors)


def read_headers(path: str | os.PathLike[str]) -> list[dict[str, str]]:
    """The headers of every game in a file, as read_games gives them, without reading the moves of a PGN
    text (many times faster): for a PGN file also the headers of games whose moves do not replay, which
    read_games leaves out. Other formats are read whole. Raises GameFileError like read_games."""
    name = os.fspath(path)
    data = read_file(name)
    if sniff_not_a_game(data) is None and not data.startswith((cbr.LIBRARY_MAGIC, cbr.RECORD_MAGIC, b"XQ")):
        text, _encoding = decode_text(data)
        if text_format(text) == "pgn":
            headers = read_pgn_headers(text)
            if headers:
                return headers
    return [dict(tree.headers) for tree in read_bytes(data, name)]


MAX_FILE_BYTES = 1 << 30        # a game file larger than this is refused (no game collection comes near it)


def read_file(name: str) -> bytes:
    """The bytes of a game file (GameFileError of kind CANNOT_OPEN if it cannot be read). Only a regular
    file (links followed) of at most MAX_FILE_BYTES is read (app.formats.safety.read_regular): a named
    pipe used to block the reader for ever (before its first byte, so that no Cancel could end it), a
    device such as /dev/zero to fill the memory."""
    try:
        return read_regular(name, MAX_FILE_BYTES)
    except ValueError as exc:                   # a NUL in the name
        _cannot_open(name, str(exc))
    except OSError as exc:
        if exc.errno == errno.EFBIG:
            _cannot_open(name, f"more than a game file may have ({MAX_FILE_BYTES} bytes)")
        _cannot_open(name, str(exc.strerror or exc))


def _cannot_open(name: str, why: str) -> NoReturn:
    reason = f"cannot open the file: {why}"
    raise GameFileError(reason, path=name, problem=ReadProblem(ProblemKind.CANNOT_OPEN, reason)) from None


def read_bytes(data: bytes, name: str = "<bytes>", errors: str = "warn") -> GameList:
    """Every game in the bytes of a file named `name` (used in messages and to help sniffing)."""
    if errors not in ERROR_MODES:
        raise ValueError(f"errors must be one of {ERROR_MODES}, not {errors!r}")
    kind = sniff_not_a_game(data)
    if kind is not None:
        reason = "the file is empty" if kind == "empty" else f"not a game file ({kind} data)"
        raise GameFileError(reason, path=name,
                            problem=ReadProblem(ProblemKind.NOT_A_GAME_FILE, reason, file_kind=kind))
    if data.startswith(cbr.LIBRARY_MAGIC):
        out = _read_cbl(data, name)
    elif data.startswith(cbr.RECORD_MAGIC):
        out = _single(data, name, "cbr", lambda: cbr.read_cbr(data))
    elif data.startswith(b"XQ") and (name.lower().endswith(".xqf") or
                                     (len(data) >= xqf.HEADER_SIZE and data[2] <= 0x12)):
        out = _single(data, name, "xqf", lambda: xqf.read_xqf(data))
    else:
        text, encoding = decode_text(data)
        out = _read_text(text, name)
        out.encoding = encoding
    return _finish(out, errors)


def read_text(text: str, name: str = "<text>", errors: str = "warn") -> GameList:
    """Every game in a text (PGN, bare movetext, WXF file or DhtmlXQ)."""
    if errors not in ERROR_MODES:
        raise ValueError(f"errors must be one of {ERROR_MODES}, not {errors!r}")
    return _finish(_read_text(text, name), errors)


def _single(data: bytes, name: str, fmt: str, reader: Callable[[], GameTree]) -> GameList:
    out = GameList(path=name, fmt=fmt)
    try:
        out.add_game(reader(), 1)
    except GameFileError as exc:
        out.errors.append(exc.located(path=name, game=1))
    return out


def _read_cbl(data: bytes, name: str) -> GameList:
    out = GameList(path=name, fmt="cbl")
    try:
        title, offsets = cbr.library_records(data)
    except GameFileError as exc:
        out.errors.append(exc.located(path=name))
        return out
    n = 0
    for i, start in enumerate(offsets):
        end = offsets[i + 1] if i + 1 < len(offsets) else len(data)
        try:
            tree = cbr.read_cbr(data[start:end], base=start)
        except cbr.EmptyBoard as exc:
            out.note(ReadProblem(ProblemKind.SECTION_SKIPPED, f"record {i + 1} at byte {start} is a section "
                                 f"header, not a game: {exc.reason}", game=i + 1, lost=1, byte_offset=start))
            continue
        except GameFileError as exc:
            out.errors.append(exc.located(path=name, game=i + 1))
            continue
        n += 1
        if title:
            tree.headers.setdefault("Library", title)
        out.add_game(tree, i + 1)
    return out


_WXF_FILE = re.compile(r"^[^\S\n]*START\s*\{", re.MULTILINE)
_WXF_END = re.compile(r"\}\s*END", re.MULTILINE)
_WXF_TAGS = {"RED": "Red", "BLACK": "Black", "DATE": "Date", "GAME": "Event", "EVENT": "Event",
             "SITE": "Site", "ROUND": "Round", "RESULT": "Result", "OPENING": "Opening"}
# How a PGN text starts: a tag pair, or movetext (a comment, a move number, a FEN line).
_PGN_TAG_START = re.compile(r'\ufeff?\s*+\[[ \t]*[A-Za-z0-9_]+[ \t]*"')
_PGN_MOVETEXT_START = re.compile(r"\ufeff?\s*+(?:[{;]|\d|[1-9kabnrcpehKABNRCPEH]+/)")
_DHTMLXQ_FIELD = re.compile(r"\[DhtmlXQ_[A-Za-z0-9_]+\]", re.IGNORECASE)


def starts_with_tag_pair(text: str) -> bool:
    """True if the text begins (after white space) with a PGN tag pair: it is read as PGN."""
    return _PGN_TAG_START.match(text) is not None


def text_format(text: str) -> str:
    """How a text is read, decided by its structure: 'pgn', 'dhtmlxq' or 'wxf' (linear in the text).

    A text that starts with a PGN tag pair is PGN, whatever its comments hold (a DhtmlXQ block quoted
    in a comment of our own saves included). Otherwise a [DhtmlXQ] block anywhere (at top level, in a
    forum post or deep in an HTML page) makes it DhtmlXQ, unless the text starts as PGN movetext and the
    block lies inside a brace comment. Bare DhtmlXQ fields with no [DhtmlXQ] wrapper count as one block.
    The WXF file format starts with FORMAT and holds START{...}END."""
    if starts_with_tag_pair(text):
        return "pgn"
    movetext = _PGN_MOVETEXT_START.match(text) is not None
    pos = dhtmlxq.first_block(text)
    if pos < 0 and not movetext:
        field = _DHTMLXQ_FIELD.search(text)
        pos = -1 if field is None else field.start()
    if pos >= 0 and not (movetext and _inside_brace_comment(text, pos)):
        return "dhtmlxq"
    if re.match(r"\s*FORMAT\b", text) and _WXF_FILE.search(text) is not None:
        return "wxf"
    return "pgn"


def _inside_brace_comment(text: str, pos: int) -> bool:
    """True if `pos` lies inside a {...} comment of PGN movetext (linear: one scan over the text before
    it, in C, comment by comment)."""
    inside = False
    for brace in re.finditer(r"[{}]", text[:pos]):
        if brace.group() == "{":
            inside = True
        elif inside:
            inside = False
    return inside


def _read_text(text: str, name: str) -> GameList:
    fmt = text_format(text)
    if fmt == "dhtmlxq":
        out = GameList(path=name, fmt="dhtmlxq")
        loc = Locator(text)
        found = dhtmlxq.blocks(text) or [(0, text)]   # bare fields: the whole text is the block
        for i, (pos, body) in enumerate(found):
            try:
                out.add_game(dhtmlxq.read_block(body), i + 1)
            except GameFileError as exc:
                if exc.line is None:
                    exc.line = loc.line(pos)
                out.errors.append(exc.located(path=name, game=i + 1))
        return out
    start = _WXF_FILE.search(text) if fmt == "wxf" else None
    if start is not None:
        return _read_wxf_file(text, name, start)
    out = GameList(path=name, fmt="pgn")
    for i, item in enumerate(read_pgn_text(text)):
        if isinstance(item, GameFileError):
            out.errors.append(item.located(path=name, game=i + 1))
        else:
            out.add_game(item, i + 1)
    if not out and _not_a_game(text, out):
        reason = f"no game found (read as {out.format}): this does not look like a game file"
        kind = "binary" if looks_binary(text) else "text"
        raise GameFileError(reason, path=name,
                            problem=ReadProblem(ProblemKind.NOT_A_GAME_FILE, reason, file_kind=kind))
    return out


# Signs of a game in a text: a tag, a move number, an ICCS, WXF or Chinese move.
_GAME_HINT = re.compile(r"^[^\S\n]*\[[A-Za-z0-9_]+\s*\"|(?<![\w.])\d{1,3}\s*\.|[a-iA-I][0-9]-?[a-iA-I][0-9]"
                        r"|[进退平進]|[RNHBEAKCP][1-9+\-=.][1-9]", re.MULTILINE)


def _not_a_game(text: str, out: GameList) -> bool:
    """True if a text from which no game was read has nothing of a game file: binary data, or no tag,
    move number or move, and every error at the first move."""
    if looks_binary(text):
        return True
    if _GAME_HINT.search(text, 0, 65536):
        return False
    return all(err.problem.after_ply in (0, None) for err in out.errors)


def _read_wxf_file(text: str, name: str, start: re.Match[str]) -> GameList:
    """The WXF file format: 'KEY<tab>value' lines, an optional /*comment*/, then START{ moves }END."""
    out = GameList(path=name, fmt="wxf")
    headers: dict[str, str] = {}
    comments = []
    head = text[:start.start()]
    for m in re.finditer(r"/\*(.*?)\*/", head, re.DOTALL):
        comments.append(m.group(1).strip())
    head = re.sub(r"/\*.*?\*/", "", head, flags=re.DOTALL)
    for line in head.splitlines():
        parts = line.strip().split(None, 1)
        if len(parts) == 2 and parts[0].upper() in _WXF_TAGS:
            value = parts[1].strip().rstrip(";").strip()
            if value:
                headers[_WXF_TAGS[parts[0].upper()]] = value
    end_m = _WXF_END.search(text, start.end())
    end = end_m.start() if end_m else len(text)
    items = read_pgn_text(text, start=start.end(), end=end)
    for i, item in enumerate(items or [None]):
        if isinstance(item, GameFileError):
            out.errors.append(item.located(path=name, game=i + 1))
            continue
        tree = item if item is not None else ReadTree()
        for k, v in headers.items():
            tree.headers.setdefault(k, v)
        if comments and not tree.root.comment:
            tree.root.comment = "\n".join(comments)
        out.add_game(tree, i + 1)
    if end_m is None:
        out.note(ReadProblem(ProblemKind.TRUNCATED, "no '}END' after the moves"))
    return out


def _finish(out: GameList, errors: str) -> GameList:
    out.collect_problems()
    if errors == "strict":
        if out.errors:
            raise out.errors[0]
        for i, tree in enumerate(out):
            if tree.warnings:
                first = problems_of(tree)
                raise GameFileError(tree.warnings[0], path=out.path, game=i + 1,
                                    problem=first[0].located(game=i + 1, index=i) if first else None)
        if out.warnings:
            first_file = next((p for p in out.problems if p.index is None and p.kind != ProblemKind.GAME_LEFT_OUT),
                              None)
            raise GameFileError(out.warnings[0], path=out.path, problem=first_file)
    if not out:
        if out.errors:
            raise out.errors[0]
        raise GameFileError(f"no game found (read as {out.format or 'text'})", path=out.path)
    return out


# ----- writing ---------------------------------------------------------------------------------
def write_pgn(games: GameTree | Iterable[GameTree], path: str | os.PathLike[str], notation: str = "chinese",
              encoding: str = "utf-8", clocks: bool = True, opening_tags: bool = True) -> None:
    """Write games as PGN, atomically: the old file stays whole if anything fails.

    notation: 'chinese' (炮二平五), 'wxf' (C2.5) or 'iccs' (H2-E2); encoding: 'utf-8' (default) or
    e.g. 'gbk' for old Chinese programs; clocks=False leaves the [%clk] times out of the comments;
    opening_tags=False leaves out the [ECCO], [Opening] and [Variation] tags a game lacks (pgn_write).
    """
    if isinstance(games, GameTree):
        games = [games]
    text = "\n".join(dumps_pgn(g, notation, clocks=clocks, opening_tags=opening_tags) for g in games)
    atomic_write_bytes(path, text.encode(encoding))

