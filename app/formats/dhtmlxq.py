"""DhtmlXQ / UBB, the web format ([DhtmlXQ]...[/DhtmlXQ], also inside HTML pages).

Facts used: each field is ``[DhtmlXQ_name]value[/DhtmlXQ_...]`` (closing tags are sometimes wrong, e.g.
``[DhtmlXQ_blacktime]...[/DhtmlXQ_time]``, so any closing tag ends a field). Squares are two digits
x y, x = file 0-8 from Red's left, y = row 0-9 from Black's side (ICCS rank = 9 - y).

- ``binit``: 64 digits, the squares of Red R H E A K A E H R C C P P P P P then Black in the same order,
  99 = off the board (absent: the standard start); ``fen`` may give a FEN instead.
- ``movelist``: the main line, 4 digits per move.
- ``move_P_N_B``: branch B, whose first move is ply N (1-based) of a line that shares the first N-1
  moves of branch P (0 = the main line).
- ``commentN`` / ``commentB_N``: comment after ply N of the main line / of branch B (N = 0: before
  the first move). '||' in a comment is a line break.
- title, event, date, place, round, red, black, redteam, blackteam, result (W/L/D, 红胜/黑胜/和局...),
  open (opening), author, remark.

A move that is not legal ends its branch (with a warning); in the main line it is an error.
"""

from __future__ import annotations

import html
import re

from app.model import Move
from app.model.board import START_FEN
from app.model.tree import GameTree, Node

from .errors import GameFileError
from .problems import ProblemKind, ReadProblem, ReadTree, after_node
from .textio import fen_placement

_BLOCK = re.compile(r"\[DhtmlXQ\](.*?)(?:\[/DhtmlXQ\]|$)", re.DOTALL | re.IGNORECASE)
_BLOCK_START = re.compile(r"\[DhtmlXQ\]", re.IGNORECASE)
_FIELD_OPEN = re.compile(r"\[DhtmlXQ_([A-Za-z0-9_]+)\]")
_FIELD_CLOSE = re.compile(r"\[/DhtmlXQ_?[A-Za-z0-9_]*\]")
_BRANCH = re.compile(r"move_(\d+)_(\d+)_(\d+)")
_COMMENT = re.compile(r"comment(?:(\d+)_)?(\d+)")
_KINDS = "RNBAKABNRCCPPPPP"
_HEADERS = {"title": "Title", "event": "Event", "date": "Date", "place": "Site", "round": "Round",
            "red": "Red", "black": "Black", "redteam": "RedTeam", "blackteam": "BlackTeam",
            "open": "Opening", "author": "Annotator", "remark": "Remark", "timerule": "TimeControl",
            "redtime": "RedTime", "blacktime": "BlackTime"}
_RESULTS = {"w": "1-0", "l": "0-1", "d": "1/2-1/2", "红胜": "1-0", "红先胜": "1-0", "黑胜": "0-1",
            "红先负": "0-1", "红负": "0-1", "和局": "1/2-1/2", "和棋": "1/2-1/2", "红先和": "1/2-1/2",
            "1-0": "1-0", "0-1": "0-1", "1/2-1/2": "1/2-1/2"}


def blocks(text: str) -> list[tuple[int, str]]:
    """(position, body) of every [DhtmlXQ] block."""
    return [(m.start(), m.group(1)) for m in _BLOCK.finditer(text)]


def first_block(text: str) -> int:
    """Where the first [DhtmlXQ] block starts, or -1 (one linear scan)."""
    m = _BLOCK_START.search(text)
    return -1 if m is None else m.start()


def read_fields(body: str) -> dict[str, str]:
    """The fields of a block body by lower-case name (the first of each name), in one linear pass.

    A field's value runs to the first closing tag after it; if an opening tag has no closing tag after
    it, no later one has either, so the scan stops there instead of trying each of them."""
    out: dict[str, str] = {}
    pos = 0
    while True:
        opening = _FIELD_OPEN.search(body, pos)
        if opening is None:
            return out
        closing = _FIELD_CLOSE.search(body, opening.end())
        if closing is None:
            return out
        out.setdefault(opening.group(1).lower(), body[opening.end():closing.start()])
        pos = closing.end()


def _square(x: str, y: str) -> int:
    return (9 - int(y)) * 9 + int(x)


def _placement(binit: str) -> tuple[str, dict[int, str]]:
    if len(binit) != 64 or not binit.isdigit():
        raise GameFileError("binit must be 64 digits", token=binit[:80])
    pieces: dict[int, str] = {}
    for i in range(32):
        x, y = binit[2 * i], binit[2 * i + 1]
        if x == "9" or (x + y) == "99":
            continue
        sq = _square(x, y)
        if sq in pieces:
            raise GameFileError(f"binit puts two pieces on square {x}{y}", token=binit)
        pieces[sq] = _KINDS[i % 16] if i < 16 else _KINDS[i % 16].lower()
    return fen_placement(pieces), pieces


def _moves(digits: str, what: str) -> list[Move]:
    digits = digits.strip()
    if len(digits) % 4 or not digits.isdigit():
        raise GameFileError(f"{what}: moves are groups of 4 digits", token=digits[:40])
    out = []
    for i in range(0, len(digits), 4):
        d = digits[i:i + 4]
        if d[0] == "9" or d[2] == "9":
            raise GameFileError(f"{what}: square off the board", token=d)
        out.append(Move(_square(d[0], d[1]), _square(d[2], d[3])))
    return out


def _clean(value: str) -> str:
    value = value.replace("||", "\n")
    if "&" in value:
        value = html.unescape(value)
    return value.strip()


def read_block(body: str) -> GameTree:
    """The game tree of one [DhtmlXQ] block's body."""
    fields = read_fields(body)
    headers: dict[str, str] = {}
    for key, name in _HEADERS.items():
        value = _clean(fields.get(key, ""))
        if value:
            headers[name] = value
    result = _RESULTS.get(_clean(fields.get("result", "")).lower())
    headers["Result"] = result or "*"

    branches: dict[int, list[Move]] = {0: _moves(fields.get("movelist", ""), "movelist")}
    starts: dict[int, tuple[int, int]] = {}
    for key, value in fields.items():
        bm = _BRANCH.fullmatch(key)
        if bm:
            parent, ply, bid = int(bm.group(1)), int(bm.group(2)), int(bm.group(3))
            if bid == 0 or ply < 1:
                raise GameFileError(f"bad branch tag {key}", token=key)
            branches[bid] = _moves(value, key)
            starts[bid] = (parent, ply)

    fen = fields.get("fen", "").strip()
    if not fen:
        binit = fields.get("binit", "").strip()
        if binit:
            placement, pieces = _placement(binit)
            first = branches[0][0] if branches[0] else None
            side = "b" if first is not None and pieces.get(first.from_sq, "R").islower() else "w"
            fen = f"{placement} {side} - - 0 1"
        else:
            fen = START_FEN
    try:
        tree = ReadTree(fen, headers)
    except ValueError as exc:
        raise GameFileError(f"bad start position: {exc}", token=fen) from None

    # Build the main line, then branches in an order where each parent comes first.
    lines: dict[int, list[Node]] = {}
    board = tree.start_board()
    nodes = [tree.root]
    for i, move in enumerate(branches[0]):
        if not board.is_legal(move):
            raise GameFileError(f"movelist: move {i + 1} ({move.iccs}) is not legal", token=move.iccs)
        board.push(move)
        nodes.append(nodes[-1].append_child(move))
    lines[0] = nodes
    todo = sorted(starts)
    while todo:
        progress = False
        for bid in list(todo):
            parent, ply = starts[bid]
            if parent not in lines:
                continue
            todo.remove(bid)
            progress = True
            base = lines[parent]
            if ply > len(base):
                tree.note(after_node(tree, base[-1], ProblemKind.VARIATION_DROPPED,
                                     f"branch {bid} starts at ply {ply}, after the end of branch {parent}: dropped",
                                     lost=len(branches[bid])))
                continue
            node = base[ply - 1]
            board = tree.board_at(node)
            line = base[:ply]
            for i, move in enumerate(branches[bid]):
                if not board.is_legal(move):
                    tree.note(after_node(tree, node, ProblemKind.MOVES_LOST,
                                         f"branch {bid}: move {i + 1} ({move.iccs}) is not legal: "
                                         "the rest of the branch is dropped", lost=len(branches[bid]) - i))
                    break
                board.push(move)
                child = node.child(move)
                node = child if child is not None else node.append_child(move)
                line.append(node)
            lines[bid] = line
        if not progress:
            tree.note(ReadProblem(ProblemKind.VARIATION_DROPPED,
                                  f"branches {todo} hang from missing branches: dropped",
                                  lost=sum(len(branches[b]) for b in todo)))
            break

    for key, value in fields.items():
        cm = _COMMENT.fullmatch(key)
        if not cm:
            continue
        bid = int(cm.group(1) or 0)
        ply = int(cm.group(2))
        text = _clean(value)
        found = lines.get(bid)
        if not text:
            continue
        if found is None or ply >= len(found):
            tree.note(ReadProblem(ProblemKind.COMMENT_DROPPED, f"comment {key} has no move to go with: dropped"))
            continue
        found[ply].comment = text
    return tree
