"""Bundled artwork and fonts of Xiangqi Studio.

``resources`` is packaged as data (see pyproject.toml), so files are found beside this module
whether the app runs from a checkout or from an installed wheel.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent


def resource_path(*parts: str) -> Path:
    """Absolute path of a bundled file, e.g. ``resource_path("fonts", "OFL.txt")``.

    Raises ValueError for a path that would leave the resources folder.
    """
    path = ROOT.joinpath(*parts).resolve()
    if path != ROOT and ROOT not in path.parents:
        raise ValueError(f"resource path {'/'.join(parts)!r} leaves the resources folder")
    return path


# The bundled font is a subset of LXGW WenKai (SIL OFL 1.1). Its licence reserves the names
# "LXGW" and "霞鹜" for the original, so the subset carries a family name of its own.
FONT_FILE = "LXGWWenKai-Subset.ttf"
FONT_FAMILY = "Xiangqi Studio Kai"


def font_path() -> Path:
    """Path of the bundled subset font (load it into Qt with QFontDatabase.addApplicationFont)."""
    return resource_path("fonts", FONT_FILE)
