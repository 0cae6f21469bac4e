"""The shared vocabulary of the notation modules: how a text picks pieces, and what it says.

notation.py (resolving texts to moves), notation_wxf.py and notation_chinese.py all import this
module, so none of them needs another (no import circle).
"""

from __future__ import annotations

from dataclasses import dataclass

# Rules for picking pieces of one type (Pick.rule).
ALL = "all"          # every piece on the file
WXF_FILE = "wxf"     # every piece on the file, but the middle pawn when there are 3 or 5 (WXF rule)
FRONT = "front"      # the foremost (前, '++', 'd+')
REAR = "rear"        # the rearmost (后, '--', 'd-')
MIDDLE = "mid"       # the middle one of 3 or 5 (中)
WXF_PLUS = "wxf+"    # WXF '+P': front of 2 or 3, second from the front of 4 or 5
WXF_MINUS = "wxf-"   # WXF '-P': rear of 2 or 3, second from the rear of 4 or 5
NTH = "nth"          # the index-th from the front (一兵, Fairy-Stockfish '27')
ORDINAL = "ordinal"  # Chinese 一..五 before the piece: per file, or across two pawn files (xqbase)
DOUBLE_MID = "dd"    # WXF '33.4': middle pawn of file 3 when two files hold several pawns


@dataclass(frozen=True, slots=True)
class Pick:
    """One reading of which piece a text names: a file (1-9 from the mover's right, or None) and a rule."""

    file: int | None
    rule: str
    index: int = 0


@dataclass(frozen=True, slots=True)
class Query:
    """What a move text says: piece type, the pieces it may name (union of picks), and the motion."""

    ptype: int
    picks: tuple[Pick, ...]
    direction: str
    number: int
    note: str = ""


@dataclass(frozen=True, slots=True)
class Designation:
    """How to name the moving piece: mode 'file', 'stack' (its type's only stack) or 'files'."""

    mode: str
    ptype: int
    color: int
    file: int
    index: int = 0
    count: int = 1
