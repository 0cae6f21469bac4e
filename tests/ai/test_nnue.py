"""app/ai/nnue.py, the network's reference: its file (checksum, damaged files), its inputs, and its
integer evaluation, by a full refresh and incrementally on make/unmake (bit for bit the same).
Networks here are made from numpy arrays (no PyTorch)."""

from __future__ import annotations

import hashlib
import random
import struct

import numpy as np
import pytest

from app.ai.nnue import (HEADER, PS, Evaluator, FeatureSet, Network, NetworkError, NetworkProblem,
                         active_features, feature_count, king_bucket, load_network, parse_network)
from app.model import Board
from app.model.move import encode
from tools.nnue.export import float_evaluate, quantise

SETS = list(FeatureSet)


def random_network(fs: FeatureSet, width: int = 16, hidden: tuple[int, int] = (8, 4), psqt: bool = True,
                   seed: int = 1, description: str = "test") -> Network:
    """A network of random integers, its accumulator values straddling the clipped range [0, 127]."""
    rng = np.random.default_rng(seed)
    n = feature_count(fs)
    h1, h2 = hidden
    return Network(
        fs, ft_bias=rng.integers(-40, 160, width).astype(np.int16),
        ft_weight=rng.integers(-60, 61, (n, width)).astype(np.int16),
        psqt=rng.integers(-20000, 20001, n).astype(np.int32) if psqt else None,
        l1_bias=rng.integers(-3000, 3001, h1).astype(np.int32),
        l1_weight=rng.integers(-127, 128, (h1, 2 * width)).astype(np.int8),
        l2_bias=rng.integers(-3000, 3001, h2).astype(np.int32),
        l2_weight=rng.integers(-127, 128, (h2, h1)).astype(np.int8),
        out_bias=rng.integers(-3000, 3001, 1).astype(np.int32),
        out_weight=rng.integers(-127, 128, (1, h2)).astype(np.int8),
        out_mul=3225, out_shift=16, description=description)


def same_network(a: Network, b: Network) -> bool:
    names = ("ft_bias", "ft_weight", "l1_bias", "l1_weight", "l2_bias", "l2_weight", "out_bias", "out_weight")
    arrays = all(np.array_equal(getattr(a, x), getattr(b, x)) and getattr(a, x).dtype == getattr(b, x).dtype
                 for x in names)
    psqt = (a.psqt is None) == (b.psqt is None) and (a.psqt is None or np.array_equal(a.psqt, b.psqt))
    return arrays and psqt and (a.feature_set, a.out_mul, a.out_shift, a.description) == \
        (b.feature_set, b.out_mul, b.out_shift, b.description)


def random_game(seed: int, plies: int = 80) -> list[int]:
    """The core's ints of a random legal game from the start (shorter if it ends)."""
    rng = random.Random(seed)
    board = Board()
    moves = []
    for _ in range(plies):
        legal = sorted(board.legal_moves(), key=lambda m: m.iccs)
        if not legal:
            break
        # prefer captures now and then so that the board empties and kings walk
        captures = [m for m in legal if board.squares()[m.to_sq]]
        move = rng.choice(captures if captures and rng.random() < 0.5 else legal)
        moves.append(encode(move.from_sq, move.to_sq))
        board.push(move)
    return moves


# ----- the file ---------------------------------------------------------------------------------

@pytest.mark.parametrize("fs", SETS)
@pytest.mark.parametrize("psqt", [True, False])
def test_a_network_reads_back_exactly_as_written(fs, psqt, tmp_path):
    net = random_network(fs, psqt=psqt, description="trained on CCPD (CC BY 4.0) · 中国象棋")
    path = tmp_path / "net.nnue"
    path.write_bytes(net.to_bytes())
    back = load_network(path)
    assert same_network(net, back)
    board = Board("r1bakab1r/9/1c2n1nc1/p1p1p3p/6p2/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R w - - 0 1")
    assert back.evaluate(board.squares(), 0) == net.evaluate(board.squares(), 0)


def test_the_header_and_checksum_are_laid_out_as_documented():
    net = random_network(FeatureSet.KING9, width=4, hidden=(2, 3), psqt=True, description="ab")
    data = net.to_bytes()
    head = struct.pack("<8sIIIIIIIiII", b"XQSNNUE\x00", 1, 2, 11340, 4, 2, 3, 1, 3225, 16, 2)
    assert data.startswith(head + b"ab")
    assert data[-32:] == hashlib.sha256(data[:-32]).digest()
    # ft_bias (4 x i16) follows the description, little-endian
    assert data[len(head) + 2:len(head) + 10] == struct.pack("<4h", *net.ft_bias.tolist())
    arrays = 4 * 2 + 11340 * 4 * 2 + 11340 * 4 + 2 * 4 + 2 * 8 + 3 * 4 + 3 * 2 + 4 + 3
    assert len(data) == len(head) + 2 + arrays + 32


def _rehash(data: bytes) -> bytes:
    body = data[:-32]
    return body + hashlib.sha256(body).digest()


def _patch(data: bytes, offset: int, fmt: str, value: int) -> bytes:
    out = bytearray(data)
    struct.pack_into(fmt, out, offset, value)
    return bytes(out)


def _damaged() -> dict[str, tuple[bytes, NetworkProblem]]:
    good = random_network(FeatureSet.PS, width=8, hidden=(4, 4)).to_bytes()
    flipped = bytearray(good)
    flipped[HEADER.size + 40] ^= 0x10                      # a weight's bit: the checksum catches it
    huge = random_network(FeatureSet.PS, width=8, hidden=(4, 4))
    huge.ft_weight[7, 3] = 1100                            # 32 x 1100 > 32767: an int16 sum could overflow
    field = {name: HEADER.size - 4 * (11 - i) for i, name in enumerate(
        ["version", "feature_set", "features", "width", "h1", "h2", "psqt", "out_mul", "out_shift", "text"], 1)}
    bad_text = bytearray(random_network(FeatureSet.PS, width=8, hidden=(4, 4), description="ab").to_bytes())
    bad_text[HEADER.size] = 0xFF
    return {
        "empty": (b"", NetworkProblem.TOO_SHORT),
        "short": (good[:HEADER.size + 31], NetworkProblem.TOO_SHORT),
        "other file": (b"PK\x03\x04" + good[4:], NetworkProblem.NOT_A_NETWORK),
        "newer version": (_rehash(_patch(good, field["version"], "<I", 2)), NetworkProblem.VERSION),
        "unknown inputs": (_rehash(_patch(good, field["feature_set"], "<I", 9)), NetworkProblem.FEATURE_SET),
        "feature count": (_rehash(_patch(good, field["features"], "<I", 1259)), NetworkProblem.SHAPE),
        "no width": (_rehash(_patch(good, field["width"], "<I", 0)), NetworkProblem.SHAPE),
        "shift": (_rehash(_patch(good, field["out_shift"], "<I", 99)), NetworkProblem.SHAPE),
        "truncated": (good[:-100], NetworkProblem.WRONG_SIZE),
        "padded": (good + b"\0", NetworkProblem.WRONG_SIZE),
        "bit flipped": (bytes(flipped), NetworkProblem.CHECKSUM),
        "checksum damaged": (good[:-1] + bytes([good[-1] ^ 1]), NetworkProblem.CHECKSUM),
        "description": (_rehash(bytes(bad_text)), NetworkProblem.DESCRIPTION),
        "overflow": (huge.to_bytes(), NetworkProblem.OVERFLOW),
    }


@pytest.mark.parametrize("case", list(_damaged()))
def test_a_damaged_or_foreign_file_is_refused_with_its_problem(case, tmp_path):
    data, problem = _damaged()[case]
    path = tmp_path / "bad.nnue"
    path.write_bytes(data)
    with pytest.raises(NetworkError) as err:
        load_network(path)
    assert err.value.problem == problem
    assert err.value.path == str(path)
    assert str(path) in str(err.value)


def test_the_errors_carry_their_arguments():
    good = random_network(FeatureSet.PS, width=8, hidden=(4, 4)).to_bytes()
    with pytest.raises(NetworkError) as err:
        parse_network(good[:-100])
    assert (err.value.found, err.value.expected) == (len(good) - 100, len(good))
    with pytest.raises(NetworkError) as err:
        parse_network(_rehash(_patch(good, 8, "<I", 7)))
    assert (err.value.found, err.value.expected) == (7, 1)
    with pytest.raises(NetworkError) as err:
        parse_network(_rehash(_patch(good, 20, "<I", 0)))
    assert (err.value.field, err.value.found) == ("width", 0)


# ----- inputs -----------------------------------------------------------------------------------

def test_a_piece_is_one_input_of_each_view_seen_from_that_side():
    squares = [0] * 90
    squares[4], squares[85] = 1, 9                         # kings on e0 and e9
    squares[0] = 5                                         # a red rook on a0 (Red's view: square 0)
    red = active_features(FeatureSet.PS, squares, 0)
    black = active_features(FeatureSet.PS, squares, 1)
    assert (0 * 7 + 4) * 90 + 0 in red                     # mine, rook, a0
    assert (1 * 7 + 4) * 90 + 89 in black                  # theirs, rook, turned round: square 89
    assert (0 * 7 + 0) * 90 + 4 in black                   # Black's own king on e9 is e0 in its view
    assert len(red) == len(black) == 3


def test_king_buckets_cover_the_palace_and_the_mirrored_set_folds_its_right_file():
    palace = [r * 9 + f for r in range(3) for f in range(3, 6)]
    assert sorted(king_bucket(FeatureSet.KING9, s)[0] for s in palace) == list(range(9))
    six = {s: king_bucket(FeatureSet.KING6M, s) for s in palace}
    assert sorted({b for b, _ in six.values()}) == list(range(6))
    for s in palace:
        if s % 9 == 5:
            assert six[s] == (six[s - 2][0], True)         # f-file king: d-file bucket, mirrored
    with pytest.raises(ValueError):
        king_bucket(FeatureSet.KING9, 40)
    squares = [0] * 90
    squares[5], squares[85], squares[9] = 1, 9, 5          # red king f0, a red rook on a1
    assert active_features(FeatureSet.KING6M, squares, 0)[1] == 0 * PS + (0 * 7 + 4) * 90 + 17   # a1 -> i1


def _turned(squares, side):
    """The position turned round with the colours swapped: the same position for the other side."""
    out = [0] * 90
    for s, p in enumerate(squares):
        if p:
            out[89 - s] = p ^ 8
    return out, side ^ 1


@pytest.mark.parametrize("fs", SETS)
def test_the_evaluation_is_the_same_for_either_colour(fs):
    net = random_network(fs, seed=3)
    for seed in range(3):
        board = Board()
        for m in random_game(seed, 30):
            board.push_iccs(f"{'abcdefghi'[(m >> 7) % 9]}{(m >> 7) // 9}{'abcdefghi'[(m & 127) % 9]}{(m & 127) // 9}")
        squares, side = list(board.squares()), board.turn.index
        assert net.evaluate(squares, side) == net.evaluate(*_turned(squares, side))


# ----- incremental == full refresh ------------------------------------------------------------------

@pytest.mark.parametrize("fs", SETS)
def test_incremental_updates_equal_a_full_refresh_through_random_games(fs):
    net = random_network(fs, width=24, seed=11)
    kings = captures = 0
    for seed in range(3):
        board = Board()
        ev = Evaluator(net, board.squares(), 0)
        values = [ev.evaluate()]
        moves = random_game(100 + seed, 70)
        for m in moves:
            p = ev.squares[m >> 7]
            kings += p & 7 == 1
            captures += bool(ev.make(m))
            squares = ev.squares
            for view in (0, 1):
                acc, psq = net.refresh(squares, view)
                assert np.array_equal(ev.acc[view], acc) and ev.psq[view] == psq
            assert ev.evaluate() == net.evaluate(squares, ev.side)
            values.append(ev.evaluate())
        for i in range(len(moves), 0, -1):               # and back, one unmake at a time
            assert ev.evaluate() == values[i]
            ev.unmake()
        assert ev.squares == list(Board().squares()) and ev.evaluate() == values[0]
    assert kings >= 4 and captures >= 20                   # the games exercised both kinds of update


def test_an_evaluation_is_bounded_and_from_the_side_to_moves_view():
    net = random_network(FeatureSet.PS, seed=5)
    squares = list(Board().squares())
    assert net.evaluate(squares, 0) == net.evaluate(*_turned(squares, 0))
    big = Network(net.feature_set, net.ft_bias, net.ft_weight, net.psqt, net.l1_bias, net.l1_weight,
                  net.l2_bias, net.l2_weight, np.array([2_000_000_000], dtype=np.int32), net.out_weight,
                  out_mul=1 << 20, out_shift=0)
    assert big.evaluate(squares, 0) == 10000


# ----- export: quantisation -------------------------------------------------------------------------

def _float_params(fs, width=16, h=(8, 8), seed=7):
    rng = np.random.default_rng(seed)
    n = feature_count(fs)
    return {"ft_bias": rng.uniform(0.2, 0.8, width), "ft_weight": rng.normal(0, 0.15, (n, width)),
            "psqt": rng.normal(0, 0.3, n), "l1_weight": rng.uniform(-1, 1, (h[0], 2 * width)) / 2,
            "l1_bias": rng.uniform(-0.2, 0.5, h[0]), "l2_weight": rng.uniform(-1, 1, (h[1], h[0])),
            "l2_bias": rng.uniform(-0.2, 0.5, h[1]), "out_weight": rng.uniform(-1.9, 1.9, (1, h[1])),
            "out_bias": rng.uniform(-0.5, 0.5, 1)}


@pytest.mark.parametrize("fs", SETS)
def test_the_exported_network_computes_what_the_floating_point_one_does(fs, tmp_path):
    params = _float_params(fs)
    net = quantise(params, fs, 400.0, "about")
    path = tmp_path / "n.nnue"
    path.write_bytes(net.to_bytes())
    back = load_network(path)
    assert same_network(net, back)
    errors, values = [], []
    for seed in range(3):
        board = Board()
        for m in random_game(200 + seed, 40):
            board.push_iccs(f"{'abcdefghi'[(m >> 7) % 9]}{(m >> 7) // 9}{'abcdefghi'[(m & 127) % 9]}{(m & 127) // 9}")
            squares, side = list(board.squares()), board.turn.index
            us = np.array([active_features(fs, squares, side)])
            them = np.array([active_features(fs, squares, side ^ 1)])
            exact = float_evaluate(params, us, them, 400.0)[0]
            values.append(exact)
            errors.append(back.evaluate(squares, side) - exact)
    # What the integers' rounding costs (random weights amplify it more than trained ones do): a few
    # hundredths of the values' spread, and no bias; a wrong scale would cost tenths.
    spread = float(np.std(values))
    errors_ = np.array(errors)
    assert spread > 200
    assert np.abs(errors_).mean() < 0.03 * spread and abs(errors_.mean()) < 0.015 * spread
    assert np.abs(errors_).max() < 0.1 * spread


def test_weights_too_big_for_the_files_integers_are_refused():
    from tools.nnue.export import ExportError
    params = _float_params(FeatureSet.PS)
    params["l1_weight"][0, 0] = 2.5                        # int8 at x64 holds 1.98 at most
    with pytest.raises(ExportError):
        quantise(params, FeatureSet.PS, 400.0)
    params = _float_params(FeatureSet.PS)
    params["ft_weight"][:, 2] = 9.0                        # 127 x 9 x 32 pieces overflows int16
    with pytest.raises(ExportError):
        quantise(params, FeatureSet.PS, 400.0)
