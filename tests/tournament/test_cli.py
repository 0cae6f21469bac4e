"""The command line: `python -m app tournament`, resume after kill -9, and unknown subcommands."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.formats import read_games
from app.tournament.cli import main

from .conftest import FAIRY, needs_fairy

ROOT = Path(__file__).resolve().parent.parent.parent


def _env():
    """The environment of a command run as a user would: no display, no Qt platform chosen."""
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env["PYTHONPATH"] = str(ROOT)
    return env


def test_unknown_subcommand_prints_the_usage_and_exits_2():
    done = subprocess.run([sys.executable, "-m", "app", "tourney", "--help"], cwd=ROOT, env=_env(),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert "unknown command 'tourney'" in done.stderr and "python -m app tournament" in done.stderr


def test_tournament_help_runs_without_a_display():
    done = subprocess.run([sys.executable, "-m", "app", "tournament", "--help"], cwd=ROOT, env=_env(),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0
    assert "--engine SPEC" in done.stdout and "--sprt" in done.stdout and "--scheduler" in done.stdout


@pytest.mark.parametrize("argv, word", [
    (["--engine", "builtin"], "two engines"),
    (["--engine", "builtin", "--engine", "builtin", "--tc", "forever"], "--tc"),
    (["--engine", "builtin", "--engine", "builtin", "--adjudicate", "resign=9"], "--adjudicate"),
    (["--engine", "builtin", "--engine", "builtin", "--openings", "Z99"], "neither a file"),
    (["--resume"], "--pgn")])
def test_bad_command_lines_exit_2(argv, word, capsys):
    assert main(argv) == 2
    assert word in capsys.readouterr().err


def test_a_small_match_prints_the_standings(tmp_path, capsys):
    pgn = tmp_path / "m.pgn"
    argv = ["--engine", "builtin:novice", "--engine", "builtin:beginner", "--games", "2", "--tc", "movetime=50ms",
            "--adjudicate", "maxmoves=10", "--concurrency", "2", "--pgn", str(pgn), "--notation", "iccs"]
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert "Standings after 2 of 2 games" in out and "builtin-novice" in out and "game 2:" in err
    assert len(read_games(pgn)) == 2
    assert main(argv) == 2                               # the tournament is saved there: --resume
    assert "--resume" in capsys.readouterr().err
    assert main(argv + ["--resume"]) == 0                # nothing left to play
    assert "Standings after 2 of 2 games" in capsys.readouterr().out
    assert main(argv[:-6] + ["--games", "4", "--pgn", str(pgn), "--resume"]) == 2   # other settings


def _state(path):
    try:
        return json.loads(Path(str(path) + ".tournament.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


@needs_fairy
def test_resume_after_kill_9_finishes_the_same_tournament(tmp_path):
    pgn = tmp_path / "k.pgn"
    argv = [sys.executable, "-m", "app", "tournament", "--engine", "builtin:novice", "--engine", FAIRY,
            "--games", "8", "--tc", "movetime=50ms", "--openings", "book", "--adjudicate", "maxmoves=40",
            "--concurrency", "2", "--pgn", str(pgn), "--ruleset", "asian"]
    process = subprocess.Popen(argv, cwd=ROOT, env=_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               start_new_session=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        state = _state(pgn)
        if state and len(state["games"]) >= 3:
            break
        assert process.poll() is None, process.stderr.read()
        time.sleep(0.05)
    os.killpg(process.pid, signal.SIGKILL)              # the tournament and its engines, at once
    process.wait()
    process.stdout.close()
    process.stderr.close()
    before = _state(pgn)
    finished = {g["number"]: g for g in before["games"]}
    assert 3 <= len(finished) < 8
    kept = pgn.read_bytes()[:before["pgn_size"]]
    # a game is recorded in the state, with its text, before it is appended to the PGN (a resume writes
    # what a kill left out): with 2 games at once, up to 2 recorded games may not be in the file yet
    assert len(finished) - 2 <= len(read_games(pgn)) <= len(finished)

    done = subprocess.run(argv + ["--resume"], cwd=ROOT, env=_env(), capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    after = _state(pgn)
    numbers = [g["number"] for g in after["games"]]
    assert sorted(numbers) == list(range(1, 9))                       # every game once
    assert all(g == finished[g["number"]] for g in after["games"] if g["number"] in finished)   # not replayed
    assert f"{len(finished)} finished before" in done.stderr
    assert "Standings after 8 of 8 games" in done.stdout
    assert pgn.read_bytes().startswith(kept)
    trees = read_games(pgn)
    assert sorted(int(t.headers["Round"]) for t in trees) == list(range(1, 9))
    assert all(t.headers["Ruleset"] == "asian" for t in trees)
