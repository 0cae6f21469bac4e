"""The board as a QGraphicsScene: lines, river, palace, marks, pieces and highlights.

Scene units: one point-to-point step is UNIT; everything is drawn as vectors except the pieces, whose
pixmaps are rendered (with resources/pieces.py) at the exact device-pixel size they are shown at, so
the board stays crisp at any window size and on HiDPI screens.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (QBrush, QColor, QFont, QImage, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap,
                           QPolygonF)
from PySide6.QtWidgets import (QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem, QGraphicsScene,
                               QStyleOptionGraphicsItem, QWidget)

from app.model import Board
from app.model.marks import NO_MARKS, MarkColor, Marks
from app.model.snapshot import BoardSnapshot

from .themes import BoardTheme, board_theme

UNIT = 100.0
MARGIN = 95.0
WIDTH = 8 * UNIT + 2 * MARGIN
HEIGHT = 9 * UNIT + 2 * MARGIN
PIECE_DIAMETER = 0.9 * UNIT
PAINT_SLACK = 2.0                # scene units beyond what an item paints, for antialiasing
PIECE_REACH = 10.0               # a piece's pixmap, rounded to device pixels, may pass its circle by this
                                 # (1.5 device pixels: 10 units on the smallest boards, a sixth of a pixel a unit)
_R = PIECE_DIAMETER / 2
# how far each mark paints from its point: the shape's radius plus half its pen (a square cap reaches
# half a pen past a line's end)
MARK_REACH = {"dot": 12.0, "ring": _R + 2 + 3, "selected": _R + 3 + 3, "hint": _R + 5 + 3.5,
              "cursor": _R + 6 + 5, "check": _R + 8, "last": _R + 4 + 2.5}

RED_NUMERALS = "九八七六五四三二一"
# The colours of drawn arrows and circles (lichess's four), on the board and in exports alike.
MARK_COLORS = {MarkColor.GREEN: "#15781b", MarkColor.RED: "#882020", MarkColor.BLUE: "#003088",
               MarkColor.YELLOW: "#e68f00"}
ARROW_ALPHA, CIRCLE_ALPHA, PREVIEW_ALPHA = 170, 210, 110
# The drawn arrows shown at once: a comment may hold all 8010 (every point to every other), each a
# translucent path painted on every repaint (tens of seconds a frame); past these the board shows the
# first ones drawn, and the comment keeps them all.
MAX_SHOWN_ARROWS = 100
CIRCLE_RADIUS = PIECE_DIAMETER / 2 + 0.04 * UNIT
CIRCLE_PEN = 0.08 * UNIT


SIMPLIFIED = "/simplified"       # a look: a piece style written in simplified characters ("traditional/simplified")


class PieceImages:
    """Piece pixmaps by (look, colour, kind, pixel size), drawn on demand with Pillow. A look is a piece
    style, with SIMPLIFIED after it for the character sets written in simplified characters."""

    def __init__(self) -> None:
        self._cache: dict[tuple[str, str, str, int], QPixmap] = {}

    def pixmap(self, look: str, color: str, kind: str, pixels: int) -> QPixmap:
        """A piece pixmap `pixels` wide (rounded to 2 px so resizing reuses images)."""
        pixels = max(8, int(round(pixels / 2.0)) * 2)
        key = (look, color, kind, pixels)
        pix = self._cache.get(key)
        if pix is None:
            from resources.pieces import render_piece
            style = look.removesuffix(SIMPLIFIED)
            image = render_piece(color, kind, pixels, style, simplified=look != style).convert("RGBA")
            data = image.tobytes("raw", "RGBA")
            qimage = QImage(data, image.width, image.height, image.width * 4, QImage.Format.Format_RGBA8888).copy()
            pix = self._cache[key] = QPixmap.fromImage(qimage)
            if len(self._cache) > 400:
                self._cache.pop(next(iter(self._cache)))
        return pix


class BoardItem(QGraphicsItem):
    """Grid, river, palace X marks, position marks and file numbers."""

    def __init__(self, font_family: str, theme: BoardTheme | None = None) -> None:
        super().__init__()
        self.font_family = font_family
        self.theme = theme or board_theme("wood")
        self.flipped = False
        self.coordinates = "numbers"     # 'numbers' (files 1-9 / 九..一) or 'iccs' (files a-i, ranks 0-9)
        # painted once per zoom level, then blitted: the gradient and text are the costly part
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, WIDTH, HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        gradient = QLinearGradient(0, 0, WIDTH, HEIGHT)
        gradient.setColorAt(0, QColor(self.theme.light))
        gradient.setColorAt(1, QColor(self.theme.dark))
        painter.fillRect(self.boundingRect(), QBrush(gradient))
        left, top = MARGIN, MARGIN
        right, bottom = MARGIN + 8 * UNIT, MARGIN + 9 * UNIT
        line = QColor(self.theme.line)
        painter.setPen(QPen(line, 5))
        painter.drawRect(QRectF(left - 12, top - 12, right - left + 24, bottom - top + 24))
        painter.setPen(QPen(line, 2.2))
        for r in range(10):
            y = top + r * UNIT
            painter.drawLine(QPointF(left, y), QPointF(right, y))
        for f in range(9):
            x = left + f * UNIT
            if f in (0, 8):
                painter.drawLine(QPointF(x, top), QPointF(x, bottom))
            else:
                painter.drawLine(QPointF(x, top), QPointF(x, top + 4 * UNIT))
                painter.drawLine(QPointF(x, top + 5 * UNIT), QPointF(x, bottom))
        for r0 in (0, 7):  # palace diagonals (the X marks)
            y0, y1 = top + r0 * UNIT, top + (r0 + 2) * UNIT
            painter.drawLine(QPointF(left + 3 * UNIT, y0), QPointF(left + 5 * UNIT, y1))
            painter.drawLine(QPointF(left + 5 * UNIT, y0), QPointF(left + 3 * UNIT, y1))
        self._paint_marks(painter)
        self._paint_river(painter)
        if self.coordinates == "iccs":
            self._paint_iccs(painter)
        else:
            self._paint_numbers(painter)

    def _paint_marks(self, painter: QPainter) -> None:
        """The small corner marks at the cannon and pawn points."""
        points = [(1, 2), (7, 2), (1, 7), (7, 7)] + [(f, r) for f in (0, 2, 4, 6, 8) for r in (3, 6)]
        gap, arm = 7.0, 17.0
        painter.setPen(QPen(QColor(self.theme.line), 2.0))
        for f, r in points:
            cx, cy = MARGIN + f * UNIT, MARGIN + r * UNIT
            for dx in (-1, 1):
                if (f == 0 and dx < 0) or (f == 8 and dx > 0):
                    continue
                for dy in (-1, 1):
                    x, y = cx + dx * gap, cy + dy * gap
                    painter.drawLine(QPointF(x, y), QPointF(x + dx * arm, y))
                    painter.drawLine(QPointF(x, y), QPointF(x, y + dy * arm))

    def _paint_river(self, painter: QPainter) -> None:
        font = QFont(self.font_family)
        font.setPixelSize(int(UNIT * 0.55))
        painter.setFont(font)
        painter.setPen(QColor(self.theme.text))
        y = MARGIN + 4 * UNIT
        left_text, right_text = ("楚 河", "漢 界") if not self.flipped else ("漢 界", "楚 河")
        painter.drawText(QRectF(MARGIN + 0.5 * UNIT, y, 3 * UNIT, UNIT), Qt.AlignmentFlag.AlignCenter, left_text)
        painter.drawText(QRectF(MARGIN + 4.5 * UNIT, y, 3 * UNIT, UNIT), Qt.AlignmentFlag.AlignCenter, right_text)

    def _paint_numbers(self, painter: QPainter) -> None:
        """Black's files 1-9 along its side, Red's 九..一 along Red's (both from their own right)."""
        font = QFont(self.font_family)
        font.setPixelSize(int(UNIT * 0.3))
        painter.setFont(font)
        painter.setPen(QColor(self.theme.text))
        for f in range(9):
            x = MARGIN + f * UNIT
            red_label = RED_NUMERALS[f]
            black_label = str(f + 1)
            if self.flipped:
                red_label, black_label = RED_NUMERALS[8 - f], str(9 - f)
            top_label, bottom_label = (black_label, red_label) if not self.flipped else (red_label, black_label)
            painter.drawText(QRectF(x - UNIT / 2, 4, UNIT, MARGIN - 30), Qt.AlignmentFlag.AlignCenter, top_label)
            painter.drawText(QRectF(x - UNIT / 2, HEIGHT - MARGIN + 26, UNIT, MARGIN - 30),
                             Qt.AlignmentFlag.AlignCenter, bottom_label)

    def _paint_iccs(self, painter: QPainter) -> None:
        """ICCS coordinates: files a-i along both edges, ranks 0-9 down the left side (Red's rank 0 nearest Red)."""
        font = QFont(self.font_family)
        font.setPixelSize(int(UNIT * 0.3))
        painter.setFont(font)
        painter.setPen(QColor(self.theme.text))
        for f in range(9):
            x = MARGIN + f * UNIT
            letter = "abcdefghi"[8 - f if self.flipped else f]
            painter.drawText(QRectF(x - UNIT / 2, 4, UNIT, MARGIN - 30), Qt.AlignmentFlag.AlignCenter, letter)
            painter.drawText(QRectF(x - UNIT / 2, HEIGHT - MARGIN + 26, UNIT, MARGIN - 30),
                             Qt.AlignmentFlag.AlignCenter, letter)
        for r in range(10):
            y = MARGIN + r * UNIT
            digit = str(r if self.flipped else 9 - r)
            painter.drawText(QRectF(0, y - UNIT / 2, MARGIN - 30, UNIT), Qt.AlignmentFlag.AlignCenter, digit)


class PieceItem(QGraphicsItem):
    """One piece, painted from a pixmap rendered for the current device scale (the pixmap is rounded to
    whole device pixels, so it may reach a little past the piece's circle: PIECE_REACH covers that)."""

    def __init__(self, images: PieceImages, color: str, kind: str, style: str) -> None:
        super().__init__()
        self.images, self.color, self.kind, self.piece_style = images, color, kind, style
        self.setZValue(10)

    def boundingRect(self) -> QRectF:
        r = PIECE_DIAMETER / 2 + PIECE_REACH
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        transform = painter.worldTransform()
        if transform.isRotating():  # not used by the board view; draw scaled
            pix = self.images.pixmap(self.piece_style, self.color, self.kind, 128)
            painter.drawPixmap(self.boundingRect(), pix, QRectF(pix.rect()))
            return
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        logical = PIECE_DIAMETER * abs(transform.m11())
        pix = self.images.pixmap(self.piece_style, self.color, self.kind, int(logical * ratio))
        pix.setDevicePixelRatio(ratio)
        size = pix.width() / ratio
        centre = transform.map(QPointF(0, 0))
        # draw 1:1 in device pixels: no scaling on every repaint, and crisp edges
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(round(centre.x() - size / 2), round(centre.y() - size / 2)), pix)
        painter.restore()


class MarkItem(QGraphicsItem):
    """Highlights: selection, move dots, capture rings, last move, king in check, the keyboard cursor.

    Each kind's bounding rectangle holds all it paints (its pen's width and antialiasing included): the
    view repaints only that rectangle when a mark moves or goes, so paint outside it would stay behind
    as a trail."""

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind
        self.setZValue({"last": 1, "check": 2, "hint": 3, "selected": 11, "dot": 12, "ring": 12, "cursor": 30}[kind])

    def boundingRect(self) -> QRectF:
        reach = MARK_REACH[self.kind] + PAINT_SLACK
        return QRectF(-reach, -reach, 2 * reach, 2 * reach)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = PIECE_DIAMETER / 2
        if self.kind == "dot":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(30, 120, 60, 190))
            painter.drawEllipse(QPointF(0, 0), 12, 12)
        elif self.kind == "ring":
            painter.setPen(QPen(QColor(200, 40, 30, 220), 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 2, r + 2)
        elif self.kind == "selected":
            painter.setPen(QPen(QColor(20, 110, 200, 230), 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 3, r + 3)
        elif self.kind == "hint":
            painter.setPen(QPen(QColor(20, 150, 70, 230), 7, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(40, 180, 90, 60))
            painter.drawEllipse(QPointF(0, 0), r + 5, r + 5)
        elif self.kind == "cursor":   # the keyboard cursor: a dashed square with a light halo
            rect = QRectF(-r - 6, -r - 6, 2 * r + 12, 2 * r + 12)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 255, 255, 230), 10))
            painter.drawRect(rect)
            painter.setPen(QPen(QColor(120, 20, 160), 5, Qt.PenStyle.DashLine))
            painter.drawRect(rect)
        elif self.kind == "check":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(230, 30, 30, 150))
            painter.drawEllipse(QPointF(0, 0), r + 8, r + 8)
        else:  # last move: corner brackets
            painter.setPen(QPen(QColor(30, 90, 200, 220), 5))
            a, b = r + 4, 16
            for sx in (-1, 1):
                for sy in (-1, 1):
                    painter.drawLine(QPointF(sx * a, sy * a), QPointF(sx * (a - b), sy * a))
                    painter.drawLine(QPointF(sx * a, sy * a), QPointF(sx * a, sy * (a - b)))


class BoardLook(QObject):
    """How the boards of the program are drawn: the piece set, whether the character pieces are written in
    simplified characters (车马炮, as the moves are) and the board's theme. Every scene that follows a look
    (BoardScene.follow) is redrawn at each change, so that all boards look alike: the main board, the
    study, puzzle and editor boards and the small ones of a tournament."""

    changed = Signal()

    def __init__(self, style: str = "traditional", simplified: bool = True, theme: str = "wood",
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        board_theme(theme)                      # ValueError for an unknown theme
        self.style, self.simplified, self.theme = style, simplified, theme

    def set(self, *, style: str | None = None, simplified: bool | None = None, theme: str | None = None) -> None:
        """Change what is given (ValueError for an unknown theme); the boards following redraw."""
        if theme is not None:
            board_theme(theme)
        new = (self.style if style is None else style, self.simplified if simplified is None else simplified,
               self.theme if theme is None else theme)
        if new != (self.style, self.simplified, self.theme):
            self.style, self.simplified, self.theme = new
            self.changed.emit()


class BoardScene(QGraphicsScene):
    """Renders BoardSnapshots; maps between squares and scene points."""

    def __init__(self, font_family: str = "", style: str = "traditional") -> None:
        super().__init__(0, 0, WIDTH, HEIGHT)
        self.images = PieceImages()
        self.piece_style = style
        self.simplified = False          # character pieces in simplified characters (车马炮), as the notation
        self.board_item = BoardItem(font_family)
        self.addItem(self.board_item)
        self.pieces: dict[int, PieceItem] = {}
        self._marks: list[MarkItem] = []
        self.snapshot: BoardSnapshot | None = None
        self._arrows: list[tuple[int, int, str]] = []
        self._arrow_items: list[QGraphicsPathItem] = []
        self._drawn: Marks = NO_MARKS              # arrows and circles a person drew (not an engine's arrows)
        self._drawn_items: list[QGraphicsItem] = []
        self._preview: tuple[int, int, MarkColor] | None = None   # the arrow or circle being drawn
        self._preview_items: list[QGraphicsItem] = []
        self.cursor_item = MarkItem("cursor")
        self.cursor_item.hide()
        self.addItem(self.cursor_item)
        self.cursor: int | None = None
        self.look: BoardLook | None = None     # the look this board follows (None: set one by one)

    def follow(self, look: BoardLook) -> None:
        """Draw as `look` says, now and after each of its changes (the piece set, their script, the theme)."""
        if self.look is not None:
            self.look.changed.disconnect(self._look_changed)
        self.look = look
        look.changed.connect(self._look_changed)
        self._look_changed()

    def _look_changed(self) -> None:
        look = self.look
        if look is None:
            return
        if look.theme != self.board_theme:
            self.set_board_theme(look.theme)
        if (look.style, look.simplified) != (self.piece_style, self.simplified):
            self.piece_style, self.simplified = look.style, look.simplified
            if self.snapshot is not None:
                self.show_snapshot(self.snapshot)

    @property
    def flipped(self) -> bool:
        """True if Black is at the bottom."""
        return self.board_item.flipped

    def set_flipped(self, flipped: bool) -> None:
        """Show the board from Black's side (or Red's)."""
        self.board_item.flipped = flipped
        self.board_item.update()
        if self.snapshot is not None:
            self.show_snapshot(self.snapshot)
        self.set_arrows(self._arrows)
        self.set_drawn_marks(self._drawn)
        self.set_mark_preview(self._preview)
        self.set_cursor(self.cursor)

    @property
    def coordinates(self) -> str:
        """'numbers' (the traditional file numbers) or 'iccs' (a-i / 0-9)."""
        return self.board_item.coordinates

    def set_coordinates(self, style: str) -> None:
        """Label the board with the traditional file numbers ('numbers') or ICCS coordinates ('iccs')."""
        if style not in ("numbers", "iccs"):
            raise ValueError(f"coordinates must be 'numbers' or 'iccs', not {style!r}")
        self.board_item.coordinates = style
        self.board_item.update()

    def set_cursor(self, sq: int | None) -> None:
        """Show the keyboard cursor on a point (None hides it)."""
        self.cursor = sq
        self.cursor_item.setVisible(sq is not None)
        if sq is not None:
            self.cursor_item.setPos(self.square_center(sq))

    @property
    def board_theme(self) -> str:
        """The board theme's name ('wood', 'light', 'dark')."""
        return self.board_item.theme.name

    def set_board_theme(self, name: str) -> None:
        """Colour the board with a theme of app.view.themes (ValueError for an unknown one)."""
        self.board_item.theme = board_theme(name)
        self.board_item.update()
        self.update()

    def set_style(self, style: str) -> None:
        """Switch the piece set ('traditional', 'international' or 'contrast')."""
        self.piece_style = style
        if self.snapshot is not None:
            self.show_snapshot(self.snapshot)

    def set_simplified(self, simplified: bool) -> None:
        """Write the character pieces in simplified (车马炮) or traditional (車馬砲) characters."""
        self.simplified = simplified
        if self.snapshot is not None:
            self.show_snapshot(self.snapshot)

    @property
    def piece_look(self) -> str:
        """The look pieces are drawn in: the style, in simplified characters when set (PieceImages)."""
        return self.piece_style + SIMPLIFIED if self.simplified and self.piece_style != "international" else \
            self.piece_style

    def square_center(self, sq: int) -> QPointF:
        """Scene point of a square."""
        f, r = sq % 9, sq // 9
        if self.flipped:
            f, r = 8 - f, 9 - r
        return QPointF(MARGIN + f * UNIT, MARGIN + (9 - r) * UNIT)

    def square_at(self, point: QPointF) -> int | None:
        """The square nearest a scene point, if within half a step."""
        fx = (point.x() - MARGIN) / UNIT
        ry = (point.y() - MARGIN) / UNIT
        f, row = round(fx), round(ry)
        if not (0 <= f <= 8 and 0 <= row <= 9) or abs(fx - f) > 0.5 or abs(ry - row) > 0.5:
            return None
        r = 9 - row
        if self.flipped:
            f, r = 8 - f, 9 - r
        return r * 9 + f

    def show_snapshot(self, snapshot: BoardSnapshot) -> None:
        """Draw this position and its highlights."""
        self.snapshot = snapshot
        for mark in self._marks:
            self.removeItem(mark)
        self._marks.clear()
        wanted = Board.from_fen(snapshot.fen).pieces()
        for sq in list(self.pieces):  # keep items that stay put; replace the rest
            item = self.pieces[sq]
            piece = wanted.get(sq)
            wanted_look = None if piece is None else (piece.color, piece.kind, self.piece_look)
            if wanted_look != (item.color, item.kind, item.piece_style):
                self.removeItem(item)
                del self.pieces[sq]
        for sq, piece in wanted.items():
            found = self.pieces.get(sq)
            if found is None:
                found = self.pieces[sq] = PieceItem(self.images, piece.color, piece.kind, self.piece_look)
                self.addItem(found)
            found.setZValue(10)
            found.setPos(self.square_center(sq))
        if snapshot.last_move is not None:
            self._mark("last", snapshot.last_move.from_sq)
            self._mark("last", snapshot.last_move.to_sq)
        if snapshot.check_square is not None:
            self._mark("check", snapshot.check_square)
        if snapshot.hint is not None:
            self._mark("hint", snapshot.hint.from_sq)
            self._mark("hint", snapshot.hint.to_sq)
        if snapshot.selected is not None:
            self._mark("selected", snapshot.selected)
        for sq in snapshot.targets:
            self._mark("dot", sq)
        for sq in snapshot.captures:
            self._mark("ring", sq)

    def _mark(self, kind: str, sq: int) -> None:
        item = MarkItem(kind)
        item.setPos(self.square_center(sq))
        self.addItem(item)
        self._marks.append(item)

    def marks(self, kind: str) -> list[int]:
        """Squares carrying a highlight of this kind (for tests and accessibility)."""
        return sorted(sq for item in self._marks if item.kind == kind
                      for sq in [self.square_at(item.pos())] if sq is not None)

    def set_arrows(self, arrows: list[tuple[int, int, str]]) -> None:
        """Draw arrows (from square, to square, colour name or #rrggbb[aa]) over the board, e.g. an
        engine's best move; an empty list removes them. They stay until replaced."""
        for item in self._arrow_items:
            self.removeItem(item)
        self._arrow_items.clear()
        self._arrows = list(arrows)
        for i, (from_sq, to_sq, color) in enumerate(self._arrows):
            item = QGraphicsPathItem(_arrow_path(self.square_center(from_sq), self.square_center(to_sq)))
            fill = QColor(color)
            if fill.alpha() == 255:
                fill.setAlpha(170)
            item.setBrush(fill)
            item.setPen(QPen(fill.darker(140), 2))
            item.setZValue(20 - i * 0.1)
            self.addItem(item)
            self._arrow_items.append(item)

    def arrows(self) -> list[tuple[int, int, str]]:
        """The arrows drawn (for tests and accessibility)."""
        return list(self._arrows)

    # ----- arrows and circles a person drew -------------------------------------------------------------
    def set_drawn_marks(self, marks: Marks) -> None:
        """Draw the arrows and circles a person drew (right-drag, right-click, or kept in a move's comment),
        in lichess's colours and apart from an engine's arrows (set_arrows): they stay until replaced."""
        for item in self._drawn_items:
            self.removeItem(item)
        self._drawn_items.clear()
        self._drawn = marks
        for i, arrow in enumerate(marks.arrows[:MAX_SHOWN_ARROWS]):
            self._drawn_items.append(self._arrow_item(arrow.from_sq, arrow.to_sq, arrow.color, ARROW_ALPHA,
                                                      21 - i * 0.01))
        for circle in marks.circles:
            self._drawn_items.append(self._circle_item(circle.sq, circle.color, CIRCLE_ALPHA, 22))

    def drawn_marks(self) -> Marks:
        """The arrows and circles drawn by a person shown now (for tests and accessibility)."""
        return self._drawn

    def set_mark_preview(self, preview: tuple[int, int, MarkColor] | None) -> None:
        """Show the arrow (from, to, colour) or circle (from == to) being drawn, faint; None hides it."""
        for item in self._preview_items:
            self.removeItem(item)
        self._preview_items.clear()
        self._preview = preview
        if preview is None:
            return
        from_sq, to_sq, color = preview
        if from_sq == to_sq:
            self._preview_items.append(self._circle_item(from_sq, color, PREVIEW_ALPHA, 23))
        else:
            self._preview_items.append(self._arrow_item(from_sq, to_sq, color, PREVIEW_ALPHA, 23))

    def mark_preview_color(self) -> MarkColor | None:
        """The colour of the mark being drawn, if one is."""
        return self._preview[2] if self._preview is not None else None

    def _arrow_item(self, from_sq: int, to_sq: int, color: MarkColor, alpha: int, z: float) -> QGraphicsPathItem:
        item = QGraphicsPathItem(_arrow_path(self.square_center(from_sq), self.square_center(to_sq)))
        fill = QColor(MARK_COLORS[color])
        fill.setAlpha(alpha)
        item.setBrush(fill)
        item.setPen(QPen(fill.darker(140), 2))
        item.setZValue(z)
        self.addItem(item)
        return item

    def _circle_item(self, sq: int, color: MarkColor, alpha: int, z: float) -> QGraphicsEllipseItem:
        centre = self.square_center(sq)
        item = QGraphicsEllipseItem(centre.x() - CIRCLE_RADIUS, centre.y() - CIRCLE_RADIUS, 2 * CIRCLE_RADIUS,
                                    2 * CIRCLE_RADIUS)
        pen = QColor(MARK_COLORS[color])
        pen.setAlpha(alpha)
        item.setPen(QPen(pen, CIRCLE_PEN))
        item.setBrush(Qt.BrushStyle.NoBrush)
        item.setZValue(z)
        self.addItem(item)
        return item

    def render_image(self, size: int) -> QImage:
        """The board drawn into an image `size` pixels wide (diagrams, screenshots)."""
        height = int(size * HEIGHT / WIDTH)
        image = QImage(size, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.white)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.render(painter, QRectF(0, 0, size, height), self.sceneRect())
        painter.end()
        return image


def _arrow_path(start: QPointF, end: QPointF) -> QPainterPath:
    """A filled arrow from the centre of one point to (just short of) another."""
    dx, dy = end.x() - start.x(), end.y() - start.y()
    length = (dx * dx + dy * dy) ** 0.5 or 1.0
    ux, uy = dx / length, dy / length            # along the arrow
    nx, ny = -uy, ux                             # across it
    shaft, head, head_len = 0.09 * UNIT, 0.24 * UNIT, 0.38 * UNIT
    tip = QPointF(end.x() - ux * 0.12 * UNIT, end.y() - uy * 0.12 * UNIT)
    base = QPointF(start.x() + ux * 0.2 * UNIT, start.y() + uy * 0.2 * UNIT)
    neck = QPointF(tip.x() - ux * head_len, tip.y() - uy * head_len)
    def side(point: QPointF, width: float) -> QPointF:
        return QPointF(point.x() + nx * width, point.y() + ny * width)

    points = [side(base, shaft), side(neck, shaft), side(neck, head), tip, side(neck, -head), side(neck, -shaft),
              side(base, -shaft)]
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path
