"""tools/tune_eval.py: its linear model is the engine's evaluation, and it reads games and keeps only
quiet positions (the numpy fit itself is a maintainer's step, not run here)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from app.ai.search import INF, Searcher
from app.model import Game

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "tests" / "data" / "ccpd-games"


@pytest.fixture(scope="module")
def tune():
    spec = importlib.util.spec_from_file_location("tune_eval", ROOT / "tools" / "tune_eval.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _positions():
    path = sorted(GAMES.rglob("*.pgn"))[0]
    game = Game()
    from app.formats import read_games
    tree = read_games(str(path))[0]
    for text in tree.mainline()[:70]:
        game.push_iccs(text)
        yield game.board.squares(), game.board.turn.index


def test_the_fitted_model_with_the_current_weights_is_the_engines_evaluation(tune):
    weights = tune.current_weights()
    checked = 0
    for squares, side in _positions():
        s = Searcher(list(squares), side)
        red_view = s.evaluate() if side == 0 else -s.evaluate()
        model = sum(w * x for w, x in zip(weights, tune.features(list(squares), side, s.trace()), strict=True))
        # The engine rounds the weighted terms toward zero (tenths of a centipawn); the model does not.
        assert abs(model - red_view) < 1
        checked += 1
    assert checked == 70


def test_game_lines_reads_results_and_moves(tune):
    lines = [line for path in sorted(GAMES.rglob("*.pgn")) for line in tune.game_lines(str(path))]
    assert len(lines) >= 60
    assert {r for _, _, r in lines} <= {0.0, 0.5, 1.0}
    assert len({r for _, _, r in lines}) >= 2
    assert all(len(moves) > 20 for _, moves, _ in lines)
    assert tune.game_lines(str(ROOT / "no-such-file.pgn")) == []


def test_only_quiet_positions_after_the_opening_are_kept(tune):
    fen, moves, result = tune.game_lines(str(sorted(GAMES.rglob("*.pgn"))[0]))[0]
    rows = tune.quiet_positions(((fen, moves, result), 10, 3))
    assert 0 < len(rows) <= 10
    assert all(r == result for _, r in rows)
    assert rows == tune.quiet_positions(((fen, moves, result), 10, 3))     # the seed decides the sample
    # Every kept position is quiet: its features' material agrees with a quiescence search.
    game = Game(fen)
    kept = {tuple(x) for x, _ in rows}
    found = 0
    for ply, text in enumerate(moves, 1):
        game.push_iccs(text)
        squares, side = list(game.board.squares()), game.board.turn.index
        s = Searcher(squares, side)
        x = tune.features(squares, side, s.trace())
        if tuple(x) in kept:
            found += 1
            assert tune.OPENING_PLIES <= ply <= len(moves) - 2      # not book moves, not the final blow
            assert not s.in_check()
            assert s.qsearch(-INF, INF, 0, False) == s.evaluate()
    assert found >= len(rows)


def test_whole_games_are_held_out(tune):
    groups = [g for g in range(50) for _ in range(g % 7 + 1)]     # 50 games, 1-7 positions each
    test, train = tune.held_out(groups)
    assert sorted(test + train) == list(range(len(groups)))
    assert {groups[i] for i in test}.isdisjoint({groups[i] for i in train})
    assert len({groups[i] for i in test}) == 5                   # a tenth of the games
    assert tune.held_out(groups) == (test, train)                 # the same split every run
