"""Xiangqi piece artwork, drawn with Pillow at the requested size.

    render_piece(color, kind, size, style="traditional") -> RGBA image, size x size pixels

Every piece is a round wooden disc (shadow, bevelled rim, grained face, a thin carved ring)
carrying either the traditional character in the bundled font ("traditional") or a simple
pictogram for players who do not read the characters ("international"). The high-contrast set
("contrast") tells the sides apart by shape and lightness, not by hue alone: Red is a white round
disc with a dark red rim and character, Black a black octagon with a white rim and character. Drawing happens at
4x the requested size (less above 192 px, see supersample()) and is scaled down with LANCZOS,
so pieces are crisp from 24 to 512 px.

Command line:

    python -m resources.pieces OUTDIR [--size N] [--style S]   # 14 PNGs, e.g. red_king.png
    python -m resources.pieces --sheet out.png [--size N]       # contact sheet of both styles
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

from resources import FONT_FAMILY, font_path
from resources.charset import BLACK_PIECES, RED_PIECES, SIMPLIFIED_BLACK, SIMPLIFIED_RED

__all__ = ["render_piece", "piece_character", "font_path", "FONT_FAMILY", "STYLES", "COLORS",
           "KINDS", "contact_sheet"]

STYLES = ("traditional", "international", "contrast")
COLORS = ("red", "black")
KINDS = ("king", "advisor", "elephant", "horse", "rook", "cannon", "pawn")

RGB = tuple[int, int, int]
Point = tuple[float, float]          # a pictogram's unit coordinates (see _Pen)

TEXTURE = 400                # largest size at which the smooth wood colours are computed
MIN_SIZE = 8
MAX_SIZE = 1024

# Geometry, as fractions of the drawn size (the piece's diameter).
DISC_RADIUS = 0.455          # outer edge of the disc; the rest is room for the shadow
FACE_RADIUS = 0.385          # the flat top, inside the bevelled rim
RING_RADIUS = 0.345          # the thin carved ring
RING_WIDTH = 0.012
SHADOW_OFFSET = (0.006, 0.016)
SHADOW_BLUR = 0.012

# Wood tones: face centre and edge, rim light and dark side, outline.
FACE_LIGHT = (249, 229, 188)
FACE_DARK = (226, 187, 126)
RIM_LIGHT = (236, 200, 142)
RIM_DARK = (166, 114, 60)
OUTLINE = (96, 60, 28)

# RED_PIECES / BLACK_PIECES list king, advisor, elephant, rook, horse, cannon, pawn.
_CHARACTER_ORDER = ("king", "advisor", "elephant", "rook", "horse", "cannon", "pawn")
_CHARACTERS = {"red": dict(zip(_CHARACTER_ORDER, RED_PIECES, strict=True)),
               "black": dict(zip(_CHARACTER_ORDER, BLACK_PIECES, strict=True))}
# Simplified characters, as mainland sets and the simplified move list write them.
_SIMPLIFIED = {"red": dict(zip(_CHARACTER_ORDER, SIMPLIFIED_RED, strict=True)),
               "black": dict(zip(_CHARACTER_ORDER, SIMPLIFIED_BLACK, strict=True))}

INK = {"red": (168, 26, 22), "black": (30, 26, 24)}
# The high-contrast set: (face, ink and rim) by colour; Black's outer edge is white, Red's dark red.
CONTRAST_FACE = {"red": (255, 255, 255), "black": (14, 14, 14)}
CONTRAST_INK = {"red": (150, 0, 0), "black": (255, 255, 255)}
CONTRAST_RIM = 0.045          # the rim's width, as a fraction of the size
INK_RING = {"red": (178, 44, 36), "black": (54, 46, 40)}


def piece_character(color: str, kind: str, simplified: bool = False) -> str:
    """The traditional character: Red 帥仕相俥傌炮兵, Black 將士象車馬砲卒; simplified: Red 帅仕相车马炮兵,
    Black 将士象车马炮卒."""
    _check(color, kind)
    return (_SIMPLIFIED if simplified else _CHARACTERS)[color][kind]


def supersample(size: int) -> int:
    """How many times larger than ``size`` a piece is drawn before it is scaled down.

    4x gives smooth edges on small pieces; big pieces have long, gentle edges that look as
    smooth with less, and 4x of 512 px would be slow.
    """
    return 4 if size <= 192 else 3 if size <= 320 else 2


def _check(color: str, kind: str, style: str = STYLES[0]) -> None:
    if color not in COLORS:
        raise ValueError(f"color must be one of {COLORS}, not {color!r}")
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {KINDS}, not {kind!r}")
    if style not in STYLES:
        raise ValueError(f"style must be one of {STYLES}, not {style!r}")


def render_piece(color: str, kind: str, size: int, style: str = "traditional",
                 simplified: bool = False) -> Image.Image:
    """The piece as an RGBA image of size x size pixels on a transparent background.

    ``size`` is the diameter in pixels (the disc and its shadow fit inside it); ``simplified`` writes
    the character sets' pieces in simplified characters.
    """
    _check(color, kind, style)
    if not isinstance(size, int) or not MIN_SIZE <= size <= MAX_SIZE:
        raise ValueError(f"size must be an int from {MIN_SIZE} to {MAX_SIZE}, not {size!r}")
    return _render(color, kind, size, style, simplified).copy()


@lru_cache(maxsize=64)
def _render(color: str, kind: str, size: int, style: str, simplified: bool = False) -> Image.Image:
    s = size * supersample(size)
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    if style == "contrast":
        img.alpha_composite(_contrast_piece(color, kind, s, simplified))
        return img.resize((size, size), Image.Resampling.LANCZOS)
    img.alpha_composite(_shadow(s))
    img.alpha_composite(_disc(s, seed=COLORS.index(color) * 7 + KINDS.index(kind)))
    img.alpha_composite(_ring(s, INK_RING[color]))
    if style == "traditional":
        mask = _character_mask(piece_character(color, kind, simplified), s)
    else:
        mask = _pictogram_mask(kind, s)
    img.alpha_composite(_engrave(mask, INK[color], s))
    return img.resize((size, size), Image.Resampling.LANCZOS)


# --- the high-contrast set -----------------------------------------------------------------

def _octagon_mask(s: int, radius: float) -> Image.Image:
    c = s / 2
    corner = radius / math.cos(math.pi / 8)           # an octagon whose flat sides touch the circle
    angles = [math.pi / 8 + i * math.pi / 4 for i in range(8)]
    points = [(c + corner * math.cos(a), c + corner * math.sin(a)) for a in angles]
    mask = Image.new("L", (s, s), 0)
    ImageDraw.Draw(mask).polygon(points, fill=255)
    return mask


def _contrast_piece(color: str, kind: str, s: int, simplified: bool = False) -> Image.Image:
    """Red: a white disc with a dark red rim; Black: a black octagon with a white rim and a thin
    black edge outside it (so it also stands out on a dark board); the character in the rim colour."""
    shape = _circle_mask if color == "red" else _octagon_mask
    ink, face = CONTRAST_INK[color], CONTRAST_FACE[color]
    r = DISC_RADIUS * s
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    if color == "black":
        img.paste(face + (255,), (0, 0), shape(s, r))
        r -= 0.02 * s
    img.paste(ink + (255,), (0, 0), shape(s, r))
    img.paste(face + (255,), (0, 0), shape(s, r - CONTRAST_RIM * s))
    img.paste(ink + (255,), (0, 0), _character_mask(piece_character(color, kind, simplified), s))
    return img


# --- the disc ------------------------------------------------------------------------------

def _circle_mask(s: int, radius: float, center: tuple[float, float] | None = None) -> Image.Image:
    cx, cy = center or (s / 2, s / 2)
    mask = Image.new("L", (s, s), 0)
    ImageDraw.Draw(mask).ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=255)
    return mask


def _shadow(s: int) -> Image.Image:
    t = min(s, TEXTURE)                                 # a blur is smooth: work small
    dx, dy = SHADOW_OFFSET[0] * t, SHADOW_OFFSET[1] * t
    mask = _circle_mask(t, DISC_RADIUS * t, (t / 2 + dx, t / 2 + dy))
    mask = mask.filter(ImageFilter.GaussianBlur(SHADOW_BLUR * t)).point(lambda v: v * 110 // 255)
    shadow = Image.new("RGBA", (s, s), (40, 24, 10, 0))
    shadow.putalpha(_upscale(mask, s))
    return shadow


def _upscale(img: Image.Image, s: int) -> Image.Image:
    return img if img.width == s else img.resize((s, s), Image.Resampling.BICUBIC)


def _gradient_rgb(gray: Image.Image, light: RGB, dark: RGB) -> Image.Image:
    """Map an L image (0 = light, 255 = dark) onto a two-colour ramp."""
    bands = [gray.point([round(a + (b - a) * v / 255) for v in range(256)])
             for a, b in zip(light, dark, strict=True)]
    return Image.merge("RGB", bands)


def _radial(s: int, radius: float, center: tuple[float, float]) -> Image.Image:
    """L image, 0 at ``center`` rising to 255 at ``radius`` from it."""
    base = Image.radial_gradient("L")                  # 256x256, 255 at distance 128
    side = max(1, round(radius * 2))
    grad = base.resize((side, side), Image.Resampling.BILINEAR)
    out = Image.new("L", (s, s), 255)
    out.paste(grad, (round(center[0] - radius), round(center[1] - radius)))
    return out


def _directional(s: int, angle: float) -> Image.Image:
    """L image of a linear ramp across the piece, 0 towards ``angle`` (degrees, screen)."""
    grad = Image.linear_gradient("L").resize((s, s), Image.Resampling.BILINEAR)
    # linear_gradient runs 0 at the top to 255 at the bottom; turn it towards the light.
    big = grad.resize((s * 3 // 2, s * 3 // 2), Image.Resampling.BILINEAR)
    big = big.rotate(angle - 90, resample=Image.Resampling.BILINEAR, expand=False, fillcolor=128)
    off = (big.width - s) // 2
    return big.crop((off, off, off + s, off + s))


def _grain(s: int, seed: int) -> Image.Image:
    """L image of soft wood grain: long streaks near 255 (multiplied onto the face)."""
    rng = random.Random(9157 + seed)
    cols, rows = 4, 120
    small = Image.new("L", (cols, rows))
    # Each row is one streak: soft random shading, and now and then a darker late-wood line.
    noise = [rng.gauss(0, 1) for _ in range(rows + 2)]
    shade = [(noise[i] + noise[i + 1] + noise[i + 2]) / 3 for i in range(rows)]
    data = []
    for y in range(rows):
        line = 7 if rng.random() < 0.12 else 0
        for _x in range(cols):
            data.append(round(248 - 5 * shade[y] - line - rng.uniform(0, 2)))
    small.putdata(data)
    grain = small.resize((s, s), Image.Resampling.BICUBIC)
    return grain.rotate(rng.uniform(-25, 25) + 90 * (seed % 2), resample=Image.Resampling.BICUBIC,
                        fillcolor=250)


def _disc(s: int, seed: int) -> Image.Image:
    c = s / 2
    r_disc, r_face = DISC_RADIUS * s, FACE_RADIUS * s
    # The wood colours are smooth, so they are worked out at no more than TEXTURE px and
    # scaled up; only the edges (masks, lines) are drawn at full size.
    t = min(s, TEXTURE)
    light = _directional(t, 225)                       # light from the upper left

    # Rim: the bevel, lit from the upper left and shaded towards the lower right.
    rim = _gradient_rgb(light, RIM_LIGHT, RIM_DARK)
    disc = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    disc.paste(_upscale(rim, s), (0, 0), _circle_mask(s, r_disc))

    # Face: a soft radial glow off centre towards the light, with grain.
    glow = _radial(t, FACE_RADIUS * t * 1.55, (t / 2 - 0.06 * t, t / 2 - 0.07 * t))
    face = _gradient_rgb(glow, FACE_LIGHT, FACE_DARK)
    face = ImageChops.multiply(face, Image.merge("RGB", [_grain(t, seed)] * 3))
    disc.paste(_upscale(face, s), (0, 0), _circle_mask(s, r_face))

    draw = ImageDraw.Draw(disc)
    # A dark groove where the face meets the bevel, and a highlight just outside it on the
    # shaded side (the bevel catches light below the groove).
    groove = max(1, round(0.006 * s))
    draw.ellipse((c - r_face, c - r_face, c + r_face, c + r_face),
                 outline=(120, 78, 38, 150), width=groove)
    hl = r_face + groove
    draw.arc((c - hl, c - hl, c + hl, c + hl), 0, 110, fill=(255, 236, 200, 110),
             width=groove)
    # The outline of the whole disc, so it stands out on any board.
    draw.ellipse((c - r_disc, c - r_disc, c + r_disc, c + r_disc),
                 outline=OUTLINE + (200,), width=max(1, round(0.007 * s)))
    # Rim highlight on the lit side.
    h = r_disc - 0.012 * s
    draw.arc((c - h, c - h, c + h, c + h), 180, 290, fill=(255, 240, 210, 120),
             width=max(1, round(0.008 * s)))
    return disc


def _ring(s: int, color: RGB) -> Image.Image:
    c, r = s / 2, RING_RADIUS * s
    layer = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    ImageDraw.Draw(layer).ellipse((c - r, c - r, c + r, c + r), outline=color + (235,),
                                  width=max(1, round(RING_WIDTH * s)))
    return layer


def _engrave(mask: Image.Image, ink: RGB, s: int) -> Image.Image:
    """Ink in ``mask`` as if carved: a light lip below right, a dark edge above left."""
    d = max(1, round(0.006 * s))
    layer = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    lip = ImageChops.offset(mask, d, d).point(lambda v: v * 150 // 255)
    layer.paste((255, 244, 220, 255), (0, 0), lip)
    edge = ImageChops.offset(mask, -d // 2 or -1, -d // 2 or -1).point(lambda v: v * 90 // 255)
    layer.paste((70, 40, 20, 255), (0, 0), edge)
    layer.paste(ink + (255,), (0, 0), mask)
    return layer


# --- the character -------------------------------------------------------------------------

@lru_cache(maxsize=8)
def _font(px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(font_path()), px)


def _character_mask(ch: str, s: int) -> Image.Image:
    """The character centred on the piece by its ink, bolded a little with a stroke."""
    px = round(0.50 * s)
    # A little extra weight on small pieces, where thin strokes would fade.
    stroke = max(1, round(0.012 * s + 1.4))
    font = _font(px)
    tmp = Image.new("L", (s * 2, s * 2), 0)
    ImageDraw.Draw(tmp).text((s, s), ch, font=font, fill=255, anchor="mm",
                             stroke_width=stroke, stroke_fill=255)
    box = tmp.getbbox()
    glyph = tmp.crop(box)
    # Scale so the larger side of the ink fills the same share of every piece.
    target = 0.44 * s
    scale = target / max(glyph.width, glyph.height)
    if abs(scale - 1) > 0.02:
        glyph = glyph.resize((max(1, round(glyph.width * scale)), max(1, round(glyph.height * scale))),
                             Image.Resampling.LANCZOS)
    mask = Image.new("L", (s, s), 0)
    mask.paste(glyph, (round((s - glyph.width) / 2), round((s - glyph.height) / 2)))
    return mask


# --- the pictograms ------------------------------------------------------------------------

class _Pen:
    """Draws on an L mask in unit coordinates: (0, 0) the centre, 1 the pictogram radius."""

    def __init__(self, s: int, radius: float) -> None:
        self.img = Image.new("L", (s, s), 0)
        self.draw = ImageDraw.Draw(self.img)
        self.c = s / 2
        self.k = radius

    def p(self, x: float, y: float) -> tuple[float, float]:
        return (self.c + x * self.k, self.c + y * self.k)

    def poly(self, pts: Sequence[Point], fill: int = 255) -> None:
        self.draw.polygon([self.p(x, y) for x, y in pts], fill=fill)

    def circle(self, x: float, y: float, r: float, fill: int = 255) -> None:
        cx, cy = self.p(x, y)
        self.draw.ellipse((cx - r * self.k, cy - r * self.k, cx + r * self.k, cy + r * self.k),
                          fill=fill)

    def ellipse(self, x0: float, y0: float, x1: float, y1: float, fill: int = 255) -> None:
        self.draw.ellipse((*self.p(x0, y0), *self.p(x1, y1)), fill=fill)

    def rect(self, x0: float, y0: float, x1: float, y1: float, fill: int = 255, radius: float = 0.0) -> None:
        box = (*self.p(x0, y0), *self.p(x1, y1))
        if radius:
            self.draw.rounded_rectangle(box, radius=radius * self.k, fill=fill)
        else:
            self.draw.rectangle(box, fill=fill)

    def line(self, pts: Sequence[Point], width: float, fill: int = 255, round_ends: bool = True) -> None:
        w = max(1, round(width * self.k))
        xy = [self.p(x, y) for x, y in pts]
        self.draw.line(xy, fill=fill, width=w, joint="curve")
        if round_ends:
            for x, y in (xy[0], xy[-1]):
                self.draw.ellipse((x - w / 2, y - w / 2, x + w / 2, y + w / 2), fill=fill)


def _king(pen: _Pen) -> None:
    # A crown: five points with pearls, on a band.
    pen.poly([(-0.66, 0.30), (-0.78, -0.40), (-0.40, -0.02), (-0.22, -0.56), (0.0, -0.08),
              (0.22, -0.56), (0.40, -0.02), (0.78, -0.40), (0.66, 0.30)])
    for x, y in ((-0.78, -0.40), (-0.22, -0.56), (0.22, -0.56), (0.78, -0.40)):
        pen.circle(x, y, 0.11)
    pen.circle(0.0, -0.74, 0.12)
    pen.poly([(-0.05, -0.12), (0.0, -0.62), (0.05, -0.12)])
    pen.rect(-0.68, 0.38, 0.68, 0.62, radius=0.06)
    pen.circle(0.0, 0.13, 0.09, fill=0)             # a jewel cut out of the crown


def _advisor(pen: _Pen) -> None:
    # A shield bearing a diagonal cross: the advisor guards the palace on its diagonals.
    pen.poly([(-0.62, -0.66), (0.62, -0.66), (0.62, 0.02), (0.44, 0.40), (0.0, 0.76),
              (-0.44, 0.40), (-0.62, 0.02)])
    pen.line([(-0.34, -0.40), (0.34, 0.30)], 0.15, fill=0)
    pen.line([(0.34, -0.40), (-0.34, 0.30)], 0.15, fill=0)


def _elephant(pen: _Pen) -> None:
    # Side view, facing right: body, head, ear, trunk, four legs, tusk.
    pen.ellipse(-0.80, -0.44, 0.34, 0.34)                        # body
    pen.ellipse(0.06, -0.64, 0.68, -0.04)                         # head
    pen.line([(0.58, -0.26), (0.72, 0.02), (0.76, 0.30), (0.66, 0.50)], 0.17)   # trunk
    for x0 in (-0.70, -0.44, -0.06, 0.18):
        pen.rect(x0, 0.0, x0 + 0.22, 0.68, radius=0.05)           # legs
    pen.line([(-0.78, -0.14), (-0.92, 0.18)], 0.07)               # tail
    pen.ellipse(0.0, -0.52, 0.38, -0.04, fill=0)                  # ear: a cut-out outline
    pen.ellipse(0.06, -0.46, 0.32, -0.10)
    pen.line([(0.52, -0.10), (0.54, 0.08), (0.42, 0.18)], 0.07, fill=0)    # tusk
    pen.circle(0.48, -0.40, 0.05, fill=0)                         # eye


def _horse(pen: _Pen) -> None:
    # A knight's head on a plinth.
    head = [(-0.40, 0.50), (-0.42, 0.12), (-0.30, -0.26), (-0.14, -0.46), (-0.12, -0.72),
            (0.04, -0.52), (0.22, -0.46), (0.46, -0.24), (0.66, 0.02), (0.66, 0.16),
            (0.54, 0.26), (0.40, 0.20), (0.24, 0.10), (0.10, 0.12), (0.20, 0.32), (0.30, 0.50)]
    pen.poly(head)
    pen.rect(-0.58, 0.46, 0.48, 0.70, radius=0.06)
    pen.circle(0.18, -0.22, 0.065, fill=0)                       # eye
    pen.line([(-0.28, -0.18), (-0.38, 0.04), (-0.38, 0.30)], 0.05, fill=0)  # mane
    pen.circle(0.56, 0.08, 0.035, fill=0)                       # nostril


def _rook(pen: _Pen) -> None:
    # A tower with battlements.
    pen.rect(-0.62, 0.46, 0.62, 0.70, radius=0.05)               # base
    pen.poly([(-0.40, 0.48), (-0.34, -0.28), (0.34, -0.28), (0.40, 0.48)])   # body
    pen.rect(-0.54, -0.44, 0.54, -0.22)                           # parapet
    for x0 in (-0.54, -0.10, 0.34):
        pen.rect(x0, -0.70, x0 + 0.20, -0.40)                     # merlons
    pen.rect(-0.09, 0.12, 0.09, 0.48, fill=0)                     # door
    pen.circle(0.0, 0.12, 0.09, fill=0)


def _cannon(pen: _Pen) -> None:
    # A barrel on a wheeled carriage, pointing up to the right.
    ang = math.radians(-28)
    ux, uy = math.cos(ang), math.sin(ang)
    nx, ny = -uy, ux
    x0, y0, length = -0.72, 0.28, 1.50
    def along(t: float, w: float) -> Point:
        return (x0 + ux * t + nx * w, y0 + uy * t + ny * w)
    pen.poly([along(0.0, -0.18), along(length, -0.12), along(length, 0.12), along(0.0, 0.18)])
    pen.poly([along(length - 0.10, -0.17), along(length, -0.17), along(length, 0.17),
              along(length - 0.10, 0.17)])                         # muzzle ring
    pen.circle(*along(-0.02, 0.0), 0.19)                           # breech
    pen.rect(-0.66, 0.30, 0.50, 0.44, radius=0.04)                 # carriage
    pen.circle(-0.06, 0.44, 0.32)                                   # wheel
    pen.circle(-0.06, 0.44, 0.20, fill=0)
    pen.circle(-0.06, 0.44, 0.07)                                   # hub
    for a in range(0, 180, 45):
        t = math.radians(a)
        dx, dy = math.cos(t) * 0.22, math.sin(t) * 0.22
        pen.line([(-0.06 - dx, 0.44 - dy), (-0.06 + dx, 0.44 + dy)], 0.05, round_ends=False)


def _pawn(pen: _Pen) -> None:
    # A foot soldier's token: head, collar, body, base.
    pen.circle(0.0, -0.46, 0.25)
    pen.ellipse(-0.34, -0.24, 0.34, -0.04)
    pen.poly([(-0.20, -0.12), (0.20, -0.12), (0.40, 0.46), (-0.40, 0.46)])
    pen.rect(-0.58, 0.40, 0.58, 0.68, radius=0.08)


_PICTOGRAMS = {"king": _king, "advisor": _advisor, "elephant": _elephant, "horse": _horse,
               "rook": _rook, "cannon": _cannon, "pawn": _pawn}


def _pictogram_mask(kind: str, s: int) -> Image.Image:
    pen = _Pen(s, 0.30 * s)
    _PICTOGRAMS[kind](pen)
    return pen.img


# --- files ---------------------------------------------------------------------------------

def contact_sheet(size: int = 96, styles: tuple[str, ...] = STYLES) -> Image.Image:
    """Every piece of every style: one row per style and colour, on a board-coloured ground."""
    pad = max(4, size // 10)
    rows = [(style, color) for style in styles for color in COLORS]
    w = len(KINDS) * (size + pad) + pad
    h = len(rows) * (size + pad) + pad
    sheet = Image.new("RGBA", (w, h), (222, 184, 120, 255))
    for r, (style, color) in enumerate(rows):
        for k, kind in enumerate(KINDS):
            sheet.alpha_composite(render_piece(color, kind, size, style),
                                  (pad + k * (size + pad), pad + r * (size + pad)))
    return sheet


def write_pieces(outdir: Path, size: int = 128, style: str = "traditional") -> list[Path]:
    """Write the 14 pieces of a style as OUTDIR/<color>_<kind>.png."""
    outdir.mkdir(parents=True, exist_ok=True)
    paths = []
    for color in COLORS:
        for kind in KINDS:
            path = outdir / f"{color}_{kind}.png"
            render_piece(color, kind, size, style).save(path)
            paths.append(path)
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m resources.pieces",
                                     description="Render xiangqi piece images.")
    parser.add_argument("outdir", nargs="?", type=Path, help="folder for the 14 PNG files")
    parser.add_argument("--size", type=int, default=None,
                        help="diameter in pixels (default 128, or 96 on a sheet)")
    parser.add_argument("--style", choices=STYLES, default="traditional")
    parser.add_argument("--sheet", type=Path, help="write a contact sheet of both styles here")
    args = parser.parse_args(argv)
    if args.outdir is None and args.sheet is None:
        parser.error("give OUTDIR or --sheet FILE")
    if args.size is not None and not MIN_SIZE <= args.size <= MAX_SIZE:
        parser.error(f"--size must be from {MIN_SIZE} to {MAX_SIZE}")
    if args.outdir is not None:
        paths = write_pieces(args.outdir, args.size or 128, args.style)
        print(f"wrote {len(paths)} pieces to {args.outdir}")
    if args.sheet is not None:
        args.sheet.parent.mkdir(parents=True, exist_ok=True)
        contact_sheet(args.size or 96).save(args.sheet, optimize=True)
        print(f"wrote {args.sheet}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
