"""CCBridge records (.cbr) and libraries (.cbl), binary, strings in UTF-16LE.

Record layout (facts, checked on the sample files): 'CCBridge Record\\0' magic; UTF-16LE strings cut at
the first NUL (garbage may follow it) at title 180 (128 bytes), event 692 (64), Red 1076 (64),
Black 1300 (64); result byte at 2076 (0 unknown, 1 Red wins, 2 Black wins, 3/4 draw); side to move
at 2116 (1 = Red); the board at 2120, 90 bytes, row by row from Black's side (0x11-0x17 Red rook,
horse, elephant, advisor, king, cannon, pawn; 0x21-0x27 Black). Moves from byte 2214: a first
4-byte record whose flag 0x04 says a comment before the first move follows, then 4-byte move
records (flags, 0, from, to; a square is row * 9 + file, rows from Black's side). Flags: 0x01 the
line ends, 0x02 a variation (next sibling) follows the continuation, 0x04 a comment follows
(4-byte length in bytes, then UTF-16LE text). Records are in pre-order, as in XQF.

A library has the 'CCBridgeLibrary\\0' magic and holds records at 4096-byte steps.
"""

from __future__ import annotations

from app.model.tree import GameTree

from .errors import GameFileError
from .problems import ReadTree
from .records import PreorderBuilder

RECORD_MAGIC = b"CCBridge Record\x00"
LIBRARY_MAGIC = b"CCBridgeLibrary\x00"
MOVES_AT = 2214
_PIECES = {0x11: "R", 0x12: "N", 0x13: "B", 0x14: "A", 0x15: "K", 0x16: "C", 0x17: "P",
           0x21: "r", 0x22: "n", 0x23: "b", 0x24: "a", 0x25: "k", 0x26: "c", 0x27: "p"}
_RESULTS = {0: "*", 1: "1-0", 2: "0-1", 3: "1/2-1/2", 4: "1/2-1/2"}
_STRINGS = (("Title", 180, 128), ("Event", 692, 64), ("Red", 1076, 64), ("Black", 1300, 64))


def _utf16(raw: bytes) -> str:
    for i in range(0, len(raw) - 1, 2):
        if raw[i] == 0 and raw[i + 1] == 0:
            raw = raw[:i]
            break
    return raw[: len(raw) & ~1].decode("utf-16-le", "replace").strip()


class EmptyBoard(GameFileError):
    """A record with no pieces (libraries use them as section headers)."""


def read_cbr(data: bytes, base: int = 0) -> GameTree:
    """The game tree of one CCBridge record (`base` is its offset in a library, for messages)."""
    if not data.startswith(RECORD_MAGIC):
        raise GameFileError("not a CCBridge record (no 'CCBridge Record' magic)", offset=base)
    if len(data) < MOVES_AT:
        raise GameFileError(f"a CCBridge record has a {MOVES_AT}-byte header; this one has {len(data)} bytes",
                            offset=base)
    headers = {}
    for name, off, size in _STRINGS:
        value = _utf16(data[off:off + size])
        if value:
            headers[name] = value
    headers["Result"] = _RESULTS.get(data[2076], "*")
    side = "w" if data[2116] == 1 else "b"
    rows = []
    count = 0
    for y in range(10):
        row, empty = "", 0
        for x in range(9):
            code = data[2120 + y * 9 + x]
            letter = _PIECES.get(code)
            if letter is None:
                empty += 1
                continue
            count += 1
            row += (str(empty) if empty else "") + letter
            empty = 0
        rows.append(row + (str(empty) if empty else ""))
    if count == 0:
        raise EmptyBoard(f"no pieces on the board (title {headers.get('Title', '')!r})", offset=base + 2120)
    fen = f"{'/'.join(rows)} {side} - - 0 1"
    try:
        tree = ReadTree(fen, headers)
    except ValueError as exc:
        raise GameFileError(f"bad start position: {exc}", offset=base + 2120, token=fen) from None
    _read_moves(tree, data, base)
    return tree


def _read_moves(tree: ReadTree, data: bytes, base: int) -> None:
    pos = MOVES_AT
    n = len(data)

    def comment() -> str:
        nonlocal pos
        if pos + 4 > n:
            raise GameFileError("the record ends inside a comment length", offset=base + pos)
        length = int.from_bytes(data[pos:pos + 4], "little", signed=True)
        pos += 4
        if length < 0 or pos + length > n:
            raise GameFileError(f"a comment of {length} bytes runs past the end of the record",
                                offset=base + pos - 4)
        text = _utf16(data[pos:pos + length])
        pos += length
        return text

    if pos + 4 > n:
        return
    flags = data[pos]
    pos += 4
    if flags & 0x04:
        tree.root.comment = comment()
    builder = PreorderBuilder(tree, lambda s: (9 - s // 9) * 9 + s % 9)  # CBR counts ranks from Black's side
    while builder.stack and pos + 4 <= n:
        rec = data[pos:pos + 4]
        if rec == b"\x00\x00\x00\x00":
            break
        offset = base + pos
        flags, _, frm, to = rec
        pos += 4
        text = comment() if flags & 0x04 else ""
        builder.add(builder.stack.pop(), frm, to, not flags & 0x01, bool(flags & 0x02), text, offset)
    builder.finish()


def library_records(data: bytes) -> tuple[str, list[int]]:
    """A library's name and the offsets of its records."""
    if not data.startswith(LIBRARY_MAGIC):
        raise GameFileError("not a CCBridge library (no 'CCBridgeLibrary' magic)", offset=0)
    name = _utf16(data[64:576]) if len(data) >= 576 else ""
    offsets: list[int] = []
    first = data.find(RECORD_MAGIC, len(LIBRARY_MAGIC))
    if first < 0:
        return name, offsets
    pos = first
    while 0 <= pos < len(data):
        offsets.append(pos)
        nxt = data.find(RECORD_MAGIC, pos + 1)
        while nxt >= 0 and (nxt - first) % 4096:
            nxt = data.find(RECORD_MAGIC, nxt + 1)
        pos = nxt
    return name, offsets
