"""Table files: values in compressed blocks behind a versioned header with a checksum.

Layout (little-endian):

- ``MAGIC`` (8 bytes), format version (u16), 0 (u16), length of the metadata (u32);
- the metadata, JSON in UTF-8: the table's name, index version, entries, bytes per entry (``width``),
  codec, entries per block, number of blocks, longest mate, counts, the seconds its generation took
  (on the clock, and of CPU);
- the block table: for each block its offset (u64), compressed length (u32) and CRC-32 (u32);
- the CRC-32 of everything above (u32);
- the blocks, each compressed on its own (lzma or zlib), so a probe reads and unpacks one block.

An entry is the kernel's value (app.tablebase.kernel): 0 draw, n + 1 for a win (n odd) or a loss (n
even) in n plies; the last value of the width (255 or 65535) marks an index that is no legal position.
A file is written whole and atomically (app.formats.atomic): an interrupted generation leaves no file.
"""

from __future__ import annotations

import json
import lzma
import os
import stat
import struct
import time
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import TableProblem, TablebaseError
from .layout import layout
from .material import Material

MAGIC = b"XQSTB\x1a\r\n"
FORMAT_VERSION = 1
INDEX_VERSION = 1           # app.tablebase.layout's index; another gives another table
SUFFIX = ".xqtb"
BLOCK_BYTES = 1 << 16
_FIXED = struct.Struct("<8sHHI")
_BLOCK = struct.Struct("<QII")
_CRC = struct.Struct("<I")
CODECS = ("lzma", "zlib")
MAX_META = 1 << 16


@dataclass(frozen=True)
class TableInfo:
    """What a table file says about itself."""

    name: str
    path: str
    entries: int
    width: int
    codec: str
    block_entries: int
    blocks: int
    legal: int
    wins: int
    draws: int
    losses: int
    longest: int                # the longest mate in plies (-1: none)
    seconds: float              # generation time
    created: float              # Unix time
    file_size: int
    cpu_seconds: float | None = None    # the generation's CPU time (None in files that do not say)


def table_path(folder: str | os.PathLike[str], material: Material) -> Path:
    """The file of a (canonical) material's table in a folder."""
    return Path(folder) / f"{material.name}{SUFFIX}"


def _compress(data: bytes, codec: str) -> bytes:
    if codec == "lzma":
        return lzma.compress(data, format=lzma.FORMAT_XZ, check=lzma.CHECK_NONE, preset=1)
    return zlib.compress(data, 9)


def _decompress(data: bytes, codec: str, limit: int) -> bytes:
    """A block unpacked, at most `limit` bytes of it (a damaged or made-up block that would unpack to
    gigabytes is read no further than a block's length: its length then tells it is damaged)."""
    unpack: Any = lzma.LZMADecompressor(format=lzma.FORMAT_XZ) if codec == "lzma" else zlib.decompressobj()
    raw: bytes = unpack.decompress(data, limit)
    if len(raw) < limit and not unpack.eof:
        raise EOFError("compressed data ended before the end of the block")
    return raw


def encode(material: Material, values: Any, seconds: float, codec: str = "lzma",
           progress: Any = None, cpu_seconds: float | None = None) -> bytes:
    """A table file's bytes for generated values (uint16 numpy, the kernel's)."""
    import numpy as np

    from .kernel import ILLEGAL
    if codec not in CODECS:
        raise ValueError(f"unknown codec {codec!r}")
    legal_mask = values != ILLEGAL
    decided = values[legal_mask]
    longest = int(decided.max()) - 1 if decided.size and decided.max() > 0 else -1
    width = 1 if longest < 254 else 2
    if width == 1:
        raw = np.where(legal_mask, values, 255).astype(np.uint8).tobytes()
    else:
        raw = values.astype("<u2").tobytes()
    dist = decided.astype(np.int64) - 1
    wins = int(np.count_nonzero((dist >= 0) & (dist % 2 == 1)))
    losses = int(np.count_nonzero((dist >= 0) & (dist % 2 == 0)))
    draws = int(np.count_nonzero(decided == 0))
    blocks = []
    for start in range(0, len(raw), BLOCK_BYTES):
        blocks.append(_compress(raw[start:start + BLOCK_BYTES], codec))
        if progress is not None:
            progress(start + BLOCK_BYTES, len(raw))
    meta = {"name": material.name, "index": INDEX_VERSION, "entries": int(values.size), "width": width,
            "codec": codec, "block_entries": BLOCK_BYTES // width, "blocks": len(blocks),
            "legal": int(decided.size), "wins": wins, "draws": draws, "losses": losses, "longest": longest,
            "seconds": round(seconds, 3), "created": round(time.time(), 3),
            "cpu_seconds": None if cpu_seconds is None else round(cpu_seconds, 3),
            "rules": "perfect play under the basic rules (stalemate loses); repetitions are the arbiter's"}
    meta_bytes = json.dumps(meta, sort_keys=True).encode("utf-8")
    head = _FIXED.pack(MAGIC, FORMAT_VERSION, 0, len(meta_bytes)) + meta_bytes
    offset = len(head) + _BLOCK.size * len(blocks) + _CRC.size
    table = bytearray()
    for block in blocks:
        table += _BLOCK.pack(offset, len(block), zlib.crc32(block))
        offset += len(block)
    head += bytes(table)
    return head + _CRC.pack(zlib.crc32(head)) + b"".join(blocks)


def write_table(path: str | os.PathLike[str], material: Material, values: Any, seconds: float,
                codec: str = "lzma", progress: Any = None, cpu_seconds: float | None = None) -> None:
    """Write a table file atomically (the folder is made if need be; OSError if it cannot be written)."""
    payload = encode(material, values, seconds, codec, progress, cpu_seconds)
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    from app.formats.atomic import atomic_write_bytes   # here: importing app.formats costs 0.2 s
    atomic_write_bytes(path, payload)


_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)


def _open_regular(path: str) -> Any:
    """The regular file at `path` opened for reading (a pipe's open or read would wait for a writer
    forever, a device's never end): TablebaseError NOT_A_TABLE for anything else, OSError if it cannot
    be opened."""
    if not stat.S_ISREG(os.stat(path).st_mode):          # before opening: a pipe's open would wait
        raise TablebaseError(TableProblem.NOT_A_TABLE, path=path, detail="not a regular file")
    fh = os.fdopen(os.open(path, _OPEN_FLAGS), "rb")
    if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):  # the file opened, not what the name meant before
        fh.close()
        raise TablebaseError(TableProblem.NOT_A_TABLE, path=path, detail="not a regular file")
    return fh


class TableFile:
    """An open table file: its header read and checked; blocks read on demand (each checked by its
    CRC). Raises TablebaseError when the file cannot be used."""

    def __init__(self, path: str | os.PathLike[str], material: Material | None = None) -> None:
        self.path = os.fspath(path)
        try:
            with _open_regular(self.path) as fh:
                size = os.fstat(fh.fileno()).st_size
                fixed = fh.read(_FIXED.size)
                if len(fixed) < _FIXED.size or not fixed.startswith(MAGIC[:5]):
                    raise self._error(TableProblem.NOT_A_TABLE if len(fixed) < 5 or fixed[:5] != MAGIC[:5]
                                      else TableProblem.TRUNCATED, found=size, expected=_FIXED.size)
                magic, version, _zero, meta_len = _FIXED.unpack(fixed)
                if magic != MAGIC:
                    raise self._error(TableProblem.NOT_A_TABLE)
                if version != FORMAT_VERSION:
                    raise self._error(TableProblem.WRONG_VERSION, found=version, expected=FORMAT_VERSION)
                if meta_len > MAX_META:
                    raise self._error(TableProblem.DAMAGED, detail="metadata length")
                meta_bytes = fh.read(meta_len)
                if len(meta_bytes) < meta_len:
                    raise self._error(TableProblem.TRUNCATED, found=size, expected=_FIXED.size + meta_len)
                try:
                    meta = json.loads(meta_bytes.decode("utf-8"))
                    nblocks = int(meta["blocks"])
                except (ValueError, KeyError, TypeError, UnicodeDecodeError) as err:
                    raise self._error(TableProblem.DAMAGED, detail=f"metadata: {err}") from None
                if not 0 <= nblocks <= 1 << 24:
                    raise self._error(TableProblem.DAMAGED, detail="block count")
                table = fh.read(_BLOCK.size * nblocks + _CRC.size)
                head_len = _FIXED.size + meta_len + _BLOCK.size * nblocks + _CRC.size
                if len(table) < _BLOCK.size * nblocks + _CRC.size:
                    raise self._error(TableProblem.TRUNCATED, found=size, expected=head_len)
        except OSError as err:
            raise TablebaseError(TableProblem.UNREADABLE, path=self.path, detail=err.strerror or str(err)) from None
        (crc,) = _CRC.unpack(table[-_CRC.size:])
        if zlib.crc32(fixed + meta_bytes + table[:-_CRC.size]) != crc:
            raise self._error(TableProblem.DAMAGED, detail="header checksum")
        self.blocks = [_BLOCK.unpack_from(table, i * _BLOCK.size) for i in range(nblocks)]
        try:
            self.info = TableInfo(str(meta["name"]), self.path, int(meta["entries"]), int(meta["width"]),
                                  str(meta["codec"]), int(meta["block_entries"]), nblocks, int(meta["legal"]),
                                  int(meta["wins"]), int(meta["draws"]), int(meta["losses"]),
                                  int(meta["longest"]), float(meta["seconds"]), float(meta["created"]), size,
                                  None if meta.get("cpu_seconds") is None else float(meta["cpu_seconds"]))
            index_version = int(meta["index"])
        except (KeyError, TypeError, ValueError) as err:
            raise self._error(TableProblem.DAMAGED, detail=f"metadata: {err}") from None
        if index_version != INDEX_VERSION:
            raise self._error(TableProblem.WRONG_VERSION, found=index_version, expected=INDEX_VERSION)
        info = self.info
        if info.codec not in CODECS or info.width not in (1, 2) or info.block_entries * info.width != BLOCK_BYTES:
            raise self._error(TableProblem.DAMAGED, detail="metadata values")
        try:
            self.material = Material.parse(info.name).canonical()[0]
        except ValueError:
            raise self._error(TableProblem.DAMAGED, detail="table name") from None
        if material is not None and material != self.material:
            raise TablebaseError(TableProblem.WRONG_TABLE, path=self.path, name=material.name, detail=info.name)
        if info.entries != layout(self.material).size or nblocks != -(-info.entries // info.block_entries):
            raise self._error(TableProblem.DAMAGED, detail="entry count")
        end = max((off + n for off, n, _c in self.blocks), default=head_len)
        if size < end:
            raise self._error(TableProblem.TRUNCATED, found=size, expected=end)
        self.width = info.width
        self.illegal = 255 if info.width == 1 else 0xFFFF
        self.block_entries = info.block_entries

    def _error(self, problem: TableProblem, **args: Any) -> TablebaseError:
        return TablebaseError(problem, path=self.path, **args)

    def read_block(self, n: int) -> bytes:
        """Block n unpacked (TablebaseError if it is damaged or cannot be read)."""
        offset, length, crc = self.blocks[n]
        try:
            with _open_regular(self.path) as fh:
                fh.seek(offset)
                data = fh.read(length)
        except OSError as err:
            raise TablebaseError(TableProblem.UNREADABLE, path=self.path, detail=err.strerror or str(err)) from None
        if len(data) < length:
            raise self._error(TableProblem.TRUNCATED, found=offset + len(data), expected=offset + length)
        if zlib.crc32(data) != crc:
            raise self._error(TableProblem.DAMAGED, block=n, detail="checksum")
        want = min(self.block_entries, self.info.entries - n * self.block_entries) * self.width
        try:
            raw = _decompress(data, self.info.codec, want + 1)
        except (lzma.LZMAError, zlib.error, EOFError) as err:
            raise self._error(TableProblem.DAMAGED, block=n, detail=str(err) or "end of data") from None
        if len(raw) != want:
            raise self._error(TableProblem.DAMAGED, block=n, detail="length")
        return raw

    def value_in(self, raw: bytes, index: int) -> int:
        """The entry of a table index in its unpacked block, as the kernel's value (ILLEGAL 0xFFFF)."""
        i = index % self.block_entries
        if self.width == 1:
            v = raw[i]
            return 0xFFFF if v == 255 else v
        return int.from_bytes(raw[2 * i:2 * i + 2], "little")

    def all_values(self) -> Any:
        """Every entry, as the kernel's values (uint16 numpy; ILLEGAL 0xFFFF), every block checked."""
        import numpy as np
        out = np.empty(self.info.entries, dtype=np.uint16)
        for n in range(len(self.blocks)):
            raw = self.read_block(n)
            start = n * self.block_entries
            if self.width == 1:
                part = np.frombuffer(raw, dtype=np.uint8).astype(np.uint16)
                part[part == 255] = 0xFFFF
            else:
                part = np.frombuffer(raw, dtype="<u2")
            out[start:start + len(part)] = part
        return out
