"""Study mode: browse and edit a game tree (navigation, variations, comments, headers, saving, autoplay).

QtCore only, so it is tested without widgets. The controller holds the games of one file, the game
being studied and the current node; the study window renders what it reports. Signals are facts:
``position_changed`` (current node, selection or highlights), ``tree_changed`` (moves added, removed
or reordered, or another game chosen), ``game_changed`` (another game or edited headers),
``modified_changed(bool)``, ``autoplay_changed(bool)``, ``file_changed`` (saved under another name),
``comment_changed(Node)``, ``node_added(Node)`` (a new move; the tree is otherwise unchanged) and
``illegal_attempt(str)``.
"""

from __future__ import annotations

import os
from typing import Iterable

from PySide6.QtCore import QObject, QSettings, QTimer, Signal

from app.formats import GameList, write_pgn
from app.model import Board, IllegalMoveError, Move
from app.model.notation import NOTATIONS, write_move
from app.model.snapshot import BoardSnapshot
from app.model.tree import HEADER_FIELDS, GameTree, Node

AUTOPLAY_RANGE = (0.5, 5.0)
PGN_SUFFIXES = (".pgn",)


class StudyController(QObject):
    """The games of one file, the game studied and the current node in its tree."""

    AUTOPLAY_RANGE = AUTOPLAY_RANGE   # seconds per move the autoplay accepts (the window's spin box)
    position_changed = Signal()
    tree_changed = Signal()
    game_changed = Signal()
    modified_changed = Signal(bool)
    autoplay_changed = Signal(bool)
    file_changed = Signal()
    illegal_attempt = Signal(str)
    comment_changed = Signal(object)     # Node
    node_added = Signal(object)          # Node: a move played that was not in the tree
    edited = Signal()                    # after every change to the games (for the autosave)

    def __init__(self, games: Iterable[GameTree] | GameTree | None = None, path: str | None = None,
                 fmt: str = "", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.games: list[GameTree] = [GameTree()]
        self.index = 0
        self.path: str | None = None
        self.format = ""
        self.notation = "chinese"        # notation of the last save
        self._modified = False
        self._node: Node = self.games[0].root
        self._tip: Node = self._node     # deepest node of the line being followed (Right goes toward it)
        self._board: Board = self.games[0].start_board()
        self._selected: int | None = None
        self._labels: dict[tuple[str, bool], dict[Node, str]] = {}   # move texts of the current game
        self._first_number, self._black_first = 1, False
        self._timer = QTimer(self)
        self._timer.setInterval(1500)
        self._timer.timeout.connect(self._autoplay_step)
        if games is not None:
            self.load(games, path, fmt)

    # ----- games ---------------------------------------------------------------------------------
    def load(self, games: Iterable[GameTree] | GameTree, path: str | None = None, fmt: str = "") -> None:
        """Study these games (a GameList keeps its path and format unless given); starts at game 0."""
        if isinstance(games, GameTree):
            games = [games]
        if isinstance(games, GameList):
            path = path if path is not None else games.path
            fmt = fmt or games.format
        games = list(games)
        if not games:
            raise ValueError("no game to study")
        self.stop_autoplay()
        self.games = games
        self.path, self.format = path, fmt
        self._set_modified(False)
        self.choose_game(0)
        self.file_changed.emit()

    @property
    def tree(self) -> GameTree:
        """The game being studied."""
        return self.games[self.index]

    def choose_game(self, index: int) -> None:
        """Study game `index` of the file, from its start position."""
        if not 0 <= index < len(self.games):
            raise IndexError(f"no game {index + 1} (the file has {len(self.games)})")
        self.stop_autoplay()
        self.index = index
        self._node = self._tip = self.tree.root
        self._board = self.tree.start_board()
        self._selected = None
        self._labels.clear()
        self._first_number, self._black_first = self._board.fullmove_number, self._board.turn == "black"
        self.game_changed.emit()
        self.tree_changed.emit()
        self.position_changed.emit()

    # ----- modified flag ---------------------------------------------------------------------------
    @property
    def modified(self) -> bool:
        """True if the games were changed since they were opened or saved."""
        return self._modified

    def _set_modified(self, value: bool) -> None:
        if value != self._modified:
            self._modified = value
            self.modified_changed.emit(value)
        if value:
            self.edited.emit()

    # ----- navigation ----------------------------------------------------------------------------
    @property
    def node(self) -> Node:
        """The current node (its move is the last one shown; the root before the first move)."""
        return self._node

    def board(self) -> Board:
        """The position after the current node's move (do not push on it)."""
        return self._board

    def go_to(self, node: Node) -> None:
        """Show the position after `node` (a node of the current game)."""
        if node is self._node:
            return
        if not _is_ancestor(node, self._tip):
            self._tip = node
        self._node = node
        self._board = self.tree.board_at(node)
        self._selected = None
        self.position_changed.emit()

    def forward(self) -> bool:
        """One move on, along the line last followed (else the main continuation)."""
        nxt = self._next_on_line(self._node)
        if nxt is None:
            return False
        self.go_to(nxt)
        return True

    def back(self) -> bool:
        """One move back."""
        if self._node.parent is None:
            return False
        self.go_to(self._node.parent)
        return True

    def step(self, delta: int) -> None:
        """`delta` moves on (negative: back)."""
        for _ in range(abs(delta)):
            if not (self.forward() if delta > 0 else self.back()):
                break

    def first(self) -> None:
        """The start position."""
        self.go_to(self.tree.root)

    def last(self) -> None:
        """The end of the line being followed."""
        node = self._node
        while (nxt := self._next_on_line(node)) is not None:
            node = nxt
        self.go_to(node)

    def switch_variation(self, delta: int) -> bool:
        """Show the previous (-1) or next (+1) alternative to the current move (Up/Down at a branch)."""
        parent = self._node.parent
        if parent is None or len(parent.children) < 2:
            return False
        i = parent.children.index(self._node) + delta
        if not 0 <= i < len(parent.children):
            return False
        target = parent.children[i]
        self._tip = target
        self.go_to(target)
        return True

    @property
    def can_back(self) -> bool:
        return self._node.parent is not None

    @property
    def can_forward(self) -> bool:
        return bool(self._node.children)

    def _next_on_line(self, node: Node) -> Node | None:
        if not node.children:
            return None
        tip = self._tip
        while tip is not None and tip.parent is not node:
            tip = tip.parent
        return tip if tip is not None else node.children[0]

    # ----- autoplay ------------------------------------------------------------------------------
    @property
    def autoplaying(self) -> bool:
        return self._timer.isActive()

    @property
    def autoplay_interval(self) -> float:
        """Seconds per move."""
        return self._timer.interval() / 1000.0

    def set_autoplay_interval(self, seconds: float) -> None:
        """Seconds per move while autoplaying (kept within 0.5-5 s)."""
        low, high = AUTOPLAY_RANGE
        self.set_autoplay_interval_ms(int(round(1000 * min(high, max(low, seconds)))))

    def set_autoplay_interval_ms(self, ms: int) -> None:
        """The autoplay interval in milliseconds, unclamped (tests use short ones)."""
        self._timer.setInterval(max(1, int(ms)))

    def start_autoplay(self) -> None:
        """Play the moves of the line one by one; from the start if at the end."""
        if self.autoplaying:
            return
        if not self.can_forward:
            self.first()
        if not self.can_forward:
            return
        self._timer.start()
        self.autoplay_changed.emit(True)

    def stop_autoplay(self) -> None:
        """Pause autoplay."""
        if self._timer.isActive():
            self._timer.stop()
            self.autoplay_changed.emit(False)

    def toggle_autoplay(self) -> None:
        """Play if paused, pause if playing."""
        if self.autoplaying:
            self.stop_autoplay()
        else:
            self.start_autoplay()

    def _autoplay_step(self) -> None:
        if not self.forward() or not self.can_forward:
            self.stop_autoplay()

    # ----- board input ---------------------------------------------------------------------------
    def snapshot(self) -> BoardSnapshot:
        """Values the board view renders (moves are always allowed: they add variations)."""
        board = self._board
        targets: set[int] = set()
        captures: set[int] = set()
        if self._selected is not None:
            for move in board.legal_moves():
                if move.from_sq == self._selected:
                    (captures if board.piece_at(move.to_sq) else targets).add(move.to_sq)
        check = board.king_square(board.turn) if board.is_check() else None
        return BoardSnapshot(board.fen(), self._selected, frozenset(targets), frozenset(captures),
                             self._node.move, check, False)

    @property
    def selected(self) -> int | None:
        return self._selected

    def click(self, sq: int) -> None:
        """A click on a board point: select an own piece, or move the selected one there."""
        board = self._board
        piece = board.piece_at(sq)
        own = piece is not None and piece.color == board.turn
        if self._selected is not None and not own:
            self._try(Move(self._selected, sq))
            return
        if self._selected is not None and sq == self._selected:
            self._selected = None
            self.position_changed.emit()
            return
        if own:
            self._selected = sq
            self.position_changed.emit()
        elif piece is not None:
            self.illegal_attempt.emit(f"that is {piece.color}'s {piece.kind}; it is {board.turn}'s turn")

    def drag(self, from_sq: int, to_sq: int) -> None:
        """A piece dragged from one point to another."""
        piece = self._board.piece_at(from_sq)
        if piece is None or piece.color != self._board.turn:
            return
        self._selected = from_sq
        self._try(Move(from_sq, to_sq))

    def play(self, move: Move | str) -> Node | None:
        """Play a move (a Move or notation text) after the current node: follow the existing child
        or add a variation (the main continuation if there was none). Returns the node, or None."""
        self.stop_autoplay()
        before = len(self._node.children)
        try:
            child = self.tree.add_move(self._node, move)
        except (IllegalMoveError, ValueError) as err:
            self.illegal_attempt.emit(str(err).split(": ", 1)[-1])
            return None
        if len(self._node.children) != before:
            for (notation, traditional), labels in self._labels.items():
                labels[child] = write_move(self._board, child.move, notation, traditional)  # type: ignore[arg-type]
            self._set_modified(True)
            self.node_added.emit(child)
        self._tip = child
        self._selected = None
        self.go_to(child)
        return child

    def _try(self, move: Move) -> None:
        if self._board.is_legal(move):
            self.play(move)
            return
        try:
            self._board.copy().push(move)
        except IllegalMoveError as err:
            self.illegal_attempt.emit(str(err).split(": ", 1)[-1])

    # ----- editing ---------------------------------------------------------------------------------
    def promote(self, node: Node | None = None) -> None:
        """Move a variation one place up among its siblings (first place = main continuation)."""
        node = node or self._node
        if node.parent is None or node.parent.children[0] is node:
            return
        self.tree.promote(node)
        self._edited()

    def demote(self, node: Node | None = None) -> None:
        """Move a line one place down among its siblings."""
        node = node or self._node
        if node.parent is None or node.parent.children[-1] is node:
            return
        self.tree.demote(node)
        self._edited()

    def promote_to_main(self, node: Node | None = None) -> None:
        """Make the line through `node` the main line."""
        node = node or self._node
        if node.is_mainline():
            return
        self.tree.promote_to_main(node)
        self._edited()

    def delete(self, node: Node | None = None) -> None:
        """Remove a move and everything after it; the current node moves up if it was inside."""
        node = node or self._node
        if node.parent is None:
            return
        parent = node.parent
        inside, tip_inside = _is_ancestor(node, self._node), _is_ancestor(node, self._tip)
        self.tree.delete(node)
        if tip_inside:
            self._tip = parent
        if inside:
            self._node = parent
            self._board = self.tree.board_at(parent)
            self._selected = None
        self._edited()

    def truncate(self, node: Node | None = None) -> None:
        """Remove everything after a move."""
        node = node or self._node
        if not node.children:
            return
        inside, tip_inside = _is_ancestor(node, self._node), _is_ancestor(node, self._tip)
        self.tree.truncate(node)
        if inside and self._node is not node:
            self._node = node
            self._board = self.tree.board_at(node)
            self._selected = None
        if tip_inside:
            self._tip = node
        self._edited()

    def set_comment(self, text: str, node: Node | None = None) -> None:
        """The comment after a move (at the root: before the first move)."""
        node = node or self._node
        if node.comment == text:
            return
        node.comment = text
        self._set_modified(True)
        self.comment_changed.emit(node)

    def set_headers(self, values: dict[str, str]) -> None:
        """Set headers (an empty value removes the tag, except Result which becomes '*')."""
        headers = self.tree.headers
        changed = False
        for key, value in values.items():
            value = value.strip()
            if key == "Result" and not value:
                value = "*"
            if not value:
                changed |= headers.pop(key, None) is not None
            elif headers.get(key) != value:
                headers[key] = value
                changed = True
        if changed:
            self._set_modified(True)
            self.game_changed.emit()

    def _edited(self) -> None:
        self._set_modified(True)
        self.tree_changed.emit()
        self.position_changed.emit()

    # ----- saving ----------------------------------------------------------------------------------
    @property
    def can_save_in_place(self) -> bool:
        """True if the games came from a PGN file that Save may overwrite."""
        return (self.path is not None and self.format == "pgn"
                and os.path.splitext(self.path)[1].lower() in PGN_SUFFIXES)

    def save(self, path: str | None = None, notation: str | None = None) -> str:
        """Write every game of the file as PGN (to `path`, else in place); returns the path written.
        Raises ValueError if there is no PGN path to write to, OSError if writing fails."""
        notation = notation or self.notation
        if notation not in NOTATIONS:
            raise ValueError(f"notation must be one of {NOTATIONS}, not {notation!r}")
        if path is None:
            if not self.can_save_in_place:
                raise ValueError("the games were not read from a PGN file: choose where to save them")
            path = self.path
        write_pgn(self.games, path, notation)  # type: ignore[arg-type]
        renamed = path != self.path
        self.path, self.format, self.notation = path, "pgn", notation
        self._set_modified(False)
        if renamed:
            self.file_changed.emit()
        return path  # type: ignore[return-value]

    # ----- texts for the view ---------------------------------------------------------------------
    def move_labels(self, notation: str = "chinese", traditional: bool = False) -> dict[Node, str]:
        """Every move of the current game written in 'chinese', 'wxf' or 'iccs' (kept up to date as
        moves are added; do not modify)."""
        key = (notation, traditional)
        if key not in self._labels:
            self._labels[key] = move_labels(self.tree, notation, traditional)
        return self._labels[key]

    def label(self, node: Node, notation: str = "chinese", traditional: bool = False) -> str:
        """One move's text."""
        labels = self.move_labels(notation, traditional)
        if node not in labels and node.move is not None:
            board = self.tree.board_at(node.parent)  # type: ignore[arg-type]
            labels[node] = write_move(board, node.move, notation, traditional)
        return labels.get(node, "")

    def move_number(self, ply: int) -> tuple[int, bool]:
        """(move number, True if Black made it) of the move that is ply `ply` (1 = the first move)."""
        half = ply - 1 + (1 if self._black_first else 0)
        return self._first_number + half // 2, half % 2 == 1


def move_labels(tree: GameTree, notation: str = "chinese", traditional: bool = False) -> dict[Node, str]:
    """Every move of a tree in a notation, found by one depth-first walk with push/pop."""
    labels: dict[Node, str] = {}
    board = tree.start_board()
    stack: list[tuple[Node, bool]] = [(c, False) for c in reversed(tree.root.children)]
    while stack:
        node, leaving = stack.pop()
        if leaving:
            board.pop()
            continue
        move: Move = node.move  # type: ignore[assignment]
        labels[node] = write_move(board, move, notation, traditional)
        board.push(move)
        stack.append((node, True))
        stack.extend((c, False) for c in reversed(node.children))
    return labels


def _is_ancestor(node: Node, other: Node) -> bool:
    """True if `other` is `node` or lies below it."""
    while other is not None:
        if other is node:
            return True
        other = other.parent  # type: ignore[assignment]
    return False


class RecentFiles(QObject):
    """The last files opened (newest first, at most `limit`), kept in a QSettings store; emits
    changed() after each change."""

    KEY = "recent_files"
    changed = Signal()

    def __init__(self, store: QSettings | None = None, limit: int = 10, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store or QSettings("XiangqiStudio", "XiangqiStudio")
        self.limit = limit

    def paths(self) -> list[str]:
        """Stored paths, newest first."""
        value = self._store.value(self.KEY, [])
        if isinstance(value, str):
            value = [value] if value else []
        return [str(p) for p in (value or []) if p][: self.limit]

    def add(self, path: str) -> None:
        """Put a path first (removing older copies of it)."""
        path = os.path.abspath(path)
        paths = [p for p in self.paths() if os.path.abspath(p) != path]
        self._write([path] + paths)

    def remove(self, path: str) -> None:
        """Forget a path (e.g. a file that no longer exists)."""
        path = os.path.abspath(path)
        self._write([p for p in self.paths() if os.path.abspath(p) != path])

    def clear(self) -> None:
        """Forget every path."""
        self._write([])

    def _write(self, paths: list[str]) -> None:
        if paths[: self.limit] == self.paths():
            return
        self._store.setValue(self.KEY, paths[: self.limit])
        self._store.sync()
        self.changed.emit()


__all__ = ["StudyController", "RecentFiles", "move_labels", "HEADER_FIELDS", "NOTATIONS", "AUTOPLAY_RANGE"]
