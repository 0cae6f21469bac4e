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
# The header lines at the start of a text whose values cannot confuse a tokenizer (no quote, no line
# break): one match of the whole block, then the lines of tags that are kept.
_LINE = r'[ \t]*\[[A-Za-z0-9_]+[ \t]+"[^"\r\n]*"\][ \t]*\r?'
_BLOCK = re.compile(rf"[ \t\r\n]*(?:{_LINE}(?:\n[ \t\r\n]*|$))+")
_SKIPPED = "|".join(sorted(WORDS_ONLY_TAGS))
_KEPT = re.compile(rf'^[ \t]*\[(?!(?:{_SKIPPED})[ \t])[^\n]*', re.MULTILINE)
_DHTMLXQ = re.compile(r"\[dhtmlxq", re.IGNORECASE)


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
    block = _BLOCK.match(text)
    if block is None or _DHTMLXQ.search(text) is not None:
        return None
    kept = _KEPT.findall(text, 0, block.end())
    return ("\n".join(k.strip() for k in kept) + "\x00" + text[block.end():]).encode("utf-8", "surrogatepass")
