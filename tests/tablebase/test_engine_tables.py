"""The built-in engine plays from the endgame tables at the root: the fastest win, the longest loss, a
draw among drawing moves; a missing folder changes nothing; a damaged table is told once and play
goes on. The UCI server takes the folder as TablebasePath and says its tbhits."""

from __future__ import annotations

import dataclasses
import queue
import shutil

import pytest

from app.ai import core
from app.ai.engine import LEVELS, MATE, Engine, Level, mate_in
from app.ai.uci import Server
from app.model import Board, Game
from app.tablebase import Probe, TableProblem, Tablebase, Wdl
from app.tablebase.material import parse_name
from app.tablebase.storage import table_path

from .positions import random_boards


def _positions(tables, name, want, count, seed=11, min_dtm=0):
    """Positions of an endgame whose value for the side to move is `want` (and dtm >= min_dtm)."""
    tb = Tablebase(tables, compiled=False)
    out = []
    for board in random_boards(parse_name(name), 400, seed):
        p = tb.probe(board)
        if p is not None and p.wdl is want and (p.dtm or 0) >= min_dtm and board.legal_moves():
            out.append((board, p))
        if len(out) == count:
            break
    assert len(out) == count
    return tb, out


def _game(board: Board) -> Game:
    return Game(board.fen())


def test_the_engine_plays_the_tables_fastest_win(tables):
    tb, found = _positions(tables, "KRKA", Wdl.WIN, 5, min_dtm=5)
    engine = Engine(Level.MASTER, tablebase=tables, backend=core.pure())
    for board, value in found:
        seen = []
        result = engine.best_move(_game(board), depth=1, info=seen.append)
        after = board.copy()
        after.push(result.move)
        assert tb.probe(after) == Probe(Wdl.LOSS, value.dtm - 1)           # the fastest win
        assert result.tablebase and result.score == MATE - value.dtm and result.tbhits > 0
        assert mate_in(result.score) == (value.dtm + 1) // 2
        assert seen and seen[-1].move == result.move and seen[-1].tbhits == result.tbhits
        line = board.copy()                                                 # the line is the table's, legal
        for move in result.pv:
            assert line.is_legal(move)
            line.push(move)
        assert len(result.pv) == min(value.dtm, 40)


def test_the_engine_plays_the_longest_loss(tables):
    tb, found = _positions(tables, "KRKA", Wdl.LOSS, 4, seed=12, min_dtm=6)
    engine = Engine(Level.STRONG, tablebase=tables, backend=core.pure())
    for board, value in found:
        result = engine.best_move(_game(board), depth=1)
        after = board.copy()
        after.push(result.move)
        assert tb.probe(after) == Probe(Wdl.WIN, value.dtm - 1)
        assert result.score == -(MATE - value.dtm)


def test_a_drawn_ending_is_searched_among_the_drawing_moves(tables):
    tb = Tablebase(tables, compiled=False)
    found = []
    for board in random_boards(parse_name("KHKA"), 600, 13):
        if tb.probe(board) == Probe(Wdl.DRAW, None):
            values = [mv.value for mv in tb.probe_moves(board)]
            if any(v is not None and v.wdl is Wdl.LOSS for v in values):
                found.append(board)
        if len(found) == 4:
            break
    assert len(found) == 4
    engine = Engine(Level.MASTER, tablebase=tables, backend=core.pure())
    for board in found:
        result = engine.best_move(_game(board), depth=2)
        after = board.copy()
        after.push(result.move)
        assert tb.probe(after) == Probe(Wdl.DRAW, None)
        assert not result.tablebase and result.tbhits > 0 and result.depth == 2


@pytest.mark.parametrize("where", ["missing", "empty"])
def test_a_folder_without_tables_changes_nothing(tables, tmp_path, where):
    folder = tmp_path / "none"
    if where == "empty":
        folder.mkdir()
    _tb, found = _positions(tables, "KRKA", Wdl.WIN, 2, seed=14, min_dtm=5)
    without = dataclasses.replace(LEVELS[Level.MASTER], tables=False)
    for board, _value in found:
        a = Engine(Level.MASTER, tablebase=folder, backend=core.pure()).best_move(_game(board), depth=3)
        b = Engine(without, backend=core.pure()).best_move(_game(board), depth=3)
        assert (a.move, a.score, a.depth, a.nodes, a.pv) == (b.move, b.score, b.depth, b.nodes, b.pv)
        assert not a.tablebase and a.tbhits == 0


def test_weak_levels_do_not_use_the_tables(tables):
    assert not LEVELS[Level.INTERMEDIATE].tables and LEVELS[Level.STRONG].tables
    _tb, found = _positions(tables, "KRKA", Wdl.WIN, 1, seed=15, min_dtm=5)
    result = Engine(Level.INTERMEDIATE, seed=1, tablebase=tables, backend=core.pure()).best_move(
        _game(found[0][0]), depth=1)
    assert not result.tablebase and result.tbhits == 0


def test_a_damaged_table_is_told_once_and_play_goes_on(tables, tmp_path):
    folder = tmp_path / "tables"
    shutil.copytree(tables, folder)
    path = table_path(folder, parse_name("KRKA"))
    data = bytearray(path.read_bytes())
    path.write_bytes(bytes(data[:-10]))                         # cut short
    _tb, found = _positions(tables, "KRKA", Wdl.WIN, 2, seed=16, min_dtm=5)
    engine = Engine(Level.MASTER, tablebase=folder, backend=core.pure())
    first = engine.best_move(_game(found[0][0]), depth=2)
    assert first.move is not None and found[0][0].is_legal(first.move) and not first.tablebase
    problems = engine.table_problems()
    assert [p.problem for p in problems] == [TableProblem.TRUNCATED] and problems[0].path == str(path)
    second = engine.best_move(_game(found[1][0]), depth=2)
    assert second.move is not None and not second.tablebase
    assert engine.table_problems() == []                       # told once
    _tb, krk = _positions(tables, "KRK", Wdl.WIN, 1, seed=16, min_dtm=3)
    assert engine.best_move(_game(krk[0][0]), depth=1).tablebase     # the other tables still play


class _Out:
    """The server's output lines, waited on as they come."""

    def __init__(self) -> None:
        self.queue: queue.Queue[str] = queue.Queue()
        self.partial = ""

    def write(self, text: str) -> None:
        self.partial += text
        *done, self.partial = self.partial.split("\n")
        for line in done:
            self.queue.put(line)

    def flush(self) -> None:
        pass

    def until(self, prefix: str) -> list[str]:
        out = []
        while not out or not out[-1].startswith(prefix):
            out.append(self.queue.get(timeout=120))
        return out


def _uci(commands: list[str]) -> list[str]:
    """Send the commands, each go waited on to its bestmove; every line the server wrote."""
    out = _Out()
    server = Server(out)
    lines: list[str] = []
    for command in commands:
        server.handle(command)
        if command.startswith("go"):
            lines += out.until("bestmove")
        elif command == "uci":
            lines += out.until("uciok")
    server.handle("quit")
    return lines


def test_the_uci_engine_takes_a_tablebase_path_and_says_its_hits(tables):
    tb, found = _positions(tables, "KRKA", Wdl.WIN, 1, seed=17, min_dtm=5)
    board, value = found[0]
    lines = _uci(["uci", f"setoption name TablebasePath value {tables}", f"position fen {board.fen()}",
                  "go depth 2"])
    assert "option name TablebasePath type string default <empty>" in lines
    info = [x for x in lines if x.startswith("info depth")]
    assert info and f"score mate {(value.dtm + 1) // 2}" in info[-1] and " tbhits " in info[-1]
    move = [x for x in lines if x.startswith("bestmove")][0].split()[1]
    after = board.copy()
    after.push(next(m for m in board.legal_moves() if m.iccs == move))
    assert tb.probe(after) == Probe(Wdl.LOSS, value.dtm - 1)


def test_the_uci_engine_says_a_damaged_table_once(tables, tmp_path):
    folder = tmp_path / "tables"
    shutil.copytree(tables, folder)
    path = table_path(folder, parse_name("KRKA"))
    path.write_bytes(path.read_bytes()[:-10])
    _tb, found = _positions(tables, "KRKA", Wdl.WIN, 2, seed=18, min_dtm=5)
    lines = _uci(["uci", f"setoption name TablebasePath value {folder}",
                  f"position fen {found[0][0].fen()}", "go depth 2",
                  f"position fen {found[1][0].fen()}", "go depth 2"])
    told = [x for x in lines if x.startswith("info string tablebase")]
    assert len(told) == 1 and "KRKA" in told[0] and "not used" in told[0]
    assert len([x for x in lines if x.startswith("bestmove")]) == 2


def test_the_engines_quick_check_allows_what_a_table_can_hold():
    from app.ai.tables import MOST, may_be_in_a_table
    from app.tablebase.material import MAX_COUNT
    assert MOST == MAX_COUNT
    assert not may_be_in_a_table(Board().squares())                     # five pawns a side
    assert may_be_in_a_table(Board("4k4/4a4/9/9/9/9/9/9/9/3K1R3 w - - 0 1").squares())


def test_the_engine_imports_the_tables_code_in_its_warm_up_not_at_import(tables):
    import subprocess
    import sys
    code = ("import sys\n"
            "from app.ai import core\n"
            "from app.ai.engine import Engine\n"
            "engine = Engine('master', tablebase=sys.argv[1], backend=core.pure())\n"
            "print('app.tablebase' in sys.modules)\n"
            "engine.warm_up()\n"
            "print('app.tablebase.probing' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code, str(tables)], capture_output=True, text=True, timeout=300,
                         check=True).stdout.split()
    assert out == ["False", "True"]
