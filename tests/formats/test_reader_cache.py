"""The PGN reader's (position, move text) -> move cache: warm or cold, the same games and errors."""

from app.formats import dumps_pgn, read_text
from app.formats import pgn_decode as pgn

GAME = """[Game "Chinese Chess"]
[Red "A"]
[Black "B"]

1. 炮二平五 马８进７ 2. 马二进三 (2. 马八进七 车９平８) 2... 车９平８ 3. 车一平二 马２进３
4. 兵七进一 卒７进１ 5. 车二进六 {a comment} 炮８平９ 6. 车二平三 炮９退１ 1-0
"""

BAD = """[Game "Chinese Chess"]

1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一进三 车８进九 4. 车一平九 *
"""


def _read(text):
    games = read_text(text)
    return [(g.mainline(), dumps_pgn(g, "iccs"), g.warnings) for g in games], [str(e) for e in games.errors]


def test_cold_and_warm_cache_read_the_same():
    pgn._PARSED.clear()
    cold = _read(GAME)
    assert pgn._PARSED
    warm = _read(GAME)
    assert cold == warm
    assert cold[0][0][0][:4] == ["h2e2", "h9g7", "h0g2", "i9h9"]


def test_an_illegal_move_is_reported_the_same_with_the_cache_warm():
    pgn._PARSED.clear()
    first = _read(BAD + "\n" + GAME)
    second = _read(BAD + "\n" + GAME)
    assert first == second
    assert len(first[0]) == 1 and first[1] and "车" in first[1][0]


def test_the_cache_is_bounded(monkeypatch):
    monkeypatch.setattr(pgn, "PARSED_CACHE_LIMIT", 5)
    pgn._PARSED.clear()
    assert _read(GAME)[0][0][0][:2] == ["h2e2", "h9g7"]
    assert 0 < len(pgn._PARSED) <= 5
