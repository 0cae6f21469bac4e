"""Handicap games: every start position legal, the pieces taken off, recorded in PGN tags, draw odds."""

from __future__ import annotations

import pytest

from app.formats import dumps_pgn, read_text
from app.model import START_FEN, Board, Game, Outcome, Termination
from app.model.enums import Color, PieceKind
from app.model.handicap import (
    Handicap,
    handicap_of,
    headers,
    match_winner,
    removed_squares,
    start_fen,
)
from app.model.tree import GameTree

RED, BLACK = Color.RED, Color.BLACK

# What each handicap takes from the giver, counted by kind.
TAKEN = {
    Handicap.NONE: {}, Handicap.DRAW_ODDS: {},
    Handicap.LEFT_HORSE: {PieceKind.HORSE: 1}, Handicap.RIGHT_HORSE: {PieceKind.HORSE: 1},
    Handicap.TWO_HORSES: {PieceKind.HORSE: 2}, Handicap.LEFT_CANNON: {PieceKind.CANNON: 1},
    Handicap.LEFT_ROOK: {PieceKind.ROOK: 1}, Handicap.RIGHT_ROOK: {PieceKind.ROOK: 1},
    Handicap.ROOK_HORSE: {PieceKind.ROOK: 1, PieceKind.HORSE: 1},
    Handicap.ROOK_TWO_HORSES: {PieceKind.ROOK: 1, PieceKind.HORSE: 2},
    Handicap.TWO_ROOKS: {PieceKind.ROOK: 2},
    Handicap.NINE_PIECES: {PieceKind.HORSE: 2, PieceKind.CANNON: 2, PieceKind.PAWN: 5},
}


def count(board: Board, color: Color) -> dict[str, int]:
    out: dict[str, int] = {}
    for piece in board.pieces().values():
        if piece.color == color:
            out[piece.kind] = out.get(piece.kind, 0) + 1
    return out


def test_every_handicap_is_listed_here():
    assert set(TAKEN) == set(Handicap)


@pytest.mark.parametrize("giver", [RED, BLACK])
@pytest.mark.parametrize("handicap", list(Handicap))
def test_each_handicap_position_is_legal_and_takes_the_right_pieces(handicap, giver):
    fen = start_fen(handicap, giver)
    board = Board.from_fen(fen)                       # raises FenError if the position were illegal
    assert board.status() == frozenset()              # and a game could reach it
    assert board.turn == "red" and board.legal_moves()
    full = count(Board(START_FEN), giver)
    left = count(board, giver)
    taken = {kind: full[kind] - left.get(kind, 0) for kind in full if full[kind] != left.get(kind, 0)}
    assert taken == TAKEN[handicap]
    assert count(board, giver.other) == full, "the receiver keeps every piece"
    for sq in removed_squares(handicap, giver):
        assert board.piece_at(sq) is None and Board(START_FEN).piece_at(sq).color == giver


def test_left_is_the_givers_own_left():
    assert start_fen(Handicap.LEFT_HORSE, RED).endswith("R1BAKABNR w - - 0 1")       # b0 gone
    assert start_fen(Handicap.LEFT_HORSE, BLACK).startswith("rnbakab1r/")            # h9 gone
    assert start_fen(Handicap.LEFT_CANNON, BLACK).split("/")[2] == "1c7"             # h7 gone


@pytest.mark.parametrize("giver", [RED, BLACK])
@pytest.mark.parametrize("handicap", [h for h in Handicap if h is not Handicap.NONE])
def test_handicap_recorded_in_pgn_and_read_back(handicap, giver):
    tags = headers(handicap, giver)
    assert tags["Handicap"] == handicap.value and tags["HandicapGiver"] == giver.value
    tree = GameTree(tags.get("FEN"), {"Red": "Teacher", **tags})
    game = Game(tree.start_fen)
    move = game.board.legal_moves()[0]
    tree.add_move(tree.root, move)
    back = read_text(dumps_pgn(tree, "iccs"))[0]
    assert handicap_of(back.headers) == (handicap, giver)
    assert back.start_fen == start_fen(handicap, giver)
    assert back.mainline() == [move.iccs]


def test_no_handicap_no_tags_and_unknown_tags_are_ignored():
    assert headers(Handicap.NONE) == {}
    assert handicap_of({}) is None
    assert handicap_of({"Handicap": "three-queens"}) is None
    assert handicap_of({"Handicap": "two-horses"}) == (Handicap.TWO_HORSES, RED)


@pytest.mark.parametrize("giver", [RED, BLACK])
def test_draw_odds_a_draw_is_the_receivers_match(giver):
    draw = Outcome(None, Termination.AGREEMENT, "agreement")
    win = Outcome(giver.value, Termination.CHECKMATE, "CXQ-END")
    loss = Outcome(giver.other.value, Termination.RESIGNATION, "resign")
    assert match_winner(draw.winner, Handicap.DRAW_ODDS, giver) is giver.other
    assert match_winner(win.winner, Handicap.DRAW_ODDS, giver) is giver
    assert match_winner(loss.winner, Handicap.DRAW_ODDS, giver) is giver.other
    assert match_winner(draw.winner, Handicap.TWO_HORSES, giver) is None
    assert match_winner(win.winner, Handicap.TWO_HORSES, giver) is giver


def test_draw_odds_on_a_time_forfeit_draw():
    game = Game("3k5/4a4/9/9/9/9/9/4B4/4A4/3AK4 b - - 0 1")
    outcome = game.time_forfeit("black")
    assert outcome.is_draw
    assert match_winner(outcome.winner, Handicap.DRAW_ODDS, BLACK) is RED
