"""EngineEvaluator: the built-in engine reached through app.engines, its scores read as before."""

from __future__ import annotations

import threading

import pytest

from app.ai import Engine, mate_in
from app.engines import Score
from app.model import Game
from app.puzzles import EngineEvaluator, builtin_collections
from app.puzzles import evaluator as evaluator_module
from app.puzzles.evaluator import MATE, MATE_BOUND, score_value

MATE_IN_1 = "3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1"           # Ra1-d1 mates, Ra1-a8 stalemates (a win)
MATED = "3k5/9/9/9/9/9/9/9/9/3RK4 b - - 0 1"               # black to move is mated


@pytest.mark.parametrize("mate", [1, 2, 5, -1, -3, 0])
def test_mate_scores_read_as_app_ai_counts_them(mate):
    value = score_value(Score(mate=mate))
    assert abs(value) > MATE_BOUND and mate_in(value) == mate
    assert score_value(Score(mate=1)) > score_value(Score(mate=2)) > score_value(Score(cp=900))
    assert score_value(Score(mate=0)) == -MATE < score_value(Score(mate=-1)) < score_value(Score(cp=-900))


def test_centipawns_stay_below_the_mate_bound():
    assert score_value(Score(cp=123)) == 123 and score_value(Score(cp=-123)) == -123
    assert score_value(Score(cp=99_999)) == MATE_BOUND


def test_it_asks_the_built_in_engine_through_app_engines(monkeypatch):
    opened = []
    real = evaluator_module.open_engine

    def recording(*args, **kwargs):
        opened.append((args, kwargs))
        return real(*args, **kwargs)

    monkeypatch.setattr(evaluator_module, "open_engine", recording)
    with EngineEvaluator(depth=3) as ev:
        assert opened == []                                  # started on first use only
        found = ev.evaluate(MATE_IN_1)
        assert found.is_mate and found.score == MATE - 1 and found.pv[0] in ("a1d1", "a1a8")
        assert ev.evaluate(MATED).score == -MATE and ev.evaluate(MATED).pv == ()
    assert opened == [(("builtin",), {"level": "master", "transport": "inprocess"})]


def test_close_ends_the_engine_and_a_later_evaluation_starts_it_again():
    ev = EngineEvaluator(depth=2)
    first = ev.evaluate(MATE_IN_1)
    session = ev._engine()
    ev.close()
    assert not session.alive
    ev.cache.clear()
    assert ev.evaluate(MATE_IN_1) == first
    ev.close()
    ev.close()                                              # twice: nothing left to end


def test_same_scores_and_moves_as_the_search_itself():
    """The road through app.engines changes nothing the judge sees: on positions from the shipped
    material and endgame puzzles, the score and best move are those of app.ai's search at that depth."""
    puzzles = [p for c in builtin_collections() for p in c.puzzles if p.goal.value != "mate"][:6]
    search = Engine("master", seed=0)
    with EngineEvaluator(depth=3) as ev:
        for p in puzzles:
            result = search.best_move(Game(p.fen, analysis=True), depth=3)
            got = ev.evaluate(p.fen)
            assert (got.score, got.pv[0]) == (result.score, result.move.iccs if result.move else None), p.fen


def test_threads_sharing_one_evaluator_each_get_their_own_answer():
    """The puzzle window judges and hints in worker threads that may overlap: one search at a time."""
    fens = [p.fen for c in builtin_collections() for p in c.puzzles if p.goal.value != "mate"][:4]
    with EngineEvaluator(depth=2) as alone:
        expected = {fen: alone.evaluate(fen) for fen in fens}
    got: dict[str, object] = {}
    with EngineEvaluator(depth=2) as shared:
        threads = [threading.Thread(target=lambda f=fen: got.__setitem__(f, shared.evaluate(f))) for fen in fens]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=120)
    assert got == expected
