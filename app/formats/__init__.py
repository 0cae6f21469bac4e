"""Saved games: readers and writers (pure Python; depends on app.model only, never on Qt).

Reading::

    games = read_games("file.pgn")          # a GameList (a list of GameTree)
    games[0].mainline()                     # ['h2e2', 'h9g7', ...]
    games[0].headers                        # {'Event': ..., 'Red': ..., 'Result': ...}
    games.errors                            # GameFileError for each game that could not be read
    games.warnings                          # notes about the file (skipped section headers, ...)
    games[0].warnings                       # problems worked around inside that game

``read_games(path, errors="warn")`` reads every game it can: a game that cannot be read is left out
and its GameFileError (naming the file, game number, line or byte offset and offending token) goes
to ``games.errors``. If no game at all can be read, the first error is raised. With
``errors="strict"`` the first problem of any kind (also a worked-around one) is raised.

Formats, recognised by content (not by extension): PGN (Chinese programs' dialect with ICCS, WXF or
Chinese moves, and the WinBoard/pychess one), bare movetext (ICCS/WXF/Chinese, optionally after a
FEN line), the WXF file format (FORMAT/START{...}END), XQF 1.0-1.8, DhtmlXQ/UBB (also inside HTML),
CCBridge CBR and CBL. Text encodings: UTF-8 with or without BOM, UTF-16, GBK/GB18030, Big5.

Writing: ``write_pgn(games, path, notation="chinese"|"wxf"|"iccs")`` writes atomically (a temporary
file in the same folder, fsync, os.replace): a failed save never harms the existing file.
``dumps_pgn(game, notation)`` gives the text of one game.
"""

from __future__ import annotations

import os
import re
from typing import Callable, Iterable

from app.model.tree import GameTree, Node

from . import cbr, dhtmlxq, xqf
from .atomic import atomic_write_bytes
from .errors import GameFileError
from .pgn import Locator, dumps_pgn, read_pgn_text
from .textio import decode_text

__all__ = ["read_games", "read_bytes", "read_text", "write_pgn", "dumps_pgn", "GameFileError", "GameList",
           "GameTree", "Node"]

ERROR_MODES = ("warn", "strict")


class GameList(list[GameTree]):
    """The games read from one file, with the problems met: ``errors`` (GameFileError of each game left
    out) and ``warnings`` (notes about the file); ``format`` and ``encoding`` say how it was read."""

    def __init__(self, games: Iterable[GameTree] = (), *, path: str | None = None, fmt: str = "",
                 encoding: str = "") -> None:
        super().__init__(games)
        self.path = path
        self.format = fmt
        self.encoding = encoding
        self.errors: list[GameFileError] = []
        self.warnings: list[str] = []


def read_games(path: str | os.PathLike[str], errors: str = "warn") -> GameList:
    """Every game in a file (see the module doc for `errors`); raises GameFileError."""
    name = os.fspath(path)
    try:
        with open(name, "rb") as fh:
            data = fh.read()
    except OSError as exc:
        raise GameFileError(f"cannot open the file: {exc.strerror or exc}", path=name) from None
    return read_bytes(data, name, errors)


def read_bytes(data: bytes, name: str = "<bytes>", errors: str = "warn") -> GameList:
    """Every game in the bytes of a file named `name` (used in messages and to help sniffing)."""
    if errors not in ERROR_MODES:
        raise ValueError(f"errors must be one of {ERROR_MODES}, not {errors!r}")
    if not data:
        raise GameFileError("the file is empty", path=name)
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
        out.append(reader())
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
            out.warnings.append(f"record {i + 1} at byte {start} is a section header, not a game: "
                                f"{exc.reason}")
            continue
        except GameFileError as exc:
            out.errors.append(exc.located(path=name, game=i + 1))
            continue
        n += 1
        if title:
            tree.headers.setdefault("Library", title)
        out.append(tree)
    return out


_WXF_FILE = re.compile(r"^\s*START\s*\{", re.MULTILINE)
_WXF_END = re.compile(r"\}\s*END", re.MULTILINE)
_WXF_TAGS = {"RED": "Red", "BLACK": "Black", "DATE": "Date", "GAME": "Event", "EVENT": "Event",
             "SITE": "Site", "ROUND": "Round", "RESULT": "Result", "OPENING": "Opening"}


def _read_text(text: str, name: str) -> GameList:
    if "[dhtmlxq" in text[:200000].lower():
        out = GameList(path=name, fmt="dhtmlxq")
        loc = Locator(text)
        for i, (pos, body) in enumerate(dhtmlxq.blocks(text)):
            try:
                out.append(dhtmlxq.read_block(body))
            except GameFileError as exc:
                if exc.line is None:
                    exc.line = loc.line(pos)
                out.errors.append(exc.located(path=name, game=i + 1))
        return out
    start = _WXF_FILE.search(text)
    if start is not None and re.match(r"\s*FORMAT\b", text):
        return _read_wxf_file(text, name, start)
    out = GameList(path=name, fmt="pgn")
    for i, item in enumerate(read_pgn_text(text)):
        if isinstance(item, GameFileError):
            out.errors.append(item.located(path=name, game=i + 1))
        else:
            out.append(item)
    return out


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
        tree = item if item is not None else GameTree()
        for k, v in headers.items():
            tree.headers.setdefault(k, v)
        if comments and not tree.root.comment:
            tree.root.comment = "\n".join(comments)
        out.append(tree)
    if end_m is None:
        out.warnings.append("no '}END' after the moves")
    return out


def _finish(out: GameList, errors: str) -> GameList:
    if errors == "strict":
        if out.errors:
            raise out.errors[0]
        for i, tree in enumerate(out):
            if tree.warnings:
                raise GameFileError(tree.warnings[0], path=out.path, game=i + 1)
        if out.warnings:
            raise GameFileError(out.warnings[0], path=out.path)
    if not out:
        if out.errors:
            raise out.errors[0]
        raise GameFileError(f"no game found (read as {out.format or 'text'})", path=out.path)
    return out


# ----- writing ---------------------------------------------------------------------------------
def write_pgn(games: GameTree | Iterable[GameTree], path: str | os.PathLike[str], notation: str = "chinese",
              encoding: str = "utf-8") -> None:
    """Write games as PGN, atomically: the old file stays whole if anything fails.

    notation: 'chinese' (炮二平五), 'wxf' (C2.5) or 'iccs' (H2-E2); encoding: 'utf-8' (default) or
    e.g. 'gbk' for old Chinese programs.
    """
    if isinstance(games, GameTree):
        games = [games]
    text = "\n".join(dumps_pgn(g, notation) for g in games)
    atomic_write_bytes(path, text.encode(encoding))

