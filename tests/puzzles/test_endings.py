"""“Win this ending”: the longest wins of the user's tables as puzzles, found once and cached, and
judged by the tables (a slower win accepted, a move letting the win go refused with the table's reply,
the longest defence, solved at mate; a missing table said, not a crash)."""

from __future__ import annotations

import json
import os

import pytest

from app.model import Board
from app.puzzles import Endings, Goal, Puzzle, Reason, TablebaseEvaluator, judge_move
from app.puzzles.endings import ENDINGS_NAME, ending_puzzle
from app.tablebase import Tablebase, Wdl, longest_wins, parse_name, winning_tables
from tests.tablebase.reference import positions

from .ending_tables import along_the_line, make_tables


@pytest.fixture(scope="module")
def tables(tmp_path_factory):
    return make_tables(tmp_path_factory.mktemp("endings") / "tables")


def brute_longest(folder, name):
    """The largest win distance with Red to move, by probing every legal position of the material."""
    tb = Tablebase(folder, compiled=False)
    best = -1
    for key in positions(parse_name(name)):
        board = Board(key + " 0 1")
        if board.turn != "red":
            continue
        value = tb.probe(board)
        if value is not None and value.wdl is Wdl.WIN:
            best = max(best, value.dtm)
    return best


@pytest.mark.parametrize("name", ["KPK", "KRK"])
def test_the_chosen_positions_have_the_tables_longest_win(tables, name):
    longest = brute_longest(tables, name)
    assert longest > 0
    wins = longest_wins(tables, name, 3)
    tb = Tablebase(tables, compiled=False)
    assert len(wins) == 3 and len({w.fen for w in wins}) == 3
    assert wins[0].dtm == longest and all(w.dtm <= longest for w in wins)
    for win in wins:
        board = Board(win.fen)                  # legal (the board refuses facing kings, a side left in check)
        assert board.turn == "red" and not board.is_check() and not win.in_check
        assert tb.probe(board).wdl is Wdl.WIN and tb.probe(board).dtm == win.dtm
    defenders = [tuple(c if c >> 3 else 0 for c in Board(w.fen).squares()) for w in wins]
    assert len(set(defenders)) == 3             # the defence set up differently in each


def test_only_tables_with_an_attacker_that_can_win_are_read(tables):
    assert [m.name for m in winning_tables(tables)] == ["KPK", "KRK"]     # not KK


def test_the_collection_holds_the_longest_wins_ordered_by_difficulty(tables, tmp_path):
    col = Endings(tables, tmp_path / "cache.json").collection()
    assert col.name == ENDINGS_NAME and len(col) == 6
    assert [p.difficulty for p in col.puzzles] == sorted(p.difficulty for p in col.puzzles)
    assert {p.title for p in col.puzzles} == {"KPK", "KRK"} and col.puzzles[-1].title == "KPK"
    tb = Tablebase(tables, compiled=False)
    for p in col.puzzles:
        assert p.goal is Goal.TABLEBASE and p.id.startswith(f"ending:{p.title}:")
        value = tb.probe(Board(p.fen))
        assert f"mate-in-{(value.dtm + 1) // 2}" in p.themes
        best = tb.probe_moves(Board(p.fen))[0]
        assert p.mainline() == [best.move.iccs] and best.value.dtm == value.dtm


def test_the_collection_is_cached_and_a_changed_table_read_again(tables, tmp_path):
    cache = tmp_path / "data" / "cache.json"
    endings = Endings(tables, cache)
    first = endings.collection()
    assert endings.tables_read == 2 and cache.exists()
    assert set(json.loads(cache.read_text())["tables"]) == {"KPK", "KRK"}
    again = Endings(tables, cache)
    assert again.collection() == first and again.tables_read == 0      # all from the cache
    path = tables / "KRK.xqtb"
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))   # the table made again
    try:
        assert again.collection() == first and again.tables_read == 1
    finally:
        os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))


def test_a_damaged_cache_is_found_again(tables, tmp_path):
    cache = tmp_path / "cache.json"
    cache.write_text("{not json")
    endings = Endings(tables, cache)
    assert len(endings.collection()) == 6 and endings.tables_read == 2
    assert json.loads(cache.read_text())["format"] == 1


def test_no_tables_no_puzzles(tmp_path):
    assert len(Endings(tmp_path / "none", tmp_path / "cache.json").collection()) == 0
    (tmp_path / "empty").mkdir()
    assert len(Endings(tmp_path / "empty", None).collection()) == 0


def kpk_puzzle(tables):
    return next(p for p in Endings(tables).collection().puzzles if p.title == "KPK")


def test_a_slower_winning_move_is_accepted_and_the_defence_is_the_longest(tables):
    ev = TablebaseEvaluator(tables)
    puzzle, slower = along_the_line(tables, lambda v, best: v.wdl is Wdl.WIN and v.dtm > best.dtm)
    verdict = judge_move(puzzle, [], slower.move.iccs, evaluator=ev)
    assert verdict.accepted and not verdict.solved and verdict.reason is Reason.SLOWER
    assert verdict.engine_mate == (slower.value.dtm + 1) // 2       # moves to mate, this one counted
    assert verdict.best_score > verdict.engine_score
    board = Board(puzzle.fen)
    board.push(slower.move)
    defences = ev.moves(board)
    assert all(d.value.wdl is Wdl.LOSS for d in defences) and len(defences) > 1
    longest = max(d.value.dtm for d in defences)
    reply = next(d for d in defences if d.move.iccs == verdict.reply)
    assert reply.value.dtm == longest                                 # the longest defence


def test_the_best_move_is_accepted_without_being_called_slower(tables):
    puzzle = kpk_puzzle(tables)
    ev = TablebaseEvaluator(tables)
    best = ev.moves(Board(puzzle.fen))[0]
    verdict = judge_move(puzzle, [], best.move.iccs, evaluator=ev)
    assert verdict.accepted and verdict.reason is Reason.EQUALLY_GOOD and verdict.reply


def test_a_move_that_lets_the_win_go_is_refused_with_the_tables_reply(tables):
    ev = TablebaseEvaluator(tables)
    puzzle, drawing = along_the_line(tables, lambda v, best: v.wdl is Wdl.DRAW, "KRK")    # the rook left hanging
    verdict = judge_move(puzzle, [], drawing.move.iccs, evaluator=ev)
    assert not verdict.accepted and verdict.reason is Reason.WRONG and verdict.engine_score == 0
    board = Board(puzzle.fen)
    board.push(drawing.move)
    assert ev.value(board).wdl is Wdl.DRAW
    assert verdict.refutation == ev.moves(board)[0].move.iccs       # the table's best reply (holding the draw)


def test_a_whole_ending_played_to_mate_is_solved(tables):
    puzzle = next(p for p in Endings(tables).collection().puzzles if p.title == "KRK")
    ev = TablebaseEvaluator(tables)
    played: list[str] = []
    verdict = None
    for _ in range(10):
        board = Board(puzzle.fen)
        board.push_all(played)
        move = ev.moves(board)[0].move.iccs
        verdict = judge_move(puzzle, played, move, evaluator=ev)
        assert verdict.accepted
        if verdict.solved:
            board.push_iccs(move)
            assert board.is_checkmate() or board.is_stalemate()
            break
        played += [move, verdict.reply]
    assert verdict is not None and verdict.solved and len(played) == 2      # KRK's longest: mate in 2


def test_a_missing_table_gives_no_table_not_a_verdict(tables, tmp_path):
    puzzle = kpk_puzzle(tables)
    empty = TablebaseEvaluator(tmp_path)
    move = puzzle.mainline()[0]
    verdict = judge_move(puzzle, [], move, evaluator=empty)
    assert not verdict.accepted and verdict.reason is Reason.NO_TABLE
    board = Board(puzzle.fen)
    assert empty.problem(board).name == "KPK" and str(empty.problem(board).problem) == "missing"


def test_the_evaluator_scores_exactly():
    from app.puzzles.evaluator import MATE
    from app.puzzles.endings import value_score
    from app.tablebase import Probe
    assert value_score(Probe(Wdl.WIN, 19)) == MATE - 19
    assert value_score(Probe(Wdl.LOSS, 18)) == -(MATE - 18)
    assert value_score(Probe(Wdl.DRAW, None)) == 0


def test_an_ending_puzzle_keeps_its_table_and_index_in_its_id():
    p = ending_puzzle("KRK", 90, "9/9/4k4/9/9/9/9/9/9/R2K5 w - - 0 1", 3, "a0a8")
    assert p.id == "ending:KRK:90" and p.goal is Goal.TABLEBASE and p.themes == ("KRK", "mate-in-2")
    assert Puzzle.from_json(p.to_json()) == p


def test_a_mate_in_one_is_no_ending_to_win(tables):
    assert any(w.dtm == 1 for w in longest_wins(tables, "KRK", 40))      # the table has them
    krk = [p for p in Endings(tables, per_table=40).collection().puzzles if p.title == "KRK"]
    assert krk and all("mate-in-1" not in p.themes for p in krk)
    assert {p.difficulty for p in krk} == {1050}                          # mates in two only


@pytest.mark.parametrize("damage", [{"a": 1}, [1, 2], "abcd", None, [True, "fen", 5, "a0a1"], [-1, "fen", 5, "a0a1"],
                                    [0, "fen", 1 << 40, "a0a1"], [0, "fen", 5.5, "a0a1"], [0, 7, 5, "a0a1"]])
def test_a_damaged_cache_entry_is_found_again_from_its_table(tables, tmp_path, damage):
    cache = tmp_path / "cache.json"
    first = Endings(tables, cache).collection()
    data = json.loads(cache.read_text())
    data["tables"]["KRK"]["wins"][0] = damage       # the table's stamp still matches: only the entry is bad
    cache.write_text(json.dumps(data))
    again = Endings(tables, cache)
    assert again.collection() == first and again.tables_read == 1
    assert json.loads(cache.read_text())["tables"]["KRK"]["wins"][0] != damage      # written anew
