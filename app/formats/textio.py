"""Turning the bytes of a text game file into str: BOMs, UTF-16, UTF-8, GBK/GB18030 and Big5."""

from __future__ import annotations

# Characters of Chinese move notation and game vocabulary, simplified and traditional. A Big5 file read
# as GB18030 (or the reverse) turns them into other characters, so counting them picks the encoding.
_VOCAB = set("进退平炮马车兵卒帅将仕士相象前后中红黑胜负和局進砲馬車俥傌帥將後紅勝負")


def _score(text: str) -> int:
    return sum(map(text.count, _VOCAB))


def decode_text(data: bytes) -> tuple[str, str]:
    """The text of a file and the encoding used (never raises: undecodable bytes become U+FFFD)."""
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8", "replace"), "utf-8-sig"
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16", "replace"), "utf-16"
    sample = data[:4096]
    if len(sample) >= 4:
        zeros_even = sample[0::2].count(0)
        zeros_odd = sample[1::2].count(0)
        half = len(sample) // 2
        if zeros_odd > half * 0.4 and zeros_even < half * 0.1:
            return data.decode("utf-16-le", "replace"), "utf-16-le"
        if zeros_even > half * 0.4 and zeros_odd < half * 0.1:
            return data.decode("utf-16-be", "replace"), "utf-16-be"
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    candidates = []
    for enc in ("gb18030", "big5"):
        try:
            text = data.decode(enc)
        except UnicodeDecodeError:
            continue
        candidates.append((_score(text), enc == "gb18030", text, enc))
    if candidates:
        _, _, text, enc = max(candidates, key=lambda c: (c[0], c[1]))
        return text, enc
    gb = data.decode("gb18030", "replace")
    big5 = data.decode("big5", "replace")
    if _score(big5) - big5.count("\ufffd") > _score(gb) - gb.count("\ufffd"):
        return big5, "big5"
    return gb, "gb18030"


def fen_placement(pieces: dict[int, str]) -> str:
    """The placement field of a FEN from FEN letters by square (rank * 9 + file)."""
    rows = []
    for r in range(9, -1, -1):
        row, empty = "", 0
        for f in range(9):
            c = pieces.get(r * 9 + f)
            if c is None:
                empty += 1
            else:
                row += (str(empty) if empty else "") + c
                empty = 0
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows)
