"""Opening suites: from a PGN or EPD file, from the shipped book, by ECCO code."""

import pytest

from app.model import Board, Move
from app.model.board import START_FEN
from app.openings import classify_prefix
from app.tournament.openings import OpeningError, StartLine, book_openings, load_openings

PGN = """[Event "a"]
[Result "*"]

1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 *

[Event "b"]
[FEN "3k5/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1"]
[Result "*"]

1. e1d2 d9d8 *
"""


def _legal(line: StartLine) -> bool:
    board = Board(line.fen)
    for text in line.moves:
        move = Move.from_iccs(text)
        if not board.is_legal(move):
            return False
        board.push(move)
    return True


def test_pgn_file(tmp_path):
    path = tmp_path / "o.pgn"
    path.write_text(PGN, encoding="utf-8")
    lines = load_openings(str(path), 1, plies=4)
    assert [ln.moves for ln in lines] == [("h2e2", "h9g7", "h0g2", "i9h9"), ("e1d2", "d9d8")]
    assert lines[1].fen.startswith("3k5/") and lines[0].name == "o.pgn #1"
    assert load_openings(str(path), 1, plies=0)[0].moves[-1] == "i0h0"


def test_epd_file(tmp_path):
    path = tmp_path / "o.epd"
    path.write_text("# two positions\nrnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - id \"x\";\n"
                    "4k4/9/9/9/9/9/9/9/4A4/4K4 w\n", encoding="utf-8")
    lines = load_openings(str(path), 1)
    assert [Board(ln.fen).turn for ln in lines] == ["black", "red"] and all(ln.moves == () for ln in lines)
    path.write_text("rnbakabnr/9/9/9/9/9/9/9/9/RNBAKABNR w\n9/9/9/9/9/9/9/9/9/9 w\n", encoding="utf-8")
    with pytest.raises(OpeningError):
        load_openings(str(path), 1)


def test_book_lines_are_legal_distinct_and_seeded():
    lines = book_openings(12, 6, seed=3)
    assert len(lines) == 12 and len({ln.moves for ln in lines}) == 12
    assert all(len(ln.moves) == 6 and ln.fen == START_FEN and _legal(ln) for ln in lines)
    assert book_openings(12, 6, seed=3) == lines and book_openings(12, 6, seed=4) != lines


def test_ecco_range():
    lines = load_openings("C7", 1)
    assert lines and all(ln.name.startswith("C7") for ln in lines)
    for line in lines:
        assert _legal(line)
        assert classify_prefix(line.moves, len(line.moves)).code == line.name
        assert classify_prefix(line.moves, len(line.moves) - 1) is None or \
            classify_prefix(line.moves, len(line.moves) - 1).code != line.name    # the shortest such line


def test_bad_sources():
    assert load_openings(None, 3) == [StartLine()]
    with pytest.raises(OpeningError):
        load_openings("no-such-file.pgn", 1)
    with pytest.raises(OpeningError):
        StartLine.from_dict({"fen": START_FEN, "moves": ["h2e2", "h2e2"]})
