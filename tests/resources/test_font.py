"""The bundled subset font: coverage, size, licence, renaming, and that it can be rebuilt."""

import pytest

from resources import FONT_FAMILY, font_path, resource_path
from resources.charset import (ASCII, FULLWIDTH_DIGITS, REQUIRED, translation_characters,
                               wanted_characters)

tt_lib = pytest.importorskip("fontTools.ttLib", reason="fontTools (a test extra) is not installed")

# 420 KB with zh_TW's ~190 traditional characters; 454 KB with the words of the tournament's and training's errors
MAX_BYTES = 470_000
RESERVED = ("LXGW", "霞鹜")


@pytest.fixture(scope="module")
def font():
    return tt_lib.TTFont(str(font_path()))


def test_covers_pieces_board_and_notation(font):
    cmap = font.getBestCmap()
    needed = REQUIRED + FULLWIDTH_DIGITS + ASCII + "帥仕相俥傌炮兵將士象車馬砲卒楚河漢界一二三四五六七八九"
    missing = [ch for ch in needed if ord(ch) not in cmap]
    assert missing == []


def test_covers_the_ui_word_list(font):
    cmap = font.getBestCmap()
    missing = sorted(ch for ch in wanted_characters(resource_path("i18n")) if ord(ch) not in cmap)
    assert missing == [], "rerun python -m tools.make_font"


def test_is_small(font):
    assert font_path().stat().st_size < MAX_BYTES
    assert len(font.getGlyphOrder()) < 1500


def test_renamed_because_of_reserved_font_names(font):
    names = font["name"]
    assert names.getDebugName(1) == FONT_FAMILY
    for name_id in (1, 3, 4, 6, 16, 17, 21, 22):
        for record in names.names:
            if record.nameID == name_id:
                assert not any(r in record.toUnicode() for r in RESERVED), record
    assert "LXGW" in names.getDebugName(0)           # the copyright notice stays


def test_licence_and_readme_beside_the_font():
    ofl = resource_path("fonts", "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in ofl and "Reserved Font Name" in ofl
    assert "Copyright 2021-2023 LXGW" in ofl
    readme = resource_path("fonts", "README.md").read_text(encoding="utf-8")
    assert "1.250" in readme and FONT_FAMILY in readme


def test_pillow_loads_it():
    from PIL import ImageFont
    assert ImageFont.truetype(str(font_path()), 20).getname()[0] == FONT_FAMILY


def test_translation_characters(tmp_path):
    (tmp_path / "xq_zh_CN.ts").write_text(
        '<?xml version="1.0"?><TS><context><message><source>Resign</source>'
        "<translation>认输（确认）</translation></message></context></TS>", encoding="utf-8")
    assert translation_characters(tmp_path) == set("认输（确认）")


@pytest.mark.slow
def test_make_font_regenerates_the_same_cmap(tmp_path, font):
    from tools import make_font
    if not make_font.DEBIAN_FONT.is_file():
        pytest.skip(f"{make_font.DEBIAN_FONT} is missing: install the Debian package fonts-lxgw-wenkai")
    out = make_font.make_font(output=tmp_path / "subset.ttf")
    rebuilt = tt_lib.TTFont(str(out))
    assert rebuilt.getBestCmap().keys() == font.getBestCmap().keys(), \
        "the committed font is out of date: rerun python -m tools.make_font"
    assert rebuilt["name"].getDebugName(1) == FONT_FAMILY
