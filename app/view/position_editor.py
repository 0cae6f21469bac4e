"""The position editor: place and remove pieces, choose the side to move, edit or paste a FEN.

Whether the rules can run in a position is the model's call (``Board.from_fen`` and its FenError
message): the editor shows it and keeps OK disabled. A position a game cannot reach (a rule-book
diagram's pawn behind its start) is the model's warning (``Board.warnings()``): shown, and OK stays on.
``edit_position(parent, fen)`` returns the FEN the user accepted, or None.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QMouseEvent
from PySide6.QtWidgets import (QButtonGroup, QDialog, QDialogButtonBox, QGridLayout, QGroupBox, QHBoxLayout,
                               QLabel, QLineEdit, QPushButton, QRadioButton, QSizePolicy, QToolButton,
                               QVBoxLayout, QWidget)

from app.model import START_FEN, Board, FenError
from app.model.fen import format_fen
from app.model.tables import (BLACK, BLACK_BIT, COLOR_NAMES, LETTER_TYPES, PIECE_TYPES, RED, SQUARES,
                              TYPE_NAMES, square)

from . import texts
from .board_scene import BoardLook, BoardScene, PieceItem
from .board_view import DRAG_THRESHOLD, BoardView
from .window_place import fit_to_screen, room_for

EMPTY_FEN = "9/9/9/9/9/9/9/9/9/9 w - - 0 1"
ERASER = 0
PALETTE_ICON, PALETTE_ICON_SMALL = 40, 30   # the palette's pieces: smaller where the screen is low
ROOM_FOR_LARGE_PALETTE = 720                # the height a window may take for the larger ones


class EditorBoardView(BoardView):
    """A board view for editing: left click, right click (remove), drag (move) and drag off (remove)."""

    point_clicked = Signal(int)
    point_erased = Signal(int)
    piece_moved = Signal(int, int)

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._from: int | None = None
        self._start: QPointF | None = None
        self._moving = False

    def mousePressEvent(self, event: QMouseEvent) -> None:
        sq = self.square_at_widget(event.position().toPoint())
        if event.button() == Qt.MouseButton.RightButton:
            if sq is not None:
                self.point_erased.emit(sq)
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._from, self._start, self._moving = sq, event.position(), False

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._from is None or self._start is None:
            return
        item = self.board_scene.pieces.get(self._from)
        if item is None:
            return
        if not self._moving and (event.position() - self._start).manhattanLength() > DRAG_THRESHOLD:
            self._moving = True
            item.setZValue(50)
        if self._moving:
            item.setPos(self.mapToScene(event.position().toPoint()))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._start is None:
            return
        start, moving = self._from, self._moving
        self._from, self._start, self._moving = None, None, False
        end = self.square_at_widget(event.position().toPoint())
        if moving and start is not None:
            if end is None:
                self.point_erased.emit(start)
            elif end != start:
                self.piece_moved.emit(start, end)
            else:
                self.point_clicked.emit(start)  # redraws the piece in place
        elif end is not None and end == start:
            self.point_clicked.emit(end)


def placement_squares(fen: str) -> list[int] | None:
    """The pieces of a FEN's placement field (even an illegal position), or None if it is not one."""
    fields = fen.split()
    rows = fields[0].split("/") if fields else []
    if len(rows) != 10:
        return None
    squares = [0] * SQUARES
    for i, row in enumerate(rows):
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
                continue
            ptype = LETTER_TYPES.get(ch.lower())
            if ptype is None or f > 8:
                return None
            squares[square(f, 9 - i)] = ptype | (0 if ch.isupper() else BLACK_BIT)
            f += 1
        if f != 9:
            return None
    return squares


def position_problem(fen: str) -> str:
    """Why a FEN is not a legal position, in the UI language ('' if it is one): the model's
    FenError value worded by texts.fen_problem."""
    try:
        Board.from_fen(fen)
    except FenError as err:
        return texts.fen_problem(err)
    return ""


def position_warning(fen: str) -> str:
    """Why a game cannot reach a position the rules can play from, in the UI language ('' if it can,
    or if the rules cannot run in it: see position_problem)."""
    try:
        board = Board.from_fen(fen)
    except FenError:
        return ""
    return texts.position_warning(board.warnings())


class PositionEditor(QDialog):
    """Set up a position; ``fen()`` is the result once accepted."""

    position_changed = Signal(str)

    def __init__(self, fen: str | None = None, font_family: str = "", style: str = "traditional",
                 parent: QWidget | None = None, offer_study: bool = False, look: BoardLook | None = None) -> None:
        super().__init__(parent)
        self.choice = "play"   # or "study": which button accepted the dialog
        self.setWindowTitle(self.tr("Set up a position"))
        self.squares: list[int] = [0] * SQUARES
        self.side = RED
        self.scene = BoardScene(font_family, style)
        if look is not None:               # drawn as the other boards are (the pieces offered too)
            self.scene.follow(look)
        self.board_view = EditorBoardView(self.scene)
        self.board_view.setMinimumSize(330, 365)
        self.pieces_group = QButtonGroup(self)
        self.pieces_group.setExclusive(True)
        self.fen_edit = QLineEdit()
        self.fen_edit.setPlaceholderText(self.tr("Type or paste a FEN"))
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.study_button: QPushButton | None = None
        if offer_study:
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play from here"))
            self.study_button = self.buttons.addButton(self.tr("Study from here"),
                                                       QDialogButtonBox.ButtonRole.AcceptRole)
            self.study_button.clicked.connect(lambda: setattr(self, "choice", "study"))
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).clicked.connect(
                lambda: setattr(self, "choice", "play"))
        self.red_button = QRadioButton(texts.side_name("red"))
        self.black_button = QRadioButton(texts.side_name("black"))
        self.red_button.setChecked(True)
        self._build()
        self.board_view.point_clicked.connect(self.place)
        self.board_view.point_erased.connect(self.erase)
        self.board_view.piece_moved.connect(self.move_piece)
        self.fen_edit.textEdited.connect(lambda text: self.set_fen_text(text, from_text=True))
        self.red_button.toggled.connect(lambda on: self.set_side(RED if on else BLACK))
        self.set_fen_text(fen or START_FEN)
        self.fen_edit.setText(self.fen())
        fit_to_screen(self, 820, 620)

    def _build(self) -> None:
        tools = QGroupBox(self.tr("Pieces"))
        grid = QGridLayout(tools)
        icon = PALETTE_ICON if room_for(self).height() >= ROOM_FOR_LARGE_PALETTE else PALETTE_ICON_SMALL
        for col, color in enumerate((RED, BLACK)):
            for row, ptype in enumerate(PIECE_TYPES):
                code = ptype | (color << 3)
                button = QToolButton()
                button.setCheckable(True)
                pixmap = self.scene.images.pixmap(self.scene.piece_look, COLOR_NAMES[color], TYPE_NAMES[ptype],
                                                  icon + 4)
                button.setIcon(QIcon(pixmap))
                button.setIconSize(QSize(icon, icon))
                button.setToolTip(texts.side_name(COLOR_NAMES[color]) + " " + texts.kind_name(TYPE_NAMES[ptype]))
                button.setAutoRaise(True)
                self.pieces_group.addButton(button, code)
                grid.addWidget(button, row, col)
        eraser = QToolButton()
        eraser.setCheckable(True)
        eraser.setText(self.tr("Eraser"))
        eraser.setToolTip(self.tr("Click a point to remove its piece (or right-click it)"))
        eraser.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        eraser.setMinimumHeight(32)
        eraser.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.pieces_group.addButton(eraser, ERASER)
        grid.addWidget(eraser, len(PIECE_TYPES), 0, 1, 2)
        self.pieces_group.button(RED | PIECE_TYPES[-1]).setChecked(True)  # a red pawn to start with
        side_box = QGroupBox(self.tr("Side to move"))
        side_row = QHBoxLayout(side_box)
        side_row.addWidget(self.red_button)
        side_row.addWidget(self.black_button)
        clear = QPushButton(self.tr("Clear board"))
        clear.clicked.connect(lambda: self.set_fen_text(EMPTY_FEN, keep_side=True))
        start = QPushButton(self.tr("Start position"))
        start.clicked.connect(lambda: self.set_fen_text(START_FEN))
        self.clear_button, self.start_button = clear, start
        column = QVBoxLayout()
        column.addWidget(tools)
        column.addWidget(side_box)
        setup_row = QHBoxLayout()           # side by side: the column stays short on a small screen
        setup_row.addWidget(clear)
        setup_row.addWidget(start)
        column.addLayout(setup_row)
        column.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.board_view, 1)
        top.addLayout(column)
        fen_row = QHBoxLayout()
        fen_row.addWidget(QLabel("FEN"))
        fen_row.addWidget(self.fen_edit, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addLayout(fen_row)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

    # ----- state ------------------------------------------------------------------------------------
    def fen(self) -> str:
        """FEN of the position on the board (legal or not)."""
        return format_fen(self.squares, self.side, 0, 1)

    def problem(self) -> str:
        """Why the position cannot be accepted ('' if it can)."""
        return position_problem(self.fen())

    def warning(self) -> str:
        """Why a game cannot reach the position, which may still be accepted ('' if it can)."""
        return position_warning(self.fen())

    def tool(self) -> int:
        """The palette's choice: a piece code, or ERASER."""
        return self.pieces_group.checkedId() if self.pieces_group.checkedId() >= 0 else ERASER

    def set_tool(self, code: int) -> None:
        """Choose a palette piece (code as in app.model.tables) or ERASER."""
        self.pieces_group.button(code).setChecked(True)

    # ----- edits ------------------------------------------------------------------------------------
    def place(self, sq: int) -> None:
        """Put the palette's piece on a point (the same piece again removes it; the eraser removes)."""
        code = self.tool()
        self.squares[sq] = 0 if code == ERASER or self.squares[sq] == code else code
        self._changed()

    def erase(self, sq: int) -> None:
        """Remove the piece on a point."""
        self.squares[sq] = 0
        self._changed()

    def move_piece(self, from_sq: int, to_sq: int) -> None:
        """Move a piece to another point (replacing what stood there)."""
        if self.squares[from_sq]:
            self.squares[to_sq], self.squares[from_sq] = self.squares[from_sq], 0
        self._changed()

    def set_side(self, side: int) -> None:
        """Choose the side to move (RED or BLACK)."""
        self.side = side
        (self.red_button if side == RED else self.black_button).setChecked(True)
        self._changed()

    def set_fen_text(self, text: str, keep_side: bool = False, from_text: bool = False) -> None:
        """Load the pieces and side of a FEN (typed, pasted or a button's); a text that is not a FEN
        at all leaves the board alone and says so."""
        squares = placement_squares(text.strip())
        if squares is None:
            self.message.setText(self.tr("Not a FEN: ten ranks of pieces and digits, then w or b"))
            self._set_valid(False)
            return
        self.squares = squares
        fields = text.split()
        if not keep_side:
            self.side = BLACK if len(fields) > 1 and fields[1].lower() == "b" else RED
            self.red_button.blockSignals(True)
            self.black_button.blockSignals(True)
            (self.red_button if self.side == RED else self.black_button).setChecked(True)
            self.red_button.blockSignals(False)
            self.black_button.blockSignals(False)
        self._changed(from_text)

    # ----- rendering --------------------------------------------------------------------------------
    def _changed(self, from_text: bool = False) -> None:
        self._render()
        fen = self.fen()
        if not from_text:
            self.fen_edit.setText(fen)
        problem = self.problem()
        warning = "" if problem else self.warning()
        if problem or warning:
            self.message.setText(problem or warning)
        else:
            self.message.setText(self.tr("Legal position, %1 to move").replace(
                "%1", texts.side_name(COLOR_NAMES[self.side])))
        self._set_valid(not problem, warned=bool(warning))
        self.position_changed.emit(fen)

    def _set_valid(self, valid: bool, warned: bool = False) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(valid)
        if self.study_button is not None:
            self.study_button.setEnabled(valid)
        style = "color: #8a5a00;" if valid and warned else "color: #1e7a34;" if valid else \
            "color: #b3261e; font-weight: bold;"
        self.message.setStyleSheet(style)

    def _render(self) -> None:
        scene = self.scene
        for sq in list(scene.pieces):
            item = scene.pieces[sq]
            code = self.squares[sq]
            if not code or (COLOR_NAMES[code >> 3], TYPE_NAMES[code & 7]) != (item.color, item.kind):
                scene.removeItem(item)
                del scene.pieces[sq]
        for sq, code in enumerate(self.squares):
            if not code:
                continue
            found = scene.pieces.get(sq)
            if found is None:
                found = scene.pieces[sq] = PieceItem(scene.images, COLOR_NAMES[code >> 3], TYPE_NAMES[code & 7],
                                                     scene.piece_look)
                scene.addItem(found)
            found.setZValue(10)
            found.setPos(scene.square_center(sq))


def edit_position(parent: QWidget | None, fen: str | None = None, font_family: str = "",
                  style: str = "traditional") -> str | None:
    """Let the user set up a position (starting from `fen`); its FEN, or None if cancelled."""
    editor = PositionEditor(fen, font_family, style, parent)
    if editor.exec() != QDialog.DialogCode.Accepted or editor.problem():
        return None
    return editor.fen()


def edit_position_choice(parent: QWidget | None, fen: str | None = None, font_family: str = "",
                         style: str = "traditional", look: BoardLook | None = None) -> tuple[str, str] | None:
    """Like edit_position, with 'Play from here' and 'Study from here' buttons: (fen, 'play' or 'study');
    the board drawn as `look` says, when given."""
    editor = PositionEditor(fen, font_family, style, parent, offer_study=True, look=look)
    if editor.exec() != QDialog.DialogCode.Accepted or editor.problem():
        return None
    return editor.fen(), editor.choice
