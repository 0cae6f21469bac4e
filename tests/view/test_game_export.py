"""Exported games: the PDF score sheet (pages, words, diagrams with marks), the animated GIF (a frame per ply
and the start), SVG and PNG diagrams with arrows and circles, and printing onto any paged device."""

import io
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
import zlib

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QColor, QImage

from app.formats import read_games, read_text
from app.model.glyphs import DIAGRAM, DIAGRAM_FLIPPED
from app.model.marks import Arrow, Circle, MarkColor, Marks, marks_of, set_node_marks
from app.model.tables import parse_square
from app.view import export_texts
from app.view.board_scene import HEIGHT, MARGIN, UNIT, WIDTH
from app.view.game_export import (MARK_COLORS, BoardPainter, ExportLook, Position, ScoreSheet, animation_frames,
                                  animation_gif, diagram_png, diagram_svg, mainline_node, print_score_sheet,
                                  score_sheet_pdf)
from resources import resource_path

GAME = """[Event "Club night"]
[Red "Li"]
[Black "Wang"]
[Result "1-0"]

1. h2e2 { [%cal Gh2e2,Rh7h4] [%csl Be6] Central cannon } h9g7 $5 2. h0g2 i9h9 3. i0h0 $220 { [%cal Gh0h6] }
b9c7 (3... c6c5 4. b0c2) 4. b2b6 { [%cal Yb6b9] } c6c5 $221 5. b0c2 1-0
"""
GREEN = tuple(QColor(MARK_COLORS[MarkColor.GREEN]).getRgbF()[:3])


def sq(name):
    return parse_square(name)


@pytest.fixture
def game():
    return read_text(GAME)[0]


@pytest.fixture
def look():
    return ExportLook(font_family="", notation="wxf")


# ----- reading a PDF without a PDF library ---------------------------------------------------------------
def pdf_pages(data):
    """The page count (its /Type /Page objects) and each content stream, inflated."""
    pages = len(re.findall(rb"/Type\s*/Page\b(?!s)", data))
    streams = []
    for m in re.finditer(rb"<<((?:(?!>>).)*?)>>\s*stream\r?\n", data, re.S):
        head = m.group(1)
        if b"/Subtype /Image" in head or b"/Metadata" in head or b"FontFile" in head or b"/Length1" in head:
            continue
        body = data[m.end():data.index(b"endstream", m.end())]
        if b"FlateDecode" in head:
            try:
                body = zlib.decompress(body)
            except zlib.error:
                continue
        if b" cm" in body:                      # a page's content (it places what it draws)
            streams.append(body)
    return pages, streams


def colours(stream):
    """The fill and stroke colours a content stream sets, as RGB triples."""
    return [tuple(float(v) for v in m.groups()) for m in
            re.finditer(rb"([\d.]+) ([\d.]+) ([\d.]+) (?:scn|SCN|rg|RG)\b", stream)]


def near(a, b, tol=0.02):
    return all(abs(x - y) <= tol for x, y in zip(a, b, strict=True))


def point(sq_, width, flip=False):
    """Pixel of a board point in a board image `width` wide."""
    f, r = sq_ % 9, sq_ // 9
    if flip:
        f, r = 8 - f, 9 - r
    scale = width / WIDTH
    return int((MARGIN + f * UNIT) * scale), int((MARGIN + (9 - r) * UNIT) * scale)


# ----- PDF score sheets ---------------------------------------------------------------------------------
def test_the_score_sheet_is_a_pdf_with_pages_that_are_not_blank(qapp, game, look):
    data = score_sheet_pdf(game, look, "a4")
    assert data.startswith(b"%PDF-")
    pages, streams = pdf_pages(data)
    assert pages == 1 and len(streams) == 1
    assert re.search(rb"/MediaBox \[0 0 595(\.0+)? 842(\.0+)?\]", data)
    content = streams[0]
    assert content.count(b" Tj") + content.count(b" TJ") > 20         # headers, moves, captions
    assert content.count(b" Do") >= 3 * 20                             # the pieces of three diagrams
    assert any(near(c, GREEN) for c in colours(content)), "the green arrow of move 3 is not drawn"
    game.mainline_nodes()[4].comment = ""
    _pages, (plain,) = pdf_pages(score_sheet_pdf(game, look, "a4"))
    assert not any(near(c, GREEN) for c in colours(plain))


def test_letter_paper_and_a_long_game_over_pages(qapp, data_dir, look):
    long_game = read_games(data_dir / "games" / "eleeye" / "SAMPLE.PGN")[0]
    data = score_sheet_pdf(long_game, look, "letter")
    pages, streams = pdf_pages(data)
    assert pages == 2 and len(streams) == 2
    assert b"/MediaBox [0 0 612" in data
    for content in streams:
        assert content.count(b" Tj") + content.count(b" TJ") > 10
    with pytest.raises(ValueError):
        score_sheet_pdf(long_game, look, "a5")


@pytest.fixture
def device(qapp, tmp_path):
    """A paged device to lay a sheet out on (A4, as score_sheet_pdf sets it up)."""
    from PySide6.QtCore import QMarginsF
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter
    writer = QPdfWriter(str(tmp_path / "layout.pdf"))
    writer.setResolution(300)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter))
    return writer


def test_the_sheet_lays_out_every_move_diagrams_where_flagged_and_nothing_off_the_page(game, look, device):
    sheet = ScoreSheet(game, look, device)
    placed = [p for page in sheet.pages for p in page]
    rows = [p.item.cells for p in placed if p.item.kind == "row"]
    moves = [cell for row in rows for cell in row[1:] if cell not in ("", "…")]
    assert moves == ["C2.5", "H8+7!?", "H2+3", "R9.8", "R1.2", "H2+3", "C8+4", "P3+1", "H8+7"]
    assert rows[0] == ("1.", "C2.5", "") and rows[1] == ("1.", "…", "H8+7!?")     # a comment splits the row
    diagrams = [p.item for p in placed if p.item.kind == "diagram"]
    assert len(diagrams) == 3                                     # move 3 ($220), move 4... ($221), the end
    assert [d.flip for d in diagrams] == [False, True, False]    # $221: seen from Black's side
    assert diagrams[0].position.last_move.iccs == "i0h0" and diagrams[1].position.last_move.iccs == "c6c5"
    texts = [p.item.text for p in placed if p.item.kind == "text"]
    assert "Central cannon" in texts and any(t.startswith("(3... P3+1") for t in texts)
    bottom = sheet.height - sheet.footer_height
    assert all(p.y + p.item.height <= bottom + 0.01 for p in placed)
    assert sheet.header[0] == ("title", "Club night")


def test_a_diagram_flag_draws_the_marks_of_its_move(game, look, device):
    node = game.mainline_nodes()[6]                               # 4. b2b6 with a yellow arrow
    node.nags.append(DIAGRAM)
    sheet = ScoreSheet(game, look, device)
    diagrams = [p.item for page in sheet.pages for p in page if p.item.kind == "diagram"]
    assert any(d.position.marks.arrows == (Arrow(sq("b6"), sq("b9"), MarkColor.YELLOW),) for d in diagrams)


def test_the_score_sheets_words_are_translated(game, device):
    translator = QTranslator()
    assert translator.load(str(resource_path("i18n", "xiangqi_zh_CN.qm")))
    QCoreApplication.installTranslator(translator)
    try:
        sheet = ScoreSheet(game, ExportLook(notation="chinese"), device)
        assert sheet.header[1] == ("players", "红方：Li    黑方：Wang")
        assert "结果：1-0（红胜）" in sheet.header[2][1]
        assert export_texts.page_of(1, 2) == "第 1 页，共 2 页"
        captions = [p.item.text for page in sheet.pages for p in page if p.item.kind == "diagram"]
        assert captions[0] == "3. 车一平二 之后" and captions[-1].startswith("最后局面")
        assert sheet.pages[0][0].item.cells[1] == "炮二平五"
    finally:
        QCoreApplication.removeTranslator(translator)
    assert export_texts.page_of(1, 2) == "Page 1 of 2"


def test_printing_paints_onto_any_paged_device(qapp, game, look, tmp_path):
    """What File ▸ Print does after Qt's print dialog: the sheet painted onto the QPrinter it set up."""
    from PySide6.QtPrintSupport import QPrinter
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    out = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(out))
    assert print_score_sheet(printer, game, look) == 1
    del printer
    pages, streams = pdf_pages(out.read_bytes())
    assert pages == 1 and streams and streams[0].count(b" Do") >= 60


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm (poppler-utils; .ci/run installs it) "
                    "is not installed")
def test_the_pdf_renders_to_a_page_with_ink(qapp, game, look, tmp_path):
    pdf = tmp_path / "sheet.pdf"
    pdf.write_bytes(score_sheet_pdf(game, look, "a4"))
    subprocess.run(["pdftoppm", "-r", "40", "-png", str(pdf), str(tmp_path / "page")], check=True, timeout=60)
    pngs = sorted(tmp_path.glob("page*.png"))
    assert len(pngs) == 1
    image = QImage(str(pngs[0]))
    assert image.width() == pytest.approx(210 / 25.4 * 40, abs=2)
    dark = sum(1 for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)
               if QColor(image.pixel(x, y)).lightness() < 200)
    assert dark > 500, "the page is blank"


# ----- GIF ----------------------------------------------------------------------------------------------------
def test_the_gif_has_a_frame_per_ply_and_the_start(qapp, game, look):
    from PIL import Image
    data = animation_gif(game, look, delay_ms=400, width=300)
    gif = Image.open(io.BytesIO(data))
    assert gif.format == "GIF" and gif.n_frames == len(game) + 1 == 10
    durations = []
    for i in range(gif.n_frames):
        gif.seek(i)
        durations.append(gif.info["duration"])
    assert durations[:-1] == [400] * 9 and durations[-1] == 1200
    assert gif.info.get("loop") == 0
    # the frames share one palette, and the marks keep their colours in it: move 1's green arrow h2 -> e2
    gif.seek(1)
    frame = gif.convert("RGB")
    (x1, y1), (x2, y2) = point(sq("h2"), 300), point(sq("e2"), 300)
    r, g, b = frame.getpixel(((x1 + x2) // 2, (y1 + y2) // 2))
    assert g > r + 30 and g > b + 30, (r, g, b)
    gif.seek(4)                                   # 2... i9h9: no arrow there, the wood shows
    r, g, b = gif.convert("RGB").getpixel(((x1 + x2) // 2, (y1 + y2) // 2))
    assert r > g > b
    short = Image.open(io.BytesIO(animation_gif(game, look, 100, 300, game.mainline_nodes()[:3])))
    assert short.n_frames == 4
    with pytest.raises(ValueError):
        animation_gif(game, look, delay_ms=10)


def test_gif_frames_mark_the_last_move_and_draw_the_marks(qapp, game, look):
    frames = animation_frames(game, look, width=400)
    assert len(frames) == 10
    first_move = frames[1]
    # the green arrow h2 -> e2 of move 1: halfway along it the picture is green
    (x1, y1), (x2, y2) = point(sq("h2"), 400), point(sq("e2"), 400)
    c = QColor(first_move.pixel((x1 + x2) // 2, (y1 + y2) // 2))
    assert c.green() > c.red() + 30 and c.green() > c.blue() + 30
    # the same point in the start frame shows no arrow
    c0 = QColor(frames[0].pixel((x1 + x2) // 2, (y1 + y2) // 2))
    assert not (c0.green() > c0.red() + 30)
    assert frames[1] != frames[2]


# ----- SVG and PNG diagrams ----------------------------------------------------------------------------------
def test_the_svg_diagram_is_svg_with_its_pieces_and_marks(qapp, game, look):
    node = mainline_node(game, 1)
    root = ET.fromstring(diagram_svg(game, node, look, 600))
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    images = root.findall(".//{http://www.w3.org/2000/svg}image")
    assert len(images) == 32
    fills = {el.get("fill") for el in root.iter() if el.get("fill")}
    assert MARK_COLORS[MarkColor.GREEN] in fills and MARK_COLORS[MarkColor.RED] in fills       # the arrows
    strokes = {el.get("stroke") for el in root.iter() if el.get("stroke")}
    assert MARK_COLORS[MarkColor.BLUE] in strokes                                              # the circle
    assert root.findtext("{http://www.w3.org/2000/svg}desc").startswith("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P")


def test_the_png_diagram_draws_circles_and_arrows_where_they_belong(qapp, game, look):
    tree = game
    node = mainline_node(tree, 2)
    set_node_marks(node, Marks((Arrow(sq("b0"), sq("c2"), MarkColor.RED),), (Circle(sq("e3"), MarkColor.BLUE),)))
    image = QImage.fromData(diagram_png(tree, node, look, 500))
    assert image.width() == 500 and image.height() == round(500 * HEIGHT / WIDTH)
    x, y = point(sq("e3"), 500)
    ring = int((0.45 * UNIT + 0.04 * UNIT) * 500 / WIDTH)
    c = QColor(image.pixel(x, y - ring))
    assert c.blue() > c.red() + 40, "no blue circle around e3"
    (x1, y1), (x2, y2) = point(sq("b0"), 500), point(sq("c2"), 500)
    c = QColor(image.pixel((x1 + x2) // 2, (y1 + y2) // 2))
    assert c.red() > c.green() + 40, "no red arrow from b0 to c2"
    flipped = QImage.fromData(diagram_png(tree, node, ExportLook(flip=True), 500))
    fx, fy = point(sq("e3"), 500, flip=True)
    c = QColor(flipped.pixel(fx, fy - ring))
    assert c.blue() > c.red() + 40


def test_a_ply_out_of_the_game_is_refused(game):
    assert mainline_node(game, 0) is game.root and mainline_node(game, None) is game.mainline_nodes()[-1]
    with pytest.raises(ValueError, match="0 to 9"):
        mainline_node(game, 10)


def test_the_board_painter_draws_on_any_painter(qapp, look):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter
    image = QImage(400, 440, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    BoardPainter(look).paint(painter, QRectF(0, 0, 400, 440),
                             Position("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", None,
                                      Marks((), (Circle(sq("e0"), MarkColor.YELLOW),))))
    painter.end()
    assert QColor(image.pixel(200, 220)).alpha() == 255                # the board was drawn
    assert marks_of("[%csl Ye0]").circles == (Circle(sq("e0"), MarkColor.YELLOW),)


def test_the_move_list_hides_marks_from_the_comment_and_keeps_them_when_edited():
    from app.view.move_tree import shown_comment, typed_comment
    comment = "[%cal Gh2e2,Rb0c2] [%csl Ge5] [%eval 0.35] Central cannon"
    assert shown_comment(comment) == "Central cannon"
    edited = typed_comment("Central cannon, the usual start", comment)
    assert marks_of(edited) == marks_of(comment) and "[%eval 0.35]" in edited
    assert shown_comment(edited) == "Central cannon, the usual start"


def test_flags_read_from_files(game):
    nodes = game.mainline_nodes()
    assert DIAGRAM in nodes[4].nags and DIAGRAM_FLIPPED in nodes[7].nags


# ----- words for a pasted game's first bad move and the new edits ---------------------------------------------
def test_a_pasted_games_bad_move_is_worded_with_the_moves_kept(qapp):
    from app.controller.study_document import read_text_report
    from app.view.study_texts import edit_kind_name, pasted_text_problem, problem_sentence
    problem = read_text_report("1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 车八进九").problems[0]
    assert pasted_text_problem(problem) == ("“车八进九” after 3.车一平二 is not a legal move there. "
                                            "The 5 moves before it were kept.")
    assert pasted_text_problem(problem, "wxf").startswith("“车八进九” after 3.R1.2 ")
    refused = read_text_report("1. 帅五进二")          # no move read: the paste is refused, the move named
    assert refused.failure is not None
    assert pasted_text_problem(refused.problems[0]) == "The first move, “帅五进二”, is not a legal move."
    unreadable = read_text_report("xyz h2e2").problems[0]
    assert pasted_text_problem(unreadable) == "The first move, “xyz”, could not be read as a move."
    one = read_text_report("1. h2e2 abc").problems[0]
    assert pasted_text_problem(one) == ("“abc” after 1.炮二平五 could not be read as a move. "
                                        "The move before it was kept.")
    left_out = replace_kind(problem, "game-left-out")
    assert problem_sentence(left_out, "x.pgn") == ("Game 1 was left out: “车八进九” after 3.车一平二 is not a "
                                                   "legal move there")
    assert problem_sentence(replace_kind(one, "game-left-out"), "x.pgn") == (
        "Game 1 was left out: “abc” after 1.炮二平五 could not be read")
    assert [edit_kind_name(k) for k in ("glyph", "diagram", "marks")] == ["glyph", "diagram mark",
                                                                           "arrows and circles"]
    translator = QTranslator()
    assert translator.load(str(resource_path("i18n", "xiangqi_zh_CN.qm")))
    QCoreApplication.installTranslator(translator)
    try:
        assert pasted_text_problem(problem) == ("3.车一平二 之后的“车八进九”在此局面下不是合法着法。"
                                                "已保留它之前的 5 步。")
        assert edit_kind_name("marks") == "棋盘标记"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_a_paste_cut_short_inside_a_variation_counts_the_moves_of_both_lines(qapp):
    """Inside a variation the reader's ply counts the moves along the variation's line, not what the study
    keeps: the main line up to the variation, and the variation's moves on the way to the bad move (a
    variation inside it counted with it). The words name both, in Chinese too."""
    from app.controller.study_document import read_text_report
    from app.view.study_texts import kept_moves, pasted_text_problem
    report = read_text_report("1. 炮二平五 马８进７ (1… 马２进３ 2. 马二进三 (2. 马八进七 卒７进１ 3. 车九平九)) "
                              "2. 马二进三")
    tree, problem = report.games[0], report.problems[0]
    assert problem.after_ply == 4 and len(tree.mainline_nodes()) == 2
    assert kept_moves(tree, problem) == (2, 3)                  # 1…马２进３ 2.马八进七 卒７进１
    assert pasted_text_problem(problem, tree=tree).endswith(
        "It is inside a variation: the study keeps the 2 moves of the main line and the 3 moves of the variation "
        "before it, and nothing after it.")
    main_line = read_text_report("1. 炮二平五 (1. 马二进三) 马８进７ 2. 车九平九")
    assert kept_moves(main_line.games[0], main_line.problems[0]) == (2, None)
    assert pasted_text_problem(main_line.problems[0], tree=main_line.games[0]).endswith(
        "The 2 moves before it were kept.")
    starts = read_text_report("1. 炮二平五 马８进７ (1… 车９进９) 2. 马二进三")
    translator = QTranslator()
    assert translator.load(str(resource_path("i18n", "xiangqi_zh_CN.qm")))
    QCoreApplication.installTranslator(translator)
    try:
        assert pasted_text_problem(problem, tree=tree).endswith(
            "它位于变着之中：已保留主线的 2 步和它之前变着的 3 步，之后的内容均未读入。")
        assert pasted_text_problem(starts.problems[0], tree=starts.games[0]) == (
            "1.炮二平五 之后的“车９进９”在此局面下不是合法着法。"
            "它是变着的第一步：已保留主线的 2 步，之后的内容均未读入。")
    finally:
        QCoreApplication.removeTranslator(translator)


def replace_kind(problem, kind):
    from dataclasses import replace

    from app.formats import ProblemKind
    return replace(problem, kind=ProblemKind(kind))


def test_a_game_with_no_moves_and_a_long_one(qapp, look, monkeypatch):
    from PIL import Image

    import app.view.game_export as game_export
    from app.model.tree import GameTree
    empty = GameTree("3k5/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1")
    assert Image.open(io.BytesIO(animation_gif(empty, look, 500, 200))).n_frames == 1
    pages, streams = pdf_pages(score_sheet_pdf(empty, look))
    assert pages == 1 and streams[0].count(b" Do") == 3          # the set-up start drawn once: three pieces
    monkeypatch.setattr(game_export, "MAX_GIF_FRAMES", 3)
    with pytest.raises(ValueError, match="at most 3 frames"):
        animation_gif(read_text(GAME)[0], look)


def test_long_headers_wrap_on_the_page_and_stay_a_header(game, look, device):
    """A long event, player or site is wrapped across the page (not centred off both its sides, its start
    lost), and each header takes at most a few lines, so the moves still start on the first page."""
    from PySide6.QtGui import QFontMetricsF
    game.headers["Event"] = "Spring open " + "very long event name " * 400
    game.headers["Red"] = "R" * 3000
    game.headers["Site"] = "site " * 5000
    sheet = ScoreSheet(game, look, device)
    for kind, line in sheet.header:
        assert QFontMetricsF(sheet.fonts[kind], device).horizontalAdvance(line) <= sheet.width + 0.5, (kind, line[:30])
    titles = [line for kind, line in sheet.header if kind == "title"]
    assert titles[0].startswith("Spring open very long") and 1 < len(titles) <= 3
    assert titles[-1].endswith("…")
    assert sheet.header_height < sheet.height / 3
    rows = [p for p in sheet.pages[0] if p.item.kind == "row"]
    assert rows and rows[0].y >= sheet.header_height


def test_an_animation_too_large_to_hold_is_refused_before_a_frame_is_drawn(qapp, game, look, monkeypatch):
    """Every frame is held until the GIF is written: ten frames 8000 pixels wide would hold gigabytes, so
    such an animation is refused with its size before any frame is drawn; a long game at the usual
    width still fits."""
    import app.view.game_export as game_export

    def drawn(*_args):
        raise AssertionError("a frame was drawn")
    monkeypatch.setattr(game_export._Animator, "frame", drawn)
    with pytest.raises(ValueError, match="10 frames 8000 pixels wide are too large"):
        animation_gif(game, look, 500, 8000)
    assert game_export.gif_pixels(game_export.MAX_GIF_FRAMES, 480) <= game_export.MAX_GIF_PIXELS


def test_a_pasted_bad_move_is_quoted_short_and_cannot_turn_the_sentence_around(qapp):
    """The move that stopped a paste is quoted in the sentence: a line of a million characters is cut
    (the sentence still says why and what was kept), and a right-to-left override in it is closed
    inside the quote, so the rest of the sentence reads as it should."""
    from app.controller.study_document import read_text_report
    from app.view.study_texts import pasted_text_problem, problem_sentence
    long_token = read_text_report("1. 炮二平五 " + "a" * 1_000_000).problems[0]
    said = pasted_text_problem(long_token)
    assert len(said) < 200 and said.startswith("“aaaa") and "…” after 1.炮二平五 could not be read" in said
    assert said.endswith("The move before it was kept.")
    assert len(problem_sentence(replace_kind(long_token, "game-left-out"), "x.pgn")) < 200
    override = read_text_report("1. 炮二平五 \u202e马二进三\u2069\u202e").problems[0]
    said = pasted_text_problem(override)
    quote = said[said.index("“") + 1:said.index("”")]
    assert quote == "\u2068\u202e马二进三\u202e\u2069"              # an isolate: its end closes the override
    assert said.endswith("could not be read as a move. The move before it was kept.")


def test_headers_that_say_nothing_stay_off_the_sheet(game, look, device):
    """A game played in the program is saved with [Round "-"] (PGN: no round), and its score sheet read
    "Date: 2026.11.29    Round: -". Unknown ('?', '????.??.??') and unused ('-') values are left off."""
    game.headers.update({"Date": "2026.11.29", "Round": "-", "Site": "?"})
    sheet = ScoreSheet(game, look, device)
    info = " ".join(line for kind, line in sheet.header if kind == "info")
    assert "2026.11.29" in info and "Round" not in info and "Site" not in info
    game.headers.update({"Round": "3", "Date": "????.??.??"})
    info = " ".join(line for kind, line in ScoreSheet(game, look, device).header if kind == "info")
    assert "Round: 3" in info and "Date" not in info
