"""Move records stored in pre-order, as XQF and CCBridge (CBR) files keep them: a move, then its
continuation (if the record says 'next'), then its next sibling (if it says 'variation')."""

from __future__ import annotations

from typing import Callable

from app.model import Move
from app.model.tree import GameTree, Node


class PreorderBuilder:
    """Adds pre-order move records to a GameTree, keeping one Board in step with the current node.

    A bad record (a square out of range, a move from an empty square, an illegal move) is dropped
    with the moves that continue it, and a warning naming its byte offset goes to tree.warnings.
    """

    def __init__(self, tree: GameTree, square: Callable[[int], int]) -> None:
        self.tree = tree
        self.square = square                  # the file's square number -> ours (rank * 9 + file)
        self.board = tree.start_board()
        self.cur: Node = tree.root            # the node whose position `board` holds
        self.dead = Node()                    # parent of records that continue a dropped move
        self.stack: list[Node] = [tree.root]  # parents of the records still to come

    def add(self, parent: Node, frm: int, to: int, has_next: bool, has_var: bool, comment: str,
            offset: int) -> None:
        """Add one record whose parent (popped from `stack`) is `parent`."""
        if has_var:
            self.stack.append(parent)
        if parent is self.dead:
            if has_next:
                self.stack.append(self.dead)
            return
        # bring the board to `parent` (always `cur` or one of its ancestors: records are pre-order)
        while self.cur is not parent:
            self.board.pop()
            self.cur = self.cur.parent  # type: ignore[assignment]
        problem = None
        if frm > 89 or to > 89:
            problem = f"square out of range ({frm}, {to})"
        else:
            move = Move(self.square(frm), self.square(to))
            if not self.board.is_legal(move):
                problem = (f"{move.iccs} moves from an empty square" if self.board.piece_at(move.from_sq) is None
                           else f"{move.iccs} is not legal here")
        if problem is not None:
            self.tree.warnings.append(f"byte {offset}: bad move record dropped with its continuation: {problem}")
            if has_next:
                self.stack.append(self.dead)
            return
        node = parent.child(move)
        if node is None:
            node = parent.append_child(move)
        if comment:
            node.comment = f"{node.comment}\n{comment}" if node.comment else comment
        self.board.push(move)
        self.cur = node
        if has_next:
            self.stack.append(node)
