"""Limits checked up front and nothing written before the output is known to be writable: a schedule
too large to keep is refused before it is made, a PGN that is a folder (or
cannot be written) is refused before any engine starts, and a tournament that cannot start leaves no
state file behind to block the next start."""

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from app.engines import EngineProblem
from app.tournament import (EngineSpec, SettingError, TimeSetting, Tournament, TournamentError, TournamentProblem,
                            TournamentSettings)
from app.tournament.cli import main

from .conftest import legal_spec

ROOT = Path(__file__).resolve().parent.parent.parent
QUICK = ["--tc", "movetime=20ms", "--adjudicate", "maxmoves=3", "--concurrency", "1"]


def two():
    return (EngineSpec.parse(legal_spec(name="x")), EngineSpec.parse(legal_spec(name="y")))


@pytest.mark.parametrize("games, engines, fmt", [(20_000_000, 2, "roundrobin"), (100_001, 2, "roundrobin"),
                                                 (2_000, 100, "roundrobin"), (2_000, 200, "gauntlet")])
def test_a_schedule_too_large_is_refused_before_it_is_made(games, engines, fmt):
    specs = tuple(EngineSpec.parse(f"builtin,name=e{i}") for i in range(engines))
    with pytest.raises(SettingError) as err:
        TournamentSettings(engines=specs, games=games, format=fmt)
    assert err.value.setting == "games" and "100000" in str(err.value)


def _limited_memory():
    resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))


def test_the_command_line_refuses_twenty_million_games_at_once(tmp_path):
    argv = [sys.executable, "-m", "app", "tournament", "--engine", "builtin:novice", "--engine", "builtin:beginner",
            "--games", "20000000", "--pgn", str(tmp_path / "huge.pgn")]
    done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=120, preexec_fn=_limited_memory,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 2, done.stderr
    assert "--games" in done.stderr and "Traceback" not in done.stderr
    assert list(tmp_path.iterdir()) == []                   # nothing written


@pytest.mark.parametrize("flag, value", [("--concurrency", "0"), ("--concurrency", "100000"),
                                         ("--opening-plies", "-1"), ("--margin", "-5"), ("--margin", "999999"),
                                         ("--tc", "depth=99999999"), ("--scheduler-timeout", "0")])
def test_other_limits_are_checked_before_anything_is_written(tmp_path, capsys, flag, value):
    argv = ["--engine", "builtin", "--engine", "builtin", "--pgn", str(tmp_path / "x.pgn"), flag, value]
    assert main(argv) == 2
    assert flag.lstrip("-") in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_a_pgn_that_is_a_folder_is_refused_before_any_game_and_leaves_nothing(tmp_path, capsys):
    folder = tmp_path / "games"
    folder.mkdir()
    argv = ["--engine", legal_spec(name="x"), "--engine", legal_spec(name="y"), "--games", "2", *QUICK]
    assert main([*argv, "--pgn", str(folder)]) == 1
    err = capsys.readouterr().err
    assert str(folder) in err and "folder" in err and "game 1" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games"]         # no state file left
    assert main([*argv, "--pgn", str(folder / "t.pgn")]) == 0             # the next start is not blocked
    assert "Standings after 2 of 2 games" in capsys.readouterr().out


def test_a_state_file_that_cannot_be_written_leaves_no_pgn(tmp_path):
    (tmp_path / "t.pgn.tournament.json").mkdir()                 # (a folder where the state file goes)
    with pytest.raises(OSError):
        Tournament(TournamentSettings(engines=two()), str(tmp_path / "t.pgn"))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.pgn.tournament.json"]


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_read_only_folder_is_refused_before_any_game(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        with pytest.raises(OSError):
            Tournament(TournamentSettings(engines=two()), str(folder / "t.pgn"))
        assert list(folder.iterdir()) == []
    finally:
        folder.chmod(0o755)


def test_a_tournament_whose_engines_do_not_start_leaves_nothing(tmp_path):
    settings = TournamentSettings(engines=(EngineSpec.parse(str(tmp_path / "no-such-engine")),
                                           EngineSpec.parse(legal_spec())), time=TimeSetting.parse("movetime=20ms"))
    tournament = Tournament(settings, str(tmp_path / "t.pgn"))
    with pytest.raises(TournamentError) as err:
        tournament.run()
    assert err.value.problem is TournamentProblem.ENGINES and err.value.names == ("no-such-engine",)
    (failure,) = err.value.failures
    assert failure.error.problem is EngineProblem.NOT_FOUND
    assert failure.error.program == str(tmp_path / "no-such-engine")
    assert list(tmp_path.iterdir()) == []                    # the state file and the empty PGN it made: gone
    Tournament(settings, str(tmp_path / "t.pgn"))             # a new start is not blocked


def test_an_existing_pgn_is_kept_when_the_start_fails(tmp_path):
    pgn = tmp_path / "mine.pgn"
    pgn.write_text('[Event "mine"]\n\n1. h2e2 *\n', encoding="utf-8")
    settings = TournamentSettings(engines=(EngineSpec.parse(str(tmp_path / "no-such-engine")),
                                           EngineSpec.parse(legal_spec())), time=TimeSetting.parse("movetime=20ms"))
    with pytest.raises(TournamentError):
        Tournament(settings, str(pgn)).run()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.pgn"]
    assert pgn.read_text(encoding="utf-8") == '[Event "mine"]\n\n1. h2e2 *\n'


@pytest.mark.parametrize("device", ["/dev/null", "/dev/full"])
def test_a_pgn_that_is_a_device_is_refused_before_any_game_and_leaves_nothing(tmp_path, capsys, device):
    pgn = tmp_path / "t.pgn"
    pgn.symlink_to(device)                  # a device swallows the games (or fails each write) after they are recorded
    argv = ["--engine", legal_spec(name="x"), "--engine", legal_spec(name="y"), "--games", "2", *QUICK]
    assert main([*argv, "--pgn", str(pgn)]) == 1
    err = capsys.readouterr().err
    assert str(pgn) in err and "regular file" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.pgn"]          # no state file to block the next start


@pytest.mark.parametrize("which, resume", [("t.pgn", False), ("t.pgn.tournament.json", False),
                                           ("t.pgn.tournament.json", True)])
def test_a_named_pipe_in_place_of_the_pgn_or_state_file_is_refused_at_once(tmp_path, which, resume):
    os.mkfifo(tmp_path / which)
    argv = [sys.executable, "-m", "app", "tournament", "--pgn", str(tmp_path / "t.pgn"), "--quiet"]
    argv += ["--resume"] if resume else ["--engine", legal_spec(name="x"), "--engine", legal_spec(name="y"), *QUICK]
    # (it waited for ever for a writer)
    done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode in (1, 2) and "Traceback" not in done.stderr, done.stderr
    assert "regular file" in done.stderr and which in done.stderr, done.stderr
    assert [p.name for p in tmp_path.iterdir()] == [which]


@pytest.mark.skipif(not os.path.isfile("/proc/version"), reason="needs Linux's /proc")
def test_a_pgn_that_cannot_be_appended_to_is_named_in_the_error(capsys):
    """/proc/version opens for appending but cannot be sought to its end: the error said only
    "Invalid argument", without the file."""
    argv = ["--engine", legal_spec(name="x"), "--engine", legal_spec(name="y"), *QUICK, "--pgn", "/proc/version"]
    assert main(argv) == 1
    assert "/proc/version" in capsys.readouterr().err
    assert not os.path.lexists("/proc/version.tournament.json")
