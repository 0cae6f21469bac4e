"""Chinese notation: '炮二平五' (Red: Chinese numerals), '马８进７' (Black: full-width digits).

Pieces sharing a file: 前/后 (two), 前/中/后 (three pawns), 一二三四五 (four or five pawns, as
xqbase writes them, for both sides); with two files of several pawns the file follows the piece
name: 前兵七平六 (zh.wikipedia's form). Input also takes ASCII or full-width digits and Chinese
numerals for either side, traditional characters (俥傌帥將車馬砲後進), 2/3/4 ordinals as cchess
writes them (２卒平４), the shortened 前七平六, the older 车前平三, and xqbase's numbering across
two pawn files (一兵 .. 五兵).
"""

from __future__ import annotations

from .notation_core import (
    ALL,
    FRONT,
    MIDDLE,
    NTH,
    ORDINAL,
    REAR,
    Designation,
    Pick,
    Query,
)
from .tables import ADVISOR, CANNON, ELEPHANT, HORSE, KING, PAWN, RED, ROOK

_TYPES = (KING, ADVISOR, ELEPHANT, HORSE, ROOK, CANNON, PAWN)
NAMES = {  # (traditional, colour) -> piece names in _TYPES order
    (False, RED): "帅仕相马车炮兵", (False, 1): "将士象马车炮卒",
    (True, RED): "帥仕相傌俥炮兵", (True, 1): "將士象馬車砲卒",
}
INPUT_PIECES = {"帅": KING, "帥": KING, "将": KING, "將": KING, "仕": ADVISOR, "士": ADVISOR,
                "相": ELEPHANT, "象": ELEPHANT, "马": HORSE, "馬": HORSE, "傌": HORSE,
                "车": ROOK, "車": ROOK, "俥": ROOK, "炮": CANNON, "砲": CANNON, "包": CANNON,
                "兵": PAWN, "卒": PAWN}
NUMERALS = "一二三四五六七八九"
DIGITS = "１２３４５６７８９"
_PLACES = {"前": FRONT, "后": REAR, "後": REAR, "中": MIDDLE}
_DIRECTIONS = {"进": "+", "進": "+", "退": "-", "平": "."}


def _number(d: Designation, n: int) -> str:
    """A file or distance: Chinese numeral for Red, full-width digit for Black."""
    return (NUMERALS if d.color == RED else DIGITS)[n - 1]


def render_chinese(d: Designation, direction: str, number: int, traditional: bool = False) -> str:
    """Chinese text for a designated piece and a motion."""
    name = NAMES[(traditional, d.color)][_TYPES.index(d.ptype)]
    rear = "後" if traditional else "后"
    if d.mode == "file":
        head = name + _number(d, d.file)
    else:
        place = "前" if d.index == 0 else rear if d.index == d.count - 1 else "中"
        if d.mode == "files":  # two files with several pawns: 前兵七, 中兵七, 后兵七
            head = place + name + _number(d, d.file)
        elif d.count <= 3:
            head = place + name
        else:  # four or five on one file: 一兵 .. 五兵 (Chinese numerals for both sides)
            head = NUMERALS[d.index] + name
    step = {"+": "進" if traditional else "进", "-": "退", ".": "平"}[direction]
    return head + step + _number(d, number)


def _digit(c: str) -> int | None:
    """1-9 from a Chinese numeral or a digit (full-width already folded), else None."""
    if c in NUMERALS:
        return NUMERALS.index(c) + 1
    if c in "123456789":
        return int(c)
    return None


def _syntax_error(original: str, why: str) -> ValueError:
    """A ValueError for text that is not Chinese notation."""
    return ValueError(f"cannot read '{original}' as a move ({why}): Chinese moves look like 炮二平五, "
                      "马8进7, 前炮平五 or 前兵七平六")


def _place(c: str, original: str) -> Pick:
    """The Pick rule (without file) of a place character or an ordinal."""
    if c in _PLACES:
        return Pick(None, _PLACES[c])
    k = _digit(c)
    if k is None or k > 5:
        raise _syntax_error(original, f"{c!r} is not a piece, a place (前中后) or an ordinal 一-五")
    return Pick(None, ORDINAL, k)


def parse_chinese(text: str, original: str) -> Query:
    """What a Chinese move text (already without spaces, full-width folded) says."""
    if len(text) not in (4, 5):
        raise _syntax_error(original, f"a Chinese move has 4 characters (5 with both place and file), "
                                      f"not {len(text)}")
    head, step, last = list(text[:-2]), text[-2], text[-1]
    if step not in _DIRECTIONS:
        raise _syntax_error(original, f"the third character must be 进, 退 or 平, not {step!r}")
    number = _digit(last)
    if number is None:
        raise _syntax_error(original, f"the last character must be a number 1-9, not {last!r}")
    direction = _DIRECTIONS[step]
    if len(head) == 3:  # 前兵七平六: place, piece, file
        a, b, c = head
        file = _digit(c)
        if b not in INPUT_PIECES or file is None:
            raise _syntax_error(original, "a five-character move is place, piece, file, 进/退/平, number")
        pick = _place(a, original)
        rule = NTH if pick.rule == ORDINAL else pick.rule
        return Query(INPUT_PIECES[b], (Pick(file, rule, pick.index),), direction, number)
    a, b = head
    if a in INPUT_PIECES:
        if b in _PLACES:  # 车前平三 (older order)
            return Query(INPUT_PIECES[a], (Pick(None, _PLACES[b]),), direction, number)
        file = _digit(b)
        if file is None:
            raise _syntax_error(original, f"after the piece comes its file, not {b!r}")
        return Query(INPUT_PIECES[a], (Pick(file, ALL),), direction, number)
    pick = _place(a, original)
    if b in INPUT_PIECES:  # 前炮, 中兵, 一兵, ２卒
        return Query(INPUT_PIECES[b], (pick,), direction, number)
    file = _digit(b)
    if file is None:
        raise _syntax_error(original, f"{b!r} is neither a piece nor a file")
    rule = NTH if pick.rule == ORDINAL else pick.rule  # 前七平六: pawn named by place and file
    return Query(PAWN, (Pick(file, rule, pick.index),), direction, number)
