"""WXF notation: 'C2.5', 'H2+3', '+C.5'; the multi-pawn forms '++.4', '7+.6'; Fairy-Stockfish's '27=6'.

Output uses '.' for sideways moves and puts the front/rear sign before the letter ('+C.5'). Input
also takes '=' (or nothing: 'C25'), the sign after the letter ('C+.5', as wxf.org and
Fairy-Stockfish write it), full-width characters, lower case, and E/B and H/N for elephant and horse.
"""

from __future__ import annotations

from .notation_core import (
    DOUBLE_MID,
    FRONT,
    NTH,
    REAR,
    WXF_FILE,
    WXF_MINUS,
    WXF_PLUS,
    Designation,
    Pick,
    Query,
)
from .tables import ADVISOR, CANNON, ELEPHANT, HORSE, KING, PAWN, ROOK

LETTERS = {KING: "K", ADVISOR: "A", ELEPHANT: "E", HORSE: "H", ROOK: "R", CANNON: "C", PAWN: "P"}
INPUT_LETTERS = {"K": KING, "A": ADVISOR, "E": ELEPHANT, "B": ELEPHANT, "H": HORSE, "N": HORSE,
                 "R": ROOK, "C": CANNON, "P": PAWN}
_SIGNS = "+-"
_DD_NOTE = (" (WXF reads a doubled digit such as '33' as the middle pawn of that file, Fairy-Stockfish"
            " as the pawn at that place from the front)")


def _head(d: Designation) -> str:
    """The first two characters: piece letter and file, or the place markers."""
    letter = LETTERS[d.ptype]
    own = f"{letter}{d.file}"
    if d.mode == "file":
        return own
    if d.mode == "files":  # two files with several pawns: the file replaces the letter
        return f"{d.file}+" if d.index == 0 else f"{d.file}-" if d.index == d.count - 1 else own
    heads = {2: ("+" + letter, "-" + letter),
             3: ("+" + letter, own, "-" + letter),
             4: ("++", "+" + letter, "-" + letter, "--"),
             5: ("++", "+" + letter, own, "-" + letter, "--")}[d.count]
    return heads[d.index]


def render_wxf(d: Designation, direction: str, number: int) -> str:
    """WXF text for a designated piece and a motion."""
    return f"{_head(d)}{direction}{number}"


def _syntax_error(original: str, why: str) -> ValueError:
    """A ValueError for text that is not WXF."""
    return ValueError(f"cannot read '{original}' as a move ({why}): write ICCS like h2e2, WXF like "
                      "C2.5, H2+3 or +C.5, or Chinese like 炮二平五")


def parse_wxf(text: str, original: str) -> Query:
    """What a WXF text (already without spaces, full-width folded) says."""
    t = text.upper().replace("=", ".")
    if len(t) == 3 and t[0] in INPUT_LETTERS and t[1:].isdigit():
        t = f"{t[:2]}.{t[2]}"  # 'C25': sideways with the dot left out
    if len(t) != 4:
        raise _syntax_error(original, f"a WXF move has 4 characters, not {len(t)}")
    a, b, direction, num = t[0], t[1], t[2], t[3]
    if direction not in "+-.":
        raise _syntax_error(original, f"the third character must be +, - or . (=), not {text[2]!r}")
    if num not in "123456789":
        raise _syntax_error(original, f"the last character must be a digit 1-9, not {num!r}")
    number = int(num)
    if a in INPUT_LETTERS and b in "123456789":  # C2.5 (P7 with 3 or 5 pawns: the middle one)
        return Query(INPUT_LETTERS[a], (Pick(int(b), WXF_FILE),), direction, number)
    if a in INPUT_LETTERS and b in _SIGNS:  # C+.5
        return Query(INPUT_LETTERS[a], (Pick(None, WXF_PLUS if b == "+" else WXF_MINUS),), direction, number)
    if a in _SIGNS and b in INPUT_LETTERS:  # +C.5
        return Query(INPUT_LETTERS[b], (Pick(None, WXF_PLUS if a == "+" else WXF_MINUS),), direction, number)
    if a in _SIGNS and b == a:  # ++.4 / --.4: foremost / rearmost of four or five pawns
        return Query(PAWN, (Pick(None, FRONT if a == "+" else REAR),), direction, number)
    if a in "123456789" and b in _SIGNS:  # 7+.6: front pawn of file 7
        return Query(PAWN, (Pick(int(a), FRONT if b == "+" else REAR),), direction, number)
    if a in "123456789" and b in "123456789":
        picks = [Pick(int(b), NTH, int(a))] if a in "12345" else []  # Fairy-Stockfish: 27 = 2nd on file 7
        if a == b:  # wxf.org: 33.4 = middle pawn of file 3 (two files with several pawns)
            picks.append(Pick(int(a), DOUBLE_MID))
        return Query(PAWN, tuple(picks), direction, number, _DD_NOTE if a == b else "")
    if a in _SIGNS and b in _SIGNS:
        raise _syntax_error(original, f"{a}{b} names no piece: use ++ or -- (foremost or rearmost pawn)")
    if a in INPUT_LETTERS or b in INPUT_LETTERS:
        raise _syntax_error(original, "the piece letter must come with a file digit or a + or - sign")
    bad = next((c for c in (a, b) if c not in INPUT_LETTERS and c not in _SIGNS and not c.isdigit()), a)
    raise _syntax_error(original, f"unknown piece letter {bad!r}: use K A E(B) H(N) R C P")
