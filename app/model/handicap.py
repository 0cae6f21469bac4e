"""Handicap games (让子): the stronger side (the giver, Red by convention) starts without some pieces,
or gives draw odds.

Left and right are the giver's own, seen from its side of the board (Red's left is file a, Black's
left is file i). ``start_fen(handicap, giver)`` is the position the game starts from (the side to move
is Red, as always); ``headers(handicap, giver)`` the PGN tags that record it (``Handicap``,
``HandicapGiver``, and ``SetUp``/``FEN`` when pieces are removed); ``handicap_of(headers)`` reads them
back. ``match_winner`` says who wins the match when a draw counts for the receiver (draw odds).
"""

from __future__ import annotations

from enum import StrEnum

from .board import START_FEN, Board
from .enums import Color


class Handicap(StrEnum):
    """The usual handicaps (values are what the PGN ``Handicap`` tag holds)."""

    NONE = "none"
    LEFT_HORSE = "left-horse"                  # 让左马 (让单马)
    RIGHT_HORSE = "right-horse"                # 让右马
    TWO_HORSES = "two-horses"                  # 让双马
    LEFT_CANNON = "left-cannon"                # 让单炮
    LEFT_ROOK = "left-rook"                    # 让单车 (左车)
    RIGHT_ROOK = "right-rook"                  # 让右车
    ROOK_HORSE = "rook-horse"                  # 让车马: left rook and left horse
    ROOK_TWO_HORSES = "rook-two-horses"        # 让车双马
    TWO_ROOKS = "two-rooks"                    # 让双车
    NINE_PIECES = "nine-pieces"                # 让九子: both horses, both cannons and the five pawns
    DRAW_ODDS = "draw-odds"                    # full board, a draw counts as a win for the receiver

    @property
    def draw_odds(self) -> bool:
        """True if a draw counts as a win for the receiver."""
        return self is Handicap.DRAW_ODDS


# Squares (ICCS) of the pieces each handicap removes, for a Red giver; Black's are mirrored.
_RED_SQUARES: dict[Handicap, tuple[str, ...]] = {
    Handicap.NONE: (),
    Handicap.LEFT_HORSE: ("b0",),
    Handicap.RIGHT_HORSE: ("h0",),
    Handicap.TWO_HORSES: ("b0", "h0"),
    Handicap.LEFT_CANNON: ("b2",),
    Handicap.LEFT_ROOK: ("a0",),
    Handicap.RIGHT_ROOK: ("i0",),
    Handicap.ROOK_HORSE: ("a0", "b0"),
    Handicap.ROOK_TWO_HORSES: ("a0", "b0", "h0"),
    Handicap.TWO_ROOKS: ("a0", "i0"),
    Handicap.NINE_PIECES: ("b0", "h0", "b2", "h2", "a3", "c3", "e3", "g3", "i3"),
    Handicap.DRAW_ODDS: (),
}


def removed_squares(handicap: Handicap, giver: Color = Color.RED) -> tuple[int, ...]:
    """Squares (0-89) of the giver's pieces this handicap takes off the start position."""
    out = []
    for name in _RED_SQUARES[handicap]:
        file, rank = "abcdefghi".index(name[0]), int(name[1])
        if giver is Color.BLACK:   # the mirror: Black's left is file i, its back rank is 9
            file, rank = 8 - file, 9 - rank
        out.append(rank * 9 + file)
    return tuple(out)


def start_fen(handicap: Handicap, giver: Color = Color.RED) -> str:
    """The FEN a handicap game starts from (Red to move)."""
    squares = removed_squares(handicap, giver)
    if not squares:
        return START_FEN
    board = Board(START_FEN)
    cells = board.pieces()
    rows = []
    for rank in range(9, -1, -1):
        row, empty = "", 0
        for file in range(9):
            piece = cells.get(rank * 9 + file)
            if piece is None or rank * 9 + file in squares:
                empty += 1
                continue
            row += (str(empty) if empty else "") + piece.letter
            empty = 0
        rows.append(row + (str(empty) if empty else ""))
    return Board("/".join(rows) + " w - - 0 1").fen()


def headers(handicap: Handicap, giver: Color = Color.RED) -> dict[str, str]:
    """The PGN tags recording a handicap (empty for none)."""
    if handicap is Handicap.NONE:
        return {}
    out = {"Handicap": handicap.value, "HandicapGiver": giver.value}
    if removed_squares(handicap, giver):
        out.update(SetUp="1", FEN=start_fen(handicap, giver))
    return out


def handicap_of(tags: dict[str, str]) -> tuple[Handicap, Color] | None:
    """The handicap and its giver recorded in PGN tags, or None (no tag, or one this model does not know)."""
    value = tags.get("Handicap", "").strip().lower()
    if not value:
        return None
    try:
        handicap = Handicap(value)
        giver = Color(tags.get("HandicapGiver", "red").strip().lower())
    except ValueError:
        return None
    return handicap, giver


def match_winner(winner: Color | str | None, handicap: Handicap, giver: Color = Color.RED) -> Color | None:
    """Who wins the match given the game's winner (None for a draw): with draw odds, a draw is the
    receiver's win; otherwise the game's result stands (None: the match is drawn)."""
    if winner is not None:
        return Color(winner)
    return giver.other if handicap.draw_odds else None


__all__ = ["Handicap", "handicap_of", "headers", "match_winner", "removed_squares", "start_fen"]
