"""The built-in engine probes the endgame tables inside its search, not only at the root: from a position
no table holds, a capture into a table's ending is scored with the table's exact value (a mate in so
many plies, or a draw), so the engine goes for a won ending and keeps out of a drawn one. Both cores
probe alike."""

from __future__ import annotations

import pytest

from app.ai import core
from app.ai.core.layout import TB_LAY_W, TB_N, TB_ROW, TB_ROWS
from app.ai.core.tbprobe import L_NSLOTS, L_SLOT, SW
from app.ai.engine import MATE, Engine, Level
from app.ai.search import Searcher
from app.ai.tables import EngineTables, material_code
from app.model import Board, Game, Move
from app.tablebase import Probe, Tablebase, Wdl, kernel
from app.tablebase.generate import generate_tables
from app.tablebase.layout import layout
from app.tablebase.material import Material, parse_name

from .positions import random_boards


def _captures_into_tables(tb: Tablebase, board: Board) -> dict[Move, Probe]:
    """Each legal capture leading into a table, with its value for the side making it."""
    out = {}
    for move in board.legal_moves():
        if board.squares()[move.to_sq]:
            after = board.copy()
            after.push(move)
            value = tb.probe(after)
            if value is not None:
                out[move] = value.after_move()
    return out


def _winning_captures(tables, name: str, count: int, seed: int) -> list[tuple[Board, Move, Probe]]:
    """Positions of `name` (no table of its own), Red to move, with one capture into a won table."""
    tb = Tablebase(tables, compiled=False)
    assert tb.table(parse_name(name).canonical()[0]) is None
    out = []
    for board in random_boards(parse_name(name), 2000, seed):
        if board.turn.index != 0 or tb.probe(board) is not None:
            continue
        wins = [(m, v) for m, v in _captures_into_tables(tb, board).items() if v.wdl is Wdl.WIN]
        if len(wins) == 1 and wins[0][1].dtm >= 9:
            out.append((board, *wins[0]))
        if len(out) == count:
            break
    assert len(out) == count
    return out


def _cannon_takes_rook(tables, count: int, seed: int) -> list[tuple[Board, dict[Move, Probe]]]:
    """Positions of Red's cannon against Black's rook (no table here), Red to move and not in check,
    where the cannon can take the rook (into KCK)."""
    tb = Tablebase(tables, compiled=False)
    found = []
    for board in random_boards(Material((0, 0, 1, 0, 0, 0), (1, 0, 0, 0, 0, 0)), 2000, seed):
        if board.turn.index != 0:
            continue
        values = _captures_into_tables(tb, board)
        if values and not board.is_check():
            found.append((board, values))
        if len(found) == count:
            break
    assert len(found) == count
    return found


def test_the_core_layout_matches_the_tablebase_kernels():
    assert TB_LAY_W == kernel.LAY_W
    assert (L_NSLOTS, L_SLOT, SW) == (kernel.L_NSLOTS, kernel.L_SLOT, kernel.SW)


def test_a_materials_code_is_the_one_the_core_computes_from_its_piece_lists():
    from app.ai.core.tbprobe import material_code as core_code
    board = Board("3akab2/9/4b4/9/9/2P3p2/9/3C5/4A4/3K1R3 w - - 0 1")
    s = Searcher(board.squares(), 0, backend=core.pure())
    material = Material.of_squares(board.squares())
    assert material is not None and material.name == "KRCPAKPAAEE"
    assert core_code(s.pl) == material_code(material)
    krka = parse_name("KRKA")
    assert material_code(krka) != material_code(krka.flipped())      # colours count


def test_a_capture_into_a_won_table_is_scored_with_the_tables_mate(tables):
    """KRKAH has no table here; the rook's capture of the horse leads into KRKA, won in so many
    plies: the search scores the capture with that mate, which no depth-3 search could find."""
    for board, capture, value in _winning_captures(tables, "KRKAH", 3, seed=21):
        engine = Engine(Level.MASTER, tablebase=tables, backend=core.pure())
        seen = []
        result = engine.best_move(Game(board.fen()), depth=3, info=seen.append)
        assert not result.tablebase                     # searched, not played from the root's table
        assert result.score == MATE - value.dtm         # the table's mate, counted from the root
        assert result.move == capture or board.squares()[result.move.to_sq] == 0    # or a check first, as fast
        assert result.tbhits > 0 and seen[-1].tbhits > 0


def test_the_engine_plays_into_the_won_ending_and_mates(tables):
    """From outside the tables, the engine's first move leads into the won table, and from there on
    (the table at the root) it mates in the table's count."""
    board, capture, value = _winning_captures(tables, "KRKAH", 1, seed=22)[0]
    tb = Tablebase(tables, compiled=False)
    engine = Engine(Level.MASTER, tablebase=tables, backend=core.pure())
    game = Game(board.fen())
    plies = 0
    while game.board.legal_moves():
        result = engine.best_move(game, depth=2)
        if plies == 0:              # the mate is known from the first move, outside the tables
            assert not result.tablebase and result.score == MATE - value.dtm
        game.push(result.move)
        plies += 1
        assert plies <= value.dtm
    assert plies == value.dtm and game.board.turn.index == 1        # Black is mated
    assert tb.probe(game.board) == Probe(Wdl.LOSS, 0)


def test_a_capture_into_a_drawn_table_is_scored_as_the_draw_it_is(tables):
    """Red's cannon can take Black's rook: a rook up by the count of material, but a cannon alone does
    not mate (KCK is all draws), and the search says so."""
    for board, values in _cannon_takes_rook(tables, 3, seed=25):
        assert all(v == Probe(Wdl.DRAW, None) for v in values.values())
        result = Engine(Level.MASTER, tablebase=tables, backend=core.pure()).best_move(Game(board.fen()), depth=3)
        assert result.move in values and result.score == 0 and result.tbhits > 0


def test_no_table_reachable_means_no_probing(tables, tmp_path):
    """A folder without the tables a position's captures lead to: the search is the one without tables."""
    board, _capture, _value = _winning_captures(tables, "KRKAH", 1, seed=23)[0]
    with_none = Engine(Level.MASTER, tablebase=tmp_path, backend=core.pure()).best_move(Game(board.fen()), depth=3)
    leafless = Engine(Level.MASTER, tablebase=tables, backend=core.pure())
    leafless.tables.leaf_bytes = 0                      # no table fits: none probed inside
    without = leafless.best_move(Game(board.fen()), depth=3)
    assert (with_none.move, with_none.score, with_none.nodes) == (without.move, without.score, without.nodes)
    assert with_none.tbhits == without.tbhits == 0


def test_the_leaf_tables_fit_the_budget_nearest_first(tables):
    board, _capture, _value = _winning_captures(tables, "KRKAH", 1, seed=24)[0]
    et = EngineTables(tables)
    leaf = et.leaf_tables(board)
    assert leaf is not None
    assert leaf.materials[0] == "KRKA"                  # the material one capture away first
    assert sorted(leaf.materials) == ["KK", "KKA", "KKH", "KRK", "KRKA"]    # no KRKH, nor KHAK
    assert leaf.rows[0] == len(leaf.materials) and leaf.nbytes == 2 * len(leaf.values)
    assert et.leaf_tables(board) is leaf                # kept while the material is the same
    smaller = sum(layout(parse_name(n)).size for n in ("KRK", "KAK", "KHK", "KK"))
    assert layout(parse_name("KRKA")).size > smaller
    small = EngineTables(tables, leaf_bytes=2 * smaller)  # all but KRKA fit
    some = small.leaf_tables(board)
    assert some is not None and sorted(some.materials) == ["KK", "KKA", "KKH", "KRK"]
    assert some.nbytes == 2 * smaller
    assert len(leaf.rows) == TB_ROWS - TB_N + len(leaf.materials) * TB_ROW


def test_a_search_on_a_clock_unpacks_what_its_share_of_time_allows_and_the_next_goes_on(tables, monkeypatch):
    """Unpacking the tables below the root took a first search on a clock past its time (1.2 s for a
    0.3 s move near big tables): it stops at the search's share of the time, the search uses what was
    unpacked, and the next search with the same material unpacks the rest."""
    board, _capture, _value = _winning_captures(tables, "KRKAH", 1, seed=24)[0]
    et = EngineTables(tables)
    assert et.leaf_tables(board, until=0.0) is None          # out of time before the first table
    whole = et.leaf_tables(board)                            # the next call unpacks them all
    assert whole is not None and sorted(whole.materials) == ["KK", "KKA", "KKH", "KRK", "KRKA"]
    assert et.leaf_tables(board) is whole
    import app.ai.tables as engine_tables
    clock = iter(range(1, 1000))                              # a clock that moves a second at each look
    monkeypatch.setattr(engine_tables, "clock", lambda: float(next(clock)))
    some = EngineTables(tables)
    first = some.leaf_tables(board, until=2.5)               # time for two tables
    assert first is not None and len(first.tables) == 2
    second = some.leaf_tables(board, until=next(clock) + 1.5)  # and one more
    assert second is not None and len(second.tables) == 3 and set(first.tables) < set(second.tables)
    assert sorted(some.leaf_tables(board).materials) == sorted(whole.materials)
    # the engine gives its share: a tenth of a 0.3 s move, none for a search without a clock
    seen = []
    real = EngineTables.leaf_tables
    monkeypatch.undo()
    monkeypatch.setattr(EngineTables, "leaf_tables", lambda self, b, until=None: seen.append(until) or real(
        self, b, until))
    engine = Engine(Level.MASTER, tablebase=tables)
    engine.best_move(Game(board.fen()), depth=2)
    engine.best_move(Game(board.fen()), time_limit=0.3, depth=2)
    assert seen[0] is None and seen[1] is not None


@pytest.mark.compiled
def test_both_cores_probe_alike(tables):
    """At a fixed depth the compiled core gives the same move, score, nodes, table hits and line."""
    from tests.ai.conftest import compiled_backend
    fast = compiled_backend()
    boards = [board for board, _c, _v in _winning_captures(tables, "KRKAH", 3, seed=21)]
    boards += [board for board, _values in _cannon_takes_rook(tables, 2, seed=26)]
    for board in boards:
        results = []
        for backend in (core.pure(), fast):
            r = Engine(Level.MASTER, tablebase=tables, backend=backend).best_move(Game(board.fen()), depth=4)
            results.append((r.move, r.score, r.nodes, r.tbhits, r.pv))
        assert results[0] == results[1] and results[0][3] > 0


def test_a_capture_into_a_drawn_ending_is_passed_over_for_a_better_move(tmp_path):
    """Red's cannon and elephant against a pawn: the elephant can take the pawn, a pawn up by the count
    of material (the search without tables plays it at every depth to 5), but cannon and elephant alone
    draw (KCEK): the pawn left on the board is the cannon's screen, and the engine keeps it there."""
    generate_tables([parse_name("KCEK")], tmp_path)
    board = Board("9/9/5k3/9/9/2p3C2/9/4B4/4K4/9 w - - 0 1")
    take = Move.from_iccs("e2c4")
    tb = Tablebase(tmp_path, compiled=False)
    assert tb.probe(board) is None and _captures_into_tables(tb, board) == {take: Probe(Wdl.DRAW, None)}
    engine = Engine(Level.MASTER, tablebase=tmp_path, backend=core.pure())
    for depth in (3, 4):
        result = engine.best_move(Game(board.fen()), depth=depth)
        assert result.move != take and result.score > 0 and result.tbhits > 0


def test_the_uci_engine_says_the_tables_hits_inside_its_search(tables):
    from .test_engine_tables import _uci
    board, _capture, value = _winning_captures(tables, "KRKAH", 1, seed=27)[0]
    lines = _uci(["uci", f"setoption name TablebasePath value {tables}", f"position fen {board.fen()}",
                  "go depth 3"])
    info = [x for x in lines if x.startswith("info depth 3 ")]
    assert info and " score mate " in info[-1]          # the capture's mate, or a faster one through it
    assert 0 < int(info[-1].split(" score mate ")[1].split()[0]) <= (value.dtm + 1) // 2
    assert int(info[-1].split(" tbhits ")[1].split()[0]) > 0
