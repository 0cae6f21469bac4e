"""The match harness against Fairy-Stockfish: move conversion always, a 2-game smoke run if installed."""

from __future__ import annotations

import pytest

from app.bench import match_bench
from app.model import Move


def test_uci_move_conversion():
    assert match_bench.to_uci(Move.from_iccs("h2e2")) == "h3e3"
    assert match_bench.to_uci(Move.from_iccs("a9a0")) == "a10a1"
    assert match_bench.from_uci("a10a1") == Move.from_iccs("a9a0")
    assert match_bench.from_uci("h3e3") == Move.from_iccs("h2e2")
    with pytest.raises(ValueError):
        match_bench.from_uci("z1a1")


def test_elo_estimate():
    d, lo, hi = match_bench.elo(10, 20, [1.0] * 5 + [0.5] * 10 + [0.0] * 5)
    assert d == 0 and lo < 0 < hi
    d, lo, hi = match_bench.elo(15, 20, [1.0] * 15 + [0.0] * 5)
    assert 150 < d < 250 and lo < d < hi


@pytest.mark.skipif(match_bench.find_engine() is None,
                    reason="fairy-stockfish is not installed (Debian package fairy-stockfish; looked on PATH "
                           "and in /usr/games)")
def test_two_game_smoke_match(capsys):
    code = match_bench.run(["--games", "2", "--skill", "-20", "--movetime", "100", "--fsf-movetime", "20",
                            "--max-plies", "40"])
    out = capsys.readouterr().out
    assert code == 0
    assert out.count("skill -20 game") == 2
    assert "Elo" in out
