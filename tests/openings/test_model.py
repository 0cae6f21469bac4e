"""The forest: growing it from tagged games, turning games to the usual wing, saving and reading it."""

from __future__ import annotations

import gzip

import pytest

from app.openings import classify, shipped_forest
from app.openings.learn import agreement, first_move_counts, holdout_split, train
from app.openings.model import Forest, mirror_iccs, oriented

GAMES = [
    ("h2e2 h9g7 h0g2 i9h9 i0h0 b9c7".split(), "C00"),
    ("h2e2 h9g7 h0g2 i9h9 i0i1 b9c7".split(), "C10"),
    ("h2e2 h9g7 h0g2 b9c7 i0i1 i9h9".split(), "C10"),
    ("h2e2 h7e7 h0g2 h9g7".split(), "D00"),
    ("b2e2 b7e7 b0c2 b9c7".split(), "D00"),
    ("c3c4 g9e7 h2d2".split(), "E01"),
    ("g0e2 h7e7".split(), "A27"),
]


def test_mirror_iccs():
    assert mirror_iccs("h2e2") == "b2e2" and mirror_iccs("e0e1") == "e0e1" and mirror_iccs("a0i9") == "i0a9"


def test_first_move_counts_and_orientation():
    counts = first_move_counts(moves for moves, _code in GAMES)
    assert counts == {"0c3c4": 1, "0g0e2": 1, "0h2e2": 4, "0b2e2": 1}
    assert oriented("b2e2 b7e7".split(), counts) == ["h2e2", "h7e7"]
    assert oriented("h2e2 h7e7".split(), counts) == ["h2e2", "h7e7"]
    # a first move played equally often on both wings (here: never) is turned the same way either way
    assert oriented(["a3a4", "a6a5"], counts) == oriented(["i3i4", "i6i5"], counts)
    assert oriented(["e3e4", "h9g7"], counts) == oriented(["e3e4", "b9c7"], counts)


def test_a_forest_learns_its_games_and_their_mirror_images():
    forest = train(GAMES, trees=5)
    for moves, code in GAMES:
        assert classify(moves, forest=forest).code == code
        assert classify([mirror_iccs(m) for m in moves], forest=forest).code == code
    assert agreement(forest, GAMES)["all"] == (len(GAMES), len(GAMES))
    assert set(forest.codes) == {code for _moves, code in GAMES}


def test_growing_is_deterministic():
    assert train(GAMES, trees=3, seed=7).to_json() == train(GAMES, trees=3, seed=7).to_json()


def test_save_and_load(tmp_path):
    forest = train(GAMES, trees=3)
    path = tmp_path / "forest.json.gz"
    size = forest.save(path)
    first = path.read_bytes()
    assert size == len(first)
    forest.save(path)
    assert path.read_bytes() == first                   # the same forest, the same bytes
    again = Forest.load(path)
    assert again.to_json() == forest.to_json()


def test_a_file_of_another_format_is_refused(tmp_path):
    path = tmp_path / "forest.json.gz"
    path.write_bytes(gzip.compress(b'{"format": 99, "plies": 15}'))
    with pytest.raises(ValueError):
        Forest.load(path)


def test_holdout_split_keeps_a_game_filed_twice_on_one_side():
    games = [(["h2e2", "h9g7", "h0g2", f"{'abcdefghi'[i % 9]}9{'abcdefghi'[i % 9]}8", f"x{i}"], "C00")
             for i in range(40)]
    twice = games + [(list(moves), code) for moves, code in games]
    kept, held = holdout_split(twice, 0.5, seed=3)
    assert kept and held
    held_keys = {" ".join(m[:40]) for m, _c in held}
    assert not held_keys & {" ".join(m[:40]) for m, _c in kept}
    assert holdout_split(twice, 0.5, seed=3) == (kept, held)


def test_the_shipped_forest_reads_and_knows_the_scheme():
    forest = shipped_forest()
    assert len(forest.roots) >= 15 and len(forest.codes) > 200
    assert {code[0] for code in forest.codes} == set("ABCDE")
    assert "h2e2" in forest.openers and "0h2e2" in forest.first_moves
