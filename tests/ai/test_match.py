"""The match harness against Fairy-Stockfish: its summary by the tournaments' statistics, clocked games
against a stand-in, and a 2-game smoke run if fairy-stockfish is installed."""

from __future__ import annotations

import pytest

from app.bench import fsf_match, match_bench
from app.engines import EngineError, EngineProblem, PlayResult
from app.model import Move
from app.tournament.stats import elo_estimate


def test_the_summary_is_the_tournaments_elo():
    """The bench's Elo, interval and LOS are app.tournament.stats' (no estimate of its own): 15 wins
    and 5 losses are about +190 Elo; an even score is 0; all wins give no finite Elo yet."""
    results = [1.0] * 15 + [0.0] * 5
    estimate = elo_estimate(15, 0, 5)
    assert fsf_match.elo_cells(results) == (f"{estimate.elo:+.0f}", f"{estimate.error:.0f}",
                                              f"{100 * estimate.los:.1f}%")
    assert 150 < estimate.elo < 250 and estimate.error > 0
    assert fsf_match.elo_cells([1.0] * 5 + [0.5] * 10 + [0.0] * 5)[0] in ("+0", "-0")
    assert fsf_match.elo_cells([1.0, 1.0])[:2] == ("-", "-")
    line = fsf_match.summary_line(-20, results)
    assert line.split()[:6] == ["-20", "20", "15", "0", "5", "75.0%"] and line.split()[6:] == list(
        fsf_match.elo_cells(results))


@pytest.mark.skipif(fsf_match.find_engine() is None,
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
    """Plays the given ICCS moves (ranks 0-9) as an EngineSession does, thinking `think` seconds of fake
    time on each; a move that is not legal is an EngineError as the session raises it. Records the
    clocks it was given."""

    def __init__(self, clock: FakeTime, moves: list[str], think: float) -> None:
        self.clock, self.moves, self.think = clock, list(moves), think
        self.times: list[tuple[float | None, ...]] = []
        self.games = 0

    def new_game(self) -> None:
        self.games += 1

    def play(self, game, limit):
        self.times.append((limit.red_clock, limit.black_clock, limit.red_inc, limit.black_inc))
        self.clock.t += self.think
        text = self.moves.pop(0)
        move = Move.from_iccs(text) if text[0] in "abcdefghi" and text[2] in "abcdefghi" else None
        if move is None or not game.board.is_legal(move):
            raise EngineError(EngineProblem.ILLEGAL_MOVE, engine="fake", move=text, fen=game.board.fen())
        return PlayResult(move)


def idle_engine():
    """Our side as a scripted engine that is told of a new game and never asked to move."""
    from app.engines import EngineSession, ScriptedTransport
    script = ScriptedTransport("Idle")
    script.expect("uci", ["id name Idle", "uciok"]).expect("isready", ["readyok"])
    session = EngineSession(script, "uci")
    script.expect("ucinewgame").expect("isready", ["readyok"])
    return session


def test_clocked_game_gives_the_opponent_both_clocks_and_judges_an_illegal_move(qapp):
    from app.bench.clock_match import play_clock_game
    from app.model.time_control import TimeControl
    now = FakeTime()
    fsf = FakeOpponent(now, ["z1z1"], think=2.5)
    rep = play_clock_game(fsf, idle_engine(), False, [], TimeControl.parse("1+1"), 300, now=now)
    assert fsf.games == 1 and fsf.times == [(60.0, 60.0, 1.0, 1.0)]    # Red (fsf) moves first
    assert rep.score == 1.0 and "illegal move z1z1" in rep.how and rep.flagged is None and rep.plies == 0


def test_clocked_game_a_move_after_the_flag_fell_loses_on_time(qapp):
    from app.bench.clock_match import play_clock_game
    from app.model.enums import Color
    from app.model.time_control import TimeControl
    now = FakeTime()
    fsf = FakeOpponent(now, ["h2e2"], think=61.0)     # Red thinks past its minute
    rep = play_clock_game(fsf, idle_engine(), False, [], TimeControl.parse("1+1"), 300, now=now)
    assert rep.flagged == Color.RED and rep.score == 1.0 and "time" in rep.how
    assert rep.plies == 0                            # the late move is not played


@pytest.mark.skipif(fsf_match.find_engine() is None, reason="fairy-stockfish is not installed")
def test_short_clocked_smoke_match(qapp, capsys):
    code = match_bench.run(["--tc", "3s", "--games", "1", "--skill", "-20", "--max-plies", "6"])
    out = capsys.readouterr().out
    assert code == 0
    assert out.count("skill -20 game") == 1 and "FLAG LOSSES" in out and "6-ply cap" in out
