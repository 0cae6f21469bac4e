"""PGN writing: one game as text in the Chinese programs' dialect, in Chinese, WXF or ICCS notation.

Tag values and comments are escaped (pgn_escape) so that the reader gives back exactly what was written.
A game from the standard start that lacks [ECCO], [Opening] or [Variation] gets them from our opening
classifier (app.openings); a tag the game has is written as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.model import Board, Move
from app.model.board import START_FEN
from app.model.clock_comment import without_clock
from app.model.game_date import read_date
from app.model.tree import GameTree, Node
from app.openings import classify, opening

from .pgn_escape import escape_comment, escape_tag

_FIRST_TAGS = ("Game", "Event", "Site", "Date", "Round", "RedTeam", "Red", "BlackTeam", "Black", "Result",
               "ECCO", "Opening", "Variation")
_FORMAT_NAMES = {"chinese": "Chinese", "wxf": "WXF", "iccs": "ICCS"}
_SKIP_TAGS = {"Format", "Variant", "SetUp", "FEN", "Game"}


def _render(notation: str) -> Callable[[Board, Move], str]:
    if notation == "chinese":
        return lambda board, move: board.to_chinese(move)
    if notation == "wxf":
        return lambda board, move: board.to_wxf(move)
    if notation == "iccs":
        return lambda board, move: f"{move.iccs[:2].upper()}-{move.iccs[2:].upper()}"
    raise ValueError(f"unknown notation {notation!r}: choose chinese, wxf or iccs")


def _comment(text: str) -> str:
    return "{" + escape_comment(text) + "}"


def _tag(name: str, value: str) -> str:
    return f'[{name} "{escape_tag(value)}"]'


def opening_headers(tree: GameTree) -> dict[str, str]:
    """The opening tags a game lacks, filled in: [ECCO] our code; [Opening] and [Variation] the scheme's
    names of the game's own [ECCO] tag when it has one we know, else of our code (so that the names
    written belong to the code written). {} for a game the scheme has no code for."""
    missing = {name for name in ("ECCO", "Opening", "Variation") if not tree.headers.get(name, "").strip()}
    if not missing:
        return {}
    try:
        ours = classify(tree.mainline(), tree.start_fen)
    except ValueError:
        return {}
    if ours is None:
        return {}
    named = opening(tree.headers.get("ECCO", "")) if "ECCO" not in missing else ours
    out = {"ECCO": ours.code} if "ECCO" in missing else {}
    if named is not None and "Opening" in missing:
        out["Opening"] = named.name
        if "Variation" in missing and named.variation:
            out["Variation"] = named.variation
    return out


def dumps_pgn(tree: GameTree, notation: str = "chinese", width: int = 80, clocks: bool = True,
              opening_tags: bool = True) -> str:
    """One game as PGN text (Chinese programs' dialect: [Game "Chinese Chess"] and [Format]).

    Clock times live in the comments as [%clk h:mm:ss]; clocks=False leaves them out. opening_tags adds
    the [ECCO], [Opening] and [Variation] tags the game lacks (opening_headers)."""
    render = _render(notation)
    comment_text: Callable[[str], str] = (lambda text: text) if clocks else without_clock
    headers = {**tree.headers, **opening_headers(tree)} if opening_tags else dict(tree.headers)
    date = read_date(headers.get("Date", ""))
    if date is not None:            # PGN's own form; a date we cannot read is kept as written
        headers["Date"] = date.pgn
    lines = [_tag("Game", "Chinese Chess")]
    for name in _FIRST_TAGS[1:]:
        if name in headers:
            lines.append(_tag(name, headers[name]))
    if "Result" not in headers:
        lines.append(_tag("Result", "*"))
    for name, value in headers.items():
        if name not in _FIRST_TAGS and name not in _SKIP_TAGS:
            lines.append(_tag(name, value))
    lines.append(_tag("Format", _FORMAT_NAMES[notation]))
    if tree.start_fen != START_FEN or "FEN" in headers:
        lines.append(_tag("SetUp", "1"))
        lines.append(_tag("FEN", tree.start_fen))
    lines.append("")

    tokens: list[str] = []
    if comment_text(tree.root.comment):
        tokens.append(_comment(comment_text(tree.root.comment)))

    def emit(board: Board, node: Node, force: bool) -> None:
        number = board.fullmove_number
        move = render(board, node.move)  # type: ignore[arg-type]
        if board.turn == "red":            # a move number and its move are one token: no line between them
            move = f"{number}. {move}"
        elif force:
            move = f"{number}... {move}"
        tokens.append(move)
        for nag in node.nags:
            tokens.append(f"${nag}")
        if comment_text(node.comment):
            tokens.append(_comment(comment_text(node.comment)))

    # Explicit stack (no recursion: trees can be deep). Items: ("text", s) or ("line", node, board, force)
    # to write the continuation after `node`, or ("var", node, board) to write a variation from `node`.
    stack: list[tuple[Any, ...]] = [("line", tree.root, tree.start_board(), True)]
    while stack:
        item = stack.pop()
        if item[0] == "text":
            tokens.append(item[1])
            continue
        if item[0] == "var":
            _, var, board = item
            emit(board, var, True)
            board.push(var.move)
            stack.append(("line", var, board, bool(var.comment)))
            continue
        _, node, board, force = item
        if not node.children:
            continue
        main, *variations = node.children
        emit(board, main, force)
        tasks: list[tuple[Any, ...]] = []
        for var in variations:
            tasks += [("text", "("), ("var", var, board.copy()), ("text", ")")]
        board.push(main.move)
        tasks.append(("line", main, board, bool(variations) or bool(main.comment)))
        stack.extend(reversed(tasks))
    tokens.append(tree.result if tree.result in ("1-0", "0-1", "1/2-1/2", "*") else "*")

    out, cur, prev = [], "", ""
    for tok in tokens:
        glue = "" if prev == "(" or tok == ")" else " "
        prev = tok
        if cur and len(cur) + len(glue) + len(tok) > width:
            out.append(cur)
            cur = tok
        else:
            cur = f"{cur}{glue}{tok}" if cur else tok
    if cur:
        out.append(cur)
    return "\n".join(lines + out) + "\n"
