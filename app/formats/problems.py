"""What a reader met in a file, as values the view can word in the user's language.

A ``ReadProblem`` says what was lost (``kind``), in which game (``game``, 1-based in the file) and
after which move (``after_move``, the last good move, with ``board_fen_before`` so the view can write
it in any notation, e.g. "12…马3进4"); a move that could not be taken is named as written (``token``)
with the reason (``fault``: not a move, not legal there, ambiguous). ``detail`` is technical English
for logs (it is also what the old ``warnings`` lists hold); ``byte_offset`` and ``line`` are for experts.

``ReadTree`` is the GameTree readers return: a GameTree with the ``problems`` met in that game.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum

from app.model import FenError, Move
from app.model.tree import GameTree, Node


class ProblemKind(StrEnum):
    """What kind of thing a reader lost or worked around."""

    MOVES_LOST = "moves-lost"                  # a bad move record: it and the moves after it were dropped
    VARIATION_DROPPED = "variation-dropped"    # a whole variation could not be attached
    SECTION_SKIPPED = "section-skipped"        # a library record that is a section header, not a game
    TRUNCATED = "truncated"                    # the file (or a game) ends early
    COMMENT_DROPPED = "comment-dropped"        # a comment with no move to go with
    UNMATCHED_PAREN = "unmatched-paren"        # a ')' with no '(' (ignored) or a '(' never closed
    AMBIGUOUS_MOVE = "ambiguous-move"          # a move that fits two; read as the one the game goes on with
    GAME_LEFT_OUT = "game-left-out"            # a game that could not be read at all (see GameList.errors)
    NOT_A_GAME_FILE = "not-a-game-file"        # the file is no game file (an image, an archive, random bytes)
    CANNOT_OPEN = "cannot-open"                # the file could not be opened (missing, no permission)
    NO_MOVES = "no-moves"                      # a game with no moves: no puzzle (read as a puzzle collection)
    READER_FAILED = "reader-failed"            # the reader itself failed (a bug): detail says how


class MoveFault(StrEnum):
    """Why a move of a text could not be taken (ReadProblem.fault; the view words it)."""

    UNREADABLE = "unreadable"      # the text names no move in any notation we read
    ILLEGAL = "illegal"            # it names a move that is not legal in the position reached
    AMBIGUOUS = "ambiguous"        # it fits several moves and the rest of the game does not say which


@dataclass(frozen=True)
class ReadProblem:
    """One problem met while reading a file (None: unknown or not applicable)."""

    kind: ProblemKind
    detail: str = ""                       # technical English, for logs
    game: int | None = None                # 1-based number of the game (record) in the file
    index: int | None = None               # 0-based position of that game in the GameList (None: not in it)
    after_ply: int | None = None           # plies from the start to the last good move (0: before any move)
    after_move: Move | None = None         # the last good move before the loss
    board_fen_before: str | None = None    # the position before after_move (to write it in a notation)
    lost: int | None = None                # how many moves (or records) were lost
    byte_offset: int | None = None         # where in a binary file
    line: int | None = None                # where in a text file (1-based)
    file_kind: str | None = None           # NOT_A_GAME_FILE: 'empty', 'png', 'jpeg', 'zip', ..., 'binary', 'text'
    token: str | None = None               # the text of the first move that could not be taken, as written
    fault: MoveFault | None = None         # why that move could not be taken
    # GAME_LEFT_OUT: the game's start position cannot be played, and why (an exception, so not compared:
    # `detail` says the same, and a problem stays equal to itself sent to another process)
    position: FenError | None = field(default=None, compare=False)

    def located(self, *, game: int | None = None, index: int | None = None) -> ReadProblem:
        """This problem with the game number and list position filled in (where still unknown)."""
        return replace(self, game=self.game if self.game is not None else game,
                       index=self.index if self.index is not None else index)


class ReadTree(GameTree):
    """A GameTree read from a file, with the problems met in it (``warnings`` holds their details)."""

    def __init__(self, fen: str | None = None, headers: dict[str, str] | None = None) -> None:
        super().__init__(fen, headers)
        self.problems: list[ReadProblem] = []

    def note(self, problem: ReadProblem) -> None:
        """Record a problem (and its detail in the old ``warnings`` list)."""
        self.problems.append(problem)
        self.warnings.append(problem.detail)


def after_node(tree: GameTree, node: Node, kind: ProblemKind, detail: str, *, lost: int | None = None,
               byte_offset: int | None = None, line: int | None = None) -> ReadProblem:
    """A problem met after `node` (the last good move; the root: before any move)."""
    if node.move is None or node.parent is None:
        return ReadProblem(kind, detail, after_ply=0, lost=lost, byte_offset=byte_offset, line=line)
    return ReadProblem(kind, detail, after_ply=node.ply, after_move=node.move,
                       board_fen_before=tree.board_at(node.parent).fen(), lost=lost,
                       byte_offset=byte_offset, line=line)


def problems_of(tree: GameTree) -> list[ReadProblem]:
    """The problems a reader met in a tree ([] for a tree not read from a file)."""
    return list(tree.problems) if isinstance(tree, ReadTree) else []


# ----- files that are not game files ------------------------------------------------------------
_MAGIC: tuple[tuple[bytes, str], ...] = (
    (b"\x89PNG\r\n\x1a\n", "png"), (b"\xff\xd8\xff", "jpeg"), (b"GIF87a", "gif"), (b"GIF89a", "gif"),
    (b"%PDF-", "pdf"), (b"PK\x03\x04", "zip"), (b"PK\x05\x06", "zip"), (b"PK\x07\x08", "zip"),
    (b"\x7fELF", "elf"), (b"\x1f\x8b", "gzip"), (b"7z\xbc\xaf\x27\x1c", "7z"), (b"Rar!\x1a\x07", "rar"),
    (b"\xfd7zXZ\x00", "xz"), (b"\x28\xb5\x2f\xfd", "zstd"), (b"SQLite format 3\x00", "sqlite"),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "ole"), (b"\xca\xfe\xba\xbe", "mach-o"),
    (b"\xcf\xfa\xed\xfe", "mach-o"), (b"OggS", "ogg"), (b"ID3", "mp3"), (b"II*\x00", "tiff"),
    (b"MM\x00*", "tiff"), (b"wOFF", "woff"), (b"wOF2", "woff"), (b"\x00\x01\x00\x00\x00", "ttf"),
)


def sniff_not_a_game(data: bytes) -> str | None:
    """The kind of a file that is certainly not a game file, by its magic bytes (None: it may be one)."""
    if not data:
        return "empty"
    for magic, kind in _MAGIC:
        if data.startswith(magic):
            return kind
    if data.startswith(b"RIFF") and data[8:12] in (b"WEBP", b"WAVE", b"AVI "):
        return {b"WEBP": "webp", b"WAVE": "wav", b"AVI ": "avi"}[data[8:12]]
    if data.startswith(b"MZ") and b"PE\x00\x00" in data[:1024]:
        return "exe"
    if data.startswith(b"BM") and len(data) > 26 and b"\x00" in data[2:26]:
        return "bmp"
    return None


def looks_binary(text: str) -> bool:
    """True if decoded text is mostly not text (control characters and undecodable bytes)."""
    sample = text[:4096]
    if not sample:
        return False
    bad = sum(1 for c in sample if c == "\ufffd" or (c < " " and c not in "\t\n\r\f\v\x1a"))
    return bad * 10 > len(sample)
