"""Board themes and piece sets: switching them, the diagram's --theme, and WCAG AA contrast measured on
what is drawn (board text and lines against the rendered board, piece characters against their face,
pieces against every board)."""

import pytest
from PIL import Image

from app.view.board_scene import HEIGHT, WIDTH, BoardScene
from app.view.themes import BOARD_THEMES, PIECE_SETS, board_theme, contrast_ratio, relative_luminance
from resources import pieces

AA_TEXT, AA_LARGE = 4.5, 3.0     # WCAG 2 AA: text; large text and graphical objects


def test_wcag_formula_on_known_pairs():
    assert contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast_ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)     # the classic near miss
    assert relative_luminance((255, 0, 0)) == pytest.approx(0.2126)


def board_pixels(qapp, name, size=450):
    scene = BoardScene()
    scene.set_board_theme(name)
    image = scene.render_image(size)
    scale = size / WIDTH
    # the board's face at the two ends of its gradient, clear of lines and text
    corners = [(int(8 * scale), int(8 * scale)), (size - int(8 * scale), int(HEIGHT * scale) - int(8 * scale))]
    return [image.pixelColor(x, y) for x, y in corners], image


@pytest.mark.parametrize("name", list(BOARD_THEMES))
def test_board_text_and_lines_reach_aa_on_the_rendered_board(qapp, name):
    theme = board_theme(name)
    faces, _ = board_pixels(qapp, name)
    assert contrast_ratio(faces[0], theme.light) < 1.1 and contrast_ratio(faces[1], theme.dark) < 1.1
    for face in faces:
        assert contrast_ratio(theme.text, face) >= AA_TEXT, (name, face.name())
        assert contrast_ratio(theme.line, face) >= AA_LARGE, (name, face.name())


def dominant_colours(image: Image.Image, count=2):
    """The most common opaque colours inside the piece's face."""
    s = image.width
    inner = image.crop((int(s * 0.2), int(s * 0.2), int(s * 0.8), int(s * 0.8))).convert("RGB")
    colours = sorted(inner.getcolors(s * s), reverse=True)
    return [c for _, c in colours[:count]]


@pytest.mark.parametrize("color", ["red", "black"])
def test_high_contrast_characters_measured_on_the_rendered_piece(color):
    face, ink = dominant_colours(pieces.render_piece(color, "horse", 96, "contrast"))
    assert face == pieces.CONTRAST_FACE[color] and ink == pieces.CONTRAST_INK[color]
    assert contrast_ratio(face, ink) >= AA_TEXT


@pytest.mark.parametrize("color", ["red", "black"])
def test_wooden_pieces_characters_reach_aa_large_even_on_the_darkest_wood(color):
    assert contrast_ratio(pieces.INK[color], pieces.FACE_DARK) >= AA_LARGE
    assert contrast_ratio(pieces.INK[color], pieces.FACE_LIGHT) >= AA_LARGE


def test_high_contrast_sides_differ_by_shape_not_only_colour():
    red = pieces.render_piece("red", "rook", 96, "contrast").convert("L")
    black = pieces.render_piece("black", "rook", 96, "contrast").convert("L")
    alpha = {c: pieces.render_piece(c, "rook", 96, "contrast").getchannel("A") for c in ("red", "black")}
    # an octagon's corners (at 22.5 degrees) reach beyond the round disc
    import math
    reach = 96 * 0.455 * 1.05
    probe = (round(48 + reach * math.cos(math.pi / 8)), round(48 + reach * math.sin(math.pi / 8)))
    assert alpha["black"].getpixel(probe) > 200 and alpha["red"].getpixel(probe) < 50
    # and by lightness: a light face against a dark one, whatever the hue
    assert abs(red.getpixel((48, 20)) - black.getpixel((48, 20))) > 150


@pytest.mark.parametrize("name", list(BOARD_THEMES))
@pytest.mark.parametrize("style", PIECE_SETS)
def test_every_piece_set_stands_out_on_every_board(qapp, name, style):
    faces, _ = board_pixels(qapp, name)
    piece = pieces.render_piece("black", "rook", 96, style).convert("RGB")
    # its edge: the pixels from just inside the rim to the outline, along a radius; the best of them
    # against the board is the boundary the eye finds (WCAG 1.4.11 asks 3:1 for it)
    edge = [piece.getpixel((48, round(48 - 96 * r / 1000))) for r in range(400, 456, 5)]
    for face in faces:
        best = max(contrast_ratio(px, (face.red(), face.green(), face.blue())) for px in edge)
        assert best >= AA_LARGE, (name, style, edge)


def test_switching_themes_redraws_the_board(qapp):
    scene = BoardScene()
    wood = scene.render_image(200)
    scene.set_board_theme("dark")
    assert scene.board_theme == "dark" and scene.render_image(200) != wood
    with pytest.raises(ValueError, match="wood, light, dark"):
        scene.set_board_theme("neon")


def test_settings_switch_the_play_windows_board_and_pieces(qtbot, studio):
    studio.settings.set("board_theme", "dark")
    studio.settings.set("piece_style", "contrast")
    assert studio.window.scene.board_theme == "dark"
    assert {item.piece_style.split("/")[0] for item in studio.window.scene.pieces.values()} == {"contrast"}
    assert studio.window.actions_by_name["pieces_contrast"].isChecked()


def test_diagram_command_takes_a_theme(tmp_path):
    import subprocess
    import sys
    out = tmp_path / "d.png"
    done = subprocess.run([sys.executable, "-m", "app", "diagram", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", str(out),
                           "--theme", "dark", "--style", "contrast", "--size", "300"], capture_output=True, text=True,
                          env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    image = Image.open(out).convert("RGB")
    corner = image.getpixel((3, 3))
    assert contrast_ratio(corner, board_theme("dark").light) < 1.1       # the dark board, not the wood
