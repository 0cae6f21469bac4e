"""The streaming entry points the library reads big files with (app.formats.collection): pieces of any
size are cut into exactly the games the index (and the reader) finds in the whole text, and the
encoding chosen from a file's start survives a stray byte."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from app.formats.collection import choose_encoding, decode_pieces, index_pgn_text, split_pgn
from app.formats.textio import decode_text

DATA = Path(__file__).resolve().parents[1] / "data"
PGNS = sorted((DATA / "games").rglob("*.pgn")) + sorted((DATA / "ccpd-games").rglob("*.pgn"))[:8]


def whole(text: str) -> list[tuple[int, str]]:
    starts, lines, _ = index_pgn_text(text)
    ends = [*starts[1:], len(text)]
    return [(line, text[a:b]) for a, b, line in zip(starts, ends, lines, strict=True)]


@pytest.mark.parametrize("path", PGNS, ids=lambda p: p.name)
def test_pieces_of_any_size_cut_the_same_games(path: Path) -> None:
    text, _ = decode_text(path.read_bytes())
    want = whole(text)
    rng = random.Random(path.name)
    for sizes in ((1,), (7, 3), (100,), (4096, 17), (len(text) + 1,)):
        pieces, at = [], 0
        while at < len(text):
            n = rng.choice(sizes)
            pieces.append(text[at:at + n])
            at += n
        assert list(split_pgn(pieces)) == want


def test_many_games_in_one_text_are_cut_like_the_whole() -> None:
    text = "".join(decode_text(p.read_bytes())[0].rstrip() + "\n\n" for p in PGNS) * 3
    want = whole(text)
    assert len(want) > 60
    pieces = [text[i:i + 5000] for i in range(0, len(text), 5000)]
    assert list(split_pgn(pieces)) == want


def test_a_runaway_game_is_handed_over_not_held() -> None:
    text = '[Event "x"]\n1. h2e2 {' + "a comment without end " * 2000
    got = list(split_pgn([text[i:i + 1000] for i in range(0, len(text), 1000)], max_game=10_000))
    assert "".join(t for _, t in got) == text and max(len(t) for _, t in got) < 12_000


def test_a_stray_byte_does_not_change_the_encoding() -> None:
    game = '[Event "第一局"]\n1. 炮二平五 马8进7 *\n\n'.encode()
    assert choose_encoding(game * 50) == "utf-8"
    assert choose_encoding(b"\xff" + game * 50) == "utf-8"
    assert choose_encoding(game.decode().encode("gb18030") * 50) == "gb18030"
    assert choose_encoding(game.decode().encode("big5", "replace") * 50) == "big5"
    assert choose_encoding(b"\xef\xbb\xbf" + game) == "utf-8-sig"


def test_decoding_in_pieces_keeps_characters_split_between_chunks() -> None:
    data = ('[Event "象棋"]\n1. 炮二平五 *\n' * 100).encode("utf-16")
    chunks = [data[i:i + 7] for i in range(0, len(data), 7)]
    assert "".join(decode_pieces(chunks, "utf-16")) == data.decode("utf-16")
