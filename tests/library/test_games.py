"""Loading, deleting, editing headers and exporting games."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.formats import read_games
from app.library import Library
from app.model import Board
from app.model.tree import GameTree

from .conftest import sample_files


def test_load_gives_the_games_moves_and_headers(lib_copy: Library) -> None:
    tree = read_games(sample_files()[0])[0]
    red, event = tree.headers["Red"], tree.headers["Event"]
    hits = [s for s in lib_copy.search(red=red, event=event) if s.red == red]
    assert len(hits) == 1
    loaded = lib_copy.load(hits[0].id)
    assert loaded.mainline() == tree.mainline()
    assert {k: v for k, v in loaded.headers.items() if k != "FEN"} == \
        {k: v for k, v in tree.headers.items() if k != "FEN"}
    assert loaded.start_fen.split()[:2] == tree.start_fen.split()[:2]
    with pytest.raises(KeyError):
        lib_copy.load(10**9)


def test_delete_removes_games_and_their_positions(lib_copy: Library) -> None:
    every = lib_copy.search()
    victim = every[0]
    tree = lib_copy.load(victim.id)
    board = tree.end_board()
    assert (victim.id, victim.plies) in lib_copy.games_with_position(board)
    starts = len(lib_copy.games_with_position(Board()))
    assert lib_copy.delete([victim.id, 10**9]) == 1
    assert lib_copy.count() == len(every) - 1
    assert all(g != victim.id for g, _ in lib_copy.games_with_position(board))
    assert len(lib_copy.games_with_position(Board())) == starts - 1
    assert sum(e.games for e in lib_copy.explore(Board())) == starts - 1
    with pytest.raises(KeyError):
        lib_copy.load(victim.id)


def test_set_headers_changes_search_and_load(lib_copy: Library) -> None:
    s = lib_copy.search()[0]
    lib_copy.set_headers(s.id, {"Result": "1/2-1/2", "Date": "2024.05.06", "Opening": "中炮對屏風馬",
                                "Site": None})
    after = lib_copy.summary(s.id)
    assert (after.result, after.year, after.opening) == ("1/2-1/2", 2024, "中炮對屏風馬")
    assert s.id in {x.id for x in lib_copy.search(opening="中炮对屏风马", date_from="2024-05",
                                                  date_to="2024-05-06")}
    assert "Site" not in lib_copy.load(s.id).headers
    with pytest.raises(ValueError):
        lib_copy.set_headers(s.id, {"FEN": "9/9/9/9/9/9/9/9/9/9 w"})


def test_export_round_trip(lib_copy: Library, tmp_path: Path) -> None:
    ids = [s.id for s in lib_copy.search(limit=6)]
    out = tmp_path / "export.pgn"
    assert lib_copy.export_pgn(ids, out) == 6
    again = read_games(out)
    assert [t.mainline() for t in again] == [lib_copy.load(i).mainline() for i in ids]
    assert [t.headers.get("Red") for t in again] == [lib_copy.summary(i).red for i in ids]
    # importing the export adds nothing: the games are already there
    report = lib_copy.import_paths([out], workers=0)
    assert (report.games_added, report.duplicates) == (0, 6)


def test_variations_comments_and_set_up_positions_survive(tmp_path: Path) -> None:
    fen = "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"
    tree = GameTree.from_moves(["e1e2", "d9d8"], fen, {"Red": "甲", "Black": "乙", "Result": "1-0"})
    tree.root.children[0].comment = "a check"
    tree.add_move(tree.root, "e1d1")
    path = tmp_path / "rich.pgn"
    from app.formats import write_pgn
    write_pgn(tree, path, "iccs")
    with Library(tmp_path / "rich.xqlib") as lib:
        assert lib.import_paths([path], workers=0).games_added == 1
        loaded = lib.load(lib.search()[0].id)
        assert loaded.lines() == tree.lines()
        assert loaded.root.children[0].comment == "a check"
        assert loaded.start_fen.split()[:2] == fen.split()[:2]
        assert lib.games_with_position(Board(fen)) == [(1, 0)]
        assert [e.move.iccs for e in lib.explore(Board(fen))] == ["e1e2"]


def test_dates_in_every_common_form_sort_and_filter_by_what_they_mean(tmp_path: Path) -> None:
    written = ["7/23/1989", "1964年4月26日", "19540700", "2001.11.24.", "1964.??.??", "23.7.1989"]
    firsts = ["h2e2", "b2e2", "h0g2", "b0c2", "c3c4", "g3g4"]        # six games, not one kept once
    text = "\n\n".join(f'[Event "E{i}"]\n[Date "{date}"]\n[Format "ICCS"]\n\n1. {first} h9g7 *'
                       for i, (date, first) in enumerate(zip(written, firsts, strict=True)))
    path = tmp_path / "dates.pgn"
    path.write_text(text, encoding="utf-8")
    with Library(tmp_path / "lib.xqlib") as lib:
        lib.import_paths([path])
        ordered = [s.date for s in lib.search(order_by="date")]
        assert ordered == ["19540700", "1964.??.??", "1964年4月26日", "7/23/1989", "23.7.1989", "2001.11.24."]
        in_1989 = {s.date for s in lib.search(date_from="1989-07-01", date_to="1989-07-31")}
        assert in_1989 == {"7/23/1989", "23.7.1989"}
