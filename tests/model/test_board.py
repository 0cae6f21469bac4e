"""Board basics: start position, push/pop, rules edge cases, illegal-move reasons, keys."""

import pytest

from app.model import (
    START_FEN,
    Board,
    Color,
    FenError,
    FenProblem,
    IllegalMoveError,
    IllegalReason,
    Move,
    PieceKind,
)
from app.model.tables import parse_square


def iccs_set(board):
    return {m.iccs for m in board.legal_moves()}


def test_start_position():
    b = Board()
    assert b.fen() == START_FEN
    assert b.turn == "red"
    assert len(b.legal_moves()) == 44
    assert not b.is_check() and not b.is_checkmate() and not b.is_stalemate()


def test_move_iccs_round_trip():
    m = Move.from_iccs("h2e2")
    assert m.iccs == "h2e2"
    assert Move.from_iccs("H2-E2") == m
    with pytest.raises(ValueError):
        Move.from_iccs("z2e2")
    with pytest.raises(ValueError):
        Move.from_iccs("h2e")


def test_push_pop_restores_everything():
    b = Board()
    key0, fen0 = b.key, b.fen()
    for text in ["h2e2", "h9g7", "e2e6", "g6g5"]:
        b.push_iccs(text)
    assert b.turn == "red"
    assert b.fen().endswith("w - - 1 3")  # e2e6 captured (clock 0), then one quiet move
    assert [m.iccs for m in b.move_stack] == ["h2e2", "h9g7", "e2e6", "g6g5"]
    for _ in range(4):
        b.pop()
    assert b.key == key0 and b.fen() == fen0
    with pytest.raises(IndexError):
        b.pop()


def test_key_depends_on_placement_and_side():
    a = Board()
    a.push_all(["h2e2", "h9g7", "b2c2"])
    b = Board()
    b.push_all(["b2c2", "h9g7", "h2e2"])
    assert a.key == b.key and a.fen() == b.fen()
    assert a.key == Board.from_fen(a.fen()).key
    flipped = Board.from_fen(a.fen().replace(" b ", " w "))
    assert flipped.key != a.key


@pytest.mark.parametrize("move, reason", [
    ("b0c2", None),  # legal horse move
    ("h0g2", None),
    ("e3e5", IllegalReason.PAWN_STEP),
    ("e0e2", IllegalReason.KING_STEP),
    ("d0d1", IllegalReason.ADVISOR_STEP),
])
def test_start_reasons(move, reason):
    b = Board()
    m = Move.from_iccs(move)
    if reason is None:
        b.push(m)
    else:
        with pytest.raises(IllegalMoveError) as err:
            b.push(m)
        assert (err.value.reason, err.value.move, err.value.turn) == (reason, m, Color.RED)


def assert_illegal(board, iccs, reason, **args):
    """Pushing `iccs` raises IllegalMoveError with this reason and these arguments; the board is unchanged."""
    before = board.fen()
    move = Move.from_iccs(iccs)
    with pytest.raises(IllegalMoveError) as err:
        board.push(move)
    assert (err.value.reason, err.value.move) == (reason, move)
    for name, value in args.items():
        assert getattr(err.value, name) == value, name
    assert board.fen() == before
    assert str(err.value).startswith(f"{iccs}: ")


def test_horse_leg_blocked_reason():
    b = Board.from_fen("4k4/9/9/9/9/9/9/9/5R3/3K1N3 w - - 0 1")
    assert_illegal(b, "f0e2", IllegalReason.HORSE_LEG, square=parse_square("f1"), kind=PieceKind.HORSE)
    assert b.fen().startswith("4k4/9/9/9/9/9/9/9/5R3/3K1N3 w"), "an illegal move changes nothing"


def test_elephant_eye_and_river():
    across = Board.from_fen("3k5/9/9/9/2B6/9/9/9/9/4K4 w - - 0 1")  # loads: a diagram may show it
    assert [(w.problem, w.color, w.kind, w.square) for w in across.warnings()] == [
        (FenProblem.IMPOSSIBLE_SQUARE, Color.RED, PieceKind.ELEPHANT, parse_square("c5"))]
    assert {m.iccs for m in across.legal_moves() if m.from_sq == parse_square("c5")} == {"c5a3", "c5e3"}
    b = Board.from_fen("5k3/9/9/9/9/9/9/9/3R5/2B1K4 w - - 0 1")
    assert {m.iccs for m in b.legal_moves() if m.from_sq == 2} == {"c0a2"}  # eye d1 blocked
    assert_illegal(b, "c0e2", IllegalReason.ELEPHANT_EYE, square=parse_square("d1"), kind=PieceKind.ELEPHANT)
    b2 = Board.from_fen("4k4/9/9/9/9/9/9/4B4/9/3K5 w - - 0 1")
    assert {m.iccs for m in b2.legal_moves() if m.from_sq == 22} == {"e2c4", "e2g4", "e2c0", "e2g0"}
    b3 = Board.from_fen("4k4/9/9/9/9/2B6/9/9/9/3K5 w - - 0 1")
    assert {m.iccs for m in b3.legal_moves() if m.iccs.startswith("c4")} == {"c4a2", "c4e2"}
    assert_illegal(b3, "c4e6", IllegalReason.ELEPHANT_RIVER)


def test_flying_kings():
    b = Board.from_fen("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1")
    assert "d0e0" not in iccs_set(b)
    assert_illegal(b, "d0e0", IllegalReason.KINGS_FACE)
    # a piece between the kings may not leave the file
    b = Board.from_fen("4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1")
    assert [m for m in b.legal_moves() if m.from_sq == 13] == []  # the pinned advisor cannot move
    assert_illegal(b, "e1d2", IllegalReason.KINGS_FACE)
    with pytest.raises(FenError) as err:
        Board.from_fen("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
    assert (err.value.problem, err.value.square) == (FenProblem.KINGS_FACING, parse_square("e0"))


def test_cannon_needs_exactly_one_screen():
    b = Board.from_fen("3k5/9/9/9/4r4/4p4/9/4C4/9/5K3 w - - 0 1")
    assert "e2e5" in iccs_set(b) and "e2e4" not in iccs_set(b)
    assert_illegal(b, "e2e6", IllegalReason.BLOCKED, square=parse_square("e4"), kind=PieceKind.CANNON)
    b = Board.from_fen("3k5/9/9/4r4/4p4/4p4/9/4C4/9/5K3 w - - 0 1")
    assert_illegal(b, "e2e6", IllegalReason.CANNON_SCREENS, count=2)


def test_cannon_screen_check():
    # Black king e9, red cannon e2, black pawn e5 as the screen: black is in check
    b = Board.from_fen("4k4/9/9/9/4p4/9/9/4C4/9/3K5 b - - 0 1")
    assert b.is_check()
    legal = iccs_set(b)
    assert "e5d5" not in legal  # an uncrossed black pawn cannot move sideways
    assert "e5e4" not in legal  # still the screen on the file
    assert "e9f9" in legal and "e9d9" not in legal  # d9 would face the red king on d0
    # without a screen the cannon does not check; an advisor stepping onto the file makes one
    assert not Board.from_fen("4k4/9/9/9/9/9/9/4C4/9/3K5 b - - 0 1").is_check()
    assert Board.from_fen("4k4/4a4/9/9/9/9/9/4C4/9/3K5 b - - 0 1").is_check()
    b = Board.from_fen("3ak4/9/9/9/9/9/9/4C4/9/3K5 b - - 0 1")
    assert "d9e8" not in iccs_set(b)  # would become the cannon's screen


def test_pawn_moves():
    b = Board.from_fen("4k4/9/9/4P4/9/2P6/9/9/9/3K5 w - - 0 1")
    assert {m.iccs for m in b.legal_moves() if m.from_sq == 4 * 9 + 2} == {"c4c5"}
    assert {m.iccs for m in b.legal_moves() if m.from_sq == 6 * 9 + 4} == {"e6e7", "e6d6", "e6f6"}
    assert_illegal(b, "e6e5", IllegalReason.PAWN_BACKWARDS)
    assert_illegal(b, "c4b4", IllegalReason.PAWN_SIDEWAYS)


def test_checkmate_and_stalemate():
    # Red rook mates: black king e9 boxed by advisors? simple: rooks on the 8th and 9th rank
    mate = Board.from_fen("3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1")
    mate.push_iccs("b0b9")
    assert mate.is_check() and mate.is_checkmate() and not mate.is_stalemate()
    assert mate.legal_moves() == []
    # Stalemate: black king d9 cannot move, not in check
    stale = Board.from_fen("3k5/9/2R6/9/9/9/9/9/9/4K4 w - - 0 1")
    stale.push_iccs("c7c8")
    # king d9: d8 attacked by rook c8? no, rook on c8 covers rank 8 -> d8 attacked; e9 faces red king on e0
    assert not stale.is_check()
    assert stale.is_stalemate() and not stale.is_checkmate()


def test_illegal_move_messages_for_turn_and_empty():
    b = Board()
    assert_illegal(b, "e5e6", IllegalReason.NO_PIECE, square=parse_square("e5"))
    assert_illegal(b, "h7e7", IllegalReason.WRONG_TURN, color=Color.BLACK, turn=Color.RED, kind=PieceKind.CANNON)
    assert_illegal(b, "a0a3", IllegalReason.OWN_CAPTURE, square=parse_square("a3"))
    assert_illegal(Board.from_fen("4k4/9/9/9/9/9/9/9/4A4/3K2r2 w - - 0 1"), "e1f2", IllegalReason.SELF_CHECK,
                   square=parse_square("d0"), kind=PieceKind.ADVISOR)
    assert issubclass(IllegalMoveError, ValueError)


def test_piece_queries_and_copy():
    b = Board()
    assert b.piece_at("e0").kind == "king" and b.piece_at("e0").color == "red"
    assert b.piece_at("h7").kind == "cannon" and b.piece_at("h7").color == "black"
    assert b.piece_at("e5") is None
    assert b.piece_at("b0").letter == "N"
    c = b.copy()
    c.push_iccs("h2e2")
    assert b.fen() == START_FEN and c.fen() != START_FEN
    assert b.king_square("black") == 4 + 9 * 9
    assert b.gives_check(Move.from_iccs("h2h9")) is False
    assert b.is_capture(Move.from_iccs("h2h9"))


def test_public_read_only_surface():
    b = Board()
    b.push_iccs("h2e2")
    b.push_iccs("h9g7")
    squares = b.squares()
    assert len(squares) == 90 and squares[parse_square("e2")] == b.piece_at("e2").code
    assert b.piece_at("e2").kind is PieceKind.CANNON and b.piece_at("e2").color is Color.RED
    assert b.turn is Color.RED and b.ply == 2
    assert b.king(Color.BLACK) == b.king_square("black") == parse_square("e9")
    assert b.is_attacked(parse_square("e6"), Color.RED)          # the cannon on e2 over the pawn e3
    assert not b.is_attacked(parse_square("d5"), Color.RED)
    assert b.attackers(parse_square("e6"), "red") == [parse_square("e2")]
    keys = b.history_keys()
    assert len(keys) == 3 and keys[-1] == b.key and keys[0] == Board().key
    start = b.start_board()
    assert start.fen() == START_FEN and start.ply == 0 and b.ply == 2   # b is unchanged
    assert {m.iccs for m in b.legal_moves_from(parse_square("b0"))} == {"b0a2", "b0c2"}
    assert b.legal_moves_from(parse_square("g7")) == []                 # not the side to move's piece
    before = b.fen()
    total = 0
    for move in b.legal_moves():
        b.push(move)
        total += len(b.legal_moves())
        b.pop()
    assert b.has_legal_move() and b.perft(2) == total and b.fen() == before


def test_replay_iccs_yields_each_move_in_the_position_it_is_played_and_stops_at_a_bad_one():
    board = Board()
    seen = []
    for move in board.replay_iccs(["h2e2", "h9g7", "a0a5", "b0c2"]):
        seen.append((move.iccs, board.ply, board.piece_at(move.from_sq) is not None))
    # a0a5 (the rook through its own pawn) is not legal: the replay stops there.
    assert seen == [("h2e2", 0, True), ("h9g7", 1, True)]
    assert board.ply == 2 and board.peek().iccs == "h9g7"
    board = Board()
    assert [m.iccs for m in board.replay_iccs(["h2e2", "zz", "h9g7"])] == ["h2e2"] and board.ply == 1
