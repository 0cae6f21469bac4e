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


class FakeTime:
    """A time source the fake opponent moves on by hand."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


class FakeOpponent:
    """Plays the given UCI moves, thinking `think` seconds of fake time on each; records its clock times."""

    def __init__(self, clock: FakeTime, moves: list[str], think: float) -> None:
        self.clock, self.moves, self.think = clock, list(moves), think
        self.times: list[tuple[int, int, int, int]] = []
        self.games = 0

    def new_game(self) -> None:
        self.games += 1

    def clock_move(self, fen, moves, times_ms):
        self.times.append(times_ms)
        self.clock.t += self.think
        return self.moves.pop(0)


def idle_engine():
    """Our side as a scripted engine that is told of a new game and never asked to move."""
    from app.engines import EngineSession, ScriptedTransport
    script = ScriptedTransport("Idle")
    script.expect("uci", ["id name Idle", "uciok"]).expect("isready", ["readyok"])
    session = EngineSession(script, "uci")
    script.expect("ucinewgame").expect("isready", ["readyok"])
    return session


def test_clocked_game_gives_the_opponent_its_clock_in_ms_and_judges_an_illegal_move(qapp):
    from app.bench.clock_match import play_clock_game
    from app.model.time_control import TimeControl
    now = FakeTime()
    fsf = FakeOpponent(now, ["z1z1"], think=2.5)
    rep = play_clock_game(fsf, idle_engine(), False, [], TimeControl.parse("1+1"), 300, now=now)
    assert fsf.games == 1 and fsf.times == [(60000, 60000, 1000, 1000)]    # Red (fsf) moves first
    assert rep.score == 1.0 and "illegal" in rep.how and rep.flagged is None and rep.plies == 0


def test_clocked_game_a_move_after_the_flag_fell_loses_on_time(qapp):
    from app.bench.clock_match import play_clock_game
    from app.model.enums import Color
    from app.model.time_control import TimeControl
    now = FakeTime()
    fsf = FakeOpponent(now, ["h3e3"], think=61.0)     # Red thinks past its minute
    rep = play_clock_game(fsf, idle_engine(), False, [], TimeControl.parse("1+1"), 300, now=now)
    assert rep.flagged == Color.RED and rep.score == 1.0 and "time" in rep.how
    assert rep.plies == 0                            # the late move is not played


@pytest.mark.skipif(match_bench.find_engine() is None, reason="fairy-stockfish is not installed")
def test_short_clocked_smoke_match(qapp, capsys):
    code = match_bench.run(["--tc", "10s+1", "--games", "1", "--skill", "-20", "--max-plies", "6"])
    out = capsys.readouterr().out
    assert code == 0
    assert out.count("skill -20 game") == 1 and "FLAG LOSSES" in out and "6-ply cap" in out
