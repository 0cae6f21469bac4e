"""“Win this ending” in the puzzle window: the collection listed and read from the tables in the
background, a plain message when there are none, a puzzle played by the tables' judgement (a slower
win told as such, a move letting the win go refused), and a damaged table said while the window goes
on (pytest-qt, offscreen, no sleeps)."""

from __future__ import annotations

import os
import shutil

import pytest

pytest.importorskip("pytestqt")

from app.controller.puzzle_controller import Phase, PuzzleController, StatusKind
from app.model import Board
from app.puzzles import Collection, Endings, Puzzle, TablebaseEvaluator
from app.tablebase import Wdl
from app.view.puzzle_window import PuzzleWindow
from tests.puzzles.ending_tables import along_the_line, make_tables

MATE1 = Puzzle("4k4/4a4/3a5/9/R6R1/9/9/9/9/4K4 w - - 0 1", "mate", ["a5a9"], id="t-one", title="One")


@pytest.fixture(scope="module")
def tables(tmp_path_factory):
    return make_tables(tmp_path_factory.mktemp("window-endings") / "tables")


def make(qtbot, tmp_path, folder, evaluator_folder=None):
    c = PuzzleController(tmp_path / "progress.json", [Collection("Test", (MATE1,))],
                         endings=Endings(folder, tmp_path / "endings.json"),
                         tablebase=TablebaseEvaluator(evaluator_folder or folder))
    c.reply_delay_ms = c.takeback_delay_ms = c.step_delay_ms = 0
    w = PuzzleWindow(c, notation="chinese")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return c, w


def choose_endings(qtbot, c, w):
    w.collection_box.setCurrentIndex(1)
    qtbot.waitUntil(lambda: c.status.kind is not StatusKind.FINDING)


def test_the_window_lists_the_collection_and_reads_it_from_the_tables(qtbot, tmp_path, tables):
    c, w = make(qtbot, tmp_path, tables)
    items = [w.collection_box.itemText(i) for i in range(w.collection_box.count())]
    assert items == ["Test (1)", "Win this ending"]              # read when chosen: no size before
    choose_endings(qtbot, c, w)
    assert w.collection_box.itemText(1) == "Win this ending (6)" and w.collection_box.currentIndex() == 1
    assert c.puzzle is not None and c.puzzle.title in ("KPK", "KRK") and c.phase is Phase.SOLVING
    assert w.goal_label.text().startswith("Red to move: win this ending (mate in ")
    assert w.status_label.text() == "Your move"
    assert (tmp_path / "endings.json").exists()
    assert "KPK" in [w.theme_box.itemText(i) for i in range(w.theme_box.count())]   # a filter per endgame


def test_no_tables_says_how_to_get_them(qtbot, tmp_path):
    c, w = make(qtbot, tmp_path, tmp_path / "no-tables")
    choose_endings(qtbot, c, w)
    assert c.puzzle is None and c.status.kind is StatusKind.NO_TABLES
    text = w.status_label.text()
    assert "No endgame tables yet" in text and "Settings → Tablebases" in text
    c.next()                                                   # Next says it again, not "no puzzle matches"
    assert c.status.kind is StatusKind.NO_TABLES


def ending_at(c, tables, wanted, name):
    """Start a puzzle (of table `name`) at the first position of its line where a move passes `wanted`."""
    here, found = along_the_line(tables, wanted, name, c.collection.puzzles)
    c.start(here)
    return found


def test_a_slower_win_is_accepted_and_said_and_a_lost_win_refused(qtbot, tmp_path, tables):
    c, w = make(qtbot, tmp_path, tables)
    choose_endings(qtbot, c, w)
    slower = ending_at(c, tables, lambda v, best: v.wdl is Wdl.WIN and v.dtm > best.dtm, "KPK")
    best = TablebaseEvaluator(tables).value(c.board()).dtm
    c.play(slower.move)
    qtbot.waitUntil(lambda: c.status.kind is StatusKind.SLOWER and c.status.reply is not None)
    text = w.status_label.text()
    mine, fastest = (slower.value.dtm + 1) // 2, (best + 1) // 2       # moves, this one counted
    assert mine > fastest
    assert f"keeps the win, slower than the best: mate in {mine} moves instead of {fastest}." in text
    assert "your move" in text
    assert c.phase is Phase.SOLVING and len(c.played) == 2
    drawing = ending_at(c, tables, lambda v, best: v.wdl is Wdl.DRAW, "KRK")
    with qtbot.waitSignal(c.failed):
        c.play(drawing.move)
    qtbot.waitUntil(lambda: c.status.kind is StatusKind.WRONG)
    assert "lets the win go" in w.status_label.text() and "it is a draw" in w.status_label.text()


def test_a_puzzle_played_out_to_mate_is_solved(qtbot, tmp_path, tables):
    c, w = make(qtbot, tmp_path, tables)
    choose_endings(qtbot, c, w)
    krk = next(p for p in c.collection.puzzles if p.title == "KRK")
    c.start(krk)
    ev = TablebaseEvaluator(tables)
    with qtbot.waitSignal(c.solved, timeout=10_000) as blocker:
        while c.phase is not Phase.SOLVED:
            qtbot.waitUntil(lambda: c.phase in (Phase.SOLVING, Phase.SOLVED))
            if c.phase is Phase.SOLVING:
                c.play(ev.moves(c.board())[0].move)
    assert blocker.args[0].clean and c.board().is_game_over()          # mate (or stalemate: a loss too)
    assert w.status_label.text().startswith("Solved in")


def test_a_damaged_table_is_said_and_the_window_goes_on(qtbot, tmp_path, tables):
    folder = tmp_path / "tables"
    shutil.copytree(tables, folder)
    c, w = make(qtbot, tmp_path, folder)
    choose_endings(qtbot, c, w)                    # found and cached
    path = folder / "KPK.xqtb"
    st = path.stat()
    data = bytearray(path.read_bytes())
    data[-10] ^= 0xFF                               # a block spoilt, size and time as they were
    path.write_bytes(bytes(data))
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
    c.tables().tables.forget()
    kpk = next(p for p in c.collection.puzzles if p.title == "KPK")
    c.start(kpk)
    assert c.phase is Phase.NO_TABLE and c.status.kind is StatusKind.NO_TABLE
    text = w.status_label.text()
    assert "KPK" in text and "damaged" in text and "Settings → Tablebases" in text
    assert not w.hint_button.isEnabled() and not w.solution_button.isEnabled() and w.next_button.isEnabled()
    c.play("a3a4")                                  # the board takes no move
    assert c.played == []
    krk = next(p for p in c.collection.puzzles if p.title == "KRK")
    c.start(krk)                                    # the next puzzle plays on
    assert c.phase is Phase.SOLVING and w.status_label.text() == "Your move"


def test_hints_and_the_solution_are_the_tables_moves(qtbot, tmp_path, tables):
    c, w = make(qtbot, tmp_path, tables)
    choose_endings(qtbot, c, w)
    ev = TablebaseEvaluator(tables)
    kpk = [p for p in c.collection.puzzles if p.title == "KPK"][0]
    c.start(kpk)
    slower = next(m for m in ev.moves(c.board())[1:] if m.value.wdl is Wdl.WIN)
    c.play(slower.move)                              # off the recorded first move: the tables hint next
    qtbot.waitUntil(lambda: c.phase is Phase.SOLVING and len(c.played) == 2)
    c.hint()
    qtbot.waitUntil(lambda: c.status.kind is StatusKind.HINT_PIECE)
    c.hint()
    qtbot.waitUntil(lambda: c.status.kind is StatusKind.HINT_MOVE)
    assert c.status.move == ev.moves(c.board())[0].move.iccs
    c.show_solution()
    while c.phase is not Phase.SHOWN:
        c.advance()
    line = c.status.line
    assert list(line) == ev.line(kpk.fen) and len(line) == ev.value(Board(kpk.fen)).dtm
    assert c.board().is_game_over()                  # played out to the mate


def test_the_programs_own_list_offers_the_endings_of_the_chosen_folder(qtbot, tmp_path, tables):
    from app import tablebase
    before = tablebase.chosen_folder()
    tablebase.set_folder(tables)                     # as Settings ▸ Tablebases does
    try:
        c = PuzzleController(tmp_path / "progress.json")
        c.reply_delay_ms = 0
        assert c.collections[-1].name == "Win this ending" and c.endings.folder == tables
        c.choose_collection(len(c.collections) - 1)
        qtbot.waitUntil(lambda: c.status.kind is not StatusKind.FINDING)
        assert len(c.collection) == 6 and (tmp_path / "endings-puzzles.json").exists()   # beside the progress
        c.play(TablebaseEvaluator(tables).moves(c.board())[0].move)     # judged by the chosen folder's tables
        qtbot.waitUntil(lambda: c.status.kind in (StatusKind.CORRECT, StatusKind.SOLVED))
    finally:
        tablebase.set_folder(before)
