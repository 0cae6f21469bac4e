"""tools/nnue/make_data and tools/nnue/data: shards made deterministically and resumed, labels the
engine's own, and the trainer's vectorised inputs the same as app.ai.nnue's (no PyTorch needed)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import numpy as np
import pytest

from app.ai import Engine, core
from app.ai.nnue import FeatureSet, active_features
from app.model import Board, Game
from tools.nnue import data, make_data

ROOT = Path(__file__).resolve().parents[2]
TWO_GAMES = ROOT / "tests" / "data" / "nnue" / "two-games.pgn"
SETTINGS = make_data.Settings(depth=2, per_game=2, min_ply=8, shard_games=1, seed=5, selfplay=0, selfplay_depth=1)


def _make(out: Path, settings: make_data.Settings = SETTINGS) -> dict:
    return make_data.run(out, [str(TWO_GAMES)], settings, "python", log=lambda s: None)


def test_shards_are_deterministic_and_a_rerun_only_makes_the_missing_ones(tmp_path):
    first = _make(tmp_path / "a")
    assert first["games"] == 2 and first["shards_made"] == 2 and first["positions_made"] == 4
    names = sorted(p.name for p in (tmp_path / "a").iterdir())
    assert names == ["ATTRIBUTION.md", "ccpd-00000.npz", "ccpd-00001.npz", "config.json", "games.json.xz"]
    assert "CC BY 4.0" in (tmp_path / "a" / "ATTRIBUTION.md").read_text(encoding="utf-8")

    second = _make(tmp_path / "b")                      # the same settings elsewhere: the same bytes
    for name in names:
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()

    # an interrupted run: the second shard never written, a temporary file left behind
    kept = (tmp_path / "a" / "ccpd-00000.npz").stat().st_mtime_ns
    (tmp_path / "a" / "ccpd-00001.npz").unlink()
    (tmp_path / "a" / ".ccpd-00001.npz.tmp123").write_bytes(b"half a shard")
    resumed = _make(tmp_path / "a")
    assert (resumed["shards_made"], resumed["shards_skipped"]) == (1, 1)
    assert (tmp_path / "a" / "ccpd-00000.npz").stat().st_mtime_ns == kept
    assert (tmp_path / "a" / "ccpd-00001.npz").read_bytes() == (tmp_path / "b" / "ccpd-00001.npz").read_bytes()
    assert second["shards_made"] == 2 and _make(tmp_path / "a")["shards_made"] == 0


def test_a_damaged_shard_is_made_again_and_other_settings_are_refused(tmp_path):
    _make(tmp_path)
    good = (tmp_path / "ccpd-00001.npz").read_bytes()
    (tmp_path / "ccpd-00001.npz").write_bytes(good[:100])
    assert _make(tmp_path)["shards_made"] == 1
    assert (tmp_path / "ccpd-00001.npz").read_bytes() == good
    with pytest.raises(SystemExit, match="other settings"):
        _make(tmp_path, make_data.Settings(3, 2, 8, 1, 5, 0, 1))


def test_a_folder_with_skip_adds_other_positions_of_the_same_games_and_the_old_digest_stands(tmp_path):
    first = make_data.Settings(depth=1, per_game=2, min_ply=8, shard_games=2, seed=5, selfplay=0, selfplay_depth=1)
    more = make_data.Settings(depth=1, per_game=3, min_ply=8, shard_games=2, seed=5, selfplay=0, selfplay_depth=1,
                              skip=2)
    both = make_data.Settings(depth=1, per_game=5, min_ply=8, shard_games=2, seed=5, selfplay=0, selfplay_depth=1)
    keys = {}
    for name, settings in (("first", first), ("more", more), ("both", both)):
        _make(tmp_path / name, settings)
        d = data.load(tmp_path / name)
        keys[name] = set(zip(d["game"].tolist(), d["ply"].tolist(), strict=True))
    assert len(keys["first"]) == 4 and len(keys["more"]) == 6
    assert not keys["first"] & keys["more"]                 # none twice
    assert keys["first"] | keys["more"] == keys["both"]     # the same as one folder of 5 a game
    together = data.load([tmp_path / "first", tmp_path / "more"])     # the trainer's --also
    assert sorted(zip(together["game"].tolist(), together["ply"].tolist(), strict=True)) == sorted(keys["both"])
    with pytest.raises(SystemExit, match="no shards"):
        data.load([tmp_path / "none", tmp_path / "nothing"])
    # a folder made before skip existed keeps its digest, so that it resumes
    assert first.digest("x") == make_data.Settings(1, 2, 8, 2, 5, 0, 1).digest("x") != \
        make_data.Settings(1, 2, 8, 2, 5, 0, 1, skip=1).digest("x")


def test_a_shard_holds_each_sampled_position_with_the_engines_labels(tmp_path):
    _make(tmp_path)
    d = data.load(tmp_path)
    games = json.loads(__import__("lzma").decompress((tmp_path / "games.json.xz").read_bytes()))
    assert [g["result"] for g in games] == [1, -1]           # 1-0 then 0-1, in file order
    assert len(d["side"]) == 4 and d["board"].shape == (4, 90)
    assert list(d["game"]) == [0, 0, 1, 1] and list(d["result"]) == [1, 1, -1, -1]
    assert all(ply >= 8 for ply in d["ply"])
    engine = Engine("master", seed=0, backend=core.pure())
    for i in range(4):
        game = games[d["game"][i]]
        board = Board(game["fen"])
        for text in game["moves"].split()[:d["ply"][i]]:
            board.push_iccs(text)
        assert list(board.squares()) == list(d["board"][i]) and board.turn.index == d["side"][i]
        assert bool(d["check"][i]) == board.is_check()
    # the labels are the engine's own search's (a fresh engine: the first position of a shard)
    result = engine.best_move(Game(_fen(d, 0)), depth=2)
    assert (int(d["score"][0]), int(d["move"][0])) == (result.score, result.move.from_sq << 7 | result.move.to_sq)
    assert (int(d["nodes"][0])) == result.nodes
    mover = data.stm_result(d)                             # Red won game 0, Black game 1
    assert list(mover) == [1.0 - s for s in d["side"][:2]] + [float(s) for s in d["side"][2:]]


def _fen(d, i):
    """A FEN for row i (placement and side; the labeller ignores the counters)."""
    letters = {1: "k", 2: "a", 3: "b", 4: "n", 5: "r", 6: "c", 7: "p"}
    ranks = []
    for r in range(9, -1, -1):
        row, empty = "", 0
        for f in range(9):
            p = int(d["board"][i][r * 9 + f])
            if not p:
                empty += 1
                continue
            row += (str(empty) if empty else "") + (letters[p & 7] if p & 8 else letters[p & 7].upper())
            empty = 0
        ranks.append(row + (str(empty) if empty else ""))
    return "/".join(ranks) + (" w" if d["side"][i] == 0 else " b") + " - - 0 1"


def test_the_labeller_searches_exactly_as_the_engine_does():
    fens = ["r1bakab1r/9/1c2n1nc1/p1p1p3p/6p2/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R w - - 0 1",
            "3k5/4a4/4ba3/9/4n4/9/4P4/9/4A4/3AK2R1 w - - 0 1",
            "4k4/4a4/3ab4/9/r8/2B3P2/9/4C4/3NA4/3K5 b - - 0 1"]
    labeller = make_data.Labeller(core.pure(), 3)
    engine = Engine("master", seed=0, backend=core.pure())
    for fen in fens:                                       # in turn: both keep their tables
        label = labeller.label(fen)
        result = engine.best_move(Game(fen), depth=3)
        assert (label["score"], label["move"], label["nodes"]) == \
            (result.score, result.move.from_sq << 7 | result.move.to_sq, result.nodes)


def test_a_selfplay_game_is_legal_and_the_same_each_time(monkeypatch):
    monkeypatch.setattr(make_data, "SELFPLAY_MAX_PLIES", 12)
    settings = make_data.Settings(1, 3, 0, 1, 5, 1, 1)
    one = make_data.selfplay_game(make_data.SELFPLAY_BASE, settings, core.pure())
    assert one == make_data.selfplay_game(make_data.SELFPLAY_BASE, settings, core.pure())
    fen, moves, result = one
    assert len(moves) == 12 and result == 0                 # unfinished at the ply limit: a draw
    board = Board(fen)
    board.push_all(moves)
    other = make_data.selfplay_game(make_data.SELFPLAY_BASE + 1, settings, core.pure())
    assert other[1][:make_data.RANDOM_PLIES] != moves[:make_data.RANDOM_PLIES]


@pytest.mark.parametrize("fs", list(FeatureSet))
def test_the_trainers_inputs_are_the_networks(fs):
    rng = random.Random(3)
    boards, expected = [], {0: [], 1: []}
    for _ in range(12):
        board = Board()
        for _ in range(rng.randrange(0, 120)):
            legal = board.legal_moves()
            if not legal:
                break
            board.push(rng.choice(sorted(legal, key=lambda m: m.iccs)))
        boards.append(board.squares())
        for view in (0, 1):
            expected[view].append(active_features(fs, board.squares(), view))
    arr = np.array(boards, dtype=np.uint8)
    for view in (0, 1):
        got = data.features(arr, fs, view)
        for row, want in zip(got, expected[view], strict=True):
            assert [int(x) for x in row if x < data.feature_count(fs)] == want
            assert all(x == data.feature_count(fs) for x in row[len(want):])


def test_held_out_games_are_whole_and_about_one_in_ten():
    games = np.repeat(np.arange(5000), 3)
    held = data.held_out(games)
    assert np.array_equal(held[0::3], held[1::3]) and np.array_equal(held[0::3], held[2::3])
    assert 0.08 < held.mean() < 0.12


def test_the_scale_fitted_is_the_one_that_predicts_the_results_best():
    rng = np.random.default_rng(1)
    cp = rng.normal(0, 300, 20000)
    result = (rng.random(20000) < 1 / (1 + np.exp(-cp / 250))).astype(float)
    assert 200 < data.fit_scale(cp, result) < 310


def test_a_mirrored_board_is_the_same_position_turned_left_to_right():
    rng = random.Random(11)
    boards, sides, moves = [], [], []
    for _ in range(10):
        board = Board()
        for _ in range(rng.randrange(10, 90)):
            legal = sorted(board.legal_moves(), key=lambda m: m.iccs)
            if not legal:
                break
            board.push(rng.choice(legal))
        boards.append(board.squares())
        sides.append(board.turn.index)
        moves.append(sorted(m.iccs for m in board.legal_moves()))
    arr = np.array(boards, dtype=np.uint8)
    turned = data.mirrored(arr)
    assert (data.mirrored(turned) == arr).all() and not (turned == arr).all()
    flip = str.maketrans("abcdefghi", "ihgfedcba")
    for i in range(len(boards)):
        board = Board(_fen({"board": turned, "side": sides}, i))
        assert sorted(m.iccs for m in board.legal_moves()) == sorted(m.translate(flip) for m in moves[i])
        assert board.squares()[0 * 9 + 0] == boards[i][8] and board.squares()[9 * 9 + 8] == boards[i][81]
