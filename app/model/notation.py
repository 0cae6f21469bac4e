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
from typing import TYPE_CHECKING
from collections.abc import Callable

from .enums import Notation
from .errors import IllegalMoveError, IllegalReason
from .explain import explain_illegal
from .move import Move, decode, encode
from .notation_chinese import parse_chinese, render_chinese
from .notation_core import (
    ALL,
    DOUBLE_MID,
    FRONT,
    MIDDLE,
    NTH,
    ORDINAL,
    REAR,
    WXF_FILE,
    WXF_MINUS,
    WXF_PLUS,
    Designation,
    Pick,
    Query,
)
from .notation_wxf import parse_wxf, render_wxf
from .tables import (
    ADVISOR,
    ADVISOR_MOVES,
    BLACK,
    ELEPHANT,
    ELEPHANT_MOVES,
    HORSE,
    PAWN,
    RED,
    TYPE_NAMES,
    file_of,
    rank_of,
    square,
)

if TYPE_CHECKING:
    from .board import Board

__all__ = ["ALL", "DOUBLE_MID", "FRONT", "MIDDLE", "NTH", "ORDINAL", "REAR", "WXF_FILE", "WXF_MINUS",
           "WXF_PLUS", "Designation", "Pick", "Query", "NOTATIONS", "parse_move", "to_wxf", "to_chinese",
           "write_move", "motion", "mover_file", "board_file", "designate", "file_stack", "stacks"]

# ----- geometry ------------------------------------------------------------------------------------
def mover_file(sq: int, color: int) -> int:
    """File number 1-9 of a square, counted from the mover's right."""
    return 9 - file_of(sq) if color == RED else file_of(sq) + 1


def board_file(number: int, color: int) -> int:
    """Board file 0-8 (a-i) of a mover-relative file number 1-9."""
    return 9 - number if color == RED else number - 1


def file_stack(board: Board, color: int, ptype: int, bfile: int) -> list[int]:
    """Squares of the mover's pieces of a type on a board file, front (nearest the enemy) first."""
    code = ptype | (color << 3)
    found = [r * 9 + bfile for r, p in enumerate(board.squares()[bfile::9]) if p == code]
    return found[::-1] if color == RED else found


def stacks(board: Board, color: int, ptype: int) -> dict[int, list[int]]:
    """Files (1-9, mover-relative) holding two or more of the mover's pieces of a type."""
    out = {}
    for bfile in range(9):
        st = file_stack(board, color, ptype, bfile)
        if len(st) > 1:
            out[mover_file(st[0], color)] = st
    return dict(sorted(out.items()))


def motion(board: Board, move: Move) -> tuple[str, int]:
    """Direction ('+', '-', '.') and number (destination file or distance) of a move."""
    p = board.squares()[move.from_sq]
    color, ptype = p >> 3, p & 7
    dr = rank_of(move.to_sq) - rank_of(move.from_sq)
    if color != RED:
        dr = -dr
    direction = "+" if dr > 0 else "-" if dr < 0 else "."
    if ptype in (HORSE, ADVISOR, ELEPHANT) or direction == ".":
        return direction, mover_file(move.to_sq, color)
    return direction, abs(dr)


_LEAPS = {HORSE: {1: 2, 2: 1}, ADVISOR: {1: 1}, ELEPHANT: {2: 2}}   # file step -> rank step


def target(ptype: int, color: int, frm: int, direction: str, number: int) -> int | None:
    """Destination of a piece given a motion, or None if the motion makes no sense for it."""
    f, r = file_of(frm), rank_of(frm)
    fwd = (1 if color == RED else -1) * (1 if direction == "+" else -1)
    if ptype in (HORSE, ADVISOR, ELEPHANT):
        if direction == ".":
            return None
        tf = board_file(number, color)
        df = abs(tf - f)
        dr = _LEAPS[ptype].get(df)
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


# ----- naming the moving piece ---------------------------------------------------------------------
def designate(board: Board, sq: int) -> Designation:
    """How the piece on sq is named: by its file, or by its place in a stack of its type."""
    p = board.squares()[sq]
    color, ptype = p >> 3, p & 7
    own = file_stack(board, color, ptype, file_of(sq))
    number = mover_file(sq, color)
    if len(own) < 2 or (ptype in (ADVISOR, ELEPHANT) and _directions_tell(color, ptype, own)):
        return Designation("file", ptype, color, number)
    mode = "files" if ptype == PAWN and len(stacks(board, color, PAWN)) > 1 else "stack"
    return Designation(mode, ptype, color, number, own.index(sq), len(own))


def _directions_tell(color: int, ptype: int, stack: list[int]) -> bool:
    """True if advisors or elephants sharing a file never move the same way (so 'A6+5' names one):
    always so in a game; not in a rule-book diagram's position with an elephant across the river."""
    table = ADVISOR_MOVES if ptype == ADVISOR else ELEPHANT_MOVES
    seen: set[bool] = set()
    for sq in stack:
        targets = [t if isinstance(t, int) else t[0] for t in table[color][sq]]
        ways = {(rank_of(t) > rank_of(sq)) == (color == RED) for t in targets}
        if ways & seen:
            return False
        seen |= ways
    return True


def place_word(index: int, count: int) -> str:
    """English name of a place in a stack: 'front', 'middle', 'rear' or '2nd from the front'."""
    if index == 0:
        return "front"
    if index == count - 1:
        return "rear"
    if count in (3, 5) and index == count // 2:
        return "middle"
    return f"{('2nd', '3rd', '4th')[index - 1]} from the front"


def _pick_squares(board: Board, query: Query, pick: Pick) -> list[int]:
    """Squares a single reading names."""
    color, ptype = board.turn.index, query.ptype
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
        if pick.rule == ALL or (pick.rule == WXF_FILE and n not in (3, 5)):  # 3 rooks: only in diagrams
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


def _none_named(board: Board, query: Query) -> str:
    """Why a query names no piece at all."""
    name = f"{board.turn} {TYPE_NAMES[query.ptype]}"
    files = sorted({p.file for p in query.picks if p.file is not None})
    if not files:
        doubled = stacks(board, board.turn.index, query.ptype)
        if not doubled:
            return f"no two {name}s share a file"
        return f"no {name} fits: the stacked {name}s are " + \
            " and ".join(f"{len(st)} on file {f}" for f, st in doubled.items())
    where = f"file {'/'.join(map(str, files))}"
    count = sum(len(file_stack(board, board.turn.index, query.ptype, board_file(f, board.turn.index))) for f in files)
    if not count:
        return f"no {name} on {where}"
    return f"only {count} {name}{'s' if count > 1 else ''} on {where}, so none is at that place"


def resolve(board: Board, text: str, query: Query, render: Callable[[Board, Move], str]) -> Move:
    """The one legal move a parsed text means; ValueError (IllegalMoveError if illegal) says what is wrong."""
    pieces: list[int] = []
    for pick in query.picks:
        pieces += [s for s in _pick_squares(board, query, pick) if s not in pieces]
    if not pieces:
        raise ValueError(f"'{text}': {_none_named(board, query)}")
    reach = [(s, target(query.ptype, board.turn.index, s, query.direction, query.number)) for s in pieces]
    moves = [Move(s, t) for s, t in reach if t is not None]
    legal = [m for m in moves if board.is_legal(m)]
    if len(legal) == 1:
        return legal[0]
    name = TYPE_NAMES[query.ptype]
    if legal:
        files = sorted({mover_file(m.from_sq, board.turn.index) for m in legal})
        where = f"file {files[0]}" if len(files) == 1 else "files " + " and ".join(map(str, files))
        count = ("two", "three", "four", "five")[len(legal) - 2]
        options = []
        for m in legal:
            d = designate(board, m.from_sq)
            options.append(f"{render(board, m)} ({place_word(d.index, d.count)} on file {d.file})")
        raise ValueError(f"'{text}' is ambiguous: {count} {name}s on {where} can make that move; "
                         f"say which: {' or '.join(options)}{query.note}")
    if not moves:
        raise IllegalMoveError(IllegalReason.NO_SUCH_MOTION, kind=name, color=board.turn, turn=board.turn,
                               text=text)
    reasons = tuple(explain_illegal(board.squares(), board.turn.index, m) for m in moves)
    if len(moves) == 1:
        raise _with_text(reasons[0], text)
    same = len({r.reason for r in reasons}) == 1
    raise IllegalMoveError(reasons[0].reason if same else IllegalReason.NOT_LEGAL, kind=name,
                           color=board.turn, turn=board.turn, text=text, causes=reasons)


def _with_text(err: IllegalMoveError, text: str) -> IllegalMoveError:
    """The same reason and arguments, read from a notation text."""
    return IllegalMoveError(err.reason, err.move, square=err.square, kind=err.kind, color=err.color,
                            turn=err.turn, count=err.count, text=text, causes=err.causes)


# ----- public API ----------------------------------------------------------------------------------
_ICCS = re.compile(r"[a-i][0-9]-?[a-i][0-9]", re.IGNORECASE)


def normalize(text: str) -> str:
    """NFKC form without spaces: full-width letters, digits and signs become ASCII."""
    t = unicodedata.normalize("NFKC", text)
    t = t.replace("\u2212", "-").replace("\u2013", "-").replace("\u2014", "-")
    return "".join(t.split())


def parse_move(board: Board, text: str) -> Move:
    """A legal move from ICCS, WXF or Chinese text (ValueError says what was wrong)."""
    if not isinstance(text, str):
        raise ValueError(f"a move text must be a string, not {type(text).__name__}")
    read = _READ.get(text)
    if read is None:
        read = _read(text)
        if len(_READ) >= _READ_LIMIT:
            _READ.clear()
        _READ[text] = read
    if isinstance(read, Move):
        if board.is_legal(read):
            return read
        raise _with_text(explain_illegal(board.squares(), board.turn.index, read), text.strip())
    query, render, plans = read
    if plans is not None:
        move = _resolve_on_file(board, plans[board.turn.index])
        if move is not None:
            return move
    return resolve(board, text.strip(), query, render)


# Where a text that names every piece of its type on one file ('炮二平五', 'C2.5') sends a piece from
# each rank of that file, for one colour: (piece code, board file, the Move or None by rank).
_Plan = tuple[int, int, tuple[Move | None, ...]]
# What a text says: an ICCS Move, or a Query with the notation's renderer and, for a text naming the
# pieces of one file, its plans for Red and Black.
_Reading = Move | tuple[Query, Callable[["Board", Move], str], tuple[_Plan, _Plan] | None]
# What each text says depends on the text alone, so it is kept (bounded) for the next time; only texts
# that read without error are kept.
_READ: dict[str, _Reading] = {}
_READ_LIMIT = 20000


def _read(text: str) -> _Reading:
    """The Move of an ICCS text or the Query of a WXF or Chinese one (ValueError for bad syntax)."""
    t = normalize(text)
    if not t:
        raise ValueError("empty move text")
    if _ICCS.fullmatch(t):
        return Move.from_iccs(t)
    if t.isascii():
        query, render = parse_wxf(t, text.strip()), to_wxf
    else:
        query, render = parse_chinese(t, text.strip()), to_chinese
    return query, render, _plans(query)


def _plans(query: Query) -> tuple[_Plan, _Plan] | None:
    """The plans of a query naming every piece of its type on one file, else None (see _Plan)."""
    pick = query.picks[0] if len(query.picks) == 1 else None
    ptype = query.ptype
    if pick is None or pick.file is None or (pick.rule != ALL and (pick.rule != WXF_FILE or ptype == PAWN)):
        return None
    out = []
    for color in (RED, BLACK):
        bfile = board_file(pick.file, color)
        moves: list[Move | None] = []
        for rank in range(10):
            sq = square(bfile, rank)
            to = target(ptype, color, sq, query.direction, query.number)
            moves.append(None if to is None else decode(encode(sq, to)))
        out.append((ptype | (color << 3), bfile, tuple(moves)))
    return out[0], out[1]


def _resolve_on_file(board: Board, plan: _Plan) -> Move | None:
    """The move of a query naming every piece of its type on one file, if exactly one of them can
    legally make it; None leaves every other case (and the errors) to resolve."""
    code, bfile, moves = plan
    column = board.file_codes(bfile)
    if column.count(code) == 1:   # the usual case: one such piece on the file
        move = moves[column.index(code)]
        return move if move is not None and board.is_legal(move) else None
    found = None
    for rank, p in enumerate(column):
        if p == code:
            move = moves[rank]
            if move is not None and board.is_legal(move):
                if found is not None:
                    return None
                found = move
    return found


def _check_move(board: Board, move: Move) -> None:
    """Raise IllegalMoveError (a ValueError) unless the move is legal here."""
    if not board.is_legal(move):
        raise _with_text(explain_illegal(board.squares(), board.turn.index, move), move.iccs)


def to_wxf(board: Board, move: Move) -> str:
    """WXF text of a legal move, e.g. 'C2.5', '+C.5', 'H2+3'."""
    _check_move(board, move)
    return render_wxf(designate(board, move.from_sq), *motion(board, move))


def to_chinese(board: Board, move: Move, traditional: bool = False) -> str:
    """Chinese text of a legal move, e.g. '炮二平五', '马８进７' (traditional: '傌二進三')."""
    _check_move(board, move)
    return render_chinese(designate(board, move.from_sq), *motion(board, move), traditional)


NOTATIONS: tuple[Notation, ...] = (Notation.CHINESE, Notation.WXF, Notation.ICCS)


def write_move(board: Board, move: Move, notation: Notation | str = Notation.CHINESE,
               traditional: bool = False) -> str:
    """A legal move's text in a notation (a Notation or its value), on the board before it is played."""
    if notation == Notation.ICCS:
        return move.iccs
    if notation == Notation.WXF:
        return to_wxf(board, move)
    if notation == Notation.CHINESE:
        return to_chinese(board, move, traditional)
    raise ValueError(f"notation must be one of {', '.join(NOTATIONS)}, not {notation!r}")
