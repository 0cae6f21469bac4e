"""Position search, explorer and search, checked against a brute-force replay of every game."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest

from app.library import Library
from app.model import Board

from .conftest import position


@pytest.fixture(scope="module")
def brute(imported: Path):
    """Every position of every stored game: position -> {(game, ply)}, and (position, game) -> moves."""
    reached: dict[str, set[tuple[int, int]]] = defaultdict(set)
    played: dict[str, dict[str, set[int]]] = defaultdict(lambda: defaultdict(set))
    boards: dict[str, Board] = {}
    results: dict[int, str] = {}
    years: dict[int, int | None] = {}
    with Library(imported) as lib:
        for s in lib.search():
            tree = lib.load(s.id)
            results[s.id], years[s.id] = s.result, s.year
            board = Board(tree.start_fen)
            for ply, move in enumerate(tree.mainline_moves() + [None]):
                pos = position(board.fen())
                reached[pos].add((s.id, ply))
                boards.setdefault(pos, board.copy())
                if move is not None:
                    played[pos][move.iccs].add(s.id)
                    board.push(move)
    return reached, played, boards, results, years


def test_games_with_position_matches_brute_force(imported: Path, brute) -> None:
    reached, _, boards, _, _ = brute
    with Library(imported) as lib:
        for pos, board in boards.items():
            assert lib.games_with_position(board) == sorted(reached[pos]), pos


def test_start_position_is_reached_by_every_game(imported: Path, brute) -> None:
    with Library(imported) as lib:
        hits = lib.games_with_position(Board())
        assert len(hits) == lib.count() and {ply for _, ply in hits} == {0}


def test_explorer_matches_brute_force(imported: Path, brute) -> None:
    _, played, boards, results, years = brute
    with Library(imported) as lib:
        for pos, board in boards.items():
            got = lib.explore(board)
            want = played.get(pos, {})
            assert {e.move.iccs: e.games for e in got} == {m: len(g) for m, g in want.items()}, pos
            for e in got:
                games = want[e.move.iccs]
                assert e.red_wins == sum(results[g] == "1-0" for g in games)
                assert e.draws == sum(results[g] == "1/2-1/2" for g in games)
                assert e.black_wins == sum(results[g] == "0-1" for g in games)
                ys = [years[g] for g in games if years[g] is not None]
                assert e.average_year == (pytest.approx(sum(ys) / len(ys)) if ys else None)
            counts = [e.games for e in got]
            assert counts == sorted(counts, reverse=True)


def _mirror(fen: str) -> str:
    rows, rest = fen.split(" ", 1)
    out = []
    for row in rows.split("/"):
        cells = []
        for ch in row:
            cells.extend(["1"] * int(ch) if ch.isdigit() else [ch])
        out.append("".join(reversed(cells)))
    return Board("/".join(out) + " " + rest).fen()


def test_mirrored_positions_on_request(imported: Path, brute) -> None:
    reached, _, boards, _, _ = brute
    pos, board = next((p, b) for p, b in boards.items()
                      if len(reached[p]) >= 2 and _mirror(b.fen()) != b.fen()
                      and position(_mirror(b.fen())) not in reached)
    mirror = Board(_mirror(board.fen()))
    with Library(imported) as lib:
        assert lib.games_with_position(mirror) == []
        assert lib.games_with_position(mirror, mirrored=True) == sorted(reached[pos])
        assert lib.games_with_position(board, mirrored=True) == sorted(reached[pos])


def test_search_traditional_simplified_width_and_case(lib_copy: Library) -> None:
    trad = lib_copy.search(player="胡榮華")
    assert trad and all("胡榮華" in s.red + s.black for s in trad)
    assert lib_copy.search(player="胡荣华") == trad
    assert lib_copy.search(player="胡 荣华") == []          # spacing inside a name is not ignored
    reds = lib_copy.search(red="胡荣华")
    blacks = lib_copy.search(black="胡荣华")
    assert reds and blacks and sorted(reds + blacks, key=lambda s: s.id) == trad
    assert lib_copy.search(red="吕钦") == lib_copy.search(red="呂欽") != []
    gid = trad[0].id
    lib_copy.set_headers(gid, {"Red": "ＸＵ Ｙinchuan", "Event": "Ｗorld Ｃup"})
    assert [s.id for s in lib_copy.search(red="xu yinchuan")] == [gid]
    assert [s.id for s in lib_copy.search(player="XU YIN", event="world cup")] == [gid]


def test_search_by_fields(lib_copy: Library) -> None:
    every = lib_copy.search()
    assert len(every) == lib_copy.count()
    for s in every:
        assert lib_copy.search(red=s.red, black=s.black, result=s.result, ecco=s.ecco,
                               min_moves=s.plies, max_moves=s.plies).count(s) == 1
    ecco = every[0].ecco
    assert {s.id for s in lib_copy.search(ecco=ecco.lower())} == {s.id for s in every if s.ecco == ecco}
    assert {s.id for s in lib_copy.search(ecco=ecco[0])} == {s.id for s in every if s.ecco[:1] == ecco[0]}
    wins = lib_copy.search(result="1-0")
    assert wins and {s.id for s in wins} == {s.id for s in every if s.result == "1-0"}
    long = lib_copy.search(min_moves=100)
    assert {s.id for s in long} == {s.id for s in every if s.plies >= 100}
    years = sorted(s.year for s in every if s.year)
    mid = years[len(years) // 2]
    assert {s.id for s in lib_copy.search(date_from=mid, date_to=str(mid))} == \
        {s.id for s in every if s.year == mid}
    assert {s.id for s in lib_copy.search(date_to=f"{mid - 1}-12-31")} == \
        {s.id for s in every if s.year and s.year < mid}
    page = lib_copy.search(limit=5, offset=3)
    assert page == every[3:8]


def test_search_sorted_by_a_column(lib_copy: Library) -> None:
    every = lib_copy.search()
    by_plies = lib_copy.search(order_by="plies")
    assert [s.id for s in by_plies] == [s.id for s in sorted(every, key=lambda s: (s.plies, s.id))]
    down = lib_copy.search(order_by="plies", descending=True, limit=3)
    assert [s.id for s in down] == [s.id for s in sorted(every, key=lambda s: (-s.plies, -s.id))][:3]
    dates = [s.date for s in lib_copy.search(order_by="date")]
    assert len(dates) == len(every)
    with pytest.raises(ValueError):
        lib_copy.search(order_by="headers; DROP TABLE games")


def test_games_at_position_gives_each_game_once_with_its_first_ply(imported: Path, brute) -> None:
    with Library(imported) as lib:
        every = {s.id: s for s in lib.search()}
        for s in list(every.values())[:8]:
            tree = lib.load(s.id)
            board = tree.start_board()
            for move in tree.mainline_moves()[:9]:
                board.push(move)
            first: dict[int, int] = {}
            for gid, ply in lib.games_with_position(board):
                first[gid] = min(ply, first.get(gid, ply))
            pairs = lib.games_at_position(board)
            assert pairs == [(every[g], p) for g, p in sorted(first.items())]
            by_ply = lib.games_at_position(board, order_by="ply", descending=True)
            assert [p for _, p in by_ply] == sorted(first.values(), reverse=True)
            assert lib.games_at_position(board, order_by="plies", limit=2, offset=1) == \
                sorted(pairs, key=lambda sp: (sp[0].plies, sp[0].id))[1:3]
        with pytest.raises(ValueError):
            lib.games_at_position(Board(), order_by="moves")


def test_fold_table_covers_the_sample_names(imported: Path) -> None:
    from app.library.fold import TRADITIONAL_TO_SIMPLIFIED, fold
    with Library(imported) as lib:
        names = "".join(s.red + s.black + s.event for s in lib.search())
    left = {ch for ch in fold(names) if ord(ch) > 0x2E80 and not _is_gb2312(ch)}
    assert ord("榮") in TRADITIONAL_TO_SIMPLIFIED
    assert left <= {"璘"}       # a rare character with no simplified form (楊官璘)


def _is_gb2312(ch: str) -> bool:
    try:
        ch.encode("gb2312")
    except UnicodeEncodeError:
        return False
    return True
