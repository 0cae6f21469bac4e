"""Typing a move: which legal moves a partly typed text can still become (for a move box).

A text is matched against each legal move written in every notation the parser reads: Chinese
(simplified and traditional), WXF and ICCS, after the same normalising the parser does (full-width
forms, spaces) and with the traditional and variant piece characters folded to one form, so that
'砲二', '炮二' and '包二' find the same moves.
"""

from __future__ import annotations

from .board import Board
from .move import Move
from .notation import normalize, parse_move, to_chinese, to_wxf

_FOLD = str.maketrans({"俥": "车", "車": "车", "傌": "马", "馬": "马", "砲": "炮", "包": "炮", "帥": "帅",
                       "將": "将", "進": "进", "後": "后", "-": None})


def _key(text: str) -> str:
    """The form a text is compared in: normalised, lower case, variants folded."""
    return normalize(text).lower().translate(_FOLD)


def move_texts(board: Board, move: Move) -> tuple[str, ...]:
    """A legal move written in each notation: Chinese, traditional Chinese, WXF, ICCS."""
    return (to_chinese(board, move), to_chinese(board, move, traditional=True), to_wxf(board, move), move.iccs)


def complete_move(board: Board, text: str) -> list[Move]:
    """The legal moves a text names or begins to name: the parsed move alone when the text is a whole
    move, else every legal move one of whose texts starts with it (none for an empty text)."""
    if not normalize(text):
        return []
    try:
        return [parse_move(board, text)]
    except ValueError:
        pass
    key = _key(text)
    found = []
    for move in board.legal_moves():
        if any(_key(t).startswith(key) for t in move_texts(board, move)):
            found.append(move)
    return found
