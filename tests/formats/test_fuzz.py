"""Fuzzing every reader: random bytes and mutated real files give games or GameFileError, nothing else.

The default run is small (a few seconds); ``pytest -m slow tests/formats/test_fuzz.py`` runs more.
"""

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.formats import GameFileError, read_bytes

from .conftest import GAMES

SEEDS = {
    "pgn": GAMES / "eleeye" / "SAMPLE.PGN",
    "pgn-wb": GAMES / "wukong-xiangqi" / "WukongJS_1.0_(UCI2WB)-MaxQi_4.8F.pgn",
    "pgn-var": GAMES / "wukong-xiangqi" / "xqdb_international.pgn",
    "xqf": GAMES / "cchess" / "game_varations.xqf",
    "xqf10": GAMES / "cchess" / "test1.xqf",
    "cbr": GAMES / "cchess" / "test.cbr",
    "ubb": GAMES / "wukong-xiangqi" / "game.ubb",
    "wxf": GAMES / "elephantchess" / "game5.wxf",
}
NAMES = {"pgn": "f.pgn", "pgn-wb": "f.pgn", "pgn-var": "f.pgn", "xqf": "f.xqf", "xqf10": "f.xqf",
         "cbr": "f.cbr", "ubb": "f.ubb", "wxf": "f.wxf"}
DATA = {k: p.read_bytes() for k, p in SEEDS.items()}
DATA["pgn-var"] = DATA["pgn-var"][:3000]


def check(data: bytes, name: str) -> None:
    start = time.perf_counter()
    try:
        games = read_bytes(data, name)
    except GameFileError:
        pass
    else:
        for g in games:
            g.mainline()
    assert time.perf_counter() - start < 5, "a reader took over 5 s on a small input"


@st.composite
def mutated(draw, kinds=tuple(DATA)):
    kind = draw(st.sampled_from(kinds))
    data = bytearray(DATA[kind])
    for _ in range(draw(st.integers(1, 8))):
        op = draw(st.integers(0, 3))
        pos = draw(st.integers(0, max(0, len(data) - 1)))
        if op == 0 and data:
            data[pos] = draw(st.integers(0, 255))
        elif op == 1:
            data[pos:pos] = draw(st.binary(min_size=1, max_size=16))
        elif op == 2:
            del data[pos:pos + draw(st.integers(1, 64))]
        else:
            data = data[:pos]
    return bytes(data), NAMES[kind]


def _fast(n):
    return settings(max_examples=n, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


@_fast(120)
@given(st.binary(max_size=2048), st.sampled_from(["f.pgn", "f.xqf", "f.cbr", "f.txt"]))
def test_random_bytes(data, name):
    check(data, name)


@_fast(60)
@given(st.sampled_from([b"XQ", b"CCBridge Record\x00", b"CCBridgeLibrary\x00", b"[DhtmlXQ]", b"FORMAT WXF\nSTART{"]),
       st.binary(max_size=3000))
def test_random_bytes_after_magic(magic, tail):
    check(magic + tail, "f.bin")


@_fast(200)
@given(mutated())
def test_mutated_real_files(case):
    check(*case)


@_fast(80)
@given(st.text(alphabet="1. h2e2h9g7炮二平五马８进７C2.5+-=(){}$!?*[]\"Event \n01/-", max_size=300))
def test_random_movetext(text):
    check(text.encode("utf-8"), "f.pgn")


@pytest.mark.slow
@settings(max_examples=4000, deadline=None, suppress_health_check=list(HealthCheck))
@given(mutated())
def test_mutated_real_files_long(case):
    check(*case)


@pytest.mark.slow
@settings(max_examples=3000, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.binary(max_size=8192), st.sampled_from(["f.pgn", "f.xqf", "f.cbr", "f.txt"]))
def test_random_bytes_long(data, name):
    check(data, name)


@pytest.mark.slow
@settings(max_examples=1500, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sampled_from([b"XQ", b"CCBridge Record\x00", b"CCBridgeLibrary\x00", b"[DhtmlXQ]"]),
       st.binary(max_size=6000))
def test_random_bytes_after_magic_long(magic, tail):
    check(magic + tail, "f.bin")


@pytest.mark.parametrize("kind", sorted(SEEDS))
def test_seed_files_are_real_games(kind):
    """The fuzzers mutate real files: each seed (unmutated) reads as at least one game with moves."""
    games = read_bytes(SEEDS[kind].read_bytes(), NAMES[kind])
    assert games and any(g.mainline() for g in games)
