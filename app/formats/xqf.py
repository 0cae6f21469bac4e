"""XQF, the binary format of XQStudio and most Chinese collections (versions 1.0 to 1.8).

Layout (facts from the XQStudio format description): a 1024-byte header, then move records.

- Header: 'XQ', version byte (0x0A = v1.0 ... 0x12 = v1.8), then the key bytes KeyMask (3),
  ProductId (4-7), KeyOrA-D (8-11), KeysSum (12), KeyXY (13), KeyXYf (14), KeyXYt (15); the 32 piece
  positions (16-47: Red R H E A K A E H R C C P P P P P, then Black in the same order; a position is
  file*10 + rank, rank 0 on Red's side, > 89 off the board); result (0x33: 0 unknown, 1 Red wins,
  2 Black wins, 3/4 draw); length-prefixed GBK strings: title 0x50, event 0xD0, date 0x110, site
  0x120, Red 0x130, Black 0x140, time rule 0x150, Red time 0x190, Black time 0x1A0, commentator
  0x1D0, author 0x1E0.
- Versions from 1.1 (0x0B) are scrambled: the positions are shifted by a key derived from KeyXY (and,
  from 1.2, rotated in the table), the move stream is masked by a 32-byte key made from the text
  '[(C) Copyright Mr. Dong Shiwei.]' and the key bytes, move squares are offset by two more keys
  and comment lengths by a fourth.
- Records (from byte 1024): 4 bytes (from + 0x18, to + 0x20, flags, reserved), then the comment.
  v1.0: flags high nibble = has a next move, low nibble = has a variation; a 4-byte comment length
  always follows. Later: flag 0x80 next, 0x40 variation, 0x20 comment (its length follows).
  The first record carries only the comment before the first move. Records are in pre-order: a
  move, its continuation (if 'next'), then its next sibling (if 'variation').

Bad records (a move from an empty square, or an illegal move) happen in real files: the record and
the moves after it in its line are dropped, with a warning naming the byte offset.
"""

from __future__ import annotations

from app.model.tree import GameTree

from .errors import GameFileError
from .problems import ProblemKind, ReadTree, after_node
from .records import PreorderBuilder
from .textio import fen_placement

HEADER_SIZE = 0x400
_KINDS = "RNBAKABNRCCPPPPP"
_RESULTS = {0: "*", 1: "1-0", 2: "0-1", 3: "1/2-1/2", 4: "1/2-1/2"}
_STRINGS = (("Title", 0x50, 64), ("Event", 0xD0, 64), ("Date", 0x110, 16), ("Site", 0x120, 16),
            ("Red", 0x130, 16), ("Black", 0x140, 16), ("TimeControl", 0x150, 64),
            ("RedTime", 0x190, 16), ("BlackTime", 0x1A0, 16), ("Annotator", 0x1D0, 16),
            ("Author", 0x1E0, 16))
_COPYRIGHT = b"[(C) Copyright Mr. Dong Shiwei.]"


def _square_key(b: int, factor: int) -> int:
    return ((((((b * b) * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8) * factor) & 0xFF


class _Keys:
    __slots__ = ("xy", "xyf", "xyt", "rmk", "mask")

    def __init__(self, head: bytes, version: int) -> None:
        if version <= 0x0A:
            self.xy = self.xyf = self.xyt = self.rmk = 0
            self.mask = bytes(32)
            return
        key_mask = head[3]
        or_a, or_b, or_c, or_d = head[8:12]
        keys_sum, kxy, kxyf, kxyt = head[12:16]
        self.xy = _square_key(kxy, kxy)
        self.xyf = _square_key(kxyf, self.xy)
        self.xyt = _square_key(kxyt, self.xyf)
        self.rmk = ((keys_sum * 256 + kxy) % 32000) + 767
        fkey = ((keys_sum & key_mask) | or_a, (kxy & key_mask) | or_b,
                (kxyf & key_mask) | or_c, (kxyt & key_mask) | or_d)
        self.mask = bytes(c & fkey[i % 4] for i, c in enumerate(_COPYRIGHT))


def _text(raw: bytes) -> str:
    return raw.decode("gb18030", "replace").replace("\x00", "").strip()


def _placement(positions: list[int]) -> tuple[str, dict[int, str]]:
    """FEN placement and a square -> letter map from the 32 decoded positions."""
    pieces: dict[int, str] = {}
    for i, pos in enumerate(positions):
        if pos > 89:
            continue
        f, r = divmod(pos, 10)
        letter = _KINDS[i % 16] if i < 16 else _KINDS[i % 16].lower()
        sq = r * 9 + f
        if sq in pieces:
            raise GameFileError(f"two pieces on square {'abcdefghi'[f]}{r}", offset=16 + i)
        pieces[sq] = letter
    return fen_placement(pieces), pieces


def read_xqf(data: bytes) -> GameTree:
    """The game tree of an XQF file (raises GameFileError with a byte offset)."""
    if len(data) < HEADER_SIZE:
        raise GameFileError(f"an XQF file has a {HEADER_SIZE}-byte header; this one has {len(data)} bytes",
                            offset=0)
    if data[:2] != b"XQ":
        raise GameFileError("not an XQF file (it does not start with 'XQ')", offset=0, token=data[:2].hex())
    version = data[2]
    if version > 0x12:
        raise GameFileError(f"unknown XQF version 0x{version:02X} (1.0-1.8 are known)", offset=2)
    keys = _Keys(data, version)
    raw = list(data[16:48])
    if version <= 0x0A:
        positions = raw
    else:
        if version >= 0x0C:
            table = [0] * 32
            for i in range(32):
                table[(keys.xy + i + 1) & 31] = raw[i]
        else:
            table = raw
        positions = [(p - keys.xy) & 0xFF for p in table]
    placement, pieces = _placement(positions)

    headers: dict[str, str] = {}
    for name, off, size in _STRINGS:
        n = min(data[off], size - 1)
        value = _text(data[off + 1:off + 1 + n])
        if value:
            headers[name] = value
    headers["Result"] = _RESULTS.get(data[0x33], "*")

    stream = data[HEADER_SIZE:]
    if version > 0x0A:
        mask = keys.mask
        stream = bytes((b - mask[i & 31]) & 0xFF for i, b in enumerate(stream))
    reader = _Stream(stream, version, keys)

    # Side to move: the colour of the first piece moved (XQF has no reliable side field).
    first_side = "w"
    if stream:
        try:
            probe = _Stream(stream, version, keys)
            probe.root_comment()
            rec = probe.record()
            if rec is not None:
                frm = rec[0]
                if frm < 90 and pieces.get((frm % 10) * 9 + frm // 10, "R").islower():
                    first_side = "b"
        except GameFileError:
            pass
    fen = f"{placement} {first_side} - - 0 1"
    try:
        tree = ReadTree(fen, headers)
    except ValueError as exc:
        raise GameFileError(f"bad start position: {exc}", offset=16, token=placement) from None
    tree.root.comment = reader.root_comment()
    _read_tree(tree, reader)
    return tree


class _Stream:
    """Decoded record stream with a read position."""

    __slots__ = ("data", "pos", "v10", "keys")

    def __init__(self, data: bytes, version: int, keys: _Keys) -> None:
        self.data = data
        self.pos = 0
        self.v10 = version <= 0x0A
        self.keys = keys

    def _int(self) -> int:
        if self.pos + 4 > len(self.data):
            raise GameFileError("the file ends inside a comment length", offset=HEADER_SIZE + self.pos)
        v = int.from_bytes(self.data[self.pos:self.pos + 4], "little", signed=True)
        self.pos += 4
        return v

    def _comment(self, length: int) -> str:
        if length <= 0:
            return ""
        start = self.pos
        if start + length > len(self.data):
            raise GameFileError(f"a comment of {length} bytes runs past the end of the file",
                                offset=HEADER_SIZE + start)
        self.pos += length
        return _text(self.data[start:start + length])

    def root_comment(self) -> str:
        if self.pos + 4 > len(self.data):
            return ""
        flags = self.data[self.pos + 2]
        self.pos += 4
        if self.v10:
            return self._comment(self._int())
        if flags & 0x20:
            return self._comment(self._int() - self.keys.rmk)
        return ""

    def record(self) -> tuple[int, int, bool, bool, str, int] | None:
        """(from, to, has_next, has_variation, comment, offset) of the next record, or None at the end."""
        if self.pos + 4 > len(self.data):
            return None
        offset = HEADER_SIZE + self.pos
        a, b, flags = self.data[self.pos], self.data[self.pos + 1], self.data[self.pos + 2]
        self.pos += 4
        if self.v10:
            frm, to = (a - 0x18) & 0xFF, (b - 0x20) & 0xFF
            has_next, has_var = bool(flags & 0xF0), bool(flags & 0x0F)
            comment = self._comment(self._int())
        else:
            frm, to = (a - 0x18 - self.keys.xyf) & 0xFF, (b - 0x20 - self.keys.xyt) & 0xFF
            has_next, has_var = bool(flags & 0x80), bool(flags & 0x40)
            comment = self._comment(self._int() - self.keys.rmk) if flags & 0x20 else ""
        return frm, to, has_next, has_var, comment, offset


def _read_tree(tree: ReadTree, reader: _Stream) -> None:
    """Read the records into the tree (XQF squares are file * 10 + rank)."""
    builder = PreorderBuilder(tree, lambda s: (s % 10) * 9 + s // 10)
    root = tree.root
    while builder.stack:
        parent = builder.stack.pop()
        rec = reader.record()
        if rec is None:
            if not builder.is_dead(parent) and (parent is not root or root.children):
                offset = HEADER_SIZE + reader.pos
                tree.note(after_node(tree, parent, ProblemKind.TRUNCATED,
                                     f"the move records end early (byte {offset})", byte_offset=offset))
            break
        builder.add(parent, *rec)
    builder.finish()
