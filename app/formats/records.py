"""Move records stored in pre-order, as XQF and CCBridge (CBR) files keep them: a move, then its
continuation (if the record says 'next'), then its next sibling (if it says 'variation')."""

from __future__ import annotations

from collections.abc import Callable

from app.model import Move
from app.model.tree import Node

from .problems import ProblemKind, ReadTree, after_node


class PreorderBuilder:
    """Adds pre-order move records to a GameTree, keeping one Board in step with the current node.

    A bad record (a square out of range, a move from an empty square, an illegal move) is dropped
    with the moves that continue it; ``finish`` notes one MOVES_LOST problem per bad record (the last
    good move, how many records were lost and the byte offset) on the tree.
    """

    def __init__(self, tree: ReadTree, square: Callable[[int], int]) -> None:
        self.tree = tree
        self.square = square                  # the file's square number -> ours (rank * 9 + file)
        self.board = tree.start_board()
        self.cur: Node = tree.root            # the node whose position `board` holds
        self.dead = Node()                    # (kept for old callers; see is_dead)
        self.stack: list[Node] = [tree.root]  # parents of the records still to come
        self._dead: dict[Node, int] = {}      # parent of records continuing a dropped move -> loss number
        self._losses: list[tuple[Node, str, int]] = []   # (last good node, detail, offset) per bad record
        self._lost: list[int] = []            # records lost per bad record

    def is_dead(self, node: Node) -> bool:
        """True if records under `node` continue a dropped move."""
        return node in self._dead

    def finish(self) -> None:
        """Note the problems met (once all records are read)."""
        for (good, detail, offset), lost in zip(self._losses, self._lost, strict=True):
            self.tree.note(after_node(self.tree, good, ProblemKind.MOVES_LOST, detail, lost=lost,
                                      byte_offset=offset))

    def add(self, parent: Node, frm: int, to: int, has_next: bool, has_var: bool, comment: str,
            offset: int) -> None:
        """Add one record whose parent (popped from `stack`) is `parent`."""
        if has_var:
            self.stack.append(parent)
        loss = self._dead.get(parent)
        if loss is not None:
            self._lost[loss] += 1
            if has_next:
                self.stack.append(parent)
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
            dead = Node()
            self._dead[dead] = len(self._losses)
            self._losses.append((parent, f"byte {offset}: bad move record dropped with its continuation: "
                                         f"{problem}", offset))
            self._lost.append(1)
            if has_next:
                self.stack.append(dead)
            return
        node = parent.child(move)
        if node is None:
            node = parent._append(move)
        if comment:
            node.comment = f"{node.comment}\n{comment}" if node.comment else comment
        self.board.push(move)
        self.cur = node
        if has_next:
            self.stack.append(node)
