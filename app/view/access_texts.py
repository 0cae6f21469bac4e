"""Words for playing without a mouse or sight: point names, the move box, spoken moves."""

from __future__ import annotations

from .texts import kind_name, side_name, tr


def piece_words(color: str, kind: str) -> str:
    """'red cannon', translated."""
    return (tr("red %1") if color == "red" else tr("black %1")).replace("%1", kind_name(kind))


def point_words(file: int, rank: int, piece: tuple[str, str] | None) -> str:
    """'file 2, rank 3, red cannon' (files and ranks counted from Red's left and Red's side, 1-9, 1-10)."""
    where = tr("file %1, rank %2").replace("%1", str(file)).replace("%2", str(rank))
    what = tr("empty") if piece is None else piece_words(*piece)
    return f"{where}, {what}"


def point_states(selected: bool, target: bool, capture: bool, last: bool, check: bool) -> list[str]:
    """The highlights of a point, in words."""
    words = [(selected, tr("selected")), (target, tr("legal move")), (capture, tr("legal capture")),
             (last, tr("last move")), (check, tr("in check"))]
    return [word for on, word in words if on]


def move_box_hint() -> str:
    """The move box's placeholder."""
    return tr("Type a move (炮二平五, C2.5, h2e2), Enter plays it")


def move_box_preview(texts: list[str], count: int) -> str:
    """What Enter will play, or how many moves the text could still become."""
    if count == 1:
        return tr("Enter plays %1").replace("%1", " · ".join(texts))
    if count == 0:
        return tr("No legal move matches")
    return tr("%1 moves match").replace("%1", str(count))


def board_name() -> str:
    """The board's accessible name."""
    return tr("Board")


def board_help() -> str:
    """The board's accessible description: how to play with the keys."""
    return tr("Arrow keys move over the points, Enter picks up and puts down a piece, "
              "slash or Ctrl+M opens the move box")


def keyboard_play_help() -> str:
    """What the status bar says when Tab brings the focus to the board (keyboard play begins)."""
    return tr("Keyboard play: arrows move the square, Enter or Space picks up and puts down, Tab leaves the board")


def move_box_name() -> str:
    """The move box's accessible name."""
    return tr("Move entry")


def spoken_move(side: str, move_text: str, check: bool) -> str:
    """What is said for a move: 'Red: 炮二平五', with ', check' after a checking move."""
    said = tr("%1: %2").replace("%1", side_name(side)).replace("%2", move_text)
    return said + tr(", check") if check else said
