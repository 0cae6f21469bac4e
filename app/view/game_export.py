"""A game exported and printed: score sheets (PDF or any printer), animated GIFs, SVG and PNG diagrams.

Pure rendering with QtGui, QtSvg and Pillow, onto any QPaintDevice: no window is needed (the board is
the board view's own scene, app.view.board_scene, drawn with QPainter; a QApplication must exist).
Every function returns the file's bytes, for the caller to write atomically; ``print_score_sheet``
paints onto a printer (or any QPagedPaintDevice) that the caller set up, e.g. through Qt's print dialog.

- ``score_sheet_pdf(tree, look, paper)``: a printable score sheet, A4 or Letter: the headers (event,
  players, result, date, site, round, opening), the game's comment, the numbered moves in two columns
  (a row per move number; a comment or the variations after a move follow it, and the Black move then
  starts a row of its own as in printed books), a diagram at every move flagged for one (NAG $220, or
  $221 seen from Black's side: app.model.glyphs) and at the end, with the last move marked and the
  arrows and circles drawn at that move (app.model.marks); a set-up start position is drawn first.
- ``animation_gif(tree, look, delay_ms)``: a frame for the start and one per move of the main line (the
  last move marked, the move written under the board, the marks drawn at it), ``delay_ms`` apart.
- ``diagram_png`` / ``diagram_svg(tree, node, look)``: the position after `node` (``mainline_node(tree,
  ply)`` finds the main line's ply), its last move marked and its arrows and circles drawn.

How it looks (pieces, board colours, notation, which side at the bottom) is an ``ExportLook``.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (QColor, QFont, QFontMetricsF, QImage, QPageLayout, QPageSize, QPagedPaintDevice,
                           QPainter, QPaintDevice, QPdfWriter, QPen, QTextLayout, QTextOption)
from PIL import Image
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsItem

from app.model import START_FEN, Board, Move
from app.model.comment_commands import shown_text
from app.model.glyphs import DIAGRAM_FLIPPED, diagram_of, glyph_text, move_glyph, position_glyph
from app.model.line_text import variation_text
from app.model.marks import NO_MARKS, Marks, node_marks
from app.model.notation import write_move
from app.model.snapshot import BoardSnapshot
from app.model.tree import GameTree, Node

from . import export_texts as words
from .board_scene import HEIGHT, MARK_COLORS, WIDTH, BoardScene
from .themes import board_theme

PAPERS = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
SHEET_DPI = 300                    # the PDF's resolution for the pictures in it (text and lines are vectors)
GIF_DELAY_RANGE = (50, 60_000)     # milliseconds between frames
MAX_GIF_FRAMES = 1001              # the start and 1000 moves (each frame is kept, a byte a pixel, until written)
MAX_GIF_PIXELS = 300_000_000       # all frames' pixels together (a byte each while kept): 1001 frames 480 wide
HEADER_LINES = 3                   # the lines one header (event, players, ...) may take on the sheet; more: elided
HEADER_CHARS = 2000                # what of a header is laid out at most (three lines hold far fewer)


@dataclass(frozen=True)
class ExportLook:
    """How exported boards and moves look: the piece set, board theme and font of the board view, Black
    at the bottom (flip), simplified characters on the pieces, and the notation the moves are written in."""

    piece_style: str = "traditional"
    board_theme: str = "wood"
    font_family: str = ""
    flip: bool = False
    simplified: bool = False
    notation: str = "chinese"
    traditional: bool = False


@dataclass(frozen=True)
class Position:
    """A position to draw: after `node`'s move, with its last move and the marks drawn at it."""

    fen: str
    last_move: Move | None = None
    marks: Marks = field(default_factory=Marks)


def position_after(tree: GameTree, node: Node) -> Position:
    """The position after a node's move (the root: the start), with the marks drawn at the node."""
    board = tree.board_at(node)
    return Position(board.fen(), node.move, node_marks(node))


def mainline_node(tree: GameTree, ply: int | None) -> Node:
    """The main line's node after `ply` moves (0: the root; None: the last). ValueError names the range."""
    nodes = tree.mainline_nodes()
    if ply is None:
        return nodes[-1] if nodes else tree.root
    if not 0 <= ply <= len(nodes):
        raise ValueError(f"ply {ply} is not in the game: it has plies 0 to {len(nodes)}")
    return nodes[ply - 1] if ply else tree.root


def move_caption(tree: GameTree, node: Node, look: ExportLook) -> str:
    """A move as a caption writes it: '12. 马二进三', '12… 马８进７', with its glyphs."""
    if node.move is None or node.parent is None:
        return ""
    board = tree.board_at(node.parent)
    text = write_move(board, node.move, look.notation, look.traditional)
    glyph = move_glyph(node.nags)
    position = position_glyph(node.nags)
    text += glyph_text(glyph) if glyph is not None else ""
    text += f" {glyph_text(position)}" if position is not None else ""
    return f"{board.fullmove_number}{'.' if board.turn == 'red' else '…'} {text}"


# ----- boards --------------------------------------------------------------------------------------
class BoardPainter:
    """Draws positions with their last move, arrows and circles onto any QPainter, with the board view's
    scene (so exported boards look as the board does)."""

    def __init__(self, look: ExportLook, vector: bool = False) -> None:
        self.look = look
        self.scene = BoardScene(look.font_family, look.piece_style)
        self.scene.set_board_theme(look.board_theme)
        self.scene.set_simplified(look.simplified)
        if vector:       # a PDF or SVG: the board's lines and words as vectors, not a cached picture
            self.scene.board_item.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def paint(self, painter: QPainter, target: QRectF, position: Position, flip: bool | None = None) -> None:
        """Draw `position` filling `target` (its aspect is the board's: WIDTH x HEIGHT)."""
        scene = self.scene
        scene.set_flipped(self.look.flip if flip is None else flip)
        board = Board(position.fen)
        check = board.king_square(board.turn) if board.is_check() else None
        scene.show_snapshot(BoardSnapshot(board.fen(), None, frozenset(), frozenset(), position.last_move, check,
                                          True))
        scene.set_drawn_marks(position.marks)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        scene.render(painter, target, scene.sceneRect())
        painter.restore()
        scene.set_drawn_marks(NO_MARKS)

    def image(self, width: int, position: Position, flip: bool | None = None) -> QImage:
        """The position drawn into an image `width` pixels wide."""
        height = board_height(width)
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.white)
        painter = QPainter(image)
        self.paint(painter, QRectF(0, 0, width, height), position, flip)
        painter.end()
        return image


def board_height(width: float) -> int:
    """The height of a board drawn `width` wide."""
    return int(round(width * HEIGHT / WIDTH))


def _image_bytes(image: QImage, fmt: str) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, fmt):  # type: ignore[call-overload]
        raise OSError(f"the {fmt} image could not be made")
    buffer.close()
    return bytes(data.data())


def diagram_png(tree: GameTree, node: Node, look: ExportLook, width: int = 800) -> bytes:
    """A PNG of the position after `node` (last move marked, arrows and circles drawn)."""
    return _image_bytes(BoardPainter(look).image(width, position_after(tree, node)), "PNG")


def diagram_svg(tree: GameTree, node: Node, look: ExportLook, width: int = 800) -> bytes:
    """An SVG of the position after `node`: lines, words, marks as vectors, the pieces as pictures drawn
    at one and a half times the size shown (sharp when zoomed)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    height = board_height(width)
    generator.setSize(QSize(width, height))
    generator.setViewBox(QRectF(0, 0, 1.5 * width, 1.5 * height))
    generator.setResolution(96)
    generator.setTitle(words.diagram_title())
    position = position_after(tree, node)
    generator.setDescription(position.fen)
    painter = QPainter()
    if not painter.begin(generator):
        raise OSError("the SVG could not be made")
    BoardPainter(look, vector=True).paint(painter, QRectF(0, 0, 1.5 * width, 1.5 * height), position)
    painter.end()
    buffer.close()
    return bytes(data.data())


# ----- animated GIF ----------------------------------------------------------------------------------
class _Animator:
    """Draws an animation's frames one by one: the board at a node, its move written under it."""

    def __init__(self, tree: GameTree, look: ExportLook, width: int) -> None:
        self.tree, self.look, self.width = tree, look, width
        self.board_painter = BoardPainter(look)
        self.board_h = board_height(width)
        self.caption_h = max(8, width // 14)
        self.font = QFont(look.font_family)
        self.font.setPixelSize(max(6, int(self.caption_h * 0.62)))

    def frame(self, node: Node) -> QImage:
        frame = QImage(self.width, self.board_h + self.caption_h, QImage.Format.Format_ARGB32_Premultiplied)
        frame.fill(QColor("#faf6ee"))
        painter = QPainter(frame)
        self.board_painter.paint(painter, QRectF(0, 0, self.width, self.board_h), position_after(self.tree, node))
        painter.setFont(self.font)
        painter.setPen(QColor("#2a2a2a"))
        tree = self.tree
        caption = move_caption(tree, node, self.look) if node is not tree.root else words.start_position()
        painter.drawText(QRectF(0, self.board_h, self.width, self.caption_h), Qt.AlignmentFlag.AlignCenter, caption)
        painter.end()
        return frame


def _animated(tree: GameTree, nodes: Sequence[Node] | None) -> list[Node]:
    return [tree.root, *(tree.mainline_nodes() if nodes is None else nodes)]


def animation_frames(tree: GameTree, look: ExportLook, width: int = 480,
                     nodes: Sequence[Node] | None = None) -> list[QImage]:
    """The frames of an animation: the start, then the position after each node (default: the main
    line), each with its move written under the board."""
    animator = _Animator(tree, look, width)
    return [animator.frame(node) for node in _animated(tree, nodes)]


def _pillow(image: QImage) -> Image.Image:
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)
    return Image.frombuffer("RGBA", (rgba.width(), rgba.height()), bytes(rgba.constBits()), "raw", "RGBA",
                            rgba.bytesPerLine(), 1).convert("RGB")


def _mix(alpha: float, value: int, ground: int) -> int:
    """A colour channel laid at `alpha` over the ground's."""
    return round(alpha * value + (1 - alpha) * ground)


def _gif_palette(sheet: Image.Image, look: ExportLook) -> Image.Image:
    """A palette for every frame: the colours of the board and pieces (from `sheet`, small copies of the
    frames), and the marks' colours laid over the board's, at full and partial strength (their edges),
    which would otherwise lose their few pixels to the board's many shades."""
    theme = board_theme(look.board_theme)
    marks = [(QColor(c), 170) for c in MARK_COLORS.values()] + [(QColor(c).darker(140), 170)
                                                                  for c in MARK_COLORS.values()]
    marks += [(QColor(c), 210) for c in MARK_COLORS.values()]
    marks += [(QColor(30, 90, 200), 220), (QColor(230, 30, 30), 150)]        # the last move; a king in check
    swatch: list[tuple[int, int, int]] = []
    for color, alpha in marks:
        for ground in (QColor(theme.light), QColor(theme.dark)):
            for strength in (1.0, 0.55):
                a = alpha / 255 * strength
                mixed = (_mix(a, color.red(), ground.red()), _mix(a, color.green(), ground.green()),
                         _mix(a, color.blue(), ground.blue()))
                if mixed not in swatch:
                    swatch.append(mixed)
    room = 256 - len(swatch)
    base = sheet.quantize(colors=room, method=Image.Quantize.MEDIANCUT)
    entries = (base.getpalette() or [])[:3 * room]
    entries += [0] * (3 * room - len(entries))
    palette = Image.new("P", (1, 1))
    palette.putpalette(entries + [v for rgb in swatch for v in rgb])
    return palette


def gif_pixels(frames: int, width: int) -> int:
    """The pixels of an animation of `frames` frames `width` wide (each board with its caption)."""
    return frames * width * (board_height(width) + max(8, width // 14))


def animation_gif(tree: GameTree, look: ExportLook, delay_ms: int = 1000, width: int = 480,
                  nodes: Sequence[Node] | None = None) -> bytes:
    """An animated GIF of the game: a frame for the start and one per move (see animation_frames),
    `delay_ms` apart, the last frame held three times as long, looping. ValueError for a delay out of
    GIF_DELAY_RANGE, more than MAX_GIF_FRAMES frames, or frames too large together (MAX_GIF_PIXELS: every
    frame is held until the file is written)."""
    low, high = GIF_DELAY_RANGE
    if not low <= delay_ms <= high:
        raise ValueError(f"the delay must be from {low} to {high} ms, not {delay_ms}")
    shown = _animated(tree, nodes)
    if len(shown) > MAX_GIF_FRAMES:
        raise ValueError(f"an animation holds at most {MAX_GIF_FRAMES} frames; this one would have {len(shown)}")
    if gif_pixels(len(shown), width) > MAX_GIF_PIXELS:
        raise ValueError(f"{len(shown)} frames {width} pixels wide are too large for an animation; "
                         f"make it narrower or shorter")
    # One palette for every frame, made from small copies of them all (so that every frame's colours,
    # the marks' too, are in it), and no dithering: what does not change between frames keeps the same
    # pixels, so each frame stores only what changed. Frames are kept with their palette (a byte a pixel).
    small = _Animator(tree, look, max(60, width // 3))
    thumbs = [_pillow(small.frame(node)) for node in shown]
    sheet = Image.new("RGB", (thumbs[0].width, thumbs[0].height * len(thumbs)))
    for i, thumb in enumerate(thumbs):
        sheet.paste(thumb, (0, i * thumbs[0].height))
    palette = _gif_palette(sheet, look)
    del thumbs, sheet
    animator = _Animator(tree, look, width)
    pictures = [_pillow(animator.frame(node)).quantize(palette=palette, dither=Image.Dither.NONE) for node in shown]
    durations = [delay_ms] * len(pictures)
    durations[-1] = min(3 * delay_ms, high)
    out = io.BytesIO()
    pictures[0].save(out, "GIF", save_all=True, append_images=pictures[1:], duration=durations, loop=0,
                     disposal=1, optimize=False)
    return out.getvalue()


# ----- score sheets -----------------------------------------------------------------------------------
@dataclass
class _Item:
    """One thing in a column of the sheet: a row of moves, a line of text, a diagram or a gap."""

    kind: str                         # 'row', 'text', 'diagram', 'gap'
    height: float
    cells: tuple[str, str, str] = ("", "", "")         # a row: number, Red's move, Black's move
    text: str = ""                                     # a line of text
    style: str = ""                                    # a text line: 'comment', 'variation', 'caption'
    position: Position | None = None
    flip: bool = False


@dataclass
class _Placed:
    item: _Item
    column: int
    y: float


class ScoreSheet:
    """A game laid out on pages of a paged device (a PDF writer, a printer): call ``paint_on`` with a
    painter begun on that device; ``pages`` says how many pages it fills."""

    def __init__(self, tree: GameTree, look: ExportLook, device: QPaintDevice) -> None:
        self.tree, self.look, self.device = tree, look, device
        self.mm = device.logicalDpiY() / 25.4
        self.width, self.height = float(device.width()), float(device.height())
        family = look.font_family
        self.fonts = {
            "title": _font(family, 16, bold=True), "players": _font(family, 12.5, bold=True),
            "info": _font(family, 9.5), "move": _font(family, 10.5), "number": _font(family, 9.5),
            "comment": _font(family, 9, italic=True), "variation": _font(family, 8.5),
            "caption": _font(family, 9, bold=True), "footer": _font(family, 8)}
        self.gap = 8 * self.mm
        self.column_width = (self.width - self.gap) / 2
        self.row_height = self._line_height("move") * 1.45
        self.header = self._fitted_header()
        self.header_height = sum(self._line_height(kind) * 1.35 for kind, _ in self.header) + 4 * self.mm
        self.footer_height = self._line_height("footer") * 2.2
        self.pages = self._layout(self._items())

    # ----- measuring --------------------------------------------------------------------------------
    def _metrics(self, kind: str) -> QFontMetricsF:
        return QFontMetricsF(self.fonts[kind], self.device)

    def _line_height(self, kind: str) -> float:
        return self._metrics(kind).height()

    def _wrapped(self, text: str, kind: str, width: float) -> list[str]:
        """The lines `text` takes at `width` in the font of `kind` (its own line breaks kept)."""
        out = []
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        for paragraph in text.split("\n"):
            if not paragraph.strip():
                continue
            layout = QTextLayout(paragraph, self.fonts[kind], self.device)
            layout.setTextOption(option)
            layout.beginLayout()
            while True:
                line = layout.createLine()
                if not line.isValid():
                    break
                line.setLineWidth(width)
                out.append(paragraph[line.textStart():line.textStart() + line.textLength()].rstrip())
            layout.endLayout()
        return out

    # ----- what the sheet holds -----------------------------------------------------------------------
    def _fitted_header(self) -> list[tuple[str, str]]:
        """The header's lines wrapped to the page's width, each header at most HEADER_LINES lines (the last
        one elided), so a long event or player name is neither cut at the page's sides nor pushes the
        moves off the page."""
        out: list[tuple[str, str]] = []
        for kind, text in self._header_lines():
            lines = self._wrapped(text[:HEADER_CHARS + 1], kind, self.width)
            if len(lines) > HEADER_LINES or len(text) > HEADER_CHARS:
                lines = lines[:HEADER_LINES]
                lines[-1] = self._metrics(kind).elidedText(lines[-1] + "…", Qt.TextElideMode.ElideRight, self.width)
            out.extend((kind, line) for line in lines)
        return out

    def _header_lines(self) -> list[tuple[str, str]]:
        h = self.tree.headers
        red, black = h.get("Red", "").strip(), h.get("Black", "").strip()
        event = h.get("Event", "").strip()
        lines = [("title", event or words.players(red, black))]
        if event and (red or black):
            lines.append(("players", f"{words.labelled('Red', red or '?')}    {words.labelled('Black', black or '?')}"))
        info = []
        result = words.result_words(self.tree.result)
        if result:
            info.append(words.labelled("Result", result))
        for name in ("Date", "Site", "Round"):
            value = h.get(name, "").strip()
            if value and value.strip("?.-") != "":      # '?', '????.??.??' unknown; '-' not used (PGN)
                info.append(words.labelled(name, value))
        if info:
            lines.append(("info", "    ".join(info)))
        opening = " ".join(v for v in (h.get("ECCO", "").strip(), h.get("Opening", "").strip(),
                                       h.get("Variation", "").strip()) if v)
        if opening:
            lines.append(("info", words.labelled("Opening", opening)))
        return lines

    def _items(self) -> list[_Item]:
        tree, look = self.tree, self.look
        items: list[_Item] = []
        text_width = self.column_width - 4 * self.mm
        diagram_height = board_height(self.column_width * 0.82) + self._line_height("caption") * 1.6

        def text_lines(text: str, style: str) -> None:
            kind = "comment" if style == "comment" else "variation"
            for line in self._wrapped(text, kind, text_width):
                items.append(_Item("text", self._line_height(kind) * 1.2, text=line, style=style))

        def diagram(node: Node, caption: str, flip: bool) -> None:
            items.append(_Item("gap", 1.5 * self.mm))
            items.append(_Item("diagram", diagram_height, text=caption, position=position_after(tree, node),
                               flip=flip))
            items.append(_Item("gap", 1.5 * self.mm))

        def flip_for(node: Node) -> bool:
            return (not look.flip) if diagram_of(node.nags) == DIAGRAM_FLIPPED else look.flip

        root_comment = shown_text(tree.root.comment)
        if root_comment:
            text_lines(root_comment, "comment")
        start_drawn = tree.start_fen.split()[:2] != START_FEN.split()[:2] or diagram_of(tree.root.nags) is not None
        if start_drawn:
            start = Board(tree.start_fen)
            diagram(tree.root, f"{words.start_position()} · {words.to_move(start.turn == 'red')}",
                    flip_for(tree.root))
        board = tree.start_board()
        nodes = tree.mainline_nodes()
        row: list[str] | None = None          # the row being filled: number, Red's move, Black's move

        def flush() -> None:
            nonlocal row
            if row is not None:
                items.append(_Item("row", self.row_height, cells=(row[0], row[1], row[2])))
            row = None

        for node in nodes:
            number = board.fullmove_number
            text = write_move(board, node.move, look.notation, look.traditional)  # type: ignore[arg-type]
            glyph, position = move_glyph(node.nags), position_glyph(node.nags)
            text += glyph_text(glyph) if glyph is not None else ""
            text += f" {glyph_text(position)}" if position is not None else ""
            black_moved = board.turn == "black"
            if not black_moved:
                flush()
                row = [f"{number}.", text, ""]
            else:
                if row is None:                # after a comment, a variation or a diagram, or Black first
                    row = [f"{number}.", "…", ""]
                row[2] = text
            board.push(node.move)  # type: ignore[arg-type]
            comment = shown_text(node.comment)
            parent = node.parent
            variations = parent.children[1:] if parent is not None else []
            flagged = diagram_of(node.nags) is not None
            if black_moved or comment or variations or flagged:
                flush()
            if comment:
                text_lines(comment, "comment")
            for var in variations:
                text_lines("(" + variation_text(tree, var, look.notation, look.traditional) + ")", "variation")
            if flagged:
                diagram(node, words.after_move(move_caption(tree, node, look)), flip_for(node))
        flush()
        last = nodes[-1] if nodes else tree.root
        result = words.result_words(tree.result)
        caption = words.final_position() + (f" · {result}" if result else "")
        if last is not tree.root:
            caption += f" · {words.after_move(move_caption(tree, last, look))}"
        if nodes or not start_drawn:             # a game with no moves: its start is its end
            diagram(last, caption, look.flip)
        return items

    # ----- pages ----------------------------------------------------------------------------------------
    def _layout(self, items: list[_Item]) -> list[list[_Placed]]:
        pages: list[list[_Placed]] = [[]]
        column = 0
        top = self.header_height
        y = top
        bottom = self.height - self.footer_height
        for item in items:
            if y + item.height > bottom and y > top:
                if item.kind == "gap":              # no gap at the foot of a column
                    continue
                if column == 0:
                    column, y = 1, top
                else:
                    pages.append([])
                    column, top, y = 0, 0.0, 0.0
            pages[-1].append(_Placed(item, column, y))
            y += item.height
        return pages

    def paint_on(self, painter: QPainter, new_page: QPagedPaintDevice | None) -> None:
        """Paint every page (new_page: the device whose newPage() starts each page after the first)."""
        board_painter = BoardPainter(self.look, vector=True)
        for number, placed in enumerate(self.pages, 1):
            if number > 1 and new_page is not None:
                new_page.newPage()
            if number == 1:
                self._paint_header(painter)
            for entry in placed:
                self._paint_item(painter, board_painter, entry)
            self._paint_footer(painter, number)

    def _paint_header(self, painter: QPainter) -> None:
        y = 0.0
        for kind, text in self.header:
            height = self._line_height(kind) * 1.35
            painter.setFont(self.fonts[kind])
            painter.setPen(QColor("#1a1a1a"))
            painter.drawText(QRectF(0, y, self.width, height), Qt.AlignmentFlag.AlignHCenter |
                             Qt.AlignmentFlag.AlignVCenter, text)
            y += height
        painter.setPen(QPen(QColor("#8a6d3b"), 0.35 * self.mm))
        rule = y + 1.5 * self.mm
        painter.drawLine(QPointF(0, rule), QPointF(self.width, rule))

    def _paint_footer(self, painter: QPainter, number: int) -> None:
        painter.setFont(self.fonts["footer"])
        painter.setPen(QColor("#6b6b6b"))
        box = QRectF(0, self.height - self._line_height("footer") * 1.4, self.width, self._line_height("footer") * 1.4)
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, words.made_with())
        painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         words.page_of(number, len(self.pages)))

    def _paint_item(self, painter: QPainter, board_painter: BoardPainter, placed: _Placed) -> None:
        item = placed.item
        x = placed.column * (self.column_width + self.gap)
        y = placed.y
        w = self.column_width
        if item.kind == "row":
            number_w = 10 * self.mm
            move_w = (w - number_w) / 2
            painter.setPen(QPen(QColor("#d8cdb8"), 0.2 * self.mm))
            painter.drawLine(QPointF(x, y + item.height), QPointF(x + w, y + item.height))
            painter.setFont(self.fonts["number"])
            painter.setPen(QColor("#6b5a3a"))
            middle = Qt.AlignmentFlag.AlignVCenter
            painter.drawText(QRectF(x, y, number_w - 2 * self.mm, item.height), Qt.AlignmentFlag.AlignRight | middle,
                             item.cells[0])
            painter.setFont(self.fonts["move"])
            painter.setPen(QColor("#a3171d"))
            painter.drawText(QRectF(x + number_w, y, move_w, item.height), Qt.AlignmentFlag.AlignLeft | middle,
                             item.cells[1])
            painter.setPen(QColor("#111111"))
            painter.drawText(QRectF(x + number_w + move_w, y, move_w, item.height),
                             Qt.AlignmentFlag.AlignLeft | middle, item.cells[2])
        elif item.kind == "text":
            kind = "comment" if item.style == "comment" else "variation"
            painter.setFont(self.fonts[kind])
            painter.setPen(QColor("#4a4a4a") if kind == "comment" else QColor("#1d4f91"))
            painter.drawText(QRectF(x + 4 * self.mm, y, w - 4 * self.mm, item.height),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, item.text)
        elif item.kind == "diagram" and item.position is not None:
            caption_h = self._line_height("caption") * 1.6
            board_w = w * 0.82
            target = QRectF(x + (w - board_w) / 2, y, board_w, board_height(board_w))
            board_painter.paint(painter, target, item.position, item.flip)
            painter.setFont(self.fonts["caption"])
            painter.setPen(QColor("#1a1a1a"))
            painter.drawText(QRectF(x, target.bottom(), w, caption_h), Qt.AlignmentFlag.AlignCenter, item.text)


def _font(family: str, points: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont(family) if family else QFont()
    font.setPointSizeF(points)
    font.setBold(bold)
    font.setItalic(italic)
    return font


def print_score_sheet(device: QPagedPaintDevice, tree: GameTree, look: ExportLook) -> int:
    """Paint the score sheet onto a paged device set up by the caller (a QPrinter from Qt's print
    dialog, a QPdfWriter); returns the number of pages. OSError if painting cannot start."""
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("the printer could not be started")
    try:
        sheet = ScoreSheet(tree, look, device)
        sheet.paint_on(painter, device)
    finally:
        painter.end()
    return len(sheet.pages)


def score_sheet_pdf(tree: GameTree, look: ExportLook, paper: str = "a4") -> bytes:
    """The score sheet as a PDF on A4 or Letter paper (15 mm margins)."""
    if paper not in PAPERS:
        raise ValueError(f"paper must be one of {', '.join(PAPERS)}, not {paper!r}")
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(SHEET_DPI)
    writer.setPageLayout(QPageLayout(QPageSize(PAPERS[paper]), QPageLayout.Orientation.Portrait,
                                     QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter))
    headers = tree.headers
    writer.setTitle(headers.get("Event", "") or words.players(headers.get("Red", ""), headers.get("Black", "")))
    writer.setCreator(words.made_with())
    print_score_sheet(writer, tree, look)
    del writer                      # finishes the PDF
    buffer.close()
    return bytes(data.data())


__all__ = ["ExportLook", "Position", "BoardPainter", "MARK_COLORS", "PAPERS", "GIF_DELAY_RANGE", "position_after",
           "mainline_node", "move_caption", "board_height", "diagram_png", "diagram_svg", "animation_frames",
           "animation_gif", "gif_pixels", "MAX_GIF_PIXELS", "ScoreSheet", "print_score_sheet", "score_sheet_pdf",
           "MAX_GIF_FRAMES"]
