"""A recorded game as a tree: headers, a start position, a main line with variations, comments and NAGs.

The tree is what files hold and what the study mode edits; it is not an arbiter. ``to_game`` replays
the main line into an arbiter ``Game`` when rulings are wanted.

- ``GameTree.root`` is a move-less node: its ``comment`` is the comment before the first move and its
  children are the candidate first moves. In every node, ``children[0]`` continues the main line of
  that node's line and the other children are variations (alternatives to ``children[0]``).
- ``Node.comment`` is the text after the node's move; ``Node.nags`` are PGN numeric annotation glyphs
  ($1 = '!', $2 = '?', ...).
- ``headers`` is an ordered dict of PGN-style tags (Event, Site, Date, Round, Red, Black, Result, FEN,
  ECCO, Opening, ...). ``FEN`` is present only when the game starts from a set-up position (or when
  the file wrote it); ``start_fen`` reads it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .board import START_FEN, Board
from .enums import Ruleset
from .game import Game
from .move import Move

# The usual result tokens and what they mean.
RESULTS = ("1-0", "0-1", "1/2-1/2", "*")

_TEMPLATES: dict[str, Board] = {}


def new_board(fen: str | None = None) -> Board:
    """A new Board at a FEN, copied from a cached one (parsing and checking a FEN is slow;
    readers build thousands of boards at the same few positions). Raises FenError."""
    key = fen or START_FEN
    template = _TEMPLATES.get(key)
    if template is None:
        template = Board(key)
        if len(_TEMPLATES) >= 256:
            _TEMPLATES.clear()
        _TEMPLATES[key] = template
    return template.copy()


# The headers a study window edits (PGN's seven-tag roster, plus Opening).
HEADER_FIELDS = ("Event", "Site", "Date", "Round", "Red", "Black", "Result", "Opening")


class Node:
    """One move of a game tree (the root holds no move)."""

    __slots__ = ("move", "parent", "children", "comment", "nags")

    def __init__(self, move: Move | None = None, parent: Node | None = None, comment: str = "",
                 nags: Iterable[int] = ()) -> None:
        self.move = move
        self.parent = parent
        self.children: list[Node] = []
        self.comment = comment
        self.nags: list[int] = list(nags)

    # ----- navigation --------------------------------------------------------------------------
    @property
    def iccs(self) -> str:
        """ICCS text of the move ('' for the root)."""
        return self.move.iccs if self.move is not None else ""

    @property
    def ply(self) -> int:
        """Number of moves from the start to this node (0 for the root)."""
        n, node = 0, self
        while node.parent is not None:
            n += 1
            node = node.parent
        return n

    @property
    def is_root(self) -> bool:
        return self.parent is None

    def path(self) -> list[Node]:
        """Nodes from the first move down to this one (empty for the root)."""
        out = []
        node = self
        while node.parent is not None:
            out.append(node)
            node = node.parent
        out.reverse()
        return out

    def moves(self) -> list[Move]:
        """Moves from the start position to this node."""
        return [n.move for n in self.path()]  # type: ignore[misc]

    def line(self) -> list[Node]:
        """This node's continuation along first children (not including this node)."""
        out = []
        node = self
        while node.children:
            node = node.children[0]
            out.append(node)
        return out

    def is_mainline(self) -> bool:
        """True if every step from the root to here takes the first child."""
        node = self
        while node.parent is not None:
            if node.parent.children[0] is not node:
                return False
            node = node.parent
        return True

    def child(self, move: Move) -> Node | None:
        """The child reached by a move, or None."""
        for c in self.children:
            if c.move == move:
                return c
        return None

    def walk(self) -> Iterator[Node]:
        """This node and all below it, depth first, main line before variations."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    def append_child(self, move: Move) -> Node:
        """Add a child without any legality test (readers have already played it on a Board)."""
        node = Node(move, self)
        self.children.append(node)
        return node

    def __repr__(self) -> str:
        return f"Node({self.iccs or 'root'}, ply={self.ply}, children={len(self.children)})"


class GameTree:
    """A recorded game: headers, start position, and a tree of moves with comments and NAGs."""

    def __init__(self, fen: str | None = None, headers: dict[str, str] | None = None) -> None:
        self.headers: dict[str, str] = dict(headers or {})
        if fen is not None and fen != START_FEN:
            self.headers["FEN"] = fen
        new_board(self.start_fen)  # raises FenError on a bad position
        self.root = Node()
        self.warnings: list[str] = []   # problems a reader worked around (skipped records, ...)

    # ----- basics ------------------------------------------------------------------------------
    @property
    def start_fen(self) -> str:
        """FEN of the start position (the FEN header, or the standard start)."""
        fen = self.headers.get("FEN", "").strip()
        return fen or START_FEN

    @property
    def result(self) -> str:
        """The Result header ('1-0', '0-1', '1/2-1/2' or '*')."""
        return self.headers.get("Result", "*") or "*"

    @result.setter
    def result(self, value: str) -> None:
        self.headers["Result"] = value

    @property
    def comment(self) -> str:
        """Comment before the first move."""
        return self.root.comment

    @comment.setter
    def comment(self, text: str) -> None:
        self.root.comment = text

    def start_board(self) -> Board:
        """A new Board at the start position."""
        return new_board(self.start_fen)

    def board_at(self, node: Node) -> Board:
        """A new Board at the position after `node`'s move."""
        board = self.start_board()
        for n in node.path():
            board.push(n.move)  # type: ignore[arg-type]
        return board

    def end_board(self) -> Board:
        """A new Board at the end of the main line."""
        nodes = self.mainline_nodes()
        return self.board_at(nodes[-1]) if nodes else self.start_board()

    # ----- lines -------------------------------------------------------------------------------
    def mainline_nodes(self) -> list[Node]:
        """Nodes of the main line, first move first."""
        return self.root.line()

    def mainline_moves(self) -> list[Move]:
        """Moves of the main line."""
        return [n.move for n in self.root.line()]  # type: ignore[misc]

    def mainline(self) -> list[str]:
        """The main line as ICCS strings ('h2e2', ...)."""
        return [n.move.iccs for n in self.root.line()]  # type: ignore[union-attr]

    def lines(self) -> list[list[str]]:
        """Every line from the start to a leaf (the main line first), as ICCS lists."""
        out = []
        for node in self.root.walk():
            if not node.children and node is not self.root:
                out.append([n.move.iccs for n in node.path()])  # type: ignore[union-attr]
        return out

    def nodes(self) -> Iterator[Node]:
        """Every move node, depth first (the root excluded)."""
        it = self.root.walk()
        next(it)
        return it

    def count_nodes(self) -> int:
        """Number of move nodes in the tree."""
        return sum(1 for _ in self.nodes())

    def __len__(self) -> int:
        """Number of plies in the main line."""
        return len(self.root.line())

    def __repr__(self) -> str:
        red, black = self.headers.get("Red", "?"), self.headers.get("Black", "?")
        return f"<GameTree {red} - {black} {self.result}, {len(self)} plies, {len(self.lines())} lines>"

    # ----- editing (study mode) ----------------------------------------------------------------
    def add_move(self, parent: Node, move: Move | str, comment: str = "") -> Node:
        """Play a move after `parent` (a Move or any notation text); returns the (new or existing) child.

        A new move becomes the main continuation if `parent` had none, else the last variation.
        Raises IllegalMoveError (a ValueError) if the move is not legal there, and a plain ValueError
        for a text that names no move (bad syntax, no such piece, ambiguous).
        """
        return self._add(self.board_at(parent), parent, move, comment)

    def _add(self, board: Board, parent: Node, move: Move | str, comment: str = "") -> Node:
        """add_move with the board at `parent` given; pushes the move on it."""
        if isinstance(move, str):
            move = board.parse_move(move)  # IllegalMoveError, or a ValueError for a text that is no move
        board.push(move)  # raises IllegalMoveError with the reason
        existing = parent.child(move)
        if existing is not None:
            if comment:
                existing.comment = comment
            return existing
        node = parent.append_child(move)
        node.comment = comment
        return node

    def add_line(self, parent: Node, moves: Iterable[Move | str]) -> Node:
        """Play several moves after `parent`; returns the last node."""
        board = self.board_at(parent)
        node = parent
        for move in moves:
            node = self._add(board, node, move)
        return node

    def promote(self, node: Node) -> None:
        """Move a variation one place up among its siblings (to the main continuation if second)."""
        siblings = self._siblings(node)
        i = siblings.index(node)
        if i > 0:
            siblings[i - 1], siblings[i] = siblings[i], siblings[i - 1]

    def demote(self, node: Node) -> None:
        """Move a line one place down among its siblings."""
        siblings = self._siblings(node)
        i = siblings.index(node)
        if i < len(siblings) - 1:
            siblings[i + 1], siblings[i] = siblings[i], siblings[i + 1]

    def promote_to_main(self, node: Node) -> None:
        """Make the line through `node` the main line (each step becomes its parent's first child)."""
        while node.parent is not None:
            siblings = node.parent.children
            siblings.remove(node)
            siblings.insert(0, node)
            node = node.parent

    def delete(self, node: Node) -> None:
        """Remove a node and everything after it."""
        self._siblings(node).remove(node)
        node.parent = None

    def truncate(self, node: Node) -> None:
        """Remove everything after a node (its children)."""
        for c in node.children:
            c.parent = None
        node.children.clear()

    def _siblings(self, node: Node) -> list[Node]:
        if node.parent is None:
            raise ValueError("the root has no siblings")
        return node.parent.children

    # ----- arbiter -----------------------------------------------------------------------------
    def to_game(self, ruleset: Ruleset | str = Ruleset.CXQ, *, analysis: bool = True,
                node: Node | None = None) -> Game:
        """Replay the main line (or the line to `node`) into an arbiter Game.

        analysis=True (the default) lets the replay go on past a ruling, as recorded games often do;
        ``game.outcome()`` still reports the first ruling.
        """
        game = Game(self.start_fen, ruleset, analysis=analysis)
        nodes = node.path() if node is not None else self.mainline_nodes()
        for n in nodes:
            game.push(n.move)  # type: ignore[arg-type]
        return game

    @classmethod
    def from_moves(cls, moves: Iterable[Move | str], fen: str | None = None,
                   headers: dict[str, str] | None = None) -> GameTree:
        """A one-line tree from moves (Move values or notation text)."""
        tree = cls(fen, headers)
        tree.add_line(tree.root, moves)
        return tree


__all__ = ["GameTree", "Node", "RESULTS", "new_board"]
