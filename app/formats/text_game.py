"""Games as plain text, both ways: what players paste into a chat or a forum and copy out of a web page.

Writing (``game_text``): the moves in a notation (Chinese, simplified or traditional, WXF or ICCS),
numbered, one move number a line::

    1. 炮二平五 马８进７
    2. 马二进三 {先手} 车９平８
    3. 车一平二 卒７进１!?
    红胜

- a game that does not start from the standard position has its FEN on the first line;
- comments follow their move in braces, without the commands a comment keeps for the program
  (clock times, evaluations, drawn arrows and circles);
- move glyphs follow their move (``炮二平五!?``), position glyphs come after it as a word of their own
  (``±``, ``+=``); other NAGs (the diagram flag) are left out of the text;
- variations are written in parentheses where they branch (``variations=False``: the main line only);
  ``node=...`` writes the one line through that node, to its end along the first moves;
- the result ends the text: 红胜 / 黑胜 / 和棋 in Chinese (紅勝 in traditional characters), 1-0, 0-1,
  1/2-1/2 otherwise; none for an unfinished game;
- ``tags=True`` puts the game's headers first as PGN tag pairs (the FEN among them).

``app.formats.read_text`` reads every such text back to the same moves.

Reading a pasted text (``read_game_text``): its first game, complete or in part. A move that cannot be
read stops the game there: the moves before it are kept and the ``problem`` (kind MOVES_LOST) names the
move as written (``token``), why (``fault``) and the last good move (``after_ply``, ``after_move``,
``board_fen_before``), for the view to word.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from app.model.board import START_FEN
from app.model.line_text import movetext_lines
from app.model.notation import NOTATIONS
from app.model.tree import GameTree, Node

from .errors import GameFileError
from .pgn_escape import escape_comment, escape_tag
from .problems import ProblemKind, ReadProblem, problems_of

CHINESE_RESULTS = {"1-0": "红胜", "0-1": "黑胜", "1/2-1/2": "和棋"}
TRADITIONAL_RESULTS = {"1-0": "紅勝", "0-1": "黑勝", "1/2-1/2": "和棋"}
_TAG_ORDER = ("Event", "Site", "Date", "Round", "Red", "Black", "Result")


def game_text(tree: GameTree, notation: str = "chinese", *, traditional: bool = False, node: Node | None = None,
              variations: bool = True, comments: bool = True, tags: bool = False) -> str:
    """A game (or the line through `node`) as text in a notation (see the module doc); ends with a
    line break. ValueError for an unknown notation."""
    if notation not in NOTATIONS:
        raise ValueError(f"notation must be one of {', '.join(NOTATIONS)}, not {notation!r}")
    lines: list[str] = []
    if tags:
        lines += _tag_lines(tree)
    elif tree.start_fen != START_FEN:
        lines.append(tree.start_fen)
    lines += movetext_lines(tree, notation, traditional, node=node, variations=variations, comments=comments,
                            comment_word=lambda text: "{" + escape_comment(text) + "}")
    result = tree.result
    if result in CHINESE_RESULTS:
        table = TRADITIONAL_RESULTS if traditional else CHINESE_RESULTS
        lines.append(table[result] if notation == "chinese" else result)
    return "\n".join(lines) + "\n"


def _tag_lines(tree: GameTree) -> list[str]:
    headers = dict(tree.headers)
    names = [n for n in _TAG_ORDER if n in headers] + [n for n in headers if n not in _TAG_ORDER]
    out = [f'[{name} "{escape_tag(headers[name])}"]' for name in names if name not in ("FEN", "SetUp")]
    if tree.start_fen != START_FEN:
        out.append(f'[FEN "{escape_tag(tree.start_fen)}"]')
    return out + [""]


@dataclass(frozen=True)
class TextGame:
    """The first game of a pasted text: its tree, complete or up to the first move that could not be
    read, and the problems met (a MOVES_LOST problem first when the game was cut short)."""

    tree: GameTree
    problems: tuple[ReadProblem, ...] = ()
    games: int = 1                      # how many games the text held (only the first is given)

    @property
    def complete(self) -> bool:
        """True if every move of the text was read."""
        return not any(p.kind == ProblemKind.MOVES_LOST for p in self.problems)

    @property
    def problem(self) -> ReadProblem | None:
        """The first problem met, if any."""
        return self.problems[0] if self.problems else None


def read_game_text(text: str) -> TextGame:
    """The first game of a text in any form read_text reads (Chinese, WXF or ICCS moves, numbered or
    not, a FEN line first, PGN, DhtmlXQ), with the moves before the first move that cannot be read.
    Raises GameFileError when not even one move (nor a position) can be taken from it: its ``problem``
    then names the first move as written (``token``) and why (``fault``)."""
    from . import read_text
    try:
        games = read_text(text, "<text>")
    except GameFileError as err:
        partial = err.partial
        if partial is None or (not partial.root.children and partial.start_fen == START_FEN):
            raise
        return TextGame(partial, (replace(err.problem, kind=ProblemKind.MOVES_LOST, game=1),) +
                        tuple(problems_of(partial)))
    if games.errors and (not games.numbers or games.numbers[0] != 1):
        first = games.errors[0]      # the first game of the text failed; a later one was read
        if first.partial is not None and (first.partial.root.children or first.partial.start_fen != START_FEN):
            return TextGame(first.partial, (replace(first.problem, kind=ProblemKind.MOVES_LOST, game=1),),
                            len(games) + len(games.errors))
    return TextGame(games[0], tuple(problems_of(games[0])), len(games) + len(games.errors))


__all__ = ["game_text", "read_game_text", "TextGame", "CHINESE_RESULTS", "TRADITIONAL_RESULTS"]
