"""The benchmark commands exist and load (their numbers are measured by hand, not asserted)."""

import importlib

import pytest

from app.bench.__main__ import BENCHES, main


@pytest.mark.parametrize("name", sorted(BENCHES))
def test_bench_module_loads_and_has_run(name):
    module = importlib.import_module(BENCHES[name])
    assert callable(module.run)


def test_unknown_bench_prints_usage(capsys):
    assert main(["nope"]) == 2
    assert "usage" in capsys.readouterr().err


def test_selfplay_first_starts_at_that_game_so_two_runs_split_the_games(capsys):
    from app.bench import selfplay
    args = ["--games", "2", "--nodes", "300", "--max-plies", "8", "--path", "python", "--test", "null=0"]
    assert selfplay.run([*args, "--first", "3"]) == 0
    games = [line.split()[1:4] for line in capsys.readouterr().out.splitlines() if line.startswith("game")]
    # Games 3 and 4: the second opening, the changed side Red then Black.
    assert games == [["3", "test", "red"], ["4", "test", "black"]]
    assert selfplay.openings(2, 6)[:1] == selfplay.openings(1, 6)
    assert selfplay.run([*args, "--first", "0"]) == 2
