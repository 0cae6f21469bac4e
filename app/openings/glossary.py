"""English and Traditional-Chinese forms of the ECCO opening names, built from their parts.

The scheme names every opening in Simplified Chinese from a small vocabulary (中炮 central cannon,
屏风马 screen horses, 过河车 river-crossing rook, ...). ``english(text)`` cuts a name into the terms of
``TERMS`` (longest term first) and renders each the same way wherever it occurs, so the 260 names read
consistently; ``traditional(text)`` maps each character through ``TRADITIONAL``; ``simplified`` goes
back (for searching). A name with a character the glossary lacks raises ValueError: the tests check
that every name of the scheme is covered.
"""

from __future__ import annotations

# Chinese term -> English. Longer terms win over their parts (过河车 over 过河 + 车). An empty
# rendering drops the term (进 "advance" is implied by the piece that follows: 进左马 -> Left Horse).
TERMS: dict[str, str] = {
    # how a name is put together
    "对": "vs", "转": "into", "或": "or", "局": "Opening", "开局": "Openings", "其他": "Other",
    "红": "Red", "黑": "Black", "左": "Left", "右": "Right",
    "进": "", "不进": "without", "急进": "Rapid", "连进": "Double-Step",
    "后补": "Delayed", "高": "Raised", "退": "Retreating", "兑": "Exchanging",
    "弃": "Sacrificing", "打": "Hitting", "先上仕": "Advisor First", "先上士": "Advisor First",
    "互进七兵": "Both Seventh Pawns", "互进三兵": "Both Third Pawns", "互进右马": "Both Right Horses",
    "互进边马": "Both Edge Horses", "兑车": "Exchanging Rooks", "双直车": "Double Straight Rooks",
    "双横车": "Double Horizontal Rooks", "平炮": "Shifted Cannon", "压马": "Pinning the Horse",
    "过河": "Crossing the River", "巡河": "Patrolling the River", "盘河": "to the Riverbank",
    "外盘河": "to the Outer Riverbank", "封车": "Blocking the Rook",
    # pieces and pawns
    "车": "Rook", "马": "Horse", "炮": "Cannon",
    "象": "Elephant", "仕": "Advisor", "士": "Advisor", "上": "", "飞": "",
    "三兵": "Third Pawn", "七兵": "Seventh Pawn", "中兵": "Central Pawn", "中卒": "Central Pawn",
    "双兵": "Both Pawns", "双炮": "Both Cannons", "３卒": "Third Pawn", "７卒": "Seventh Pawn",
    "7卒": "Seventh Pawn",
    # formations and openings
    "中炮": "Central Cannon", "屏风马": "Screen Horses", "反宫马": "Reverse Palace Horses",
    "单提马": "Single Lifted Horse", "三步虎": "Three-Step Tiger", "两头蛇": "Two-Headed Snake",
    "仙人指路": "Immortal's Guidance", "飞相": "Elephant", "飞象": "Elephant", "顺相": "Same-Side Elephant",
    "列相": "Opposite-Side Elephant", "边相": "Edge Elephant", "起马": "Horse", "对兵": "Opposing Pawns",
    "仕角炮": "Palace-Corner Cannon", "士角炮": "Palace-Corner Cannon", "过宫炮": "Cross-Palace Cannon",
    "金钩炮": "Golden-Hook Cannon", "兵底炮": "Cannon Behind the Pawn", "卒底炮": "Cannon Behind the Pawn",
    "鸳鸯炮": "Mandarin-Duck Cannons", "龟背炮": "Turtle-Back Cannon", "顺炮": "Same-Direction Cannons",
    "列炮": "Opposite-Direction Cannons", "五六炮": "Five-Six Cannons", "五七炮": "Five-Seven Cannons",
    "五八炮": "Five-Eight Cannons", "五九炮": "Five-Nine Cannons", "边马": "Edge Horse",
    "边炮": "Edge Cannon", "边兵": "Edge Pawn", "边卒": "Edge Pawn", "正马": "Proper Horse",
    "七路马": "Seventh-File Horse", "拐角马": "Corner-Turning Horse", "过河车": "River-Crossing Rook",
    "巡河车": "River-Patrol Rook", "骑河车": "River-Riding Rook", "过河炮": "River-Crossing Cannon",
    "巡河炮": "River-Patrol Cannon", "横车": "Horizontal Rook", "直车": "Straight Rook",
    "缓开车": "Delayed Rook",
}

_LONGEST = max(len(term) for term in TERMS)

# Simplified -> Traditional for every character of the scheme's names (the others are the same in both).
TRADITIONAL: dict[str, str] = {
    "两": "兩", "兑": "兌", "单": "單", "压": "壓", "双": "雙", "后": "後", "头": "頭", "对": "對",
    "宫": "宮", "开": "開", "弃": "棄", "横": "橫", "盘": "盤", "红": "紅", "缓": "緩", "补": "補",
    "转": "轉", "车": "車", "边": "邊", "过": "過", "进": "進", "连": "連", "钩": "鉤", "顺": "順",
    "风": "風", "飞": "飛", "马": "馬", "骑": "騎", "鸯": "鴦", "鸳": "鴛", "龟": "龜",
}
_TO_TRADITIONAL = str.maketrans(TRADITIONAL)
_TO_SIMPLIFIED = str.maketrans({t: s for s, t in TRADITIONAL.items()} | {"砲": "炮", "俥": "车", "傌": "马"})
_DIGITS = str.maketrans("０１２３４５６７８９", "0123456789")


def terms_of(text: str) -> list[str]:
    """The glossary terms a name is made of, in order (longest match first); ValueError names a gap."""
    out: list[str] = []
    i = 0
    while i < len(text):
        for size in range(min(_LONGEST, len(text) - i), 0, -1):
            if text[i:i + size] in TERMS:
                out.append(text[i:i + size])
                i += size
                break
        else:
            raise ValueError(f"no English for {text[i]!r} in {text!r}")
    return out


def english(text: str) -> str:
    """The English rendering of a Chinese opening or variation name ('' for '')."""
    words = [TERMS[term] for term in terms_of(text)]
    return " ".join(word for word in words if word)


def traditional(text: str) -> str:
    """The Traditional-Chinese form of a (Simplified) name."""
    return text.translate(_TO_TRADITIONAL)


def simplified(text: str) -> str:
    """The Simplified form of a name in either script, digits half-width (for comparing names)."""
    return text.translate(_TO_SIMPLIFIED).translate(_DIGITS)
