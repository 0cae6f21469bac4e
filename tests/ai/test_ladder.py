"""The rating ladder fit (`python -m app.bench ladder`) on games with known strengths."""

from __future__ import annotations

import json
import math
import random

import pytest

from app.bench import fsf_match, ladder


def _games(true: dict[str, float], pairings: list[tuple[str, str]], n: int, seed: int = 1):
    rng = random.Random(seed)
    out = []
    for a, b in pairings:
        p = 1 / (1 + 10 ** ((true[b] - true[a]) / 400))
        for _ in range(n):
            out.append((a, b, 1.0 if rng.random() < p else 0.0))
    return out


def test_fit_recovers_known_ratings_through_a_chain():
    # our levels meet two skill levels each, neighbours sharing one: the chain puts all on one scale
    true = {"fsf-skill-0@100ms": 1500, "fsf-skill-5@100ms": 1800, "fsf-skill-10@100ms": 2100,
            "weak": 1400, "mid": 1700, "top": 2000}
    pairings = [("weak", "fsf-skill-0@100ms"), ("mid", "fsf-skill-0@100ms"), ("mid", "fsf-skill-5@100ms"),
                ("top", "fsf-skill-5@100ms"), ("top", "fsf-skill-10@100ms")]
    fitted = ladder.fit(_games(true, pairings, 400))
    assert fitted["fsf-skill-0@100ms"] == (1500, 0.0)
    for name, want in true.items():
        rating, err = fitted[name]
        assert abs(rating - want) < 4 * err + 1, (name, rating, want, err)
        assert name == "fsf-skill-0@100ms" or 5 < err < 60


def test_fit_is_finite_for_a_clean_sweep_and_symmetric():
    games = [("a", "fsf-skill-0@100ms", 1.0)] * 10
    rating, err = ladder.fit(games)["a"]
    assert 1500 + 200 < rating < 1500 + 800 and math.isfinite(err)
    even = ladder.fit([("a", "fsf-skill-0@100ms", 1.0), ("a", "fsf-skill-0@100ms", 0.0)])
    assert even["a"][0] == pytest.approx(1500, abs=0.01)


def test_fit_refuses_unconnected_players_and_a_missing_anchor():
    with pytest.raises(ValueError, match="not connected"):
        ladder.fit([("a", "fsf-skill-0@100ms", 1.0), ("b", "c", 0.5)])
    with pytest.raises(ValueError, match="anchor"):
        ladder.fit([("a", "b", 1.0)])


def test_records_written_by_the_match_bench_are_read_back(tmp_path, capsys):
    path = tmp_path / "games.jsonl"
    fsf_match.record(str(path), "beginner@100ms", "fsf-skill-0@100ms", 1.0, "checkmate", 80, 1)
    fsf_match.record(str(path), "beginner@100ms", "fsf-skill-0@100ms", 0.5, "repetition", 120, 2)
    assert [json.loads(line)["score"] for line in path.read_text().splitlines()] == [1.0, 0.5]
    assert ladder.load([str(path)]) == [("beginner@100ms", "fsf-skill-0@100ms", 1.0),
                                        ("beginner@100ms", "fsf-skill-0@100ms", 0.5)]
    assert ladder.run([str(path)]) == 0
    out = capsys.readouterr().out
    assert "beginner@100ms" in out and "(anchor)" in out
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"ours": "x"}\n')
    with pytest.raises(SystemExit, match="bad.jsonl:1"):
        ladder.load([str(bad)])


def test_each_levels_rating_is_the_one_its_recorded_games_give():
    """LEVELS' ratings and the half widths of their 95% intervals (shown in the new-game dialog and
    docs/strength.md) are the ladder fit of the games kept in docs/ladder/ and docs/ladder/compiled/, rounded to
    10; the weakest level loses most of its games to Skill Level -10. The levels as they are now were
    played by the compiled core (players ``<level>@1000ms``, in docs/ladder/compiled/); the older
    files keep earlier versions of the levels under other names (``py-<level>``: the pure-Python core)."""
    from pathlib import Path

    from app.ai import LEVELS
    folder = Path(__file__).resolve().parents[2] / "docs" / "ladder"
    files = sorted(str(p) for p in folder.rglob("*.jsonl"))
    games = ladder.load(files)
    ratings = ladder.fit(games)
    for name, spec in LEVELS.items():
        rating, err = ratings[f"{name}@1000ms"]
        assert abs(rating - spec.rating) <= 10, name
        assert abs(1.96 * err - spec.rating_error) <= 10, name
    weakest = f"{next(iter(LEVELS))}@1000ms"
    scores = [s for a, b, s in games if a == weakest and b == "fsf-skill--10@100ms"]
    assert len(scores) >= 20 and scores.count(0.0) > len(scores) / 2
