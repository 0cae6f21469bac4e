"""Large game files read lazily: index the games once, parse a game when it is asked for.

``open_collection(path, progress=None, cancel=None)`` gives a :class:`GameCollection`. A PGN file of
``LAZY_FROM`` bytes or more (beginning with a tag) is indexed in one linear pass over its text: per
game only where its bytes start, its first line and its headers are kept (not the decoded text), and
``collection.game(i)`` decodes and parses that game's bytes with the PGN reader. Smaller files and the
other formats are read whole by ``read_bytes``, as before, behind the same interface.

A PGN file of any size can also be streamed (the game library does): ``decode_pieces`` decodes it a
chunk at a time in the encoding ``choose_encoding`` picks from its first bytes, ``split_pgn`` cuts the
pieces into games exactly where the reader cuts the whole text, and ``read_pgn_piece`` reads a game.

``progress(fraction)`` is called now and then while reading; ``cancel()`` returning True stops the
reading with :class:`LoadCancelled`. Neither touches anything but its arguments, so both may be called
on a worker thread.
"""

from __future__ import annotations

import codecs
import os
import re
import sys
from array import array
from collections.abc import Callable, Iterable, Iterator, Mapping

from app.model.tree import GameTree

from . import GameFileError, GameList, read_bytes, read_file, starts_with_tag_pair
from .pgn import Locator, read_pgn_text
from .pgn_escape import unescape_tag
from .problems import ReadProblem, problems_of, sniff_not_a_game
from .textio import decode_text

__all__ = ["open_collection", "index_pgn_text", "GameCollection", "LoadCancelled", "LAZY_FROM", "choose_encoding",
           "decode_tolerant", "decode_pieces", "split_pgn", "read_pgn_piece"]

LAZY_FROM = 2_000_000          # bytes: smaller files are read whole (every problem known at once)
Progress = Callable[[float], None]
Cancel = Callable[[], bool]

# What decides where a game starts, as the PGN reader cuts games: tags, and the comments and escape
# lines in which a '[' is no tag. A tag after any other token starts a new game.
# A tag is read as the reader reads it: its value ends at the first unescaped quote; one with bare
# quotes in its value (other programs write them) is read up to the first '"]', only at a line start.
_TAG = re.compile(r'\[[ \t]*([A-Za-z0-9_]+)[ \t]*"([^"\\\n]*+(?:\\[^\n][^"\\\n]*+)*+)"[ \t]*\]')
_LENIENT_TAG = re.compile(r'\[[ \t]*([A-Za-z0-9_]+)[ \t]*"([^\n]*?)"[ \t]*\]')
_COMMENT = re.compile(r"\{[^}]*\}?")
_TO_LINE_END = re.compile(r"[^\n]*")
_NONSPACE = re.compile(r"\S")
_TOKEN_END = frozenset(" \t\r\n\f\v[]{}();$")   # a '%' after one of these (or first) starts an escape line
_STEP = 1 << 20                  # characters between progress reports


class LoadCancelled(Exception):
    """The reading was cancelled (``cancel()`` returned True)."""


class _Index:
    """Where each game starts (character offset, 1-based line) and its headers."""

    def __init__(self) -> None:
        self.starts = array("q")
        self.lines = array("q")
        self.headers: list[dict[str, str]] = []


def index_pgn_text(text: str, progress: Progress | None = None, cancel: Cancel | None = None
                   ) -> tuple[list[int], list[int], list[dict[str, str]]]:
    """(start offsets, first lines, headers) of each game of a PGN text, cut where the PGN reader cuts."""
    index = _index(text, progress, cancel)
    return list(index.starts), list(index.lines), index.headers


def _index(text: str, progress: Progress | None, cancel: Cancel | None) -> _Index:
    out = _Index()
    values: dict[str, str] = {}          # one copy of each header value (events and dates repeat)
    headers: dict[str, str] = {}
    tokens = False                       # the current game has a token besides tags
    start, prev, pos, line, line_at, report = 0, 0, 0, 1, 0, _STEP
    size = len(text)
    ahead = dict.fromkeys("[{;%", -1)    # the next place of each special character at or after pos
    while True:
        for char, where in ahead.items():
            if where < pos:
                found = text.find(char, pos)
                ahead[char] = found if found >= 0 else size
        at = min(ahead.values())
        if at >= size:
            break
        if at >= report:
            report = at + _STEP
            if cancel is not None and cancel():
                raise LoadCancelled
            if progress is not None:
                progress(at / size)
        if not tokens and _NONSPACE.search(text, prev, at) is not None:
            tokens = True
        char = text[at]
        if char == "[":
            tag = _TAG.match(text, at)
            if tag is None and (at == 0 or text[at - 1] == "\n"):
                tag = _LENIENT_TAG.match(text, at)
            if tag is None:              # a '[' that is no tag is a token
                tokens, pos = True, at + 1
                prev = pos
                continue
            if tokens:
                line += text.count("\n", line_at, start)
                line_at = start
                _add(out, start, line, headers)
                headers, tokens, start = {}, False, at
            value = unescape_tag(tag.group(2))
            headers[sys.intern(tag.group(1))] = values.setdefault(value, value)
            pos = prev = tag.end()
        elif char == "{":
            tokens = True
            pos = prev = _COMMENT.match(text, at).end()  # type: ignore[union-attr]  # always matches
        elif char == ";" or at == 0 or text[at - 1] in _TOKEN_END or _after_nag(text, at):
            tokens = tokens or char == ";"   # a ';' comment is a token, a '%' escape line is not
            pos = prev = _TO_LINE_END.match(text, at).end()  # type: ignore[union-attr]  # always matches
        else:
            pos = at + 1                 # a '%' inside a word (the word is in the gap before prev)
    if not tokens and _NONSPACE.search(text, prev) is not None:
        tokens = True
    if tokens or headers:
        line += text.count("\n", line_at, start)
        _add(out, start, line, headers)
    return out


def _after_nag(text: str, at: int) -> bool:
    """True if a NAG ('$12') ends just before `at` (a '$' always starts a token)."""
    i = at
    while i > 0 and text[i - 1].isdecimal():   # what \d matches in the reader's pattern
        i -= 1
    return i < at and i > 0 and text[i - 1] == "$"


def _add(out: _Index, start: int, line: int, headers: dict[str, str]) -> None:
    if "White" in headers and "Red" not in headers:   # as the reader names them
        headers = {("Red" if k == "White" else k): v for k, v in headers.items()}
    out.starts.append(start)
    out.lines.append(line)
    out.headers.append(headers)


class _ShiftedLocator(Locator):
    """Line numbers of a game's text as lines of the whole file."""

    def __init__(self, text: str, first_line: int) -> None:
        super().__init__(text)
        self.first_line = first_line

    def line(self, pos: int) -> int:
        """The 1-based line in the file of a position in the game's text."""
        return super().line(pos) + self.first_line - 1


class GameCollection:
    """The games of one file: their headers at once, each game parsed when asked for (``game(i)``).

    ``lazy`` says whether games are parsed on demand; ``problems`` holds the problems known so far
    (every one for a file read whole; for a lazy one, those of the games parsed so far)."""

    def __init__(self, path: str, fmt: str, encoding: str, eager: GameList | None = None) -> None:
        self.path = path
        self.format = fmt
        self.encoding = encoding
        self.eager = eager
        self.problems: list[ReadProblem] = list(eager.problems) if eager is not None else []
        self.errors: list[GameFileError] = list(eager.errors) if eager is not None else []
        self._data = b""
        self._text: str | None = None         # kept only when byte offsets cannot be used
        self._codec = ""
        self._offsets = array("q")           # byte (or character) offset of each game, then the end
        self._lines = array("q")
        self._headers: list[dict[str, str]] = []

    @property
    def lazy(self) -> bool:
        """True if games are parsed when asked for."""
        return self.eager is None

    def __len__(self) -> int:
        return len(self.eager) if self.eager is not None else len(self._headers)

    def headers(self, index: int) -> Mapping[str, str]:
        """The headers of game `index` (without parsing it for a lazy collection)."""
        if self.eager is not None:
            return self.eager[index].headers
        return self._headers[index]

    def number(self, index: int) -> int:
        """The 1-based number in the file of game `index`."""
        if self.eager is not None:
            return self.eager.numbers[index] if index < len(self.eager.numbers) else index + 1
        return index + 1

    def source_text(self, index: int) -> str:
        """The text of game `index` as it is in the file ('' for a collection read whole)."""
        if self.eager is not None:
            return ""
        if self._text is not None:
            return self._text[self._offsets[index]:self._offsets[index + 1]]
        return self._data[self._offsets[index]:self._offsets[index + 1]].decode(self._codec, "replace")

    def game(self, index: int) -> GameTree:
        """Game `index`, parsed now (lazy) or as read; raises GameFileError as the reader would."""
        if self.eager is not None:
            return self.eager[index]
        if not 0 <= index < len(self._headers):
            raise IndexError(index)
        text = self.source_text(index)
        items = read_pgn_text(text, loc=_ShiftedLocator(text, self._lines[index]))
        if not items:
            raise GameFileError("no game found (read as pgn)", path=self.path, game=index + 1)
        item = items[0]
        if isinstance(item, GameFileError):
            raise item.located(path=self.path, game=index + 1)
        return item

    def problems_of_game(self, index: int, tree: GameTree) -> list[ReadProblem]:
        """The problems met reading game `index` (its tree as ``game(index)`` gave it)."""
        if self.eager is not None:
            return self.eager.problems_of_game(index)
        return [p.located(game=index + 1, index=index) for p in problems_of(tree)]

    def set_source(self, data: bytes, codec: str, offsets: array[int], lines: array[int],
                   headers: list[dict[str, str]], text: str | None = None) -> None:
        """Hold an indexed file: its bytes (or text), game offsets with the end last, lines and headers."""
        self._data, self._codec, self._text = data, codec, text
        self._offsets, self._lines, self._headers = offsets, lines, headers


def open_collection(path: str | os.PathLike[str], progress: Progress | None = None,
                    cancel: Cancel | None = None, lazy_from: int | None = None) -> GameCollection:
    """The games of a file, indexed (a PGN of `lazy_from` bytes or more, default LAZY_FROM) or read
    whole; raises GameFileError or LoadCancelled."""
    name = os.fspath(path)
    data = read_file(name)
    if cancel is not None and cancel():
        raise LoadCancelled
    if len(data) >= (LAZY_FROM if lazy_from is None else lazy_from) and sniff_not_a_game(data) is None:
        text, encoding = _decode(data)
        if starts_with_tag_pair(text):
            collection = _indexed(name, data, text, encoding, progress, cancel)
            if collection is not None:
                return collection
        del text
    games = read_bytes(data, name)
    if progress is not None:
        progress(1.0)
    return GameCollection(name, games.format, games.encoding, games)


SAMPLE = 1 << 20   # bytes of a large file that choose its encoding
PIECE = 4 << 20    # bytes decoded at a time


def _decode(data: bytes) -> tuple[str, str]:
    """decode_text, choosing the encoding from the first megabyte (cut at a line end, which no
    multibyte character of these encodings contains) instead of scoring the whole file."""
    cut = data.rfind(b"\n", 0, SAMPLE) + 1
    if len(data) > 2 * SAMPLE and cut > 0:
        _, encoding = decode_text(data[:cut])
        if encoding in ("utf-8", "gb18030", "big5"):
            try:
                return _decode_in_pieces(data, encoding), encoding
            except UnicodeDecodeError:
                pass
    return decode_text(data)


def _decode_in_pieces(data: bytes, encoding: str) -> str:
    """data.decode(encoding) a few megabytes at a time (cut at line ends), so that no single call holds
    the interpreter for long and the GUI thread keeps running while a worker reads."""
    pieces, at = [], 0
    while at < len(data):
        cut = data.find(b"\n", at + PIECE)
        end = len(data) if cut < 0 else cut + 1
        pieces.append(data[at:end].decode(encoding))
        at = end
    return "".join(pieces)


def _indexed(name: str, data: bytes, text: str, encoding: str, progress: Progress | None,
             cancel: Cancel | None) -> GameCollection | None:
    index = _index(text, progress, cancel)
    if not index.headers:
        return None
    collection = GameCollection(name, "pgn", encoding)
    starts = index.starts
    starts.append(len(text))
    offsets = _byte_offsets(text, starts, data, encoding)
    if offsets is None:
        collection.set_source(b"", "", starts, index.lines, index.headers, text)
    else:
        codec = {"utf-8-sig": "utf-8", "utf-16": "utf-16-le" if data.startswith(b"\xff\xfe") else "utf-16-be"
                 }.get(encoding, encoding)
        collection.set_source(data, codec, offsets, index.lines, index.headers)
    if progress is not None:
        progress(1.0)
    return collection


def _byte_offsets(text: str, starts: array[int], data: bytes, encoding: str) -> array[int] | None:
    """The byte offsets of character offsets, if the text encodes back to exactly the file's bytes' sizes."""
    base = {"utf-8-sig": 3, "utf-16": 2}.get(encoding, 0)
    codec = {"utf-8-sig": "utf-8", "utf-16": "utf-16-le"}.get(encoding, encoding)
    out = array("q", [base])
    at = base
    try:
        for a, b in zip(starts, starts[1:], strict=False):
            at += len(text[a:b].encode(codec))
            out.append(at)
    except UnicodeEncodeError:
        return None
    if starts[0] != 0 or at != len(data):
        return None
    return out


# ----- streaming: a PGN file of any size read a piece at a time ------------------------------------
MAX_GAME = 4 << 20      # characters: a "game" longer than this is handed over as it is (a runaway comment)


def decode_tolerant(data: bytes) -> tuple[str, str]:
    """decode_text, except that a UTF-8 text with a stray few bytes that do not decode stays UTF-8 (they
    become U+FFFD in their own game) instead of turning the whole text into GB18030 or Big5."""
    text, encoding = decode_text(data)
    if encoding in ("gb18030", "big5"):
        utf8 = data.decode("utf-8", "replace")
        bad = utf8.count("\ufffd")
        wide = len(utf8) - len(utf8.encode("ascii", "ignore")) - bad
        if wide > 4 * bad:          # a text in another encoding has few valid UTF-8 sequences
            return utf8, "utf-8"
    return text, encoding


def choose_encoding(sample: bytes) -> str:
    """The encoding to stream a text with, chosen from its first bytes (cut at a line end) as
    decode_tolerant chooses it."""
    if sample.startswith(b"\xef\xbb\xbf"):
        return "utf-8-sig"
    cut = sample.rfind(b"\n") + 1
    return decode_tolerant(sample[:cut] if cut else sample)[1]


def decode_pieces(chunks: Iterable[bytes], encoding: str) -> Iterator[str]:
    """The text of a byte stream, piece by piece (undecodable bytes become U+FFFD; a character split
    between two chunks is decoded whole)."""
    decoder = codecs.getincrementaldecoder(encoding)("replace")
    for chunk in chunks:
        piece = decoder.decode(chunk)
        if piece:
            yield piece
    tail = decoder.decode(b"", final=True)
    if tail:
        yield tail


def split_pgn(pieces: Iterable[str], max_game: int = MAX_GAME) -> Iterator[tuple[int, str]]:
    """(first line in the file, text) of each game of a PGN text given in pieces, cut where the PGN
    reader cuts; only the game not yet finished is kept between pieces.

    Each piece is scanned up to its last line end with the index's scanner: every game it finds but the
    last ends before that line end, so it is cut exactly as in the whole text, and the scan starts
    again at the last game's start when more text comes."""
    carry, line = "", 1
    for piece in pieces:
        carry += piece
        cut = carry.rfind("\n") + 1
        if cut == 0 and len(carry) <= max_game:
            continue
        head = carry[:cut] if cut else carry
        index = _index(head, None, None)
        starts, lines = index.starts, index.lines
        if not starts:                   # white space only
            keep = len(head)
        else:
            for i in range(len(starts) - 1):
                yield line + lines[i] - 1, head[starts[i]:starts[i + 1]]
            keep = starts[-1]
            if len(carry) - keep > max_game:     # a runaway game: handed over as it is
                yield line + lines[-1] - 1, head[keep:]
                keep = len(head)
        line += head.count("\n", 0, keep)
        carry = carry[keep:]
    if carry:
        index = _index(carry, None, None)
        ends = [*index.starts[1:], len(carry)]
        for start, end, first in zip(index.starts, ends, index.lines, strict=True):
            yield line + first - 1, carry[start:end]


def read_pgn_piece(text: str, first_line: int, path: str, first_number: int) -> list[GameTree | GameFileError]:
    """The games of a piece of a PGN file (as split_pgn cuts them: normally one), each a GameTree or the
    GameFileError that stopped it, with the file's line numbers, the path and the game's number."""
    items = read_pgn_text(text, loc=_ShiftedLocator(text, first_line))
    out: list[GameTree | GameFileError] = []
    for i, item in enumerate(items):
        out.append(item.located(path=path, game=first_number + i) if isinstance(item, GameFileError) else item)
    return out
