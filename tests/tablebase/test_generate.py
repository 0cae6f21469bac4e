"""Generation: the tables equal a plain solver built on the model's board, and known endgame facts hold."""

import pytest

from app.model import Board
from app.tablebase import Tablebase, Wdl
from app.tablebase.generate import generate
from app.tablebase.material import Material, dependencies, parse_name

from .reference import positions, solve


def _generated(name):
    tables = {}
    for m in dependencies([parse_name(name)]):
        tables[m] = generate(m, tables.__getitem__).values
    return tables


def _held_equal(name, tables):
    from app.tablebase import kernel as kern
    from app.tablebase.layout import slots_of, view
    reference = solve(parse_name(name))
    assert reference
    for key, plies in reference.items():
        board = Board(key + " - - 0 1")
        material = Material.of_squares(board.squares())
        target, row = view(material)
        idx = kern.index_of(slots_of(board.squares(), material), board.turn.index, list(row), 0, -1)
        assert int(tables[target][idx]) == (0 if plies is None else plies + 1), key
    return reference


def test_kpk_equals_the_plain_solver_in_both_colours():
    """Every position of K+P vs K and of the tables it leads to (K vs K), with either colour holding
    the pawn, has the solver's value and distance."""
    reference = _held_equal("KPK", _generated("KPK"))
    assert {v for v in reference.values() if v is not None and v % 2} and None in reference.values()


@pytest.mark.slow
@pytest.mark.parametrize("name", ["KRK", "KCK", "KHK", "KPKA", "KHKE", "KAAKE", "KPAK"])
def test_small_endgames_equal_the_plain_solver(name):
    _held_equal(name, _generated(name))


def test_the_rook_wins_unless_it_is_taken_at_once(tables):
    """K+R vs K: with Red to move every legal position is won; with Black to move it is lost unless
    Black's king can take the rook (K vs K is then a draw)."""
    tb = Tablebase(tables)
    for key in positions(parse_name("KRK")):
        board = Board(key + " - - 0 1")
        value = tb.probe(board)
        if board.turn.index == 0:
            assert value.wdl is Wdl.WIN, key
        else:
            takes = any(board.is_capture(m) for m in board.legal_moves())
            assert value.wdl is (Wdl.DRAW if takes else Wdl.LOSS), key


def test_the_king_and_defenders_alone_never_win(tables):
    """Without rook, horse, cannon or pawn no side can give check but by the kings' file, and no
    position of K+A vs K is decided."""
    tb = Tablebase(tables)
    for key in positions(parse_name("KAK")):
        assert tb.probe(Board(key + " - - 0 1")).wdl is Wdl.DRAW


def test_a_lone_cannon_cannot_win(tables):
    """K+C vs K is a draw from every position: the cannon has no screen to check over but its own king
    (which may not stand on the file between the kings), and the bare king is never stalemated."""
    tb = Tablebase(tables)
    keys = positions(parse_name("KCK"))
    assert keys and all(tb.probe(Board(k + " - - 0 1")).wdl is Wdl.DRAW for k in keys)
