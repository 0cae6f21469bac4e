"""Study mode: browse and edit a game tree (navigation, variations, comments, headers, autoplay).

QtCore only, so it is tested without widgets. The controller studies one game of a
:class:`StudyDocument` (the file's games, path, saving, modified flag: ``controller.document``) and
keeps the current node; board clicks go through a :class:`BoardInput` (``controller.input``) and
autoplay is an :class:`Autoplay` (``controller.autoplay``, its ``changed(bool)`` signal). Signals are facts:
``position_changed`` (current node, selection or highlights), ``tree_changed`` (moves added, removed
or reordered, or another game chosen), ``game_changed`` (another game or edited headers),
``comment_changed(Node)``, ``node_added(Node)`` (a new move; the tree is
otherwise unchanged), ``illegal_attempt(IllegalMoveError)``, ``undo_changed`` (what undo/redo can do
changed) and ``moves_removed(int)`` (a delete or truncate removed that many moves), ``nags_changed(Node)``
and ``marks_changed(Node)`` (see Annotations). The document says
``modified_changed(bool)``, ``file_changed`` and ``edited``.

Opening files: ``open_files(paths)`` reads them in turn on a worker thread (app/controller/file_loader.py)
until one gives games, which the document then holds; ``reading(bool)`` says when reading starts and
ends, ``read_progress(float)`` how far it is, ``file_read(LoadReport)`` what each file gave
(``cancel_reading()`` ends it with a cancelled report). A large PGN file's games are parsed when chosen.

Annotations: ``toggle_glyph(nag)`` (move glyphs $1-$6, position glyphs $10-$19, app.model.glyphs),
``set_diagram``/``toggle_diagram`` (the score sheet's diagram flag, NAG $220/$221) say ``nags_changed(Node)``;
``toggle_arrow(from, to, colour)``, ``toggle_circle(sq, colour)`` and ``clear_marks()`` draw at the current
node (kept in its comment as [%cal]/[%csl], app.model.marks; ``marks()`` reads them) and say
``marks_changed(Node)`` and ``comment_changed(Node)``. ``open_text(text)`` holds a pasted game;
``game_text(notation, traditional, line)`` gives the game (or the current line) as text to copy.

Every tree edit (a played move that created a node, delete, truncate, promote/demote/main line, comment,
glyphs, the diagram flag, drawn marks, headers) is an undoable command (app/controller/study_edits.py)
on ``controller.edits``; ``undo()`` and ``redo()`` step through them (keeping node identity) and the
document's modified flag follows the stack: undoing back to the saved state clears it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from app.formats import game_text
from app.model import Board, IllegalMoveError, Move
from app.model.glyphs import DIAGRAM, diagram_of, toggled_glyph, with_diagram
from app.model.marks import NO_MARKS, Arrow, Circle, MarkColor, Marks, node_marks, with_marks
from app.model.notation import NOTATIONS, write_move
from app.model.snapshot import BoardSnapshot
from app.model.tree import HEADER_FIELDS, GameTree, Node

from .autoplay import AUTOPLAY_RANGE, Autoplay
from .board_input import BoardInput
from .file_loader import FileLoader
from .move_text import move_labels
from .recent_files import RecentFiles
from .study_document import LoadReport, StudyDocument, read_text_report
from .study_edits import (AddMove, Comment, Delete, Drawing, Edit, EditKind, EditStack, Headers, Nags, Truncate,
                          orders_of, reorder)


class StudyController(QObject):
    """The games of one file, the game studied and the current node in its tree."""

    position_changed = Signal()
    tree_changed = Signal()
    game_changed = Signal()
    illegal_attempt = Signal(object)     # IllegalMoveError (or the ValueError of a notation text)
    comment_changed = Signal(object)     # Node
    node_added = Signal(object)          # Node: a move played that was not in the tree
    undo_changed = Signal()              # can_undo / can_redo / undo_kind may have changed
    moves_removed = Signal(int)          # a delete or truncate removed this many moves (undoable)
    reading = Signal(bool)               # a file is being read (True) / reading ended (False)
    read_progress = Signal(float)        # how far the reading is (0..1)
    file_read = Signal(object)           # LoadReport of each file tried by open_files (and of open_text)
    nags_changed = Signal(object)        # Node: its glyphs or diagram flag changed
    marks_changed = Signal(object)       # Node: arrows or circles drawn at it changed (its comment too)

    def __init__(self, games: Iterable[GameTree] | GameTree | StudyDocument | None = None,
                 path: str | None = None, fmt: str = "", parent: QObject | None = None) -> None:
        super().__init__(parent)
        if isinstance(games, StudyDocument):
            self.document = games
        else:
            self.document = StudyDocument(games if games is not None else None, path, fmt)
        self.document.setParent(self)
        self.index = 0
        self._node: Node = self.tree.root
        self._tip: Node = self._node     # deepest node of the line being followed (Right goes toward it)
        self._board: Board = self.tree.start_board()
        self.input = BoardInput(lambda: self._board, self.play, parent=self)
        self.input.changed.connect(self.position_changed)
        self.input.illegal_attempt.connect(self.illegal_attempt)
        self._labels: dict[tuple[str, bool], dict[Node, str]] = {}   # move texts of the current game
        self._first_number, self._black_first = 1, False
        self.autoplay = Autoplay(lambda: self.can_forward, self.forward, self.first, parent=self)
        self.edits = EditStack()
        self._syncing = False
        self.document.loaded.connect(self._document_loaded)
        self.document.modified_changed.connect(self._modified_changed)
        self.loader = FileLoader(self)
        self.loader.progress.connect(self.read_progress)
        self.loader.finished.connect(self._file_read)
        self._to_open: list[str] = []
        self._edited_while_reading = False
        self.document.edited.connect(self._edited)
        self.choose_game(0)

    # ----- opening files -------------------------------------------------------------------------
    def open_files(self, paths: Iterable[str]) -> bool:
        """Read the first of `paths` that gives games on a worker thread (the games shown stay until
        then); False if there is no path."""
        self._to_open = [str(p) for p in paths]
        if not self._to_open:
            return False
        self.autoplay.stop()
        self._edited_while_reading = False
        self.loader.start(self._to_open.pop(0))
        self.reading.emit(True)
        return True

    def _edited(self) -> None:
        if self.loader.busy:
            self._edited_while_reading = True

    @property
    def is_reading(self) -> bool:
        """True while a file is being read."""
        return self.loader.busy

    def cancel_reading(self) -> None:
        """Stop reading (file_read then reports a cancelled reading)."""
        self._to_open.clear()
        self.loader.cancel()

    def _file_read(self, report: LoadReport) -> None:
        if self._edited_while_reading and not report.cancelled:
            report = replace(report, games=(), cancelled=True)   # edits made meanwhile are not thrown away
            self._to_open.clear()
        self.document.take(report)
        self.file_read.emit(report)
        if not report.ok and not report.cancelled and self._to_open:
            self.loader.start(self._to_open.pop(0))
            return
        self._to_open.clear()
        self.reading.emit(False)

    # ----- games ---------------------------------------------------------------------------------
    @property
    def games(self) -> Sequence[GameTree]:
        """The games of the document (of a large file: each parsed when first asked for)."""
        return self.document.games

    @property
    def tree(self) -> GameTree:
        """The game being studied."""
        return self.games[self.index]

    def choose_game(self, index: int) -> None:
        """Study game `index` of the file, from its start position."""
        if not 0 <= index < len(self.games):
            raise IndexError(f"no game {index + 1} (the file has {len(self.games)})")
        self.autoplay.stop()
        self.index = index
        self._node = self._tip = self.tree.root
        self._board = self.tree.start_board()
        self.input.clear()
        self._labels.clear()
        self._first_number, self._black_first = self._board.fullmove_number, self._board.turn == "black"
        self.game_changed.emit()
        self.tree_changed.emit()
        self.position_changed.emit()

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
        self.input.clear()
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
        """True if there is a move to go back over."""
        return self._node.parent is not None

    @property
    def can_forward(self) -> bool:
        """True if a move follows the current one."""
        return bool(self._node.children)

    def _next_on_line(self, node: Node) -> Node | None:
        if not node.children:
            return None
        tip: Node | None = self._tip
        while tip is not None and tip.parent is not node:
            tip = tip.parent
        return tip if tip is not None else node.children[0]

    # ----- board input ---------------------------------------------------------------------------
    def snapshot(self) -> BoardSnapshot:
        """Values the board view renders (moves are always allowed: they add variations)."""
        board = self._board
        marks = self.input.marks()
        check = board.king_square(board.turn) if board.is_check() else None
        return BoardSnapshot(board.fen(), marks.selected, marks.targets, marks.captures,
                             self._node.move, check, False)

    def click(self, sq: int) -> None:
        """A click on a board point: select an own piece, or move the selected one there."""
        self.input.click(sq)

    def drag(self, from_sq: int, to_sq: int) -> None:
        """A piece dragged from one point to another."""
        self.input.drag(from_sq, to_sq)

    def play(self, move: Move | str) -> Node | None:
        """Play a move (a Move or notation text) after the current node: follow the existing child
        or add a variation (the main continuation if there was none). Returns the node, or None."""
        self.autoplay.stop()
        before = len(self._node.children)
        try:
            child = self.tree.add_move(self._node, move)
        except (IllegalMoveError, ValueError) as err:
            self.illegal_attempt.emit(err)
            return None
        if len(self._node.children) != before:
            for (notation, traditional), labels in self._labels.items():
                labels[child] = write_move(self._board, child.move, notation, traditional)  # type: ignore[arg-type]
            self._record(AddMove(self.index, EditKind.ADD_MOVE, self._node, child,
                                 self._node.children.index(child)))
            self.node_added.emit(child)
        self._tip = child
        self.input.clear()
        self.go_to(child)
        return child

    # ----- editing ---------------------------------------------------------------------------------
    def promote(self, node: Node | None = None) -> None:
        """Move a variation one place up among its siblings (first place = main continuation)."""
        node = node or self._node
        if node.parent is None or node.parent.children[0] is node:
            return
        self._reordered([node.parent], lambda: self.tree.promote(node))

    def demote(self, node: Node | None = None) -> None:
        """Move a line one place down among its siblings."""
        node = node or self._node
        if node.parent is None or node.parent.children[-1] is node:
            return
        self._reordered([node.parent], lambda: self.tree.demote(node))

    def promote_to_main(self, node: Node | None = None) -> None:
        """Make the line through `node` the main line."""
        node = node or self._node
        if node.is_mainline():
            return
        self._reordered([n.parent for n in node.path() if n.parent is not None],
                        lambda: self.tree.promote_to_main(node))

    def _reordered(self, parents: list[Node], change: Callable[[], None]) -> None:
        before = orders_of(parents)
        change()
        edit = reorder(self.index, parents, before)
        if edit is not None:
            self._record(edit)
            self._tree_edited()

    def delete(self, node: Node | None = None) -> None:
        """Remove a move and everything after it (undoable); the current node moves up if it was inside."""
        node = node or self._node
        if node.parent is None:
            return
        edit = Delete(self.index, EditKind.DELETE, node.parent, node, node.parent.children.index(node))
        moves = edit.moves
        edit.redo()
        self._record(edit)
        self._after_removal(node.parent if node.parent is not None else edit.parent)
        self.moves_removed.emit(moves)

    def truncate(self, node: Node | None = None) -> None:
        """Remove everything after a move (undoable)."""
        node = node or self._node
        if not node.children:
            return
        edit = Truncate(self.index, EditKind.TRUNCATE, node, list(node.children))
        moves = edit.moves
        edit.redo()
        self._record(edit)
        self._after_removal(node)
        self.moves_removed.emit(moves)

    def _after_removal(self, keep: Node) -> None:
        """After moves were removed: the current node (if it was inside) and the followed line move up to `keep`."""
        self._repair_position(None, keep)
        self._tree_edited()

    def set_comment(self, text: str, node: Node | None = None) -> None:
        """The comment after a move (at the root: before the first move); typing in one comment is one edit."""
        node = node or self._node
        if node.comment == text:
            return
        edit = Comment(self.index, EditKind.COMMENT, node, node.comment, text)
        edit.redo()
        self._record(edit)
        self.comment_changed.emit(node)

    # ----- annotations: glyphs, the diagram flag, drawn arrows and circles --------------------------
    def toggle_glyph(self, nag: int, node: Node | None = None) -> None:
        """Give a move (default: the current one) a move glyph ($1-$6) or a position glyph ($10-$19): it
        replaces the move's glyph of that group, or is removed if the move has it already (undoable).
        ValueError for a NAG that is no glyph; nothing happens at the start position (no move)."""
        node = node or self._node
        after = toggled_glyph(node.nags, nag)
        if node.parent is not None:
            self._set_nags(node, after, EditKind.GLYPH)

    def set_diagram(self, flag: int | None, node: Node | None = None) -> None:
        """Ask for a diagram after a move (DIAGRAM, or DIAGRAM_FLIPPED: from Black's side) in printed
        score sheets, or take the request away (None); undoable. At the root: a diagram of the start."""
        node = node or self._node
        self._set_nags(node, with_diagram(node.nags, flag), EditKind.DIAGRAM)

    def toggle_diagram(self, node: Node | None = None) -> None:
        """Ask for a diagram after a move, or take the request away if it has one."""
        node = node or self._node
        self.set_diagram(None if diagram_of(node.nags) is not None else DIAGRAM, node)

    def _set_nags(self, node: Node, after: list[int], kind: EditKind) -> None:
        if after == node.nags:
            return
        edit = Nags(self.index, kind, node, list(node.nags), after)
        edit.redo()
        self._record(edit)
        self.nags_changed.emit(node)

    def marks(self, node: Node | None = None) -> Marks:
        """The arrows and circles drawn at a node (default: the current one; the root: the start)."""
        return node_marks(node or self._node)

    def toggle_arrow(self, from_sq: int, to_sq: int, color: MarkColor = MarkColor.GREEN,
                     node: Node | None = None) -> None:
        """Draw an arrow at the current position (or at `node`): the same arrow again removes it, in
        another colour replaces it (undoable, kept in the comment). An arrow from a point to itself is
        a circle (as a right-click is)."""
        if from_sq == to_sq:
            self.toggle_circle(from_sq, color, node)
            return
        node = node or self._node
        self._draw(node, self.marks(node).toggled_arrow(Arrow(from_sq, to_sq, color)))

    def toggle_circle(self, sq: int, color: MarkColor = MarkColor.GREEN, node: Node | None = None) -> None:
        """Circle a point (again: remove the circle; another colour replaces it); undoable."""
        node = node or self._node
        self._draw(node, self.marks(node).toggled_circle(Circle(sq, color)))

    def clear_marks(self, node: Node | None = None) -> None:
        """Remove every arrow and circle drawn at a node (undoable)."""
        node = node or self._node
        self._draw(node, NO_MARKS)

    def _draw(self, node: Node, marks: Marks) -> None:
        after = with_marks(node.comment, marks)
        if after == node.comment:
            return
        edit = Drawing(self.index, EditKind.MARKS, node, node.comment, after)
        edit.redo()
        self._record(edit)
        self.marks_changed.emit(node)
        self.comment_changed.emit(node)

    def game_text(self, notation: str = "chinese", traditional: bool = False, line: bool = False) -> str:
        """The game as text (Edit ▸ Copy game as text; app.formats.game_text: numbered moves, comments in
        braces, variations, the result, a FEN line first for a set-up position), or with line=True the
        line through the current move only (Copy line as text). read_text reads it back."""
        return game_text(self.tree, notation, traditional=traditional, node=self._node if line else None)

    def open_text(self, text: str) -> LoadReport:
        """Hold the first game of a pasted text (read_game_text: complete, or up to the first move that
        could not be read, which the report's problems name) as an unsaved game with no file; the
        report is also sent as file_read. Nothing changes if no move could be read (report.ok False)."""
        self.autoplay.stop()
        report = self.document.take(read_text_report(text))
        if report.ok:
            self.document.set_modified(True)         # never saved: the edit stack is never clean
        self.file_read.emit(report)
        return report

    def set_headers(self, values: dict[str, str]) -> None:
        """Set headers (an empty value removes the tag, except Result which becomes '*')."""
        headers = self.tree.headers
        before = dict(headers)
        for key, value in values.items():
            value = value.strip()
            if key == "Result" and not value:
                value = "*"
            if not value:
                headers.pop(key, None)
            elif headers.get(key) != value:
                headers[key] = value
        if headers != before:
            self._record(Headers(self.index, EditKind.HEADERS, headers, before, dict(headers)))
            self.game_changed.emit()

    def _tree_edited(self) -> None:
        self.tree_changed.emit()
        self.position_changed.emit()

    # ----- undo / redo -------------------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        """True if there is an edit to undo."""
        return self.edits.can_undo

    @property
    def can_redo(self) -> bool:
        """True if there is an undone edit to redo."""
        return self.edits.can_redo

    def undo_kind(self) -> EditKind | None:
        """What Undo would undo (None: nothing)."""
        edit = self.edits.next_undo()
        return edit.kind if edit is not None else None

    def redo_kind(self) -> EditKind | None:
        """What Redo would redo (None: nothing)."""
        edit = self.edits.next_redo()
        return edit.kind if edit is not None else None

    def undo(self) -> bool:
        """Undo the last edit (showing its game and where it was made); False if there is none."""
        if not self.edits.can_undo:
            return False
        self._apply(self.edits.take_undo(), undo=True)
        return True

    def redo(self) -> bool:
        """Redo the last undone edit; False if there is none."""
        if not self.edits.can_redo:
            return False
        self._apply(self.edits.take_redo(), undo=False)
        return True

    def _apply(self, edit: Edit, undo: bool) -> None:
        self.autoplay.stop()
        if edit.game != self.index and 0 <= edit.game < len(self.games):
            self.choose_game(edit.game)
        focus = edit.undo() if undo else edit.redo()
        self._sync_modified()
        self.undo_changed.emit()
        if edit.kind == EditKind.HEADERS:
            self.game_changed.emit()
            return
        if edit.kind in (EditKind.COMMENT, EditKind.MARKS, EditKind.GLYPH, EditKind.DIAGRAM):
            if edit.kind == EditKind.MARKS:
                self.marks_changed.emit(focus)
            if edit.kind in (EditKind.GLYPH, EditKind.DIAGRAM):
                self.nags_changed.emit(focus)
            else:
                self.comment_changed.emit(focus)
            if focus is not None and focus is not self._node:
                self.go_to(focus)
            return
        self._labels.clear()
        self._repair_position(focus)
        self._tree_edited()

    def _repair_position(self, focus: Node | None, fallback: Node | None = None) -> None:
        """Show `focus` (if it is in the tree), else keep the current node if still in the tree, else
        `fallback`, else the nearest ancestor still in the tree; the followed line is repaired too."""
        if focus is not None and self._in_tree(focus):
            node = focus
        elif self._in_tree(self._node):
            node = self._node
        elif fallback is not None and self._in_tree(fallback):
            node = fallback
        else:
            node = self._attached_part(self._node)
        if not self._in_tree(self._tip) or not _is_ancestor(node, self._tip):
            self._tip = node
        if node is not self._node:
            self._node = node
            self._board = self.tree.board_at(node)
            self.input.clear()

    def _in_tree(self, node: Node) -> bool:
        while node.parent is not None:
            if node not in node.parent.children:
                return False
            node = node.parent
        return node is self.tree.root

    def _attached_part(self, node: Node) -> Node:
        """The deepest node on the way from `node` up that is still in the tree (the root if none)."""
        path = [node]
        parent = node.parent
        while parent is not None:
            path.append(parent)
            parent = parent.parent
        if path[-1] is not self.tree.root:
            return self.tree.root
        deepest = path[-1]
        for n in reversed(path[:-1]):
            if n.parent is None or n not in n.parent.children:
                break
            deepest = n
        return deepest

    def _record(self, edit: Edit) -> None:
        self.edits.push(edit)
        self._sync_modified()
        self.undo_changed.emit()

    def _sync_modified(self) -> None:
        self._syncing = True
        try:
            self.document.set_modified(not self.edits.at_clean)
        finally:
            self._syncing = False

    def _modified_changed(self, modified: bool) -> None:
        if self._syncing:
            return
        if modified:
            self.edits.clean = None      # changed outside the stack (an adopted autosave): never clean
        else:
            self.edits.mark_clean()      # saved
        self.undo_changed.emit()

    def _document_loaded(self) -> None:
        self.edits.clear()
        self.undo_changed.emit()
        self.choose_game(0)

    # ----- texts for the view ---------------------------------------------------------------------
    def move_labels(self, notation: str = "chinese", traditional: bool = False) -> dict[Node, str]:
        """Every move of the current game written in 'chinese', 'wxf' or 'iccs' (kept up to date as
        moves are added; do not modify)."""
        key = (notation, traditional)
        if key not in self._labels:
            self._labels[key] = move_labels(self.tree, notation, traditional)
        return self._labels[key]

    def forget_labels(self) -> None:
        """The tree was edited from outside (a review's lines): write its moves afresh when next asked."""
        self._labels.clear()

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


def _is_ancestor(node: Node, other: Node) -> bool:
    """True if `other` is `node` or lies below it."""
    while other is not None:
        if other is node:
            return True
        other = other.parent  # type: ignore[assignment]
    return False


__all__ = ["StudyController", "RecentFiles", "move_labels", "HEADER_FIELDS", "NOTATIONS", "AUTOPLAY_RANGE"]
