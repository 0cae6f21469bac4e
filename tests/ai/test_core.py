"""The search core against the model, and its two backends against each other.

The core's move generator agrees with the model's legal moves (random games, the published perft
counts); and at a fixed depth the compiled search returns the same move, score, line and node
count as the pure one (the evaluation's own tests: test_evaluate.py)."""

from __future__ import annotations

import json
import random
import threading
from pathlib import Path

import pytest

from app.ai import HANDWRITTEN, Engine, core
from app.ai.search import Searcher
from app.bench.search_bench import POSITIONS
from app.model import Board, Game

from .conftest import compiled_backend

PERFT = json.loads((Path(__file__).resolve().parents[1] / "data" / "perft.json").read_text())["positions"]


def _boards(seed: int, games: int, plies: int):
    """Positions of random games (captures preferred half the time, so that endgames are reached)."""
    rng = random.Random(seed)
    for _ in range(games):
        board = Board()
        for _ in range(plies):
            legal = board.legal_moves()
            if not legal:
                break
            yield board
            caps = [m for m in legal if board.is_capture(m)]
            board.push(rng.choice(caps) if caps and rng.random() < 0.5 else rng.choice(legal))


def _ints(moves) -> list[int]:
    return sorted((m.from_sq << 7) | m.to_sq for m in moves)


def test_the_move_generator_agrees_with_the_model_over_random_games(backend):
    positions = 0
    for board in _boards(7, 6, 120):
        s = Searcher(board.squares(), board.turn.index, backend=backend)
        assert s.key == board.key and s.in_check() == board.is_check()
        assert sorted(s.legal_moves()) == _ints(board.legal_moves())
        assert sorted(s.gen_captures()) == sorted(m for m in s.gen() if board.squares()[m & 127])
        before = (s.board(), s.plist, s.score, s.key, s.kings, s.side)
        for m in s.legal_moves()[::7]:
            s.make(m)
            fresh = Searcher(s.board(), s.side, backend=backend)
            assert (s.key, s.score, s.plist, s.kings) == (fresh.key, fresh.score, fresh.plist, fresh.kings)
            s.unmake()
        assert (s.board(), s.plist, s.score, s.key, s.kings, s.side) == before
        positions += 1
    assert positions > 400


@pytest.mark.compiled
@pytest.mark.parametrize("index", range(len(PERFT)))
def test_the_compiled_generator_counts_the_published_perft(index):
    entry = PERFT[index]
    board = Board(entry["fen"])
    s = Searcher(board.squares(), board.turn.index, backend=compiled_backend())
    for depth, nodes in entry["nodes"].items():
        if nodes <= 5_000_000:
            assert s.perft(int(depth)) == nodes, (entry["fen"], depth)


PURE_PERFT_NODES = 1_000_000      # deeper counts take the pure core minutes: they are `slow`


def _shallowest(entry) -> tuple[int, int]:
    depth, nodes = min(entry["nodes"].items(), key=lambda x: int(x[0]))
    return int(depth), nodes


def _pure_counts_the_shallowest(index: int) -> None:
    board = Board(PERFT[index]["fen"])
    depth, nodes = _shallowest(PERFT[index])
    assert Searcher(board.squares(), board.turn.index, backend=core.pure()).perft(depth) == nodes


@pytest.mark.parametrize("index", [i for i, e in enumerate(PERFT) if _shallowest(e)[1] <= PURE_PERFT_NODES])
def test_the_pure_generator_counts_the_shallowest_published_perft(index):
    _pure_counts_the_shallowest(index)


@pytest.mark.slow
@pytest.mark.parametrize("index", [i for i, e in enumerate(PERFT) if _shallowest(e)[1] > PURE_PERFT_NODES])
def test_the_pure_generator_counts_a_deep_shallowest_published_perft(index):
    _pure_counts_the_shallowest(index)


def test_the_static_exchange_evaluation():
    # A rook takes a pawn defended by a horse: it loses the rook for the pawn.
    board = Board("4k4/9/9/6n2/4p4/9/9/9/4R4/4K4 w - - 0 1")
    s = Searcher(board.squares(), board.turn.index, backend=core.pure())
    from app.ai.core.support import see
    rook_takes = (13 << 7) | 49          # e1 takes e5
    assert see(s.sq, s.wk, rook_takes) == 91 - 1148
    # Undefended: it wins the pawn; the board is left as it was.
    board = Board("4k4/9/9/9/4p4/9/9/9/4R4/4K4 w - - 0 1")
    s = Searcher(board.squares(), board.turn.index, backend=core.pure())
    assert see(s.sq, s.wk, rook_takes) == 91 and s.board() == list(board.squares())


# The search bench's positions, then the positions of the search tests (tests/ai/test_search.py,
# test_search_rulings.py, test_uci_search.py).
CASES = [(name, fen, moves, 5) for name, fen, moves in POSITIONS] + [
    ("mate in one", "3k5/8R/9/8p/9/9/9/9/R8/4K4 w - - 0 1", [], 3),
    ("mate in two", "4k4/9/9/9/9/9/9/9/9/3K4R w - - 0 1", [], 5),
    ("mate in three", "3k5/4a4/9/9/9/9/9/9/9/R3K4 w - - 0 1", [], 7),
    ("a hanging horse", "3akab2/9/4b4/9/1n7/9/9/4B4/9/1R1AKAB2 w - - 0 1", [], 4),
    ("a rook won over a horse", "3akab2/9/1r2b4/9/9/9/1N7/1C7/9/3AKAB2 w - - 0 1", [], 5),
    ("seven checks", "4k4/9/9/9/9/9/9/9/2p1p4/R2K5 w - - 0 1",
     (["a0a9", "e9e8"] + ["a9a8", "e8e9", "a8a9", "e9e8"] * 3)[:12], 4),
    ("perpetual check cycle", "4k4/R8/9/9/9/9/9/9/2p1p4/3K5 w - - 0 1", [], 6),
    ("a chase near repeating", "2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1",
     ["c2a2", "a7b7", "a2b2", "b7a7"], 5),
    ("three captures", "2bakab2/9/1n7/r3p4/7c1/9/P3P4/9/1R7/C3K2R1 w - - 0 1", [], 5),
]


def _result(backend: core.Backend, fen, moves, depth, **options):
    game = Game(fen, "asian", analysis=True)
    for text in moves:
        game.push_iccs(text)
    level = options.pop("level", "master")
    return Engine(level, seed=3, backend=backend).best_move(game, depth=depth, **options)


@pytest.mark.compiled
@pytest.mark.parametrize("name, fen, moves, depth", CASES, ids=[c[0] for c in CASES])
def test_both_backends_search_alike_at_a_fixed_depth(name, fen, moves, depth):
    pure = _result(core.pure(), fen, moves, depth)
    fast = _result(compiled_backend(), fen, moves, depth)
    assert (fast.move, fast.score, fast.nodes, fast.pv, fast.depth) == \
        (pure.move, pure.score, pure.nodes, pure.pv, pure.depth)
    assert pure.depth == depth and pure.nodes > 0


@pytest.mark.compiled
def test_both_backends_agree_on_several_lines_and_on_a_noisy_level():
    _, fen, moves = POSITIONS[3]
    for options in ({"multipv": 3}, {"level": "strong"}):
        lines = {}
        for backend in (core.pure(), compiled_backend()):
            seen: list = []
            result = _result(backend, fen, moves, 4, info=seen.append, **dict(options))
            lines[backend.name] = [(r.multipv, r.move, r.score, r.depth, r.nodes, r.pv) for r in [*seen, result]]
        assert lines["python"] == lines["numba"], options


def test_a_longer_exchange_is_valued_as_the_best_stopping_point():
    from app.ai.core.support import see
    # The rook takes a pawn defended by a horse, a red horse on f3 backs it up: rook takes pawn,
    # horse takes rook, horse takes horse: 91 - 1148 + 405 for Red (Black's taking pays: it is up).
    board = Board("4k4/9/9/6n2/4p4/9/5N3/9/4R4/4K4 w - - 0 1")
    s = Searcher(board.squares(), board.turn.index, backend=core.pure())
    assert see(s.sq, s.wk, (13 << 7) | 49) == 91 - 1148 + 405


@pytest.mark.compiled
def test_the_pure_core_answers_while_the_compiled_one_is_built_then_the_engine_moves_to_it(monkeypatch):
    built = compiled_backend()
    release = threading.Event()

    def slow_build() -> core.Backend:
        release.wait(30)
        return built

    monkeypatch.delenv(core.ENV, raising=False)
    monkeypatch.setattr(core, "_COMPILER", core._Compiler(slow_build))
    engine = Engine(network=HANDWRITTEN)     # (the default core is the subject: no network core compiled)
    game = Game()
    assert engine.best_move(game, depth=2).move is not None
    assert engine._searcher.backend is core.pure()
    assert core.compile_status()[0] == "compiling"
    release.set()
    core._COMPILER.done.wait(30)
    assert core.backend() is built and core.compile_status()[0] == "ready"
    engine.best_move(game, depth=2)
    assert engine._searcher.backend is built
    monkeypatch.setenv(core.ENV, "python")       # the environment asks for the pure core
    assert core.backend() is core.pure()


def test_a_compile_that_fails_leaves_the_pure_core_in_charge(monkeypatch):
    def broken() -> core.Backend:
        raise ImportError("No module named 'numba'")

    monkeypatch.delenv(core.ENV, raising=False)
    monkeypatch.setattr(core, "_COMPILER", core._Compiler(broken))
    assert core.backend() is core.pure()
    core._COMPILER.done.wait(30)
    status, _, error = core.compile_status()
    assert status == "failed" and "numba" in error
    assert core.backend() is core.pure()
    assert Engine().best_move(Game(), depth=2).move is not None


def test_a_cache_folder_that_cannot_be_written_means_another_or_compiling_without_a_cache(tmp_path, monkeypatch):
    from app.ai.core import cache
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder would go")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    monkeypatch.setattr("tempfile.tempdir", str(blocker))          # the temporary folder is no folder either
    assert cache.choose_cache().path is None
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    path = cache.choose_cache().path
    assert path is not None and path.startswith(str(tmp_path / "cache" / "xiangqi-studio"))


def test_the_cache_folder_changes_with_the_values_compiled_in(monkeypatch):
    """numba checks only a function's own file: a new table value or evaluation weight must give a
    new cache folder, or a start would load code compiled with the old values."""
    from app.ai.core import cache, tables
    before = cache.source_digest()
    assert cache.source_digest() == before
    pst = list(tables.PST)
    pst[5 * 90 + 40] += 1
    monkeypatch.setattr(tables, "PST", pst)
    assert cache.source_digest() != before
    monkeypatch.undo()
    assert cache.source_digest() == before



@pytest.mark.compiled
def test_each_compiled_function_is_compiled_once():
    """numba compiled a function again for each constant a caller passed it (four versions of some, two
    of most of the search's): a third of the core's first compile. One version each (the arguments'
    types, never the constants' values), as the cache's index of each function records."""
    import os
    import pickle

    from app.ai.core import cache

    compiled_backend()
    folder = cache.numba_folder(core._COMPILER.cache)
    versions = {}
    for name in os.listdir(folder):
        if name.endswith(".nbi"):
            with open(os.path.join(folder, name), "rb") as fh:
                pickle.load(fh)                                 # numba's version
                _stamp, overloads = pickle.loads(fh.read())
            versions[name.split("-")[0]] = len(overloads)
    assert len(versions) > 40 and "nodes.give" in versions, versions
    assert {name: n for name, n in versions.items() if n != 1} == {}
