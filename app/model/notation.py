"""Move notations: ICCS ('h2e2'), WXF ('C2.5', '+C.5') and Chinese ('炮二平五', '马８进７').

Shared core. A move text names a piece (by file, by its place among same-type pieces on one file,
or both) and a motion: a direction ('+' forward, '-' back, '.' across) and a number, which is the
destination file for horses, advisors, elephants and sideways moves, else the distance.
Files are numbered 1-9 from the mover's own right. notation_wxf and notation_chinese turn this
into text and back; this module finds the one legal move a text means, or says what is wrong.

Conventions for pieces sharing a file (same colour and type), used in both notations:

- two on a file: front/rear ('+C'/'-C', 前炮/后炮), with no file number;
- advisors and elephants keep their file (A6+5 / A6-5): which one moves follows from the direction;
- three pawns on a file: front/middle/rear (WXF '+P', 'P7', '-P'; Chinese 前兵/中兵/后兵);
- four or five pawns on a file: WXF '++', '+P', ('P7'), '-P', '--'; Chinese 一兵 ... 五兵;
- two files each with two or more pawns: the file is named with the place, WXF '7+' / 'P7' / '7-'
  and Chinese 前兵七/中兵七/后兵七 (so '7+.6' is 前兵七平六).

Output names exactly one piece for every legal move. Input is lenient: a text may name several
pieces (a plain 'R9+6' with two rooks on file 9, as Fairy-Stockfish sometimes writes) if exactly one
of them can legally make the move; otherwise the error lists the texts that would say which.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from .move import IllegalMoveError, Move
from .tables import (ADVISOR, ELEPHANT, HORSE, PAWN, RED, TYPE_NAMES, file_of, rank_of, square,
                     square_name)

if TYPE_CHECKING:
    from .board import Board

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


# ----- geometry ------------------------------------------------------------------------------------
def mover_file(sq: int, color: int) -> int:
    """File number 1-9 of a square, counted from the mover's right."""
    return 9 - file_of(sq) if color == RED else file_of(sq) + 1


def board_file(number: int, color: int) -> int:
    """Board file 0-8 (a-i) of a mover-relative file number 1-9."""
    return 9 - number if color == RED else number - 1


def file_stack(board: "Board", color: int, ptype: int, bfile: int) -> list[int]:
    """Squares of the mover's pieces of a type on a board file, front (nearest the enemy) first."""
    code = ptype | (color << 3)
    found = [r * 9 + bfile for r, p in enumerate(board._sq[bfile::9]) if p == code]
    return found[::-1] if color == RED else found


def stacks(board: "Board", color: int, ptype: int) -> dict[int, list[int]]:
    """Files (1-9, mover-relative) holding two or more of the mover's pieces of a type."""
    out = {}
    for bfile in range(9):
        st = file_stack(board, color, ptype, bfile)
        if len(st) > 1:
            out[mover_file(st[0], color)] = st
    return dict(sorted(out.items()))


def motion(board: "Board", move: Move) -> tuple[str, int]:
    """Direction ('+', '-', '.') and number (destination file or distance) of a move."""
    p = board._sq[move.from_sq]
    color, ptype = p >> 3, p & 7
    dr = rank_of(move.to_sq) - rank_of(move.from_sq)
    if color != RED:
        dr = -dr
    direction = "+" if dr > 0 else "-" if dr < 0 else "."
    if ptype in (HORSE, ADVISOR, ELEPHANT) or direction == ".":
        return direction, mover_file(move.to_sq, color)
    return direction, abs(dr)


def target(ptype: int, color: int, frm: int, direction: str, number: int) -> int | None:
    """Destination of a piece given a motion, or None if the motion makes no sense for it."""
    f, r = file_of(frm), rank_of(frm)
    fwd = (1 if color == RED else -1) * (1 if direction == "+" else -1)
    if ptype in (HORSE, ADVISOR, ELEPHANT):
        if direction == ".":
            return None
        tf = board_file(number, color)
        df = abs(tf - f)
        dr = {HORSE: {1: 2, 2: 1}, ADVISOR: {1: 1}, ELEPHANT: {2: 2}}[ptype].get(df)
        if dr is None:
            return None
        tr = r + fwd * dr
    elif direction == ".":
        tf, tr = board_file(number, color), r
        if tf == f:
            return None
    else:
        tf, tr = f, r + fwd * number
    return square(tf, tr) if 0 <= tr <= 9 else None


def why_no_target(ptype: int, direction: str) -> str:
    """Why a motion is impossible for a piece type (see target)."""
    name = TYPE_NAMES[ptype]
    if ptype in (HORSE, ADVISOR, ELEPHANT):
        if direction == ".":
            return f"a{'n' if ptype in (ADVISOR, ELEPHANT) else ''} {name} cannot move sideways"
        step = {HORSE: "one or two files", ADVISOR: "one file", ELEPHANT: "two files"}[ptype]
        return f"a {name} moves to a file {step} away"
    if direction == ".":
        return f"the {name} is already on that file"
    return "that would leave the board"


# ----- naming the moving piece ---------------------------------------------------------------------
def designate(board: "Board", sq: int) -> Designation:
    """How the piece on sq is named: by its file, or by its place in a stack of its type."""
    p = board._sq[sq]
    color, ptype = p >> 3, p & 7
    own = file_stack(board, color, ptype, file_of(sq))
    number = mover_file(sq, color)
    if len(own) < 2 or ptype in (ADVISOR, ELEPHANT):
        return Designation("file", ptype, color, number)
    mode = "files" if ptype == PAWN and len(stacks(board, color, PAWN)) > 1 else "stack"
    return Designation(mode, ptype, color, number, own.index(sq), len(own))


def place_word(index: int, count: int) -> str:
    """English name of a place in a stack: 'front', 'middle', 'rear' or '2nd from the front'."""
    if index == 0:
        return "front"
    if index == count - 1:
        return "rear"
    if count in (3, 5) and index == count // 2:
        return "middle"
    return f"{('2nd', '3rd', '4th')[index - 1]} from the front"


def _pick_squares(board: "Board", query: Query, pick: Pick) -> list[int]:
    """Squares a single reading names."""
    color, ptype = board._side, query.ptype
    if pick.rule == ORDINAL:
        doubled = stacks(board, color, ptype)
        if ptype == PAWN and len(doubled) > 1:  # xqbase: number across both files, right to left
            row = [s for st in doubled.values() for s in st]
            return row[pick.index - 1:pick.index] if pick.index <= len(row) else []
        pick = Pick(pick.file, NTH, pick.index)
    if pick.file is None:
        groups = list(stacks(board, color, ptype).values())
    else:
        groups = [file_stack(board, color, ptype, board_file(pick.file, color))]
    out: list[int] = []
    for st in groups:
        n = len(st)
        if not st:
            continue
        if pick.rule == ALL or (pick.rule == WXF_FILE and not (ptype == PAWN and n in (3, 5))):
            out += st
        elif pick.rule in (WXF_FILE, MIDDLE):
            out += [st[n // 2]] if n in (3, 5) else []
        elif pick.rule == DOUBLE_MID:
            out += [st[1]] if n == 3 and len(stacks(board, color, PAWN)) > 1 else []
        elif pick.rule == FRONT:
            out += [st[0]] if n > 1 else []
        elif pick.rule == REAR:
            out += [st[-1]] if n > 1 else []
        elif pick.rule == WXF_PLUS:
            out += [st[1 if n > 3 else 0]] if n > 1 else []
        elif pick.rule == WXF_MINUS:
            out += [st[-2 if n > 3 else -1]] if n > 1 else []
        elif pick.rule == NTH:
            out += [st[pick.index - 1]] if pick.index <= n else []
    return out


def _none_named(board: "Board", query: Query) -> str:
    """Why a query names no piece at all."""
    name = f"{board.turn} {TYPE_NAMES[query.ptype]}"
    files = sorted({p.file for p in query.picks if p.file is not None})
    if not files:
        doubled = stacks(board, board._side, query.ptype)
        if not doubled:
            return f"no two {name}s share a file"
        return f"no {name} fits: the stacked {name}s are " + \
            " and ".join(f"{len(st)} on file {f}" for f, st in doubled.items())
    where = f"file {'/'.join(map(str, files))}"
    count = sum(len(file_stack(board, board._side, query.ptype, board_file(f, board._side))) for f in files)
    if not count:
        return f"no {name} on {where}"
    return f"only {count} {name}{'s' if count > 1 else ''} on {where}, so none is at that place"


def resolve(board: "Board", text: str, query: Query, render: Callable[["Board", Move], str]) -> Move:
    """The one legal move a parsed text means; ValueError (IllegalMoveError if illegal) says what is wrong."""
    pieces: list[int] = []
    for pick in query.picks:
        pieces += [s for s in _pick_squares(board, query, pick) if s not in pieces]
    if not pieces:
        raise ValueError(f"'{text}': {_none_named(board, query)}")
    reach = [(s, target(query.ptype, board._side, s, query.direction, query.number)) for s in pieces]
    moves = [Move(s, t) for s, t in reach if t is not None]
    legal = [m for m in moves if board.is_legal(m)]
    if len(legal) == 1:
        return legal[0]
    name = TYPE_NAMES[query.ptype]
    if legal:
        files = sorted({mover_file(m.from_sq, board._side) for m in legal})
        where = f"file {files[0]}" if len(files) == 1 else "files " + " and ".join(map(str, files))
        count = ("two", "three", "four", "five")[len(legal) - 2]
        options = []
        for m in legal:
            d = designate(board, m.from_sq)
            options.append(f"{render(board, m)} ({place_word(d.index, d.count)} on file {d.file})")
        raise ValueError(f"'{text}' is ambiguous: {count} {name}s on {where} can make that move; "
                         f"say which: {' or '.join(options)}{query.note}")
    if not moves:
        raise IllegalMoveError(f"'{text}' is not legal here: {why_no_target(query.ptype, query.direction)}")
    from .explain import explain_illegal
    reasons = [explain_illegal(board, m.from_sq, m.to_sq) for m in moves]
    if len(moves) == 1:
        raise IllegalMoveError(f"'{text}' is not legal here: {reasons[0]}")
    raise IllegalMoveError(f"'{text}' is not legal here: " + "; ".join(
        f"the {name} on {square_name(m.from_sq)}: {r}" for m, r in zip(moves, reasons)))


# ----- public API ----------------------------------------------------------------------------------
_ICCS = re.compile(r"[a-i][0-9]-?[a-i][0-9]", re.IGNORECASE)


def normalize(text: str) -> str:
    """NFKC form without spaces: full-width letters, digits and signs become ASCII."""
    t = unicodedata.normalize("NFKC", text)
    t = t.replace("\u2212", "-").replace("\u2013", "-").replace("\u2014", "-")
    return "".join(t.split())


def parse_move(board: "Board", text: str) -> Move:
    """A legal move from ICCS, WXF or Chinese text (ValueError says what was wrong)."""
    if not isinstance(text, str):
        raise ValueError(f"a move text must be a string, not {type(text).__name__}")
    t = normalize(text)
    if not t:
        raise ValueError("empty move text")
    if _ICCS.fullmatch(t):
        move = Move.from_iccs(t)
        if board.is_legal(move):
            return move
        from .explain import explain_illegal
        reason = explain_illegal(board, move.from_sq, move.to_sq)
        raise IllegalMoveError(f"'{text.strip()}' is not legal here: {reason}")
    if t.isascii():
        from .notation_wxf import parse_wxf
        return resolve(board, text.strip(), parse_wxf(t, text.strip()), to_wxf)
    from .notation_chinese import parse_chinese
    return resolve(board, text.strip(), parse_chinese(t, text.strip()), to_chinese)


def _check_move(board: "Board", move: Move) -> None:
    """Raise IllegalMoveError (a ValueError) unless the move is legal here."""
    if not board.is_legal(move):
        from .explain import explain_illegal
        reason = explain_illegal(board, move.from_sq, move.to_sq)
        raise IllegalMoveError(f"{move.iccs} is not legal here: {reason}")


def to_wxf(board: "Board", move: Move) -> str:
    """WXF text of a legal move, e.g. 'C2.5', '+C.5', 'H2+3'."""
    _check_move(board, move)
    from .notation_wxf import render_wxf
    return render_wxf(designate(board, move.from_sq), *motion(board, move))


def to_chinese(board: "Board", move: Move, traditional: bool = False) -> str:
    """Chinese text of a legal move, e.g. '炮二平五', '马８进７' (traditional: '傌二進三')."""
    _check_move(board, move)
    from .notation_chinese import render_chinese
    return render_chinese(designate(board, move.from_sq), *motion(board, move), traditional)


NOTATIONS = ("chinese", "wxf", "iccs")


def write_move(board: "Board", move: Move, notation: str = "chinese", traditional: bool = False) -> str:
    """A legal move's text in 'chinese', 'wxf' or 'iccs', on the board before it is played."""
    if notation == "iccs":
        return move.iccs
    if notation == "wxf":
        return to_wxf(board, move)
    if notation == "chinese":
        return to_chinese(board, move, traditional)
    raise ValueError(f"notation must be one of {', '.join(NOTATIONS)}, not {notation!r}")
