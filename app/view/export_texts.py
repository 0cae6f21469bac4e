"""Words of printed score sheets, animated games and diagrams (app/view/game_export.py), translated in the
'export' context; made when a sheet is drawn, so that they are in the language installed then."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .plain_text import fill


def tr(text: str) -> str:
    """Translate in the 'export' context."""
    return QCoreApplication.translate("export", text)


def header_label(name: str) -> str:
    """A PGN header's name as the score sheet labels it ('Event', 'Site', 'Date', 'Round', 'Red', 'Black',
    'Result', 'Opening'); other names as they are."""
    labels = {"Event": tr("Event"), "Site": tr("Site"), "Date": tr("Date"), "Round": tr("Round"),
              "Red": tr("Red"), "Black": tr("Black"), "Result": tr("Result"), "Opening": tr("Opening")}
    return labels.get(name, name)


def labelled(name: str, value: str) -> str:
    """'Red: Xu Yinchuan' (a header's label and value; '红方：许银川')."""
    return fill(tr("%1: %2"), header_label(name), value)


def result_words(result: str) -> str:
    """'1-0 (Red wins)', '0-1 (Black wins)', '1/2-1/2 (Draw)'; '' for an unfinished game."""
    words = {"1-0": tr("Red wins"), "0-1": tr("Black wins"), "1/2-1/2": tr("Draw")}.get(result)
    return tr("%1 (%2)").replace("%1", result).replace("%2", words) if words else ""


def players(red: str, black: str) -> str:
    """'Red player – Black player' as a sheet's title when the game has no event."""
    return fill(tr("%1 – %2"), red or tr("Red"), black or tr("Black"))


def page_of(page: int, pages: int) -> str:
    """'Page 2 of 3'."""
    return tr("Page %1 of %2").replace("%1", str(page)).replace("%2", str(pages))


def after_move(move: str) -> str:
    """A diagram's caption: 'After 12. 马二进三'."""
    return tr("After %1").replace("%1", move)


def to_move(red: bool) -> str:
    """'Red to move' / 'Black to move'."""
    return tr("Red to move") if red else tr("Black to move")


def start_position() -> str:
    """The caption of a diagram (or an animation's first frame) of the start position."""
    return tr("Start position")


def final_position() -> str:
    """The caption of the diagram at the end of a score sheet."""
    return tr("Final position")


def made_with() -> str:
    """The sheet's footer credit."""
    return tr("Xiangqi Studio")


def diagram_title() -> str:
    """The title an SVG diagram carries."""
    return tr("Xiangqi diagram")


__all__ = ["tr", "header_label", "labelled", "result_words", "players", "page_of", "after_move", "to_move",
           "start_position", "final_position", "made_with", "diagram_title"]
