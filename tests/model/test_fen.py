"""FEN reading and writing, and the named errors for bad FEN."""

import pytest

from app.model import START_FEN, Board, Color, FenError, PieceKind
from app.model import FenProblem as P


def test_round_trip_and_aliases():
    assert Board.from_fen(START_FEN).fen() == START_FEN
    alias = START_FEN.replace("n", "h").replace("b", "e").replace("N", "H").replace("B", "E")
    alias = alias.replace(" e - - ", " w - - ")  # the side field was touched by the replace above
    assert Board.from_fen(alias).fen() == START_FEN
    assert Board.from_fen(START_FEN.replace(" w ", " r ")).fen() == START_FEN
    assert Board.from_fen(START_FEN.split()[0]).fen() == START_FEN  # side defaults to red
    b = Board.from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 3 7")
    assert b.turn == "black" and b.halfmove_clock == 3 and b.fullmove_number == 7
    assert b.fen().endswith("b - - 3 7")


@pytest.mark.parametrize("fen, problem, args, message", [
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w", P.RANK_WIDTH, {"rank": 0, "count": 10},
     "rank 0 has 10 files"),
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9 w", P.RANK_COUNT, {"count": 9}, "the board has 9 ranks"),
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBAKABNR w", P.TOO_MANY,
     {"color": Color.RED, "kind": PieceKind.KING, "count": 2}, "two red kings"),
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w", P.NO_KING, {"color": Color.RED},
     "no red king"),
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNK w", P.OUTSIDE_PALACE,
     {"color": Color.RED, "kind": PieceKind.KING, "square": 8}, "red king outside the palace"),
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x", P.BAD_SIDE, {"text": "x"},
     "side to move 'x'"),
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w", P.BAD_LETTER, {"text": "X", "rank": 0},
     "unknown piece letter 'X'"),
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1", P.BAD_HALFMOVE, {"text": "x"},
     "halfmove clock 'x'"),
    ("4k4/9/9/9/9/9/9/9/9/4K4 w", P.KINGS_FACING, {"square": 4}, "kings face each other"),
    ("3k5/9/9/9/9/9/9/9/9/3RK4 w", P.SIDE_NOT_TO_MOVE_IN_CHECK, {"color": Color.BLACK},
     "black is in check but it is red's turn"),
    ("", P.EMPTY, {}, "empty FEN"),
    (12, P.NOT_TEXT, {"text": "int"}, "FEN must be text"),
])
def test_bad_fen_is_named(fen, problem, args, message):
    with pytest.raises(FenError) as err:
        Board.from_fen(fen)
    assert err.value.problem is problem
    for name, value in args.items():
        assert getattr(err.value, name) == value, name
    assert message in str(err.value)  # the English for logs and the command line stays readable


def test_fen_errors_are_value_errors_never_index_errors():
    import random
    rng = random.Random(7)
    alphabet = "rnbakcpRNBAKCPeEhH0123456789/ wb-"
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 70)))
        try:
            Board.from_fen(text)
        except FenError:
            pass
    for _ in range(3000):
        chars = list(START_FEN)
        for _ in range(rng.randint(1, 4)):
            chars[rng.randrange(len(chars))] = rng.choice(alphabet)
        try:
            Board.from_fen("".join(chars))
        except FenError:
            pass


# ----- positions a game cannot reach: they load, with warnings ------------------
@pytest.mark.parametrize("fen, warnings", [
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/A8/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
     [(P.OUTSIDE_PALACE, Color.RED, PieceKind.ADVISOR, 36, None),
      (P.TOO_MANY, Color.RED, PieceKind.ADVISOR, None, 3)]),
    ("3k5/9/9/9/9/9/9/9/4A4/3AKA3 w", [(P.TOO_MANY, Color.RED, PieceKind.ADVISOR, None, 3)]),
    ("3k5/9/9/9/9/9/9/9/P8/4K4 w", [(P.IMPOSSIBLE_SQUARE, Color.RED, PieceKind.PAWN, 9, None)]),  # behind start
    ("3k5/9/9/9/9/9/9/9/9/4K1p2 w", []),  # a black pawn on Red's back rank: reachable
    ("3k1p3/9/9/9/9/9/9/9/9/4K4 w", [(P.IMPOSSIBLE_SQUARE, Color.BLACK, PieceKind.PAWN, 86, None)]),
    ("3k5/9/9/9/9/9/9/9/9/PPPPKPPPP w - - 0 1", [
        *[(P.IMPOSSIBLE_SQUARE, Color.RED, PieceKind.PAWN, sq, None) for sq in (0, 1, 2, 3, 5, 6, 7, 8)],
        (P.TOO_MANY, Color.RED, PieceKind.PAWN, None, 8)]),
    ("3k5/9/9/9/9/9/9/9/9/4K4 w", []),
])
def test_unreachable_positions_load_with_warnings(fen, warnings):
    board = Board(fen)
    assert [(w.problem, w.color, w.kind, w.square, w.count) for w in board.warnings()] == warnings
    assert board.status() == frozenset(w[0] for w in warnings)
    assert board.legal_moves()


def test_start_and_master_positions_have_no_warnings():
    assert Board().status() == frozenset()
    board = Board()
    for text in ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b2b6", "c6c5"]:
        board.push_iccs(text)
    assert board.status() == frozenset() and board.warnings() == ()


def test_a_diagram_position_plays_a_repetition_and_gets_a_ruling():
    """A rule-book diagram with a pawn behind its start and a third advisor: play and the arbiter work."""
    from app.model import Game, Rule, Termination
    fen = "3k5/9/9/9/9/9/9/9/P3A4/3AKA2R w - - 0 1"
    game = Game(fen, "asian")
    assert game.board.status() == {P.IMPOSSIBLE_SQUARE, P.TOO_MANY}
    game.push_iccs("i0i9")                       # check along the back rank
    cycle = ["d9d8", "i9i8", "d8d9", "i8i9"]     # the king steps, the rook checks again
    for text in cycle * 2:
        game.push_iccs(text)
    outcome = game.outcome()
    assert outcome is not None
    assert (outcome.winner, outcome.termination, outcome.rule) == (Color.BLACK, Termination.PERPETUAL_CHECK,
                                                                   Rule.AR_6)
