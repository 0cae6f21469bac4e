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


__all__ = ["write_walk", "move_texts", "move_labels"]
