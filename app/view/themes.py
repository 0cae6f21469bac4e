"""Board themes and piece sets the user chooses from (Settings), and the WCAG contrast they are held to.

A board theme is the board's colours: its face (a gradient from `light` to `dark`), its lines and its
text (river words, file numbers). Piece sets are drawn by resources/pieces.py; their names are here so
that Settings, the board and `python -m app diagram --theme` offer the same ones.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class BoardTheme:
    """The colours of a board (#rrggbb)."""

    name: str
    light: str
    dark: str
    line: str
    text: str


BOARD_THEMES: dict[str, BoardTheme] = {theme.name: theme for theme in (
    BoardTheme("wood", light="#f3d9a4", dark="#e2b877", line="#5b3a1e", text="#5b3a1e"),
    BoardTheme("light", light="#fbfaf7", dark="#eeece6", line="#3c3c3c", text="#2a2a2a"),
    BoardTheme("dark", light="#3a3d42", dark="#2b2d31", line="#c9c2b2", text="#ebe4d3"),
)}
PIECE_SETS = ("traditional", "international", "contrast")


def board_theme(name: str) -> BoardTheme:
    """A board theme by name (ValueError names the choices)."""
    if name not in BOARD_THEMES:
        raise ValueError(f"board theme must be one of {', '.join(BOARD_THEMES)}, not {name!r}")
    return BOARD_THEMES[name]


def relative_luminance(color: QColor | str | tuple[int, int, int]) -> float:
    """WCAG 2 relative luminance of an sRGB colour (0 black .. 1 white)."""
    if isinstance(color, tuple):
        rgb = color
    else:
        q = QColor(color)
        rgb = (q.red(), q.green(), q.blue())

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: QColor | str | tuple[int, int, int], b: QColor | str | tuple[int, int, int]) -> float:
    """WCAG 2 contrast ratio of two colours (1 .. 21; AA asks 4.5 for text, 3 for large text and shapes)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
