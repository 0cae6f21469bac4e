"""The searcher's own board agrees with the model: legal moves, check, keys, incremental state."""

from __future__ import annotations

import random

from app.ai.search import Searcher
from app.model import Board


def _snapshot(s: Searcher):
    return list(s.sq), [set(x) for x in s.plist], s.score, s.key, list(s.kings), s.side


def test_searcher_matches_the_model_over_random_games():
    rng = random.Random(7)
    positions = 0
    for _game in range(8):
        board = Board()
        for _ in range(120):
            legal = board._legal_ints()
            if not legal:
                break
            s = Searcher(board._sq, board._side)
            assert s.key == board.key
            assert s.in_check() == board.is_check()
            assert sorted(s.legal_moves()) == sorted(legal)
            caps = sorted(x & 16383 for x in s.gen_captures())
            assert caps == sorted(m for m in s.gen() if s.sq[m & 127])
            before = _snapshot(s)
            for i, m in enumerate(legal):
                s.make(m)
                board._make(m)
                assert s.key == board.key and s.sq == board._sq
                if i % 10 == 0:
                    fresh = Searcher(board._sq, board._side)
                    assert (s.score, s.plist) == (fresh.score, fresh.plist)
                s.unmake()
                board._unmake()
            assert _snapshot(s) == before
            positions += 1
            # prefer captures now and then so that the games reach endgames
            caps = [m for m in legal if board._sq[m & 127]]
            board._make(rng.choice(caps) if caps and rng.random() < 0.5 else rng.choice(legal))
    assert positions > 400
