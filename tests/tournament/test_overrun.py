"""An engine that overruns its time a move: a move late by more than the margin
the user set loses on time, the engine stopped when the margin runs out (not at movetime + 10 s); a
move late within the margin counts and is noted in the PGN and the standings."""

import re

from app.formats import read_games
from app.tournament import EngineSpec, GameFinished, TimeSetting, Tournament, TournamentSettings
from app.tournament.cli import main

from .conftest import legal_spec


def test_past_the_margin_the_slow_engine_loses_on_time_and_is_stopped(tmp_path, capsys):
    """1 s a move under movetime=100ms with --margin 300: stopped at 0.4 s, lost on time."""
    pgn = tmp_path / "slow.pgn"
    argv = ["--engine", legal_spec("--delay", "1", name="slow"), "--engine", legal_spec(name="quick"),
            "--games", "1", "--tc", "movetime=100ms", "--margin", "300", "--pgn", str(pgn), "--concurrency", "1"]
    assert main(argv) == 0
    out, err = capsys.readouterr()
    (game,) = read_games(pgn)
    assert game.headers["Termination"] == "time forfeit" and game.headers["Result"] == "0-1"
    took = float(re.search(r"red took ([\d.]+) s for a move of 0\.10 s \(margin 0\.30 s\)", err).group(1))
    assert 0.4 <= took < 1.0                # stopped when the margin ran out, before its own second
    assert "time forfeit: red took" in pgn.read_text(encoding="utf-8")          # said in the PGN too
    assert "time forfeit" in err


def test_an_engine_that_ignores_stop_loses_on_time_once_it_answers(tmp_path):
    settings = TournamentSettings(engines=(EngineSpec.parse(legal_spec("--delay", "1.5", "--ignore-stop", name="deaf")),
                                           EngineSpec.parse(legal_spec(name="quick"))),
                                  games=1, time=TimeSetting.parse("movetime=100ms"), margin=0.2)
    games = []
    Tournament(settings, concurrency=1, listener=lambda e: isinstance(e, GameFinished) and games.append(e.game)).run()
    (game,) = games
    assert game.termination == "time forfeit" and game.culprit.value == "red" and game.winner.value == "black"
    assert game.detail.startswith("red took 1.")


def test_within_the_margin_late_moves_count_and_are_noted(tmp_path, capsys):
    """0.5 s a move under movetime=100ms with the default margin (1 s): the moves count, each is noted
    in the PGN, and the standings count them."""
    pgn = tmp_path / "late.pgn"
    argv = ["--engine", legal_spec("--delay", "0.5", name="late"), "--engine", legal_spec(name="quick"),
            "--games", "2", "--tc", "movetime=100ms", "--adjudicate", "maxmoves=2", "--pgn", str(pgn),
            "--concurrency", "2", "--notation", "iccs"]
    assert main(argv) == 0
    out, err = capsys.readouterr()
    games = read_games(pgn)
    assert {g.headers["Termination"] for g in games} == {"adjudication"}
    for game in games:
        late_side = 0 if game.headers["Red"] == "late" else 1
        for i, node in enumerate(game.mainline_nodes()):
            noted = re.search(r"over its time by ([\d.]+) s", node.comment)
            assert (noted is not None) == (i % 2 == late_side), node.comment
            if noted:
                assert 0.3 < float(noted.group(1)) < 1.0
    header = next(line for line in out.splitlines() if line.strip().startswith("Rank"))
    assert header.split()[-1] == "Late"
    rows = {line.split()[1]: line.split() for line in out.splitlines() if line.split()[1:2] in (["late"], ["quick"])}
    assert rows["late"][-1] == "4" and rows["quick"][-1] == "0"
    assert "4 late moves" not in err and "2 late moves" in err


def test_a_margin_given_in_the_settings_travels_with_the_tournament(tmp_path):
    pgn = str(tmp_path / "m.pgn")
    engines = (EngineSpec.parse(legal_spec(name="a")), EngineSpec.parse(legal_spec(name="b")))
    settings = TournamentSettings(engines=engines, games=2, time=TimeSetting.parse("movetime=100ms"), margin=0.25)
    first = Tournament(settings, pgn, concurrency=1)
    first.stop()
    first.run()
    again = Tournament.resume(pgn)
    assert again.settings.margin == 0.25 and again.job(again.schedule[0]).margin == 0.25
    default = TournamentSettings(engines=settings.engines, time=TimeSetting.parse("movetime=100ms"))
    assert default.move_margin == 1.0
    assert TournamentSettings(engines=settings.engines, time=TimeSetting.parse("1+1")).move_margin == 0.1
