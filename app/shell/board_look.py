"""The look all boards share, kept to the settings: one BoardLook per Settings (its child), changed when
the piece set, the board theme, the script (Settings.traditional) or the language (whose script the
pieces follow until one is chosen) changes. Every window's board follows it (BoardScene.follow)."""

from __future__ import annotations

from typing import Any

from app.controller.settings import Settings
from app.view.board_scene import BoardLook


def board_look(settings: Any = None) -> BoardLook:
    """The look of the boards: for a Settings the one kept up to date with it (made at the first call);
    for None or a stand-in that only gives values (`get(name)`), one made from those values."""
    if isinstance(settings, Settings):
        look = settings.findChild(BoardLook)
        if look is None:
            look = BoardLook(settings.piece_style, not settings.traditional, settings.board_theme, parent=settings)
            _keep(look, settings)
        return look
    get = settings.get if settings is not None else (lambda name: None)
    return BoardLook(get("piece_style") or "traditional", not bool(get("traditional")), get("board_theme") or "wood")


def _keep(look: BoardLook, settings: Settings) -> None:
    """Change the look with the settings (the look lives as long as they do: it is their child)."""
    settings.watch(Settings.piece_style, lambda style: look.set(style=style))
    settings.watch(Settings.board_theme, lambda theme: look.set(theme=theme))
    settings.watch(Settings.traditional, lambda traditional: look.set(simplified=not traditional))
    # the script follows the language until chosen: a switch to 繁體中文 redraws the pieces at once
    settings.watch(Settings.language, lambda _language: look.set(simplified=not settings.traditional))


__all__ = ["board_look"]
