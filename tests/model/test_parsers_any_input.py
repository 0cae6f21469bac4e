"""Every public parser raises its documented error, and only that, for any input.

Texts are arbitrary Unicode (non-ASCII digits such as '①', '²' and Arabic-Indic digits included,
since ``str.isdigit()`` is true for them); objects are None, bytes, numbers, lists and dicts.
"""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.ai.engine import Level, resolve_level
from app.model import Board, Color, FenError, Game, IllegalMoveError, Move, Notation, PieceKind, Ruleset
from app.model.fen import parse_fen
from app.model.game import as_ruleset
from app.model.notation import parse_move
from app.model.tables import parse_square

ODD_DIGITS = "①²³٣۴߅०১੧૨୩௪౫೬൭๘໙༠၁႒០᠑᥆᧐᪀᭐᮰᱀꘠꣐꤀꧐꩐꯰０"
FEN_PIECES = "rnbakcpRNBAKCP123456789/ wb-"


def fen_like() -> st.SearchStrategy[str]:
    """Texts close to a FEN: its own characters, odd digits and anything else mixed in."""
    return st.text(alphabet=st.sampled_from(FEN_PIECES + ODD_DIGITS) | st.characters(), max_size=120)


def fen_with_odd_digit() -> st.SearchStrategy[str]:
    """A real FEN with one of its digits replaced by a non-ASCII digit."""
    start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
    spots = [i for i, ch in enumerate(start) if ch.isdigit()]
    return st.tuples(st.sampled_from(spots), st.sampled_from(ODD_DIGITS)).map(
        lambda t: start[:t[0]] + t[1] + start[t[0] + 1:])


OBJECTS = st.one_of(st.none(), st.binary(max_size=20), st.integers(), st.floats(allow_nan=True),
                    st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=2), st.integers(),
                                                                         max_size=2),
                    st.booleans(), st.tuples(st.text(max_size=3)))
ANY_TEXT = st.text(max_size=40) | st.text(alphabet=st.sampled_from("abcdefghi0123456789-" + ODD_DIGITS),
                                          max_size=6)
FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _fen_error_or_ok(call, value):
    try:
        call(value)
    except FenError:
        pass


@pytest.mark.parametrize("odd", ["①", "²", "٣", "０"])
def test_fen_with_non_ascii_digit_is_a_fen_error(odd):
    with pytest.raises(FenError):
        parse_fen(f"4k4/9/9/9/9/9/9/9/9/4K{odd} w - - 0 1")
    with pytest.raises(FenError):
        Board(f"4k4/9/9/9/9/9/9/9/9/4K4 w - - {odd} 1")


@FAST
@given(fen_like() | fen_with_odd_digit())
def test_fen_readers_raise_fen_error_for_any_text(text):
    _fen_error_or_ok(parse_fen, text)
    _fen_error_or_ok(Board, text)
    _fen_error_or_ok(Board.from_fen, text)
    _fen_error_or_ok(lambda t: Game(t, "asian"), text)


@FAST
@given(OBJECTS)
def test_fen_readers_raise_fen_error_for_any_object(value):
    calls = [parse_fen, Board.from_fen]
    if value is not None:  # Board(None) and Game(None) are the start position
        calls += [Board, lambda v: Game(v, "cxq")]
    for call in calls:
        with pytest.raises(FenError):
            call(value)


@pytest.mark.parametrize("value", [None, b"h2e2", 42, ["h2e2"], 1.5, "①2e2", "h²e2", "h2e٣"])
def test_iccs_readers_raise_value_error(value):
    with pytest.raises(ValueError):
        Move.from_iccs(value)
    with pytest.raises(ValueError):
        Board().push_iccs(value)
    with pytest.raises(ValueError):
        Game().push_iccs(value)


@FAST
@given(ANY_TEXT | OBJECTS)
def test_move_readers_raise_value_errors_for_anything(value):
    board = Board()
    for call in (Move.from_iccs, parse_square, board.push_iccs, board.parse_move,
                 lambda v: parse_move(board, v), Game().push_iccs, Game().parse_and_push):
        try:
            call(value)
        except IllegalMoveError:
            pass
        except ValueError as err:
            assert type(err) is ValueError or isinstance(err, IllegalMoveError)
    assert board.fen() == Board().fen() or board.ply == 1


@FAST
@given(ANY_TEXT | OBJECTS)
def test_vocabulary_readers_raise_value_error(value):
    for call in (Ruleset, Notation, Color, PieceKind, Level, as_ruleset, resolve_level,
                 lambda v: Game(None, v)):
        try:
            call(value)
        except ValueError:
            pass
