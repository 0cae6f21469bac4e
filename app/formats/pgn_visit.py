"""Visitors of a PGN game, in python-chess's style: the reader (pgn.py, ``replay``) walks one game's
tokens, replays its moves on a board and tells a visitor what it meets, in file order; the visitor
decides what to make of it.

- ``TreeBuilder`` makes the ReadTree every reader returns (moves, variations, comments, NAGs, result,
  the problems worked around);
- ``HeadersVisitor`` keeps the headers only: its ``begin_game`` answers SKIP, so no move is replayed
  (``app.formats.read_headers`` lists a file's games this way, many times faster than reading them).

A visitor's calls: ``begin_game(headers, fen)`` (the game's tags and the FEN of a tag-less 'FEN +
moves' text; returns the board to replay on, or SKIP), then any of ``visit_move``, ``visit_nag``,
``visit_comment``, ``begin_variation``, ``end_variation``, ``visit_result`` and ``visit_problem``, and
``end_game()``; ``result()`` gives what the visitor made. A ValueError from ``begin_game`` (a bad FEN)
fails the game.
"""

from __future__ import annotations

from typing import Generic, TypeVar, cast

from app.model import START_FEN, Board, Move
from app.model.tree import Node

from .problems import ReadProblem, ReadTree

T = TypeVar("T")
SKIP = None          # begin_game's answer when the movetext is not wanted


class GameVisitor(Generic[T]):
    """Receives one game's parts in file order (every method but begin_game and result does nothing)."""

    def begin_game(self, headers: dict[str, str], fen: str | None) -> Board | None:
        """The game's tags and the FEN of a tag-less game; the board to replay its moves on, or SKIP."""
        raise NotImplementedError

    def visit_move(self, move: Move) -> None:
        """A move, legal in the position reached (the board is already past it)."""

    def visit_nag(self, nag: int) -> None:
        """A numeric annotation glyph of the last move ($1 = '!', ...)."""

    def visit_comment(self, text: str) -> None:
        """A comment (not empty) after the last move, or before the first move of a variation."""

    def begin_variation(self) -> None:
        """'(': an alternative to the last move begins."""

    def end_variation(self) -> None:
        """')': back to the move the variation was an alternative to."""

    def visit_result(self, result: str) -> None:
        """The game's result token ('1-0', '0-1', '1/2-1/2', '*')."""

    def visit_problem(self, problem: ReadProblem) -> None:
        """Something the reader worked around (an ambiguous move, an unmatched bracket)."""

    def end_game(self) -> None:
        """The game's last token was visited."""

    def result(self) -> T:
        """What the visitor made of the game."""
        raise NotImplementedError


class TreeBuilder(GameVisitor[ReadTree]):
    """Builds the game's ReadTree (a move already there is followed, not added twice)."""

    def begin_game(self, headers: dict[str, str], fen: str | None) -> Board:
        self.tree = ReadTree(None if "FEN" in headers else fen, headers)    # ValueError: a bad FEN
        self.node: Node = self.tree.root
        self.replaced: list[Node] = []           # the node each open variation is an alternative to
        self.pending: list[str] = []             # comments before the first move of a variation
        self.comments: dict[int, tuple[Node, list[str]]] = {}   # id(node) -> the node and its comments
        return self.tree.start_board()

    def visit_move(self, move: Move) -> None:
        node = self.node
        child = None
        for c in node.children:
            if c.move == move:
                child = c
                break
        if child is None:
            child = node.append_child(move)
        self.node = child
        if self.pending:
            self._comments_of(child)[:0] = self.pending
            self.pending = []

    def visit_nag(self, nag: int) -> None:
        if self.node is not self.tree.root:
            self.node.nags.append(nag)

    def visit_comment(self, text: str) -> None:
        if self.replaced and self.node is self.replaced[-1].parent:   # a variation with no move yet
            self.pending.append(text)
        else:
            self._comments_of(self.node).append(text)

    def begin_variation(self) -> None:
        self.replaced.append(self.node)
        self.node = cast(Node, self.node.parent)      # the reader checked that there is a move

    def end_variation(self) -> None:
        self.node = self.replaced.pop()
        self.pending = []

    def visit_result(self, result: str) -> None:
        if not self.tree.headers.get("Result"):
            self.tree.headers["Result"] = result

    def visit_problem(self, problem: ReadProblem) -> None:
        self.tree.note(problem)

    def end_game(self) -> None:
        for commented, texts in self.comments.values():   # joined once: no quadratic string growth
            commented.comment = "\n".join(texts)

    def result(self) -> ReadTree:
        return self.tree

    def _comments_of(self, node: Node) -> list[str]:
        """The list of comment texts gathered for `node` (created empty on first use)."""
        entry = self.comments.get(id(node))
        if entry is None:
            entry = self.comments[id(node)] = (node, [])
        return entry[1]


class HeadersVisitor(GameVisitor[dict[str, str]]):
    """Keeps a game's headers as reading it would give them (a FEN line as FEN, the result token as
    Result when no tag gives one); skips the moves."""

    def begin_game(self, headers: dict[str, str], fen: str | None) -> None:
        self.headers = dict(headers)
        if fen is not None and fen != START_FEN and "FEN" not in headers:     # as GameTree records it
            self.headers["FEN"] = fen
        return SKIP

    def visit_result(self, result: str) -> None:
        if not self.headers.get("Result"):
            self.headers["Result"] = result

    def result(self) -> dict[str, str]:
        return self.headers


__all__ = ["GameVisitor", "TreeBuilder", "HeadersVisitor", "SKIP"]
