"""Piece artwork: sizes, transparency, and every piece telling itself apart."""

import itertools

import pytest
from PIL import Image, ImageChops

from resources import FONT_FAMILY, font_path, resource_path
from resources import pieces
from resources.pieces import COLORS, KINDS, STYLES, piece_character, render_piece

SIZES = [24, 40, 64, 101, 200]


def diff(a: Image.Image, b: Image.Image) -> int:
    """Sum over the channels of the largest per-pixel difference (0 = identical)."""
    return sum(hi for _lo, hi in ImageChops.difference(a, b).getextrema())


def share_differing(a: Image.Image, b: Image.Image) -> float:
    """Share of the inked pixels (in either mask) that only one of two masks has."""
    either = ImageChops.lighter(a, b).histogram()[255]
    return ImageChops.difference(a, b).histogram()[255] / max(1, either)


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("size", SIZES)
def test_every_piece_renders_round_on_transparent(style, size):
    for color, kind in itertools.product(COLORS, KINDS):
        img = render_piece(color, kind, size, style)
        assert img.mode == "RGBA" and img.size == (size, size)
        alpha = img.getchannel("A")
        for corner in [(0, 0), (size - 1, 0), (0, size - 1), (size - 1, size - 1)]:
            assert alpha.getpixel(corner) == 0, (color, kind, corner)
        c = size // 2
        for point in [(c, c), (c - size // 8, c), (c, c + size // 8)]:
            assert alpha.getpixel(point) == 255, (color, kind, point)


def test_largest_size():
    img = render_piece("red", "king", 512)
    assert img.size == (512, 512) and img.getchannel("A").getpixel((256, 256)) == 255


@pytest.mark.parametrize("style", STYLES)
def test_red_and_black_differ(style):
    for kind in KINDS:
        assert diff(render_piece("red", kind, 64, style), render_piece("black", kind, 64, style)) > 100


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("color", COLORS)
@pytest.mark.parametrize("size", [40, 80])
def test_kinds_differ(style, color, size):
    # Compare the ink inside the carved ring only, so that neither wood grain nor the ring
    # (the same on every piece) counts.
    inner = tuple(round(f * size) for f in (0.22, 0.22, 0.78, 0.78))
    inks = {kind: _ink(render_piece(color, kind, size, style), color, style).crop(inner) for kind in KINDS}
    for a, b in itertools.combinations(KINDS, 2):
        assert share_differing(inks[a], inks[b]) > 0.2, (a, b)


def _ink(img: Image.Image, color: str, style: str = "traditional") -> Image.Image:
    """Mask of the pixels painted in the piece's ink colour (white on the high-contrast black pieces)."""
    r, g, _b, a = img.split()
    if color == "black" and style == "contrast":
        ink = Image.eval(ImageChops.add(r, g, scale=2.0), lambda v: 255 if v > 200 else 0)
    elif color == "red":
        ink = Image.eval(ImageChops.subtract(r, g), lambda v: 255 if v > 80 else 0)
    else:
        ink = Image.eval(ImageChops.add(r, g), lambda v: 255 if v < 120 else 0)
    return ImageChops.multiply(ink, Image.eval(a, lambda v: 255 if v == 255 else 0))


@pytest.mark.parametrize("style", STYLES)
def test_ink_is_centred(style):
    for color, kind in itertools.product(COLORS, KINDS):
        ink = _ink(render_piece(color, kind, 100, style), color)
        # Leave out the carved ring: look inside it.
        box = ink.crop((22, 22, 78, 78)).getbbox()
        assert box is not None, (color, kind)
        cx, cy = 22 + (box[0] + box[2]) / 2, 22 + (box[1] + box[3]) / 2
        assert abs(cx - 50) <= 5 and abs(cy - 50) <= 5, (color, kind, box)


def test_traditional_characters():
    assert "".join(piece_character("red", k) for k in KINDS) == "帥仕相傌俥炮兵"
    assert "".join(piece_character("black", k) for k in KINDS) == "將士象馬車砲卒"


def test_rendering_is_deterministic_and_returns_copies():
    a = render_piece("black", "horse", 48)
    a.putpixel((24, 24), (0, 0, 0, 0))
    b = render_piece("black", "horse", 48)
    assert b.getpixel((24, 24))[3] == 255
    pieces._render.cache_clear()
    assert diff(render_piece("black", "horse", 48), b) == 0


@pytest.mark.parametrize("args", [("green", "king", 40), ("red", "queen", 40),
                                  ("red", "king", 0), ("red", "king", 40.0)])
def test_bad_arguments(args):
    with pytest.raises(ValueError):
        render_piece(*args)
    with pytest.raises(ValueError):
        render_piece("red", "king", 40, "modern")


def test_font_helpers():
    assert font_path() == resource_path("fonts", "LXGWWenKai-Subset.ttf") and font_path().is_file()
    assert pieces.font_path is font_path and pieces.FONT_FAMILY == FONT_FAMILY
    with pytest.raises(ValueError):
        resource_path("..", "pyproject.toml")


def test_cli_writes_pieces_and_sheet(tmp_path):
    assert pieces.main([str(tmp_path / "out"), "--size", "32", "--style", "international"]) == 0
    files = sorted(p.name for p in (tmp_path / "out").glob("*.png"))
    assert len(files) == 14 and "red_king.png" in files and "black_pawn.png" in files
    assert Image.open(tmp_path / "out" / "black_pawn.png").size == (32, 32)
    assert pieces.main(["--sheet", str(tmp_path / "sheet.png"), "--size", "24"]) == 0
    sheet = Image.open(tmp_path / "sheet.png")
    assert sheet.width > 7 * 24 and sheet.height > 4 * 24


def test_committed_sheet_is_small():
    sheet = resource_path("pieces-sheet.png")
    assert sheet.is_file() and sheet.stat().st_size < 250_000
