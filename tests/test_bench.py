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
