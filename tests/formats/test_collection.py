"""Lazy collections: the games are cut where the PGN reader cuts them and parse to the same trees."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.formats import GameFileError, ProblemKind, read_games
from app.formats.collection import LoadCancelled, index_pgn_text, open_collection
from app.formats.pgn import split_games

GOOD = '[Event "Good {1}"]\n[Red "甲"]\n[Result "1-0"]\n\n1. h2e2 h9g7 2. h0g2 1-0\n\n'
BAD = '[Event "Bad"]\n[Result "*"]\n\n1. h2e2 h9h1 *\n\n'
TRICKY = ('[Event "Comments"]\n\n1. h2e2 {a comment with [Event "not a tag"] in it} h9g7\n'
          '; a line comment [Event "no tag either"]\n% an escape line [Event "nor this"]\n2. h0g2 *\n\n'
          '[White "Someone"]\n[Black "Other"]\n1. h2e2 h9g7 *\n')

FRAGMENTS = st.sampled_from([
    '[Event "E"]', '[Red "R"]', '[ Date "2020" ]', '[Event "x"y"]', "[junk", "1.", "h2e2", "h9g7", "1-0", "*",
    "红胜", "{c [Event \"in\"] }", "{open", "; line [Red \"no\"]", "% esc [Red \"no\"]", "a%b", "(", ")",
    "$1", "$12", "$x", "\n", " ", "\t", "\n\n", "%", ";", "}", "]",
    '[Event "a\\"b"]', '[Site "C:\\\\x"]', '[Red "line\\none"]', "\\", '"', '"]',
])


def _reader_cuts(text: str) -> tuple[list[int], list[dict[str, str]]]:
    games = split_games(text)
    headers = []
    for g in games:
        h = dict(g.tags)
        if "White" in h and "Red" not in h:
            h = {("Red" if k == "White" else k): v for k, v in h.items()}
        headers.append(h)
    return [g.pos for g in games], headers


@settings(max_examples=300, deadline=None)
@given(st.lists(FRAGMENTS, max_size=40), st.lists(st.sampled_from([" ", "\n", ""]), min_size=40, max_size=40))
def test_games_are_cut_where_the_pgn_reader_cuts_them(fragments, glue):
    text = "".join(f + g for f, g in zip(fragments, glue, strict=False))
    starts, lines, headers = index_pgn_text(text)
    assert (starts, headers) == _reader_cuts(text)
    assert lines == [text.count("\n", 0, s) + 1 for s in starts]


def test_tags_in_comments_escape_lines_and_white_for_red_are_read_as_the_reader_does():
    starts, _lines, headers = index_pgn_text(TRICKY)
    assert len(starts) == 2 and headers[0] == {"Event": "Comments"}
    assert headers[1] == {"Red": "Someone", "Black": "Other"}


def _write(tmp_path, text, encoding="utf-8", name="games.pgn"):
    path = tmp_path / name
    path.write_bytes(text.encode(encoding))
    return path


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "big5", "gb18030", "utf-16"])
def test_a_lazy_collection_gives_the_games_and_errors_of_the_eager_reader(tmp_path, encoding):
    text = GOOD + BAD + TRICKY + GOOD.replace("Good", "Again")
    path = _write(tmp_path, text, encoding)
    eager = read_games(path)
    lazy = open_collection(path, lazy_from=0)
    assert lazy.lazy and len(lazy) == 5 and lazy.format == "pgn" and lazy.encoding == eager.encoding
    assert [lazy.headers(i).get("Event") for i in range(5)] == ["Good {1}", "Bad", "Comments", None, "Again {1}"]
    good = [0, 2, 3, 4]
    for index, tree in zip(good, eager, strict=True):
        got = lazy.game(index)
        assert got.mainline() == tree.mainline() and got.headers == tree.headers
        assert got.root.comment == tree.root.comment
        assert lazy.source_text(index).lstrip().startswith("[")
    with pytest.raises(GameFileError) as caught:
        lazy.game(1)
    before = eager.errors[0]
    assert (caught.value.reason, caught.value.game, caught.value.line, caught.value.path) == \
        (before.reason, before.game, before.line, before.path) == (before.reason, 2, 10, str(path))
    assert caught.value.problem.kind == ProblemKind.GAME_LEFT_OUT and caught.value.problem.line == 10


def test_problems_worked_around_are_those_of_the_eager_reader(tmp_path):
    text = GOOD + '[Event "Paren"]\n\n1. h2e2 ) h9g7 *\n'
    path = _write(tmp_path, text)
    eager = read_games(path)
    lazy = open_collection(path, lazy_from=0)
    tree = lazy.game(1)
    problems = lazy.problems_of_game(1, tree)
    assert [(p.kind, p.game, p.index, p.line) for p in problems] == \
        [(p.kind, p.game, p.index, p.line) for p in eager.problems] == [(ProblemKind.UNMATCHED_PAREN, 2, 1, 9)]


def test_small_files_and_other_formats_are_read_whole(tmp_path):
    path = _write(tmp_path, GOOD + BAD)
    small = open_collection(path)
    assert not small.lazy and len(small) == 1 and small.game(0).headers["Event"] == "Good {1}"
    assert [e.game for e in small.errors] == [2] and small.problems
    bare = _write(tmp_path, "1. h2e2 h9g7 *\n" * 3, name="bare.txt")
    assert not open_collection(bare, lazy_from=0).lazy


def test_files_that_cannot_be_read_raise_what_the_reader_raises(tmp_path):
    with pytest.raises(GameFileError) as missing:
        open_collection(tmp_path / "gone.pgn")
    assert missing.value.problem.kind == ProblemKind.CANNOT_OPEN
    png = tmp_path / "x.pgn"
    png.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8)
    with pytest.raises(GameFileError) as image:
        open_collection(png, lazy_from=0)
    assert image.value.problem.kind == ProblemKind.NOT_A_GAME_FILE


def test_progress_is_reported_and_cancel_stops_the_reading(tmp_path):
    path = _write(tmp_path, GOOD * 30000)    # ~1.6 million characters: several progress steps
    seen: list[float] = []
    collection = open_collection(path, progress=seen.append, lazy_from=0)
    assert len(collection) == 30000 and seen[-1] == 1.0 and len(seen) > 1 and seen == sorted(seen)
    calls: list[int] = []

    def cancel() -> bool:
        calls.append(1)
        return len(calls) > 1

    with pytest.raises(LoadCancelled):
        open_collection(path, cancel=cancel, lazy_from=0)


@pytest.mark.parametrize("encoding", ["utf-8", "gb18030", "big5"])
def test_a_large_file_s_encoding_is_chosen_as_for_the_whole_file(encoding):
    from app.formats.collection import SAMPLE, _decode
    from app.formats.textio import decode_text
    line = '[Event "象棋 紅方勝 車馬砲"]\n1. 炮二平五 馬８進７ *\n'
    data = (line * (3 * SAMPLE // len(line.encode(encoding)))).encode(encoding)
    assert len(data) > 2 * SAMPLE
    assert _decode(data) == decode_text(data)
