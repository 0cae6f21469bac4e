"""Moves written in a notation for the move lists: one walk for a game's line and a study's tree.

QtCore-free; the play controller's history (`move_texts`) and the study tree (`move_labels`) both use
`write_walk`, which writes each move on the board as it stands, plays it, and takes moves back as told.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import TypeVar

from app.model import Board, Game, Move
from app.model.notation import write_move
from app.model.tree import GameTree, Node

K = TypeVar("K", bound=Hashable)


def write_walk(start: Board, steps: Iterable[tuple[K, Move] | None], notation: str = "chinese",
               traditional: bool = False) -> dict[K, str]:
    """Each (key, move) step written on the board as it stands, then played; a None step takes the
    last move back. The texts come keyed, in the order walked."""
    board = start.copy()
    texts: dict[K, str] = {}
    for step in steps:
        if step is None:
            board.pop()
            continue
        key, move = step
        texts[key] = write_move(board, move, notation, traditional)
        board.push(move)
    return texts


def move_texts(game: Game, notation: str = "chinese", traditional: bool = False) -> list[str]:
    """The game's moves written in 'chinese', 'wxf' or 'iccs'."""
    return list(write_walk(Board(game.start_fen), enumerate(game.moves), notation, traditional).values())


class GameTexts:
    """A game's moves written in a notation, kept from call to call: after a move is played or taken
    back only that move is written (rewriting them all cost more the longer the game)."""

    def __init__(self) -> None:
        self._style: tuple[str, bool] = ("", False)
        self._board = Board()                   # the position after the moves written
        self._keys: list[int] = []              # its position keys, from the start (one more than moves)
        self._texts: list[str] = []
        self.first_is_black = False             # the game's first move is Black's

    def texts(self, game: Game, notation: str = "chinese", traditional: bool = False) -> list[str]:
        """The game's moves written in 'chinese', 'wxf' or 'iccs' (a new list). The moves kept are
        those whose positions are the game's (compared by position key); only the others are written."""
        board = game.board
        keys = board.history_keys()
        if (notation, traditional) != self._style or keys[:1] != self._keys[:1]:
            self._style = (notation, traditional)
            self._board = board.start_board()
            self.first_is_black = self._board.turn == "black"
            self._keys, self._texts = [self._board.key], []
        kept = _common_start(keys, self._keys) - 1          # moves this line and the game's share
        for _ in range(len(self._texts) - kept):
            self._board.pop()
        del self._texts[kept:], self._keys[kept + 1:]
        added = len(keys) - 1 - kept
        moves = [board.peek()] if added == 1 else board.move_stack[kept:] if added else []
        for move in moves:
            assert move is not None
            self._texts.append(write_move(self._board, move, notation, traditional))
            self._board.push(move)
            self._keys.append(self._board.key)
        return list(self._texts)


def _common_start(new: list[int], old: list[int]) -> int:
    """How many items `new` begins with as `old` does (quick when `new` only adds to `old`)."""
    if new[:len(old)] == old:
        return len(old)
    return next((i for i, (a, b) in enumerate(zip(new, old, strict=False)) if a != b), min(len(new), len(old)))


def move_labels(tree: GameTree, notation: str = "chinese", traditional: bool = False) -> dict[Node, str]:
    """Every move of a tree in a notation (one depth-first walk)."""
    return write_walk(tree.start_board(), _depth_first(tree.root), notation, traditional)


def _depth_first(root: Node) -> Iterable[tuple[Node, Move] | None]:
    stack: list[tuple[Node, bool]] = [(c, False) for c in reversed(root.children)]
    while stack:
        node, leaving = stack.pop()
        if leaving:
            yield None
            continue
        yield node, node.move  # type: ignore[misc]
        stack.append((node, True))
        stack.extend((c, False) for c in reversed(node.children))



__all__ = ["GameTexts", "write_walk", "move_texts", "move_labels"]
