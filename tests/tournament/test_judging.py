"""Adjudication, the clock's judgement of engine moves, standings and the PGN/state store (no engines)."""

import math

import pytest

from app.engines import Score
from app.formats import read_games
from app.model.enums import Color, Ruleset
from app.tournament import (Adjudication, EngineSpec, TimeSetting, Tournament, TournamentSettings, TournamentStore,
                            standings)
from app.tournament.adjudicate import Adjudicator
from app.tournament.errors import StoreProblem
from app.tournament.openings import StartLine
from app.tournament.played import Ending, PlayedGame
from app.tournament.results import GameResult, pentanomial
from app.tournament.store import StoreError
from app.tournament.timing import MoveTimer


def test_resign_needs_both_engines_for_n_moves():
    judge = Adjudicator(Adjudication.parse(["resign=500/2"]))
    scores = [Score(cp=600), Score(cp=700), Score(cp=650)]
    assert [judge.verdict(s, i + 10) for i, s in enumerate(scores)] == [None, None, None]
    verdict = judge.verdict(Score(mate=5), 13)
    assert verdict.ending is Ending.ADJUDICATED_WIN and verdict.winner is Color.RED
    judge = Adjudicator(Adjudication.parse(["resign=500/2"]))
    for s in (Score(cp=-600), Score(cp=-600), None):          # a move without a score breaks the run
        assert judge.verdict(s, 20) is None
    assert judge.verdict(Score(cp=-900), 21) is None
    assert judge.verdict(Score(cp=-900), 22) is None
    assert judge.verdict(Score(cp=-900), 23) is None
    assert judge.verdict(Score(cp=-900), 24).winner is Color.BLACK


def test_draw_from_move_and_move_limit():
    judge = Adjudicator(Adjudication.parse(["draw=20/2/10"]))
    assert all(judge.verdict(Score(cp=5), p) is None for p in range(10, 19))      # before move 10
    assert judge.verdict(Score(cp=-5), 20).ending is Ending.ADJUDICATED_DRAW
    judge = Adjudicator(Adjudication.parse(["draw=20/2", "maxmoves=3"]))
    assert judge.verdict(Score(cp=50), 5) is None
    verdict = judge.verdict(Score(cp=50), 6)
    assert verdict.ending is Ending.MOVE_LIMIT and verdict.winner is None


def test_clock_limits_and_flag_fall_with_margin():
    timer = MoveTimer(TimeSetting.parse("1+1"), Color.RED, margin=0.1)
    limit = timer.limit(Color.RED)
    assert (limit.red_clock, limit.black_clock, limit.red_inc, limit.black_inc) == (60, 60, 1, 1)
    assert timer.finish(Color.RED, 2.5).left == pytest.approx(58.5)          # 60 - 2.5 + 1
    assert timer.limit(Color.BLACK).red_clock == pytest.approx(58.5)
    assert timer.finish(Color.BLACK, 60.05) is not None                       # overran by 0.05 < margin
    assert timer.finish(Color.RED, 58.7) is None                              # overran by 0.2 > margin
    per_move = MoveTimer(TimeSetting.parse("1s/move"), Color.BLACK, margin=0.1)
    assert per_move.limit(Color.BLACK).time == 1 and per_move.until_flag(Color.BLACK) == 1
    byo = MoveTimer(TimeSetting.parse("1|5s x2"), Color.RED, margin=0.0)
    assert byo.limit(Color.RED).red_inc == 5 and byo.until_flag(Color.RED) == 70
    assert byo.finish(Color.RED, 62).left == pytest.approx(5)     # moved in the first period: it starts again
    assert byo.finish(Color.BLACK, 1).left == 59
    assert byo.limit(Color.RED).time == pytest.approx(5) and byo.until_flag(Color.RED) == pytest.approx(10)
    assert byo.finish(Color.RED, 7).left == pytest.approx(5)      # one period lost, one left
    assert byo.finish(Color.BLACK, 1) is not None
    assert byo.until_flag(Color.RED) == pytest.approx(5) and byo.finish(Color.RED, 5.5) is None
    untimed = MoveTimer(TimeSetting.parse("depth=5"), Color.RED, 0.1)
    assert untimed.limit(Color.RED).depth == 5 and untimed.finish(Color.RED, 9).left == math.inf
    assert untimed.until_flag(Color.RED) is None and untimed.late == 0


def test_a_time_a_move_is_judged_with_the_margin():
    """movetime: a move within its time counts; a little over (latency) counts unnoted; more, within the
    margin, counts and is late; past the margin it is a loss on time."""
    timer = MoveTimer(TimeSetting.parse("movetime=100ms"), Color.RED, margin=0.5)
    assert timer.limit(Color.RED).time == 0.1 and timer.until_flag(Color.RED) == 0.1
    assert timer.finish(Color.RED, 0.09).left == math.inf and timer.late == 0
    assert timer.finish(Color.BLACK, 0.13) is not None and timer.late == 0            # within 20% + 20 ms
    assert timer.finish(Color.RED, 0.45) is not None and timer.late == pytest.approx(0.35)
    assert timer.finish(Color.BLACK, 0.6) is not None and timer.late == pytest.approx(0.5)
    assert timer.finish(Color.RED, 0.61) is None                                        # 0.51 over: past it
    assert MoveTimer(TimeSetting.parse("movetime=100ms"), Color.RED, margin=1.0).finish(Color.RED, 1.0) is not None
    assert MoveTimer(TimeSetting.parse("movetime=100ms"), Color.RED, margin=0.8).finish(Color.RED, 1.0) is None


def _result(number, pair, red, black, winner):
    return GameResult(number, pair, red, black, winner, Ending.RULES, "checkmate")


def test_standings_crosstable_and_pairs():
    names = ["A", "B", "C"]
    results = [_result(1, 1, "A", "B", Color.RED), _result(2, 1, "B", "A", None), _result(3, 2, "A", "C", Color.BLACK),
               _result(4, 2, "C", "A", Color.BLACK), _result(5, 3, "B", "C", Color.RED)]
    table = standings(names, results, 6)
    assert [r.name for r in table.rows] == ["A", "B", "C"]
    a = table.rows[0]
    assert (a.games, a.wins, a.draws, a.losses, a.points) == (4, 2, 1, 1, 2.5)
    assert table.cross["A"]["B"] == (1.5, 2) and table.cross["B"]["A"] == (0.5, 2)
    assert sum(r.points for r in table.rows) == len(results)
    for x in names:
        for y in names:
            if x != y:
                assert table.cross[x][y][0] + table.cross[y][x][0] == table.cross[x][y][1]
    assert pentanomial("A", results) == (0, 0, 1, 1, 0)       # pair 1: 1.5 points, pair 2: 1; pair 3 not A's
    match = standings(["A", "B"], results[:2], 10)
    assert match.match.games == 2 and match.pairs == (0, 0, 0, 1, 0)


def _game(number, winner=Color.RED, ending=Ending.RULES):
    return PlayedGame(number, (number + 1) // 2, "A", "B", StartLine(moves=("h2e2",)), ("h9g7", "h0g2"), winner,
                      ending, "checkmate" if ending is Ending.RULES else ending.pgn_termination,
                      "CXQ-END" if ending is Ending.RULES else "", Color.BLACK,
                      "it crashed" if ending.is_failure else "",
                      (Score(cp=35), Score(mate=-3)), (58.25, 57.0), (1.5, 2.0), 4.0, 3.5)


def test_played_game_round_trip():
    for game in (_game(1), _game(2, None, Ending.NO_ANSWER)):
        assert PlayedGame.from_dict(game.to_dict()) == game


def test_store_writes_resumes_and_completes_a_half_written_game(tmp_path):
    settings = TournamentSettings(engines=(EngineSpec.parse("builtin,name=A"), EngineSpec.parse("builtin,name=B")),
                                  time=TimeSetting.parse("1+1"), ruleset=Ruleset.ASIAN, notation="iccs")
    pgn = str(tmp_path / "t.pgn")
    store = TournamentStore(pgn)
    store.create(settings, [StartLine(moves=("h2e2",))])
    store.add(_game(1))
    store.add(_game(2, None, Ending.CRASH))
    games = read_games(pgn)
    assert [g.headers["Round"] for g in games] == ["1", "2"]
    assert games[0].headers["Termination"] == "checkmate" and games[0].headers["Ruleset"] == "asian"
    assert games[1].headers["Termination"] == "abandoned" and games[1].headers["Result"] == "1/2-1/2"
    nodes = games[0].mainline_nodes()
    assert nodes[0].comment == "book" and "[%eval 0.35]" in nodes[1].comment and "[%clk 0:00:58.2]" in nodes[1].comment
    assert "[%eval #-3]" in nodes[2].comment and "engine crash: it crashed" in games[1].mainline_nodes()[-1].comment
    whole = (tmp_path / "t.pgn").read_bytes()
    (tmp_path / "t.pgn").write_bytes(whole[:-40])          # killed while writing game 2 (recorded before)
    store.close()                                           # (the killed run's lock goes with it)
    again = TournamentStore(pgn)
    saved = again.load()
    assert (tmp_path / "t.pgn").read_bytes() == whole[:-40]             # loading writes nothing
    again.reconcile(finished=False)
    assert (tmp_path / "t.pgn").read_bytes() == whole                   # the game's text completed
    assert [r.number for r in saved.results] == [1, 2] and saved.settings == settings
    assert saved.openings == (StartLine(moves=("h2e2",)),)
    again.close()
    with pytest.raises(StoreError) as saved_already:      # a new tournament does not overwrite a saved one
        Tournament(settings, pgn)
    assert saved_already.value.problem is StoreProblem.SAVED
    (tmp_path / "t.pgn.tournament.json").write_text("{broken", encoding="utf-8")
    with pytest.raises(StoreError):
        TournamentStore(pgn).load()
