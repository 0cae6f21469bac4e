"""Regenerate resources/fonts/LXGWWenKai-Subset.ttf from the LXGW WenKai font.

Usage (fontTools is a test extra, not a runtime dependency):

    python -m tools.make_font [--source PATH] [--output PATH]

The source defaults to Debian's fonts-lxgw-wenkai (version 1.250). The glyph set is
resources.charset.wanted_characters(): piece names, board text, notation, numerals, ASCII and
full-width forms, a generous Simplified-Chinese UI word list and every character of
resources/i18n/*.ts. Rerun this after adding translations.

LXGW WenKai is under the SIL Open Font License 1.1 with the Reserved Font Names "LXGW" and
"霞鹜", so the subset (a Modified Version) is renamed to resources.FONT_FAMILY; the copyright
and licence fields are kept. The output is byte-for-byte reproducible (no new timestamps).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from resources import FONT_FAMILY, resource_path
from resources.charset import wanted_characters

DEBIAN_FONT = Path("/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Regular.ttf")
POSTSCRIPT_NAME = FONT_FAMILY.replace(" ", "") + "-Regular"
DESCRIPTION = (f"{FONT_FAMILY}: a subset of LXGW WenKai 1.250 made for Xiangqi Studio, renamed "
               "as the SIL Open Font License requires for the Reserved Font Names of the original.")


def rename(font, version: str) -> None:
    """Give the subset its own family name; keep copyright, licence and credits."""
    names = font["name"]
    # The Chinese localized family name (霞鹜文楷) holds a Reserved Font Name: drop it.
    names.names = [r for r in names.names if r.langID in (0, 0x409)]
    family_fields = {
        1: FONT_FAMILY,
        2: "Regular",
        3: f"{FONT_FAMILY}:{version}",
        4: FONT_FAMILY,
        6: POSTSCRIPT_NAME,
        10: DESCRIPTION,
    }
    for name_id, text in family_fields.items():
        names.removeNames(nameID=name_id)
        names.setName(text, name_id, 3, 1, 0x409)
    names.removeNames(nameID=16)
    names.removeNames(nameID=17)


def make_font(source: Path = DEBIAN_FONT, output: Path | None = None,
              chars: set[str] | None = None) -> Path:
    """Write the subset font and return its path."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    output = output or resource_path("fonts", "LXGWWenKai-Subset.ttf")
    if chars is None:
        chars = wanted_characters(resource_path("i18n"))
    options = subset.Options()
    options.layout_features = ["vert", "vrt2", "ccmp", "locl"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.glyph_names = False
    options.hinting = False
    options.desubroutinize = True
    font = TTFont(str(source), recalcTimestamp=False, lazy=False)
    available = set(font.getBestCmap())
    missing = sorted(ch for ch in chars if ord(ch) not in available)
    if missing:
        print(f"not in the source font, left out: {''.join(missing)}", file=sys.stderr)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(ord(ch) for ch in chars if ord(ch) in available))
    subsetter.subset(font)
    version = font["name"].getDebugName(5) or "Version 1.250"
    rename(font, version.split(";")[0])
    output.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(output))
    return output


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEBIAN_FONT,
                        help=f"LXGW WenKai Regular TTF (default {DEBIAN_FONT})")
    parser.add_argument("--output", type=Path, default=None,
                        help="where to write the subset (default resources/fonts/)")
    args = parser.parse_args(argv)
    if not args.source.is_file():
        parser.error(f"{args.source} not found: install the Debian package fonts-lxgw-wenkai")
    out = make_font(args.source, args.output)
    from fontTools.ttLib import TTFont
    glyphs = len(TTFont(str(out)).getGlyphOrder())
    print(f"wrote {out} ({out.stat().st_size // 1024} KB, {glyphs} glyphs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
