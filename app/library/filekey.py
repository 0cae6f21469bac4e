"""The key under which the importer remembers a file's content: two files with the same key give the
same games (start positions and moves), so the second is counted as duplicates without being read.

The dataset files the same game twice with different bytes (one copy's Event tag is longer), so a hash
of the bytes alone misses half the duplicates. For a PGN text the key is taken from the text as the
readers decode it, leaving out the header lines that are only words about the game (players, event,
date...): every other header (FEN, Variant, Format, unknown ones) and the whole movetext stay in it.
Anything that is not plainly such a text (binary formats, DhtmlXQ, odd header lines) is keyed by its
bytes, as before."""

from __future__ import annotations

import hashlib
import re

from app.formats.textio import decode_text

# Header tags that name or describe the game but do not change what the readers make of its moves.
WORDS_ONLY_TAGS = frozenset({
    "Game", "Event", "Site", "Date", "Round", "Red", "RedTeam", "Black", "BlackTeam", "Result", "ECCO",
    "Opening", "Variation", "Annotator", "Author", "RedElo", "BlackElo", "EventDate", "Remark", "Comment",
    "Source", "Owner", "PlyCount", "Time",
})
# A whole header line whose value cannot confuse a tokenizer (no quote, backslash or line break).
_HEADER = re.compile(r'[ \t]*\[([A-Za-z0-9_]+)[ \t]+"([^"\\\r\n]*)"\][ \t]*\r?')


def file_key(data: bytes) -> bytes:
    """16-byte key of a file's content (see the module doc)."""
    material = _text_material(data)
    if material is None:
        return hashlib.blake2b(data, digest_size=16).digest()
    return hashlib.blake2b(b"pgn-text\x00" + material, digest_size=16).digest()


def _text_material(data: bytes) -> bytes | None:
    """The kept headers and the movetext of a plain PGN file, None for anything else."""
    if data.lstrip(b" \t\r\n")[:1] != b"[":       # no magic number of any format starts so
        return None
    text, _encoding = decode_text(data)
    if "[dhtmlxq" in text.lower():
        return None
    lines = text.split("\n")
    kept: list[str] = []
    headers = 0
    i = 0
    while i < len(lines):
        line = lines[i]
        m = _HEADER.fullmatch(line)
        if m is None:
            if line.strip():
                break
        else:
            headers += 1
            if m.group(1) not in WORDS_ONLY_TAGS:
                kept.append(line.strip())
        i += 1
    if not headers:
        return None
    body = "\n".join(lines[i:])
    return ("\n".join(kept) + "\x00" + body).encode("utf-8", "surrogatepass")
