"""PGN writing: round trips in every notation, layout, and the atomic save."""

import os

import pytest

import app.formats as formats
from app.formats import dumps_pgn, read_games, read_text, write_pgn
from app.formats.pgn_write import opening_headers
from app.model.game_date import read_date
from app.model.tree import GameTree

from .conftest import GAMES, sample_files

NOTATIONS = ("chinese", "wxf", "iccs")
IGNORED_TAGS = {"Format", "Variant", "Game", "SetUp", "FEN"}


def signature(tree, filled=False):
    """A game's moves, comments and tags; filled: with the opening tags the writer adds to a game lacking them
    (a date compared by what it means: the writer puts a readable one in PGN's form)."""
    headers = {**tree.headers, **opening_headers(tree)} if filled else dict(tree.headers)
    date = read_date(headers.get("Date", ""))
    if date is not None:
        headers["Date"] = date.pgn
    return ([(n.iccs, n.comment, tuple(n.nags), len(n.children)) for n in tree.nodes()],
            tree.root.comment, tree.start_fen,
            {k: v for k, v in headers.items() if k not in IGNORED_TAGS})


BIG = "FiveGoatsTest.xqf"   # 32,124 moves: all three notations take ~5 s, so only one by default


def round_trip(path, notations):
    games = read_games(path)
    for notation in notations:
        text = "\n".join(dumps_pgn(g, notation) for g in games)
        back = read_text(text, f"{path.name}.{notation}", errors="strict")
        assert len(back) == len(games)
        for a, b in zip(games, back, strict=True):
            assert signature(a, filled=True) == signature(b), notation


@pytest.mark.parametrize("path", sample_files(), ids=lambda p: p.relative_to(GAMES).as_posix())
def test_round_trip_every_sample(path):
    round_trip(path, ("chinese",) if path.name == BIG else NOTATIONS)


@pytest.mark.slow
def test_round_trip_big_tree_all_notations():
    round_trip(GAMES / "cchess" / BIG, NOTATIONS)


def test_layout_and_notations():
    tree = GameTree.from_moves(["h2e2", "h9g7", "h0g2"], headers={"Event": "E", "Red": "R", "Black": "B",
                                                               "Result": "1-0", "Opening": "中炮"})
    tree.mainline_nodes()[0].comment = "a {braced} comment"
    tree.mainline_nodes()[1].nags.append(3)
    tree.add_move(tree.root, "b2e2")
    zh = dumps_pgn(tree, "chinese")
    assert zh.startswith('[Game "Chinese Chess"]\n[Event "E"]\n')
    assert '[Format "Chinese"]' in zh and "FEN" not in zh
    assert "1. 炮二平五 {a {braced\\u007d comment} (1. 炮八平五) 1... 马８进７ $3 2. 马二进三 1-0" in zh
    assert "1. C2.5" in dumps_pgn(tree, "wxf") and '[Format "WXF"]' in dumps_pgn(tree, "wxf")
    assert "1. H2-E2" in dumps_pgn(tree, "iccs")
    with pytest.raises(ValueError):
        dumps_pgn(tree, "klingon")
    black_first = GameTree("4k4/9/9/9/9/9/9/9/4A4/3K1R3 b - - 0 7")
    black_first.add_line(black_first.root, ["e9e8", "f0f8"])
    text = dumps_pgn(black_first, "iccs")
    assert '[FEN "4k4/9/9/9/9/9/9/9/4A4/3K1R3 b - - 0 7"]' in text and "7... E9-E8 8. F0-F8 *" in text
    assert read_text(text)[0].mainline() == ["e9e8", "f0f8"]


def test_write_and_read_back(tmp_path):
    games = read_games(GAMES / "wukong-xiangqi" / "xqdb_traditional.pgn")
    for notation in NOTATIONS:
        path = tmp_path / f"out-{notation}.pgn"
        write_pgn(games, path, notation=notation)
        back = read_games(path)
        assert [g.mainline() for g in back] == [g.mainline() for g in games]
    path = tmp_path / "gbk.pgn"
    write_pgn(games[0], path, encoding="gbk")
    assert read_games(path).encoding == "gb18030" and read_games(path)[0].mainline() == games[0].mainline()


def test_failed_save_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "keep.pgn"
    path.write_text("old contents", encoding="utf-8")
    os.chmod(path, 0o640)
    tree = GameTree.from_moves(["h2e2"], headers={"Red": "炮"})
    with pytest.raises(UnicodeEncodeError):
        write_pgn(tree, path, encoding="ascii")           # fails before touching anything

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(formats.os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        write_pgn(tree, path)                             # fails after writing the temporary file
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == "old contents"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["keep.pgn"]   # no temporary file left
    write_pgn(tree, path)
    assert read_games(path)[0].mainline() == ["h2e2"]
    assert (os.stat(path).st_mode & 0o777) == 0o640     # the permissions of the old file are kept
    assert sorted(p.name for p in tmp_path.iterdir()) == ["keep.pgn"]


def test_dates_are_written_in_pgn_form_and_unreadable_ones_as_written():
    xqf = read_games(GAMES / "cchess" / "game_varations.xqf")[0]
    assert xqf.headers["Date"] == "2024年1月1日"
    assert '[Date "2024.01.01"]' in dumps_pgn(xqf)
    for written, shown in (("19540700", "1954.07.??"), ("7/23/1989", "1989.07.23"), ("1964年", "1964.??.??"),
                           ("第三届", "第三届")):
        tree = GameTree.from_moves(["h2e2"], headers={"Date": written})
        assert f'[Date "{shown}"]' in dumps_pgn(tree)


def test_a_move_number_stays_on_the_line_of_its_move():
    """Lines are cut between moves, never between a move number and its move ('3.' at a line's end)."""
    moves = ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "h0h6", "h7i7", "h6g6", "i7h7"]
    tree = GameTree.from_moves(moves)
    for width in range(10, 60):
        text = dumps_pgn(tree, "chinese", width=width)
        movetext = text.split("\n\n", 1)[1].splitlines()
        assert not any(line.rstrip().endswith(".") for line in movetext), (width, movetext)
        assert read_text(text)[0].mainline() == moves
