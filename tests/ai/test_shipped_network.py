"""The network that ships with the program: a level that takes it (LevelSpec.network) evaluates with it
on the compiled core only (the pure core keeps the hand-written evaluation, many times faster there),
HANDWRITTEN asks for the hand-written evaluation at any level, a damaged or missing shipped file
leaves the hand-written evaluation and says why once, and the UCI engine's EvalFile ``<default>`` is
the level's own evaluation (``<empty>`` the hand-written one)."""

from __future__ import annotations

import dataclasses
import hashlib
from pathlib import Path

import pytest

from app.ai import HANDWRITTEN, core, nnue
from app.ai.engine import LEVELS, Engine, Level
from app.model import Game

from .test_network_core import VALUE, _last_score, _uci, constant_network


def compiled_like() -> core.Backend:
    """The pure core's code under the compiled core's name: what the engine takes for a compiled core
    with the network's code, without a compile (the engine chooses by the core's name and code)."""
    return dataclasses.replace(core.pure(), name="numba")


@pytest.fixture
def shipped(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A constant network in the shipped network's place (every position VALUE to the side to move),
    and master taking it."""
    path = tmp_path / "master.nnue"
    path.write_bytes(constant_network().to_bytes())
    monkeypatch.setattr(nnue, "SHIPPED_PATH", path)
    monkeypatch.setattr(nnue, "_SHIPPED", [])
    monkeypatch.setitem(LEVELS, Level.MASTER, dataclasses.replace(LEVELS[Level.MASTER], network=True))
    return path


def score(engine: Engine) -> int:
    return engine.best_move(Game(), depth=1).score


def test_a_level_that_takes_the_network_evaluates_with_it_on_the_compiled_core_only(shipped):
    # any move leaves the opponent VALUE up under the constant network
    assert score(Engine("master", seed=1, backend=compiled_like())) == -VALUE
    assert score(Engine("master", seed=1, backend=core.pure())) != -VALUE       # the pure core: hand-written
    assert score(Engine("master", seed=1, backend=compiled_like(), network=HANDWRITTEN)) != -VALUE
    without = dataclasses.replace(LEVELS[Level.MASTER], network=False)
    assert score(Engine(without, seed=1, backend=compiled_like())) != -VALUE    # a level without it
    assert score(Engine(without, seed=1, backend=core.pure(), network=shipped)) == -VALUE     # given: any core
    assert Engine("master").wants_network and not Engine("master", network=HANDWRITTEN).wants_network
    assert not Engine(without).wants_network and not Engine("strong").wants_network


def test_master_moves_to_the_network_once_its_core_is_ready(shipped, monkeypatch):
    # without a fixed core: the hand-written evaluation on the default core while the network's core
    # is compiled or loaded, then the network on it
    ready: list[core.Backend] = []
    monkeypatch.setattr(core, "network_backend", lambda: ready[0] if ready else core.pure())
    monkeypatch.setattr(core, "backend", core.pure)
    engine = Engine("master", seed=1)
    assert score(engine) != -VALUE and engine.core_name == "python"
    ready.append(compiled_like())
    assert score(engine) == -VALUE and engine.core_name == "numba"


@pytest.mark.parametrize("damage", ["flip", "cut", "missing", "folder"])
def test_a_shipped_network_that_cannot_be_used_leaves_the_hand_written_evaluation_and_says_why_once(
        shipped, damage):
    data = shipped.read_bytes()
    if damage == "flip":
        shipped.write_bytes(data[:100] + bytes([data[100] ^ 1]) + data[101:])
    elif damage == "cut":
        shipped.write_bytes(data[:-5])
    elif damage == "missing":
        shipped.unlink()
    else:
        shipped.unlink()
        shipped.mkdir()
    engine = Engine("master", seed=1, backend=compiled_like())
    assert score(engine) != -VALUE
    [told] = engine.network_problems()
    why = {"flip": "checksum", "cut": "bytes where", "missing": "No such file", "folder": "folder"}[damage]
    assert told.startswith(f"the shipped network {shipped} cannot be used: ") and why in told, told
    assert told.endswith("; evaluating with the hand-written evaluation")
    assert score(engine) != -VALUE and engine.network_problems() == []


def test_the_uci_engines_eval_file_default_is_the_levels_own_evaluation(shipped, monkeypatch):
    monkeypatch.setattr(core, "network_backend", compiled_like)
    lines = _uci(["uci", "position startpos", "go depth 1"])
    assert "option name EvalFile type string default <default>" in lines
    assert abs(_last_score(lines)) == VALUE
    assert lines.count("info string evaluating with the shipped network (ps, width 8, 4x4)") == 1
    lines = _uci(["setoption name EvalFile value <empty>", "position startpos", "go depth 1"])
    assert abs(_last_score(lines)) != VALUE
    assert not any("shipped network" in line for line in lines)
    lines = _uci(["setoption name EvalFile value <empty>", "setoption name EvalFile value <default>",
                  "position startpos", "go depth 1"])
    assert abs(_last_score(lines)) == VALUE
    lines = _uci(["setoption name Level value strong", "position startpos", "go depth 1"])
    assert abs(_last_score(lines)) != VALUE
    shipped.write_bytes(b"not a network")
    monkeypatch.setattr(nnue, "_SHIPPED", [])
    lines = _uci(["position startpos", "go depth 1"])
    assert abs(_last_score(lines)) != VALUE
    told = [line for line in lines if line.startswith(f"info string the shipped network {shipped} cannot be used")]
    assert len(told) == 1 and "hand-written" in told[0]


def test_master_evaluates_with_the_network_that_ships_and_says_where_it_comes_from():
    from app.ai.engine import LEVELS as SHIPPED_LEVELS
    assert [spec.name for spec in SHIPPED_LEVELS.values() if spec.network] == [Level.MASTER]
    assert nnue.SHIPPED_PATH.is_file() and nnue.SHIPPED_PATH.stat().st_size <= 10 * 1024 * 1024
    net = nnue.shipped_network()            # read and checked against its SHA-256
    assert net is nnue.shipped_network()    # once
    assert "Chinese Chess Practical Dataset" in net.description and "CC BY 4.0" in net.description
    attribution = (nnue.SHIPPED_PATH.parent / "ATTRIBUTION.md").read_text(encoding="utf-8")
    assert "CC BY 4.0" in attribution and hashlib.sha256(nnue.SHIPPED_PATH.read_bytes()).hexdigest() in attribution
    # it is a network that has learnt: the start about even, a rook up clearly won, from both sides
    from app.ai.core.board import T_ROOK
    from app.model import Board
    start = Board()
    squares = list(start.squares())
    assert abs(net.evaluate(squares, 0)) < 100
    up = list(squares)
    rook = squares.index(T_ROOK | 8)         # a black rook (the core's pieces: type | 8 for Black)
    up[rook] = 0                             # Black's rook gone
    assert net.evaluate(up, 0) > 300 and net.evaluate(up, 1) < -300
