"""Moves written as numbered text, a line per move number: the core of the game-as-text writer
(app.formats.text_game) and of the moves on printed score sheets (app.view.game_export).

``movetext_lines`` writes a game (or the line through one node) in a notation: ``1. 炮二平五 马８进７``;
a Black move after a comment or a variation gets its number again (``1... 马８进７``); a move glyph
follows its move (``炮二平五!?``), a position glyph comes as a word after it (``±``); comments (without
their commands) are written by the caller's ``comment_word`` (braces by default); variations in
parentheses where they branch. ``variation_text`` writes one variation (with those inside it) on one line.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .board import Board
from .comment_commands import shown_text
from .glyphs import glyph_text, move_glyph, position_glyph
from .notation import write_move
from .tree import GameTree, Node


def braced(text: str) -> str:
    """A comment in braces, as written (no escapes)."""
    return "{" + text + "}"


class MoveWords:
    """Collects the words of a movetext, a line per move number (a variation stays on its line; one_line:
    no line breaks at all)."""

    def __init__(self, notation: str, traditional: bool = False, comments: bool = True,
                 comment_word: Callable[[str], str] = braced, one_line: bool = False) -> None:
        self.notation, self.traditional, self.comments = notation, traditional, comments
        self.comment_word, self.one_line = comment_word, one_line
        self.done: list[str] = []
        self.words: list[str] = []
        self.depth = 0                  # open variations
        self.numbered = False           # the next Black move needs its number ('3...')

    def move(self, board: Board, node: Node, force_number: bool = False) -> None:
        """Write `node`'s move, on `board` as it stands before the move."""
        number = board.fullmove_number
        if board.turn == "red":
            if self.depth == 0 and self.words and not self.one_line:
                self.break_line()
            self.words.append(f"{number}.")
        elif force_number or self.numbered or not self.words:
            self.words.append(f"{number}...")
        self.numbered = False
        text = write_move(board, node.move, self.notation, self.traditional)  # type: ignore[arg-type]
        glyph = move_glyph(node.nags)
        self.words.append(text + (glyph_text(glyph) if glyph is not None else ""))
        position = position_glyph(node.nags)
        if position is not None:
            self.words.append(glyph_text(position))
        if self.comments and shown_text(node.comment):
            self.comment(node.comment)

    def comment(self, comment: str) -> None:
        """A comment (its commands left out)."""
        self.words.append(self.comment_word(shown_text(comment)))
        self.numbered = True

    def open(self) -> None:
        self.words.append("(")
        self.depth += 1

    def close(self) -> None:
        self.words.append(")")
        self.depth -= 1
        self.numbered = True

    def break_line(self) -> None:
        self.done.append(join_words(self.words))
        self.words = []

    def lines(self) -> list[str]:
        """The lines written."""
        if self.words:
            self.break_line()
        return self.done


def join_words(words: list[str]) -> str:
    """Words joined by spaces, none inside parentheses' edges."""
    out = ""
    for word in words:
        if not out or out.endswith("(") or word == ")":
            out += word
        else:
            out += " " + word
    return out


def write_continuation(writer: MoveWords, node: Node, board: Board, variations: bool = True,
                       first: bool = False) -> None:
    """Write what follows `node` (first=True: `node` itself first, as a variation starts, numbered), with
    the variations in parentheses; `board` is the position before the first move written (it is played
    on). An explicit stack: trees can be very deep."""
    # items: ("line", node, board): the continuation after node; ("var", node, board): a variation that
    # starts with node; ("close",): the end of a variation.
    stack: list[tuple[Any, ...]] = [("start", node, board) if first else ("line", node, board)]
    while stack:
        item = stack.pop()
        if item[0] == "close":
            writer.close()
            continue
        if item[0] in ("var", "start"):
            _, var, var_board = item
            if item[0] == "var":
                writer.open()
            writer.move(var_board, var, force_number=True)
            var_board.push(var.move)
            stack.append(("line", var, var_board))
            continue
        _, at, line_board = item
        if not at.children:
            continue
        main, *others = at.children
        writer.move(line_board, main)
        tasks: list[tuple[Any, ...]] = []
        if variations:
            for var in others:
                tasks += [("var", var, line_board.copy()), ("close",)]
        line_board.push(main.move)
        tasks.append(("line", main, line_board))
        stack.extend(reversed(tasks))


def movetext_lines(tree: GameTree, notation: str = "chinese", traditional: bool = False, *,
                   node: Node | None = None, variations: bool = True, comments: bool = True,
                   comment_word: Callable[[str], str] = braced) -> list[str]:
    """The game's moves as numbered lines (see the module doc); node: only the line through it, to its
    end along the first moves. The game's first comment comes first."""
    writer = MoveWords(notation, traditional, comments, comment_word)
    if comments and shown_text(tree.root.comment):
        writer.comment(tree.root.comment)
    if node is not None:
        board = tree.start_board()
        for n in node.path() + node.line():
            writer.move(board, n)
            board.push(n.move)  # type: ignore[arg-type]
    else:
        write_continuation(writer, tree.root, tree.start_board(), variations)
    return writer.lines()


def variation_text(tree: GameTree, var: Node, notation: str = "chinese", traditional: bool = False,
                   comments: bool = False) -> str:
    """One variation (the node `var` and what follows it, with the variations inside it) on one line."""
    writer = MoveWords(notation, traditional, comments, one_line=True)
    write_continuation(writer, var, tree.board_at(var.parent) if var.parent else tree.start_board(), True,
                       first=True)
    return join_words(writer.lines())


__all__ = ["MoveWords", "braced", "join_words", "write_continuation", "movetext_lines", "variation_text"]
